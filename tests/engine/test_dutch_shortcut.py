"""The first-perfect-candidate search (dutch_perfect) must choose exactly what the weighted
matching chooses: it is a shortcut, never a different rule. The decision record too must not
depend on the route that found the candidate."""
from __future__ import annotations

import random
from fractions import Fraction
from itertools import product

import pytest

from arbiter_gui.engine.swiss.dutch.pairing import DutchRound
from arbiter_gui.engine.explain import explained
from arbiter_gui.engine.snapshot import Colour, PlayerState, Snapshot
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


@pytest.mark.parametrize("seed", range(12))
def test_last_round_profiles_decide_the_criteria(seed: int) -> None:
    """A last round's brackets with topscorers are weighed from profiles (C10/C11 by colour classes,
    ``DutchRound.colour_class``): any two pairs of the same two profiles have the same values."""
    rng = random.Random(seed)
    config = make_config({"PlayersNumber": str(rng.randint(40, 120)), "RoundsNumber": str(rng.randint(5, 9)),
                          "ForfeitRate": "10", "HalfPointByeRate": "8"}, rng)
    trf, _ = generate("dutch", config, seed)
    rnd = DutchRound(snapshot(trf, trf.total_rounds))
    groups: dict[object, list[int]] = {}
    for p in rnd.players:
        groups.setdefault(p.score, []).append(p.id)
    brackets = list(groups.values())
    weighed = 0
    for above, residents in zip([[]] + brackets, brackets):
        mdps = above[-1:]  # the lowest of the group above as an MDP
        bracket = mdps + residents
        graph = rnd.criteria_graph(bracket, set(mdps), bracket, set(), full=False, with_bye=False, c9=False)
        if not any(pid in rnd.topscorers for pid in bracket):
            continue
        seen: dict[tuple[object, object], object] = {}
        for i, a in enumerate(bracket):
            for b in bracket[i + 1:]:
                if rnd.compatible(a, b):
                    assert rnd.colour_criteria(a, b) == rnd._count_colour_criteria(a, b)
                    values = graph.values_of(a, b)
                    assert seen.setdefault((graph.profile[a], graph.profile[b]), values) == values
                    assert seen.setdefault((graph.profile[b], graph.profile[a]), values) == values
        weighed += 1
    assert weighed


def test_colour_classes_decide_c10_c11() -> None:
    """C10/C11 of a last round's pair are counted once per two colour classes
    (``DutchRound.colour_criteria``): right for every pair of histories of up to 6 games, each
    history held by a topscorer and by another player (C.04.3 1.8), each twice, so that every two
    classes meet in both rank orders (5.2.4)."""
    histories = [h for n in range(7) for h in product((Colour.WHITE, Colour.BLACK), repeat=n)]
    held = [(h, top) for _ in range(2) for top in (True, False) for h in histories]
    players = tuple(PlayerState(i + 1, Fraction(4 if top else 2), 2400 - i, h, frozenset(), (), False, 6 - len(h))
                    for i, (h, top) in enumerate(held))
    rnd = DutchRound(Snapshot(round=7, total_rounds=7, initial_colour=Colour.WHITE, players=players))
    assert len(rnd.topscorers) == len(players) // 2
    ids = [p.id for p in rnd.players]
    for i, a in enumerate(ids):
        for b in ids[i + 1:]:
            assert rnd.colour_criteria(a, b) == rnd._count_colour_criteria(a, b), (a, b)
