"""The arbiter's day, driven through the real window as a user would: create a tournament in the
settings dialog, import 30 players from a CSV file, pair five rounds with the engine on the
worker thread, type every result on the boards view, withdraw a player, admit a late entry,
undo and redo an edit, and read the standings, checked against values computed by hand."""
from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from arbiter_gui.app import create_main_window
from arbiter_gui.ui.main_window import MainWindow

PLAYERS = Path(__file__).parents[1] / "data" / "players" / "thirty.csv"


def new_tournament_dialog(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str,  # noqa: ANN001
                          file: str) -> tuple[MainWindow, object]:
    """File > New tournament in a new window: its settings dialog with ``name`` typed, the file to be
    saved as ``tmp_path / file``."""
    window = create_main_window()
    qtbot.addWidget(window)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(tmp_path / file), ""))
    window.new_action.trigger()
    window.dialog.set_text("name", name)
    return window, window.dialog


def type_keys(qtbot, window: MainWindow, keys: str) -> None:  # noqa: ANN001
    """``keys`` typed on the Rounds tab's boards view from its first row (a result key per board)."""
    window.tabs.setCurrentWidget(window.rounds_page)
    view = window.boards_view
    view.setFocus()
    view.selectRow(0)
    qtbot.keyClicks(view, keys)


def _click_ok(qtbot, dialog) -> None:  # noqa: ANN001 - pytest-qt's fixture
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)


def _pair(qtbot, window: MainWindow) -> None:  # noqa: ANN001
    window.pair_action.trigger()
    qtbot.waitUntil(lambda: not window.pairing_in_progress, timeout=60000)
    assert window.last_error == ""


def _type_results(qtbot, window: MainWindow) -> None:  # noqa: ANN001
    """The stronger player (the lower pairing number) wins every game: '1' when he has White,
    '0' when he has Black, typed board after board from the first row."""
    window.tabs.setCurrentIndex(window.tabs.indexOf(window.boards_view.parentWidget()))
    t = window.store.tournament()
    rnd = t.round(t.paired_rounds)
    view = window.boards_view
    view.setFocus()
    view.selectRow(0)
    for board in rnd.boards:
        qtbot.keyClicks(view, "1" if board.white < board.black else "0")
    assert window.store.tournament().round(rnd.number).missing_results() == []


def _select(window: MainWindow, name: str) -> int:
    t = window.store.tournament()
    tpn = next(tpn for tpn, p in t.players.items() if p.name == name)
    window.players_view.select(tpn)
    return tpn


