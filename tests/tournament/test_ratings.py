"""Ratings and pairing numbers (issue 26, VCL4THP Q145-Q156): the rating method OTHER, the order of
equal players, exchanges of pairing numbers and their confirmations."""
from __future__ import annotations

from fractions import Fraction

import pytest

from arbiter_gui.formats.trf import parse_trf, write_trf
from arbiter_gui.formats.trf_tournament import tournament_from_trf, tournament_to_trf
from arbiter_gui.reports.documents import player_list_html
from arbiter_gui.tournament.acceleration import acceleration_rules, initial_participants
from arbiter_gui.tournament.model import AccelerationRule, Player, RequestKind, Tournament, TournamentSettings
from arbiter_gui.tournament.validation import validate
from arbiter_gui.tournament.operations import (
    AddPlayer, AssignPairingNumbers, ChangeSettings, ConfirmationNeeded, Confirmed, EditPlayer,
    ExchangePairingNumbers, OperationError, SetRequest, check_confirmed, required,
)
from arbiter_gui.tournament.warnings import Level

from .test_operations import names, pair_all, run, start


def test_the_rating_method_other_ranks_by_the_tournament_rating() -> None:
    """Q145: OTHER beside FIDE/NRO/FIDON/NIDOF/HBFN, a rating typed per player."""
    t = Tournament.new(TournamentSettings(rounds=5, rating_list="OTHER"))
    t = run(t, AddPlayer(Player(0, "Strong FIDE", fide_rating=2400, tournament_rating=1500)),
            AddPlayer(Player(0, "Club", fide_rating=1600, tournament_rating=1900)))
    assert names(t) == ["Club", "Strong FIDE"] and t.pairing_rating(1) == 1900
    t = run(t, EditPlayer(2, {"tournament_rating": 2000}))
    assert names(t) == ["Strong FIDE", "Club"]
    t = run(t, ChangeSettings({"rating_list": "FIDE"}))  # before round 1 the numbers follow the method
    assert names(t) == ["Strong FIDE", "Club"] and t.pairing_rating(1) == 2400
    with pytest.raises(OperationError, match="negative"):
        EditPlayer(1, {"tournament_rating": -1}).apply(t)


def test_the_rating_method_is_written_as_trf_172_and_read_back() -> None:
    t = Tournament.new(TournamentSettings(rounds=5, federation="ITA", rating_list="OTHER"))
    t = run(t, AddPlayer(Player(0, "A", fide_rating=2000, tournament_rating=2100)))
    trf = tournament_to_trf(t)
    assert trf.header["172"] == "ITA OTHER"  # TRF.md: federation at 5-7, method at 9-13
    text = write_trf(trf, "\n")
    assert "\n172 ITA OTHER\n" in "\n" + text
    assert "\n### Player 1: tournament rating 2100; rating source typed by hand; rating date " in text
    back = tournament_from_trf(parse_trf(text))  # OTHER's ratings in the '###' notes (VCL4THP Q217)
    assert back.settings.rating_list == "OTHER" and back.players == t.players
    assert write_trf(tournament_to_trf(back), "\n") == text
    foreign = tournament_from_trf(parse_trf(text.replace("### Player 1: tournament rating 2100; ", "### Player 1: ")))
    assert foreign.settings.rating_list == "FIDE"  # a file that rates nobody by OTHER: paired by FIDE's
    hbfn = tournament_from_trf(parse_trf(text.replace("ITA OTHER", "ITA HBFN")))
    assert hbfn.settings.rating_list == "HBFN" and tournament_to_trf(hbfn).header["172"] == "ITA HBFN"
    plain = tournament_from_trf(parse_trf(write_trf(tournament_to_trf(run(t, ChangeSettings(
        {"rating_list": "FIDE"}))))))
    # TRF-2026 writes 172 for every method (VCL4THP Q217), FIDE too
    assert plain.settings.rating_list == "FIDE" and tournament_to_trf(plain).header["172"] == "ITA FIDE"


@pytest.mark.parametrize(("tie_order", "expected"), [
    ("name", ["Alpha", "Beta", "Delta", "Gamma"]),
    ("fide_id", ["Beta", "Gamma", "Alpha", "Delta"]),
    ("older", ["Gamma", "Alpha", "Beta", "Delta"]),
    ("younger", ["Beta", "Alpha", "Gamma", "Delta"]),
])
def test_equal_rating_and_title_ranked_by_the_announced_criterion(tie_order: str, expected: list[str]) -> None:
    """Q146 (C.04.2 2.2.3): alphabetical unless another criterion is stated; missing data last."""
    t = Tournament.new(TournamentSettings(rounds=5, tie_order=tie_order))
    t = run(t, AddPlayer(Player(0, "Gamma", fide_id="200", fide_rating=2000, birth_date="1980/05/01")),
            AddPlayer(Player(0, "Alpha", fide_id="300", fide_rating=2000, birth_date="1990")),
            AddPlayer(Player(0, "Beta", fide_id="100", fide_rating=2000, birth_date="2001/02/03")),
            AddPlayer(Player(0, "Delta", fide_rating=2000)))
    assert names(t) == expected
    assert validate(run(t, ChangeSettings({"tie_order": "name"}))) == []
    with pytest.raises(OperationError, match="round 1 is already paired"):  # Q155: kept once chosen
        ChangeSettings({"tie_order": "name" if tie_order != "name" else "older"}).apply(pair_all(t))


