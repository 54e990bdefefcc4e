"""Crash safety: a child process applying operations is killed with SIGKILL at random moments;
after each kill the file opens, passes the integrity check, and holds every operation the child
reported as committed (and at most the one it was committing)."""
from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

from arbiter_gui import store
from arbiter_gui.tournament.operations import SetRoundSchedule
from tests.store import crash_child
from tests.store.helpers import new_store, pair_by_hand

ROOT = Path(__file__).parents[2]
KILLS = 10


def run_and_kill(path: Path, rng: random.Random) -> list[int]:
    """Start a child, let it commit a random number of operations, kill it at a random moment
    (often in the middle of a transaction); return the indexes it reported."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    with tempfile.TemporaryFile("w+") as errors:
        child = subprocess.Popen([sys.executable, "-m", "tests.store.crash_child", str(path)], cwd=ROOT, env=env,
                                 stdout=subprocess.PIPE, stderr=errors, text=True)
        assert child.stdout is not None
        reported: list[int] = []
        wanted = rng.randint(1, 40)
        try:
            while len(reported) < wanted:
                line = child.stdout.readline()
                if not line:
                    errors.seek(0)
                    raise AssertionError(f"the child stopped: {errors.read()}")
                reported.append(int(line))
            time.sleep(rng.random() * 0.02)
        finally:
            child.send_signal(signal.SIGKILL)
            # read() also returns what readline() already buffered (communicate() would skip it)
            rest = child.stdout.read()
            child.stdout.close()
            child.wait()
    reported += [int(line) for line in rest.split()]  # printed before the kill, read after it
    assert child.returncode == -signal.SIGKILL
    return reported


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL (POSIX)")
def test_kill_during_operations(tmp_path: Path) -> None:
    path = tmp_path / "crash.arbiter"
    with new_store(path, rounds=3, players=10) as s:
        pair_by_hand(s, 1)
        s.apply(SetRoundSchedule(1, "26/01/01"))
        assert len(s.history()) == crash_child.SETUP_STEPS
    rng = random.Random(20260201)
    all_reported: list[int] = []
    for _ in range(KILLS):
        reported = run_and_kill(path, rng)
        all_reported += reported
        conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)  # the raw check first, before the store
        assert conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        conn.close()
        with store.open(path) as s:
            history = s.history()
            t = s.tournament()
        done = [e for e in history[crash_child.SETUP_STEPS:]]
        assert [e.operation for e in done[:len(all_reported)]] == [
            repr(crash_child.operation(i)) for i in all_reported]
        assert all_reported == list(range(len(all_reported)))
        assert len(done) - len(all_reported) in (0, 1)  # at most the operation being reported
        if len(done) > len(all_reported):
            all_reported.append(len(all_reported))  # committed, killed before printing
        expected = {}
        for i in range(len(done)):
            op = crash_child.operation(i)
            expected[op.board] = (op.white_result, op.black_result)
        got = {n: (b.white_result, b.black_result) for n, b in enumerate(t.round(1).boards, start=1)
               if b.white_result is not None}
        assert got == expected
    assert len(all_reported) > KILLS
