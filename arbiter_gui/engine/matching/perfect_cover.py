"""A complete pairing of a set of players, kept up to date by local swaps.

Proving again and again that players can all be paired ([C4]-style completion checks, or "this
pair still leaves a complete pairing of the others") costs a cardinality matching each time on
dense graphs. Keeping one complete pairing and repairing it where it changes is usually enough:
players left without a partner pair among themselves or take the partners of an existing pair;
only when that fails is a matching computed from scratch. Which players can still be paired with a
given one is found by one alternating-tree search (``partners``).
"""
from __future__ import annotations

from typing import Callable, Collection, Iterable, Mapping

from ..cancel import checkpoint
from . import completion
from .blossom import max_cardinality_matching

Allowed = Callable[[int, int], bool]
Mate = dict[int, int]  # both directions
Neighbours = Mapping[int, Collection[int]]  # the players each one is allowed with, if known


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


def _repaired(players: list[int], allowed: Allowed, start: Mate | None) -> Mate | None:
    """A complete pairing of ``players`` found by ``repair`` alone, from ``start`` restricted to
    them if given, else greedily; None if the repair fails (which proves nothing)."""
    chosen = set(players)
    mate = {a: b for a, b in (start or greedy(players, allowed)).items() if a in chosen and b in chosen}
    return mate if repair(mate, [p for p in players if p not in mate], allowed) else None


def complete(players: list[int], allowed: Allowed, start: Mate | None = None,
             neighbours: Neighbours | None = None) -> Mate | None:
    """A complete pairing of ``players`` (an even number), from ``start`` restricted to them if
    given, else greedily; None if there is none."""
    found = _repaired(players, allowed, start)
    if found is None:
        found = maximum(players, allowed, neighbours)
    return found if len(found) == len(players) else None


def _others(mate: Mate, a: int, b: int) -> tuple[list[int], Mate]:
    """The players of ``mate`` other than ``a`` and ``b``, and the pairs of ``mate`` among them."""
    return ([p for p in mate if p not in (a, b)],
            {p: q for p, q in mate.items() if p not in (a, b) and q not in (a, b)})


def _settle(mate: Mate, a: int, b: int, found: Mate | None) -> bool:
    """``mate`` becomes ``found`` (a pairing of the others) with ``a`` and ``b`` paired; False if
    there is no ``found``."""
    if found is None:
        return False
    mate.clear()
    mate.update(found | {a: b, b: a})
    return True


def force(mate: Mate, a: int, b: int, allowed: Allowed, neighbours: Neighbours | None = None) -> bool:
    """Change the complete pairing ``mate`` so that it pairs ``a`` with ``b``, if some complete
    pairing does; False (``mate`` unchanged) otherwise."""
    if mate[a] == b:
        return True
    others, rest = _others(mate, a, b)
    return _settle(mate, a, b, complete(others, allowed, rest, neighbours))


def _swapped(mate: Mate, a: int, b: int, allowed: Allowed) -> bool:
    """``force`` by swaps alone (``repair``): False proves nothing."""
    if mate[a] == b:
        return True
    others, rest = _others(mate, a, b)
    return _settle(mate, a, b, _repaired(others, allowed, rest))


def first_partner(mate: Mate, a: int, options: Iterable[int], allowed: Allowed, neighbours: Neighbours) -> int | None:
    """The first of ``options`` that some complete pairing of the players of ``mate`` pairs with
    ``a``, ``mate`` changed to such a pairing (as ``force`` would); None, ``mate`` unchanged, if
    none. Options are tried by swaps until the first that swaps cannot settle; then every partner
    ``a`` can have is found at once (``partners``), so that each later option costs a set lookup
    instead of a cardinality matching disproving it."""
    possible: set[int] | None = None
    for b in options:
        if possible is None:
            if _swapped(mate, a, b, allowed):
                return b
            possible = partners(mate, a, neighbours)
        if b in possible and force(mate, a, b, allowed, neighbours):
            return b
    return None


def partners(mate: Mate, a: int, neighbours: Neighbours) -> set[int]:
    """The players that some complete pairing of the players of ``mate`` pairs with ``a``.

    Without ``a``, ``mate`` is a maximum matching of the others that leaves only ``a``'s partner,
    the root, unpaired; ``a`` can meet ``b`` in a complete pairing exactly when some maximum
    matching of the others leaves ``b`` unpaired instead, that is when an alternating path of even
    length leads from the root to ``b`` (Gallai-Edmonds). Those players are the outer vertices of
    one alternating tree grown from the root, odd cycles (blossoms) shrunk onto their base as in
    Edmonds' algorithm: one search of the graph instead of a matching per candidate partner.
    ``neighbours`` may hold players no longer in ``mate``; they are ignored."""
    checkpoint()
    root = mate[a]
    base = {root: root}  # every vertex of the tree -> the base of the blossom holding it
    reached_from: dict[int, int] = {}  # inner vertex -> the outer vertex whose edge reached it
    outer = {root}
    queue = [root]

    def parent_base(x: int) -> int:
        """The base of the blossom above the blossom of base ``x`` (not the root) in the tree."""
        return base[reached_from[mate[x]]]

    for v in queue:  # grows while it is read
        for w in neighbours[v]:
            if w == a or w not in mate:
                continue
            if w not in base:  # every player but the root is paired: w inner, its partner outer
                reached_from[w] = v
                partner = mate[w]
                base[w], base[partner] = w, partner
                outer.add(partner)
                queue.append(partner)
            elif w in outer and base[v] != base[w]:  # an odd cycle: shrink it onto its top base
                above_v = {base[v]}
                x = base[v]
                while x != root:
                    x = parent_base(x)
                    above_v.add(x)
                top = base[w]
                while top not in above_v:
                    top = parent_base(top)
                shrunk = set()
                for x in (base[v], base[w]):
                    while x != top:
                        shrunk.update((x, mate[x]))
                        x = parent_base(x)
                for x, b in base.items():
                    if b in shrunk:
                        base[x] = top
                        if x not in outer:
                            outer.add(x)
                            queue.append(x)
    return {b for b in neighbours[a] if b in outer}
