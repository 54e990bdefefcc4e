"""Pairing one Burstein bracket (C.04.4.2 3.2 and 4): the first pairing in the order of article 4
among those that comply best with [C1]-[C8].

The order of 4.3 compares candidates by the opponent of BSN 1 (a larger BSN first, a virtual
player, BSN 0, last), then of BSN 2, and so on. The first candidate among the best is therefore
found by one weighted matching whose last layer gives pair (i, j), i < j, the value
j * (n + 1) ** (n - i), a floater 0 (``_solve_weighted``); the layers before it are, in priority
order: [C4] (every remaining player paired, when the rest of the round is in the matching), [C5]
pairs, [C6] the paired players' scores (so that the floaters' scores, in descending order, are
as low as possible), [C7] the pairs and paired scores of the following bracket (its [C5] and [C6]
given these floaters), [C8] pairs in which one player misses their colour preference.

A faster route gives the same answer when every criterion can reach its ideal value
(``_solve_ideal``): at most one floater, of the lowest score possible ([C6]), whom the next bracket
can pair ([C7]), and the fewest colour misses the colour counts allow ([C8]), which is exactly a
pairing avoiding some kinds of pairs (see ``_colour_restriction``). The walk of article 4 then
takes, for BSN 1, 2, ... in turn, the largest BSN (or the virtual player last) that still leaves
such a pairing of the others, checked by cardinality matchings. When nobody need float but the
colours cannot all be granted, the weighted matching is made over the bracket alone.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Protocol

from ....text import QT_TRANSLATE_NOOP, explain_text
from ...matching import completion, layers, perfect_cover
from ...snapshot import Colour

# the searches, as the record names them (``BracketPlan.route``)
_ALONE = QT_TRANSLATE_NOOP("Explain", "weighted, the bracket alone")
_WITH_NEXT = QT_TRANSLATE_NOOP("Explain", "weighted, with the next scoregroup")
_WHOLE_REST = QT_TRANSLATE_NOOP("Explain", "weighted, whole rest")
_IDEAL_EVEN = QT_TRANSLATE_NOOP("Explain", "ideal, no floater")
_IDEAL_ODD = QT_TRANSLATE_NOOP("Explain", "ideal, one floater")


class RoundRules(Protocol):
    """What a bracket asks of the round being paired (``pairing.BursteinRound``)."""

    def score(self, pid: int) -> Fraction: ...

    def pref(self, pid: int) -> Colour | None: ...

    def compatible(self, a: int, b: int) -> bool: ...

    def completable(self, ids: list[int]) -> bool: ...

VIRTUAL = 0  # 4.2: the virtual player met by a floater (TPNs start at 1)


@dataclass
class ColourBound:
    """[C8] at its lower bound: with ``majority`` None no two players due the same colour meet;
    otherwise every pair has a player due the ``majority`` colour (see ``_colour_restriction``)."""

    rnd: RoundRules
    majority: Colour | None

    def allows(self, a: int, b: int, may_float: set[int]) -> bool:
        if VIRTUAL in (a, b):
            return (b if a == VIRTUAL else a) in may_float
        rnd = self.rnd
        if not rnd.compatible(a, b):
            return False
        if self.majority is None:
            return rnd.pref(a) is None or rnd.pref(a) is not rnd.pref(b)
        return self.majority in (rnd.pref(a), rnd.pref(b))

    def balanced(self, counts: dict[Colour | None, int], virtual: bool) -> bool:
        """A necessary condition on the colours of the players left (``virtual``: one of them
        will float) for a pairing of them within the bound."""
        if self.majority is None:
            white, black = counts[Colour.WHITE], counts[Colour.BLACK]
            return max(white - black, black - white) <= counts[None] + virtual
        return counts[self.majority.opposite] + counts[None] <= counts[self.majority] + virtual


@dataclass
class BracketPlan:
    """The pairing chosen for one bracket."""

    pairs: list[tuple[int, int]]  # lower BSN first, in BSN order
    floaters: list[int]  # outgoing floaters, in BSN order
    route: str  # which search found it


class BracketPairer:
    """3.2 for one bracket: ``bracket`` in BSN order (4.1), ``next_group`` the following scoregroup,
    ``lower`` every player not yet paired below this bracket (``next_group`` included)."""

    def __init__(self, rnd: RoundRules, bracket: list[int], next_group: list[int], lower: list[int]) -> None:
        self.rnd = rnd
        self.bracket = bracket
        self.next_group = next_group
        self.lower = lower
        self.bsn = {pid: i + 1 for i, pid in enumerate(bracket)}  # 4.1
        self._next_mate: dict[int, int] | None = None

    def solve(self, shortcut: bool = True) -> BracketPlan:
        if shortcut:
            plan = self._solve_ideal()
            if plan is not None:
                return plan
        if shortcut and self._pairs_everyone():
            # Nobody need float: the next bracket ([C7]) plays no part and is left out.
            return self._solve_weighted(self.bracket, False, explain_text(_ALONE))[0]
        plan, mate = self._solve_weighted(self.bracket + self.next_group, False, explain_text(_WITH_NEXT))
        if self._leaves_completion(plan.floaters, mate):
            return plan
        return self._solve_weighted(self.bracket + self.lower, True, explain_text(_WHOLE_REST))[0]

    def _pairs_everyone(self) -> bool:
        """The bracket can be paired completely and the players below can complete the round."""
        return (len(self.bracket) % 2 == 0 and self.rnd.completable(self.lower)
                and perfect_cover.complete(self.bracket, self.rnd.compatible) is not None)

    def _leaves_completion(self, floaters: list[int], mate: dict[int, int]) -> bool:
        """[C4] for a pairing found without the players below the next scoregroup, with its
        floaters paired as ``mate`` pairs them in the next bracket: the criteria up to [C7] then
        have the values they would have with [C4] in the matching."""
        if not floaters:
            return self.rnd.completable(self.lower)
        next_bracket = set(floaters) | set(self.next_group)
        return self.rnd.completable([p for p in floaters + self.lower if mate.get(p) not in next_bracket])

    # -- the ideal route -----------------------------------------------------------------------
    def _solve_ideal(self) -> BracketPlan | None:
        """Every criterion at its ideal value, or None when that cannot be shown."""
        rnd = self.rnd
        if len(self.bracket) % 2 == 0:
            if not rnd.completable(self.lower):  # no floater: the rest is paired below ([C4])
                return None
            return self._walk([], self._colour_restriction([])[0], explain_text(_IDEAL_EVEN))
        floaters = self._ideal_floaters()
        if not floaters:
            return None
        restriction, floaters = self._colour_restriction(floaters)
        plan = self._walk(floaters, restriction, explain_text(_IDEAL_ODD))
        if plan is None:
            return None
        mate = self._next_bracket_pairs(plan.floaters[0])
        if mate is None or not self._leaves_completion(plan.floaters, mate):  # [C4], [C7]
            return None
        return plan

    def _next_bracket_pairs(self, floater: int) -> dict[int, int] | None:
        """The next bracket's pairs when it makes as many as its size allows and pairs ``floater``
        ([C7] at its best, [C4] aside), or None. Starts from one matching of the next scoregroup."""
        compatible = self.rnd.compatible
        if self._next_mate is None:
            self._next_mate = perfect_cover.maximum(self.next_group, compatible)
        mate = dict(self._next_mate)
        free = [p for p in self.next_group if p not in mate]
        if len(free) == len(self.next_group) % 2:  # the next scoregroup alone pairs as well as it can
            if free and compatible(floater, free[0]):
                return mate | {floater: free[0], free[0]: floater}
            partner = next((p for p in self.next_group if p in mate and compatible(floater, p)), None)
            if not free and partner is not None:  # the floater takes a player whose partner is left over
                del mate[mate.pop(partner)]
                return mate | {floater: partner, partner: floater}
        group = self.next_group + [floater]  # otherwise from scratch, the floater forced in
        full = perfect_cover.maximum(group, compatible)
        if len(full) < 2 * (len(group) // 2):
            return None
        if floater not in full:
            partner = next((p for p in self.next_group if compatible(floater, p)), None)
            if partner is None:
                return None
            del full[full.pop(partner)]
            full |= {floater: partner, partner: floater}
        return full

    def _ideal_floaters(self) -> list[int]:
        """[C5], [C6], [C7] at their best for one floater: the players of the lowest score whose
        float leaves a pairing of the bracket, among them those the next bracket can pair."""
        rnd = self.rnd
        for score in sorted({rnd.score(p) for p in self.bracket}):  # [C6]: the lowest score first
            level = [p for p in self.bracket if rnd.score(p) == score]
            if not completion.can_pair_all(self.bracket, rnd.compatible, level):
                continue
            return [f for f in level if self._next_bracket_pairs(f) is not None]  # [C7]
        return []

    def _colour_restriction(self, floaters: list[int]) -> tuple["ColourBound", list[int]]:
        """[C8] at its lower bound as a restriction on pairs, and the floaters that allow it. With W
        players due White, B due Black and N without preference (1.5.4) among those paired, the
        fewest misses is (W - B - N) / 2 if W > B + N (reached exactly when every pair has a player
        due White), likewise for Black, and otherwise 0 (no two players due the same colour meet).
        With one floater, only the floaters giving the lowest bound are kept."""
        rnd = self.rnd
        counts = {Colour.WHITE: 0, Colour.BLACK: 0, None: 0}
        for p in self.bracket:
            counts[rnd.pref(p)] += 1

        def bound(floater: int | None) -> tuple[int, Colour | None]:
            left = dict(counts)
            if floater is not None:
                left[rnd.pref(floater)] -= 1
            for colour in (Colour.WHITE, Colour.BLACK):
                excess = left[colour] - left[colour.opposite] - left[None]
                if excess > 0:
                    return excess // 2, colour
            return 0, None

        options = {f: bound(f) for f in floaters} if floaters else {None: bound(None)}
        least = min(options.values(), key=lambda value: value[0])
        kept = [f for f, value in options.items() if value == least and f is not None]
        return ColourBound(rnd, least[1]), kept

    def _walk(self, floaters: list[int], bound: "ColourBound", route: str) -> BracketPlan | None:
        """Article 4.3 from BSN 1 on: each player not yet paired takes the largest BSN, or else
        floats (the virtual player, BSN 0, standing here for a pseudo-player), that leaves a
        pairing of the others within ``bound`` (one of ``floaters`` floating if their number is
        odd). A pairing of everybody left is kept up to date, so that most steps are proved by
        swapping two or three of its pairs, or disproved by counting colours; when swaps fail, one
        search finds every partner the player can still have (``perfect_cover.first_partner``)."""
        may_float = set(floaters)
        rnd = self.rnd
        left = self.bracket + ([VIRTUAL] if len(self.bracket) % 2 else [])
        neighbours: dict[int, set[int]] = {p: set() for p in left}
        for i, p in enumerate(left):
            for q in left[i + 1:]:
                if bound.allows(p, q, may_float):  # a symmetric relation: each pair asked once
                    neighbours[p].add(q)
                    neighbours[q].add(p)

        def legal(a: int, b: int) -> bool:
            return b in neighbours[a]

        mate = perfect_cover.complete(left, legal, neighbours=neighbours)
        if mate is None:
            return None
        counts = {Colour.WHITE: 0, Colour.BLACK: 0, None: 0}
        for p in self.bracket:
            counts[rnd.pref(p)] += 1
        pairs: list[tuple[int, int]] = []
        out: list[int] = []
        for player in self.bracket:
            if player not in mate:
                continue  # paired by an earlier BSN
            counts[rnd.pref(player)] -= 1
            options = [q for q in reversed(self.bracket) if q in mate and self.bsn[q] > self.bsn[player]]
            options += [VIRTUAL] if VIRTUAL in mate else []

            def after(partner: int) -> dict[Colour | None, int]:
                left_counts = dict(counts)
                if partner != VIRTUAL:
                    left_counts[rnd.pref(partner)] -= 1
                return left_counts

            fitting = (q for q in options
                       if legal(player, q) and bound.balanced(after(q), VIRTUAL in mate and q != VIRTUAL))
            partner = perfect_cover.first_partner(mate, player, fitting, legal, neighbours)
            if partner is None:
                raise AssertionError("the kept pairing pairs the player: some option must work")
            counts = after(partner)
            del mate[player], mate[partner]
            if partner == VIRTUAL:
                out.append(player)
            else:
                pairs.append((player, partner))
        return BracketPlan(pairs, out, route)

    # -- the general route ---------------------------------------------------------------------
    def _solve_weighted(self, vertices: list[int], full: bool, route: str) -> tuple[BracketPlan, dict[int, int]]:
        """The best candidate by one weighted matching over ``vertices`` (the bracket, alone or with
        the next scoregroup, or with ``full`` every player not yet paired, [C4] then in the first
        layer); ``route`` names the search in the record."""
        rnd = self.rnd
        in_bracket = set(self.bracket)
        in_next = set(self.next_group)
        n = len(self.bracket)
        radix = n + 1
        c6_rank = {s: i for i, s in enumerate(sorted({rnd.score(p) for p in self.bracket}))}
        next_players = self.bracket + self.next_group
        c7_rank = {s: i for i, s in enumerate(sorted({rnd.score(p) for p in next_players}))}

        def weight(rank: dict[Fraction, int], base: int, a: int, b: int) -> int:
            return base ** rank[rnd.score(a)] + base ** rank[rnd.score(b)]

        edges: list[layers.Edge] = []
        for i, a in enumerate(vertices):
            for b in vertices[i + 1:]:
                if not rnd.compatible(a, b):
                    continue
                cover = int(full)  # [C4]
                if a in in_bracket and b in in_bracket:
                    low, high = sorted((self.bsn[a], self.bsn[b]))
                    misses = int(rnd.pref(a) is not None and rnd.pref(a) is rnd.pref(b))
                    edges.append((a, b, (cover, 1, weight(c6_rank, n + 1, a, b), 0, 0, -misses,
                                         high * radix ** (n - low))))
                elif (a in in_bracket or a in in_next) and (b in in_bracket or b in in_next):
                    edges.append((a, b, (cover, 0, 0, 1, weight(c7_rank, len(next_players) + 1, a, b), 0, 0)))
                elif full:
                    edges.append((a, b, (cover, 0, 0, 0, 0, 0, 0)))
        mate = layers.lexicographic_match(edges, len(vertices))
        pairs = [(a, mate[a]) for a in self.bracket if mate.get(a) in in_bracket and self.bsn[a] < self.bsn[mate[a]]]
        paired = {p for pair in pairs for p in pair}
        return BracketPlan(pairs, [p for p in self.bracket if p not in paired], route), mate
