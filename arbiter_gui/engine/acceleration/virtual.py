"""What every virtual-point acceleration shares (C.04.7; seed 003 8.1, 8.3): players split, in
pairing-number order, into groups of the participants of round 1; each group's virtual points in
a range of rounds, as TRF 250 records (TRF.md 6.2).

A group is a range of pairing numbers, from the one after the previous group's last participant to
its own last participant, so that a late entry (C.04.2 2.4) joins the group his pairing number falls
in and the groups' last participants stay the same (C.04.7 1.3.2). The bottom group never has
virtual points in any of the methods, and is open-ended.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Iterable, Sequence

__all__ = ["AccelerationError", "VirtualPoints", "check_point_system", "equal_split", "group_ends", "group_of",
           "group_rules"]


class AccelerationError(ValueError):
    """An acceleration method cannot be applied to this tournament: the message says why."""


@dataclass(frozen=True)
class VirtualPoints:
    """Players first_player..last_player (pairing numbers) have ``points`` virtual points before
    each of rounds first_round..last_round: one TRF 250 record."""

    points: Fraction
    first_round: int
    last_round: int
    first_player: int
    last_player: int


def check_point_system(method: str, win: Fraction, draw: Fraction, loss: Fraction) -> None:
    """Virtual points are counted in wins and half wins, which are draws only when a win is worth
    two draws and a loss nothing (C.04.7 1.1); AccelerationError otherwise."""
    if win != 2 * draw or loss != 0:
        raise AccelerationError(f"the {method} needs a point system where a win is worth two draws and a loss "
                                f"nothing (C.04.7 1.1); this one gives win {win}, draw {draw}, loss {loss}")


def equal_split(participants: int, groups: int) -> list[int]:
    """Sizes of ``groups`` groups as equal as possible, the larger ones at the bottom: the extra
    players are the weaker ones, and the odd player out (the bye) is one of them."""
    base, extra = divmod(participants, groups)
    return [base + (1 if index >= groups - extra else 0) for index in range(groups)]


def group_ends(initial_participants: Iterable[int], sizes: Sequence[int]) -> list[int]:
    """The pairing number of the last participant of each group but the bottom one, whose sizes
    are ``sizes`` (top first), counted among the participants of round 1 in pairing order."""
    ordered = sorted(initial_participants)
    if not ordered:
        raise AccelerationError("an acceleration needs the participants of round 1 (C.04.7 1.2): there are none")
    ends: list[int] = []
    count = 0
    for size in sizes:
        count = min(count + size, len(ordered))
        ends.append(ordered[count - 1] if count else 0)
    return ends


def group_of(ends: Sequence[int], player: int) -> int:
    """The group (0 = top) of a pairing number: the first whose last participant is not above him."""
    return next((index for index, end in enumerate(ends) if player <= end), len(ends))


def group_rules(ends: Sequence[int], points: Sequence[Fraction], first_round: int,
                last_round: int) -> list[VirtualPoints]:
    """One 250 record per group above the bottom one with ``points[i]`` virtual points in rounds
    first_round..last_round (none for an empty group or no points)."""
    rules: list[VirtualPoints] = []
    first = 1
    for end, value in zip(ends, points):
        if value and end >= first:
            rules.append(VirtualPoints(value, first_round, last_round, first, end))
        first = max(first, end + 1)
    return rules
