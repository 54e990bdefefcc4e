"""The pairing report states criteria as arbiters read them."""
from __future__ import annotations

from pathlib import Path

from arbiter_gui.engine.swiss.dutch.pairing import pair_round
from arbiter_gui.formats.trf import read_trf
from arbiter_gui.formats.trf_pairing import snapshot
from arbiter_gui.reports.pairing_report import pairing_report_html

CASE = Path(__file__).parents[1] / "data" / "conformance" / "dutch" / "d700027_n7_r4of5.trf"


def test_score_lists_read_as_scores() -> None:
    trf = read_trf(str(CASE))
    html = pairing_report_html(pair_round(snapshot(trf)), {p.id: p.name for p in trf.players.values()}, "Test")
    # the 1-point bracket's MDP pairing (see the record; its C18 is empty: the MDP who
    # downfloated before is paired, docs/rulings.md R1)
    assert "C17 = 1" in html and "C21 = [1]" in html
    assert "Fraction" not in html


def test_the_report_states_why_players_float_and_who_gets_the_pab() -> None:
    trf = read_trf(str(CASE))
    snap = snapshot(trf)
    html = pairing_report_html(pair_round(snap), {p.id: p.name for p in trf.players.values()}, "Test", snap)
    # 2 and 4 float from the 2-point bracket: pairing them would leave no complete round (C4)
    assert "2 floats down: pairing 2 in this bracket, the players below could not complete the round (C4)." in html
    # pairing 4 instead would leave MDP 2, who downfloated the previous round, to float again (C18, R1)
    assert "Pairing-allocated bye: 4" in html and "(C18)" in html
    assert "M0 2, MaxPairs 2, M1 1 (3.1)" in html  # the 1-point bracket: MDPs 2 and 4, 4 in the Limbo
    assert "MDP-pairing: MDP set 2 (4.4.2) with 6" in html


def test_a_300_player_report_prints(qapp, tmp_path) -> None:
    from arbiter_gui.reports.pairing_report import write_pdf

    trf = read_trf(str(Path(__file__).parents[1] / "data" / "explanation" / "generated_300p_9r.trf"))
    snap = snapshot(trf, 9)
    html = pairing_report_html(pair_round(snap), {p.id: p.name for p in trf.players.values()}, "Big", snap)
    path = tmp_path / "report.pdf"
    write_pdf(html, str(path))
    assert path.read_bytes().startswith(b"%PDF") and path.stat().st_size > 10000
