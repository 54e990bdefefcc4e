"""The xlsx export of a team event: rosters, each round's board games with White's member first,
and the team standings equal to ``team_standings`` cell by cell."""
from __future__ import annotations

from pathlib import Path

from arbiter_gui.formats.xlsx import build_workbook, number
from arbiter_gui.store import open as open_store
from arbiter_gui.tournament.team.operations import ForfeitMatch, SetGameResult
from arbiter_gui.tournament.team.standings import team_standings, tiebreak_order
from tests.reports.test_match_cards import team_event


def finished_round(folder: Path):  # noqa: ANN201
    """Round 1 of the 14-team event with every game played (match 2 forfeited by its White team)."""
    team_event(folder)
    store = open_store(str(folder / "team.arbiter"))
    try:
        boards = store.tournament().round(1).boards
        store.apply(ForfeitMatch(1, 2, "-", "+"))
        for match in range(3, len(boards) + 1):
            for game in range(1, 5):
                store.apply(SetGameResult(1, match, game, *(("1", "0"), ("=", "="))[(match + game) % 2]))
        return store.tournament()
    finally:
        store.close()


def test_team_sheets(tmp_path: Path) -> None:
    t = finished_round(tmp_path)
    assert t.complete_rounds == 1
    wb = build_workbook(t)
    assert wb.sheetnames == ["Players", "Rosters", "Round 1", "Round 1 boards", "Team standings", "Crosstable"]
    rosters = list(wb["Rosters"].iter_rows(min_row=2, values_only=True))
    assert len(rosters) == sum(len(m) for m in t.rosters.values())
    assert rosters[0][:5] == (1, t.player(1).name, 1, "FM", t.rosters[1][0].name)
    games = list(wb["Round 1 boards"].iter_rows(min_row=2, values_only=True))
    assert len(games) == 4 * len(t.round(1).boards)
    first = t.round(1).boards[0]
    # board 2: the colours alternate, the away team's member has White
    assert games[1][2] == t.player(first.black).name and games[1][3] == t.rosters[first.black][1].name
    assert games[4][5:7] == ("-", "+")  # the forfeited match, board 1
    codes = list(tiebreak_order(t))
    sheet = wb["Team standings"]
    assert [c.value for c in sheet[1]] == ["Rank", "No", "Team", "Fed", "Strength", "MP", "GP", *codes]
    expected = [(row.rank, row.team, number(row.match_points), number(row.game_points), *(number(v) for v in row.values))
                for row in team_standings(t)]
    shown = [(r[0], r[1], *r[5:]) for r in sheet.iter_rows(min_row=2, values_only=True)]
    assert shown == expected and len(shown) == len(t.players)
