"""Double-Swiss events (C.04.5) in TRF: the layout of docs/double-swiss-and-team.md.

The 192 code (FIDE_DOUBLESWISS, FIDE_DOUBLESWISS_BAKU, CUSTOM_DOUBLESWISS) tells the reader that
every round (a match) takes two consecutive 001 round cells: game 1, then game 2 with the other
colour (4.4). 142 / XXR count rounds (matches). The pairing-allocated bye is written `0000 - U`
then `0000 - H`: a game won and a game drawn (1.4). A requested bye fills both cells.
"""
from __future__ import annotations

from dataclasses import replace

from ..engine.history import PlayerRecord
from ..engine.snapshot import Snapshot
from ..engine.swiss.double_swiss.matches import GAMES_PER_MATCH, match_records, match_snapshot
from .trf import TrfError, TrfFile


def match_view(trf: TrfFile) -> TrfFile:
    """The file with one round cell per match, the first game's (opponent, colour of the match
    (1.6), PAB): what the pairing-structure readers of ``trf_pairing`` need."""
    players = {pid: replace(p, rounds=p.rounds[::GAMES_PER_MATCH]) for pid, p in trf.players.items()}
    return replace(trf, players=players)


def game_records(trf: TrfFile, matches: int) -> list[PlayerRecord]:
    """Each player's games of the first ``matches`` matches; TrfError if a player has only the
    first game of one of them."""
    from .trf_pairing import player_records  # trf_pairing dispatches here

    for p in trf.players.values():
        if len(p.rounds) < GAMES_PER_MATCH * matches and len(p.rounds) % GAMES_PER_MATCH:
            match = len(p.rounds) // GAMES_PER_MATCH + 1
            raise TrfError(trf.path, p.line, f"round {match}",
                           f"player {p.id} has only game 1 of match {match} (Double-Swiss: two cells a round)")
    return player_records(trf, GAMES_PER_MATCH * matches)


def player_records(trf: TrfFile, matches: int) -> list[PlayerRecord]:
    """Each player's first ``matches`` matches as the engine sees them."""
    return match_records(game_records(trf, matches), matches)


def snapshot(trf: TrfFile, round_number: int) -> Snapshot:
    """The engine's view before match round ``round_number``."""
    from .trf_pairing import forbidden_pairs, initial_colour, players_to_pair  # trf_pairing dispatches here

    view = match_view(trf)
    return match_snapshot(
        game_records(trf, round_number - 1), round_number, trf.total_rounds or 0, initial_colour(trf),
        to_pair=players_to_pair(view, round_number), forfeit_win=trf.point_system.forfeit_win,
        loss=trf.point_system.loss, forbidden=forbidden_pairs(view, round_number))
