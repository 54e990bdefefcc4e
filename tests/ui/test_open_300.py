"""Issue 23's acceptance: a 300-player open (accented names), Dutch, 9 rounds, run start to finish
through the real window as an arbiter runs it: check-in, each round paired by the window's own
action, scoresheets typed by board number, a late entry with half-point byes, a withdrawal, the
file reopened, and the documents printed in Italian."""
from __future__ import annotations

import random
import subprocess
import unicodedata
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from arbiter_gui.app import create_main_window
from arbiter_gui.engine.explain import to_text
from arbiter_gui.reports.catalogue import DocumentKind
from arbiter_gui.store.backups import DEFAULT_KEEP, backups
from arbiter_gui.ui import i18n
from arbiter_gui.ui.main_window import MainWindow
from tests.ui.test_end_to_end import _click_ok
from tests.ui.test_issue23_ux import ACCENTED, RESULT_CODES as CODES, type_scoresheet

PLAYERS = 300
ABSENT = (40, 41)  # pairing numbers the check-in marks absent for round 1
KEYED = 5  # scoresheets typed through the keyboard each round; the others entered by the window's method


def _names() -> list[str]:
    surnames = ["Rossi", "Müller", "Nowak", "Dvořák", "Šťastný", "Søndergaard", "Ibáñez", "Ødegaard", "Ãngelo"]
    extra = [f"{surnames[n % len(surnames)]}{n:03d}, {'Ana Zoë Jiří'.split()[n % 3]}"
             for n in range(PLAYERS - len(ACCENTED))]
    return ACCENTED + extra


def _import(qtbot, tmp_path: Path) -> MainWindow:  # noqa: ANN001
    window = create_main_window()
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    assert window.width() <= 1360 and window.height() <= 700  # 1366x768 with a title bar and a taskbar
    assert window.pages.currentWidget() is window.welcome
    assert window.new_file(str(tmp_path / "open.arbiter")), window.last_error
    csv = tmp_path / "players.csv"
    rows = [f'"{name}";{2650 - 3 * n};{3400000 + n};{"CZE POL DEN ITA TUR".split()[n % 5]}'
            for n, name in enumerate(_names())]
    csv.write_text("name;rating;fide id;federation\n" + "\n".join(rows) + "\n", encoding="utf-8")
    assert window.import_players(str(csv)), window.last_error
    assert len(window.store.tournament().players) == PLAYERS
    return window


def _pair(qtbot, window: MainWindow) -> None:  # noqa: ANN001
    window.pair_action.trigger()
    qtbot.waitUntil(lambda: not window.pairing_in_progress, timeout=120000)
    assert window.last_error == ""


def _results(qtbot, window: MainWindow, number: int) -> None:  # noqa: ANN001
    """The round's scoresheets in random order: the first few typed as the arbiter types them
    (Ctrl+B, board number, Enter, result key, or "17 =" and Enter), the rest by enter_result."""
    rnd = window.store.tournament().round(number)
    assert window.round_choice.currentIndex() == number - 1
    order = list(range(1, len(rnd.boards) + 1))
    draw = random.Random(number)
    draw.shuffle(order)
    expected = {}
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    assert window.focusWidget() is window.board_entry
    for count, board in enumerate(order):
        key = draw.choice("110==0")
        expected[board] = CODES[key]
        if count >= KEYED:
            window.enter_result(board, *CODES[key])
        else:
            type_scoresheet(qtbot, window, board, key, in_one_go=bool(count % 2))
    rnd = window.store.tournament().round(number)
    assert rnd.missing_results() == []
    assert {n: (b.white_result, b.black_result) for n, b in enumerate(rnd.boards, start=1)} == expected


def _standing_points(window: MainWindow) -> dict[int, object]:
    window.tabs.setCurrentWidget(window.standings_page)  # a hidden tab is brought up to date when shown
    return {tpn: window.standings_model.row(r)[4] for r, tpn in enumerate(window.standings_tpns)}


def _pdf_text(path: Path) -> str:
    text = subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True).stdout
    return " ".join(unicodedata.normalize("NFKC", text).split())


