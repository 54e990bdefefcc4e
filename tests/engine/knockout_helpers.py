"""Running knockout events with the engine for the tests: every match won by the player a rule picks."""
from __future__ import annotations

from collections.abc import Callable

from arbiter_gui.engine.knockout.pairing import (
    SINGLE_ELIMINATION,
    Format,
    KnockoutRound,
    Pairing,
    Played,
    pair_round,
)
from arbiter_gui.engine.knockout.plan import Entrant

Picker = Callable[[KnockoutRound, Pairing], int]


def favourite(_: KnockoutRound, m: Pairing) -> int:
    """The stronger player (lower number) wins, as the seed's examples suppose."""
    return min(m.white, m.black)


def run(entrants: list[Entrant], fmt: Format = SINGLE_ELIMINATION, winner: Picker = favourite) -> list[KnockoutRound]:
    played: list[Played] = []
    while (rnd := pair_round(entrants, played, fmt)) is not None:
        played.append(Played(rnd, frozenset(winner(rnd, m) for m in rnd.matches)))
        assert len(played) <= 3 * len(entrants), "the event does not end"
    return [p.round for p in played]


def boards(rnd: KnockoutRound) -> list[tuple[int, int]]:
    return [(m.white, m.black) for m in rnd.matches]


def field(n: int) -> list[Entrant]:
    return [Entrant(i) for i in range(1, n + 1)]
