"""The first stage from profiles (engine/matching/optimum.py) against the dense graph.

Oracle: every allowed pair weighed (``from_edges``, the method it replaces). On random groups of
players with a few profiles, random pairs that may not meet and a pseudo-player joined to some,
the sparse solve must reach the same optimal weight, call optimal exactly the matchings the dense
one does (each optimum of the dense graph uses tight pairs only and leaves only free players
unmatched under the sparse duals: complementary slackness holds for every optimal dual solution).
"""
from __future__ import annotations

import random

import pytest

from arbiter_gui.engine.matching import optimum
from arbiter_gui.engine.matching.layers import lexicographic_match

PSEUDO = -1


def case(seed: int):
    rng = random.Random(seed)
    n = rng.randint(2, 60)
    players = list(range(1, n + 1))
    kinds = rng.randint(1, 4)
    profile = {p: rng.randrange(kinds) for p in players}
    table = {(p, q): (1, -rng.randint(0, 2), rng.randint(0, 3)) for p in range(kinds) for q in range(p, kinds)}
    table.update({(q, p): v for (p, q), v in list(table.items())})
    if kinds > 1 and rng.random() < 0.3:
        table[(0, 1)] = table[(1, 0)] = None  # profiles that never meet (MDPs)
    banned = {frozenset(rng.sample(players, 2)) for _ in range(rng.randint(0, n)) if n > 2}

    def compatible(a: int, b: int) -> bool:
        return frozenset((a, b)) not in banned

    extra = [(p, PSEUDO, (1, 0, 0)) for p in players if rng.random() < 0.3] if n % 2 else []
    edges = [(a, b, table[(profile[a], profile[b])]) for a in players for b in players
             if a < b and compatible(a, b) and table[(profile[a], profile[b])] is not None] + extra
    return players, profile, table, compatible, extra, edges


@pytest.mark.parametrize("near", [1, optimum.NEAR])
@pytest.mark.parametrize("seed", range(120))
def test_profiles_give_the_dense_optimum(seed: int, near: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """With one pair per player and profile at the start, the duals are short almost always and
    the pairs they leave short must be found."""
    monkeypatch.setattr(optimum, "NEAR", near)
    players, profile, table, compatible, extra, edges = case(seed)
    if not edges:
        return
    sparse = optimum.from_profiles(players, profile, lambda a, b: table[(profile[a], profile[b])], compatible, extra)
    dense = optimum.from_edges(edges)
    assert sparse is not None
    assert sparse.is_optimal(dense.mate) and dense.is_optimal(sparse.mate)
    best = lexicographic_match(edges, len(players) + 1)
    for a, b in best.items():  # an optimal matching: tight pairs only, every unmatched player free
        assert sparse.tight(a, b) and dense.tight(a, b)
    unmatched = [p for p in players + [PSEUDO] if p not in best]
    assert all(sparse.free(p) and dense.free(p) for p in unmatched)


def test_pairs_that_may_not_meet_are_never_tight() -> None:
    players, profile, table, compatible, extra, _ = case(7)
    sparse = optimum.from_profiles(players, profile, lambda a, b: table[(profile[a], profile[b])], compatible, extra)
    assert sparse is not None
    for a in players:
        for b in players:
            if a != b and not compatible(a, b):
                assert not sparse.tight(a, b)


def test_the_dual_check_finds_every_short_pair_inside_blossoms(monkeypatch: pytest.MonkeyPatch) -> None:
    """``_short_pairs`` reads the blossoms' duals level by level (``_Blossoms``) instead of each
    pair's slack: with no cap on the pairs added, it must return exactly the pairs that may meet,
    are not in the graph yet and have a negative slack (``Duals.slack``, pair by pair)."""
    monkeypatch.setattr(optimum, "NEAR", 1)
    monkeypatch.setattr(optimum, "ADDED", 10 ** 9)
    original = optimum._short_pairs
    checked = {"calls": 0, "with_blossoms": 0}

    def both(groups, group_weight, compatible, duals, index, chosen):  # type: ignore[no-untyped-def]
        found = original(groups, group_weight, compatible, duals, index, chosen)
        expected = set()
        for (p, q), w in group_weight.items():
            for a in groups[p]:
                for b in groups[q]:
                    key = (a, b) if index[a] < index[b] else (b, a)
                    if a != b and key not in chosen and compatible(a, b) and duals.slack(index[a], index[b], w) < 0:
                        expected.add(key)
        assert set(found) == expected
        checked["calls"] += 1
        checked["with_blossoms"] += any(duals.blossoms(i) for i in index.values())
        return found

    monkeypatch.setattr(optimum, "_short_pairs", both)
    for seed in range(120):
        players, profile, table, compatible, extra, edges = case(seed)
        if edges:
            optimum.from_profiles(players, profile, lambda a, b: table[(profile[a], profile[b])], compatible, extra)
    assert checked["with_blossoms"] > 10, checked
