"""Chess960 events (Laws of Chess, Chess960 rules; VCL4THP Q222): the tournament's flag
(``TournamentSettings.chess960``) and the starting position of each round, drawn by lot or typed
by the arbiter before its games begin (``SetStartPosition``), shown in the round's tab and printed
on its pairings.

A position is its number 0-959 (Scharnagl's numbering, 518 being the standard position) or White's
back rank, files a to h (``RNBQKBNR``); Black's pieces mirror White's."""
from __future__ import annotations

import random
from dataclasses import dataclass, replace
from functools import cache

from ..text import QT_TRANSLATE_NOOP, Text
from .model import Tournament
from .operations import Operation, OperationError

__all__ = ["POSITIONS", "SetStartPosition", "back_rank", "number_of", "position_of_round", "random_position"]

POSITIONS = 960
# the five squares left after bishops and queen, as the knights take two of them (Scharnagl)
_KNIGHTS = ((0, 1), (0, 2), (0, 3), (0, 4), (1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (3, 4))


def back_rank(number: int) -> str:
    """White's pieces on files a-h in the position ``number`` (518 -> 'RNBQKBNR')."""
    if not 0 <= number < POSITIONS:
        raise ValueError(f"a Chess960 position is numbered 0 to {POSITIONS - 1}, not {number}")
    rank: list[str | None] = [None] * 8
    n, light = divmod(number, 4)
    rank[2 * light + 1] = "B"
    n, dark = divmod(n, 4)
    rank[2 * dark] = "B"
    n, queen = divmod(n, 6)
    empty = [i for i, piece in enumerate(rank) if piece is None]
    rank[empty[queen]] = "Q"
    empty = [i for i, piece in enumerate(rank) if piece is None]
    for k in _KNIGHTS[n]:
        rank[empty[k]] = "N"
    for i, piece in zip((i for i, p in enumerate(rank) if p is None), "RKR"):
        rank[i] = piece
    return "".join(p or "" for p in rank)


@cache
def _numbers() -> dict[str, int]:
    return {back_rank(n): n for n in range(POSITIONS)}


def number_of(text: str) -> int:
    """The position a typed text names: its number (0-959) or its back rank (RNBQKBNR, any case);
    ValueError saying what a position looks like."""
    text = text.strip().upper()
    if text.isdigit():
        back_rank(int(text))  # checks the range
        return int(text)
    if text not in _numbers():
        raise ValueError(f"{text!r} is not a Chess960 position: give its number (0-{POSITIONS - 1}) or White's "
                         "back rank, such as RNBQKBNR (bishops on squares of both colours, the king between the rooks)")
    return _numbers()[text]


def random_position(rng: random.Random | None = None) -> int:
    """A position drawn by lot, each of the 960 equally likely."""
    return (rng or random.SystemRandom()).randrange(POSITIONS)


def position_of_round(t: Tournament, round_number: int) -> int | None:
    """The round's starting position, None if not set (or the event is not Chess960)."""
    positions = t.settings.chess960_positions
    if not t.settings.chess960 or round_number > len(positions):
        return None
    return positions[round_number - 1]


@dataclass(frozen=True)
class SetStartPosition(Operation):
    """The starting position of a round (None: not chosen yet), before any of its results is in."""

    round: int
    position: int | None

    @property
    def label(self) -> str:
        return f"Chess960 position: round {self.round}"

    def apply(self, t: Tournament) -> Tournament:
        if not t.settings.chess960:
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "the tournament is not a Chess960 event: tick "
                                                                  "Chess960 in its settings first")))
        if not 1 <= self.round <= t.settings.rounds:
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "round {0} does not exist"), self.round))
        if self.position is not None:
            try:
                back_rank(self.position)
            except ValueError as error:
                raise OperationError(str(error)) from None
        rnd = t.round(self.round)
        if any(board.white_result is not None for board in rnd.boards):
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "round {0} has results: its games were played from "
                                                                  "its position"), self.round))
        positions = list(t.settings.chess960_positions)
        positions += [None] * (self.round - len(positions))
        positions[self.round - 1] = self.position
        while positions and positions[-1] is None:
            positions.pop()
        return replace(t, settings=replace(t.settings, chess960_positions=tuple(positions)))
