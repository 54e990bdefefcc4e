"""The window on a large open, as the arbiter uses it: how long each everyday action blocks the
window (the longest stall of the Qt event loop), the pairing's progress dialog and Cancel, and how
long the explanation and "Why not?" take and on which thread (issue 30: 2,000 players x 11 rounds,
each action <= 0.3 s, the window never blocked more than 50 ms, the explanation and "Why not?"
within 2 s off the GUI thread).

    python benchmarks/bench_window.py [--players 2000] [--rounds 11]

The tournament file is bench_app's (the engine's random tournament, every round paired and
complete, cached in benchmarks/.cache/). A 5 ms timer ticks on the GUI thread of the shown
(offscreen) window; for each step the script prints the step's wall-clock/CPU seconds (the call,
then the events it queued, repaints included; the CPU of every thread, then of the GUI thread
alone, the window's own work: at no load, how long it is blocked) and the longest gap between two
ticks meanwhile,
which is how long the arbiter could not click or type, and the longest garbage collection
meanwhile (on any thread: it holds the GIL). The pairing step deletes the last round's
pairing and pairs it again through Pair next round (the engine on the worker thread), first
cancelled after 1 s, then to the end; the explanation and "Why not?" steps follow it, and opening
the file again, now with the decision record of its last round (an imported file has none).
With ``--profile N`` each step also prints the N functions of the GUI thread that took the most
time (cProfile, enabled on the GUI thread only, so the workers' time is left out; it slows the
Python code it watches, so the step's figures are then not the window's own).
Since session 13 the engine computes in a child process (ui/engine_process.py): a step prints that
process's CPU seconds too ("engine's process"; a child ended during the step, by a Cancel, takes its
seconds with it). The child imports this script again (spawn's way; not its main part), PySide6
and the window's modules with it, as it does the ``arbiter`` command's script: its start-up costs
about 0.8 s of CPU here against 0.2 s under ``python -m arbiter_gui`` (whose ``__main__`` spawn
leaves out); the stand-alone build's child stops at ``freeze_support`` in installer/launch.py.
"""
from __future__ import annotations

import argparse
import cProfile
import gc
import io
import os
import pstats
import sys
import threading
import time
from pathlib import Path
from typing import Callable

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench_app import window_beside  # noqa: E402

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication, QPushButton  # noqa: E402

from arbiter_gui.engine import explain  # noqa: E402
from arbiter_gui.app import GIL_SWITCH_S  # noqa: E402
from arbiter_gui.ui import explanation_panel  # noqa: E402
from arbiter_gui.ui.collector import GuiThreadCollector, freeze_what_lives  # noqa: E402
from arbiter_gui.ui.main_window import MainWindow  # noqa: E402

TICK_MS = 5
SETTLE_S = 0.15  # after a step's condition holds, the events it queued (repaints) still run
PROFILED = [0]  # --profile: how many of the GUI thread's functions to print per step (0: none)


class Stalls:
    """The gaps between the ticks of a timer on the GUI thread, and the most GUI-thread CPU between
    two ticks: the window's own work done in one go, how long it blocked the window at no load. On
    this shared 2-core machine a stall adds the waits for a CPU and for the GIL, which grow with the
    load (at load 5-6 a 25 ms pass of the GUI thread was a 60-150 ms stall); this figure does not."""

    def __init__(self) -> None:
        self.last, self.cpu = time.perf_counter(), time.thread_time()
        self.longest = self.most = 0.0
        self.timer = QTimer(interval=TICK_MS)
        self.timer.timeout.connect(self.tick)
        self.timer.start()
        self.collection = self.collecting = 0.0
        gc.callbacks.append(self.collected)

    def tick(self) -> None:
        now, cpu = time.perf_counter(), time.thread_time()
        self.longest, self.most = max(self.longest, now - self.last), max(self.most, cpu - self.cpu)
        self.last, self.cpu = now, cpu

    def reset(self) -> None:
        self.last, self.longest, self.collection = time.perf_counter(), 0.0, 0.0
        self.cpu, self.most = time.thread_time(), 0.0

    def collected(self, phase: str, info: dict[str, int]) -> None:
        """gc.callbacks: the longest garbage collection (any thread's; it holds the GIL throughout)."""
        if phase == "start":
            self.collecting = time.perf_counter()
        else:
            self.collection = max(self.collection, time.perf_counter() - self.collecting)


