"""Pair next round at 2,000 players x 11 rounds, seen from the GUI thread's timer: how long the window
was blocked, and how much of it was the GUI thread's own work (issue 30: never more than 50 ms).

    python benchmarks/bench_new_round.py [--players 2000] [--rounds 11] [--runs 3] [--collector]

bench_window's "Pair next round" step gives the longest stall of the whole step (2-4 s of it the
engine's process working), where a worker's long C call (a json.dumps holding the GIL) or the
machine's load counts as much as the window's own work. Here a 2 ms timer ticks on the GUI
thread, and each gap between two ticks longer than 12 ms is noted with the GUI thread's CPU
seconds in it: the gap with the most of them is the window's longest uninterrupted piece of
work. Each run opens bench_app's file, deletes its last round's pairing and pairs it again, then
waits 1 s more (the explanation's reasons, the garbage collected). ``--collector`` collects
garbage on the GUI thread as the application does (ui/collector.py; bench_window does not).
"""
from __future__ import annotations

import argparse
import gc
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench_app import window_beside  # noqa: E402

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

GAP_S = 0.012  # a gap noted: longer than this between two ticks of a 2 ms timer


class Gaps:
    """The gaps between the ticks of a timer on the GUI thread, with the GUI thread's CPU in each,
    and the longest garbage collection (on any thread: it holds the GIL)."""

    def __init__(self) -> None:
        self.gaps: list[tuple[float, float]] = []  # wall-clock, GUI thread's CPU seconds
        self.collection = self._collecting = 0.0
        self.timer = QTimer(interval=2)
        self.timer.timeout.connect(self.tick)
        self.reset()
        self.timer.start()
        gc.callbacks.append(self.collected)

    def reset(self) -> None:
        self.gaps.clear()
        self.collection = 0.0
        self.last, self.cpu = time.perf_counter(), time.thread_time()

    def tick(self) -> None:
        now, cpu = time.perf_counter(), time.thread_time()
        if now - self.last > GAP_S:
            self.gaps.append((now - self.last, cpu - self.cpu))
        self.last, self.cpu = now, cpu

    def collected(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._collecting = time.perf_counter()
        else:
            self.collection = max(self.collection, time.perf_counter() - self._collecting)


def run_until(app: QApplication, condition: object, seconds: float = 600.0) -> None:
    end = time.perf_counter() + seconds
    while not condition():  # type: ignore[operator]
        if time.perf_counter() > end:
            raise SystemExit("not done in time")
        app.processEvents()
        time.sleep(0.001)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=2000)
    parser.add_argument("--rounds", type=int, default=11)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--collector", action="store_true", help="collect garbage on the GUI thread (as the app)")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    if args.collector:
        from arbiter_gui.ui.collector import GuiThreadCollector

        GuiThreadCollector(parent=app)
    print(f"{args.players} players x {args.rounds} rounds{', GuiThreadCollector' if args.collector else ''}; "
          "per run: longest stall (the GUI thread's CPU in it), the most GUI-thread CPU in one gap (that "
          "gap's wall clock), GUI-thread CPU in all, "
          "longest garbage collection; load average before the run")
    for _ in range(args.runs):
        with window_beside(args.players, args.rounds) as (window, path):
            window.open_file(str(path))
            run_until(app, lambda: window.store is not None and not window.opening)
            window.focus_board_entry()
            window.delete_last_pairing(force=True)
            run_until(app, lambda: not window._restore_work.busy)  # noqa: SLF001 - the record read again
            gaps = Gaps()
            load = os.getloadavg()[0]
            cpu = time.thread_time()
            window.pair_next_round()
            run_until(app, lambda: not window.pairing_in_progress)
            settle = time.perf_counter() + 1.0
            while time.perf_counter() < settle:
                app.processEvents()
                time.sleep(0.001)
            gaps.timer.stop()
            gc.callbacks.remove(gaps.collected)
            longest, its_cpu = max(gaps.gaps)
            wall, busiest = max(gaps.gaps, key=lambda gap: gap[1])
            print(f"  stall {longest * 1000:4.0f} ms (GUI CPU {its_cpu * 1000:4.1f}); GUI CPU in one gap "
                  f"{busiest * 1000:4.1f} ms ({wall * 1000:3.0f} ms); "
                  f"GUI CPU {(time.thread_time() - cpu) * 1000:4.0f} ms; garbage collection {gaps.collection * 1000:3.0f} ms; "
                  f"load {load:.1f}; {window.status.text()}", flush=True)


if __name__ == "__main__":
    main()
