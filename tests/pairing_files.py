"""Running the engine's command line on a TRF file and reading pairing files, for tests."""
from __future__ import annotations

from pathlib import Path

from arbiter_gui import cli


def read_pairing(path: Path) -> list[str]:
    """A pairing file as whitespace-separated tokens (the comparison is byte for byte after whitespace)."""
    return path.read_text(encoding="utf-8").split()


def pair_with_cli(system: str, trf: Path, out_dir: Path) -> tuple[int, list[str]]:
    out = out_dir / (trf.stem + ".out")
    code = cli.main([f"--{system}", str(trf), "-p", str(out)])
    return code, read_pairing(out) if out.exists() else []
