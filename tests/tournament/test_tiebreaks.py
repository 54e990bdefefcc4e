"""C.07 tie-breaks on hand-computed tournaments (values derived in the comments).

Data: tests/data/tiebreaks/*.trf.  Default FIDE points (1 / 0.5 / 0, byes as TRF.md §2.1)."""
from __future__ import annotations

from fractions import Fraction

import pytest

from arbiter_gui.tournament.scoring import PointSystem, RoundCell
from arbiter_gui.tournament.results import PlayerResults, Result
from arbiter_gui.tournament.tiebreaks import (
    TieBreak,
    TieBreakValue,
    compute,
    expected_score,
    parse_tiebreak,
    rating_difference,
    unplayed_categories,
)
from tests.tournament import load_event

F = Fraction
ALL = ["PTS", "BH", "BH-C1", "BH-M1", "SB", "SB-C1", "WIN", "WON", "BPG", "BWG", "PS", "PS-C1",
       "ARO", "ARO-C1", "TPR", "PTP", "APRO", "APPO", "AOB"]


Values = dict[int, dict[str, TieBreakValue]]


def column(values: Values, code: str) -> dict[int, TieBreakValue]:
    return {pid: player[code] for pid, player in values.items()}


# ---------------------------------------------------------------- 6-player round robin
#
# Ratings 1: 2500, 2: 2450, 3: 2400, 4: 2380, 5: 2300, 6: 2200.  Result of the row player:
#
#        1    2    3    4    5    6   pts   colours R1..R5 (opponent)
#   1    .    1    =    1    =    =   3.5   w6 w2 b3 w4 b5
#   2    0    .    1    =    1    1   3.5   w5 b1 w6 w3 b4
#   3    =    0    .    1    0    1   2.5   w4 b5 w1 b2 w6
#   4    0    =    0    .    1    1   2.5   b3 b6 w5 b1 w2
#   5    =    0    1    0    .    1   2.5   b2 w3 b4 b6 w1
#   6    =    0    0    0    0    .   0.5   b1 w4 b2 w5 b3
#
# Every game played: adjusted scores = scores, no dummies.


@pytest.fixture(scope="module")
def round_robin() -> Values:
    players, system, rounds = load_event("round_robin_6")
    return compute(players, ALL, system, rounds)


def test_round_robin_points_and_buchholz(round_robin: Values) -> None:
    assert column(round_robin, "PTS") == {1: F(7, 2), 2: F(7, 2), 3: F(5, 2), 4: F(5, 2), 5: F(5, 2),
                                          6: F(1, 2)}
    # BH = 15 points in all - own score: 11.5, 11.5, 12.5, 12.5, 12.5, 14.5.
    assert column(round_robin, "BH") == {1: F(23, 2), 2: F(23, 2), 3: F(25, 2), 4: F(25, 2), 5: F(25, 2),
                                         6: F(29, 2)}
    # BH-C1 drops the lowest opponent: 6 (0.5) for 1-5 -> 11, 11, 12, 12, 12; for 6 a 2.5 -> 12.
    assert column(round_robin, "BH-C1") == {1: 11, 2: 11, 3: 12, 4: 12, 5: 12, 6: 12}
    # BH-M1 also drops the highest (3.5): 7.5, 7.5, 8.5, 8.5, 8.5, 8.5.
    assert column(round_robin, "BH-M1") == {1: F(15, 2), 2: F(15, 2), 3: F(17, 2), 4: F(17, 2), 5: F(17, 2),
                                            6: F(17, 2)}


def test_round_robin_sonneborn_berger(round_robin: Values) -> None:
    # 1: 6 (.5) x .5 + 2 (3.5) x 1 + 3 (2.5) x .5 + 4 (2.5) x 1 + 5 (2.5) x .5 = .25+3.5+1.25+2.5+1.25 = 8.75
    # 2: 5 (2.5) + 6 (.5) + 3 (2.5) + 4 x .5 (1.25) = 6.75
    # 3: 4 (2.5) + 1 x .5 (1.75) + 6 (.5) = 4.75;  4: 6 + 5 + 2 x .5 = 4.75;  5: 3 + 6 + 1 x .5 = 4.75
    # 6: 1 x .5 = 1.75
    assert column(round_robin, "SB") == {1: F(35, 4), 2: F(27, 4), 3: F(19, 4), 4: F(19, 4), 5: F(19, 4),
                                         6: F(7, 4)}
    # SB-C1 cuts the round against the lowest-scored opponent (C.07 14, TBS reading), i.e. against 6:
    # 1: 8.75 - .25 = 8.5;  2: 6.75 - .5 = 6.25 (not the 0 of the loss to 1);  3, 4, 5: 4.75 - .5
    # 6: opponents 3, 4, 5 all on 2.5 -> the lowest product (0) goes: 1.75.
    assert column(round_robin, "SB-C1") == {1: F(17, 2), 2: F(25, 4), 3: F(17, 4), 4: F(17, 4), 5: F(17, 4),
                                            6: F(7, 4)}


