"""The player card on a known tournament (tests/data/tiebreaks/swiss_8.trf): one row per round
with opponent, colour, result, score, float (C.04.3 1.4) and requests; the score progression."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from arbiter_gui.formats.trf import read_trf
from arbiter_gui.formats.trf_tournament import tournament_from_trf
from arbiter_gui.tournament.model import RequestKind, Tournament
from arbiter_gui.tournament.operations import ChangeSettings, SetRequest
from arbiter_gui.ui.player_card import PlayerCard, card_rows

SWISS_8 = Path(__file__).parents[1] / "data" / "tiebreaks" / "swiss_8.trf"


@pytest.fixture
def swiss_8() -> Tournament:
    return tournament_from_trf(read_trf(str(SWISS_8)))


@pytest.fixture
def card(qtbot, swiss_8: Tournament) -> PlayerCard:
    widget = PlayerCard()
    qtbot.addWidget(widget)
    widget.set_tournament(swiss_8)
    return widget


def test_player_3_round_by_round(card: PlayerCard) -> None:
    card.show_player(3)
    assert card.rounds_model.rowCount() == 5
    # round 2: beat Four (2250, TPN 4) with Black, 1½ after the round, an upfloat (½ against 1)
    assert card.rounds_model.row(1) == ("2", "Swiss, Four", "2250", "4", "Black", "1", "1½", "up", "")
    assert card.rounds_model.row(4) == ("5", "Swiss, Two", "2350", "2", "White", "1", "3½", "up", "")
    assert card.progression.text() == "Score progression: ½ → 1½ → 2 → 2½ → 3½"
    header = card.header.text()
    assert "Swiss, Three" in header and "TPN 3 · Fed NOR · FIDE 2300" in header
    assert "3½ points after round 5, rank 1 of 8" in header


def test_byes_forfeits_and_floats(swiss_8: Tournament) -> None:
    rows = {n: row.cells() for n, row in enumerate(card_rows(swiss_8, 5), start=1)}
    assert rows[3] == (3, "Swiss, Two", "2350", 2, "Black", "- (forfeit loss)", "1", "", "")  # forfeit loss: no float (1.4.4)
    assert rows[4] == (4, "", "", "", "", "pairing-allocated bye", "2", "down", "")  # 1.4.3
    assert rows[5][7] == "down"  # 2 points against Four's 1 (1.4.2)
    eight = card_rows(swiss_8, 8)
    assert (eight[1].result, eight[1].score, eight[1].float) == ("half-point bye", "½", "down")  # 1.4.3
    seven = card_rows(swiss_8, 7)
    assert [(row.result, row.note) for row in seven[3:]] == [("", "not in this round")] * 2


def test_requests_of_rounds_not_paired(swiss_8: Tournament) -> None:
    outside = replace(swiss_8, settings=replace(swiss_8.settings, fide_mode=False))  # rounds fixed in FIDE mode
    t = ChangeSettings({"rounds": 7}).apply(outside)
    t = SetRequest(6, 8, RequestKind.HALF_BYE).apply(t)
    rows = card_rows(t, 8)
    assert len(rows) == 7
    assert (rows[5].round, rows[5].result, rows[5].score, rows[5].note) == (6, "", "", "half-point bye requested")
    assert rows[6].note == ""


def test_double_click_on_a_round_shows_the_opponent(qtbot, card: PlayerCard) -> None:
    card.show_player(8)
    index = card.rounds_model.index(3, 1)  # round 4 against One
    card.rounds_view.doubleClicked.emit(index)
    assert card.tpn == 1 and card.rounds_model.row(3)[1] == "Swiss, Eight"
    card.set_tournament(None)
    assert card.tpn is None and card.rounds_model.rowCount() == 0
