"""The Dutch system, C.04.3: the pairing procedure (pairing), the perfect-bracket search (perfect) and
the decision record with its reasons (record)."""
