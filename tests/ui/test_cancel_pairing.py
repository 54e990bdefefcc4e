"""Cancel while the engine pairs: the window gets its answer at once (the engine stops at its
next checkpoint, engine/cancel.py) and nothing is changed; the same round pairs afterwards. The
round is saved, and its backup copy made, on the worker thread too (issue 30)."""
from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from arbiter_gui.app import create_main_window
from arbiter_gui.engine import systems
from arbiter_gui.engine.cancel import checkpoint
from arbiter_gui.store.database import Store
from arbiter_gui.tournament.operations import SetResult
from arbiter_gui.ui import main_window

CASE = Path(__file__).parents[1] / "data" / "conformance" / "dutch" / "d700010_n120_r5of8.trf"


def test_cancel_stops_a_pairing_that_would_never_end(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: ANN001
    window = create_main_window()
    qtbot.addWidget(window)
    assert window.import_trf(str(CASE), str(tmp_path / "event.arbiter")), window.last_error
    started = []
    real_pair = systems.pair

    def endless(system: str, basis: object) -> object:  # an engine that only ends when cancelled
        started.append(system)
        while True:
            checkpoint()
            time.sleep(0.005)

    monkeypatch.setattr(systems, "pair", endless)
    window.pair_next_round()
    asked = time.perf_counter()
    qtbot.waitUntil(lambda: bool(started), timeout=60000)
    qtbot.waitUntil(window._progress.isVisible, timeout=10000)  # noqa: SLF001
    assert time.perf_counter() - asked < 2  # after 0.3 s (it was Qt's default 4 s: issue 30)
    [cancel] = window._progress.findChildren(QPushButton)  # the progress dialog's Cancel  # noqa: SLF001
    qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
    assert not window.pairing_in_progress
    assert window.status.text() == "Pairing cancelled: nothing was changed."
    assert window.store.tournament().next_round == 5
    monkeypatch.setattr(systems, "pair", real_pair)
    window.pair_next_round()
    qtbot.waitUntil(lambda: not window.pairing_in_progress, timeout=30000)
    assert window.last_error == "" and window.store.tournament().paired_rounds == 5


def test_the_round_is_stored_on_the_worker_and_a_late_cancel_shows_it(qtbot, tmp_path: Path,  # noqa: ANN001
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """The store's transaction runs on the worker thread (70 ms at 2,000 players: issue 30); a
    Cancel that comes once the round is saved shows it paired, never "nothing was changed"."""
    window = create_main_window()
    qtbot.addWidget(window)
    assert window.import_trf(str(CASE), str(tmp_path / "event.arbiter")), window.last_error
    real_apply = Store.apply
    threads: list[bool] = []
    saved = threading.Event()

    def apply_then_linger(store: Store, op: object, prepared: object = None) -> object:
        change = real_apply(store, op, prepared)  # type: ignore[arg-type]
        threads.append(threading.current_thread() is threading.main_thread())
        saved.set()
        time.sleep(0.5)  # still running when the arbiter presses Cancel
        return change

    monkeypatch.setattr(Store, "apply", apply_then_linger)
    window.pair_next_round()
    qtbot.waitUntil(saved.is_set, timeout=60000)
    window._progress.canceled.emit()  # noqa: SLF001 - the arbiter's Cancel, the dialog shown or not yet
    assert threads == [False]  # stored on the worker thread
    assert not window.pairing_in_progress and "cancelled" not in window.status.text()
    assert window.store.tournament().paired_rounds == 5 and window.undo_action.text().startswith("&Undo pair")
    assert window.round_choice.count() == 5
    qtbot.waitUntil(lambda: window.last_pairing is not None, timeout=30000)  # its explanation, from its record
    assert window.last_pairing.round == 5


def test_the_backup_copy_is_made_on_the_worker(qtbot, tmp_path: Path,  # noqa: ANN001
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """The copy kept after each pairing (store.backups, 50 ms at 2,000 players) is made on the worker
    thread after the round is saved; the status line says where, as before."""
    window = create_main_window()
    qtbot.addWidget(window)
    assert window.import_trf(str(CASE), str(tmp_path / "event.arbiter")), window.last_error
    window.set_backup_rounds(2)
    threads: list[bool] = []
    real_copy = main_window.keep_round_copy

    def noted(store: Store, round_number: int, keep: int) -> Path:
        threads.append(threading.current_thread() is threading.main_thread())
        return real_copy(store, round_number, keep)

    monkeypatch.setattr(main_window, "keep_round_copy", noted)
    window.pair_next_round()
    qtbot.waitUntil(lambda: not window.pairing_in_progress, timeout=60000)
    assert threads == [False] and window.status.text().startswith("Round 5 paired: ")
    assert "Backup: " in window.status.text() and "round 005" in window.status.text()


def test_a_late_cancel_shows_the_new_round_not_the_one_paired_before(qtbot, tmp_path: Path,  # noqa: ANN001
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """A round paired earlier in the session was still the explanation, the bracket panel and the
    pairing report after a late Cancel of the next one (seen by review); the backup is told too."""
    window = create_main_window()
    qtbot.addWidget(window)
    assert window.import_trf(str(CASE), str(tmp_path / "event.arbiter")), window.last_error
    window.set_backup_rounds(2)
    window.pair_next_round()
    qtbot.waitUntil(lambda: not window.pairing_in_progress, timeout=60000)
    assert window.last_pairing.round == 5
    for n, board in enumerate(window.store.tournament().round(5).boards, start=1):
        if board.black is not None:
            assert window.apply(SetResult(5, n, "1", "0")), window.last_error
    real_apply = Store.apply
    saved = threading.Event()

    def apply_then_linger(store: Store, op: object, prepared: object = None) -> object:
        change = real_apply(store, op, prepared)  # type: ignore[arg-type]
        saved.set()
        time.sleep(0.5)
        return change

    monkeypatch.setattr(Store, "apply", apply_then_linger)
    window.pair_next_round()
    qtbot.waitUntil(saved.is_set, timeout=60000)
    window._progress.canceled.emit()  # noqa: SLF001
    assert window.store.tournament().paired_rounds == 6
    assert "Backup: " in window.status.text() and "round 006" in window.status.text()
    qtbot.waitUntil(lambda: window.last_pairing is not None, timeout=30000)
    assert window.last_pairing.round == 6


def test_no_other_file_is_opened_while_a_round_is_paired(qtbot, tmp_path: Path,  # noqa: ANN001
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """Opening another file (a copy of the same event) while the engine worked stored the round into
    that file once the first was closed (seen by review): opening, creating, importing and Save as
    are refused until the round is shown, and the round goes into the file it was paired from."""
    window = create_main_window()
    qtbot.addWidget(window)
    first, copy = tmp_path / "a.arbiter", tmp_path / "b.arbiter"
    assert window.import_trf(str(CASE), str(first)), window.last_error
    window.store.backup_to(copy)
    real_pair = systems.pair

    def slow(system: str, basis: object) -> object:
        time.sleep(1.0)
        return real_pair(system, basis)

    monkeypatch.setattr(systems, "pair", slow)
    window.pair_next_round()
    refused = "A round is being paired: wait until it is shown, or cancel it."
    assert not window.open_file(str(copy)) and window.last_error == refused
    assert not window.new_file(str(tmp_path / "c.arbiter")) and not (tmp_path / "c.arbiter").exists()
    assert not window.import_trf(str(CASE), str(tmp_path / "d.arbiter")) and not (tmp_path / "d.arbiter").exists()
    assert not window.save_as(str(tmp_path / "e.arbiter")) and not (tmp_path / "e.arbiter").exists()
    qtbot.waitUntil(lambda: not window.pairing_in_progress, timeout=60000)
    assert Path(window.store.path) == first and window.store.tournament().paired_rounds == 5
    assert window.open_file(str(copy)), window.last_error  # once shown
    assert window.store.tournament().paired_rounds == 4
