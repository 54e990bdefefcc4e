"""Hand edits of the last paired round (C.04.2 4.4) and the absolute criteria they break
(C.04.3 C1-C3, C.04.1 2, 4, 6, 7), on conformance tournaments paired by the engine."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from arbiter_gui import store
from arbiter_gui.engine import systems
from arbiter_gui.formats.trf import read_trf
from arbiter_gui.formats.trf_tournament import tournament_from_trf
from arbiter_gui.tournament import manual_pairing as mp
from arbiter_gui.tournament.engine_input import pairing_operation, snapshot
from arbiter_gui.tournament.model import Board, ForbiddenPairing, Tournament
from arbiter_gui.tournament.operations import EditPairing, OperationError, SetResult, SwapColours

DUTCH = Path(__file__).parents[1] / "data" / "conformance" / "dutch"


def paired(name: str) -> Tournament:
    """The conformance tournament with its next round paired by the engine (no results yet), in a
    manual-pairing session (FIDE mode changes a pairing only in one)."""
    t = tournament_from_trf(read_trf(str(DUTCH / f"{name}.trf")))
    t = pairing_operation(systems.pair("dutch", snapshot(t))).apply(t)
    return mp.StartManualSession(t.paired_rounds).apply(t)


@pytest.fixture
def seven() -> Tournament:
    """7 players, round 4 of 5 paired: 1-3, 6-2, 7-5, bye 4. Met so far: 4-1 2-5 6-3 | 1-6 7-2 3-4 |
    2-1 5-3 4-7; byes 7, 5, 6."""
    t = paired("d700027_n7_r4of5")
    rnd = t.round(4)
    assert [b.players for b in rnd.boards] == [(1, 3), (6, 2), (7, 5)] and rnd.pab == 4
    return t


def texts(t: Tournament, op: EditPairing | SwapColours) -> list[str]:
    return [str(w) for w in mp.warnings(t, op)]


def test_swapping_players_into_games_already_played_warns_c1(seven: Tournament) -> None:
    op = mp.swap_players(seven, 4, 1, 6)
    assert isinstance(op, EditPairing)
    assert op.boards == (Board(6, 3), Board(1, 2), Board(7, 5)) and op.unpaired == {4: "U"}
    assert texts(seven, op) == [
        "board 1: Test0006 Player0006 (6) and Test0003 Player0003 (3) have already played each other "
        "(C.04.3 C1, C.04.1 2)",
        "board 2: Test0001 Player0001 (1) and Test0002 Player0002 (2) have already played each other "
        "(C.04.3 C1, C.04.1 2)",
    ]
    edited = op.apply(seven)
    assert edited.round(4).hand_edited and edited.round(4).unpaired == {4: "U"}
    assert mp.round_caption(edited, 4) == "Round 4 — edited by hand"
    assert mp.round_caption(seven, 4) == "Round 4 — paired"


def test_a_forbidden_pair_is_a_c1_warning(seven: Tournament) -> None:
    t = replace(seven, forbidden=(ForbiddenPairing((7, 3)),))  # FIDE mode: set before round 1
    op = mp.swap_players(t, 4, 7, 1)
    assert op.boards == (Board(7, 3), Board(6, 2), Board(1, 5))
    assert texts(t, op) == ["board 1: Test0007 Player0007 (7) and Test0003 Player0003 (3) are a forbidden pairing "
                            "(C.04.3 C1)"]


def test_the_bye_to_a_player_who_had_one_warns_c2(seven: Tournament) -> None:
    op = mp.swap_players(seven, 4, 7, 4)  # 7 takes the bye, 4 his seat
    assert op.boards == (Board(1, 3), Board(6, 2), Board(4, 5)) and op.unpaired == {7: "U"}
    assert texts(seven, op) == ["Test0007 Player0007 (7) gets the pairing-allocated bye but already had one or "
                                "scored a win's points without playing (C.04.3 C2, C.04.1 4)"]


def test_unpair_then_pair_by_hand(seven: Tournament) -> None:
    op = mp.unpair_board(seven, 4, 2)
    assert texts(seven, op) == [
        "Test0002 Player0002 (2) is left without an opponent and without the bye (C.04.3 1.9.1)",
        "Test0006 Player0006 (6) is left without an opponent and without the bye (C.04.3 1.9.1)",
    ]
    t = op.apply(seven)
    assert t.round(4).unpaired == {2: "Z", 4: "U", 6: "Z"}  # no points while unpaired
    assert mp.left_unpaired(t, 4) == [2, 6] and mp.available_players(t, 4) == [2, 4, 6]
    again = mp.pair_players(t, 4, 2, 6)
    assert texts(t, again) == [  # 2 and 6 never met, but each prefers the other's colour (VCL4THP Q67)
        "board 3: Test0002 Player0002 (2) and Test0006 Player0006 (6) both get the colour they did not prefer "
        "(C.04.1 8)"]
    assert texts(t, mp.pair_players(t, 4, 6, 2)) == []
    t = again.apply(t)
    assert t.round(4).boards[-1] == Board(2, 6) and t.round(4).unpaired == {4: "U"}
    assert [b.players for b in t.round(4).boards] == [(1, 3), (7, 5), (2, 6)]
    t = mp.unpair_board(t, 4, 2).apply(t)
    give = mp.give_pab(t, 4, 7)  # 7 had the bye in round 1; 4 loses it
    assert give.unpaired == {5: "Z", 7: "U"}
    assert texts(t, give) == [
        "Test0004 Player0004 (4) is left without an opponent and without the bye (C.04.3 1.9.1)",
        "Test0007 Player0007 (7) gets the pairing-allocated bye but already had one or scored a win's points "
        "without playing (C.04.3 C2, C.04.1 4)",
    ]


def test_removing_the_bye_leaves_its_holder_unpaired(seven: Tournament) -> None:
    op = mp.remove_pab(seven, 4)
    assert op.unpaired == {}
    assert texts(seven, op) == ["Test0004 Player0004 (4) is left without an opponent and without the bye "
                                "(C.04.3 1.9.1)"]
    assert op.apply(seven).round(4).unpaired == {4: "Z"}


def test_colour_swap_is_the_existing_operation(seven: Tournament) -> None:
    op = mp.swap_colours(seven, 4, 1)
    assert op == SwapColours(4, 1)
    assert texts(seven, op) == []  # 1 (b w b) and 3 (b w b) may take either colour
    assert mp.swap_players(seven, 4, 1, 3) == SwapColours(4, 1)  # the same board: colours


def test_c3_same_absolute_preference_and_colour_rules() -> None:
    """Round 6 of 9: 2 and 6 both must have White (C.04.3 1.7.1); 6 had Black twice in a row."""
    t = paired("d1700014_n16_r6of9a")
    assert [b.players for b in t.round(6).boards][2:4] == [(2, 4), (6, 8)]
    assert texts(t, mp.swap_players(t, 6, 4, 6)) == [
        "board 3: Test0006 Player0006 (6) gets Black three times in a row (C.04.1 7)",
        "board 3: Test0002 Player0002 (2) and Test0006 Player0006 (6) both have an absolute preference for White "
        "(C.04.3 C3)",
    ]


def test_topscorers_in_the_last_round_are_exempt_from_c3() -> None:
    """Round 10 of 10: 4 (a topscorer, C.04.3 1.8), 11 and 14 all have an absolute preference for White."""
    t = paired("d1700007_n16_r10of10a")
    boards = [b.players for b in t.round(10).boards]
    assert boards[1:5] == [(14, 1), (4, 8), (3, 15), (11, 6)]
    for players in ((14, 1), (4, 8), (11, 6)):
        t = mp.unpair_board(t, 10, [b.players for b in t.round(10).boards].index(players) + 1).apply(t)
    assert mp.left_unpaired(t, 10) == [1, 4, 6, 8, 11, 14]
    # 4 is a topscorer: no C3, but Black a third time in a row breaks C.04.1 7
    assert texts(t, mp.pair_players(t, 10, 14, 4)) == [
        "board 6: Test0004 Player0004 (4) gets Black three times in a row (C.04.1 7)"]
    c3 = [w for w in mp.warnings(t, mp.pair_players(t, 10, 14, 11)) if w.article == "C.04.3 C3"]
    assert [w.text for w in c3] == ["board 6: Test0014 Player0014 (14) and Test0011 Player0011 (11) both have an "
                                    "absolute preference for White"]
    # the Dubov system has no topscorer exception to C3 (C.04.4.1 2.1.3): the engine's rules decide
    dubov = replace(t, settings=replace(t.settings, system="dubov"))
    assert [w.article for w in mp.warnings(dubov, mp.pair_players(dubov, 10, 14, 4))] == ["C.04.1 7", "C.04.3 C3"]


def test_refusals(seven: Tournament) -> None:
    with pytest.raises(OperationError, match="choose two different players"):
        mp.swap_players(seven, 4, 3, 3)
    with pytest.raises(OperationError, match="only the last paired round can be changed, not round 3"):
        mp.unpair_board(seven, 3, 1)
    with pytest.raises(OperationError, match="round 4 has no board 9"):
        mp.unpair_board(seven, 4, 9)
    with pytest.raises(OperationError, match="player 1 cannot be paired by hand in round 4: he is on a board"):
        mp.pair_players(seven, 4, 1, 4)
    with pytest.raises(OperationError, match="player 1 cannot get the bye: he is on a board"):
        mp.give_pab(seven, 4, 1)
    with_result = SetResult(4, 2, "1", "0").apply(seven)
    with pytest.raises(OperationError, match="board 2 of round 4 already has a result: clear it first"):
        mp.swap_players(with_result, 4, 6, 1)
    with pytest.raises(OperationError, match="board 2 of round 4 already has a result"):
        EditPairing(4, (Board(1, 3), Board(7, 5)), {4: "U"}).apply(with_result)
    # boards with a result are kept as they are by the other edits
    kept = mp.swap_players(with_result, 4, 1, 7).apply(with_result)
    assert kept.round(4).boards[1] == Board(6, 2, "1", "0")


def test_edit_pairing_through_the_store_with_undo(seven: Tournament, tmp_path: Path) -> None:
    s = store.create(tmp_path / "seven.arbiter", tournament=seven)
    change = s.apply(mp.unpair_board(s.tournament(), 4, 3))
    assert change.label == "unpair 7 and 5: round 4" and change.parts == {"round:4"}
    t = s.tournament()
    assert t.round(4).hand_edited and [b.players for b in t.round(4).boards] == [(1, 3), (6, 2)]
    assert t.round(4).unpaired == {4: "U", 5: "Z", 7: "Z"}
    s.undo()
    assert s.tournament().round(4) == seven.round(4)
    s.close()
