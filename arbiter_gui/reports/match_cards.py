"""Match cards of a team event (C.04.6): one card per match (tournament, round, match number, both
teams with their match points before the round, each board's members with colour and rating,
result boxes, the teams' totals and the captains' signature lines), six per page with cut marks
like the board cards (``board_cards.paint_cards``). Board colours alternate from the team colour
(1.6.1: the first team named has White on board 1). Needs a QGuiApplication."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QPageSize, QPagedPaintDevice, QPainter, QPdfWriter, QPen

from ..tournament.model import Tournament
from ..tournament.team.event import game_points_of, home_has_white
from .board_cards import DPI, card_layout, font, mm, paint_cards, text
from .documents import fmt_score

__all__ = ["paint_match_cards", "write_match_cards"]

PADDING_MM = 5.0
RESULTS = {"1": "1", "0": "0", "=": "½", "+": "+", "-": "-"}


def _member(t: Tournament, team: int, position: int) -> tuple[str, str]:
    roster = t.rosters.get(team, ())
    if not 1 <= position <= len(roster):
        return "—", ""
    member = roster[position - 1]
    return f"{member.title} {member.name}".strip(), str(member.rating or "")


MIN_NAME_PT = 6.0  # a member's name is never printed smaller: it takes two lines, then ends in "…"


def _member_name(painter: QPainter, box: QRectF, name: str) -> None:
    """The name on one line at 8 pt if it fits, else wrapped at its spaces and hyphens in the
    largest size (down to MIN_NAME_PT) whose lines the row holds, else cut with "…" at MIN_NAME_PT."""
    one_line = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
    wrapped = one_line | int(Qt.TextFlag.TextWordWrap)
    size = 8.0
    while size >= MIN_NAME_PT:
        painter.setFont(font(size))
        metrics = painter.fontMetrics()
        if metrics.horizontalAdvance(name) <= box.width():
            painter.drawText(box, one_line, name)
            return
        needed = metrics.boundingRect(box.toRect(), wrapped, name)
        if needed.width() <= box.width() and needed.height() <= box.height():
            painter.drawText(box, wrapped, name)
            return
        size -= 0.5
    painter.setFont(font(MIN_NAME_PT))
    painter.drawText(box, one_line, painter.fontMetrics().elidedText(name, Qt.TextElideMode.ElideRight,
                                                                     int(box.width())))


def _card(painter: QPainter, box: QRectF, t: Tournament, round_number: int, number: int) -> None:
    rnd = t.round(round_number)
    match = rnd.boards[number - 1]
    pad = mm(PADDING_MM)
    inner = box.adjusted(pad, pad, -pad, -pad)
    x, y, w = inner.left(), inner.top(), inner.width()
    line = mm(5.5)
    date = f"  ·  {rnd.date}" if rnd.date else ""
    text(painter, QRectF(x, y, w * 0.7, line), t.settings.name or QCoreApplication.translate("Documents", "Tournament"), 10, True)
    text(painter, QRectF(x + w * 0.7, y, w * 0.3, line), QCoreApplication.translate("Documents", "Round {0}").format(round_number) + date, 9,
         align=Qt.AlignmentFlag.AlignRight)
    y += line
    text(painter, QRectF(x, y, w, mm(8)), QCoreApplication.translate("Documents", "Match {0}").format(number), 16, True)
    y += mm(9)
    column = (w - mm(5)) / 2  # board number, then each team's side of the board
    for i, team in enumerate(match.players):
        name = f"{team}. {t.player(team).name}"
        text(painter, QRectF(x + mm(5) + i * column, y, column - mm(2), line), name, 10, True)
        text(painter, QRectF(x + mm(5) + i * column, y + line, column - mm(2), mm(4)),
             QCoreApplication.translate("Documents", "{0} match points").format(fmt_score(t.score(team, round_number))),
             7)
    y += line + mm(5)
    rows = max(len(match.games), 1)
    row_h = min(mm(10), (inner.bottom() - mm(14) - y) / (rows + 1.5))  # room for names on 2-3 lines
    colour_w, result_w = mm(7), mm(7.5)  # the colour over the rating, so that the name has the width
    name_w = column - colour_w - result_w - mm(2)
    painter.setPen(QPen(Qt.GlobalColor.black, mm(0.2)))
    for k, game in enumerate(match.games, start=1):
        home_white = home_has_white(k)
        cells = ((match.white, game.home, game.home_result, "W" if home_white else "B"),
                 (match.black, game.away, game.away_result, "B" if home_white else "W"))
        text(painter, QRectF(x, y, mm(5), row_h), str(k), 9, True)
        for i, (team, position, result, colour) in enumerate(cells):
            left = x + mm(5) + i * column
            name, rating = _member(t, team, position)
            text(painter, QRectF(left, y, colour_w, row_h / 2), colour, 8, True)
            text(painter, QRectF(left, y + row_h / 2, colour_w, row_h / 2), rating, 6.5)
            _member_name(painter, QRectF(left + colour_w, y, name_w, row_h), name)
            result_box = QRectF(left + column - result_w - mm(1), y + mm(0.5), result_w, row_h - mm(1))
            painter.drawRect(result_box)
            text(painter, result_box, RESULTS.get(result or "", ""), 9, True, Qt.AlignmentFlag.AlignCenter)
        y += row_h
    y += mm(1)
    text(painter, QRectF(x, y, mm(20), row_h), QCoreApplication.translate("Documents", "Total"), 9, True)
    for i, team in enumerate(match.players):
        left = x + mm(5) + i * column
        total_box = QRectF(left + column - result_w - mm(1), y + mm(0.5), result_w, row_h - mm(1))
        painter.drawRect(total_box)
        if match.has_result:
            text(painter, total_box, fmt_score(game_points_of(match, team, t.settings.game_points)), 9, True,
                 Qt.AlignmentFlag.AlignCenter)
    bottom = inner.bottom() - mm(5)
    sign_w = (w - mm(8)) / 2
    for i, team in enumerate(match.players):
        left = x + i * (sign_w + mm(8))
        painter.drawLine(QPointF(left, bottom), QPointF(left + sign_w, bottom))
        text(painter, QRectF(left, bottom + mm(0.5), sign_w, mm(4.5)), QCoreApplication.translate("Documents", "Captain of {0}").format(t.player(team).name), 7)


def paint_match_cards(t: Tournament, round_number: int, device: QPagedPaintDevice) -> int:
    """Paint the round's match cards on a device laid out with ``card_layout``; returns pages."""
    return paint_cards(device, len(t.round(round_number).boards),
                       lambda painter, box, number: _card(painter, box, t, round_number, number))


def write_match_cards(t: Tournament, round_number: int, path: str,
                      page: QPageSize.PageSizeId = QPageSize.PageSizeId.A4) -> int:
    """Write the round's match cards to a PDF, six per page; returns the number of pages."""
    writer = QPdfWriter(path)
    writer.setResolution(DPI)
    writer.setPageLayout(card_layout(page))
    return paint_match_cards(t, round_number, writer)
