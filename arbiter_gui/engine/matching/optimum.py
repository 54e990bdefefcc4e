"""What every best matching of a bracket's criteria is like: the first stage of its matching.

The optimal duals tell which pairs and which unmatched players the optimal matchings may have
(complementary slackness, ``Optimum``). ``from_edges`` weighs every allowed pair; ``from_profiles``
does not need to.

In a Swiss bracket the criteria of a pair depend on a few facts about each player (a profile:
score, colour preference, float history, ...) and on whether the two may meet at all. A bracket
of 2,000 players has 2 million pairs but a handful of profiles, so the first stage of its
matching (the criteria alone) is solved here on a sparse graph, each player keeping a few pairs
towards each profile, nearest in rank first. The answer is exact: the sparse optimum's duals are
checked against every pair that may meet, profile by profile (players sorted by dual and placed
in the blossoms that hold them, so that only the pairs left short are looked at, ``_Blossoms``); the pairs they leave short, a few per player, are
added and the graph solved again. Duals feasible for every pair make the sparse optimum an optimum of the whole
graph (linear programming duality), and tell which pairs and which unmatched players the
optimal matchings may have (complementary slackness, ``Optimum``).
"""
from __future__ import annotations

from bisect import bisect_left
from collections.abc import Hashable
from typing import Callable, Sequence

from ..cancel import checkpoint
from .blossom import Duals, matching_and_duals
from .layers import Edge, pack

NEAR = 6  # pairs each player keeps towards each profile at the start
ADDED = 24  # the most pairs left short added per player and profile at each solve (fewer solves than 6)
ROUNDS = 30  # solves before giving up (then the caller weighs the dense graph)

Values = Callable[[int, int], "tuple[int, ...] | None"]


class Optimum:
    """What every optimal matching of the criteria is like: it uses ``tight`` pairs only and leaves
    unmatched only ``free`` players; ``mate`` is one optimal matching (both directions);
    ``is_optimal`` tells whether another matching weighs as much."""

    def __init__(self, mate: dict[int, int], duals: Duals, index: dict[int, int],
                 weight: Callable[[int, int], "int | None"]) -> None:
        self.mate = mate
        self._duals = duals
        self._index = index
        self._weight = weight

    def tight(self, a: int, b: int) -> bool:
        w = self._weight(a, b)
        return w is not None and self._duals.slack(self._index[a], self._index[b], w) == 0

    def free(self, a: int) -> bool:
        i = self._index.get(a)
        return i is None or self._duals.u[i] == 0

    def is_optimal(self, mate: dict[int, int]) -> bool:
        return self._total(mate) == self._total(self.mate)

    def _total(self, mate: dict[int, int]) -> int | None:
        total = 0
        for a, b in mate.items():
            w = self._weight(a, b)
            if w is None:
                return None
            total += w
        return total  # (each pair twice: both matchings alike)


