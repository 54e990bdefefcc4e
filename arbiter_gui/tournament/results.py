"""Results as the domain, standings and tie-breaks see them: one cell per player and round."""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from .scoring import PLAYED_RESULTS, UNKNOWN_RESULT

ADJOURNED = UNKNOWN_RESULT  # a game begun over the board, its result not known yet (a provisional draw)


@dataclass(frozen=True)
class Result:
    opponent: int | None
    colour: str | None  # 'w', 'b' or None
    code: str  # one TRF result code
    points: Fraction  # points the cell scores under the event's point system

    @property
    def played(self) -> bool:
        """A game was actually played over the board (C.04.2 3.4, 3.5)."""
        return self.code in PLAYED_RESULTS and self.opponent is not None


@dataclass(frozen=True)
class PlayerResults:
    id: int  # pairing number
    rating: int
    results: tuple[Result | None, ...]  # rounds 1..n; None = no cell (not yet registered, withdrawn)
    round_ratings: tuple[int, ...] = ()  # long events: the rating in each round 1..n; (): ``rating`` throughout

    @property
    def points(self) -> Fraction:
        return sum((r.points for r in self.results if r is not None), Fraction(0))
