"""Several windows, processes or computers on one tournament file (issue 16, "Several writers"):
one writer, the holder named, read-only opens that follow the writer, files that cannot be
written, values of the wrong type refused before anything is written, leftovers cleaned."""
from __future__ import annotations

import errno
import gc
import getpass
import os
import re
import signal
import socket
import sqlite3
import subprocess
import sys
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

import pytest

from arbiter_gui import store
from arbiter_gui.store import FileInUse, StoreError, lock, schema
from arbiter_gui.tournament.model import Player
from arbiter_gui.tournament.operations import AddPlayer
from tests.store.helpers import new_store
from tests.store.test_store_open import assert_refused_untouched, write_v1_file

ROOT = Path(__file__).parents[2]
posix_only = pytest.mark.skipif(os.name == "nt", reason="POSIX permissions and signals")


@contextmanager
def writer_process(path: Path) -> Iterator[subprocess.Popen[str]]:
    """Another process with ``path`` open for writing (tests/store/writer_child.py)."""
    child = subprocess.Popen([sys.executable, "-m", "tests.store.writer_child", str(path)], cwd=ROOT,
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert child.stdin is not None and child.stdout is not None
    try:
        assert child.stdout.readline().strip() == "open"
        yield child
    finally:
        if child.poll() is None:
            child.kill()
        child.wait()


def tell(child: subprocess.Popen[str], command: str) -> str:
    assert child.stdin is not None and child.stdout is not None
    child.stdin.write(command + "\n")
    child.stdin.flush()
    return child.stdout.readline().strip()


@pytest.fixture
def tournament_file(tmp_path: Path) -> Path:
    path = tmp_path / "event.arbiter"
    with new_store(path, players=6):
        pass
    return path


def names(s: store.Store) -> list[str]:
    return [p.name for p in s.tournament().players.values()]


# ---------------------------------------------------------------- one writer


def test_a_second_writer_is_refused_with_the_holder_named(tournament_file: Path) -> None:
    """Two processes: the second gets the host, the user and the time the first opened it; it
    may open the file read-only and then sees the writer's edits; once the writer closes, it
    may write."""
    with writer_process(tournament_file) as child:
        with pytest.raises(FileInUse) as refused:
            store.open(tournament_file)
        message = str(refused.value)
        assert f"is open on {socket.gethostname()} (user {getpass.getuser()}) since " in message
        assert re.search(r"since \d\d:\d\d", message) and "read-only" in message
        assert refused.value.holder is not None and refused.value.holder.pid == child.pid
        with store.open(tournament_file, readonly=True) as reader:
            assert len(names(reader)) == 6 and not reader.changed_elsewhere()
            assert tell(child, "add Late, Lou") == "added"
            assert reader.changed_elsewhere() and names(reader)[-1] == "Late, Lou"
            with pytest.raises(StoreError, match="read-only"):
                reader.apply(AddPlayer(Player(0, "Nobody")))
        tell(child, "quit")
        child.wait()
    with store.open(tournament_file) as s:
        assert names(s)[-1] == "Late, Lou"
    assert sorted(p.name for p in tournament_file.parent.iterdir()) == ["event.arbiter"]  # lock file gone


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL (POSIX)")
def test_a_killed_writer_leaves_no_lock(tournament_file: Path) -> None:
    with writer_process(tournament_file) as child:
        assert tell(child, "add Late, Lou") == "added"
        assert lock.holder_of(tournament_file) is not None
        child.send_signal(signal.SIGKILL)
        child.wait()
        assert lock.holder_of(tournament_file) is None  # the sidecar may remain, its lock does not
        with store.open(tournament_file) as s:
            assert names(s)[-1] == "Late, Lou"
    assert sorted(p.name for p in tournament_file.parent.iterdir()) == ["event.arbiter"]


def test_a_second_writer_in_the_same_process_is_refused(tournament_file: Path) -> None:
    first = store.open(tournament_file)
    with pytest.raises(FileInUse, match="is open in this program"):
        store.open(tournament_file)
    with pytest.raises(FileInUse):
        store.open(tournament_file.parent / "." / tournament_file.name)  # another spelling of the path
    with store.open(tournament_file, readonly=True) as reader:
        assert len(names(reader)) == 6
    first.close()
    forgotten = store.open(tournament_file)  # a store dropped without close() releases its lock too
    del forgotten
    gc.collect()
    with store.open(tournament_file):
        pass


def test_a_new_file_is_locked_from_its_creation(tmp_path: Path) -> None:
    path = tmp_path / "new.arbiter"
    with new_store(path, players=2):
        with pytest.raises(FileInUse):
            store.open(path)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["new.arbiter"]


def test_save_as_onto_a_file_open_elsewhere_is_refused(tournament_file: Path, tmp_path: Path) -> None:
    other = tmp_path / "other.arbiter"
    with new_store(other, players=3):
        pass
    with store.open(tournament_file) as s, writer_process(other) as child:
        with pytest.raises(FileInUse, match="other.arbiter is open on .*: it was not replaced"):
            s.backup_to(other)
        with pytest.raises(FileInUse, match="is open in this program: it was not replaced"):
            s.backup_to(tournament_file)  # the very file open here
        tell(child, "quit")
    with store.open(other) as again:
        assert len(names(again)) == 3
    with store.open(tournament_file) as s:
        s.backup_to(other)  # nobody has it open now
    with store.open(other) as again:
        assert len(names(again)) == 6


def test_no_read_only_view_from_another_computer(tournament_file: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """SQLite's WAL shares its index in memory: a reader on another computer than the writer is
    refused, naming the writer, before SQLite touches the file."""
    with writer_process(tournament_file):
        monkeypatch.setattr(lock.socket, "gethostname", lambda: "another-pc")
        before = sorted(p.name for p in tournament_file.parent.iterdir())
        with pytest.raises(StoreError, match="is open on .* since .*: it cannot be shown on another computer"):
            store.open(tournament_file, readonly=True)
        assert sorted(p.name for p in tournament_file.parent.iterdir()) == before


# ---------------------------------------------------------------- files that cannot be written


@posix_only
def test_a_write_protected_file_opens_read_only(tournament_file: Path) -> None:
    tournament_file.chmod(0o444)
    before = tournament_file.read_bytes()
    with store.open(tournament_file) as s:
        assert s.readonly and "write-protected" in (s.read_only_reason or "")
        assert len(names(s)) == 6
        with pytest.raises(StoreError, match="read-only"):
            s.apply(AddPlayer(Player(0, "Late, Lou")))
    assert tournament_file.read_bytes() == before
    assert sorted(p.name for p in tournament_file.parent.iterdir()) == ["event.arbiter"]


@posix_only
def test_a_file_in_a_read_only_folder_opens_read_only(tournament_file: Path) -> None:
    folder = tournament_file.parent
    folder.chmod(0o555)
    try:
        with store.open(tournament_file) as s:
            assert s.readonly and "folder" in (s.read_only_reason or "")
            assert len(names(s)) == 6
        assert sorted(p.name for p in folder.iterdir()) == ["event.arbiter"]
    finally:
        folder.chmod(0o755)


# ---------------------------------------------------------------- validated before anything is written


def damage(path: Path, *statements: str) -> None:
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA ignore_check_constraints = ON")
    for statement in statements:
        conn.execute(statement)
    conn.close()


WRONG_VALUES = {
    "settings-not-json": ("UPDATE settings SET value = 'nine rounds' WHERE key = 'rounds'",
                          "setting rounds is not a JSON value"),
    "setting-of-another-kind": ("""UPDATE settings SET value = '"nine"' WHERE key = 'rounds'""",
                                "setting rounds: 'nine' is not a value of that setting"),
    "point-system-not-numbers": ("""UPDATE settings SET value = '{"win": "much"}' WHERE key = 'point_system'""",
                                 "setting point_system"),
    "text-where-a-rating-belongs": ("UPDATE players SET fide_rating = 'strong' WHERE tpn = 2",
                                    "table players, row tpn 2: fide_rating holds text .'strong'. where a whole "
                                    "number belongs"),
    "check-constraint-ignored": ("UPDATE players SET entry_round = 0 WHERE tpn = 2",
                                 "table players, row tpn 2: CHECK constraint failed: entry_round >= 1"),
    "decimal-pairing-number": ("UPDATE players SET entry_round = 1.5 WHERE tpn = 3", "entry_round holds a decimal"),
    "forbidden-not-a-list": ("INSERT OR REPLACE INTO forbidden VALUES (0, 1, 9, '{\"1\": 2}')",
                             "forbidden pairing 0 is not a list of pairing numbers"),
    "journal-not-json": ("UPDATE journal SET diff = 'garbage' WHERE seq = 1", "undo journal entry 1 cannot be read"),
    "unknown-table": ("CREATE TABLE notes(x)", "table notes that Arbiter does not write"),
    "altered-table": ("ALTER TABLE players ADD COLUMN email TEXT", "table players not as Arbiter writes"),
}


@pytest.mark.parametrize("statement, message", WRONG_VALUES.values(), ids=WRONG_VALUES.keys())
@pytest.mark.parametrize("version", [1, 2], ids=["old-format", "current"])
def test_values_of_the_wrong_type_are_refused_before_anything_is_written(
        tmp_path: Path, version: int, statement: str, message: str) -> None:
    """A file SQLite finds sound but that holds what Arbiter cannot read: refused naming what is
    wrong, and (for an old file) neither migrated nor backed up."""
    path = tmp_path / "t.arbiter"
    if version == 1:
        write_v1_file(path)
        statement = statement.replace("WHERE tpn = 3", "WHERE tpn = 1")
        if "journal" in statement:
            damage(path, "INSERT INTO journal(at, label, operation, diff, change) VALUES ('', '', '', '{}', '[]')")
    else:
        with new_store(path, players=3):
            pass
    damage(path, statement)
    assert_refused_untouched(path, f"is not a valid tournament file .*{message}")


@pytest.mark.parametrize("version", [1, 2])
def test_our_application_id_without_tables(tmp_path: Path, version: int) -> None:
    path = tmp_path / "empty.arbiter"
    damage(path, f"PRAGMA application_id = {schema.APPLICATION_ID}", f"PRAGMA user_version = {version}")
    assert_refused_untouched(path, "not a valid tournament file .it has no tables at all")
    damage(path, "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
           "INSERT INTO meta VALUES ('kind', 'arbiter-tournament')")
    assert_refused_untouched(path, r"not a valid tournament file .it has no table boards, forbidden, .* and \d more; "
                                   r"table meta not as Arbiter writes it")


# ---------------------------------------------------------------- leftovers


def test_leftovers_of_a_killed_create_copy_or_migration_are_removed(tournament_file: Path) -> None:
    folder = tournament_file.parent
    ours = [".event.arbiter.0123456789ab.writing", ".event.arbiter.0123456789ab.writing-wal",
            ".event.arbiter.0123456789ab.writing-journal", ".event.arbiter.v1.bak.abcdef012345.writing",
            ".event.arbiter.v1.bak.0badcafe.abcdef012345.writing-shm"]
    others = [".other.arbiter.0123456789ab.writing", ".event.arbiter.notours.writing", "event.arbiter.v1.bak",
              ".event.arbiter.0123456789ab.writing.txt"]
    for name in ours + others:
        (folder / name).write_bytes(b"x")
    with store.open(tournament_file, readonly=True):
        pass
    assert all((folder / name).exists() for name in ours)  # only a writer cleans up (under its lock)
    with store.open(tournament_file) as s:
        assert sorted(p.name for p in folder.iterdir()) == sorted(
            ["event.arbiter", ".event.arbiter.lock", "event.arbiter-wal", "event.arbiter-shm"] + others)
        copy = folder / "copy.arbiter"
        (folder / ".copy.arbiter.0123456789ab.writing").write_bytes(b"x")  # a copy killed half-way
        s.backup_to(copy)  # cleans up after the earlier one
    assert sorted(p.name for p in folder.iterdir()) == sorted(["event.arbiter", "copy.arbiter"] + others)


def test_a_read_only_open_leaves_no_wal_or_shm(tournament_file: Path) -> None:
    folder = tournament_file.parent
    reader = sqlite3.connect(f"{tournament_file.absolute().as_uri()}?mode=ro", uri=True)
    reader.execute("SELECT COUNT(*) FROM players").fetchone()
    reader.close()  # what a read-only connection leaves behind
    assert sorted(p.name for p in folder.iterdir()) == ["event.arbiter", "event.arbiter-shm", "event.arbiter-wal"]
    with store.open(tournament_file, readonly=True) as s:
        assert len(names(s)) == 6
    assert sorted(p.name for p in folder.iterdir()) == ["event.arbiter"]
    with store.open(tournament_file) as writer, store.open(tournament_file, readonly=True) as s:
        writer.apply(AddPlayer(Player(0, "Late, Lou")))
        assert names(s)[-1] == "Late, Lou"
        writer.close()  # the reader is still there: SQLite keeps the WAL
    assert sorted(p.name for p in folder.iterdir()) == ["event.arbiter"]
    with store.open(tournament_file, readonly=True) as s:
        assert names(s)[-1] == "Late, Lou"


@pytest.mark.skipif(os.name == "nt", reason="POSIX record locks")
def test_a_file_system_that_cannot_lock_is_named(tournament_file: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """NFS without its lock service answers ENOLCK: a clear refusal, not "open elsewhere"."""
    def no_locks(*args: object) -> None:
        raise OSError(errno.ENOLCK, "No locks available")

    monkeypatch.setattr(lock.fcntl, "lockf", no_locks)
    with pytest.raises(StoreError, match="file system cannot lock files .No locks available."):
        store.open(tournament_file)
    assert lock.holder_of(tournament_file) is None
    with store.open(tournament_file, readonly=True) as s:
        assert len(names(s)) == 6


def test_a_lock_file_that_cannot_be_written_means_read_only(tournament_file: Path,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """Another user's lock file, a folder that refuses new files: no lock, so no writing."""
    real_open = os.open

    def refused(path: object, flags: int, *args: int) -> int:
        if str(path).endswith(".lock") and flags & os.O_CREAT:
            raise PermissionError(13, "Permission denied")
        return real_open(path, flags, *args)

    monkeypatch.setattr(lock.os, "open", refused)
    with store.open(tournament_file) as s:
        assert s.readonly and "cannot create its lock file .event.arbiter.lock (Permission denied): the file is " \
                              "open read-only" in (s.read_only_reason or "")
        assert len(names(s)) == 6
