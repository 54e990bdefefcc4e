"""Team standings (C.07 for team events) and the board-by-board results of the members.

The primary score is match points (C.04.6 1.2.2). The tie-breaks are C.07 codes: the ones of
individual events (BH, SB, WIN, ... computed on match points by ``standings``, the teams being the
participants) and the team ones computed here from the board games:
- GP: game points (13.1, "MPvGP": the other score);
- EMMSB / EMGSB / EGMSB / EGGSB: extended Sonneborn-Berger (13.2), the opponent's match (M) or
  game (G) points times the team's own match or game result against it;
- BC: board count (12.1), the sum of board number times the game points scored on that board.
DE is computed among the teams tied on match points and on the individual codes before it (not on
the team codes); EDE is not implemented.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Callable

from ...text import QT_TRANSLATE_NOOP, tiebreak_text
from ..model import Tournament
from ..standings import entered, pre_determined, standings, tiebreak_edition, unrated_rating
from ..tiebreak_record import Breakdown, Item
from .event import game_points_of, game_score, primary_is_game_points, round_game_points

TEAM_TIEBREAKS: dict[str, str] = {
    "GP": "game points (C.07 13.1)",
    "MP": "match points (C.07 13.1), when game points are the primary score",
    "EMMSB": "opponents' match points × match points against them (C.07 13.2)",
    "EMGSB": "opponents' match points × game points against them (C.07 13.2)",
    "EGMSB": "opponents' game points × match points against them (C.07 13.2)",
    "EGGSB": "opponents' game points × game points against them (C.07 13.2)",
    "BC": "board count: board number × game points (C.07 12.1)",
}
DEFAULT_TEAM_TIEBREAKS: tuple[str, ...] = ("GP", "EMGSB", "BH")
DEFAULT_TIEBREAKS_GP_PRIMARY: tuple[str, ...] = ("MP", "EGGSB", "BH")  # 1.2.1: game points rank first


@dataclass(frozen=True)
class TeamStanding:
    rank: int
    shared: bool
    team: int
    match_points: Fraction
    game_points: Fraction
    values: tuple[Fraction | None, ...]  # one per tie-break code, in order


@dataclass(frozen=True)
class BoardScore:
    """A member's games: how many, the points, and the average rating of the opponents."""

    team: int
    position: int
    name: str
    rating: int
    games: int
    points: Fraction
    opponents_rating: int | None


def tiebreak_order(t: Tournament) -> tuple[str, ...]:
    if t.settings.tiebreaks:
        return t.settings.tiebreaks
    return DEFAULT_TIEBREAKS_GP_PRIMARY if primary_is_game_points(t.settings.tournament_type) else DEFAULT_TEAM_TIEBREAKS


def shown_tiebreaks(t: Tournament) -> list[tuple[int, str]]:
    """(index in ``TeamStanding.values``, code) of the tie-breaks shown beside the MP and GP
    columns: a GP or MP tie-break is the score column already there, not shown twice."""
    return [(i, code) for i, code in enumerate(tiebreak_order(t)) if code not in ("MP", "GP")]


def _matches(t: Tournament, rounds: int):
    """(team, opponent, board, round) of every match played or forfeited in rounds 1..rounds."""
    for r in range(1, rounds + 1):
        for board in t.round(r).boards:
            yield board.white, board.black, board, r
            yield board.black, board.white, board, r


Record = dict[tuple[int, str], Breakdown]


def _item(record: Record | None, team: int, code: str, item: Item) -> None:
    """Given ``record``, ``item`` joins the breakdown of ``team``'s ``code``."""
    if record is not None:
        record.setdefault((team, code), Breakdown(code, team)).items.append(item)


def _extended_sb(t: Tournament, rounds: int, opponent_score: Callable[[int], Fraction],
                 own_result: Callable[[int, object], Fraction], code: str, record: Record | None) -> dict[int, Fraction]:
    """C.07 13.2: the opponent's score times the team's own result against it, over the matches
    played (a forfeited match counts nothing)."""
    values = {team: Fraction(0) for team in t.players}
    for team, opponent, board, r in _matches(t, rounds):
        if board.white_result not in ("+", "-"):  # a forfeited match was not played
            value = opponent_score(opponent) * own_result(team, board)
            values[team] += value
            what = tiebreak_text(QT_TRANSLATE_NOOP("Tiebreaks", "opponent's score × own result ({0})"),
                                 own_result(team, board))
            _item(record, team, code, Item(what, value, r, opponent, opponent_score(opponent)))
        else:
            _item(record, team, code, Item(
                tiebreak_text(QT_TRANSLATE_NOOP("Tiebreaks", "forfeited match")), Fraction(0), r, opponent,
                cut=tiebreak_text(QT_TRANSLATE_NOOP("Tiebreaks", "a forfeited match was not played (C.07 13.2)"))))
    return values


