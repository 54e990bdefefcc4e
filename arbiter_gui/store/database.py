"""One tournament file: ``open``, ``create`` and the ``Store`` that applies operations with undo/redo.

Safety rules kept here:
- a file is inspected before SQLite is allowed to touch it (magic bytes, application id, schema
  version), then checked read-only (integrity and foreign keys); a file that fails is never written;
- every operation runs in one ``BEGIN IMMEDIATE`` transaction with its journal entry, in WAL mode
  with ``synchronous=FULL``: after a crash the file holds every committed operation and nothing of
  an uncommitted one;
- a new file is built under a temporary name and renamed into place only when complete;
- before a migration the file is copied to ``NAME.vN.bak``;
- one writer per file (``lock``): a second writer is refused with the holder named; a file that
  cannot be written (write-protected, read-only folder) opens read-only; a file being written by
  another computer is not opened at all (SQLite's WAL needs shared memory, which a network share
  does not give); read-only connections leave -wal/-shm behind, folded back when nobody writes.

A Store (an sqlite3 connection) serves one thread at a time, any thread: the window opens a large
file and stores a pairing from its worker thread (issue 30).
"""
from __future__ import annotations

import contextlib
import datetime
import functools
import json
import os
import re
import sqlite3
import stat
import threading
import uuid
from pathlib import Path
from typing import Callable, Iterator, NamedTuple, TypeVar

from ..text import QT_TRANSLATE_NOOP, Text, joined
from ..tournament.model import Tournament, TournamentSettings
from ..tournament.validation import validate
from ..tournament.operations import Change, Operation, OperationError, check_confirmed
from . import checks, journal, schema
from .errors import StoreError
from .lock import CannotLock, FileInUse, WriterLock, holder_of
from .rows import Rows, all_parts, changed_parts, from_rows, part_of, read_rows, select, to_rows

SQLITE_MAGIC = b"SQLite format 3\x00"
BUSY_TIMEOUT_MS = 5000


# ---------------------------------------------------------------- checks before opening


def _name(path: Path) -> str:
    return str(path)


def _inspect_header(path: Path) -> int:
    """Check the 100-byte SQLite header without SQLite; return the schema version it shows."""
    if not path.exists():
        raise StoreError(Text(QT_TRANSLATE_NOOP("Domain", "{0}: no such file"), _name(path)))
    if not path.is_file():
        raise StoreError(Text(QT_TRANSLATE_NOOP("Domain", "{0}: not a file"), _name(path)))
    try:
        with path.open("rb") as handle:
            header = handle.read(100)
    except OSError as error:
        raise StoreError(Text(QT_TRANSLATE_NOOP(
            "Domain", "{0}: cannot read the file ({1})"), _name(path), error.strerror or error)) from error
    if len(header) < 100 or not header.startswith(SQLITE_MAGIC):
        raise StoreError(Text(QT_TRANSLATE_NOOP(
            "Domain", "{0} is not an Arbiter tournament file (it is not an SQLite database)"), _name(path)))
    application_id = int.from_bytes(header[68:72], "big")
    if application_id != schema.APPLICATION_ID:
        raise StoreError(Text(QT_TRANSLATE_NOOP(
            "Domain", "{0} is an SQLite database but not an Arbiter tournament file"), _name(path)))
    version = int.from_bytes(header[60:64], "big")
    _check_version(path, version)
    return version


def _check_version(path: Path, version: int) -> None:
    if version > schema.current_version():
        raise StoreError(Text(QT_TRANSLATE_NOOP(
            "Domain", "{0} was written by a newer version of Arbiter (file format {1}; this version reads up to {2}):"
                      " update Arbiter to open it"), _name(path), version, schema.current_version()))
    if version < 1:
        raise StoreError(Text(QT_TRANSLATE_NOOP(
            "Domain", "{0} is an incomplete Arbiter tournament file (no schema): it cannot be opened"), _name(path)))


def _uri(path: Path, **params: str) -> str:
    query = "&".join(f"{k}={v}" for k, v in params.items())
    return f"{path.absolute().as_uri()}?{query}"


