"""Every printable document by name, for the documents dialog and the tests: what it needs (a
round, the last pairing), how it is laid out (portrait or landscape), and one way to put it on a
PDF writer or a printer.  Needs a QGuiApplication to paint."""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtGui import QPageLayout, QPageSize, QPagedPaintDevice, QPdfWriter

from ..engine.knockout.plan import KnockoutError
from ..engine.result import RoundPairing
from ..tournament.knockout import KnockoutEvent, shown_event
from ..tournament.model import Tournament
from ..tournament.prizes import parse_prize_list
from . import documents
from .board_cards import card_layout, paint_board_cards
from .knockout import paint_bracket, paint_knockout_cards
from .match_cards import paint_match_cards
from .paged import PDF_DPI, PageHeader, page_layout, paint_document
from .norm_report import norm_report_html
from .pairing_report import pairing_report_html
from .schedule_table import schedule_html

__all__ = ["DRAWN", "DocumentKind", "KNOCKOUT", "Printable", "TEXT_SIZES", "file_name", "page_layout_of", "paint",
           "printable", "save_pdf"]


class DocumentKind(str, Enum):
    PAIRINGS = QT_TRANSLATE_NOOP("Documents", "Pairing sheet (by board)")
    ALPHABETICAL = QT_TRANSLATE_NOOP("Documents", "Pairing sheet (alphabetical)")
    RESULTS = QT_TRANSLATE_NOOP("Documents", "Results of the round")
    STANDINGS = QT_TRANSLATE_NOOP("Documents", "Standings")
    CROSSTABLE = QT_TRANSLATE_NOOP("Documents", "Crosstable (wall chart)")
    TIEBREAKS_PRIZES = QT_TRANSLATE_NOOP("Documents", "Tie-break report (prize places)")
    TIEBREAKS_TIES = QT_TRANSLATE_NOOP("Documents", "Tie-break report (tied groups)")
    PLAYERS = QT_TRANSLATE_NOOP("Documents", "Player list")
    BOARD_CARDS = QT_TRANSLATE_NOOP("Documents", "Board cards")
    MATCH_CARDS = QT_TRANSLATE_NOOP("Documents", "Match cards (team events)")
    PAIRING_REPORT = QT_TRANSLATE_NOOP("Documents", "Pairing report (last pairing)")
    INTEGRITY_LOG = QT_TRANSLATE_NOOP("Documents", "Pairing-integrity log")
    PRIZES = QT_TRANSLATE_NOOP("Documents", "Prize list")
    NORMS = QT_TRANSLATE_NOOP("Documents", "Norm report (title norms)")
    SCHEDULE = QT_TRANSLATE_NOOP("Documents", "Schedule table (fixed schedules)")
    KNOCKOUT_BRACKET = QT_TRANSLATE_NOOP("Documents", "Knockout bracket (wall chart)")
    KNOCKOUT_CARDS = QT_TRANSLATE_NOOP("Documents", "Match cards (knockout, round being played)")
    LADDER = QT_TRANSLATE_NOOP("Documents", "Ladder (places and challenges)")

    @property
    def label(self) -> str:
        """The document's name in the interface's language."""
        return documents.tr(self.value)

    @property
    def needs_round(self) -> bool:
        return self not in (DocumentKind.PLAYERS, DocumentKind.PAIRING_REPORT, DocumentKind.INTEGRITY_LOG,
                            DocumentKind.PRIZES, DocumentKind.NORMS, DocumentKind.SCHEDULE, *KNOCKOUT)

    @property
    def wall_sheet(self) -> bool:
        """A list read on the wall, which may be printed in a bigger text (``TEXT_SIZES``)."""
        return self in (DocumentKind.PAIRINGS, DocumentKind.ALPHABETICAL, DocumentKind.RESULTS,
                        DocumentKind.STANDINGS, DocumentKind.PLAYERS, DocumentKind.LADDER)

    @property
    def landscape(self) -> bool:
        return self in (DocumentKind.CROSSTABLE, DocumentKind.KNOCKOUT_BRACKET)


def file_name(kind: DocumentKind, round_number: int | None) -> str:
    """The PDF's default name: 'pairings-round-5.pdf', 'standings-round-9.pdf', 'players.pdf'."""
    stem = kind.name.lower().replace("_", "-")
    return f"{stem}-round-{round_number}.pdf" if round_number else f"{stem}.pdf"


KNOCKOUT = (DocumentKind.KNOCKOUT_BRACKET, DocumentKind.KNOCKOUT_CARDS)  # a knockout event's (issue 18)


def _knockout(t: Tournament) -> KnockoutEvent | None:
    try:
        return shown_event(t)
    except KnockoutError as error:
        raise ValueError(f"the tournament's knockout event cannot be read: {error}") from None


CARDS: dict[DocumentKind, Callable[[Tournament, int, QPagedPaintDevice], int]] = {  # drawn, six a page
    DocumentKind.BOARD_CARDS: paint_board_cards, DocumentKind.MATCH_CARDS: paint_match_cards,
    DocumentKind.KNOCKOUT_CARDS: lambda t, _, device: paint_knockout_cards(t, _knockout(t), None, device)}
