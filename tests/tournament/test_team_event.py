"""A team event (C.04.6) through the store: teams with rosters, matches paired by the engine with
their boards, results per board, the match result that follows, a forfeited match, undo/redo and
reopening the file; the team standings computed by hand on a small event."""
from __future__ import annotations

import random
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import pytest

from arbiter_gui import store
from arbiter_gui.engine.snapshot import Colour
from arbiter_gui.tournament.engine_input import pair_next_round, snapshot
from arbiter_gui.tournament.model import Member, Player, TournamentSettings
from arbiter_gui.tournament.validation import validate
from arbiter_gui.tournament.operations import OperationError
from arbiter_gui.tournament.team.event import TEAM_POINTS, home_has_white, round_game_points
from arbiter_gui.tournament.team.operations import AddTeam, ForfeitMatch, SetGameResult, SetLineup, SetRoster
from arbiter_gui.tournament.team.standings import board_results, team_standings

GAME_RESULTS = [("1", "0"), ("0", "1"), ("=", "=")]


def team_settings(rounds: int, **more: object) -> TournamentSettings:
    return TournamentSettings(name="Team Cup", rounds=rounds, system="team", tournament_type="FIDE_TEAM_TYPEA_MP_GP",
                              point_system=TEAM_POINTS, boards=4, initial_colour=Colour.WHITE, **more)


def roster(team: int, size: int = 5) -> tuple[Member, ...]:
    return tuple(Member(f"Member {team}.{k}", rating=2400 - 40 * team - 10 * k) for k in range(1, size + 1))


def team_store(path: Path, teams: int, rounds: int):
    s = store.create(path, team_settings(rounds))
    for n in range(1, teams + 1):
        s.apply(AddTeam(Player(0, f"Team {n:02d}"), roster(n)))
    return s


def enter_round(s, number: int, rng: random.Random) -> None:
    rnd = s.tournament().round(number)
    for m, match in enumerate(rnd.boards, start=1):
        for k in range(1, len(match.games) + 1):
            s.apply(SetGameResult(number, m, k, *rng.choice(GAME_RESULTS)))


def test_teams_are_numbered_by_strength_and_keep_their_rosters(tmp_path: Path) -> None:
    s = store.create(tmp_path / "t.arbiter", team_settings(5))
    s.apply(AddTeam(Player(0, "Weak"), roster(9)))
    s.apply(AddTeam(Player(0, "Strong"), roster(1)))
    t = s.tournament()
    assert [t.players[n].name for n in (1, 2)] == ["Strong", "Weak"]  # C.04.2 2.2 on the strength
    assert t.players[1].fide_rating == 2400 - 40 - 25 and t.rosters[1] == roster(1)  # the first 4 members
    s.apply(SetRoster(2, roster(9)[::-1]))
    assert s.tournament().rosters[2][0].name == "Member 9.5"


def test_a_round_of_matches_with_boards_and_the_match_result(tmp_path: Path) -> None:
    s = team_store(tmp_path / "t.arbiter", teams=6, rounds=5)
    pair_next_round(s)
    t = s.tournament()
    match = t.round(1).boards[0]
    assert len(match.games) == 4 and [(g.home, g.away) for g in match.games] == [(1, 1), (2, 2), (3, 3), (4, 4)]
    assert [home_has_white(k) for k in (1, 2, 3, 4)] == [True, False, True, False]
    for k, result in enumerate([("1", "0"), ("=", "="), ("0", "1")], start=1):
        s.apply(SetGameResult(1, 1, k, *result))
    assert s.tournament().round(1).boards[0].white_result is None  # a board still to play
    s.apply(SetGameResult(1, 1, 4, "1", "0"))
    match = s.tournament().round(1).boards[0]
    assert (match.white_result, match.black_result) == ("1", "0")  # 2½-1½
    assert round_game_points(s.tournament(), match.white, 1) == Fraction(5, 2)
    with pytest.raises(OperationError, match="has results"):
        s.apply(SetLineup(1, 1, ((1, 1), (2, 2), (3, 3), (5, 4))))
    s.apply(SetLineup(1, 2, ((1, 1), (2, 2), (3, 3), (5, 4))))  # the reserve plays board 4
    s.apply(ForfeitMatch(1, 3, "+", "-"))
    t = s.tournament()
    assert t.round(1).boards[2].white_result == "+" and t.score(t.round(1).boards[2].white, 2) == 2
    assert validate(t) == []
    s.undo()
    assert s.tournament().round(1).boards[2].white_result is None
    s.redo()
    path = s.path
    final = s.tournament()
    s.close()
    with store.open(path) as again:
        assert again.tournament() == final