def _inspect_database(path: Path) -> tuple[int, tuple[Rows, Tournament]]:
    """Read-only checks through SQLite; returns the schema version, and the rows and the tournament
    the file holds (``checks.sound``). Without a -wal file the file is
    opened ``immutable`` (SQLite creates nothing beside it); with one (after a crash) it is opened
    read-only so that the committed transactions in the WAL are checked too."""
    wal = Path(f"{path}-wal")
    params = {"mode": "ro"} if wal.exists() else {"mode": "ro", "immutable": "1"}
    try:
        conn = sqlite3.connect(_uri(path, **params), uri=True, isolation_level=None)
    except sqlite3.Error as error:
        raise StoreError(Text(QT_TRANSLATE_NOOP(
            "Domain", "{0}: cannot be opened ({1})"), _name(path), error)) from error
    try:
        application_id = conn.execute("PRAGMA application_id").fetchone()[0]
        if application_id != schema.APPLICATION_ID:
            raise StoreError(Text(QT_TRANSLATE_NOOP(
                "Domain", "{0} is an SQLite database but not an Arbiter tournament file"), _name(path)))
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        _check_version(path, version)
        problems = [row[0] for row in conn.execute("PRAGMA integrity_check(20)")]  # NOT NULL, CHECK too
        if problems != ["ok"]:
            lines = [line for row in problems for line in row.splitlines() if not line.startswith("***")]
            raise StoreError(Text(QT_TRANSLATE_NOOP(
                "Domain", "{0} is damaged (SQLite integrity check: {1}); open a backup copy"),
                _name(path), '; '.join(lines[:3])))
        if conn.execute("PRAGMA foreign_key_check").fetchone() is not None:
            raise StoreError(Text(QT_TRANSLATE_NOOP(
                "Domain", "{0} is damaged (rows refer to players or rounds that do not exist); open a backup copy"),
                _name(path)))
        try:
            read = checks.sound(conn, version)
        except checks.Invalid as found:
            raise StoreError(Text(QT_TRANSLATE_NOOP(
                "Domain", "{0} is not a valid tournament file ({1}); it was not opened"), _name(path), str(found))) from None
        kind = conn.execute("SELECT value FROM meta WHERE key = 'kind'").fetchone()
        if kind is None or kind[0] != schema.FILE_KIND:
            raise StoreError(Text(QT_TRANSLATE_NOOP("Domain", "{0} is not an Arbiter tournament file"), _name(path)))
        return version, read
    except sqlite3.DatabaseError as error:
        raise StoreError(Text(QT_TRANSLATE_NOOP(
            "Domain", "{0} is damaged or not a tournament file ({1}); open a backup copy"),
            _name(path), error)) from error
    finally:
        conn.close()


def _configure(conn: sqlite3.Connection, readonly: bool) -> None:
    conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS:d}")
    conn.execute("PRAGMA foreign_keys = ON")
    if not readonly:
        mode = conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]
        if mode.lower() != "wal":
            raise StoreError(Text(QT_TRANSLATE_NOOP("Domain", "cannot switch the file to WAL mode (got {0!r})"), mode))
        conn.execute("PRAGMA synchronous = FULL")
        conn.execute("PRAGMA fullfsync = ON")  # macOS: really reach the disk


def _connect(path: Path, readonly: bool) -> sqlite3.Connection:
    if not readonly:
        uri = _uri(path, mode="rw")
    elif Path(f"{path}-wal").exists() or _write_protection(path) is None:
        uri = _uri(path, mode="ro")
    else:  # nobody can be writing it: read it as it is, leaving no -wal/-shm (which a read-only
        uri = _uri(path, mode="ro", immutable="1")  # connection cannot delete, or even create)
    # used by one thread at a time (Store: _serialized); the window stores a pairing from its worker thread
    conn = sqlite3.connect(uri, uri=True, isolation_level=None, check_same_thread=False)
    try:
        _configure(conn, readonly)
    except BaseException:
        conn.close()
        raise
    return conn


