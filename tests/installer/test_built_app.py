"""The stand-alone application: ``arbiter --smoke-test`` from the source tree, then the
PyInstaller build (installer/build.py) started offscreen without this machine's Python.
The build needs PyInstaller (the ``test`` extra); it takes about 20 s here."""
from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests import robustness_counts as counts

ROOT = Path(__file__).parents[2]
SAMPLE = ROOT / "resources" / "samples" / "sample.trf"
SMOKE_LINE = re.compile(r"smoke test: round 5 paired, 60 boards\n")  # the sample: 120 players, 4 rounds played


def run_source(*args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-m", "arbiter_gui", *args], env=env, capture_output=True, text=True,
                          timeout=120)


def test_smoke_test_mode() -> None:
    result = run_source("--smoke-test", str(SAMPLE))
    assert result.returncode == 0, result.stderr
    assert SMOKE_LINE.fullmatch(result.stdout)


def test_smoke_test_mode_refuses_a_bad_file(tmp_path: Path) -> None:
    bad = tmp_path / "bad.trf"
    bad.write_text("012 Nothing\n001 oops\n")
    result = run_source("--smoke-test", str(bad))
    assert result.returncode == 1
    assert "Traceback" not in result.stderr  # Qt may print a warning first (the window's message box)
    assert result.stderr.splitlines()[-1].startswith(f"arbiter: smoke test failed: {bad}, line 2, field ")


def test_built_app_pairs_the_sample(tmp_path: Path) -> None:
    pytest.importorskip("PyInstaller", reason="the build needs PyInstaller: pip install -e '.[test]'")
    from installer.build import build, size_mb, smoke_test, write_manuals

    start = time.monotonic()
    folder = build(tmp_path / "dist", tmp_path / "work")
    seconds = time.monotonic() - start
    result = smoke_test(folder)
    assert result.returncode == 0, result.stderr
    assert SMOKE_LINE.fullmatch(result.stdout)
    # the manual: its pages for the Help window inside, its PDF beside the executable
    assert (folder / "_internal" / "docs" / "manual" / "it" / "index.md").is_file()
    assert [path.stat().st_size > 100_000 for path in write_manuals(folder)] == [True, True]
    counts.note("installer", f"built in {seconds:.0f} s, {size_mb(folder):.0f} MB; the built app paired the sample")
