"""The state a Store keeps in memory between transactions: after every kind of operation, undo,
redo, refusal, failed transaction and write by another connection it equals what a fresh read of
the file gives, and the journal records exactly the rows that changed. Also the indexes the model
keeps on its frozen objects (boards by player, cells, running scores) against a walk."""
from __future__ import annotations

import random
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest

from arbiter_gui import store
from arbiter_gui.tournament.scoring import RoundCell
from arbiter_gui.store import StoreError, database, journal
from arbiter_gui.store.database import Store
from arbiter_gui.store.rows import Rows, from_rows, read_rows, to_rows
from arbiter_gui.tournament.model import ForbiddenPairing, Player, Round, Tournament
from arbiter_gui.tournament.operations import (
    AddForbiddenPairing, AssignPairingNumbers, ChangeSettings, EditPlayer, LateEntry, Operation, OperationError,
    RemoveForbiddenPairing, SetResult, SetRoundSchedule,
)
from arbiter_gui.tournament.results import Result
from tests.store.helpers import apply_edit, enter_results, hand_pairing, new_store, pair_by_hand, random_edit


def file_rows(path: Path) -> Rows:
    with closing(sqlite3.connect(path)) as conn:
        return read_rows(conn)


def fresh(path: Path) -> Tournament:
    """The tournament read by another connection."""
    with store.open(path, readonly=True) as other:
        return other.tournament()


def assert_current(s: Store) -> None:
    """The kept state equals a fresh read of the file, and gives back the file's rows."""
    rows = file_rows(s.path)
    assert s.tournament() == fresh(s.path) == from_rows(rows)
    assert to_rows(s.tournament()) == rows


def newest_seq(s: Store) -> int:
    return max((e.seq for e in s.history()), default=0)


def assert_recorded(s: Store, before: Rows, seq_before: int) -> None:
    """The step just recorded (if any) holds exactly the rows that changed in the file."""
    after = file_rows(s.path)
    if newest_seq(s) == seq_before:
        assert after == before
        return
    row = s._db.execute("SELECT diff FROM journal WHERE seq = ?", (newest_seq(s),)).fetchone()
    assert journal.decode(row[0]) == journal.diff_rows(before, after)


def test_every_operation_kind(tmp_path: Path) -> None:
    path = tmp_path / "t.arbiter"
    rng = random.Random(5)
    with new_store(path, rounds=5, players=9) as s:
        operations: list[Operation] = [
            ChangeSettings({"name": "Renamed", "tiebreaks": ["BH", "SB"], "deputy_arbiters": ["A", "B"]}),
            EditPlayer(3, {"name": "Renamed, R", "fide_rating": 2100}),
            AddForbiddenPairing(ForbiddenPairing((1, 2), 1, 3)),
            SetRoundSchedule(2, "2026/03/01", "15:00"),
            AssignPairingNumbers(),
            ChangeSettings({"rounds": 6}),
            RemoveForbiddenPairing(0),
        ]
        for op in operations:
            before, seq = file_rows(path), newest_seq(s)
            s.apply(op)
            assert_current(s)
            assert_recorded(s, before, seq)
        pair_by_hand(s, 1)
        enter_results(s, 1, rng)
        before, seq = file_rows(path), newest_seq(s)
        s.apply(LateEntry(Player(0, "Late, L", fide_rating=1900)))
        assert_current(s)
        assert_recorded(s, before, seq)
        for _ in range(4):
            s.undo()
            assert_current(s)
        for _ in range(2):
            s.redo()
            assert_current(s)


def test_random_edits_keep_the_state_and_the_journal_exact(tmp_path: Path) -> None:
    path = tmp_path / "t.arbiter"
    rng = random.Random(2026)
    with new_store(path, rounds=5, players=13) as s:
        for _ in range(150):
            before, seq = file_rows(path), newest_seq(s)
            edit = random_edit(s.tournament(), rng)
            try:
                apply_edit(s, edit)
            except OperationError:
                assert file_rows(path) == before
            assert_current(s)
            if not isinstance(edit, str):
                assert_recorded(s, before, seq)


