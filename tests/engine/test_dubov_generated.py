"""The Dubov cardinality shortcuts never choose differently from the weighted matchings.
(The 200 generated tournaments of each system are checked in tests/cli/test_generate_and_check.py.)"""
from __future__ import annotations

import random

import pytest

from arbiter_gui.engine.swiss.dubov.pairing import DubovRound
from arbiter_gui.formats.trf import parse_trf
from arbiter_gui.formats.trf_pairing import paired_rounds, snapshot
from tests.pairing_files import generated


@pytest.mark.parametrize("seed", range(24))
def test_shortcut_and_weighted_solve_agree(seed: int) -> None:
    rng = random.Random(seed)
    players = rng.randint(9, 60)
    text = generated("dubov", seed, players, rng.randint(4, min(11, players // 2 + 2)), ForfeitRate="12",
                     HalfPointByeRate="8", RetiredRate="20")
    trf = parse_trf(text, f"shortcut-{seed}.trf")
    for round_number in range(1, paired_rounds(trf) + 1):
        snap = snapshot(trf, round_number)
        fast, slow = DubovRound(snap).pair(), DubovRound(snap, shortcut=False).pair()
        assert fast.pairing_lines() == slow.pairing_lines(), f"round {round_number}"
