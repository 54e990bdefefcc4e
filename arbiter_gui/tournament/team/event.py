"""Team events (C.04.6) in the tournament model: the rules that read rosters and board games.

The teams are the tournament's ``players``; each board of a round is a match whose ``games``
are its board games (model.Game). Match points are the tournament's point system (default 2 for
a won match, 1 drawn, 0 lost; the PAB as a drawn match, 1.4), game points ``settings.game_points``.
The match result is stored on the board as the two teams' TRF codes, always the one
``match_codes`` gives from the games, so the individual machinery (scores, crosstable, pairing
history) reads teams as it reads players.
"""
from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING, Iterable, Iterator, Sequence

from ...engine.systems import Family, names
from ..scoring import COMPATIBLE_RESULTS, PointSystem, RoundCell
from ...text import QT_TRANSLATE_NOOP, Text

if TYPE_CHECKING:  # validation.validate calls ``problems`` of this module
    from ..model import Board, Game, Member, Tournament

# C.04.6 1.2.2: match points by default; the PAB scores a drawn match (1.4)
TEAM_POINTS = PointSystem(win=Fraction(2), draw=Fraction(1), loss=Fraction(0), forfeit_win=Fraction(2),
                          full_bye=Fraction(2), half_bye=Fraction(1), pab=Fraction(1))
DEFAULT_BOARDS = 4


def is_team_system(system: str) -> bool:
    return system in names(Family.TEAM)


def primary_is_game_points(code: str | None) -> bool:
    """1.2.1: the 192 code names the primary score first (FIDE_TEAM_[TYPEA_|TYPEB_]{MP_GP|GP_MP|MP|GP}
    [_BAKU], CUSTOM_TEAM_SWISS[_MP|_GP]); match points when it names none (FIDE_TEAM)."""
    scores = [part for part in (code or "").upper().split("_") if part in ("MP", "GP")]
    return bool(scores) and scores[0] == "GP"


def home_has_white(game_number: int) -> bool:
    """Board colours alternate from the team colour (1.6.1: the first board's colour)."""
    return game_number % 2 == 1


def default_games(t: Tournament, white_team: int, black_team: int) -> tuple[Game, ...]:
    """The boards of a new match: each team's roster in board order; a board a roster cannot fill
    is forfeited by that team ('-' against '+')."""
    from ..model import Game

    home, away = len(t.rosters.get(white_team, ())), len(t.rosters.get(black_team, ()))
    games = []
    for k in range(1, t.settings.boards + 1):
        result = (None, None)
        if k > home or k > away:
            result = ("-" if k > home else "+", "-" if k > away else "+")
        games.append(Game(k, k, *result))
    return tuple(games)


def short_rosters(t: Tournament, teams: Iterable[int]) -> list[str]:
    """A sentence for each of ``teams`` whose roster cannot fill every board of a match: those
    boards are lost by forfeit (``default_games``), which the arbiter should know when pairing."""
    notes = []
    for team in sorted(set(teams)):
        size, boards = len(t.rosters.get(team, ())), t.settings.boards
        if size < boards:
            if size + 1 == boards:
                notes.append(Text(QT_TRANSLATE_NOOP("Domain", "team {0} {1} has {2} member(s) for {3} boards: board "
                                                              "{3} lost by forfeit"), team, t.player(team).name, size, boards))
            else:
                notes.append(Text(QT_TRANSLATE_NOOP("Domain", "team {0} {1} has {2} member(s) for {3} boards: boards "
                                                              "{4}-{3} lost by forfeit"),
                                  team, t.player(team).name, size, boards, size + 1))
    return notes


def unmanned_side(t: Tournament, board: Board, game: Game) -> int | None:
    """The team with no member on this board game (its roster is shorter than the position), if any."""
    for team, position in ((board.white, game.home), (board.black, game.away)):
        if position > len(t.rosters.get(team, ())):
            return team
    return None


def game_score(code: str, system: PointSystem) -> Fraction:
    """What a board game's TRF code scores under ``system``."""
    return system.points(RoundCell(0, "w", code))


def game_points_of(board: Board, team: int, game_points: PointSystem) -> Fraction:
    """The game points ``team`` scored in the match of ``board`` (games without a result: none)."""
    home = team == board.white
    return sum((game_score(g.home_result if home else g.away_result, game_points)
                for g in board.games if g.has_result), Fraction(0))


def match_codes(board: Board, game_points: PointSystem) -> tuple[str, str] | None:
    """The two teams' match result codes from the games ('1'/'0' or '=' by game points), None
    while a game has no result. Games lost by forfeit count as results: a match is forfeited
    as a whole only by ``ForfeitMatch``."""
    if not board.games or not all(g.has_result for g in board.games):
        return None
    white = game_points_of(board, board.white, game_points)
    black = game_points_of(board, board.black, game_points)
    if white == black:
        return "=", "="
    return ("1", "0") if white > black else ("0", "1")


def round_game_points(t: Tournament, team: int, round_number: int) -> Fraction:
    """The team's game points in a round; the PAB gives those of a drawn match (1.4: half the
    boards' game points, ruling T6), a bye or an absence none."""
    rnd = t.round(round_number)
    seat = rnd.board_of(team)
    if seat is not None:
        return game_points_of(seat[1], team, t.settings.game_points)
    if rnd.unpaired.get(team) == "U":
        return t.settings.boards * t.settings.game_points.draw
    return Fraction(0)


def game_points_history(t: Tournament, rounds: int) -> dict[int, list[Fraction]]:
    """Team -> its game points in rounds 1..rounds (4.2.2, the secondary score)."""
    return {team: [round_game_points(t, team, r) for r in range(1, rounds + 1)] for team in t.players}


def roster_strength(members: Sequence[Member], boards: int) -> int:
    """The app's default team strength: the average rating of the first ``boards`` members
    (C.04.6 leaves the initial order to the competition's rules)."""
    ratings = [m.rating for m in members[:boards]]
    return round(sum(ratings) / len(ratings)) if ratings else 0


def problems(t: Tournament) -> Iterator[str]:
    """What makes a team event inconsistent (for ``validation.validate``)."""
    for team in t.rosters:
        if team not in t.players:
            yield f"a roster for team {team}, which does not exist"
    if not is_team_system(t.settings.system):
        if any(b.games for r in t.rounds for b in r.boards):
            yield "board games in an event that is not a team event"
        return
    for rnd in t.rounds:
        for number, board in enumerate(rnd.boards, start=1):
            yield from _match_problems(t, f"round {rnd.number}, match {number}", board)


def _match_problems(t: Tournament, where: str, board: Board) -> Iterator[str]:
    forfeited = board.white_result in ("+", "-")
    if not forfeited and len(board.games) != t.settings.boards:
        yield f"{where}: {len(board.games)} games, the event has {t.settings.boards} boards"
    for side, team in (("home", board.white), ("away", board.black)):
        positions = [getattr(g, side) for g in board.games]
        size = len(t.rosters.get(team, ()))
        if len(set(positions)) != len(positions):
            yield f"{where}: a member of team {team} plays two boards"
        for position in positions:
            if not 1 <= position <= max(size, t.settings.boards):
                yield f"{where}: team {team} has no member {position}"
    for k, game in enumerate(board.games, start=1):
        pair = (game.home_result, game.away_result)
        if pair != (None, None) and pair not in COMPATIBLE_RESULTS:
            yield f"{where}, board {k}: results {pair[0]!r} and {pair[1]!r} do not match"
    if not forfeited and (board.white_result, board.black_result) != (match_codes(board, t.settings.game_points)
                                                                       or (None, None)):
        yield f"{where}: the match result does not follow from its games"
