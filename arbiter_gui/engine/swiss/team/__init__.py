"""The Team Pairing System, C.04.6, on the top-scoregroup mechanism (swiss.top_group)."""
