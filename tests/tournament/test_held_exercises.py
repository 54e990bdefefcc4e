"""Every value of the individual exercises of IA Mario Held, "Exercises in Tie-Breaking"
(FIDE Arbiters' Commission / TEC, Rev. 2403220900, C.07-2023, pp. 10-50; arbiters.fide.com/news/9119,
tec.fide.com/2024/03/18/tie-break-exercise/), exercises 1-33, under the 2024 rules (Art. 16 as in
2023), and the same events under the 2026 revision of Art. 16.4.

Crosstables: tests/data/tiebreaks/held_*.trf, the paper's 2.1 Swiss (16 players, 5 rounds, and the
same event after 9 rounds for exercise 25) and 2.2 round robin (6 players).  The paper was not read
directly: the crosstables and the published answers are those transcribed, identically, in three
independent public test suites (OttoMilvang/TieBreakServer tests/test_fide_held_individual_exercises.py
and tests/fixtures, marceljuenemann/tiebreak src/__tests__/testcases/fide-exercise-2023.csv, and a
TypeScript suite quoting exercises 1-8, 11-13, 27-33).  The 2026 values are TieBreakServer's
rule-version-2 answers for the exercises the capped dummy opponent changes (16.4.1, 16.4.2).
DE answers are ranks in the standings by points then DE (as the paper gives them)."""
from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import pytest

from arbiter_gui.tournament.standings import standings
from arbiter_gui.tournament.tiebreaks import TieBreakValue, compute
from tests.tournament import load_event

SWISS_5, SWISS_9, ROUND_ROBIN = "held_swiss_5", "held_swiss_9", "held_round_robin"


def _values(text: str) -> dict[int, TieBreakValue]:
    """'1:12.5 2:13' -> {1: Fraction(25, 2), 2: 13}; '-' for no value."""
    values: dict[int, TieBreakValue] = {}
    for item in text.split():
        pid, value = item.split(":")
        values[int(pid)] = None if value == "-" else Fraction(Decimal(value))
    return values


BH = _values("1:12.5 2:13 3:15.5 4:15 5:8.5 6:12 7:14.5 8:13.5 9:9 10:13 11:13.5 12:11.5 13:14 14:11 15:12 16:12.5")
BH_C1 = _values("1:11 2:12 3:13 4:11.5 5:7.5 6:11 7:12.5 8:12 9:7.5 10:11.5 11:12 12:9.5 13:12 14:9 15:11 16:11")
AOB = _values("1:12.60 2:13.60 3:13.40 4:13.38 5:13.40 6:13.25 7:11.90 8:13.00 9:12.75 10:10.90 11:12.75 "
              "12:15.00 13:12.10 14:13.17 15:12.20 16:13.30")
FB = _values("1:13.5 2:13.5 3:15 4:15.5 5:10 6:12 7:13.5 8:12.5 9:9.5 10:12.5 11:12.5 12:11.5 13:13.5 14:10.5 "
             "15:12 16:13.5")
SB = _values("1:8 2:9.5 3:10.5 4:9.75 5:4.25 6:6.5 7:3.25 8:5.25 9:2.25 10:1.5 11:5.75 12:4 13:4.25 14:4.5 "
             "15:3.5 16:7.25")
SB_C1 = _values("1:7.25 2:8.5 3:9.25 4:8 5:3.25 6:5.5 7:1.25 8:3.75 9:2.25 10:0 11:4.25 12:4 13:4.25 14:3 "
                "15:2.5 16:5.75")
ARO = _values("1:1820 2:1880 3:1940 4:1888 5:1690 6:1813 7:1760 8:1730 9:1975 10:1880 11:1863 12:2050 13:1930 "
              "14:1800 15:1860 16:1820")
ARO_C1 = _values("1:1900 2:1988 3:2000 4:1983 5:1738 6:1900 7:1838 8:1800 9:2200 10:1975 11:2000 12:- 13:2025 "
                 "14:1900 15:1963 16:1900")
