"""Matchings: the general weighted matching (blossom), the first transposition (assignment), criteria
packed into edge weights (layers), completion checks and the kept complete pairing (perfect_cover)."""
