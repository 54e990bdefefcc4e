"""Pick players from a rating list file: search by name or FIDE ID, tick the players, or take a
list of FIDE IDs from a file. The chosen players go to the window in one step.

The list read is chosen in the dialog (FIDE's standard, rapid, blitz, Effective Rapid and Effective
Blitz lists of the combined download, VCL4THP Q118); a player without a rating in it is shown with
his ratings in the other lists, each a row of its own to pick instead (Q128-Q129)."""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QComboBox, QDialog, QFileDialog, QHBoxLayout, QLabel, QLineEdit, QListWidget,
                               QListWidgetItem, QPushButton, QWidget)

from ..formats.rating_list import LISTS, RatingList, read_fide_ids
from ..formats.trf import TrfError
from ..tournament.model import Player
from .domain_text import shown_error
from .form import ok_cancel


class RatingListDialog(QDialog):
    """``reader`` reads the same file as another list (a key of formats.rating_list.LISTS); without
    it the dialog shows the one list it is given."""

    def __init__(self, rating_list: RatingList, parent: QWidget | None = None,
                 reader: Callable[[str], RatingList] | None = None) -> None:
        super().__init__(parent)
        self.rating_list = rating_list
        self.reader = reader
        self.lists: dict[str, RatingList] = {LISTS[0]: rating_list}  # read so far, by key
        self.chosen: dict[str, Player] = {}  # FIDE ID -> player, in the order picked
        self.setWindowTitle(self.tr("Players from the rating list"))
        self.list_choice = QComboBox()
        labels = {"SRtng": self.tr("Standard"), "RRtng": self.tr("Rapid"), "BRtng": self.tr("Blitz"),
                  "ERtng": self.tr("Effective Rapid"), "EBtng": self.tr("Effective Blitz")}
        for key in LISTS:
            self.list_choice.addItem(labels[key], key)
        self.list_choice.setEnabled(reader is not None)
        self.list_choice.currentIndexChanged.connect(lambda index: self._list_chosen())
        self.search = QLineEdit(placeholderText=self.tr("Name or FIDE ID"), clearButtonEnabled=True)
        self.search.textChanged.connect(self._search)
        self.found = QListWidget()
        self.found.itemChanged.connect(self._ticked)
        self.message = QLabel(self.tr("{0} players in {1}").format(len(rating_list), rating_list.path))
        self.message.setWordWrap(True)
        ids_button = QPushButton(self.tr("Add FIDE IDs from a file…"))
        ids_button.clicked.connect(self._ask_ids)
        row = QHBoxLayout()
        row.addWidget(self.list_choice)
        row.addWidget(self.search, 1)
        row.addWidget(ids_button)
        ok_cancel(self, row, self.found, self.message)
        self.resize(640, 480)

    def _list(self, key: str) -> RatingList | None:
        """The list ``key`` of the same file (read once), None if it cannot be read."""
        if key not in self.lists and self.reader is not None:
            try:
                self.lists[key] = self.reader(key)
            except TrfError as error:
                self.message.setText(shown_error(error))
                return None
        return self.lists.get(key)

    def _list_chosen(self) -> None:
        chosen = self._list(str(self.list_choice.currentData()))
        if chosen is not None:
            self.rating_list = chosen
            self._search(self.search.text())

    def _other_ratings(self, player: Player) -> list[tuple[str, Player]]:
        """(list label, the player as that list has him) for every other list rating him."""
        current = self.list_choice.currentData()
        found = []
        for index in range(self.list_choice.count()):
            key = self.list_choice.itemData(index)
            other = None if key == current else self._list(key)
            rated = None if other is None else other.get(player.fide_id)
            if rated is not None and rated.fide_rating:
                found.append((self.list_choice.itemText(index), rated))
        return found

    def _search(self, text: str) -> None:
        self.found.blockSignals(True)
        self.found.clear()
        for player in self.rating_list.search(text):
            rating = player.fide_rating or self.tr("not rated in this list")
            self._add_row(f"{player.fide_id}  {player.name}  {player.title}  {player.federation}  {rating}", player)
            if not player.fide_rating and self.reader is not None:
                for label, rated in self._other_ratings(player):
                    self._add_row("    " + self.tr("{0}: {1} (take this rating)").format(label, rated.fide_rating),
                                  rated)
        self.found.blockSignals(False)

    def _add_row(self, text: str, player: Player) -> None:
        item = QListWidgetItem(text)
        item.setData(Qt.ItemDataRole.UserRole, player)
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
        picked = self.chosen.get(player.fide_id)
        item.setCheckState(Qt.CheckState.Checked if picked == player else Qt.CheckState.Unchecked)
        self.found.addItem(item)

    def _ticked(self, item: QListWidgetItem) -> None:
        player: Player = item.data(Qt.ItemDataRole.UserRole)
        if item.checkState() == Qt.CheckState.Checked:
            self.chosen[player.fide_id] = player  # one rating per player: the row ticked last
            self.found.blockSignals(True)
            for row in range(self.found.count()):
                other = self.found.item(row)
                if other is not item and other.data(Qt.ItemDataRole.UserRole).fide_id == player.fide_id:
                    other.setCheckState(Qt.CheckState.Unchecked)
            self.found.blockSignals(False)
        elif self.chosen.get(player.fide_id) == player:
            del self.chosen[player.fide_id]
        self._count()

    def _count(self) -> None:
        self.message.setText(self.tr("{0} players chosen").format(len(self.chosen)))

    def add_fide_ids(self, path: str) -> bool:
        """Every player whose ID the file lists; none if one is missing (the message says which)."""
        try:
            players = self.rating_list.by_fide_ids(read_fide_ids(path), path)
        except TrfError as error:
            self.message.setText(shown_error(error))
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
