"""The decreasing ("French") acceleration (seed 003 8.3; the FFE's "accéléré dégressif"): three
groups by pairing number with 2, 1 and 0 virtual points; a player of the middle or bottom group
who wins a lot gets more virtual points, up to 2; the virtual points are removed before the
penultimate round.

The seed does not give the thresholds ("paliers") at which the points rise; the rule here
(docs/rulings.md, "Traditional accelerations") is one more virtual point for every two wins'
worth of points scored (a bottom-group player with two wins has the middle group's virtual
points, with four the top group's): before round r a player has min(2, group points + floor(score / (2 * win)))
wins of virtual points, his score being the points he scored in rounds 1..r-1. The virtual
points depend on the results, so they are written per player and round (TRF XXA), not as ranges.
"""
from __future__ import annotations

from fractions import Fraction
from typing import Mapping, Sequence

from .virtual import AccelerationError, check_point_system, equal_split, group_ends, group_of

__all__ = ["MAXIMUM", "decreasing_points", "last_accelerated_round"]

MAXIMUM = 2  # wins of virtual points: the top group's, and the most anybody gets (seed 003 8.3)


def last_accelerated_round(total_rounds: int) -> int:
    """The virtual points are removed before the penultimate round (seed 003 8.3)."""
    return total_rounds - 2


def decreasing_points(initial_participants: Sequence[int], total_rounds: int,
                      scored: Mapping[int, Sequence[Fraction]], win: Fraction = Fraction(1),
                      draw: Fraction = Fraction(1, 2), loss: Fraction = Fraction(0)) -> dict[int, tuple[Fraction, ...]]:
    """Virtual points per player for rounds 1 .. min(last accelerated round, rounds scored + 1)
    (the XXA values), for every player of ``scored`` (pairing number -> points of each completed
    round) and of ``initial_participants``; players who never have any are left out."""
    check_point_system("decreasing acceleration", win, draw, loss)
    last = last_accelerated_round(total_rounds)
    if last < 1:
        raise AccelerationError(f"the decreasing acceleration (seed 003 8.3) is removed before the penultimate round "
                                f"and needs at least 3 rounds: this tournament has {total_rounds}")
    ends = group_ends(initial_participants, equal_split(len(initial_participants), 3)[:2])
    completed = max((len(points) for points in scored.values()), default=0)
    rounds = min(last, completed + 1)
    result: dict[int, tuple[Fraction, ...]] = {}
    for player in sorted(set(initial_participants) | set(scored)):
        start = MAXIMUM - group_of(ends, player)
        points = list(scored.get(player, ()))
        values = tuple(win * min(MAXIMUM, start + sum(points[:r - 1], Fraction(0)) // (2 * win))
                       for r in range(1, rounds + 1))
        if any(values):
            result[player] = values
    return result
