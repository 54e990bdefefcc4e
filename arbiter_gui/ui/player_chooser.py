"""A player chosen by typing part of the name or the pairing number, as arbiters search on site."""
from __future__ import annotations

from typing import Iterable

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QComboBox, QCompleter

from ..tournament.collation import fold
from ..tournament.model import Tournament

SEARCH_ROLE = Qt.ItemDataRole.UserRole + 1  # what typing is matched against: "12 cerny, jan" (no rating)


def player_label(t: Tournament, tpn: int) -> str:
    """'12 Carlsen, Magnus (2830)': what choosers and lists show for a player."""
    rating = t.pairing_rating(tpn)
    return f"{tpn} {t.player(tpn).name}" + (f" ({rating})" if rating else "")


class _FoldedCompleter(QCompleter):
    """Matches the typed text, without case and accents, against an item's SEARCH_ROLE text, so
    "cerny" offers "Černý" and "24" offers pairing number 24 but not every rating with 24 in it;
    the label is what a choice writes in the box."""

    def splitPath(self, path: str) -> list[str]:  # noqa: N802 - Qt's name
        return [fold(path)]

    def pathFromIndex(self, index: QModelIndex | QPersistentModelIndex) -> str:  # noqa: N802 - Qt's name
        return str(index.data(Qt.ItemDataRole.DisplayRole))


class PlayerChooser(QComboBox):
    """An editable combo of players: the completer matches any part of the name or of the pairing
    number (not the rating), ignoring case and accents; ``tpn()`` also accepts a bare pairing number or
    a name fragment naming one player."""

    def __init__(self, placeholder: str | None = None) -> None:
        super().__init__()
        self._items: list[tuple[str, int]] = []  # (label, pairing number) of each item
        self.setEditable(True)
        self.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.lineEdit().setPlaceholderText(placeholder if placeholder is not None else self.tr("name or number"))
        self.setMinimumContentsLength(24)
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        completer = _FoldedCompleter(self.model(), self)
        completer.setCompletionRole(SEARCH_ROLE)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        self.setCompleter(completer)

    def set_players(self, t: Tournament | None, tpns: Iterable[int]) -> None:
        """The players offered (in the given order); the typed text is cleared. The items are made
        again only if they changed (a result entered changes no chooser of 300 players)."""
        items = [] if t is None else [(player_label(t, tpn), tpn) for tpn in tpns]
        self.blockSignals(True)
        if items != self._items:
            self._items = items
            self.clear()
            for label, tpn in items:
                self.addItem(label, tpn)
                self.setItemData(self.count() - 1, f"{tpn} {fold(t.player(tpn).name)}", SEARCH_ROLE)  # type: ignore[union-attr]
        self.setCurrentIndex(-1)
        self.setEditText("")
        self.blockSignals(False)

    def choose(self, tpn: int) -> None:
        index = self.findData(tpn)
        self.setCurrentIndex(index)
        if index < 0:
            self.setEditText(str(tpn))

    def tpn(self) -> int | None:
        """The chosen player: the item whose label is the text, else a TPN typed, else the only
        item containing the text (case-insensitive); None if nothing or several match."""
        text = self.currentText().strip()
        if not text:
            return None
        index = self.findText(text, Qt.MatchFlag.MatchFixedString)
        if index >= 0:
            return int(self.itemData(index))
        if text.isdigit():
            index = self.findData(int(text))
            return int(text) if index >= 0 else None
        folded = fold(text)
        matches = [int(self.itemData(i)) for i in range(self.count())
                   if folded in str(self.itemData(i, SEARCH_ROLE)).split(" ", 1)[1]]
        return matches[0] if len(matches) == 1 else None
