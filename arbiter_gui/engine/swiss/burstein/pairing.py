"""The Burstein system, C.04.4.2, as applied from 1 February 2026.

How a round is paired
---------------------
1. The seeding rounds, half the rounds (rounded down) but at most 4, are paired by the FIDE
   (Dutch) system (1.6).
2. After them, the players of a bracket are ranked by their opposition index, Buchholz then
   Sonneborn-Berger (``burstein_index``), then TPN (1.8); scores are not part of this ranking.
3. The pairing-allocated bye (3.1) goes to the eligible player ([C2]) whose removal leaves the
   others completely pairable ([C4]), with the lowest score, the most games played, the lowest
   ranking.
4. Scoregroups are paired from the top down (1.9.2); the bracket holds the scoregroup and the
   players who floated out of the bracket above (1.2.2). ``burstein_bracket`` pairs it: [C4]-[C8],
   then the first candidate in the order of article 4.
5. Colours by 5.2 (``colours.allocate_by_preferences``); boards in the order of C.04.2 3.6.
"""
from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from ....text import QT_TRANSLATE_NOOP, explain_text
from ...colours import Preference, allocate_by_preferences, player_preference
from ...matching import perfect_cover
from ...ordering import board_order
from ...result import (
    Board,
    BracketRecord,
    RoundPairing,
    format_score,
    no_valid_pairing,
    player_facts,
)
from ...snapshot import Colour, Snapshot
from ..dutch import pairing as dutch
from .bracket import BracketPairer, BracketPlan
from .index import Index, opposition_indices

SYSTEM = "burstein"
NO_PAIRING = ("C1-C3", "C.04.4.2 1.9.3")


BYE_WORDS = {  # 3.1, in the rules' words
    "3.1.1": QT_TRANSLATE_NOOP("Explain", "the only player who has neither had one nor scored a win without "
                                          "playing ([C2])"),
    "3.1.2": QT_TRANSLATE_NOOP("Explain", "giving it to a player before them in the order of 3.1 would leave no "
                                          "complete pairing ([C4])"),
    "3.1.3": QT_TRANSLATE_NOOP("Explain", "the lowest score among the eligible players"),
    "3.1.4": QT_TRANSLATE_NOOP("Explain", "among the lowest scores, the most games played"),
    "3.1.5": QT_TRANSLATE_NOOP("Explain", "among the lowest scores with the most games, the lowest ranking (index, "
                                          "then TPN, 1.8)"),
}


