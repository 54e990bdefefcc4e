"""The SQLite schema of a tournament file and its migrations.

The file is recognised by ``PRAGMA application_id`` (APPLICATION_ID) and versioned by
``PRAGMA user_version``. ``MIGRATIONS[i]`` takes a file from version i to i + 1 inside the
caller's transaction; version 0 is an empty file, so creating a tournament runs every migration.
A migration must never be edited once released: add a new one instead.
"""
from __future__ import annotations

import functools
import json
import sqlite3
from typing import Callable, NamedTuple, Sequence

APPLICATION_ID = 0x41524254  # "ARBT"
FILE_KIND = "arbiter-tournament"  # meta.kind

Migration = Callable[[sqlite3.Connection], None]

_FK = "DEFERRABLE INITIALLY DEFERRED"

V1_SCRIPT = f"""
CREATE TABLE meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
CREATE TABLE settings (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL            -- JSON
);
CREATE TABLE players (
    tpn INTEGER PRIMARY KEY CHECK (tpn >= 1),
    name TEXT NOT NULL,
    title TEXT NOT NULL,
    sex TEXT NOT NULL,
    federation TEXT NOT NULL,
    fide_id TEXT NOT NULL,
    fide_rating INTEGER NOT NULL,
    national_rating INTEGER NOT NULL,
    birth_date TEXT NOT NULL,
    club TEXT NOT NULL,
    entry_round INTEGER NOT NULL CHECK (entry_round >= 1),
    withdrawn_from INTEGER CHECK (withdrawn_from IS NULL OR withdrawn_from >= 1)
);
CREATE TABLE rounds (
    number INTEGER PRIMARY KEY CHECK (number >= 1),
    date TEXT NOT NULL,
    time TEXT NOT NULL,
    paired INTEGER NOT NULL CHECK (paired IN (0, 1)),
    hand_edited INTEGER NOT NULL CHECK (hand_edited IN (0, 1))
);
CREATE TABLE boards (
    round INTEGER NOT NULL REFERENCES rounds(number) {_FK},
    board INTEGER NOT NULL CHECK (board >= 1),
    white INTEGER NOT NULL REFERENCES players(tpn) {_FK},
    black INTEGER NOT NULL REFERENCES players(tpn) {_FK},
    white_result TEXT CHECK (white_result IS NULL OR white_result IN ('1','0','=','W','D','L','+','-')),
    black_result TEXT CHECK (black_result IS NULL OR black_result IN ('1','0','=','W','D','L','+','-')),
    colours INTEGER NOT NULL CHECK (colours IN (0, 1)),
    PRIMARY KEY (round, board),
    CHECK (white <> black)
);
CREATE TABLE unpaired (
    round INTEGER NOT NULL REFERENCES rounds(number) {_FK},
    player INTEGER NOT NULL REFERENCES players(tpn) {_FK},
    code TEXT NOT NULL CHECK (code IN ('U','H','F','Z','+','-')),
    PRIMARY KEY (round, player)
);
CREATE TABLE requests (
    round INTEGER NOT NULL REFERENCES rounds(number) {_FK},
    player INTEGER NOT NULL REFERENCES players(tpn) {_FK},
    kind TEXT NOT NULL CHECK (kind IN ('H','F','Z','A')),
    PRIMARY KEY (round, player)
);
CREATE TABLE forbidden (
    position INTEGER PRIMARY KEY CHECK (position >= 0),
    first_round INTEGER NOT NULL,
    last_round INTEGER NOT NULL,
    players TEXT NOT NULL          -- JSON list of pairing numbers
);
CREATE TABLE journal (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    at TEXT NOT NULL,              -- UTC, ISO 8601
    label TEXT NOT NULL,
    operation TEXT NOT NULL,       -- repr() of the operation, for the audit trail
    diff TEXT NOT NULL,            -- JSON: table -> [[key, before, after], ...]
    change TEXT NOT NULL,          -- JSON list of Change.parts
    undone INTEGER NOT NULL DEFAULT 0 CHECK (undone IN (0, 1))
);
CREATE INDEX journal_undone ON journal(undone, seq);
"""


def _execute_script(conn: sqlite3.Connection, script: str) -> None:
    """Each statement of ``script`` in the caller's transaction (``executescript`` would commit it)."""
    for statement in script.split(";"):
        if statement.strip():
            conn.execute(statement)


def _v1(conn: sqlite3.Connection) -> None:
    """Version 1: the first schema."""
    _execute_script(conn, V1_SCRIPT)
    conn.execute("INSERT INTO meta(key, value) VALUES ('kind', ?)", (FILE_KIND,))


