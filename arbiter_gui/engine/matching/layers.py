"""Lexicographic criteria packed into one integer edge weight.

A pairing system states, for every possible pair, a tuple of criterion values in priority order
(higher is better). Packing them into non-overlapping bit fields of one Python integer makes a
maximum-weight matching optimise the criteria lexicographically: a better value of a
higher-priority criterion always outweighs any change in the lower ones.

Wide low layers (a sequence position over hundreds of players takes thousands of bits) make every
step of the matching slow, so they can be weighed in stages (``lexicographic_match``'s ``tail``):
the matching is first solved with the higher layers only, and the next stage keeps only the edges
that are tight under that solution's dual variables. The result is the same: the lexicographic
optimum is optimal for every prefix of the layers, and by complementary slackness every edge of an
optimal matching is tight under every optimal dual solution of the same problem.
"""
from __future__ import annotations

from operator import itemgetter
from typing import Callable, Sequence

from .blossom import max_weight_matching, weights_and_slacks

Edge = tuple[int, int, tuple[int, ...]]
Tail = Callable[[int, int], "tuple[int, ...] | None"]


def pack(edges: Sequence[Edge], layer_count: int, max_pairs: int,
         index: dict[int, int] | None = None) -> list[tuple[int, int, int]]:
    """Integer weights for ``edges``; ``max_pairs`` bounds the number of edges in any matching;
    ``index``: the vertices renumbered."""
    if not edges:
        return []
    bound = max(max_pairs, 1)
    # Each distinct tuple of values packed once: the criteria of a large bracket take a handful of
    # distinct values over tens of thousands of pairs.
    known = {values: 0 for _, _, values in edges}
    # Keep |sum of one layer over a matching| < 2**(width-2), so that the lower layers together
    # can never change the comparison decided by a higher one.
    widths = [(max(map(abs, map(itemgetter(layer), known))) * bound).bit_length() + 2
              for layer in range(layer_count)]
    for values in known:
        weight = 0
        for value, width in zip(values, widths):
            weight = (weight << width) + value
        known[values] = weight
    if index is None:
        return [(u, v, known[values]) for u, v, values in edges]
    return [(index[u], index[v], known[values]) for u, v, values in edges]


def lexicographic_match(edges: Sequence[Edge], vertex_count: int, tail: Tail | None = None,
                        stages: Sequence[int] = ()) -> dict[int, int]:
    """The matching that is best by the edges' criteria tuples (compared lexicographically), as a
    map between player ids (both directions); ``vertex_count`` bounds the matching's size.

    ``tail(u, v)`` gives lower layers appended to an edge's values (None: zeros), ``stages`` how
    many of them are weighed at each stage, the last number being all of them: the tail is asked
    only for the edges still in play at a stage that weighs it (see the module's docstring)."""
    ids = sorted({x for u, v, _ in edges for x in (u, v)})
    index = {pid: i for i, pid in enumerate(ids)}
    current = list(edges)
    counts = list(stages) if tail is not None else [0]
    zeros = (0,) * counts[-1]
    for stage, count in enumerate(counts):
        weighed = current if not count else [
            (u, v, values + (tail(u, v) or zeros)[:count]) for u, v, values in current]  # type: ignore[misc]
        packed = pack(weighed, len(weighed[0][2]) if weighed else 0, vertex_count // 2 + 1, index)
        del weighed
        if stage == len(counts) - 1:
            mate = max_weight_matching(len(ids), packed)
        else:
            mate, slacks = weights_and_slacks(len(ids), packed)
            current = [edge for edge, slack in zip(current, slacks) if slack == 0]
    return {ids[i]: ids[j] for i, j in enumerate(mate) if j >= 0}
