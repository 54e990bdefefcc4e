"""The boards of a round, with results entered from the keyboard as arbiters do on site."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractItemView, QTableView

# key -> (White's code, Black's code), TRF result codes (TRF.md section 4)
RESULT_KEYS: dict[str, tuple[str | None, str | None]] = {
    "1": ("1", "0"), "0": ("0", "1"), "=": ("=", "="), "5": ("=", "="),  # 5 for ½ on a number pad
    "+": ("+", "-"), "-": ("-", "+"), "*": ("-", "-"),  # forfeits; * both forfeited
    "w": ("=", "0"), "b": ("0", "="), "x": ("0", "0"),  # Double-Swiss games only (C.04.5 Preface): ½-0, 0-½, 0-0
}
CLEAR_KEYS = (Qt.Key.Key_Delete, Qt.Key.Key_Backspace)


class BoardsView(QTableView):
    """Select a board and type 1, 0, = (or 5), + (White wins by forfeit), - (Black wins by
    forfeit), * (double forfeit), and in a Double-Swiss game w (½-0), b (0-½), x (0-0); Delete
    clears. The cursor moves to the next board."""

    result_typed = Signal(int, object, object)  # board number (1-based), White's code, Black's code

    def __init__(self) -> None:
        super().__init__()
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)

    def help_text(self, double_swiss: bool = False) -> str:
        text = self.tr("Results: select a board and type 1 (White wins), 0 (Black wins), = or 5 (draw), "
                       "+ or - (forfeit win for White or Black), * (both forfeited); Delete clears.")
        if double_swiss:
            text += " " + self.tr("Double-Swiss games also: w (½-0), b (0-½), x (0-0).")
        return text

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        row = self.currentIndex().row()
        codes = RESULT_KEYS.get(event.text())
        if row >= 0 and (codes is not None or event.key() in CLEAR_KEYS):
            board = self.model().index(row, 0).data()
            if board:  # byes and absences have no board number
                white, black = codes if codes is not None else (None, None)
                self.result_typed.emit(int(board), white, black)
                self.selectRow(min(row + 1, self.model().rowCount() - 1))
            return
        super().keyPressEvent(event)
