"""A tab whose widget is built the first time it is shown (e.g. the charts: pyqtgraph takes
about 0.6 s to import, which would otherwise lengthen every start-up)."""
from __future__ import annotations

from typing import Callable

from PySide6.QtWidgets import QVBoxLayout, QWidget

from ..tournament.model import Tournament


class LazyView(QWidget):
    """Follows the window's view contract (``set_tournament``) for a widget made on first show."""

    def __init__(self, factory: Callable[[], QWidget]) -> None:
        super().__init__()
        self._factory = factory
        self._tournament: Tournament | None = None
        self.view: QWidget | None = None
        QVBoxLayout(self).setContentsMargins(0, 0, 0, 0)

    def set_tournament(self, t: Tournament | None) -> None:
        self._tournament = t
        if self.view is not None and hasattr(self.view, "set_tournament"):
            self.view.set_tournament(t)

    def showEvent(self, event: object) -> None:  # noqa: N802 - Qt's name
        if self.view is None:
            self.view = self._factory()
            self.layout().addWidget(self.view)
            self.set_tournament(self._tournament)
        super().showEvent(event)  # type: ignore[arg-type]
