"""What the 001 record does not hold, through a TRF export and import (VCL4THP Q217): national
ratings in NRS records, and the '### Player N:' notes for the rest."""
from __future__ import annotations

import pytest

from arbiter_gui.formats.trf import TrfError, parse_trf, write_trf
from arbiter_gui.formats.trf_tournament import tournament_from_trf, tournament_to_trf
from arbiter_gui.tournament.model import Player, Tournament, TournamentSettings
from arbiter_gui.tournament.operations import AddPlayers, Expel, SetHalfByeEligibility

from ..tournament.test_operations import pair_all, run


def _event() -> Tournament:
    t = Tournament.new(TournamentSettings(rounds=5, federation="ITA", long_event=True))
    t = run(t, AddPlayers((
        Player(0, "Alpha", federation="ITA", fide_rating=2300, national_rating=2350, tournament_rating=2320,
               later_ratings=((3, 2310),), rating_source="FIDE standard list 2026/11", rating_date="2026/11/01"),
        Player(0, "Beta", federation="GER", fide_rating=2200, national_rating=2150),
        Player(0, "Gamma", fide_rating=2100),
        Player(0, "Delta", fide_rating=2000))))
    t = run(t, SetHalfByeEligibility(3, False))
    t = pair_all(t)
    return run(t, Expel(4, 2))


def test_nrs_records_and_player_notes_read_back() -> None:
    t = _event()
    text = write_trf(tournament_to_trf(t), "\n")
    lines = text.split("\n")
    assert "ITA    1" + " " * 40 + "2350 ITA" in lines and "ITA    2" + " " * 40 + "2150 GER" in lines
    assert ("### Player 1: tournament rating 2320; later ratings 3:2310; rating source FIDE standard list 2026/11; "
            "rating date 2026/11/01") in lines
    assert any(line.startswith("### Player 3: not eligible for half-point byes") for line in lines)
    assert any(line.startswith("### Player 4: expelled from round 2") for line in lines)
    back = tournament_from_trf(parse_trf(text))
    assert back.players == t.players and back.settings.expelled == (4,) and back.settings.no_half_byes == (3,)
    assert write_trf(tournament_to_trf(back), "\n") == text


def test_the_method_nro_is_read_with_its_nrs_records() -> None:
    event = Tournament.new(TournamentSettings(rounds=5, federation="ITA", rating_list="NRO"))
    event = run(event, AddPlayers((Player(0, "A", fide_rating=2000, national_rating=1500),
                                   Player(0, "B", fide_rating=1800, national_rating=1900))))
    text = write_trf(tournament_to_trf(event), "\n")
    back = tournament_from_trf(parse_trf(text))
    assert back.settings.rating_list == "NRO" and [p.name for p in back.players.values()] == ["B", "A"]


def test_a_note_we_do_not_write_is_refused_by_name() -> None:
    text = write_trf(tournament_to_trf(_event()), "\n")
    with pytest.raises(TrfError, match="favourite colour white"):
        tournament_from_trf(parse_trf(text + "### Player 2: favourite colour white\n"))
    with pytest.raises(TrfError, match="not a rating"):
        tournament_from_trf(parse_trf(text.replace("tournament rating 2320", "tournament rating 9999")))
