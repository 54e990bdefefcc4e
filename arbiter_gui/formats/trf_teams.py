"""Team events (C.04.6) in TRF: from the board games to the teams' rounds (docs/double-swiss-and-team.md).

Records read (TRF.md 6.5, 5.2, 2.3): 310 (or the older 013) teams with their players; 001 players
with one cell per board game; 320 pairing-allocated byes; 330 forfeited matches; 362 match points
(TW/TD/TL, default 2/1/0); 352 board colours (only its length, the number of boards). The 192 code
FIDE_TEAM_..._GP_MP / ..._GP makes game points the primary score (1.2.1); match points otherwise.

A team's round is built from the cells of its players: the opponent team is the team of their
opponents, its colour that of its highest listed player with a game in that round (the first
board in the default order, 1.6.1; 300 records are not read), the match result from the game
points of both teams. The whole is a one-cell-per-team file (``team_view``) read by the common
readers of ``trf_pairing``.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from fractions import Fraction

from ..engine.snapshot import Snapshot
from ..engine.swiss.team.pairing import with_game_points
from ..tournament.scoring import PointSystem, RoundCell
from ..tournament.team.event import DEFAULT_BOARDS, primary_is_game_points
from .trf import TrfError, TrfFile, TrfPlayer, ascii_number, parse_decimal

TEAM_TYPE_CODES = ("FIDE_TEAM", "CUSTOM_TEAM")


@dataclass(frozen=True)
class Team:
    id: int  # TPN (1.1)
    name: str
    strength: int
    members: tuple[int, ...]  # player ids, roster (default board) order


@dataclass(frozen=True)
class TeamRecords:
    teams: dict[int, Team]
    pab: dict[int, int]  # round -> team (320)
    pab_match_points: Fraction | None
    pab_game_points: Fraction | None
    forfeits: dict[tuple[int, int], tuple[int, str]]  # (round, team) -> (opponent, own result '+'/'-')
    forfeit_white: set[tuple[int, int]]  # (round, team) having White in a 330 record
    scoring: PointSystem  # match points (362)


def is_team_event(trf: TrfFile) -> bool:
    """The 192 code names a team system (FIDE_TEAM..., CUSTOM_TEAM...): 310 / 013 records alone
    may just list the teams of an individual event (team prizes)."""
    return (trf.tournament_type or "").upper().startswith(TEAM_TYPE_CODES)


def _number(trf: TrfFile, line: str, first: int, last: int, field: str) -> int:
    text = line[first - 1:last].strip()
    if not ascii_number(text):
        raise TrfError(trf.path, None, field, f"{text!r} is not a number in the record {line.rstrip()!r}")
    return int(text)


def _decimal(trf: TrfFile, line: str, first: int, last: int, field: str) -> Fraction | None:
    text = line[first - 1:last].strip()
    if not text:
        return None
    value = parse_decimal(text)
    if value is None:
        raise TrfError(trf.path, None, field, f"{text!r} is not a number in the record {line.rstrip()!r}")
    return value


def _ids(trf: TrfFile, line: str, first: int, step: int, width: int, field: str) -> list[int]:
    found = []
    for start in range(first, len(line.rstrip()) + 1, step):
        text = line[start - 1:start - 1 + width].strip()
        if text and text.strip("0"):
            found.append(_number(trf, line, start, start + width - 1, field))
    return found


def match_scoring(trf: TrfFile) -> PointSystem:
    """362 (TRF.md 2.3): TW / TD / TL points, default 2 / 1 / 0."""
    values = {"TW": Fraction(2), "TD": Fraction(1), "TL": Fraction(0)}
    for symbol, text in re.findall(r"(T[WDL])\s*(-?\d+(?:\.\d+)?)", trf.header.get("362", ""), re.ASCII):
        values[symbol] = Fraction(text)
    win, draw, loss = values["TW"], values["TD"], values["TL"]
    return PointSystem(win=win, draw=draw, loss=loss, zero_bye=loss, forfeit_loss=loss, half_bye=draw,
                       full_bye=win, forfeit_win=win, pab=draw)  # 1.4: a PAB scores a drawn match


def team_records(trf: TrfFile) -> TeamRecords:
    teams: dict[int, Team] = {}
    pab: dict[int, int] = {}
    pab_mp = pab_gp = None
    forfeits: dict[tuple[int, int], tuple[int, str]] = {}
    white: set[tuple[int, int]] = set()
    for line in trf.extra_lines:
        code = line[:3]
        if code == "310":
            tpn = _number(trf, line, 5, 7, "310 team pairing number")
            if tpn in teams:  # e.g. a team numbered 1000 written in the three columns: never overwrite one
                raise TrfError(trf.path, None, "310 team pairing number", f"team {tpn} has a second record "
                               f"{line.rstrip()!r} (team numbers have three digits: at most 999 teams)")
            strength = _decimal(trf, line, 48, 53, "310 strength factor")
            teams[tpn] = Team(tpn, line[8:40].strip(), int(strength or 0), tuple(_ids(trf, line, 74, 5, 4, "310 player")))
        elif code == "013":
            tpn = len(teams) + 1
            teams[tpn] = Team(tpn, line[4:36].strip(), 0, tuple(_ids(trf, line, 37, 5, 4, "013 player")))
        elif code == "320":
            pab_mp = _decimal(trf, line, 5, 8, "320 PAB match points")
            pab_gp = _decimal(trf, line, 10, 13, "320 PAB game points")
            for r, team in enumerate(_round_teams(trf, line), start=1):
                if team:
                    pab[r] = team
        elif code == "330":
            result = line[4:6]
            if result not in ("+-", "-+", "--"):
                raise TrfError(trf.path, None, "330 result", f"{result!r} is not +-, -+ or -- in {line.rstrip()!r}")
            r = _number(trf, line, 8, 10, "330 round")
            w, b = _number(trf, line, 12, 14, "330 White team"), _number(trf, line, 16, 18, "330 Black team")
            forfeits[(r, w)], forfeits[(r, b)] = (b, result[0]), (w, result[1])
            white.add((r, w))
    if not teams:  # pairing no team would pair "0 boards" and import no player (issue 16)
        raise TrfError(trf.path, None, "team records", f"the 192 code {trf.tournament_type!r} names a team event, "
                       "but the file has no team record (310 or 013)")
    member_of = [pid for team in teams.values() for pid in team.members]
    for pid in member_of:
        if pid not in trf.players:
            raise TrfError(trf.path, None, "team player", f"player {pid} of a team record has no 001 record")
    scoring = match_scoring(trf)
    if pab_mp is not None:
        scoring = replace(scoring, pab=pab_mp)
    return TeamRecords(teams, pab, pab_mp, pab_gp, forfeits, white, scoring)


def _round_teams(trf: TrfFile, line: str) -> list[int]:
    """320: one 3-digit team per round from column 15, every 4 columns ('000' = none)."""
    return [_number(trf, line, start, start + 2, "320 PAB team") if line[start - 1:start + 2].strip() else 0
            for start in range(15, len(line.rstrip()) + 1, 4)]


def boards(trf: TrfFile) -> int:
    return len(trf.header.get("352", "").strip()) or DEFAULT_BOARDS


class TeamRounds:
    """Each team's rounds from the board games."""

    def __init__(self, trf: TrfFile) -> None:
        self.trf = trf
        self.records = team_records(trf)
        self.team_of = {pid: team.id for team in self.records.teams.values() for pid in team.members}
        self.rounds = max((len(p.rounds) for p in trf.players.values()), default=0)
        self._points: dict[tuple[int, int], Fraction] = {}

    def _games(self, team: int, r: int) -> list[tuple[TrfPlayer, RoundCell]]:
        found = []
        for pid in self.records.teams[team].members:
            player = self.trf.players[pid]
            if len(player.rounds) >= r and player.rounds[r - 1].opponent is not None:
                found.append((player, player.rounds[r - 1]))
        return found

    def game_points(self, team: int, r: int) -> Fraction:
        if (team, r) not in self._points:
            self._points[(team, r)] = self._game_points(team, r)
        return self._points[(team, r)]

    def _game_points(self, team: int, r: int) -> Fraction:
        if self.records.pab.get(r) == team:
            default = boards(self.trf) * self.trf.point_system.draw  # 1.4: the game points of a draw
            return self.records.pab_game_points if self.records.pab_game_points is not None else default
        return sum((self.trf.point_system.points(cell) for _, cell in self._games(team, r)), Fraction(0))

    def cell(self, team: int, r: int) -> RoundCell:
        """The team's round as one cell: opponent team, colour (1.6.1), match result W/D/L, +/-, U or Z."""
        if self.records.pab.get(r) == team:
            return RoundCell(None, None, "U")
        if (r, team) in self.records.forfeits:  # 330
            opponent, result = self.records.forfeits[(r, team)]
            return RoundCell(opponent, "w" if (r, team) in self.records.forfeit_white else "b", result)
        games = self._games(team, r)
        if not games:
            return RoundCell(None, None, "Z")
        first_player, first = games[0]
        opponent = self.team_of.get(first.opponent or 0)
        if opponent is None:
            raise TrfError(self.trf.path, first_player.line, f"round {r} opponent",
                           f"player {first.opponent} (opponent of {first_player.id}) is in no team record")
        own, theirs = self.game_points(team, r), self.game_points(opponent, r)
        result = "W" if own > theirs else "L" if own < theirs else "D"
        return RoundCell(opponent, first.colour, result)


