"""Writing a file whole or not at all: a temporary file beside the target, then a rename.

``tempfile`` is not imported: ``arbiter-pair`` writes through here and its start-up time counts."""
from __future__ import annotations

import os
from typing import Callable

__all__ = ["write_atomically", "write_text_atomically"]


def write_atomically(path: str | os.PathLike[str], write: Callable[[str], None]) -> None:
    """``write(temporary_path)`` fills a temporary file in the target's folder, which then replaces
    the target; on any failure the temporary file is removed and the target left as it was."""
    handle, temporary = _new_file_beside(os.fspath(path))
    os.close(handle)
    try:
        write(temporary)
        os.replace(temporary, path)
    except BaseException:
        if os.path.exists(temporary):
            os.unlink(temporary)
        raise


def write_text_atomically(path: str | os.PathLike[str], text: str) -> None:
    """``text`` as UTF-8, line ends as given, written whole or not at all."""
    def write(temporary: str) -> None:
        with open(temporary, "w", encoding="utf-8", newline="") as out:
            out.write(text)

    write_atomically(path, write)


def _new_file_beside(path: str) -> tuple[int, str]:
    """A new empty file in ``path``'s folder, opened as ``tempfile.mkstemp`` opens one (created
    exclusively, owner-only, binary)."""
    folder = os.path.dirname(os.path.abspath(path))
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0) | getattr(os, "O_NOINHERIT", 0)
    attempt = 0
    while True:
        temporary = os.path.join(folder, f".arbiter-{os.getpid()}-{attempt}.tmp")
        try:
            return os.open(temporary, flags, 0o600), temporary
        except FileExistsError:
            attempt += 1
