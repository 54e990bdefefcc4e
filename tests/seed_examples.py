"""Reading the worked examples transcribed from the seeds (tests/data/conformance/seed-examples,
described in INDEX.md there) into the engine's history records."""
from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

from arbiter_gui.engine.history import PlayerRecord, RoundEntry
from arbiter_gui.engine.snapshot import Colour

DATA = Path(__file__).parent / "data" / "conformance" / "seed-examples"
RESULTS = {  # from White's side
    "1-0": (Fraction(1), Fraction(0)),
    "0-1": (Fraction(0), Fraction(1)),
    "1/2-1/2": (Fraction(1, 2), Fraction(1, 2)),
}


def load(name: str) -> dict:
    return json.loads((DATA / f"{name}.json").read_text(encoding="utf-8"))


def records_from_history(players: list[dict], history: list[dict]) -> list[PlayerRecord]:
    """PlayerRecords from a seed file's ``players`` and ``history`` (pairings [white, black, result]
    and byes {id, points, type}: an unplayed round, a PAB when type is "PAB"). Ratings missing
    in the seed follow the TPN order."""
    rounds: dict[int, dict[int, RoundEntry]] = {p["id"]: {} for p in players}
    for h in history:
        r = h["round"]
        for white, black, result in h["pairings"]:
            pw, pb = RESULTS[result]
            rounds[white][r] = RoundEntry(black, Colour.WHITE, True, pw)
            rounds[black][r] = RoundEntry(white, Colour.BLACK, True, pb)
        for bye in h.get("byes", []):
            rounds[bye["id"]][r] = RoundEntry(None, None, False, Fraction(str(bye["points"])),
                                              pab=bye.get("type") == "PAB")
    return [PlayerRecord(p["id"], p.get("rating") or 3000 - p["id"],
                         tuple(rounds[p["id"]].get(r) for r in range(1, len(history) + 1)))
            for p in players]
