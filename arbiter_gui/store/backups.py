"""A copy of the tournament file after every pairing, in a folder beside it (``NAME backups``),
keeping the copies of the last N rounds paired: if the file is lost or damaged during the event,
the arbiter reopens the copy of the last round and loses at most that round's results.

Each copy is written whole or not at all (``Store.backup_to``); a round paired again replaces
its copy.
"""
from __future__ import annotations

import re
from pathlib import Path

from .database import Store
from ..text import QT_TRANSLATE_NOOP, Text
from .errors import StoreError

__all__ = ["DEFAULT_KEEP", "backup_folder", "backups", "keep_round_copy"]

DEFAULT_KEEP = 5  # copies of the last five rounds paired


def backup_folder(path: str | Path) -> Path:
    """``open2026 backups`` beside ``open2026.arbiter``."""
    file = Path(path)
    return file.with_name(f"{file.stem} backups")


def _pattern(path: Path) -> re.Pattern[str]:
    return re.compile(rf"{re.escape(path.stem)} round (\d+){re.escape(path.suffix)}")


def backups(path: str | Path) -> list[tuple[int, Path]]:
    """(round, copy) of the copies kept for the file at ``path``, oldest round first."""
    file = Path(path)
    folder = backup_folder(file)
    if not folder.is_dir():
        return []
    pattern = _pattern(file)
    found = [(int(m.group(1)), entry) for entry in folder.iterdir() if (m := pattern.fullmatch(entry.name))]
    return sorted(found)


def keep_round_copy(store: Store, round_number: int, keep: int = DEFAULT_KEEP) -> Path:
    """Copy the open tournament as it is after pairing ``round_number`` into the backup folder and
    delete the copies of all but the last ``keep`` rounds. StoreError naming the folder or the
    copy if it cannot be written."""
    file = Path(store.path)
    folder = backup_folder(file)
    try:
        folder.mkdir(exist_ok=True)
    except OSError as error:
        raise StoreError(Text(QT_TRANSLATE_NOOP(
            "Domain", "the backup folder {0} cannot be made ({1})"), folder, error.strerror or error)) from error
    copy = store.backup_to(folder / f"{file.stem} round {round_number:03d}{file.suffix}")
    for _, old in backups(file)[:-max(keep, 1)]:
        try:
            old.unlink()
        except OSError as error:
            raise StoreError(Text(QT_TRANSLATE_NOOP(
                "Domain", "the old backup {0} cannot be deleted ({1})"), old, error.strerror or error)) from error
    return copy
