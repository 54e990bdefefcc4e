"""The printed prize list (issue 17) of the 301-player event: every award with its amount, the Hort
shares naming their pools, the prizes nobody could win, on A4 with the page header."""
from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import re
from fractions import Fraction as F

from pypdf import PdfReader

from arbiter_gui.reports.documents import page_header, prize_list_html, write_pdf
from arbiter_gui.tournament.prizes import MAIN, Category, Prize, PrizeList, Sharing, money, tournament_prizes
from tests.reports import big_tournament

PRIZES = PrizeList((*(Prize(MAIN, n, F(a)) for n, a in enumerate((1000, 700, 500, 300, 200), start=1)),
                    Prize("NOR", 1, F(150)), Prize("NOR", 2, F(100)), Prize("Unrated", 1, F(50))),
                   (Category("NOR", federations=frozenset({"NOR"})), Category("Unrated", unrated=True)),
                   sharing=Sharing.HORT)


def test_the_printed_prize_list(qapp, tmp_path):  # noqa: ANN001 - pytest-qt's fixture
    t = big_tournament()
    awards, unawarded = tournament_prizes(t, PRIZES)
    assert sum(a.amount for a in awards) == sum(p.amount for p in PRIZES.prizes if p not in unawarded)
    path = tmp_path / "prizes.pdf"
    pages = write_pdf(prize_list_html(t, PRIZES), str(path), header=page_header(t, None, "Prizes"))
    text = re.sub(r"\s+", " ", " ".join(page.extract_text() for page in PdfReader(str(path)).pages))
    assert pages == 1 and "Prizes after round 9" in text and "Hort system" in text
    for award in awards:
        assert f"{t.player(award.tpn).name} ({award.tpn})" in text and money(award.amount) in text
    if unawarded:
        assert "Not awarded" in text
