"""Reduced round robin (seed 003 chapter 3.5): the Berger table with its first round (or first two
rounds) suppressed, because only suppressing the first round keeps every colour balanced. The
tournament is rated like a Swiss and the record names the suppressed rounds."""
from __future__ import annotations

from .berger import ScheduleError, rounds_per_cycle, table
from .common import Schedule, split_rests

__all__ = ["reduced_round_robin"]


def reduced_round_robin(players: int, suppressed: int = 1) -> Schedule:
    if suppressed not in (1, 2):
        raise ScheduleError(f"a reduced round robin suppresses one round (or at most two), not {suppressed}")
    if rounds_per_cycle(players) <= suppressed:
        raise ScheduleError(f"a round robin of {players} players has too few rounds to suppress {suppressed}")
    games, rests = split_rests(table(players)[suppressed:], lambda p: p <= players)
    kept = ", ".join(str(r) for r in range(suppressed + 1, rounds_per_cycle(players) + 1))
    return Schedule("reduced_round_robin", games, rests, [
        f"Berger table of {players} players (C.05 Annex 1) without its round"
        f"{'s 1 and 2' if suppressed == 2 else ' 1'}: rounds {kept} are played as rounds 1 to {len(games)}",
        "seed 003 3.5: suppressing the first round is the only choice that keeps the colours balanced; "
        "the players are told before the draw of the numbers, and the event is rated as a Swiss"])
