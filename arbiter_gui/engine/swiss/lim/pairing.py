"""The Lim system, C.04.4.3, as applied from 1 February 2026.

How a round is paired
---------------------
1. The pairing-allocated bye goes to the player with the lowest rank in the lowest scoregroup
   (1.1, 7.1) who may have it (C.04.1 4) and whose absence leaves the others pairable (ruling L4).
2. Scoregroups are paired from the highest down to just before the median scoregroup (score half
   the rounds played), then from the lowest up to it, the median scoregroup last and downward
   (2.2, 8.3). A player who cannot be paired in a group floats to the next group in that order
   (3.2.1), so every floater ends in the median group (which may have no residents of its own).
3. Each group is paired by ``lim_group`` (floaters, exchanges, colours).
4. If the median group cannot be paired, the pairs of the neighbouring groups are cracked one by
   one, nearest the median first, on the side with fewer floaters (2.6.1, 2.6.2), and the median
   group is paired again.
5. Colours by article 5 (round one: 7.2); boards in the order of C.04.2 3.6.

``maxi=True`` applies the Maxi-tournament limits (3.2.3, 3.8, 5.7: exchanges and floater choices
within 100 rating points).
"""
from __future__ import annotations

from fractions import Fraction

from ....text import QT_TRANSLATE_NOOP, explain_text
from ...matching import completion
from ...ordering import board_order, rank_key
from ...result import Board, BracketRecord, NoValidPairing, RoundPairing, format_score
from ...snapshot import Colour, Snapshot
from .floaters import TYPE_NAMES
from .group import GroupOutcome, GroupPairer
from .rules import allocate, compatible, due_colour, forced_colour, median_score

SYSTEM = "lim"
NO_PAIRING = explain_text(QT_TRANSLATE_NOOP("Explain", "No pairing of this round gives every player a new opponent "
                                                      "and a permitted colour (C.04.4.3 2.1): the arbiter must "
                                                      "decide."))


