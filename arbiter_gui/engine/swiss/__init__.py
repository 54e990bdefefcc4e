"""The Swiss systems of FIDE Handbook C.04, one package each, and the top-scoregroup mechanism that
the Double-Swiss and Team systems share (top_group)."""
