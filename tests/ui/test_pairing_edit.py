"""The pairing editor: an edit that breaks an absolute criterion waits for the arbiter (apply
anyway / cancel); a clean edit is emitted at once; a refused one is explained; the emitted
operation goes through a real store and the round is then shown as edited by hand."""
from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from arbiter_gui import store
from arbiter_gui.engine import systems
from arbiter_gui.formats.trf import read_trf
from arbiter_gui.formats.trf_tournament import tournament_from_trf
from arbiter_gui.store import Store
from arbiter_gui.tournament.engine_input import pairing_operation, snapshot
from arbiter_gui.tournament.manual_pairing import StartManualSession
from arbiter_gui.tournament.model import Board
from arbiter_gui.tournament.operations import EditPairing, SetResult, SwapColours
from arbiter_gui.ui.pairing_edit import PairingEditor

CASE = Path(__file__).parents[1] / "data" / "conformance" / "dutch" / "d700027_n7_r4of5.trf"


@pytest.fixture
def event(tmp_path: Path) -> Store:
    """7 players, round 4 paired by the engine: 1-3, 6-2, 7-5, bye 4; its manual-pairing session open."""
    t = tournament_from_trf(read_trf(str(CASE)))
    t = StartManualSession(4).apply(pairing_operation(systems.pair("dutch", snapshot(t))).apply(t))
    s = store.create(tmp_path / "seven.arbiter", tournament=t)
    yield s
    s.close()


@pytest.fixture
def editor(qtbot, event: Store) -> PairingEditor:
    widget = PairingEditor()
    qtbot.addWidget(widget)
    widget.set_tournament(event.tournament())
    return widget


def click(qtbot, widget: PairingEditor, text: str) -> None:
    qtbot.mouseClick(next(b for b in widget.findChildren(QPushButton) if b.text() == text), Qt.MouseButton.LeftButton)


def test_shows_the_last_round(editor: PairingEditor) -> None:
    assert editor.caption.text() == "Round 4 — paired"
    assert editor.boards_model.rowCount() == 3
    assert editor.boards_model.row(0) == ("1", "1 Test0001 Player0001", "2387", "2½", "3 Test0003 Player0003",
                                          "1835", "2½", "")
    assert editor.unpaired_label.text() == "Pairing-allocated bye: 4 Test0004 Player0004 (1819)"


def test_a_warning_is_confirmed_then_stored(qtbot, editor: PairingEditor, event: Store) -> None:
    editor.swap_a.setEditText("1")
    editor.swap_b.setEditText("Test0006")
    with qtbot.assertNotEmitted(editor.operation_requested):
        click(qtbot, editor, "Swap")
    assert not editor.confirm_frame.isHidden()
    assert [w.article for w in editor.pending_warnings] == ["C.04.3 C1, C.04.1 2"] * 2
    assert "have already played each other" in editor.warning_text.text()
    with qtbot.waitSignal(editor.operation_requested, timeout=1000) as signal:
        click(qtbot, editor, "Apply anyway")
    op = signal.args[0]
    assert op == EditPairing(4, (Board(6, 3), Board(1, 2), Board(7, 5)), {4: "U"}, "swap players 1 and 6")
    assert editor.confirm_frame.isHidden() and editor.pending is None
    event.apply(op)
    editor.set_tournament(event.tournament())
    assert editor.caption.text() == "Round 4 — edited by hand"
    assert editor.boards_model.row(1)[1] == "1 Test0001 Player0001"
    assert event.tournament().round(4).hand_edited


def test_a_warning_cancelled_emits_nothing(qtbot, editor: PairingEditor, event: Store) -> None:
    with qtbot.assertNotEmitted(editor.operation_requested):
        assert not editor.swap_players(7, 4)  # 7 had the bye in round 1 (C2)
        assert "pairing-allocated bye but already had one" in editor.warning_text.text()
        click(qtbot, editor, "Cancel")
    assert editor.pending is None and editor.confirm_frame.isHidden()
    assert not editor.confirm()  # nothing pending any more
    assert not event.tournament().round(4).hand_edited


def test_clean_edits_are_emitted_at_once(qtbot, editor: PairingEditor, event: Store) -> None:
    editor.boards_view.selectRow(0)
    with qtbot.waitSignal(editor.operation_requested, timeout=1000) as signal:
        click(qtbot, editor, "Swap colours")
    assert signal.args[0] == SwapColours(4, 1)
    # unpairing leaves two players without an opponent: confirmed, then they are paired again
    assert not editor.unpair(2)
    assert [str(w) for w in editor.pending_warnings] == [
        "Test0002 Player0002 (2) is left without an opponent and without the bye (C.04.3 1.9.1)",
        "Test0006 Player0006 (6) is left without an opponent and without the bye (C.04.3 1.9.1)"]
    with qtbot.waitSignal(editor.operation_requested, timeout=1000) as signal:
        editor.confirm()
    event.apply(signal.args[0])
    editor.set_tournament(event.tournament())
    assert "Left without an opponent: 2 Test0002 Player0002 (2281); 6 Test0006 Player0006 (1213)" in \
        editor.unpaired_label.text()
    assert [editor.pair_white.itemData(i) for i in range(editor.pair_white.count())] == [2, 4, 6]
    editor.pair_white.choose(6)
    editor.pair_black.choose(2)
    with qtbot.waitSignal(editor.operation_requested, timeout=1000) as signal:
        click(qtbot, editor, "Pair")
    assert signal.args[0].boards[-1] == Board(6, 2)


def test_refusals_are_explained(qtbot, editor: PairingEditor, event: Store) -> None:
    event.apply(SetResult(4, 2, "1", "0"))
    editor.set_tournament(event.tournament())
    with qtbot.assertNotEmitted(editor.operation_requested):
        click(qtbot, editor, "Unpair the board")
        assert editor.error.text() == "select a board in the list first"
        editor.boards_view.selectRow(1)
        click(qtbot, editor, "Unpair the board")
        assert editor.error.text() == "board 2 of round 4 already has a result: clear it first"
        click(qtbot, editor, "Give the bye")
        assert editor.error.text() == "choose the player(s) first: type a name or a pairing number"
        editor.bye_player.setEditText("3")  # 3 is on a board: not offered, refused
        click(qtbot, editor, "Give the bye")
        assert editor.error.text().startswith("choose the player(s) first")
        assert editor.give_pab(3) is False
        assert editor.error.text() == "player 3 cannot get the bye: he is on a board"


def test_nothing_paired(qtbot) -> None:
    widget = PairingEditor()
    qtbot.addWidget(widget)
    assert widget.caption.text() == "No round is paired yet" and not widget.isEnabled()
