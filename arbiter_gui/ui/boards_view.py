"""The boards of a round, with results entered from the keyboard as arbiters do on site."""
from __future__ import annotations

import re

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractItemView, QLineEdit, QTableView, QWidget

# key -> (White's code, Black's code), TRF result codes (TRF.md section 4)
RESULT_KEYS: dict[str, tuple[str | None, str | None]] = {
    "1": ("1", "0"), "0": ("0", "1"), "=": ("=", "="), "5": ("=", "="),  # 5 for ½ on a number pad
    "+": ("+", "-"), "-": ("-", "+"), "*": ("-", "-"),  # forfeits; * both forfeited
    "w": ("=", "0"), "b": ("0", "="), "x": ("0", "0"),  # ½-0, 0-½, 0-0 (VCL4THP Q180, C.04.5 Preface)
    "a": ("?", "?"),  # adjourned: a provisional draw until its result is typed (VCL4THP Q157)
}
CLEAR_KEYS = (Qt.Key.Key_Delete, Qt.Key.Key_Backspace)
# what the board-number box takes: "17" (go to board 17) or "17 1", "17=", "17 5" (board 17's result)
BOARD_TYPED = re.compile(r"(\d+)(?:\s*([" + re.escape("".join(RESULT_KEYS)) + r"])|\s+)?")


class BoardsView(QTableView):
    """Select a board and type 1, 0, = (or 5), + (White wins by forfeit), - (Black wins by
    forfeit), * (double forfeit), w (½-0), b (0-½), x (0-0), a (adjourned); Delete clears. The
    cursor moves to the next board."""

    result_typed = Signal(int, object, object)  # board number (1-based), White's code, Black's code

    def __init__(self) -> None:
        super().__init__()
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.return_to: QWidget | None = None  # where the cursor goes after one result (the board box)

    def help_text(self) -> str:
        return self.tr("Results: select a board (or type its number in the board box, Ctrl+B, and Enter) and type "
                       "1 (White wins), 0 (Black wins), = or 5 (draw), + or - (forfeit win for White or Black), "
                       "* (both forfeited), w (½-0), b (0-½), x (0-0), a (adjourned); Delete clears.")

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        row = self.currentIndex().row()
        codes = RESULT_KEYS.get(event.text())
        if row >= 0 and (codes is not None or event.key() in CLEAR_KEYS):
            board = self.model().index(row, 0).data()
            if board:  # byes and absences have no board number
                white, black = codes if codes is not None else (None, None)
                self.result_typed.emit(int(board), white, black)
                self.selectRow(min(row + 1, self.model().rowCount() - 1))
                if self.return_to is not None:
                    self.return_to.setFocus()
                    self.return_to = None
            return
        super().keyPressEvent(event)

    def go_to_board(self, number: int) -> bool:
        """Select board ``number``; False if the round has no such board."""
        for row in range(self.model().rowCount()):
            if self.model().index(row, 0).data() == str(number):
                self.selectRow(row)
                self.scrollTo(self.model().index(row, 0))
                return True
        return False


class BoardEntry(QLineEdit):
    """Results in the order scoresheets arrive: type a board number and Enter, then the result key
    (the cursor comes back here for the next sheet), or both at once: "17 1", "17=" then Enter."""

    problem = Signal(str)  # a board number the round does not have

    def __init__(self, boards: BoardsView) -> None:
        super().__init__()
        self.boards = boards
        self.setPlaceholderText(self.tr("board no."))
        self.setToolTip(self.tr("Type a board number and Enter, then the result key; or e.g. 17 1, 17= then Enter"))
        self.setMaximumWidth(self.fontMetrics().horizontalAdvance("0000 = board no.") + 16)
        self.returnPressed.connect(self.go)

    def go(self) -> bool:
        text = self.text().strip()
        typed = BOARD_TYPED.fullmatch(text)
        if typed is None or not self.boards.go_to_board(int(typed.group(1))):
            self.problem.emit(self.tr("'{0}': type a board number of this round, then Enter").format(text))
            self.selectAll()
            return False
        self.clear()
        if typed.group(2):
            white, black = RESULT_KEYS[typed.group(2)]
            self.boards.result_typed.emit(int(typed.group(1)), white, black)
        else:
            self.boards.return_to = self
            self.boards.setFocus()
        return True
