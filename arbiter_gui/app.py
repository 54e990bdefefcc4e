"""The ``arbiter`` desktop application.

    arbiter [TOURNAMENT.arbiter]
    arbiter --read-only TOURNAMENT.arbiter   look at a file open for writing elsewhere, following its changes
    arbiter --smoke-test SAMPLE.trf          check an installation: import, pair the next round, print, exit
    arbiter --help                           this text (also -h)
"""
from __future__ import annotations

import inspect
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QEventLoop, QSettings, QStandardPaths
from PySide6.QtWidgets import QApplication

from .crash_log import CrashLog, install_qt_handler
from .ui.collector import GuiThreadCollector, freeze_what_lives
from .ui.crash_dialog import show_crash_reports
from .ui.i18n import chosen_language, install_translations
from .ui.main_window import MainWindow
from .ui import engine_process
from .ui.worker import wait_for_jobs

# How long a thread keeps Python's lock (the GIL) once another asks for it. A worker computing in
# Python (a large event's standings) keeps it that long each time the GUI thread asks, and painting
# a table asks at every cell's data(): at Python's 5 ms, showing the out-of-date Standings of 2,000
# players stalled the window 90-142 ms on an idle machine, its own work 15-20 ms; at 1 ms, 36-37 ms
# (issue 30; benchmarks/README.md, session 14).
GIL_SWITCH_S = 0.001


def create_main_window(path: str | None = None, readonly: bool = False) -> MainWindow:
    """The main window (a QApplication must exist), with ``path`` opened if given (read-only if
    asked, or if the file cannot be written)."""
    window = MainWindow()
    if path:
        window.open_file(path, readonly)
    return window


def smoke_test(app: QApplication, trf_path: str) -> int:
    """Import ``trf_path`` into a tournament file in a temporary folder and pair its next round
    through the main window (engine on the worker thread), without showing it; print one line
    with the number of boards. Exit code 0, or 1 with the reason on stderr."""
    with tempfile.TemporaryDirectory() as folder:
        window = create_main_window()
        if window.import_trf(trf_path, str(Path(folder) / "smoke.arbiter")):
            window.pair_next_round()
            while window.pairing_in_progress:
                app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
        pairing, error = window.last_pairing, window.last_error
        window.close()
        engine_process.shutdown()
    if pairing is None:
        print(f"arbiter: smoke test failed: {error}", file=sys.stderr)
        return 1
    bye = f", bye {pairing.bye}" if pairing.bye is not None else ""
    print(f"smoke test: round {pairing.round} paired, {len(pairing.boards)} boards{bye}")
    return 0


def start_crash_log() -> CrashLog | None:
    """The session's crash log beside the user's settings (``crash_log``), or None if that
    folder cannot be written (said on the standard error)."""
    import PySide6
    from PySide6.QtCore import qVersion

    folder = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppConfigLocation)) / "crash-logs"
    log = CrashLog(folder)
    try:
        log.install(f"PySide6 {PySide6.__version__}, Qt {qVersion()}")
    except OSError as error:
        print(f"arbiter: no crash log in {folder}: {error.strerror}", file=sys.stderr)
        return None
    install_qt_handler(log)
    return log


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv if argv is None else argv
    if any(arg in ("-h", "--help") for arg in argv[1:]):  # said, not opened as a file named --help
        if sys.stdout is not None:  # a windowed build on Windows has no console to print to
            print(inspect.cleandoc(__doc__ or "").replace("``", ""))
        return 0
    app = QApplication.instance() or QApplication(argv)
    app.setApplicationName("Arbiter")
    app.setOrganizationName("Arbiter")
    install_translations(app, chosen_language(QSettings()))  # the translators are children of app
    GuiThreadCollector(parent=app)  # garbage collected on this thread only, never the engine's
    sys.setswitchinterval(GIL_SWITCH_S)
    if len(argv) == 3 and argv[1] == "--smoke-test":
        return smoke_test(app, argv[2])
    log = start_crash_log()
    readonly = len(argv) == 3 and argv[1] == "--read-only"
    window = create_main_window(argv[-1] if len(argv) > 1 else None, readonly)
    window.show()
    if not window.opening:  # (a large file being read is frozen once shown, and not collected meanwhile: Held)
        freeze_what_lives()  # the start-up's objects are not walked again by every full collection
    if log is not None:
        show_crash_reports(log.folder, window)  # those of earlier sessions
    code = app.exec()
    wait_for_jobs()  # a job dropped before it ended (a question no longer asked) may still run
    engine_process.shutdown()  # the engine's child process ends with the window (atexit would too, later)
    if log is not None:
        log.close()
    return code
