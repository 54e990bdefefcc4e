"""Tests for arbiter_gui.engine.matching.blossom (the weighted matching).

Oracles: an exhaustive dynamic programme over vertex subsets for small graphs, the optimality
certificate (dual feasibility + complementary slackness) checked by the solver itself, and
networkx.max_weight_matching (used here only, as a reference) for larger graphs.
"""
from __future__ import annotations

import random
from functools import lru_cache

import pytest

from arbiter_gui.engine.matching.blossom import (
    _max_weight_matching,
    matching_weight,
    max_cardinality_matching,
    max_weight_matching,
)

# --------------------------------------------------------------------------------------------
# helpers
# --------------------------------------------------------------------------------------------


def brute_force(n, edges, max_cardinality):
    """Best (cardinality, weight) by exhaustive search over vertex subsets (n <= ~12)."""
    weight = {}
    for a, b, w in edges:
        weight[(a, b)] = w
        weight[(b, a)] = w

    @lru_cache(maxsize=None)
    def best(mask):
        if not mask:
            return (0, 0)
        v = (mask & -mask).bit_length() - 1
        rest = mask & ~(1 << v)
        result = best(rest)  # v stays exposed
        m = rest
        while m:
            x = (m & -m).bit_length() - 1
            m &= m - 1
            w = weight.get((v, x))
            if w is None:
                continue
            c, s = best(rest & ~(1 << x))
            cand = (c + 1, s + w)
            if max_cardinality:
                if cand > result:
                    result = cand
            elif cand[1] > result[1]:
                result = cand
        return result

    return best((1 << n) - 1)


def assert_valid(n, edges, mate):
    assert len(mate) == n
    present = {(a, b) for a, b, _ in edges} | {(b, a) for a, b, _ in edges}
    for v, m in enumerate(mate):
        if m != -1:
            assert 0 <= m < n
            assert mate[m] == v, "mate must be symmetric"
            assert (v, m) in present, "matched pair must be an edge"


def cardinality(mate):
    return sum(1 for m in mate if m != -1) // 2


def random_graph(rng, n, p, lo, hi, big=False):
    edges = []
    for a in range(n):
        for b in range(a + 1, n):
            if rng.random() < p:
                w = rng.randint(lo, hi)
                if big:
                    w = w * 2**300 + rng.randint(-7, 7)
                edges.append((a, b, w) if rng.random() < 0.5 else (b, a, w))
    rng.shuffle(edges)
    return edges


WEIGHT_RANGES = [(-5, 10), (0, 3), (1, 1), (0, 0), (1, 2), (1, 4), (5, 6), (1, 100), (-10, -1),
                 (-100, 100), (1, 10**6)]


# --------------------------------------------------------------------------------------------
# max_weight_matching
# --------------------------------------------------------------------------------------------


def test_trivial_graphs():
    assert max_weight_matching(0, []) == []
    assert max_weight_matching(1, []) == [-1]
    assert max_weight_matching(3, []) == [-1, -1, -1]
    assert max_weight_matching(2, [(0, 1, 5)]) == [1, 0]
    assert max_weight_matching(2, [(1, 0, 5)]) == [1, 0]
    # non-positive edges are not worth taking ...
    assert max_weight_matching(2, [(0, 1, 0)]) == [-1, -1]
    assert max_weight_matching(2, [(0, 1, -3)]) == [-1, -1]
    # ... unless the cardinality comes first
    assert max_weight_matching(2, [(0, 1, -3)], max_cardinality=True) == [1, 0]
    assert max_weight_matching(2, [(0, 1, 0)], max_cardinality=True) == [1, 0]


def test_path_and_cycles():
    # path 0-1-2-3: the middle edge alone beats the two outer ones only if heavier than both
    assert max_weight_matching(4, [(0, 1, 2), (1, 2, 5), (2, 3, 2)]) == [-1, 2, 1, -1]
    assert max_weight_matching(4, [(0, 1, 3), (1, 2, 5), (2, 3, 3)]) == [1, 0, 3, 2]
    mate = max_weight_matching(4, [(0, 1, 2), (1, 2, 5), (2, 3, 2)], max_cardinality=True)
    assert mate == [1, 0, 3, 2]
    # triangle with a pendant: the pendant edge forces the rest
    edges = [(0, 1, 6), (1, 2, 6), (0, 2, 6), (2, 3, 1)]
    mate = max_weight_matching(4, edges)
    assert matching_weight(mate, edges) == 7 and mate[3] == 2
    # odd cycle (blossom) whose base has to move
    edges = [(0, 1, 8), (1, 2, 9), (2, 3, 10), (3, 4, 7), (4, 0, 9), (4, 5, 6), (2, 6, 5)]
    mate = max_weight_matching(7, edges)
    assert_valid(7, edges, mate)
    assert matching_weight(mate, edges) == brute_force(7, edges, False)[1]


