"""The crosstable (wall chart) of the tournament: ``tournament.crosstable`` rows in a table model
(no widget per cell, so that 300 players by 11 rounds fill at once). A double-click on a row
emits ``player_activated`` with the player's pairing number (the main window opens his card)."""
from __future__ import annotations

from typing import NamedTuple, Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QModelIndex, Qt, Signal
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from ..reports.documents import fmt_score, standings_status
from ..tournament.crosstable import CrosstableRow, crosstable
from ..tournament.model import Tournament
from .form_parts import read_only_table
from .tables import RowsModel, TextWidths, Widest, measured
from .worker import Latest, large

# English; the model shows them through _header() in the interface's language
FIXED_HEADERS = (QT_TRANSLATE_NOOP("CrosstableView", "No"), QT_TRANSLATE_NOOP("CrosstableView", "Rk"),
                 QT_TRANSLATE_NOOP("CrosstableView", "TPN"), QT_TRANSLATE_NOOP("CrosstableView", "Name"),
                 QT_TRANSLATE_NOOP("CrosstableView", "Fed"), QT_TRANSLATE_NOOP("CrosstableView", "Rtg"))
POINTS_HEADER = QT_TRANSLATE_NOOP("CrosstableView", "Pts")
CENTRED = Qt.AlignmentFlag.AlignCenter


def _header(text: str) -> str:
    return QCoreApplication.translate("CrosstableView", text)


class CrosstableModel(RowsModel):
    """Fixed columns, one per round, points, then one per tie-break code; the rows are formatted
    once (``RowsModel``), the round columns centred."""

    def __init__(self) -> None:
        super().__init__([_header(h) for h in FIXED_HEADERS])
        self.rows: list[CrosstableRow] = []
        self.headers: list[str] = [_header(h) for h in FIXED_HEADERS]
        self.rounds = 0

    def set_crosstable(self, table: Table, rounds: int, codes: Sequence[str]) -> None:
        """``table``: the rows of ``tournament.crosstable`` made ready to show (``formatted``)."""
        self.rows, self.rounds = table.rows, rounds
        self.headers = [*(_header(h) for h in FIXED_HEADERS), *(str(r) for r in range(1, rounds + 1)),
                        _header(POINTS_HEADER), *codes]
        self.set_headers(self.headers)
        self.set_rows(table.texts, table.values, table.widest)

    def text(self, row: int, column: int) -> str:
        return self.row(row)[column]

    def alignment(self, row: int, column: int) -> object:
        first = len(FIXED_HEADERS)
        return CENTRED if first <= column < first + self.rounds else super().alignment(row, column)


class Table(NamedTuple):
    """Crosstable rows made ready to show (``formatted``), so that the GUI thread only sets them."""

    rows: list[CrosstableRow]
    texts: list[tuple[str, ...]]
    values: list[tuple[object, ...]]  # sorted and aligned by
    widest: Widest | None = None  # the widest texts in the view's font, if measured
    status: str = ""  # standings_status: final or not


NO_TABLE = Table([], [], [])


def formatted(rows: list[CrosstableRow], widths: TextWidths | None = None, status: str = "") -> Table:
    """The rows made ready to show, their widest texts measured by ``widths`` (the view's,
    ``RowsModel.widths_elsewhere``): read-only, on a worker thread for a large event."""
    texts = [_row_texts(row) for row in rows]
    return Table(rows, texts, [_row_values(row) for row in rows], measured(texts, widths), status)


def _row_texts(r: CrosstableRow) -> tuple[str, ...]:
    rank = "" if r.rank is None else f"{r.rank}=" if r.shared else str(r.rank)  # None: expelled, not ranked
    return (str(r.line), rank, str(r.tpn), f"{r.title} {r.name}".strip(), r.federation, str(r.rating or ""),
            *r.cells, fmt_score(r.points), *(fmt_score(value) for value in r.tiebreaks))


def _row_values(r: CrosstableRow) -> tuple[object, ...]:
    """The raw values (numbers are right-aligned by RowsModel)."""
    return (r.line, r.rank, r.tpn, r.name, r.federation, r.rating, *r.cells, r.points, *r.tiebreaks)


class CrosstableView(QWidget):
    player_activated = Signal(int)  # pairing number of the double-clicked row

    def __init__(self) -> None:
        super().__init__()
        self.model = CrosstableModel()
        self._work = Latest(self)  # a large event's crosstable: off the GUI thread
        self.caption = QLabel()
        self.caption.setStyleSheet("font-weight: bold;")
        self.table = read_only_table(self.model)
        self.table.doubleClicked.connect(self._activated)
        layout = QVBoxLayout(self)
        layout.addWidget(self.caption)
        layout.addWidget(self.table, 1)
        self.set_tournament(None)

    def set_tournament(self, t: Tournament | None) -> None:
        if t is None or t.paired_rounds == 0:
            self._work.stop()
            self.model.set_crosstable(NO_TABLE, 0, ())
            self.caption.setText(self.tr("No round is paired yet") if t is not None else self.tr("No tournament"))
            return
        rounds = t.standings_round  # the last round with every result in, as the standings
        widths = self.model.widths_elsewhere()  # the columns fitted to texts measured with the rows

        def work() -> Table:  # final or not (VCL4THP Q161, Q169): 7 ms at 2,000 players, with the rows
            return formatted(crosstable(t, rounds), widths, standings_status(t, rounds))

        self._work.run(work, lambda table: self._show(t, rounds, table), large(t))
        if self._work.busy:  # the rows shown until then are the last ones worked out
            self.caption.setText(self.tr("Working out the crosstable after round {0}…").format(rounds))

    def _show(self, t: Tournament, rounds: int, table: Table) -> None:
        self.model.set_crosstable(table, rounds, t.settings.tiebreak_order)
        caption = self.tr("Crosstable after round {0}: {1} players").format(rounds, len(self.model.rows))
        if table.status:
            caption += " " + table.status
        self.caption.setText(caption)

    def _activated(self, index: QModelIndex) -> None:
        self.player_activated.emit(self.model.rows[index.row()].tpn)
