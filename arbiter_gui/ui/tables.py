"""Read-only table models over rows of text, refreshed whole when the data they show changes."""
from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt


class RowsModel(QAbstractTableModel):
    def __init__(self, headers: Sequence[str]) -> None:
        super().__init__()
        self._headers = list(headers)
        self._rows: list[tuple[str, ...]] = []

    def set_headers(self, headers: Sequence[str]) -> None:
        if list(headers) != self._headers:
            self.beginResetModel()
            self._headers = list(headers)
            self.endResetModel()

    def set_rows(self, rows: Sequence[Sequence[object]]) -> None:
        self.beginResetModel()
        self._rows = [tuple("" if v is None else str(v) for v in row) for row in rows]
        self.endResetModel()

    def row(self, index: int) -> tuple[str, ...]:
        return self._rows[index]

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._headers)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if role == Qt.ItemDataRole.DisplayRole and index.isValid():
            return self._rows[index.row()][index.column()]
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self._headers[section]
        return None