def _copy_database(conn: sqlite3.Connection) -> Callable[[Path], None]:
    def fill(temporary: Path) -> None:
        copy = sqlite3.connect(str(temporary))
        try:
            conn.backup(copy)
        finally:
            copy.close()
    return fill


def _backup(conn: sqlite3.Connection, path: Path, version: int) -> Path:
    """The copy kept before a migration: NAME.vN.bak (never replacing an earlier one)."""
    target = path.with_name(f"{path.name}.v{version}.bak")
    if target.exists():
        target = path.with_name(f"{path.name}.v{version}.{uuid.uuid4().hex[:8]}.bak")
    _publish(target, _copy_database(conn), Text(QT_TRANSLATE_NOOP("Domain", "the backup before upgrading failed")),
             overwrite=False)
    return target


def _publish(file: Path, fill: Callable[[Path], None], failure: str, overwrite: bool) -> None:
    """Build a database file with ``fill`` under a temporary name beside ``file``, sync it, give it
    its name (replacing an existing file only if ``overwrite``) and sync the folder: the file
    appears under its name complete or not at all. StoreError "NAME: ``failure`` (why)"."""
    temporary = file.with_name(f".{file.name}.{uuid.uuid4().hex[:12]}.writing")
    try:
        fill(temporary)
        with temporary.open("rb+") as handle:
            os.fsync(handle.fileno())
        if overwrite:
            os.replace(temporary, file)
        else:
            _move_into_place(temporary, file)
        _fsync_folder(file.parent.absolute())
    except sqlite3.Error as error:
        raise StoreError(Text(QT_TRANSLATE_NOOP("Domain", "{0}: {1} ({2})"), _name(file), failure, error)) from error
    except OSError as error:
        raise StoreError(Text(QT_TRANSLATE_NOOP(
            "Domain", "{0}: {1} ({2})"), _name(file), failure, error.strerror or error)) from error
    finally:
        for leftover in (temporary, Path(f"{temporary}-wal"), Path(f"{temporary}-shm")):
            with contextlib.suppress(OSError):
                leftover.unlink()


def _write_protection(file: Path) -> str | None:
    """Why ``file`` cannot be written (write-protected, read-only folder), or None. Without any
    write permission bit a file or folder counts as write-protected even for an administrator
    (whom os.access lets write anything); on Windows a folder's read-only attribute means nothing."""
    folder = file.absolute().parent
    try:
        mode, folder_mode = file.stat().st_mode, folder.stat().st_mode
    except OSError as error:
        raise StoreError(Text(QT_TRANSLATE_NOOP(
            "Domain", "{0}: cannot be opened ({1})"), _name(file), error.strerror or error)) from error
    any_write = stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH
    if not os.access(file, os.W_OK) or not mode & any_write:
        return f"{_name(file)} is write-protected: it is open read-only"
    if not os.access(folder, os.W_OK | os.X_OK) or (os.name != "nt" and not folder_mode & any_write):
        return f"the folder of {_name(file)} is read-only: the file is open read-only"
    return None


def _leftover_pattern(file: Path) -> re.Pattern[str]:
    """The temporary files ``_publish`` builds for ``file`` or for its backup before a migration
    (``_backup``), with their SQLite journals: ``.NAME.<hex>.writing``, ``.NAME.vN.bak.<hex>.writing``."""
    return re.compile(rf"\.{re.escape(file.name)}\.(?:v\d+\.bak\.(?:[0-9a-f]{{8}}\.)?)?[0-9a-f]{{12}}"
                      r"\.writing(?:-wal|-shm|-journal)?")


def _remove_leftovers(file: Path) -> None:
    """Delete what a process killed while creating, copying or migrating ``file`` left behind.
    Called with the writer's lock on ``file``, under which alone these files are built."""
    pattern = _leftover_pattern(file)
    try:
        names = os.listdir(file.absolute().parent)
    except OSError:
        return
    for name in names:
        if pattern.fullmatch(name):
            with contextlib.suppress(OSError):
                file.with_name(name).unlink()


