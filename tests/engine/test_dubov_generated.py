"""Acceptance: 200 tournaments generated with ``generate("dubov", ...)`` (10 to 150 players, at most
half as many rounds as players) check clean with ``check_tournament(trf, "dubov")`` after a trip
through the TRF format: the engine is deterministic and its rounds survive the file. Also: the
cardinality shortcuts never choose differently from the weighted matchings."""
from __future__ import annotations

import random

import pytest

from arbiter_gui.checker import check_tournament
from arbiter_gui.engine.dubov import DubovRound
from arbiter_gui.formats.trf import parse_trf, write_trf
from arbiter_gui.formats.trf_pairing import paired_rounds, snapshot
from arbiter_gui.generator import generate, make_config


def generated(seed: int, players: int, rounds: int, **extra: str) -> str:
    values = {"PlayersNumber": str(players), "RoundsNumber": str(rounds), **extra}
    trf, complete = generate("dubov", make_config(values, random.Random(seed)), seed)
    assert complete
    return write_trf(trf)


@pytest.mark.parametrize("seed", range(200))
def test_generated_tournament_checks_clean(seed: int) -> None:
    rng = random.Random(2000 + seed)
    players = rng.randint(10, 150)
    text = generated(seed, players, rng.randint(3, min(11, players // 2)))  # a Swiss, not a round robin
    trf = parse_trf(text, f"generated-{seed}.trf")
    assert [c.round for c in check_tournament(trf, "dubov") if not c.ok] == []


@pytest.mark.parametrize("seed", range(24))
def test_shortcut_and_weighted_solve_agree(seed: int) -> None:
    rng = random.Random(seed)
    players = rng.randint(9, 60)
    text = generated(seed, players, rng.randint(4, min(11, players // 2 + 2)), ForfeitRate="12",
                     HalfPointByeRate="8", RetiredRate="20")
    trf = parse_trf(text, f"shortcut-{seed}.trf")
    for round_number in range(1, paired_rounds(trf) + 1):
        snap = snapshot(trf, round_number)
        fast, slow = DubovRound(snap).pair(), DubovRound(snap, shortcut=False).pair()
        assert fast.pairing_lines() == slow.pairing_lines(), f"round {round_number}"