def test_round_robin_own_results(round_robin: Values) -> None:
    # Wins: 1 beat 2, 4;  2 beat 5, 6, 3;  3 beat 4, 6;  4 beat 6, 5;  5 beat 3, 6.
    assert column(round_robin, "WIN") == {1: 2, 2: 3, 3: 2, 4: 2, 5: 2, 6: 0}
    assert column(round_robin, "WON") == column(round_robin, "WIN")  # nothing unplayed
    # Black games from the colour column; black wins: 4 (R2 vs 6), 5 (R4 vs 6).
    assert column(round_robin, "BPG") == {1: 2, 2: 2, 3: 2, 4: 3, 5: 3, 6: 3}
    assert column(round_robin, "BWG") == {1: 0, 2: 0, 3: 0, 4: 1, 5: 1, 6: 0}
    # PS: 1: .5+1.5+2+3+3.5 = 10.5;  2: 1+1+2+3+3.5 = 10.5;  3: 1+1+1.5+1.5+2.5 = 7.5
    #     4: 0+1+2+2+2.5 = 7.5;  5: 0+1+1+2+2.5 = 6.5;  6: 5 x .5 = 2.5.  PS-C1 drops round 1.
    assert column(round_robin, "PS") == {1: F(21, 2), 2: F(21, 2), 3: F(15, 2), 4: F(15, 2), 5: F(13, 2),
                                         6: F(5, 2)}
    assert column(round_robin, "PS-C1") == {1: 10, 2: F(19, 2), 3: F(13, 2), 4: F(15, 2), 5: F(13, 2), 6: 2}


def test_round_robin_ratings(round_robin: Values) -> None:
    # ARO = (sum of the five other ratings) / 5: 11730/5, 11780/5, 11830/5, 11850/5, 11930/5, 12030/5.
    assert column(round_robin, "ARO") == {1: 2346, 2: 2356, 3: 2366, 4: 2370, 5: 2386, 6: 2406}
    # ARO-C1 drops the lowest rating, rounds half up: 9530/4 = 2382.5 -> 2383, 9580/4 = 2395,
    # 9630/4 = 2407.5 -> 2408, 9650/4 = 2412.5 -> 2413, 9730/4 = 2432.5 -> 2433 (5 and 6).
    assert column(round_robin, "ARO-C1") == {1: 2383, 2: 2395, 3: 2408, 4: 2413, 5: 2433, 6: 2433}
    # TPR = ARO + dp: 70 % -> +149 (2495, 2505); 50 % -> 0; 10 % -> -366 (2406 - 366 = 2040).
    assert column(round_robin, "TPR") == {1: 2495, 2: 2505, 3: 2366, 4: 2370, 5: 2386, 6: 2040}
    # PTP of 1 (3.5 vs 2450 2400 2380 2300 2200): at 2503 the differences 53 103 123 203 303 give
    # .57+.64+.67+.76+.86 = 3.50; at 2502 (52 102 122 202 302) .57+.64+.67+.76+.85 = 3.49 -> 2503.
    # PTP of 6 (0.5 vs 2500 2450 2400 2380 2300): at 2026, -474 -424 -374 -354 -274 give
    # .05+.07+.10+.11+.17 = .50; at 2025 the -375 gives .09 -> .49 -> 2026.
    # PTP of 3 (2.5): at 2367 -133 -83 -13 +67 +167 give .32+.39+.48+.59+.72 = 2.50; 2366: 2.49.
    assert column(round_robin, "PTP") == {1: 2503, 2: 2516, 3: 2367, 4: 2371, 5: 2389, 6: 2026}
    # APRO of 1: (2505 + 2366 + 2370 + 2386 + 2040) / 5 = 2333.4 -> 2333
    # APPO of 1: (2516 + 2367 + 2371 + 2389 + 2026) / 5 = 2333.8 -> 2334
    assert round_robin[1]["APRO"] == 2333 and round_robin[1]["APPO"] == 2334
    assert round_robin[6]["APRO"] == 2424  # (2495+2505+2366+2370+2386)/5 = 2424.4


