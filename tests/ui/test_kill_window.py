"""Killing the app (SIGKILL) in the middle of result entry loses at most the keystroke in flight:
the real window types results in a child process, which is killed at a random moment; the file,
reopened, holds every result the window had reported stored, and is consistent."""
from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from arbiter_gui import store
from arbiter_gui.tournament.engine_input import pair_next_round
from arbiter_gui.tournament.model import Colour, Player, TournamentSettings
from arbiter_gui.tournament.operations import AddPlayers

from tests import robustness_counts as counts

PLAYERS = 120  # 60 boards: typing them takes longer than the latest kill
ROOT = Path(__file__).parents[2]
KILLS = 6


def paired_file(path: Path) -> None:
    with store.create(path, TournamentSettings(name="Kill test", rounds=5, initial_colour=Colour.WHITE)) as s:
        s.apply(AddPlayers(tuple(Player(n, f"Player {n:03d}", fide_rating=2500 - 5 * n)
                                 for n in range(1, PLAYERS + 1))))
        pair_next_round(s)


def kill_while_typing(path: Path, delay: float) -> tuple[list[int], bool]:
    """Run the child, kill it ``delay`` seconds after its first stored result; (reported boards,
    killed before it finished)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(path.parent / "config"))
    child = subprocess.Popen([sys.executable, "-m", "tests.ui.kill_child", str(path)], cwd=ROOT, env=env,
                             stdout=subprocess.PIPE, text=True)
    assert child.stdout is not None
    reported = [int(child.stdout.readline())]  # the window is up and typing
    time.sleep(delay)
    child.send_signal(signal.SIGKILL)
    reported += [int(line) for line in child.stdout.read().split()]
    child.wait()
    return reported, child.returncode == -signal.SIGKILL


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL (POSIX)")
def test_killing_the_window_during_result_entry_loses_nothing_stored(tmp_path: Path) -> None:
    template = tmp_path / "template.arbiter"
    paired_file(template)
    rng = random.Random(20261122)
    killed_mid_round = 0
    for attempt in range(KILLS):
        path = tmp_path / f"kill{attempt}.arbiter"
        path.write_bytes(template.read_bytes())
        reported, killed = kill_while_typing(path, rng.uniform(0.0, 0.4))
        with store.open(path) as s:
            assert s.problems() == []
            boards = s.tournament().round(1).boards
        stored = [n for n, b in enumerate(boards, start=1) if b.has_result]
        assert reported == list(range(1, len(reported) + 1))
        # every reported result is in the file; at most the keystroke in flight is beyond them
        assert stored[:len(reported)] == reported and len(stored) <= len(reported) + 1, (reported, stored)
        for n in stored:
            white, black = boards[n - 1].white_result, boards[n - 1].black_result
            assert (white, black) == {0: ("1", "0"), 1: ("0", "1"), 2: ("=", "=")}[n % 3]  # KEYS[n % 3] of the child
        killed_mid_round += killed and len(stored) < len(boards)
    assert killed_mid_round >= KILLS // 2  # most kills did land in the middle of the round
    counts.note("window kills", f"{KILLS} SIGKILLs of the app typing results, {killed_mid_round} "
                "in the middle of the round, 0 stored results lost")