class LimRound:
    """Pairs one round of the Lim system from a snapshot."""

    def __init__(self, snapshot: Snapshot, maxi: bool = False) -> None:
        self.snap = snapshot
        self.maxi = maxi
        self.players = sorted(snapshot.players, key=rank_key)
        self.by_id = {p.id: p for p in self.players}
        self.median = median_score(snapshot)
        self.due = {p.id: due_colour(p) for p in self.players}  # 5.1, 5.3, 5.5, 5.6
        self.forced = {p.id: forced_colour(p) for p in self.players}  # 2.1
        self._compatible: dict[tuple[int, int], bool] = {}
        self._strict: dict[tuple[int, int], bool] = {}

    # -- rules about pairs and sets of players ----------------------------------------------------
    def compatible(self, a: int, b: int) -> bool:
        """2.1 with the last-round exception of article 6."""
        return self._check(self._compatible, a, b, True)

    def strictly_compatible(self, a: int, b: int) -> bool:
        """2.1 without the exception of article 6."""
        return self._check(self._strict, a, b, False)

    def _check(self, cache: dict[tuple[int, int], bool], a: int, b: int, exception: bool) -> bool:
        key = (a, b) if a < b else (b, a)
        if key not in cache:
            cache[key] = compatible(self.snap, self.by_id[a], self.by_id[b], exception, self.forced)
        return cache[key]

    def clash(self, a: int, b: int) -> bool:
        """Both players are due the same colour: one of them will not get it (5.2)."""
        return self.due[a] is not None and self.due[a] is self.due[b]

    def pairable(self, ids: list[int]) -> bool:
        return completion.can_pair_all(ids, self.compatible)

    def most_pairs(self, ids: list[int]) -> int:
        return completion.most_pairs(ids, self.compatible)

    # -- the round ----------------------------------------------------------------------------------
    def pair(self) -> RoundPairing:
        ids = [p.id for p in self.players]
        bye = self._choose_bye(ids) if len(ids) % 2 else None
        if bye is None and not self.pairable(ids):
            raise NoValidPairing(NO_PAIRING)
        groups: dict[Fraction, list[int]] = {}
        for pid in ids:
            if pid != bye:
                groups.setdefault(self.by_id[pid].score, []).append(pid)
        above = sorted((s for s in groups if s > self.median), reverse=True)
        below = sorted(s for s in groups if s < self.median)
        upper = self._pair_side(above, groups, "downward", below[::-1])
        lower = self._pair_side(below, groups, "upward", above[::-1])
        median, cracks = self._pair_median(groups.get(self.median, []), upper, lower)
        outcomes = upper + lower + [median]
        boards = [self._board(a, b, outcome.direction != "upward") for outcome in outcomes
                  for a, b in outcome.pairs]
        records = [self._record(outcome, cracks.get(id(outcome), [])) for outcome in outcomes]
        reason = "1.1, 7.1: the lowest ranked player of the lowest scoregroup who may have it (C.04.1 4)"
        return RoundPairing(SYSTEM, self.snap.round, board_order(boards, self.by_id), bye, records,
                            bye_reason=reason if bye is not None else "")

    def _choose_bye(self, ids: list[int]) -> int:
        """1.1, 7.1: lowest scoregroup, lowest rank; eligible (C.04.1 4) and leaving the rest pairable."""
        for pid in sorted(ids, key=lambda p: (self.by_id[p].score, -p)):
            if not self.by_id[pid].bye_ineligible and self.pairable([q for q in ids if q != pid]):
                return pid
        raise NoValidPairing(NO_PAIRING)

    def _pair_side(self, scores: list[Fraction], groups: dict[Fraction, list[int]], direction: str,
                   beyond: list[Fraction]) -> list[GroupOutcome]:
        """2.2, 3.2.1: the groups on one side of the median, each passing its floaters to the next;
        ``beyond`` are the scores on the other side, nearest the median first (for 3.9)."""
        outcomes: list[GroupOutcome] = []
        floaters: list[int] = []
        for i, score in enumerate(scores):
            following = scores[i + 1:] + ([self.median] if self.median in groups else []) + beyond
            adjacent = groups[following[0]] if following else []
            outcome = GroupPairer(self, score, groups[score], floaters, adjacent, direction).pair(everybody=False)
            assert outcome is not None
            outcomes.append(outcome)
            floaters = outcome.floaters
        return outcomes

    def _pair_median(self, residents: list[int], upper: list[GroupOutcome],
                     lower: list[GroupOutcome]) -> tuple[GroupOutcome, dict[int, list[str]]]:
        """2.2, 2.6: the median group with every floater; while it cannot be paired, crack the next
        pair of the lower groups if more floaters came from above (2.6.1), else of the higher (2.6.2)."""
        from_above = list(upper[-1].floaters) if upper else []
        from_below = list(lower[-1].floaters) if lower else []
        cracks: dict[int, list[str]] = {}
        notes: list[str] = []
        while True:
            outcome = GroupPairer(self, self.median, residents, from_above + from_below, [], "median").pair(
                everybody=True)
            if outcome is not None:
                cracks[id(outcome)] = notes
                return outcome, cracks
            lower_first = len(from_above) > len(from_below)
            sides = [(lower, from_below, "2.6.1"), (upper, from_above, "2.6.2")]
            for side, pool, article in (sides if lower_first else sides[::-1]):
                source = next((o for o in reversed(side) if o.pairs), None)
                if source is None:
                    continue
                a, b = source.pairs.pop()
                message = explain_text(QT_TRANSLATE_NOOP(
                    "Explain", "pair {0}-{1} cracked ({2}): the median scoregroup could not be paired with {3} "
                               "floaters from above and {4} from below"),
                    a, b, article, len(from_above), len(from_below))
                pool.extend((a, b))
                cracks.setdefault(id(source), []).append(message)
                notes.append(message)
                break
            else:
                raise NoValidPairing(NO_PAIRING)

    # -- output ---------------------------------------------------------------------------------
    def _board(self, a: int, b: int, upper_side: bool) -> Board:
        """Article 5 for one pair; ``upper_side``: made in the median scoregroup or above (5.4)."""
        higher, lower = sorted((self.by_id[a], self.by_id[b]), key=rank_key)
        colour, rule = allocate(higher, lower, self.snap.initial_colour, upper_side, self.snap.round % 2 == 0)
        if colour is Colour.WHITE:
            return Board(higher.id, lower.id, rule)
        return Board(lower.id, higher.id, rule)

    def _record(self, outcome: GroupOutcome, cracks: list[str]) -> BracketRecord:
        name = {"downward": QT_TRANSLATE_NOOP("Explain", "paired downward (2.2)"),
                "upward": QT_TRANSLATE_NOOP("Explain", "paired upward (2.2)"),
                "median": QT_TRANSLATE_NOOP("Explain", "the median scoregroup, paired last and downward (2.2)"),
                }[outcome.direction]
        notes: list[str] = [explain_text(QT_TRANSLATE_NOOP("Explain", "scoregroup {0}: {1}"),
                                         format_score(outcome.score), explain_text(name))]
        if outcome.incoming:
            notes.append(explain_text(QT_TRANSLATE_NOOP(
                "Explain", "floaters received, paired first in this order (3.6, 3.7, 3.8): {0}"), outcome.incoming))
        floats = QT_TRANSLATE_NOOP("Explain", "{0} floats up: {1}; type {2} (3.9: {3})") \
            if outcome.direction == "upward" else \
            QT_TRANSLATE_NOOP("Explain", "{0} floats down: {1}; type {2} (3.9: {3})")
        for pid in outcome.floaters:
            kind = outcome.choice.types[pid]
            notes.append(explain_text(floats, pid, outcome.choice.reasons[pid], kind, explain_text(TYPE_NAMES[kind])))
        if outcome.top:
            notes.append(explain_text(QT_TRANSLATE_NOOP(
                "Explain", "proposed pairing (2.4): {0} v {1}, exchanges by article 4"), outcome.top, outcome.bottom))
        for a, b in outcome.colour_swaps:
            notes.append(explain_text(QT_TRANSLATE_NOOP("Explain", "opponents {0} and {1} exchanged for colours (5.2)"),
                                      a, b))
        notes.extend(cracks)
        defects = sum(1 for a, b in outcome.pairs if self.clash(a, b))
        return BracketRecord(
            score=outcome.score,
            residents=list(outcome.residents),
            mdps=list(outcome.incoming),
            max_pairs=len(outcome.pairs),
            m1=sum(1 for a, b in outcome.pairs if a in outcome.incoming or b in outcome.incoming),
            s1=list(outcome.top),
            s2=list(outcome.bottom),
            limbo=[],
            pairs=list(outcome.pairs),
            downfloaters=list(outcome.floaters),
            criteria={"direction": outcome.direction,
                      "floater types (3.9)": dict(outcome.choice.types),
                      "players not given their due colour (5.2)": defects},
            perfect=not defects and len(outcome.floaters) <= 1,
            exchange={"colour exchanges (5.2)": [p for swap in outcome.colour_swaps for p in swap]},
            notes=notes,
        )


def pair_round(snapshot: Snapshot, maxi: bool = False) -> RoundPairing:
    """Pair one round by the Lim system (C.04.4.3); ``maxi`` for a Maxi-tournament (3.2.3, 3.8, 5.7)."""
    return LimRound(snapshot, maxi).pair()
