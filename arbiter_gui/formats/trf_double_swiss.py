"""Double-Swiss events (C.04.5) in TRF: the layout of docs/double-swiss-and-team.md.

The 192 code (FIDE_DOUBLESWISS, FIDE_DOUBLESWISS_BAKU, CUSTOM_DOUBLESWISS) tells the reader that
every round (a match) takes two consecutive 001 round cells: game 1, then game 2 with the other
colour (4.4). 142 / XXR count rounds (matches). The pairing-allocated bye is written `0000 - U`
then `0000 - H`: a game won and a game drawn (1.4). A requested bye fills both cells.
"""
from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from ..engine.history import PlayerRecord, build_snapshot
from ..engine.snapshot import Colour, RoundEntry, Snapshot
from ..tournament.scoring import PLAYED_RESULTS, RoundCell
from .trf import TrfError, TrfFile

GAMES_PER_MATCH = 2


def match_view(trf: TrfFile) -> TrfFile:
    """The file with one round cell per match, the first game's (opponent, colour of the match
    (1.6), PAB): what the pairing-structure readers of ``trf_pairing`` need."""
    players = {pid: replace(p, rounds=p.rounds[::GAMES_PER_MATCH]) for pid, p in trf.players.items()}
    return replace(trf, players=players)


def match_entry(trf: TrfFile, player_id: int, games: list[RoundCell], match: int) -> RoundEntry:
    """One match as the engine sees it. Preface: it ends by forfeit (is not played) only if no game
    was played; 1.6: the colour is that of the first game; the points of both games count."""
    if len(games) != GAMES_PER_MATCH:
        raise TrfError(trf.path, trf.players[player_id].line, f"round {match}",
                       f"player {player_id} has only game 1 of match {match} (Double-Swiss: two cells a round)")
    first = games[0]
    played = first.opponent is not None and any(g.result in PLAYED_RESULTS for g in games)
    colour = Colour(first.colour) if played and first.colour in ("w", "b") else None
    points = sum((trf.point_system.points(g) for g in games), Fraction(0))
    return RoundEntry(first.opponent, colour, played, points, pab=first.result == "U")


def player_records(trf: TrfFile, matches: int) -> list[PlayerRecord]:
    return [PlayerRecord(p.id, p.rating, tuple(
        match_entry(trf, p.id, p.rounds[GAMES_PER_MATCH * m:GAMES_PER_MATCH * (m + 1)], m + 1)
        for m in range(min(matches, (len(p.rounds) + 1) // GAMES_PER_MATCH))))
        for p in trf.players.values()]


def snapshot(trf: TrfFile, round_number: int) -> Snapshot:
    """The engine's view before match round ``round_number``."""
    from .trf_pairing import forbidden_pairs, initial_colour, players_to_pair  # trf_pairing dispatches here

    view = match_view(trf)
    return build_snapshot(
        player_records(trf, round_number - 1),
        round_to_pair=round_number,
        total_rounds=trf.total_rounds or 0,
        initial_colour=initial_colour(view),
        to_pair=players_to_pair(view, round_number),
        win_points=GAMES_PER_MATCH * trf.point_system.forfeit_win,  # [C2]: a match won by forfeit
        loss_points=trf.point_system.loss,
        forbidden=forbidden_pairs(view, round_number),
    )
