"""Answers to "why not X against Y?" for a paired round.

C.04.1 article 9: the rules must be transparent enough that the person in charge can explain
them. The answer names the article that decided, in the rules' own terms.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ..text import QT_TRANSLATE_NOOP, explain_text
from . import systems
from .result import VIOLATION_CRITERIA, RoundPairing, format_criterion
from .result import format_score as _score
from .snapshot import Snapshot
from .matching import optimum
from .swiss.dutch.criteria import BracketSolution, CriteriaGraph
from .swiss.dutch.pairing import DutchRound

# Quality criteria in priority order, as the decision record states them (C.04.3 2.4);
# "C6 pairs" is better when higher, everything else when lower.
ORDER = ("C6 pairs", "C7 downfloater scores") + VIOLATION_CRITERIA
# the names of the record's criteria that are more than an article number, as the answer shows them
_NAMES = {"C6 pairs": QT_TRANSLATE_NOOP("Explain", "C6 pairs"),
          "C7 downfloater scores": QT_TRANSLATE_NOOP("Explain", "C7 downfloater scores")}


# Systems whose absolute criterion C3 keeps apart two players with the same absolute colour
# preference (Dutch C.04.3 2.1.3, Dubov C.04.4.1 2.1.3, Burstein C.04.4.2 2.1.3; Lim has no such rule).
SAME_COLOUR_APART = ("dutch", "dubov", "burstein")


@dataclass(frozen=True)
class WhyNot:
    reason: str  # paired, absent, played, forbidden, colour, completion, criterion, sequence, system
    article: str  # the article that decided, e.g. "C1", "C12", "4.2"
    text: str  # a Text (context "Explain"): English, or the interface's language through ``Text.shown``


def why_not(snapshot: Snapshot, pairing: RoundPairing, a: int, b: int) -> WhyNot:
    present = {p.id: p for p in snapshot.players}
    for pid in (a, b):
        if pid not in present:
            return WhyNot("absent", "C.04.2 3.2-3.3", explain_text(QT_TRANSLATE_NOOP(
                "Explain", "{0} is not paired in this round (absent, bye or withdrawn)."), pid))
    for number, board in enumerate(pairing.boards, start=1):
        if {board.white, board.black} == {a, b}:
            return WhyNot("paired", "", explain_text(QT_TRANSLATE_NOOP("Explain", "{0} and {1} are paired, on board {2}."),
                                                     a, b, number))
    if b in present[a].opponents:
        return WhyNot("played", "C1", explain_text(QT_TRANSLATE_NOOP(
            "Explain", "{0} and {1} have already played each other (C.04.1 article 2)."), a, b))
    if frozenset((a, b)) in snapshot.forbidden:
        return WhyNot("forbidden", "260", explain_text(QT_TRANSLATE_NOOP(
            "Explain", "The arbiter has forbidden the pairing {0}-{1} for this round."), a, b))
    colour = _same_absolute_preference(pairing, a, b)
    if colour:
        return WhyNot("colour", "C3", explain_text(QT_TRANSLATE_NOOP(
            "Explain", "{0} and {1} both have an absolute preference for {2} and are not topscorers (C3).")
            if pairing.system == "dutch" else QT_TRANSLATE_NOOP(
                "Explain", "{0} and {1} both have an absolute preference for {2} (C3)."), a, b, colour))
    if pairing.system != "dutch":
        return WhyNot("system", "", explain_text(QT_TRANSLATE_NOOP(
            "Explain", "The {0} system's criteria chose other opponents (see the brackets' record)."),
            systems.label(pairing.system)))
    return _dutch(snapshot, pairing, a, b)


def _same_absolute_preference(pairing: RoundPairing, a: int, b: int) -> str:
    """"White" or "Black" when C3 keeps a and b apart (the record's facts: absolute preferences,
    topscorers exempt as in the Dutch 1.8; systems without topscorers record none)."""
    fa, fb = pairing.players.get(a), pairing.players.get(b)
    if pairing.system not in SAME_COLOUR_APART or fa is None or fb is None or fa.topscorer or fb.topscorer:
        return ""
    if fa.colour_preference == fb.colour_preference and fa.colour_preference.endswith(" absolute"):
        return explain_text(QT_TRANSLATE_NOOP("Explain", "White") if fa.colour_preference.startswith("white")
                            else QT_TRANSLATE_NOOP("Explain", "Black"))
    return ""


def _dutch(snapshot: Snapshot, pairing: RoundPairing, a: int, b: int) -> WhyNot:
    """Re-solve the bracket that decided with the pair forced (same bracket) or with the higher
    player made to float (different brackets), and name the first criterion that gets worse."""
    rnd = DutchRound(snapshot)
    together = [i for i, r in enumerate(pairing.brackets) if {a, b} <= set(r.mdps + r.residents)]
    if together:
        k = together[0]  # the first bracket that could have paired them
        record = pairing.brackets[k]
        if a in record.mdps and b in record.mdps:
            return WhyNot("bracket", "3.3.3", explain_text(QT_TRANSLATE_NOOP(
                "Explain", "{0} and {1} were both moved-down players in the {2} bracket: MDPs are paired only "
                           "with residents (3.3.3)."), a, b, _score(record.score)))
        what = explain_text(QT_TRANSLATE_NOOP("Explain", "Pairing {0} with {1} in the {2} bracket"),
                            a, b, _score(record.score))

        def restriction(u: int, v: int) -> bool:
            return (u in (a, b)) == (v in (a, b))
    else:
        if rnd.position[a] > rnd.position[b]:
            a, b = b, a
        k = next(i for i, r in enumerate(pairing.brackets)
                 if any(a in pair for pair in r.pairs) or (a == pairing.bye and i == len(pairing.brackets) - 1))
        record = pairing.brackets[k]
        what = explain_text(QT_TRANSLATE_NOOP("Explain", "Letting {0} float down from the {1} bracket towards {2}"),
                            a, _score(record.score), b)

        def restriction(u: int, v: int) -> bool:
            return not ((u == a and v in members) or (v == a and u in members))
    bracket = sorted(record.mdps + record.residents, key=rnd.position.__getitem__)
    members = set(bracket)
    lower = [p.id for p in rnd.players if p.score < record.score]
    next_group = pairing.brackets[k + 1].residents if k + 1 < len(pairing.brackets) else []
    paired = [(board.white, board.black) for board in pairing.boards]
    solution, complete = _Restricted(rnd, record.mdps, record.residents, bracket, lower, next_group, restriction,
                                     {a, b}, paired).best()
    if not complete or (together and solution.mate.get(a) != b):
        return WhyNot("completion", "C4", explain_text(QT_TRANSLATE_NOOP(
            "Explain", "{0} would leave no complete pairing of the round that complies with C1-C3 (C4)."), what))
    for name in ORDER:
        chosen, other = record.criteria[name], solution.criteria[name]
        if chosen != other:
            better = other < chosen if name == "C6 pairs" else other > chosen
            if better:
                return WhyNot("criterion", name.split()[0], explain_text(QT_TRANSLATE_NOOP(
                    "Explain", "{0} gives {1} = {2} instead of {3}: a criterion of higher priority than any that "
                               "would gain."), what, explain_text(_NAMES[name]) if name in _NAMES else name,
                    format_criterion(other), format_criterion(chosen)))
    return WhyNot("sequence", "4.2-4.4", explain_text(QT_TRANSLATE_NOOP(
        "Explain", "{0} is as good by every criterion, but the chosen candidate comes earlier in the sequence of "
                   "transpositions and exchanges (3.8.1)."), what))


@dataclass
class _Restricted:
    """The bracket that decided, re-solved with the ``restriction`` asked about over the bracket and
    every player below it (C4, C5), as the engine's ``_solve(full=True)`` would. The answer reads
    only the best candidate's criteria and whether it completes the round, which every optimal
    matching of the criteria shares (each criterion is a layer of the weights; C4 and C6 come
    before the sequence), so the place in the sequence is not weighed."""

    rnd: DutchRound
    mdps: list[int]
    residents: list[int]
    bracket: list[int]  # rank order
    lower: list[int]
    next_group: list[int]
    restriction: Callable[[int, int], bool]
    asked: set[int]  # the two players asked about
    paired: list[tuple[int, int]]  # the round's pairs

    def best(self) -> tuple[BracketSolution, bool]:
        """The best candidate, and whether it completes the round."""
        vertices = self.bracket + self.lower
        with_bye = len(vertices) % 2 == 1
        graph = self._graph(vertices, with_bye, c9=with_bye)
        solution = self._first_stage(graph)
        if solution is not None and with_bye and self.rnd.c9_unused(solution, self.bracket):
            solution = self._first_stage(self._graph(vertices, with_bye, c9=False))
        if solution is None:
            solution = self.rnd._solve(self.bracket, self.mdps, self.residents, vertices, self.next_group, full=True,
                                       restriction=self.restriction)
        return solution, all(pid in solution.mate for pid in vertices)

    def _graph(self, vertices: list[int], with_bye: bool, c9: bool) -> CriteriaGraph:
        return self.rnd.criteria_graph(self.bracket, set(self.mdps), vertices, set(self.next_group), full=True,
                                       with_bye=with_bye, c9=c9)

    def _compatible(self, u: int, v: int) -> bool:
        return self.rnd.compatible(u, v) and self.restriction(u, v)

    def _first_stage(self, graph: CriteriaGraph) -> BracketSolution | None:
        """One optimal matching of the criteria, from profiles (``matching.optimum``), the players
        asked about being profiles of their own, the round's pairs that the restriction allows among
        the first pairs and the solves' start (the best candidate is usually close to the round: the
        first solve's duals then mostly hold for every pair, and few augmentations reach it); None
        when the profiled stage gives up."""
        profile = {pid: (graph.profile[pid], pid if pid in self.asked else None) for pid in graph.vertices}
        present = set(graph.vertices)
        first = [(u, v, values) for u, v in self.paired if u in present and v in present and self._compatible(u, v)
                 and (values := graph.values_of(u, v)) is not None]
        best = optimum.from_profiles(graph.vertices, profile, graph.values_of, self._compatible, graph.extra + first,
                                     {x: y for u, v, _ in first for x, y in ((u, v), (v, u))})
        if best is None:
            return None
        return self.rnd._solution(self.bracket, set(self.mdps), self.residents, best.mate, [], [], [], self.mdps)
