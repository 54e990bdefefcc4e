"""C.04.5 Double-Swiss: the handbook examples, each colour rule of 4.3 where it decides, and the
repeat of a pairing after a double forfeit (Preface)."""
from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest

from arbiter_gui.engine.swiss.double_swiss import pairing as double_swiss
from arbiter_gui.engine.history import PlayerRecord, build_snapshot
from arbiter_gui.engine.snapshot import Colour, Float, PlayerState, RoundEntry, Snapshot
from arbiter_gui.engine.swiss.top_group import identifier, score_profiles, upfloater_sets

W, B = Colour.WHITE, Colour.BLACK
EXAMPLES = Path(__file__).parents[1] / "data" / "seed_examples" / \
    "other_handbook_team_and_double_swiss_ordering_examples.json"


def player(pid: int, colours: tuple[Colour, ...] = (), score: Fraction = Fraction(0)) -> PlayerState:
    return PlayerState(pid, score, 2000, colours, frozenset(), (None,) * len(colours), False, 0)


def snapshot(*players: PlayerState, round_number: int = 3, total: int = 9) -> Snapshot:
    return Snapshot(round_number, total, W, tuple(players), win_points=Fraction(2))


def test_handbook_upfloater_set_order() -> None:
    expected = json.loads(EXAMPLES.read_text())["expected"]
    assert [list(s) for s in upfloater_sets([[2, 6, 8], [1, 3, 5]], (2, 1))] == \
        expected["upfloater_sets"]["order"]


def test_handbook_pairing_identifier() -> None:
    expected = json.loads(EXAMPLES.read_text())["expected"]["pairing_identifier"]
    assert identifier([tuple(p) for p in expected["pairing"]]) == expected["identifier"]


def test_c5_prefers_the_highest_lowest_score() -> None:
    # 2.3.2 [C5]: two upfloaters from groups of 3 and 2.5 points: (3, 3) before (2.5, 3) before (2.5, 2.5)
    assert score_profiles([3, 3], [Fraction(3), Fraction(5, 2)], 2) == [(2, 0), (1, 1), (0, 2)]


@pytest.mark.parametrize("first, second, board, rule", [
    (player(1), player(2), (1, 2), "4.3.1"),  # HRP 1 odd: initial colour
    (player(2, score=Fraction(1)), player(3), (3, 2), "4.3.1"),  # HRP 2 even: the opposite colour
    (player(1, (W, B, W)), player(2, (B, W, B)), (2, 1), "4.3.2"),  # fewer Whites gets White
    (player(1, (W, B)), player(2, (B, W)), (1, 2), "4.3.3"),  # alternate from the latest difference
    (player(1, (W,)), player(2, (W,)), (2, 1), "4.3.4"),  # HRP alternates from its last round
    (player(1), player(2, (B,)), (2, 1), "4.3.5"),  # the opponent alternates from its last round
])
def test_colour_rules(first: PlayerState, second: PlayerState, board: tuple[int, int], rule: str) -> None:
    (only,) = double_swiss.pair_round(snapshot(first, second)).boards
    assert ((only.white, only.black), only.colour_rule) == (board, rule)


def test_double_forfeit_allows_the_same_pairing_again() -> None:
    # Preface: a match ends by forfeit only if a player forfeits both games; the pairing may be repeated
    forfeited = [PlayerRecord(1, 2000, (RoundEntry(2, W, False, Fraction(0)),)),
                 PlayerRecord(2, 2000, (RoundEntry(1, B, False, Fraction(0)),))]
    snap = build_snapshot(forfeited, 2, 3, W, [1, 2], win_points=Fraction(2))
    (only,) = double_swiss.pair_round(snap).boards
    assert {only.white, only.black} == {1, 2}
    assert only.colour_rule == "4.3.1"  # no match has been played: 1.6


def test_played_match_is_not_repeated() -> None:
    played = [PlayerRecord(pid, 2000, (RoundEntry(opp, c, True, Fraction(1)),))
              for pid, opp, c in ((1, 2, W), (2, 1, B), (3, 4, W), (4, 3, B))]
    pairing = double_swiss.pair_round(build_snapshot(played, 2, 3, W, [1, 2, 3, 4], win_points=Fraction(2)))
    assert {frozenset((b.white, b.black)) for b in pairing.boards} == {frozenset((1, 3)), frozenset((2, 4))}


def test_bye_to_lowest_score_most_matches_largest_tpn() -> None:
    players = [player(1, (W,), Fraction(2)), player(2, (B,), Fraction(0)), player(3, (), Fraction(0)),
               player(4, (W,), Fraction(1)), player(5, (B,), Fraction(0))]
    players[2] = PlayerState(3, Fraction(0), 2000, (), frozenset(), (None,), False, 1)  # did not play
    pairing = double_swiss.pair_round(snapshot(*players, round_number=2))
    assert pairing.bye == 5  # 3.4.2-3.4.4: 2 and 5 played one match, 3 none; 5 has the larger TPN
    assert pairing.bye_article == "3.4"


def floater(pid: int, score: int) -> PlayerState:
    return PlayerState(pid, Fraction(score), 2000, (W,), frozenset(), (Float.UP,), False, 0)


@pytest.mark.parametrize("round_number, upfloater", [(3, 3), (9, 2)])
def test_c7_chooses_the_upfloater_set_except_in_the_last_round(round_number: int, upfloater: int) -> None:
    # 2 floated in the previous round (1.5): [C7] prefers 3, the second set of 3.5.4; not in the last round
    players = [player(1, (B,), Fraction(2)), floater(2, 1), player(3, (B,), Fraction(1)), player(4, (W,))]
    pairing = double_swiss.pair_round(snapshot(*players, round_number=round_number))
    top = pairing.brackets[0]
    assert top.residents == [1] and top.upfloaters == [upfloater]
    assert top.parameters["upfloater set (3.5.4)"] == (2 if upfloater == 3 else 1)
    assert top.criteria["C7"] == 0
    assert top.parameters["identifier (3.6.2)"] == f"1 {upfloater}"
