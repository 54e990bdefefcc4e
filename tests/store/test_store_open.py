"""Opening and creating tournament files: what is refused (and then never written), pragmas,
schema version and migrations."""
from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from arbiter_gui import store
from arbiter_gui.store import StoreError, schema
from arbiter_gui.tournament.model import Player, TournamentSettings
from arbiter_gui.tournament.operations import AddPlayer
from tests.store.helpers import new_store


def assert_refused_untouched(path: Path, message: str) -> None:
    """store.open refuses the file, leaves its bytes as they were and creates nothing beside it."""
    before = path.read_bytes()
    neighbours = sorted(p.name for p in path.parent.iterdir())
    with pytest.raises(StoreError, match=message):
        store.open(path)
    assert path.read_bytes() == before
    assert sorted(p.name for p in path.parent.iterdir()) == neighbours


@pytest.fixture
def tournament_file(tmp_path: Path) -> Path:
    path = tmp_path / "open.arbiter"
    with new_store(path, players=40):
        pass
    return path


def test_create_then_open(tmp_path: Path) -> None:
    path = tmp_path / "event.arbiter"
    with store.create(path, TournamentSettings(name="Club Open", rounds=7)) as s:
        s.apply(AddPlayer(Player(0, "Doe, John", fide_rating=2100)))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["event.arbiter"]  # no leftovers, WAL folded back
    with store.open(path) as s:
        t = s.tournament()
        assert t.settings.name == "Club Open" and len(t.rounds) == 7
        assert t.players[1].name == "Doe, John"
        assert s.problems() == []


def test_connection_pragmas(tournament_file: Path) -> None:
    with store.open(tournament_file) as s:
        conn = s._conn
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert conn.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
        assert conn.execute("PRAGMA foreign_keys").fetchone()[0] == 1
        assert conn.execute("PRAGMA user_version").fetchone()[0] == schema.current_version() == 8
        assert conn.execute("PRAGMA application_id").fetchone()[0] == schema.APPLICATION_ID


def test_create_refuses_an_existing_file(tmp_path: Path) -> None:
    path = tmp_path / "x.arbiter"
    path.write_text("important")
    with pytest.raises(StoreError, match="already exists"):
        store.create(path, TournamentSettings())
    assert path.read_text() == "important"


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(StoreError, match="no such file"):
        store.open(tmp_path / "nothing.arbiter")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("content", [b"", b"hello, this is a TRF\r001    1", b"SQLite format 3\x00short"],
                         ids=["empty", "text", "truncated-header"])
def test_not_an_sqlite_file(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "notes.arbiter"
    path.write_bytes(content)
    assert_refused_untouched(path, "not an SQLite database")


def test_sqlite_file_of_another_program(tmp_path: Path) -> None:
    path = tmp_path / "other.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE t(x)")
    conn.execute("INSERT INTO t VALUES (1)")
    conn.commit()
    conn.close()
    assert_refused_untouched(path, "not an Arbiter tournament")


def test_sqlite_file_with_our_id_but_no_schema(tmp_path: Path) -> None:
    path = tmp_path / "half.arbiter"
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA application_id = {schema.APPLICATION_ID}")
    conn.execute("CREATE TABLE t(x)")
    conn.commit()
    conn.close()
    assert_refused_untouched(path, "incomplete")


def test_newer_schema(tournament_file: Path) -> None:
    conn = sqlite3.connect(tournament_file)
    conn.execute("PRAGMA user_version = 99")
    conn.commit()
    conn.close()
    assert_refused_untouched(tournament_file, "newer version of Arbiter")


def _page_size(path: Path) -> int:
    return int.from_bytes(path.read_bytes()[16:18], "big")


