"""One player's card: his details, then every round (opponent, colour, result, score after the
round, float, requests), the score progression and the title norms (``tournament.norms``).

``show_player(tpn)`` shows a player (the main window calls it on a double-click in a player
list); a double-click on a round of the card shows that round's opponent.
"""
from __future__ import annotations

from dataclasses import dataclass
from html import escape
from fractions import Fraction

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QModelIndex
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from ..engine.history import player_state, scores_before_each_round
from ..engine.snapshot import Float
from ..reports.documents import fmt_score, tr, unpaired_label
from ..tournament.crosstable import result_mark
from ..tournament.engine_input import acceleration, player_records
from ..tournament.model import Tournament
from ..tournament.norms import NormResult, player_norms
from ..tournament.standings import tournament_standings
from .form_parts import read_only_table
from .domain_text import shown
from .round_panel import request_label
from .tables import RowsModel

# English texts, shown through _tr() in the interface's language
FLOAT_LABELS = {Float.UP: QT_TRANSLATE_NOOP("PlayerCard", "up"),
                Float.DOWN: QT_TRANSLATE_NOOP("PlayerCard", "down")}  # C.04.3 1.4
FORFEIT_LABELS = {"+": QT_TRANSLATE_NOOP("PlayerCard", "+ (forfeit win)"),
                  "-": QT_TRANSLATE_NOOP("PlayerCard", "- (forfeit loss)")}  # a game not played (C.04.2 3.5)


def _tr(text: str) -> str:
    """``text`` (marked with QT_TRANSLATE_NOOP or written below) in the interface's language."""
    return QCoreApplication.translate("PlayerCard", text)


@dataclass(frozen=True)
class CardRow:
    """One round of a player's card, as text."""

    round: int
    opponent: str  # name; '' without an opponent
    rating: str
    opponent_tpn: int | None
    colour: str  # 'White', 'Black' or ''
    result: str  # '1', '½', '0', '+', '-' for a board; the bye / absence in words otherwise
    score: str  # score after the round ('' for a round not paired or without a result yet)
    float: str  # 'up', 'down' or '' (C.04.3 1.4)
    note: str  # requests and status (withdrawn, not entered yet)

    def cells(self) -> tuple[object, ...]:
        return (self.round, self.opponent, self.rating, self.opponent_tpn or "", self.colour, self.result,
                self.score, self.float, self.note)


def player_floats(t: Tournament, tpn: int) -> tuple[Float | None, ...]:
    """The float of each paired round (C.04.3 1.4), by the engine's history functions."""
    rounds = t.paired_rounds
    records = player_records(t, rounds)
    scores = scores_before_each_round(records, rounds)
    record = next(rec for rec in records if rec.id == tpn)
    points = t.settings.point_system
    return player_state(record, rounds, scores, points.win, points.loss, acceleration(t)).floats


def card_rows(t: Tournament, tpn: int) -> list[CardRow]:
    """Rounds 1..n of the player's card (rounds not paired yet show his requests and status)."""
    player = t.player(tpn)
    floats = player_floats(t, tpn)
    rows = []
    for rnd in t.rounds:
        n = rnd.number
        request = t.request(n, tpn)
        notes = [QCoreApplication.translate("PlayerCard", "{0} requested").format(request_label(request))] \
            if request is not None else []
        if not player.takes_part_in(n):
            notes.append(player.status(n))
        found = rnd.board_of(tpn) if rnd.paired else None
        opponent, colour, result = None, "", ""
        if found is not None:
            board = found[1]
            opponent = board.black if tpn == board.white else board.white
            if board.colours:
                colour = QCoreApplication.translate("PlayerCard", "White") if tpn == board.white \
                    else QCoreApplication.translate("PlayerCard", "Black")
            code = board.result_of(tpn)
            if code is not None:
                result = _tr(FORFEIT_LABELS[code]) if code in FORFEIT_LABELS else result_mark(code)
        elif rnd.paired and tpn in rnd.unpaired:
            result = tr(unpaired_label(t, tpn, n))
        elif rnd.paired and not notes:
            notes.append(QCoreApplication.translate("PlayerCard", "not in this round"))
        cell = t.cell(tpn, n)
        rows.append(CardRow(
            round=n,
            opponent=t.player(opponent).name if opponent is not None else "",
            rating=str(t.pairing_rating(opponent) or "") if opponent is not None else "",
            opponent_tpn=opponent,
            colour=colour, result=result,
            score=fmt_score(t.score(tpn, n + 1)) if cell is not None else "",
            float=_tr(FLOAT_LABELS.get(floats[n - 1], "")) if n <= len(floats) and floats[n - 1] else "",
            note="; ".join(notes)))
    return rows


def score_progression(t: Tournament, tpn: int) -> list[Fraction]:
    """The player's score after each paired round."""
    return [t.score(tpn, n + 1) for n in range(1, t.paired_rounds + 1)]