def team_view(trf: TrfFile) -> TrfFile:
    """The event as one 001-like record per team, one cell per round, scored in match points."""
    rounds = TeamRounds(trf)
    players = {}
    for team in rounds.records.teams.values():
        cells = [rounds.cell(team.id, r) for r in range(1, rounds.rounds + 1)]
        while cells and cells[-1].result == "Z" and cells[-1].opponent is None:
            cells.pop()  # rounds not yet played
        players[team.id] = TrfPlayer(line=0, id=team.id, sex="", title="", name=team.name, rating=team.strength,
                                     federation="", fide_id="", birth_date="",
                                     points=sum((rounds.records.scoring.points(c) for c in cells), Fraction(0)),
                                     rank=None, rounds=cells)
    return replace(trf, players=players, point_system=rounds.records.scoring, tournament_type=None,
                   extra_lines=[], byes={}, absent_next=set(), forbidden=[], accelerations=[], xxa={})


def game_points_primary(trf: TrfFile) -> bool:
    return primary_is_game_points(trf.tournament_type)


def with_secondary_scores(trf: TrfFile, snap: Snapshot) -> Snapshot:
    """4.2.2: each team's game points before the round (``team.with_game_points``)."""
    rounds = TeamRounds(trf)
    played = snap.round - 1
    game_points = {t: [rounds.game_points(t, r) for r in range(1, played + 1)] for t in rounds.records.teams}
    return with_game_points(snap, game_points, game_points_primary(trf))