def test_round_robin_average_of_opponents_buchholz(round_robin: Values) -> None:
    # 1: (11.5 + 12.5 x 3 + 14.5) / 5 = 12.7;  3: (11.5 x 2 + 12.5 x 2 + 14.5) / 5 = 12.5
    # 6: (11.5 x 2 + 12.5 x 3) / 5 = 12.1
    assert column(round_robin, "AOB") == {1: F(127, 10), 2: F(127, 10), 3: F(25, 2), 4: F(25, 2),
                                          5: F(25, 2), 6: F(121, 10)}


def test_round_robin_direct_encounter() -> None:
    players, system, rounds = load_event("round_robin_6")
    values = compute(players, ["DE"], system, rounds)
    # {1, 2} on 3.5: 1 beat 2.  {3, 4, 5} on 2.5 all met: 3 > 4 > 5 > 3, one point each: still tied.
    assert column(values, "DE") == {1: 1, 2: 2, 3: 1, 4: 1, 5: 1, 6: 1}
    # Listed after WIN (1: 2, 2: 3 wins; 3, 4, 5: 2 each) and BWG (4, 5: 1; 3: 0), DE only sees
    # the groups those leave tied: {4, 5}, where 4 beat 5.
    values = compute(players, ["WIN", "BWG", "DE"], system, rounds)
    assert column(values, "DE") == {1: 1, 2: 1, 3: 1, 4: 1, 5: 2, 6: 1}


# ---------------------------------------------------------------- 8-player Swiss, 5 rounds
#
# Ratings 1: 2400 down to 8: 2050 in steps of 50.  U = PAB, H = half-point bye, +/- forfeit.
#
#        R1        R2        R3        R4        R5        pts
#   1    w5 1      b2 =      w3 =      w8 =      b6 1      3.5
#   2    b6 1      w1 =      w5 +      w4 1      b3 0      3.5
#   3    w7 =      b4 1      b1 =      w6 =      w2 1      3.5
#   4    b8 1      w3 0      w6 0      b2 0      b5 1      2
#   5    b1 0      b7 1      b2 -      U         w4 0      2
#   6    w2 0      U         b4 1      b3 =      w1 0      2.5
#   7    b3 =      w5 0      b8 1      (withdrawn: no cells)  1.5
#   8    w4 0      H         w7 0      b1 =      U         2
#
# C.07 16.2: 8's H is category 3 (played rounds follow), 5's forfeit loss 4, 2's forfeit win 2,
# the PABs 1, and 7's missing rounds 4-5 category 5.  16.3: only 7's adjusted score differs from
# the score: 1.5 + 0.5 + 0.5 = 2.5.  16.4: a dummy stands for each unplayed round; it has the
# player's own score (2024), capped in 2026 at the forfeit opponent's adjusted score or at
# 0.5 x 5 rounds = 2.5 (this caps only 2's forfeit win: min(3.5, 2) = 2).
#
# BH per round (v = VUR):
#   1: 5 (2) + 2 (3.5) + 3 (3.5) + 8 (2) + 6 (2.5)           = 13.5
#   2: 6 (2.5) + 1 (3.5) + dummy + 4 (2) + 3 (3.5)           = 15 (dummy 3.5) / 13.5 (dummy 2)
#   3: 7 (2.5 adjusted) + 4 (2) + 1 (3.5) + 6 (2.5) + 2 (3.5) = 14
#   4: 8 (2) + 3 (3.5) + 6 (2.5) + 2 (3.5) + 5 (2)           = 13.5
#   5: 1 (3.5) + 7 (2.5) + dummy v(2) + dummy (2) + 4 (2)     = 12
#   6: 2 (3.5) + dummy (2.5) + 4 (2) + 3 (3.5) + 1 (3.5)      = 15
#   7: 3 (3.5) + 5 (2) + 8 (2) + dummy v(1.5) + dummy v(1.5)  = 10.5
#   8: 4 (2) + dummy v(2) + 7 (2.5) + 1 (3.5) + dummy (2)     = 12


@pytest.fixture(scope="module")
def swiss() -> tuple[list[PlayerResults], PointSystem, int]:
    return load_event("swiss_8")


