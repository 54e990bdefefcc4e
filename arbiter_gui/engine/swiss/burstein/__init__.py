"""The Burstein system, C.04.4.2: the round (pairing), the opposition index (index) and the pairing
of a bracket (bracket)."""
