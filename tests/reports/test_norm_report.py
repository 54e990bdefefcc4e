"""The printed norm report (issue 17): the norm met with its figures and games, the 1.4.3d status and
the requirements not checked; and the player card's norm lines."""
from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import re

from pypdf import PdfReader

from dataclasses import replace

from arbiter_gui.reports.catalogue import DocumentKind, save_pdf
from arbiter_gui.reports.norm_report import norm_report_html
from arbiter_gui.ui.player_card import norms_html
from tests.tournament.test_norms import FEDS, event


def test_the_printed_norm_report(qapp, tmp_path):  # noqa: ANN001 - pytest-qt's fixture
    """7/9 against nine 2380 GMs: a GM norm (2380 + 220 = 2600) and an IM norm, 9 games each."""
    t = event([(2380, "GM", fed) for fed in FEDS[:9]], ["1"] * 7 + ["0"] * 2)
    path = tmp_path / "norms.pdf"
    pages = save_pdf(DocumentKind.NORMS, t, t.complete_rounds, str(path))
    text = re.sub(r"\s+", " ", " ".join(page.extract_text() for page in PdfReader(str(path)).pages))
    assert pages == 1 and "Title norms after round 9" in text and "page 1 of 1" in text
    assert "Candidate (1)" in text and "Candidate: GM norm" in text and "Candidate: IM norm" in text
    assert "performance 2600 (at least 2600)" in text and "Opp10" in text
    assert "does not meet 1.4.3d" in text and "Not checked" in text and "1.4.2d" in text
    zonal = replace(t, settings=replace(t.settings, norm_event="zonal"))
    assert "The settings name this event under 1.4.3c" in norm_report_html(zonal)


def test_the_player_card_shows_the_norms(qapp):  # noqa: ANN001
    t = event([(2380, "GM", fed) for fed in FEDS[:9]], ["1"] * 6 + ["0"] * 3)
    html = norms_html(t, 1)
    assert "GM norm: not met: 1.4.8 performance 2505 (at least 2600)" in html  # 6/9: 67 %, dp 125
    assert "IM norm: met, counts as" in html
    assert norms_html(t, 2) == ""  # a GM needs no norm
