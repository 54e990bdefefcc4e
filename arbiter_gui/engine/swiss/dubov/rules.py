"""What the Dubov system (C.04.4.1, 2026 text) reads from each player, and its sorting rules.

Everything here is a pure function of the snapshot: ARO (1.7), colour preferences (1.6), upfloat
history (1.8), the middle-out numbering of shifters (4.3.3) and the colour allocation (5.2).
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Callable, Iterable, Mapping, Protocol, Sequence, TypeVar

from ...colours import Preference, Strength, preference
from ...snapshot import Colour, Float, PlayerState, Snapshot

T = TypeVar("T")

NEW_PLAYER_PREFERENCE = Preference(Colour.BLACK, Strength.MILD)  # 1.6.4


@dataclass(frozen=True)
class DubovFacts:
    """One player as the Dubov rules see them before the round to pair."""

    id: int  # TPN (1.2)
    score: Fraction
    aro: int  # 1.7
    pref: Preference  # 1.6 (every player has one, 1.6.4)
    games: int  # games played over the board (3.1.4)
    upfloats: int  # times upfloated so far (1.8)
    upfloated_last: bool  # upfloated in the previous round ([C10])
    maximum_upfloater: bool  # 1.8.1

    @property
    def seeks_white(self) -> bool:
        return self.pref.colour is Colour.WHITE


def max_upfloats(total_rounds: int) -> int:
    """1.8.2: MaxT = 2 + [Rnds / 5]."""
    return 2 + total_rounds // 5


def aro(player: PlayerState, ratings: Mapping[int, int]) -> int:
    """1.7: average rating of the opponents met over the board, rounded half up; 0 before any game."""
    opponents = [ratings.get(opponent, 0) for opponent in sorted(player.opponents)]
    if not opponents:
        return 0  # 1.7.3
    total, count = sum(opponents), len(opponents)
    return (2 * total + count) // (2 * count)  # 1.7.1: nearest integer, the higher on .5


def dubov_preference(player: PlayerState) -> Preference:
    """1.6: as in the other FIDE systems, but a player without games has a mild preference for Black."""
    if not player.colours:
        return NEW_PLAYER_PREFERENCE  # 1.6.4
    return preference(player.colours)  # 1.6.1-1.6.3, played games only (C.04.2 3.4)


def facts(player: PlayerState, snapshot: Snapshot) -> DubovFacts:
    upfloats = sum(1 for f in player.floats if f is Float.UP)  # an upfloat: a game against a higher score
    return DubovFacts(
        id=player.id,
        score=player.score,
        aro=aro(player, snapshot.ratings),
        pref=dubov_preference(player),
        games=snapshot.round - 1 - player.unplayed_rounds,
        upfloats=upfloats,
        upfloated_last=player.float_before(1) is Float.UP,
        maximum_upfloater=upfloats >= max_upfloats(snapshot.total_rounds),
    )


def middle_out(ordered: Sequence[T]) -> list[T]:
    """4.3.3: sequence numbers from the (remaining) middle of the list, the higher of two middles first.

    >>> middle_out("ABCDEFG")
    ['D', 'C', 'E', 'B', 'F', 'A', 'G']
    """
    remaining = list(ordered)
    numbered = []
    while remaining:
        numbered.append(remaining.pop((len(remaining) - 1) // 2))
    return numbered


class RoundRules(Protocol):
    """What the bracket (``bracket``), the upfloater search (``upfloaters``) and the record
    (``record``) ask of the round being paired (``pairing.DubovRound``)."""

    snap: Snapshot
    players: list[PlayerState]  # 1.9.2 and 5.2.1: score, then TPN
    by_id: dict[int, PlayerState]
    facts: dict[int, DubovFacts]

    def compatible(self, a: int, b: int) -> bool: ...

    def perfectly_pairable(self, ids: list[int], allowed: Callable[[int, int], bool] | None = None) -> bool: ...

    def completable(self, ids: list[int]) -> bool: ...

    def most_pairs(self, ids: list[int]) -> int: ...

    def evaluate(self, residents: Iterable[int], upfloaters: list[int],
                 pairs: list[tuple[int, int]]) -> dict[str, object]: ...
