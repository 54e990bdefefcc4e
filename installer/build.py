"""Build the stand-alone application (PyInstaller one-folder) and check that it starts.

    python installer/build.py [--dist FOLDER] [--work FOLDER]

Writes FOLDER/arbiter/ (default dist/arbiter/, the executable ``arbiter`` inside; on macOS also
Arbiter.app) with the manual as PDF beside it (``manual-en.pdf``, ``manual-it.pdf``), then runs
``arbiter --smoke-test`` with the bundled sample offscreen and prints its line, the build time and
the folder's size. Needs ``pip install -e '.[test]'`` (PyInstaller).
Exit code: 0 built and working, 1 otherwise.
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "installer" / "arbiter.spec"
SAMPLE = Path("resources") / "samples" / "sample.trf"  # inside the built folder's data


def executable(folder: Path) -> Path:
    """The ``arbiter`` program in a built folder."""
    return folder / ("arbiter.exe" if os.name == "nt" else "arbiter")


def bundled_sample(folder: Path) -> Path:
    """The sample tournament shipped in the built folder (PyInstaller 6 puts data in _internal/)."""
    return next(p for p in (folder / "_internal" / SAMPLE, folder / SAMPLE) if p.exists())


def build(dist: Path, work: Path) -> Path:
    """Run PyInstaller on the spec; return the built folder."""
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
                    "--distpath", str(dist), "--workpath", str(work), str(SPEC)], check=True, cwd=ROOT)
    return dist / "arbiter"


def write_manuals(folder: Path) -> list[Path]:
    """The manual as PDF in each language beside the executable (``manual-en.pdf``...), made from
    the same pages the app shows (arbiter_gui/reports/manual_pdf.py)."""
    sys.path.insert(0, str(ROOT))  # run as a script from installer/: the source tree's package
    from arbiter_gui.manual import LANGUAGES

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    written = []
    for language in LANGUAGES:
        target = folder / f"manual-{language}.pdf"
        subprocess.run([sys.executable, "-m", "arbiter_gui.reports.manual_pdf", str(target), "--language", language],
                       check=True, cwd=ROOT, env=env, capture_output=True)
        written.append(target)
    return written


def smoke_test(folder: Path, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """Start the built program offscreen on its bundled sample (no Python from this machine:
    PYTHONPATH and PYTHONHOME are cleared)."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    env["QT_QPA_PLATFORM"] = "offscreen"
    return subprocess.run([str(executable(folder)), "--smoke-test", str(bundled_sample(folder))], env=env,
                          cwd=folder, capture_output=True, text=True, timeout=timeout)


def size_mb(folder: Path) -> float:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink()) / 2**20


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "pyinstaller")
    args = parser.parse_args(argv)
    start = time.monotonic()
    folder = build(args.dist.resolve(), args.work.resolve())
    write_manuals(folder)
    seconds = time.monotonic() - start
    result = smoke_test(folder)
    sys.stdout.write(result.stdout)
    sys.stderr.write(result.stderr)
    print(f"built {folder} in {seconds:.0f} s, {size_mb(folder):.0f} MB; smoke test exit code {result.returncode}")
    return 0 if result.returncode == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
