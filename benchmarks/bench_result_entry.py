"""Seconds per result entered in the main window on a large open, as the arbiter enters them: the
Rounds tab in front, the window shown (offscreen), one result typed and the window repainted.

    python benchmarks/bench_result_entry.py [--players 300] [--rounds 9] [--results 40]

The tournament file is bench_app's (the engine's random tournament, every round paired and
complete, cached in benchmarks/.cache/). In its last round the script enters ``--results``
results (each a board's result changed, then the event loop run until the window is painted) and
prints the median and the worst, wall-clock and CPU; then what the tabs that the result made out of
date cost when the arbiter next shows them (Standings, Crosstable, Players), once each.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench_app import Seconds, shown, timed, window_beside  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=300)
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--results", type=int, default=40)
    args = parser.parse_args()
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    with window_beside(args.players, args.rounds) as (window, path):
        assert window.open_file(str(path)), window.last_error
        window.focus_board_entry()  # Ctrl+B: the Rounds tab, as when scoresheets come in
        app.processEvents()
        boards = len(window.store.tournament().round(args.rounds).boards)
        codes = (("1", "0"), ("0", "1"), ("=", "="))

        def enter(n: int) -> None:
            window.enter_result(1 + n * 7 % boards, *codes[n % 3])
            app.processEvents()

        enter(0)  # the first one warms the caches
        runs: list[Seconds] = [timed(lambda n=n: enter(n)) for n in range(1, args.results + 1)]
        print(f"{args.players} players, round {args.rounds}, {args.results} results entered on the Rounds tab "
              f"(wall/CPU seconds per result, window repainted):")
        for label, pick in (("median", statistics.median), ("worst", max)):
            print(f"  {label:<8} {shown((pick(r[0] for r in runs), pick(r[1] for r in runs)))}")
        print("then each tab out of date, the first time it is shown (wall/CPU seconds):")
        for label, page in (("Standings", window.standings_page), ("Crosstable", window.crosstable),
                            ("Players", window.players_view)):
            print(f"  {label:<10} {shown(timed(lambda: (window.tabs.setCurrentWidget(page), app.processEvents())))}")


if __name__ == "__main__":
    main()
