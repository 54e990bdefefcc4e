"""The edits of a team event (C.04.6): teams with their rosters, line-ups, board results and
forfeited matches. Each is one transaction and one undo step, like ``operations``; pairing,
byes, withdrawals and pairing edits are the individual operations acting on the teams.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from ...text import QT_TRANSLATE_NOOP, Text
from ..model import Board, Game, Member, Player, Round, Tournament
from ..operations import AddPlayer, Operation, OperationError, _round, _with_round
from ..scoring import COMPATIBLE_RESULTS
from .event import is_team_system, match_codes, roster_strength, unmanned_side

FORFEITED_MATCHES = frozenset({("+", "-"), ("-", "+"), ("-", "-")})  # TRF 330


def _team_event(t: Tournament) -> None:
    if not is_team_system(t.settings.system):
        raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "this is not a team event (choose a team system in "
                                                              "the settings)")))


def _check_members(members: tuple[Member, ...]) -> None:
    for position, member in enumerate(members, start=1):
        if not member.name.strip():
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "member {0} of the roster has no name"), position))
        if member.rating < 0:
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "member {0} of the roster ({1}): a rating "
                                                                  "cannot be negative"), position, member.name))


def _match(t: Tournament, round_number: int, board: int) -> tuple[Round, Board]:
    _team_event(t)
    rnd = _round(t, round_number)
    if not rnd.paired or not 1 <= board <= len(rnd.boards):
        raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "round {0} has no match {1}"), round_number, board))
    return rnd, rnd.boards[board - 1]


def _with_match(t: Tournament, rnd: Round, board: int, match: Board) -> Tournament:
    boards = list(rnd.boards)
    boards[board - 1] = match
    return _with_round(t, replace(rnd, boards=tuple(boards)))


@dataclass(frozen=True)
class AddTeam(Operation):
    """Register a team with its roster before round 1 is paired; a strength of 0 is computed
    from the roster (``team_event.roster_strength``)."""

    team: Player
    members: tuple[Member, ...] = ()

    @property
    def label(self) -> str:
        return f"add team {self.team.name}"

    def apply(self, t: Tournament) -> Tournament:
        _team_event(t)
        _check_members(self.members)
        team = self.team
        if not team.fide_rating:
            team = replace(team, fide_rating=roster_strength(self.members, t.settings.boards))
        tpn = len(t.players) + 1  # the number AddPlayer gives before sorting (which carries the roster)
        return AddPlayer(team).apply(replace(t, rosters={**t.rosters, tpn: self.members}))


def _used_positions(t: Tournament, team: int) -> set[int]:
    """Roster positions of the team that have a game stored."""
    used: set[int] = set()
    for rnd in t.rounds:
        seat = rnd.board_of(team) if rnd.paired else None
        if seat is not None:
            side = "home" if seat[1].white == team else "away"
            used |= {getattr(g, side) for g in seat[1].games}
    return used


@dataclass(frozen=True)
class SetRoster(Operation):
    """Replace a team's roster (board order). Members who have a game stored keep their place;
    a strength that was the roster's average follows the new roster."""

    team: int
    members: tuple[Member, ...]

    @property
    def label(self) -> str:
        return f"roster of team {self.team}"

    def apply(self, t: Tournament) -> Tournament:
        _team_event(t)
        if self.team not in t.players:
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "there is no team {0}"), self.team))
        _check_members(self.members)
        old = t.rosters.get(self.team, ())
        for position in sorted(_used_positions(t, self.team)):
            if position <= len(old) and (position > len(self.members) or self.members[position - 1] != old[position - 1]):
                raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "{0} (board {1}) has played for the team: "
                                                                      "members with games keep their place in "
                                                                      "the roster"), old[position - 1].name, position))
        team = t.players[self.team]
        players = dict(t.players)
        if team.fide_rating == roster_strength(old, t.settings.boards):
            players[self.team] = replace(team, fide_rating=roster_strength(self.members, t.settings.boards))
        return replace(t, players=players, rosters={**t.rosters, self.team: self.members})


@dataclass(frozen=True)
class ImportRosters(Operation):
    """Rosters read from a file (team name, members in board order), all in one step: a team
    already registered (same name, whatever the case) gets its roster replaced (``SetRoster``),
    another one is registered with it (``AddTeam``, before round 1 is paired)."""

    rosters: tuple[tuple[str, tuple[Member, ...]], ...]

    @property
    def label(self) -> str:
        return f"import the rosters of {len(self.rosters)} teams"

    def apply(self, t: Tournament) -> Tournament:
        _team_event(t)
        for name, members in self.rosters:
            known = next((tpn for tpn, team in t.players.items() if team.name.casefold() == name.casefold()), None)
            try:
                t = (AddTeam(Player(0, name), members) if known is None else SetRoster(known, members)).apply(t)
            except OperationError as error:
                raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "team {0}: {1}"), name, error)) from None
        return t