TPR = _values("1:1969 2:2120 3:2089 4:2081 5:1690 6:1813 7:1611 8:1730 9:1175 10:1640 11:1776 12:1250 13:1781 "
              "14:1925 15:1788 16:1969")
WIN = _values("1:2 2:3 3:2 4:2 5:2 6:3 7:1 8:2 9:1 10:1 11:2 12:2 13:1 14:2 15:2 16:3")
WON = _values("1:2 2:3 3:2 4:2 5:2 6:2 7:1 8:2 9:0 10:1 11:1 12:0 13:1 14:2 15:2 16:3")
BPG = _values("1:2 2:3 3:2 4:2 5:2 6:2 7:3 8:2 9:1 10:3 11:2 12:0 13:3 14:2 15:3 16:2")
BWG = _values("1:1 2:1 3:1 4:1 5:0 6:1 7:0 8:0 9:0 10:1 11:0 12:0 13:1 14:1 15:1 16:1")
REP = _values("1:5 2:5 3:5 4:4 5:5 6:5 7:5 8:5 9:3 10:5 11:5 12:3 13:5 14:3 15:5 16:5")
PS = _values("1:11 2:13 3:11 4:11.5 5:5 6:6 7:6 8:8.5 9:2.5 10:4 11:5.5 12:7 13:7 14:6 15:7 16:10.5")
PS_C1 = _values("1:10 2:12 3:10.5 4:10.5 5:5 6:6 7:5 8:8 9:2.5 10:4 11:5 12:7 13:6 14:5 15:7 16:10")


def _only(values: dict[int, TieBreakValue], *players: int) -> dict[int, TieBreakValue]:
    return {pid: values[pid] for pid in players}


def _changed(values: dict[int, TieBreakValue], text: str) -> dict[int, TieBreakValue]:
    return {**values, **_values(text)}


# (exercise, event, code, expected); the round robin is paired in advance (pre-determined).
EXERCISES = [
    (1, SWISS_5, "BH", _only(BH, 2)),
    (2, SWISS_5, "BH", _only(BH, 1, 3)),
    (3, SWISS_5, "BH", _only(BH, 5, 8, 11)),
    (4, SWISS_5, "BH", _only(BH, 1, 3, 4, 16)),
    (5, SWISS_5, "BH/C1", _only(BH_C1, 5, 8, 11)),
    (6, SWISS_5, "BH/C1", _only(BH_C1, 7, 9, 13)),
    (7, SWISS_5, "BH/C1", _only(BH_C1, 1, 3, 4, 16)),
    (8, SWISS_5, "BH/C1", _only(BH_C1, 12, 14, 15)),
    (9, SWISS_5, "AOB", AOB),
    (10, SWISS_5, "FB", FB),
    (11, SWISS_5, "SB", _only(SB, 1, 3, 4, 16)),
    (12, SWISS_5, "SB", SB),
    (13, SWISS_5, "SB/C1", SB_C1),
    (14, ROUND_ROBIN, "SB", _values("1:9.25 2:6.25 3:6.25 4:4.25 5:3.25 6:2.25")),
    (15, ROUND_ROBIN, "SB/C1", _values("1:9.25 2:4.75 3:4.75 4:4.25 5:3.25 6:1.5")),
    (16, ROUND_ROBIN, "KS", _values("1:2 2:0.5 3:0.5 4:1 5:0.5 6:0")),
    (17, SWISS_5, "ARO", ARO),
    (18, SWISS_5, "ARO/C1", ARO_C1),
    (19, SWISS_5, "TPR", _only(TPR, 2, 6, 12)),
    (20, SWISS_5, "TPR", TPR),
    (21, SWISS_5, "APRO", _values("1:1789 3:1904 4:1772 16:1805")),
    (22, SWISS_5, "PTP", _values("3:2112")),
    (27, SWISS_5, "WIN", WIN),
    (28, SWISS_5, "WON", WON),
    (29, SWISS_5, "BPG", BPG),
    (30, SWISS_5, "BWG", BWG),
    (31, SWISS_5, "REP", REP),  # the paper's GE, renamed REP by C.07 2024
    (32, SWISS_5, "PS", PS),
    (33, SWISS_5, "PS/C1", PS_C1),
]

