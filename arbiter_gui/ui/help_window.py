"""The Help window: the arbiter's manual (``arbiter_gui.manual``) in the interface's language,
offline, rendered by Qt from its Markdown pages; contents, search over the pages, back and
forward, and the whole manual saved as PDF.

F1 opens the page of what the arbiter is looking at: ``PAGES`` maps the object name of a tab or
dialog (its class name when it has none) to its page; ``HelpKey`` gives F1 to the main window's
dialogs, where the main window's shortcut is blocked while the dialog is open.
"""
from __future__ import annotations

from pathlib import Path
from typing import Callable

from PySide6.QtCore import QMetaObject, QObject, Qt, QUrl
from PySide6.QtGui import QGuiApplication, QKeySequence, QShortcut, QWindow
from PySide6.QtWidgets import (QFileDialog, QHBoxLayout, QLabel, QLineEdit, QListWidget, QListWidgetItem,
                               QPushButton, QSplitter, QTextBrowser, QVBoxLayout, QWidget)

from .. import manual
from ..reports.manual_pdf import fit_images, write_manual_pdf

# object name (or class name) of a tab or dialog -> its page of the manual
PAGES: dict[str, str] = {
    "PlayersView": "players.md",
    "RoundsTab": "pairing.md",
    "TeamsView": "teams.md",
    "MatchPanel": "teams.md",
    "BracketView": "pairing.md",
    "RoundPanel": "rounds.md",
    "PairingEditor": "editing.md",
    "StandingsTab": "standings.md",
    "BreakdownDialog": "standings.md",  # a tie-break value's working, a comparison
    "TeamStandingsView": "teams.md",
    "CrosstableView": "standings.md",
    "PlayerCard": "standings.md",
    "ChartsTab": "standings.md",
    "ExplanationTab": "pairing.md",
    "SettingsDialog": "tournament.md",
    "PlayerDialog": "players.md",
    "RoundDialog": "rounds.md",
    "RatingListDialog": "players.md",
    "RatingCheckDialog": "players.md",
    "RatingListSettingsDialog": "players.md",
    "BergerDialog": "players.md",
    "DocumentsDialog": "documents.md",
    "MissingFieldsDialog": "exports.md",  # the rating report's missing fields
    "TeamDialog": "teams.md",
    "LineupDialog": "teams.md",
    "CrashReportDialog": "files.md",
    "HelpWindow": "help.md",
    "IntegrityLogView": "fide-mode.md",
    "ConfirmDialog": "fide-mode.md",
    "CheckInDialog": "rounds.md",
    "ChallengeDialog": "pairing.md",  # a ladder (the manual's "A ladder")
}


def page_for(widget: QWidget | None) -> str:
    """The page of a tab or dialog: by its object name, else its class name; the contents otherwise."""
    if widget is None:
        return manual.INDEX
    return PAGES.get(widget.objectName()) or PAGES.get(type(widget).__name__, manual.INDEX)


