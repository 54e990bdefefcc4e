"""Tie-breaks explained on the Standings tab (issue 29).

A double-click on a tie-break cell opens the working of that value; "Compare" on two selected
players says why one ranks above the other (the first criterion that separates them, with both
breakdowns) or that they share the place and what C.07 then provides.  The words are those of
``tournament.tiebreak_explain`` (the same as ``arbiter-tiebreak --explain`` and the printed
report); the working is recorded only when first asked for, so showing the standings costs nothing
more.
"""
from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QPlainTextEdit, QPushButton, QTableView, QVBoxLayout, QWidget

from ..reports.documents import rules_text, shown
from ..tournament.model import Tournament
from ..tournament.tiebreak_explain import Explained, breakdown_lines, compare, explain


class BreakdownDialog(QDialog):
    """Lines of working in a read-only text, closed with Close."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, objectName="TiebreakBreakdown")
        self.resize(760, 520)
        self.text = QPlainTextEdit(readOnly=True)
        self.text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(buttons)

    def show_lines(self, title: str, lines: list[str]) -> None:
        """``lines`` (the working's ``Text``) in the interface's language."""
        self.setWindowTitle(title)
        self.text.setPlainText("\n".join(shown(line) for line in lines))
        self.show()
        self.raise_()


class TiebreakExplainer(QObject):
    """Attached to the Standings table: its rows are ``tpns``, its tie-break columns start at
    ``first_column``."""

    def __init__(self, view: QTableView, first_column: int, parent: QWidget) -> None:
        super().__init__(parent)
        self.view, self.first_column, self.window = view, first_column, parent
        view.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        view.setSelectionMode(QTableView.SelectionMode.ExtendedSelection)
        self.compare_button = QPushButton(self.tr("Compare"), objectName="CompareButton", enabled=False)
        self.compare_button.setToolTip(self.tr("Select two players: why one ranks above the other"))
        self.compare_button.clicked.connect(self.compare_selected)
        view.selectionModel().selectionChanged.connect(self._selection_changed)  # the view keeps its model
        self.dialog: BreakdownDialog | None = None
        self._tournament: Tournament | None = None
        self._rounds = 0
        self._tpns: list[int] = []
        self._explained: Explained | None = None

    def set_standings(self, t: Tournament | None, rounds: int, tpns: list[int]) -> None:
        """The standings shown now; the working is recorded again when next asked for."""
        self._tournament, self._rounds, self._tpns, self._explained = t, rounds, list(tpns), None
        self._selection_changed()

    def explained(self) -> Explained | None:
        if self._explained is None and self._tournament is not None and self._rounds:
            self._explained = explain(self._tournament, self._rounds)
        return self._explained

    def _selected(self) -> list[int]:
        selection = self.view.selectionModel()
        rows = sorted({index.row() for index in selection.selectedRows()}) if selection is not None else []
        return [self._tpns[row] for row in rows if 0 <= row < len(self._tpns)]

    def _selection_changed(self) -> None:
        self.compare_button.setEnabled(len(self._selected()) == 2)

    def _dialog(self) -> BreakdownDialog:
        if self.dialog is None:
            self.dialog = BreakdownDialog(self.window)
        return self.dialog

    def open_cell(self, row: int, column: int) -> bool:
        """The working of the value in (row, column); False when that cell is not a tie-break."""
        ex = self.explained()
        if ex is None or column < self.first_column or not 0 <= row < len(self._tpns):
            return False
        code = ex.codes[column - self.first_column] if column - self.first_column < len(ex.codes) else None
        breakdown = None if code is None else ex.record.get((self._tpns[row], code))
        if breakdown is None:
            return False
        self._dialog().show_lines(self.tr("{0} of {1}").format(code, ex.name(breakdown.player)),
                                  [self._rules(), ""] + breakdown_lines(breakdown, ex.name))
        return True

    def compare_selected(self) -> None:
        ex = self.explained()
        players = self._selected()
        if ex is None or len(players) != 2:
            return
        comparison = compare(ex, *players)
        self._dialog().show_lines(self.tr("Compare {0} and {1}").format(ex.name(comparison.above),
                                                                        ex.name(comparison.below)),
                                  [self._rules(), ""] + comparison.lines)

    def _rules(self) -> str:
        """The C.07 rules applied, as the Standings tab names them."""
        return rules_text(self._tournament.settings) if self._tournament is not None else ""
