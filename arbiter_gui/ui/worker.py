"""Run slow work (the pairing engine) off the GUI thread, so the window never freezes."""
from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QObject, QThread, Signal, Slot


class _Job(QObject):
    done = Signal(object)
    failed = Signal(object)

    def __init__(self, work: Callable[[], Any]) -> None:
        super().__init__()
        self._work = work

    @Slot()
    def run(self) -> None:
        try:
            self.done.emit(self._work())
        except Exception as error:  # noqa: BLE001 - every failure goes back to the GUI thread
            self.failed.emit(error)


class Background(QObject):
    """One job on its own thread; ``done``/``failed`` arrive on the GUI thread. ``cancel`` makes
    the result be ignored (the engine is pure computation: nothing to undo)."""

    done = Signal(object)
    failed = Signal(object)

    def __init__(self, work: Callable[[], Any], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.cancelled = False
        self._thread = QThread()
        self._job = _Job(work)
        self._job.moveToThread(self._thread)
        self._thread.started.connect(self._job.run)
        self._job.done.connect(self._finish_done)
        self._job.failed.connect(self._finish_failed)

    def start(self) -> None:
        self._thread.start()

    def cancel(self) -> None:
        self.cancelled = True

    def wait(self) -> None:
        self._thread.quit()
        self._thread.wait()

    @Slot(object)
    def _finish_done(self, result: object) -> None:
        self.wait()
        if not self.cancelled:
            self.done.emit(result)

    @Slot(object)
    def _finish_failed(self, error: object) -> None:
        self.wait()
        if not self.cancelled:
            self.failed.emit(error)