class HelpWindow(QWidget):
    """Contents or search results on the left, the page on the right."""

    def __init__(self, language: str) -> None:
        super().__init__(None, Qt.WindowType.Window)  # no parent: not blocked by the main window's dialogs
        self.language = language
        self.setWindowTitle(self.tr("Arbiter manual"))
        self.resize(1100, 720)
        self.search_field = QLineEdit(placeholderText=self.tr("Search the manual"), clearButtonEnabled=True)
        self.search_field.textChanged.connect(self._list)
        self.pages = QListWidget()
        self.pages.itemActivated.connect(self._open_item)
        self.pages.itemClicked.connect(self._open_item)
        self.browser = QTextBrowser(openExternalLinks=True)
        self.browser.sourceChanged.connect(self._opened)
        self.status = QLabel()
        back, forward, contents = (QPushButton(self.tr("Back")), QPushButton(self.tr("Forward")),
                                   QPushButton(self.tr("Contents")))
        back.clicked.connect(self.browser.backward)
        forward.clicked.connect(self.browser.forward)
        contents.clicked.connect(lambda: self.show_page(manual.INDEX))
        self.browser.backwardAvailable.connect(back.setEnabled)
        self.browser.forwardAvailable.connect(forward.setEnabled)
        back.setEnabled(False)
        forward.setEnabled(False)
        pdf = QPushButton(self.tr("Save as PDF…"))
        pdf.clicked.connect(self.ask_pdf)
        buttons = QHBoxLayout()
        for button in (back, forward, contents):
            buttons.addWidget(button)
        buttons.addStretch()
        buttons.addWidget(pdf)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.search_field)
        left_layout.addWidget(self.pages)
        splitter = QSplitter()
        splitter.addWidget(left)
        splitter.addWidget(self.browser)
        splitter.setSizes([280, 820])
        layout = QVBoxLayout(self)
        layout.addLayout(buttons)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.status)
        QShortcut(QKeySequence.StandardKey.Find, self, activated=self.search_field.setFocus)
        self._list("")
        self.show_page(manual.INDEX)

    @property
    def page(self) -> str:
        """The file name of the page on show."""
        return Path(self.browser.source().toLocalFile()).name

    def show_page(self, page: str) -> None:
        self.browser.setSource(QUrl.fromLocalFile(str(manual.folder(self.language) / page)))

    def _list(self, query: str) -> None:
        """The contents, or the pages holding every word typed (most occurrences first)."""
        self.pages.clear()
        if not query.strip():
            for page in manual.chapters(self.language):
                self._item(manual.title(self.language, page), page)
            self.status.clear()
            return
        hits = manual.search(self.language, query)
        for hit in hits:
            self._item(f"{hit.title} ({hit.count})", hit.page).setToolTip(hit.excerpt)
        self.status.setText(self.tr("{0} page(s) found").format(len(hits)))

    def _item(self, text: str, page: str) -> QListWidgetItem:
        item = QListWidgetItem(text, self.pages)
        item.setData(Qt.ItemDataRole.UserRole, page)
        return item

    def _open_item(self, item: QListWidgetItem) -> None:
        self.show_page(item.data(Qt.ItemDataRole.UserRole))
        words = self.search_field.text().split()
        if words:  # the first place the search's first word appears
            self.browser.find(words[0])

    def _opened(self, source: QUrl) -> None:
        """A page was opened: its pictures fit the width, and the contents show where it is."""
        fit_images(self.browser.document(), Path(source.toLocalFile()).parent, self.browser.viewport().width() - 24)
        if not self.search_field.text().strip():
            page = Path(source.toLocalFile()).name
            for row in range(self.pages.count()):
                if self.pages.item(row).data(Qt.ItemDataRole.UserRole) == page:
                    self.pages.setCurrentRow(row)

    def ask_pdf(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the manual as PDF"),
                                              self.tr("arbiter-manual.pdf"), "PDF (*.pdf)")
        if path:
            self.save_pdf(path)

    def save_pdf(self, path: str) -> bool:
        try:
            pages = write_manual_pdf(self.language, path)
        except OSError as error:
            self.status.setText(self.tr("Could not write {0}: {1}").format(path, error))
            return False
        self.status.setText(self.tr("Saved {0} ({1} pages)").format(path, pages))
        return True


class HelpKey(QObject):
    """F1 in every window of ``owner`` but itself (its dialogs, modal or not, message boxes, file
    and input dialogs, the progress dialog): each gets a window-wide F1 shortcut when it is first
    activated, which calls ``show`` with the page of that window (``page_for``; the contents for a
    window without a page). The owner's own F1 is its Help action's; the Help window, which has no
    parent, is not the owner's. A slot once per window activation, not an event filter on the
    application: that called into Python for every event of the process, each call waiting for the
    GIL while a worker thread computed, which doubled the window's stalls then (issue 30)."""

    def __init__(self, owner: QWidget, show: Callable[[str], object]) -> None:
        super().__init__(owner)
        self._owner = owner
        self._show = show
        self._following: QMetaObject.Connection | None = QGuiApplication.instance().focusWindowChanged.connect(
            self._activated)

    def stop(self) -> None:
        """No more shortcuts (the owner is closing, maybe again); those given stay with their windows."""
        if self._following is not None:
            QObject.disconnect(self._following)
            self._following = None

    def _activated(self, window: QWindow | None) -> None:
        widget = QWidget.find(window.winId()) if window is not None else None
        if widget is None or widget is self._owner or not self._owns(widget):
            return
        # once per window; one owner only, as two F1 shortcuts in one window would both be ambiguous
        if widget.findChild(QShortcut, "HelpKey", Qt.FindChildOption.FindDirectChildrenOnly) is None:
            shortcut = QShortcut(QKeySequence(Qt.Key.Key_F1), widget, objectName="HelpKey")
            shortcut.activated.connect(lambda: self._show(page_for(widget)))

    def _owns(self, widget: QWidget) -> bool:
        parent = widget.parentWidget()
        while parent is not None and parent is not self._owner:
            parent = parent.parentWidget()
        return parent is not None
