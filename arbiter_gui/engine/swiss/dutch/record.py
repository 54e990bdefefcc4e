"""The decision record of a Dutch bracket (C.04.3): what was chosen, and why, as plain data.

The engine does not walk the sequence of candidates one by one: it finds the earliest of the best
candidates by weighted matching (``dutch``). So the record states what the matchings prove:

* where the chosen candidate stands in the sequence of 3.6/3.7 and article 4 (its resident
  exchange, 4.3, and transposition, 4.2; its MDP set, 4.4, and MDP transposition, 3.7.2), and how
  many candidates the rules' own procedure examines: up to it when it is perfect (3.4.1), all of
  them otherwise (3.8.1);
* for each downfloater (and the PAB assignee), the criterion that made that player float rather
  than another one: the bracket is solved again with the player paired, and the first criterion
  in priority order by which that best alternative is worse is named;
* for each quality criterion C10-C21 the chosen candidate breaks: either no candidate pairing as
  many players breaks it less, or one does and the record names the higher-priority criterion by
  which that candidate is worse.

The first part is recorded while pairing (``DutchRecorder.record``); the reasons re-solve brackets
and are worked out only when an explanation is asked for (``explainer.DutchExplainer``). Nothing here changes
a pairing; it only re-reads the bracket with the engine's own criteria.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from itertools import combinations
from math import comb, perm
from typing import Callable, Hashable

from ....text import QT_TRANSLATE_NOOP, explain_text, joined
from ...matching import layers, optimum
from ...result import (
    VIOLATION_CRITERIA,
    BracketRecord,
    Decision,
    format_criterion,
    format_score,
)
from .criteria import BYE, CRITERIA, BracketRules, BracketSolution, CriteriaGraph

# the PAB's reason recorded while pairing (1.9.1); the explainer puts the criterion that chose it instead
LAST_BRACKET_BYE = explain_text(QT_TRANSLATE_NOOP("Explain", "downfloater of the last bracket (C.04.3 1.9.1)"))
ENUMERATION_LIMIT = 20000  # exchanges of one size listed to find the chosen one's rank (4.3.2)


def sequence_position(players: list[int], n1: int, pairs: list[tuple[int, int]]) -> dict[str, list[int]]:
    """Where a homogeneous candidate (or remainder) stands in the sequence of 3.6 and 4: the
    resident exchange that first produces it (4.3) and its transposition of S2 (4.2)."""
    bsn = {pid: i for i, pid in enumerate(players)}
    ordered = [tuple(sorted(pair, key=bsn.__getitem__)) for pair in pairs]
    paired = {pid for pair in pairs for pid in pair}
    s1 = set(players[:n1])
    moved_out = [hi for lo, hi in ordered if lo in s1 and hi in s1] + [p for p in players[:n1] if p not in paired]
    moved_in = [lo for lo, hi in ordered if lo not in s1 and hi not in s1]
    new_s1 = sorted((lo for lo, _ in ordered), key=bsn.__getitem__)
    partner = {lo: hi for lo, hi in ordered}
    return {
        "moved_s1_to_s2": sorted(moved_out, key=bsn.__getitem__),
        "moved_s2_to_s1": sorted(moved_in, key=bsn.__getitem__),
        "s1": new_s1,
        "s2": [partner[p] for p in new_s1] + [p for p in players if p not in paired],
    }


def transposition_rank(s2: list[int], chosen: list[int], key: Callable[[int], int]) -> int:
    """4.2.2: the 0-based rank of the transposition whose first players are ``chosen`` among all
    orders of ``s2``, sorted by the BSNs (``key``) of their first len(chosen) players."""
    left = sorted(s2, key=key)
    rank = 0
    for i, pid in enumerate(chosen):
        smaller = left.index(pid)
        rank += smaller * perm(len(left) - 1, len(chosen) - i - 1)
        left.pop(smaller)
    return rank


def exchange_rank(n1: int, n2: int, moved_out: list[int], moved_in: list[int]) -> int | None:
    """4.3.2: the 0-based rank of an exchange of BSNs (1-based) between S1 = 1..n1 and S2 =
    n1+1..n1+n2, or None when there are too many exchanges of its size to list."""
    k = len(moved_out)
    before = sum(comb(n1, j) * comb(n2, j) for j in range(k))
    if k == 0:
        return before
    if comb(n1, k) * comb(n2, k) > ENUMERATION_LIMIT:
        return None
    def order(out: tuple[int, ...], into: tuple[int, ...]) -> tuple[object, ...]:
        # rule 2: smallest sum difference; rule 3: largest differing BSN moved out of S1;
        # rule 4: smallest differing BSN moved in from S2
        return (sum(into) - sum(out), tuple(-b for b in sorted(out, reverse=True)), tuple(sorted(into)))

    target = order(tuple(moved_out), tuple(moved_in))
    smaller = sum(1 for out in combinations(range(1, n1 + 1), k)
                  for into in combinations(range(n1 + 1, n1 + n2 + 1), k) if order(out, into) < target)
    return before + smaller


@dataclass
class _Bracket:
    """One bracket as the record re-reads it: its players and the engine's criteria edges."""

    players: list[int]  # bracket order (1.2)
    mdps: set[int]
    next_group: list[int]
    lower: list[int]
    pab: bool  # the bracket's downfloater takes the PAB: the last bracket, or nobody below may (C2)
    names: tuple[str, ...]  # the layer names of the graph's values
    graph: CriteriaGraph
    edges: Callable[[], list[layers.Edge]]  # every pair's values: when the matching from profiles gives up
    # the matchings made from profiles, by what decides them (``DutchRecorder._match``)
    matched: dict[Hashable, dict[int, int] | None] = field(default_factory=dict)

    def values(self, a: int, b: int) -> tuple[int, ...]:
        """The values of a pair of the graph (with the PAB: an edge of ``graph.extra``)."""
        if a >= 0 and b >= 0:
            values = self.graph.values_of(a, b)
            assert values is not None
            return values
        return next(v for u, w, v in self.graph.extra if {u, w} == {a, b})


