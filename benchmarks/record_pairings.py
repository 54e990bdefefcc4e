"""Record every pairing of generated events, then check that a changed engine pairs them the same.

    python benchmarks/record_pairings.py record DIR [--systems dubov team] [--sizes 20 60 150] [--seeds 1 2]
    python benchmarks/record_pairings.py compare DIR

Speed work must never change a pairing (issue 30). ``record`` generates, with the engine's own
generator, an 11-round event per system, size and seed and writes one JSON line per round paired:
the boards, the bye and each bracket's whole record; the
generated TRF makes the next round's input, so the rounds of an event follow one another as in a
real event. ``compare`` generates the same events with the current engine and names the first
round whose line differs. DIR is a scratch folder (outside the repository).
"""
from __future__ import annotations

import argparse
import dataclasses
import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from arbiter_gui.engine import systems  # noqa: E402
from arbiter_gui.engine.result import RoundPairing  # noqa: E402
from arbiter_gui.engine.snapshot import Snapshot  # noqa: E402
from arbiter_gui.generator import generate, make_config  # noqa: E402

SYSTEMS = ["dubov", "burstein", "lim", "double_swiss", "team", "team_b"]
SIZES = [9, 20, 41, 80, 150]
SEEDS = [1, 2, 3, 4]


def round_line(pairing: RoundPairing) -> str:
    """The pairing of one round as one JSON line: boards, bye and the whole record of each
    bracket (values in their text form)."""
    return json.dumps(dataclasses.asdict(pairing), sort_keys=True, default=str)


def event_lines(system: str, players: int, seed: int) -> list[str]:
    """The lines of every round the generator pairs for one event."""
    lines: list[str] = []
    engine_pair = systems.pair

    def recording(name: str, snap: Snapshot) -> RoundPairing:
        pairing = engine_pair(name, snap)
        lines.append(round_line(pairing))
        return pairing

    systems.pair = recording  # the generator looks the function up at each round
    try:
        config = make_config({"PlayersNumber": str(players), "RoundsNumber": "11"}, random.Random(seed))
        generate(system, config, seed)
    finally:
        systems.pair = engine_pair
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("mode", choices=["record", "compare"])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--systems", nargs="+", default=SYSTEMS)
    parser.add_argument("--sizes", type=int, nargs="+", default=SIZES)
    parser.add_argument("--seeds", type=int, nargs="+", default=SEEDS)
    args = parser.parse_args()
    args.folder.mkdir(parents=True, exist_ok=True)
    if args.mode == "compare":
        events = sorted(args.folder.glob("*.jsonl"))
    else:
        events = [args.folder / f"{s}_n{n}_s{seed}.jsonl" for s in args.systems for n in args.sizes for seed in args.seeds]
    rounds = differences = 0
    for path in events:
        system, size, seed = path.stem.rsplit("_", 2)
        start = time.process_time()
        lines = event_lines(system, int(size[1:]), int(seed[1:]))
        rounds += len(lines)
        if args.mode == "record":
            path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
            print(f"{path.name}: {len(lines)} rounds, {time.process_time() - start:.1f} s", flush=True)
            continue
        recorded = path.read_text(encoding="utf-8").splitlines()
        first = next((i for i, (a, b) in enumerate(zip(recorded, lines)) if a != b),
                     None if len(recorded) == len(lines) else min(len(recorded), len(lines)))
        if first is not None:
            differences += 1
        print(f"{path.name}: {len(lines)} rounds, {time.process_time() - start:.1f} s"
              + ("" if first is None else f", DIFFERENT from round {first + 1}"), flush=True)
    print(f"{len(events)} events, {rounds} rounds, {differences} event(s) different")
    sys.exit(1 if differences else 0)


if __name__ == "__main__":
    main()
