"""Running the engine's command line on a TRF file and reading pairing files, for tests."""
from __future__ import annotations

import json
import random
from fractions import Fraction
from pathlib import Path

from arbiter_gui import cli
from arbiter_gui.checker import check_tournament
from arbiter_gui.formats.trf import parse_trf, read_trf, write_trf
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


def rounds_failing_the_checker(system: str, seed: int, first_seed: int, most_players: int) -> list[int]:
    """A generated event of 10 to ``most_players`` with forfeits, half-point byes and withdrawals,
    written to TRF and read back: the rounds the checker (``-c``) does not pair the same."""
    rng = random.Random(first_seed + seed)
    players = rng.randint(10, most_players)
    text = generated(system, seed, players, rng.randint(3, min(9, players // 2)), ForfeitRate="15",
                     HalfPointByeRate="10", RetiredRate="25")
    trf = parse_trf(text, f"{system}-{seed}.trf")
    return [c.round for c in check_tournament(trf, system) if not c.ok]


def generate_check_and_pair_round_4(flag: str, tmp_path: Path, capsys) -> tuple[list[str], dict]:  # noqa: ANN001
    """``arbiter-pair FLAG``: a 15-player, 5-round event generated (``-g``) and checked (``-c``),
    then its round 4 paired again from the file cut after round 3 (``-p``, ``--explain``); the
    pairing file's lines and the decision record."""
    config = tmp_path / "config.txt"
    config.write_text("PlayersNumber=15\nRoundsNumber=5\nDrawPercentage=30\n", encoding="utf-8")
    events = tmp_path / "events.trf"
    assert cli.main([flag, "-g", str(config), "-o", str(events), "-s", "7"]) == 0
    assert cli.main([flag, str(events), "-c"]) == 0
    assert "Round #5" in capsys.readouterr().out
    trf = read_trf(str(events))
    for p in trf.players.values():  # the event after round 3
        p.rounds = p.rounds[:3]
        p.points = sum((trf.point_system.points(c) for c in p.rounds), Fraction(0))
    cut = tmp_path / "cut.trf"
    cut.write_text(write_trf(trf), encoding="utf-8", newline="")
    out, why = tmp_path / "round4.txt", tmp_path / "why.json"
    assert cli.main([flag, str(cut), "-p", str(out), "--explain", str(why)]) == 0
    return out.read_text(encoding="utf-8").split("\n"), json.loads(why.read_text(encoding="utf-8"))
