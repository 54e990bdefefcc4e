"""The decision record explains concrete cases in the rules' terms (issue 5), not just that it exists."""
from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

from arbiter_gui.engine.swiss.dubov import pairing as dubov
from arbiter_gui.engine.swiss.dutch.pairing import pair_round
from arbiter_gui.engine.explain import FORMAT_VERSION, explained, to_dict, to_json, to_text
from arbiter_gui.formats.trf import read_trf
from arbiter_gui.formats.trf_pairing import snapshot
from tests.engine.test_dutch_seed_examples import record, snapshot_from_example, snapshot_of
from tests.seed_examples import load

CONFORMANCE = Path(__file__).parents[1] / "data" / "conformance" / "dutch"


def conformance_round(name: str):
    snap = snapshot(read_trf(str(CONFORMANCE / f"{name}.trf")))
    return snap, explained(snap, pair_round(snap))


def bracket(pairing, score):
    [found] = [b for b in pairing.brackets if b.score == Fraction(str(score))]
    return found


def test_a_player_floats_for_lack_of_a_compatible_opponent() -> None:
    # Seed 003, the 20-player companion tournament, round 9: the leaders 1 (8 points) and 2 (7)
    # float down to the 5-point bracket and have already played every resident there (4, 5, 7)
    example = load("dutch_003_20p_9r_unaccelerated_companion_of_baku_full")
    snap = snapshot_from_example(example, 9, example["history"][:8])
    pairing = explained(snap, pair_round(snap))
    five = bracket(pairing, 5)
    assert five.mdps == [1, 2, 3] and five.m0 == 3 and five.limbo == [1, 2]
    reasons = {d.subject: d for d in five.floats}
    assert set(reasons) == set(five.downfloaters) == {1, 2, 4, 7}
    assert reasons[1].article == "C1"
    assert "no compatible opponent in the bracket" in reasons[1].text
    assert "has already played 4, 5, 7 (C1)" in reasons[1].text
    assert reasons[4].article == "C1" and "already played 1, 2, 3, 5, 7" in reasons[4].text
    # 7 could be paired (with an MDP) but only at the cost of an MDP opponent who upfloated (C15)
    assert reasons[7].article == "C15"
    assert "1 floats down: no compatible opponent in the bracket: 1 has already played 4, 5, 7 (C1)." in to_text(pairing)


def test_a_last_round_topscorer_with_a_third_same_colour_names_c10_and_c11() -> None:
    # Last round (3 of 3): 1 and 2 have won twice with White (absolute preference for Black, colour
    # difference +2) and are alone on 2 points. As topscorers (1.8) C3 does not keep them apart;
    # pairing them (C6) gives one a third White in a row (C11) and a colour difference of +3 (C10).
    records = [record(1, "W+91 W+92"), record(2, "W+93 W+94"), record(3, "B+95 W-96"), record(4, "W+97 B-98"),
               record(5, "B-99 W-90"), record(6, "W-89 B-88")]
    snap = snapshot_of(records, total_rounds=3)
    pairing = explained(snap, pair_round(snap))
    top = bracket(pairing, 2)
    assert top.pairs == [(1, 2)]
    assert pairing.players[1].topscorer and pairing.players[2].topscorer
    assert pairing.players[1].colour_preference == "black absolute"
    assert top.criteria["C10"] == 1 and top.criteria["C11"] == 1 and not top.perfect
    shortfalls = {d.subject: d for d in top.shortfalls}
    assert shortfalls["C10"].article == shortfalls["C11"].article == "C6"
    assert "colour difference beyond +2 or -2" in shortfalls["C10"].text
    assert "same colour three times in a row" in shortfalls["C11"].text
    text = to_text(pairing)
    assert "it breaks C10 1, C11 1, C12 1, C13 1" in text
    # 5.2.1 and 5.2.2 cannot decide (same absolute preference, same difference), nor 5.2.3 (same
    # history): 5.2.4 grants the higher ranked player's preference, Black for 1
    [board] = [b for b in pairing.boards if {b.white, b.black} == {1, 2}]
    assert (board.white, board.black, board.colour_rule) == (2, 1, "5.2.4")


def test_the_pab_decided_by_c9() -> None:
    _, pairing = conformance_round("d700009_n41_r4of5")
    assert pairing.bye == 36 and pairing.bye_article == "C9"
    assert "fewest unplayed games (C9)" in pairing.bye_reason
    assert "1 unplayed game instead of 0" in pairing.bye_reason
    assert pairing.brackets[-1].floats[0].subject == 36


def test_the_pab_decided_by_c5() -> None:
    _, pairing = conformance_round("d1700019_n9_r6of7a")
    assert pairing.bye == 4 and pairing.bye_article == "C5"
    assert "lowest score (C5)" in pairing.bye_reason and "5 points instead of 2" in pairing.bye_reason
    assert "Pairing-allocated bye: 4 (C5)" in to_text(pairing)


