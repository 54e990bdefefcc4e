"""Issue 23, "wrong or lost information", met as the arbiter meets it on the real window: the
round the standings count, withdrawn players, late entries, the decision record after a restart,
Double-Swiss and team screens."""
from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication, QFileDialog, QPushButton

from arbiter_gui.app import create_main_window
from arbiter_gui.formats.trf_tournament import export_trf
from arbiter_gui.formats.xlsx import build_workbook
from arbiter_gui.tournament import double_swiss
from arbiter_gui.tournament.model import Member, Player, RequestKind
from arbiter_gui.tournament.operations import SetRequest, SetResult, Withdraw
from arbiter_gui.tournament.team.operations import AddTeam, SetGameResult
from arbiter_gui.reports.catalogue import DocumentKind, printable
from arbiter_gui.store import open as open_store
from arbiter_gui.store.backups import DEFAULT_KEEP, backups
from arbiter_gui.ui import warnings
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
    window.tabs.setCurrentWidget(window.crosstable)
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
    assert "Standings after round 4 (not final: 3 results missing)</h1>" in html
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
    # ... and is a late correction (a pairing-integrity event, C.04.2 4.3): confirmed with a reason
    monkeypatch.setattr(warnings, "ask", lambda parent, needed: "scoresheet misread")
    window.round_choice.setCurrentIndex(0)
    window.enter_result(1, "0", "1")
    assert window.status.text().endswith("match 2 is already paired: this correction counts from the next "
                                         "pairing on (C.04.2 4.3)"), window.status.text()


def test_team_event_short_rosters_standings_and_dialog(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window = create_main_window()
    qtbot.addWidget(window)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(tmp_path / "team.arbiter"), ""))
    window.new_action.trigger()
    dialog = window.dialog
    dialog.system.setCurrentIndex(dialog.system.findData("team"))
    dialog.rounds.setValue(3)
    dialog.boards.setValue(4)
    _click_ok(qtbot, dialog)
    view = window.teams_view
    window.tabs.setCurrentWidget(view)
    view.add_button.click()  # the dialog: roomy, and "Add member" goes straight to the new name
    team_dialog = view.dialog
    assert team_dialog.width() >= 600 and team_dialog.height() >= 500
    team_dialog.show()
    team_dialog.activateWindow()
    qtbot.waitUntil(team_dialog.isActiveWindow)
    add = next(b for b in team_dialog.findChildren(QPushButton) if b.text() == "Add member")
    add.click()
    assert team_dialog.table.currentRow() == 0
    assert team_dialog.table.isAncestorOf(QApplication.focusWidget())  # the name's editor
    assert team_dialog.table.state() == QAbstractItemView.State.EditingState
    team_dialog.reject()
    for team in range(1, 5):  # team 4 has a single member
        members = tuple(Member(f"Player {team}.{k}", rating=2400 - 10 * team - k) for k in range(1, 6 if team < 4 else 2))
        assert window.apply(AddTeam(Player(0, f"Team {team}"), members)), window.last_error
    _pair(qtbot, window)
    t = window.store.tournament()
    assert "team 4 Team 4 has 1 member(s) for 4 boards: boards 2-4 lost by forfeit" in window.status.text()
    match = next(n for n, b in enumerate(t.round(1).boards, start=1) if 4 in b.players)
    board = t.round(1).boards[match - 1]
    home = board.white == 4
    window.last_error = ""
    assert not window.apply(SetGameResult(1, match, 2, "1", "0"))  # team 4 has no player on board 2
    assert "has no player for board 2" in window.last_error
    for game in range(1, 5):
        if game == 1:
            codes = ("1", "0")
        else:  # kept as paired: the team without a player loses by forfeit
            codes = ("-", "+") if home else ("+", "-")
        assert window.apply(SetGameResult(1, match, game, *codes)), window.last_error
    other = next(n for n in range(1, 3) if n != match)
    for game in range(1, 5):
        assert window.apply(SetGameResult(1, other, game, "=", "=")), window.last_error
    window.tabs.setCurrentWidget(window.team_standings)
    headers = [window.team_standings.model.headerData(c, Qt.Orientation.Horizontal)
               for c in range(window.team_standings.model.columnCount())]
    assert headers.count("GP") == 1 and headers[:4] == ["Rank", "Team", "MP", "GP"]
    html = printable(DocumentKind.STANDINGS, window.store.tournament(), 1).html
    assert "<th>MP</th><th>GP</th>" in html and html.count("<th>GP</th>") == 1 and "<th>Rtg</th>" not in html


