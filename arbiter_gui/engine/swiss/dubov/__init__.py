"""The Dubov system, C.04.4.1: the round (pairing), the rules' definitions (rules), the choice of
upfloaters (upfloaters), the pairing of a bracket (bracket) and its record (record)."""
