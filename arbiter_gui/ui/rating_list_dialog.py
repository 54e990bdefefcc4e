"""Pick players from a FIDE rating list file: search by name or FIDE ID, tick the players, or
take a list of FIDE IDs from a file. The chosen players go to the window in one step."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QDialog, QFileDialog, QHBoxLayout, QLabel, QLineEdit, QListWidget,
                               QListWidgetItem, QPushButton, QWidget)

from ..formats.rating_list import RatingList, read_fide_ids
from ..formats.trf import TrfError
from ..tournament.model import Player
from .form import ok_cancel


class RatingListDialog(QDialog):
    def __init__(self, rating_list: RatingList, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rating_list = rating_list
        self.chosen: dict[str, Player] = {}  # FIDE ID -> player, in the order picked
        self.setWindowTitle(self.tr("Players from the rating list"))
        self.search = QLineEdit(placeholderText=self.tr("Name or FIDE ID"), clearButtonEnabled=True)
        self.search.textChanged.connect(self._search)
        self.found = QListWidget()
        self.found.itemChanged.connect(self._ticked)
        self.message = QLabel(self.tr("{0} players in {1}").format(len(rating_list), rating_list.path))
        self.message.setWordWrap(True)
        ids_button = QPushButton(self.tr("Add FIDE IDs from a file…"))
        ids_button.clicked.connect(self._ask_ids)
        row = QHBoxLayout()
        row.addWidget(self.search, 1)
        row.addWidget(ids_button)
        ok_cancel(self, row, self.found, self.message)
        self.resize(640, 480)

    def _search(self, text: str) -> None:
        self.found.blockSignals(True)
        self.found.clear()
        for player in self.rating_list.search(text):
            item = QListWidgetItem(f"{player.fide_id}  {player.name}  {player.title}  {player.federation}  "
                                   f"{player.fide_rating}")
            item.setData(Qt.ItemDataRole.UserRole, player.fide_id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if player.fide_id in self.chosen else Qt.CheckState.Unchecked)
            self.found.addItem(item)
        self.found.blockSignals(False)

    def _ticked(self, item: QListWidgetItem) -> None:
        fide_id = str(item.data(Qt.ItemDataRole.UserRole))
        if item.checkState() == Qt.CheckState.Checked:
            self.chosen[fide_id] = self.rating_list.by_fide_ids([fide_id])[0]
        else:
            self.chosen.pop(fide_id, None)
        self._count()

    def _count(self) -> None:
        self.message.setText(self.tr("{0} players chosen").format(len(self.chosen)))

    def add_fide_ids(self, path: str) -> bool:
        """Every player whose ID the file lists; none if one is missing (the message says which)."""
        try:
            players = self.rating_list.by_fide_ids(read_fide_ids(path), path)
        except TrfError as error:
            self.message.setText(str(error))
            return False
        self.chosen.update((p.fide_id, p) for p in players)
        self._count()
        return True

    def _ask_ids(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("FIDE IDs"), "", self.tr("Text files (*.txt *.csv);;All files (*)"))
        if path:
            self.add_fide_ids(path)

    def players(self) -> list[Player]:
        return list(self.chosen.values())
