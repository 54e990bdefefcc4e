"""The Dubov system, C.04.4.1, as applied from 1 February 2026.

How a round is paired
---------------------
1. The pairing-allocated bye (3.1) goes to the first eligible player ([C2]) in the order lowest
   score, most games played, largest TPN whose removal leaves the others completely pairable
   ([C4], 3.1.2).
2. Scoregroups are paired from the top down (1.9.2). The residents of a bracket are the players
   not yet paired with the highest score; every player with a lower score is a possible upfloater
   (4.2.1). Residents are never left unpaired: the system has no downfloaters.
3. For each bracket, ``dubov_upfloaters`` chooses the upfloaters (3.2.1, 3.2.2: fewest, then [C6] to
   [C10], then the order of 4.2) and ``dubov_bracket`` pairs the bracket (3.2.3-3.2.6: G1/G2,
   shifters in the order of 4.3, S1 against the first legal transposition T2 of 4.4).
4. Colours by 5.2; boards in the order of C.04.2 3.6.

Both searches find "the first candidate in the rules' sequence among the best ones" directly, by
cardinality matchings for the usual brackets and by lexicographic weighted matchings (criteria
packed into one weight, the sequence as the last layer) otherwise; see the two modules.
"""
from __future__ import annotations

from typing import Callable, Iterable

from ...colours import allocate_by_preferences
from ...matching import completion
from ...ordering import board_order, rank_key
from ...result import Board, BracketRecord, RoundPairing, no_valid_pairing
from ...snapshot import Colour, Snapshot
from . import record as dubov_record
from .bracket import BracketPairer
from .rules import DubovFacts, facts
from .upfloaters import UpfloaterSearch

SYSTEM = "dubov"
NO_PAIRING = ("C1-C3", "C.04.4.1 1.9.3")


