"""Seconds and memory of the app's everyday work on a large open: open the file, enter a result,
undo it, recompute the standings, refresh the window.

    python benchmarks/bench_app.py [--players 300 1000 2000] [--rounds 11] [--repeat 3]

For each size it builds (once, cached in benchmarks/.cache/) a tournament file from the complete
random tournament of bench_pairing.py (the engine's generator, then
``formats.trf_tournament.tournament_from_trf`` and ``store.create``), copies it to a temporary
folder and measures, in a fresh process per size:

- open: ``store.open`` and the first ``Store.tournament()``;
- result: ``Store.apply(SetResult(...))`` on the last round (one committed transaction);
- undo: ``Store.undo()`` of that result;
- standings: ``Tournament.results`` and ``standings()`` with the window's default tie-breaks;
- window: the main window (offscreen) opening the file, and entering one result through it (the
  store write plus the refresh of players, boards and standings).

Each figure is wall-clock/CPU seconds, the best of ``--repeat`` runs (the open: the first run);
CPU time is steadier on a machine shared with other jobs. Peak MB is the process's maximum
resident size, Qt included.
"""
from __future__ import annotations

import argparse
import contextlib
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Iterator

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench_pairing import CACHE, tournament as trf_tournament  # noqa: E402

from arbiter_gui import store  # noqa: E402
from arbiter_gui.formats.trf_tournament import read_tournament  # noqa: E402
from arbiter_gui.tournament.operations import SetResult  # noqa: E402
from arbiter_gui.tournament.standings import standings  # noqa: E402

if TYPE_CHECKING:
    from arbiter_gui.ui.main_window import MainWindow

SYSTEM = "dutch"
SEED = 2026


def tournament_file(players: int, rounds: int) -> Path:
    """The cached tournament file of ``players`` x ``rounds`` (every round paired, results in)."""
    path = CACHE / f"{SYSTEM}_n{players}_r{rounds}_s{SEED}.arbiter"
    if not path.exists():
        source = trf_tournament(SYSTEM, players, rounds, SEED)
        start = time.perf_counter()
        store.create(path, tournament=read_tournament(str(source))).close()
        print(f"  imported {source.name} into {path.name} in {time.perf_counter() - start:.1f} s", flush=True)
    return path


@contextlib.contextmanager
def window_beside(players: int, rounds: int) -> Iterator[tuple["MainWindow", Path]]:
    """A shown (offscreen) main window, its settings and no backup copies, and a copy of the cached
    tournament file of ``players`` x ``rounds`` in a temporary folder, not opened yet; both gone after
    (the window closed, its jobs still running waited for). The caller holds the QApplication."""
    from PySide6.QtCore import QSettings

    from arbiter_gui.ui.main_window import MainWindow
    from arbiter_gui.ui.worker import wait_for_jobs

    source = tournament_file(players, rounds)
    folder = Path(tempfile.mkdtemp(prefix="bench_window_"))
    try:
        path = folder / "event.arbiter"
        shutil.copyfile(source, path)
        window = MainWindow(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
        window.set_backup_rounds(0)
        window.show()
        yield window, path
        window.close()
        wait_for_jobs()
    finally:
        shutil.rmtree(folder, ignore_errors=True)


Seconds = tuple[float, float]  # wall-clock, CPU of this process


def timed(action: Callable[[], object]) -> Seconds:
    wall, cpu = time.perf_counter(), time.process_time()
    action()
    return time.perf_counter() - wall, time.process_time() - cpu


def best(repeat: int, action: Callable[[], object]) -> Seconds:
    """The fastest of ``repeat`` runs (wall-clock and CPU each)."""
    runs = [timed(action) for _ in range(repeat)]
    return min(r[0] for r in runs), min(r[1] for r in runs)


def shown(seconds: Seconds) -> str:
    return f"{seconds[0]:.3f}/{seconds[1]:.3f}"


def measure(players: int, rounds: int, repeat: int) -> None:
    """One size, in this process: prints one line of figures."""
    from PySide6.QtWidgets import QApplication

    from arbiter_gui.tournament.model import DEFAULT_TIEBREAKS
    from arbiter_gui.ui.main_window import MainWindow

    folder = Path(tempfile.mkdtemp(prefix="bench_app_"))
    try:
        path = folder / "event.arbiter"
        shutil.copyfile(tournament_file(players, rounds), path)
        holder: list[store.Store] = []
        opened = timed(lambda: holder.append(store.open(path)) or holder[0].tournament())
        s = holder[0]
        t = s.tournament()
        last = t.round(t.paired_rounds)
        board = next(n for n, b in enumerate(last.boards, start=1) if b.colours and b.white_result != "1")

        def enter() -> None:
            s.apply(SetResult(last.number, board, "1", "0"))
            s.tournament()

        def undo() -> None:
            s.undo()
            s.tournament()

        entered, undone = [], []
        for _ in range(repeat):
            entered.append(timed(enter))
            undone.append(timed(undo))
        result_s = min(r[0] for r in entered), min(r[1] for r in entered)
        undo_s = min(r[0] for r in undone), min(r[1] for r in undone)

        def recompute() -> None:
            current = s.tournament()
            standings(current.results(), DEFAULT_TIEBREAKS, current.settings.point_system, current.paired_rounds)

        standings_s = best(repeat, recompute)
        s.close()

        app = QApplication.instance() or QApplication([])
        window = MainWindow()
        window_open_s = timed(lambda: window.open_file(str(path)))
        window.round_choice.setCurrentIndex(last.number - 1)
        app.processEvents()

        def window_result() -> None:
            window.enter_result(board, "1", "0")
            window.undo()

        both = best(repeat, window_result)
        window_result_s = both[0] / 2, both[1] / 2
        window.close()
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        figures = (opened, result_s, undo_s, standings_s, window_open_s, window_result_s)
        print(f"{players:>7} {rounds:>6} " + " ".join(f"{shown(f):>13}" for f in figures) + f" {peak:>7.0f}",
              flush=True)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, nargs="+", default=[300, 1000, 2000])
    parser.add_argument("--rounds", type=int, default=11)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--in-process", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.in_process:
        for players in args.players:
            measure(players, args.rounds, args.repeat)
        return
    print(f"wall/CPU seconds ({SYSTEM} tournaments, every round paired and complete; best of {args.repeat})")
    print(f"{'players':>7} {'rounds':>6} " + " ".join(f"{h:>13}" for h in (
        "open", "result", "undo", "standings", "window open", "window result")) + f" {'peak MB':>7}", flush=True)
    for players in args.players:
        tournament_file(players, args.rounds)  # built here so that its time is not measured
        subprocess.run([sys.executable, __file__, "--in-process", "--players", str(players),
                        "--rounds", str(args.rounds), "--repeat", str(args.repeat)], check=True)


if __name__ == "__main__":
    main()
