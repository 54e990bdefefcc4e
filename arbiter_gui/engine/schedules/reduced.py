"""Reduced round robin (seed 003 chapter 3.5): the Berger table with its first round (or first two
rounds) suppressed, because only suppressing the first round keeps every colour balanced. The
tournament is rated like a Swiss and the record names the suppressed rounds."""
from __future__ import annotations

from ...text import QT_TRANSLATE_NOOP, explain_text
from .berger import ScheduleError, rounds_per_cycle, table
from .common import Schedule, split_rests

__all__ = ["reduced_round_robin"]


def reduced_round_robin(players: int, suppressed: int = 1) -> Schedule:
    if suppressed not in (1, 2):
        raise ScheduleError(explain_text(QT_TRANSLATE_NOOP(
            "Explain", "a reduced round robin suppresses one round (or at most two), not {0}"),
            suppressed))
    if rounds_per_cycle(players) <= suppressed:
        raise ScheduleError(explain_text(QT_TRANSLATE_NOOP(
            "Explain", "a round robin of {0} players has too few rounds to suppress {1}"),
            players, suppressed))
    games, rests = split_rests(table(players)[suppressed:], lambda p: p <= players)
    kept = ", ".join(str(r) for r in range(suppressed + 1, rounds_per_cycle(players) + 1))
    without = (QT_TRANSLATE_NOOP("Explain", "Berger table of {0} players (C.05 Annex 1) without its round 1: rounds "
                                            "{1} are played as rounds 1 to {2}") if suppressed == 1 else
               QT_TRANSLATE_NOOP("Explain", "Berger table of {0} players (C.05 Annex 1) without its rounds 1 and 2: "
                                            "rounds {1} are played as rounds 1 to {2}"))
    return Schedule("reduced_round_robin", games, rests, [
        explain_text(without, players, kept, len(games)),
        explain_text(QT_TRANSLATE_NOOP("Explain", "seed 003 3.5: suppressing the first round is the only choice that "
                                                  "keeps the colours balanced; the players are told before the draw of "
                                                  "the numbers, and the event is rated as a Swiss"))])