def step(app: QApplication, stalls: Stalls, label: str, action: Callable[[], object],
         until: Callable[[], bool] = lambda: True, limit: float = 600.0) -> float:
    """Run ``action``, then the event loop until ``until()`` holds and no view is still working out
    its rows (and SETTLE_S more); print the seconds to then and the longest stall; returns the
    wall-clock seconds."""
    window = next(w for w in app.topLevelWidgets() if isinstance(w, MainWindow))
    condition = until
    until = lambda: condition() and not working(window)
    app.processEvents()
    profile = cProfile.Profile() if PROFILED[0] else None
    stalls.reset()
    wall, cpu, gui, child = time.perf_counter(), time.process_time(), time.thread_time(), child_cpu()
    if profile is not None:
        profile.enable()  # this (the GUI) thread only
    action()
    while not until():
        app.processEvents()
        if time.perf_counter() - wall > limit:
            raise SystemExit(f"{label}: not done after {limit:.0f} s")
        time.sleep(0.001)
    app.processEvents()
    elapsed, used, on_gui = time.perf_counter() - wall, time.process_time() - cpu, time.thread_time() - gui
    now = child_cpu()
    in_children = sum(cpu - child.get(pid, 0.0) for pid, cpu in now.items())
    ended = "" if set(child) <= set(now) else " (and a child ended)"
    settle = time.perf_counter() + SETTLE_S
    while time.perf_counter() < settle:
        app.processEvents()
        time.sleep(0.001)
    if profile is not None:
        profile.disable()
    print(f"  {label:<46} {elapsed:7.3f}/{used:7.3f} s  GUI thread {on_gui:6.3f} s  longest stall "
          f"{stalls.longest * 1000:5.0f} ms  (GUI thread's most in one go {stalls.most * 1000:3.0f} ms; longest "
          f"garbage collection {stalls.collection * 1000:4.0f} ms)"
          + (f"  engine's process {in_children:.3f} s{ended}" if in_children or ended else ""), flush=True)
    if profile is not None:
        print_profile(profile)
    return elapsed


def print_profile(profile: cProfile.Profile) -> None:
    """The GUI thread's functions that took the most time in the step, by their own time, then
    with what they called."""
    for order in ("tottime", "cumulative"):
        out = io.StringIO()
        pstats.Stats(profile, stream=out).strip_dirs().sort_stats(order).print_stats(PROFILED[0])
        lines = out.getvalue().splitlines()
        start = next(n for n, line in enumerate(lines) if line.lstrip().startswith("ncalls"))
        print("\n".join("      " + line for line in lines[start:] if line.strip()), flush=True)


def working(window: MainWindow) -> bool:
    """A tab still working out its rows on a worker thread (ui.worker.Latest; none before issue 30),
    or a large file still being opened on one (none before session 12)."""
    return getattr(window, "opening", False) or any(
        getattr(latest, "busy", False) for latest in (getattr(window, "_standings_work", None),
                                                      getattr(window, "_restore_work", None),
                                                      getattr(window.crosstable, "_work", None)))


def on_worker(function: Callable[..., object], threads: list[str]) -> Callable[..., object]:
    """``function``, noting the thread each call runs on."""
    def noted(*args: object) -> object:
        threads.append("GUI thread" if threading.current_thread() is threading.main_thread() else "worker thread")
        return function(*args)
    return noted


def in_child(threads: dict[str, list[str]]) -> bool:
    """Notes where the engine's explanation and "Why not?" run once they go through
    ui.engine_process (session 13): False before it existed."""
    try:
        from arbiter_gui.ui import engine_process
    except ImportError:
        return False
    run = engine_process.run

    def noted(function: Callable[..., object], *args: object) -> object:
        name = {"explained": "explanation", "why_not": "why not"}.get(getattr(function, "__name__", ""))
        if name is not None:
            threads[name].append("engine's process" if engine_process.sendable(function) else "worker thread")
        return run(function, *args)
    engine_process.run = noted  # type: ignore[assignment]
    return True


