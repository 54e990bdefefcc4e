"""Standings: points, then the tie-breaks in order (C.07 4.2), shared ranks, display order.

The tie-break values used here are derived in test_tiebreaks.py."""
from __future__ import annotations

from fractions import Fraction

import pytest

from arbiter_gui.tournament.scoring import PointSystem
from arbiter_gui.tournament.results import PlayerResults, Result
from arbiter_gui.tournament.standings import StandingRow, standings
from tests.tournament import load_event

F = Fraction
SWISS_DEFAULT = ["BH-C1", "BH", "DE", "WIN", "BPG"]  # TIEBREAKS.md §7, application default


def order(rows: list[StandingRow]) -> list[tuple[int, int, bool]]:
    return [(row.rank, row.id, row.shared) for row in rows]


def test_swiss_default_list_2026() -> None:
    players, system, rounds = load_event("swiss_8")
    rows = standings(players, SWISS_DEFAULT, system, rounds)
    # 3.5: BH-C1 3 (12) > 1, 2 (11.5); 1 and 2 equal on BH (13.5), drew each other (DE leaves
    # them tied), WIN 2 (3) > 1 (2).  2.5: 6.  2: BH-C1 4 (11.5) > 5, 8 (10); BH 12 = 12; DE: 5 and
    # 8 never met; WIN 5 (2) > 8 (1).  1.5: 7.
    assert order(rows) == [(1, 3, False), (2, 2, False), (3, 1, False), (4, 6, False),
                           (5, 4, False), (6, 5, False), (7, 8, False), (8, 7, False)]
    assert [row.points for row in rows] == [F(7, 2), F(7, 2), F(7, 2), F(5, 2), 2, 2, 2, F(3, 2)]
    assert rows[0].tiebreaks == {"BH-C1": 12, "BH": 14, "DE": 1, "WIN": 2, "BPG": 2}
    assert rows[1].tiebreaks == {"BH-C1": F(23, 2), "BH": F(27, 2), "DE": 1, "WIN": 3, "BPG": 2}


def test_swiss_default_list_2024_dummy_rule() -> None:
    # Under the 2024 dummy rule 2's forfeit win counts 3.5 instead of 2: BH-C1 2 (13) > 3 (12) > 1.
    players, system, rounds = load_event("swiss_8")
    rows = standings(players, SWISS_DEFAULT, system, rounds, edition=2024)
    assert [row.id for row in rows[:3]] == [2, 3, 1]


def test_direct_encounter_first_and_shared_ranks() -> None:
    players, system, rounds = load_event("swiss_8")
    rows = standings(players, ["DE", "BH"], system, rounds)
    # DE: 3 > 1 > 2 (all met); 4 > {5, 8}; 5 and 8 also equal on BH (12): they share 6th place,
    # shown in pairing-number order, and 7 is 8th.
    assert order(rows) == [(1, 3, False), (2, 1, False), (3, 2, False), (4, 6, False),
                           (5, 4, False), (6, 5, True), (6, 8, True), (8, 7, False)]


def test_round_robin_ties() -> None:
    players, system, rounds = load_event("round_robin_6")
    # Points only: 1 and 2 share 1st, 3, 4, 5 share 3rd.
    assert order(standings(players, [], system, rounds)) == [
        (1, 1, True), (1, 2, True), (3, 3, True), (3, 4, True), (3, 5, True), (6, 6, False)]
    # DE: 1 beat 2; 3, 4, 5 beat each other in a circle and stay tied.
    assert order(standings(players, ["DE"], system, rounds)) == [
        (1, 1, False), (2, 2, False), (3, 3, True), (3, 4, True), (3, 5, True), (6, 6, False)]
    # Then BWG: 4 and 5 (1 each) ahead of 3 (0).
    assert order(standings(players, ["DE", "BWG"], system, rounds)) == [
        (1, 1, False), (2, 2, False), (3, 4, True), (3, 5, True), (5, 3, False), (6, 6, False)]


def test_points_and_values_after_an_earlier_round() -> None:
    players, system, _ = load_event("swiss_8")
    rows = standings(players, ["PTS", "BH"], system, 3)
    # After round 3: 2 leads on 2.5; 1, 6 and 3 have 2 (5 and 4 have 1, 7 1.5, 8 0.5).
    # BH 1 = 5 (1) + 2 (2.5) + 3 (2) = 5.5;  BH 3 = 7 (1.5) + 4 (1) + 1 (2) = 4.5;
    # BH 6 = 2 (2.5) + PAB dummy min(2, 0.5 x 3 rounds) = 1.5 + 4 (1) = 5.
    assert [(row.id, row.points) for row in rows[:4]] == [(2, F(5, 2)), (1, 2), (6, 2), (3, 2)]
    assert [row.tiebreaks for row in rows[1:4]] == [{"PTS": 2, "BH": F(11, 2)}, {"PTS": 2, "BH": 5},
                                                    {"PTS": 2, "BH": F(9, 2)}]


def test_missing_values_rank_last() -> None:
    # 3 only had a half-point bye: no opponents, so no ARO; it ranks after 1 and 2.
    system = PointSystem()
    players = [
        PlayerResults(1, 1500, (Result(2, "w", "=", system.draw),)),
        PlayerResults(2, 1600, (Result(1, "b", "=", system.draw),)),
        PlayerResults(3, 2000, (Result(None, None, "H", system.half_bye),)),
    ]
    rows = standings(players, ["ARO"], system, 1)
    assert [(row.rank, row.id, row.tiebreaks["ARO"]) for row in rows] == [
        (1, 1, 1600), (2, 2, 1500), (3, 3, None)]


def test_unknown_or_repeated_code() -> None:
    players, system, rounds = load_event("swiss_8")
    with pytest.raises(ValueError, match="unknown tie-break 'KOYA'"):
        standings(players, ["BH", "KOYA"], system, rounds)
    with pytest.raises(ValueError, match="tie-break 'de' is listed twice \\(first as 'DE'\\)"):
        standings(players, ["DE", "BWG", "de"], system, rounds)


def test_rules_edition_from_the_start_date_or_the_setting() -> None:
    from arbiter_gui.tournament.model import TournamentSettings
    from arbiter_gui.tournament.standings import rules_note, tiebreak_edition

    # C.07 as revised on 02/02/2026 applies to tournaments starting from 1 March 2026.
    assert tiebreak_edition(TournamentSettings(start_date="2026/02/28")) == 2024
    assert tiebreak_edition(TournamentSettings(start_date="2026-03-01")) == 2026
    assert tiebreak_edition(TournamentSettings(start_date="2026/02/28", tiebreak_rules=2026)) == 2026
    assert tiebreak_edition(TournamentSettings(start_date="")) == 2026
    assert tiebreak_edition(TournamentSettings(start_date="March 2024")) == 2026
    assert rules_note(TournamentSettings(start_date="2024/03/22")) == \
        "Tie-breaks: FIDE C.07, 2024 rules (tournament started 2024/03/22)"
    assert rules_note(TournamentSettings(start_date="March 2024", unrated_rating=1400)) == \
        "Tie-breaks: FIDE C.07, 2026 rules (start date 'March 2024' is not a date); unrated players rated 1400"
    assert rules_note(TournamentSettings()) == "Tie-breaks: FIDE C.07, 2026 rules (no start date)"
    assert rules_note(TournamentSettings(tiebreak_rules=2024)) == \
        "Tie-breaks: FIDE C.07, 2024 rules (chosen in the settings)"