def test_a_failed_transaction_drops_what_was_patched(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "t.arbiter"
    with new_store(path, rounds=3, players=6) as s:
        pair_by_hand(s, 1)
        before = file_rows(path)
        patch = Store._patch

        def patch_then_fail(self: Store, diff: journal.Diff) -> None:
            patch(self, diff)
            raise RuntimeError("disk on fire")

        monkeypatch.setattr(Store, "_patch", patch_then_fail)
        with pytest.raises(RuntimeError):
            s.apply(SetResult(1, 1, "1", "0"))
        with pytest.raises(RuntimeError):
            s.undo()
        monkeypatch.undo()
        assert file_rows(path) == before
        assert s.tournament() == fresh(path)
        assert s.tournament().round(1).boards[0].white_result is None
        s.apply(SetResult(1, 1, "1", "0"))
        assert_current(s)
        assert s.tournament().round(1).boards[0].white_result == "1"


def test_read_back_mismatch_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "t.arbiter"
    with new_store(path, rounds=3, players=6) as s:
        pair_by_hand(s, 1)
        before = file_rows(path)
        monkeypatch.setattr(journal, "first_mismatch", lambda conn, diff: "boards [1, 1]")
        with pytest.raises(StoreError, match="read back differs"):
            s.apply(SetResult(1, 1, "1", "0"))
        monkeypatch.undo()
        assert file_rows(path) == before and s.tournament() == fresh(path)


def test_writes_by_another_connection_are_seen(tmp_path: Path) -> None:
    """A read-only store (a window showing a file another window writes) follows every commit
    of the writer, and says so when polled."""
    path = tmp_path / "t.arbiter"
    with new_store(path, rounds=3, players=6) as writer, store.open(path, readonly=True) as s:
        pair_by_hand(writer, 1)
        assert s.tournament().round(1).boards[0].white_result is None
        assert not s.changed_elsewhere()  # the first poll only notes where the file is
        writer.apply(SetResult(1, 1, "=", "="))
        assert s.changed_elsewhere() and not s.changed_elsewhere()
        assert s.tournament().round(1).boards[0].white_result == "="
        writer.undo()
        assert_current(s)
        assert s.tournament().round(1).boards[0].white_result is None


def test_a_file_is_read_as_a_tournament_once_when_opened(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The checks before opening read the file as a tournament; the store keeps that reading
    while the file holds the very rows they read (issue 30: a 2,000-player file was read twice),
    and reads the file again when it changed between the checks and the store's connection."""
    path = tmp_path / "t.arbiter"
    with new_store(path, rounds=3, players=6) as s:
        pair_by_hand(s, 1)
    reads: list[int] = []
    monkeypatch.setattr(database, "from_rows", lambda rows, *rest: reads.append(1) or from_rows(rows, *rest))
    with store.open(path) as s:
        assert s.tournament() == fresh(path) and reads == []
    inspect = database._inspect_database

    def checked_then_written(file: Path) -> tuple[int, tuple[Rows, Tournament]]:
        found = inspect(file)
        with closing(sqlite3.connect(file, isolation_level=None)) as conn:  # another program, meanwhile
            conn.execute("UPDATE boards SET white_result = '1', black_result = '0' WHERE round = 1 AND board = 1")
        return found

    monkeypatch.setattr(database, "_inspect_database", checked_then_written)
    with store.open(path) as s:
        assert s.tournament().round(1).boards[0].white_result == "1" and reads == [1]
        assert_current(s)


def test_an_operation_worked_out_beforehand_is_stored_as_worked_out_at_once(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``store.prepare`` (the pairing's operation applied and validated on the worker thread, issue
    30) gives the same file and undo step as applying at once; it is used only for the very
    operation and tournament it was worked out from, and an operation that refuses is refused by
    ``apply``, as before."""
    rows: list[Rows] = []
    for ahead in (False, True):
        path = tmp_path / f"{ahead}.arbiter"
        with new_store(path, rounds=3, players=7) as s:
            op = hand_pairing(s.tournament(), 1)
            ready = store.prepare(op, s.tournament())
            assert ready is not None and ready.op is op and ready.after == op.apply(s.tournament())
            if ahead:
                monkeypatch.setattr(database, "validate", lambda t: pytest.fail("validated again"))
            s.apply(op, ready if ahead else None)
            monkeypatch.undo()
            assert_current(s)
            rows.append(file_rows(path))
            assert [e.label for e in s.history()][-1] == op.label
            stale = store.prepare(SetRoundSchedule(2, "2026/01/02"), s.tournament())
            s.apply(SetRoundSchedule(3, "2026/01/03"))
            assert stale is not None
            s.apply(stale.op, stale)  # worked out before round 3's date: applied anew
            assert [r.date for r in s.tournament().rounds[1:]] == ["2026/01/02", "2026/01/03"]
            refused = hand_pairing(s.tournament(), 2)  # round 1's results are not in
            assert store.prepare(refused, s.tournament()) is None
            with pytest.raises(OperationError):
                s.apply(refused, None)
    assert rows[0] == rows[1]


def test_a_file_not_written_by_this_program_is_rewritten_whole(tmp_path: Path) -> None:
    """Rows that do not read back the same (a gap in board numbers) are replaced by the
    tournament's own rows at the next operation, as when the store re-read everything."""
    path = tmp_path / "t.arbiter"
    with new_store(path, rounds=3, players=6) as s:
        pair_by_hand(s, 1)
        s.tournament()
        with closing(sqlite3.connect(path, isolation_level=None)) as conn:
            conn.execute("UPDATE boards SET board = 7 WHERE round = 1 AND board = 3")
        before = file_rows(path)
        assert (1, 7) in before["boards"]
        expected = journal.diff_rows(before, to_rows(SetRoundSchedule(3, "2026/01/03").apply(from_rows(before))))
        seq = newest_seq(s)
        s.apply(SetRoundSchedule(3, "2026/01/03"))
        assert_recorded(s, before, seq)
        assert journal.diff_rows(before, file_rows(path)) == expected
        assert (1, 3) in file_rows(path)["boards"] and s.tournament() == fresh(path)
        assert s._canonical  # from then on only the parts an operation replaces are diffed


def test_scores_and_boards_match_a_walk_over_the_cells(tmp_path: Path) -> None:
    """The indexes the model keeps per round and per tournament give what a walk gives."""
    rng = random.Random(7)
    with new_store(tmp_path / "t.arbiter", rounds=4, players=11) as s:
        for r in (1, 2, 3):
            pair_by_hand(s, r)
            enter_results(s, r, rng)
        t = s.tournament()
    for tpn in [*t.players, 99]:
        for before_round in range(-1, 7):
            walk = sum((c.points for r in range(1, min(before_round, t.paired_rounds + 1))
                        if (c := t.cell(tpn, r)) is not None), start=t.score(1, 1) * 0)
            assert t.score(tpn, before_round) == walk
        for rnd in t.rounds:
            walked = next(((n, b) for n, b in enumerate(rnd.boards, start=1) if tpn in b.players), None)
            assert rnd.board_of(tpn) == walked
            assert t.cell(tpn, rnd.number) == walked_cell(t, rnd, tpn)


def walked_cell(t: Tournament, rnd: Round, tpn: int) -> Result | None:
    """The cell as Tournament.cell found it by walking the boards."""
    if not rnd.paired:
        return None
    points = t.settings.point_system.points
    for board in rnd.boards:
        if tpn in board.players:
            code = board.result_of(tpn)
            opponent = board.black if tpn == board.white else board.white
            colour = None if not board.colours else ("w" if tpn == board.white else "b")
            return None if code is None else Result(opponent, colour, code, points(RoundCell(opponent, colour, code)))
    code = rnd.unpaired.get(tpn)
    return None if code is None else Result(None, None, code, points(RoundCell(None, None, code)))


def test_an_undo_or_redo_keeps_the_problems_of_the_state_it_returns_to(tmp_path: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """The states before and after an operation were validated when it was applied: after its undo or
    redo the next operation validates only its own result (issue 30: the first result after an undo
    validated the tournament it started from again), and the problems kept are a fresh validation's."""
    path = tmp_path / "event.arbiter"
    with new_store(path, rounds=3, players=7) as s:
        pair_by_hand(s, 1)
        s.apply(SetRoundSchedule(2, "2026/01/02"))
        s.apply(SetRoundSchedule(3, "2026/01/03"))
        validated: list[Tournament] = []
        real = database.validate
        monkeypatch.setattr(database, "validate", lambda t: validated.append(t) or real(t))
        for step in (s.undo, s.undo, s.redo):
            step()
            assert s.problems() == real(s.tournament()) and validated == []  # kept, not worked out again
            s.apply(SetRoundSchedule(3, f"2026/02/0{len(s.history())}"))
            assert validated == [s.tournament()]  # its result only
            validated.clear()
            s.undo()
            validated.clear()
        assert_current(s)
