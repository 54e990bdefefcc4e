"""The Team engine (Type A, Type B, no colours) against a literal, brute-force reading of C.04.6
3.4-3.6 on small events, and at scale."""
from __future__ import annotations

import pytest

from arbiter_gui.engine.swiss.team import pairing as team
from tests.engine.match_systems_helpers import literal_mismatches, slowest_round

KINDS = [("team", team.TYPE_A_RULES), ("team_b", team.TYPE_B_RULES), ("team_no_colours", team.NO_COLOUR_RULES)]


@pytest.mark.parametrize("seed", range(8))
@pytest.mark.parametrize("name, rules", KINDS)
def test_small_events_match_the_literal_reading(name: str, rules: team.TeamRules, seed: int) -> None:
    assert literal_mismatches(name, rules.rules, seed) == []


def test_two_hundred_teams_pair_in_about_a_second() -> None:
    assert slowest_round("team_b", 200, 7, 2) < 30.0  # a hang guard: the time is bench_systems.py's
