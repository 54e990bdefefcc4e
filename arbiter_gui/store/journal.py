"""Row differences and the undo journal.

An operation's effect is recorded as a ``Diff``: for each table, the (key, before, after) of every
row it inserted (before None), deleted (after None) or updated. Undo writes the "before" images
back, redo the "after" images, each after checking that the rows are still what the journal
expects, so an undo can never silently overwrite data it does not know about.
"""
from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from typing import Any

from ..text import QT_TRANSLATE_NOOP, Text
from .errors import StoreError
from .rows import TABLES, Key, Rows, Values

RowChange = tuple[Key, Values | None, Values | None]
Diff = dict[str, list[RowChange]]


def diff_rows(before: Rows, after: Rows) -> Diff:
    diff: Diff = {}
    for table in TABLES:
        old, new = before.get(table, {}), after.get(table, {})
        changes = [(key, old.get(key), new.get(key)) for key in sorted(old.keys() | new.keys(), key=repr)
                   if old.get(key) != new.get(key)]
        if changes:
            diff[table] = changes
    return diff


def inverse(diff: Diff) -> Diff:
    return {table: [(key, after, before) for key, before, after in changes] for table, changes in diff.items()}


def _where(table: str) -> str:
    return " AND ".join(f"{c} = ?" for c in TABLES[table][0])


def first_mismatch(conn: sqlite3.Connection, diff: Diff) -> str | None:
    """The first row the diff starts from ("before") that the file does not hold now, as
    "table [key]"; None when the file holds every one."""
    for table, changes in diff.items():
        values = ", ".join(TABLES[table][1])
        for key, before, _ in changes:
            row = conn.execute(f"SELECT {values} FROM {table} WHERE {_where(table)}", key).fetchone()
            if (None if row is None else tuple(row)) != (None if before is None else tuple(before)):
                return f"{table} {list(key)}"
    return None


def check_current(conn: sqlite3.Connection, diff: Diff) -> None:
    """Every row the diff starts from ("before") is what the file holds now."""
    mismatch = first_mismatch(conn, diff)
    if mismatch is not None:
        raise StoreError(Text(QT_TRANSLATE_NOOP(
            "Domain", "the undo journal does not match the data ({0}): undo/redo refused, nothing was changed"),
            mismatch))


def write_diff(conn: sqlite3.Connection, diff: Diff) -> None:
    """Apply the "after" side: deletions, then updates, then insertions (foreign keys are deferred
    to the commit)."""
    for table, changes in diff.items():  # one statement per kind and table (1,000 boards: issue 30)
        keys, values = TABLES[table]
        deleted = [key for key, _, after in changes if after is None]
        updated = [tuple(after) + tuple(key) for key, before, after in changes
                   if before is not None and after is not None]
        inserted = [tuple(key) + tuple(after) for key, before, after in changes if before is None and after is not None]
        if deleted:
            conn.executemany(f"DELETE FROM {table} WHERE {_where(table)}", deleted)
        if updated:
            assignments = ", ".join(f"{c} = ?" for c in values)
            conn.executemany(f"UPDATE {table} SET {assignments} WHERE {_where(table)}", updated)
        if inserted:
            columns = keys + values
            marks = ", ".join("?" for _ in columns)
            conn.executemany(f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({marks})", inserted)


def change_parts(diff: Diff) -> frozenset[str]:
    """Names of what changed, for ``Change.parts``."""
    parts: set[str] = set()
    for table, changes in diff.items():
        if table in ("settings", "players", "forbidden", "integrity_log", "manual_session", "knockout"):
            parts.add(table)
        elif table == "members":
            parts.add("rosters")
        elif table == "requests":
            parts.add("requests")
            parts.update(f"round:{key[0]}" for key, _, _ in changes)
        else:  # rounds, boards, games, unpaired, decisions: keyed by round first
            parts.update(f"round:{key[0]}" for key, _, _ in changes)
    return frozenset(parts)


def encode(diff: Diff) -> str:
    return json.dumps({table: [[list(k), None if b is None else list(b), None if a is None else list(a)]
                               for k, b, a in changes] for table, changes in diff.items()},
                      ensure_ascii=False)


def decode(text: str) -> Diff:
    data: dict[str, Any] = json.loads(text)
    return {table: [(tuple(k), None if b is None else tuple(b), None if a is None else tuple(a))
                    for k, b, a in changes] for table, changes in data.items()}


@dataclass(frozen=True)
class JournalEntry:
    """One undo step as listed in the history."""

    seq: int
    at: str
    label: str
    operation: str
    parts: tuple[str, ...]
    undone: bool
