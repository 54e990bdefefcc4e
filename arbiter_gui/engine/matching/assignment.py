"""The first transposition that works: lexicographically first perfect assignment of columns to rows."""
from __future__ import annotations

from typing import Callable


def first_assignment(s1: list[int], t2: list[int], allowed: Callable[[int, int], bool]) -> list[int] | None:
    """The lexicographically first order of ``t2`` (by position in ``t2``) such that ``s1[i]`` may
    meet ``t2[i]`` for every i, ``t2`` possibly longer than ``s1``; None if there is none. This is
    the first transposition of S2 that gives legal pairs (Dutch C.04.3 4.2, Dubov C.04.4.1 4.4).

    A perfect bipartite matching is found by augmenting paths; then each row in turn takes the first
    column it can have while the rows after it can still be matched (the rows before are locked)."""
    options = {s: [t for t in t2 if allowed(s, t)] for s in s1}
    row: dict[int, int] = {}
    col: dict[int, int] = {}
    for s in s1:
        if not _augment(s, options, row, col, locked=set(), seen=set()):
            return None
    locked: set[int] = set()
    for s in s1:
        for t in options[s]:
            if row[s] == t or _reroute(s, t, options, row, col, locked):
                break
        locked.add(s)
    return [row[s] for s in s1]


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


def _reroute(s: int, t: int, options: dict[int, list[int]], row: dict[int, int], col: dict[int, int],
             locked: set[int]) -> bool:
    """Give column ``t`` to row ``s`` if the other unlocked rows can still be matched."""
    owner = col.get(t)
    if owner is None:  # a free column (``t2`` longer than ``s1``): ``s`` leaves its own, nobody else moves
        del col[row[s]]
        row[s] = t
        col[t] = s
        return True
    if owner in locked:
        return False
    saved_row, saved_col = dict(row), dict(col)
    del col[row[s]]
    row[s] = t
    col[t] = s
    del row[owner]
    if _augment(owner, options, row, col, locked | {s}, seen={t}):
        return True
    row.clear()
    row.update(saved_row)
    col.clear()
    col.update(saved_col)
    return False
