"""Small pieces the round, pairing-edit and player views share: selectable read-only lists and
error messages shown next to the field they are about."""
from __future__ import annotations

from typing import Sequence

from PySide6.QtWidgets import QAbstractItemView, QLabel, QTableView

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
