"""Read-only table models over rows of values, refreshed whole when the data they show changes,
the compact table view every tab uses, and a proxy that sorts numbers as numbers and searches
chosen columns."""
from __future__ import annotations

from contextlib import contextmanager
from fractions import Fraction
from typing import Callable, Iterator, NamedTuple, Sequence

from PySide6.QtCore import (QAbstractTableModel, QCollator, QEvent, QLocale, QModelIndex, QObject,
                            QPersistentModelIndex, QSize, QSortFilterProxyModel, Qt, Signal)
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QHeaderView, QStyle, QStyleOptionViewItem, QTableView

from ..reports.texts import fmt_score
from ..tournament.collation import fold


class TextWidths:
    """How wide texts are shown in ``font`` (QFontMetrics.horizontalAdvance), each text measured
    once. One thread measures with one TextWidths (a QFontMetrics is reentrant, not thread-safe):
    ``elsewhere`` gives another thread its own, sharing the widths known (a dict's get and set are
    atomic), so that a worker measures a large table's texts (``widest_texts``) for the view."""

    def __init__(self, font: QFont, known: dict[str, int] | None = None) -> None:
        self.font = QFont(font)
        self._metrics = QFontMetrics(self.font)
        self._known: dict[str, int] = {} if known is None else known

    def __call__(self, text: str) -> int:
        width = self._known.get(text)
        if width is None:
            width = self._known[text] = self._metrics.horizontalAdvance(text)
        return width

    def elsewhere(self) -> TextWidths:
        """The same widths, for another thread."""
        return TextWidths(self.font, self._known)


def widest_texts(rows: Sequence[Sequence[str]], width: Callable[[str], int]) -> list[str]:
    """The widest text of each column of ``rows`` by ``width`` (no column if no row), each distinct
    text measured once (a crosstable's 44,000 cells hold 16,600): a proportional font shows
    "Mamedyarov, Shakhriyar" wider than "Illingworth, Phillip J."."""
    return [max(set(column), key=width) for column in zip(*rows)]


class Widest(NamedTuple):
    """The widest text of each column of some rows in ``font`` (``widest_texts``), worked out with
    the rows on a worker thread: 16,600 texts of a 2,000-player crosstable measured on the GUI
    thread took 50 ms of its first showing (issue 30)."""

    font: QFont
    texts: list[str]


def measured(rows: Sequence[Sequence[object]], widths: TextWidths | None) -> Widest | None:
    """The widest texts of ``rows`` as ``RowsModel.set_rows`` shows them, by ``widths``
    (``RowsModel.widths_elsewhere``): a worker making the rows of a large table measures them too."""
    return None if widths is None else Widest(widths.font, widest_texts([_texts(row) for row in rows], widths))


