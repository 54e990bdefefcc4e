"""A Keizer club series in the domain (seed 003 6.1): its standings by Keizer score.

The engine (``engine.club.keizer``) replays the rounds played with the event's settings
(``TournamentSettings.keizer``); the standings list the players in that order, each with their
points, Keizer score and the event's tie-breaks, and after them the players who have not come to
any round yet.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from ..engine.club import keizer
from .engine_input import player_records
from .model import Tournament
from .standings import KEIZER_SCORE, StandingRow


def by_keizer_score(t: Tournament, rounds: int, rows: Sequence[StandingRow]) -> list[StandingRow]:
    """seed 003 6.1: the standings ``rows`` after rounds 1..rounds ranked by decreasing Keizer score."""
    records = player_records(t, rounds)
    places = keizer.standings({r.id: r.rounds for r in records}, {r.id: r.rating for r in records}, rounds,
                              t.settings.keizer, t.settings.point_system.win)
    by_id = {row.id: row for row in rows}
    ranked = [replace(by_id[p.id], shared=False, lots=False, by_hand=False,
                      tiebreaks={KEIZER_SCORE: p.score, **by_id[p.id].tiebreaks}) for p in places if p.id in by_id]
    listed = {row.id for row in ranked}
    waiting = [replace(row, tiebreaks={KEIZER_SCORE: None, **row.tiebreaks}) for row in rows if row.id not in listed]
    return [replace(row, rank=index + 1) for index, row in enumerate(ranked)] + [
        replace(row, rank=len(ranked) + 1, shared=len(waiting) > 1, lots=False, by_hand=False) for row in waiting]
