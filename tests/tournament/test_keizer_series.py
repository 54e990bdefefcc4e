"""A Keizer club series in the domain (seed 003 6.1): only the players checked in are paired, late
entries join the list, the standings rank by Keizer score, and the command line pairs the exported
file the same way as the app."""
from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import openpyxl
import pytest

from arbiter_gui.engine import systems
from arbiter_gui.engine.club.settings import KeizerSettings
from arbiter_gui.engine.snapshot import Colour
from arbiter_gui.formats.trf import TrfError, parse_trf, write_trf
from arbiter_gui.formats.trf_pairing import keizer_settings
from arbiter_gui.formats.trf_pairing import snapshot as trf_snapshot
from arbiter_gui.formats.xlsx import export_xlsx
from arbiter_gui.formats.trf_tournament import tournament_from_trf, tournament_to_trf
from arbiter_gui import store
from arbiter_gui.reports.documents import standings_html
from arbiter_gui.tournament import manual_pairing
from arbiter_gui.tournament.engine_input import pair_next_round
from arbiter_gui.tournament.standings import KEIZER_SCORE
from arbiter_gui.tournament.model import Player
from arbiter_gui.tournament.operations import (AddPlayer, ChangeSettings, CheckIn, LateEntry, OperationError,
                                               SetResult)
from arbiter_gui.tournament.standings import tournament_standings
from tests.store.helpers import new_store

ABSENT = {1: {9, 10}, 2: {3}, 3: {1, 4, 9}, 4: set(), 5: {2, 6}}


def test_club_series_with_players_arriving_and_leaving(tmp_path: Path) -> None:
    s = new_store(tmp_path / "club.arbiter", rounds=5, system="keizer", initial_colour=Colour.WHITE,
                  tournament_type="KEIZER", keizer=KeizerSettings(top_value=40, absence_fraction=Fraction(1, 3)))
    for n in range(1, 11):
        s.apply(AddPlayer(Player(0, f"Player {n:02}", fide_rating=2100 - 50 * n)))
    for number, absent in ABSENT.items():
        if number == 3:
            s.apply(LateEntry(Player(0, "Newcomer", fide_rating=1990), renumber=False))
        s.apply(CheckIn(number, frozenset(absent)))
        t = s.tournament()
        # the command line's way, from the exported file (its 192 code holds the Keizer settings)
        exported = tournament_to_trf(t, rounds=number - 1)
        assert exported.tournament_type == "KEIZER_TOP40_ABSENCE1/3"
        expected = systems.pair("keizer", trf_snapshot(exported))
        _, pairing = pair_next_round(s)
        assert [(b.white, b.black) for b in pairing.boards] == [(b.white, b.black) for b in expected.boards]
        paired = {p for b in pairing.boards for p in (b.white, b.black)} | ({pairing.bye} - {None})
        assert paired == set(s.tournament().to_pair(number)) and not paired & absent
        for board_number, board in enumerate(pairing.boards, start=1):  # the stronger player wins, 1 in 3 drawn
            result = ("=", "=") if board_number % 3 == 0 else (
                ("1", "0") if board.white < board.black else ("0", "1"))
            s.apply(SetResult(number, board_number, *result))
    t = s.tournament()
    rows = tournament_standings(t, 5)
    scores = [row.tiebreaks[KEIZER_SCORE] for row in rows]
    assert scores == sorted(scores, reverse=True) and [row.rank for row in rows] == list(range(1, 12))
    assert len({row.id for row in rows}) == 11 and all(set(t.settings.tiebreak_order) <= set(row.tiebreaks)
                                                       for row in rows)
    assert "<th>Keizer</th>" in standings_html(t, 5).replace("'", "")  # the printed standings
    export_xlsx(t, tmp_path / "club.xlsx")
    sheet = openpyxl.load_workbook(tmp_path / "club.xlsx")["Standings"]
    assert [c.value for c in sheet[1]][5:8] == ["Points", KEIZER_SCORE, "BH-C1"]
    assert [c.value for c in sheet[2]][1] == rows[0].id
    s.close()
    reopened = store.open(tmp_path / "club.arbiter")
    assert reopened.tournament().settings.keizer == KeizerSettings(top_value=40, absence_fraction=Fraction(1, 3))
    reopened.close()


def test_keizer_settings_change_after_round_one(tmp_path: Path) -> None:
    """The top value may be raised when more players come than planned (not a locked pairing setting)."""
    s = new_store(tmp_path / "club.arbiter", rounds=3, players=6, system="keizer", initial_colour=Colour.WHITE)
    pair_next_round(s)
    s.apply(ChangeSettings({"keizer": KeizerSettings(top_value=80)}))
    assert s.tournament().settings.keizer.top_value == 80
    with pytest.raises(OperationError, match="Keizer top value 6: it must be greater than the 6 players"):
        s.apply(ChangeSettings({"keizer": KeizerSettings(top_value=6)}))  # values down to 0 for the last
    s.close()


def test_the_192_code_keeps_the_settings_and_names_a_wrong_part(tmp_path: Path) -> None:
    settings = KeizerSettings(top_value=60, bye_fraction=Fraction(1), absence_fraction=Fraction(1, 3), repeat_gap=3)
    s = new_store(tmp_path / "club.arbiter", rounds=3, players=6, system="keizer", initial_colour=Colour.WHITE,
                  keizer=settings)
    trf = tournament_to_trf(s.tournament())
    assert trf.tournament_type == "KEIZER_TOP60_BYE1_ABSENCE1/3_GAP3"
    back = tournament_from_trf(parse_trf(write_trf(trf), "club.trf"))
    assert back.settings.system == "keizer" and back.settings.keizer == settings
    s.close()
    assert keizer_settings(replace(trf, tournament_type="KEIZER")) == KeizerSettings()
    with pytest.raises(TrfError, match="the Keizer parameter 'GAPX' cannot be read"):
        keizer_settings(replace(trf, tournament_type="KEIZER_TOP40_GAPX"))
    with pytest.raises(TrfError, match="'BYE2'.*between 0 and 1"):
        keizer_settings(replace(trf, tournament_type="KEIZER_BYE2"))


def test_an_edit_is_checked_by_the_keizer_rules(tmp_path: Path) -> None:
    """Editing a Keizer round: a meeting too soon is named with seed 003 6.1, a repeat allowed by the
    gap or colours are not the Swiss warnings (C1, C.04.1 6-7)."""
    s = new_store(tmp_path / "club.arbiter", rounds=4, players=4, system="keizer", initial_colour=Colour.WHITE,
                  fide_mode=False)
    for number in (1, 2):
        _, pairing = pair_next_round(s)
        for board_number in range(1, len(pairing.boards) + 1):
            s.apply(SetResult(number, board_number, "1", "0"))
    _, pairing = pair_next_round(s)
    t = s.tournament()
    met_in_2 = {b.white: b.black for b in t.round(2).boards} | {b.black: b.white for b in t.round(2).boards}
    first = pairing.boards[0].white
    partner = pairing.boards[0].black
    other = met_in_2[first]
    assert other != partner
    found = manual_pairing.warnings(t, manual_pairing.swap_players(t, 3, partner, other))
    assert found and all(w.article == "seed 003 6.1" and "they met in round 2" in w.text for w in found)
    s.apply(ChangeSettings({"keizer": KeizerSettings(repeat_gap=0)}))
    t = s.tournament()
    assert manual_pairing.warnings(t, manual_pairing.swap_players(t, 3, partner, other)) == []
    s.close()
