"""``perfect_cover`` (the complete pairing the Burstein walk keeps up to date) against brute force."""
from __future__ import annotations

import random
from functools import lru_cache

import pytest

from arbiter_gui.engine.matching import completion, perfect_cover


def random_graph(seed: int) -> tuple[list[int], set[frozenset[int]]]:
    rng = random.Random(seed)
    players = list(range(1, 2 * rng.randint(1, 6) + 1))
    density = rng.choice([0.3, 0.6, 0.9])
    edges = {frozenset((a, b)) for a in players for b in players if a < b and rng.random() < density}
    return players, edges


def pairable(players: frozenset[int], edges: set[frozenset[int]]) -> bool:
    @lru_cache(maxsize=None)
    def go(left: frozenset[int]) -> bool:
        if not left:
            return True
        a = min(left)
        return any(frozenset((a, b)) in edges and go(left - {a, b}) for b in left if b != a)

    return go(players)


@pytest.mark.parametrize("seed", range(60))
def test_complete_and_force_agree_with_brute_force(seed: int) -> None:
    players, edges = random_graph(seed)

    def allowed(a: int, b: int) -> bool:
        return frozenset((a, b)) in edges

    mate = perfect_cover.complete(players, allowed)
    assert (mate is not None) == pairable(frozenset(players), edges)
    if mate is None:
        return
    assert sorted(mate) == players and all(allowed(a, b) and mate[b] == a for a, b in mate.items())
    for pair in sorted(edges, key=sorted):
        a, b = sorted(pair)
        trial = dict(mate)
        possible = pairable(frozenset(players) - {a, b}, edges)
        assert perfect_cover.force(trial, a, b, allowed) == possible
        assert trial == mate if not possible else (trial[a] == b and sorted(trial) == players)


@pytest.mark.parametrize("seed", range(30))
def test_neighbour_sets_build_the_same_graph(seed: int) -> None:
    """The Burstein walk gives its neighbour sets to ``force``: the graph built from them is the
    one the ``allowed`` calls build, list for list, so the matchings found are the same."""
    players, edges = random_graph(seed)
    random.Random(seed).shuffle(players)
    neighbours = {p: {q for q in players if frozenset((p, q)) in edges} for p in players}
    assert (completion.adjacency_of(players, neighbours)
            == completion.adjacency(players, lambda a, b: frozenset((a, b)) in edges))


@pytest.mark.parametrize("seed", range(60))
def test_partners_are_the_partners_of_some_complete_pairing(seed: int) -> None:
    """``partners`` (one alternating tree, blossoms shrunk) names exactly the players that some
    complete pairing gives ``a``, by brute force; players of ``neighbours`` no longer in the
    pairing (as in the walk, where paired players leave it) are ignored."""
    players, edges = random_graph(seed)
    gone = [-1, -2]  # paired earlier in the walk: neighbours of everybody, not in the pairing
    neighbours = {p: {q for q in players if frozenset((p, q)) in edges} | set(gone) for p in players}
    mate = perfect_cover.complete(players, lambda a, b: frozenset((a, b)) in edges)
    if mate is None:
        return
    for a in players:
        expected = {b for b in players if frozenset((a, b)) in edges
                    and pairable(frozenset(players) - {a, b}, edges)}
        assert perfect_cover.partners(mate, a, neighbours) == expected


@pytest.mark.parametrize("seed", range(40))
def test_partners_agree_with_force_on_larger_graphs(seed: int) -> None:
    """On 20-40 players of sparse graphs (many odd cycles) ``partners`` agrees with ``force``'s
    cardinality matchings, and ``first_partner`` picks the first option ``force`` accepts."""
    rng = random.Random(seed)
    players = list(range(1, 2 * rng.randint(10, 20) + 1))
    density = rng.choice([0.08, 0.12, 0.2])
    edges = {frozenset((a, b)) for a in players for b in players if a < b and rng.random() < density}
    for a, b in zip(players[::2], players[1::2]):
        edges.add(frozenset((a, b)))  # a complete pairing exists

    def allowed(a: int, b: int) -> bool:
        return frozenset((a, b)) in edges

    neighbours = {p: {q for q in players if allowed(p, q)} for p in players}
    mate = perfect_cover.complete(players, allowed)
    assert mate is not None
    for a in players:
        accepted = [b for b in players if allowed(a, b) and perfect_cover.force(dict(mate), a, b, allowed)]
        assert perfect_cover.partners(mate, a, neighbours) == set(accepted)
        options = rng.sample(players, len(players))
        trial, expected = dict(mate), dict(mate)
        first = next((b for b in options if allowed(a, b) and perfect_cover.force(expected, a, b, allowed)), None)
        assert perfect_cover.first_partner(trial, a, (b for b in options if allowed(a, b)), allowed,
                                           neighbours) == first
        assert trial == expected
