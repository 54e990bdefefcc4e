"""Every TRF file the project holds (tests/**/*.trf, issue 26): each imports, exports as TRF-2026
and re-imports as the same tournament, the second export the same text as the first; only the
files kept for their faults (``*bad-input*``) are refused. With ``BBPPAIRINGS`` naming a
bbpPairings build (outside the project), every export of an individual Swiss is also read and
checked by it (``-c``); it reads no team or Double-Swiss event."""
from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from arbiter_gui.formats.trf import TrfError, write_trf
from arbiter_gui.formats.trf_tournament import export_trf, load_trf, tournament_to_trf
from arbiter_gui.tournament import double_swiss

TESTS = Path(__file__).parents[1]
FILES = sorted(TESTS.glob("**/*.trf"))
BBP = os.environ.get("BBPPAIRINGS")


def test_the_project_holds_real_files() -> None:
    assert len(FILES) > 900


def test_every_file_imports_exports_and_reimports_identically(tmp_path: Path) -> None:
    refused, checked = [], 0
    for path in FILES:
        try:
            t = load_trf(str(path)).tournament
        except TrfError:
            refused.append(path)
            continue
        text = write_trf(tournament_to_trf(t))
        again = tmp_path / "again.trf"
        again.write_text(text, encoding="utf-8")
        t2 = load_trf(str(again)).tournament
        assert t2 == t, path
        assert write_trf(tournament_to_trf(t2)) == text, path
        checked += 1
    assert all("bad-input" in str(path) for path in refused), refused
    assert checked > 900


@pytest.mark.skipif(not BBP, reason="BBPPAIRINGS names no bbpPairings build")
def test_bbppairings_reads_every_export(tmp_path: Path) -> None:
    failed = []
    for number, path in enumerate(FILES):
        try:
            t = load_trf(str(path)).tournament
        except TrfError:
            continue
        if (t.settings.is_team_event or double_swiss.is_double_swiss(t.settings)
                or any(line.startswith("013") for line in t.settings.extra_trf_lines)):
            continue  # bbpPairings pairs individual Swiss events only, and refuses team records (013)
        out = tmp_path / f"{number}.trf"
        export_trf(t, out)
        run = subprocess.run([str(BBP), "--dutch", str(out), "-c"], capture_output=True, text=True, timeout=120)
        if run.returncode != 0:
            failed.append((path, run.returncode, run.stdout[-300:] + run.stderr[-300:]))
    assert not failed
