"""Small pieces the views share: selectable read-only lists, error messages shown next to the
field they are about, and a one-line message that never widens the window."""
from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QAbstractItemView, QLabel, QSizePolicy, QTableView

from .tables import RowsModel, compact_table


def error_label() -> QLabel:
    """A message shown next to the field it is about (empty until something is refused)."""
    label = QLabel()
    label.setStyleSheet("color: #b00020;")
    label.setWordWrap(True)
    return label


def read_only_table(model: RowsModel, stretch: Sequence[int] = ()) -> QTableView:
    """A compact table (``tables.compact_table``) whose rows are picked one at a time."""
    view = compact_table(model, stretch)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    return view


class OneLineLabel(QLabel):
    """A message on one line, as wide as its place allows: a longer text is shown cut with "…"
    and whole in its tooltip (text() keeps it whole). A plain QLabel in the status bar asks for
    its text's full width, so a long message (a backup's path, several notes) widened the window
    past a 1366-pixel screen and pushed the FIDE-mode badge off it."""

    def __init__(self) -> None:
        super().__init__()
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        super().setText(text)
        self.setToolTip(text)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(0, super().minimumSizeHint().height())

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        shown = self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight, self.contentsRect().width())
        painter.drawText(self.contentsRect(), int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), shown)
