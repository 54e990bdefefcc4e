"""Each operation on its own: what it changes and what it refuses, with the reason."""
from __future__ import annotations

from fractions import Fraction

import pytest

from arbiter_gui.engine.snapshot import Colour
from arbiter_gui.tournament.scoring import PointSystem
from arbiter_gui.tournament.model import Board, ForbiddenPairing, Player, RequestKind, Tournament, TournamentSettings
from arbiter_gui.tournament.validation import validate
from arbiter_gui.tournament.operations import (
    AddForbiddenPairing, AddPlayer, AssignPairingNumbers, ChangeSettings, DeleteLastPairing, EditPlayer, LateEntries, LateEntry,
    Operation, OperationError, RemoveForbiddenPairing, RemovePlayer, SetRequest, SetResult, SetRoundSchedule,
    StorePairing, SwapColours, Withdraw, late_entry_place,
)


def run(t: Tournament, *ops: Operation) -> Tournament:
    for op in ops:
        t = op.apply(t)
        assert validate(t) == [], op
    return t


def names(t: Tournament) -> list[str]:
    return [p.name for _, p in sorted(t.players.items())]


def start(ratings: list[int], rounds: int = 7, fide_mode: bool = True) -> Tournament:
    t = Tournament.new(TournamentSettings(rounds=rounds, fide_mode=fide_mode))
    return run(t, *(AddPlayer(Player(0, f"P{r}", fide_rating=r)) for r in ratings))


def pair_all(t: Tournament, results: tuple[str, str] = ("1", "0")) -> Tournament:
    """Pair the next round 1-2, 3-4, ... by hand and give every board ``results``."""
    r = t.next_round
    assert r is not None
    ids = t.to_pair(r)
    boards = tuple(Board(ids[i], ids[i + 1]) for i in range(0, len(ids) - 1, 2))
    t = run(t, StorePairing(r, boards, {ids[-1]: "U"} if len(ids) % 2 else {}))
    return run(t, *(SetResult(r, n, *results) for n in range(1, len(boards) + 1)))


# ---------------------------------------------------------------- players and pairing numbers


def test_add_player_keeps_c042_order_before_round_1() -> None:
    t = start([1800, 2200, 2000])
    assert names(t) == ["P2200", "P2000", "P1800"]
    t = run(t, EditPlayer(3, {"fide_rating": 2300}))
    assert names(t) == ["P1800", "P2200", "P2000"]  # the edited player (now 2300) is first
    t = run(t, EditPlayer(1, {"title": "GM", "name": "Renamed"}))
    assert t.players[1].title == "GM"


def test_add_player_refused_after_round_1() -> None:
    t = pair_all(start([2000, 1900]))
    with pytest.raises(OperationError, match="late entry"):
        AddPlayer(Player(0, "New")).apply(t)


def test_a_fide_id_registered_already_is_refused() -> None:
    """Issue 16: an import run twice, or a list naming a player twice, never registers them twice."""
    from arbiter_gui.tournament.operations import AddPlayers

    t = run(Tournament.new(TournamentSettings(rounds=7)), AddPlayer(Player(0, "Rossi, Marco", fide_id="2412345")))
    with pytest.raises(OperationError, match=r"Rossi, M\. has FIDE ID 2412345, as Rossi, Marco \(No\. 1\)"):
        AddPlayer(Player(0, "Rossi, M.", fide_id="2412345")).apply(t)
    twice = (Player(0, "A", fide_id="1"), Player(0, "B", fide_id="2412345"), Player(0, "C", fide_id="1"),
             Player(0, "D"), Player(0, "E"))
    with pytest.raises(OperationError) as caught:
        AddPlayers(twice).apply(t)
    assert str(caught.value) == ("the same player twice? B has FIDE ID 2412345, as Rossi, Marco (No. 1); "
                                 "C has FIDE ID 1, as A")
    t = run(t, AddPlayers((Player(0, "D"), Player(0, "E", fide_id="7"))))  # no FIDE ID: no clash
    t = pair_all(run(t, AddPlayer(Player(0, "F"))))
    with pytest.raises(OperationError, match="FIDE ID 7, as E"):
        LateEntry(Player(0, "E again", fide_id="7")).apply(t)