def test_a_tournament_from_start_to_standings(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window, dialog = new_tournament_dialog(qtbot, tmp_path, monkeypatch, "Open di Prova", "open.arbiter")
    dialog.set_text("city", "Torino")
    dialog.rounds.setValue(5)
    dialog.initial_colour.setCurrentIndex(dialog.initial_colour.findText(dialog.tr("White")))
    dialog.set_text("tiebreaks", "BH-C1, BH, SB, WIN")
    _click_ok(qtbot, dialog)
    assert window.store is not None and window.last_error == ""
    assert window.store.tournament().settings.rounds == 5

    # 30 players from the CSV, numbered by rating (C.04.2 2.2)
    assert window.import_players(str(PLAYERS)), window.last_error
    assert window.players.rowCount() == 30
    assert window.players.row(0)[:2] == ("1", "Rossi, Marco")

    for _ in range(3):
        _pair(qtbot, window)
        _type_results(qtbot, window)

    # Players > Withdraw: Leone, Elisa (30) plays no more from round 4 (C.04.2 3.2)
    _select(window, "Leone, Elisa")
    window.players_view.withdraw_action.trigger()
    _click_ok(qtbot, window.players_view.dialog)
    # Players > Late entry: Neri, Tommaso, rated 2005, plays from round 4 (C.04.2 2.4)
    window.players_view.late_action.trigger()
    entry = window.players_view.dialog
    entry.set_text("name", "Neri, Tommaso")
    entry.set_text("fide_rating", "2005")
    entry.set_text("federation", "ITA")
    _click_ok(qtbot, entry)
    question = window.players_view.question  # C.04.2 2.3-2.5: renumbering is the arbiter's choice
    assert question is not None and "ranks as No. 15" in question.text()
    next(b for b in question.buttons() if b.text() == "Renumber").click()
    t = window.store.tournament()
    assert len(t.players) == 31 and window.last_error == ""

    for _ in range(2):
        _pair(qtbot, window)
        _type_results(qtbot, window)

    # the late entry took pairing number 15 (C.04.2 2.4: placed by rating before round 4),
    # so from here on the numbers are the final ones: Leone, Elisa is 31
    t = window.store.tournament()
    assert t.player(15).name == "Neri, Tommaso" and t.player(31).withdrawn_from == 4
    assert t.round(4).unpaired == {31: "Z"} and t.round(5).unpaired == {31: "Z"}

    # Players > Edit, then Edit > Undo and Edit > Redo
    gallo = _select(window, "Gallo, Anna")
    window.players_view.edit_action.trigger()
    window.players_view.dialog.set_text("club", "Scacchi Asti")
    _click_ok(qtbot, window.players_view.dialog)
    assert window.store.tournament().player(gallo).club == "Scacchi Asti"
    window.undo_action.trigger()
    assert window.store.tournament().player(gallo).club == "Circolo Milano"
    window.redo_action.trigger()
    assert window.store.tournament().player(gallo).club == "Scacchi Asti"

    # Standings after round 5, by hand. The pairings the engine made (final numbers; the lower
    # number won every game, as typed):
    #   R1: 1-17 2-18 3-19 4-20 5-21 6-22 7-23 8-24 ...       R2: 1-8 2-9 3-10 4-11 5-12 6-13 7-14 ...
    #   R3: 1-5 2-7 3-6 4-16 8-18 9-19 10-20 11-21 12-22 ...  R4: 1-4 2-3 5-11 6-16 7-10 8-13 9-12 ...
    #   R5: 1-2 3-8 4-7 5-9 6-14 ...
    # so the scores are: 1 -> 5; 2, 3, 4, 5, 6 -> 4 (each lost once: 2 to 1, 3 to 2, 4 to 1,
    # 5 to 1, 6 to 3); 7-14 and 16 -> 3; 17-22 -> 2. Buchholz = sum of the opponents' scores,
    # BH-C1 drops the lowest, SB = sum of the scores of the opponents beaten (C.07 8.1, 14, 9.1):
    #   1: 17(2) 8(3) 5(4) 4(4) 2(4)  -> BH 17, BH-C1 15, SB 17 (beat all), WIN 5
    #   2: 18(2) 9(3) 7(3) 3(4) 1(5)  -> BH 17, BH-C1 15, SB 2+3+3+4 = 12, WIN 4
    #   3: 19(2) 10(3) 6(4) 2(4) 8(3) -> BH 16, BH-C1 14, SB 2+3+4+3 = 12
    #   4: 20(2) 11(3) 16(3) 1(5) 7(3) -> BH 16, BH-C1 14, SB 2+3+3+3 = 11
    #   5: 21(2) 12(3) 1(5) 11(3) 9(3) -> BH 16, BH-C1 14, SB 2+3+3+3 = 11: equal to 4 on
    #      everything, so they share 4th place (C.07 4.2 leaves the lot to the arbiter)
    #   6: 22(2) 13(3) 3(4) 16(3) 14(3) -> BH 15, BH-C1 13, SB 2+3+3+3 = 11
    # The late entry (15: beat 29 and 26) has 2 points; the withdrawn 31 lost his 3 games: 0.
    window.tabs.setCurrentWidget(window.standings_page)
    model = window.standings_model
    assert [model.headerData(c, Qt.Orientation.Horizontal) for c in range(5, 9)] == ["BH-C1", "BH", "SB", "WIN"]
    top = [model.row(r)[:2] + model.row(r)[4:] for r in range(6)]  # without federation and rating
    assert top == [
        ("1", "1 Rossi, Marco", "5", "15", "17", "17", "5"),
        ("2", "2 Russo, Giulia", "4", "15", "17", "12", "4"),
        ("3", "3 Ferrari, Luca", "4", "14", "16", "12", "4"),
        ("4=", "4 Esposito, Sofia", "4", "14", "16", "11", "4"),
        ("4=", "5 Bianchi, Andrea", "4", "14", "16", "11", "4"),
        ("6", "6 Romano, Chiara", "4", "13", "15", "11", "4"),
    ]
    rows = {model.row(r)[1]: model.row(r) for r in range(model.rowCount())}
    assert len(rows) == 31
    assert rows["15 Neri, Tommaso"][4] == "2" and rows["31 Leone, Elisa (withdrawn)"][4] == "0"
    assert model.row(30)[1] == "31 Leone, Elisa (withdrawn)"
