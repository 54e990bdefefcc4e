"""The Team standings tab of a team event: teams by match points and the event's tie-breaks
(C.07, ``team_standings.team_standings``), and the board-by-board results of the members
(``team_standings.board_results``). A view for ``MainWindow.add_view``."""
from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QSplitter, QVBoxLayout, QWidget

from ..reports.documents import fmt_score, rules_text
from ..tournament.model import Tournament
from ..tournament.team.standings import board_results, shown_tiebreaks, team_standings
from .tables import RowsModel, compact_table, fit_columns


def _shown(value: Fraction | int | None) -> str:
    return "" if value is None else fmt_score(value)


class TeamStandingsView(QWidget):
    def __init__(self) -> None:
        super().__init__()
        self.model = RowsModel([])
        self.table = compact_table(self.model, stretch=(1,))
        self.boards = RowsModel([self.tr("Team"), self.tr("Board"), self.tr("Name"), self.tr("Rating"),
                                 self.tr("Games"), self.tr("Points"), self.tr("Opponents' rating")])
        self.boards_table = compact_table(self.boards, stretch=(0, 2))
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.table)
        splitter.addWidget(self.boards_table)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.rules = QLabel(wordWrap=True)  # the C.07 edition applied (and why)
        layout.addWidget(self.rules)
        layout.addWidget(splitter)

    def set_tournament(self, t: Tournament | None) -> None:
        if t is None or not t.settings.is_team_event:
            self.model.set_rows([])
            self.boards.set_rows([])
            return
        shown = shown_tiebreaks(t)
        self.rules.setText(rules_text(t.settings))
        self.model.set_headers([self.tr("Rank"), self.tr("Team"), self.tr("MP"), self.tr("GP")]
                               + [code for _, code in shown])
        fit_columns(self.table, stretch=(1,))
        rows, values = [], []
        for row in team_standings(t):
            name = f"{row.team} {t.player(row.team).name}"
            tiebreaks = [row.values[i] for i, _ in shown]
            values.append((row.rank, name, row.match_points, row.game_points, *tiebreaks))
            rows.append((f"{row.rank}=" if row.shared else row.rank, name, fmt_score(row.match_points),
                         fmt_score(row.game_points), *(_shown(v) for v in tiebreaks)))
        self.model.set_rows(rows, values)
        self.boards.set_rows([(f"{b.team} {t.player(b.team).name}", b.position, b.name, b.rating, b.games,
                               fmt_score(b.points), b.opponents_rating) for b in board_results(t)])
