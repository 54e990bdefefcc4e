"""The Haley acceleration, base version (seed 003 8.3): the list split by pairing number into two
groups of the same size; the top one has one virtual point in rounds 1-3 and half a point in
rounds 4-5, and the tournament ends on real points only.

With an odd number of participants the extra player is in the bottom group (``equal_split``), where
the bye is given. The seed's base version fixes the rounds, not a share of them: a tournament needs
at least two rounds on real points after the fifth (8.1: "at least a couple of rounds" settle it).
"""
from __future__ import annotations

from fractions import Fraction
from typing import Sequence

from .virtual import AccelerationError, VirtualPoints, check_point_system, equal_split, group_ends, group_rules

__all__ = ["FULL_ROUNDS", "HALF_ROUNDS", "haley_rules"]

FULL_ROUNDS = 3  # seed 003 8.3: one virtual point kept for three rounds
HALF_ROUNDS = 2  # then half a point for two more
SETTLING_ROUNDS = 2  # seed 003 8.1: rounds on real points after the acceleration


def haley_rules(initial_participants: Sequence[int], total_rounds: int, win: Fraction = Fraction(1),
                draw: Fraction = Fraction(1, 2), loss: Fraction = Fraction(0)) -> list[VirtualPoints]:
    """The 250 records of the Haley acceleration (seed 003 8.3, base version)."""
    check_point_system("Haley acceleration", win, draw, loss)
    accelerated = FULL_ROUNDS + HALF_ROUNDS
    if total_rounds < accelerated + SETTLING_ROUNDS:
        raise AccelerationError(f"the Haley acceleration (seed 003 8.3) accelerates rounds 1-{accelerated} and needs "
                                f"at least {SETTLING_ROUNDS} more on real points (8.1): this tournament has "
                                f"{total_rounds} rounds")
    ends = group_ends(initial_participants, equal_split(len(initial_participants), 2)[:1])
    return (group_rules(ends, [win], 1, FULL_ROUNDS)
            + group_rules(ends, [win / 2], FULL_ROUNDS + 1, accelerated))
