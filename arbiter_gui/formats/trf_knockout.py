"""A knockout event (tournament.knockout) as TRF player lines for rating: every game a game.

Each knockout round takes as many round columns as its longest match has games of the kinds
exported; a player's games of that round fill its columns in the order played, the others stay
blank (byes of round 1, 2.2, are not games). Rating lists are per rate of play, so the export
names the kinds of game it takes (standard games by default; rapid and blitz tie-breaks go to
those lists). A forfeited game is written as a forfeit (+ / -), which no list rates.
"""
from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import replace
from fractions import Fraction

from ..engine.knockout.match import Kind
from ..tournament.knockout import KnockoutEvent
from ..tournament.scoring import RoundCell
from .trf import TrfFile, TrfPlayer

# a game's result (engine.knockout.match.RESULTS) -> the TRF result codes of White and Black
CODES: dict[str, tuple[str, str]] = {"1-0": ("1", "0"), "0-1": ("0", "1"), "1/2-1/2": ("=", "="),
                                     "+-": ("+", "-"), "-+": ("-", "+")}
BLANK = RoundCell(None, None, "Z", blank=True)


def game_columns(event: KnockoutEvent, kinds: Collection[Kind] = (Kind.STANDARD,)) -> dict[int, list[RoundCell]]:
    """Each player's round cells, one column per game slot of each knockout round."""
    cells: dict[int, list[RoundCell]] = {e.id: [] for e in event.entrants}
    for rnd in event.rounds:
        games = [[g for g in m.games if g.kind in kinds] for m in rnd.matches]
        width = max((len(g) for g in games), default=0)
        column: dict[int, list[RoundCell]] = {}
        for match_games in games:
            for g in match_games:
                white, black = CODES[g.result]
                column.setdefault(g.white, []).append(RoundCell(g.black, "w", white))
                column.setdefault(g.black, []).append(RoundCell(g.white, "b", black))
        for pid, own in cells.items():
            played = column.get(pid, [])
            own += played + [BLANK] * (width - len(played))
    return cells


def export(event: KnockoutEvent, players: Mapping[int, TrfPlayer], kinds: Collection[Kind] = (Kind.STANDARD,),
           base: TrfFile | None = None, group_rounds: int = 0) -> TrfFile:
    """``base`` (its tournament lines) with the event's players and their games; points are the
    games' points. ``players`` gives each player's line (name, rating, ...): its first
    ``group_rounds`` rounds, those of a group stage before the knockout (seed 003 2.5.2), are kept
    and the knockout's games follow them; a player of the group stage only keeps his games."""
    missing = sorted({e.id for e in event.entrants} - set(players))
    if missing:
        raise ValueError(f"no player line for pairing number(s) {', '.join(map(str, missing))}")
    cells = game_columns(event, kinds)
    width = max((len(c) for c in cells.values()), default=0)
    trf = base or TrfFile(path="")
    lines = {}
    for pid, player in players.items():
        if pid not in cells and not group_rounds:
            continue  # a pure knockout: its players only
        group = list(player.rounds[:group_rounds])
        own = group + [BLANK] * (group_rounds - len(group)) + cells.get(pid, [BLANK] * width)
        points = sum((trf.point_system.points(c) for c in own), Fraction(0))
        lines[pid] = replace(player, rounds=own, points=points, rank=None)
    return replace(trf, players=lines, total_rounds=group_rounds + width)