V2_SCRIPT = f"""
CREATE TABLE members (
    team INTEGER NOT NULL REFERENCES players(tpn) {_FK},
    position INTEGER NOT NULL CHECK (position >= 1),
    name TEXT NOT NULL,
    title TEXT NOT NULL,
    sex TEXT NOT NULL,
    federation TEXT NOT NULL,
    fide_id TEXT NOT NULL,
    rating INTEGER NOT NULL,
    birth_date TEXT NOT NULL,
    PRIMARY KEY (team, position)
);
CREATE TABLE games (
    round INTEGER NOT NULL,
    board INTEGER NOT NULL,
    game INTEGER NOT NULL CHECK (game >= 1),
    home INTEGER NOT NULL CHECK (home >= 1),
    away INTEGER NOT NULL CHECK (away >= 1),
    home_result TEXT CHECK (home_result IS NULL OR home_result IN ('1','0','=','W','D','L','+','-')),
    away_result TEXT CHECK (away_result IS NULL OR away_result IN ('1','0','=','W','D','L','+','-')),
    PRIMARY KEY (round, board, game),
    FOREIGN KEY (round, board) REFERENCES boards(round, board) {_FK}
)
"""


def _v2(conn: sqlite3.Connection) -> None:
    """Version 2: team events (C.04.6): rosters of the teams and the board games of each match."""
    _execute_script(conn, V2_SCRIPT)


V3_SCRIPT = f"""
CREATE TABLE decisions (
    round INTEGER PRIMARY KEY REFERENCES rounds(number) {_FK},
    record TEXT NOT NULL           -- JSON: engine.record_codec
)
"""


def _v3(conn: sqlite3.Connection) -> None:
    """Version 3: the engine's decision record of each round it paired (explanation, "Why not?"
    and pairing report after a restart)."""
    conn.execute(V3_SCRIPT)


V4_SCRIPT = f"""
CREATE TABLE integrity_log (
    position INTEGER PRIMARY KEY CHECK (position >= 0),
    at TEXT NOT NULL,              -- UTC, ISO 8601
    round INTEGER NOT NULL CHECK (round >= 0),
    kind TEXT NOT NULL,
    what TEXT NOT NULL,
    reason TEXT NOT NULL
);
CREATE TABLE manual_session (     -- at most one row: the round whose session is open
    id INTEGER PRIMARY KEY CHECK (id = 1),
    round INTEGER NOT NULL REFERENCES rounds(number) {_FK}
)
"""


def _v4(conn: sqlite3.Connection) -> None:
    """Version 4: the pairing-integrity log and the open manual-pairing session (VCL4THP Q65, Q112)."""
    _execute_script(conn, V4_SCRIPT)


V5_BOARDS = f"""
CREATE TABLE boards (
    round INTEGER NOT NULL REFERENCES rounds(number) {_FK},
    board INTEGER NOT NULL CHECK (board >= 1),
    white INTEGER NOT NULL REFERENCES players(tpn) {_FK},
    black INTEGER NOT NULL REFERENCES players(tpn) {_FK},
    white_result TEXT CHECK (white_result IS NULL OR white_result IN ('1','0','=','W','D','L','+','-','?')),
    black_result TEXT CHECK (black_result IS NULL OR black_result IN ('1','0','=','W','D','L','+','-','?')),
    colours INTEGER NOT NULL CHECK (colours IN (0, 1)),
    PRIMARY KEY (round, board),
    CHECK (white <> black)
)
"""


def _v5(conn: sqlite3.Connection) -> None:
    """Version 5 (VCL4THP Q157): a board's result may be '?' (adjourned). SQLite cannot change a
    CHECK: the boards are copied out and back, into the table made anew under its name, so that
    the deferred foreign keys of the games find their boards again before the commit."""
    conn.execute("CREATE TEMP TABLE boards_v4 AS SELECT * FROM boards")
    conn.execute("DROP TABLE boards")
    conn.execute(V5_BOARDS)
    conn.execute("INSERT INTO boards SELECT * FROM boards_v4")
    conn.execute("DROP TABLE boards_v4")


def _v6(conn: sqlite3.Connection) -> None:
    """Version 6: each player's tournament rating, the rating method OTHER (VCL4THP Q145), and his
    later ratings in a long event (JSON list of [first round, rating], Q212); the player rows the
    undo journal holds get the new columns' values, so that undo writes whole rows."""
    conn.execute("ALTER TABLE players ADD COLUMN tournament_rating INTEGER NOT NULL DEFAULT 0")
    conn.execute("ALTER TABLE players ADD COLUMN later_ratings TEXT NOT NULL DEFAULT '[]'")
    _extend_journal_players(conn, [0, "[]"])


def _v7(conn: sqlite3.Connection) -> None:
    """Version 7: where each player's ratings were taken from and when (VCL4THP Q134); the player
    rows of the undo journal get the new columns' values, as in version 6."""
    conn.execute("ALTER TABLE players ADD COLUMN rating_source TEXT NOT NULL DEFAULT ''")
    conn.execute("ALTER TABLE players ADD COLUMN rating_date TEXT NOT NULL DEFAULT ''")
    _extend_journal_players(conn, ["", ""])