def test_swiss_buchholz(swiss: tuple[list[PlayerResults], PointSystem, int]) -> None:
    players, system, rounds = swiss
    v2024 = compute(players, ["BH", "BH-C1", "BH-M1"], system, rounds, edition=2024)
    v2026 = compute(players, ["BH", "BH-C1", "BH-M1"], system, rounds, edition=2026)
    assert column(v2024, "BH") == {1: F(27, 2), 2: 15, 3: 14, 4: F(27, 2), 5: 12, 6: 15, 7: F(21, 2), 8: 12}
    assert column(v2026, "BH") == {**column(v2024, "BH"), 2: F(27, 2)}
    # Cut-1: the lowest value, but a VUR's dummy first (16.5.1): 5 cuts its forfeit loss (2),
    # 7 one absence (1.5), 8 its half-point bye (2); the others their lowest opponent.
    assert column(v2024, "BH-C1") == {1: F(23, 2), 2: 13, 3: 12, 4: F(23, 2), 5: 10, 6: 13, 7: 9, 8: 10}
    # Median-1 also drops the highest value (no VUR exception): 1: 13.5 - 2 - 3.5 = 8 ...
    # 5: 12 - 2 (VUR) - 3.5 = 6.5;  7: 10.5 - 1.5 (VUR) - 3.5 = 5.5;  2 (2026): 13.5 - 2 - 3.5 = 8.
    assert column(v2024, "BH-M1") == {1: 8, 2: F(19, 2), 3: F(17, 2), 4: 8, 5: F(13, 2), 6: F(19, 2),
                                      7: F(11, 2), 8: F(13, 2)}
    assert v2026[2]["BH-C1"] == F(23, 2) and v2026[2]["BH-M1"] == 8


def test_swiss_sonneborn_berger(swiss: tuple[list[PlayerResults], PointSystem, int]) -> None:
    players, system, rounds = swiss
    v2024 = compute(players, ["SB", "SB-C1"], system, rounds, edition=2024)
    # 1: 5 (2) + 2 x .5 + 3 x .5 + 8 x .5 (1) + 6 (2.5)      = 2+1.75+1.75+1+2.5 = 9
    # 2: 6 (2.5) + 1 x .5 (1.75) + dummy 3.5 x 1 + 4 (2)     = 9.75   (2026: dummy 2 -> 8.25)
    # 3: 7 x .5 (1.25) + 4 (2) + 1 x .5 + 6 x .5 (1.25) + 2 (3.5) = 9.75
    # 4: 8 (2) + 5 (2) = 4;  5: 7 (2.5) + PAB dummy 2 x 1 = 4.5;  6: PAB 2.5 + 4 (2) + 3 x .5 = 6.25
    # 7: 3 x .5 (1.75) + 8 (2) = 3.75;  8: H dummy 2 x .5 + 1 x .5 (1.75) + PAB dummy 2 = 4.75
    assert column(v2024, "SB") == {1: 9, 2: F(39, 4), 3: F(39, 4), 4: 4, 5: F(9, 2), 6: F(25, 4),
                                   7: F(15, 4), 8: F(19, 4)}
    # SB-C1 (C.07 14, 16.5.2): the round against the lowest-scored opponent, or the lowest VUR
    # product if that is not lower.  1: opponents 5 and 8 on 2 -> the lower product, 1 -> 8.
    # 2: 4 (2, product 2) -> 7.75.  3: 4 -> 7.75.  4: 8 or 5 (product 2) -> 2.
    # 5: least is the loss to 4 (0); the forfeit-loss VUR product 0 is not lower -> cut: 4.5.
    # 8: least is the loss to 4 (0); the H's VUR product 1 is not lower -> the H goes: 3.75.
    assert column(v2024, "SB-C1") == {1: 8, 2: F(31, 4), 3: F(31, 4), 4: 2, 5: F(9, 2), 6: F(17, 4),
                                      7: F(15, 4), 8: F(15, 4)}
    v2026 = compute(players, ["SB", "SB-C1"], system, rounds)
    assert v2026[2]["SB"] == F(33, 4) and v2026[2]["SB-C1"] == F(25, 4)


