"""Operations through the store: one transaction and one undo step each, the Change they announce,
undo/redo (also after reopening the file), and refusals that write nothing."""
from __future__ import annotations

import random
import sqlite3
import threading
from dataclasses import replace
from pathlib import Path

import pytest

from arbiter_gui import store
from arbiter_gui.store import StoreError
from arbiter_gui.tournament.model import Board, Player, RequestKind, Round, Tournament
from arbiter_gui.tournament.operations import (
    AddPlayer, ChangeSettings, Operation, OperationError, SetRequest, SetResult, SetRoundSchedule,
)
from tests.store.helpers import new_store, pair_by_hand


def journal_size(s: store.Store) -> int:
    return len(s.history())


def test_change_names_what_changed(tmp_path: Path) -> None:
    with new_store(tmp_path / "t.arbiter", players=6) as s:
        assert s.apply(AddPlayer(Player(0, "Zed, Z"))).parts == {"players"}
        assert s.apply(SetRequest(2, 3, RequestKind.HALF_BYE)).parts == {"requests", "round:2"}
        assert s.apply(ChangeSettings({"name": "Renamed"})).parts == {"settings"}
        assert s.apply(ChangeSettings({"rounds": 6})).parts == {"settings", "round:6"}
        pair_by_hand(s, 1)
        change = s.apply(SetResult(1, 2, "=", "="))
        assert change.parts == {"round:1"} and change.rounds == {1} and change.touches("round:")
        assert change.kind == "apply" and "round 1, board 2" in change.label
        undone = s.undo()
        assert undone.parts == {"round:1"} and undone.kind == "undo" and undone.label == change.label
        assert s.redo().kind == "redo"


def test_undo_redo_and_new_operation_clears_redo(tmp_path: Path) -> None:
    with new_store(tmp_path / "t.arbiter", players=4) as s:
        states = [s.tournament()]
        for name in ("A", "B", "C"):
            s.apply(SetRoundSchedule(1, f"26/01/0{len(states)}", name))
            states.append(s.tournament())
        s.undo()
        s.undo()
        assert s.tournament() == states[1]
        assert s.redo_label() == "schedule of round 1"
        s.redo()
        assert s.tournament() == states[2]
        s.apply(SetRoundSchedule(2, "26/02/01"))
        assert s.redo_label() is None
        with pytest.raises(OperationError, match="nothing to redo"):
            s.redo()
        assert [e.undone for e in s.history()][-2:] == [False, False]


def test_undo_redo_survive_reopening(tmp_path: Path) -> None:
    path = tmp_path / "t.arbiter"
    with new_store(path, players=10) as s:
        pair_by_hand(s, 1)
        s.apply(SetResult(1, 1, "1", "0"))
        s.apply(SetResult(1, 2, "0", "1"))
        after = s.tournament()
        s.undo()
        middle = s.tournament()
    with store.open(path) as s:
        assert s.tournament() == middle
        assert s.redo_label() == "result 0/1: round 1, board 2"
        s.redo()
        assert s.tournament() == after
    with store.open(path) as s:
        assert s.tournament() == after
        while s.undo_label() is not None:
            s.undo()
        assert s.tournament().players == {} and s.tournament().paired_rounds == 0
    with store.open(path) as s:
        while s.redo_label() is not None:
            s.redo()
        assert s.tournament() == after


def test_refused_operation_writes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "t.arbiter"
    with new_store(path, players=4) as s:
        pair_by_hand(s, 1)
        size = journal_size(s)
        before = s.tournament()
        with pytest.raises(OperationError, match="already paired"):
            s.apply(ChangeSettings({"initial_colour": "b", "name": "x"}))
        with pytest.raises(OperationError, match="do not make a result"):
            s.apply(SetResult(1, 1, "1", "1"))
        assert s.tournament() == before and journal_size(s) == size


def test_operation_that_changes_nothing_is_not_journaled(tmp_path: Path) -> None:
    with new_store(tmp_path / "t.arbiter", players=2) as s:
        size = journal_size(s)
        change = s.apply(ChangeSettings({"name": s.tournament().settings.name}))
        assert not change and journal_size(s) == size


class _Broken(Operation):
    """An operation with a bug: it puts player 1 on two boards."""

    @property
    def label(self) -> str:
        return "broken"

    def apply(self, t: Tournament) -> Tournament:
        rounds = (Round(1, paired=True, boards=(Board(1, 2), Board(1, 3))),) + t.rounds[1:]
        return replace(t, rounds=rounds)


def test_inconsistent_result_of_an_operation_is_refused(tmp_path: Path) -> None:
    with new_store(tmp_path / "t.arbiter", players=4) as s:
        before = s.tournament()
        with pytest.raises(OperationError, match="inconsistent: round 1: player 1 appears twice"):
            s.apply(_Broken())
        assert s.tournament() == before


def test_undo_refuses_when_the_data_does_not_match_the_journal(tmp_path: Path) -> None:
    path = tmp_path / "t.arbiter"
    with new_store(path, players=4) as s:
        s.apply(SetRoundSchedule(1, "26/01/01"))
        s._conn.execute("UPDATE rounds SET date = 'edited elsewhere' WHERE number = 1")  # behind the store's back
        with pytest.raises(StoreError, match="does not match"):
            s.undo()
        assert s.tournament().round(1).date == "edited elsewhere"
        assert s.undo_label() == "schedule of round 1"


def test_a_store_serves_one_thread_at_a_time(tmp_path: Path) -> None:
    """The window stores a pairing from its worker thread (issue 30): a worker may use the store,
    one thread at a time (the other waits for the operation under way), and any thread may open its
    own read-only Store."""
    errors: list[BaseException] = []
    with new_store(tmp_path / "t.arbiter", players=2) as s:
        def use() -> None:
            try:
                s.apply(AddPlayer(Player(0, "Worker, Will")))
            except BaseException as error:  # noqa: BLE001
                errors.append(error)
        worker = threading.Thread(target=use)
        with s._serial:  # an operation under way on this thread
            worker.start()
            worker.join(0.3)
            assert worker.is_alive() and len(s.tournament().players) == 2  # the worker waits for it
        worker.join()
        assert not errors and len(s.tournament().players) == 3
        assert s.undo_label() == "add player Worker, Will"

        def reader() -> None:
            with store.open(tmp_path / "t.arbiter", readonly=True) as own:
                errors.append(AssertionError(len(own.tournament().players)))
        worker = threading.Thread(target=reader)
        worker.start()
        worker.join()
        assert str(errors[-1]) == "3"


def test_many_operations_stay_fast(tmp_path: Path) -> None:
    """A 150-player event: one operation is a few milliseconds plus the disk's sync."""
    import time

    with new_store(tmp_path / "t.arbiter", rounds=9, players=150) as s:
        pair_by_hand(s, 1)
        start = time.perf_counter()
        rng = random.Random(3)
        for board in range(1, 31):
            s.apply(SetResult(1, board, *rng.choice([("1", "0"), ("=", "=")])))
        assert (time.perf_counter() - start) / 30 < 2.5  # a hang guard (loaded CI); bench_app.py measures it


def test_backup_copy(tmp_path: Path) -> None:
    with new_store(tmp_path / "t.arbiter", players=12) as s:
        pair_by_hand(s, 1)
        (tmp_path / "copies").mkdir()
        copy = s.backup_to(tmp_path / "copies" / "after-round-1.arbiter")
        original = s.tournament()
    assert sorted(p.name for p in (tmp_path / "copies").iterdir()) == ["after-round-1.arbiter"]
    with store.open(copy) as c:
        assert c.tournament() == original and c.undo_label() == "pair round 1"
