"""The FIDE rating-based Swiss rules approved by the 1992 General Assembly (seed 004), a legacy system
for re-checking historical tournaments."""
