"""Team standings (C.07 for teams) computed by hand on a 4-team, 2-round event.

Round 1: 1 (White) beats 3 by 3-1 (boards 1-0, ½, 1-0, ½); 4 (White) and 2 draw 2-2 (1-0, 0-1, ½, ½).
Round 2 (1-2, 3-4): the lower number wins 2½-1½ (boards 1 and 2 won, board 3 lost, board 4 drawn).
MP 1: 4, 2: 1, 3: 2, 4: 1.  GP 1: 5½, 2: 3½, 3: 3½, 4: 3½.
BC (board number × game points, 12.1): 1: (1 + 1 + 3 + 2) + (1 + 2 + 0 + 2) = 12; 2: (0 + 2 + 1½ + 2) +
(0 + 0 + 3 + 2) = 10½; 3: (0 + 1 + 0 + 2) + 5 = 8; 4: (1 + 0 + 1½ + 2) + 5 = 9½.
EMMSB (opponent's MP × own MP against it): 1: 2×2 + 1×2 = 6; 2: 1×1 + 4×0 = 1; 3: 4×0 + 1×2 = 2; 4: 1×1 + 2×0 = 1.
EGGSB (opponent's GP × own GP against it): 1: 3½×3 + 3½×2½ = 19¼; 3: 5½×1 + 3½×2½ = 14¼.
BH on match points: 1: 2 + 1 = 3; 2: 1 + 4 = 5; 3: 4 + 1 = 5; 4: 1 + 2 = 3.
EMGSB breaks the tie of 2 and 4 (MP 1, GP 3½): 2: 1×2 + 4×1½ = 8; 4: 1×2 + 2×1½ = 5."""
from __future__ import annotations

from fractions import Fraction
from pathlib import Path

from arbiter_gui import store
from arbiter_gui.tournament.engine_input import pair_next_round
from arbiter_gui.tournament.model import Player
from arbiter_gui.tournament.team.operations import AddTeam, SetGameResult
from arbiter_gui.tournament.team.standings import DEFAULT_TEAM_TIEBREAKS, TEAM_TIEBREAKS, board_results, team_standings
from tests.tournament.test_team_event import roster, team_settings

CODES = ("BC", "EMMSB", "EGGSB", "BH")


def small_event(path: Path, tiebreaks: tuple[str, ...]):
    s = store.create(path, team_settings(2, tiebreaks=tiebreaks))
    for n in range(1, 5):
        s.apply(AddTeam(Player(0, f"Team {n}"), roster(n, size=4)))
    pair_next_round(s)
    assert [b.players for b in s.tournament().round(1).boards] == [(1, 3), (4, 2)]
    for m, games in enumerate([[("1", "0"), ("=", "="), ("1", "0"), ("=", "=")],
                               [("1", "0"), ("0", "1"), ("=", "="), ("=", "=")]], start=1):
        for k, result in enumerate(games, start=1):
            s.apply(SetGameResult(1, m, k, *result))
    pair_next_round(s)
    for m, (white, black) in enumerate(b.players for b in s.tournament().round(2).boards):
        for k, lower in enumerate([("1", "0"), ("1", "0"), ("0", "1"), ("=", "=")], start=1):
            s.apply(SetGameResult(2, m + 1, k, *(lower if white < black else lower[::-1])))
    return s


def test_board_count_extended_sonneborn_berger_and_buchholz(tmp_path: Path) -> None:
    with small_event(tmp_path / "t.arbiter", CODES) as s:
        rows = {row.team: row for row in team_standings(s.tournament())}
    half = Fraction(1, 2)
    assert {team: row.values[0] for team, row in rows.items()} == {1: 12, 2: 10 + half, 3: 8, 4: 9 + half}
    assert {team: row.values[1] for team, row in rows.items()} == {1: 6, 2: 1, 3: 2, 4: 1}
    assert rows[1].values[2] == Fraction(77, 4) and rows[3].values[2] == Fraction(57, 4)
    assert {team: row.values[3] for team, row in rows.items()} == {1: 3, 2: 5, 3: 5, 4: 3}
    assert [rows[t].rank for t in (1, 3, 2, 4)] == [1, 2, 3, 4]  # 2 ahead of 4 on BC


def test_the_default_tiebreaks_rank_the_event(tmp_path: Path) -> None:
    assert all(code in TEAM_TIEBREAKS or code == "BH" for code in DEFAULT_TEAM_TIEBREAKS)
    with small_event(tmp_path / "t.arbiter", ()) as s:
        t = s.tournament()
        rows = team_standings(t)
        boards = board_results(t)
    assert [row.team for row in rows] == [1, 3, 2, 4]  # GP ties 2 and 4, EMGSB 8 against 5
    assert rows[2].values[1] == 8 and rows[3].values[1] == 5
    first_boards = {b.team: b.points for b in boards if b.position == 1}
    assert first_boards == {1: 2, 2: 0, 3: 1, 4: 1}
