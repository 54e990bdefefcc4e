"""Read-only table models over rows of values, refreshed whole when the data they show changes,
the compact table view every tab uses, and a proxy that sorts numbers as numbers and searches
chosen columns."""
from __future__ import annotations

from fractions import Fraction
from typing import Sequence

from PySide6.QtCore import (QAbstractTableModel, QCollator, QEvent, QLocale, QModelIndex, QObject,
                            QPersistentModelIndex, QSortFilterProxyModel, Qt)
from PySide6.QtWidgets import QHeaderView, QTableView

from ..tournament.collation import fold


class RowsModel(QAbstractTableModel):
    """Rows in the order given, or sorted by a column once ``sort`` was asked (the Players tab's
    header): then ``row(n)``, ``value(n, c)`` and Qt's row n are the n-th row shown."""

    def __init__(self, headers: Sequence[str]) -> None:
        super().__init__()
        self._headers = list(headers)
        # each kept in the order given; _order lists the given rows in the order shown
        self._rows: list[tuple[str, ...]] = []
        self._values: list[tuple[object, ...]] = []
        self._given: list[tuple[object, ...]] = []  # the rows as last given to set_rows
        self._order: list[int] = []
        self._sort: tuple[int, Qt.SortOrder] | None = None
        self._collator: QCollator | None = None

    def set_headers(self, headers: Sequence[str]) -> None:
        if list(headers) != self._headers:
            self.beginResetModel()
            self._headers = list(headers)
            self.endResetModel()

    def set_rows(self, rows: Sequence[Sequence[object]], values: Sequence[Sequence[object]] | None = None) -> None:
        """``rows`` as shown (anything, shown with str(); None as blank); ``values`` (default: the
        rows themselves) are what sorting compares. Rows of the same shape as before are updated in
        place (only the rows that differ are announced): a view keeps its selection and scrolling,
        and one result entered does not lay out a 150-board table again. A row given as before
        keeps its texts (2,000 players' 22,000 texts made again after each result: issue 30)."""
        given = [tuple(row) for row in rows]
        kept = given if values is None else [tuple(row) for row in values]
        if len(given) == len(self._given):
            texts = [self._rows[n] if _same(row, self._given[n]) else _texts(row) for n, row in enumerate(given)]
        else:
            texts = [_texts(row) for row in given]
        order = self._ordered(kept)
        if len(texts) != len(self._rows) or any(len(a) != len(b) for a, b in zip(texts, self._rows)):
            self.beginResetModel()
            self._rows, self._values, self._given, self._order = texts, kept, given, order
            self.endResetModel()
            return
        changed = [(n, c) for n in range(len(texts)) if texts[n] is not self._rows[n] or kept[n] != self._values[n]
                   for c in range(len(texts[n])) if texts[n][c] != self._rows[n][c] or kept[n][c] != self._values[n][c]]
        self._rows, self._values, self._given = texts, kept, given
        self._reorder(order)
        if changed:  # one signal around the cells that changed (each signal re-measures the columns)
            shown = {given_row: n for n, given_row in enumerate(self._order)}
            rows, columns = [shown[n] for n, _ in changed], [c for _, c in changed]
            self.dataChanged.emit(self.index(min(rows), min(columns)), self.index(max(rows), max(columns)))

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Show the rows sorted by the raw values of ``column`` (``_sort_key``), ties in the order
        given; -1: in the order given."""
        self._sort = (column, order) if column >= 0 else None
        self._reorder(self._ordered(self._values))

    def _ordered(self, values: list[tuple[object, ...]]) -> list[int]:
        """The given rows' numbers in the order shown: one sort with a key, in C, where Qt's sorting
        proxy called Python 5 times for each of its 13,000 comparisons of 2,000 players (issue 30)."""
        if self._sort is None:
            return list(range(len(values)))
        column, order = self._sort
        if self._collator is None:
            self._collator = name_collator()
        keys = [_sort_key(row[column], self._collator) for row in values]
        return sorted(range(len(values)), key=keys.__getitem__, reverse=order == Qt.SortOrder.DescendingOrder)

    def _reorder(self, order: list[int]) -> None:
        """Show the rows in ``order``; the views keep their selected and current rows."""
        if order == self._order:
            return
        self.layoutAboutToBeChanged.emit()
        shown = {given_row: n for n, given_row in enumerate(order)}
        before = self.persistentIndexList()
        self.changePersistentIndexList(before, [self.index(shown[self._order[i.row()]], i.column()) for i in before])
        self._order = order
        self.layoutChanged.emit()

    def row(self, index: int) -> tuple[str, ...]:
        return self._rows[self._order[index]]

    def value(self, row: int, column: int) -> object:
        return self._values[self._order[row]][column]

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._headers)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self._rows[self._order[index.row()]][index.column()]
        if role == Qt.ItemDataRole.TextAlignmentRole and _is_number(self._values[self._order[index.row()]][index.column()]):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self._headers[section]
        return None


def _texts(row: tuple[object, ...]) -> tuple[str, ...]:
    return tuple("" if v is None else str(v) for v in row)


def _same(row: tuple[object, ...], before: tuple[object, ...]) -> bool:
    """The same values of the same types (1 == 1.0 == True, shown differently)."""
    return row == before and all(type(a) is type(b) for a, b in zip(row, before))


def _is_number(value: object) -> bool:
    if value is None or isinstance(value, str):  # most cells: no ABC check (Fraction's is slow)
        return False
    return isinstance(value, (int, float, Fraction)) and not isinstance(value, bool)


def name_collator() -> QCollator:
    """Alphabetical order in the locale's language; the "C" locale (no language set, as in a bare
    environment) compares code points, which puts Č, Ł, Š, Ż after Z: the root order is used then."""
    locale = QLocale()
    collator = QCollator(locale if locale.language() != QLocale.Language.C else QLocale(QLocale.Language.English))
    collator.setNumericMode(True)
    return collator


def _sort_key(value: object, collator: QCollator) -> tuple[int, object]:
    """Numbers before text, blanks last; numbers as numbers (10 after 9), text in the collator's
    alphabetical order (Černý before Czapek)."""
    if _is_number(value):
        return 0, value
    text = "" if value is None else str(value)
    return (1, collator.sortKey(text)) if text else (2, 0)


class SearchSortProxy(QSortFilterProxyModel):
    """Sorts a RowsModel by raw values (10 after 9, names in the interface language's alphabetical
    order, Černý before Czapek: the model sorts itself, ``RowsModel.sort``) and keeps the rows
    where the search text is part of one of the ``searched`` columns, ignoring case and accents
    ("cerny" finds "Černý"); a search of digits only looks at the start of the ``numbers`` columns
    (pairing number, FIDE ID), never inside a rating or a name."""

    def __init__(self, source: RowsModel, searched: Sequence[int], numbers: Sequence[int] = ()) -> None:
        super().__init__()
        self._source = source
        self._searched = tuple(searched)
        self._numbers = tuple(numbers)
        self._needle = ""
        self.setSourceModel(source)

    def set_search(self, text: str) -> None:
        if hasattr(self, "beginFilterChange"):  # Qt 6.9 on
            self.beginFilterChange()
            self._needle = fold(text.strip())
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
        else:
            self._needle = fold(text.strip())
            self.invalidateFilter()

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """The source model sorts its rows (``RowsModel.sort``); this proxy only keeps the rows found."""
        self._source.sort(column, order)

    def filterAcceptsRow(self, row: int, parent: QModelIndex | QPersistentModelIndex) -> bool:  # noqa: N802
        if not self._needle:
            return True
        cells = self._source.row(row)
        if self._needle.isdigit():
            return any(cells[column].startswith(self._needle) for column in self._numbers)
        return any(self._needle in fold(cells[column]) for column in self._searched)


def compact_table(model: QAbstractTableModel, stretch: Sequence[int], view: QTableView | None = None) -> QTableView:
    """A compact table: the ``stretch`` columns (names) share the width, the rest fit their text."""
    view = view or QTableView()
    view.setModel(model)
    view.setAlternatingRowColors(True)
    view.setWordWrap(False)
    view.verticalHeader().setVisible(False)
    view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 8)
    view.horizontalHeader().setMinimumSectionSize(view.fontMetrics().horizontalAdvance("0000"))
    # the columns that fit their text measure the rows on screen only: numbers, federations and
    # results are as wide there as below, and measuring 1,000 rows of 2,000 players after every
    # change blocked the window for a second (issue 30)
    view.horizontalHeader().setResizeContentsPrecision(0)
    fit_columns(view, stretch)
    return view


def fit_columns(view: QTableView, stretch: Sequence[int]) -> None:
    """Give every column of the view's model its resize mode (again, after the columns changed)."""
    fitting = view.findChild(_Fitting)
    if fitting is None:
        fitting = _Fitting(view)
    fitting.stretch = tuple(stretch)
    fitting.apply()


class _Fitting(QObject):
    """The columns of a view that are not stretched fit their text only while the view is on
    screen: Qt measures every row of a hidden table (it has no rows on screen to measure), which
    is how the Rounds tab's 1,000 boards were measured behind the Players tab each time the
    2,000-player file opened or a result was undone (issue 30). Hidden, they keep their widths;
    shown, they fit the rows on screen again."""

    def __init__(self, view: QTableView) -> None:
        super().__init__(view)
        self._view = view
        self.stretch: tuple[int, ...] = ()
        view.installEventFilter(self)

    def apply(self) -> None:
        header = self._view.horizontalHeader()
        fit = QHeaderView.ResizeMode.ResizeToContents if self._view.isVisible() else QHeaderView.ResizeMode.Interactive
        for column in range(self._view.model().columnCount()):
            mode = QHeaderView.ResizeMode.Stretch if column in self.stretch else fit
            if header.sectionResizeMode(column) != mode:
                header.setSectionResizeMode(column, mode)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() in (QEvent.Type.Show, QEvent.Type.Hide):
            self.apply()
        return False
