"""The "English" accelerated system (seed 003 8.3): the list split by pairing number into four
groups A, B, C, D, crossed with each other in the first rounds.

The seed gives no virtual points and no table; the crossing is made here as the FFE's training
note on four-group accelerated pairings describes it (docs/rulings.md, "Traditional
accelerations"): A and B, of the same size, have one virtual point in rounds 1 and 2, so that any
Swiss system pairs A against B and C against D in round 1 (two score groups, each split in halves)
and, in round 2, the losers of A-B against the winners of C-D; round 3 is on real points.
"""
from __future__ import annotations

from fractions import Fraction
from typing import Sequence

from .virtual import AccelerationError, VirtualPoints, check_point_system, group_ends, group_rules

__all__ = ["ACCELERATED_ROUNDS", "english_rules"]

ACCELERATED_ROUNDS = 2


def english_rules(initial_participants: Sequence[int], total_rounds: int, win: Fraction = Fraction(1),
                  draw: Fraction = Fraction(1, 2), loss: Fraction = Fraction(0)) -> list[VirtualPoints]:
    """The 250 records of the English system: A and B are the first 2 * floor(N / 4) participants
    (equal groups, an even top half), C and D the others, where the bye falls."""
    check_point_system("English accelerated system", win, draw, loss)
    if total_rounds <= ACCELERATED_ROUNDS:
        raise AccelerationError(f"the English accelerated system (seed 003 8.3) crosses the four groups in rounds "
                                f"1-{ACCELERATED_ROUNDS} and needs a round on real points after them: this "
                                f"tournament has {total_rounds} rounds")
    quarter = len(initial_participants) // 4
    ends = group_ends(initial_participants, [2 * quarter])
    return group_rules(ends, [win], 1, ACCELERATED_ROUNDS)
