"""The Team standings tab of a team event: teams by match points and the event's tie-breaks
(C.07, ``team_standings.team_standings``), and the board-by-board results of the members
(``team_standings.board_results``). A view for ``MainWindow.add_view``."""
from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QSplitter, QVBoxLayout, QWidget

from ..engine.result import format_score
from ..tournament.model import Tournament, TournamentSettings
from ..tournament.standings import rules_source, tiebreak_edition
from ..tournament.team_standings import board_results, team_standings, tiebreak_order
from .tables import RowsModel, compact_table, fit_columns


def _shown(value: Fraction | int | None) -> str:
    return "" if value is None else format_score(value)


def rules_text(s: TournamentSettings) -> str:
    """The header of the Standings and Team standings tabs: the C.07 edition applied and why, in
    the user's language (the printed standings say the same: ``standings.rules_note``)."""
    def tr(text: str) -> str:
        return QCoreApplication.translate("Standings", text)

    source, detail = rules_source(s)
    why = {"setting": tr("chosen in the settings"), "start date": tr("tournament started {0}"),
           "not a date": tr("start date '{0}' is not a date"), "no start date": tr("no start date")}[source]
    text = tr("Tie-breaks: FIDE C.07, {0} rules ({1})").format(tiebreak_edition(s), why.format(detail))
    if s.unrated_rating is not None:
        text += tr("; unrated players rated {0}").format(s.unrated_rating)
    return text


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
        codes = list(tiebreak_order(t))
        self.rules.setText(rules_text(t.settings))
        self.model.set_headers([self.tr("Rank"), self.tr("Team"), self.tr("MP"), self.tr("GP")] + codes)
        fit_columns(self.table, stretch=(1,))
        rows, values = [], []
        for row in team_standings(t):
            name = f"{row.team} {t.player(row.team).name}"
            values.append((row.rank, name, row.match_points, row.game_points, *row.values))
            rows.append((f"{row.rank}=" if row.shared else row.rank, name, format_score(row.match_points),
                         format_score(row.game_points), *(_shown(v) for v in row.values)))
        self.model.set_rows(rows, values)
        self.boards.set_rows([(f"{b.team} {t.player(b.team).name}", b.position, b.name, b.rating, b.games,
                               format_score(b.points), b.opponents_rating) for b in board_results(t)])