def _tidy(file: Path) -> None:
    """Fold back the -wal and -shm files a read-only connection leaves (SQLite's last read-write
    connection deletes them when it closes; a read-only one cannot): briefly, and only when
    nobody has the file open for writing and it can be written. SQLite itself keeps them while
    any other connection has the file open."""
    if not (Path(f"{file}-wal").exists() or Path(f"{file}-shm").exists()):
        return
    try:
        if _write_protection(file) is not None or holder_of(file) is not None:
            return  # cannot be written, or a writer has it open: the files are its own
        lock = WriterLock(file)
    except StoreError:
        return  # gone, or a writer came in meanwhile
    try:
        _connect(file, readonly=False).close()
    except (sqlite3.Error, StoreError):
        pass  # left for the next writer
    finally:
        lock.release()


def _check_reader_here(file: Path) -> None:
    """A read-only connection must be on the writer's computer: SQLite's WAL shares its index in
    memory, which a network share does not give to another computer."""
    holder = holder_of(file)
    if holder is not None and holder.known and not holder.here:
        raise StoreError(Text(QT_TRANSLATE_NOOP("Domain", "{0} is open {1}: it cannot be shown on another computer "
                                                          "while it is written there (copy it when it is closed, or "
                                                          "use a backup copy)"), _name(file), holder.describe()))


def _fsync_folder(folder: Path) -> None:
    if os.name == "nt":
        return  # folders cannot be opened for fsync on Windows
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


# ---------------------------------------------------------------- public entry points


def open(path: str | os.PathLike[str], *, readonly: bool = False) -> "Store":  # noqa: A001 - store.open
    """Open a tournament file. StoreError (and nothing written to the file) if it is missing, not
    an SQLite database, not an Arbiter tournament, damaged, or from a newer Arbiter; FileInUse
    if another window or process has it open for writing (``readonly`` opens it all the same).
    A file that cannot be written opens read-only (``Store.read_only_reason`` says why). An
    older file is copied to NAME.vN.bak and migrated (not when read-only)."""
    file = Path(path)
    _inspect_header(file)
    return _open(file, readonly, None)


def _open(file: Path, readonly: bool, lock: WriterLock | None) -> "Store":
    """``open`` after the header check; ``lock``, if given, is the writer's lock already taken."""
    reason = _write_protection(file)
    readonly = readonly or reason is not None
    if not readonly and lock is None:
        try:
            lock = WriterLock(file)
        except CannotLock as error:
            readonly, reason = True, f"{error}: the file is open read-only"
    try:
        if readonly:
            _check_reader_here(file)
        else:
            _remove_leftovers(file)
        version, checked = _inspect_database(file)
        if readonly and version != schema.current_version():
            raise StoreError(Text(QT_TRANSLATE_NOOP(
                "Domain", "{0} uses an older file format: open it for writing once to upgrade it"), _name(file)))
        if readonly:
            _tidy(file)
        conn = _connect(file, readonly)
    except sqlite3.Error as error:
        if lock is not None:
            lock.release()
        raise StoreError(Text(QT_TRANSLATE_NOOP(
            "Domain", "{0}: cannot be opened ({1})"), _name(file), error)) from error
    except BaseException:
        if lock is not None:
            lock.release()
        raise
    store = Store(conn, file, readonly, None if readonly else lock, reason, checked)
    if version < schema.current_version():
        try:
            store._migrate()
        except BaseException:
            store.close()
            raise
    return store


def create(path: str | os.PathLike[str], settings: TournamentSettings | None = None,
           tournament: Tournament | None = None) -> "Store":
    """Create a new tournament file (StoreError if the file exists) holding ``tournament``, or an
    empty tournament with ``settings``. The file appears under its name only when complete."""
    file = Path(path)
    if file.exists():
        raise StoreError(Text(QT_TRANSLATE_NOOP("Domain", "{0} already exists"), _name(file)))
    lock = WriterLock(file)  # held from the first byte written to the open Store
    try:
        return _create(file, lock, settings, tournament)
    except BaseException:
        lock.release()
        raise


