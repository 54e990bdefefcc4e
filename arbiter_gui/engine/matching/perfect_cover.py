"""A complete pairing of a set of players, kept up to date by local swaps.

Proving again and again that players can all be paired ([C4]-style completion checks, or "this
pair still leaves a complete pairing of the others") costs a cardinality matching each time on
dense graphs. Keeping one complete pairing and repairing it where it changes is usually enough:
players left without a partner pair among themselves or take the partners of an existing pair;
only when that fails is a matching computed from scratch.
"""
from __future__ import annotations

from typing import Callable, Container, Mapping

from . import completion
from .blossom import max_cardinality_matching

Allowed = Callable[[int, int], bool]
Mate = dict[int, int]  # both directions
Neighbours = Mapping[int, Container[int]]  # the players each one is allowed with, if known


def maximum(players: list[int], allowed: Allowed, neighbours: Neighbours | None = None) -> Mate:
    """A maximum matching of ``players`` under ``allowed`` (``neighbours``: the same relation
    as sets, which build the graph without a call per pair)."""
    graph = (completion.adjacency(players, allowed) if neighbours is None
             else completion.adjacency_of(players, neighbours))
    found = max_cardinality_matching(len(players), graph)
    return {players[i]: players[j] for i, j in enumerate(found) if j >= 0}


def greedy(players: list[int], allowed: Allowed) -> Mate:
    """Each player in turn takes the first allowed player after it still free (may leave some)."""
    mate: Mate = {}
    for i, a in enumerate(players):
        if a in mate:
            continue
        b = next((b for b in players[i + 1:] if b not in mate and allowed(a, b)), None)
        if b is not None:
            mate[a], mate[b] = b, a
    return mate


def repair(mate: Mate, exposed: list[int], allowed: Allowed) -> bool:
    """Complete ``mate`` (a matching of other players) so that ``exposed`` are paired too, by
    pairing them together or giving one of them each player of an existing pair. ``mate`` is
    changed only on success."""
    trial = dict(mate)
    left = list(exposed)
    while left:
        a = left.pop()
        b = next((b for b in left if allowed(a, b)), None)
        if b is not None:
            left.remove(b)
            trial[a], trial[b] = b, a
            continue
        swap = next(((r, s, c) for r, s in trial.items() if allowed(a, r)
                     for c in left if allowed(c, s)), None)
        if swap is None:
            return False
        r, s, c = swap
        left.remove(c)
        trial.update({a: r, r: a, c: s, s: c})
    mate.clear()
    mate.update(trial)
    return True


def complete(players: list[int], allowed: Allowed, start: Mate | None = None,
             neighbours: Neighbours | None = None) -> Mate | None:
    """A complete pairing of ``players`` (an even number), from ``start`` restricted to them if
    given, else greedily; None if there is none."""
    chosen = set(players)
    mate = {a: b for a, b in (start or greedy(players, allowed)).items() if a in chosen and b in chosen}
    if repair(mate, [p for p in players if p not in mate], allowed):
        return mate
    found = maximum(players, allowed, neighbours)
    return found if len(found) == len(players) else None


def force(mate: Mate, a: int, b: int, allowed: Allowed, neighbours: Neighbours | None = None) -> bool:
    """Change the complete pairing ``mate`` so that it pairs ``a`` with ``b``, if some complete
    pairing does; False (``mate`` unchanged) otherwise."""
    if mate[a] == b:
        return True
    rest = {p: q for p, q in mate.items() if p not in (a, b) and q not in (a, b)}
    found = complete([p for p in mate if p not in (a, b)], allowed, rest, neighbours)
    if found is None:
        return False
    mate.clear()
    mate.update(found | {a: b, b: a})
    return True
