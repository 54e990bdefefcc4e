"""A Double-Swiss event (C.04.5) driven through the real window: the settings dialog offers the
system and counts matches, every match is paired on the worker thread into two games with the
colours reversed, each game's results are typed on the boards view (the rare ½-0 and 0-0
included), and the standings count game points, checked against the points added up here."""
from __future__ import annotations

from collections import Counter
from fractions import Fraction
from pathlib import Path

import pytest

from arbiter_gui.tournament import double_swiss
from tests.ui.test_end_to_end import PLAYERS, _click_ok, _pair, new_tournament_dialog

MATCHES = 4
POINTS = {"1": Fraction(1), "=": Fraction(1, 2), "0": Fraction(0)}
KEY_CODES = {"1": ("1", "0"), "0": ("0", "1"), "=": ("=", "="), "w": ("=", "0"), "x": ("0", "0")}


def key_for(board_number: int, game: int, white: int, black: int) -> str:
    """Game 1: the lower pairing number wins. Game 2: a draw on board 1, ½-0 on board 2, 0-0 on
    board 3 (the rare results of the Preface), the lower number wins elsewhere."""
    if game == 2 and board_number <= 3:
        return {1: "=", 2: "w", 3: "x"}[board_number]
    return "1" if white < black else "0"


def test_a_double_swiss_event_through_the_window(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window, dialog = new_tournament_dialog(qtbot, tmp_path, monkeypatch, "Double-Swiss di Prova", "ds.arbiter")
    dialog.system.setCurrentIndex(dialog.system.findData(double_swiss.SYSTEM))
    dialog.rounds.setValue(MATCHES)
    dialog.initial_colour.setCurrentIndex(dialog.initial_colour.findText(dialog.tr("White")))
    _click_ok(qtbot, dialog)
    t = window.store.tournament()
    assert t.settings.system == "double_swiss" and t.settings.rounds == 2 * MATCHES and len(t.rounds) == 8
    assert window.import_players(str(PLAYERS)), window.last_error

    points: Counter[int] = Counter()
    for match in range(1, MATCHES + 1):
        _pair(qtbot, window)
        t = window.store.tournament()
        assert t.paired_rounds == 2 * match
        games = double_swiss.match_rounds(t.settings, 2 * match - 1)
        for number in games:
            window.tabs.setCurrentIndex(1)
            window.round_choice.setCurrentIndex(number - 1)
            assert window.round_choice.currentText() == f"Match {match} · game {double_swiss.game_of(number)}"
            view = window.boards_view
            view.setFocus()
            view.selectRow(0)
            for board_number, board in enumerate(t.round(number).boards, start=1):
                key = key_for(board_number, double_swiss.game_of(number), board.white, board.black)
                qtbot.keyClicks(view, key)
                white_code, black_code = KEY_CODES[key]
                points[board.white] += POINTS[white_code]
                points[board.black] += POINTS[black_code]
            assert window.store.tournament().round(number).missing_results() == [], window.last_error
        game1, game2 = (window.store.tournament().round(n) for n in games)
        assert [(b.black, b.white) for b in game2.boards] == [b.players for b in game1.boards]  # 4.4

    assert window.pair_action.isEnabled() is False  # every match is paired
    window.tabs.setCurrentWidget(window.standings_page)
    model = window.standings_model
    shown = {int(model.row(r)[1].split()[0]): Fraction(model.row(r)[4].replace("½", ".5") or "0")
             for r in range(model.rowCount())}
    assert shown == {tpn: points[tpn] for tpn in window.store.tournament().players}
    assert sum(points.values()) < 2 * MATCHES * 15  # the 0-0 games gave nobody a point
