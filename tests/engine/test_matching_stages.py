"""The staged lexicographic matching (engine/matching/layers.py) and the slacks it relies on.

Oracle: the same criteria weighed in one matching (the method the stages replace), compared by
value, on random graphs whose small layers tie often, so that the stages' edge pruning is tested
where many matchings are optimal for the higher layers.
"""
from __future__ import annotations

import random

import pytest

from arbiter_gui.engine.matching.blossom import weights_and_slacks
from arbiter_gui.engine.matching.layers import lexicographic_match, pack


def value(edges, tail, mate) -> tuple[int, ...]:
    """The criteria of a matching: each layer summed over its edges, the tail's too."""
    total: list[int] = []
    for u, v, values in edges:
        if mate.get(u) == v:
            row = values + (tail(u, v) or (0,) * 3)
            total = [a + b for a, b in zip(total, row)] if total else list(row)
    return tuple(total)


@pytest.mark.parametrize("seed", range(60))
def test_stages_find_the_optimum_of_one_matching(seed: int) -> None:
    rng = random.Random(seed)
    n = rng.randint(2, 14)
    edges = [(a, b, (1, rng.choice((0, 0, -1)), rng.randint(-1, 1)))
             for a in range(n) for b in range(a + 1, n) if rng.random() < 0.7]
    if not edges:
        return
    tails = {(a, b): (rng.randint(0, 2), -rng.randint(0, 3), rng.randint(0, 5 ** n))
             for a, b, _ in edges if rng.random() < 0.8}

    def tail(a: int, b: int):
        return tails.get((min(a, b), max(a, b)))

    whole = [(u, v, values + (tail(u, v) or (0, 0, 0))) for u, v, values in edges]
    best = lexicographic_match(whole, n)
    staged = lexicographic_match(edges, n, tail, (0, 1, 2, 3))
    assert value(edges, tail, staged) == value(edges, tail, best)


@pytest.mark.parametrize("seed", range(30))
def test_slacks_certify_the_matching(seed: int) -> None:
    """Every slack is non-negative, the matched edges' are zero (complementary slackness), and
    edges the solver leaves out (weight <= 0) get a slack too."""
    rng = random.Random(seed)
    n = rng.randint(2, 16)
    edges = [(a, b, rng.randint(-3, 20)) for a in range(n) for b in range(a + 1, n) if rng.random() < 0.6]
    mate, slacks = weights_and_slacks(n, edges)
    assert len(slacks) == len(edges)
    assert all(s >= 0 for s in slacks)
    assert all(s == 0 for (a, b, _), s in zip(edges, slacks) if mate[a] == b)


def test_pack_renumbers_vertices() -> None:
    edges = [(10, 20, (1, -1)), (20, 30, (0, 2))]
    index = {10: 0, 20: 1, 30: 2}
    assert pack(edges, 2, 2, index) == [(index[u], index[v], w) for u, v, w in pack(edges, 2, 2)]
