"""Tournament files damaged value by value (issue 16): one value of one row replaced by a value of
another type or out of range, written the way another program could (CHECK constraints ignored).
Each file is refused with a message, bytes untouched and nothing created beside it, or opens in
the window and every tab shows without an exception."""
from __future__ import annotations

import random
import shutil
import sqlite3
from pathlib import Path

from arbiter_gui.app import create_main_window
from arbiter_gui.store.rows import TABLES
from arbiter_gui.tournament.model import ForbiddenPairing, RequestKind
from arbiter_gui.tournament.manual_pairing import StartManualSession
from arbiter_gui.tournament.operations import AddForbiddenPairing, Confirmed, SetRequest, SetResult, required
from tests import robustness_counts as counts
from tests.store.helpers import enter_results, new_store, pair_by_hand

FILES = 80
VALUES: list[object] = [0, -1, 1, 2, 99, 10**12, "", "x", "1", "1/2", '"x"', "[]", "{}", "null", 1.5, None,
                        b"\x00", "=", "W", "U"]
SETTINGS = ['"x"', "-1", "0", "[]", "{}", "null", '[["x"]]', '"burstein"', "999", "[[1, 2]]", '"FIDON"', '"w"',
            '{"win": "3"}', "[1]", "1.5", "true", "not json"]


def damaged_copy(template: Path, path: Path, rng: random.Random) -> str | None:
    """``template`` copied to ``path`` with one value replaced; what was done, None if nothing."""
    shutil.copy(template, path)
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        conn.execute("PRAGMA ignore_check_constraints = ON")
        table = rng.choice(["settings", "players", "rounds", "boards", "unpaired", "requests", "forbidden", "journal",
                            "integrity_log", "manual_session"])
        rows = [row[0] for row in conn.execute(f"SELECT rowid FROM {table}")]
        columns = (("diff", "change", "undone") if table == "journal"
                   else TABLES[table][0] + TABLES[table][1])
        column = rng.choice(columns)
        value = rng.choice(SETTINGS if (table, column) == ("settings", "value") else VALUES)
        try:
            conn.execute(f"UPDATE {table} SET {column} = ? WHERE rowid = ?", (value, rng.choice(rows)))
        except sqlite3.Error:
            return None  # e.g. a duplicate key: SQLite itself refuses to write it
        return f"{table}.{column} = {value!r}"
    finally:
        conn.close()


def test_damaged_files_are_refused_or_shown(qtbot, tmp_path: Path) -> None:
    template = tmp_path / "template.arbiter"
    with new_store(template, rounds=5, players=9, seed=3) as s:
        rng = random.Random(2)
        s.apply(AddForbiddenPairing(ForbiddenPairing((1, 2))))  # every table has rows to damage
        for number in (1, 2, 3):
            pair_by_hand(s, number)
            enter_results(s, number, rng)
        s.apply(SetRequest(4, 2, RequestKind.HALF_BYE))
        correction = SetResult(2, 1, "-", "-")
        s.apply(Confirmed(correction, required(correction, s.tournament()), "late"))  # the integrity log
        s.apply(StartManualSession(3))
    folder = tmp_path / "files"
    folder.mkdir()
    window = create_main_window()
    qtbot.addWidget(window)
    rng = random.Random(20261126)
    for n in range(FILES):
        path = folder / f"damaged{n}.arbiter"
        damage = damaged_copy(template, path, rng)
        if damage is None:
            continue
        before, neighbours = path.read_bytes(), sorted(p.name for p in folder.iterdir())
        counts.add("fuzz inputs tried", "tournament file values")
        if window.open_file(str(path)):
            for index in range(window.tabs.count()):  # every view shows the tournament
                window.tabs.setCurrentIndex(index)
            counts.add("damaged tournament files", "opened")
        else:
            assert window.last_error and path.read_bytes() == before, damage
            assert sorted(p.name for p in folder.iterdir()) == neighbours, damage
            counts.add("damaged tournament files", "refused")
    counts.add("crashes", "tournament file values", 0)