def child_cpu() -> dict[int, float]:
    """The CPU seconds of each child process alive now (the engine's, session 13), from /proc
    (none elsewhere); a child ended meanwhile takes its seconds with it."""
    import multiprocessing

    seconds: dict[int, float] = {}
    for child in multiprocessing.active_children():
        try:
            fields = Path(f"/proc/{child.pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        seconds[child.pid] = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime, stime
    return seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=2000)
    parser.add_argument("--rounds", type=int, default=11)
    parser.add_argument("--profile", type=int, default=0, metavar="N",
                        help="print the N functions of the GUI thread that took the most time in each step")
    args = parser.parse_args()
    PROFILED[0] = args.profile
    app = QApplication.instance() or QApplication([])
    GuiThreadCollector(parent=app)  # as the app (app.main): garbage collected on the GUI thread only,
    sys.setswitchinterval(GIL_SWITCH_S)  # and the GIL handed over within 1 ms
    with window_beside(args.players, args.rounds) as (window, path):
        freeze_what_lives()  # as the app once its window is shown
        stalls = Stalls()
        print(f"{args.players} players x {args.rounds} rounds, load average "
              f"{' '.join(f'{x:.1f}' for x in os.getloadavg())}; wall/CPU seconds per step:")
        step(app, stalls, "open the file (Rounds tab)", lambda: window.open_file(str(path)))
        window.focus_board_entry()
        rnd = window.store.tournament().round(args.rounds)
        board = next(n for n, b in enumerate(rnd.boards, start=1) if b.white_result != "1")
        codes = (("1", "0"), ("=", "="), ("0", "1"))
        for n, (white, black) in enumerate(codes):
            step(app, stalls, f"enter a result on the Rounds tab ({n + 1})",
                 lambda w=white, b=black: window.enter_result(board, w, b))
        step(app, stalls, "undo it (Rounds tab)", window.undo)
        for label, page in (("Standings", window.standings_page), ("Crosstable", window.crosstable),
                            ("Players", window.players_view)):
            step(app, stalls, f"show the {label} tab (out of date)", lambda p=page: window.tabs.setCurrentWidget(p))
        window.tabs.setCurrentWidget(window.standings_page)
        step(app, stalls, "enter a result, Standings tab in front",
             lambda: window.enter_result(board, "1", "0"))
        step(app, stalls, "undo it, Standings tab in front", window.undo)
        window.tabs.setCurrentWidget(window.players_view)
        # one step each (until session 13 one step did both, in one pass of the event loop)
        step(app, stalls, "enter a result, Players tab in front", lambda: window.enter_result(board, "0", "1"))
        step(app, stalls, "undo it, Players tab in front", window.undo)

        window.focus_board_entry()
        step(app, stalls, "delete the last round's pairing", lambda: window.delete_last_pairing(force=True))
        threads: dict[str, list[str]] = {"explanation": [], "why not": []}
        if not in_child(threads):
            explain.explained = on_worker(explain.explained, threads["explanation"])  # type: ignore[assignment]
            explanation_panel.why_not = on_worker(explanation_panel.why_not, threads["why not"])  # type: ignore
        dialog: list[str] = []

        started = [0.0]

        def pair_and_cancel() -> None:
            window.pair_next_round()
            started[0] = time.perf_counter()

        def cancelled() -> bool:
            note_dialog(window, dialog)
            if window.pairing_in_progress and time.perf_counter() - started[0] > 1.0 and window._progress:
                cancel = window._progress.findChild(QPushButton)  # the arbiter's click on Cancel
                cancel.click() if cancel is not None else window._progress.canceled.emit()
            return not window.pairing_in_progress

        step(app, stalls, "Pair next round, Cancel after 1 s", pair_and_cancel, cancelled)
        print(f"    {dialog[0] if dialog else 'no progress dialog shown'}; {window.status.text()}")
        if window.store.tournament().paired_rounds == args.rounds:  # paired within 1 s: not cancelled
            window.delete_last_pairing(force=True)
        dialog.clear()
        step(app, stalls, f"Pair next round (round {args.rounds}) to the end", window.pair_next_round,
             lambda: note_dialog(window, dialog) or not window.pairing_in_progress)
        print(f"    {dialog[0] if dialog else 'no progress dialog shown'}; {window.status.text()}")
        step(app, stalls, "the explanation's reasons (after the pairing)", lambda: None,
             lambda: window._explain_job is None)
        print(f"    explained on the {', '.join(threads['explanation']) or '(not run)'}; "
              f"{len(window.last_pairing.brackets) if window.last_pairing else 0} brackets")
        panel = window.explanation_panel
        last = panel.brackets.count() - 1
        step(app, stalls, "show the last bracket in the panel", lambda: panel.brackets.setCurrentRow(last))
        largest = max(panel.pairing.brackets, key=lambda r: len(r.residents))
        a, b = largest.residents[0], largest.residents[-1]  # the largest bracket's first and last
        panel.first.setCurrentIndex(panel.first.findData(a))
        panel.second.setCurrentIndex(panel.second.findData(b))
        step(app, stalls, f"Why not {a} against {b}?", panel.ask_why_not, lambda: panel._why_job is None)
        print(f"    answered on the {', '.join(threads['why not']) or '(not run)'}: {panel.answer.text()}")
        step(app, stalls, "save as a copy (the copy open)",
             lambda: window.save_as(str(path.with_name("copy.arbiter"))))
        step(app, stalls, "open the file again (with round 11's record)", lambda: window.open_file(str(path)))


def note_dialog(window: MainWindow, seen: list[str]) -> bool:
    """Notes, once, the progress dialog of a pairing under way and whether it offers Cancel."""
    progress = window._progress
    if progress is not None and progress.isVisible() and not seen:
        buttons = [b.text() for b in progress.findChildren(QPushButton)]
        seen.append(f"progress dialog \"{progress.labelText()}\" with buttons {buttons}")
    return False


if __name__ == "__main__":
    main()