def _create(file: Path, lock: WriterLock, settings: TournamentSettings | None,
            tournament: Tournament | None) -> "Store":
    _remove_leftovers(file)
    if tournament is None:
        tournament = Tournament.new(settings or TournamentSettings())
    problems = validate(tournament)
    if problems:
        raise StoreError("the tournament cannot be saved: " + "; ".join(problems[:5]))

    def fill(temporary: Path) -> None:
        conn = sqlite3.connect(str(temporary), isolation_level=None)
        try:
            conn.execute(f"PRAGMA application_id = {schema.APPLICATION_ID:d}")
            conn.execute("PRAGMA journal_mode = WAL")
            conn.execute("PRAGMA synchronous = FULL")
            conn.execute("PRAGMA foreign_keys = ON")
            conn.execute("BEGIN IMMEDIATE")
            schema.migrate(conn, 0)
            conn.execute("INSERT INTO meta(key, value) VALUES ('created', ?)", (_now(),))
            journal.write_diff(conn, journal.diff_rows({}, to_rows(tournament)))
            conn.execute("COMMIT")
            conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        finally:
            conn.close()

    _publish(file, fill, Text(QT_TRANSLATE_NOOP("Domain", "cannot be created")), overwrite=False)
    return _open(file, False, lock)


def _move_into_place(temporary: Path, file: Path) -> None:
    """Give the finished file its name without ever replacing an existing file (a hard link fails
    if the name is taken; where links are not supported, check then rename)."""
    try:
        os.link(temporary, file)
    except FileExistsError:
        raise StoreError(Text(QT_TRANSLATE_NOOP("Domain", "{0} already exists"), _name(file))) from None
    except OSError:
        if file.exists():
            raise StoreError(Text(QT_TRANSLATE_NOOP("Domain", "{0} already exists"), _name(file))) from None
        os.replace(temporary, file)


def _now() -> str:
    return datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds")


# ---------------------------------------------------------------- an operation worked out beforehand


class Prepared(NamedTuple):
    """``op`` applied to the tournament ``before`` and both validated, worked out off the GUI
    thread (``prepare``): ``Store.apply(op, prepared)`` uses them if ``before`` is still the very
    tournament the store holds (a Tournament is immutable: the same operation gives the same)."""
    op: Operation
    before: Tournament
    after: Tournament
    known: list[str]  # validate(before)
    problems: list[str]  # validate(after)


def prepare(op: Operation, before: Tournament) -> Prepared | None:
    """What ``Store.apply(op)`` would work out from ``before``, on any thread (issue 30: 0.1 s of
    the window's 0.4 s storing a 2,000-player pairing); None if the operation raises anything,
    which ``apply`` then raises again, as it would have."""
    try:
        after = op.apply(before)
        return Prepared(op, before, after, validate(before), validate(after))
    except Exception:  # noqa: BLE001 - raised again by Store.apply
        return None


# ---------------------------------------------------------------- the store

M = TypeVar("M", bound=Callable[..., object])


def _serialized(method: M) -> M:
    """One thread at a time uses the connection and the state kept in memory: the window stores a
    2,000-player pairing from its worker thread (issue 30), and reads the store meanwhile."""
    @functools.wraps(method)
    def serialized(self: "Store", *args: object, **kwargs: object) -> object:
        with self._serial:
            return method(self, *args, **kwargs)
    return serialized  # type: ignore[return-value]


