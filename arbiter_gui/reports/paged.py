"""The one paginator of every printed document: a QTextDocument laid out at the printable page
size minus a header band and a footer band, then painted page by page with QPainter onto a
QPdfWriter (saving a PDF) or a QPrinter (printing, the preview).

Every page gets the header (tournament, document title and round, date) and the footer
"page N of M".  Tables keep their ``<thead>`` rows, which the text layout repeats at the top of
every page.  Needs a QGuiApplication."""
from __future__ import annotations

import math
from dataclasses import dataclass, replace

from PySide6.QtCore import QCoreApplication, QMarginsF, QRectF, Qt
from PySide6.QtGui import (QFont, QFontMetricsF, QPageLayout, QPageSize, QPagedPaintDevice, QPainter, QPdfWriter, QPen,
                           QTextDocument)

__all__ = ["MARGIN_MM", "PageHeader", "body_rect", "layout_document", "page_layout", "paint_bands", "paint_document",
           "write_pdf"]

MARGIN_MM = 12.0  # page edge to the printed area, all sides
HEADER_MM = 9.0  # header band: text, a rule, a gap
FOOTER_MM = 7.0  # footer band: a gap, "page N of M"
PDF_DPI = 300


@dataclass(frozen=True)
class PageHeader:
    """What the band at the top of every page says: left (the tournament, then ``mode``: whether it
    is in FIDE mode, never shortened, VCL4THP Q46), centre (the document's ``<title>`` when empty),
    right (the city and the date)."""
    tournament: str = ""
    title: str = ""
    date: str = ""
    mode: str = ""


def page_layout(page: QPageSize.PageSizeId = QPageSize.PageSizeId.A4, landscape: bool = False) -> QPageLayout:
    orientation = QPageLayout.Orientation.Landscape if landscape else QPageLayout.Orientation.Portrait
    return QPageLayout(QPageSize(page), orientation, QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
                       QPageLayout.Unit.Millimeter)


def _mm(device: QPagedPaintDevice, value: float) -> float:
    return value * device.logicalDpiY() / 25.4


def body_rect(device: QPagedPaintDevice) -> QRectF:
    """The rectangle of the text, in device pixels, below the header band and above the footer."""
    top, bottom = _mm(device, HEADER_MM), _mm(device, FOOTER_MM)
    return QRectF(0, top, device.width(), device.height() - top - bottom)


def layout_document(html: str, device: QPagedPaintDevice) -> QTextDocument:
    """The document laid out in the device's pixels, one page of text per body rectangle."""
    document = QTextDocument()
    document.documentLayout().setPaintDevice(device)
    document.setHtml(html)
    document.setPageSize(body_rect(device).size())
    return document


def _font(size: float, bold: bool = False) -> QFont:
    font = QFont("sans-serif")
    font.setPointSizeF(size)
    font.setBold(bold)
    return font


def _advance(painter: QPainter, text: str) -> float:
    """The text's exact width: the rounded one (fontMetrics) is a fraction short at 300 dpi, and
    elidedText then cut a header that fitted ("Club · NOT in FIDE mo…")."""
    return QFontMetricsF(painter.font(), painter.device()).horizontalAdvance(text)


def _fitted(painter: QPainter, text: str, width: float) -> str:
    if _advance(painter, text) <= width:
        return text
    return painter.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, int(width))


def paint_bands(painter: QPainter, device: QPagedPaintDevice, header: PageHeader, number: int, pages: int) -> None:
    width, height = device.width(), device.height()
    text_height = _mm(device, 5.5)
    left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
    painter.setPen(QPen(Qt.GlobalColor.black))
    # Each part takes the width its text needs (tournament on the left, date on the right, the title
    # between them); when they do not all fit, the title keeps at least a third of the width, the date
    # what it needs up to half of what is left and the tournament the rest (a long Italian title such
    # as "Rapporto di abbinamento, turno 4" was cut to a third beside empty sides; a long name once
    # left no room for the city); a text still too long for its part ends in "…" rather than being
    # cut at the edge, the tournament's name before its FIDE mode, which is printed whole ("FIDE mo…"
    # was seen on the wall chart).
    gap = _mm(device, 3)
    painter.setFont(_font(8))
    mode = f" · {header.mode}" if header.mode else ""
    mode_need = _advance(painter, mode)
    left_need, right_need = (math.ceil(_advance(painter, text)) + gap if text else 0
                             for text in (header.tournament + mode, header.date))
    painter.setFont(_font(9, True))
    title_need = math.ceil(_advance(painter, header.title)) + gap
    title_width = max(width / 3, min(title_need, width - left_need - right_need))
    room = width - title_width
    right_width = min(right_need, room / 2)
    left_width = min(left_need, room - right_width)
    painter.drawText(QRectF(left_width, 0, width - left_width - right_width, text_height),
                     Qt.AlignmentFlag.AlignCenter, _fitted(painter, header.title, width - left_width - right_width))
    painter.setFont(_font(8))
    painter.drawText(QRectF(0, 0, max(left_width - gap, 0), text_height), left,
                     _fitted(painter, header.tournament, max(left_width - gap - mode_need, 0)) + mode)
    painter.drawText(QRectF(width - right_width + gap, 0, max(right_width - gap, 0), text_height),
                     Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                     _fitted(painter, header.date, max(right_width - gap, 0)))
    painter.setPen(QPen(Qt.GlobalColor.darkGray, _mm(device, 0.2)))
    painter.drawLine(0, int(text_height + _mm(device, 0.8)), int(width), int(text_height + _mm(device, 0.8)))
    painter.setPen(QPen(Qt.GlobalColor.black))
    painter.setFont(_font(7.5))
    footer = QRectF(0, height - _mm(device, 4.5), width, _mm(device, 4.5))
    painter.drawText(footer, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                     QCoreApplication.translate("Documents", "page {0} of {1}").format(number, pages))


def paint_document(html: str, device: QPagedPaintDevice, header: PageHeader) -> int:
    """Paint every page onto ``device`` (its page layout already set); returns the number of pages."""
    document = layout_document(html, device)
    if not header.title:
        header = replace(header, title=document.metaInformation(QTextDocument.MetaInformation.DocumentTitle))
    body = body_rect(device)
    pages = max(1, document.pageCount())
    painter = QPainter(device)
    if not painter.isActive():
        raise OSError("cannot paint on the output device (is the file writable?)")
    try:
        for index in range(pages):
            if index:
                device.newPage()
            paint_bands(painter, device, header, index + 1, pages)
            painter.save()
            painter.translate(body.left(), body.top() - index * body.height())
            document.drawContents(painter, QRectF(0, index * body.height(), body.width(), body.height()))
            painter.restore()
    finally:
        painter.end()
    return pages


def write_pdf(html: str, path: str, page: QPageSize.PageSizeId = QPageSize.PageSizeId.A4,
              header: PageHeader | None = None, landscape: bool = False) -> int:
    """Save the document as PDF (A4 or Letter, portrait or landscape) with the header and page
    numbers on every page; without ``header`` the document's ``<title>`` alone is printed at the top.
    Returns the number of pages."""
    writer = QPdfWriter(path)
    writer.setResolution(PDF_DPI)
    writer.setPageLayout(page_layout(page, landscape))
    writer.setCreator("Arbiter")
    return paint_document(html, writer, header or PageHeader())
