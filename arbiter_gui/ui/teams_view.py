"""The Teams tab of a team event (C.04.6): the teams (TPN, name, federation, strength, members)
and the selected team's roster in board order; add a team or edit one with its roster
(``team_dialog.TeamDialog``). Withdrawals, byes and late entries are the Entries tab's (the
Players tab's) actions, which act on the teams. A view for ``MainWindow.add_view``."""
from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QAbstractItemView, QHBoxLayout, QPushButton, QSplitter, QVBoxLayout, QWidget

from ..reports.documents import fmt_score
from ..tournament.model import Tournament
from ..tournament.operations import EditPlayer
from ..tournament.team.operations import AddTeam, SetRoster
from .tables import RowsModel, compact_table
from .team_dialog import TeamDialog


class TeamsView(QWidget):
    operation_requested = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.tournament: Tournament | None = None
        self.dialog: TeamDialog | None = None
        self.model = RowsModel([self.tr("TPN"), self.tr("Team"), self.tr("Fed"), self.tr("Strength"),
                                self.tr("Members"), self.tr("Match points")])
        self.table = compact_table(self.model, stretch=(1,))
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.doubleClicked.connect(lambda index: self.edit_team())
        self.roster = RowsModel([self.tr("Board"), self.tr("Name"), self.tr("Title"), self.tr("FIDE ID"),
                                 self.tr("Rating"), self.tr("Fed")])
        self.roster_table = compact_table(self.roster, stretch=(1,))
        self.table.selectionModel().currentRowChanged.connect(lambda current, _: self._show_roster())
        bar = QHBoxLayout()
        self.add_button = QPushButton(self.tr("Add team…"))
        self.add_button.clicked.connect(lambda checked=False: self.add_team())
        self.edit_button = QPushButton(self.tr("Edit team and roster…"))
        self.edit_button.clicked.connect(lambda checked=False: self.edit_team())
        bar.addWidget(self.add_button)
        bar.addWidget(self.edit_button)
        bar.addStretch(1)
        splitter = QSplitter()
        splitter.addWidget(self.table)
        splitter.addWidget(self.roster_table)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(bar)
        layout.addWidget(splitter, 1)

    def set_tournament(self, tournament: Tournament | None) -> None:
        row = self.table.currentIndex().row()
        self.tournament = t = tournament
        rows = []
        if t is not None:
            upto = t.paired_rounds + 1
            rows = [(tpn, team.name, team.federation, team.fide_rating, len(t.rosters.get(tpn, ())),
                     fmt_score(t.score(tpn, upto))) for tpn, team in sorted(t.players.items())]
        self.model.set_rows(rows)
        if 0 <= row < len(rows):
            self.table.selectRow(row)
        self._show_roster()

    def select(self, team: int) -> None:
        self.table.selectRow(team - 1)

    def selected_team(self) -> int | None:
        row = self.table.currentIndex().row()
        return int(self.model.value(row, 0)) if row >= 0 and self.tournament is not None else None  # type: ignore[arg-type]

    def _show_roster(self) -> None:
        team = self.selected_team()
        members = self.tournament.rosters.get(team, ()) if self.tournament is not None and team else ()
        self.roster.set_rows([(k, m.name, m.title, m.fide_id, m.rating, m.federation)
                              for k, m in enumerate(members, start=1)])

    # -- actions (dialogs open without blocking; the one on screen is self.dialog) -----------------
    def add_team(self) -> None:
        if self.tournament is None:
            return
        self.dialog = TeamDialog(self.tournament.settings.boards, parent=self)
        dialog = self.dialog
        dialog.accepted.connect(lambda: self.operation_requested.emit(AddTeam(dialog.team(), dialog.members())))
        dialog.open()

    def edit_team(self) -> None:
        team = self.selected_team()
        if self.tournament is None or team is None:
            return
        t = self.tournament
        self.dialog = TeamDialog(t.settings.boards, t.players[team], t.rosters.get(team, ()), self)
        dialog = self.dialog
        dialog.accepted.connect(lambda: self._edited(team, dialog))
        dialog.open()

    def _edited(self, team: int, dialog: TeamDialog) -> None:
        """The roster first (a SetRoster), then the team's details (an EditPlayer, which may
        renumber the teams before round 1): two undo steps."""
        t = self.tournament
        if t is None:
            return
        if dialog.members() != t.rosters.get(team, ()):
            self.operation_requested.emit(SetRoster(team, dialog.members()))
        old, new = t.players[team], dialog.team()
        changes = {key: getattr(new, key) for key in ("name", "federation", "fide_rating")
                   if getattr(new, key) != getattr(old, key)}
        if changes:
            self.operation_requested.emit(EditPlayer(team, changes))
