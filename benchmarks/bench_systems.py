"""Every round of large events of the other systems: time and peak memory of the whole process.

    python benchmarks/bench_systems.py --system dubov [--players 300 1000 2000] [--rounds 11] [--pair 1 2 3]

For each size it generates (once, cached in benchmarks/.cache/ like bench_pairing.py) an event
of ``--rounds`` rounds with the engine's own generator, then for every round to pair (all by
default; ``--pair 1`` for the first round only, which generates a one-round event for it) cuts
the event before that round and runs ``arbiter-pair --SYSTEM cut.trf -p out`` in a fresh process.
It prints the round, the score groups of the file and the largest one, the process's CPU and
wall-clock seconds and its own peak memory (``wait4``'s rusage of that process alone, started by a
small launcher: see ``LAUNCHER``). A
Double-Swiss event is cut by matches (two game cells a round), a team event by the teams'
rounds, their byes (320) and forfeited matches (330) included. The players are the teams for
``--team``.
"""
from __future__ import annotations

import argparse
import subprocess
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench_pairing import process_environment, tournament  # noqa: E402

from arbiter_gui.formats.trf import read_trf, write_trf  # noqa: E402
from arbiter_gui.formats.trf_pairing import snapshot  # noqa: E402
from arbiter_gui.formats.trf_teams import is_team_event  # noqa: E402
from arbiter_gui.generator import team_records  # noqa: E402


def _cut_team_records(lines: list[str], teams: int, trf_rounds: int) -> tuple[list[int], list[str]]:
    """The byes (320) and forfeited matches (330) of the first ``trf_rounds`` rounds."""
    pabs: list[int] = []
    forfeits: list[str] = []
    for line in lines:
        if line.startswith("320"):
            pabs = [int(t) for t in line.split()[3:3 + trf_rounds]]
        elif line.startswith("330") and int(line.split()[2]) <= trf_rounds:
            forfeits.append(line)
    return pabs, forfeits


def cut_event(source: Path, round_number: int, total_rounds: int) -> tuple[Path, Counter]:
    """The event before ``round_number`` as a file of ``total_rounds`` rounds, and how many
    participants each score group of that file holds."""
    trf = read_trf(str(source))
    cells = 2 if trf.tournament_type == "FIDE_DOUBLESWISS" else 1  # C.04.5: two games a round
    for p in trf.players.values():
        del p.rounds[cells * (round_number - 1):]
        p.points = sum((trf.point_system.points(c) for c in p.rounds), start=p.points * 0)
    trf.total_rounds = total_rounds
    if is_team_event(trf):
        teams = sum(1 for line in trf.extra_lines if line.startswith("310"))
        trf.extra_lines = team_records(trf, teams, *_cut_team_records(trf.extra_lines, teams, round_number - 1))
    target = source.with_name(f"{source.stem}_before{round_number}.trf")
    target.write_text(write_trf(trf), encoding="utf-8", newline="")
    groups = Counter(p.score for p in snapshot(read_trf(str(target)), round_number).players)
    return target, groups


# Runs the command and prints its CPU seconds, wall-clock seconds, peak KB and exit code. Linux keeps
# in a process's peak memory that of the process it was forked from, so the command is started by
# this small interpreter rather than by the benchmark, which holds whole events in memory.
LAUNCHER = """import os, subprocess, sys, time
start = time.perf_counter()
child = subprocess.Popen(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
_, status, usage = os.wait4(child.pid, 0)
print(usage.ru_utime + usage.ru_stime, time.perf_counter() - start, usage.ru_maxrss, os.waitstatus_to_exitcode(status))
"""


def run_once(system: str, trf: Path) -> tuple[float, float, float, int]:
    """CPU and wall-clock seconds, peak MB and exit code of one ``arbiter-pair`` process."""
    command = [sys.executable, "-m", "arbiter_gui.cli", f"--{system}", str(trf), "-p", str(trf.with_suffix(".pairs"))]
    done = subprocess.run([sys.executable, "-c", LAUNCHER, *command], cwd=ROOT, env=process_environment(),
                          capture_output=True, text=True, check=True)
    cpu, wall, peak_kb, code = done.stdout.split()
    return float(cpu), float(wall), int(peak_kb) / 1024, int(code)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--system", default="dubov")
    parser.add_argument("--players", type=int, nargs="+", default=[300, 1000, 2000])
    parser.add_argument("--rounds", type=int, default=11)
    parser.add_argument("--pair", type=int, nargs="+", help="the rounds to pair (default: every round)")
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    to_pair = args.pair or list(range(1, args.rounds + 1))
    generated_rounds = 1 if to_pair == [1] else args.rounds
    print(f"{args.system}: every round of {args.rounds}, whole process")
    print(f"{'players':>8} {'round':>6} {'groups':>7} {'largest':>8} {'CPU s':>7} {'wall s':>7} {'peak MB':>8} exit")
    subprocess.run([sys.executable, "-c", "import arbiter_gui.cli, arbiter_gui.formats.trf_pairing"], cwd=ROOT,
                   env=process_environment(), check=True)  # compiled modules kept, as after an install
    for players in args.players:
        source = tournament(args.system, players, generated_rounds, args.seed)
        for round_number in to_pair:
            cut, groups = cut_event(source, round_number, args.rounds)
            cpu, wall, peak, code = run_once(args.system, cut)
            print(f"{players:>8} {round_number:>6} {len(groups):>7} {max(groups.values()):>8} {cpu:>7.2f} "
                  f"{wall:>7.2f} {peak:>8.0f} {code}", flush=True)


if __name__ == "__main__":
    main()