class DubovRound:
    """Pairs one round of the Dubov system from a snapshot."""

    def __init__(self, snapshot: Snapshot, shortcut: bool = True) -> None:
        """``shortcut=False`` decides every bracket by the weighted matchings alone (tests compare)."""
        self.snap = snapshot
        self.shortcut = shortcut
        self.players = sorted(snapshot.players, key=rank_key)  # 1.9.2 and 5.2.1: score, then TPN
        self.by_id = {p.id: p for p in self.players}
        self.position = {p.id: i for i, p in enumerate(self.players)}
        self.facts: dict[int, DubovFacts] = {p.id: facts(p, snapshot) for p in self.players}
        self._excluded: dict[int, set[int]] = {p.id: set(p.opponents) for p in self.players}  # [C1]
        for pair in snapshot.forbidden:
            a, b = tuple(pair)
            if a in self._excluded and b in self._excluded:
                self._excluded[a].add(b)
                self._excluded[b].add(a)
        self._absolute: dict[int, Colour | None] = {  # [C3]
            pid: (f.pref.colour if f.pref.is_absolute else None) for pid, f in self.facts.items()}

    # -- rules about pairs -------------------------------------------------------------------
    def compatible(self, a: int, b: int) -> bool:
        """[C1] (and the arbiter's forbidden pairs) and [C3]: may ``a`` and ``b`` meet?"""
        if a == b or b in self._excluded[a]:
            return False
        colour = self._absolute[a]
        return colour is None or colour is not self._absolute[b]

    def colours(self, a: int, b: int) -> Board:
        """5.2 for one pair."""
        higher, lower = (a, b) if self.position[a] < self.position[b] else (b, a)
        colour, rule = allocate_by_preferences(self.by_id[higher], self.by_id[lower], self.facts[higher].pref,
                                               self.facts[lower].pref, self.snap.initial_colour)
        return Board(higher, lower, rule) if colour is Colour.WHITE else Board(lower, higher, rule)

    # -- matchings ----------------------------------------------------------------------------
    def perfectly_pairable(self, ids: list[int], allowed: Callable[[int, int], bool] | None = None) -> bool:
        """Every player of ``ids`` can be paired among them (legal pairs, also ``allowed`` if given)."""
        if allowed is None:
            return completion.can_pair_all(ids, self.compatible)
        return completion.can_pair_all(ids, lambda a, b: self.compatible(a, b) and allowed(a, b))

    def completable(self, ids: list[int]) -> bool:
        """[C4] for the players not yet paired (the bye is already set aside)."""
        return self.perfectly_pairable(ids)

    def most_pairs(self, ids: list[int]) -> int:
        """The largest number of legal pairs among ``ids``."""
        return completion.most_pairs(ids, self.compatible)

    # -- the round ----------------------------------------------------------------------------
    def pair(self) -> RoundPairing:
        ids = [p.id for p in self.players]
        bye = self._choose_bye(ids) if len(ids) % 2 else None
        remaining = [pid for pid in ids if pid != bye]
        if bye is None and not self.completable(remaining):
            raise no_valid_pairing(*NO_PAIRING)
        boards: list[Board] = []
        records: list[BracketRecord] = []
        while remaining:  # 1.9.2: scoregroups in descending order of score (``remaining`` is ranked)
            top = self.facts[remaining[0]].score
            cut = next((i for i, pid in enumerate(remaining) if self.facts[pid].score != top), len(remaining))
            residents, lower = remaining[:cut], remaining[cut:]
            choice = UpfloaterSearch(self, residents, lower).solve(self.shortcut)
            plan = BracketPairer(self, residents + choice.upfloaters).solve(self.shortcut)
            boards.extend(self.colours(s, t) for s, t in plan.pairs)
            records.append(dubov_record.bracket_record(self, top, residents, choice, plan))
            paired = set(residents) | set(choice.upfloaters)
            remaining = [pid for pid in remaining if pid not in paired]
        decision = dubov_record.bye_decision(self, ids, bye) if bye is not None else None
        return RoundPairing(SYSTEM, self.snap.round, board_order(boards, self.by_id), bye, records,
                            bye_reason=decision.text if decision else "", players=dubov_record.players(self),
                            bye_article=decision.article if decision else "")

    def _choose_bye(self, ids: list[int]) -> int:
        """3.1: [C2], then completion ([C4]), lowest score, most games, largest TPN."""
        eligible = [pid for pid in ids if not self.by_id[pid].bye_ineligible]  # 3.1.1
        eligible.sort(key=lambda pid: (self.facts[pid].score, -self.facts[pid].games, -pid))  # 3.1.3-3.1.5
        for pid in eligible:
            if self.completable([other for other in ids if other != pid]):  # 3.1.2
                return pid
        raise no_valid_pairing(*NO_PAIRING)

    def evaluate(self, residents: Iterable[int], upfloaters: list[int],
                 pairs: list[tuple[int, int]]) -> dict[str, object]:
        """The quality criteria of a bracket's pairing, in the rules' own terms (2.3)."""
        top = self.facts[next(iter(residents))].score
        last = self.snap.is_last_round
        maxima = [u for u in upfloaters if self.facts[u].maximum_upfloater]
        return {
            "C5 upfloaters": len(upfloaters),
            "C6 upfloater scores": sorted(self.facts[u].score for u in upfloaters),
            "C6 score differences": sorted((top - self.facts[u].score for u in upfloaters), reverse=True),
            "C7": sum(1 for a, b in pairs if self.facts[a].pref.colour is self.facts[b].pref.colour),
            "C8": 0 if last else len(maxima),
            "C9": 0 if last else sum(self.facts[u].upfloats for u in maxima),
            "C10": 0 if last else sum(1 for u in upfloaters if self.facts[u].upfloated_last),
        }


def pair_round(snapshot: Snapshot) -> RoundPairing:
    """Pair one round by the Dubov system (C.04.4.1)."""
    return DubovRound(snapshot).pair()