def test_nine_rounds_of_forty_teams_validate_and_use_game_points(tmp_path: Path) -> None:
    s = team_store(tmp_path / "t.arbiter", teams=40, rounds=9)
    rng = random.Random(9)
    for r in range(1, 10):
        pair_next_round(s)
        t = s.tournament()
        if r > 1:  # 4.2.2: the secondary score (game points) reaches the engine
            states = {p.id: p for p in snapshot(t, r).players}
            assert all(states[team].secondary_score == sum(round_game_points(t, team, q) for q in range(1, r))
                       for team in t.players)
        enter_round(s, r, rng)
        assert validate(s.tournament()) == []
    t = s.tournament()
    met = [frozenset(b.players) for rnd in t.rounds for b in rnd.boards]
    assert len(met) == len(set(met))  # C1: no two teams meet twice
    rows = team_standings(t)
    assert len(rows) == 40 and rows[0].rank == 1
    assert sum(r.match_points for r in rows) == 9 * 20 * 2  # every match gives 2 match points
    assert sum(r.game_points for r in rows) == 9 * 20 * 4
    assert sum(b.points for b in board_results(t)) == 9 * 20 * 4


def test_team_standings_by_hand(tmp_path: Path) -> None:
    """4 teams, 2 rounds. Round 1: 1 beats 3 by 3-1, 4 and 2 draw 2-2. Round 2 (1-2, 3-4): the
    lower number wins 2½-1½ (boards 1 and 2 won, board 3 lost, board 4 drawn).
    MP: 1: 2 + 2 = 4; 2: 1 + 0 = 1; 3: 0 + 2 = 2; 4: 1 + 0 = 1.
    GP: 1: 3 + 2½; 2: 2 + 1½; 3: 1 + 2½; 4: 2 + 1½.
    EMGSB (opponent's MP × game points against it): 1: 2 × 3 + 1 × 2½ = 8½; 3: 4 × 1 + 1 × 2½ = 6½."""
    s = team_store(tmp_path / "t.arbiter", teams=4, rounds=2)
    pair_next_round(s)
    t = s.tournament()
    assert [b.players for b in t.round(1).boards] == [(1, 3), (4, 2)]  # C.04.6 with Type A colours
    results = {(1, 1): [("1", "0"), ("=", "="), ("1", "0"), ("=", "=")],  # 1 beats 3, 3-1
               (1, 2): [("1", "0"), ("0", "1"), ("=", "="), ("=", "=")]}  # 4 draws 2, 2-2
    for (r, m), games in results.items():
        for k, result in enumerate(games, start=1):
            s.apply(SetGameResult(r, m, k, *result))
    pair_next_round(s)
    t = s.tournament()
    pairs = [b.players for b in t.round(2).boards]
    assert sorted(map(sorted, pairs)) == [[1, 2], [3, 4]]
    for m, (white, black) in enumerate(pairs, start=1):
        for k, lower in enumerate([("1", "0"), ("1", "0"), ("0", "1"), ("=", "=")], start=1):  # the lower's view
            s.apply(SetGameResult(2, m, k, *(lower if white < black else lower[::-1])))
    rows = {row.team: row for row in team_standings(s.tournament())}
    assert {team: row.match_points for team, row in rows.items()} == {1: 4, 2: 1, 3: 2, 4: 1}
    assert {team: row.game_points for team, row in rows.items()} == {
        1: 3 + Fraction(5, 2), 2: 2 + Fraction(3, 2), 3: 1 + Fraction(5, 2), 4: 2 + Fraction(3, 2)}
    assert rows[1].values[1] == Fraction(17, 2) and rows[3].values[1] == Fraction(13, 2)
    assert rows[1].rank == 1 and rows[3].rank == 2
    # 1.2.1: with game points as the primary score, 1 (5½) leads; 2, 3 and 4 have 3½ and the
    # match points (the first default tie-break then) put 3 (2 MP) before 2 and 4 (1 MP)
    t = s.tournament()
    gp_first = replace(t, settings=replace(t.settings, tournament_type="FIDE_TEAM_TYPEA_GP_MP"))
    ranked = team_standings(gp_first)
    assert [row.team for row in ranked[:2]] == [1, 3] and ranked[1].values[0] == 2
    assert [row.match_points for row in ranked[:2]] == [4, 2]
