"""3.6.4 of the top-scoregroup systems (C.04.5, C.04.6): the first pairing by identifier among the
least costly ones, by the tight-edge route (``_first_least_costly``) and by the search of its tops
player by player (``LeastCostly``, run on every bracket here), against brute force on random
brackets with arbitrary pair costs."""
from __future__ import annotations

import random
from typing import Callable

import pytest

from arbiter_gui.engine.matching.blossom import max_weight_matching
from arbiter_gui.engine.matching.layers import pack
from arbiter_gui.engine.swiss import top_group
from arbiter_gui.engine.swiss.top_group import LeastCostly, SystemRules, TopGroupRound, identifier
from tests.engine.match_systems_helpers import perfect_pairings


def bracket_round(seed: int) -> tuple[TopGroupRound, list[int], dict[tuple[int, int], tuple[int, int]]]:
    """A round whose only use is one bracket: random [C1] exclusions and two random cost criteria."""
    rng = random.Random(seed)
    bracket = sorted(rng.sample(range(1, 30), 2 * rng.randint(2, 5)))
    costs = {(a, b): (rng.choice([0, 0, 1]), rng.choice([0, 1, 2]))
             for i, a in enumerate(bracket) for b in bracket[i + 1:]}
    barred = {frozenset(pair) for pair in costs if rng.random() < 0.2}
    rnd = TopGroupRound.__new__(TopGroupRound)  # only the bracket's searches are exercised
    rnd.rules = SystemRules("test", "C.04.6", 2, ("C8", "C9"), lambda _r, a, b, _u: costs[min(a, b), max(a, b)],
                            lambda _r, a, _b: (None, ""))  # type: ignore[arg-type, return-value]
    rnd._excluded = {p: frozenset(q for q in bracket if frozenset((p, q)) in barred) for p in bracket}
    return rnd, bracket, costs


def brute_force(bracket: list[int], costs: dict[tuple[int, int], tuple[int, int]], rnd: TopGroupRound):
    pairings = list(perfect_pairings(bracket, rnd.compatible))
    if not pairings:
        return None

    def key(pairs: list[tuple[int, int]]) -> tuple[list[int], list[int]]:
        total = [sum(costs[min(a, b), max(a, b)][i] for a, b in pairs) for i in range(2)]
        return total, identifier(pairs)

    best = min(pairings, key=key)
    return sorted((min(a, b), max(a, b)) for a, b in best)


@pytest.mark.parametrize("window", [1, 3, top_group.WINDOW])
def test_both_routes_give_the_first_least_costly_pairing(monkeypatch: pytest.MonkeyPatch, window: int) -> None:
    monkeypatch.setattr(top_group, "WINDOW", window)  # the roles of players decided by one matching
    searched: list[LeastCostly] = []
    first = LeastCostly.first

    def counted(search: LeastCostly) -> tuple[list[int], Callable[[int, int], bool]]:
        searched.append(search)
        return first(search)

    monkeypatch.setattr(top_group.LeastCostly, "first", counted)
    brackets = 0
    for seed in range(400):
        rnd, bracket, costs = bracket_round(seed)
        expected = brute_force(bracket, costs, rnd)
        if expected is None:
            continue
        brackets += 1
        cost = rnd._pair_costs(frozenset())
        assert sorted(rnd._first_least_costly(bracket, cost)) == expected, seed
        assert sorted(search_alone(rnd, bracket, cost)) == expected, seed
    assert len(searched) > brackets  # some brackets' tight route needs the search: both are exercised


def search_alone(rnd: TopGroupRound, bracket: list[int],
                 cost: Callable[[int, int], tuple[int, ...]]) -> list[tuple[int, int]]:
    """``LeastCostly`` on the bracket (every allowed pair, not only the tight ones), whatever the
    tight route would have found."""
    edges = [(a, b, (1, *(-c for c in cost(a, b))))
             for i, a in enumerate(bracket) for b in bracket[i + 1:] if rnd.compatible(a, b)]
    weight = {(a, b): w for (a, b, _), (_, _, w) in zip(edges, pack(edges, 3, len(bracket) // 2 + 1))}
    mate = max_weight_matching(len(bracket), [(bracket.index(a), bracket.index(b), w)
                                               for (a, b), w in weight.items()])
    best = sum(weight[bracket[i], bracket[j]] for i, j in enumerate(mate) if i < j)
    search = LeastCostly(bracket, weight, best)
    tops, allowed = search.first()
    assert search.first_tops() == tops  # also where the smallest TPNs are the tops, found at once by ``first``
    return rnd._bottoms(tops, [pid for pid in bracket if pid not in tops], allowed)
