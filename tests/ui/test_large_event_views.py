"""Issue 30: a large event's standings and crosstable are worked out off the GUI thread (0.3 s each
at 2,000 players x 11 rounds, against a window that must not block 50 ms), and show what the same
tournament shows at once in a small event; a refresh asked for later drops an earlier one's result.
(Their speed: benchmarks/bench_window.py.)"""
from __future__ import annotations

import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QObject

from arbiter_gui.app import create_main_window
from arbiter_gui.ui import worker
from arbiter_gui.ui.main_window import MainWindow

CASE = Path(__file__).parents[1] / "data" / "conformance" / "dutch" / "d700010_n120_r5of8.trf"  # 4 rounds paired


def _window(qtbot, tmp_path: Path) -> MainWindow:  # noqa: ANN001
    window = create_main_window()
    qtbot.addWidget(window)
    tmp_path.mkdir()
    assert window.import_trf(str(CASE), str(tmp_path / "event.arbiter")), window.last_error
    return window


def _shown(window: MainWindow) -> tuple[list[tuple[str, ...]], list[tuple[str, ...]], str]:
    window.tabs.setCurrentWidget(window.standings_page)
    window.tabs.setCurrentWidget(window.crosstable)
    standings = [window.standings_model.row(r) for r in range(window.standings_model.rowCount())]
    crosstable = [window.crosstable.model.row(r) for r in range(window.crosstable.model.rowCount())]
    return standings, crosstable, window.crosstable.caption.text()


def test_large_event_tabs_are_worked_out_off_the_gui_thread(qtbot, tmp_path: Path,  # noqa: ANN001
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    at_once = _shown(_window(qtbot, tmp_path / "small"))
    assert at_once[0] and at_once[1]
    monkeypatch.setattr(worker, "BACKGROUND_CELLS", 0)  # every event counts as large
    threads: list[bool] = []
    standings = worker.Latest.run

    def noted(self: worker.Latest, work, show, background: bool) -> None:  # noqa: ANN001
        standings(self, lambda: threads.append(threading.current_thread() is threading.main_thread()) or work(),
                  show, background)

    monkeypatch.setattr(worker.Latest, "run", noted)
    window = _window(qtbot, tmp_path / "large")
    window.tabs.setCurrentWidget(window.standings_page)
    assert window.standings_rules.text().endswith("working out the standings…")
    qtbot.waitUntil(lambda: not window._standings_work.busy, timeout=30000)
    window.tabs.setCurrentWidget(window.crosstable)
    assert window.crosstable.caption.text().startswith("Working out the crosstable after round 4")
    qtbot.waitUntil(lambda: not window.crosstable._work.busy, timeout=30000)
    assert _shown(window) == at_once
    assert threads and not any(threads)  # never on the GUI thread
    assert not window.standings_rules.text().endswith("working out the standings…")


def test_a_later_refresh_drops_the_earlier_result(qtbot) -> None:  # noqa: ANN001
    latest = worker.Latest()
    release = threading.Event()
    shown: list[str] = []
    latest.run(lambda: release.wait(10) and "first", shown.append, background=True)
    latest.run(lambda: "second", shown.append, background=True)
    release.set()
    qtbot.waitUntil(lambda: not latest.busy, timeout=10000)
    qtbot.wait(50)  # the first job's end, had it been kept, is queued by now
    assert shown == ["second"]
    latest.run(lambda: "small", shown.append, background=False)  # a small event: at once
    assert shown == ["second", "small"]


def test_an_error_while_working_out_is_raised_on_the_gui_thread(qtbot) -> None:  # noqa: ANN001
    latest = worker.Latest()
    caught: list[BaseException] = []

    def fail() -> str:
        raise ValueError("bad tie-break")

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(worker.Latest, "_raise", staticmethod(caught.append))
        latest.run(fail, lambda result: None, background=True)
        qtbot.waitUntil(lambda: not latest.busy, timeout=10000)
    assert [str(e) for e in caught] == ["bad tie-break"]


def test_ended_jobs_are_not_kept_by_their_window(qtbot) -> None:  # noqa: ANN001
    """A job parented to the window is deleted once it has ended, answered, failed or cancelled
    (one per job was kept for the window's life)."""
    owner = QObject()
    answers: list[object] = []
    release = threading.Event()

    def fail() -> None:
        raise ValueError("no")

    for work in (lambda: "done", fail, lambda: release.wait(10)):
        job = worker.Background(work, owner)
        job.done.connect(answers.append)
        job.failed.connect(answers.append)
        job.start()
    job.cancel()  # the last one's answer is dropped
    release.set()
    qtbot.waitUntil(lambda: not owner.findChildren(worker.Background), timeout=10000)
    assert sorted(str(a) for a in answers) == ["done", "no"]  # the two threads end in any order
    latest = worker.Latest(owner)
    latest.run(lambda: "shown", answers.append, background=True)
    qtbot.waitUntil(lambda: not latest.busy, timeout=10000)
    qtbot.waitUntil(lambda: not owner.findChildren(worker.Background), timeout=10000)
    assert answers[-1] == "shown"
