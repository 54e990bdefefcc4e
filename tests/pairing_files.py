"""Running the engine's command line on a TRF file and reading pairing files, for tests."""
from __future__ import annotations

import random
from pathlib import Path

from arbiter_gui import cli
from arbiter_gui.formats.trf import write_trf
from arbiter_gui.generator import generate, make_config


def read_pairing(path: Path) -> list[str]:
    """A pairing file as whitespace-separated tokens (the comparison is byte for byte after whitespace)."""
    return path.read_text(encoding="utf-8").split()


def pair_with_cli(system: str, trf: Path, out_dir: Path) -> tuple[int, list[str]]:
    out = out_dir / (trf.stem + ".out")
    code = cli.main([f"--{system}", str(trf), "-p", str(out)])
    return code, read_pairing(out) if out.exists() else []


def generated(system: str, seed: int, players: int, rounds: int, **extra: str) -> str:
    """A complete tournament paired by ``system``, as TRF text (the generator's own config keys)."""
    values = {"PlayersNumber": str(players), "RoundsNumber": str(rounds), **extra}
    trf, complete = generate(system, make_config(values, random.Random(seed)), seed)
    assert complete
    return write_trf(trf)