class RowsModel(QAbstractTableModel):
    """Rows in the order given, or sorted by a column once ``sort`` was asked (the Players tab's
    header): then ``row(n)``, ``value(n, c)`` and Qt's row n are the n-th row shown.
    ``texts_changed`` follows any change of the texts or headers (the views fit their columns)."""

    texts_changed = Signal()

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
        self._widest: list[str] | None = None  # widest_texts(), until the texts change
        self._widths: TextWidths | None = None  # how wide a text is shown (_Fitting: in its view's font); None: len
        self._keys: tuple[int, list[tuple[object, ...]], list[tuple[int, object]]] | None = None  # _ordered's last

    def set_headers(self, headers: Sequence[str]) -> None:
        if list(headers) != self._headers:
            self.beginResetModel()
            self._headers = list(headers)
            if not self._rows:  # the rows' widest texts are kept: one blank per header
                self._widest = None
            self.endResetModel()
            self.texts_changed.emit()

    def measure_by(self, widths: TextWidths) -> None:
        """Widths of texts from now on (their length until a view fits its columns to them)."""
        self._widths = widths
        self._widest = None

    def widths_elsewhere(self) -> TextWidths | None:
        """The model's widths of texts for a worker thread (``measured``); None: by their length."""
        return None if self._widths is None else self._widths.elsewhere()

    def widest_texts(self) -> list[str]:
        """The widest text of each column by ``measure_by``'s widths ("" if it has no rows)."""
        if self._widest is None:
            self._widest = widest_texts(self._rows, self._widths or len) or [""] * len(self._headers)
        return self._widest

    def _taken(self, widest: Widest | None) -> list[str] | None:
        """``widest``'s texts if measured as this model measures (a font changed meanwhile: None)."""
        if widest is None or self._widths is None or widest.font != self._widths.font:
            return None
        return widest.texts or [""] * len(self._headers)

    def set_rows(self, rows: Sequence[Sequence[object]], values: Sequence[Sequence[object]] | None = None,
                 widest: Widest | None = None) -> None:
        """``rows`` as shown (anything, shown with str(); None as blank); ``values`` (default: the
        rows themselves) are what sorting compares; ``widest``, if known, their widest texts (else
        found here when a view asks). Rows of the same shape as before are updated in place (only
        the rows that differ are announced): a view keeps its selection and scrolling, and one
        result entered does not lay out a 150-board table again. A row given as before keeps its
        texts (2,000 players' 22,000 texts made again after each result: issue 30)."""
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
            self._widest = self._taken(widest)
            self.endResetModel()
            self.texts_changed.emit()
            return
        # what a view shows of a cell: its text, aligned by its value's type (not the value itself,
        # whose comparison is slow: 12,000 Fractions of the standings compared in Python, 10 ms)
        cells = ((n, [c for c, (a, b, v, w) in enumerate(zip(text, old, value, before))
                      if a != b or type(v) is not type(w)])
                 for n, (text, old, value, before) in enumerate(zip(texts, self._rows, kept, self._values))
                 if text is not old or value is not before)
        changed = {n: columns for n, columns in cells if columns}  # given row -> its columns that changed
        self._widest = self._taken(widest) or self._still_widest(changed, texts)
        self._rows, self._values, self._given = texts, kept, given
        self._reorder(order)
        if changed:
            self._announce(changed)
            self.texts_changed.emit()

    def _still_widest(self, changed: dict[int, list[int]], texts: list[tuple[str, ...]]) -> list[str] | None:
        """``widest_texts`` once the changed cells hold ``texts`` (None: to be found again, when a
        widest text was replaced by a narrower one): not every text looked at again after a result."""
        widest = self._widest
        if widest is None or not changed:
            return widest
        widest, width = list(widest), self._widths or len
        for n, columns in changed.items():
            for c in columns:
                new, old = texts[n][c], self._rows[n][c]
                if width(new) > width(widest[c]) or width(new) == width(widest[c]) and old == widest[c]:
                    widest[c] = new
                elif width(new) < width(old) == width(widest[c]):
                    return None  # perhaps the only text that wide
        return widest

    def _announce(self, changed: dict[int, list[int]]) -> None:
        """dataChanged for the cells that changed (given row -> columns): one signal per run of
        rows shown together, so that a view repaints those rows only, where one signal from the
        first to the last row repainted the whole table (9 ms at 2,000 players: issue 30); one
        signal around them all if they are many (each signal has its cost)."""
        shown = {given_row: n for n, given_row in enumerate(self._order)}
        runs: list[list[int]] = []  # [first row, last row, first column, last column]
        for row in sorted(shown[n] for n in changed):
            columns = changed[self._order[row]]
            if runs and runs[-1][1] == row - 1:
                run = runs[-1]
                run[1], run[2], run[3] = row, min(run[2], columns[0]), max(run[3], columns[-1])
            else:
                runs.append([row, row, columns[0], columns[-1]])
        if len(runs) > MANY_RUNS:
            runs = [[runs[0][0], runs[-1][1], min(r[2] for r in runs), max(r[3] for r in runs)]]
        for first, last, left, right in runs:
            self.dataChanged.emit(self.index(first, left), self.index(last, right))

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
        collator = self._collator
        if self._keys is not None and self._keys[0] == column and len(self._keys[1]) == len(values):
            # the keys of the rows given as before are kept (a result: 2,000 keys made again, 3 ms)
            _, before, kept = self._keys
            keys = [key if row is old else _sort_key(row[column], collator) for row, old, key in zip(values, before, kept)]
        else:
            keys = [_sort_key(row[column], collator) for row in values]
        self._keys = (column, values, keys)
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
        """A cell's text and alignment. A view painting a cell asks for 7 roles: the others are
        answered at once, in one Python call (a crosstable's 700 cells shown: 5,000 calls)."""
        if role == _DISPLAY:
            return self._rows[self._order[index.row()]][index.column()] if index.isValid() else None
        if role == _ALIGNMENT and index.isValid():
            return self.alignment(index.row(), index.column())
        return None

    def alignment(self, row: int, column: int) -> object:
        """The alignment of the cell shown at ``row``, ``column``: numbers on the right."""
        return _RIGHT if _is_number(self._values[self._order[row]][column]) else None

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self._headers[section]
        return None


_DISPLAY, _ALIGNMENT = Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.TextAlignmentRole  # looked up once
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
MANY_RUNS = 64  # runs of changed rows announced one by one (RowsModel._announce); more: one signal


def _texts(row: Sequence[object]) -> tuple[str, ...]:
    return tuple(["" if v is None else str(v) for v in row])


_SCORES: dict[tuple[int, int], str] = {}  # score_text's, by numerator and denominator (a few dozen)


def score_text(points: Fraction) -> str:
    """``fmt_score(points)``, kept for each value: 2,000 players' points formatted through Fraction
    arithmetic took 5 ms of a 2,000-player table made at once (issue 30)."""
    key = (points.numerator, points.denominator)
    text = _SCORES.get(key)
    if text is None:
        text = _SCORES[key] = fmt_score(points)
    return text


