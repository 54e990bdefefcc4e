"""How the engine's time follows the number and size of score groups: every round of one event.

    python benchmarks/bench_scoregroups.py [--system dutch] [--players 1000] [--rounds 11]

Pairs rounds 2..rounds of the cached tournament of bench_pairing.py (each cut before the round,
as bench_pairing does for round 9) in this process and prints, per round, the score groups of the
players to pair, the largest one, the brackets the engine formed, how many had a perfect candidate
(3.4.1) and the engine's CPU seconds.
"""
from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench_pairing import cut_before, pair_in_process, tournament  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--system", default="dutch")
    parser.add_argument("--players", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=11)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    source = tournament(args.system, args.players, args.rounds, args.seed)
    print(f"{args.system}, {args.players} players: engine CPU seconds per round")
    print(f"{'round':>6} {'groups':>7} {'largest':>8} {'brackets':>9} {'perfect':>8} {'engine s':>9}")
    for round_number in range(2, args.rounds + 1):
        snap, seconds, brackets, perfect = pair_in_process(args.system, cut_before(source, round_number))
        sizes = Counter(p.score for p in snap.players)
        print(f"{round_number:>6} {len(sizes):>7} {max(sizes.values()):>8} {brackets:>9} {perfect:>8} {seconds:>9.2f}",
              flush=True)


if __name__ == "__main__":
    main()
