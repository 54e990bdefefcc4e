"""Every printable document of a 301-player, 9-round tournament as PDF, A4 and Letter: the pages
are plausible in number, each has the header (tournament, title, date) and "page N of M", the
widest names and the largest numbers are printed whole, and no table is wider than the page."""
from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import re
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtGui import QPageSize, QPdfWriter

from arbiter_gui.engine.swiss.dutch.pairing import pair_round
from arbiter_gui.reports.board_cards import CARDS_PER_PAGE
from arbiter_gui.reports.catalogue import DRAWN, KNOCKOUT, DocumentKind, page_layout_of, printable, save_pdf
from arbiter_gui.reports.documents import fmt_score, tournament_standings
from arbiter_gui.reports.paged import PDF_DPI, layout_document
from arbiter_gui.tournament.engine_input import snapshot
from tests.reports import big_tournament, long_named

ROUND = 5
PAGES = (QPageSize.PageSizeId.A4, QPageSize.PageSizeId.Letter)
TEXT_KINDS = [kind for kind in DocumentKind if kind not in DRAWN]


@pytest.fixture(scope="module")
def t():
    return big_tournament()


@pytest.fixture(scope="module")
def pairing(t):
    return pair_round(snapshot(t, 9))  # round 9 again, as the app would pair it


COUNTING_RESULTS = (DocumentKind.STANDINGS, DocumentKind.CROSSTABLE, DocumentKind.TIEBREAKS_PRIZES,
                    DocumentKind.TIEBREAKS_TIES)
# the working of every value of a participant tied on points: nearly everyone in a big open, a
# document of hundreds of pages; its layout is checked on its first pages (test_tiebreak_report.py)
LONG_REPORTS = (DocumentKind.TIEBREAKS_TIES,)


def round_of(kind: DocumentKind, t) -> int:
    return t.paired_rounds if kind in COUNTING_RESULTS else ROUND


def pages_text(path: Path, numbers: list[int]) -> dict[int, str]:
    """Page number -> text, runs of blanks (pypdf gives tabs and no-break spaces) as one space."""
    pages = PdfReader(str(path)).pages
    return {n: re.sub(r"[ \t\xa0]+", " ", pages[n - 1].extract_text()) for n in numbers}


def long_names(t) -> list[str]:
    return [t.player(tpn).name for tpn in long_named(t)]


def first_and_last_numbers(kind: DocumentKind, t) -> tuple[list[str], list[str]]:
    """Numbers of the first row (on page 1) and of the last row (on the last page), the largest among them."""
    if kind in (DocumentKind.STANDINGS, DocumentKind.CROSSTABLE):
        top = tournament_standings(t)[0]
        first = [fmt_score(top.points), *(fmt_score(top.tiebreaks[code]) for code in t.settings.tiebreak_order)]
        return first, [str(len(t.players))]  # the last line / the last rank
    if kind in (DocumentKind.PAIRINGS, DocumentKind.RESULTS, DocumentKind.BOARD_CARDS):
        board = t.round(ROUND).boards[0]
        return [str(t.pairing_rating(board.white)), str(t.pairing_rating(board.black))], [str(len(t.round(ROUND).boards))]
    if kind is DocumentKind.PLAYERS:
        return [str(t.pairing_rating(1))], [str(len(t.players))]
    return [], []


@pytest.mark.parametrize("kind", TEXT_KINDS, ids=lambda kind: kind.name)
def test_tables_fit_the_page(t, pairing, qapp, tmp_path, kind) -> None:
    for page in PAGES:
        writer = QPdfWriter(str(tmp_path / "fit.pdf"))
        writer.setResolution(PDF_DPI)
        writer.setPageLayout(page_layout_of(kind, page))
        html = printable(kind, t, round_of(kind, t), pairing).html
        # the tables at their natural width (not stretched to the page) fit: nothing runs off the right edge
        natural = layout_document(html.replace("width='100%' ", ""), writer)
        assert natural.size().width() <= writer.width() + 1, (kind, page, natural.size().width())  # 1 px: rounding


@pytest.mark.parametrize("page", PAGES, ids=lambda page: page.name)
def test_every_document_as_pdf(t, pairing, qapp, tmp_path, page) -> None:
    """The first, a middle and the last page of every document (pypdf reads about a page a second here:
    Qt places every glyph itself); the layout test above shows that no table is wider than the page."""
    rows = len(t.players)
    for kind in DocumentKind:
        if kind is DocumentKind.MATCH_CARDS or kind in KNOCKOUT or kind in LONG_REPORTS:
            continue  # a team event's (tests/reports/test_match_cards.py), a knockout's
            # (tests/reports/test_knockout_documents.py); see LONG_REPORTS
        path = tmp_path / f"{kind.name}.pdf"
        count = save_pdf(kind, t, round_of(kind, t), str(path), page, pairing)
        texts = pages_text(path, sorted({1, (count + 1) // 2, count}))
        assert len(PdfReader(str(path)).pages) == count, kind
        if kind is DocumentKind.BOARD_CARDS:
            assert count == -(-len(t.round(ROUND).boards) // CARDS_PER_PAGE)
            assert "Board 1" in texts[1] and f"Board {len(t.round(ROUND).boards)}" in texts[count]
        else:
            header = printable(kind, t, round_of(kind, t), pairing).header
            for number, text in texts.items():
                assert t.settings.name in text and header.date in text, (kind, number)
                assert f"page {number} of {count}" in text, (kind, number)
            assert header.title in texts[1]
        if kind in (DocumentKind.INTEGRITY_LOG,):  # no event in this tournament: one page saying so
            assert count == 1 and "No pairing-integrity event" in texts[1]
            continue
        if kind is DocumentKind.TIEBREAKS_PRIZES:  # ten participants, each value's working
            top = tournament_standings(t)[0]
            assert f"1. {top.id} " in texts[1] and count <= 10, count
            continue
        if kind is DocumentKind.NORMS:  # its own test: tests/reports/test_norm_report.py
            assert "Not checked" in texts[count]
            continue
        if kind is DocumentKind.SCHEDULE:  # a Swiss: no table (tests/ui/test_fixed_schedules_app.py prints them)
            assert count == 1 and "not paired from a" in texts[1]  # (the PDF text reads "fi" as a ligature)
            continue
        if kind is DocumentKind.LADDER:  # a Swiss: no ladder (tests/ui/test_ladder_app.py prints one)
            assert count == 1 and "not a ladder" in texts[1]
            continue
        if kind is DocumentKind.PRIZES:  # no prize list in this tournament (tests/reports/test_prize_list.py)
            assert count == 1 and "No prize list" in texts[1]
            continue
        if kind is not DocumentKind.PAIRING_REPORT and kind is not DocumentKind.BOARD_CARDS:
            lines = rows // 2 if kind in (DocumentKind.PAIRINGS, DocumentKind.RESULTS) else rows
            assert -(-lines // 90) <= count <= -(-lines // 30), (kind, count)
        whole = "\n".join(texts.values())
        seen = [name for name in long_names(t) if name.rstrip("x")[-12:] in whole]  # unique to the player
        assert seen or kind is DocumentKind.PAIRING_REPORT, kind
        for name in seen:  # wherever a long name ends, it is printed whole on one line (not wrapped)
            assert name in whole, (kind, name)
        first, last = first_and_last_numbers(kind, t)
        assert all(number in texts[1] for number in first), (kind, first)
        assert all(number in texts[count] for number in last), (kind, last)
