"""Tests of the tournament domain: tie-breaks and standings (C.07)."""
from __future__ import annotations

from pathlib import Path

from arbiter_gui.formats.trf import read_trf
from arbiter_gui.tournament.scoring import PointSystem
from arbiter_gui.tournament.results import PlayerResults, Result

TIEBREAK_DATA = Path(__file__).parent.parent / "data" / "tiebreaks"


def load_event(name: str) -> tuple[list[PlayerResults], PointSystem, int]:
    """Players, point system and number of rounds of tests/data/tiebreaks/<name>.trf.

    A line that stops early (a withdrawn player) leaves the later rounds without a cell (None)."""
    trf = read_trf(str(TIEBREAK_DATA / f"{name}.trf"))
    system = trf.point_system
    players = [
        PlayerResults(p.id, p.rating, tuple(Result(c.opponent, c.colour, c.result, system.points(c))
                                            for c in p.rounds))
        for p in trf.players.values()
    ]
    return players, system, trf.total_rounds or trf.rounds_played()
