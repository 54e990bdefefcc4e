"""Every round of large Dutch events under several result models: time and peak memory.

    python benchmarks/bench_rounds.py [--players 300 1000] [--models rating random draws absences baku]
                                      [--rounds 11] [--bbp PATH] [--timeout 600]

For each size and result model it generates an event with the engine's own generator, round by
round (each round paired from the state before it, results then drawn by the model), and keeps
the file as it stood before each round (cached in benchmarks/.cache/). Each of those files is then
paired by the whole command line ``arbiter-pair --dutch FILE -p OUT`` in a fresh process, and,
with ``--bbp``, by bbpPairings (built outside the project) on the same file: CPU seconds and peak
memory of each process (GNU time), the score groups (how many, the largest), and whether the
two engines made the same pairs. The in-process engine time of the generation is printed too.

Result models (generator keys, ENGINE-CLI.md 4.3 and arbiter_gui/generator.py):
  rating    FIDE's rating table (B.02 8.1.2), 30% draws, no absences
  random    every game 50/50 whatever the ratings (RatingDifferenceCap 0), 30% draws
  draws     rating-based, 70% draws (the draw share is capped by the expected score)
  absences  rating-based with forfeits (1 in 10 games), withdrawals, half-point and zero-point
            byes and late entries
  baku      rating-based with Baku acceleration (C.04.7)
"""
from __future__ import annotations

import argparse
import copy
import random
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench_pairing import CACHE, process_environment  # noqa: E402

from arbiter_gui.formats.trf import TrfFile, read_trf, write_trf  # noqa: E402
from arbiter_gui.formats.trf_pairing import snapshot  # noqa: E402
from arbiter_gui.generator import generate, make_config  # noqa: E402

NEVER = "1000000"  # "one per N" rates that do not happen
BASE = {"DrawPercentage": "30", "ForfeitRate": NEVER, "RetiredRate": NEVER, "HalfPointByeRate": NEVER,
        "HighestRating": "2700", "LowestRating": "1400", "FullPointByeRate": NEVER, "ZeroPointByeRate": NEVER,
        "DoubleForfeitRate": NEVER, "UnratedResultRate": NEVER, "UnratedPlayerRate": "40",
        "LateEntryRate": NEVER, "ForbiddenPairs": "0"}
MODELS = {
    "rating": {},
    "random": {"RatingDifferenceCap": "0"},
    "draws": {"DrawPercentage": "70"},
    "absences": {"ForfeitRate": "10", "RetiredRate": "20", "HalfPointByeRate": "20", "ZeroPointByeRate": "50",
                 "LateEntryRate": "50"},
    "baku": {"Baku": "1"},
}


def event_files(players: int, rounds: int, model: str, seed: int) -> list[tuple[int, Path, float]]:
    """(round, file before the round, the engine's CPU seconds in the generation) for each round."""
    folder = CACHE / f"rounds_dutch_n{players}_r{rounds}_{model}_s{seed}"
    done = folder / "times.txt"
    if not done.exists():
        folder.mkdir(parents=True, exist_ok=True)
        values = {**BASE, **MODELS[model], "PlayersNumber": str(players), "RoundsNumber": str(rounds)}
        config = make_config(values, random.Random(seed))
        marks: list[tuple[int, float]] = []

        def keep(trf: TrfFile, round_number: int) -> None:
            marks.append((round_number, time.process_time()))
            cut = copy.deepcopy(trf)  # the byes of the round to pair are entered: points with them
            for p in cut.players.values():
                p.points = sum((cut.point_system.points(c) for c in p.rounds), start=p.points * 0)
            (folder / f"before{round_number}.trf").write_text(write_trf(cut), encoding="utf-8", newline="")

        generate("dutch", config, seed, before_round=keep)
        marks.append((rounds + 1, time.process_time()))
        # each round's pairing is most of the time between two marks (results are drawn in microseconds)
        done.write_text("".join(f"{r} {t2 - t1:.3f}\n" for (r, t1), (_, t2) in zip(marks, marks[1:])))
    times = dict(line.split() for line in done.read_text().splitlines())
    return [(int(r), folder / f"before{r}.trf", float(t)) for r, t in times.items()]


def run(command: list[str], timeout: float) -> tuple[float, float, int]:
    """CPU seconds, peak MB and exit code of one process (-1 each on timeout). The peak is measured
    by GNU time (Debian package ``time``): a child forked from this Python process would count the
    parent's memory as its own until it executes the command."""
    report = CACHE / "time.txt"
    try:
        done = subprocess.run(["/usr/bin/time", "-f", "%U %S %M", "-o", str(report), *command], cwd=ROOT,
                              env=process_environment(), capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return -1.0, -1.0, -1
    user, system, peak_kb = report.read_text().split()[-3:]
    return float(user) + float(system), int(peak_kb) / 1024, done.returncode


def pairs_of(path: Path) -> set[frozenset[str]]:
    lines = path.read_text().split()
    return {frozenset(lines[i:i + 2]) for i in range(1, len(lines) - 1, 2)} if lines else set()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, nargs="+", default=[300, 1000])
    parser.add_argument("--models", nargs="+", default=list(MODELS), choices=list(MODELS))
    parser.add_argument("--rounds", type=int, default=11)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--bbp", help="bbpPairings executable, built outside the project")
    parser.add_argument("--timeout", type=float, default=600, help="seconds per process")
    args = parser.parse_args()
    print(f"{'players':>7} {'model':>8} {'round':>5} {'groups':>6} {'largest':>7} {'engine s':>8} "
          f"{'CPU s':>7} {'peak MB':>7}" + (f" {'bbp s':>7} {'bbp MB':>6} same" if args.bbp else ""))
    for players in args.players:
        for model in args.models:
            for round_number, path, engine in event_files(players, args.rounds, model, args.seed):
                if round_number == 1:
                    continue
                sizes = Counter(p.score for p in snapshot(read_trf(str(path))).players)
                ours_out = path.with_suffix(".ours")
                cpu, peak, code = run([sys.executable, "-m", "arbiter_gui.cli", "--dutch", str(path),
                                          "-p", str(ours_out)], args.timeout)
                line = (f"{players:>7} {model:>8} {round_number:>5} {len(sizes):>6} {max(sizes.values()):>7} "
                        f"{engine:>8.2f} {cpu:>7.2f} {peak:>7.0f}" + ("" if code == 0 else f" (exit {code})"))
                if args.bbp:
                    bbp_out = path.with_suffix(".bbp")
                    bcpu, bpeak, bcode = run([args.bbp, "--dutch", str(path), "-p", str(bbp_out)], args.timeout)
                    same = code == 0 and bcode == 0 and pairs_of(ours_out) == pairs_of(bbp_out)
                    line += f" {bcpu:>7.2f} {bpeak:>6.0f} {'yes' if same else 'NO' if bcode == 0 else f'exit {bcode}'}"
                print(line, flush=True)


if __name__ == "__main__":
    main()
