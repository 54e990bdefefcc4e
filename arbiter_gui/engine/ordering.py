"""Orders shared by every system: ranking (C.04.3 1.2) and publishing order of boards (C.04.2 3.6)."""
from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any, Mapping

from .result import Board
from .snapshot import PlayerState


def rank_key(player: PlayerState) -> tuple[Fraction, int]:
    """C.04.3 1.2: score (descending), then TPN (ascending)."""
    return (-player.score, player.id)


def board_order(boards: list[Board], players: Mapping[int, PlayerState],
                rank: Callable[[PlayerState], Any] = rank_key) -> list[Board]:
    """C.04.2 3.6: higher ranked player's score, then the sum of scores, then the higher ranked TPN
    (the 1992 rules, F1: the same with their own ranking, A2, as ``rank``)."""

    def key(board: Board) -> tuple[Fraction, Fraction, Any]:
        a, b = players[board.white], players[board.black]
        higher = min(a, b, key=rank)
        return (-higher.score, -(a.score + b.score), rank(higher))

    return sorted(boards, key=key)
