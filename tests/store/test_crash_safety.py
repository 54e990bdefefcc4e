"""Crash safety, the kill campaign: a scripted session of EDITS edits (results, byes, withdrawals,
undo/redo, pairings by the engine and by hand) runs in a child process, is killed with SIGKILL at a
random moment (often in the middle of a transaction), then finished by a new child. After the kill
the file passes SQLite's integrity check, opens, and holds every edit the child reported as
committed and at most the one it was committing; at the end it holds the whole session.
SESSIONS sessions (SCRIPTS different scripts, each run with different kill points), PARALLEL at a
time."""
from __future__ import annotations

import os
import pickle
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import pytest

from arbiter_gui import store
from arbiter_gui.store import Store
from arbiter_gui.tournament.model import Tournament
from arbiter_gui.tournament.operations import OperationError
from tests import robustness_counts as counts
from tests.store.helpers import Edit, apply_edit, new_store, random_edit

ROOT = Path(__file__).parents[2]
SESSIONS = 50
EDITS = 500
SCRIPTS = 10
PARALLEL = 2

State = tuple[Tournament, tuple[tuple[str, str, tuple[str, ...], bool], ...]]  # the data and its undo journal


def state(s: Store) -> State:
    return s.tournament(), tuple((e.label, e.operation, e.parts, e.undone) for e in s.history())


@dataclass(frozen=True)
class Script:
    """A session: the tournament file it starts from, its edits, and the state after each
    (``states[i]``: after the first i edits)."""

    start: Path
    edits: Path  # pickled list of edits, for the child
    states: list[State]


def write_script(folder: Path, seed: int) -> Script:
    """Make random edits on a new tournament in this process until EDITS have changed something
    (the refused ones are dropped); keep them and the state after each."""
    start = folder / f"start{seed}.arbiter"
    with new_store(start, rounds=12, players=15, seed=seed):
        pass
    work = folder / f"script{seed}.arbiter"
    shutil.copy(start, work)
    rng = random.Random(seed)
    edits: list[Edit] = []
    with store.open(work) as s:
        states = [state(s)]
        while len(edits) < EDITS:
            edit = random_edit(s.tournament(), rng)
            try:
                changed = apply_edit(s, edit)
            except OperationError:
                continue
            if changed:
                edits.append(edit)
                states.append(state(s))
    path = folder / f"script{seed}.pickle"
    path.write_bytes(pickle.dumps(edits))
    return Script(start, path, states)


def run_child(path: Path, script: Script, first: int, rng: random.Random | None) -> tuple[list[int], bool]:
    """Run the script's edits from ``first`` in a child; with ``rng`` kill it after a random number
    of reported commits and a random delay (without, let it finish). The indexes it reported, and
    whether the kill came before the child's end."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    with tempfile.TemporaryFile("w+") as errors:
        child = subprocess.Popen([sys.executable, "-m", "tests.store.crash_child", str(path), str(script.edits),
                                  str(first)], cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=errors, text=True)
        assert child.stdout is not None
        reported: list[int] = []
        wanted = EDITS - first if rng is None else rng.randrange(EDITS - first)
        try:
            while len(reported) < wanted:
                line = child.stdout.readline()
                if not line:
                    errors.seek(0)
                    raise AssertionError(f"the child stopped: {errors.read()}")
                reported.append(int(line))
            if rng is not None:
                time.sleep(rng.random() * 0.01)
                child.send_signal(signal.SIGKILL)
            # read() also returns what readline() already buffered (communicate() would skip it)
            reported += [int(line) for line in child.stdout.read().split()]  # printed before the kill
        finally:
            if child.poll() is None:
                child.kill()
            child.stdout.close()
            child.wait()
    killed = child.returncode == -signal.SIGKILL
    assert child.returncode == 0 or (killed and rng is not None), f"the child ended with {child.returncode}"
    assert reported == list(range(first, first + len(reported)))
    assert killed or first + len(reported) == EDITS, "the child ended before the end of the script"
    return reported, killed


def check_file(path: Path, script: Script, reported: int) -> int:
    """The file after a child's end: integrity check, opens, holds the state after ``reported``
    edits or the one after (the edit being reported). Returns the number of edits it holds."""
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)  # the raw check first, before the store
    try:
        assert conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
    finally:
        conn.close()
    with store.open(path) as s:
        assert s.problems() == []
        found = state(s)
    for held in range(min(reported + 1, EDITS), -1, -1):
        if script.states[held] == found:
            counts.add("edits lost", "kill campaign", max(0, reported - held))
            assert held >= reported, f"edits {held}-{reported - 1} were reported committed but are not in the file"
            return held
    raise AssertionError(f"the file holds no state of the script near edit {reported}")


def run_session(folder: Path, script: Script, number: int) -> None:
    """One session: killed once at a random moment, checked, finished by a new child, checked."""
    path = folder / f"session{number}.arbiter"
    shutil.copy(script.start, path)
    reported, killed = run_child(path, script, 0, random.Random(number))
    held = check_file(path, script, len(reported))
    if killed:  # else the child finished the script just before the kill
        counts.add("kills survived", "kill campaign")
        counts.add("edits committed before a kill", "kill campaign", held)
    reported, _ = run_child(path, script, held, None)
    assert check_file(path, script, held + len(reported)) == EDITS


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL (POSIX)")
def test_kill_campaign(tmp_path: Path) -> None:
    counts.add("edits lost", "kill campaign", 0)
    scripts = [write_script(tmp_path, seed) for seed in range(SCRIPTS)]
    with ThreadPoolExecutor(PARALLEL) as pool:
        for done in pool.map(lambda n: run_session(tmp_path, scripts[n % SCRIPTS], n), range(SESSIONS)):
            assert done is None
    counts.note("kill campaign", f"{SESSIONS} sessions of {EDITS} edits ({SCRIPTS} scripts), one SIGKILL each, "
                                 f"{PARALLEL} at a time")
