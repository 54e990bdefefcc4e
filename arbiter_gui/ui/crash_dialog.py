"""The crash reports of earlier sessions (``crash_log``), shown once at the next start: the text,
to copy or to find in its folder, so that the arbiter can send it and the crash be fixed."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices, QGuiApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPlainTextEdit, QVBoxLayout, QWidget

from ..crash_log import mark_shown, pending_reports

MAX_SHOWN_CHARACTERS = 200_000  # of each report: its end, where the crash is


class CrashReportDialog(QDialog):
    """The reports' text, with Copy and Open folder; the reports are filed away once shown."""

    def __init__(self, reports: list[Path], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.folder = reports[0].parent
        self.setWindowTitle(self.tr("Arbiter: a problem in an earlier session"))
        intro = QLabel(self.tr("Arbiter stopped unexpectedly or met an error in an earlier session. Your tournament "
                               "files are saved after every change. Please send this report to the developers so "
                               "that the problem can be fixed; it is kept in {0}.").format(self.folder), wordWrap=True)
        self.text = QPlainTextEdit(readOnly=True)
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.text.setPlainText("\n\n".join(f"=== {report.name}\n{_tail(report)}" for report in reports))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.copy_button = buttons.addButton(self.tr("Copy report"), QDialogButtonBox.ButtonRole.ActionRole)
        self.open_button = buttons.addButton(self.tr("Open folder"), QDialogButtonBox.ButtonRole.ActionRole)
        self.copy_button.clicked.connect(self.copy)
        self.open_button.clicked.connect(self.open_folder)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.text, 1)
        layout.addWidget(buttons)
        self.resize(760, 480)
        for report in reports:
            try:
                mark_shown(report)
            except OSError:
                pass  # shown again at the next start

    def copy(self) -> None:
        QGuiApplication.clipboard().setText(self.text.toPlainText())

    def open_folder(self) -> None:
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(self.folder / "shown")))


def show_crash_reports(folder: str | Path, parent: QWidget | None = None) -> CrashReportDialog | None:
    """The dialog of the reports not yet shown (opened, not blocking), or None if there is none."""
    try:
        reports = pending_reports(folder)
    except OSError:
        return None  # a folder that cannot be read: nothing to show
    if not reports:
        return None
    dialog = CrashReportDialog(reports, parent)
    dialog.open()
    return dialog


def _tail(report: Path) -> str:
    try:
        text = report.read_text(encoding="utf-8", errors="replace")
    except OSError as error:
        return f"(cannot be read: {error.strerror})"
    return text if len(text) <= MAX_SHOWN_CHARACTERS else "…\n" + text[-MAX_SHOWN_CHARACTERS:]
