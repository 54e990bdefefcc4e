"""The explanation and "why not?" of large Dutch rounds: CPU seconds and peak memory (issue 30).

    python benchmarks/bench_explain.py [--players 2000] [--models random rating] [--rounds 2 3 5 11]
                                       [--event-rounds 11] [--pairs 6] [--seed 2026]

Each round's file (the state before it, from ``bench_rounds.py``'s generated events, cached in
benchmarks/.cache/) is paired in a fresh process, which then times the round's explanation
(``engine.explain.explained``: what ``arbiter-pair --explain`` and the app's explanation panel
compute) and "why not?" (``engine.why.why_not``) for ``--pairs`` pairs of players drawn at random,
half of them in one bracket, half in two consecutive brackets. CPU seconds of each step (the
pairing, the explanation, the slowest and the mean answer) and the peak memory of the whole process
(GNU time, Debian package ``time``).
"""
from __future__ import annotations

import argparse
import random
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench_pairing import CACHE, process_environment  # noqa: E402
from bench_rounds import event_files  # noqa: E402


def measure(path: str, pairs: int) -> str:
    """In the child process: the CPU seconds of the pairing, the explanation and the answers."""
    from arbiter_gui.engine.explain import explained
    from arbiter_gui.engine.swiss.dutch.pairing import pair_round
    from arbiter_gui.engine.why import why_not
    from arbiter_gui.formats.trf import read_trf
    from arbiter_gui.formats.trf_pairing import snapshot

    snap = snapshot(read_trf(path))
    start = time.process_time()
    pairing = pair_round(snap)
    paired = time.process_time()
    explained(snap, pairing)
    explanation = time.process_time()
    rng = random.Random(path)
    brackets = [record.mdps + record.residents for record in pairing.brackets]
    answers = []
    for i in range(pairs):
        if i % 2 == 0 or len(brackets) == 1:
            a, b = rng.sample(rng.choice([group for group in brackets if len(group) > 1]), 2)
        else:
            k = rng.randrange(len(brackets) - 1)
            a, b = rng.choice(brackets[k]), rng.choice(brackets[k + 1])
        before = time.process_time()
        why_not(snap, pairing, a, b)
        answers.append(time.process_time() - before)
    return (f"{paired - start:.2f} {explanation - paired:.2f} {max(answers, default=0):.2f} "
            f"{sum(answers) / max(len(answers), 1):.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, nargs="+", default=[2000])
    parser.add_argument("--models", nargs="+", default=["random", "rating"])
    parser.add_argument("--rounds", type=int, nargs="+", default=[2, 3, 5, 11], help="the rounds timed")
    parser.add_argument("--event-rounds", type=int, default=11, help="the generated events' length")
    parser.add_argument("--pairs", type=int, default=6, help='"why not?" pairs asked per round')
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(measure(args.child, args.pairs))
        return
    print(f"{'players':>7} {'model':>8} {'round':>5} {'pair s':>6} {'explain s':>9} {'why max s':>9} "
          f"{'why mean s':>10} {'peak MB':>7}")
    report = CACHE / "time_explain.txt"
    for players in args.players:
        for model in args.models:
            files = {r: path for r, path, _ in event_files(players, args.event_rounds, model, args.seed)}
            for round_number in args.rounds:
                done = subprocess.run(["/usr/bin/time", "-f", "%M", "-o", str(report), sys.executable, __file__,
                                       "--child", str(files[round_number]), "--pairs", str(args.pairs)],
                                      env=process_environment(), capture_output=True, text=True, check=True)
                peak = int(report.read_text().split()[-1]) / 1024
                pair_s, explain_s, why_max, why_mean = done.stdout.split()
                print(f"{players:>7} {model:>8} {round_number:>5} {pair_s:>6} {explain_s:>9} {why_max:>9} "
                      f"{why_mean:>10} {peak:>7.0f}", flush=True)


if __name__ == "__main__":
    main()
