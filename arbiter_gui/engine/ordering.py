"""Orders shared by every system: ranking (C.04.3 1.2) and publishing order of boards (C.04.2 3.6)."""
from __future__ import annotations

from fractions import Fraction
from typing import Mapping

from .result import Board
from .snapshot import PlayerState


def rank_key(player: PlayerState) -> tuple[Fraction, int]:
    """C.04.3 1.2: score (descending), then TPN (ascending)."""
    return (-player.score, player.id)


def board_order(boards: list[Board], players: Mapping[int, PlayerState]) -> list[Board]:
    """C.04.2 3.6: higher ranked player's score, then the sum of scores, then the higher ranked TPN."""

    def key(board: Board) -> tuple[Fraction, Fraction, int]:
        a, b = players[board.white], players[board.black]
        higher = min(a, b, key=rank_key)
        return (-higher.score, -(a.score + b.score), higher.id)

    return sorted(boards, key=key)
