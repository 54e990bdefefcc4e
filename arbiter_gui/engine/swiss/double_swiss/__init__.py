"""The Double-Swiss system, C.04.5, on the top-scoregroup mechanism (swiss.top_group)."""
