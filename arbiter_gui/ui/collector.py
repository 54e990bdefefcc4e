"""Python's cyclic garbage collected on the GUI thread only.

A collection runs on whichever thread happens to allocate when a threshold is passed. Run on the
engine's worker thread, it can destroy Qt objects left in reference cycles (a closed dialog, a
window), and their destructors then wait for the GUI thread, which waits for Python's lock held
by the worker: the window freezes for good (seen in the tests: both threads idle, the worker in
``QObject::~QObject`` waiting for the GIL, the GUI thread in a mutex of the same destruction). So
automatic collection is off and a timer on the GUI thread collects, generation by generation, as
the thresholds would have (the approach of pyqtgraph's ``GarbageCollector``, without importing
pyqtgraph at start-up)."""
from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer


class GuiThreadCollector(QObject):
    """Created on the GUI thread; ``stop`` gives collection back to Python."""

    def __init__(self, interval_ms: int = 1000, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.thresholds = gc.get_threshold()
        gc.disable()
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.check)
        self.timer.start(interval_ms)

    def check(self) -> None:
        """Collect each generation whose count passed its threshold, the youngest first (none while
        a file is being read: ``Held``)."""
        if Held.count:
            return
        counts = gc.get_count()
        for generation, threshold in enumerate(self.thresholds):
            if counts[generation] <= threshold:
                return
            gc.collect(generation)

    def stop(self) -> None:
        self.timer.stop()
        gc.collect()
        gc.enable()


class Held:
    """No collection while a file is being read (``MainWindow.open_file``, until it is shown): its
    objects live on and are frozen once it is shown (``freeze_what_lives``), so a collection meanwhile
    walks hundreds of thousands of new objects for nothing. Python's automatic collections took
    80-360 ms then at 2,000 players, and GuiThreadCollector's young collection, on the GUI thread, 54-92
    ms while the worker read (issue 30). ``release`` gives collection back, once."""

    count = 0  # holds not yet released

    def __init__(self) -> None:
        self._enabled = gc.isenabled()
        gc.disable()
        self._held = True
        Held.count += 1

    def release(self) -> None:
        if not self._held:
            return
        self._held = False
        Held.count -= 1
        if self._enabled:
            gc.enable()


def freeze_what_lives() -> None:
    """What lives now lives on (the window once shown, a file once opened, a round once shown): it is
    frozen, so that a full collection no longer walks it (76,000 objects of a 2,000-player round,
    12-20 ms each time; the start-up's objects, 26 ms at the first opening: issue 30). The garbage
    is collected first, once: frozen, it would be kept (until the window closes: MainWindow.closeEvent
    unfreezes)."""
    gc.collect()
    gc.freeze()
