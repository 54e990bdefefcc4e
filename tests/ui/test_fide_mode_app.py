"""FIDE mode in the window (issue 25 acceptance): a round hand-edited in a manual-pairing session,
the difference from the engine confirmed and logged, undone and redone, FIDE mode left with a
double confirmation, and the ### lines of the exported TRF-2026, which the engine's reader reads."""
from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QMessageBox, QPushButton, QWidget

from arbiter_gui.app import create_main_window
from arbiter_gui.formats.trf import read_trf
from arbiter_gui.formats.trf_tournament import export_trf, tournament_from_trf
from arbiter_gui.tournament.engine_input import pair_next_round
from arbiter_gui.tournament.operations import ConfirmationNeeded, LeaveFideMode, SetResult
from arbiter_gui.tournament.warnings import Level
from arbiter_gui.ui import warnings
from tests.store.helpers import enter_results, random_players


def click(qtbot, parent: QWidget, text: str) -> None:
    button = next(b for b in parent.findChildren(QPushButton) if b.text() == text)
    assert button.isEnabled(), text
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)



def test_session_undo_leave_fide_mode_and_the_trf(qtbot, tmp_path: Path, asked: list[ConfirmationNeeded]) -> None:
    window = create_main_window()
    qtbot.addWidget(window)
    window.resize(1366, 768)
    assert window.new_file(str(tmp_path / "open.arbiter")), window.last_error
    assert window.windowTitle().startswith("[FIDE mode] ") and window.fide_mode.text() == "FIDE mode"
    window.add_players(random_players(4, random.Random(4)))
    assert "4 players cannot play 9 rounds" in window.fide_mode.text()  # before round 1 (VCL4THP Q62)
    window.add_players(random_players(8, random.Random(4))[4:])
    assert "8 players cannot play 9 rounds without two of them meeting twice (at most 7)" in window.fide_mode.text()
    rng = random.Random(9)
    pair_next_round(window.store, rng=rng)
    enter_results(window.store, 1, rng)
    pair_next_round(window.store, rng=rng)
    window.refresh()
    assert window.fide_mode.text() == "FIDE mode"  # the warning was for before round 1
    editor = window.pairing_editor
    window.tabs.setCurrentWidget(editor)

    assert not editor.swap_colours(1) and "start a manual-pairing session" in editor.error.text()  # refused
    click(qtbot, editor, "Start manual pairing")
    assert window.store.tournament().manual_session == 2
    editor.boards_view.selectRow(0)
    click(qtbot, editor, "Swap colours")
    if editor.pending is not None:  # a colour rule broken: the rule warnings stay
        click(qtbot, editor, "Apply anyway")
    assert window.store.tournament().round(2).hand_edited
    click(qtbot, editor, "End session and compare with the engine")
    [end] = asked
    assert [w.level for w in end.warnings] == [Level.CONFIRM] and end.needs_reason
    t = window.store.tournament()
    assert t.manual_session is None and [e.kind for e in t.integrity_log] == ["MPA"]
    window.tabs.setCurrentWidget(window.integrity_log)
    assert window.integrity_log.model.rowCount() == 1
    assert window.integrity_log.model.row(0)[2] == "manual pairing alteration"

    window.undo()  # the end of the session and its log entry
    assert window.store.tournament().integrity_log == () and window.integrity_log.model.rowCount() == 0
    assert window.store.tournament().manual_session == 2
    window.redo()
    assert window.integrity_log.model.rowCount() == 1

    click(qtbot, window.integrity_log, "Leave FIDE mode…")
    leave = asked[-1]
    assert leave.operation == LeaveFideMode() and leave.warnings[0].level == Level.DOUBLE_CONFIRM
    assert not window.store.tournament().settings.fide_mode
    assert window.windowTitle().startswith("[NOT in FIDE mode] ") and window.fide_mode.text() == "NOT in FIDE mode"
    assert not window.integrity_log.leave.isEnabled()
    window.grab().save(str(tmp_path / "log.png"))  # looked at when the scenario was written

    for number in range(1, len(window.store.tournament().round(2).boards) + 1):
        window.apply(SetResult(2, number, "1", "0"))
    path = tmp_path / "open.trf"
    export_trf(window.store.tournament(), path)
    hashes = [line for line in path.read_bytes().decode("utf-8").split("\r")
              if line.startswith("###") and not line.startswith("### Player ")]  # beside the players' notes
    assert len(hashes) == 2
    assert hashes[0].startswith("### MPA @ Round 2: board 1: ") and "colours reversed" in hashes[0]
    assert hashes[1].startswith("### FIDE mode @ Round 2: the tournament left FIDE mode; reason: arbiter's decision")
    again = tournament_from_trf(read_trf(str(path)))  # the engine's reader skips the comments
    assert len(again.players) == 8 and again.paired_rounds == 2


def test_level_4_asks_twice_level_3_once(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    from arbiter_gui.tournament.model import Tournament, TournamentSettings
    from arbiter_gui.tournament.operations import required

    questions: list[str] = []
    monkeypatch.setattr(warnings.ConfirmDialog, "exec", lambda self: QDialog.DialogCode.Accepted)
    monkeypatch.setattr(QMessageBox, "question", lambda *args: questions.append(args[2]) or
                        QMessageBox.StandardButton.Yes)
    t = Tournament.new(TournamentSettings())
    op = LeaveFideMode()
    needed = ConfirmationNeeded(op, required(op, t), True)
    assert warnings.confirmation(None, needed) is not None and len(questions) == 1
    level_3 = ConfirmationNeeded(op, required(op, t)[1:], True)
    assert warnings.confirmation(None, level_3) is not None and len(questions) == 1
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.No)
    assert warnings.confirmation(None, needed) is None  # the second answer is no: nothing applied


def test_the_reason_is_required(qtbot) -> None:
    from arbiter_gui.tournament.model import Tournament, TournamentSettings
    from arbiter_gui.tournament.operations import required

    t = Tournament.new(TournamentSettings())
    dialog = warnings.ConfirmDialog(ConfirmationNeeded(LeaveFideMode(), required(LeaveFideMode(), t), True))
    qtbot.addWidget(dialog)
    assert not dialog.confirm_button.isEnabled()
    dialog.reason.setText("club rules")
    assert dialog.confirm_button.isEnabled()


def test_the_round_count_warning_in_italian(qtbot, tmp_path: Path, italian) -> None:  # noqa: ANN001
    """The badge's warning (VCL4THP Q62) was printed in English in the Italian window (look9)."""
    window = create_main_window()
    qtbot.addWidget(window)
    assert window.new_file(str(tmp_path / "open.arbiter")), window.last_error
    window.add_players(random_players(4, random.Random(4)))
    assert "4 giocatori non possono giocare 9 turni" in window.fide_mode.text()
