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

from collections import Counter
from collections.abc import Callable, Iterator
from itertools import combinations

from ...snapshot import Colour


def transpositions(s1: list[int], s2: list[int], allowed: Callable[[int, int], bool],
                   preference: Callable[[int], Colour | None], budget: int,
                   keep: frozenset[int] = frozenset()) -> Iterator[list[int]]:
    """1992 D1: the opponents of ``s1[0]``, ``s1[1]``, ... in the order of the transpositions of
    ``s2``, each pair ``allowed``, at most ``budget`` of them between two players who prefer the
    same colour (``preference``: B4, A8), and every player of ``keep`` paired (not left over). A
    branch is left as soon as the players still to pair cannot keep within the budget, counted by
    their preferences alone, or are fewer than the players of ``keep`` still unpaired."""
    chosen: list[int] = []
    used: set[int] = set()
    kept = len(keep & set(s2))
    rows = Counter(preference(p) for p in s1)
    columns = Counter(preference(p) for p in s2)

    def extend(row: int, spent: int, unpaired_kept: int) -> Iterator[list[int]]:
        if row == len(s1):
            yield list(chosen)
            return
        mine = preference(s1[row])
        rows[mine] -= 1
        for partner in s2:
            if partner in used or not allowed(s1[row], partner):
                continue
            theirs = preference(partner)
            price = spent + int(_same(mine, theirs))
            columns[theirs] -= 1
            waiting = unpaired_kept - (partner in keep)
            if waiting <= len(s1) - row - 1 and price + least_clashes(rows, columns) <= budget:
                chosen.append(partner)
                used.add(partner)
                if completable(row + 1, price):
                    yield from extend(row + 1, price, waiting)
                chosen.pop()
                used.discard(partner)
            columns[theirs] += 1
        rows[mine] += 1

    def completable(row: int, spent: int) -> bool:
        """Every player of S1 still to pair can have an opponent left, and every player of ``keep``
        left can be paired, by pairs allowed (and, the budget spent, of different preferences)
        (both at once if each alone: Mendelsohn-Dulmage)."""
        def edge(a: int, b: int) -> bool:
            return allowed(a, b) and (spent < budget or not _same(preference(a), preference(b)))

        rest = s1[row:]
        free = [q for q in s2 if q not in used]
        return covers(rest, free, edge) and covers([q for q in free if q in keep], rest,
                                                      lambda b, a: edge(a, b))

    yield from extend(0, 0, kept)


def _same(a: Colour | None, b: Colour | None) -> bool:
    return a is not None and a is b


def covers(left: list[int], right: list[int], edge: Callable[[int, int], bool]) -> bool:
    """Each of ``left`` can have a different one of ``right`` (augmenting paths): some transposition
    of ``right`` pairs all of ``left``."""
    if len(left) > len(right):
        return False
    mate: dict[int, int] = {}

    def augment(a: int, seen: set[int]) -> bool:
        for b in right:
            if b not in seen and edge(a, b):
                seen.add(b)
                if b not in mate or augment(mate[b], seen):
                    mate[b] = a
                    return True
        return False

    return all(augment(a, set()) for a in left)


def least_clashes(rows: Counter[Colour | None], columns: Counter[Colour | None]) -> int:
    """The fewest pairs between players who prefer the same colour when every one of ``rows`` is
    given one of ``columns`` (at least as many), by their preferences alone: White preferrers take
    Black preferrers first, then players without a preference, and the reverse."""
    white, black = Colour.WHITE, Colour.BLACK
    a = min(rows[white], columns[black])
    b = min(rows[black], columns[white])
    c = min(rows[white] - a + rows[black] - b, columns[None])
    spare = sum(columns.values()) - a - b - c
    return sum(rows.values()) - (a + b + c + min(rows[None], spare))


def exchanges(s1: list[int], s2: list[int]) -> Iterator[tuple[tuple[int, ...], tuple[int, ...]]]:
    """1992 D2: (players of S1, players of S2) exchanged, in order, given the numbers of S1 and S2."""
    for size in range(1, min(len(s1), len(s2)) + 1):
        options = [(out, into) for out in combinations(s1, size) for into in combinations(s2, size)]
        options.sort(key=lambda o: (sum(o[1]) - sum(o[0]), sorted(-n for n in o[0]), sorted(o[1])))
        yield from options
