"""Board cards: one card per board (tournament, round, board, White and Black with rating and
points before the round, a result box and two signature lines), six per page in a 2 x 3 grid
with cut marks, drawn with QPainter on a QPdfWriter.  Needs a QGuiApplication."""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QCoreApplication, QMarginsF, QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QPageLayout, QPageSize, QPagedPaintDevice, QPainter, QPdfWriter, QPen

from ..tournament import double_swiss
from ..tournament.model import Tournament
from .documents import fmt_score, result_label, shown

__all__ = ["CARDS_PER_PAGE", "card_layout", "mm", "paint_board_cards", "paint_cards", "text", "write_board_cards"]

COLUMNS, ROWS = 2, 3
CARDS_PER_PAGE = COLUMNS * ROWS
MARGIN_MM = 8.0  # page edge to the grid: cut marks live in this band
PADDING_MM = 5.0  # grid line to the card's contents
DPI = 300


_dpi = DPI  # the resolution of the device being painted (set by paint_board_cards)


def _mm(value: float) -> float:
    return value * _dpi / 25.4


_FONTS: dict[tuple[float, bool], QFont] = {}


def _font(size: float, bold: bool = False) -> QFont:
    font = _FONTS.get((size, bold))
    if font is None:
        font = _FONTS[size, bold] = QFont("sans-serif")
        font.setPointSizeF(size)
        font.setBold(bold)
    return font


def _fitted(painter: QPainter, text: str, width: float, size: float, bold: bool = False) -> None:
    """Set the largest font (down to 5pt) in which ``text`` fits ``width``."""
    painter.setFont(_font(size, bold))
    while size > 5 and painter.fontMetrics().horizontalAdvance(text) > width:
        size -= 0.5
        painter.setFont(_font(size, bold))


def _text(painter: QPainter, rect: QRectF, text: str, size: float, bold: bool = False,
          align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft) -> None:
    _fitted(painter, text, rect.width(), size, bold)
    painter.drawText(rect, int(align | Qt.AlignmentFlag.AlignVCenter), text)


def _card(painter: QPainter, box: QRectF, t: Tournament, round_number: int, number: int) -> None:
    rnd = t.round(round_number)
    board = rnd.boards[number - 1]
    pad = _mm(PADDING_MM)
    inner = box.adjusted(pad, pad, -pad, -pad)
    x, y, w = inner.left(), inner.top(), inner.width()
    line = _mm(6)
    title = t.settings.name or QCoreApplication.translate("Documents", "Tournament")
    date = f"  ·  {rnd.date}" if rnd.date else ""
    _text(painter, QRectF(x, y, w * 0.7, line), title, 10, True)
    caption = shown(double_swiss.caption(t.settings, round_number))  # "Turno 3" in the interface's language
    _text(painter, QRectF(x + w * 0.7, y, w * 0.3, line), f"{caption}{date}", 9, align=Qt.AlignmentFlag.AlignRight)
    y += line
    _text(painter, QRectF(x, y, w, _mm(9)), QCoreApplication.translate("Documents", "Board {0}").format(number), 18, True)
    y += _mm(11)
    label_w = _mm(14)
    score_w = _mm(12)
    for side, tpn in ((QCoreApplication.translate("Documents", "White"), board.white),
                      (QCoreApplication.translate("Documents", "Black"), board.black)):
        player = t.player(tpn)
        _text(painter, QRectF(x, y, label_w, line), side, 9, True)
        name = f"{player.title} {player.name}".strip()
        _text(painter, QRectF(x + label_w, y, w - label_w, line), f"{tpn}. {name}", 11)
        y += line
        rating = t.pairing_rating(tpn)
        extra = " · ".join(s for s in (QCoreApplication.translate("Documents", "Rating {0}").format(rating) if rating
                                         else QCoreApplication.translate("Documents", "unrated"), player.federation) if s)
        _text(painter, QRectF(x + label_w, y, w - label_w - score_w, _mm(4.5)), extra, 8)
        _text(painter, QRectF(x + w - score_w - _mm(8), y, score_w + _mm(8), _mm(4.5)),
              QCoreApplication.translate("Documents", "{0} pts").format(fmt_score(t.score(tpn, round_number))), 8, True,
              Qt.AlignmentFlag.AlignRight)
        y += _mm(6.5)
    # result box
    y += _mm(1)
    _text(painter, QRectF(x, y, _mm(18), _mm(10)), QCoreApplication.translate("Documents", "Result"), 10, True)
    result_box = QRectF(x + _mm(20), y, _mm(40), _mm(10))
    painter.setPen(QPen(Qt.GlobalColor.black, _mm(0.35)))
    painter.drawRect(result_box)
    _text(painter, result_box, result_label(board), 14, True, Qt.AlignmentFlag.AlignCenter)
    _text(painter, QRectF(x + _mm(63), y, w - _mm(63), _mm(10)), "1-0   ½-½   0-1", 8, align=Qt.AlignmentFlag.AlignRight)
    # signature lines, side by side at the bottom of the card
    bottom = inner.bottom() - _mm(5)
    half = (w - _mm(8)) / 2
    painter.setPen(QPen(Qt.GlobalColor.black, _mm(0.2)))
    for i, side in enumerate((QCoreApplication.translate("Documents", "White's signature"),
                              QCoreApplication.translate("Documents", "Black's signature"))):
        left = x + i * (half + _mm(8))
        painter.drawLine(QPointF(left, bottom), QPointF(left + half, bottom))
        _text(painter, QRectF(left, bottom + _mm(0.5), half, _mm(4.5)), side, 7)


