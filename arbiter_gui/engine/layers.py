"""Lexicographic criteria packed into one integer edge weight.

A pairing system states, for every possible pair, a tuple of criterion values in priority order
(higher is better). Packing them into non-overlapping bit fields of one Python integer makes a
maximum-weight matching optimise the criteria lexicographically: a better value of a
higher-priority criterion always outweighs any change in the lower ones.
"""
from __future__ import annotations

from typing import Sequence

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
