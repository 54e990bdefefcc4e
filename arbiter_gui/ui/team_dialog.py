"""A team and its roster in board order (C.04.6 1.1): name, federation, strength, and a table of
members (name, title, FIDE ID, rating, federation) with move up / move down. The strength shown
is the roster's (``team_event.roster_strength``) unless the arbiter types another one."""
from __future__ import annotations

from PySide6.QtWidgets import (QDialog, QHBoxLayout, QHeaderView, QLabel, QLineEdit, QPushButton, QSpinBox, QTableWidget,
                               QTableWidgetItem, QWidget)

from ..tournament.model import Member, Player
from ..tournament.team.event import roster_strength
from .form import FieldForm, ok_cancel

COLUMNS = ("name", "title", "fide_id", "rating", "federation")


class TeamDialog(QDialog):
    def __init__(self, boards: int, team: Player | None = None, members: tuple[Member, ...] = (),
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.boards = boards
        self.original = team
        self.setWindowTitle(self.tr("Edit team") if team else self.tr("Add team"))
        page = QWidget()
        self.form = FieldForm(page)
        self.name = QLineEdit(team.name if team else "")
        self.form.add("name", self.tr("Team name"), self.name)
        self.federation = QLineEdit(team.federation if team else "")
        self.form.add("federation", self.tr("Federation"), self.federation)
        self.strength = QSpinBox(minimum=0, maximum=4000, specialValueText=self.tr("from the roster"))
        computed = team is not None and team.fide_rating == roster_strength(members, boards)
        self.strength.setValue(0 if team is None or computed else team.fide_rating)
        self.form.add("strength", self.tr("Strength (0: average of the first boards)"), self.strength)
        self.computed = QLabel()
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setHorizontalHeaderLabels([self.tr("Name"), self.tr("Title"), self.tr("FIDE ID"), self.tr("Rating"),
                                              self.tr("Fed")])
        for member in members:
            self.add_member(member)
        self.table.itemChanged.connect(lambda item: self._show_strength())
        buttons = QHBoxLayout()
        for text, slot in ((self.tr("Add member"), self.new_member),
                           (self.tr("Remove member"), self.remove_member),
                           (self.tr("Move up"), lambda: self.move(-1)), (self.tr("Move down"), lambda: self.move(1))):
            button = QPushButton(text)
            button.clicked.connect(lambda checked=False, slot=slot: slot())
            buttons.addWidget(button)
        ok_cancel(self, page, QLabel(self.tr("Roster in board order")), self.table, buttons, self.computed)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)  # the name takes the room left
        for column in range(1, len(COLUMNS)):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.resize(640, 520)  # room for a roster of ten with the buttons, within a 768-pixel screen
        self._show_strength()

    def new_member(self) -> None:
        """An empty row at the end, its name being typed at once."""
        self.add_member(Member(""))
        self.table.setFocus()
        self.table.editItem(self.table.item(self.table.rowCount() - 1, 0))

    def add_member(self, member: Member) -> None:
        row = self.table.rowCount()
        self.table.insertRow(row)
        for column, key in enumerate(COLUMNS):
            value = getattr(member, key)
            self.table.setItem(row, column, QTableWidgetItem(str(value) if value else ""))
        self.table.setCurrentCell(row, 0)

    def remove_member(self) -> None:
        if self.table.currentRow() >= 0:
            self.table.removeRow(self.table.currentRow())
        self._show_strength()

    def move(self, step: int) -> None:
        """The selected member one board up (-1) or down (+1)."""
        row, column = self.table.currentRow(), self.table.currentColumn()
        target = row + step
        if row < 0 or not 0 <= target < self.table.rowCount():
            return
        self.table.blockSignals(True)
        for c in range(len(COLUMNS)):
            a, b = self.table.takeItem(row, c), self.table.takeItem(target, c)
            self.table.setItem(row, c, b)
            self.table.setItem(target, c, a)
        self.table.blockSignals(False)
        self.table.setCurrentCell(target, max(column, 0))
        self._show_strength()

    def _cell(self, row: int, column: int) -> str:
        item = self.table.item(row, column)
        return item.text().strip() if item is not None else ""

    def members(self) -> tuple[Member, ...]:
        """The roster as typed; rows without a name are left out, an unreadable rating counts 0."""
        members = []
        for row in range(self.table.rowCount()):
            values = {key: self._cell(row, column) for column, key in enumerate(COLUMNS)}
            if values["name"]:
                rating = values.pop("rating")
                members.append(Member(**values, rating=int(rating) if rating.isdigit() else 0))
        return tuple(members)

    def _show_strength(self) -> None:
        self.computed.setText(self.tr("Strength from the roster: {0}").format(
            roster_strength(self.members(), self.boards)))

    def accept(self) -> None:
        self.form.clear_errors()
        if not self.name.text().strip():
            self.form.set_error("name", self.tr("A team needs a name."))
            return
        super().accept()

    def team(self) -> Player:
        """The team as accepted (strength 0: the roster's)."""
        base = self.original or Player(0, "")
        strength = self.strength.value() or roster_strength(self.members(), self.boards)
        return Player(base.tpn, " ".join(self.name.text().split()), federation=self.federation.text().strip().upper(),
                      fide_rating=strength, club=base.club, entry_round=base.entry_round,
                      withdrawn_from=base.withdrawn_from)