def from_edges(edges: Sequence[Edge]) -> Optimum:
    """The first stage over explicit edges (criteria tuples)."""
    ids = sorted({x for a, b, _ in edges for x in (a, b)})
    index = {pid: i for i, pid in enumerate(ids)}
    packed = pack(edges, len(edges[0][2]) if edges else 0, len(ids) // 2 + 1, index)
    weights: dict[tuple[int, int], int] = {}
    for (a, b, _), (_, _, w) in zip(edges, packed):
        weights[(a, b)] = weights[(b, a)] = w
    mate, duals = matching_and_duals(len(ids), packed)
    return Optimum({ids[i]: ids[j] for i, j in enumerate(mate) if j >= 0}, duals, index,
                   lambda a, b: weights.get((a, b)))


def from_profiles(players: Sequence[int], profile: dict[int, Hashable], values: Values,
            compatible: Callable[[int, int], bool], extra: Sequence[Edge] = (),
            start: dict[int, int] | None = None) -> Optimum | None:
    """The first stage over ``players`` (in rank order) and the ``extra`` edges (to pseudo-players):
    a pair's criteria are its ``values`` (None: never paired), the same for any two players of the
    same two profiles, so they are asked of one pair per two profiles (of one player with itself
    when a profile has one player), for the pairs that are ``compatible``. None if the duals do not
    settle within ``ROUNDS`` solves. ``start``: a matching close to the optimum (player -> mate, both
    ways; its pairs among the ``extra`` edges) for the first solve to start from; each later solve starts from the
    previous solve's matching, an optimum of fewer pairs (``blossom.matching_and_duals``): the
    optimum is the same, which of the optimal matchings and duals may not be."""
    groups: dict[Hashable, list[int]] = {}
    for pid in players:
        groups.setdefault(profile[pid], []).append(pid)
    keys = list(groups)
    pair_values = {(p, q): values(groups[p][0], groups[q][0]) for p in keys for q in keys}
    known = [(0, 0, v) for v in pair_values.values() if v is not None] + list(extra)
    if not known:
        return None
    ids = list(players) + sorted({x for a, b, _ in extra for x in (a, b) if x not in profile})
    weights = pack(known, len(known[0][2]), len(ids) // 2 + 1)
    packed = {v: w for (_, _, v), (_, _, w) in zip(known, weights)}
    group_weight = {pq: packed[v] for pq, v in pair_values.items() if v is not None}
    extra_weight = {}
    for a, b, v in extra:
        extra_weight[(a, b)] = extra_weight[(b, a)] = packed[v]

    # profiles numbered, so that a pair's weight is two list lookups (scores in profiles are Fractions)
    number = {key: i for i, key in enumerate(keys)}
    table: list[list[int | None]] = [[group_weight.get((p, q)) for q in keys] for p in keys]
    code = {pid: number[profile[pid]] for pid in players}

    def weight(a: int, b: int) -> int | None:
        ca, cb = code.get(a), code.get(b)
        if ca is None or cb is None:
            return extra_weight.get((a, b))
        w = table[ca][cb]
        return w if w is not None and compatible(a, b) else None

    index = {pid: i for i, pid in enumerate(ids)}
    rank = {pid: i for i, pid in enumerate(players)}
    chosen = _nearest_pairs(groups, rank, group_weight, compatible)
    base = [(index[a], index[b], w) for (a, b), w in extra_weight.items() if index[a] < index[b]]
    pairs = [(index[a], index[b]) for a, b in (start or {}).items()
             if a in index and b in index and index[a] < index[b]]
    for _ in range(ROUNDS):
        checkpoint()
        edges = base + [(index[a], index[b], w) for (a, b), w in chosen.items()]
        mate_list, duals = matching_and_duals(len(ids), edges, pairs)
        pairs = [(i, j) for i, j in enumerate(mate_list) if i < j]
        short = _short_pairs(groups, group_weight, compatible, duals, index, chosen)
        if not short:
            mate = {ids[i]: ids[j] for i, j in enumerate(mate_list) if j >= 0}
            return Optimum(mate, duals, index, weight)
        chosen.update(short)
    return None


def _nearest_pairs(groups: dict[Hashable, list[int]], rank: dict[int, int],
                   group_weight: dict[tuple[Hashable, Hashable], int],
                   compatible: Callable[[int, int], bool]) -> dict[tuple[int, int], int]:
    """For each player and profile, the ``NEAR`` players of that profile it may meet nearest in rank."""
    chosen: dict[tuple[int, int], int] = {}
    for p, members in groups.items():
        for q, others in groups.items():
            w = group_weight.get((p, q))
            if w is None:
                continue
            ranks = [rank[b] for b in others]
            for a in members:
                at = bisect_left(ranks, rank[a])
                below, above, taken = at - 1, at, 0
                while taken < NEAR and (below >= 0 or above < len(others)):
                    if above < len(others) and (below < 0 or ranks[above] - rank[a] <= rank[a] - ranks[below]):
                        b = others[above]
                        above += 1
                    else:
                        b = others[below]
                        below -= 1
                    if b != a and compatible(a, b):
                        chosen[(a, b) if rank[a] < rank[b] else (b, a)] = w
                        taken += 1
    return chosen


def _short_pairs(groups: dict[Hashable, list[int]], group_weight: dict[tuple[Hashable, Hashable], int],
                 compatible: Callable[[int, int], bool], duals: Duals, index: dict[int, int],
                 chosen: dict[tuple[int, int], int]) -> dict[tuple[int, int], int]:
    """The pairs that may meet and whose slack is negative under ``duals`` (none: the duals are
    feasible for the whole graph), up to ``ADDED`` per player and profile, the partners of lowest
    dual first. Each profile's players sorted by dual: for a player of dual u, only the partners
    of dual below w - u can be short, and the players after it need less; the blossoms holding
    both players lower that bound further (``_Blossoms``), so the pairs inside a blossom are not
    looked at one by one."""
    u = duals.u
    by_dual = {key: sorted(members, key=lambda pid: u[index[pid]]) for key, members in groups.items()}
    blossoms = _Blossoms(duals, index, by_dual)
    short: dict[tuple[int, int], int] = {}
    for (p, q), w in group_weight.items():
        others = by_dual[q]
        position = blossoms.position[q]
        lowest = u[index[others[0]]]
        for a in by_dual[p]:
            ia = index[a]
            limit = 4 * w - u[ia]
            if limit <= lowest:
                break
            found: list[tuple[int, tuple[int, int]]] = []
            for blossom, inner, term in blossoms.levels(ia):
                candidates, skipped = blossoms.partners(q, blossom, inner)
                bound = limit - term
                taken = 0
                for b in candidates:
                    ib = index[b]
                    if u[ib] >= bound or taken == ADDED:
                        break
                    if b == a or (skipped is not None and skipped in blossoms.chain[ib]):
                        continue
                    key = (a, b) if ia < ib else (b, a)
                    if key in chosen or key in short or not compatible(a, b):
                        continue
                    found.append((position[b], key))
                    taken += 1
            found.sort()  # the partners of lowest dual first, as one scan of the profile would take them
            for _, key in found[:ADDED]:
                short[key] = w
    return short


class _Blossoms:
    """The blossoms of positive dual of a dual solution, as the dual check of ``_short_pairs`` reads
    them. A pair's slack is u_a + u_b - 4w plus the duals of the blossoms holding both players
    (``Duals.slack``). Blossoms are nested or disjoint (a laminar family), so the blossoms holding
    both players are the smallest one holding both and every blossom around it: the pair's blossom
    term is ``above`` of that smallest common blossom (the sum of the duals from it outwards), 0
    when no blossom holds both. For a player a, its partners fall into levels: outside a's
    outermost blossom (term 0), then for each blossom B of a's chain, outermost first, the players
    of B not in the next blossom of the chain inwards (their smallest common blossom with a is B,
    term ``above[B]``). Inside a level the term is the same for every partner, so the short pairs
    of a level are exactly its partners of dual below 4w - u_a - term: the players of a profile in
    a level are scanned by dual up to that bound, and no pair is looked at that the bound does not
    make short (apart from players skipped one by one in a small inner blossom)."""

    SMALL = 32  # an inner blossom with at most this many players of a profile is skipped player by player

    def __init__(self, duals: Duals, index: dict[int, int], by_dual: dict[Hashable, list[int]]) -> None:
        self.chain = {i: duals.blossoms(i) for i in index.values()}
        self.above: dict[int, int] = {}
        for chain in self.chain.values():
            total = 0
            for blossom, z in reversed(chain.items()):
                total += z
                self.above[blossom] = total
        self._index = index
        self._by_dual = by_dual
        self.position = {key: {pid: i for i, pid in enumerate(members)} for key, members in by_dual.items()}
        self._members: dict[Hashable, dict[int, list[int]]] = {}
        for key, members in by_dual.items():
            inside: dict[int, list[int]] = {}
            for pid in members:
                for blossom in self.chain[index[pid]]:
                    inside.setdefault(blossom, []).append(pid)
            self._members[key] = inside
        self._levels: dict[int, list[tuple[int | None, int | None, int]]] = {}
        self._partners: dict[tuple[Hashable, int | None, int | None], tuple[list[int], int | None]] = {}

    def levels(self, i: int) -> list[tuple[int | None, int | None, int]]:
        """The levels of vertex ``i``'s partners, outermost first: (blossom, or None for outside
        them all; the next blossom of i's chain inwards, whose players are in a deeper level; term)."""
        found = self._levels.get(i)
        if found is None:
            chain = list(self.chain[i])[::-1]  # outermost first
            found = [(None, chain[0] if chain else None, 0)]
            found += [(b, chain[k + 1] if k + 1 < len(chain) else None, self.above[b]) for k, b in enumerate(chain)]
            self._levels[i] = found
        return found

    def partners(self, key: Hashable, blossom: int | None, inner: int | None) -> tuple[list[int], int | None]:
        """The players of profile ``key`` in ``blossom`` (everyone for None) and not in ``inner``,
        by dual: a list, and the blossom whose players the scan must still skip (a small one)."""
        found = self._partners.get((key, blossom, inner))
        if found is None:
            members = self._members[key]
            area = self._by_dual[key] if blossom is None else members.get(blossom, [])
            if inner is None or inner not in members:
                found = (area, None)
            elif len(members[inner]) <= self.SMALL:
                found = (area, inner)
            else:
                found = ([pid for pid in area if inner not in self.chain[self._index[pid]]], None)
            self._partners[(key, blossom, inner)] = found
        return found
