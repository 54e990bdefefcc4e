"""Lexicographic criteria packed into one integer edge weight.

A pairing system states, for every possible pair, a tuple of criterion values in priority order
(higher is better). Packing them into non-overlapping bit fields of one Python integer makes a
maximum-weight matching optimise the criteria lexicographically: a better value of a
higher-priority criterion always outweighs any change in the lower ones.
"""
from __future__ import annotations

from typing import Sequence

from .blossom import max_weight_matching

Edge = tuple[int, int, tuple[int, ...]]


def pack(edges: Sequence[Edge], layer_count: int, max_pairs: int) -> list[tuple[int, int, int]]:
    """Integer weights for ``edges``; ``max_pairs`` bounds the number of edges in any matching."""
    if not edges:
        return []
    columns = list(zip(*(values for _, _, values in edges)))
    bound = max(max_pairs, 1)
    # Keep |sum of one layer over a matching| < 2**(width-2), so that the lower layers together
    # can never change the comparison decided by a higher one.
    widths = [(max(map(abs, column)) * bound).bit_length() + 2 for column in columns[:layer_count]]
    packed = []
    for u, v, values in edges:
        weight = 0
        for value, width in zip(values, widths):
            weight = (weight << width) + value
        packed.append((u, v, weight))
    return packed


def lexicographic_match(edges: Sequence[Edge], vertex_count: int) -> dict[int, int]:
    """The matching that is best by the edges' criteria tuples (compared lexicographically), as a
    map between player ids (both directions); ``vertex_count`` bounds the matching's size."""
    ids = sorted({x for u, v, _ in edges for x in (u, v)})
    index = {pid: i for i, pid in enumerate(ids)}
    weighted = pack(edges, len(edges[0][2]) if edges else 0, vertex_count // 2 + 1)
    mate = max_weight_matching(len(ids), [(index[u], index[v], w) for u, v, w in weighted])
    return {ids[i]: ids[j] for i, j in enumerate(mate) if j >= 0}