@dataclass(frozen=True)
class SetLineup(Operation):
    """Who plays which board of a match, as roster positions (home team, away team), before any
    game of the match has a result."""

    round: int
    board: int
    games: tuple[tuple[int, int], ...]

    @property
    def label(self) -> str:
        return f"line-up: round {self.round}, match {self.board}"

    def apply(self, t: Tournament) -> Tournament:
        rnd, match = _match(t, self.round, self.board)
        if any(g.home_result is not None or g.away_result is not None for g in match.games):
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "match {0} of round {1} has results: clear "
                                                                  "them first"), self.board, self.round))
        if len(self.games) != t.settings.boards:
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "a match has {0} boards, not {1}"),
                                      t.settings.boards, len(self.games)))
        for side, team in ((0, match.white), (1, match.black)):
            positions = [pair[side] for pair in self.games]
            size = len(t.rosters.get(team, ()))
            if len(set(positions)) != len(positions):
                raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "a member of {0} is on two boards"),
                                          t.players[team].name))
            if not all(1 <= p <= size for p in positions):
                raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "{0} has {1} members"),
                                          t.players[team].name, size))
        return _with_match(t, rnd, self.board, replace(match, games=tuple(Game(h, a) for h, a in self.games)))


@dataclass(frozen=True)
class SetGameResult(Operation):
    """Enter, correct or clear (None, None) one board game of a match: TRF codes of the home and
    the away member. The match result follows from the games (``team_event.match_codes``)."""

    round: int
    board: int
    game: int
    home_result: str | None
    away_result: str | None

    @property
    def label(self) -> str:
        what = "clear" if self.home_result is None else f"{self.home_result}/{self.away_result}"
        return f"game {what}: round {self.round}, match {self.board}, board {self.game}"

    def apply(self, t: Tournament) -> Tournament:
        rnd, match = _match(t, self.round, self.board)
        if match.white_result in ("+", "-"):
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "match {0} of round {1} was forfeited: undo "
                                                                  "the forfeit first"), self.board, self.round))
        if not 1 <= self.game <= len(match.games):
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "match {0} has no board {1}"),
                                      self.board, self.game))
        pair = (self.home_result, self.away_result)
        if pair != (None, None) and pair not in COMPATIBLE_RESULTS:
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "{0!r} and {1!r} do not make a result"),
                                      self.home_result, self.away_result))
        unmanned = unmanned_side(t, match, match.games[self.game - 1])
        if unmanned is not None and pair != (None, None):
            code = self.home_result if unmanned == match.white else self.away_result
            if code != "-":  # a board the roster cannot fill is lost by forfeit (C.04.6 1.1)
                raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "{0} has no player for board {1} (a roster "
                                                                      "of {2}): only a forfeit loss can be "
                                                                      "entered for it"),
                                          t.player(unmanned).name, self.game, len(t.rosters.get(unmanned, ()))))
        games = list(match.games)
        games[self.game - 1] = replace(games[self.game - 1], home_result=self.home_result, away_result=self.away_result)
        played = replace(match, games=tuple(games))
        codes = match_codes(played, t.settings.game_points) or (None, None)
        return _with_match(t, rnd, self.board, replace(played, white_result=codes[0], black_result=codes[1]))


@dataclass(frozen=True)
class ForfeitMatch(Operation):
    """A match not played (TRF 330): '+'/'-', '-'/'+' or both '-'; every board is forfeited the
    same way (ruling T7). (None, None) restores the match to be played, without results."""

    round: int
    board: int
    white_result: str | None
    black_result: str | None

    @property
    def label(self) -> str:
        return f"forfeited match: round {self.round}, match {self.board}"

    def apply(self, t: Tournament) -> Tournament:
        rnd, match = _match(t, self.round, self.board)
        pair = (self.white_result, self.black_result)
        if pair != (None, None) and pair not in FORFEITED_MATCHES:
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "a forfeited match is +/-, -/+ or -/- (TRF 330)")))
        games = tuple(replace(g, home_result=self.white_result, away_result=self.black_result) for g in match.games)
        return _with_match(t, rnd, self.board, replace(match, white_result=self.white_result,
                                                         black_result=self.black_result, games=games))
