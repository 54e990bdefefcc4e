"""A team event of the app as a TRF-2026 file and back (docs/double-swiss-and-team.md, TRF.md 6.5).

The members of every roster become 001 records (numbered team by team, in board order), with one
cell per round: the board game they played (opponent member, board colour, result, in the
tournament's game points; the forfeited games of a forfeited match too, ruling T7). The teams are
310 records (TPN, name, strength, match and game points, members); the pairing-allocated byes a
320 record (PAB match and game points, 1.4); the forfeited matches 330 records; the match points 362 (TW/TD/TL) and the number of boards 352 (the
board colours of the team with White, 1.6.1). ``trf_teams`` reads all this back into the teams'
rounds, so ``arbiter-pair --team`` pairs the next round from the file as the app does.

Not exported: half- and full-point byes of a team and next-round absences (a team with no game in
a round reads as absent, 'Z'), the 300 out-of-default-order record (every member's board is in
their cell), 801/802.

Reading a team file (``team_event_from_trf``) takes the teams' rounds of ``trf_teams.team_view``
and gives each match its board games: the k-th game is the k-th member of the White team's roster
with a game in that round (ruling T5) against the member it played.
"""
from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import Callable

from ..tournament.model import Board, Game, Member, Tournament
from ..tournament.validation import validate
from ..tournament.team.event import game_points_history, home_has_white
from .trf import RoundCell, TrfError, TrfFile, TrfPlayer
from .trf_teams import TeamRecords, boards, team_records, team_view

FORFEIT_CODES = ("+", "-")


def member_ids(t: Tournament) -> dict[tuple[int, int], int]:
    """(team, roster position) -> the member's 001 number, team by team in board order."""
    ids: dict[tuple[int, int], int] = {}
    for team in sorted(t.players):
        for position in range(1, len(t.rosters.get(team, ())) + 1):
            ids[(team, position)] = len(ids) + 1
    return ids


def _game_cells(board: Board, ids: dict[tuple[int, int], int]) -> dict[int, RoundCell]:
    """The cells of the members who played the match of ``board`` (a forfeited match: its
    forfeited games, ruling T7)."""
    cells = {}
    for k, game in enumerate(board.games, start=1):
        home, away = ids.get((board.white, game.home)), ids.get((board.black, game.away))
        home_colour = "w" if home_has_white(k) else "b"  # 1.6.1: alternating from the team colour
        away_colour = "b" if home_colour == "w" else "w"
        if home is not None and game.home_result is not None:
            cells[home] = RoundCell(away, home_colour if away is not None else None, game.home_result)
        if away is not None and game.away_result is not None:
            cells[away] = RoundCell(home, away_colour if home is not None else None, game.away_result)
    return cells


def _decimal(value: Fraction) -> str:
    return f"{float(value):.1f}"


def team_event_to_trf(t: Tournament, trf: TrfFile, rounds: int) -> TrfFile:
    """``trf`` (the event's header, as ``tournament_to_trf`` builds it for the teams) with the
    members as 001 records and the team records, for rounds 1..``rounds``. TrfError for a team
    number over 999: TRF 310 numbers teams in three columns, and a wider one is misread."""
    widest = max(t.players, default=0)
    if widest > 999:
        raise TrfError(trf.path, None, "310 team pairing number", f"team {widest}: a TRF file numbers teams in three "
                       "columns (at most 999 teams)")
    ids = member_ids(t)
    cells: dict[int, dict[int, RoundCell]] = {}
    pab: list[int] = []
    forfeits: list[str] = []
    for r in range(1, rounds + 1):
        rnd = t.round(r)
        for board in rnd.boards:
            for member, cell in _game_cells(board, ids).items():
                cells.setdefault(member, {})[r] = cell
            if board.white_result in FORFEIT_CODES:  # 330: the whole match forfeited
                forfeits.append(f"330 {board.white_result}{board.black_result} {r:03d} {board.white:03d} {board.black:03d}")
        pab.append(next((team for team, code in rnd.unpaired.items() if code == "U"), 0))
    game_points = t.settings.game_points
    players = {}
    for (team, position), pid in ids.items():
        m = t.rosters[team][position - 1]
        own = cells.get(pid, {})
        row = [own.get(r, RoundCell(None, None, "Z")) for r in range(1, max(own, default=0) + 1)]
        players[pid] = TrfPlayer(line=0, id=pid, sex=m.sex, title=m.title, name=m.name, rating=m.rating,
                                 federation=m.federation, fide_id=m.fide_id, birth_date=m.birth_date,
                                 points=sum((game_points.points(c) for c in row), Fraction(0)), rank=None, rounds=row)
    history = game_points_history(t, rounds)
    team_lines = []
    for team, p in sorted(t.players.items()):
        members = "".join(f" {ids[(team, k)]:>4}" for k in range(1, len(t.rosters.get(team, ())) + 1))
        mp = t.score(team, rounds + 1)
        gp = sum(history[team], Fraction(0))
        team_lines.append(f"310 {team:>3} {p.name[:32]:<32} {'':<5} {p.fide_rating:>6} {_decimal(mp):>6} "
                          f"{_decimal(gp):>6} {'':>3} {members}".rstrip())
    ms = t.settings.point_system
    extra = [*team_lines]
    if any(pab):
        pab_gp = t.settings.boards * game_points.draw  # 1.4, ruling T6
        extra.append(f"320 {_decimal(ms.pab):>4} {_decimal(pab_gp):>4}" + "".join(f" {team:03d}" for team in pab))
    extra += forfeits
    header = dict(trf.header)
    header["362"] = f"TW {_decimal(ms.win)} TD {_decimal(ms.draw)} TL {_decimal(ms.loss)}"
    header["352"] = "".join("W" if home_has_white(k) else "B" for k in range(1, t.settings.boards + 1))
    return replace(trf, header=header, players=players, point_system=game_points, byes={}, absent_next=set(),
                   accelerations=[], xxa={}, forbidden=[], extra_lines=extra + list(trf.extra_lines))