def test_the_engine_alone_records_no_reasons_until_asked() -> None:
    snap = snapshot(read_trf(str(CONFORMANCE / "d700027_n7_r4of5.trf")))
    pairing = pair_round(snap)
    assert (pairing.bye, pairing.bye_article) == (4, "1.9.1") and pairing.brackets[-1].floats == []
    assert explained(snap, pairing).brackets[-1].candidate == pairing.brackets[-1].candidate


def test_the_json_record_is_stable_and_complete() -> None:
    _, pairing = conformance_round("d700027_n7_r4of5")
    data = json.loads(to_json(pairing))
    assert data == json.loads(json.dumps(to_dict(pairing)))
    assert data["format"] == FORMAT_VERSION == 2
    last = data["brackets"][-1]
    assert last["m0"] == 2 and last["mdps"] == [2, 4] and last["limbo"] == [4]
    # MDP 2 downfloated the previous round: floating it again is a C18 violation (rulings.md R1)
    assert last["floats"] == [{"subject": 4, "article": "C18", "text": pairing.brackets[-1].floats[0].text}]
    assert last["candidate"]["mdp_set"] == [2] and last["candidate"]["mdp_partners"] == [6]
    assert [d["subject"] for d in last["shortfalls"]] == ["C17", "C21"]
    assert data["bye_article"] == "C18"


def test_dubov_fills_the_same_shape_with_its_own_names() -> None:
    snap, _ = conformance_round("d700027_n7_r4of5")
    pairing = dubov.pair_round(snap)
    assert explained(snap, pairing) is pairing  # Dubov records its reasons while pairing
    two = bracket(pairing, 2)
    assert two.upfloaters == [6] and two.mdps == [] and two.m1 == 0 and two.downfloaters == []
    assert two.groups == {"G1": [6], "G2": [2], "S1": [6], "T2": [2]}
    assert two.parameters["MaxT"] == 3  # 2 + [5 / 5] (1.8.2)
    assert two.floats[0].subject == 6 and two.floats[0].article == "3.2.2"
    assert pairing.bye == 4 and pairing.bye_article == "3.1.5"  # 4 and 2 alike by score and games
    assert pairing.players[6].aro is not None and pairing.players[6].upfloats == 1
    assert {b.colour_rule for b in pairing.boards} <= {"5.2.1", "5.2.2", "5.2.3", "5.2.4", "5.2.5"}
    assert "upfloaters 6 (3.2.2)" in to_text(pairing)


def _first_lines(system: str, round_number: int) -> list[str]:
    """The first line of every bracket of one round of a generated 16-player event of ``system``."""
    from arbiter_gui.engine import systems
    from arbiter_gui.engine.explain import bracket_lines
    from arbiter_gui.formats.trf import parse_trf
    from tests.pairing_files import generated

    trf = parse_trf(generated(system, 5, 16, 6))
    snap = snapshot(trf, round_number)
    pairing = explained(snap, systems.pair(system, snap))
    return [bracket_lines(pairing, record, with_players=False)[0] for record in pairing.brackets]


def test_each_system_cites_its_own_articles_for_the_bracket() -> None:
    # The bracket is C.04.3 1.3, Dubov 1.3, Burstein 1.2, Lim 2.2; MDPs and M0 (C.04.3 3.1.1), MaxPairs
    # and M1 (3.1.2-3.1.3) and the verdict of 3.4.1/3.8.1 are the Dutch system's words only
    for system, heading in (("dutch", "(1.3)"), ("dubov", "(1.3)"), ("burstein", "(1.2)"), ("lim", "(2.2)")):
        lines = _first_lines(system, 5)
        assert lines and all(heading in line for line in lines), (system, lines)
        if system != "dutch":
            assert not any("3.1.1" in line for line in lines), (system, lines)
    # a Burstein seeding round (C.04.4.2 1.6) is paired, and explained, by the Dutch rules
    assert all("(1.3)" in line for line in _first_lines("burstein", 2))


def test_every_top_scoregroup_system_has_its_bracket_words() -> None:
    # Double-Swiss and the Team system with each kind of colour preference (C.04.5, C.04.6 1.3, 3.5):
    # a Type B or colourless team round's bracket is read with the Team articles, never refused
    from arbiter_gui.engine import systems
    from arbiter_gui.engine.explain import bracket_lines
    from arbiter_gui.engine.result import BracketRecord, RoundPairing

    record = BracketRecord(score=Fraction(2), residents=[1, 2], mdps=[], max_pairs=1, m1=0, s1=[], s2=[], limbo=[],
                           pairs=[(1, 2)], downfloaters=[], criteria={}, perfect=True, upfloaters=[3, 4])
    for system in sorted(systems.names(systems.Family.MATCH, systems.Family.TEAM)):
        first = bracket_lines(RoundPairing(system, 3, [], None, [record]), record, with_players=False)[0]
        assert "(1.3)" in first and "upfloaters 3, 4 (3.5)" in first, (system, first)
