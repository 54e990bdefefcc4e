"""Child process of test_crash_log: a Qt application with the crash log installed in FOLDER that
meets the trouble named by HOW, then ends (or dies).

    python -m tests.ui.crash_child FOLDER HOW

HOW: "clean" (no error), "slot" (an exception in a slot, then a clean exit), "segfault" (a
segmentation fault), "qfatal" (Qt's fatal error, as "QThread: Destroyed while thread is still
running"), "fatal" (Python's fatal error, as PySide6 6.12's none_dealloc is), "stderr" (text written
on file descriptor 2, then an abort), "dropped job" (the window owning a job that still runs is
closed: Qt aborted before worker.py kept the thread).
"""
from __future__ import annotations

import ctypes
import faulthandler
import os
import sys
import time

from PySide6.QtCore import QObject, QTimer, Signal, qFatal
from PySide6.QtWidgets import QApplication, QWidget

from arbiter_gui.crash_log import CrashLog, install_qt_handler
from arbiter_gui.ui.worker import Background, wait_for_jobs


class _Sender(QObject):
    fired = Signal()


def _slot() -> None:
    raise ZeroDivisionError("a slot failed while entering a result")


def _close_window_with_a_running_job() -> None:
    window = QWidget()
    Background(lambda: time.sleep(1), window).start()  # "Why not…?" asked, then the window closed
    QTimer.singleShot(100, window.deleteLater)


def main(folder: str, how: str) -> int:
    app = QApplication([])
    log = CrashLog(folder)
    log.install("test child", capture_stderr=True)
    install_qt_handler(log)
    sender = _Sender()
    sender.fired.connect(_slot)
    actions = {
        "clean": lambda: None,
        "slot": sender.fired.emit,
        "segfault": faulthandler._sigsegv,
        "qfatal": lambda: qFatal("QThread: Destroyed while thread '' is still running (simulated)"),
        "fatal": lambda: ctypes.pythonapi.Py_FatalError(b"none_dealloc: deallocating None (simulated)"),
        "stderr": lambda: (os.write(2, b"written on descriptor 2\n"), os.abort()),
        "dropped job": _close_window_with_a_running_job,
    }
    QTimer.singleShot(0, actions[how])
    QTimer.singleShot(300, app.quit)
    code = app.exec()
    wait_for_jobs()
    log.close()
    return code


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