def test_corrupt_table_pages(tournament_file: Path) -> None:
    """Garbage in the middle of the file: the integrity check catches it, nothing is written."""
    data = bytearray(tournament_file.read_bytes())
    page = _page_size(tournament_file)
    assert len(data) >= 4 * page
    for n in range(1, len(data) // page):  # every page but the first (the header and schema root)
        start = n * page
        data[start + 8:start + page:7] = bytes((i * 37) % 251 for i in range(len(range(start + 8, start + page, 7))))
    tournament_file.write_bytes(bytes(data))
    assert_refused_untouched(tournament_file, "damaged")


def test_corrupt_schema_page(tournament_file: Path) -> None:
    data = bytearray(tournament_file.read_bytes())
    data[100:400] = b"\xff" * 300  # page 1 after the header: the schema table's b-tree page
    tournament_file.write_bytes(bytes(data))
    assert_refused_untouched(tournament_file, "damaged|not a tournament")


def test_truncated_file(tournament_file: Path) -> None:
    data = tournament_file.read_bytes()
    tournament_file.write_bytes(data[: _page_size(tournament_file) * 2])
    assert_refused_untouched(tournament_file, "damaged")


def test_readonly_store_refuses_writes(tournament_file: Path) -> None:
    before = tournament_file.read_bytes()
    with store.open(tournament_file, readonly=True) as s:
        assert len(s.tournament().players) == 40
        with pytest.raises(StoreError, match="read-only"):
            s.apply(AddPlayer(Player(0, "Late, Lou")))
    assert tournament_file.read_bytes() == before


# ---------------------------------------------------------------- version 1 files and migrations


def write_v1_file(path: Path) -> None:
    """A tournament file exactly as version 1 writes it, built without the store's code (so that
    a change of the row format that breaks existing files fails here)."""
    settings = {"name": "Old Open", "city": "Lyon", "federation": "FRA", "start_date": "2026/04/01",
                "end_date": "2026/04/05", "chief_arbiter": "Arbiter, A", "deputy_arbiters": [],
                "time_control": "90'+30\"", "rounds": 3, "system": "dutch", "tournament_type": "FIDE_DUTCH_2025",
                "point_system": {"win": "1", "draw": "1/2", "loss": "0", "zero_bye": "0", "forfeit_loss": "0",
                                 "half_bye": "1/2", "full_bye": "1", "forfeit_win": "1", "pab": "1"},
                "initial_colour": "w", "accelerations": [], "acceleration_points": [], "tiebreaks": ["BH:C1", "BH"],
                "rating_list": "FIDE", "extra_header": [], "extra_trf_lines": []}
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute(f"PRAGMA application_id = {schema.APPLICATION_ID}")
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("BEGIN")
    for statement in schema.V1_SCRIPT.split(";"):
        if statement.strip():
            conn.execute(statement)
    conn.execute("INSERT INTO meta VALUES ('kind', 'arbiter-tournament')")
    conn.executemany("INSERT INTO settings VALUES (?, ?)", [(k, json.dumps(v)) for k, v in settings.items()])
    conn.executemany("INSERT INTO players VALUES (?,?,?,?,?,?,?,?,?,?,?,?)", [
        (1, "Alpha, A", "GM", "m", "FRA", "1001", 2500, 0, "1990/01/01", "Club A", 1, None),
        (2, "Beta, B", "", "w", "FRA", "1002", 2100, 2150, "", "", 1, None),
        (3, "Gamma, C", "", "m", "ESP", "", 0, 0, "", "", 1, 3),
    ])
    conn.executemany("INSERT INTO rounds VALUES (?,?,?,?,?)",
                     [(1, "26/04/01", "15:00", 1, 0), (2, "26/04/02", "", 0, 0), (3, "", "", 0, 0)])
    conn.execute("INSERT INTO boards VALUES (1, 1, 1, 2, '1', '0', 1)")
    conn.execute("INSERT INTO unpaired VALUES (1, 3, 'U')")
    conn.execute("INSERT INTO requests VALUES (2, 2, 'H')")
    conn.execute("INSERT INTO forbidden VALUES (0, 1, 9999, '[1, 2]')")
    renamed = json.dumps({"players": [[[3], ["Gamma", "", "m", "ESP", "", 0, 0, "", "", 1, 3],
                                       ["Gamma, C", "", "m", "ESP", "", 0, 0, "", "", 1, 3]]]})
    conn.execute("INSERT INTO journal (at, label, operation, diff, change) VALUES (?, ?, ?, ?, ?)",
                 ("2026-04-01T10:00:00+00:00", "edit player 3", "EditPlayer", renamed, '["players"]'))
    conn.execute("PRAGMA user_version = 1")
    conn.execute("COMMIT")
    conn.close()


def test_a_version_1_file_opens(tmp_path: Path) -> None:
    path = tmp_path / "v1.arbiter"
    write_v1_file(path)
    with store.open(path) as s:
        assert s.problems() == []
        assert s._conn.execute("PRAGMA user_version").fetchone()[0] == schema.current_version()
        t = s.tournament()
    assert t.rosters == {} and all(not b.games for r in t.rounds for b in r.boards)  # version 2: teams
    assert t.settings.name == "Old Open" and t.settings.tiebreaks == ("BH:C1", "BH")
    assert t.players[2].national_rating == 2150 and t.players[3].withdrawn_from == 3
    assert t.round(1).boards[0].white_result == "1" and t.round(1).pab == 3
    assert t.requests[2][2].value == "H" and t.forbidden[0].players == (1, 2)
    assert t.paired_rounds == 1 and t.round(1).date == "26/04/01"
    assert all(p.tournament_rating == 0 for p in t.players.values())  # version 5: rating method OTHER


def test_the_undo_journal_of_an_old_file_undoes_whole_rows(tmp_path: Path) -> None:
    """Version 5 added a player column: the journal's player rows get it too, so undo still works."""
    path = tmp_path / "v1.arbiter"
    write_v1_file(path)
    with store.open(path) as s:
        s.undo()
        assert s.tournament().players[3].name == "Gamma" and s.tournament().players[3].tournament_rating == 0


def test_migration_backs_up_then_upgrades(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "v1.arbiter"
    write_v1_file(path)

    def to_next(conn: sqlite3.Connection) -> None:
        conn.execute("ALTER TABLE players ADD COLUMN email TEXT NOT NULL DEFAULT ''")

    released = schema.MIGRATIONS
    monkeypatch.setattr(schema, "MIGRATIONS", released + [to_next])
    with store.open(path) as s:
        assert s._conn.execute("PRAGMA user_version").fetchone()[0] == len(released) + 1
        assert s.tournament().players[1].name == "Alpha, A"
    backup = tmp_path / "v1.arbiter.v1.bak"
    conn = sqlite3.connect(backup)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 1
    assert conn.execute("SELECT COUNT(*) FROM players").fetchone()[0] == 3
    conn.close()
    monkeypatch.setattr(schema, "MIGRATIONS", released)
    assert_refused_untouched(path, "newer version")  # this file is now too new for this program


def test_failed_migration_changes_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "v1.arbiter"
    write_v1_file(path)

    def broken(conn: sqlite3.Connection) -> None:
        conn.execute("ALTER TABLE players ADD COLUMN email TEXT")
        raise sqlite3.OperationalError("disk on fire")

    monkeypatch.setattr(schema, "MIGRATIONS", schema.MIGRATIONS + [broken])
    with pytest.raises(StoreError, match="disk on fire"):
        store.open(path)
    monkeypatch.setattr(schema, "MIGRATIONS", schema.MIGRATIONS[:1])
    with store.open(path) as s:
        assert s._conn.execute("PRAGMA user_version").fetchone()[0] == 1
        assert "email" not in [r[1] for r in s._conn.execute("PRAGMA table_info(players)")]


def test_copy_of_an_open_file_with_its_wal(tournament_file: Path, tmp_path: Path) -> None:
    """A file copied while open (its -wal beside it) opens with the committed data of the WAL."""
    s = store.open(tournament_file)
    s.apply(AddPlayer(Player(0, "Late, Lou", fide_rating=1000)))
    copy = tmp_path / "copy.arbiter"
    shutil.copy(tournament_file, copy)
    shutil.copy(f"{tournament_file}-wal", f"{copy}-wal")
    with store.open(copy) as c:
        assert any(p.name == "Late, Lou" for p in c.tournament().players.values())
    s.close()


def test_a_file_written_by_version_1_of_arbiter_opens(tmp_path: Path) -> None:
    """tests/data/store/v1_open.arbiter was written by the program itself when the schema was
    version 1 (make_v1_file.py): every later version opens it, migrating a copy if needed, with
    its data and its undo journal."""
    path = tmp_path / "v1_open.arbiter"
    shutil.copy(Path(__file__).parents[1] / "data" / "store" / "v1_open.arbiter", path)
    with store.open(path) as s:
        assert s.problems() == []
        t = s.tournament()
        assert t.settings.name == "Old Open" and len(t.rounds) == 3 and t.settings.tiebreaks == ("BH:C1", "BH")
        assert [p.name for p in t.players.values()] == ["Alpha, Anna", "Beta, Bruno", "Delta, Dario",
                                                         "Gamma, Carla", "Epsilon, Elio"]
        assert t.players[3].withdrawn_from == 3 and t.round(1).unpaired == {5: "H"}
        assert [(b.white, b.black, b.white_result, b.black_result) for b in t.round(1).boards] == [
            (1, 3, "1", "0"), (4, 2, "=", "=")]
        assert t.forbidden[0].players == (1, 2)
        assert len(s.history()) == 12 and s.redo_label() == "result 0/1: round 1, board 2"
        s.redo()  # the journal written by version 1 still works
        assert s.tournament().round(1).boards[1].white_result == "0"
        s.undo()
        assert s._conn.execute("PRAGMA user_version").fetchone()[0] == schema.current_version()