class Store:
    """An open tournament file. ``apply``, ``undo`` and ``redo`` each commit one transaction and
    return the ``Change``; ``tournament()`` reads the current state.

    The state is kept in memory between transactions (the file's rows and the ``Tournament`` read
    from them) and patched with each diff this connection writes; it is read again whenever
    ``PRAGMA data_version`` shows that another connection committed, and dropped when a
    transaction fails."""

    def __init__(self, conn: sqlite3.Connection, path: Path, readonly: bool = False, lock: WriterLock | None = None,
                 read_only_reason: str | None = None, checked: tuple[Rows, Tournament] | None = None) -> None:
        self._conn = conn
        self.path = path
        self.readonly = readonly
        self.read_only_reason = read_only_reason  # why a file opened for writing is read-only
        self._lock = lock  # the writer's lock, held until close
        self._seen: int | None = None  # PRAGMA data_version at the last changed_elsewhere()
        self._rows: Rows | None = None  # the file's rows as this connection last read or wrote them
        self._current: Tournament | None = None  # from_rows(self._rows)
        self._version: int | None = None  # PRAGMA data_version when they were read
        self._canonical = False  # to_rows(self._current) == self._rows: unchanged parts need no diff
        self._problems: tuple[Tournament, list[str]] | None = None  # validate() of that very tournament
        # journal seq -> validate() of the states before and after that operation, applied here: an
        # undo or redo returns to one of them (the next operation validated it again: issue 30)
        self._validated: dict[int, tuple[list[str], list[str]]] = {}
        self._checked = checked  # the rows the checks before opening read, and their tournament
        self._serial = threading.RLock()  # held by the thread using the connection (_serialized)

    # -- context manager

    def __enter__(self) -> "Store":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @_serialized
    def close(self) -> None:
        """Close the file (SQLite then folds the WAL back into it)."""
        if self._conn is not None:
            self._conn.close()
            self._conn = None  # type: ignore[assignment]
            if self._lock is not None:
                self._lock.release()
            elif self.readonly:
                _tidy(self.path)
        self._forget()

    @property
    def closed(self) -> bool:
        return self._conn is None

    # -- reading

    @_serialized
    def tournament(self) -> Tournament:
        """The current state, read in one transaction (or kept from the last one)."""
        with self._read():
            return self._state()

    @_serialized
    def changed_elsewhere(self) -> bool:
        """Another connection (the writer, for a read-only store) committed since the last call;
        cheap enough to poll every second."""
        version = self._db.execute("PRAGMA data_version").fetchone()[0]
        changed = self._seen is not None and version != self._seen
        self._seen = version
        return changed

    @_serialized
    def problems(self) -> list[str]:
        """Inconsistencies in the stored tournament (empty for any file this program wrote), kept
        for the next ``apply``, which compares its result's with them (the window asks for them on
        the worker thread that opens a large file: 15 ms of its first result, issue 30)."""
        current = self.tournament()
        if self._problems is None or self._problems[0] is not current:
            self._problems = (current, validate(current))
        return list(self._problems[1])

    @_serialized
    def undo_label(self) -> str | None:
        row = self._db.execute("SELECT label FROM journal WHERE undone = 0 ORDER BY seq DESC LIMIT 1").fetchone()
        return None if row is None else row[0]

    @_serialized
    def redo_label(self) -> str | None:
        row = self._db.execute("SELECT label FROM journal WHERE undone = 1 ORDER BY seq ASC LIMIT 1").fetchone()
        return None if row is None else row[0]

    @_serialized
    def history(self) -> list[journal.JournalEntry]:
        """Every journal entry, oldest first (the audit trail; undone entries are still listed
        until a new operation discards them)."""
        return [journal.JournalEntry(seq, at, label, operation, tuple(json.loads(change)), bool(undone))
                for seq, at, label, operation, change, undone in self._db.execute(
                    "SELECT seq, at, label, operation, change, undone FROM journal ORDER BY seq")]

    @_serialized
    def backup_to(self, target: str | os.PathLike[str]) -> Path:
        """Write a consistent copy of the tournament file to ``target`` (e.g. after each round, or
        to a USB stick): built under a temporary name, synced, then renamed into place. FileInUse
        if ``target`` is open for writing (in another window, or this very file): replacing it
        would destroy that window's edits."""
        file = Path(target)
        try:
            lock = WriterLock(file)
        except FileInUse as busy:
            raise FileInUse(file, busy.holder, busy.this_process,
                            Text(QT_TRANSLATE_NOOP("Domain", "{0} is open {1}: it was not replaced (the work done "
                                                             "there would be lost)"), _name(file), busy.where)) from None
        try:
            _remove_leftovers(file)
            _publish(file, _copy_database(self._db), Text(QT_TRANSLATE_NOOP("Domain", "the copy failed")),
                     overwrite=True)
        finally:
            lock.release()
        return file

    # -- writing

    @_serialized
    def apply(self, op: Operation, prepared: Prepared | None = None) -> Change:
        """Run ``op`` and record it as one undo step, in one transaction. OperationError (nothing
        written) if the operation refuses, ConfirmationNeeded if it raises warnings to confirm
        (apply ``Confirmed(op, ...)`` then); an empty Change if it changed nothing. ``prepared``
        (``prepare(op, ...)``) is used if it was worked out from the state the store holds."""
        self._writable()
        with self._write():
            before = self._state()
            ready = prepared if prepared is not None and prepared.op is op and prepared.before is before else None
            after = ready.after if ready is not None else op.apply(before)  # refusals first: a refused edit asks nothing
            check_confirmed(op, before)  # Level 3/4 warnings and PIBEs: only as Confirmed(op, ...)
            # the kept state was validated as the last operation's result (issue 30: half of a result's time)
            kept = self._problems
            known_before = (ready.known if ready is not None else kept[1] if kept is not None and kept[0] is before
                            else validate(before))
            known = set(known_before)
            problems = ready.problems if ready is not None else validate(after)
            new_problems = [p for p in problems if p not in known]
            if new_problems:
                raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "refused, it would leave the tournament "
                                                                      "inconsistent: {0}"),
                                          joined("; ", new_problems[:5])))
            # Only the parts the operation replaced can differ from the file, when the file holds
            # exactly what from_rows/to_rows give (any file this program wrote).
            touched = changed_parts(before, after) if self._canonical else all_parts(before) | all_parts(after)
            assert self._rows is not None
            diff = journal.diff_rows(select(self._rows, touched), to_rows(after, touched))
            if not diff:
                return Change(label=op.label)
            journal.write_diff(self._db, diff)
            parts = journal.change_parts(diff)
            self._db.execute("DELETE FROM journal WHERE undone = 1")
            seq = self._db.execute("INSERT INTO journal(at, label, operation, diff, change) VALUES (?, ?, ?, ?, ?)",
                                   (_now(), op.label, repr(op), journal.encode(diff),
                                    json.dumps(sorted(parts)))).lastrowid
            if journal.first_mismatch(self._db, journal.inverse(diff)) is not None:
                raise StoreError(Text(QT_TRANSLATE_NOOP(
                    "Domain", "{0}: the data read back differs from the data written; nothing was saved"), op.label))
            notes = op.notes(before)
            self._patch(diff)
            if self._canonical:  # the kept state reads as exactly ``after``
                self._problems = (self._current, problems)
                self._validated[seq] = (list(known_before), problems)
        return Change(parts, op.label, "apply", notes)

    def undo(self) -> Change:
        """Undo the last operation not undone yet (OperationError if there is none)."""
        return self._step(undo=True)

    def redo(self) -> Change:
        """Redo the first undone operation (OperationError if there is none)."""
        return self._step(undo=False)

    @_serialized
    def _step(self, undo: bool) -> Change:
        self._writable()
        with self._write():
            query = ("SELECT seq, label, diff FROM journal WHERE undone = 0 ORDER BY seq DESC LIMIT 1" if undo
                     else "SELECT seq, label, diff FROM journal WHERE undone = 1 ORDER BY seq ASC LIMIT 1")
            row = self._db.execute(query).fetchone()
            if row is None:
                raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "nothing to undo") if undo else
                                          QT_TRANSLATE_NOOP("Domain", "nothing to redo")))
            seq, label, text = row
            diff = journal.decode(text)
            if undo:
                diff = journal.inverse(diff)
            journal.check_current(self._db, diff)
            self._state()
            journal.write_diff(self._db, diff)
            self._db.execute("UPDATE journal SET undone = ? WHERE seq = ?", (1 if undo else 0, seq))
            self._patch(diff)
            validated = self._validated.get(seq)
            if validated is not None and self._canonical:  # back to the state before or after the operation
                self._problems = (self._current, validated[0] if undo else validated[1])
        return Change(journal.change_parts(diff), label, "undo" if undo else "redo")

    # -- the state kept in memory

    def _state(self) -> Tournament:
        """The current tournament, inside a transaction: kept from before unless another
        connection has committed since (PRAGMA data_version changes only for their commits)."""
        version = self._db.execute("PRAGMA data_version").fetchone()[0]
        if self._current is None or version != self._version:
            checked = self._checked
            self._forget()
            rows = read_rows(self._db)
            # the tournament the checks before opening read, if the file still holds those very
            # rows (issue 30: a 2,000-player file was read as a tournament twice when opened)
            current = checked[1] if checked is not None and checked[0] == rows else from_rows(rows)
            self._canonical = to_rows(current) == rows
            self._rows, self._current, self._version = rows, current, version
        return self._current

    def _patch(self, diff: journal.Diff) -> None:
        """Bring the kept state up to date with ``diff``, just written by this connection."""
        assert self._rows is not None and self._current is not None
        for table, changes in diff.items():
            for key, _, after in changes:
                if after is None:
                    del self._rows[table][key]
                else:
                    self._rows[table][key] = tuple(after)
        touched = {part_of(table, key) for table, changes in diff.items() for key, _, _ in changes}
        self._current = from_rows(self._rows, self._current, touched)
        if self._canonical:
            self._canonical = to_rows(self._current, touched) == select(self._rows, touched)
        else:  # the first operation on a file Arbiter did not write rewrites it whole
            self._canonical = to_rows(self._current) == self._rows

    def _forget(self) -> None:
        self._rows = self._current = self._version = self._problems = self._checked = None
        self._validated = {}
        self._canonical = False

    # -- transactions

    @property
    def _db(self) -> sqlite3.Connection:
        if self._conn is None:
            raise StoreError(Text(QT_TRANSLATE_NOOP("Domain", "{0} is closed"), _name(self.path)))
        return self._conn

    def _writable(self) -> None:
        if self.readonly:
            raise StoreError(Text(QT_TRANSLATE_NOOP("Domain", "{0} is open read-only"), _name(self.path)))

    @contextlib.contextmanager
    def _write(self) -> Iterator[None]:
        """One write transaction: committed if the block ends normally, rolled back otherwise."""
        db = self._db
        try:
            db.execute("BEGIN IMMEDIATE")
        except sqlite3.OperationalError as error:
            raise StoreError(Text(QT_TRANSLATE_NOOP(
                "Domain", "{0} is busy (another program is writing to it): {1}"), _name(self.path), error)) from error
        try:
            yield
            db.execute("COMMIT")
        except BaseException as error:
            self._forget()  # whatever was patched in memory may not be in the file
            if db.in_transaction:
                db.execute("ROLLBACK")
            if isinstance(error, sqlite3.Error):
                raise StoreError(Text(QT_TRANSLATE_NOOP(
                    "Domain", "{0}: the change was not saved ({1})"), _name(self.path), error)) from error
            raise

    @contextlib.contextmanager
    def _read(self) -> Iterator[None]:
        db = self._db
        db.execute("BEGIN")
        try:
            yield
        finally:
            if db.in_transaction:
                db.execute("COMMIT")

    def _migrate(self) -> None:
        db = self._db
        version = db.execute("PRAGMA user_version").fetchone()[0]
        backup = _backup(db, self.path, version)
        self._forget()
        with self._write():
            version = db.execute("PRAGMA user_version").fetchone()[0]
            schema.migrate(db, version)
            db.execute("INSERT OR REPLACE INTO meta(key, value) VALUES (?, ?)",
                       (f"migrated_from_{version}", f"{_now()} (backup {backup.name})"))
