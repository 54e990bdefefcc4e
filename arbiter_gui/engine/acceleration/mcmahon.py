"""The McMahon system (seed 003 8.3): players start from different scores, kept for the whole
tournament, so that the first rounds are not lopsided.

The seed points to the go description (senseis.xmp.net, McMahonPairing): players are grouped by
strength and each group starts one win above the next. Here the list is split by pairing number into
four groups as equal as possible (``equal_split``), starting with 3, 2, 1 and 0 wins; the virtual
points count for the pairing in every round and never for the standings, which stay on the points
scored (as any TRF 250 record; docs/rulings.md, "Traditional accelerations").
"""
from __future__ import annotations

from fractions import Fraction
from typing import Sequence

from .virtual import AccelerationError, VirtualPoints, check_point_system, equal_split, group_ends, group_rules

__all__ = ["GROUPS", "mcmahon_rules"]

GROUPS = 4


def mcmahon_rules(initial_participants: Sequence[int], total_rounds: int, win: Fraction = Fraction(1),
                  draw: Fraction = Fraction(1, 2), loss: Fraction = Fraction(0)) -> list[VirtualPoints]:
    """The 250 records of the McMahon start scores: group i (0 = top) has GROUPS - 1 - i wins in
    every round."""
    check_point_system("McMahon system", win, draw, loss)
    if total_rounds < 1:
        raise AccelerationError("the McMahon system needs the number of rounds")
    ends = group_ends(initial_participants, equal_split(len(initial_participants), GROUPS)[:-1])
    return group_rules(ends, [win * (GROUPS - 1 - index) for index in range(GROUPS - 1)], 1, total_rounds)
