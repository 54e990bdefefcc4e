"""Properties of Burstein pairings on generated events (C.04.4.2), and the faster route of
``burstein_bracket`` never choosing differently from the weighted matchings. (The 200 generated
tournaments are checked in tests/cli/test_generate_and_check.py.)"""
from __future__ import annotations

import random

import pytest

from arbiter_gui.engine.swiss.burstein.pairing import BursteinRound, seeding_rounds
from arbiter_gui.engine.snapshot import Colour
from arbiter_gui.formats.trf import parse_trf
from arbiter_gui.formats.trf_pairing import paired_rounds, snapshot
from tests.pairing_files import generated


def events(count: int, low: int, high: int) -> list[tuple[int, int, int]]:
    found = []
    for seed in range(count):
        rng = random.Random(7000 + seed)
        players = rng.randint(low, high)
        found.append((seed, players, rng.randint(5, min(11, players // 2))))
    return found


@pytest.mark.parametrize("seed, players, rounds", events(12, 20, 70))
def test_rounds_keep_the_absolute_criteria_and_colour_rules(seed: int, players: int, rounds: int) -> None:
    text = generated("burstein", seed, players, rounds, ForfeitRate="12", HalfPointByeRate="8", RetiredRate="20")
    trf = parse_trf(text, f"properties-{seed}.trf")
    for round_number in range(seeding_rounds(rounds) + 1, paired_rounds(trf) + 1):
        snap = snapshot(trf, round_number)
        rnd = BursteinRound(snap)
        pairing = rnd.pair()
        seen = [pid for b in pairing.boards for pid in (b.white, b.black)] + [pairing.bye] * (pairing.bye is not None)
        assert sorted(seen) == sorted(p.id for p in snap.players)  # 1.9.1: everybody once
        if pairing.bye is not None:
            assert not rnd.by_id[pairing.bye].bye_ineligible  # [C2]
        for board in pairing.boards:
            assert rnd.compatible(board.white, board.black)  # [C1], [C3]
            due_white, due_black = rnd.pref(board.white), rnd.pref(board.black)
            if due_white is not None and due_black is not None and due_white is not due_black:
                assert (due_white, due_black, board.colour_rule) == (Colour.WHITE, Colour.BLACK, "5.2.2")
        for record in pairing.brackets:
            bracket = set(record.residents) | set(record.mdps)
            assert all(a in bracket and b in bracket for a, b in record.pairs)
            assert len(record.downfloaters) + 2 * len(record.pairs) == len(bracket)
        assert not pairing.brackets[-1].downfloaters


@pytest.mark.parametrize("seed, players, rounds", events(16, 12, 60))
def test_faster_route_and_weighted_matchings_agree(seed: int, players: int, rounds: int) -> None:
    text = generated("burstein", 100 + seed, players, rounds, ForfeitRate="10", HalfPointByeRate="6")
    trf = parse_trf(text, f"shortcut-{seed}.trf")
    for round_number in range(seeding_rounds(rounds) + 1, paired_rounds(trf) + 1):
        snap = snapshot(trf, round_number)
        fast, slow = BursteinRound(snap).pair(), BursteinRound(snap, shortcut=False).pair()
        assert fast.pairing_lines() == slow.pairing_lines(), f"round {round_number}"
