"""The Double-Swiss engine against a literal, brute-force reading of C.04.5 3.4-3.6 on small events,
and at scale (a 200-player round in about a second)."""
from __future__ import annotations

import pytest

from arbiter_gui.engine.swiss.double_swiss import pairing as double_swiss
from tests.engine.match_systems_helpers import literal_mismatches, slowest_round


@pytest.mark.parametrize("seed", range(12))
def test_small_events_match_the_literal_reading(seed: int) -> None:
    assert literal_mismatches("double_swiss", double_swiss.RULES, seed) == []


def test_two_hundred_players_pair_in_about_a_second() -> None:
    assert slowest_round("double_swiss", 200, 7, 1) < 30.0  # a hang guard: the time is bench_systems.py's
