"""The rating-list consistency block (VCL4THP Q133-Q144): each player's ratings carry their source
and day; the check lists every difference against a current list; the arbiter takes all or some
of them in one undoable operation."""
from __future__ import annotations

import datetime
from pathlib import Path

import pytest

from arbiter_gui.formats.rating_list import read_rating_list
from arbiter_gui.tournament.model import TYPED, Player, Tournament, TournamentSettings
from arbiter_gui.tournament.operations import AddPlayer, AddPlayers, EditPlayer, OperationError
from arbiter_gui.tournament.rating_check import Difference, UpdateFromList, check, list_month_note, valid_month

from .test_operations import names, pair_all, run

DATA = Path(__file__).parents[1] / "data" / "players"
LISTED = {"100": Player(0, "Alpha", title="IM", federation="ITA", fide_id="100", fide_rating=2400, birth_date="1990"),
          "200": Player(0, "Beta", federation="GER", fide_id="200", fide_rating=2100, sex="w", birth_date="2001"),
          "300": Player(0, "Gamma", federation="FRA", fide_id="300", fide_rating=1900)}


def _event() -> Tournament:
    t = Tournament.new(TournamentSettings(rounds=5, start_date="2026/11/20"))
    return run(t, AddPlayers((
        Player(0, "Alpha", title="FM", federation="ITA", fide_id="100", fide_rating=2350, birth_date="1990/05/17"),
        Player(0, "Beta", federation="GER", fide_id="200", fide_rating=2150, birth_date="2000"),
        Player(0, "Gamma", federation="FRA", fide_id="300", fide_rating=1900),
        Player(0, "Delta", fide_id="400", fide_rating=1800),
        Player(0, "Epsilon", fide_rating=1700))))


def test_the_check_lists_every_difference_and_changes_nothing() -> None:
    """Q133, Q142-Q143: rating, title, federation, sex and birth year compared; players the list
    lacks named; nothing updated by the check itself."""
    t = _event()
    result = check(t, LISTED.get, "FIDE standard list 2026/11")
    by_player = {(d.tpn, d.field): (d.ours, d.theirs) for d in result.differences}
    assert by_player == {(1, "fide_rating"): (2350, 2400), (1, "title"): ("FM", "IM"),
                         (2, "fide_rating"): (2150, 2100), (2, "sex"): ("", "w"), (2, "birth_date"): ("2000", "2001")}
    assert result.affected == (1, 2) and result.not_in_list == (4,) and result.checked == 3  # 1990/05/17 agrees


def test_the_update_takes_the_chosen_differences_in_one_undoable_step() -> None:
    """Q136, Q144: all or a subset; the updated players then name the list and the day (Q134)."""
    t = _event()
    result = check(t, LISTED.get, "FIDE standard list 2026/11")
    chosen = tuple(d for d in result.differences if d.tpn == 2 and d.field == "fide_rating")
    after = run(t, UpdateFromList(chosen, "FIDE standard list 2026/11", on="2026/11/27"))
    beta = next(p for p in after.players.values() if p.name == "Beta")
    assert (beta.fide_rating, beta.sex, beta.rating_source, beta.rating_date) == (
        2100, "", "FIDE standard list 2026/11", "2026/11/27")
    everything = run(t, UpdateFromList(result.differences, "FIDE standard list 2026/11"))
    assert check(everything, LISTED.get, "again").differences == ()
    assert names(everything) == ["Alpha", "Beta", "Gamma", "Delta", "Epsilon"]
    with pytest.raises(OperationError, match="changed since the check"):
        UpdateFromList(chosen, "list").apply(run(t, EditPlayer(2, {"fide_rating": 2000})))
    with pytest.raises(OperationError, match="no difference"):
        UpdateFromList((), "list").apply(t)


def test_after_round_1_the_update_keeps_the_pairing_numbers() -> None:
    t = pair_all(_event())
    after = run(t, UpdateFromList((Difference(3, "fide_rating", 1900, 2600),), "list"))
    assert names(after) == names(t) and after.players[3].fide_rating == 2600


def test_ratings_typed_by_hand_are_marked() -> None:
    """Q134: a rating entered or changed by hand is marked as such, with the day."""
    t = run(Tournament.new(TournamentSettings(rounds=5)), AddPlayer(Player(0, "Typed", fide_rating=1500),
                                                                     on="2026/11/01"),
            AddPlayer(Player(0, "Unrated")))
    assert (t.players[1].rating_source, t.players[1].rating_date) == (TYPED, "2026/11/01")
    assert t.players[2].rating_source == ""
    t = run(t, EditPlayer(2, {"club": "Torino"}))
    assert t.players[2].rating_source == ""
    t = run(t, EditPlayer(2, {"national_rating": 1400}, on="2026/11/02"))
    assert (t.players[2].rating_source, t.players[2].rating_date) == (TYPED, "2026/11/02")


def test_players_from_a_list_carry_its_name_and_month(tmp_path: Path) -> None:
    """Q134: the list and its month; the month from the TXT header's rating column (NOV26)."""
    fide = read_rating_list(DATA / "rating_list.txt")
    rossi = fide.get("2412345")
    assert rossi is not None and rossi.rating_source == fide.source and rossi.rating_date == fide.date
    assert fide.source.startswith("FIDE standard list ") and fide.source.endswith(fide.month)
    added = run(Tournament.new(TournamentSettings(rounds=5)), AddPlayer(rossi))
    assert added.players[1].rating_source == fide.source  # not "typed by hand"
    (tmp_path / "club.csv").write_text("FIDE ID,Name,Rating\n100,Alpha,2400\n", encoding="utf-8")
    custom = read_rating_list(tmp_path / "club.csv")
    assert custom.source.startswith("custom list club.csv") and custom.players()[0].fide_rating == 2400


def test_the_month_of_the_list_to_check_against() -> None:
    """Q137: the list valid at the start; the list of the day once the event is over 30 days old."""
    settings = TournamentSettings(start_date="2026/11/20")
    assert valid_month(settings, datetime.date(2026, 12, 5)) == "2026/11"
    assert valid_month(settings, datetime.date(2027, 1, 5)) == "2027/01"
    assert valid_month(TournamentSettings(), datetime.date(2026, 12, 5)) == "2026/12"
    note = list_month_note("2026/12", settings, datetime.date(2026, 12, 5))
    assert note is not None and note.article == "VCL4THP Q137" and "2026/11" in note.text
    assert list_month_note("2026/11", settings, datetime.date(2026, 12, 5)) is None
