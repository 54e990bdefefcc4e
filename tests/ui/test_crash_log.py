"""The crash log (issue 16: "the app vanished without a message"): what each kind of crash leaves,
the report shown at the next start, and the abort it found (a window closed while its job ran)."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from arbiter_gui.crash_log import MAX_KEPT, CrashLog, mark_shown, pending_reports

ROOT = Path(__file__).parents[2]


def run_child(folder: Path, how: str) -> int:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-m", "tests.ui.crash_child", str(folder), how], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)
    return done.returncode


def only_report(folder: Path) -> str:
    [report] = pending_reports(folder)
    return report.read_text(encoding="utf-8")


def test_a_clean_session_leaves_nothing(tmp_path: Path) -> None:
    assert run_child(tmp_path, "clean") == 0
    assert list(tmp_path.iterdir()) == [] and pending_reports(tmp_path) == []


def test_an_exception_in_a_slot_is_reported(tmp_path: Path) -> None:
    assert run_child(tmp_path, "slot") == 0  # PySide goes on after an exception in a slot
    text = only_report(tmp_path)
    assert text.startswith("Arbiter session ") and "Python 3." in text
    assert "Uncaught exception\nTraceback" in text and "ZeroDivisionError: a slot failed" in text
    assert "without closing normally" not in text


@pytest.mark.skipif(os.name != "posix", reason="signals")
@pytest.mark.parametrize("how,expected", [
    ("segfault", ["Fatal Python error: Segmentation fault", "crash_child.py"]),
    ("qfatal", ["Qt fatal", "QThread: Destroyed while thread", "Fatal Python error: Aborted"]),
    ("fatal", ["Fatal Python error: none_dealloc: deallocating None (simulated)", "crash_child.py"]),
    ("stderr", ["written on descriptor 2", "Fatal Python error: Aborted"]),
])
def test_a_crash_leaves_its_traceback_and_is_reported_at_the_next_start(how: str, expected: list[str],
                                                                       tmp_path: Path) -> None:
    assert run_child(tmp_path, how) != 0
    assert [p.name.startswith("session-") for p in tmp_path.iterdir()] == [True]
    text = only_report(tmp_path)
    for line in expected:
        assert line in text, text
    assert text.rstrip().endswith("The app ended without closing normally (a crash, an abort or a kill); the lines "
                                  "above are what it recorded before.")


def test_closing_a_window_while_its_job_runs_no_longer_aborts(tmp_path: Path) -> None:
    """The abort found looking for the vanished app: a QThread destroyed while running."""
    assert run_child(tmp_path, "dropped job") == 0
    assert pending_reports(tmp_path) == []


def test_the_session_log_of_a_running_process_is_left_alone(tmp_path: Path) -> None:
    log = CrashLog(tmp_path)
    log.install("test", capture_stderr=False)
    try:
        other = tmp_path / f"session-{os.getppid()}.log"  # a process that runs
        other.write_text("running\n")
        assert pending_reports(tmp_path) == [] and other.exists() and log.path.exists()
        log.record_error("Uncaught exception", "Traceback: simulated")
    finally:
        report = log.close()
    assert report is not None and pending_reports(tmp_path) == [report]
    assert "simulated" in report.read_text()


def test_shown_reports_are_filed_and_the_last_ones_kept(tmp_path: Path) -> None:
    for n in range(MAX_KEPT + 3):
        (tmp_path / f"crash-20260101-0000{n:02d}-1.log").write_text(f"report {n}\n")
    for report in pending_reports(tmp_path):
        mark_shown(report)
    assert pending_reports(tmp_path) == []
    kept = sorted(p.name for p in (tmp_path / "shown").iterdir())
    assert len(kept) == MAX_KEPT and kept[-1] == f"crash-20260101-0000{MAX_KEPT + 2:02d}-1.log"


def test_the_report_is_shown_once_at_the_next_start(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QGuiApplication

    from arbiter_gui.ui.crash_dialog import show_crash_reports

    (tmp_path / "session-999999999.log").write_text("Arbiter session ...\nFatal Python error: Segmentation fault\n")
    dialog = show_crash_reports(tmp_path)
    assert dialog is not None
    qtbot.addWidget(dialog)
    assert dialog.isVisible() and "Fatal Python error: Segmentation fault" in dialog.text.toPlainText()
    dialog.copy_button.click()
    assert "Segmentation fault" in QGuiApplication.clipboard().text()
    assert pending_reports(tmp_path) == [] and len(list((tmp_path / "shown").iterdir())) == 1
    dialog.close()
    assert show_crash_reports(tmp_path) is None
