"""Issue 20's acceptance test: a Keizer club evening series (seed 003 6.1) of 30 players run through
the real window. The settings dialog offers the system and its parameters; before each round the
check-in marks who came (players arriving late in the series, others leaving it, a guest entered
mid-series); only those present are paired; the standings rank by Keizer score."""
from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from arbiter_gui.tournament.model import Player
from arbiter_gui.tournament.standings import KEIZER_SCORE, tournament_standings
from tests.ui.test_end_to_end import PLAYERS, _click_ok, _pair, _type_results, new_tournament_dialog

ROUNDS = 6
GUEST_ROUND = 4  # a guest not registered joins the series in this round (pairing number 31)


def absent_in(number: int) -> set[int]:
    """Who does not come: 26-30 join from round 3, 1-3 leave after round 4, and a few miss an evening."""
    away = {1: {26, 27, 28, 29, 30}, 2: {26, 27, 28, 29, 30, 9}, 3: {14}, 4: {9, 20, 21}, 5: {1, 2, 3}, 6: {1, 2, 3, 17}}
    return away[number]


def test_a_keizer_club_series_through_the_window(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window, dialog = new_tournament_dialog(qtbot, tmp_path, monkeypatch, "Torneo sociale del giovedì", "club.arbiter")
    assert not dialog.keizer_top_value.isEnabled()
    dialog.system.setCurrentIndex(dialog.system.findData("keizer"))
    assert dialog.keizer_top_value.isEnabled() and dialog.keizer_top_value.value() == 50
    dialog.keizer_absence.setText("1/3")
    dialog.rounds.setValue(ROUNDS)
    dialog.initial_colour.setCurrentIndex(dialog.initial_colour.findText(dialog.tr("White")))
    dialog.fide_mode.setChecked(False)  # a club series is not rated (seed 003 6.1)
    _click_ok(qtbot, dialog)
    t = window.store.tournament()
    assert t.settings.system == "keizer" and t.settings.keizer.absence_fraction == Fraction(1, 3)
    assert window.import_players(str(PLAYERS)), window.last_error
    assert len(window.store.tournament().players) == 30

    for number in range(1, ROUNDS + 1):
        if number == GUEST_ROUND:
            assert window.add_players([Player(0, "Ospite, Gianni", fide_rating=2150)]), window.last_error
        window.checkin_action.trigger()
        for tpn in absent_in(number):
            window.checkin.set_present(tpn, False)
        _click_ok(qtbot, window.checkin)
        _pair(qtbot, window)
        rnd = window.store.tournament().round(number)
        paired = {p for b in rnd.boards for p in (b.white, b.black)} | {p for p, code in rnd.unpaired.items() if code == "U"}
        everyone = set(window.store.tournament().players)
        assert paired == everyone - absent_in(number), number
        _type_results(qtbot, window)

    t = window.store.tournament()
    assert 31 in {p for b in t.round(GUEST_ROUND).boards for p in (b.white, b.black)}  # the guest played
    window.tabs.setCurrentWidget(window.standings_page)
    model = window.standings_model
    assert model.headerData(5, Qt.Orientation.Horizontal) == KEIZER_SCORE
    shown = [int(model.row(r)[1].split()[0]) for r in range(model.rowCount())]
    rows = tournament_standings(t, ROUNDS)
    assert shown == [row.id for row in rows] and len(rows) == 31
    scores = [row.tiebreaks[KEIZER_SCORE] for row in rows]
    assert scores == sorted(scores, reverse=True)  # by Keizer score, not by points
