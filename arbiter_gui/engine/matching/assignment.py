"""The first transposition that works: lexicographically first perfect assignment of columns to rows."""
from __future__ import annotations

from typing import Callable


def first_assignment(s1: list[int], t2: list[int], allowed: Callable[[int, int], bool]) -> list[int] | None:
    """The lexicographically first order of ``t2`` (by position in ``t2``) such that ``s1[i]`` may
    meet ``t2[i]`` for every i, ``t2`` possibly longer than ``s1``; None if there is none. This is
    the first transposition of S2 that gives legal pairs (Dutch C.04.3 4.2, Dubov C.04.4.1 4.4).

    A perfect bipartite matching is found by augmenting paths; then each row in turn takes the first
    column it can have while the rows after it can still be matched (the rows before are locked):
    one reverse search per row, on bit sets, tells which rows can give up their column."""
    options = {s: [t for t in t2 if allowed(s, t)] for s in s1}
    row: dict[int, int] = {}
    col: dict[int, int] = {}
    for s in s1:
        if not _augment(s, options, row, col, locked=set(), seen=set()):
            return None
    position = {t: j for j, t in enumerate(t2)}
    holders = [0] * len(t2)  # for each column, the rows (bits by index in s1) that may take it
    for i, s in enumerate(s1):
        for t in options[s]:
            holders[position[t]] |= 1 << i
    movable = (1 << len(s1)) - 1  # the rows not yet locked
    index = {s: i for i, s in enumerate(s1)}
    for i, s in enumerate(s1):
        movable &= ~(1 << i)
        _take_first(s, options[s], _Vacancies(s1, index, t2, row, col, holders, position, movable, row[s]))
    return [row[s] for s in s1]


class _Vacancies:
    """Which rows can give up their column while ``s`` moves (Berge): a reverse search from the
    columns that become free (``s``'s own, and those nobody holds), each row found taking the
    column that led to it and freeing its own. The search advances only as far as it is asked."""

    def __init__(self, s1: list[int], index: dict[int, int], t2: list[int], row: dict[int, int],
                 col: dict[int, int], holders: list[int], position: dict[int, int], movable: int, own: int) -> None:
        self.s1, self.index, self.t2, self.row, self.col = s1, index, t2, row, col
        self.holders, self.position, self.movable = holders, position, movable
        self.own = own  # the column ``s`` leaves
        self.reached = 0
        self.move_to: dict[int, int] = {}  # a row found -> the column it would take
        self.frontier: list[int] | None = None  # the columns freed and not yet searched from

    def can_move(self, r: int) -> bool:
        if self.frontier is None:
            self.frontier = [t for t in self.t2 if t not in self.col] + [self.own]
        bit = 1 << self.index[r]
        while not self.reached & bit and self.frontier:
            c = self.frontier.pop()
            new = self.holders[self.position[c]] & self.movable & ~self.reached
            self.reached |= new
            while new:
                low = new & -new
                new ^= low
                found = self.s1[low.bit_length() - 1]
                self.move_to[found] = c
                self.frontier.append(self.row[found])
        return bool(self.reached & bit)

    def move(self, r: int) -> None:
        """Move ``r`` and the rows after it along the search's path until a freed column is taken."""
        while True:
            target = self.move_to[r]
            previous = self.col.get(target)
            self.row[r] = target
            self.col[target] = r
            if previous is None or previous == r:
                return
            r = previous


def _take_first(s: int, options: list[int], vacancies: _Vacancies) -> None:
    """Give ``s`` the first of its columns that leaves the unlocked rows matched."""
    own = vacancies.own
    col, row = vacancies.col, vacancies.row
    for t in options:
        if t == own:
            return
        owner = col.get(t)
        if owner is None or vacancies.can_move(owner):
            del col[own]
            row[s] = t
            col[t] = s
            if owner is not None:
                vacancies.move(owner)
            return


def _augment(s: int, options: dict[int, list[int]], row: dict[int, int], col: dict[int, int],
             locked: set[int], seen: set[int]) -> bool:
    """Kuhn's augmenting path from row ``s`` (depth-first, iterative); locked rows keep their columns.
    Every row reached first looks for a free column, so that dense graphs need no long paths."""

    def free_column(r: int) -> int | None:
        return next((t for t in options[r] if t not in seen and t not in col), None)

    def take(path_rows: list[list[int]], columns: list[int]) -> None:
        for (r, _), c in zip(path_rows, columns):
            row[r] = c
            col[c] = r

    stack: list[list[int]] = [[s, 0]]  # [row, next option to try]
    via: list[int] = []  # via[d]: the column stack[d] takes if the path through stack[d + 1] succeeds
    free = free_column(s)
    if free is not None:
        take(stack, [free])
        return True
    while stack:
        frame = stack[-1]
        cols = options[frame[0]]
        advanced = False
        while frame[1] < len(cols):
            t = cols[frame[1]]
            frame[1] += 1
            if t in seen:
                continue
            seen.add(t)
            owner = col.get(t)
            if owner is None or owner in locked:
                continue  # free columns were looked for when the row was reached
            via.append(t)
            stack.append([owner, 0])
            free = free_column(owner)
            if free is not None:
                take(stack, via + [free])
                return True
            advanced = True
            break
        if not advanced:
            stack.pop()
            if via:
                via.pop()
    return False