def test_a_300_player_open_through_9_rounds(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    window = _import(qtbot, tmp_path)
    path = window.store.path
    t = window.store.tournament()
    assert any(p.name == "Černý, Jan" for p in t.players.values())  # the name read as written

    # check-in before round 1: two players absent, round-1 absences in one step
    window.checkin_action.trigger()
    for tpn in ABSENT:
        window.checkin.set_present(tpn, False)
    assert window.checkin.count.text() == f"{PLAYERS - 2} present, 2 absent"
    _click_ok(qtbot, window.checkin)

    late = withdrawn = 0
    for number in range(1, 10):
        if number == 3:  # a late entry for round 3 with half-point byes for rounds 1-2, numbers kept
            view = window.players_view
            window.tabs.setCurrentWidget(view)
            view.late_action.trigger()
            view.dialog.set_text("name", "Škoda, Řehoř")
            view.dialog.set_text("fide_rating", "2501")
            view.dialog.byes_box.setChecked(True)
            _click_ok(qtbot, view.dialog)
            assert "ranks as No. 51 " in view.question.text()
            next(b for b in view.question.buttons() if b.text() == "Keep the numbers").click()
            t = window.store.tournament()
            late = PLAYERS + 1
            assert t.players[late].name == "Škoda, Řehoř" and t.players[51].name != "Škoda, Řehoř"
            assert [t.round(r).unpaired.get(late) for r in (1, 2)] == ["H", "H"]
        if number == 4:  # a withdrawal after round 3 (C.04.2 3.2), through the Players tab
            withdrawn = 7
            window.tabs.setCurrentWidget(window.players_view)
            window.players_view.select(withdrawn)
            window.players_view.withdraw_action.trigger()
            _click_ok(qtbot, window.players_view.dialog)
            assert window.store.tournament().player(withdrawn).withdrawn_from == 4
        before = _standing_points(window)
        _pair(qtbot, window)
        t = window.store.tournament()
        assert t.paired_rounds == number and window.boards_view.currentIndex().row() in (-1, 0)
        assert "Backup: " in window.status.text()
        if number == 1:
            assert all(t.round(1).unpaired.get(tpn) == "Z" and t.round(1).board_of(tpn) is None for tpn in ABSENT)
        if number == 3:
            assert t.round(3).board_of(late) is not None
        if number >= 4:  # the withdrawn player is shown withdrawn, never as a bye
            assert t.round(number).board_of(withdrawn) is None and t.round(number).unpaired.get(withdrawn) == "Z"
            rows = [window.boards.row(r) for r in range(window.boards.rowCount())]
            assert [r[5] for r in rows if str(r[1]).startswith(f"{withdrawn} ")] == ["withdrawn"]
            assert "bye" not in str([r for r in rows if str(r[1]).startswith(f"{withdrawn} ")])
        if number > 1:  # paired, unfinished: the standings still count the complete round
            assert _standing_points(window) == before
            window.tabs.setCurrentWidget(window.crosstable)
            assert window.crosstable.caption.text().startswith(f"Crosstable after round {number - 1}:")
            window.open_documents()
            dialog = window.documents
            dialog.kind.setCurrentIndex(dialog.kind.findData(DocumentKind.STANDINGS.name))
            assert dialog.round.value() == number - 1
            dialog.close()
        _results(qtbot, window, number)
        window.tabs.setCurrentWidget(window.crosstable)
        assert window.crosstable.caption.text().startswith(f"Crosstable after round {number}:")

    t = window.store.tournament()
    assert t.complete_rounds == 9 and len(t.players) == PLAYERS + 1
    window.tabs.setCurrentWidget(window.standings_page)
    standing = next(window.standings_model.row(r) for r, tpn in enumerate(window.standings_tpns) if tpn == withdrawn)
    assert standing[1].endswith("(withdrawn)")

    # accent-insensitive search and alphabetical order on the Players tab
    view = window.players_view
    window.tabs.setCurrentWidget(view)
    view.search.setText("cerny")
    assert [view.proxy.index(r, 1).data() for r in range(view.proxy.rowCount())] == ["Černý, Jan"]
    view.search.setText("")
    view.table.sortByColumn(1, Qt.SortOrder.AscendingOrder)
    names = [view.proxy.index(r, 1).data() for r in range(view.proxy.rowCount())]
    assert names.index("Czapek, Petr") == names.index("Černý, Jan") + 1  # Č after C, not after Z
    assert names.index("Černý, Jan") < names.index("Dvořák003, Ana") < names.index("Zeller, Anna")
    assert names.index("Łukasz, Adam") < names.index("Lutz, Eva") < names.index("Müller001, Zoë")
    assert names.index("Škoda, Řehoř") < names.index("Søndergaard005, Jiří")

    # a backup copy after each of the last rounds, in a folder beside the file
    kept = backups(Path(path))
    assert [r for r, _ in kept] == list(range(10 - DEFAULT_KEEP, 10)) and kept[0][1].parent.parent == Path(path).parent

    # the decision record of the last round survives reopening the file
    qtbot.waitUntil(lambda: window.last_explained is not None, timeout=60000)
    explanation = window.explanation.toPlainText()
    window.set_language("it")  # applied at the next start
    window.close()

    app = QApplication.instance()
    translators = i18n.install_translations(app, i18n.chosen_language(window.preferences))
    try:
        assert translators
        again = create_main_window(str(path))
        qtbot.addWidget(again)
        again.show()
        qtbot.waitUntil(lambda: not again.opening, timeout=60000)  # a file of MBs: opened on a worker thread
        assert again.store is not None and again.round_choice.currentIndex() == 8  # the current round
        qtbot.waitUntil(lambda: again.last_explained is not None, timeout=60000)
        # the same record, now shown in the interface's language (issue 23)
        assert to_text(again.last_explained) == to_text(window.last_explained) and "Bracket" in explanation
        assert again.explanation.toPlainText().startswith("Turno 9, sistema olandese\n\nGruppo ")
        assert again.width() <= 1360 and again.height() <= 700
        assert again.tabs.tabText(again.tabs.indexOf(again.standings_page)) == "Classifica"
        again.tabs.setCurrentWidget(again.standings_page)
        assert again.standings_rules.text().startswith("Spareggi: FIDE C.07")
        again.open_documents()
        dialog = again.documents
        dialog.kind.setCurrentIndex(dialog.kind.findData(DocumentKind.STANDINGS.name))
        assert dialog.round.value() == 9
        assert dialog.save_pdf(str(tmp_path / "classifica.pdf"))
        text = _pdf_text(tmp_path / "classifica.pdf")
        assert "Classifica dopo il turno 9" in text and "Giocatore" in text and "Spareggi" in text and "Černý, Jan" in text
        assert "(ritirato)" in text or "ritirat" in text
        dialog.kind.setCurrentIndex(dialog.kind.findData(DocumentKind.PAIRINGS.name))
        assert dialog.round.value() == 9
        assert dialog.save_pdf(str(tmp_path / "abbinamenti.pdf"))
        text = _pdf_text(tmp_path / "abbinamenti.pdf")
        assert "Abbinamenti, turno 9" in text and "Bianco" in text and "Nero" in text
        assert "ritirat" in text and "bye a zero" not in text
    finally:
        for translator in translators:
            app.removeTranslator(translator)
