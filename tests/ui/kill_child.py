"""Child process of test_kill_window: the real main window, offscreen, on a tournament file whose
last round is paired; it types the results board after board on the boards view as the arbiter
does ('1', '0' or '=' per board) and prints each board's number once the window reports the result
stored, until the round is complete or the process is killed.

    python -m tests.ui.kill_child FILE
"""
from __future__ import annotations

import sys

from PySide6.QtCore import QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from arbiter_gui.app import create_main_window

KEYS = "10="  # board n gets KEYS[n % 3]


def main(path: str) -> int:
    app = QApplication([])
    window = create_main_window(path)
    t = window.store.tournament()
    number = t.paired_rounds
    boards = window.boards_view
    window.tabs.setCurrentIndex(window.tabs.indexOf(boards.parentWidget()))
    window.show()
    boards.setFocus()
    boards.selectRow(0)

    def type_next(board: int = 1) -> None:
        if board > len(t.round(number).boards):
            app.quit()
            return
        QTest.keyClicks(boards, KEYS[board % 3])
        if window.store.tournament().round(number).boards[board - 1].has_result:
            print(board, flush=True)  # the window says it is stored: it must survive a kill
        QTimer.singleShot(0, lambda: type_next(board + 1))

    QTimer.singleShot(0, type_next)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
