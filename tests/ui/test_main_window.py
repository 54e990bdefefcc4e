"""The main window driven as an arbiter would: import a TRF, pair the next round off the GUI
thread, read the explanation, undo."""
from __future__ import annotations

from pathlib import Path

from arbiter_gui.app import create_main_window
from arbiter_gui.formats.trf import read_trf
from arbiter_gui.formats.trf_pairing import snapshot
from arbiter_gui.engine.dutch import pair_round

CASE = Path(__file__).parents[1] / "data" / "conformance" / "dutch" / "d700010_n120_r5of8.trf"


def test_import_pair_explain_undo(qtbot, tmp_path: Path) -> None:
    window = create_main_window()
    qtbot.addWidget(window)
    assert window.import_trf(str(CASE), str(tmp_path / "event.arbiter")), window.last_error
    assert window.players.rowCount() == 120
    window.pair_next_round()
    qtbot.waitUntil(lambda: not window.pairing_in_progress, timeout=30000)
    assert window.last_error == ""
    expected = pair_round(snapshot(read_trf(str(CASE))))
    assert window.last_pairing is not None
    assert window.last_pairing.pairing_lines() == expected.pairing_lines()
    assert window.boards.rowCount() == len(expected.boards) + (expected.bye is not None)
    assert window.explanation.toPlainText().startswith("Round 5, dutch system")
    assert "Bracket" in window.explanation.toPlainText()
    window.undo()
    assert window.store is not None and window.store.tournament().next_round == 5


def test_opening_a_file_that_is_not_a_tournament_changes_nothing(qtbot, tmp_path: Path) -> None:
    window = create_main_window()
    qtbot.addWidget(window)
    junk = tmp_path / "notes.arbiter"
    junk.write_bytes(b"just some text, not a tournament\n")
    assert not window.open_file(str(junk))
    assert window.last_error and window.store is None
    assert junk.read_bytes() == b"just some text, not a tournament\n"
