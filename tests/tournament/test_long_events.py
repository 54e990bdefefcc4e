"""Events longer than 30 days (VCL4THP Q210-Q216): the flag, C.07 10's advice against rating
tie-breaks, later ratings per player from a given round, and the rating tie-breaks by the first
rating (the default) or by each game's round."""
from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_gui import store
from arbiter_gui.tournament.model import Board, Player, Tournament, TournamentSettings
from arbiter_gui.tournament.validation import validate
from arbiter_gui.tournament.operations import AddPlayer, ChangeSettings, EditPlayer, SetResult, StorePairing
from arbiter_gui.tournament.player_fields import FieldError, field_text, parse_later_ratings
from arbiter_gui.tournament.tiebreaks import compute
from arbiter_gui.tournament.warnings import Level

from .test_operations import run


def _event(**settings: object) -> Tournament:
    """Four players, two rounds: 1 beats 3 and 4; player 3's rating is 1800, from round 2 2000."""
    t = Tournament.new(TournamentSettings(rounds=3, tiebreaks=("ARO",), **settings))  # type: ignore[arg-type]
    t = run(t, AddPlayer(Player(0, "A", fide_rating=2200)), AddPlayer(Player(0, "B", fide_rating=2100)),
            AddPlayer(Player(0, "C", fide_rating=1800, later_ratings=((2, 2000),))),
            AddPlayer(Player(0, "D", fide_rating=1700)))
    t = run(t, StorePairing(1, (Board(1, 3), Board(2, 4))), SetResult(1, 1, "1", "0"), SetResult(1, 2, "=", "="))
    return run(t, StorePairing(2, (Board(4, 1), Board(3, 2))), SetResult(2, 1, "0", "1"), SetResult(2, 2, "0", "1"))


def _aro(t: Tournament, tpn: int) -> object:
    return compute(t.results(), ("ARO",), t.settings.point_system, t.paired_rounds)[tpn]["ARO"]


def test_rating_tie_breaks_use_the_first_rating_unless_chosen_by_round() -> None:
    """Q212-Q216: later ratings linked to rounds; the first rating by default (C.07 10); by round on request."""
    t = _event(long_event=True)
    assert t.players[3].rating_in_round(1) == 1800 and t.players[3].rating_in_round(3) == 2000
    assert _aro(t, 1) == 1750  # (1800 + 1700) / 2: the first ratings
    assert _aro(_event(long_event=True, rating_by_round=True), 1) == 1750  # met C in round 1: 1800 then
    by_round = _event(long_event=True, rating_by_round=True)
    assert _aro(by_round, 2) == 1850 and _aro(_event(long_event=True), 2) == 1750  # B met D (1700), C in round 2 (2000)
    assert _aro(_event(rating_by_round=True), 2) == 1750  # not a long event: one rating


def test_the_flag_brings_c07_10s_advice_against_rating_tie_breaks() -> None:
    """Q210-Q211: a Level-2 notice when a long event breaks ties by rating."""
    t = Tournament.new(TournamentSettings(rounds=5, tiebreaks=("BH", "ARO-C1")))
    notice = ChangeSettings({"long_event": True}).warnings(t)
    assert [w.level for w in notice] == [Level.INFORM] and "ARO-C1" in notice[0].text
    assert ChangeSettings({"long_event": True, "tiebreaks": ("BH", "SB")}).warnings(t) == ()
    assert ChangeSettings({"name": "Autumn"}).warnings(run(t, ChangeSettings({"long_event": True}))) == ()


def test_later_ratings_typed_checked_and_stored(tmp_path: Path) -> None:
    assert parse_later_ratings(" 5:2150; 8:2170 ") == ((5, 2150), (8, 2170)) and parse_later_ratings("") == ()
    assert field_text("later_ratings", ((5, 2150), (8, 2170))) == "5:2150; 8:2170"
    for bad in ("5-2150", "8:2170; 5:2150", "5:9999"):
        with pytest.raises(FieldError):
            parse_later_ratings(bad)
    t = run(Tournament.new(TournamentSettings(rounds=5, long_event=True)), AddPlayer(Player(0, "A", fide_rating=2000)))
    assert validate(EditPlayer(1, {"later_ratings": ((1, 2100),)}).apply(t))  # round 1 is the first rating
    s = store.create(tmp_path / "long.arbiter", TournamentSettings(rounds=5, long_event=True, rating_by_round=True))
    s.apply(AddPlayer(Player(0, "A", fide_rating=2000)))
    s.apply(EditPlayer(1, {"later_ratings": ((3, 2050),)}))
    s.close()
    with store.open(tmp_path / "long.arbiter") as again:
        t = again.tournament()
        assert t.players[1].later_ratings == ((3, 2050),) and t.settings.long_event and t.settings.rating_by_round
        again.undo()
        assert again.tournament().players[1].later_ratings == ()