# ---------------------------------------------------------------- TRF -> tournament

MATCH_CODES = {"W": "1", "D": "=", "L": "0"}  # the team view's match results as the app's codes
TEAM_HEADER = ("352", "362")  # written again from the settings


# The 192 code written for a team system whose settings name another one (TRF.md section 7).
TEAM_CODES = {"team": "FIDE_TEAM_TYPEA_MP_GP", "team_b": "FIDE_TEAM_TYPEB_MP_GP", "team_no_colours": "CUSTOM_TEAM_SWISS",
              "team_round_robin": "CUSTOM_TEAM_ROUNDROBIN_MP_GP"}  # not in TRF.md: an Arbiter code (CUSTOM_)


def team_system_of_type(code: str | None) -> str:
    """The engine's team system for a 192 code (1.7): Type B, the team round robin
    (CUSTOM_TEAM_ROUNDROBIN), no preferences (CUSTOM_TEAM_SWISS), Type A."""
    text = (code or "").upper()
    if text.startswith("CUSTOM_TEAM_ROUNDROBIN"):
        return "team_round_robin"
    return "team_b" if "TYPEB" in text else "team_no_colours" if text.startswith("CUSTOM_TEAM") else "team"


def _match_games(trf: TrfFile, records: TeamRecords, r: int, board: Board, count: int) -> tuple[Game, ...]:
    home_ids, away_ids = records.teams[board.white].members, records.teams[board.black].members
    games = []
    for pid in home_ids:
        rounds = trf.players[pid].rounds
        if len(rounds) >= r and rounds[r - 1].opponent in away_ids:
            cell = rounds[r - 1]
            other = trf.players[cell.opponent].rounds[r - 1]
            games.append(Game(home_ids.index(pid) + 1, away_ids.index(cell.opponent) + 1, cell.result, other.result))
    if not games and board.white_result in FORFEIT_CODES:  # 330 alone: every board forfeited alike (T7)
        return tuple(Game(k, k, board.white_result, board.black_result) for k in range(1, count + 1))
    return tuple(games)


def team_event_from_trf(trf: TrfFile, individual: Callable[[TrfFile], Tournament]) -> Tournament:
    """The app's team event a team TRF file describes; ``individual`` reads the teams' view (one
    cell per team and round) as ``trf_tournament.tournament_from_trf`` reads any file."""
    records = team_records(trf)
    view = team_view(trf)
    players = {tpn: replace(p, rounds=[replace(c, result=MATCH_CODES.get(c.result, c.result)) for c in p.rounds])
               for tpn, p in view.players.items()}
    header = {code: text for code, text in trf.header.items() if code not in TEAM_HEADER}
    t = individual(replace(view, players=players, header=header, integrity=trf.integrity))  # as an individual event
    count = boards(trf)
    rounds = tuple(replace(rnd, boards=tuple(replace(b, games=_match_games(trf, records, rnd.number, b, count))
                                             for b in rnd.boards)) if rnd.paired else rnd for rnd in t.rounds)
    rosters = {tpn: tuple(Member(p.name, p.title, p.sex, p.federation, p.fide_id, p.rating, p.birth_date)
                          for p in (trf.players[pid] for pid in team.members)) for tpn, team in records.teams.items()}
    settings = replace(t.settings, system=team_system_of_type(trf.tournament_type),
                       tournament_type=trf.tournament_type, point_system=records.scoring,
                       game_points=trf.point_system, boards=count)
    event = replace(t, settings=settings, rounds=rounds, rosters=rosters)
    problems = validate(event)
    if problems:
        raise TrfError(trf.path, None, None, "not a consistent team event: " + "; ".join(problems[:3]))
    return event
