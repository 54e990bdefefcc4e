"""Pure-Python pairing engine (FIDE Handbook C.04). No Qt import anywhere in this package."""
