"""Floaters of the Lim system (C.04.4.3 article 3): the order in which incoming floaters are paired
(3.6, 3.7), the types of floaters (3.9) and the order of preference among the players who may
leave a scoregroup (3.2, 3.3, 3.4, 3.10).

Direction. A scoregroup is paired downward (from its highest numbered player, #1) or upward (from
its lowest numbered player); ``order`` lists its residents in the direction of pairing, so that the
rules read the same both ways: "the first" player is #1 downward and the last player upward.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Callable, Mapping

from ....text import QT_TRANSLATE_NOOP
from ...snapshot import Colour, PlayerState
from .rules import due_colour

Compatible = Callable[[int, int], bool]
MAXI_RATING_GAP = 100  # 3.2.3, 3.8, 5.7: the Maxi-tournament rating limit

# 3.9.1: the four types of floater, in descending order of disadvantage
TYPE_NAMES = {
    "a": QT_TRANSLATE_NOOP("Explain", "had floated into this scoregroup and has no compatible opponent in the "
                                      "adjacent one"),
    "b": QT_TRANSLATE_NOOP("Explain", "had floated into this scoregroup and has a compatible opponent in the "
                                      "adjacent one"),
    "c": QT_TRANSLATE_NOOP("Explain", "has no compatible opponent in the adjacent scoregroup"),
    "d": QT_TRANSLATE_NOOP("Explain", "has a compatible opponent in the adjacent scoregroup"),
}
_TYPE_RANK = {"d": 0, "c": 1, "b": 2, "a": 3}  # 3.9.2: avoid a, then b, then c


def incoming_order(floaters: list[int], by_id: Mapping[int, PlayerState], score: Fraction,
                   upward: bool) -> list[int]:
    """3.6, 3.7: downfloaters by highest score, then highest number (#1 first); upfloaters by lowest
    score, then lowest number. Downward and in the median group the downfloaters come first (3.6.3),
    upward the upfloaters (3.7.3)."""
    down = sorted((f for f in floaters if by_id[f].score > score), key=lambda f: (-by_id[f].score, f))
    up = sorted((f for f in floaters if by_id[f].score <= score), key=lambda f: (by_id[f].score, -f))
    return up + down if upward else down + up


def floater_type(pid: int, incoming: set[int], adjacent: list[int], compatible: Compatible) -> str:
    """3.9.1 for a player who would leave the scoregroup."""
    has_opponent = any(compatible(pid, other) for other in adjacent)
    if pid in incoming:
        return "b" if has_opponent else "a"
    return "d" if has_opponent else "c"


@dataclass(frozen=True)
class FloaterChoice:
    """The players leaving a scoregroup and why (for the decision record)."""

    floaters: list[int]
    types: dict[int, str]  # 3.9.1
    reasons: dict[int, str]


class FloaterRules:
    """The order of preference for leaving one scoregroup."""

    def __init__(self, order: list[int], incoming: list[int], adjacent: list[int],
                 by_id: Mapping[int, PlayerState], compatible: Compatible, maxi: bool) -> None:
        self.players = incoming + order
        self.by_id = by_id
        self.types = {p: floater_type(p, set(incoming), adjacent, compatible) for p in self.players}
        dues = [due_colour(by_id[p]) for p in self.players]
        whites, blacks = dues.count(Colour.WHITE), dues.count(Colour.BLACK)
        self.majority = None if whites == blacks else (Colour.WHITE if whites > blacks else Colour.BLACK)
        self.position = {p: i for i, p in enumerate(self.players)}
        if maxi and self.majority is not None and order:  # 3.2.3: else the lowest numbered player floats
            chosen = min(order, key=lambda p: (self._colour_rank(p), -self.position[p]))
            if abs(by_id[chosen].rating - by_id[order[-1]].rating) > MAXI_RATING_GAP:
                self.majority = None

    def _colour_rank(self, pid: int) -> int:
        """3.2.2: a player due the colour more players are due evens the group."""
        due = due_colour(self.by_id[pid])
        return 0 if self.majority is None or due is self.majority else (1 if due is None else 2)

    def key(self, pid: int) -> tuple[int, int, int, int]:
        """Smaller floats first: 3.9.2 (type), 3.10 (floated last round), 3.2.2 (colours; not in
        Maxi-tournaments beyond 100 points, 3.2.3), then 3.2.4, 3.3, 3.4 (the last player in the
        direction of pairing)."""
        floated = int(self.by_id[pid].float_before(1) is not None)
        return (_TYPE_RANK[self.types[pid]], floated, self._colour_rank(pid), -self.position[pid])

    def preferred(self, candidates: list[int]) -> int:
        """The player of ``candidates`` the rules prefer to float (2.3.4, 3.2-3.4, 3.9, 3.10)."""
        return min(candidates, key=self.key)

    def describe(self, floaters: dict[int, str]) -> FloaterChoice:
        """The record of the players who left, with their reasons."""
        return FloaterChoice(list(floaters), {pid: self.types[pid] for pid in floaters}, dict(floaters))