def test_swiss_own_results(swiss: tuple[list[PlayerResults], PointSystem, int]) -> None:
    values = compute(swiss[0], ALL, swiss[1], swiss[2])
    # WIN counts every round scored as a win: 2's forfeit win, the PABs of 5, 6, 8.
    assert column(values, "WIN") == {1: 2, 2: 3, 3: 2, 4: 2, 5: 2, 6: 2, 7: 1, 8: 1}
    assert column(values, "WON") == {1: 2, 2: 2, 3: 2, 4: 2, 5: 1, 6: 1, 7: 1, 8: 0}
    # BPG: games played with Black; the forfeits (2 white, 5 black in R3) do not count.
    assert column(values, "BPG") == {1: 2, 2: 2, 3: 2, 4: 3, 5: 2, 6: 2, 7: 2, 8: 1}
    assert column(values, "BWG") == {1: 1, 2: 1, 3: 1, 4: 2, 5: 1, 6: 1, 7: 1, 8: 0}
    # PS: 1: 1+1.5+2+2.5+3.5 = 10.5;  2: 1+1.5+2.5+3.5+3.5 = 12;  3: .5+1.5+2+2.5+3.5 = 10
    #     4: 1+1+1+1+2 = 6;  5: 0+1+1+2+2 = 6;  6: 0+1+2+2.5+2.5 = 8;  7: .5+.5+1.5+1.5+1.5 = 5.5
    #     8: 0+.5+.5+1+2 = 4
    assert column(values, "PS") == {1: F(21, 2), 2: 12, 3: 10, 4: 6, 5: 6, 6: 8, 7: F(11, 2), 8: 4}


def test_swiss_ratings(swiss: tuple[list[PlayerResults], PointSystem, int]) -> None:
    values = compute(swiss[0], ALL, swiss[1], swiss[2])
    # Only games played count.  ARO 1: (2200+2350+2300+2050+2150)/5 = 2210;  2 (4 games, the
    # forfeit left out): (2150+2400+2250+2300)/4 = 2275;  5: (2400+2100+2250)/3 = 2250;
    # 7: (2300+2200+2050)/3 = 2183.3 -> 2183;  8: (2250+2100+2400)/3 = 2250.
    assert column(values, "ARO") == {1: 2210, 2: 2275, 3: 2250, 4: 2210, 5: 2250, 6: 2325, 7: 2183, 8: 2250}
    # ARO-C1: 1: 9000/4 = 2250;  2: 6950/3 = 2316.7 -> 2317;  5: 4650/2 = 2325;  7: 4500/2 = 2250.
    assert values[1]["ARO-C1"] == 2250 and values[2]["ARO-C1"] == 2317
    assert values[5]["ARO-C1"] == 2325 and values[7]["ARO-C1"] == 2250
    # TPR 2: 2.5/4 = 62.5 % -> 63 % (half up) -> dp 95: 2275 + 95 = 2370.
    # TPR 5: 1/3 = 33 % -> -125: 2125.  TPR 8: 0.5/3 = 16.7 % -> 17 % -> -273: 1977.
    assert values[2]["TPR"] == 2370 and values[5]["TPR"] == 2125 and values[8]["TPR"] == 1977
    # PTP 2 (2.5 vs 2150 2400 2250 2300): at 2369 +219 -31 +119 +69 -> .78+.46+.66+.60 = 2.50;
    # at 2368 the +68 gives .59 -> 2.49.  PTP 7 (1.5 vs 2300 2200 2050): at 2183 -117 -17 +133
    # -> .34+.48+.68 = 1.50; at 2182 the -18 gives .47.
    assert values[2]["PTP"] == 2369 and values[7]["PTP"] == 2183
    # APRO 1: TPR of 5, 2, 3, 8, 6 = (2125 + 2370 + 2399 + 1977 + 2238) / 5 = 2221.8 -> 2222.
    assert values[1]["APRO"] == 2222


def test_swiss_average_of_opponents_buchholz(swiss: tuple[list[PlayerResults], PointSystem, int]) -> None:
    players, system, rounds = swiss
    v2024 = compute(players, ["AOB"], system, rounds, edition=2024)
    # 1: (12 + 15 + 14 + 12 + 15)/5 = 13.6;  2: (15 + 13.5 + 13.5 + 14)/4 = 14;
    # 7: (14 + 12 + 12)/3 = 12.666.. -> 12.67 (two decimals, half up)
    assert v2024[1]["AOB"] == F(68, 5) and v2024[2]["AOB"] == 14 and v2024[7]["AOB"] == F(1267, 100)
    v2026 = compute(players, ["AOB"], system, rounds)
    # 6: (13.5 + 13.5 + 14 + 13.5)/4 = 13.625 -> 13.63
    assert v2026[6]["AOB"] == F(1363, 100) and v2026[1]["AOB"] == F(133, 10)


