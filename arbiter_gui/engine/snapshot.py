"""The engine's input: the state of a tournament before the round to pair.

Every pairing system reads the same Snapshot. It is built from the rounds played so far
(see ``history.build_snapshot``) and carries only what the rules look at.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from fractions import Fraction
from typing import Mapping

from .club.settings import KeizerSettings


class Colour(str, Enum):
    WHITE = "w"
    BLACK = "b"

    @property
    def opposite(self) -> "Colour":
        return Colour.BLACK if self is Colour.WHITE else Colour.WHITE


class Float(str, Enum):
    """C.04.3 1.4: the float a player received in a past round."""

    DOWN = "down"
    UP = "up"


@dataclass(frozen=True)
class RoundEntry:
    """What happened to one player in one past round."""

    opponent: int | None  # the opponent paired against, even if the game was not played
    colour: Colour | None
    played: bool  # a game was actually played (not a forfeit, bye or absence)
    points: Fraction
    pab: bool = False  # pairing-allocated bye


NOT_PAIRED = RoundEntry(None, None, False, Fraction(0))  # a round the player was not paired in


@dataclass(frozen=True)
class PlayerState:
    """One player as the pairing rules see them before the round to pair."""

    id: int  # TPN (C.04.2 2.3)
    score: Fraction  # pairing score (real points, plus acceleration points if any)
    rating: int
    colours: tuple[Colour, ...]  # colours of played games only, oldest first (C.04.2 3.4)
    opponents: frozenset[int]  # opponents actually played (C.04.1 2; C.04.2 3.5)
    floats: tuple[Float | None, ...]  # one entry per past round, oldest first (C.04.3 1.4)
    bye_ineligible: bool  # C.04.1 4: had a PAB or a win's points without playing
    unplayed_rounds: int  # rounds without a played game (C.04.3 C9)
    real_score: Fraction | None = None  # score without acceleration points (None: same as score)
    # Team system (C.04.6 1.2): the secondary score (default game points) used by 4.2.2; None: not used
    secondary_score: Fraction | None = None
    # The TPN counted among the players of the pairing, whose parity the colour rules read
    # (``colours.by_number``; docs/rulings.md R25); None: the TPN itself
    pairing_number: int | None = None

    @property
    def points(self) -> Fraction:
        return self.score if self.real_score is None else self.real_score

    def float_before(self, rounds_back: int) -> Float | None:
        """The float received ``rounds_back`` rounds before the round to pair (1 = previous round)."""
        if rounds_back > len(self.floats):
            return None
        return self.floats[-rounds_back]


@dataclass(frozen=True)
class Snapshot:
    """Everything a system needs to pair one round."""

    round: int  # the round to pair, 1-based
    total_rounds: int
    initial_colour: Colour  # C.04.3 5.1
    players: tuple[PlayerState, ...]  # only the players to pair in this round
    win_points: Fraction = Fraction(1)
    forbidden: frozenset[frozenset[int]] = field(default_factory=frozenset)  # TRF 260 / XXP
    ratings: Mapping[int, int] = field(default_factory=dict)  # every player of the event, paired or not
    # every player of the event: one entry per past round, oldest first (tie-break based systems
    # such as Burstein read results and opponents' scores from it)
    history: Mapping[int, tuple[RoundEntry, ...]] = field(default_factory=dict)
    swap_last_rounds: bool = True  # a double round robin: the last two rounds of cycle 1 swapped (berger)
    # the acceleration method whose virtual points are in the scores (engine/acceleration/methods.py);
    # "": none, or virtual points the tournament gives as such (TRF 250 / XXA)
    acceleration: str = ""
    keizer: KeizerSettings = KeizerSettings()  # the Keizer system's parameters (engine.club, seed 003 6.1)
    # a fixed schedule (engine.schedules.play): its options (teams, pools, ...) and the final pool's
    # players, winners first, once the preliminary pools are over
    schedule: Mapping[str, int] = field(default_factory=dict)
    final_pool: tuple[int, ...] = ()

    @property
    def is_last_round(self) -> bool:
        return self.round == self.total_rounds

    def may_meet(self, a: PlayerState, b: PlayerState) -> bool:
        """C1 (C.04.1 2) and the arbiter's forbidden pairings."""
        return b.id not in a.opponents and frozenset((a.id, b.id)) not in self.forbidden

    def barred(self, a: PlayerState) -> frozenset[int]:
        """The players ``may_meet`` refuses ``a``: its opponents and forbidden partners (one set for a
        system that asks about every pair of a large group)."""
        return a.opponents | {q for pair in self.forbidden if a.id in pair for q in pair if q != a.id}