def team_values(t: Tournament, rounds: int, record: Record | None = None) -> dict[str, dict[int, Fraction]]:
    """The team tie-breaks (TEAM_TIEBREAKS) after rounds 1..rounds, by code and team; given
    ``record``, the working of each value by (team, code) as it is computed."""
    gp_rounds = {team: [round_game_points(t, team, r) for r in range(1, rounds + 1)] for team in t.players}
    gp = {team: sum(values, Fraction(0)) for team, values in gp_rounds.items()}
    mp = {team: t.score(team, rounds + 1) for team in t.players}
    if record is not None:
        for team, values in gp_rounds.items():
            record[team, "GP"] = Breakdown("GP", team, items=[
                Item(tiebreak_text(QT_TRANSLATE_NOOP("Tiebreaks", "game points")), v, r)
                for r, v in enumerate(values, start=1)])
        for player in t.results(rounds):
            record[player.id, "MP"] = Breakdown("MP", player.id, items=[
                Item(tiebreak_text(QT_TRANSLATE_NOOP("Tiebreaks", "match points")), cell.points, r, cell.opponent)
                for r, cell in enumerate(player.results, start=1) if cell is not None])
    ms = t.settings.point_system
    match_result = {"1": ms.win, "=": ms.draw, "0": ms.loss}

    def mp_against(team: int, board) -> Fraction:
        return match_result[board.white_result if team == board.white else board.black_result]

    def gp_against(team: int, board) -> Fraction:
        return game_points_of(board, team, t.settings.game_points)

    bc = {team: Fraction(0) for team in t.players}
    for team, opponent, board, r in _matches(t, rounds):
        side = "home_result" if team == board.white else "away_result"
        for k, game in enumerate(board.games, start=1):
            code = getattr(game, side)
            if code is not None:
                score = game_score(code, t.settings.game_points)
                bc[team] += k * score
                _item(record, team, "BC", Item(tiebreak_text(QT_TRANSLATE_NOOP("Tiebreaks", "board {0} × game points"), k),
                                               k * score, r, opponent, score))
    values = {"GP": gp, "MP": mp, "BC": bc,
              **{code: _extended_sb(t, rounds, (mp if code[1] == "M" else gp).__getitem__,
                                    mp_against if code[2] == "M" else gp_against, code, record)
                 for code in ("EMMSB", "EMGSB", "EGMSB", "EGGSB")}}
    if record is not None:
        for code, column in values.items():
            for team, value in column.items():
                record.setdefault((team, code), Breakdown(code, team)).value = value
    return values


def team_standings(t: Tournament, rounds: int | None = None, record: Record | None = None) -> list[TeamStanding]:
    """Teams by the primary score (match points, or game points when the event says so, 1.2.1),
    then the tie-breaks of the event (default ``tiebreak_order``), after the last complete round
    (or ``rounds``); teams equal on everything share a rank. With game points primary the
    individual tie-breaks (BH, SB...) are computed on game points too.  Given ``record``, the
    working of every value (``tiebreak_record``) by (team, code)."""
    played = t.complete_rounds if rounds is None else rounds
    if not played:
        return []
    codes = tiebreak_order(t)
    extra = team_values(t, played, record)
    results = t.results(played)
    if primary_is_game_points(t.settings.tournament_type):
        results = [replace(p, results=tuple(None if cell is None else replace(cell, points=round_game_points(t, p.id, r))
                                            for r, cell in enumerate(p.results, start=1))) for p in results]
    rows = standings(results, codes, t.settings.point_system, played, edition=tiebreak_edition(t.settings),
                     unrated_rating=unrated_rating(t), pre_determined=pre_determined(t.settings),
                     final_round=t.settings.rounds, record=record, lots_seed=t.settings.lots_seed,
                     extra={**{code: extra[code] for code in codes if code in TEAM_TIEBREAKS},
                            **entered(t, codes, record)})
    return [TeamStanding(row.rank, row.shared, row.id, extra["MP"][row.id], extra["GP"][row.id],
                         tuple(row.tiebreaks[code] for code in codes)) for row in rows]


def board_results(t: Tournament, rounds: int | None = None) -> list[BoardScore]:
    """Every member with a game, team by team in roster order: games played (forfeits not
    counted), points scored (forfeits counted) and the opponents' average rating."""
    played = t.complete_rounds if rounds is None else rounds
    games: dict[tuple[int, int], list[tuple[Fraction, int | None]]] = {}
    for team, opponent, board, _ in _matches(t, played):
        home = team == board.white
        for game in board.games:
            code = game.home_result if home else game.away_result
            if code is None:
                continue
            mine, theirs = (game.home, game.away) if home else (game.away, game.home)
            roster = t.rosters.get(opponent, ())
            rating = roster[theirs - 1].rating if code not in "+-" and theirs <= len(roster) else None
            games.setdefault((team, mine), []).append((game_score(code, t.settings.game_points), rating))
    rows = []
    for (team, position), scored in sorted(games.items()):
        roster = t.rosters.get(team, ())
        if position > len(roster):
            continue  # an empty board, forfeited
        member = roster[position - 1]
        ratings = [r for _, r in scored if r]
        rows.append(BoardScore(team, position, member.name, member.rating, sum(1 for _, r in scored if r is not None),
                               sum((p for p, _ in scored), Fraction(0)),
                               round(sum(ratings) / len(ratings)) if ratings else None))
    return rows
