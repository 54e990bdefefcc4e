"""The ``arbiter`` desktop application."""
from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication

from .ui.main_window import MainWindow


def create_main_window(path: str | None = None) -> MainWindow:
    """The main window (a QApplication must exist), with ``path`` opened if given."""
    window = MainWindow()
    if path:
        window.open_file(path)
    return window


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv if argv is None else argv
    app = QApplication.instance() or QApplication(argv)
    app.setApplicationName("Arbiter")
    window = create_main_window(argv[1] if len(argv) > 1 else None)
    window.show()
    return app.exec()
