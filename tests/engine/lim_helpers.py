"""Small Lim snapshots built by hand, for the Lim tests."""
from __future__ import annotations

from fractions import Fraction
from typing import Iterable

from arbiter_gui.engine.snapshot import Colour, Float, PlayerState, Snapshot

W, B = Colour.WHITE, Colour.BLACK


def player(pid: int, score: float = 0, colours: str = "", opponents: Iterable[int] = (),
           rating: int | None = None, floated_last: bool = False) -> PlayerState:
    """``colours`` like "wbw" (played games, oldest first); one past round per game."""
    history = tuple(W if c == "w" else B for c in colours)
    floats: tuple[Float | None, ...] = (None,) * len(history)
    if floated_last:
        floats = floats[:-1] + (Float.DOWN,)
    return PlayerState(id=pid, score=Fraction(score).limit_denominator(2), rating=rating or 2500 - 10 * pid,
                       colours=history, opponents=frozenset(opponents), floats=floats,
                       bye_ineligible=False, unplayed_rounds=0)


def met(pairs: Iterable[tuple[int, int]]) -> dict[int, set[int]]:
    """Opponents of each player from a list of games."""
    table: dict[int, set[int]] = {}
    for a, b in pairs:
        table.setdefault(a, set()).add(b)
        table.setdefault(b, set()).add(a)
    return table


def snapshot(players: list[PlayerState], round_number: int, total_rounds: int = 9,
             initial: Colour = W) -> Snapshot:
    return Snapshot(round=round_number, total_rounds=total_rounds, initial_colour=initial,
                    players=tuple(players), ratings={p.id: p.rating for p in players})


def pair_sets(pairs: Iterable[tuple[int, int]]) -> set[frozenset[int]]:
    return {frozenset(p) for p in pairs}