def test_nested_blossoms_need_expansion():
    # two 5-cycles sharing structure, with pendant vertices that pull the bases around
    edges = [(0, 1, 10), (1, 2, 10), (2, 3, 10), (3, 4, 10), (4, 0, 10),
             (4, 5, 10), (5, 6, 10), (6, 7, 10), (7, 8, 10), (8, 4, 10),
             (1, 9, 14), (6, 10, 14), (8, 11, 3), (3, 11, 12)]
    for mc in (False, True):
        mate = _max_weight_matching(12, edges, mc, verify=True)
        assert_valid(12, edges, mate)
        c, w = brute_force(12, edges, mc)
        assert matching_weight(mate, edges) == w
        if mc:
            assert cardinality(mate) == c


def test_big_integer_weights_are_exact():
    big = 2**600
    # floats would see all three edges as equal; only the last unit decides
    edges = [(0, 1, big + 1), (1, 2, 2 * big), (2, 3, big)]
    mate = max_weight_matching(4, edges)
    assert matching_weight(mate, edges) == 2 * big + 1
    assert mate == [1, 0, 3, 2]
    edges = [(0, 1, big), (1, 2, 2 * big + 1), (2, 3, big)]
    assert max_weight_matching(4, edges) == [-1, 2, 1, -1]
    # lexicographically packed weights, several hundred bits
    rng = random.Random(99)
    for _ in range(50):
        n = rng.randint(2, 9)
        edges = []
        for a in range(n):
            for b in range(a + 1, n):
                if rng.random() < 0.7:
                    w = (rng.randint(0, 2) << 700) + (rng.randint(0, 3) << 400) + rng.randint(0, 5)
                    edges.append((a, b, w))
        for mc in (False, True):
            mate = max_weight_matching(n, edges, mc)
            assert_valid(n, edges, mate)
            c, w = brute_force(n, edges, mc)
            assert matching_weight(mate, edges) == w
            if mc:
                assert cardinality(mate) == c


def test_input_validation():
    with pytest.raises(ValueError):
        max_weight_matching(2, [(0, 0, 1)])
    with pytest.raises(ValueError):
        max_weight_matching(2, [(0, 2, 1)])
    with pytest.raises(ValueError):
        max_weight_matching(2, [(-1, 0, 1)])
    with pytest.raises(TypeError):
        max_weight_matching(2, [(0, 1, 1.5)])
    with pytest.raises(ValueError):
        max_weight_matching(-1, [])
    # bool / int subclasses are accepted as integers
    assert max_weight_matching(2, [(0, 1, True)]) == [1, 0]


@pytest.mark.parametrize("seed", range(4))
def test_against_brute_force(seed):
    rng = random.Random(1000 + seed)
    for _ in range(750):
        n = rng.randint(0, 10)
        p = rng.choice([0.1, 0.3, 0.5, 0.8, 1.0])
        lo, hi = rng.choice(WEIGHT_RANGES)
        edges = random_graph(rng, n, p, lo, hi, big=rng.random() < 0.3)
        for mc in (False, True):
            mate = max_weight_matching(n, edges, mc)
            assert_valid(n, edges, mate)
            c, w = brute_force(n, edges, mc)
            assert matching_weight(mate, edges) == w, (n, edges, mc)
            if mc:
                assert cardinality(mate) == c, (n, edges, mc)


@pytest.mark.parametrize("warm_start", [True, False])
def test_optimality_certificate(warm_start):
    """Medium graphs with many ties: the solver's own dual certificate must hold.

    The cold start (textbook initial duals) exercises blossom expansion and augmentation
    through nested blossoms far more often than the warm start does."""
    rng = random.Random(7 if warm_start else 8)
    for _ in range(150):
        n = rng.randint(10, 36)
        p = rng.choice([0.1, 0.15, 0.3, 0.6])
        lo, hi = rng.choice([(1, 2), (1, 4), (5, 6), (1, 10), (0, 3), (-3, 5)])
        edges = random_graph(rng, n, p, lo, hi, big=rng.random() < 0.2)
        for mc in (False, True):
            mate = _max_weight_matching(n, edges, mc, warm_start=warm_start, verify=True)
            assert_valid(n, edges, mate)


