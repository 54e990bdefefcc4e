"""Can a set of players all be paired legally? The completion checks every system needs
(e.g. Dutch C4, Dubov C4), on the dense compatibility graphs of real tournaments."""
from __future__ import annotations

from typing import Callable, Container, Iterable, Mapping

from ..cancel import checkpoint
from .blossom import max_cardinality_matching

Compatible = Callable[[int, int], bool]


def adjacency(ids: list[int], compatible: Compatible) -> list[list[int]]:
    return [_neighbours(p, ids, compatible) for p in ids]


def adjacency_of(ids: list[int], neighbours: Mapping[int, Container[int]]) -> list[list[int]]:
    """``adjacency`` from each player's allowed players (a player is not its own neighbour): the
    same lists, in the same order, without a call per pair."""
    checkpoint()
    return [[j for j, q in enumerate(ids) if q in allowed] for allowed in map(neighbours.__getitem__, ids)]


def _neighbours(p: int, ids: list[int], compatible: Compatible) -> list[int]:
    checkpoint()  # n calls of ``compatible`` per player: long at thousands of players
    return [j for j, q in enumerate(ids) if p != q and compatible(p, q)]


# Players the greedy pass may leave unpaired and repair; more: the exact matching is the quicker proof.
MAX_REPAIRS = 8


def pairs_greedily(ids: list[int], compatible: Compatible, bye_candidates: Iterable[int] = ()) -> bool:
    """A quick proof that ``ids`` can all be paired (one of ``bye_candidates`` left out if the number
    is odd): from the top, each player takes the highest placed compatible one left; the few left
    without a partner are then paired by ``_repair``. Failure proves nothing."""
    left = list(ids)
    if len(left) % 2:
        allowed = set(bye_candidates)
        bye = next((pid for pid in reversed(left) if pid in allowed), None)
        if bye is None:
            return False
        left.remove(bye)
    left.reverse()
    pairs: list[tuple[int, int]] = []
    unpaired: list[int] = []
    while left:
        a = left.pop()
        partner = next((i for i in range(len(left) - 1, -1, -1) if compatible(a, left[i])), None)
        if partner is None:
            unpaired.append(a)
            if len(unpaired) > MAX_REPAIRS:
                return False
            continue
        pairs.append((a, left.pop(partner)))
    return _repair(pairs, unpaired, compatible)


def _repair(pairs: list[tuple[int, int]], unpaired: list[int], compatible: Compatible) -> bool:
    """Pair the players of ``unpaired`` (an even number) with each other, or two of them, x and y,
    by breaking one pair (a, b) into x-a and y-b (an augmenting path of three edges)."""
    while unpaired:
        x = unpaired.pop()
        partner = next((i for i, y in enumerate(unpaired) if compatible(x, y)), None)
        if partner is not None:
            pairs.append((x, unpaired.pop(partner)))
            continue
        y = unpaired.pop()
        broken = next(((i, a, b) for i, pair in enumerate(pairs) for a, b in (pair, pair[::-1])
                       if compatible(x, a) and compatible(y, b)), None)
        if broken is None:
            return False
        i, a, b = broken
        pairs[i] = (x, a)
        pairs.append((y, b))
    return True


def can_pair_all(ids: list[int], compatible: Compatible, bye_candidates: Iterable[int] = ()) -> bool:
    """Every player of ``ids`` can be paired, one of ``bye_candidates`` taking the bye if the number
    is odd: the greedy proof first, then an exact maximum-cardinality matching."""
    bye_candidates = list(bye_candidates)
    if pairs_greedily(ids, compatible, bye_candidates):
        return True
    graph = adjacency(ids, compatible)
    if len(ids) % 2:
        index = {pid: i for i, pid in enumerate(ids)}
        bye = len(ids)
        graph.append([index[pid] for pid in bye_candidates])
        for i in graph[bye]:
            graph[i].append(bye)
    return all(m >= 0 for m in max_cardinality_matching(len(graph), graph))


def most_pairs(ids: list[int], compatible: Compatible) -> int:
    """The largest number of legal pairs among ``ids``."""
    if len(ids) % 2 == 0 and pairs_greedily(ids, compatible):
        return len(ids) // 2
    return sum(1 for m in max_cardinality_matching(len(ids), adjacency(ids, compatible)) if m >= 0) // 2
