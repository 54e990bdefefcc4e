"""The first-perfect-candidate search (dutch_perfect) must choose exactly what the weighted
matching chooses: it is a shortcut, never a different rule. The decision record too must not
depend on the route that found the candidate."""
from __future__ import annotations

import random

import pytest

from arbiter_gui.engine.swiss.dutch.pairing import DutchRound
from arbiter_gui.engine.explain import explained
from arbiter_gui.formats.trf_pairing import snapshot
from arbiter_gui.generator import generate, make_config


@pytest.mark.parametrize("seed", range(30))
def test_shortcut_and_weighted_solve_agree(seed: int) -> None:
    rng = random.Random(seed)
    config = make_config({"PlayersNumber": str(rng.randint(9, 60)), "RoundsNumber": str(rng.randint(4, 9)),
                          "ForfeitRate": "12", "HalfPointByeRate": "8", "RetiredRate": "20"}, rng)
    trf, _ = generate("dutch", config, seed)
    for round_number in range(1, trf.total_rounds + 1):
        snap = snapshot(trf, round_number)
        fast, slow = DutchRound(snap).pair(), DutchRound(snap, shortcut=False).pair()
        assert fast.pairing_lines() == slow.pairing_lines(), f"round {round_number}"
        fast, slow = explained(snap, fast), explained(snap, slow)
        assert (fast.bye_article, fast.bye_reason) == (slow.bye_article, slow.bye_reason), f"round {round_number}"
        for quick, plain in zip(fast.brackets, slow.brackets):
            assert quick == plain, f"round {round_number}, bracket {quick.score}"
