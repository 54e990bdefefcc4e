"""Pairing the players of one Dubov bracket once its upfloaters are chosen (C.04.4.1 3.2.3-3.2.6).

The bracket is split into G1 and G2 (3.2.3), players are shifted between them (3.2.4, ordered by
4.3), G1 becomes S1 (3.2.5) and G2 is transposed into T2 (3.2.6, ordered by 4.4).

Why a matching decides it. Call a pair "same-side" when both players start in the same subgroup
(for colour subgroups that is exactly a pair in which one player misses the colour preference,
[C7]). Let Gs be the smaller subgroup (G1 on a tie) and x* the least number of Gs-Gs pairs of any
legal pairing: those are the pairs that "must unavoidably" be made (3.2.4.1). A valid first shift X
is one endpoint of each Gs-Gs pair of a legal pairing with x* such pairs, and the second shift Y
(3.2.4.2) one endpoint of each pair inside the larger subgroup; after both shifts every legal
S1-T2 pairing has exactly the least number of same-side pairs, so "the first transposition that
yields a legal pairing" (3.2.6) is also [C7]-best. The earliest X in the order of 4.1.3 (smallest
differing sequence number, 4.3.3 numbering) always takes from each Gs-Gs pair the endpoint with the
smaller sequence number, and likewise Y. So:

* usually x* = 0 (a cardinality matching without Gs-Gs pairs exists): there is no first shift, and
  Y is found by trying the larger subgroup's players in their 4.3 order with cardinality matchings
  (``_solve_without_same_side_pairs``);
* otherwise one weighted matching with the layers "legal pairs, fewest Gs-Gs pairs, X, Y" gives
  both shifts (``_solve_weighted``).

T2 is then the lexicographically first legal order of the new G2 against S1 (``first_assignment``:
augmenting paths, each S1 player in turn taking the first T2 player that still leaves a complete
legal pairing). Both routes give the same answer (tests compare them, and compare both with a
literal enumeration of the articles).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from ...matching import layers
from ...matching.assignment import first_assignment
from ...matching.blossom import max_cardinality_matching
from .rules import RoundRules, middle_out


@dataclass
class BracketPlan:
    """The outcome of 3.2.3-3.2.6 for one bracket."""

    g1: list[int]  # initial G1 (3.2.3)
    g2: list[int]
    first_shift: list[int]  # 3.2.4.1: players moved out of the smaller subgroup
    second_shift: list[int]  # 3.2.4.2: players moved out of the larger subgroup
    s1: list[int]  # 3.2.5
    t2: list[int]  # 3.2.6: the chosen transposition, T2[i] plays S1[i]
    by_colour: bool  # G1/G2 by colour preference (False: by TPN halves, nobody has played yet)
    route: str = ""  # which search found it (for the record)
    notes: list[str] = field(default_factory=list)

    @property
    def pairs(self) -> list[tuple[int, int]]:
        return list(zip(self.s1, self.t2))


class BracketPairer:
    """3.2.3-3.2.6 for the players of one bracket (an even number, upfloaters included)."""

    def __init__(self, rnd: RoundRules, players: list[int]) -> None:
        self.rnd = rnd
        self.players = sorted(players)  # ascending TPN
        facts = rnd.facts
        self.by_colour = any(facts[p].games > 0 for p in self.players)
        if self.by_colour:  # 3.2.3: G1 = players whose colour preference is White
            self.g1 = [p for p in self.players if facts[p].seeks_white]
        else:  # 3.2.3: nobody has played yet: G1 = first half by TPN
            self.g1 = self.players[: len(self.players) // 2]
        g1 = set(self.g1)
        self.g2 = [p for p in self.players if p not in g1]
        g1_smaller = len(self.g1) <= len(self.g2)
        self.small, self.large = (self.g1, self.g2) if g1_smaller else (self.g2, self.g1)
        self.small_is_g1 = g1_smaller
        # 4.3.2-4.3.3: the pools in shifter order
        self.small_order = middle_out(sorted(self.small, key=self._shifter_key(self.small is self.g1)))
        self.large_order = middle_out(sorted(self.large, key=self._shifter_key(self.large is self.g1)))
        self.small_seq = {p: i for i, p in enumerate(self.small_order)}
        self.large_seq = {p: i for i, p in enumerate(self.large_order)}

    def _shifter_key(self, white_group: bool) -> Callable[[int], tuple[int, int]]:
        """4.3.2: White seekers by ascending ARO then TPN; Black seekers (and a TPN half, 3.2.3) by TPN."""
        facts = self.rnd.facts
        if white_group and self.by_colour:
            return lambda p: (facts[p].aro, p)
        return lambda p: (0, p)

    def s1_key(self, p: int) -> tuple[int, int]:
        """3.2.5: ascending ARO, then ascending TPN."""
        return (self.rnd.facts[p].aro, p)

    # -- the whole search ------------------------------------------------------------------------
    def solve(self, shortcut: bool = True) -> BracketPlan:
        if not self.players:
            return BracketPlan([], [], [], [], [], [], self.by_colour, route="empty")
        if shortcut:
            plan = self._solve_without_same_side_pairs()
            if plan is not None:
                return plan
        return self._solve_weighted()

    def _plan(self, first: list[int], second: list[int], route: str) -> BracketPlan | None:
        """Build S1 and T2 from the shifts and pick the first legal transposition (3.2.5, 3.2.6)."""
        first_set, second_set = set(first), set(second)
        if self.small_is_g1:
            s1 = [p for p in self.g1 if p not in first_set] + list(second)
            t2 = [p for p in self.g2 if p not in second_set] + list(first)
        else:
            s1 = [p for p in self.g1 if p not in second_set] + list(first)
            t2 = [p for p in self.g2 if p not in first_set] + list(second)
        s1.sort(key=self.s1_key)
        t2.sort()  # 4.4.2: transpositions in ascending TPN order
        forbidden = {(a, b) for a in first for b in second} | {(b, a) for a in first for b in second}
        partners = first_assignment(s1, t2, lambda a, b: self.rnd.compatible(a, b) and (a, b) not in forbidden)
        if partners is None:
            return None
        return BracketPlan(list(self.g1), list(self.g2), sorted(first, key=self.small_seq.__getitem__),
                           sorted(second, key=self.large_seq.__getitem__), s1, partners, self.by_colour,
                           route=route)

    # -- the usual case: no pair inside the smaller subgroup is needed ------------------------
    def _solve_without_same_side_pairs(self) -> BracketPlan | None:
        """x* = 0: no first shift; the second shift is found by cardinality matchings, in the order
        of 4.3 (smallest differing sequence number first); None if x* > 0."""
        need = (len(self.large) - len(self.small)) // 2
        chosen: list[int] = []
        excluded: list[int] = []
        if not self._second_shift_feasible(self.large_order[:need], self.large_order[need:]):
            if not self._second_shift_feasible([], []):
                return None  # some pair inside the smaller subgroup is unavoidable
            for p in self.large_order:
                if len(chosen) == need:
                    excluded.append(p)
                elif self._second_shift_feasible(chosen + [p], excluded):
                    chosen.append(p)
                else:
                    excluded.append(p)
        else:
            chosen = self.large_order[:need]
        return self._plan([], chosen, route="cardinality")

    def _second_shift_feasible(self, included: list[int], excluded: list[int]) -> bool:
        """Some legal pairing has no pair inside the smaller subgroup and, inside the larger one,
        pairs each with exactly one endpoint among the shifted players: all of ``included``, none
        of ``excluded`` (the undecided players may go either way)."""
        inc, exc = set(included), set(excluded)
        small = set(self.small)
        players = self.players
        index = {p: i for i, p in enumerate(players)}
        adjacency: list[list[int]] = [[] for _ in players]
        for i, a in enumerate(players):
            for b in players[i + 1:]:
                if a in small and b in small:
                    continue
                if a in small or b in small:
                    if (a if b in small else b) in inc:
                        continue  # a shifted player goes to the smaller side: it meets a larger-side player
                elif (a in inc and b in inc) or (a in exc and b in exc):
                    continue
                if self.rnd.compatible(a, b):
                    adjacency[i].append(index[b])
                    adjacency[index[b]].append(i)
        return all(m >= 0 for m in max_cardinality_matching(len(players), adjacency))

    # -- the general case --------------------------------------------------------------------
    def _solve_weighted(self) -> BracketPlan:
        """The shifts by one weighted matching (layers: legal pairs, fewest pairs inside the smaller
        subgroup, the first shift, the second shift), then T2 by ``first_assignment``."""
        players = self.players
        small, large = set(self.small), set(self.large)
        ps, pl = len(self.small_order), len(self.large_order)
        edges: list[layers.Edge] = []
        for i, a in enumerate(players):
            for b in players[i + 1:]:
                if not self.rnd.compatible(a, b):
                    continue
                first_shift = second_shift = same_small = 0
                if a in small and b in small:  # 3.2.4.1: one of them is shifted, the earlier by 4.3
                    same_small = 1
                    first_shift = 1 << (ps - 1 - min(self.small_seq[a], self.small_seq[b]))
                elif a in large and b in large:  # 3.2.4.2: likewise
                    second_shift = 1 << (pl - 1 - min(self.large_seq[a], self.large_seq[b]))
                edges.append((a, b, (1, -same_small, first_shift, second_shift)))
        mate = layers.lexicographic_match(edges, len(players))
        if len(mate) != len(players):
            raise AssertionError("a bracket chosen with a legal pairing could not be paired")
        first = [a for a in self.small if mate[a] in small and self.small_seq[a] < self.small_seq[mate[a]]]
        second = [a for a in self.large if mate[a] in large and self.large_seq[a] < self.large_seq[mate[a]]]
        plan = self._plan(first, second, route="weighted")
        if plan is None:
            raise AssertionError("the shifts of a legal pairing leave no legal transposition")
        return plan


