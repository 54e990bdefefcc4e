"""Arbiter: FIDE Swiss tournament management with an embedded pairing engine."""