def seeding_rounds(total_rounds: int) -> int:
    """1.6.2: half the number of rounds (rounded down), or 4, whichever is lower."""
    return min(total_rounds // 2, 4)


class BursteinRound:
    """Pairs one round after the seeding rounds from a snapshot."""

    def __init__(self, snapshot: Snapshot, shortcut: bool = True) -> None:
        """``shortcut=False`` decides every bracket by the weighted matchings alone (tests compare)."""
        self.snap = snapshot
        self.shortcut = shortcut
        self.by_id = {p.id: p for p in snapshot.players}
        self.index: dict[int, Index] = opposition_indices(snapshot)
        ranked = sorted(self.by_id, key=lambda pid: (self.index[pid], -pid), reverse=True)  # 1.8
        self.rank = {pid: i for i, pid in enumerate(ranked)}
        self.preferences: dict[int, Preference] = {p.id: player_preference(p) for p in snapshot.players}  # 1.5
        self._absolute = {pid: (pref.colour if pref.is_absolute else None)
                          for pid, pref in self.preferences.items()}
        self._cover: perfect_cover.Mate = {}  # the last complete pairing found ([C4])

    # -- rules about players and pairs -------------------------------------------------------
    def score(self, pid: int) -> Fraction:
        return self.by_id[pid].score

    def pref(self, pid: int) -> Colour | None:
        """1.5: the colour due, None for a player who has not played yet (1.5.4)."""
        return self.preferences[pid].colour

    def games(self, pid: int) -> int:
        return self.snap.round - 1 - self.by_id[pid].unplayed_rounds

    def compatible(self, a: int, b: int) -> bool:
        """[C1] (with the arbiter's forbidden pairs) and [C3]: may ``a`` and ``b`` meet?"""
        if a == b or not self.snap.may_meet(self.by_id[a], self.by_id[b]):
            return False
        colour = self._absolute[a]
        return colour is None or colour is not self._absolute[b]

    def completable(self, ids: list[int]) -> bool:
        """[C4] for players not yet paired (the bye is already set aside), starting from the
        last complete pairing found (most checks differ from the previous one by a few players)."""
        found = perfect_cover.complete(ids, self.compatible, self._cover or None)
        if found is None:
            return False
        self._cover = found | {a: b for a, b in self._cover.items() if a not in found and b not in found}
        return True

    def board(self, a: int, b: int) -> Board:
        """5.2 for one pair; the higher ranked player by 1.8."""
        higher, lower = (a, b) if self.rank[a] < self.rank[b] else (b, a)
        colour, rule = allocate_by_preferences(self.by_id[higher], self.by_id[lower], self.preferences[higher],
                                               self.preferences[lower], self.snap.initial_colour)
        return Board(higher, lower, rule) if colour is Colour.WHITE else Board(lower, higher, rule)

    # -- the round ----------------------------------------------------------------------------
    def pair(self) -> RoundPairing:
        ids = sorted(self.by_id, key=lambda pid: (-self.score(pid), self.rank[pid]))
        bye = self._choose_bye(ids) if len(ids) % 2 else None
        remaining = [pid for pid in ids if pid != bye]
        if bye is None and not self.completable(remaining):
            raise no_valid_pairing(*NO_PAIRING)
        groups: list[list[int]] = []
        for pid in remaining:  # 1.2.1
            if groups and self.score(groups[-1][0]) == self.score(pid):
                groups[-1].append(pid)
            else:
                groups.append([pid])
        boards: list[Board] = []
        records: list[BracketRecord] = []
        floaters: list[int] = []
        for index, residents in enumerate(groups):  # 1.9.2: scoregroups in descending order
            bracket = sorted(floaters + residents, key=self.rank.__getitem__)  # 1.2.2, 4.1
            lower = [pid for group in groups[index + 1:] for pid in group]
            next_group = groups[index + 1] if index + 1 < len(groups) else []
            plan = BracketPairer(self, bracket, next_group, lower).solve(self.shortcut)
            boards.extend(self.board(a, b) for a, b in plan.pairs)
            records.append(self._record(residents, floaters, bracket, plan))
            floaters = plan.floaters
        if floaters:
            raise AssertionError("players left unpaired although [C4] held")
        article = self._bye_article(ids, bye) if bye is not None else ""
        return RoundPairing(SYSTEM, self.snap.round, board_order(boards, self.by_id), bye, records,
                            bye_reason=explain_text(QT_TRANSLATE_NOOP(
                                "Explain", "{0} receives the pairing-allocated bye: {1} ({2})"),
                                bye, explain_text(BYE_WORDS[article]), article) if bye is not None else "",
                            players={pid: player_facts(self.by_id[pid], self.preferences[pid]) for pid in ids},
                            bye_article=article)

    def _bye_order(self, ids: list[int]) -> list[int]:
        """3.1.1 and 3.1.3-3.1.5: the eligible players, lowest score, most games, lowest ranking first."""
        eligible = [pid for pid in ids if not self.by_id[pid].bye_ineligible]  # 3.1.1
        return sorted(eligible, key=self._bye_key)

    def _bye_key(self, pid: int) -> tuple[Fraction, int, int]:
        return (self.score(pid), -self.games(pid), -self.rank[pid])  # 3.1.3-3.1.5

    def _choose_bye(self, ids: list[int]) -> int:
        """3.1: [C2], then [C4], lowest score, most games played, lowest ranking (1.8)."""
        for pid in self._bye_order(ids):
            if self.completable([other for other in ids if other != pid]):  # 3.1.2
                return pid
        raise no_valid_pairing(*NO_PAIRING)

    def _bye_article(self, ids: list[int], bye: int) -> str:
        """The step of 3.1 that set the PAB assignee apart from the next eligible player."""
        order = self._bye_order(ids)
        if order[0] != bye:
            return "3.1.2"
        if len(order) == 1:
            return "3.1.1"
        mine, other = self._bye_key(bye), self._bye_key(order[1])
        return f"3.1.{3 + next(i for i in range(3) if mine[i] != other[i])}"

    def evaluate(self, pairs: list[tuple[int, int]], floaters: list[int]) -> dict[str, object]:
        """The quality criteria of a bracket's pairing, in the rules' own terms (2.3)."""
        return {
            "C5 pairs": len(pairs),
            "C6 floater scores": sorted((self.score(p) for p in floaters), reverse=True),
            "C8": sum(1 for a, b in pairs if self.pref(a) is not None and self.pref(a) is self.pref(b)),
        }

    def _record(self, residents: list[int], incoming: list[int], bracket: list[int],
                plan: BracketPlan) -> BracketRecord:
        criteria = self.evaluate(plan.pairs, plan.floaters)
        index = self.index
        notes = [
            explain_text(QT_TRANSLATE_NOOP("Explain", "BSN order (4.1, 1.8): {0}"), ", ".join(
                f"{pid} (Buchholz {format_score(index[pid].buchholz)}, "
                f"Sonneborn-Berger {format_score(index[pid].sonneborn_berger)})"
                for pid in bracket)),
            explain_text(QT_TRANSLATE_NOOP("Explain", "pairs by BSN (4.3, 0 = floats): {0}"),
                         self._bsn_pairs(bracket, plan)),
            explain_text(QT_TRANSLATE_NOOP("Explain", "chosen by the {0} search ([C4]-[C8], then the order of 4.3)"),
                         plan.route),
        ]
        return BracketRecord(
            score=self.score(residents[0]),
            residents=list(residents),
            mdps=list(incoming),
            m0=len(incoming),
            max_pairs=len(plan.pairs),
            m1=sum(1 for pair in plan.pairs for pid in pair if pid in incoming),
            s1=[a for a, _ in plan.pairs],
            s2=[b for _, b in plan.pairs],
            limbo=[],
            pairs=plan.pairs,
            downfloaters=list(plan.floaters),
            criteria=criteria,
            perfect=len(plan.floaters) == len(bracket) % 2 and not criteria["C8"],
            notes=notes,
        )

    @staticmethod
    def _bsn_pairs(bracket: list[int], plan: BracketPlan) -> str:
        bsn = {pid: i + 1 for i, pid in enumerate(bracket)}
        partner = {a: bsn[b] for a, b in plan.pairs} | {f: 0 for f in plan.floaters}
        return ", ".join(f"{bsn[a]}-{partner[a]}" for a in bracket if a in partner)


def pair_round(snapshot: Snapshot) -> RoundPairing:
    """Pair one round by the Burstein system (C.04.4.2)."""
    if snapshot.round <= seeding_rounds(snapshot.total_rounds):
        seeded = dutch.pair_round(snapshot)  # 1.6.1
        for record in seeded.brackets:
            record.notes.append(explain_text(QT_TRANSLATE_NOOP(
                "Explain", "seeding round (C.04.4.2 1.6): paired by the FIDE (Dutch) system")))
        return replace(seeded, system=SYSTEM)
    return BursteinRound(snapshot).pair()
