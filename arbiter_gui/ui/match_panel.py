"""The Matches tab of a team event (C.04.6): a round's matches by number (team against team, the
game points of both, '*' while games are missing) and the selected match's board games (board,
White member, result, Black member). Results are typed per game as on the Rounds tab
(``boards_view.RESULT_KEYS``: 1, 0, =, +, -, * for a double forfeit; Delete clears); the match
score follows. A whole match can be forfeited (TRF 330). A view for ``MainWindow.add_view``."""
from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QDialog, QFormLayout, QHBoxLayout, QLabel, QPushButton,
                               QSpinBox, QSplitter, QVBoxLayout, QWidget)

from ..reports.documents import fmt_score
from ..tournament.model import Board, Game, Tournament
from ..tournament.team.event import game_points_of, home_has_white
from ..tournament.team.operations import ForfeitMatch, SetGameResult, SetLineup
from .boards_view import BoardsView
from .form import ok_cancel
from .tables import RowsModel, compact_table

SHOWN_CODES = {"=": "½"}


def _member(t: Tournament, team: int, position: int) -> str:
    roster = t.rosters.get(team, ())
    if not 1 <= position <= len(roster):
        return "—"
    member = roster[position - 1]
    return f"{member.name} ({member.rating})" if member.rating else member.name


def game_sides(board: Board, number: int, game: Game) -> tuple[tuple[int, int, str | None], tuple[int, int, str | None]]:
    """(team, roster position, code) of White and of Black in the ``number``-th game of a match:
    board colours alternate from the team colour (C.04.6 1.6.1)."""
    home = (board.white, game.home, game.home_result)
    away = (board.black, game.away, game.away_result)
    return (home, away) if home_has_white(number) else (away, home)


def match_score(t: Tournament, board: Board) -> str:
    """Both teams' game points ('+'/'-' for a forfeited match, TRF 330); '*' while a game has no result."""
    if board.white_result in ("+", "-"):
        return f"{board.white_result} – {board.black_result}"
    points = [fmt_score(game_points_of(board, team, t.settings.game_points)) for team in board.players]
    return " – ".join(points) + ("" if board.has_result else " *")


