"""Printable documents of a generated 301-player, 9-round tournament: HTML and PDF."""
from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import re
from fractions import Fraction
from html import escape
from pathlib import Path

import pytest
from PySide6.QtGui import QTextDocument

from arbiter_gui.reports.documents import (alphabetical_pairings_html, crosstable_html, fmt_score, page_header,
                                           pairing_sheet_html, player_list_html, results_html, standings_html,
                                           tournament_standings)
from tests.reports import TIEBREAKS, big_tournament, long_named

ROUND = 5


@pytest.fixture(scope="module")
def t():
    return big_tournament()


def page_count(path: Path) -> int:
    return len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", path.read_bytes()))


def rows(html: str) -> list[str]:
    return re.findall(r"<tr>.*?</tr>", html, flags=re.S)


def documents(t):
    return {
        "pairings": pairing_sheet_html(t, ROUND),
        "alphabetical": alphabetical_pairings_html(t, ROUND),
        "results": results_html(t, ROUND),
        "standings": standings_html(t),
        "players": player_list_html(t),
        "crosstable": crosstable_html(t),
    }


def test_fmt_score() -> None:
    assert [fmt_score(Fraction(v, 2)) for v in (0, 1, 4, 5)] == ["0", "½", "2", "2½"]
    assert fmt_score(None) == "" and fmt_score(1234) == "1234" and fmt_score(Fraction(59, 4)) == "14¾"  # SB
    assert fmt_score(Fraction(1, 4)) == "¼" and fmt_score(Fraction(1363, 100)) == "13.63"


def test_documents_have_title_thead_and_every_player(t) -> None:
    for kind, html in documents(t).items():
        assert "<title>" in html, kind
        assert "<thead>" in html, kind
        expected = 301 if kind in ("alphabetical", "standings", "players", "crosstable") else 150
        assert len(rows(html)) >= expected, kind
    round_html = pairing_sheet_html(t, ROUND)
    assert f"<title>Pairings, round {ROUND}</title>" in round_html
    header = page_header(t, ROUND)
    assert (header.tournament, header.mode) == (t.settings.name, "FIDE mode")
    assert header.date == f"{t.settings.city} · {t.round(ROUND).date}"
    assert "pairing-allocated bye" in round_html  # the bye is listed after the boards
    assert round_html.index("pairing-allocated bye") > round_html.index(f"<td class='n'>{len(t.round(ROUND).boards)}</td>")


def test_long_names_whole_in_rows(t) -> None:
    names = [escape(t.player(tpn).name) for tpn in long_named(t)]
    assert len(names) > 20 and all(len(t.player(tpn).name) == 33 for tpn in long_named(t))
    for kind, html in documents(t).items():
        text = "".join(rows(html))
        for tpn in long_named(t):
            if kind in ("pairings", "results") and t.round(ROUND).board_of(tpn) is None \
                    and tpn not in t.round(ROUND).unpaired:
                continue
            row = [r for r in rows(html) if escape(t.player(tpn).name) in r]
            assert row, (kind, tpn)
            assert all("class='name'" in r for r in row), (kind, tpn)
        assert all(n in text for n in names if kind not in ("pairings", "results")), kind


def test_alphabetical_order_and_opponents(t) -> None:
    html = alphabetical_pairings_html(t, ROUND)
    players = [re.search(r"<td class='name'>(.*?)</td>", r).group(1) for r in rows(html)[1:]]
    assert players == sorted(players, key=str.casefold)
    number, board = 1, t.round(ROUND).boards[0]
    cells = [re.findall(r"<t[dh][^>]*>(.*?)</t[dh]>", r) for r in rows(html)]
    white = next(c for c in cells if c[1] == str(board.white))
    assert white[3:5] == [str(number), "White"] and white[5].endswith(f"({board.black})")


def test_standings_columns_match_standings(t) -> None:
    html = standings_html(t)
    header = rows(html)[0]
    for code in TIEBREAKS:
        assert f"<th>{code}</th>" in header
    first = tournament_standings(t)[0]
    assert f"<td class='n'>{first.id}</td>" in rows(html)[1]
    assert fmt_score(first.points) in rows(html)[1]


def test_thead_becomes_repeated_header_row(t, qapp) -> None:
    document = QTextDocument()
    document.setHtml(pairing_sheet_html(t, ROUND))
    frames = document.rootFrame().childFrames()
    tables = [f for f in frames if hasattr(f, "format") and f.format().isTableFormat()]
    assert tables and tables[0].format().toTableFormat().headerRowCount() == 1
