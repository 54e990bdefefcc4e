"""The check-in before a round is paired: every player of the round with a box ticked when present.
Accepting it makes the players not ticked known absences of that round in one step
(``operations.CheckIn``, one undo step). Players with a bye request are listed with it and left
as they are."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QDialog, QHBoxLayout, QLabel, QLineEdit, QListWidget, QListWidgetItem, QPushButton,
                               QWidget)

from ..tournament.model import RequestKind, Tournament
from ..tournament.operations import CheckIn
from .form import ok_cancel

__all__ = ["CheckInDialog"]


class CheckInDialog(QDialog):
    """``tournament``'s players in round ``round_number`` (not yet paired), by pairing number."""

    def __init__(self, tournament: Tournament, round_number: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.round_number = round_number
        self.setWindowTitle(self.tr("Check-in for round {0}").format(round_number))
        self.search = QLineEdit(placeholderText=self.tr("Find a player (name or number)"), clearButtonEnabled=True)
        self.search.textChanged.connect(self._search)
        self.players = QListWidget()
        for tpn, player in sorted(tournament.players.items()):
            if not player.takes_part_in(round_number):
                continue
            request = tournament.request(round_number, tpn)
            item = QListWidgetItem(f"{tpn} {player.name}")
            item.setData(Qt.ItemDataRole.UserRole, tpn)
            if request in (None, RequestKind.ABSENT):
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(Qt.CheckState.Unchecked if request else Qt.CheckState.Checked)
            else:  # a bye asked for: not paired whether present or not
                item.setFlags(item.flags() & ~(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable))
                item.setText(self.tr("{0} (bye requested)").format(item.text()))
            self.players.addItem(item)
        self.players.itemChanged.connect(lambda item: self._count())
        self.count = QLabel()
        buttons = QHBoxLayout()
        for text, state in ((self.tr("All present"), Qt.CheckState.Checked), (self.tr("All absent"), Qt.CheckState.Unchecked)):
            button = QPushButton(text)
            button.clicked.connect(lambda checked=False, state=state: self._mark_shown(state))
            buttons.addWidget(button)
        buttons.addStretch()
        ok_cancel(self, self.search, self.players, buttons, self.count)
        self.resize(480, 600)
        self._count()

    def _items(self) -> list[QListWidgetItem]:
        return [self.players.item(row) for row in range(self.players.count())]

    def _checkable(self) -> list[QListWidgetItem]:
        return [item for item in self._items() if item.flags() & Qt.ItemFlag.ItemIsUserCheckable]

    def _search(self, text: str) -> None:
        wanted = text.strip().casefold()
        for item in self._items():
            item.setHidden(bool(wanted) and wanted not in item.text().casefold())

    def _mark_shown(self, state: Qt.CheckState) -> None:
        for item in self._checkable():
            if not item.isHidden():
                item.setCheckState(state)

    def set_present(self, tpn: int, present: bool) -> None:
        """Tick (or untick) a player, as a click on his box does."""
        for item in self._checkable():
            if item.data(Qt.ItemDataRole.UserRole) == tpn:
                item.setCheckState(Qt.CheckState.Checked if present else Qt.CheckState.Unchecked)

    def absent(self) -> frozenset[int]:
        return frozenset(item.data(Qt.ItemDataRole.UserRole) for item in self._checkable()
                         if item.checkState() != Qt.CheckState.Checked)

    def _count(self) -> None:
        checkable = self._checkable()
        self.count.setText(self.tr("{0} present, {1} absent").format(
            len(checkable) - len(self.absent()), len(self.absent())))

    def operation(self) -> CheckIn:
        return CheckIn(self.round_number, self.absent())
