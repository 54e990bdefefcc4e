"""Seconds and memory to pair one late round of a large open with ``arbiter-pair``.

    python benchmarks/bench_pairing.py [--system dutch] [--players 100 300 1000] [--round 9] [--rounds 11]

For each size it generates (once, cached in benchmarks/.cache/) a random tournament with the
engine's own generator, cuts it before the round to pair, then runs the whole command line
``arbiter-pair --SYSTEM cut.trf -p out`` in a fresh process (``--python``: with another
interpreter, e.g. a clean virtual environment's) and prints its wall-clock and CPU time (the
fastest of ``--repeat`` runs, compiled modules kept as after an install) and peak memory, plus the
engine's own time and how many brackets had a perfect candidate.
"""
from __future__ import annotations

import argparse
import os
import random
import resource
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from arbiter_gui.engine import systems  # noqa: E402
from arbiter_gui.formats.trf import read_trf, write_trf  # noqa: E402
from arbiter_gui.engine.snapshot import Snapshot  # noqa: E402
from arbiter_gui.formats.trf_pairing import snapshot  # noqa: E402
from arbiter_gui.generator import generate, make_config  # noqa: E402

CACHE = Path(__file__).parent / ".cache"


def tournament(system: str, players: int, rounds: int, seed: int) -> Path:
    path = CACHE / f"{system}_n{players}_r{rounds}_s{seed}.trf"
    if not path.exists():
        CACHE.mkdir(exist_ok=True)
        config = make_config({"PlayersNumber": str(players), "RoundsNumber": str(rounds)}, random.Random(seed))
        start = time.perf_counter()
        trf, complete = generate(system, config, seed)
        print(f"  generated {players} players x {rounds} rounds in {time.perf_counter() - start:.1f} s"
              f"{'' if complete else ' (stopped: no valid pairing)'}", flush=True)
        path.write_text(write_trf(trf), encoding="utf-8", newline="")
    return path


def cut_before(source: Path, round_number: int) -> Path:
    trf = read_trf(str(source))
    for p in trf.players.values():
        del p.rounds[round_number - 1:]
        p.points = sum((trf.point_system.points(c) for c in p.rounds), start=p.points * 0)
    target = source.with_name(f"{source.stem}_before{round_number}.trf")
    target.write_text(write_trf(trf), encoding="utf-8", newline="")
    return target


def process_environment() -> dict[str, str]:
    """The environment of an installed program: compiled modules are kept (in the cache folder),
    as pip's byte-compilation at install time gives (PYTHONDONTWRITEBYTECODE would make every
    start compile the whole package again)."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(CACHE / "pycache")
    return env


def run_process(python: str, system: str, trf: Path, repeat: int) -> tuple[float, float, float, int]:
    """Wall-clock and CPU seconds (the fastest of ``repeat`` runs after one run that compiles the
    modules), peak MB and exit code of the whole command line."""
    out = trf.with_suffix(".pairs")
    command = [python, "-m", "arbiter_gui.cli", f"--{system}", str(trf), "-p", str(out)]
    env = process_environment()
    subprocess.run(command, cwd=ROOT, capture_output=True, env=env)
    walls, cpus = [], []
    for _ in range(repeat):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, env=env)
        walls.append(time.perf_counter() - start)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpus.append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
    peak_mb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    return min(walls), min(cpus), peak_mb, done.returncode


def pair_in_process(system: str, trf: Path) -> tuple[Snapshot, float, int, int]:
    """Pair ``trf`` with the engine in this process: the snapshot, the engine's CPU seconds, the
    number of brackets and how many had a perfect candidate (3.4.1)."""
    snap = snapshot(read_trf(str(trf)))
    start = time.process_time()
    pairing = systems.pair(system, snap)
    seconds = time.process_time() - start
    return snap, seconds, len(pairing.brackets), sum(1 for b in pairing.brackets if b.perfect)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--system", default="dutch")
    parser.add_argument("--players", type=int, nargs="+", default=[100, 300, 1000])
    parser.add_argument("--round", type=int, default=9)
    parser.add_argument("--rounds", type=int, default=11)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--repeat", type=int, default=3, help="runs per size (the fastest is shown)")
    parser.add_argument("--python", default=sys.executable,
                        help="interpreter for the command line, e.g. a clean virtual environment's")
    args = parser.parse_args()
    print(f"{args.system}: pairing round {args.round} of {args.rounds}")
    print(f"{'players':>8} {'process s':>10} {'CPU s':>6} {'engine CPU s':>13} {'peak MB':>8} {'brackets':>9} "
          f"{'perfect':>8} exit")
    for players in args.players:
        cut = cut_before(tournament(args.system, players, args.rounds, args.seed), args.round)
        seconds, cpu, peak, code = run_process(args.python, args.system, cut, args.repeat)
        _, engine, brackets, perfect = pair_in_process(args.system, cut)
        print(f"{players:>8} {seconds:>10.2f} {cpu:>6.2f} {engine:>13.2f} {peak:>8.0f} {brackets:>9} "
              f"{perfect:>8} {code}", flush=True)


if __name__ == "__main__":
    main()
