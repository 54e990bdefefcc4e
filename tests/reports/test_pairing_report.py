"""The pairing report states criteria as arbiters read them."""
from __future__ import annotations

from pathlib import Path

from arbiter_gui.engine.dutch import pair_round
from arbiter_gui.formats.trf import read_trf
from arbiter_gui.formats.trf_pairing import snapshot
from arbiter_gui.reports.pairing_report import pairing_report_html

CASE = Path(__file__).parents[1] / "data" / "conformance" / "dutch" / "d700027_n7_r4of5.trf"


def test_score_lists_read_as_scores() -> None:
    trf = read_trf(str(CASE))
    html = pairing_report_html(pair_round(snapshot(trf)), {p.id: p.name for p in trf.players.values()}, "Test")
    assert "C18 = [1]" in html and "C21 = [1]" in html  # the 1-point bracket's MDP pairing (see the record)
    assert "Fraction" not in html