def test_the_decision_record_survives_a_restart_and_undo(qtbot, tmp_path: Path) -> None:
    window = _window(qtbot, tmp_path, CONFORMANCE / "d700010_n120_r5of8.trf")
    _pair(qtbot, window)
    qtbot.waitUntil(lambda: window.last_explained is not None, timeout=60000)
    text, summary = window.explanation.toPlainText(), window.explanation_panel.summary.text()
    pairing = window.last_pairing
    path = window.store.path
    window.close()

    again = create_main_window()
    qtbot.addWidget(again)
    assert again.open_file(str(path)), again.last_error
    assert again.last_pairing == pairing and again.last_round == 5
    assert again.explanation_panel.summary.text() == summary
    qtbot.waitUntil(lambda: again.last_explained is not None, timeout=60000)
    assert again.explanation.toPlainText() == text and "Bracket" in text
    assert again.report_action.isEnabled()
    report = tmp_path / "report.pdf"
    assert again.save_pairing_report(str(report)) and report.read_bytes().startswith(b"%PDF")
    panel = again.explanation_panel  # "Why not?" answers from the stored snapshot
    board = pairing.boards[0]
    panel.first.setCurrentIndex(panel.first.findData(board.white))
    panel.second.setCurrentIndex(panel.second.findData(pairing.boards[1].white))
    with qtbot.waitSignal(panel.answered, timeout=60000):
        panel.ask_why_not()
    assert panel.answer.text()
    again.undo()  # the pairing goes, and its record with it
    assert again.last_pairing is None and again.explanation.toPlainText() == ""
    again.redo()
    assert again.last_pairing == pairing