class MatchPanel(QWidget):
    operation_requested = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.tournament: Tournament | None = None
        self.round_choice = QComboBox()
        self.round_choice.currentIndexChanged.connect(lambda index: self._show())
        self.matches = RowsModel([self.tr("Match"), self.tr("White team"), self.tr("Score"), self.tr("Black team")])
        self.matches_view = compact_table(self.matches, stretch=(1, 3))
        self.matches_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.matches_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.matches_view.selectionModel().currentRowChanged.connect(lambda current, _: self._show_games())
        self.games = RowsModel([self.tr("Board"), self.tr("White"), self.tr("Result"), self.tr("Black")])
        self.games_view = compact_table(self.games, stretch=(1, 3), view=BoardsView())
        self.games_view.result_typed.connect(self.enter_game)
        self.caption = QLabel()
        self.dialog: LineupDialog | None = None  # the line-up dialog on screen (tests fill it)
        bar = QHBoxLayout()
        bar.addWidget(self.round_choice, 1)
        self.lineup_button = QPushButton(self.tr("Line-up…"))
        self.lineup_button.clicked.connect(lambda checked=False: self.edit_lineup())
        bar.addWidget(self.lineup_button)
        for text, codes in ((self.tr("White team forfeits"), ("-", "+")), (self.tr("Black team forfeits"), ("+", "-")),
                            (self.tr("Both teams forfeit"), ("-", "-")), (self.tr("Match to be played"), (None, None))):
            button = QPushButton(text)
            button.clicked.connect(lambda checked=False, codes=codes: self.forfeit(*codes))
            bar.addWidget(button)
        splitter = QSplitter()
        splitter.addWidget(self.matches_view)
        splitter.addWidget(self.games_view)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(bar)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.caption)
        layout.addWidget(QLabel(self.tr("Select a match, then a board, and type its result: 1, 0, = (or 5), + or - "
                                        "(forfeit), * (both forfeited); Delete clears."), wordWrap=True))

    # -- the view contract -------------------------------------------------------------------
    def set_tournament(self, tournament: Tournament | None) -> None:
        self.tournament = t = tournament
        current = self.round_choice.currentIndex()
        paired = [r.number for r in t.rounds if r.paired] if t is not None else []
        self.round_choice.blockSignals(True)
        self.round_choice.clear()
        self.round_choice.addItems([self.tr("Round {0}").format(n) for n in paired])
        if paired:
            self.round_choice.setCurrentIndex(min(max(current, 0), len(paired) - 1))
        self.round_choice.blockSignals(False)
        self._show()

    def show_round(self, number: int) -> None:
        self.round_choice.setCurrentIndex(number - 1)

    @property
    def round_number(self) -> int:
        return self.round_choice.currentIndex() + 1

    def select_match(self, number: int) -> None:
        """Select match ``number`` and its first board, ready for typing results."""
        self.matches_view.selectRow(number - 1)
        self.games_view.setFocus()
        self.games_view.selectRow(0)

    def selected_match(self) -> int | None:
        row = self.matches_view.currentIndex().row()
        return row + 1 if row >= 0 else None

    def _board(self) -> Board | None:
        number = self.selected_match()
        if self.tournament is None or self.round_number < 1 or number is None:
            return None
        boards = self.tournament.round(self.round_number).boards
        return boards[number - 1] if number <= len(boards) else None

    def _show(self) -> None:
        t = self.tournament
        row = self.matches_view.currentIndex().row()
        rows = []
        if t is not None and self.round_number >= 1:
            for number, board in enumerate(t.round(self.round_number).boards, start=1):
                rows.append((number, f"{board.white} {t.player(board.white).name}", match_score(t, board),
                             f"{board.black} {t.player(board.black).name}"))
        self.matches.set_rows(rows)
        if rows:
            self.matches_view.selectRow(min(max(row, 0), len(rows) - 1))
        self._show_games()

    def _show_games(self) -> None:
        t, board = self.tournament, self._board()
        row = self.games_view.currentIndex().row()
        rows = []
        if t is not None and board is not None:
            for number, game in enumerate(board.games, start=1):
                (wt, wp, wr), (bt, bp, br) = game_sides(board, number, game)
                result = "" if wr is None or br is None else f"{SHOWN_CODES.get(wr, wr)} – {SHOWN_CODES.get(br, br)}"
                rows.append((number, _member(t, wt, wp), result, _member(t, bt, bp)))
            self.caption.setText(self.tr("Match {0}: {1}").format(self.selected_match(), match_score(t, board)))
        else:
            self.caption.clear()
        self.games.set_rows(rows)
        if 0 <= row < len(rows):
            self.games_view.selectRow(row)

    # -- entering results --------------------------------------------------------------------
    def enter_game(self, number: int, white: str | None, black: str | None) -> None:
        """A game's result as White's and Black's codes, stored as the home and away member's."""
        match = self.selected_match()
        if self._board() is None or match is None:
            return
        home, away = (white, black) if home_has_white(number) else (black, white)
        self.operation_requested.emit(SetGameResult(self.round_number, match, number, home, away))

    def edit_lineup(self) -> None:
        """Who plays which board of the selected match (roster positions), before its results."""
        board, match = self._board(), self.selected_match()
        if self.tournament is None or board is None or match is None:
            return
        self.dialog = LineupDialog(self.tournament, board, self)
        dialog, round_number = self.dialog, self.round_number
        dialog.accepted.connect(lambda: self.operation_requested.emit(SetLineup(round_number, match, dialog.games())))
        dialog.open()

    def forfeit(self, white: str | None, black: str | None) -> None:
        match = self.selected_match()
        if self._board() is not None and match is not None:
            self.operation_requested.emit(ForfeitMatch(self.round_number, match, white, black))


class LineupDialog(QDialog):
    """A match's line-up: for each board the roster position of each team's member (C.04.6 1.1:
    the members play in roster order; the arbiter enters who actually plays)."""

    def __init__(self, t: Tournament, board: Board, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Line-up"))
        form = QFormLayout()
        self.positions: list[tuple[QSpinBox, QSpinBox]] = []
        for k, game in enumerate(board.games, start=1):
            pair = []
            for team, position in ((board.white, game.home), (board.black, game.away)):
                spin = QSpinBox(minimum=1, maximum=max(len(t.rosters.get(team, ())), 1))
                spin.setValue(position)
                pair.append(spin)
            row = QHBoxLayout()
            row.addWidget(pair[0])
            row.addWidget(QLabel("–"))
            row.addWidget(pair[1])
            form.addRow(self.tr("Board {0}").format(k), row)
            self.positions.append((pair[0], pair[1]))
        ok_cancel(self, QLabel(f"{t.player(board.white).name} – {t.player(board.black).name}"), form)

    def games(self) -> tuple[tuple[int, int], ...]:
        return tuple((home.value(), away.value()) for home, away in self.positions)