def test_warm_and_cold_start_agree():
    rng = random.Random(31)
    for _ in range(100):
        n = rng.randint(10, 60)
        p = rng.choice([0.1, 0.3, 1.0])
        lo, hi = rng.choice(WEIGHT_RANGES)
        edges = random_graph(rng, n, p, lo, hi)
        for mc in (False, True):
            a = _max_weight_matching(n, edges, mc, warm_start=True)
            b = _max_weight_matching(n, edges, mc, warm_start=False)
            assert matching_weight(a, edges) == matching_weight(b, edges)
            assert cardinality(a) == cardinality(b) or not mc


def test_start_from_a_matching():
    """A search started from a given matching (any: optimal, greedy, random, with pairs that are no
    edge) ends with the optimum's weight and a valid certificate; the hub case (one vertex whose
    every edge became heavy) included, as the explanation's re-solves meet it."""
    rng = random.Random(53)
    for trial in range(150):
        n = rng.randint(6, 40)
        lo, hi = rng.choice(WEIGHT_RANGES)
        edges = random_graph(rng, n, rng.choice([0.15, 0.3, 1.0]), lo, hi, big=rng.random() < 0.2)
        if trial % 3 == 0 and n > 2:  # a hub: every edge of vertex 0 far heavier than the others
            edges = [(a, b, w + 10**9 if 0 in (a, b) else w) for a, b, w in edges]
        best = matching_weight(_max_weight_matching(n, edges), edges)
        optimal = _max_weight_matching(n, [(a, b, w) for a, b, w in edges if 0 not in (a, b)])
        order = list(range(n))
        rng.shuffle(order)
        starts = [[(i, j) for i, j in enumerate(optimal) if i < j],
                  [(a, b) for a, b, _ in edges[: n // 2]],
                  list(zip(order[::2], order[1::2]))]
        for start in starts:
            mate = _max_weight_matching(n, edges, verify=True, start=start)
            assert_valid(n, edges, mate)
            assert matching_weight(mate, edges) == best, (n, edges, start)


def _nx_weight(nx, n, edges, mc):
    G = nx.Graph()
    G.add_nodes_from(range(n))
    G.add_weighted_edges_from(edges)
    M = nx.max_weight_matching(G, maxcardinality=mc)
    return len(M), sum(G[a][b]["weight"] for a, b in M)


@pytest.mark.parametrize("seed", range(3))
def test_against_networkx(seed):
    nx = pytest.importorskip("networkx")
    rng = random.Random(2000 + seed)
    for i in range(25):
        n = rng.randint(2, 150) if i % 5 else rng.randint(100, 150)
        p = rng.choice([0.02, 0.05, 0.1, 0.3, 0.7, 1.0])
        if n > 100 and p > 0.3:
            p = 0.3  # keep networkx's share of the run time reasonable
        lo, hi = rng.choice(WEIGHT_RANGES)
        edges = random_graph(rng, n, p, lo, hi, big=rng.random() < 0.3)
        for mc in (False, True):
            mate = max_weight_matching(n, edges, mc)
            assert_valid(n, edges, mate)
            c, w = _nx_weight(nx, n, edges, mc)
            assert matching_weight(mate, edges) == w, (seed, i, mc)
            if mc:
                assert cardinality(mate) == c


def test_against_networkx_dense_packed_weights():
    nx = pytest.importorskip("networkx")
    rng = random.Random(77)
    for n in (40, 81, 120):
        scores = [rng.randint(0, 6) for _ in range(n)]
        edges = []
        for a in range(n):
            for b in range(a + 1, n):
                if rng.random() < 0.1:
                    continue  # already met
                w = (1 << 700) - ((scores[a] - scores[b]) ** 2 << 600) \
                    - (rng.randint(0, 1) << 400) - (abs(a - b) << 100)
                edges.append((a, b, w))
        for mc in (False, True):
            mate = _max_weight_matching(n, edges, mc, verify=True)
            assert_valid(n, edges, mate)
            c, w = _nx_weight(nx, n, edges, mc)
            assert matching_weight(mate, edges) == w
            if mc:
                assert cardinality(mate) == c


def test_input_not_modified():
    edges = [(0, 1, 5), (1, 2, 7), (2, 0, 6)]
    copy = list(edges)
    max_weight_matching(3, edges, True)
    assert edges == copy


# --------------------------------------------------------------------------------------------
# max_cardinality_matching
# --------------------------------------------------------------------------------------------


def _adjacency(n, edges):
    adj = [[] for _ in range(n)]
    for a, b, _ in edges:
        adj[a].append(b)
        adj[b].append(a)
    return adj


def test_cardinality_trivial():
    assert max_cardinality_matching(0, []) == []
    assert max_cardinality_matching(1, [[]]) == [-1]
    assert max_cardinality_matching(2, [[1], [0]]) == [1, 0]
    # self-loops and repeated neighbours are tolerated
    assert max_cardinality_matching(2, [[0, 1, 1], [0, 0, 1]]) == [1, 0]
    with pytest.raises(ValueError):
        max_cardinality_matching(3, [[1], [0]])


def test_cardinality_needs_blossom():
    # 5-cycle 0..4 with pendant 5 at 0 and pendant 6 at 2: perfect only through the blossom
    edges = [(0, 1, 1), (1, 2, 1), (2, 3, 1), (3, 4, 1), (4, 0, 1), (0, 5, 1), (3, 6, 1)]
    adj = _adjacency(7, edges)
    mate = max_cardinality_matching(7, adj)
    assert_valid(7, edges, mate)
    assert cardinality(mate) == 3
    # Petersen graph has a perfect matching
    outer = [(i, (i + 1) % 5, 1) for i in range(5)]
    inner = [(5 + i, 5 + (i + 2) % 5, 1) for i in range(5)]
    spokes = [(i, i + 5, 1) for i in range(5)]
    edges = outer + inner + spokes
    mate = max_cardinality_matching(10, _adjacency(10, edges))
    assert_valid(10, edges, mate)
    assert cardinality(mate) == 5


@pytest.mark.parametrize("seed", range(3))
def test_cardinality_against_brute_force(seed):
    rng = random.Random(3000 + seed)
    for _ in range(700):
        n = rng.randint(0, 11)
        p = rng.choice([0.1, 0.2, 0.3, 0.5, 0.9])
        edges = random_graph(rng, n, p, 1, 1)
        mate = max_cardinality_matching(n, _adjacency(n, edges))
        assert_valid(n, edges, mate)
        assert cardinality(mate) == brute_force(n, edges, True)[0], (n, edges)


def test_cardinality_against_networkx():
    nx = pytest.importorskip("networkx")
    rng = random.Random(4000)
    for i in range(60):
        n = rng.randint(2, 300)
        p = rng.choice([0.005, 0.01, 0.02, 0.05, 0.2]) if n > 100 else rng.random()
        edges = random_graph(rng, n, p, 1, 1)
        mate = max_cardinality_matching(n, _adjacency(n, edges))
        assert_valid(n, edges, mate)
        G = nx.Graph()
        G.add_nodes_from(range(n))
        G.add_edges_from((a, b) for a, b, _ in edges)
        assert cardinality(mate) == len(nx.max_weight_matching(G, maxcardinality=True)), i


def test_cardinality_agrees_with_weighted():
    rng = random.Random(5000)
    for _ in range(200):
        n = rng.randint(1, 60)
        edges = random_graph(rng, n, rng.choice([0.03, 0.08, 0.2]), 1, 1)
        a = max_cardinality_matching(n, _adjacency(n, edges))
        b = max_weight_matching(n, edges, max_cardinality=True)
        assert cardinality(a) == cardinality(b)


def test_duplicate_pairs_count_their_heaviest_copy():
    """``optimum.from_profiles`` can list a pair twice: the solver takes the heaviest copy, and so do
    the certificate check and ``matching_weight`` (they used to count both copies)."""
    rng = random.Random(2027)
    for _ in range(300):
        n = rng.randint(2, 9)
        # one to three random graphs over the same players: a pair in several of them is listed as often
        edges = [edge for _ in range(rng.randint(1, 3)) for edge in random_graph(rng, n, 0.7, -3, 12)]
        rng.shuffle(edges)
        heaviest: dict[tuple[int, int], int] = {}
        for a, b, w in edges:
            pair = (min(a, b), max(a, b))
            heaviest[pair] = max(w, heaviest.get(pair, w))
        for mc in (False, True):
            mate = _max_weight_matching(n, edges, mc, verify=True)
            _, best = brute_force(n, [(a, b, w) for (a, b), w in heaviest.items()], mc)
            assert matching_weight(mate, edges) == best, (n, edges, mc)
