"""The Double-Swiss system, C.04.5, as applied from 1 February 2026.

Every pairing is a match of two games with alternating colours (Preface, 4.4); the engine pairs
matches: a player's colours are those of the first game of the matches actually played (1.6), the
score is the points of all games. The pairing itself is the top-scoregroup mechanism of
``top_group`` with [C7] and [C8] (2.3.4-2.3.5, not in the last round) and the colours of 4.3.
"""
from __future__ import annotations

from ...colours import last_alternation
from ...result import RoundPairing
from ...snapshot import Colour, PlayerState, Snapshot
from ..top_group import (
    SystemRules,
    TopGroupRound,
    alternate_from_last,
    first_match_colour,
    upfloater_opponents_floated,
)

SYSTEM = "double_swiss"


def _c8(rnd: TopGroupRound, a: int, b: int, upfloaters: frozenset[int]) -> tuple[int, ...]:
    return (upfloater_opponents_floated(rnd, a, b, upfloaters),)  # 2.3.5 [C8]


def whites(player: PlayerState) -> int:
    return sum(1 for c in player.colours if c is Colour.WHITE)


def allocate(rnd: TopGroupRound, hrp: PlayerState, other: PlayerState) -> tuple[Colour, str]:
    """4.3: the colour of the higher-ranked player (4.2: higher score, then smaller TPN) in the first
    game of the match, and the rule that decided it."""
    first = first_match_colour(rnd, hrp, other)  # 4.3.1
    if first is not None:
        return first
    if whites(hrp) != whites(other):  # 4.3.2: White to the player with fewer Whites
        return (Colour.WHITE if whites(hrp) < whites(other) else Colour.BLACK), "4.3.2"
    alternated = last_alternation(hrp.colours, other.colours)  # 4.3.3 (C.04.2 3.4)
    if alternated is not None:
        return alternated, "4.3.3"
    return alternate_from_last(hrp, other, ("4.3.4", "4.3.5"))


RULES = SystemRules(SYSTEM, "C.04.5", no_upfloater_float_rounds=1, pair_criteria=("C8",), pair_costs=_c8,
                    allocate=allocate)


def pair_round(snapshot: Snapshot) -> RoundPairing:
    return TopGroupRound(snapshot, RULES).pair()
