"""Writing a file whole or not at all: a temporary file beside the target, then a rename, behaving
as an ordinary command-line tool does with its output file:

- an existing file that is write-protected is refused (``PermissionError``), never replaced;
- a symbolic link is followed: the file it points to is replaced, the link stays;
- a FIFO, a character device or a descriptor path (``/dev/stdout``) is written to directly;
- a new file gets the usual mode (0666 less the umask), an existing file keeps its mode (and, where
  permitted, its owner and group);
- every error names the requested path, never the temporary file.

``tempfile`` is not imported: ``arbiter-pair`` writes through here and its start-up time counts."""
from __future__ import annotations

import errno
import os
import re
import stat
from typing import Callable, Sequence, TypeVar

__all__ = ["write_all_atomically", "write_atomically", "write_text_atomically", "write_texts_atomically"]

Writer = Callable[[str], None]
T = TypeVar("T")
# A path naming an open file descriptor: what the shell opened is written to, never replaced.
_DESCRIPTOR = re.compile(r"/dev/(stdout|stderr|fd/\d+)|/proc/(self|thread-self|\d+)/fd/\d+")


def write_atomically(path: str | os.PathLike[str], write: Writer) -> None:
    """``write(temporary_path)`` fills a temporary file in the target's folder, which then replaces
    the target; on any failure the temporary file is removed and the target left as it was.
    A FIFO or device is given to ``write`` itself (it cannot be replaced)."""
    write_all_atomically([(path, write)])


def write_text_atomically(path: str | os.PathLike[str], text: str) -> None:
    """``text`` as UTF-8, line ends as given, written whole or not at all."""
    write_texts_atomically([(path, text)])


def write_texts_atomically(outputs: Sequence[tuple[str | os.PathLike[str], str]]) -> None:
    """Several texts (UTF-8, line ends as given): all are written or none is, as far as a file
    system allows (the renames come after every temporary file is complete)."""
    write_all_atomically([(path, _text_writer(text)) for path, text in outputs])


def write_all_atomically(outputs: Sequence[tuple[str | os.PathLike[str], Writer]]) -> None:
    """Every regular file is first written to its temporary file; only when all are complete are
    they renamed into place, then the FIFOs and devices are written. A failure before the renames
    leaves every target as it was."""
    staged: list[tuple[str, str, str]] = []  # (requested path, temporary, real target)
    direct: list[tuple[str, Writer]] = []
    try:
        for requested, write in outputs:
            name = os.fspath(requested)
            if _written_directly(name):
                direct.append((name, write))
                continue
            target = os.path.realpath(name)  # a symbolic link is followed, not replaced
            temporary = _stage(name, target, write)
            staged.append((name, temporary, target))
        for name, temporary, target in staged:
            _named(name, os.replace, temporary, target)
    except BaseException:
        for _, temporary, _ in staged:
            if os.path.exists(temporary):
                os.unlink(temporary)
        raise
    for name, write in direct:
        _named(name, write, name)


def _text_writer(text: str) -> Writer:
    def write(path: str) -> None:
        with open(path, "w", encoding="utf-8", newline="") as out:
            out.write(text)
    return write


def _written_directly(path: str) -> bool:
    """A FIFO, a device, or a path naming an open descriptor (``/dev/stdout``, ``/dev/fd/1``,
    ``/proc/self/fd/1``, even when it leads to a regular file the shell opened)."""
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return False  # a new file (or an error that the write itself will report with the path)
    if stat.S_ISDIR(mode):
        raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), path)
    return not stat.S_ISREG(mode) or bool(_DESCRIPTOR.fullmatch(os.path.abspath(path)))


def _stage(name: str, target: str, write: Writer) -> str:
    """The temporary file beside ``target`` filled by ``write``, with the mode (and owner) the
    target has or, for a new file, the usual mode of a new file."""
    existing = _existing(name, target)
    handle, temporary = _named(name, _new_file_beside, target, existing)
    try:
        try:
            if existing is not None:
                _keep_owner(handle, existing)
                _named(name, os.chmod, temporary, stat.S_IMODE(existing.st_mode))
        finally:
            os.close(handle)
        _named(name, write, temporary)
    except BaseException:
        os.unlink(temporary)
        raise
    return temporary


def _keep_owner(handle: int, existing: os.stat_result) -> None:
    """The replaced file's owner and group, where the system permits it (POSIX)."""
    if hasattr(os, "fchown") and (existing.st_uid, existing.st_gid) != (os.geteuid(), os.getegid()):
        try:
            os.fchown(handle, existing.st_uid, existing.st_gid)
        except OSError:
            pass  # only the superuser may give a file away: the mode is still kept


def _existing(name: str, target: str) -> os.stat_result | None:
    """The target's status if it exists; a write-protected target is refused."""
    try:
        status = os.stat(target)
    except FileNotFoundError:
        return None
    except OSError as error:
        raise _renamed(error, name) from None
    if not _writable(target, status):
        raise PermissionError(errno.EACCES, "the file is write-protected", name)
    return status


def _writable(path: str, status: os.stat_result) -> bool:
    """As ``test -w``, and for the superuser (whom the system lets write anything) a file without
    any write permission counts as write-protected, as the read-only attribute does on Windows."""
    effective = os.access in os.supports_effective_ids
    if not os.access(path, os.W_OK, effective_ids=effective):
        return False
    return not (hasattr(os, "geteuid") and os.geteuid() == 0 and not status.st_mode & 0o222)


def _new_file_beside(target: str, existing: os.stat_result | None) -> tuple[int, str]:
    """A new empty file in ``target``'s folder, created exclusively, binary and not inherited:
    owner-only while an existing file's mode is applied, else 0666 less the umask."""
    folder = os.path.dirname(target)
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0) | getattr(os, "O_NOINHERIT", 0)
    mode = 0o600 if existing is not None else 0o666
    attempt = 0
    while True:
        temporary = os.path.join(folder, f".arbiter-{os.getpid()}-{attempt}.tmp")
        try:
            return os.open(temporary, flags, mode), temporary
        except FileExistsError:
            attempt += 1


def _named(name: str, call: Callable[..., T], *args: object) -> T:
    """``call(*args)``, an ``OSError`` naming ``name`` (the requested path) instead of the temporary
    or resolved file."""
    try:
        return call(*args)
    except OSError as error:
        raise _renamed(error, name) from None


def _renamed(error: OSError, name: str) -> OSError:
    if error.errno is None:
        return error
    renamed = type(error)(error.errno, error.strerror, name)
    renamed.__traceback__ = error.__traceback__
    return renamed
