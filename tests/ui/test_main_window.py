"""The main window driven as an arbiter would: import a TRF, pair the next round off the GUI
thread, read the explanation, undo."""
from __future__ import annotations

import re
from fractions import Fraction
from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QMessageBox, QWidget

from arbiter_gui.app import create_main_window
from arbiter_gui.formats.trf import read_trf
from arbiter_gui.formats.trf_pairing import snapshot
from arbiter_gui.engine.swiss.dutch.pairing import pair_round
from arbiter_gui.tournament.model import Player
from arbiter_gui.tournament.operations import AddPlayer, RemovePlayer, Withdraw

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
    assert window.explanation.toPlainText().startswith("Round 5, Dutch system")
    assert "Bracket" in window.explanation.toPlainText()
    report = tmp_path / "report.pdf"
    assert window.save_pairing_report(str(report))
    pdf = report.read_bytes()
    assert pdf.startswith(b"%PDF") and len(re.findall(rb"/Type\s*/Page[^s]", pdf)) >= 3  # 60 boards, 10 brackets
    window.undo()
    assert window.store is not None and window.store.tournament().next_round == 5
    assert window.last_pairing is None and not window.report_action.isEnabled()  # it explained an undone pairing


def test_a_pairing_undone_and_redone_is_explained_again(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    """Round 6 paired, undone, redone: its own explanation comes back from its record, not round 5's
    (kept since the undo, it stayed shown as if it were round 6's)."""
    window = create_main_window()
    qtbot.addWidget(window)
    assert window.import_trf(str(CASE), str(tmp_path / "event.arbiter")), window.last_error
    for expected_round in (5, 6):
        window.pair_next_round()
        qtbot.waitUntil(lambda: not window.pairing_in_progress, timeout=30000)
        assert window.last_round == expected_round
        for n, board in enumerate(window.store.tournament().round(expected_round).boards, start=1):
            if board.black is not None and expected_round == 5:
                window.enter_result(n, "1", "0")
    sixth = window.explanation.toPlainText()
    assert sixth.startswith("Round 6")
    window.undo()
    qtbot.waitUntil(lambda: window.last_round == 5 and window.explanation.toPlainText().startswith("Round 5"),
                    timeout=30000)
    window.redo()
    qtbot.waitUntil(lambda: window.last_round == 6, timeout=30000)
    assert window.last_pairing.round == 6 and window.explanation.toPlainText() == sixth


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
    window.tabs.setCurrentWidget(window.standings_page)
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
    window.tabs.setCurrentWidget(window.standings_page)
    row = next(r for r in range(7) if window.standings_model.row(r)[1].startswith(f"{first} "))
    assert Fraction(window.standings_model.row(row)[4].replace("½", ".5")) == t.score(first, 4) + 1
    assert window.undo_action.text().startswith("&Undo result -/+")
    window.undo_action.trigger()  # Edit > Undo (Ctrl+Z needs an active window, which offscreen has not)
    assert window.store.tournament().round(4).boards[2].white_result is None


def test_a_damaged_tournament_file_changes_nothing(qtbot, tmp_path: Path) -> None:
    window = create_main_window()
    qtbot.addWidget(window)
    good = tmp_path / "good.arbiter"
    assert window.import_trf(str(CASE.with_name("d700027_n7_r4of5.trf")), str(good))
    window.close()
    damaged = tmp_path / "damaged.arbiter"
    damaged.write_bytes(good.read_bytes()[:3000])  # cut short
    before = damaged.read_bytes()
    other = create_main_window()
    qtbot.addWidget(other)
    assert not other.open_file(str(damaged))
    assert other.last_error and other.store is None
    assert damaged.read_bytes() == before and sorted(p.name for p in tmp_path.iterdir()) == ["damaged.arbiter",
                                                                                             "good.arbiter"]


class _Probe(QWidget):
    """A view following the add_view contract."""

    operation_requested = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.seen: list[object] = []

    def set_tournament(self, tournament: object) -> None:
        self.seen.append(tournament)


def test_views_plug_in_and_every_change_goes_through_apply(qtbot, tmp_path: Path) -> None:
    window = create_main_window()
    qtbot.addWidget(window)
    probe = _Probe()
    window.add_view("Probe", probe)
    assert window.tabs.tabText(window.tabs.count() - 1) == "Probe" and probe.seen == [None]
    window.tabs.setCurrentWidget(probe)  # a view is brought up to date while its tab is in front
    assert window.new_file(str(tmp_path / "t.arbiter"))
    assert probe.seen[-1].players == {}
    probe.operation_requested.emit(AddPlayer(Player(0, "Neri, Tommaso", fide_rating=2005)))
    assert [p.name for p in probe.seen[-1].players.values()] == ["Neri, Tommaso"]
    seen = len(probe.seen)
    window.tabs.setCurrentWidget(window.players_view)
    assert window.players.rowCount() == 1
    assert len(probe.seen) == seen  # the probe, hidden, is not refreshed ...
    window.tabs.setCurrentWidget(probe)
    assert len(probe.seen) == seen  # ... nor when shown again with nothing changed
    # a refusal is a message, not an exception, and changes nothing
    probe.operation_requested.emit(RemovePlayer(5))
    assert window.last_error == "there is no player with pairing number 5"
    assert not window.apply(Withdraw(1, 99))
    assert len(window.store.tournament().players) == 1
    window.undo()
    assert probe.seen[-1].players == {}


def test_delete_the_last_pairing_to_pair_again(qtbot, tmp_path: Path) -> None:
    window = create_main_window()
    qtbot.addWidget(window)
    assert window.import_trf(str(CASE.with_name("d700027_n7_r4of5.trf")), str(tmp_path / "small.arbiter"))
    assert window.delete_pairing_action.isEnabled()
    assert not window.delete_last_pairing()  # round 3 has results: refused without confirmation
    assert "round 3 already has" in window.last_error
    assert window.delete_last_pairing(force=True)  # what the confirmed menu action does
    t = window.store.tournament()
    assert t.paired_rounds == 2 and window.round_choice.count() == 2
    window.pair_next_round()
    qtbot.waitUntil(lambda: not window.pairing_in_progress, timeout=30000)
    assert window.store.tournament().paired_rounds == 3 and window.last_pairing.round == 3


def test_recent_files_and_save_as(qtbot, tmp_path: Path) -> None:
    window = create_main_window()
    qtbot.addWidget(window)
    first, second = tmp_path / "a.arbiter", tmp_path / "b.arbiter"
    assert window.new_file(str(first)) and window.new_file(str(second))
    assert window.recent_files() == [str(second), str(first)]
    assert [a.text() for a in window.recent_menu.actions()] == [str(second), str(first)]
    window.recent_menu.actions()[1].trigger()
    assert Path(window.store.path) == first
    window.apply(AddPlayer(Player(0, "Neri, Tommaso")))
    copy = tmp_path / "copy.arbiter"
    assert window.save_as(str(copy))
    assert Path(window.store.path) == copy and len(window.store.tournament().players) == 1
    assert window.windowTitle().endswith("copy.arbiter")
    again = create_main_window()
    qtbot.addWidget(again)
    assert again.recent_files()[0] == str(copy)  # kept in the preferences


def test_the_explanation_beside_the_boards_follows_the_clicked_board(qtbot, tmp_path: Path) -> None:
    """The bracket panel shows the pairing just made; clicking a board selects the bracket that
    paired it; the reasons arrive from the worker; documents open on the tournament."""
    window = create_main_window()
    qtbot.addWidget(window)
    assert window.import_trf(str(CASE), str(tmp_path / "event.arbiter")), window.last_error
    window.pair_next_round()
    qtbot.waitUntil(lambda: not window.pairing_in_progress, timeout=30000)
    qtbot.waitUntil(lambda: window.last_explained is not None, timeout=60000)
    assert "receives the pairing-allocated bye" in window.explanation.toPlainText() or window.last_pairing.bye is None
    panel = window.explanation_panel
    assert panel.brackets.count() == len(window.last_pairing.brackets)
    t = window.store.tournament()
    last_board = t.round(5).boards[-1]
    window.boards_view.selectRow(len(t.round(5).boards) - 1)
    bracket = next(i for i, r in enumerate(window.last_pairing.brackets)
                   if any(set(p) == set(last_board.players) for p in r.pairs))
    assert panel.brackets.currentRow() == bracket
    assert window.round_caption.text() == "Round 5 — paired"
    window.open_documents()
    assert window.documents is not None and window.documents.isVisible()
    window.documents.close()


def test_the_charts_tab_is_built_when_first_shown(qtbot, tmp_path: Path) -> None:
    window = create_main_window()
    qtbot.addWidget(window)
    window.show()
    assert window.import_trf(str(CASE), str(tmp_path / "event.arbiter")), window.last_error
    assert window.charts.view is None  # pyqtgraph not needed at start-up
    window.tabs.setCurrentWidget(window.charts)
    assert window.charts.view is not None
    window.charts.view.export_png(str(tmp_path / "chart.png"))
    assert (tmp_path / "chart.png").stat().st_size > 1000


def test_import_reads_as_the_command_line(qtbot, tmp_path: Path, capsys) -> None:
    """File > Import and ``arbiter-pair`` refuse the same damaged file with the same message (shown in a
    message box, never nothing), and show the same warnings for the lines they skip."""
    from arbiter_gui import cli
    from arbiter_gui.formats.trf_tournament import load_trf

    source = CASE.with_name("d700027_n7_r4of5.trf").read_bytes()
    damaged = tmp_path / "damaged.trf"
    damaged.write_bytes(source.replace(b"\r001    3", b"\r\xe2\x80\x8b001    3", 1))  # a zero-width space
    window = create_main_window()
    qtbot.addWidget(window)
    assert not window.import_trf(str(damaged), str(tmp_path / "damaged.arbiter"))
    assert cli.main(["--dutch", str(damaged), "-c"]) == 3
    assert capsys.readouterr().err == f"arbiter-pair: {window.last_error}\n"
    assert "line 4" in window.last_error and window.findChild(QMessageBox) is not None
    assert not (tmp_path / "damaged.arbiter").exists()
    commented = tmp_path / "commented.trf"
    commented.write_bytes(b"### made by hand\r" + source)
    assert window.import_trf(str(commented), str(tmp_path / "commented.arbiter")), window.last_error
    # bbpPairings' generator wrote the starting rank in the rank column: findings of the standings only
    assert cli.main(["--dutch", str(commented), "-c"]) == cli.EXIT_FINDINGS
    warnings = capsys.readouterr().err.removeprefix("arbiter-pair: warning: ").removesuffix("\n")
    assert warnings.endswith("line 1: comment lines skipped")
    # the window then reviews the defaults the import applied (issue 26, VCL4THP Q48, Q50)
    assert window.last_notice == "\n".join((warnings, *load_trf(str(commented)).review))
