"""Read-only table models over rows of values, refreshed whole when the data they show changes,
the compact table view every tab uses, and a proxy that sorts numbers as numbers and searches
chosen columns."""
from __future__ import annotations

from fractions import Fraction
from typing import Sequence

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, QSortFilterProxyModel, Qt
from PySide6.QtWidgets import QHeaderView, QTableView

SORT_ROLE = Qt.ItemDataRole.UserRole  # the raw value of a cell (int, Fraction, str)


class RowsModel(QAbstractTableModel):
    def __init__(self, headers: Sequence[str]) -> None:
        super().__init__()
        self._headers = list(headers)
        self._rows: list[tuple[str, ...]] = []
        self._values: list[tuple[object, ...]] = []

    def set_headers(self, headers: Sequence[str]) -> None:
        if list(headers) != self._headers:
            self.beginResetModel()
            self._headers = list(headers)
            self.endResetModel()

    def set_rows(self, rows: Sequence[Sequence[object]], values: Sequence[Sequence[object]] | None = None) -> None:
        """``rows`` as shown (anything, shown with str(); None as blank); ``values`` (default: the
        rows themselves) are what sorting compares."""
        self.beginResetModel()
        self._rows = [tuple("" if v is None else str(v) for v in row) for row in rows]
        self._values = [tuple(row) for row in (rows if values is None else values)]
        self.endResetModel()

    def row(self, index: int) -> tuple[str, ...]:
        return self._rows[index]

    def value(self, row: int, column: int) -> object:
        return self._values[row][column]

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._headers)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self._rows[index.row()][index.column()]
        if role == Qt.ItemDataRole.TextAlignmentRole and _is_number(self._values[index.row()][index.column()]):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self._headers[section]
        return None


def _is_number(value: object) -> bool:
    return isinstance(value, (int, float, Fraction)) and not isinstance(value, bool)


def _sort_key(value: object) -> tuple[int, object]:
    """Numbers before text, each in its natural order; blanks last."""
    if _is_number(value):
        return (0, value)
    text = "" if value is None else str(value)
    return (2, "") if not text else (1, text.casefold())


class SearchSortProxy(QSortFilterProxyModel):
    """Sorts a RowsModel by raw values (10 after 9) and keeps the rows where some of the
    ``searched`` columns contain the filter text (case-insensitive)."""

    def __init__(self, source: RowsModel, searched: Sequence[int]) -> None:
        super().__init__()
        self._source = source
        self._searched = tuple(searched)
        self._needle = ""
        self.setSourceModel(source)

    def set_search(self, text: str) -> None:
        if hasattr(self, "beginFilterChange"):  # Qt 6.9 on
            self.beginFilterChange()
            self._needle = text.strip().casefold()
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
        else:
            self._needle = text.strip().casefold()
            self.invalidateFilter()

    def lessThan(self, left: QModelIndex | QPersistentModelIndex,  # noqa: N802 - Qt's name
                 right: QModelIndex | QPersistentModelIndex) -> bool:
        a = _sort_key(self._source.value(left.row(), left.column()))
        b = _sort_key(self._source.value(right.row(), right.column()))
        return a < b

    def filterAcceptsRow(self, row: int, parent: QModelIndex | QPersistentModelIndex) -> bool:  # noqa: N802
        if not self._needle:
            return True
        cells = self._source.row(row)
        return any(self._needle in cells[column].casefold() for column in self._searched)


def compact_table(model: QAbstractTableModel, stretch: Sequence[int], view: QTableView | None = None) -> QTableView:
    """A compact table: the ``stretch`` columns (names) share the width, the rest fit their text."""
    view = view or QTableView()
    view.setModel(model)
    view.setAlternatingRowColors(True)
    view.setWordWrap(False)
    view.verticalHeader().setVisible(False)
    view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 8)
    view.horizontalHeader().setMinimumSectionSize(view.fontMetrics().horizontalAdvance("0000"))
    fit_columns(view, stretch)
    return view


def fit_columns(view: QTableView, stretch: Sequence[int]) -> None:
    """Give every column of the view's model its resize mode (again, after the columns changed)."""
    header = view.horizontalHeader()
    for column in range(view.model().columnCount()):
        mode = QHeaderView.ResizeMode.Stretch if column in stretch else QHeaderView.ResizeMode.ResizeToContents
        header.setSectionResizeMode(column, mode)
