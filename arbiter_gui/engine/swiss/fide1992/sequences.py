"""The orders of the 1992 rules (seed 004): transpositions of S2 (D1) and exchanges between S1 and
S2 (D2).

D1: S2's players are transposed "starting with the weakest", in ascending order of the numbers
written with their digits (5-6-7-8, 5-6-8-7, 5-7-6-8, ...). Only the first p places of S2 meet S1;
transpositions that differ after them give the same pairs and are one candidate (its first
occurrence). ``transpositions`` yields the candidates in that order, skipping a branch as soon as
one of its pairs is refused, so that the first acceptable one is found without listing the others.

D2: exchanges of one player, then of two, ... ordered by the difference between the sums of the
numbers exchanged, smallest first, and on equal differences the one taking the weaker players of
S1 (docs/rulings.md, 1992 rules R3: every player may be exchanged, the matrices show the order).
Numbers are the players' places in the scoregroup by A2, 1 the first.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator
from itertools import combinations


def transpositions(s1: list[int], s2: list[int], allowed: Callable[[int, int], bool],
                   cost: Callable[[int, int], int], budget: int) -> Iterator[list[int]]:
    """1992 D1: the opponents of ``s1[0]``, ``s1[1]``, ... in the order of the transpositions of
    ``s2``, each pair ``allowed`` and their total ``cost`` (pairs missing their colour
    preferences, B4) at most ``budget``."""
    chosen: list[int] = []
    used: set[int] = set()

    def extend(row: int, spent: int) -> Iterator[list[int]]:
        if row == len(s1):
            yield list(chosen)
            return
        for partner in s2:
            if partner in used or not allowed(s1[row], partner):
                continue
            price = spent + cost(s1[row], partner)
            if price > budget:
                continue
            chosen.append(partner)
            used.add(partner)
            yield from extend(row + 1, price)
            chosen.pop()
            used.discard(partner)

    yield from extend(0, 0)


def exchanges(s1: list[int], s2: list[int]) -> Iterator[tuple[tuple[int, ...], tuple[int, ...]]]:
    """1992 D2: (players of S1, players of S2) exchanged, in order, given the numbers of S1 and S2."""
    for size in range(1, min(len(s1), len(s2)) + 1):
        options = [(out, into) for out in combinations(s1, size) for into in combinations(s2, size)]
        options.sort(key=lambda o: (sum(o[1]) - sum(o[0]), sorted(-n for n in o[0]), sorted(o[1])))
        yield from options
