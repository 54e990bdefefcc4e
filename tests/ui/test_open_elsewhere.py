"""The window on a file open elsewhere (issue 16, "Several writers"): refused with the holder
named and the offer to open it read-only; a read-only window follows the writer's edits and
changes nothing; save as onto an open file is refused; a write-protected file opens read-only;
a file holding values of the wrong type is refused and not added to Recent files."""
from __future__ import annotations

import os
import socket
import sqlite3
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from arbiter_gui.app import create_main_window
from arbiter_gui.tournament.model import Player
from arbiter_gui.tournament.operations import AddPlayer
from tests.store.helpers import new_store
from tests.store.test_writers import tell, writer_process


@pytest.fixture
def tournament_file(tmp_path: Path) -> Path:
    path = tmp_path / "event.arbiter"
    with new_store(path, players=6):
        pass
    return path


def test_a_read_only_window_follows_the_writer(qtbot, tournament_file: Path) -> None:
    window = create_main_window()
    qtbot.addWidget(window)
    with writer_process(tournament_file) as child:
        assert not window.open_file(str(tournament_file))
        assert window.store is None and f"is open on {socket.gethostname()}" in window.last_error
        assert window.recent_files() == []
        offer = window.read_only_offer
        assert offer is not None and offer.text() == window.last_error
        button = next(b for b in offer.buttons() if offer.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole)
        button.click()  # "Open read-only"
        assert window.store is not None and window.store.readonly
        assert window.windowTitle().endswith("event.arbiter (read-only)") and window.mode_label.text() == "Read-only"
        assert window.players.rowCount() == 6
        assert not window.pair_action.isEnabled() and not window.players_menu.isEnabled()
        assert tell(child, "add Late, Lou") == "added"
        qtbot.waitUntil(lambda: window.players.rowCount() == 7, timeout=30000)  # refreshed by itself
        assert not window.apply(AddPlayer(Player(0, "Nobody")))
        assert "read-only" in window.last_error
        tell(child, "quit")
    assert window.recent_files() == [str(tournament_file)]
    window.close()
    assert sorted(p.name for p in tournament_file.parent.iterdir()) == ["event.arbiter"]


def test_save_as_onto_a_file_open_elsewhere_is_refused(qtbot, tournament_file: Path, tmp_path: Path) -> None:
    other = tmp_path / "other.arbiter"
    with new_store(other, players=2):
        pass
    window = create_main_window(str(tournament_file))
    qtbot.addWidget(window)
    assert window.open_file(str(tournament_file))  # picked again from Open recent: already open here
    with writer_process(other) as child:
        assert not window.save_as(str(other))
        assert "other.arbiter is open on" in window.last_error and "not replaced" in window.last_error
        assert Path(window.store.path) == tournament_file
        assert tell(child, "add Late, Lou") == "added"  # the other window still works on its file
        tell(child, "quit")
    assert not window.save_as(str(tournament_file))  # onto itself
    assert window.save_as(str(other))


@pytest.mark.skipif(os.name == "nt", reason="POSIX permissions")
def test_a_write_protected_file_opens_read_only_and_says_so(qtbot, tournament_file: Path) -> None:
    tournament_file.chmod(0o444)
    window = create_main_window(str(tournament_file))
    qtbot.addWidget(window)
    assert window.store is not None and window.store.readonly
    assert "write-protected" in window.status.text() and window.windowTitle().endswith("(read-only)")
    assert not window.undo_action.isEnabled()


def test_a_file_with_values_of_the_wrong_type_is_refused_and_not_remembered(qtbot, tournament_file: Path) -> None:
    conn = sqlite3.connect(tournament_file)
    conn.execute("UPDATE settings SET value = 'not json' WHERE key = 'name'")
    conn.commit()
    conn.close()
    window = create_main_window()
    qtbot.addWidget(window)
    assert not window.open_file(str(tournament_file))
    assert "setting name is not a JSON value" in window.last_error and window.store is None
    assert window.recent_files() == [] and window.read_only_offer is None
