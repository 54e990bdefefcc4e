"""The rating-list consistency block in the window (VCL4THP Q133-Q144): the check against a list
file or the local FIDE list, the differences updated all or some in one undo step, the local list
downloaded (off the GUI thread, the fetch injected: no network) and checked after each update."""
from __future__ import annotations

import io
import os
import time
import zipfile
from pathlib import Path

from PySide6.QtCore import Qt

from arbiter_gui.app import create_main_window
from arbiter_gui.formats.rating_download import local_list
from arbiter_gui.tournament.model import TYPED, Player
from arbiter_gui.ui.main_window import MainWindow
from arbiter_gui.ui.rating_check_dialog import CHECKS_KEY, FOLDER_KEY, URL_KEY

DATA = Path(__file__).parents[1] / "data" / "players"


def _window(qtbot, tmp_path: Path) -> MainWindow:  # noqa: ANN001
    window = create_main_window()
    qtbot.addWidget(window)
    window.preferences.setValue(FOLDER_KEY, str(tmp_path / "lists"))
    window.preferences.setValue(URL_KEY, "https://example.org/players_list_xml.zip")
    assert window.new_file(str(tmp_path / "t.arbiter")), window.last_error
    window.add_players([Player(0, "Rossi, Marco", title="IM", sex="m", federation="ITA", fide_id="2412345",
                               fide_rating=2290, birth_date="1988/04/12"),
                        Player(0, "Bianchi, Laura", title="WIM", federation="ITA", sex="w", fide_id="2498765", fide_rating=2215,
                               birth_date="1995"),
                        Player(0, "Club player", fide_rating=1500)])
    return window


def _zipped_list() -> bytes:
    data = io.BytesIO()
    with zipfile.ZipFile(data, "w") as archive:
        archive.writestr("players_list_xml_foa.xml", (DATA / "rating_list.xml").read_bytes())
    return data.getvalue()


def test_a_check_against_a_list_file_updates_the_ticked_differences(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    window = _window(qtbot, tmp_path)
    t = window.store.tournament()
    assert t.players[1].rating_source == TYPED and window.players_view.model.value(0, 9).startswith("typed by hand")
    assert window.rating_lists.check_file(str(DATA / "rating_list.txt"))
    dialog = window.rating_lists.dialog
    assert dialog is not None and dialog.table.rowCount() == 2  # Rossi: rating 2301 and title FM
    assert [dialog.table.item(r, 3).text() for r in range(2)] == ["2301", "FM"]
    dialog.table.item(1, 0).setCheckState(Qt.CheckState.Unchecked)  # the rating only (Q144)
    qtbot.mouseClick(dialog.update_ticked, Qt.MouseButton.LeftButton)
    rossi = window.store.tournament().players[1]
    assert (rossi.fide_rating, rossi.title) == (2301, "IM")
    assert rossi.rating_source.startswith("FIDE standard list") and "FIDE standard list" in window.players_view.model.value(0, 9)
    window.undo_action.trigger()  # one undo step
    assert window.store.tournament().players[1] == t.players[1]


def test_the_update_downloads_off_the_gui_thread_then_checks(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    """Q136, Q139: one click updates the local list, and the check follows; Q135: kept current."""
    window = _window(qtbot, tmp_path)
    asked: list[str] = []

    def fetch(url: str, progress) -> bytes:  # noqa: ANN001
        asked.append(url)
        progress(10, 20)
        return _zipped_list()

    lists = window.rating_lists
    lists.fetch = fetch
    lists.update_action.trigger()
    qtbot.waitUntil(lambda: lists.job is None, timeout=60000)
    assert asked == ["https://example.org/players_list_xml.zip"]
    assert local_list(tmp_path / "lists") == tmp_path / "lists" / "players_list.xml"
    assert lists.dialog is not None and lists.dialog.result.affected == (1,)  # checked after the update
    qtbot.mouseClick(lists.dialog.update_all, Qt.MouseButton.LeftButton)
    assert window.store.tournament().players[1].fide_rating == 2301
    lists.keep_current()  # a list of today: nothing to download
    assert lists.job is None and len(asked) == 1
    old = time.time() - 2 * 86400
    os.utime(tmp_path / "lists" / "players_list.xml", (old, old))
    lists.check_action.trigger()  # Q141: older than a day, updated before the check
    qtbot.waitUntil(lambda: lists.job is None, timeout=60000)
    assert len(asked) == 2


def test_a_failed_download_says_why_and_keeps_the_list(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    window = _window(qtbot, tmp_path)
    lists = window.rating_lists
    lists.update_action.trigger()  # the tests' fetch refuses: no network
    qtbot.waitUntil(lambda: lists.job is None, timeout=60000)
    assert "could not be updated" in window.last_error and "example.org" in window.last_error
    lists.fetch = lambda url, progress: b"<html>not found</html>"
    lists.update_action.trigger()
    qtbot.waitUntil(lambda: lists.job is None, timeout=60000)
    assert "not a rating list" in window.last_error and local_list(tmp_path / "lists") is None


def test_the_checks_can_be_switched_off(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    """Q138."""
    window = _window(qtbot, tmp_path)
    lists = window.rating_lists
    lists.settings_action.trigger()
    dialog = lists.settings_dialog
    assert dialog is not None and dialog.checks.isChecked()
    dialog.checks.setChecked(False)
    dialog.accept()
    assert window.preferences.value(CHECKS_KEY) == "false"
    assert not lists.check_file(str(DATA / "rating_list.txt")) and "switched off" in window.last_error


def test_complete_ties_ranked_by_hand_in_the_settings(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    """Q205: the arbiter's order typed in the settings, then named in the standings' rules line."""
    from arbiter_gui.reports.texts import rules_text
    from arbiter_gui.tournament.operations import ChangeSettings
    from arbiter_gui.ui.settings_dialog import SettingsDialog

    window = _window(qtbot, tmp_path)
    settings = SettingsDialog(window.store.tournament())
    qtbot.addWidget(settings)
    settings.hand_ranking.setText("3, 1")
    settings.accept()
    assert settings.operation() == ChangeSettings({"hand_ranking": (3, 1)})
    assert window.apply(settings.operation())
    assert "3, 1" in rules_text(window.store.tournament().settings)
    again = SettingsDialog(window.store.tournament())
    qtbot.addWidget(again)
    assert again.hand_ranking.text() == "3 1"