def _cut_marks(painter: QPainter, left: float, top: float, cell_w: float, cell_h: float) -> None:
    """Short ticks in the margin band at every grid line, plus small crosses where lines meet."""
    painter.setPen(QPen(Qt.GlobalColor.black, _mm(0.15)))
    tick, gap = _mm(5), _mm(1)
    right, bottom = left + COLUMNS * cell_w, top + ROWS * cell_h
    for i in range(COLUMNS + 1):
        xx = left + i * cell_w
        painter.drawLine(QPointF(xx, top - gap - tick), QPointF(xx, top - gap))
        painter.drawLine(QPointF(xx, bottom + gap), QPointF(xx, bottom + gap + tick))
    for j in range(ROWS + 1):
        yy = top + j * cell_h
        painter.drawLine(QPointF(left - gap - tick, yy), QPointF(left - gap, yy))
        painter.drawLine(QPointF(right + gap, yy), QPointF(right + gap + tick, yy))
    arm = _mm(2)
    for i in range(1, COLUMNS):
        for j in range(1, ROWS):
            xx, yy = left + i * cell_w, top + j * cell_h
            painter.drawLine(QPointF(xx - arm, yy), QPointF(xx + arm, yy))
            painter.drawLine(QPointF(xx, yy - arm), QPointF(xx, yy + arm))
    # dotted guide lines along the cuts, light enough not to distract
    guide = QPen(Qt.GlobalColor.gray, _mm(0.1), Qt.PenStyle.DotLine)
    painter.setPen(guide)
    for i in range(1, COLUMNS):
        xx = left + i * cell_w
        painter.drawLine(QPointF(xx, top), QPointF(xx, bottom))
    for j in range(1, ROWS):
        yy = top + j * cell_h
        painter.drawLine(QPointF(left, yy), QPointF(right, yy))


def card_layout(page: QPageSize.PageSizeId = QPageSize.PageSizeId.A4) -> QPageLayout:
    """Portrait, no printer margin: the cards keep their own band for the cut marks."""
    return QPageLayout(QPageSize(page), QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0),
                       QPageLayout.Unit.Millimeter)


def write_board_cards(t: Tournament, round_number: int, path: str,
                      page: QPageSize.PageSizeId = QPageSize.PageSizeId.A4) -> int:
    """Write the round's board cards to a PDF, six per page; returns the number of pages."""
    writer = QPdfWriter(path)
    writer.setResolution(DPI)
    writer.setPageLayout(card_layout(page))
    return paint_board_cards(t, round_number, writer)


def paint_board_cards(t: Tournament, round_number: int, device: QPagedPaintDevice) -> int:
    """Paint the cards on a PDF writer or a printer (page layout set); returns the number of pages."""
    return paint_cards(device, len(t.round(round_number).boards),
                       lambda painter, box, number: _card(painter, box, t, round_number, number))


def paint_cards(device: QPagedPaintDevice, count: int, card: Callable[[QPainter, QRectF, int], None]) -> int:
    """``count`` cards (``card(painter, box, number)``, number from 1) six per page with cut
    marks, on a device whose page layout is ``card_layout``; returns the number of pages."""
    global _dpi
    _dpi = device.logicalDpiY()
    try:
        return _paint(device, count, card)
    finally:
        _FONTS.clear()


def _paint(device: QPagedPaintDevice, count: int, card: Callable[[QPainter, QRectF, int], None]) -> int:
    painter = QPainter(device)
    if not painter.isActive():
        raise OSError("cannot paint on the output device (is the file writable?)")
    try:
        size = QRectF(0, 0, device.width(), device.height())
        margin = _mm(MARGIN_MM)
        cell_w = (size.width() - 2 * margin) / COLUMNS
        cell_h = (size.height() - 2 * margin) / ROWS
        pages = max(1, -(-count // CARDS_PER_PAGE))
        for page_index in range(pages):
            if page_index:
                device.newPage()
            _cut_marks(painter, margin, margin, cell_w, cell_h)
            for slot in range(CARDS_PER_PAGE):
                number = page_index * CARDS_PER_PAGE + slot + 1
                if number > count:
                    break
                column, row = slot % COLUMNS, slot // COLUMNS
                box = QRectF(margin + column * cell_w, margin + row * cell_h, cell_w, cell_h)
                painter.setPen(QPen(Qt.GlobalColor.black))
                card(painter, box, number)
    finally:
        painter.end()
    return pages


def mm(value: float) -> float:
    """Millimetres in the device units of the cards being painted (``paint_cards``)."""
    return _mm(value)


text = _text  # a line of text fitted to its box, for other cards drawn with ``paint_cards``
font = _font  # a font of that size, cached while the cards are painted
