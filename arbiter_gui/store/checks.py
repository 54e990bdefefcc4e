"""What a tournament file must hold before the store opens it, checked read-only and before
anything is written (no migration, no backup copy, no Recent files entry for a file that fails).

SQLite's integrity check sees a sound database; these checks see a sound tournament file: the
tables and indexes its format version creates and no others, every value of the storage class its
column declares (SQLite keeps text in an INTEGER column), rows that pass the NOT NULL and CHECK
constraints of their table, settings that are JSON values of their kind, forbidden pairs as JSON lists of pairing numbers, a readable undo journal, and rows that
read as a tournament. ``sound`` names the first thing wrong, for the arbiter, or gives the rows and
the tournament they read as (the store then reads no second time what it finds unchanged).
"""
from __future__ import annotations

import json
import sqlite3

from . import journal, schema
from ..tournament.model import Tournament
from .rows import TABLES, Rows, from_rows, read_rows

_STORAGE = {"INTEGER": "integer", "TEXT": "text"}
_KIND = {"integer": "a whole number", "text": "text", "real": "a decimal number", "blob": "binary data",
         "null": "nothing (NULL)"}
_KEYS = {"meta": ("key",), "journal": ("seq",)}  # the other tables' keys are in rows.TABLES


def _key(table: str) -> tuple[str, ...]:
    return TABLES[table][0] if table in TABLES else _KEYS[table]


class Invalid(Exception):
    """The first thing wrong with a file, as the end of a sentence "FILE is not a valid tournament
    file: ..."."""


def sound(conn: sqlite3.Connection, version: int) -> tuple[Rows, Tournament]:
    """The rows of the file on ``conn`` (whose format version is ``version``) and the tournament
    they read as, once every check has passed; Invalid naming the first thing wrong."""
    differences = schema.differences(conn, version)
    if differences:
        raise Invalid(f"it has {'; '.join(differences)}")
    for check in (_storage_classes, _constraints, _json_values, _journal):
        found = check(conn, version)
        if found is not None:
            raise Invalid(found)
    rows = read_rows(conn, schema.tables(version))
    try:
        return rows, from_rows(rows)
    except (ValueError, TypeError, KeyError) as error:
        raise Invalid(str(error)) from error


def _storage_classes(conn: sqlite3.Connection, version: int) -> str | None:
    for table, columns in schema.tables(version).items():
        key = _key(table)
        for column in columns:
            allowed = [_STORAGE[column.type]] + ([] if column.not_null else ["null"])
            marks = ", ".join("?" for _ in allowed)
            row = conn.execute(f"SELECT typeof({column.name}), {column.name}, {', '.join(key)} FROM {table} "
                               f"WHERE typeof({column.name}) NOT IN ({marks}) LIMIT 1", allowed).fetchone()
            if row is not None:
                kind, value, *where = row
                return (f"table {table}, row {', '.join(f'{k} {v!r}' for k, v in zip(key, where))}: "
                        f"{column.name} holds {_KIND.get(kind, kind)} ({value!r:.40}) "
                        f"where {_KIND[_STORAGE[column.type]]} belongs")
    return None


def _constraints(conn: sqlite3.Connection, version: int) -> str | None:
    """Every row passes the NOT NULL and CHECK constraints of its table. SQLite's integrity check
    does not evaluate them on a read-only connection (and the file may have been written with
    ``ignore_check_constraints``): the rows are copied into the same tables, empty, in a database
    in memory attached to the connection, where SQLite checks each one. The copy runs in SQLite,
    one statement per table (a row at a time from Python took 0.11 s of a 2,000-player file's
    opening: issue 30); a table whose copy fails is copied again a row at a time, to name the row."""
    memory = sqlite3.connect(":memory:", isolation_level=None)
    try:
        schema.empty(memory, version)
        image = memory.serialize()
    finally:
        memory.close()
    conn.execute("ATTACH DATABASE ':memory:' AS checked")
    try:
        conn.deserialize(image, name="checked")
        for table, columns in schema.tables(version).items():
            names = ", ".join(c.name for c in columns)
            # named columns, never "INSERT INTO ... SELECT *": SQLite's transfer optimisation copies
            # a table whole, without checking its CHECK constraints, when both have the same ones
            try:
                conn.execute(f"INSERT INTO checked.{table} ({names}) SELECT {names} FROM main.{table}")
            except sqlite3.IntegrityError as error:
                return _failing_row(conn, table, [c.name for c in columns]) or f"table {table}: {error}"
        return None
    finally:
        conn.execute("DETACH DATABASE checked")


def _failing_row(conn: sqlite3.Connection, table: str, names: list[str]) -> str | None:
    """The first row of ``table`` that its empty copy in ``checked`` refuses, named with the error."""
    insert = f"INSERT INTO checked.{table} ({', '.join(names)}) VALUES ({', '.join('?' for _ in names)})"
    for row in conn.execute(f"SELECT {', '.join(names)} FROM main.{table}").fetchall():
        try:
            conn.execute(insert, row)
        except sqlite3.IntegrityError as error:
            where = ", ".join(f"{k} {row[names.index(k)]!r}" for k in _key(table))
            return f"table {table}, row {where}: {error}"
    return None


def _json_values(conn: sqlite3.Connection, version: int) -> str | None:
    for key, text in conn.execute("SELECT key, value FROM settings ORDER BY key"):
        try:
            json.loads(text)
        except ValueError:
            return f"setting {key} is not a JSON value ({text!r:.40})"
    for position, text in conn.execute("SELECT position, players FROM forbidden ORDER BY position"):
        try:
            players = json.loads(text)
        except ValueError:
            players = None
        if not (isinstance(players, list)
                and all(isinstance(p, int) and not isinstance(p, bool) for p in players)):
            return f"forbidden pairing {position} is not a list of pairing numbers ({text!r:.40})"
    return None


def _journal(conn: sqlite3.Connection, version: int) -> str | None:
    tables = schema.tables(version)
    widths = {t: (len(TABLES[t][0]), len(tables[t]) - len(TABLES[t][0])) for t in TABLES if t in tables}
    for seq, diff, change in conn.execute("SELECT seq, diff, change FROM journal ORDER BY seq"):
        try:
            decoded = journal.decode(diff)
            parts = json.loads(change)
        except (ValueError, TypeError, AttributeError):
            return f"undo journal entry {seq} cannot be read"
        if not isinstance(parts, list) or any(
                table not in widths or len(key) != widths[table][0]
                or any(image is not None and len(image) != widths[table][1] for image in (before, after))
                for table, changes in decoded.items() for key, before, after in changes):
            return f"undo journal entry {seq} does not fit the tables"
    return None
