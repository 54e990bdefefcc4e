"""'Why not X against Y?' names the article that decided."""
from __future__ import annotations

from pathlib import Path

from arbiter_gui.engine.swiss.dutch.pairing import pair_round
from arbiter_gui.engine.why import why_not
from arbiter_gui.formats.trf import read_trf
from arbiter_gui.formats.trf_pairing import snapshot

CASE = Path(__file__).parents[1] / "data" / "conformance" / "dutch" / "d700027_n7_r4of5.trf"


def test_reasons_for_a_small_round() -> None:
    snap = snapshot(read_trf(str(CASE)))
    pairing = pair_round(snap)
    # this round pairs 1-3, 6-2, 7-5 and gives 4 the bye (the agreed reference)
    assert why_not(snap, pairing, 1, 3).reason == "paired"
    assert why_not(snap, pairing, 1, 2).reason == "played"  # 1 and 2 met in round 3
    assert why_not(snap, pairing, 1, 2).article == "C1"
    answer = why_not(snap, pairing, 2, 5)  # 2 and 5 met in round 1
    assert answer.reason == "played"
    answer = why_not(snap, pairing, 4, 6)  # same last bracket, 4 and 6 never met
    assert answer.reason in {"criterion", "sequence", "completion"}
    # pairing 4 with 6 would leave MDP 2 to float again (and take the PAB); 2 downfloated in the
    # previous round, a C18 violation (docs/rulings.md R1); the chosen pairing floats 4, who did not
    assert answer.article == "C18", answer
    assert "4" in answer.text and "6" in answer.text


def test_every_pair_of_a_larger_round_gets_an_answer() -> None:
    trf = read_trf(str(CASE.with_name("d700010_n120_r5of8.trf")))
    snap = snapshot(trf)
    pairing = pair_round(snap)
    ids = sorted(p.id for p in snap.players)[:12]
    for a in ids:
        for b in ids:
            if a < b:
                answer = why_not(snap, pairing, a, b)
                assert answer.reason and answer.text


def test_the_bracket_that_decided_is_the_first_holding_both() -> None:
    snap = snapshot(read_trf(str(CASE)))
    pairing = pair_round(snap)
    # 2 and 4 were both residents of the 2-point bracket, which paired nobody: C4 (the PAB must
    # go to 2 or 4, the only players of the round still allowed one, C2)
    answer = why_not(snap, pairing, 2, 4)
    assert (answer.reason, answer.article) == ("completion", "C4")
    assert "2 bracket" in answer.text


def test_dubov_names_c3_from_the_record() -> None:
    from arbiter_gui.engine.swiss.dubov import pairing as dubov

    snap = snapshot(read_trf(str(CASE.with_name("d700048_n9_r5of5.trf"))))
    pairing = dubov.pair_round(snap)
    # 3 and 9 never met and both must have White: Dubov's C3 has no topscorer exception
    assert pairing.players[3].colour_preference == pairing.players[9].colour_preference == "white absolute"
    answer = why_not(snap, pairing, 3, 9)
    assert (answer.reason, answer.article) == ("colour", "C3")
    assert "absolute preference for White" in answer.text and "topscorer" not in answer.text