def test_swiss_direct_encounter(swiss: tuple[list[PlayerResults], PointSystem, int]) -> None:
    values = compute(swiss[0], ["DE"], swiss[1], swiss[2])
    # {1, 2, 3} on 3.5 all met: 1 drew 2 and 3, 3 beat 2 -> 3 (1.5), 1 (1), 2 (0.5).
    # {4, 5, 8} on 2: 4 beat 8 and 5, 5 and 8 never met.  4 (2) beats what 5 or 8 could reach
    # (0 + one missing win = 1): first.  Then {5, 8}: no game between them, nothing to separate.
    assert column(values, "DE") == {3: 1, 1: 2, 2: 3, 4: 1, 5: 2, 8: 2, 6: 1, 7: 1}


def test_swiss_after_three_rounds(swiss: tuple[list[PlayerResults], PointSystem, int]) -> None:
    players, system, _ = swiss
    values = compute(players, ["PTS", "BH"], system, 3)
    # After round 3 player 7 has not withdrawn yet as far as the tie-breaks know (adjusted score
    # 1.5).  BH of 3: 7 (1.5) + 4 (1) + 1 (2) = 4.5.
    assert values[7]["PTS"] == F(3, 2) and values[3]["BH"] == F(9, 2)


# ---------------------------------------------------------------- unplayed rounds (C.07 16)
#
# A small event built by hand (ratings 2000, 1900, 1800, 1700, 1600):
#
#        R1        R2        R3          R4        pts
#   1    w2 1      H         b3 1        w5 =      3
#   2    b1 0      w3 0      b5 - (ff)   Z         0
#   3    w4 1      b2 1      w1 0        U         3
#   4    b3 0      w5 0      (withdrawn: no cells) 0
#   5    U         b4 1      w2 + (ff)   b1 =      3.5


def mini_event(ratings: tuple[int, ...] = (2000, 1900, 1800, 1700, 1600)) -> list[PlayerResults]:
    system = PointSystem()

    def cell(opponent: int | None, colour: str | None, code: str) -> Result:
        return Result(opponent, colour, code, system.points(RoundCell(opponent, colour, code)))

    rows = {
        1: (cell(2, "w", "1"), cell(None, None, "H"), cell(3, "b", "1"), cell(5, "w", "=")),
        2: (cell(1, "b", "0"), cell(3, "w", "0"), cell(5, "b", "-"), cell(None, None, "Z")),
        3: (cell(4, "w", "1"), cell(2, "b", "1"), cell(1, "w", "0"), cell(None, None, "U")),
        4: (cell(3, "b", "0"), cell(5, "w", "0")),
        5: (cell(None, None, "U"), cell(4, "b", "1"), cell(2, "w", "+"), cell(1, "b", "=")),
    }
    return [PlayerResults(pid, ratings[pid - 1], results) for pid, results in rows.items()]


def test_unplayed_categories() -> None:
    players = {p.id: p for p in mini_event()}
    # 16.2.3: H followed by played rounds; 16.2.4 forfeit loss; 16.2.5 Z in the last round;
    # 16.2.1 PAB; 16.2.5 the rounds after a withdrawal; 16.2.2 forfeit win.
    assert unplayed_categories(players[1], 4) == (None, 3, None, None)
    assert unplayed_categories(players[2], 4) == (None, None, 4, 5)
    assert unplayed_categories(players[3], 4) == (None, None, None, 1)
    assert unplayed_categories(players[4], 4) == (None, None, 5, 5)
    assert unplayed_categories(players[5], 4) == (1, None, 2, None)
    # "or in the last round": after round 2, 1's half-point bye is category 5.
    assert unplayed_categories(players[1], 2) == (None, 5)


def test_adjusted_scores_in_opponents_buchholz() -> None:
    # C.07 16.3: 2 counts 0 + 0 + 0 (forfeit loss, 16.2.4) + 0.5 (last-round Z as a draw) = 0.5;
    # 4 counts 0 + 0 + 0.5 + 0.5 = 1; the others their score.
    # 3's BH: 4 (1) + 2 (0.5) + 1 (3) + PAB dummy (3) = 7.5.  4's BH: 3 (3) + 5 (3.5) + two
    # dummies with 4's own score 0 = 6.5.
    values = compute(mini_event(), ["BH"], PointSystem(), 4, edition=2024)
    assert values[3]["BH"] == F(15, 2) and values[4]["BH"] == F(13, 2)