def test_edit_player_after_round_1_keeps_numbers_until_asked() -> None:
    t = pair_all(start([2000, 1900, 1800, 1700]))
    t = run(t, EditPlayer(4, {"fide_rating": 2100}))  # C.04.2 4.3.3 rating correction
    assert names(t) == ["P2000", "P1900", "P1800", "P1700"]
    t = run(t, AssignPairingNumbers())  # 2.3: TPNs reassigned, history renumbered
    assert names(t)[0] == "P1700" and t.players[1].fide_rating == 2100
    assert t.round(1).boards == (Board(2, 3, "1", "0"), Board(4, 1, "1", "0"))


def test_pairing_numbers_locked_once_round_4_is_paired() -> None:
    t = start([2000, 1900, 1800, 1700])
    for _ in range(3):
        t = pair_all(t)
    run(t, AssignPairingNumbers())
    t = run(t, StorePairing(4, (Board(1, 4), Board(2, 3))))
    with pytest.raises(OperationError, match="after the fourth round has been paired"):
        AssignPairingNumbers().apply(t)


def test_late_entry_gets_its_rank_until_round_4_is_paired() -> None:
    t = pair_all(start([2000, 1900, 1800, 1700]))
    t = run(t, LateEntry(Player(0, "Late", fide_rating=1950)))
    assert names(t) == ["P2000", "Late", "P1900", "P1800", "P1700"]
    assert t.players[2].entry_round == 2 and 2 in t.to_pair(2) and t.cell(2, 1) is None
    assert t.round(1).boards == (Board(1, 3, "1", "0"), Board(4, 5, "1", "0"))  # history follows the numbers
    t = run(t, LateEntry(Player(0, "Later", fide_rating=2500), entry_round=4))
    assert names(t)[0] == "Later" and 1 not in t.to_pair(2) and 1 in t.to_pair(4)
    with pytest.raises(OperationError, match="round 2 to 7"):
        LateEntry(Player(0, "Too early"), entry_round=1).apply(t)


def test_late_entries_are_all_or_none() -> None:
    """An imported list after round 1: one bad player (no name) leaves no partial import."""
    t = pair_all(start([2000, 1900, 1800, 1700]))
    with pytest.raises(OperationError, match="needs a name"):
        LateEntries((Player(0, "Late", fide_rating=1950), Player(0, " "))).apply(t)
    with pytest.raises(OperationError, match="same player twice"):
        LateEntries((Player(0, "A", fide_id="9"), Player(0, "B", fide_id="9"))).apply(t)
    t = run(t, LateEntries((Player(0, "Late", fide_rating=1950), Player(0, "Later", fide_rating=1750))))
    assert names(t) == ["P2000", "P1900", "P1800", "P1700", "Late", "Later"]  # numbers kept: nobody asked to renumber


def test_late_entry_after_round_4_gets_the_number_its_rating_earns() -> None:
    """VCL4THP Q156: C.04.2 2.3's lock after round 4 is for rating corrections, not late entries."""
    t = start([2000, 1900, 1800, 1700])
    for _ in range(4):
        t = pair_all(t, ("=", "="))
    t = run(t, LateEntry(Player(0, "Late", fide_rating=1850)))
    assert names(t) == ["P2000", "P1900", "Late", "P1800", "P1700"]
    assert t.round(1).boards[1] == Board(4, 5, "=", "=")  # history follows the numbers
    t = run(t, LateEntry(Player(0, "Last", fide_rating=1000)))
    assert t.players[6].name == "Last"


def test_remove_player() -> None:
    t = start([2000, 1900, 1800])
    t = run(t, RemovePlayer(1))
    assert names(t) == ["P1900", "P1800"]
    t = pair_all(run(t, AddPlayer(Player(0, "X", fide_rating=1000))))
    with pytest.raises(OperationError, match="withdraw him instead"):
        RemovePlayer(1).apply(t)
    t = run(t, LateEntry(Player(0, "Y", fide_rating=2500), entry_round=3), RemovePlayer(1))
    assert names(t) == ["P1900", "P1800", "X"]


def test_withdraw_and_reinstate() -> None:
    t = pair_all(start([2000, 1900, 1800, 1700]))
    with pytest.raises(OperationError, match="round 1 is already paired"):
        Withdraw(2, 1).apply(t)
    t = run(t, Withdraw(2, 3))
    assert 2 in t.to_pair(2) and 2 not in t.to_pair(3)
    with pytest.raises(OperationError, match="not in round 3"):
        SetRequest(3, 2, RequestKind.HALF_BYE).apply(t)
    t = run(t, Withdraw(2, None))
    assert 2 in t.to_pair(5)
    t = run(t, SetRequest(2, 3, RequestKind.HALF_BYE), SetRequest(4, 3, RequestKind.HALF_BYE), Withdraw(3, 3))
    assert t.requests == {2: {3: RequestKind.HALF_BYE}}  # C.04.2 3.2: no bye points after withdrawing


