"""Team events (C.04.6): the teams and their boards (event), the edits of a team event (operations),
match and game points and the team tie-breaks (standings)."""