def _same(row: tuple[object, ...], before: tuple[object, ...]) -> bool:
    """The same values of the same types (1 == 1.0 == True, shown differently)."""
    return row is before or row == before and all(type(a) is type(b) for a, b in zip(row, before))


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
    alphabetical order (Černý before Czapek). A Fraction (points, tie-breaks) as its float, which
    sorts in C: Fractions compare in Python (8,000 comparisons, 4 ms, to sort 2,000 players by
    points); two scores of a tournament are never closer than a float can tell."""
    if _is_number(value):
        return 0, float(value) if type(value) is Fraction else value
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


def compact_table(model: RowsModel | SearchSortProxy, stretch: Sequence[int], view: QTableView | None = None) -> QTableView:
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
    fitting = view.findChild(_Fitting)
    if fitting is None:
        fitting = _Fitting(view)
    fitting.stretch = tuple(stretch)
    fitting.apply()


class _Fitting(QObject):
    """The columns of a view that are not stretched are as wide as their widest text (in the view's
    font, each distinct text measured once: ``RowsModel.widest_texts``) or their header, set here
    when the texts change and the view is on screen, or once it is shown. Qt's own fitting (ResizeToContents) measured the
    rows through the model's data() again after every change, each signal of it (6 ms for the
    rows on screen of the Players tab, so a dataChanged per changed row was not affordable), and
    every row of a hidden table: the Rounds tab's 1,000 boards behind the Players tab (issue 30).
    A column the arbiter has resized by hand keeps that width for the view's life, whatever its
    texts become (kept here by its header and which of the columns so headed it is, so the
    crosstable's "Pts" keeps it when a round column comes before it, and White's "Fed" is not Black's):
    until session 14 the next change fitted it again, the arbiter's drag undone."""

    def __init__(self, view: QTableView) -> None:
        super().__init__(view)
        self._view = view
        self.stretch: tuple[int, ...] = ()
        model = view.model()
        self._rows: RowsModel = model.sourceModel() if isinstance(model, QSortFilterProxyModel) else model
        self._rows.texts_changed.connect(self.fit)
        self._rows.measure_by(TextWidths(view.font()))
        self._by_hand: dict[tuple[object, int], int] = {}  # _known_as -> the width given by hand
        self._fitting = False  # the columns are resized here (_own), not by the arbiter
        view.horizontalHeader().sectionResized.connect(self._resized)
        view.installEventFilter(self)

    def _resized(self, column: int, old: int, new: int) -> None:
        """A column resized, by the arbiter unless it was fit()."""
        if not self._fitting and column not in self.stretch:
            self._by_hand[self._known_as(column)] = new

    def _known_as(self, column: int) -> tuple[object, int]:
        """A column as the arbiter knows it: its header, and which of the columns so headed it is
        (the Rounds tab has a "Fed", "Rtg" and "Points" for White and for Black)."""
        header = self._rows.headerData(column, Qt.Orientation.Horizontal)
        return header, sum(self._rows.headerData(c, Qt.Orientation.Horizontal) == header for c in range(column))

    @contextmanager
    def _own(self) -> Iterator[None]:
        """Columns resized meanwhile are resized here, not by the arbiter."""
        self._fitting = True
        try:
            yield
        finally:
            self._fitting = False

    def apply(self) -> None:
        header = self._view.horizontalHeader()
        with self._own():
            for column in range(self._rows.columnCount()):
                mode = QHeaderView.ResizeMode.Stretch if column in self.stretch else QHeaderView.ResizeMode.Interactive
                if header.sectionResizeMode(column) != mode:
                    header.setSectionResizeMode(column, mode)
        self.fit()

    def fit(self) -> None:
        """The columns that are not stretched as wide as their widest text, as Qt measures a cell
        (QStyledItemDelegate.sizeHint, one more pixel for the grid), or as their header."""
        view = self._view
        if not view.isVisible():
            return  # fitted when shown
        header = view.horizontalHeader()
        option = QStyleOptionViewItem()
        option.initFrom(view)
        option.font = view.font()
        option.features = QStyleOptionViewItem.ViewItemFeature.HasDisplay
        grid = 1 if view.showGrid() else 0
        with self._own():
            for column, text in enumerate(self._rows.widest_texts()):
                if column in self.stretch or column >= header.count():
                    continue
                width = self._by_hand.get(self._known_as(column))
                if width is None:
                    option.text = text
                    cell = view.style().sizeFromContents(QStyle.ContentsType.CT_ItemViewItem, option, QSize(), view)
                    width = max(cell.width() + grid, header.sectionSizeHint(column), header.minimumSectionSize())
                if header.sectionSize(column) != width:
                    header.resizeSection(column, width)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):  # every width measured again
            self._rows.measure_by(TextWidths(self._view.font()))
        if event.type() in (QEvent.Type.Show, QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self.fit()
        return False