def test_no_bye_points_for_players_not_in_the_round() -> None:
    t = start([2000, 1900, 1800])
    t = run(t, LateEntry(Player(0, "Late", fide_rating=100), entry_round=2))
    t = StorePairing(1, (Board(1, 2),), {3: "U"}).apply(t)
    assert t.round(1).unpaired == {3: "U", 4: "Z"}


def test_colourless_imported_forfeit_takes_no_played_result() -> None:
    t = start([2000, 1900])
    t = run(t, StorePairing(1, (Board(1, 2, colours=False),)))
    with pytest.raises(OperationError, match="only a forfeit result"):
        SetResult(1, 1, "1", "0").apply(t)
    assert run(t, SetResult(1, 1, "+", "-")).round(1).boards[0].white_result == "+"


# ---------------------------------------------------------------- requests, results, pairings


def test_requests() -> None:
    t = start([2000, 1900, 1800, 1700, 1600])
    t = run(t, SetRequest(1, 5, RequestKind.HALF_BYE), SetRequest(2, 4, RequestKind.ABSENT))
    assert t.to_pair(1) == [1, 2, 3, 4]
    t = run(t, StorePairing(1, (Board(1, 2), Board(3, 4))))
    assert t.round(1).unpaired == {5: "H"}
    with pytest.raises(OperationError, match="already paired"):
        SetRequest(1, 4, RequestKind.ZERO_BYE).apply(t)
    t = run(t, SetRequest(2, 4, None))
    assert t.requests == {1: {5: RequestKind.HALF_BYE}}


def test_store_pairing_checks() -> None:
    t = start([2000, 1900, 1800, 1700, 1600])
    t = run(t, SetRequest(1, 5, RequestKind.ZERO_BYE), Withdraw(4, 1))
    with pytest.raises(OperationError, match="next round to pair is 1"):
        StorePairing(2, ()).apply(t)
    with pytest.raises(OperationError, match="asked not to be paired"):
        StorePairing(1, (Board(1, 5),)).apply(t)
    with pytest.raises(OperationError, match="withdrawn from round 1"):
        StorePairing(1, (Board(1, 4),)).apply(t)
    with pytest.raises(OperationError, match="cannot get the pairing-allocated bye"):
        StorePairing(1, (Board(1, 2),), {5: "U"}).apply(t)
    t = run(t, StorePairing(1, (Board(1, 2),), {3: "U"}, initial_colour=Colour.BLACK))
    assert t.round(1).unpaired == {3: "U", 4: "Z", 5: "Z"} and t.settings.initial_colour is Colour.BLACK
    with pytest.raises(OperationError, match="Round 1 has no result on board"):
        StorePairing(2, ()).apply(t)


def test_results_and_corrections() -> None:
    t = pair_all(start([2000, 1900, 1800, 1700], fide_mode=False))  # any round can change
    with pytest.raises(OperationError, match="do not make a result"):
        SetResult(1, 1, "1", "=").apply(t)
    with pytest.raises(OperationError, match="no board 3"):
        SetResult(1, 3, "1", "0").apply(t)
    op = SetResult(1, 1, "0", "1")
    assert op.notes(t) == ()
    t = pair_all(t)
    t = run(t, StorePairing(3, (Board(1, 2), Board(3, 4))))
    assert op.notes(t) == ("round 3 is already paired: this correction counts from the next pairing on "
                           "(C.04.2 4.3)",)
    t = run(t, op, SwapColours(1, 2), SetResult(3, 1, None, None))
    assert t.round(1).boards[0].white_result == "0"
    assert t.round(1).boards[1] == Board(4, 3, "0", "1") and t.round(1).hand_edited


def test_delete_last_pairing() -> None:
    t = pair_all(start([2000, 1900, 1800]))
    with pytest.raises(OperationError, match="would delete them"):
        DeleteLastPairing().apply(t)
    t = run(t, DeleteLastPairing(force=True))
    assert t.paired_rounds == 0 and t.round(1).boards == () and t.round(1).unpaired == {}
    with pytest.raises(OperationError, match="no round is paired"):
        DeleteLastPairing().apply(t)


