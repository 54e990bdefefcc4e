"""Issue 26 on screen: a round robin's Berger numbers set from the Players tab (by hand, by lot,
back to the rating order), the double round robin's swap and the Chess960 flag in the settings,
and a Chess960 round's starting position drawn or typed in the Rounds tab."""
from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_gui.reports.documents import pairing_sheet_html
from arbiter_gui.store import Store
from arbiter_gui.tournament.operations import ChangeSettings
from arbiter_gui.ui.players_view import PlayersView
from arbiter_gui.ui.round_panel import RoundPanel
from arbiter_gui.ui.settings_dialog import SettingsDialog
from tests.tournament.test_round_robin import round_robin_store


@pytest.fixture
def event(tmp_path: Path) -> Store:
    s = round_robin_store(tmp_path / "rr.arbiter", 4, "double_round_robin", 6)
    yield s
    s.close()


def accepted(qtbot, view, event: Store, dialog) -> object:  # noqa: ANN001
    with qtbot.waitSignal(view.operation_requested, timeout=1000) as signal:
        dialog.accept()
    event.apply(signal.args[0])
    view.set_tournament(event.tournament())
    return signal.args[0]


def test_berger_numbers_from_the_players_tab(qtbot, event: Store) -> None:  # noqa: ANN001
    view = PlayersView()
    qtbot.addWidget(view)
    view.set_tournament(event.tournament())
    assert view.berger_action.isEnabled()
    view.berger_numbers()
    dialog = view.dialog
    dialog.method.setCurrentIndex(1)  # by hand
    dialog.order.setText("4 3 x")
    dialog.accept()
    assert "separated by spaces" in dialog.error.text() and dialog.isVisible()
    dialog.order.setText("4 3 2")
    dialog.accept()
    assert dialog.error.text() == "the order of the Berger numbers gives no Berger number to 1"
    dialog.order.setText("4 3 2 1")
    accepted(qtbot, view, event, dialog)
    t = event.tournament()
    assert [t.players[n].name for n in (1, 2, 3, 4)] == ["Player 04", "Player 03", "Player 02", "Player 01"]
    assert t.settings.berger_draw.startswith("by hand (")
    view.berger_numbers()
    view.dialog.method.setCurrentIndex(0)  # by lot: the seed is recorded
    accepted(qtbot, view, event, view.dialog)
    assert event.tournament().settings.berger_draw.startswith("by lot, seed ")
    view.berger_numbers()
    assert view.dialog.findChildren(type(view.dialog.error))[0].text().startswith("Now: by lot, seed ")
    view.dialog.method.setCurrentIndex(2)
    accepted(qtbot, view, event, view.dialog)
    assert event.tournament().settings.berger_draw == ""
    event.apply(ChangeSettings({"system": "dutch", "rounds": 3}))
    view.set_tournament(event.tournament())
    assert not view.berger_action.isEnabled()


def test_swap_and_chess960_in_the_settings(qtbot, event: Store) -> None:  # noqa: ANN001
    dialog = SettingsDialog(event.tournament())
    qtbot.addWidget(dialog)
    assert dialog.swap_last_rounds.isChecked() and not dialog.chess960.isChecked()
    dialog.swap_last_rounds.setChecked(False)
    dialog.chess960.setChecked(True)
    dialog.accept()
    assert dialog.operation() == ChangeSettings({"swap_last_rounds": False, "chess960": True})


def test_a_chess960_position_per_round(qtbot, event: Store) -> None:  # noqa: ANN001
    panel = RoundPanel()
    qtbot.addWidget(panel)
    panel.set_tournament(event.tournament())
    assert panel.chess960_box.isHidden()
    event.apply(ChangeSettings({"chess960": True}))
    panel.set_tournament(event.tournament())
    assert not panel.chess960_box.isHidden() and panel.position_label.text() == "not drawn yet"
    panel.position_edit.setText("RNBQKBRN")
    with qtbot.waitSignal(panel.operation_requested, timeout=1000) as signal:
        panel.save_position()
    event.apply(signal.args[0])
    panel.set_tournament(event.tournament())
    assert panel.position_label.text() == "RNBQKBRN (" + panel.position_edit.text() + ")"
    panel.position_edit.setText("RRNBQKBN")
    assert not panel.save_position() and "not a Chess960 position" in panel.position_error.text()
    with qtbot.waitSignal(panel.operation_requested, timeout=1000) as signal:
        panel.draw_position()
    event.apply(signal.args[0])
    t = event.tournament()
    assert t.settings.chess960_positions[0] is not None
    assert "Chess960 starting position" in pairing_sheet_html(t, 1)
