"""The quick pairing proofs of issue 30 against exhaustive search on small random graphs.

``completion.pairs_greedily`` (the greedy pass and its repair) may only say True when a perfect
pairing exists; ``TopBottomMatching`` (Double-Swiss and Team 3.6.3) must give each top, in
ascending order, the smallest bottom that leaves the other tops a perfect matching.
"""
from __future__ import annotations

import itertools
import random
from functools import lru_cache

import pytest

from arbiter_gui.engine.matching import completion
from arbiter_gui.engine.swiss.top_group import TopBottomMatching


def perfect_exists(ids: frozenset[int], allowed) -> bool:
    @lru_cache(maxsize=None)
    def solve(left: frozenset[int]) -> bool:
        if not left:
            return True
        a = min(left)
        return any(allowed(a, b) and solve(left - {a, b}) for b in left if b != a)
    return len(ids) % 2 == 0 and solve(frozenset(ids))


def random_graph(rng: random.Random, n: int, density: float):
    barred = {frozenset(p) for p in itertools.combinations(range(1, n + 1), 2) if rng.random() > density}
    return lambda a, b: frozenset((a, b)) not in barred


@pytest.mark.parametrize("seed", range(300))
def test_greedy_proof_is_never_wrong(seed: int) -> None:
    rng = random.Random(seed)
    n = rng.choice([4, 6, 8, 10, 12])
    allowed = random_graph(rng, n, rng.choice([0.3, 0.5, 0.8, 0.95]))
    ids = list(range(1, n + 1))
    if completion.pairs_greedily(ids, allowed):
        assert perfect_exists(frozenset(ids), allowed)


def test_repair_pairs_what_the_greedy_pass_leaves() -> None:
    # 1-2 and 3-4 are made first; 5 and 6 have met, but 5-1 and 6-2 complete the pairing
    barred = {frozenset((5, 6)), frozenset((5, 2)), frozenset((6, 1)), frozenset((5, 3)), frozenset((5, 4)),
              frozenset((6, 3)), frozenset((6, 4))}
    assert completion.pairs_greedily(list(range(1, 7)), lambda a, b: frozenset((a, b)) not in barred)


def bottoms_by_search(tops: list[int], bottoms: list[int], allowed) -> list[tuple[int, int]] | None:
    def complete(ts: list[int], bs: list[int]) -> bool:
        return any(all(b > t and allowed(t, b) for t, b in zip(ts, perm)) for perm in itertools.permutations(bs))
    pairs, left = [], list(bottoms)
    for i, t in enumerate(tops):
        b = next((b for b in sorted(left) if b > t and allowed(t, b)
                  and complete(tops[i + 1:], [x for x in left if x != b])), None)
        if b is None:
            return None
        pairs.append((t, b))
        left.remove(b)
    return pairs


@pytest.mark.parametrize("seed", range(300))
def test_top_bottom_matching_against_search(seed: int) -> None:
    rng = random.Random(seed)
    half = rng.choice([1, 2, 3, 4, 5])
    ids = rng.sample(range(1, 20), 2 * half)
    tops = sorted(rng.sample(ids, half))
    bottoms = [x for x in ids if x not in tops]
    allowed = random_graph(rng, 20, rng.choice([0.3, 0.6, 0.9]))
    expected = bottoms_by_search(tops, bottoms, allowed)
    matching = TopBottomMatching(tops, bottoms, allowed)
    if expected is None:
        assert not matching.complete()
    else:
        assert matching.complete()
        assert [(t, matching.take_smallest(t)) for t in tops] == expected
