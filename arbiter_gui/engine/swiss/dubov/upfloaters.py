"""Choosing the upfloaters of a Dubov bracket (C.04.4.1 3.2.1, 3.2.2, 4.2).

3.2.2 takes "the first set of upfloaters (in the order of 4.2) that, together with the residents,
produces a pairing that complies at best with all the pairing criteria". A set of upfloaters is
only ever paired with residents (a pair of two upfloaters would mean that neither was needed, which
[C5] forbids), so every candidate bracket is a matching of the players not yet paired in which all
residents are paired and the rest can still be completed ([C4]). The criteria are then properties of
the pairs that touch a resident:

* [C5] the number of upfloaters = residents - 2 x (resident-resident pairs);
* [C6] the upfloaters' score differences, larger differences weighing more than any number of
  smaller ones ("taken in descending order");
* [C7] pairs whose players seek the same colour (exactly one of them misses it);
* [C8]-[C10] (not in the last round) maximum upfloaters, their number of upfloats, upfloaters who
  upfloated in the previous round.

The first set in the order of 4.2 (4.1.3: smallest differing sequence number, sequence by score
then TPN, 4.2.2) among the best is the one whose sequence numbers, read as bits from the most
significant, are largest. One weighted matching over every player not yet paired, with these layers
in that order, therefore gives the set directly; ``_solve_weighted`` first tries it over the
residents and the highest lower scoregroups only and checks [C4] afterwards (see there).

The usual brackets need at most one upfloater; ``_solve_single`` settles them with cardinality
matchings: for one upfloater u the [C7] value of the bracket is at least |W - B| / 2 (W, B: players
seeking White, Black), reached exactly when the bracket can be paired without a pair of two
players of the rarer colour. Candidates are tried in the order of their lower bounds (then 4.2);
the first that reaches its bound and leaves a completable rest is the answer. Anything it cannot
prove falls back to the weighted matching.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ...matching import layers
from ...snapshot import Colour
from .rules import RoundRules


@dataclass
class UpfloaterChoice:
    upfloaters: list[int]  # in the order of 4.2.2
    route: str


class UpfloaterSearch:
    def __init__(self, rnd: RoundRules, residents: list[int], lower: list[int]) -> None:
        self.rnd = rnd
        self.residents = residents
        self.lower = lower
        facts = rnd.facts
        self.order = sorted(lower, key=lambda p: (-facts[p].score, p))  # 4.2.2
        self.seq = {p: i for i, p in enumerate(self.order)}
        self.last_round = rnd.snap.is_last_round
        self.top = facts[residents[0]].score
        differences = sorted({self.top - facts[u].score for u in lower})
        self._difference_rank = {d: i for i, d in enumerate(differences)}

    # -- the layers of one upfloater -------------------------------------------------------------
    def c6_value(self, u: int) -> int:
        """[C6] as a layer to maximise: a larger score difference costs more than any number of
        smaller ones put together (at most one upfloater per resident)."""
        base = len(self.residents) + 1
        return -(base ** self._difference_rank[self.top - self.rnd.facts[u].score])

    def sequence_value(self, u: int) -> int:
        """4.1.3, 4.2.2: sets compare by their smallest differing sequence number, so the set
        with the largest sum of these values is the first."""
        return 1 << (len(self.order) - 1 - self.seq[u])

    def float_values(self, u: int) -> tuple[int, int, int]:
        """[C8], [C9], [C10] counts for upfloater ``u`` (all zero in the last round)."""
        if self.last_round:
            return (0, 0, 0)
        f = self.rnd.facts[u]
        return (int(f.maximum_upfloater), f.upfloats if f.maximum_upfloater else 0, int(f.upfloated_last))

    def solve(self, shortcut: bool = True) -> UpfloaterChoice:
        if shortcut:
            found = self._solve_single()
            if found is not None:
                return found
        return self._solve_weighted()

    # -- no upfloater, or one ------------------------------------------------------------------
    def _solve_single(self) -> UpfloaterChoice | None:
        rnd = self.rnd
        residents = self.residents
        most = rnd.most_pairs(residents)
        need = len(residents) - 2 * most  # 3.2.1: at least this many upfloaters
        if need == 0:
            if rnd.completable(self.lower):
                return UpfloaterChoice([], "none needed")
            return None
        if need != 1:
            return None
        by_score: dict[Fraction, list[int]] = {}
        for u in self.order:
            by_score.setdefault(rnd.facts[u].score, []).append(u)
        for group in by_score.values():  # [C6]: a higher score first
            ranked = sorted(group, key=lambda u: (self._colour_bound(u),) + self.float_values(u) + (self.seq[u],))
            for u in ranked:
                bracket = residents + [u]
                if not rnd.perfectly_pairable(bracket):
                    continue
                if not rnd.completable([p for p in self.lower if p != u]):
                    continue
                if not self._reaches_colour_bound(bracket):
                    return None  # its [C7] value is unknown: let the weighted matching decide
                return UpfloaterChoice([u], "single upfloater")
        return None

    def _colour_counts(self, players: list[int]) -> tuple[int, int]:
        white = sum(1 for p in players if self.rnd.facts[p].seeks_white)
        return white, len(players) - white

    def _colour_bound(self, u: int) -> int:
        white, black = self._colour_counts(self.residents + [u])
        return abs(white - black) // 2

    def _reaches_colour_bound(self, bracket: list[int]) -> bool:
        """The bracket can be paired with only |W - B| / 2 same-colour pairs: no pair of two players
        of the rarer colour."""
        white, black = self._colour_counts(bracket)
        rare = Colour.WHITE if white <= black else Colour.BLACK
        facts = self.rnd.facts
        return self.rnd.perfectly_pairable(
            bracket, lambda a, b: not (facts[a].pref.colour is rare and facts[b].pref.colour is rare))

    # -- the general case --------------------------------------------------------------------
    def _solve_weighted(self) -> UpfloaterChoice:
        """The weighted matching, first over the residents and the highest lower scoregroups only,
        then over every lower player, then with the rest's completion ([C4]) in the matching.

        Without the rest in the matching [C4] is checked afterwards: the first best set ignoring
        [C4] that also satisfies it is the first best set. The first, restricted, attempt is exact
        when it needs no more upfloaters than the residents force (3.2.1): a set using a player
        below the highest groups would then be worse by [C6]."""
        rnd = self.rnd
        least = len(self.residents) - 2 * rnd.most_pairs(self.residents)
        near: list[int] = []
        for u in self.order:  # the highest scoregroups, at least twice as many players as residents
            if len(near) >= 2 * len(self.residents) + 2 and rnd.facts[u].score != rnd.facts[near[-1]].score:
                break
            near.append(u)
        if len(near) < len(self.order):
            chosen = self._weighted(near, completion=False)
            if chosen is not None and len(chosen) == least and self._rest_completable(chosen):
                return UpfloaterChoice(chosen, "weighted (highest groups)")
        chosen = self._weighted(self.order, completion=False)
        if chosen is not None and self._rest_completable(chosen):
            return UpfloaterChoice(chosen, "weighted (lower players)")
        chosen = self._weighted(self.order, completion=True)
        if chosen is None:
            raise AssertionError("no legal pairing of the bracket, though [C4] held before it")
        return UpfloaterChoice(chosen, "weighted (with completion)")

    def _rest_completable(self, chosen: list[int]) -> bool:
        taken = set(chosen)
        return self.rnd.completable([p for p in self.lower if p not in taken])

    def _weighted(self, candidates: list[int], completion: bool) -> list[int] | None:
        """The best set among ``candidates`` (the layers of the module docstring); with
        ``completion`` every other pair of lower players is in the matching too, so that the rest
        can be completed ([C4]). None if the residents cannot all be paired."""
        rnd = self.rnd
        residents = set(self.residents)
        vertices = self.residents + list(candidates)
        edges: list[layers.Edge] = []
        for i, a in enumerate(vertices):
            for b in vertices[i + 1:]:
                if not rnd.compatible(a, b):
                    continue
                if a not in residents and b not in residents:
                    if completion:
                        edges.append((a, b, (1, 0, 0, 0, 0, 0, 0, 0)))  # [C4]: the rest must be completed
                    continue
                c7 = int(rnd.facts[a].pref.colour is not rnd.facts[b].pref.colour)
                # without the rest in the matching, the first layer makes every resident paired
                cover = 1 if completion else int(a in residents) + int(b in residents)
                if a in residents and b in residents:
                    edges.append((a, b, (cover, 1, 0, c7, 0, 0, 0, 0)))  # [C5]: a pair without upfloater
                    continue
                u = b if a in residents else a
                c8, c9, c10 = self.float_values(u)
                edges.append((a, b, (cover, 0, self.c6_value(u), c7, -c8, -c9, -c10, self.sequence_value(u))))
        mate = layers.lexicographic_match(edges, len(vertices))
        if any(r not in mate for r in self.residents) or (completion and len(mate) != len(vertices)):
            return None
        return [u for u in self.order if mate.get(u) in residents]