def _extend_journal_players(conn: sqlite3.Connection, values: list[object]) -> None:
    """Append ``values`` (the new columns' defaults) to every player row image in the journal."""
    for seq, diff in conn.execute("SELECT seq, diff FROM journal").fetchall():
        changes = json.loads(diff)
        for change in changes.get("players", ()):
            for image in change[1:]:
                if image is not None:
                    image += values
        conn.execute("UPDATE journal SET diff = ? WHERE seq = ?", (json.dumps(changes, ensure_ascii=False), seq))


V8_SCRIPT = """
CREATE TABLE knockout (            -- at most one row: the knockout event (issue 18)
    id INTEGER PRIMARY KEY CHECK (id = 1),
    event TEXT NOT NULL            -- JSON: tournament.knockout.KnockoutEvent.to_json
)
"""


def _v8(conn: sqlite3.Connection) -> None:
    """Version 8: a knockout event (seed 003 chapter 2): its players' seeding, formats and the log of
    the arbiter's entries, from which the rounds are replayed."""
    conn.execute(V8_SCRIPT)


MIGRATIONS: list[Migration] = [_v1, _v2, _v3, _v4, _v5, _v6, _v7, _v8]


def current_version() -> int:
    """The schema version this program writes."""
    return len(MIGRATIONS)


def migrate(conn: sqlite3.Connection, from_version: int) -> int:
    """Run MIGRATIONS[from_version:] in the caller's open transaction; return the new version.
    ``PRAGMA user_version`` is transactional in SQLite, so a failed migration leaves nothing."""
    for index in range(from_version, len(MIGRATIONS)):
        MIGRATIONS[index](conn)
    version = len(MIGRATIONS)
    conn.execute(f"PRAGMA user_version = {version:d}")
    return version


# ---------------------------------------------------------------- what a file of a version holds


class Column(NamedTuple):
    name: str
    type: str  # "INTEGER" or "TEXT"
    not_null: bool


def tables(version: int) -> dict[str, tuple[Column, ...]]:
    """The tables a file of ``version`` holds and their columns, in order."""
    return _reference(tuple(MIGRATIONS[:version]))[1]


def empty(conn: sqlite3.Connection, version: int) -> None:
    """Build on ``conn`` (an empty database) the tables of ``version``, without any row."""
    _build(conn, MIGRATIONS[:version])


def _build(conn: sqlite3.Connection, migrations: Sequence[Migration]) -> None:
    conn.execute("BEGIN")
    for migration in migrations:
        migration(conn)
    conn.execute("DELETE FROM meta")
    conn.execute("COMMIT")


def differences(conn: sqlite3.Connection, version: int) -> list[str]:
    """How the tables and indexes of the file on ``conn`` differ from those the migrations up to
    ``version`` create (the same statements give the same SQL text in sqlite_master); [] if
    they are the same."""
    expected = _reference(tuple(MIGRATIONS[:version]))[0]
    found = _objects(conn)
    if not found:
        return ["no tables at all"]
    missing = expected.keys() - found.keys()
    unknown = found.keys() - expected.keys()
    changed = {name for name in expected.keys() & found.keys() if expected[name] != found[name]}
    return [f"{before}{_listed(names)}{after}" for names, before, after in (
        ({n for n in missing if n[0] == "table"} or missing, "no ", ""),
        (changed, "", " not as Arbiter writes it"),
        (unknown, "", " that Arbiter does not write")) if names]


def _listed(names: set[tuple[str, str]]) -> str:
    """ "table a, b and c", "index x", at most five names."""
    kind = "table" if any(k == "table" for k, _ in names) else "index"
    ordered = sorted(f"{k} {n}" if k != kind else n for k, n in names)
    shown = ", ".join(ordered[:5]) if len(ordered) > 5 else " and ".join(
        [", ".join(ordered[:-1]), ordered[-1]] if len(ordered) > 1 else ordered)
    return f"{kind} {shown}" + (f" and {len(ordered) - 5} more" if len(ordered) > 5 else "")


def _objects(conn: sqlite3.Connection) -> dict[tuple[str, str], tuple[str, str | None]]:
    return {(kind, name): (table, sql) for kind, name, table, sql in
            conn.execute("SELECT type, name, tbl_name, sql FROM sqlite_master")}


@functools.lru_cache(maxsize=8)
def _reference(migrations: tuple[Migration, ...]) -> tuple[dict[tuple[str, str], tuple[str, str | None]],
                                                           dict[str, tuple[Column, ...]]]:
    conn = sqlite3.connect(":memory:", isolation_level=None)
    try:
        _build(conn, migrations)
        columns = {name: tuple(Column(c[1], c[2].upper(), bool(c[3]))
                               for c in conn.execute(f"PRAGMA table_info({name})"))
                   for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table' "
                                               "AND name NOT LIKE 'sqlite%'").fetchall()}
        return _objects(conn), columns
    finally:
        conn.close()
