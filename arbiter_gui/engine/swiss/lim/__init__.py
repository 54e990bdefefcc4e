"""The Lim system, C.04.4.3: the round (pairing), the definitions (rules), floaters (floaters),
exchanges (exchanges) and the pairing of a score group (group)."""
