"""Run slow work (the pairing engine; a large event's standings, crosstable, explanation and stored
decision record) off the GUI thread, so the window never freezes. The engine's own computations go
further, to its process (engine_process.run): their thread only waits, the GIL free for the window."""
from __future__ import annotations

import threading
from typing import Any, Callable, TypeVar

from PySide6.QtCore import QObject, QThread, Signal, Slot

from ..engine.cancel import cancellable
from ..tournament.model import Tournament

R = TypeVar("R")


class _Job(QObject):
    done = Signal(object)
    failed = Signal(object)

    def __init__(self, work: Callable[[], Any], stop: threading.Event) -> None:
        super().__init__()
        self._work = work
        self._stop = stop

    @Slot()
    def run(self) -> None:
        try:
            with cancellable(self._stop):
                result = self._work()
            self.done.emit(result)
        except Exception as error:  # noqa: BLE001 - every failure goes back to the GUI thread
            self.failed.emit(error)
        finally:
            self.thread().quit()  # the thread ends with its job, whoever still listens


class _Reaper(QObject):
    """Keeps every started thread, with its job, until it has finished: Qt aborts the whole
    process ("QThread: Destroyed while thread is still running") if a running thread is destroyed,
    as happened when the window owning a cancelled job was closed before the job ended."""

    def __init__(self) -> None:
        super().__init__()
        self.running: dict[QThread, _Job] = {}

    @Slot()
    def reap(self) -> None:
        """A thread has finished (queued to the GUI thread): it may go."""
        thread = self.sender()
        if isinstance(thread, QThread):
            thread.wait()
            self.running.pop(thread, None)


_REAPER = _Reaper()  # lives in the thread that imports this module: the GUI thread


def wait_for_jobs() -> None:
    """Wait for every job still running (at exit: a running thread must not be destroyed)."""
    for thread in list(_REAPER.running):
        thread.wait()
    _REAPER.running.clear()


class Background(QObject):
    """One job on its own thread; ``done``/``failed`` arrive on the GUI thread. ``cancel`` stops
    the engine at its next checkpoint (engine/cancel.py) and makes any result be ignored; work done
    after the job's last checkpoint (storing a paired round) is not stopped, and the caller tells what
    it did (``MainWindow._cancel_pairing``). The thread outlives this object if need be; this object
    is deleted once its job has ended (its answer given or dropped), not kept by its parent window
    (one per job was kept: a leak). Once its job has ended it is no longer its parent's child
    (``_release``): its deletion frees the callbacks connected to it, which may hold the last
    reference to that parent (a panel no one else keeps), and the parent's deletion then deleted
    it a second time, as its child: the window crashed in ``QObject::~QObject``."""

    done = Signal(object)
    failed = Signal(object)

    def __init__(self, work: Callable[[], Any], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.cancelled = False
        self._stop = threading.Event()
        self._thread = QThread()
        self._job = _Job(work, self._stop)
        self._job.moveToThread(self._thread)
        self._thread.started.connect(self._job.run)
        self._thread.finished.connect(_REAPER.reap)
        self._job.done.connect(self._finish_done)
        self._job.failed.connect(self._finish_failed)

    def start(self) -> None:
        if self.cancelled:  # before it started (a start put off): it never runs
            self._release()
            return
        _REAPER.running[self._thread] = self._job
        self._thread.start()

    def cancel(self) -> None:
        self.cancelled = True
        self._stop.set()

    def wait(self) -> None:
        self._thread.quit()
        self._thread.wait()

    @Slot(object)
    def _finish_done(self, result: object) -> None:
        self.wait()
        self._release()  # first: an answer that ends its parent's life does not end this object's
        if not self.cancelled:
            self.done.emit(result)

    @Slot(object)
    def _finish_failed(self, error: object) -> None:
        self.wait()
        self._release()
        if not self.cancelled:
            self.failed.emit(error)

    def _release(self) -> None:
        """Deleted later, as the child of ``_REAPER`` (which outlives every window), no longer of the
        object that asked for the job: whatever its deletion frees (the callbacks connected to it and
        what they hold, possibly that object), that object's deletion cannot delete it again. Deleting
        it unparented instead would leave it to Python, which deletes it when its last reference goes,
        wherever that is (inside its own slot)."""
        self.setParent(_REAPER)
        self.deleteLater()


BACKGROUND_CELLS = 4000  # players x rounds above which a view's figures are worked out off the GUI thread


def large(t: Tournament) -> bool:
    """An event whose standings take longer than the window may freeze (issue 30: 0.3 s at 2,000
    players x 11 rounds, against 50 ms); a smaller one's are worked out at once."""
    return len(t.players) * t.paired_rounds > BACKGROUND_CELLS


class Latest(QObject):
    """A view's latest refresh: ``run(work, show, background)`` calls ``show(work())``, at once, or
    with ``work`` on a worker thread and ``show`` on the GUI thread when it is done, unless a later
    ``run`` came meanwhile (the older result is dropped). ``work`` must only read (a Tournament is
    immutable); an exception it raises is raised again on the GUI thread, as it would be at once."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._job: Background | None = None

    @property
    def busy(self) -> bool:
        return self._job is not None

    def run(self, work: Callable[[], R], show: Callable[[R], None], background: bool) -> None:
        self.stop()
        if not background:
            show(work())
            return
        job = self._job = Background(work, self)
        job.done.connect(lambda result: self._finish(job) and show(result))
        job.failed.connect(lambda error: self._finish(job) and self._raise(error))
        job.start()

    def _finish(self, job: Background) -> bool:
        """The job is done: True if it is still the latest."""
        latest = job is self._job
        if latest:
            self._job = None
        return latest

    @staticmethod
    def _raise(error: BaseException) -> None:
        raise error

    def stop(self) -> None:
        """Drop the refresh under way (its thread ends on its own: nothing waits for it)."""
        if self._job is not None:
            self._job.cancel()  # deleted when its thread ends (the thread is kept until then: _REAPER)
            self._job = None
