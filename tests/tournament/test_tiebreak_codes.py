"""The C.07 2026 codes (REP, STD, TPN, RTNG), the modifiers /P /R /F /L, absences written as a
forfeit without an opponent, and round robins (pre-determined pairings); values derived in the
comments.  Events: tests/data/tiebreaks/*.trf and the hand-built event of test_tiebreaks."""
from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest

from arbiter_gui.tournament.scoring import PointSystem, RoundCell
from arbiter_gui.tournament.results import PlayerResults, Result
from arbiter_gui.tournament.standings import standings
from arbiter_gui.tournament.tiebreaks import TieBreak, compute, parse_tiebreak
from tests.tournament import load_event
from tests.tournament.test_tiebreaks import column, mini_event

F = Fraction


def _with_cell(players: list[PlayerResults], pid: int, round_number: int, cell: Result) -> list[PlayerResults]:
    return [replace(p, results=p.results[:round_number - 1] + (cell,) + p.results[round_number:]) if p.id == pid else p
            for p in players]


def test_forfeit_without_opponent_is_an_absence() -> None:
    # Held's 2.1 Swiss: player 12's rounds 4 and 5 are 'Z'.  Written '0000 - -' (as some programs
    # write an absence) they are the same absence (C.07 16.2.5), not forfeit losses (16.2.4):
    # every tie-break of every player is unchanged.
    players, system, rounds = load_event("held_swiss_5")
    absent = Result(None, None, "-", system.forfeit_loss)
    as_forfeits = _with_cell(_with_cell(players, 12, 4, absent), 12, 5, absent)
    codes = ["BH", "BH/C1", "FB", "SB", "SB/C1", "AOB", "REP", "PS"]
    for edition in (2024, 2026):
        assert compute(as_forfeits, codes, system, rounds, edition=edition) == \
            compute(players, codes, system, rounds, edition=edition)


def test_rounds_elected_to_play_and_its_old_name() -> None:
    # REP (C.07 7.6): rounds minus VURs.  1: H is a VUR -> 3.  2: forfeit loss and Z -> 2.
    # 5: PAB and a forfeit win are not VURs -> 4.  4 withdrew: rounds 3-4 are absences -> 2.
    values = compute(mini_event(), ["REP"], PointSystem(), 4)
    assert column(values, "REP") == {1: 3, 2: 2, 3: 4, 4: 2, 5: 4}
    assert column(compute(mini_event(), ["GE"], PointSystem(), 4), "GE") == column(values, "REP")


def test_standard_points_under_another_point_system() -> None:
    # STD (C.07 2026): 1 / ½ / 0 whatever the points.  With 3 / 1 / 0 (and byes, forfeits alike),
    # 5 scored PAB (3), a win (3), a forfeit win (3) and a draw (1): STD 3.5; 1: win, H (1 = a
    # draw's worth: ½), win, draw: 3.
    system = PointSystem(win=F(3), draw=F(1), half_bye=F(1), full_bye=F(3), forfeit_win=F(3), pab=F(3))
    players = [PlayerResults(p.id, p.rating, tuple(
        None if r is None else replace(r, points={F(1): F(3), F(1, 2): F(1)}.get(r.points, r.points))
        for r in p.results)) for p in mini_event()]
    values = compute(players, ["PTS", "STD"], system, 4)
    assert values[5] == {"PTS": 10, "STD": F(7, 2)} and values[1] == {"PTS": 8, "STD": 3}


def test_pairing_number_and_rating_with_reverse() -> None:
    players, system, rounds = load_event("held_swiss_5")
    rows = standings(players, ["TPN"], system, rounds)
    # 1, 3, 4 and 16 tie on 3.5: TPN puts the lowest number first, /R the highest.
    assert [row.id for row in rows[1:5]] == [1, 3, 4, 16]
    assert [row.id for row in standings(players, ["TPN/R"], system, rounds)[1:5]] == [16, 4, 3, 1]
    # RTNG: own rating, highest first (1 2200, 3 2100, 4 2050, 16 1450); /R lowest first.
    assert [row.id for row in standings(players, ["RTNG"], system, rounds)[1:5]] == [1, 3, 4, 16]
    assert [row.id for row in standings(players, ["RTNG/R"], system, rounds)[1:5]] == [16, 4, 3, 1]


def test_rating_of_unrated_players() -> None:
    players = mini_event((2000, 1900, 1800, 0, 1600))
    assert compute(players, ["RTNG"], PointSystem(), 4)[4]["RTNG"] is None
    values = compute(players, ["RTNG", "TPR", "ARO"], PointSystem(), 4, unrated_rating=1400)
    # 4 stands at 1400; 3 met 4 (1400), 2 (1900) and 1 (2000): ARO 1767.
    assert values[4]["RTNG"] == 1400 and values[3]["ARO"] == 1767


def test_average_of_opponents_fore_buchholz() -> None:
    # AOB/F (MTB26) averages the opponents' FB instead of their BH.
    players, system, rounds = load_event("held_swiss_5")
    values = compute(players, ["AOB/F", "FB"], system, rounds, edition=2024)
    opponents = [2, 9, 15, 6, 5]  # 10's opponents, all over the board
    expected = sum((values[o]["FB"] for o in opponents), F(0)) / len(opponents)
    assert values[10]["AOB/F"] == F(round(expected * 100), 100)


