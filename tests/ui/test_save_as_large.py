"""Save as with a large file (issue 30): the copy is made on a worker thread, then opened as a large
file is; nothing is changed meanwhile, the copy is the file as it was when asked, built under a
temporary name and renamed into place, and a copy that fails is reported with the file's name
(the file open before stays open)."""
from __future__ import annotations

import sqlite3
import threading
from pathlib import Path
from typing import Callable

import pytest

from arbiter_gui.app import create_main_window
from arbiter_gui.store import database
from arbiter_gui.ui import main_window
from arbiter_gui.ui.main_window import MainWindow

CASE = Path(__file__).parents[1] / "data" / "conformance" / "dutch" / "d700010_n120_r5of8.trf"  # 4 rounds paired


def _window(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> MainWindow:  # noqa: ANN001
    window = create_main_window()
    qtbot.addWidget(window)
    assert window.import_trf(str(CASE), str(tmp_path / "event.arbiter")), window.last_error
    monkeypatch.setattr(main_window, "LARGE_FILE", 0)  # every file counts as large
    return window


def _dump(path: Path) -> list[str]:
    conn = sqlite3.connect(f"{path.absolute().as_uri()}?mode=ro", uri=True)
    try:
        return list(conn.iterdump())
    finally:
        conn.close()


def test_the_copy_is_made_off_the_gui_thread_and_nothing_is_changed_meanwhile(  # noqa: ANN001
        qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window = _window(qtbot, tmp_path, monkeypatch)
    release, threads, during = threading.Event(), [], []
    real_copy, real_fill = main_window._copy, database._copy_database

    def held(store: object, path: str) -> object:  # the copy waits until the test has tried its edits
        threads.append(threading.current_thread() is threading.main_thread())
        release.wait(30)
        return real_copy(store, path)

    def noted(conn: sqlite3.Connection) -> Callable[[Path], None]:  # the folder once the copy is written
        fill = real_fill(conn)
        return lambda temporary: (fill(temporary), during.extend(p.name for p in tmp_path.iterdir()))

    monkeypatch.setattr(main_window, "_copy", held)
    monkeypatch.setattr(database, "_copy_database", noted)
    copy = tmp_path / "copy.arbiter"
    assert window.save_as(str(copy)) and window.opening
    assert window.status.text() == "Opening copy.arbiter…" and window.store.path.name == "event.arbiter"
    window.focus_board_entry()
    window.enter_result(1, "1", "0")  # refused: the copy would not hold it, the window then shows the copy
    assert "copy.arbiter is being opened" in window.last_error and window.store.undo_label() is None
    window.last_error = ""
    assert not window.save_as(str(tmp_path / "other.arbiter")) and "being opened" in window.last_error
    assert not window.new_file(str(tmp_path / "new.arbiter")) and not (tmp_path / "new.arbiter").exists()
    release.set()
    qtbot.waitUntil(lambda: not window.opening, timeout=30000)
    assert threads == [False]  # made on the worker thread
    assert window.store.path == copy and window.windowTitle().endswith("copy.arbiter")
    assert window.players.rowCount() == 120 and window.store.tournament().paired_rounds == 4
    window.close()
    assert "copy.arbiter" not in during  # written under a temporary name, then renamed,
    assert any(name.startswith(".copy.arbiter.") and name.endswith(".writing") for name in during)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["copy.arbiter", "event.arbiter"]  # nor anything left
    assert _dump(copy) == _dump(tmp_path / "event.arbiter")  # the same rows, journal included


def test_a_copy_that_fails_is_reported_with_the_file_name(qtbot, tmp_path: Path,  # noqa: ANN001
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    window = _window(qtbot, tmp_path, monkeypatch)
    target = tmp_path / "missing folder" / "copy.arbiter"
    assert window.save_as(str(target))
    qtbot.waitUntil(lambda: not window.opening, timeout=30000)
    assert str(target) in window.last_error and window.store.path.name == "event.arbiter"
    window.last_error = ""
    assert window.save_as(str(tmp_path / "event.arbiter"))  # onto the very file open here: refused, kept
    qtbot.waitUntil(lambda: not window.opening, timeout=30000)
    assert "event.arbiter is open" in window.last_error and "not replaced" in window.last_error
    assert window.store.path.name == "event.arbiter" and window.store.tournament().paired_rounds == 4


def test_a_copy_failing_unexpectedly_is_raised_and_leaves_no_opening_said(qtbot, tmp_path: Path,  # noqa: ANN001
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """An error that is not the store's goes to the crash report, as it did on the GUI thread; the
    status bar no longer says the copy is being opened (the session's review)."""
    window = _window(qtbot, tmp_path, monkeypatch)

    def broken(store: object, path: str) -> Path:
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(main_window, "_copy", broken)
    with qtbot.capture_exceptions() as raised:
        assert window.save_as(str(tmp_path / "copy.arbiter"))
        qtbot.waitUntil(lambda: not window.opening, timeout=30000)
    assert [str(error) for _, error, _ in raised] == ["disk on fire"]
    assert "Opening" not in window.status.text() and window.store.path.name == "event.arbiter"


def test_closing_the_window_while_copying_waits_for_the_copy(qtbot, tmp_path: Path,  # noqa: ANN001
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    window = _window(qtbot, tmp_path, monkeypatch)
    copy = tmp_path / "copy.arbiter"
    assert window.save_as(str(copy)) and window.opening
    window.close()
    assert window.store is None and not window.opening
    assert _dump(copy) == _dump(tmp_path / "event.arbiter")
