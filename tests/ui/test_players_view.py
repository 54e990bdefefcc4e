"""The Players tab: search, sort by any column, and every action through its dialog, with the
domain's refusals shown as messages."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from arbiter_gui.app import create_main_window
from arbiter_gui.tournament.model import RequestKind
from arbiter_gui.ui.main_window import MainWindow

DATA = Path(__file__).parents[1] / "data"
SMALL = DATA / "conformance" / "dutch" / "d700027_n7_r4of5.trf"  # 7 players, 3 rounds paired
LARGE = DATA / "conformance" / "dutch" / "d700010_n120_r5of8.trf"  # 4 rounds paired


def _ok(qtbot, dialog) -> None:  # noqa: ANN001
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)


def _new(qtbot, tmp_path: Path) -> MainWindow:  # noqa: ANN001
    window = create_main_window()
    qtbot.addWidget(window)
    assert window.new_file(str(tmp_path / "t.arbiter"))
    return window


def _shown(window: MainWindow, column: int) -> list[str]:
    proxy = window.players_view.proxy
    return [proxy.index(r, column).data() for r in range(proxy.rowCount())]


def test_import_search_and_sort(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    window = _new(qtbot, tmp_path)
    assert window.import_players(str(DATA / "players" / "thirty.csv"))
    assert window.undo_action.text() == "&Undo add 30 players"  # one operation, one undo step
    view = window.players_view
    assert _shown(window, 0)[:11] == [str(n) for n in range(1, 12)]  # numbers sort as numbers
    view.search.setText("scacchi torino")  # club
    assert _shown(window, 1) == ["Rossi, Marco", "Romano, Chiara", "Bruno, Simone", "Costa, Marta",
                                 "Barbieri, Giorgio", "Caruso, Francesca"]
    view.search.setText("SUI")  # federation
    assert _shown(window, 1) == ["Ricci, Sara"]
    view.search.setText("2400121")  # FIDE ID
    assert _shown(window, 1) == ["Esposito, Sofia"]
    view.search.setText("")
    view.table.sortByColumn(1, Qt.SortOrder.AscendingOrder)  # by name
    assert _shown(window, 1)[:3] == ["Barbieri, Giorgio", "Bianchi, Andrea", "Bruno, Simone"]
    view.table.sortByColumn(5, Qt.SortOrder.AscendingOrder)  # by rating, lowest first
    assert _shown(window, 5)[:2] == ["1530", "1560"]


def test_a_bad_csv_changes_nothing(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    window = _new(qtbot, tmp_path)
    assert not window.import_players(str(DATA / "players" / "bad_rating.csv"))
    assert "bad_rating.csv, line 4, field 'rating'" in window.last_error
    assert window.store.tournament().players == {}


def test_add_edit_remove_through_the_dialogs(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    window = _new(qtbot, tmp_path)
    view = window.players_view
    view.add_action.trigger()
    dialog = view.dialog
    dialog.set_text("fide_rating", "4000")
    dialog.set_text("fide_id", "12a")
    dialog.set_text("birth_date", "1990/02/30")
    _ok(qtbot, dialog)
    assert dialog.isVisible()  # every mistake beside its field
    assert dialog.form.error("name") == "a player needs a name"
    assert "not a rating" in dialog.form.error("fide_rating")
    assert "not a FIDE ID" in dialog.form.error("fide_id")
    assert "not a date" in dialog.form.error("birth_date")
    for key, text in (("name", "Neri, Tommaso"), ("fide_rating", "2005"), ("fide_id", "2401234"),
                      ("birth_date", "02/03/1990"), ("title", "FM")):
        dialog.set_text(key, text)
    _ok(qtbot, dialog)
    assert not dialog.isVisible()
    view.add_action.trigger()
    view.dialog.set_text("name", "Verdi, Ada")
    view.dialog.set_text("fide_rating", "2100")
    _ok(qtbot, view.dialog)
    t = window.store.tournament()
    assert [(p.tpn, p.name) for p in t.players.values()] == [(1, "Verdi, Ada"), (2, "Neri, Tommaso")]  # C.04.2 2.2
    assert t.player(2).birth_date == "1990/03/02" and t.player(2).title == "FM"
    view.select(2)
    view.edit_action.trigger()
    assert view.dialog.form.text("name") == "Neri, Tommaso"
    view.dialog.set_text("fide_rating", "2200")
    _ok(qtbot, view.dialog)
    assert window.store.tournament().player(1).name == "Neri, Tommaso"  # re-ranked before round 1
    view.select(1)
    view.remove_action.trigger()
    assert [p.name for p in window.store.tournament().players.values()] == ["Verdi, Ada"]


def test_refusals_are_shown_as_messages(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    window = create_main_window()
    qtbot.addWidget(window)
    assert window.import_trf(str(SMALL), str(tmp_path / "small.arbiter"))
    view = window.players_view
    assert not view.add_action.isEnabled() and view.late_action.isEnabled()
    view.select(3)
    view.remove_action.trigger()  # paired already: C.04.2 3.2 wants a withdrawal
    assert "player 3 is in a paired round: withdraw him instead" in window.last_error
    assert window.status.text() == window.last_error
    assert len(window.store.tournament().players) == 7
    large = create_main_window()
    qtbot.addWidget(large)
    assert large.import_trf(str(LARGE), str(tmp_path / "large.arbiter"))
    large.players_view.numbers_action.trigger()
    assert "C.04.2 2.3 allows no change of pairing numbers" in large.last_error


def test_late_entry_withdrawal_and_requests(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    window = create_main_window()
    qtbot.addWidget(window)
    assert window.import_trf(str(SMALL), str(tmp_path / "small.arbiter"))
    view = window.players_view
    view.late_action.trigger()
    dialog = view.dialog
    assert [dialog.entry_choice.itemData(i) for i in range(dialog.entry_choice.count())] == [4, 5]
    dialog.set_text("name", "Neri, Tommaso")
    dialog.entry_choice.setCurrentIndex(1)
    _ok(qtbot, dialog)
    t = window.store.tournament()
    neri = next(p for p in t.players.values() if p.name == "Neri, Tommaso")
    assert neri.entry_round == 5 and len(t.players) == 8
    assert "entered in round 5" in window.players.row(neri.tpn - 1)[8]
    view.select(2)
    view.withdraw_action.trigger()
    view.dialog.round_choice.setCurrentIndex(1)  # from round 5
    _ok(qtbot, view.dialog)
    assert window.store.tournament().player(2).withdrawn_from == 5
    view.withdraw_action.trigger()  # a withdrawn player can be reinstated
    view.dialog.kind_choice.setCurrentIndex(1)
    _ok(qtbot, view.dialog)
    assert window.store.tournament().player(2).withdrawn_from is None
    view.select(4)
    view.request_action.trigger()
    assert view.dialog.choice() is RequestKind.HALF_BYE
    _ok(qtbot, view.dialog)
    assert window.store.tournament().request(4, 4) is RequestKind.HALF_BYE
    assert window.players.row(3)[8] == "½ bye round 4"


def test_players_picked_from_a_rating_list(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    window = _new(qtbot, tmp_path)
    assert not window.pick_from_rating_list(str(DATA / "players" / "rating_list_bad.txt"))
    assert "rating_list_bad.txt, line 4, field 'SRtng'" in window.last_error
    assert window.pick_from_rating_list(str(DATA / "players" / "rating_list.xml"))
    dialog = window.rating_dialog
    dialog.search.setText("rossi")
    assert dialog.found.count() == 1
    dialog.found.item(0).setCheckState(Qt.CheckState.Checked)
    assert not dialog.add_fide_ids(str(DATA / "players" / "bad_fide_id.csv"))
    assert "line 1, field 'FIDE ID'" in dialog.message.text()
    assert dialog.add_fide_ids(str(DATA / "players" / "fide_ids.txt"))  # Müller, Rossi (again), Ferrari
    assert dialog.message.text() == "3 players chosen"
    _ok(qtbot, dialog)
    t = window.store.tournament()
    assert [(p.tpn, p.name, p.fide_rating) for p in t.players.values()] == [
        (1, "Müller, Jürgen", 2390), (2, "Rossi, Marco", 2301), (3, "Ferrari, Luca", 1500)]
    assert window.undo_action.text() == "&Undo add 3 players"


def test_late_entries_from_a_list_are_all_or_none(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    """After round 1 an imported list is late entries: a list whose second player clashes with a
    registered one adds nobody (it used to add the first one and stop)."""
    window = create_main_window()
    qtbot.addWidget(window)
    assert window.import_trf(str(SMALL), str(tmp_path / "small.arbiter")), window.last_error
    before = window.store.tournament().players
    listed = tmp_path / "late.csv"
    listed.write_text("Name;ID FIDE;Elo\nNew, One;9900001;2100\nAgain, Same;9900001;2000\n", encoding="utf-8")
    assert not window.import_players(str(listed))
    assert "same player twice" in window.last_error and window.store.tournament().players == before
    listed.write_text("Name;ID FIDE;Elo\nNew, One;9900001;2100\nNew, Two;9900002;2000\n", encoding="utf-8")
    assert window.import_players(str(listed)), window.last_error
    assert len(window.store.tournament().players) == len(before) + 2
    assert window.undo_action.text() == "&Undo 2 late entries"  # one operation, one undo step


def test_a_windows_1252_list_is_imported_with_a_notice(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    window = _new(qtbot, tmp_path)
    assert window.import_players(str(DATA / "players" / "giocatori_it.csv")), window.last_error
    assert window.last_notice.endswith("giocatori_it.csv: not UTF-8, read as Windows-1252: check the names with accents")
    assert len(window.store.tournament().players) == 3


def test_the_windows_1252_notice_follows_the_interface_language(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    from PySide6.QtWidgets import QApplication

    from arbiter_gui.ui import i18n

    app = QApplication.instance()
    translators = i18n.install_translations(app, "it")
    try:
        window = _new(qtbot, tmp_path)
        assert window.import_players(str(DATA / "players" / "giocatori_it.csv")), window.last_error
        assert window.last_notice.endswith("giocatori_it.csv: non è UTF-8, letto come Windows-1252: controllare i nomi "
                                           "con accenti")
    finally:
        for translator in translators:
            app.removeTranslator(translator)


def test_a_row_clicked_enables_the_actions_on_that_player(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    """Edit, Withdraw, Player card... stayed greyed out when the arbiter clicked a row (only
    ``select`` enabled them): the selection itself enables them, and a cleared one disables them."""
    window = _new(qtbot, tmp_path)
    assert window.import_players(str(DATA / "players" / "thirty.csv"))
    window.tabs.setCurrentWidget(window.players_view)
    view = window.players_view
    view.table.clearSelection()
    assert not view.edit_action.isEnabled() and not view.card_action.isEnabled()
    row = view.table.visualRect(view.proxy.index(2, 1)).center()
    qtbot.mouseClick(view.table.viewport(), Qt.MouseButton.LeftButton, pos=row)
    assert view.selected_tpn() == 3
    assert view.edit_action.isEnabled() and view.card_action.isEnabled() and view.remove_action.isEnabled()
    view.table.clearSelection()
    assert not view.edit_action.isEnabled()
