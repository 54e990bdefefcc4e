"""The main window driven as an arbiter would: import a TRF, pair the next round off the GUI
thread, read the explanation, undo."""
from __future__ import annotations

import re
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
    report = tmp_path / "report.pdf"
    assert window.save_pairing_report(str(report))
    pdf = report.read_bytes()
    assert pdf.startswith(b"%PDF") and len(re.findall(rb"/Type\s*/Page[^s]", pdf)) >= 3  # 60 boards, 10 brackets
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


def test_results_typed_on_the_keyboard_are_saved_and_standings_follow(qtbot, tmp_path: Path) -> None:
    window = create_main_window()
    qtbot.addWidget(window)
    small = CASE.with_name("d700027_n7_r4of5.trf")  # 7 players, round 4 of 5 to pair
    assert window.import_trf(str(small), str(tmp_path / "small.arbiter")), window.last_error
    assert window.standings_model.rowCount() == 7  # after round 3
    window.pair_next_round()
    qtbot.waitUntil(lambda: not window.pairing_in_progress, timeout=30000)
    window.tabs.setCurrentIndex(1)
    view = window.boards_view
    view.setFocus()
    view.selectRow(0)
    for key in ("1", "=", "-"):
        qtbot.keyClicks(view, key)
    t = window.store.tournament()
    round4 = t.round(4)
    assert [(b.white_result, b.black_result) for b in round4.boards] == [("1", "0"), ("=", "="), ("-", "+")]
    assert view.currentIndex().row() == 3  # moved past the three boards (the bye row is next)
    # round 4 complete: standings now count it; the white winner of board 1 gained a point
    first = round4.boards[0].white
    row = next(r for r in range(7) if window.standings_model.row(r)[1].startswith(f"{first} "))
    assert float(window.standings_model.row(row)[2]) == float(t.score(first, 4)) + 1
    assert window.undo_action.text().startswith("&Undo result -/+")
    window.undo_action.trigger()  # Edit > Undo (Ctrl+Z needs an active window, which offscreen has not)
    assert window.store.tournament().round(4).boards[2].white_result is None
