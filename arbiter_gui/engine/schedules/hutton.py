"""The Hutton system (seed 003 chapter 5.1): a jamboree of one round in which each player meets a
player of about his board in another team, each team ideally having two players (one White, one
Black) for each opposing team: t teams of 2(t - 1) players.

The tables of the seed (3 teams of 4, 4 of 6, 5 of 8) are used as printed. For other numbers of
teams the table is built the same way: the teams' games in the order of a double round robin
between the teams (the Berger table, then its rounds in reverse order with colours reversed, as the
seed's tables mirror their first half), each team's players taking their games in board order.
Fewer players than the table: the games of the boards beyond are suppressed (4 teams of 4 lose
A5-D5, C5-B5, B6-A6, D6-C6); more players: the table is repeated for the boards beyond, with the
same colours (4 teams of 8 add A7-B7, C7-D7, B8-C8, D8-A8).
"""
from __future__ import annotations

from ...text import QT_TRANSLATE_NOOP, Text, explain_text
from .berger import ScheduleError, table
from .common import LETTERS, Schedule, member, team_of

__all__ = ["HUTTON_TABLES", "board_of", "extend", "hutton", "resized", "table_of"]

HUTTON_TABLES: dict[int, str] = {  # seed 003 5.1: teams -> the printed table (2(t - 1) players a team)
    3: "B1-C1 C2-A1 A2-B2 B3-A3 A4-C3 C4-B4",
    4: "A1-B1 C1-D1 B2-C2 D2-A2 A3-C3 B3-D3 D4-B4 C4-A4 C5-B5 A5-D5 B6-A6 D6-C6",
    5: "B1-E1 D1-C1 E2-A1 A2-D2 C2-B2 A3-C3 E3-D3 D4-B3 B4-A4 C4-E4 B5-C5 D5-A5 A6-E5 C6-D6 E6-B6 "
       "A7-B7 E7-C7 B8-D7 C8-A8 D8-E8",
}


def board_of(label: str) -> int:
    return int(label[len(team_of(label)):])


def table_of(teams: int) -> list[tuple[str, str]]:
    """The Hutton table of ``teams`` teams of 2(teams - 1) players: the boards (white, black)."""
    if not 2 <= teams <= len(LETTERS):
        raise ScheduleError(explain_text(QT_TRANSLATE_NOOP(
            "Explain", "a Hutton event needs 2 to {0} teams, not {1}"), len(LETTERS), teams))
    if teams in HUTTON_TABLES:
        return [tuple(board.split("-")) for board in HUTTON_TABLES[teams].split()]
    cycle = [(a, b) for phase in table(teams) for a, b in phase if max(a, b) <= teams]
    order = cycle + [(b, a) for a, b in reversed(cycle)]
    taken = dict.fromkeys(range(1, teams + 1), 0)
    boards = []
    for a, b in order:
        taken[a] += 1
        taken[b] += 1
        boards.append((member(LETTERS[a - 1], taken[a]), member(LETTERS[b - 1], taken[b])))
    return boards


def extend(boards: list[tuple[str, str]], size: int, players: int, reverse: bool) -> list[tuple[str, str]]:
    """The table of ``size`` players a team cut or repeated to ``players``: the copies for the boards
    beyond keep the colours (Hutton) or reverse them (Hilton, ``reverse``)."""
    if players < 1:
        raise ScheduleError(explain_text(QT_TRANSLATE_NOOP(
            "Explain", "a team needs at least one player, not {0}"), players))
    result = []
    for copy in range(-(-players // size)):
        flip = reverse and copy % 2 == 1
        for w, b in boards:
            w, b = (member(team_of(x), board_of(x) + copy * size) for x in (w, b))
            if board_of(w) <= players and board_of(b) <= players:
                result.append((b, w) if flip else (w, b))
    return result


def resized(players: int, size: int, reverse: bool) -> Text:
    """Why the table of ``size`` players a team was cut or repeated to ``players`` (``extend``)."""
    if players < size:
        return explain_text(QT_TRANSLATE_NOOP("Explain", "{0} players a team: boards beyond {1} suppressed"),
                            players, size)
    if reverse:
        return explain_text(QT_TRANSLATE_NOOP("Explain", "{0} players a team: boards beyond {1} repeat the table with "
                                                         "the colours reversed"), players, size)
    return explain_text(QT_TRANSLATE_NOOP("Explain", "{0} players a team: boards beyond {1} repeat the table with the "
                                                     "same colours"), players, size)


def hutton(teams: int, players: int | None = None) -> Schedule:
    """One round for ``teams`` teams of ``players`` (2(teams - 1) when not given)."""
    size = 2 * (teams - 1)
    base = table_of(teams)
    players = players or size
    boards = extend(base, size, players, reverse=False)
    paired = {p for board in boards for p in board}
    rests = [member(t, b) for t in LETTERS[:teams] for b in range(1, players + 1) if member(t, b) not in paired]
    source = (QT_TRANSLATE_NOOP("Explain", "seed 003 5.1: {0} teams of {1}, the seed's table") if teams in HUTTON_TABLES
              else QT_TRANSLATE_NOOP("Explain", "seed 003 5.1: {0} teams of {1}, a double round robin between the "
                                                "teams in board order"))
    reasons = [explain_text(source, teams, size)]
    if players != size:
        reasons.append(resized(players, size, reverse=False))
    return Schedule("hutton", [boards], [rests], reasons)
