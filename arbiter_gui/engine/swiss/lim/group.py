"""Pairing one scoregroup of the Lim system (C.04.4.3 articles 2.3-2.5, 3, 4 and 5.2).

1. Before pairing, the players without any compatible opponent in the group leave it (2.3.1-2.3.3),
   and if the group is odd the player the rules prefer floats to make it even (2.3.4, 3.2-3.4,
   3.9, 3.10; ``FloaterRules``).
2. The players are then scrutinised in turn: the incoming floaters first, in the order of 3.6/3.7,
   each offered the players of the group due the alternate colour, then the others, from the end
   of the group nearest the floater's score (3.8; Maxi: the player due the alternate colour only
   within 100 rating points of the first one); then the residents, each offered the opponents of the exchange sequence (2.4, 4.1-4.3). A player takes
   the first opponent that leaves the players after them as many pairs as they can still make
   (4.4: the exchanges must leave the players before with compatible opponents). A player who
   cannot be paired so floats (3.1, 4.4), and the group is made even again: the player floated by
   2.3.4 comes back (4.4.1), or else the lowest numbered player left floats too (4.4.2).
3. The second scrutiny exchanges opponents for colours (5.2; Maxi: 5.7).

The median group, paired last, must pair everybody (2.6): it is paired only if it can be.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Protocol

from ....text import QT_TRANSLATE_NOOP, explain_text
from ...matching import completion
from ...snapshot import Colour, PlayerState, Snapshot
from .exchanges import Compatible, colour_exchanges, opponent_sequence, proposal
from .floaters import MAXI_RATING_GAP, FloaterChoice, FloaterRules, incoming_order


class RoundRules(Protocol):
    """What a scoregroup asks of the round being paired (``pairing.LimRound``)."""

    snap: Snapshot
    maxi: bool  # a Maxi-tournament (3.2.3, 3.8, 5.7)
    by_id: dict[int, PlayerState]
    due: dict[int, Colour | None]  # 5.1, 5.3, 5.5, 5.6
    forced: dict[int, Colour | None]  # 2.1

    def compatible(self, a: int, b: int) -> bool: ...

    def strictly_compatible(self, a: int, b: int) -> bool: ...

    def clash(self, a: int, b: int) -> bool: ...


@dataclass
class GroupOutcome:
    """How one scoregroup was paired."""

    score: Fraction
    direction: str  # "downward", "upward", or "median" (paired downward, 2.2)
    residents: list[int]
    incoming: list[int]  # floaters from other scoregroups, in the order they were paired (3.6, 3.7)
    pairs: list[tuple[int, int]]  # in the order they were made; the first player was scrutinised
    choice: FloaterChoice
    top: list[int] = field(default_factory=list)  # the proposal of 2.4 for the residents left
    bottom: list[int] = field(default_factory=list)
    colour_swaps: list[tuple[int, int]] = field(default_factory=list)

    @property
    def floaters(self) -> list[int]:
        return self.choice.floaters


class GroupPairer:
    """One scoregroup, with the floaters it receives, paired in one direction."""

    def __init__(self, rnd: RoundRules, score: Fraction, residents: list[int], incoming: list[int],
                 adjacent: list[int], direction: str) -> None:
        self.rnd = rnd
        self.score = score
        self.direction = direction
        upward = direction == "upward"
        self.order = sorted(residents, reverse=upward)  # pairing numbers in the direction of pairing
        self.incoming = incoming_order(incoming, rnd.by_id, score, upward)
        self.players = self.incoming + self.order
        self.rules = FloaterRules(self.order, self.incoming, adjacent, rnd.by_id, rnd.compatible, rnd.maxi)
        self.compatible: Compatible = rnd.compatible
        if rnd.snap.is_last_round and \
                completion.most_pairs(self.players, rnd.strictly_compatible) == self._most_pairs(self.players):
            self.compatible = rnd.strictly_compatible  # 6: colours give way only where necessary (L3)

    def _most_pairs(self, ids: list[int]) -> int:
        return completion.most_pairs(ids, self.compatible)

    def pair(self, everybody: bool) -> GroupOutcome | None:
        """The group's pairing; None if ``everybody`` must be paired and cannot (a blocked median, 2.6)."""
        if everybody and not completion.can_pair_all(self.players, self.compatible):
            return None
        floaters: dict[int, str] = {}
        left = list(self.players)
        for pid in self.players if len(self.players) > 1 else []:  # 2.3.1-2.3.3
            if not any(self.compatible(pid, other) for other in self.players):
                floaters[pid] = explain_text(QT_TRANSLATE_NOOP(
                    "Explain", "no compatible opponent in the scoregroup (2.3.1-2.3.3)"))
                left.remove(pid)
        evening = None
        if len(left) % 2:  # 2.3.4
            evening = self.rules.preferred(left)
            floaters[evening] = explain_text(QT_TRANSLATE_NOOP("Explain", "makes the scoregroup even (2.3.4, 3.2)"))
            left.remove(evening)
        pairs: list[tuple[int, int]] = []
        top: list[int] = []
        bottom: list[int] = []
        while left:
            first = left[0]
            residents = [p for p in left if p not in self.incoming]
            if first in self.incoming:
                offered = self._floater_candidates(first, left)
            else:
                if not top:
                    top, bottom = proposal(residents)  # 2.4, recorded once
                offered = opponent_sequence(residents)
            opponent = self._first_opponent(first, offered, left)
            if opponent is not None:
                pairs.append((first, opponent))
                left = [p for p in left if p not in (first, opponent)]
                continue
            floaters[first] = explain_text(QT_TRANSLATE_NOOP(  # 4.4
                "Explain", "cannot be paired despite exchanges (3.1, 4.4)"))
            left.remove(first)
            if evening is not None:  # 4.4.1: exchanged with the player floated to make the group even
                del floaters[evening]
                left = [p for p in self.players if p in left or p == evening]
                evening = None
            else:  # 4.4.2
                companion = self.rules.preferred(self._leavable(left))
                floaters[companion] = explain_text(QT_TRANSLATE_NOOP(
                    "Explain", "floats with the player who cannot be paired, to keep the group even (4.4.2)"))
                left.remove(companion)
        split = next((i for i, pair in enumerate(pairs) if pair[0] not in self.incoming), len(pairs))
        resident_pairs, swaps = colour_exchanges(pairs[split:], self.compatible, self._defects,
                                                 self._exchangeable)
        return GroupOutcome(self.score, self.direction, self.order, self.incoming, pairs[:split] + resident_pairs,
                            self.rules.describe(floaters), top, bottom, swaps)

    def _first_opponent(self, first: int, offered: list[int], left: list[int]) -> int | None:
        """4.4: the first opponent offered that leaves the others as many pairs as they can make."""
        target = self._most_pairs(left) - 1
        for opponent in offered:
            if self.compatible(first, opponent) and \
                    self._most_pairs([p for p in left if p not in (first, opponent)]) == target:
                return opponent
        return None

    def _leavable(self, left: list[int]) -> list[int]:
        """The players whose leaving costs the others no pair."""
        most = self._most_pairs(left)
        return [p for p in left if self._most_pairs([q for q in left if q != p]) == most]

    def _floater_candidates(self, floater: int, left: list[int]) -> list[int]:
        """3.8: a downfloater is offered the group's players from the highest numbered, an upfloater
        from the lowest numbered (also in the median group, ruling L7), other floaters after them;
        those due the alternate colour first (Maxi: only within 100 points of the first one)."""
        others = [p for p in left if p != floater]
        upfloater = self.rnd.by_id[floater].score < self.score
        ordered = sorted((p for p in others if p not in self.incoming), reverse=upfloater) + \
            [p for p in others if p in self.incoming]
        due = self.rnd.due[floater]
        if due is None:
            return ordered
        alternate = [p for p in ordered if self.rnd.due[p] is due.opposite]
        if self.rnd.maxi:
            usable = [p for p in ordered if self.compatible(floater, p)]
            alternate = [p for p in alternate if usable and self._within_gap(p, usable[0])]
        return alternate + [p for p in ordered if p not in alternate]

    def _within_gap(self, a: int, b: int) -> bool:
        return abs(self.rnd.by_id[a].rating - self.rnd.by_id[b].rating) <= MAXI_RATING_GAP

    def _exchangeable(self, a: int, b: int) -> bool:
        """5.7: in Maxi-tournaments opponents are exchanged only within 100 rating points."""
        return not self.rnd.maxi or self._within_gap(a, b)

    def _defects(self, a: int, b: int) -> tuple[int, int]:
        """What a pair costs in colours: a colour forbidden by 2.1 given anyway (last round, article 6),
        then a player not given their due colour (5.1, 5.5, 5.6)."""
        forced = self.rnd.forced[a]
        return (int(forced is not None and forced is self.rnd.forced[b]), int(self.rnd.clash(a, b)))
