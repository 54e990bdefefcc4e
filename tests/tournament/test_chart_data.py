"""The series of the charts (``tournament.chart_data``), checked against counts made by hand from
tests/data/tiebreaks/swiss_8.trf (8 players, 5 rounds, a forfeit, byes U and H)."""
from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from arbiter_gui.formats.trf import read_trf
from arbiter_gui.formats.trf_tournament import tournament_from_trf
from arbiter_gui.tournament import chart_data
from arbiter_gui.tournament.model import Tournament, TournamentSettings
from arbiter_gui.tournament.standings import standings

DATA = Path(__file__).parents[1] / "data"
HALF = Fraction(1, 2)


@pytest.fixture(scope="module")
def swiss_8() -> Tournament:
    return tournament_from_trf(read_trf(str(DATA / "tiebreaks" / "swiss_8.trf")))


def test_score_groups_by_hand(swiss_8: Tournament) -> None:
    groups = chart_data.score_groups(swiss_8)
    assert groups.rounds == [1, 2, 3, 4, 5]
    assert groups.of_round(1) == {0: 8}
    # round 2: 1, 2, 4 won round 1; 3 and 7 drew; 5 lost, 6 lost and has the PAB (in the group);
    # 8 lost and asked for a half-point bye (H: not paired, in no score group)
    assert groups.of_round(2) == {1: 3, HALF: 2, 0: 2}
    # round 3, everyone paired: 1, 2, 3 on 1½; 4, 5 (won) and 6 (PAB) on 1; 7 and 8 (H) on ½
    assert groups.of_round(3) == {Fraction(3, 2): 3, 1: 3, HALF: 2}
    assert groups.scores == [0, HALF, 1, Fraction(3, 2), 2, Fraction(5, 2), Fraction(7, 2)]
    assert groups.sizes[Fraction(1)] == [0, 3, 3, 2, 2]
    assert [sum(column) for column in zip(*groups.sizes.values())] == [8, 7, 8, 7, 7]


def test_colour_balance_counts_games_played_only(swiss_8: Tournament) -> None:
    # 2's forfeit win in round 3 and 5's forfeit loss carry a colour but were not played
    assert chart_data.colour_balance(swiss_8) == {1: 1, 2: 0, 3: 1, 4: -1, 5: -1, 6: 0, 7: -1, 8: 1}
    assert chart_data.colour_histogram(swiss_8) == [(-1, 3), (0, 2), (1, 3)]


def test_score_progression(swiss_8: Tournament) -> None:
    series = chart_data.score_progression(swiss_8, [8, 6, 99])
    assert series == {8: [0, HALF, HALF, 1, 2],  # lost, H, lost, drew, PAB
                      6: [0, 1, 2, Fraction(5, 2), Fraction(5, 2)]}  # lost, PAB, won, drew, lost


def test_rating_and_score(swiss_8: Tournament) -> None:
    points = {p.tpn: p for p in chart_data.rating_and_score(swiss_8)}
    assert sorted(points) == list(range(1, 9))
    assert (points[6].rating, points[6].points) == (2150, Fraction(5, 2))
    # 4 scored 2/5 (40 %) against 2050, 2300, 2150, 2350, 2200: ARO 2210, dp(40 %) = -72
    assert points[4].performance == 2138
    assert all(p.performance is not None for p in points.values())


def test_default_players_are_the_top_of_the_standings(swiss_8: Tournament) -> None:
    top = chart_data.default_players(swiss_8)
    rows = standings(swiss_8.results(5), list(swiss_8.settings.tiebreak_order), swiss_8.settings.point_system, 5)
    assert top == [row.id for row in rows[:5]]
    assert set(top[:3]) == {1, 2, 3} and top[3] == 6  # 3½, 3½, 3½, then 2½
    assert chart_data.default_players(swiss_8, 2) == top[:2]


def test_nothing_paired() -> None:
    t = Tournament.new(TournamentSettings(rounds=5))
    assert chart_data.score_groups(t).rounds == []
    assert chart_data.colour_histogram(t) == []
    assert chart_data.rating_and_score(t) == []
    assert chart_data.default_players(t) == []


def test_first_round_only() -> None:
    t = tournament_from_trf(read_trf(str(DATA / "trf" / "dutch" / "d700113_n7_r2of4.trf")))
    assert chart_data.score_groups(t).of_round(1) == {0: 7}
    assert chart_data.colour_histogram(t) == [(-1, 3), (0, 1), (1, 3)]  # 7 had the PAB
    assert set(chart_data.default_players(t, 4)) == {1, 2, 3, 7}  # the four on 1 point


def test_standings_after_the_last_complete_round(swiss_8: Tournament) -> None:
    from dataclasses import replace

    last = swiss_8.round(5)
    board = replace(last.boards[0], white_result=None, black_result=None)
    t = replace(swiss_8, rounds=(*swiss_8.rounds[:4], replace(last, boards=(board, *last.boards[1:]))))
    assert t.complete_rounds == 4
    rows = standings(t.results(4), list(t.settings.tiebreak_order), t.settings.point_system, 4)
    assert chart_data.default_players(t) == [row.id for row in rows[:5]]
    assert chart_data.default_players(t)[0] == 2  # 3½ after round 4, the only one