# Ranks in the standings by points, then DE.
DE_EXERCISES = [
    (23, SWISS_5, _values("1:2 3:2 4:2 16:2")),
    (24, SWISS_5, _values("5:7 8:7 11:7")),
    (25, SWISS_9, _values("1:3 2:5 3:1 4:3 5:9 6:2 7:6 8:6 9:14 10:9 11:13 12:14 13:16 14:9 15:9 16:6")),
    (26, ROUND_ROBIN, _values("1:1 2:2 3:2 4:6 5:5 6:4")),
]

# The 2026 revision (dummy opponent capped, 16.4.1 / 16.4.2) changes only these answers.
EXERCISES_2026 = [
    (3, "BH", _only(_changed(BH, "11:12.5"), 5, 8, 11)),
    (4, "BH", _only(_changed(BH, "4:14"), 1, 3, 4, 16)),
    (5, "BH/C1", _only(_changed(BH_C1, "11:11"), 5, 8, 11)),
    (9, "AOB", _changed(AOB, "1:12.40 3:12.90 5:13.20 7:11.70 8:12.90 10:10.80 12:14.00 13:11.90 14:13.00 16:13.10")),
    (10, "FB", _changed(FB, "4:14.5 11:12 12:11")),
    (11, "SB", _only(_changed(SB, "4:9.25"), 1, 3, 4, 16)),
    (12, "SB", _changed(SB, "4:9.25 6:6 11:4.75")),
    (13, "SB/C1", _changed(SB_C1, "4:7.75 6:5 11:3.25")),
]
CHANGED_2026 = {exercise for exercise, _, _ in EXERCISES_2026}


def _compute(event: str, code: str, edition: int) -> dict[int, TieBreakValue]:
    players, system, rounds = load_event(event)
    values = compute(players, [code], system, rounds, edition=edition, pre_determined=event == ROUND_ROBIN)
    return {pid: value[code] for pid, value in values.items()}


@pytest.mark.parametrize("exercise, event, code, expected", EXERCISES, ids=[f"ex{e[0]:02}" for e in EXERCISES])
def test_held_exercise_2024(exercise: int, event: str, code: str, expected: dict[int, TieBreakValue]) -> None:
    actual = _compute(event, code, 2024)
    assert {pid: actual[pid] for pid in expected} == expected


@pytest.mark.parametrize("exercise, event, code, expected", EXERCISES, ids=[f"ex{e[0]:02}" for e in EXERCISES])
def test_held_exercise_2026_unchanged(exercise: int, event: str, code: str,
                                      expected: dict[int, TieBreakValue]) -> None:
    if exercise in CHANGED_2026:
        pytest.skip("changed by the 2026 revision: see test_held_exercise_2026")
    actual = _compute(event, code, 2026)
    assert {pid: actual[pid] for pid in expected} == expected


@pytest.mark.parametrize("exercise, code, expected", EXERCISES_2026, ids=[f"ex{e[0]:02}" for e in EXERCISES_2026])
def test_held_exercise_2026(exercise: int, code: str, expected: dict[int, TieBreakValue]) -> None:
    actual = _compute(SWISS_5, code, 2026)
    assert {pid: actual[pid] for pid in expected} == expected


@pytest.mark.parametrize("edition", [2024, 2026])
@pytest.mark.parametrize("exercise, event, expected", DE_EXERCISES, ids=[f"ex{e[0]:02}" for e in DE_EXERCISES])
def test_held_direct_encounter(exercise: int, event: str, expected: dict[int, TieBreakValue], edition: int) -> None:
    players, system, rounds = load_event(event)
    rows = standings(players, ["DE"], system, rounds, edition=edition, pre_determined=event == ROUND_ROBIN)
    ranks = {row.id: row.rank for row in rows}
    assert {pid: ranks[pid] for pid in expected} == expected