DRAWN: dict[DocumentKind, Callable[[Tournament, int, QPagedPaintDevice], int]] = {  # drawn on pages
    **CARDS, DocumentKind.KNOCKOUT_BRACKET: lambda t, _, device: paint_bracket(t, _knockout(t), device)}


@dataclass(frozen=True)
class Printable:
    html: str
    header: PageHeader
    landscape: bool = False


# points of the body text: the document's own (compact), readable, large; a bigger text turns the
# page to landscape, where the widest names still fit (up to about 10 pt)
TEXT_SIZES = (None, 9.0, 10.0)


def printable(kind: DocumentKind, t: Tournament, round_number: int,
              pairing: RoundPairing | None = None, text_pt: float | None = None, hall_url: str = "") -> Printable:
    """The HTML document and its page header (not for board cards, which are drawn).  For the
    standings and the crosstable ``round_number`` is the last round counted; ``text_pt`` sets the
    size of the body text (a wall sheet read from a metre away), None keeps the document's own;
    ``hall_url``, the hall screen's address, is printed with its QR code on the pairing sheets."""
    document = _printable(kind, t, round_number, pairing, hall_url)
    if text_pt is None:
        return document
    # the last rule of the document's own style sheet (Qt reads one <style> block per document)
    html = document.html.replace("</style>", f"body, td, th {{ font-size: {text_pt:g}pt; }}</style>", 1)
    return Printable(html, document.header, document.landscape)


def _printable(kind: DocumentKind, t: Tournament, round_number: int, pairing: RoundPairing | None,
               hall_url: str) -> Printable:
    if kind in DRAWN:
        raise ValueError("cards and the knockout bracket are drawn, not laid out as text")
    if kind is DocumentKind.PAIRING_REPORT:
        if pairing is None:
            raise ValueError("no pairing to report: pair a round first")
        names = {tpn: p.name for tpn, p in t.players.items()}
        html = pairing_report_html(pairing, names, t.settings.name or "Tournament")
        return Printable(html, documents.page_header(t, pairing.round))
    builders = {
        DocumentKind.PAIRINGS: documents.pairing_sheet_html,
        DocumentKind.ALPHABETICAL: documents.alphabetical_pairings_html,
        DocumentKind.RESULTS: documents.results_html,
        DocumentKind.STANDINGS: documents.standings_html,
        DocumentKind.CROSSTABLE: documents.crosstable_html,
        DocumentKind.TIEBREAKS_PRIZES: lambda t, rounds: documents.tiebreak_report_html(t, rounds,
                                                                                        documents.PRIZE_PLACES),
        DocumentKind.TIEBREAKS_TIES: documents.tiebreak_report_html,
        DocumentKind.LADDER: documents.ladder_html,
    }
    if kind in (DocumentKind.PAIRINGS, DocumentKind.ALPHABETICAL):
        html, round_shown = builders[kind](t, round_number, hall_url=hall_url), round_number
    elif kind is DocumentKind.PLAYERS:
        html, round_shown = documents.player_list_html(t), None
    elif kind is DocumentKind.INTEGRITY_LOG:
        html, round_shown = documents.integrity_log_html(t), None
    elif kind is DocumentKind.NORMS:
        html, round_shown = norm_report_html(t), None
    elif kind is DocumentKind.SCHEDULE:
        html, round_shown = schedule_html(t), None
    elif kind is DocumentKind.PRIZES:
        html, round_shown = documents.prize_list_html(t, parse_prize_list(t.settings.prizes)), None
    else:
        html, round_shown = builders[kind](t, round_number), round_number
    return Printable(html, documents.page_header(t, round_shown), kind.landscape)


def page_layout_of(kind: DocumentKind, page: QPageSize.PageSizeId = QPageSize.PageSizeId.A4,
                   text_pt: float | None = None) -> QPageLayout:
    """The page layout a document is printed with (board cards: no margins, their own band)."""
    return card_layout(page) if kind in CARDS else page_layout(page, kind.landscape or text_pt is not None)


def paint(kind: DocumentKind, t: Tournament, round_number: int, device: QPagedPaintDevice,
          pairing: RoundPairing | None = None, text_pt: float | None = None, hall_url: str = "") -> int:
    """Paint the document on a device whose page layout is ``page_layout_of(kind)``; returns pages."""
    if kind in DRAWN:
        return DRAWN[kind](t, round_number, device)
    document = printable(kind, t, round_number, pairing, text_pt, hall_url)
    return paint_document(document.html, device, document.header)


def save_pdf(kind: DocumentKind, t: Tournament, round_number: int, path: str,
             page: QPageSize.PageSizeId = QPageSize.PageSizeId.A4, pairing: RoundPairing | None = None,
             text_pt: float | None = None, hall_url: str = "") -> int:
    """Write the document as PDF (A4 or Letter); returns the number of pages."""
    writer = QPdfWriter(path)
    writer.setResolution(PDF_DPI)
    writer.setPageLayout(page_layout_of(kind, page, text_pt))
    writer.setCreator("Arbiter")
    return paint(kind, t, round_number, writer, pairing, text_pt, hall_url)