class DutchRecorder:
    """Builds the BracketRecord of each bracket of a round (``pairing.DutchRound``)."""

    def __init__(self, rnd: BracketRules) -> None:
        self.rnd = rnd
        self.bye = BYE  # the PAB pseudo-player of the engine's matchings
        self.layer_names = CRITERIA

    # -- the record ------------------------------------------------------------------------------
    def record(self, mdps: list[int], residents: list[int], s: BracketSolution,
               floaters: list[int]) -> BracketRecord:
        rnd = self.rnd
        mdp_partners = {r for _, r in s.mdp_pairs}
        remainder = [r for r in residents if r not in mdp_partners]
        remainder_pairs = [pair for pair in s.pairs if pair[0] not in mdps]
        sequence = sequence_position(remainder, len(remainder_pairs), remainder_pairs)
        perfect = len(floaters) == (len(residents) + len(mdps)) % 2 and not any(
            s.criteria.get(name) for name in VIOLATION_CRITERIA)
        return BracketRecord(
            score=rnd.by_id[residents[0]].score,
            residents=list(residents),
            mdps=list(mdps),
            max_pairs=len(s.pairs),
            m1=len(s.mdp_pairs),
            s1=s.s1,
            s2=s.s2,
            limbo=s.limbo,
            pairs=s.pairs,
            downfloaters=list(floaters),
            criteria=dict(s.criteria),
            perfect=perfect,
            exchange={} if mdps else sequence,
            remainder_exchange=sequence if mdps else {},
            m0=len(mdps),
            candidate=self._candidate(mdps, residents, s, remainder, remainder_pairs, sequence, perfect),
        )

    def reasons(self, record: BracketRecord, next_group: list[int],
                lower: list[int]) -> tuple[list[Decision], list[Decision]]:
        """Why each downfloater floats, and why the candidate is not perfect (``floats``,
        ``shortfalls``): re-solves the bracket, so it is done only when an explanation is asked for."""
        if not record.downfloaters and record.perfect:
            return [], []
        # without downfloaters the next bracket (C8) plays no part: the bracket alone is re-read
        bracket = self._bracket(record.mdps, record.residents, next_group if record.downfloaters else [], lower,
                                self.takes_pab(record, lower))
        chosen = self._chosen_mate(bracket, record.pairs, record.downfloaters)
        floats = [self._float_reason(bracket, chosen, f, record.perfect) for f in record.downfloaters]
        return floats, [] if record.perfect else self._shortfalls(bracket, chosen, record.criteria)

    # -- the place of the candidate in the sequence (3.6, 3.7, 4) ---------------------------------
    def _candidate(self, mdps: list[int], residents: list[int], s: BracketSolution, remainder: list[int],
                   remainder_pairs: list[tuple[int, int]], sequence: dict[str, list[int]],
                   perfect: bool) -> dict[str, object]:
        found: dict[str, object] = {}
        if mdps:
            bsn = {pid: i for i, pid in enumerate(residents)}
            partners = [r for _, r in s.mdp_pairs]
            found["mdp_set"] = [m for m, _ in s.mdp_pairs]  # 4.4.2
            found["mdp_partners"] = partners  # 3.7.2: the transposition of S2 for the MDP-pairing
            found["mdp_transposition"] = transposition_rank(residents, partners, bsn.__getitem__)
        n1 = len(remainder_pairs)
        n2 = len(remainder) - n1
        bsn = {pid: i + 1 for i, pid in enumerate(remainder)}
        out = [bsn[p] for p in sequence["moved_s1_to_s2"]]
        into = [bsn[p] for p in sequence["moved_s2_to_s1"]]
        new_s2 = [p for p in remainder if p not in set(sequence["s1"])]
        exchange = exchange_rank(n1, n2, out, into)
        transposition = transposition_rank(new_s2, sequence["s2"][:n1], bsn.__getitem__)
        per_exchange = perm(n2, n1)
        length = comb(n1 + n2, n1) * per_exchange
        position = None if exchange is None else exchange * per_exchange + transposition + 1
        found.update({
            "exchange_size": len(out),  # 4.3.2 rule 1
            "exchange": exchange,  # 0-based rank of the resident exchange (4.3), None if not listed
            "transposition": transposition,  # 0-based rank of the transposition of S2 (4.2.2)
            "position": position,  # 1-based place in the sequence of the bracket (or remainder)
            "sequence_length": length,
            "examined": position if perfect else length,
        })
        return found

    # -- re-reading the bracket with the engine's criteria -----------------------------------------
    def takes_pab(self, record: BracketRecord, lower: list[int]) -> bool:
        """The bracket's downfloater takes the PAB: the last bracket, or a lone downfloater whom
        nobody below may relieve of it (C2), the bracket C9 weighs (2.4.4, note)."""
        return not lower or (len(record.downfloaters) == 1
                             and self.rnd.bye_bound_here(record.mdps + record.residents, lower))

    def _bracket(self, mdps: list[int], residents: list[int], next_group: list[int], lower: list[int],
                 pab: bool) -> _Bracket:
        """``pab``: re-read as the engine solves such a bracket, over every player left with C4, C5
        and C9 in the matching."""
        rnd = self.rnd
        players = sorted(mdps + residents, key=rnd.position.__getitem__)
        vertices = players + lower if pab else players + next_group
        with_bye = pab and len(vertices) % 2 == 1
        graph = rnd.criteria_graph(players, set(mdps), vertices, set(next_group), full=pab, with_bye=with_bye,
                                   c9=with_bye)
        names = (("C4", "C5") if pab else ()) + self.layer_names

        listed: list[list[layers.Edge]] = []  # listed once: each reason's matching reads them again

        def edges() -> list[layers.Edge]:
            if not listed:
                listed.append(rnd.criteria_edges(players, set(mdps), vertices, set(next_group), full=pab,
                                                 with_bye=with_bye, c9=with_bye))
            return listed[0]
        return _Bracket(players, set(mdps), next_group, lower, pab, names, graph, edges)

    def _match(self, bracket: _Bracket, front: Callable[[int, int, tuple[int, ...]], tuple[int, ...]],
               marked: frozenset[int] = frozenset(), fixed: dict[int, int] | None = None,
               hint: dict[int, int] | None = None) -> dict[int, int]:
        """The best matching with the layers ``front`` put before the engine's own layers, around the
        ``fixed`` pairs. ``front`` may tell players apart by their profile, their place in the
        bracket and whether they are ``marked``: the matching is then made from profiles
        (``matching.optimum``) rather than from every pair. The pairs of
        ``hint`` (the chosen candidate, close to the matching asked for) start the first stage with
        its nearest pairs: its first solve's duals then mostly hold for every pair, one solve instead
        of two or three (the optimum is the same; which of the optimal matchings, may not be)."""
        fixed = fixed or {}
        graph = bracket.graph
        players = [p for p in graph.vertices if p not in fixed]
        if not players:
            return dict(fixed)
        profile = {p: (graph.profile[p], p in marked) for p in players}

        def values(a: int, b: int) -> tuple[int, ...] | None:
            found = graph.values_of(a, b)
            return None if found is None else front(a, b, found) + found

        extra = [(u, v, front(u, v, found) + found) for u, v, found in graph.extra if u not in fixed]
        extra += [(u, v, found) for u, v in (hint or {}).items() if 0 <= u < v and u not in fixed and v not in fixed
                  and graph.compatible(u, v) and (found := values(u, v)) is not None]
        # the same weights asked again (two criteria whose front layers agree on every pair of
        # profiles) give the same matching: solved once
        first: dict[Hashable, int] = {}
        for p in players:
            first.setdefault(profile[p], p)
        key = (frozenset(marked), tuple(fixed.items()), tuple(extra),
               tuple(values(a, b) for a in first.values() for b in first.values()))
        if key not in bracket.matched:
            best = optimum.from_profiles(players, profile, values, graph.compatible, extra, hint)
            bracket.matched[key] = None if best is None else {**best.mate, **fixed}
        made = bracket.matched[key]
        if made is not None:
            return made
        edges = [(u, v, front(u, v, values) + values) for u, v, values in bracket.edges()
                 if u not in fixed and v not in fixed]
        return {**layers.lexicographic_match(edges, len(graph.vertices) + 1), **fixed}

    @staticmethod
    def _totals(bracket: _Bracket, mate: dict[int, int]) -> list[int]:
        totals = [0] * len(bracket.names)
        for u, v in mate.items():
            if u > v:  # each pair once (the PAB, a negative number, with its partner)
                totals = [t + x for t, x in zip(totals, bracket.values(u, v))]
        return totals

    def _chosen_mate(self, bracket: _Bracket, pairs: list[tuple[int, int]], floaters: list[int]) -> dict[int, int]:
        """The chosen candidate as a matching of the same vertices: its pairs, then the floaters
        placed at their best (the one who takes the PAB on it)."""
        inside = set(bracket.players)
        bye = floaters[0] if bracket.pab and floaters else None

        def front(u: int, v: int, _: tuple[int, ...]) -> tuple[int, ...]:
            if v == self.bye and u == bye:
                return (1,)
            return (-1,) if (u in inside and v in inside) or v == self.bye else (0,)

        fixed = {x: y for a, b in pairs for x, y in ((a, b), (b, a))}
        return self._match(bracket, front, frozenset({bye} if bye is not None else ()), fixed)

    def _in_bracket(self, bracket: _Bracket, mate: dict[int, int]) -> tuple[list[tuple[int, int]], list[int]]:
        position = self.rnd.position
        inside = set(bracket.players)
        pairs = [(a, mate[a]) for a in bracket.players if mate.get(a) in inside and position[a] < position[mate[a]]]
        paired = {pid for pair in pairs for pid in pair}
        return pairs, [pid for pid in bracket.players if pid not in paired]

    def _completion_fault(self, bracket: _Bracket, mate: dict[int, int]) -> str:
        """"C4" or "C5" if the players left by this candidate cannot complete the round as well as
        the rules require (a bracket whose downfloater takes the PAB has these layers in its matching)."""
        if bracket.pab:
            return ""
        rnd = self.rnd
        pairs, floaters = self._in_bracket(bracket, mate)
        rest = floaters + bracket.lower
        if len(rest) % 2 == 0:
            return "" if rnd.completable(rest, []) else "C4"
        if not rnd.completable(rest, rnd.bye_candidates(rest)):
            return "C4"
        best = set(rnd.best_bye_score(bracket.players + bracket.lower))
        return "" if rnd.completable(rest, [pid for pid in rest if pid in best]) else "C5"

    def _compare(self, bracket: _Bracket, chosen: dict[int, int], other: dict[int, int]) -> tuple[str, str]:
        """The first criterion (priority order) by which ``other`` is worse than the chosen candidate,
        with the two values in words; ("", "") when it is not worse by any."""
        fault = self._completion_fault(bracket, other)
        if fault:
            return fault, ""
        mine, theirs = self._totals(bracket, chosen), self._totals(bracket, other)
        for name, a, b in zip(bracket.names, mine, theirs):
            if a != b:
                return (name.split()[0], self._values(bracket, name, chosen, other)) if b < a else ("", "")
        return "", ""

    def _values(self, bracket: _Bracket, name: str, chosen: dict[int, int], other: dict[int, int]) -> str:
        """'X instead of Y' for a criterion, in the rules' terms."""
        rnd = self.rnd
        if name in ("C6", "C7") or name in VIOLATION_CRITERIA:
            key = {"C6": "C6 pairs", "C7": "C7 downfloater scores"}.get(name, name)
            values = []
            for mate in (other, chosen):
                pairs, floaters = self._in_bracket(bracket, mate)
                values.append(format_criterion(rnd.evaluate(pairs, floaters, bracket.mdps)[key]))
            return explain_text(QT_TRANSLATE_NOOP("Explain", "{0} = {1} instead of {2}"), key, *values)
        if name == "C5" or name == "C9":
            byes = [next((u for u, v in mate.items() if v == self.bye), None) for mate in (other, chosen)]
            if None in byes:
                return ""
            if name == "C5":
                return explain_text(QT_TRANSLATE_NOOP("Explain", "a PAB to a player on {0} points instead of {1}"),
                                    format_score(rnd.by_id[byes[0]].score), format_score(rnd.by_id[byes[1]].score))
            unplayed = rnd.by_id[byes[0]].unplayed_rounds
            return explain_text(QT_TRANSLATE_NOOP("Explain", "a PAB to a player with 1 unplayed game instead of {1}")
                                if unplayed == 1 else
                                QT_TRANSLATE_NOOP("Explain", "a PAB to a player with {0} unplayed games instead of {1}"),
                                unplayed, rnd.by_id[byes[1]].unplayed_rounds)
        if name.startswith("C8"):
            return explain_text(QT_TRANSLATE_NOOP("Explain", "the next bracket could not be paired as well (more or "
                                                             "higher-scored downfloaters there)"))
        return ""

    # -- why each downfloater floats ----------------------------------------------------------------
    def _float_reason(self, bracket: _Bracket, chosen: dict[int, int], f: int, perfect: bool) -> Decision:
        rnd = self.rnd
        pab = bracket.pab
        what = explain_text((QT_TRANSLATE_NOOP("Explain", "receives the pairing-allocated bye") if not bracket.lower
                             else QT_TRANSLATE_NOOP("Explain", "floats down to the pairing-allocated bye")) if pab
                            else QT_TRANSLATE_NOOP("Explain", "floats down"))
        opponents = [p for p in bracket.players if p != f and not (f in bracket.mdps and p in bracket.mdps)]
        if not any(rnd.compatible(f, p) for p in opponents):
            return Decision(f, *self._no_opponent(f, opponents, what, len(bracket.players) == 1))
        if pab and not any(not rnd.by_id[p].bye_ineligible for p in bracket.players if p != f):
            return Decision(f, "C2", explain_text(QT_TRANSLATE_NOOP(
                "Explain", "{0} {1}: nobody else below or in this bracket may receive it (C2: each has had a PAB or "
                           "a win without playing).") if bracket.lower else QT_TRANSLATE_NOOP(
                "Explain", "{0} {1}: nobody else in the last bracket may receive it (C2: each has had a PAB or a win "
                           "without playing)."), f, what))
        inside = set(bracket.players)

        def front(u: int, v: int, _: tuple[int, ...]) -> tuple[int, ...]:
            return (1,) if f in (u, v) and u in inside and v in inside else (0,)

        other = self._match(bracket, front, frozenset({f}), hint=chosen)  # pairs f: f has a compatible opponent here
        article, values = self._compare(bracket, chosen, other)
        if article in ("C4", "C5") and not pab:
            return Decision(f, article, explain_text(QT_TRANSLATE_NOOP(
                "Explain", "{0} {1}: pairing {0} in this bracket, the players below could not complete the round "
                           "(C4).") if article == "C4" else QT_TRANSLATE_NOOP(
                "Explain", "{0} {1}: pairing {0} in this bracket, the pairing-allocated bye would go to a player "
                           "with a higher score (C5)."), f, what))
        if article == "C4":
            reason = explain_text(QT_TRANSLATE_NOOP(
                "Explain", "{0} {1}: anyone else taking the bye leaves no complete pairing of the bracket (C4)."),
                f, what)
        elif article == "C5":
            reason = explain_text(QT_TRANSLATE_NOOP("Explain", "{0} {1}: the PAB goes to the lowest score (C5): {2}."),
                                  f, what, values)
        elif article == "C9":
            reason = explain_text(QT_TRANSLATE_NOOP(
                "Explain", "{0} {1}: the PAB goes to the player with the fewest unplayed games (C9): {2}."),
                f, what, values)
        elif article and values:
            reason = explain_text(QT_TRANSLATE_NOOP(
                "Explain", "{0} {1}: the best candidate that pairs {0} here has {2} ({3})."), f, what, values, article)
        elif article:
            reason = explain_text(QT_TRANSLATE_NOOP(
                "Explain", "{0} {1}: the best candidate that pairs {0} here has a worse {2} ({2})."), f, what, article)
        else:
            return Decision(f, "4.2-4.4", explain_text(QT_TRANSLATE_NOOP(
                "Explain", "{0} {1}: pairing {0} instead is no better by any criterion, and the first perfect "
                           "candidate (3.4.1) in the sequence of transpositions and exchanges (4.2-4.4) leaves {0} out.")
                if perfect else QT_TRANSLATE_NOOP(
                "Explain", "{0} {1}: pairing {0} instead is no better by any criterion, and the first of the best "
                           "candidates (3.8.1) in the sequence of transpositions and exchanges (4.2-4.4) leaves {0} "
                           "out."), f, what))
        return Decision(f, article, reason)

    def _no_opponent(self, f: int, opponents: list[int], what: str, alone: bool) -> tuple[str, str]:
        rnd = self.rnd
        played = [p for p in opponents if p in rnd.by_id[f].opponents]
        forbidden = [p for p in opponents if p not in played and p in rnd.excluded[f]]
        colour = [p for p in opponents if p not in played and p not in forbidden]
        parts = []
        if played:
            parts.append(explain_text(QT_TRANSLATE_NOOP("Explain", "has already played {0} (C1)"),
                                      ", ".join(map(str, played))))
        if forbidden:
            parts.append(explain_text(QT_TRANSLATE_NOOP("Explain", "may not meet {0} (arbiter's decision)"),
                                      ", ".join(map(str, forbidden))))
        if colour:
            parts.append(explain_text(QT_TRANSLATE_NOOP("Explain", "has the same absolute colour preference as {0} (C3)"),
                                      ", ".join(map(str, colour))))
        article = ", ".join(a for a, group in (("C1", played + forbidden), ("C3", colour)) if group)
        if alone:
            return "C6", explain_text(QT_TRANSLATE_NOOP("Explain", "{0} {1}: {0} is alone in the bracket (1.3.2)."),
                                      f, what)
        if not opponents:
            return "C6", explain_text(QT_TRANSLATE_NOOP(
                "Explain", "{0} {1}: the others in the bracket are moved-down players too, and MDPs are paired only "
                           "with residents (3.3.3)."), f, what)
        return article, explain_text(QT_TRANSLATE_NOOP("Explain", "{0} {1}: no compatible opponent in the bracket: {0} {2}."),
                                     f, what, joined("; ", parts))

    # -- why the candidate is not perfect ----------------------------------------------------------
    def _shortfalls(self, bracket: _Bracket, chosen: dict[int, int], criteria: dict[str, object]) -> list[Decision]:
        """For each criterion C10-C21 the chosen candidate breaks: the best value of any candidate
        making as many pairs (C6 kept first), and what such a candidate gives up."""
        found = []
        c6 = bracket.names.index("C6")  # C6 (and the C4/C5 layers of a PAB bracket) stay in front
        for name in VIOLATION_CRITERIA:
            value = criteria.get(name)
            if not value:
                continue
            k = bracket.names.index(name)

            def front(u: int, v: int, values: tuple[int, ...], k: int = k) -> tuple[int, ...]:
                return values[:c6 + 1] + (values[k],)

            other = self._match(bracket, front, hint=chosen)
            pairs, floaters = self._in_bracket(bracket, other)
            best = self.rnd.evaluate(pairs, floaters, bracket.mdps)[name]
            shown = format_criterion(value)
            words = explain_text(_CRITERION_WORDS[name]) if name in _CRITERION_WORDS else name
            if not _better(best, value):
                found.append(Decision(name, "C6", explain_text(QT_TRANSLATE_NOOP(
                    "Explain", "{0} = {1}: no candidate making as many pairs (C6) does better ({2})."),
                    name, shown, words)))
                continue
            article, values = self._compare(bracket, chosen, other)
            if article and values:
                because = explain_text(QT_TRANSLATE_NOOP("Explain", "it is worse by {0} ({1})"), article, values)
            elif article:
                because = explain_text(QT_TRANSLATE_NOOP("Explain", "it is worse by {0}"), article)
            else:
                because = explain_text(QT_TRANSLATE_NOOP("Explain", "it comes later in the sequence"))
            found.append(Decision(name, article or "3.8.1", explain_text(QT_TRANSLATE_NOOP(
                "Explain", "{0} = {1}: a candidate with {0} = {2} exists, but {3}, a criterion of higher priority "
                           "({4})."), name, shown, format_criterion(best), because, words)))
        return found


