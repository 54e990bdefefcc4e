"""One writer per tournament file: a lock on a sidecar file ``.NAME.lock`` beside ``NAME``.

The writer holds an exclusive byte-range lock on one byte of the sidecar (POSIX ``fcntl`` record
lock, Windows ``LockFile`` through ``msvcrt``) for as long as the file is open, and writes at the
start of the sidecar who it is (host, user, process, since when). The operating system releases
the lock when the process ends in any way, so a killed program never leaves a stale lock: the
sidecar may stay behind, without a lock, and is reused by the next writer.

Limits (docs in README "When the file is open elsewhere"):
- two computers on a shared folder exclude each other only where the file system forwards
  byte-range locks to the server: NFS with its lock service (NFSv4, or v3 with lockd), SMB/CIFS
  (Windows shares, Samba; not with the Linux ``nobrl`` mount option). Cloud-synchronised folders
  (Dropbox, OneDrive...) forward nothing: there each computer works on its own copy;
- POSIX record locks belong to the process, not to the file handle: the same process taking the
  lock twice would succeed, and closing any handle on the sidecar would drop it. So this module
  keeps the locks of the process in ``_HELD`` and never opens a sidecar whose lock it holds;
- the lock is advisory: other programs (an SQLite browser) do not look at it.
"""
from __future__ import annotations

import datetime
import errno
import getpass
import json
import os
import socket
import threading
import time
import weakref
from dataclasses import asdict, dataclass
from pathlib import Path

from ..text import QT_TRANSLATE_NOOP, Text
from .errors import StoreError

if os.name == "nt":
    import msvcrt
else:
    import fcntl

LOCK_OFFSET = 1 << 16  # the locked byte: after the holder's description (which others read)
# what a lock attempt raises when another process holds the byte (POSIX, Windows); anything
# else means the file system does not lock (e.g. NFS without its lock service: ENOLCK)
_HELD_ELSEWHERE = {errno.EACCES, errno.EAGAIN, errno.EDEADLK, getattr(errno, "EDEADLOCK", errno.EDEADLK)}
_HELD: dict[str, "Holder"] = {}  # sidecar (normalised path) -> holder, for the locks of this process
_GUARD = threading.Lock()


@dataclass(frozen=True)
class Holder:
    """Who has a tournament file open for writing."""

    host: str
    user: str
    pid: int
    since: str  # local time, ISO 8601 with its offset

    @classmethod
    def me(cls) -> "Holder":
        try:
            user = getpass.getuser()
        except (OSError, KeyError, ImportError):  # no login name (some containers, services)
            user = "?"
        return cls(socket.gethostname(), user, os.getpid(),
                   datetime.datetime.now().astimezone().isoformat(timespec="seconds"))

    @property
    def known(self) -> bool:
        """It said who it is (False: the lock is held but its description cannot be read)."""
        return bool(self.host)

    @property
    def here(self) -> bool:
        """On this computer."""
        return self.host == socket.gethostname()

    def describe(self) -> str:
        """ "on HOST (user ann) since 14:02", the date added unless it is today."""
        if not self.known:
            return Text(QT_TRANSLATE_NOOP("Domain", "in another Arbiter window (who holds it is not known)"))
        try:
            since = datetime.datetime.fromisoformat(self.since).astimezone()
        except ValueError:
            when = self.since
        else:
            today = datetime.datetime.now().astimezone().date()
            when = since.strftime("%H:%M") if since.date() == today else since.strftime("%Y-%m-%d %H:%M")
        return Text(QT_TRANSLATE_NOOP("Domain", "on {0} (user {1}) since {2}"), self.host, self.user, when)


UNKNOWN = Holder("", "", 0, "")


class FileInUse(StoreError):
    """The file is open for writing elsewhere (``holder`` None when it did not say who it is)."""

    def __init__(self, file: Path, holder: Holder | None, this_process: bool = False,
                 message: str | None = None) -> None:
        self.where = Text(QT_TRANSLATE_NOOP("Domain", "in this program")) if this_process else \
            (holder or UNKNOWN).describe()
        super().__init__(message or Text(QT_TRANSLATE_NOOP("Domain", "{0} is open {1}: it can be opened read-only, or "
                                                                     "close it there first"), file, self.where))
        self.file, self.holder, self.this_process = file, holder, this_process


class CannotLock(StoreError):
    """The lock file cannot be created or written here (a folder this user may not write in, a
    lock file left by another user): whoever cannot take the lock must not write."""


def sidecar(file: Path) -> Path:
    """The lock file of a tournament file: one per real file (symbolic links resolved)."""
    real = Path(os.path.realpath(file))
    return real.with_name(f".{real.name}.lock")


def _key(path: Path) -> str:
    return os.path.normcase(str(path))


def _lock(fd: int, exclusive: bool) -> None:
    """Take the lock byte without waiting; OSError if another process holds it."""
    if os.name == "nt":
        os.lseek(fd, LOCK_OFFSET, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)  # Windows has no shared byte-range lock here
    else:
        fcntl.lockf(fd, (fcntl.LOCK_EX if exclusive else fcntl.LOCK_SH) | fcntl.LOCK_NB, 1, LOCK_OFFSET)


