"""The printed tie-break report (issue 29): the working of the prize places or of the tied groups,
the same lines as the Standings tab and arbiter-tiebreak --explain."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from arbiter_gui.formats.trf import read_trf
from arbiter_gui.formats.trf_tournament import tournament_from_trf
from arbiter_gui.reports.catalogue import DocumentKind, printable, save_pdf
from arbiter_gui.reports.documents import PRIZE_PLACES

CASE = Path(__file__).parents[1] / "data" / "tiebreaks" / "held_swiss_5.trf"


def _held():  # noqa: ANN202
    t = tournament_from_trf(read_trf(str(CASE)))
    return replace(t, settings=replace(t.settings, tiebreaks=("BH/C1", "SB", "DE")))


def test_tied_groups_only_and_prize_places(qapp, tmp_path: Path) -> None:  # noqa: ANN001
    t = _held()
    ties = printable(DocumentKind.TIEBREAKS_TIES, t, 5).html
    # 2 Bruno alone on 4 points is not a tied group; 4 David (3.5, with 1, 3, 16) is, with his bye cut (C.07 16.5)
    assert "1. 2 Bruno" not in ties and ". 4 David: 3½</h2>" in ties and "C.07 16.5" in ties
    prizes = printable(DocumentKind.TIEBREAKS_PRIZES, t, 5).html
    assert "1. 2 Bruno" in prizes and prizes.count("<h2>") == PRIZE_PLACES
    assert save_pdf(DocumentKind.TIEBREAKS_TIES, t, 5, str(tmp_path / "ties.pdf")) >= 2
