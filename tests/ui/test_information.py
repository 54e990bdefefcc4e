"""Issue 23, "wrong or lost information", met as the arbiter meets it on the real window: the
round the standings count, withdrawn players, late entries, the decision record after a restart,
Double-Swiss and team screens."""
from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog

from arbiter_gui.app import create_main_window
from arbiter_gui.tournament import double_swiss
from arbiter_gui.tournament.operations import SetResult
from arbiter_gui.reports.catalogue import DocumentKind, printable
from arbiter_gui.ui.main_window import MainWindow
from tests.ui.test_end_to_end import PLAYERS, _click_ok

CONFORMANCE = Path(__file__).parents[1] / "data" / "conformance" / "dutch"
SMALL = CONFORMANCE / "d700027_n7_r4of5.trf"  # 7 players, rounds 1-3 played, round 4 of 5 to pair


def _window(qtbot, tmp_path: Path, trf: Path = SMALL) -> MainWindow:
    window = create_main_window()
    qtbot.addWidget(window)
    assert window.import_trf(str(trf), str(tmp_path / "event.arbiter")), window.last_error
    return window


def _pair(qtbot, window: MainWindow) -> None:
    window.pair_next_round()
    qtbot.waitUntil(lambda: not window.pairing_in_progress, timeout=30000)
    assert window.last_error == ""


def test_standings_and_crosstable_count_the_last_round_with_every_result(qtbot, tmp_path: Path) -> None:
    window = _window(qtbot, tmp_path)
    _pair(qtbot, window)  # round 4 paired, no result yet
    assert window.crosstable.caption.text() == "Crosstable after round 3: 7 players"
    window.open_documents()
    dialog = window.documents
    assert dialog is not None
    for kind in (DocumentKind.STANDINGS, DocumentKind.CROSSTABLE):
        dialog.kind.setCurrentIndex(dialog.kind.findData(kind.name))
        assert dialog.round.value() == 3 and dialog.round.maximum() == 4
        assert "after round 3</h1>" in printable(kind, window.store.tournament(), dialog.round.value()).html
    dialog.kind.setCurrentIndex(dialog.kind.findData(DocumentKind.PAIRINGS.name))
    assert dialog.round.value() == 4  # the pairing sheet is the new round's
    dialog.kind.setCurrentIndex(dialog.kind.findData(DocumentKind.STANDINGS.name))
    dialog.round.setValue(4)  # chosen on purpose: the page says it is not final
    html = printable(DocumentKind.STANDINGS, window.store.tournament(), 4).html
    assert "Standings after round 4 (3 results missing)</h1>" in html
    window.enter_result(1, "1", "0")
    assert window.crosstable.caption.text() == "Crosstable after round 3: 7 players"


def test_double_swiss_game_1_results_do_not_warn_and_the_system_has_its_name(
        qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window = create_main_window()
    qtbot.addWidget(window)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(tmp_path / "ds.arbiter"), ""))
    window.new_action.trigger()
    dialog = window.dialog
    dialog.system.setCurrentIndex(dialog.system.findData(double_swiss.SYSTEM))
    dialog.rounds.setValue(3)
    _click_ok(qtbot, dialog)
    assert window.import_players(str(PLAYERS)), window.last_error
    _pair(qtbot, window)
    assert window.explanation.toPlainText().startswith("Round 1, Double-Swiss system")
    assert "Double-Swiss system" in window.explanation_panel.summary.text()
    assert "double_swiss" not in window.explanation.toPlainText() + window.explanation_panel.summary.text()
    window.enter_result(1, "1", "0")  # game 1 of match 1: its game 2 was paired with it
    assert window.status.text() == "result 1/0: round 1, board 1", window.status.text()
    for number in (1, 2):
        for board in range(1, len(window.store.tournament().round(number).boards) + 1):
            assert window.apply(SetResult(number, board, "=", "="))
    _pair(qtbot, window)  # match 2: a correction of match 1 now counts from the next pairing on
    window.round_choice.setCurrentIndex(0)
    window.enter_result(1, "0", "1")
    assert window.status.text().endswith("match 2 is already paired: this correction counts from the next "
                                         "pairing on (C.04.2 4.3)"), window.status.text()
