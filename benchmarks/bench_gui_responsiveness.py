"""The longest stall of the Qt event loop while the engine pairs on the worker thread.

    python benchmarks/bench_gui_responsiveness.py [--players 1000] [--system dutch]

Uses the cached tournament of bench_pairing.py (run that first). A 10 ms timer ticks on the GUI
thread while the pairing runs in ui.worker.Background; the longest gap between ticks is how
long the window could not react (target: under 100 ms).
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from arbiter_gui.engine import systems  # noqa: E402
from arbiter_gui.formats.trf import read_trf  # noqa: E402
from arbiter_gui.formats.trf_pairing import snapshot  # noqa: E402
from arbiter_gui.ui.worker import Background  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=1000)
    parser.add_argument("--system", default="dutch")
    args = parser.parse_args()
    cut = ROOT / "benchmarks" / ".cache" / f"{args.system}_n{args.players}_r11_s2026_before9.trf"
    if not cut.exists():
        sys.exit(f"{cut} is missing: run benchmarks/bench_pairing.py --players {args.players} first")
    app = QApplication([])
    snap = snapshot(read_trf(str(cut)))
    gaps: list[float] = []
    last = [time.perf_counter()]

    def tick() -> None:
        now = time.perf_counter()
        gaps.append(now - last[0])
        last[0] = now

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(10)
    job = Background(lambda: systems.pair(args.system, snap))
    job.done.connect(lambda _: app.quit())
    job.failed.connect(lambda error: (print(error), app.quit()))
    start = time.perf_counter()
    job.start()
    app.exec()
    print(f"{args.system}, {args.players} players: paired in {time.perf_counter() - start:.1f} s; "
          f"longest event-loop stall {max(gaps) * 1000:.0f} ms over {len(gaps)} ticks")


if __name__ == "__main__":
    main()
