"""Double-Swiss (C.04.5): the games of a match as the one round the engine pairs.

A round is a match of two games with alternating colours (4.4). The engine sees matches: the
opponent and pairing-allocated bye of the first game, the colour of the first game of a match
actually played (1.6), the points of both games. The TRF reader (two round cells a round) and
the app (two model rounds a match) both build their records here, so they cannot disagree.
"""
from __future__ import annotations

from fractions import Fraction
from typing import Iterable, Sequence

from ...history import PlayerRecord, build_snapshot
from ...snapshot import Colour, RoundEntry, Snapshot

__all__ = ["GAMES_PER_MATCH", "match_entry", "match_records", "match_snapshot"]

GAMES_PER_MATCH = 2


def match_entry(games: Sequence[RoundEntry]) -> RoundEntry:
    """One match from its games. Preface: it ends by forfeit (is not played) only if no game was
    played; 1.6: the colour is that of the first game; the points of both games count."""
    first = games[0]
    played = first.opponent is not None and any(game.played for game in games)
    return RoundEntry(first.opponent, first.colour if played else None, played,
                      sum((game.points for game in games), Fraction(0)), pab=first.pab)


def match_records(records: Iterable[PlayerRecord], matches: int) -> list[PlayerRecord]:
    """Each player's first ``matches`` matches (fewer if he has fewer games) from his games."""
    return [PlayerRecord(rec.id, rec.rating, tuple(
        match_entry(rec.rounds[GAMES_PER_MATCH * m:GAMES_PER_MATCH * (m + 1)])
        for m in range(min(matches, (len(rec.rounds) + 1) // GAMES_PER_MATCH))))
        for rec in records]


def match_snapshot(games: Iterable[PlayerRecord], match: int, total_matches: int, initial_colour: Colour,
                   to_pair: Iterable[int], forfeit_win: Fraction, loss: Fraction,
                   forbidden: Iterable[frozenset[int]] = ()) -> Snapshot:
    """The engine's view before match ``match``, from each player's games before it."""
    return build_snapshot(
        match_records(games, match - 1),
        round_to_pair=match,
        total_rounds=total_matches,
        initial_colour=initial_colour,
        to_pair=to_pair,
        win_points=GAMES_PER_MATCH * forfeit_win,  # [C2]: a match won by forfeit
        loss_points=loss,
        forbidden=forbidden,
    )