def test_koya_limit_moved() -> None:
    # Held's round robin: limit 2.5 (KS: 1 -> 2).  /L-2 lowers it by two half-points to 1.5, so
    # 4, 5 and 6 (1.5 each) count too: 1 scored = vs 5, 0 vs 4, 1 vs 6 more -> 3.5.  /L+3 raises
    # it to 4, above everyone: 0.
    players, system, rounds = load_event("held_round_robin")
    values = compute(players, ["KS", "KS/L-2", "KS/L+3"], system, rounds, pre_determined=True)
    assert values[1] == {"KS": 2, "KS/L-2": F(7, 2), "KS/L+3": 0}


def test_round_robin_forfeits_count_as_games() -> None:
    # Held's round robin: 6 beat 5 by forfeit in round 4.  Pre-determined pairings (C.07 15.2):
    # the forfeit is a game for DE (ex. 26: 6 ranks 4th, 5 5th, 4 6th), and a game won for WON
    # (6: 0 over the board + 1); not for the rating-based ones (ARO over 4 games).
    players, system, rounds = load_event("held_round_robin")
    swiss = compute(players, ["WON", "ARO"], system, rounds)
    rr = compute(players, ["WON", "ARO"], system, rounds, pre_determined=True)
    assert swiss[6]["WON"] == 0 and rr[6]["WON"] == 1
    assert rr[6]["ARO"] == swiss[6]["ARO"] == round((2150 + 2100 + 2050 + 2200) / 4)
    # /P asks for the same on one code in an event that is not a round robin.
    assert [row.id for row in standings(players, ["DE/P"], system, rounds)[3:]] == [6, 5, 4]


def test_round_robin_rest_at_the_end_is_not_a_withdrawal() -> None:
    # 5 players, 5 rounds, one rests each round (5, 2, 1, 4, 3); 3 rests in the last round.
    #   R1 1-2 1-0, 3-4 1-0   R2 1-3 1-0, 4-5 1-0   R3 2-4 1-0, 3-5 =   R4 1-5 1-0, 2-3 1-0
    #   R5 1-4 1-0, 2-5 =     scores 1: 4, 2: 2.5, 3: 1.5, 4: 1, 5: 1.
    s = PointSystem()
    games = {1: [(1, 2, "1"), (3, 4, "1")], 2: [(1, 3, "1"), (4, 5, "1")], 3: [(2, 4, "1"), (3, 5, "=")],
             4: [(1, 5, "1"), (2, 3, "1")], 5: [(1, 4, "1"), (2, 5, "=")]}
    other = {"1": "0", "=": "="}
    cells: dict[int, list[Result]] = {pid: [] for pid in range(1, 6)}
    for round_games in games.values():
        for white, black, result in round_games:
            cells[white].append(Result(black, "w", result, s.points(RoundCell(black, "w", result))))
            cells[black].append(Result(white, "b", other[result], s.points(RoundCell(white, "b", other[result]))))
        resting = set(cells) - {pid for game in round_games for pid in game[:2]}
        cells[resting.pop()].append(Result(None, None, "Z", s.zero_bye))
    players = [PlayerResults(pid, 0, tuple(row)) for pid, row in cells.items()]
    assert [p.points for p in players] == [4, F(5, 2), F(3, 2), 1, 1]
    # Round robin: SB(1) = 2.5 (2) + 1.5 (3) + 1 (5) + 1 (4) = 6; 1's own rest adds nothing.
    assert compute(players, ["SB"], s, 5, pre_determined=True)[1]["SB"] == 6
    # As a Swiss, 3's last-round rest would be a withdrawal (16.2.5, a draw for his opponents):
    # 3 counts 2 for 1, SB(1) = 6.5 (1's own rest: a dummy x 0 points).
    assert compute(players, ["SB"], s, 5, edition=2024)[1]["SB"] == F(13, 2)


@pytest.mark.parametrize("code, expected", [
    ("SB/C1/P", TieBreak("SB/C1/P", "SB", 1, 0, pre_determined=True)),
    ("tpn/r", TieBreak("tpn/r", "TPN", reverse=True)),
    ("AOB/F", TieBreak("AOB/F", "AOB", fore=True)),
    ("KS/L+1", TieBreak("KS/L+1", "KS", koya_shift=1)),
    ("GE", TieBreak("GE", "REP")),
    ("BH:C1", TieBreak("BH:C1", "BH", 1)),
])
def test_modifiers(code: str, expected: TieBreak) -> None:
    assert parse_tiebreak(code) == expected


@pytest.mark.parametrize("code", ["BH/C1/C2", "SB/P/P", "ARO/P", "WIN/R", "KS/L", "AOB/F1", "FB/R"])
def test_bad_modifiers(code: str) -> None:
    with pytest.raises(ValueError, match="unknown tie-break"):
        parse_tiebreak(code)


def test_fore_buchholz_before_the_final_round_is_buchholz() -> None:
    # FB treats the tournament's final round as drawn (C.07 8.3); after round 4 of 5 that round
    # is not played yet, so FB = BH (TBS); after the final round it is Held's ex. 10.
    players, system, rounds = load_event("held_swiss_5")
    before = compute(players, ["FB", "BH"], system, 4, edition=2024, final_round=5)
    assert all(values["FB"] == values["BH"] for values in before.values())
    after = compute(players, ["FB"], system, 5, edition=2024, final_round=5)
    assert after[4]["FB"] == F(31, 2)