def _lock_soon(fd: int, file: Path) -> bool:
    """The exclusive lock, retried for a moment: ``holder_of`` in another process may be holding
    a shared lock for an instant to see whether the file is free. StoreError if the file system
    cannot lock at all (SQLite could not lock the file either)."""
    for attempt in range(4):
        try:
            _lock(fd, exclusive=True)
            return True
        except OSError as error:
            if error.errno not in _HELD_ELSEWHERE:
                raise StoreError(Text(QT_TRANSLATE_NOOP(
                    "Domain", "{0}: the folder's file system cannot lock files ({1}): copy the file to a local disk "
                              "to work on it"), file, error.strerror or error)) from error
            if attempt < 3:
                time.sleep(0.05)
    return False


def _unlock(fd: int) -> None:
    if os.name == "nt":
        os.lseek(fd, LOCK_OFFSET, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
    else:
        fcntl.lockf(fd, fcntl.LOCK_UN, 1, LOCK_OFFSET)


def _read_holder(fd: int) -> Holder | None:
    """The description the holder wrote, None if there is none (yet) or it cannot be read. A
    holder writes it just after taking the lock: wait a moment for it."""
    for _ in range(10):
        try:
            os.lseek(fd, 0, os.SEEK_SET)
            text = os.read(fd, 4096)
            if text:
                data = json.loads(text.decode("utf-8"))
                return Holder(str(data["host"]), str(data["user"]), int(data["pid"]), str(data["since"]))
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            pass
        time.sleep(0.02)
    return None


def _flags(write: bool) -> int:
    return (os.O_RDWR | os.O_CREAT if write else os.O_RDONLY) | getattr(os, "O_BINARY", 0)


def holder_of(file: Path) -> Holder | None:
    """Who has ``file`` open for writing now (None: nobody). Takes no lock and creates nothing."""
    lock_file = sidecar(file)
    with _GUARD:
        if _key(lock_file) in _HELD:
            return _HELD[_key(lock_file)]
        try:
            fd = os.open(lock_file, _flags(write=False))
        except FileNotFoundError:
            return None
        except OSError as error:
            raise StoreError(Text(QT_TRANSLATE_NOOP(
                "Domain", "{0}: cannot read its lock file {1} ({2})"),
                file, lock_file.name, error.strerror or error)) from error
        try:
            try:
                _lock(fd, exclusive=False)
            except OSError as error:
                if error.errno not in _HELD_ELSEWHERE:
                    return None  # nobody can hold a lock there
                return _read_holder(fd) or UNKNOWN
            _unlock(fd)
            return None
        finally:
            os.close(fd)


class WriterLock:
    """The writer's lock on one tournament file, held until ``release`` (or until the object is
    collected, or the process ends)."""

    def __init__(self, file: Path) -> None:
        """Take the lock: FileInUse if another window or process holds it, CannotLock if the
        sidecar cannot be created, StoreError if the file system cannot lock."""
        self.path = sidecar(file)
        key = _key(self.path)
        me = Holder.me()
        with _GUARD:
            if key in _HELD:
                raise FileInUse(file, _HELD[key], this_process=True)
            fd = self._take(file, me)
            _HELD[key] = me
        self._finalizer = weakref.finalize(self, _release, fd, self.path, key)

    def _take(self, file: Path, me: Holder) -> int:
        for _ in range(5):
            try:
                fd = os.open(self.path, _flags(write=True), 0o666)
            except OSError as error:
                raise CannotLock(f"{file}: cannot create its lock file {self.path.name} "
                                 f"({error.strerror or error})") from error
            try:
                locked = _lock_soon(fd, file)
            except StoreError:
                os.close(fd)
                raise
            if not locked:
                holder = _read_holder(fd)
                os.close(fd)
                raise FileInUse(file, holder)
            # A holder that closes deletes the sidecar (below): ours must still be the one named.
            try:
                same = os.path.samestat(os.fstat(fd), os.stat(self.path))
            except OSError:
                same = False
            if not same:
                os.close(fd)
                continue
            try:
                text = json.dumps(asdict(me), ensure_ascii=False).encode("utf-8")
                os.ftruncate(fd, 0)
                os.lseek(fd, 0, os.SEEK_SET)
                os.write(fd, text)
                os.fsync(fd)  # a computer reading it over a network share sees it
            except OSError:
                pass  # the lock is what counts; the description only names the holder
            return fd
        raise StoreError(Text(QT_TRANSLATE_NOOP(
            "Domain", "{0}: its lock file {1} keeps changing: try again"), file, self.path.name))

    def release(self) -> None:
        self._finalizer()


def _release(fd: int, path: Path, key: str) -> None:
    """Give the lock up and delete the sidecar. On POSIX the sidecar is unlinked while still
    locked (a process that opened it meanwhile sees, once it gets the lock, that the name now
    belongs to another file, and retries); Windows cannot delete an open file, so there it is
    closed first and deleted unless another process has it open."""
    with _GUARD:
        _HELD.pop(key, None)
        if os.name == "nt":
            try:
                _unlock(fd)
            except OSError:
                pass
            os.close(fd)
            _remove(path)
        else:
            _remove(path)
            os.close(fd)


def _remove(path: Path) -> None:
    try:
        path.unlink()
    except OSError:
        pass
