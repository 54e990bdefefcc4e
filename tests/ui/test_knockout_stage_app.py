"""Seed 003 2.5.2 through the window: a pools event (12 players, 3 seeded pools, 2 qualifiers each)
created in the New tournament dialog, its preliminary pools paired and typed, then Tournament >
Knockout stage… opens the Bracket tab, whose draw takes the first two of each pool's standings
(refused while a pool game has no result), seeded as the final pool would take them; the knockout
played to the final and the file read back."""
from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from arbiter_gui.store import open as open_store
from arbiter_gui.tournament.knockout import shown_event
from arbiter_gui.tournament.model import Player
from arbiter_gui.tournament.schedules import final_pool, pools_of
from tests.ui.test_end_to_end import _pair
from tests.ui.test_fixed_schedules_app import new_event, set_up, type_results
from tests.ui.test_knockout_app import play


def test_pools_then_a_knockout_stage(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    players = [Player(0, f"Giocatore {i:02d}", federation="ITA", fide_rating=2400 - 10 * i) for i in range(1, 13)]
    window = new_event(qtbot, tmp_path, monkeypatch, "pools", players, pools=3, qualifiers=2)
    set_up(qtbot, window)
    window.show()
    bracket = window.bracket_view
    assert not window.knockout_stage_action.isEnabled()  # no group stage yet
    for number in range(1, 4):  # the preliminary pools
        _pair(qtbot, window)
        if number == 3:  # a pool game without its result: the draw is refused with the reason
            window.knockout_stage_action.trigger()
            assert window.tabs.currentWidget() is bracket and bracket.per_group.isVisible()
            qtbot.mouseClick(bracket.draw_button, Qt.MouseButton.LeftButton)
            assert "group stage is not over" in window.last_error and not window.store.tournament().knockout
        type_results(qtbot, window, number)
    t = window.store.tournament()
    window.knockout_stage_action.trigger()
    assert window.tabs.isTabVisible(window.tabs.indexOf(bracket)) and bracket.stage_note.isVisible()
    assert not bracket.seeding_note.isVisible()
    assert bracket.per_group.value() == 2  # the pools event's qualifiers
    assert bracket.per_group.width() <= 2 * bracket.standard_games.width()  # not stretched across the tab (look9)
    bracket.standard_games.setValue(1)
    bracket.rapid_games.setValue(0)
    qtbot.mouseClick(bracket.draw_button, Qt.MouseButton.LeftButton)
    event = bracket.knockout
    assert event is not None and tuple(e.id for e in event.entrants) == final_pool(t)  # the pools' order
    assert not window.knockout_stage_action.isEnabled() and not window.pair_action.isEnabled()
    assert "place 1 of pool 1 in the group stage" in bracket.why.toPlainText()
    for m in event.rounds[0].matches:  # kept apart from their own pool's players
        assert not any({m.white, m.black} <= set(pool) for pool in pools_of(t))
    while not bracket.knockout.over:
        index = next(i for i, m in enumerate(bracket.knockout.current.matches) if m.winner is None)
        play(qtbot, bracket, index, "1", armageddon_white=0)
    assert [place for place, _ in bracket.knockout.placings()] == [1, 2, 3, 4]
    assert window.store.tournament().paired_rounds == 3  # the group stage is kept as it was played
    store = open_store(window.store.path, readonly=True)
    try:
        again = shown_event(store.tournament())
        assert again is not None and again.entrants == bracket.knockout.entrants
        assert again.met_before == bracket.knockout.met_before
    finally:
        store.close()
