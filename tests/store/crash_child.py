"""Child process of test_crash_safety: applies result operations in a loop on a tournament file
and prints the index of each operation right after its commit, until it is killed.

    python -m tests.store.crash_child FILE

The sequence of operations is fixed (``operation(i)``), and a restarted child continues it where
the journal ends, so the parent can tell exactly which operations the file must hold.
"""
from __future__ import annotations

import sys

from arbiter_gui import store
from arbiter_gui.tournament.operations import SetResult

BOARDS = 5
CODES = [("1", "0"), ("=", "="), ("0", "1"), ("+", "-")]
SETUP_STEPS = 12  # journal entries made by the parent before the loop (10 players, pairing, 1 schedule)


def operation(i: int) -> SetResult:
    """Operation i: board i % 5 of round 1, cycling through the results (never a no-op)."""
    board = i % BOARDS
    visit = i // BOARDS
    return SetResult(1, board + 1, *CODES[visit % len(CODES)])


def main(path: str) -> None:
    with store.open(path) as s:
        i = len(s.history()) - SETUP_STEPS
        while True:
            s.apply(operation(i))
            print(i, flush=True)
            i += 1


if __name__ == "__main__":
    main(sys.argv[1])
