"""Child process of test_crash_safety: applies a scripted session of edits to a tournament file
and prints the index of each edit right after its commit, until the script ends or it is killed.

    python -m tests.store.crash_child FILE SCRIPT START

SCRIPT is a pickled list of edits (``helpers.Edit``: operations, "undo", "redo"), every one of
which succeeds on the state the previous ones leave; the child applies SCRIPT[START:], so that a
child restarted after a kill continues the session where the file says it stopped.
"""
from __future__ import annotations

import pickle
import sys
from pathlib import Path

from arbiter_gui import store
from tests.store.helpers import Edit, apply_edit


def load_script(path: str | Path) -> list[Edit]:
    with open(path, "rb") as handle:
        return pickle.load(handle)


def main(path: str, script: str, start: int) -> None:
    edits = load_script(script)
    with store.open(path) as s:
        for i in range(start, len(edits)):
            apply_edit(s, edits[i])
            print(i, flush=True)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]))
