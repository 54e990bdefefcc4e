"""Arbiter: FIDE Swiss tournament management with an embedded pairing engine."""

__version__ = "0.1.0"
