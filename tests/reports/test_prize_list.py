"""The printed prize list (issue 17) of the 301-player event: every award with its amount, the Hort
shares naming their pools, the prizes nobody could win, on A4 with the page header."""
from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import re
from fractions import Fraction as F

from pypdf import PdfReader

from dataclasses import replace

from arbiter_gui.reports.catalogue import DocumentKind, save_pdf
from arbiter_gui.tournament.prizes import MAIN, Category, Prize, PrizeList, Sharing, money, parse_prize_list, tournament_prizes
from tests.reports import big_tournament

WRITTEN = """sharing: Hort
Main: 1000, 700, 500, 300, 200
NOR [federation NOR]: 150, 100
Unrated [unrated]: 50
"""
PRIZES = PrizeList((*(Prize(MAIN, n, F(a)) for n, a in enumerate((1000, 700, 500, 300, 200), start=1)),
                    Prize("NOR", 1, F(150)), Prize("NOR", 2, F(100)), Prize("Unrated", 1, F(50))),
                   (Category("NOR", federations=frozenset({"NOR"})), Category("Unrated", unrated=True)),
                   sharing=Sharing.HORT)


def test_the_printed_prize_list(qapp, tmp_path):  # noqa: ANN001 - pytest-qt's fixture
    """The list as written in the settings (``WRITTEN``), printed from the documents' catalogue. By
    hand: 17 and 20 tie on 8 for 1000 + 700: 425 each + 500 / 350; 21, 54, 31 (prizes 3-5) and 7 (no
    prize place) tie on 7½ for 500 + 300 + 200: 125 each + 250 / 150 / 100 / 0."""
    assert parse_prize_list(WRITTEN) == PRIZES
    t = big_tournament()
    t = replace(t, settings=replace(t.settings, prizes=WRITTEN))
    awards, unawarded = tournament_prizes(t, PRIZES)
    assert sum(a.amount for a in awards) == sum(p.amount for p in PRIZES.prizes if p not in unawarded)
    assert {a.tpn: money(a.amount) for a in awards if a.category == MAIN} == {
        17: "925.00", 20: "775.00", 21: "375.00", 54: "275.00", 31: "225.00", 7: "125.00"}
    path = tmp_path / "prizes.pdf"
    pages = save_pdf(DocumentKind.PRIZES, t, t.standings_round, str(path))
    text = re.sub(r"\s+", " ", " ".join(page.extract_text() for page in PdfReader(str(path)).pages))
    assert pages == 1 and "Prizes after round 9" in text and "Hort system" in text and "page 1 of 1" in text
    for award in awards:
        assert f"{t.player(award.tpn).name} ({award.tpn})" in text and money(award.amount) in text
    if unawarded:
        assert "Not awarded" in text
