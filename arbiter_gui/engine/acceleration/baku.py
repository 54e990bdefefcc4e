"""The Baku acceleration method (C.04.7 article 1): who gets virtual points, how many, in which rounds.

The result is a list of ``VirtualPoints`` ranges, the content of TRF 250 records (TRF.md 6.2), so
that the file, the database and the engine all read the same rules. Pairing numbers are the
current ones: a late entry placed above the last GA participant (C.04.2 2.4) joins GA, one placed
below joins GB, and the last GA participant stays the same (1.3.2); the groups are those of
``virtual.py``, which the traditional accelerations share.
"""
from __future__ import annotations

from fractions import Fraction
from typing import Iterable, Sequence

from .virtual import AccelerationError, VirtualPoints, check_point_system as check_points, group_ends, group_rules

__all__ = ["BakuError", "VirtualPoints", "accelerated_rounds", "baku_rules", "check_point_system",
           "group_a_size", "last_group_a_player"]


class BakuError(AccelerationError):
    """The Baku method cannot be applied (C.04.7 1.1), or was asked of an empty tournament."""


def check_point_system(win: Fraction, draw: Fraction, loss: Fraction) -> None:
    """C.04.7 1.1: a win is worth two draws and a loss nothing; BakuError otherwise."""
    try:
        check_points("Baku acceleration", win, draw, loss)
    except AccelerationError as error:
        raise BakuError(str(error)) from None


def group_a_size(participants: int) -> int:
    """C.04.7 1.2: the first half of the participants rounded up to an even number, 2 * ceil(N / 4)."""
    return 2 * -(-participants // 4)


def accelerated_rounds(total_rounds: int) -> tuple[int, int]:
    """(last round with full virtual points, last accelerated round): the accelerated rounds are
    the first half of the tournament rounded up (1.4.1); the first half of them, rounded up, give
    the points of a win (1.4.2), the others half of it (1.4.3)."""
    accelerated = -(-total_rounds // 2)
    return -(-accelerated // 2), accelerated


def last_group_a_player(initial_participants: Iterable[int]) -> int:
    """The pairing number of the last GA participant: the ``group_a_size``-th of the participants
    registered before round 1 (1.2), counted in the current pairing order (1.3.2)."""
    participants = list(initial_participants)
    try:
        return group_ends(participants, [group_a_size(len(participants))])[0]
    except AccelerationError:
        raise BakuError("the Baku acceleration needs the participants of round 1 (C.04.7 1.2): there are none") from None


def baku_rules(initial_participants: Sequence[int], total_rounds: int, win: Fraction = Fraction(1),
               draw: Fraction = Fraction(1, 2), loss: Fraction = Fraction(0)) -> list[VirtualPoints]:
    """The virtual points of a tournament (C.04.7 1.2-1.4): GA is pairing numbers 1 .. the last GA
    participant; GB never gets virtual points, nor does anybody after the accelerated rounds."""
    check_point_system(win, draw, loss)
    if total_rounds < 1:
        raise BakuError("the Baku acceleration needs the number of rounds (C.04.7 1.4.1)")
    last = last_group_a_player(initial_participants)
    full, accelerated = accelerated_rounds(total_rounds)
    rules = group_rules([last], [win], 1, full)  # 1.4.2
    if accelerated > full:
        rules += group_rules([last], [win / 2], full + 1, accelerated)  # 1.4.3
    return rules