def _better(value: object, than: object) -> bool:
    """A criterion value is better when smaller (counts, and score lists compared in order)."""
    if isinstance(value, list):
        return [Fraction(v) for v in value] < [Fraction(v) for v in than]  # type: ignore[union-attr]
    return value < than  # type: ignore[operator]


# C.04.3 2.4.5-2.4.16, in the rules' words
_CRITERION_WORDS = {
    "C10": QT_TRANSLATE_NOOP("Explain", "topscorers or their opponents with a colour difference beyond +2 or -2"),
    "C11": QT_TRANSLATE_NOOP("Explain", "topscorers or their opponents with the same colour three times in a row"),
    "C12": QT_TRANSLATE_NOOP("Explain", "players who do not get their colour preference"),
    "C13": QT_TRANSLATE_NOOP("Explain", "players who do not get their strong colour preference"),
    "C14": QT_TRANSLATE_NOOP("Explain", "resident downfloaters who downfloated the previous round"),
    "C15": QT_TRANSLATE_NOOP("Explain", "MDP opponents who upfloated the previous round"),
    "C16": QT_TRANSLATE_NOOP("Explain", "resident downfloaters who downfloated two rounds before"),
    "C17": QT_TRANSLATE_NOOP("Explain", "MDP opponents who upfloated two rounds before"),
    "C18": QT_TRANSLATE_NOOP("Explain", "MDPs who downfloated the previous round and float again (score differences)"),
    "C19": QT_TRANSLATE_NOOP("Explain", "score differences of MDP opponents who upfloated the previous round"),
    "C20": QT_TRANSLATE_NOOP("Explain", "MDPs who downfloated two rounds before and float again (score differences)"),
    "C21": QT_TRANSLATE_NOOP("Explain", "score differences of MDP opponents who upfloated two rounds before"),
}