class PlayerCard(QWidget):
    def __init__(self) -> None:
        super().__init__()
        self.tournament: Tournament | None = None
        self.tpn: int | None = None
        self.header = QLabel()
        self.header.setWordWrap(True)
        self.rounds_model = RowsModel([self.tr("Rd"), self.tr("Opponent"), self.tr("Rtg"), self.tr("TPN"),
                                       self.tr("Colour"), self.tr("Result"), self.tr("Score"), self.tr("Float"),
                                       self.tr("Note")])
        self.rounds_view = read_only_table(self.rounds_model, (1, 8))
        self.rounds_view.doubleClicked.connect(self._show_opponent)
        self.progression = QLabel()
        self.progression.setWordWrap(True)
        self.norms = QLabel()
        self.norms.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.header)
        layout.addWidget(self.rounds_view, 1)
        layout.addWidget(self.progression)
        layout.addWidget(self.norms)
        self.set_tournament(None)

    def set_tournament(self, t: Tournament | None) -> None:
        self.tournament = t
        if t is None or self.tpn not in t.players:
            self.tpn = None
        self._show()

    def show_player(self, tpn: int) -> None:
        """Show the card of player ``tpn`` (KeyError naming him if there is no such player)."""
        if self.tournament is None:
            return
        self.tournament.player(tpn)
        self.tpn = tpn
        self._show()

    def _show(self) -> None:
        t, tpn = self.tournament, self.tpn
        if t is None or tpn is None:
            self.header.setText(self.tr("Double-click a player to see his card."))
            self.rounds_model.set_rows([])
            self.progression.clear()
            self.norms.clear()
            return
        self.header.setText(_header_html(t, tpn))
        self.rounds_model.set_rows([row.cells() for row in card_rows(t, tpn)])
        scores = score_progression(t, tpn)
        self.progression.setText(self.tr("Score progression: {0}").format(
            " → ".join(fmt_score(s) for s in scores) if scores else self.tr("no round paired yet")))
        self.norms.setText(norms_html(t, tpn))

    def _show_opponent(self, index: QModelIndex) -> None:
        opponent = self.rounds_model.row(index.row())[3]
        if opponent:
            self.show_player(int(opponent))


def _header_html(t: Tournament, tpn: int) -> str:
    p = t.player(tpn)
    name = f"{p.title} {p.name}".strip()
    details = [QCoreApplication.translate("PlayerCard", "TPN {0}").format(tpn)]
    for label, value in ((QT_TRANSLATE_NOOP("PlayerCard", "Fed"), p.federation),
                         (QT_TRANSLATE_NOOP("PlayerCard", "FIDE"), p.fide_rating or ""),
                         (QT_TRANSLATE_NOOP("PlayerCard", "National"), p.national_rating or ""),
                         (QT_TRANSLATE_NOOP("PlayerCard", "Tournament rating"), p.tournament_rating or ""),
                         (QT_TRANSLATE_NOOP("PlayerCard", "FIDE ID"), p.fide_id),
                         (QT_TRANSLATE_NOOP("PlayerCard", "Born"), p.birth_date)):
        if value:
            details.append(f"{_tr(label)} {value}")
    if p.club:
        details.append(p.club)  # a club's name says what it is ("Club Club d'Échecs" read twice)
    if p.entry_round > 1:
        details.append(QCoreApplication.translate("PlayerCard", "late entry, round {0}").format(p.entry_round))
    if p.withdrawn_from is not None:
        details.append(QCoreApplication.translate("PlayerCard", "withdrawn from round {0}").format(p.withdrawn_from))
    played = t.paired_rounds
    line = QCoreApplication.translate("PlayerCard", "not paired yet")
    if played:
        line = QCoreApplication.translate("PlayerCard", "{0} points after round {1}").format(
            fmt_score(t.score(tpn, played + 1)), played)
        rows = tournament_standings(t, played)
        rank = next((row for row in rows if row.id == tpn), None)
        if rank is None:  # left out of the standings (VCL4THP Q198)
            line += QCoreApplication.translate("PlayerCard", ", expelled")
        else:
            line += QCoreApplication.translate("PlayerCard", ", rank {0} of {1}").format(
                f"{rank.rank}{'=' if rank.shared else ''}", len(rows))
    return f"<b style='font-size:13pt'>{escape(name)}</b><br>{escape(' · '.join(details))}<br>{line}"


def _norm_line(result: NormResult) -> str:
    """'GM norm: met, 9 games (...)' or 'IM norm: not met: <the requirements failed>'."""
    if result.met:
        line = QCoreApplication.translate("PlayerCard", "{0} norm: met, counts as {1} games (score {2} of {3}, "
                                                        "average {4}, performance {5})").format(
            result.title, result.counted_games, fmt_score(result.score), len(result.games), result.average,
            result.performance)
        if result.ignored:
            line += QCoreApplication.translate("PlayerCard", "; rounds left out (B.01 1.4.1e/f): {0}").format(
                ", ".join(map(str, result.ignored)))
        return escape(line)
    failed = "; ".join(f"{c.article} {shown(c.text)}" for c in result.failed)
    return escape(QCoreApplication.translate("PlayerCard", "{0} norm: not met: {1}").format(result.title, failed))


def norms_html(t: Tournament, tpn: int) -> str:
    """The title norms of the player after the last complete round (B.01 1.4), one line each; ''
    before any round is complete or when his title needs none."""
    if not t.complete_rounds or t.settings.is_team_event:
        return ""
    results = player_norms(t, tpn)
    if not results:
        return ""
    head = QCoreApplication.translate("PlayerCard", "Title norms after round {0} (FIDE B.01; the requirements "
                                                    "the event's data cannot show are listed on the norm report):"
                                      ).format(t.complete_rounds)
    return f"{escape(head)}<br>" + "<br>".join(_norm_line(r) for r in results)