def test_dummy_opponent_2024() -> None:
    # C.07 16.4 (2024): every unplayed round faces a dummy with the player's own score.
    # 1: 2 (0.5) + H dummy (3) + 3 (3) + 5 (3.5) = 10.  5: PAB dummy 3.5 + 4 (1) + forfeit-win
    # dummy 3.5 + 1 (3) = 11.  2: 1 (3) + 3 (3) + dummies 0 + 0 = 6.
    values = compute(mini_event(), ["BH", "SB"], PointSystem(), 4, edition=2024)
    assert column(values, "BH") == {1: 10, 2: 6, 3: F(15, 2), 4: F(13, 2), 5: 11}
    # SB 1: .5 x 1 + 3 x .5 + 3 x 1 + 3.5 x .5 = 6.75.  SB 5: 3.5 x 1 + 1 x 1 + 3.5 x 1 + 3 x .5 = 9.5.
    assert values[1]["SB"] == F(27, 4) and values[5]["SB"] == F(19, 2)


def test_dummy_opponent_2026() -> None:
    # 2026 revision: 16.4.1 a forfeit's dummy is capped at the scheduled opponent's adjusted score,
    # 16.4.2 any other unplayed round's at 0.5 x 4 rounds = 2.
    # 1: H dummy min(3, 2) = 2 -> 0.5 + 2 + 3 + 3.5 = 9.
    # 3: PAB dummy min(3, 2) = 2 -> 1 + 0.5 + 3 + 2 = 6.5.
    # 5: PAB dummy min(3.5, 2) = 2; forfeit win over 2: min(3.5, 0.5) = 0.5 -> 2 + 1 + 0.5 + 3 = 6.5.
    values = compute(mini_event(), ["BH", "SB"], PointSystem(), 4, edition=2026)
    assert column(values, "BH") == {1: 9, 2: 6, 3: F(13, 2), 4: F(13, 2), 5: F(13, 2)}
    assert values[5]["SB"] == 5  # 2 x 1 + 1 x 1 + 0.5 x 1 + 3 x 0.5


def test_cut_removes_the_vur_first() -> None:
    values = compute(mini_event(), ["BH-C1", "BH-M1", "SB-C1", "BH-C2"], PointSystem(), 4, edition=2024)
    # C.07 16.5.1: 1's values are 0.5, 3 (H, a VUR), 3, 3.5.  Cut-1 removes the VUR's 3, not the
    # 0.5: 10 - 3 = 7 (a plain cut would give 9.5).
    assert values[1]["BH-C1"] == 7
    # Cut-2 then removes the least significant value that is left, the 0.5: 10 - 3 - 0.5 = 6.5.
    assert values[1]["BH-C2"] == F(13, 2)
    # Median-1: the VUR at the bottom, the 3.5 at the top: 0.5 + 3 = 3.5.
    assert values[1]["BH-M1"] == F(7, 2)
    # 16.5.2 for SB: least significant is the round against 2 (score 0.5, product 0.5); the VUR's
    # product 3 x 0.5 = 1.5 is not lower, so it goes: 6.75 - 1.5 = 5.25.
    assert values[1]["SB-C1"] == F(21, 4)
    # 2's VURs (forfeit loss, Z) are dummies of 0, cut before the 3s: 6.
    assert values[2]["BH-C1"] == 6


def test_forfeits_are_not_games() -> None:
    values = compute(mini_event(), ["DE", "WIN", "WON", "BPG", "BWG"], PointSystem(), 4)
    # 5: PAB, a win over 4 and a forfeit win score as wins (C.07 7.1); one was won on the board.
    assert values[5]["WIN"] == 3 and values[5]["WON"] == 1
    # 2 "had Black" in the forfeit of round 3: not a game played (C.07 7.3) -> 1.
    assert values[2]["BPG"] == 1 and values[5]["BPG"] == 2 and values[5]["BWG"] == 1
    # 1 and 3 tie on 3; 1 beat 3 in round 3.
    assert values[1]["DE"] == 1 and values[3]["DE"] == 2