def test_pairing_numbers_exchanged_between_equal_players_with_a_level_3_confirmation() -> None:
    """Q147-Q151: equal tournament ratings only, Level 3 always, a logged PIBE after round 1,
    refused once round 4 is paired."""
    t = run(start([2000, 2000, 1900, 1800]), EditPlayer(2, {"name": "Other"}))
    exchange = ExchangePairingNumbers(1, 2)
    assert [w.level for w in required(exchange, t)] == [Level.CONFIRM]
    with pytest.raises(ConfirmationNeeded):
        check_confirmed(exchange, t)
    swapped = run(t, Confirmed(exchange, required(exchange, t)))
    assert names(t)[:2] == ["Other", "P2000"] and names(swapped)[:2] == ["P2000", "Other"]
    with pytest.raises(OperationError, match="different tournament ratings"):
        ExchangePairingNumbers(2, 3).apply(t)
    t = pair_all(t)
    exchange = ExchangePairingNumbers(2, 1)
    later = run(t, Confirmed(exchange, required(exchange, t), reason="regulations: by lot"))
    assert later.integrity_log[-1].kind == "TPN" and "2<->1" in later.integrity_log[-1].what
    for _ in range(3):
        t = pair_all(t)
    with pytest.raises(OperationError, match="fourth round"):
        ExchangePairingNumbers(1, 2).apply(t)


def test_regenerating_the_numbers_confirms_when_two_or_more_move() -> None:
    """Q153-Q154: regeneration before round 4, Level 3 when it moves two or more numbers."""
    t = pair_all(start([2000, 1900, 1800, 1700]))
    assert required(AssignPairingNumbers(), t) == ()
    t = run(t, EditPlayer(4, {"fide_rating": 2100}))  # a rating correction (C.04.2 2.3) keeps the numbers
    warnings = AssignPairingNumbers().warnings(t)
    assert [w.level for w in warnings] == [Level.CONFIRM] and "4 pairing numbers change" in warnings[0].text
    t = run(t, Confirmed(AssignPairingNumbers(), required(AssignPairingNumbers(), t), reason="rating corrected"))
    assert names(t) == ["P1700", "P2000", "P1900", "P1800"] and t.integrity_log[-1].kind == "TPN"


def test_baku_counts_only_the_players_paired_in_round_1() -> None:
    """C.04.7 1.2: N is "the list of players to be paired" before round 1; a round-1 bye or absence
    counts no more than a late entry (1.3). 10 registered, 2 absent: N = 8, GA = 1..4 (not 1..6)."""
    t = run(start([2400 - 10 * n for n in range(10)], rounds=5), ChangeSettings({"acceleration": "baku"}))
    assert initial_participants(t) == list(range(1, 11))
    assert acceleration_rules(t)[0] == AccelerationRule(Fraction(1), 1, 2, 1, 6)
    t = run(t, SetRequest(1, 9, RequestKind.HALF_BYE), SetRequest(1, 10, RequestKind.ABSENT))
    assert initial_participants(t) == list(range(1, 9))
    assert acceleration_rules(t)[0] == AccelerationRule(Fraction(1), 1, 2, 1, 4)
    t = pair_all(t)  # the round-1 cells of 9 and 10 are H and Z: still not counted
    assert initial_participants(t) == list(range(1, 9)) and acceleration_rules(t)[0].last_player == 4


def test_the_player_list_announces_the_order_and_shows_the_tournament_rating() -> None:
    """Q146: the criterion is printed with the list of pairing numbers; under OTHER the typed rating too."""
    t = Tournament.new(TournamentSettings(rounds=5, rating_list="OTHER", tie_order="older"))
    t = run(t, AddPlayer(Player(0, "A", fide_rating=2000, tournament_rating=2100)))
    html = player_list_html(t)
    assert "Pairing numbers (C.04.2 2.2): rating OTHER, then title, then by age, older first" in html
    assert "<th>Tournament</th>" in html and "<td class='n'>2100</td>" in html
    assert "<th>Tournament</th>" not in player_list_html(run(t, ChangeSettings({"rating_list": "FIDE"})))
