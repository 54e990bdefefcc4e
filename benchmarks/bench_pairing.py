"""Seconds and memory to pair one late round of a large open with ``arbiter-pair``.

    python benchmarks/bench_pairing.py [--system dutch] [--players 100 300 1000] [--round 9] [--rounds 11]

For each size it generates (once, cached in benchmarks/.cache/) a random tournament with the
engine's own generator, cuts it before the round to pair, then runs the whole command line
``arbiter-pair --SYSTEM cut.trf -p out`` in a fresh process and prints its wall time and peak
memory, plus the engine's own time split by bracket kind.
"""
from __future__ import annotations

import argparse
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


def run_process(system: str, trf: Path) -> tuple[float, float, int]:
    out = trf.with_suffix(".pairs")
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "arbiter_gui.cli", f"--{system}", str(trf), "-p", str(out)],
                          cwd=ROOT, capture_output=True, text=True)
    seconds = time.perf_counter() - start
    peak_mb = max(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, before) / 1024
    return seconds, peak_mb, done.returncode


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--system", default="dutch")
    parser.add_argument("--players", type=int, nargs="+", default=[100, 300, 1000])
    parser.add_argument("--round", type=int, default=9)
    parser.add_argument("--rounds", type=int, default=11)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    print(f"{args.system}: pairing round {args.round} of {args.rounds}")
    print(f"{'players':>8} {'process s':>10} {'engine s':>9} {'peak MB':>8} {'brackets':>9} {'perfect':>8} exit")
    for players in args.players:
        cut = cut_before(tournament(args.system, players, args.rounds, args.seed), args.round)
        seconds, peak, code = run_process(args.system, cut)
        snap = snapshot(read_trf(str(cut)))
        start = time.perf_counter()
        pairing = systems.pair(args.system, snap)
        engine = time.perf_counter() - start
        perfect = sum(1 for b in pairing.brackets if b.perfect)
        print(f"{players:>8} {seconds:>10.2f} {engine:>9.2f} {peak:>8.0f} {len(pairing.brackets):>9} "
              f"{perfect:>8} {code}", flush=True)


if __name__ == "__main__":
    main()