def test_direct_encounter_ignores_forfeits() -> None:
    # Two players who only "met" through a forfeit have not met (C.07 6 over games played).
    system = PointSystem()
    one = Result(2, "w", "+", system.forfeit_win)
    two = Result(1, "b", "-", system.forfeit_loss)
    players = [
        PlayerResults(1, 2000, (one, Result(None, None, "Z", F(0)))),
        PlayerResults(2, 2000, (two, Result(None, None, "U", system.pab))),
    ]
    assert column(compute(players, ["DE"], system, 2), "DE") == {1: 1, 2: 1}


# ---------------------------------------------------------------- ratings


def test_rating_tie_breaks_are_dropped_with_unrated_players() -> None:
    players = mini_event((2000, 1900, 1800, 0, 1600))
    values = compute(players, ["ARO", "TPR", "PTP", "APRO", "APPO"], PointSystem(), 4)
    assert all(v is None for player in values.values() for v in player.values())
    # With a rating published for unrated players (1500): 5 met 4 and 1 -> (1500 + 2000) / 2.
    values = compute(players, ["ARO"], PointSystem(), 4, unrated_rating=1500)
    assert values[5]["ARO"] == 1750


def test_performance_extremes() -> None:
    values = compute(mini_event(), ["ARO", "TPR", "PTP"], PointSystem(), 4)
    # 2 scored 0 against 2000 and 1800: TPR = 1900 - 800, PTP = lowest - 800 (TIEBREAKS.md §4).
    assert values[2]["TPR"] == 1100 and values[2]["PTP"] == 1000
    # 1 met 2 (1900), 3 (1800) and 5 (1600): 5300/3 = 1766.7 -> 1767.
    assert values[1]["ARO"] == 1767
    # A full score: TPR = ARO + dp(100 %) = 1700 + 800; PTP = the lowest R whose expected score
    # against 1700 is 1.00 = 1700 + 736 (B.02 8.1.b; docs/rulings.md "PTP at 100%").
    system = PointSystem()
    players = [PlayerResults(1, 1500, (Result(2, "w", "1", F(1)),)),
               PlayerResults(2, 1700, (Result(1, "b", "0", F(0)),))]
    values = compute(players, ["TPR", "PTP"], system, 1)
    assert values[1] == {"TPR": 2500, "PTP": 2436}
    assert values[2] == {"TPR": 700, "PTP": 700}


def test_fide_rating_tables() -> None:
    # B.02 8.1.a: dp; 8.1.b: expected scores at the edges of their bands.
    percentages = (0, 10, 37, 50, 63, 70, 99, 100)
    assert [rating_difference(p) for p in percentages] == [-800, -366, -95, 0, 95, 149, 677, 800]
    assert expected_score(1600, 1600) == F(1, 2)
    assert expected_score(1603, 1600) == F(1, 2) and expected_score(1604, 1600) == F(51, 100)
    assert expected_score(1600, 1604) == F(49, 100)
    assert expected_score(2335, 1600) == F(99, 100) and expected_score(2336, 1600) == 1
    assert expected_score(1000, 2500) == 0


# ---------------------------------------------------------------- codes


def test_codes_are_parsed_case_insensitively_with_either_separator() -> None:
    assert parse_tiebreak("bh/c1") == TieBreak("bh/c1", "BH", 1, 0)
    assert parse_tiebreak("BH-M2") == TieBreak("BH-M2", "BH", 2, 2)
    assert parse_tiebreak("DE").lower_is_better and not parse_tiebreak("SB").lower_is_better
    players, system, rounds = load_event("swiss_8")
    values = compute(players, ["bh/c1"], system, rounds)
    assert values[1] == {"bh/c1": F(23, 2)}  # values are keyed by the code as given


@pytest.mark.parametrize("code", ["XYZ", "BH-C0", "SB-M1", "WIN-C1", "BH-C1-M1", "WIN-P", "BH-P-P", "ARO/P", ""])
def test_unknown_codes_raise_naming_them(code: str) -> None:
    players, system, rounds = load_event("swiss_8")
    with pytest.raises(ValueError, match=f"unknown tie-break {code!r}"):
        compute(players, ["BH", code], system, rounds)


def test_bad_arguments() -> None:
    players, system, rounds = load_event("swiss_8")
    with pytest.raises(ValueError, match="edition"):
        compute(players, ["BH"], system, rounds, edition=2023)
    with pytest.raises(ValueError, match="opponent 9 is not among the players"):
        compute([PlayerResults(1, 0, (Result(9, "w", "1", F(1)),))], ["BH"], system, 1)