def test_a_large_decision_record_is_read_off_the_gui_thread(qtbot, tmp_path: Path,  # noqa: ANN001
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 30: a 2,000-player round's record (2.7 MB) is read on a worker thread when the file is
    opened, then shown as a small one is at once; an undo meanwhile leaves the pairing unshown."""
    from arbiter_gui.ui import main_window

    window = _window(qtbot, tmp_path, CONFORMANCE / "d700010_n120_r5of8.trf")
    _pair(qtbot, window)
    qtbot.waitUntil(lambda: window.last_explained is not None, timeout=60000)
    text, pairing, path = window.explanation.toPlainText(), window.last_pairing, window.store.path
    window.close()
    monkeypatch.setattr(main_window, "LARGE_RECORD", 0)  # every record counts as large
    again = create_main_window()
    qtbot.addWidget(again)
    assert again.open_file(str(path)), again.last_error
    assert again.last_pairing is None  # not read yet
    qtbot.waitUntil(lambda: again.last_explained is not None, timeout=60000)
    assert again.last_pairing == pairing and again.explanation.toPlainText() == text
    again.close()
    late = create_main_window()
    qtbot.addWidget(late)
    assert late.open_file(str(path)), late.last_error
    late.undo()  # the pairing goes before its record is read
    qtbot.waitUntil(lambda: not late._restore_work.busy, timeout=60000)
    qtbot.wait(50)
    assert late.last_pairing is None and late.explanation.toPlainText() == ""


def test_a_withdrawn_player_is_shown_withdrawn_not_given_a_bye(qtbot, tmp_path: Path) -> None:
    window = _window(qtbot, tmp_path)
    assert window.apply(Withdraw(2, 4)), window.last_error  # C.04.2 3.2: not paired from round 4 on
    _pair(qtbot, window)
    t = window.store.tournament()
    assert t.round(4).unpaired.get(2) == "Z" and t.withdrawn_in(2, 4) and not t.withdrawn_in(2, 3)
    rows = [window.boards.row(r) for r in range(window.boards.rowCount())]
    assert ("", "2 Test0002 Player0002", "", "2281", "", "withdrawn") in [tuple(r)[:6] for r in rows], rows
    for kind in (DocumentKind.PAIRINGS, DocumentKind.ALPHABETICAL):
        html = printable(kind, t, 4).html
        assert "withdrawn" in html and "zero-point bye" not in html
    for board in range(1, len(t.round(4).boards) + 1):
        assert window.apply(SetResult(4, board, "1", "0"))
    t = window.store.tournament()
    window.tabs.setCurrentWidget(window.crosstable)
    row = next(r for r in range(window.crosstable.model.rowCount()) if window.crosstable.model.rows[r].tpn == 2)
    assert window.crosstable.model.rows[row].cells[3] == "wd"
    window.tabs.setCurrentWidget(window.standings_page)
    standing = next(window.standings_model.row(r) for r in range(window.standings_model.rowCount())
                    if window.standings_model.row(r)[1].startswith("2 "))
    assert standing[1] == "2 Test0002 Player0002 (withdrawn)"  # VCL4THP Q170
    assert "Test0002 Player0002 (withdrawn)" in printable(DocumentKind.STANDINGS, t, 4).html
    sheet = build_workbook(t)["Round 4"]
    assert ["withdrawn"] == [r[5] for r in sheet.iter_rows(values_only=True) if r[1] == 2]
    path = tmp_path / "event.trf"
    export_trf(t, path)
    line = next(line for line in path.read_text().replace("\r", "\n").splitlines() if line.startswith("001    2"))
    assert line[121:131] == " " * 10 and line[131:].strip() == "0000 - Z"  # round 4 blank, round 5 not paired


def test_a_late_entry_is_renumbered_only_when_the_arbiter_chooses_it(qtbot, tmp_path: Path) -> None:
    window = _window(qtbot, tmp_path)  # 7 players, round 4 of 5 to pair
    view = window.players_view
    names = {tpn: p.name for tpn, p in window.store.tournament().players.items()}

    def enter(name: str, rating: str, byes: bool) -> None:
        view.late_action.trigger()
        dialog = view.dialog
        dialog.set_text("name", name)
        dialog.set_text("fide_rating", rating)
        dialog.byes_box.setChecked(byes)
        _click_ok(qtbot, dialog)

    enter("Strong, Late", "2000", byes=True)  # ranks as No. 3 (between 1835 and 2281)
    question = view.question
    assert question is not None and "ranks as No. 3" in question.text() and "players 3-7" in question.text()
    assert "3 Test0003 Player0003 → 4" in question.text() and "Keeping the numbers gives him No. 8" in question.text()
    keep = next(b for b in question.buttons() if b.text() == "Keep the numbers")
    keep.click()
    t = window.store.tournament()
    assert t.players[8].name == "Strong, Late" and {tpn: t.players[tpn].name for tpn in names} == names
    assert [t.round(r).unpaired.get(8) for r in (1, 2, 3)] == ["H", "H", "H"] and t.score(8, 4) == Fraction(3, 2)
    assert "nobody else's number changed" in window.status.text()
    window.undo()
    enter("Strong, Late", "2000", byes=False)
    renumber = next(b for b in view.question.buttons() if b.text() == "Renumber")
    renumber.click()
    t = window.store.tournament()
    assert t.players[3].name == "Strong, Late" and t.players[4].name == names[3] and t.score(3, 4) == 0
    assert "players 3-7 moved down one number" in window.status.text()
    for round_number in range(4, 5):  # after round 4 too a late entry gets his rank (VCL4THP Q156, issue 26)
        _pair(qtbot, window)
        for board in range(1, len(window.store.tournament().round(round_number).boards) + 1):
            assert window.apply(SetResult(round_number, board, "=", "="))
    enter("Stronger, Later", "2700", byes=False)
    assert "ranks as No. 1" in view.question.text()
    next(b for b in view.question.buttons() if b.text() == "Renumber").click()
    t = window.store.tournament()
    assert t.players[1].name == "Stronger, Later" and t.players[9].name == names[7]


def test_a_backup_copy_after_every_pairing_keeps_the_last_rounds(qtbot, tmp_path: Path) -> None:
    window = _window(qtbot, tmp_path)  # round 4 of 5 to pair
    assert window.backup_rounds() == DEFAULT_KEEP
    window.set_backup_rounds(1)
    for round_number in (4, 5):
        _pair(qtbot, window)
        assert "Backup: " in window.status.text(), window.status.text()
        rnd = window.store.tournament().round(round_number)
        for board in range(1, len(rnd.boards) + 1):
            assert window.apply(SetResult(round_number, board, "1", "0"))
    kept = backups(tmp_path / "event.arbiter")
    assert [r for r, _ in kept] == [5] and kept[0][1].parent.name == "event backups"
    copy = open_store(str(kept[0][1]), readonly=True)  # the file as it was right after pairing round 5
    try:
        t = copy.tournament()
        assert t.paired_rounds == 5 and t.round(5).missing_results() == list(range(1, len(t.round(5).boards) + 1))
    finally:
        copy.close()
    window.undo()  # round 5's last result undone, its pairing deleted and made again without a copy
    window.delete_last_pairing(force=True)
    window.set_backup_rounds(0)
    _pair(qtbot, window)
    assert "Backup" not in window.status.text() and [r for r, _ in backups(tmp_path / "event.arbiter")] == [5]


def test_the_check_in_makes_the_absent_players_round_1_absences_in_one_step(qtbot, tmp_path: Path) -> None:
    window = create_main_window()
    qtbot.addWidget(window)
    assert window.new_file(str(tmp_path / "open.arbiter")), window.last_error
    assert window.import_players(str(PLAYERS)), window.last_error
    t = window.store.tournament()
    assert window.apply(SetRequest(1, 5, RequestKind.HALF_BYE))
    window.checkin_action.trigger()
    dialog = window.checkin
    assert dialog is not None and dialog.players.count() == len(t.players)
    assert "0 absent" in dialog.count.text()
    dialog.search.setText(t.players[3].name[:6])
    dialog.set_present(3, False)
    dialog.set_present(7, False)
    dialog.set_present(5, False)  # has a half-point bye: left as it is
    assert dialog.absent() == {3, 7} and f"{len(t.players) - 3} present, 2 absent" == dialog.count.text()
    _click_ok(qtbot, dialog)
    t = window.store.tournament()
    assert t.requests[1] == {3: RequestKind.ABSENT, 5: RequestKind.HALF_BYE, 7: RequestKind.ABSENT}
    assert window.status.text() == "check-in round 1: 2 absent"
    window.checkin_action.trigger()  # player 7 arrives after all
    window.checkin.set_present(7, True)
    _click_ok(qtbot, window.checkin)
    assert window.store.tournament().requests[1] == {3: RequestKind.ABSENT, 5: RequestKind.HALF_BYE}
    window.undo()
    assert window.store.tournament().requests[1][7] is RequestKind.ABSENT
    _pair(qtbot, window)
    rnd = window.store.tournament().round(1)
    assert rnd.unpaired[3] == "Z" and rnd.unpaired[5] == "H" and rnd.board_of(3) is None


def test_team_rosters_imported_from_csv(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window = create_main_window()
    qtbot.addWidget(window)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(tmp_path / "team.arbiter"), ""))
    window.new_action.trigger()
    window.dialog.system.setCurrentIndex(window.dialog.system.findData("team"))
    _click_ok(qtbot, window.dialog)
    assert window.import_rosters_action.isEnabled()
    assert window.apply(AddTeam(Player(0, "Torre Milano"), (Member("Old, One"),)))
    bad = tmp_path / "bad.csv"
    bad.write_text("Squadra;Cognome;Nome;Elo\nScacchi Roma;Rossi;Mario;2100\n;Neri;Paolo;1800\n"
                   "Scacchi Roma;Gialli;Ugo;abc\n", encoding="utf-8")
    assert not window.import_rosters(str(bad))
    assert window.last_error == (f"{bad}, line 3, field 'Squadra': Neri, Paolo has no team; 1 more bad row, nothing was imported: line 4, field 'Elo': 'abc' "
                                 "is not a rating (a whole number from 0 to 3500)")
    assert len(window.store.tournament().players) == 1
    good = tmp_path / "good.csv"
    good.write_text("Team,Surname,First name,Rating,FIDE ID\nScacchi Roma,Rossi,Mario,2100,\n"
                    "TORRE MILANO,Verdi,Anna,1950,\nScacchi Roma,Bianchi,Luca,2000,\n", encoding="utf-8")
    assert window.import_rosters(str(good)), window.last_error
    t = window.store.tournament()
    rosters = {t.players[tpn].name: [m.name for m in members] for tpn, members in t.rosters.items()}
    assert rosters == {"Torre Milano": ["Verdi, Anna"], "Scacchi Roma": ["Rossi, Mario", "Bianchi, Luca"]}
    assert window.status.text() == "import the rosters of 2 teams"
    window.undo()
    assert [m.name for m in window.store.tournament().rosters[1]] == ["Old, One"]