# ---------------------------------------------------------------- settings and the rest


@pytest.mark.parametrize("changes", [
    {"point_system": PointSystem(win=Fraction(3), draw=Fraction(1))},
    {"initial_colour": Colour.BLACK},
    {"system": "dutch", "rating_list": "NRO"},
    {"acceleration_points": {1: (Fraction(1),)}},
])
def test_pairing_settings_are_refused_once_round_1_is_paired(changes: dict[str, object]) -> None:
    t = start([2000, 1900])
    run(t, ChangeSettings(changes))
    t = pair_all(t)
    with pytest.raises(OperationError, match="round 1 is already paired: changing .* would change the pairings"):
        ChangeSettings(changes).apply(t)


def test_settings_allowed_after_round_1() -> None:
    t = pair_all(start([2000, 1900], fide_mode=False), ("=", "="))
    t = run(t, ChangeSettings({"name": "Open", "tiebreaks": ("BH/C1", "BH"), "rounds": 9, "chief_arbiter": "A"}))
    assert t.settings.rounds == 9 and len(t.rounds) == 9
    with pytest.raises(OperationError, match="at least 1"):
        ChangeSettings({"rounds": 0}).apply(t)
    t = run(t, SetRequest(9, 1, RequestKind.HALF_BYE))
    with pytest.raises(OperationError, match="bye requests for round 9"):
        ChangeSettings({"rounds": 8}).apply(t)
    with pytest.raises(OperationError, match="unknown setting"):
        ChangeSettings({"colour": "w"}).apply(t)


def test_system_change() -> None:
    t = start([2000])
    with pytest.raises(OperationError, match="no system 'nonesuch'"):
        ChangeSettings({"system": "nonesuch"}).apply(t)


def test_schedule_and_forbidden_pairings() -> None:
    t = start([2000, 1900, 1800])
    t = run(t, SetRoundSchedule(2, "26/05/02", "14:00"), AddForbiddenPairing(ForbiddenPairing((1, 3), 1, 4)))
    assert t.round(2).time == "14:00" and t.forbidden[0].active_in(4) and not t.forbidden[0].active_in(5)
    with pytest.raises(OperationError, match="no player with pairing number 9"):
        AddForbiddenPairing(ForbiddenPairing((1, 9))).apply(t)
    t = run(t, RemovePlayer(3))
    assert t.forbidden == ()  # a group of one is no longer a constraint
    t = run(t, AddForbiddenPairing(ForbiddenPairing((1, 2))), RemoveForbiddenPairing(0))
    assert t.forbidden == ()


def test_a_late_entry_is_renumbered_only_when_asked_and_may_get_byes_for_missed_rounds() -> None:
    t = Tournament.new(TournamentSettings(rounds=5))
    t = run(t, *(AddPlayer(Player(0, f"P{n}", fide_rating=2000 - 10 * n)) for n in range(1, 7)))
    t = run(t, StorePairing(1, (Board(1, 4), Board(5, 2), Board(3, 6))))
    t = run(t, *(SetResult(1, n, "1", "0") for n in (1, 2, 3)))
    strong = Player(0, "Strong", fide_rating=1985)
    assert late_entry_place(t, strong) == 2
    kept = LateEntry(strong, renumber=False, missed_byes=True)
    assert kept.notes(t) == ("pairing number 7: nobody else's number changed",)
    t7 = run(t, kept)
    assert t7.players[7].name == "Strong" and t7.players[2].name == "P2"
    assert t7.round(1).unpaired[7] == "H" and t7.score(7, 2) == Fraction(1, 2)
    moved = LateEntry(strong, entry_round=3, missed_byes=True)
    assert moved.notes(t) == ("pairing number 2: players 2-6 moved down one number (C.04.2 2.3-2.5)",)
    t2 = run(t, moved)
    assert t2.players[2].name == "Strong" and t2.players[3].name == "P2"
    assert t2.round(1).unpaired[2] == "H" and t2.request(2, 2) is RequestKind.HALF_BYE
    t2 = run(t2, StorePairing(2, (Board(1, 3), Board(4, 5), Board(6, 7))))
    assert t2.round(2).unpaired[2] == "H" and t2.score(2, 3) == 1  # the bye request of a round before entry
