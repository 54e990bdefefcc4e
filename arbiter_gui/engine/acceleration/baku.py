"""The Baku acceleration method (C.04.7 article 1): who gets virtual points, how many, in which rounds.

The result is a list of ``VirtualPoints`` ranges, the content of TRF 250 records (TRF.md 6.2), so
that the file, the database and the engine all read the same rules. Pairing numbers are the
current ones: a late entry placed above the last GA participant (C.04.2 2.4) joins GA, one placed
below joins GB, and the last GA participant stays the same (1.3.2).
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Iterable, Sequence

__all__ = ["BakuError", "VirtualPoints", "accelerated_rounds", "baku_rules", "check_point_system",
           "group_a_size", "last_group_a_player"]


class BakuError(ValueError):
    """The Baku method cannot be applied (C.04.7 1.1), or was asked of an empty tournament."""


@dataclass(frozen=True)
class VirtualPoints:
    """Players first_player..last_player (pairing numbers) have ``points`` virtual points before
    each of rounds first_round..last_round: one TRF 250 record."""

    points: Fraction
    first_round: int
    last_round: int
    first_player: int
    last_player: int


def check_point_system(win: Fraction, draw: Fraction, loss: Fraction) -> None:
    """C.04.7 1.1: a win is worth two draws and a loss nothing; BakuError otherwise."""
    if win != 2 * draw or loss != 0:
        raise BakuError(f"the Baku acceleration (C.04.7 1.1) needs a point system where a win is worth two draws "
                        f"and a loss nothing; this one gives win {win}, draw {draw}, loss {loss}")


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
    ordered = sorted(initial_participants)
    if not ordered:
        raise BakuError("the Baku acceleration needs the participants of round 1 (C.04.7 1.2): there are none")
    return ordered[min(group_a_size(len(ordered)), len(ordered)) - 1]


def baku_rules(initial_participants: Sequence[int], total_rounds: int, win: Fraction = Fraction(1),
               draw: Fraction = Fraction(1, 2), loss: Fraction = Fraction(0)) -> list[VirtualPoints]:
    """The virtual points of a tournament (C.04.7 1.2-1.4): GA is pairing numbers 1 .. the last GA
    participant; GB never gets virtual points, nor does anybody after the accelerated rounds."""
    check_point_system(win, draw, loss)
    if total_rounds < 1:
        raise BakuError("the Baku acceleration needs the number of rounds (C.04.7 1.4.1)")
    last = last_group_a_player(initial_participants)
    full, accelerated = accelerated_rounds(total_rounds)
    rules = [VirtualPoints(win, 1, full, 1, last)]  # 1.4.2
    if accelerated > full:
        rules.append(VirtualPoints(win / 2, full + 1, accelerated, 1, last))  # 1.4.3
    return rules

