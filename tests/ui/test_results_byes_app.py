"""Issue 26 in the window: an adjourned game typed on the boards view ("a"), the standings and the
crosstable saying they are not final, the result typed later confirmed at Level 3 (VCL4THP
Q157-Q169), and the rare results ½-0 and 0-0 in a Dutch event (Q180)."""
from __future__ import annotations

import random
from pathlib import Path

from arbiter_gui.app import create_main_window
from arbiter_gui.tournament.engine_input import pair_next_round
from arbiter_gui.tournament.model import RequestKind
from arbiter_gui.tournament.operations import ConfirmationNeeded
from tests.store.helpers import enter_results, random_players


def test_an_adjourned_game_through_the_window(qtbot, tmp_path: Path, asked: list[ConfirmationNeeded]) -> None:
    window = create_main_window()
    qtbot.addWidget(window)
    assert window.new_file(str(tmp_path / "open.arbiter")), window.last_error
    window.add_players(random_players(8, random.Random(4)))
    rng = random.Random(9)
    pair_next_round(window.store, rng=rng)
    window.refresh()
    window.tabs.setCurrentIndex(1)
    window.round_choice.setCurrentIndex(0)
    view = window.boards_view
    view.setFocus()
    view.selectRow(0)
    qtbot.keyClicks(view, "awx1")  # adjourned, ½-0, 0-0, 1-0
    rnd = window.store.tournament().round(1)
    assert [(b.white_result, b.black_result) for b in rnd.boards] == [("?", "?"), ("=", "0"), ("0", "0"), ("1", "0")]
    assert [window.boards.row(r)[5] for r in range(4)] == ["adjourned", "½-0", "0-0", "1-0"]
    window.tabs.setCurrentWidget(window.standings_page)  # a hidden tab is brought up to date when shown
    assert window.standings_rules.text().endswith("(not final: 1 games adjourned)")
    window.tabs.setCurrentWidget(window.crosstable)
    assert window.crosstable.caption.text().endswith("(not final: 1 games adjourned)")
    assert not asked
    view.selectRow(0)
    qtbot.keyClicks(view, "0")  # the adjourned game is lost by White: Level 3 (Q163)
    [resolved] = asked
    assert [w.article for w in resolved.warnings] == ["VCL4THP Q163"]
    assert window.store.tournament().round(1).boards[0].white_result == "0"
    window.tabs.setCurrentWidget(window.standings_page)
    assert "not final" not in window.standings_rules.text()


def test_expel_and_half_byes_from_the_players_tab(qtbot, tmp_path: Path, asked: list[ConfirmationNeeded]) -> None:
    """Q175: "No half-point byes" on the selected player; Q197-Q198: Withdraw… offers "Expel",
    after which the player is not in the Standings tab; Q174: a second half-point bye is confirmed."""
    window = create_main_window()
    qtbot.addWidget(window)
    assert window.new_file(str(tmp_path / "open.arbiter")), window.last_error
    window.add_players(random_players(8, random.Random(4)))
    view = window.players_view
    view.select(3)
    view.half_byes_action.trigger()
    assert window.store.tournament().settings.no_half_byes == (3,) and view.half_byes_action.isChecked()
    assert "no ½ byes" in window.players.row(2)[8]
    view.request_action.trigger()
    assert view.dialog.choice() is RequestKind.HALF_BYE
    view.dialog.accept()
    assert window.store.tournament().request(1, 3) is None and "not eligible" in window.last_error
    view.select(4)
    for round_number in (1, 2):
        view.request_action.trigger()
        view.dialog.round_choice.setCurrentIndex(round_number - 1)
        view.dialog.accept()
    [second] = asked
    assert [w.article for w in second.warnings] == ["VCL4THP Q174"]
    assert window.store.tournament().half_byes(4) == [1, 2]
    rng = random.Random(9)
    pair_next_round(window.store, rng=rng)
    enter_results(window.store, 1, rng)
    window.refresh()
    expelled = window.store.tournament().round(1).boards[0].white
    view.select(expelled)
    view.withdraw_action.trigger()
    view.dialog.kind_choice.setCurrentIndex(view.dialog.kind_choice.findText(
        "Expel from the round chosen (left out of the standings)"))
    view.dialog.accept()
    t = window.store.tournament()
    assert t.settings.expelled == (expelled,) and t.player(expelled).withdrawn_from == 2
    assert window.players.row(expelled - 1)[8].startswith("expelled from round 2")
    window.tabs.setCurrentWidget(window.standings_page)
    assert expelled not in window.standings_tpns and len(window.standings_tpns) == 7
