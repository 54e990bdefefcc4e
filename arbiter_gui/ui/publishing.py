"""File > Publish (the static web site of ``publish.site``) and File > Hall screen (the read-only web
server of ``publish.hall``): the window's side of both. The pages follow the interface's language,
as the printed documents do."""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox, QWidget

from ..publish.hall import HallScreen, lan_addresses
from ..publish.site import write_site
from ..tournament.model import Tournament

__all__ = ["Publishing"]

DEFAULT_PORT = 8017


def _translate(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


class Publishing(QObject):
    """The two actions and the running hall screen; ``show(t)`` after every change."""

    def __init__(self, window: QWidget, tournament: Callable[[], Tournament | None],
                 report: Callable[[str], object], tell: Callable[[str], None], language: str) -> None:
        super().__init__(window)
        self.window, self.tournament, self.report, self.tell = window, tournament, report, tell
        self.language = language  # the interface's ("en", "it"): the pages' lang attribute
        self.hall: HallScreen | None = None
        self.ask_folder: Callable[[], str] = lambda: QFileDialog.getExistingDirectory(
            window, self.tr("Publish the tournament in the folder"))
        self.publish_action = QAction(self.tr("P&ublish as a web site…"), window)
        self.publish_action.triggered.connect(lambda checked=False: self.publish())
        self.hall_action = QAction(self.tr("&Hall screen…"), window)
        self.hall_action.triggered.connect(lambda checked=False: self.toggle_hall())

    def show(self, t: Tournament | None) -> None:
        self.publish_action.setEnabled(t is not None)
        if self.hall is not None:
            self.hall.show(t)

    def hall_url(self) -> str:
        """The running hall screen's address ('' when it is not running): printed on the pairing sheet."""
        return self.hall.url if self.hall is not None else ""

    def publish(self, folder: str | None = None) -> bool:
        t = self.tournament()
        if t is None:
            return False
        folder = folder or self.ask_folder()
        if not folder:
            return False
        try:
            published = write_site(t, folder, _translate, self.language)
        except OSError as error:
            return bool(self.report(self.tr("The site could not be written in {0}: {1}").format(folder, error)))
        self.tell(self.tr("Web site written: {0} files in {1}").format(len(published.files), folder)
                  + "".join(f"; {note}" for note in published.notes))
        return True

    def toggle_hall(self, address: str | None = None, port: int = DEFAULT_PORT) -> bool:
        """Stop the running hall screen, or ask for the address and start one."""
        if self.hall is not None:
            self.stop_hall()
            self.tell(self.tr("Hall screen stopped."))
            return True
        if address is None:
            address, ok = QInputDialog.getItem(
                self.window, self.tr("Hall screen"),
                self.tr("Serve the pairings and standings, read-only, on the network of the address:"),
                lan_addresses(), 0, True)
            if not ok:
                return False
        hall = HallScreen(address, port, _translate, self.language)
        hall.show(self.tournament())
        try:
            url = hall.start()
        except OSError as error:
            return bool(self.report(self.tr("The hall screen cannot listen on {0}, port {1}: {2}").format(
                address, port, error)))
        self.hall = hall
        self.hall_action.setText(self.tr("Stop the &hall screen ({0})").format(url))
        self.tell(self.tr("Hall screen at {0} (television: {0}tv); its QR code is on the pairing sheets.").format(url))
        if self.window.isVisible():
            QMessageBox.information(self.window, self.tr("Hall screen"), self.tr(
                "Open {0} on the hall's television ({0}tv cycles through the pairings and the standings) and on "
                "players' phones; the pairing sheets print its address and QR code.").format(url))
        return True

    def stop_hall(self) -> None:
        if self.hall is not None:
            self.hall.stop()
            self.hall = None
        self.hall_action.setText(self.tr("&Hall screen…"))
