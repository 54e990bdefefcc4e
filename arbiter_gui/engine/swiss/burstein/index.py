"""The opposition index of the Burstein system (C.04.4.2 1.7, 1.8): Buchholz, then Sonneborn-Berger.

Both are computed from the results of the rounds played (``Snapshot.history``), with real points
only: acceleration (virtual) points never enter them (1.7.2.2).
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Mapping

from ...snapshot import RoundEntry, Snapshot

History = Mapping[int, tuple[RoundEntry, ...]]


@dataclass(frozen=True, order=True)
class Index:
    """1.8.1: compared by Buchholz, then Sonneborn-Berger (a larger index ranks higher)."""

    buchholz: Fraction
    sonneborn_berger: Fraction


def score(entries: tuple[RoundEntry, ...]) -> Fraction:
    """The player's current score in real points."""
    return sum((entry.points for entry in entries), Fraction(0))


def is_zero_point_bye(entry: RoundEntry) -> bool:
    """A round without an opponent, a game or points (absence; not a PAB, not a forfeit)."""
    return entry.opponent is None and not entry.played and not entry.pab and entry.points == 0


def score_as_opponent(entries: tuple[RoundEntry, ...], draw_points: Fraction) -> Fraction:
    """1.7.2.1, exception: the score an opponent contributes, each of a series of consecutive
    zero-point byes up to the current round counting as a draw for the player's actual opponents."""
    trailing = 0
    for entry in reversed(entries):
        if not is_zero_point_bye(entry):
            break
        trailing += 1
    return score(entries) + trailing * draw_points


def opponent_scores(history: History, draw_points: Fraction) -> dict[int, Fraction]:
    """Every player's score as their opponents count it (``score_as_opponent``)."""
    return {pid: score_as_opponent(entries, draw_points) for pid, entries in history.items()}


def opposition_index(player: int, history: History, opponents: Mapping[int, Fraction]) -> Index:
    """1.7.1 and 1.7.2.1 for one player, ``opponents`` from ``opponent_scores``: an unplayed round
    counts as a game against themself with the result registered for it (their own current score
    as the opponent's score)."""
    entries = history.get(player, ())
    own = score(entries)
    buchholz = sonneborn_berger = Fraction(0)
    for entry in entries:
        if entry.played and entry.opponent is not None:
            opponent = opponents.get(entry.opponent, Fraction(0))
        else:
            opponent = own  # 1.7.2.1: the player met themself
        buchholz += opponent  # 1.7.1.1
        sonneborn_berger += entry.points * opponent  # 1.7.1.2
    return Index(buchholz, sonneborn_berger)


def opposition_indices(snapshot: Snapshot) -> dict[int, Index]:
    """The index of every player to pair. A draw is taken as half a win (the snapshot carries the
    points for a win only; see docs/rulings.md, B1)."""
    opponents = opponent_scores(snapshot.history, snapshot.win_points / 2)
    return {p.id: opposition_index(p.id, snapshot.history, opponents) for p in snapshot.players}
