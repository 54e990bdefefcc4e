"""Knockout events generated with 2-300 players and random results (issue 18's acceptance): the top
two seeds cannot meet before the final, every round halves the field, byes only in round 1 and only
to the top seeds; with wild cards the field is a power of two when they enter; double elimination
puts nobody out before a second defeat but the main event's last loser."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from arbiter_gui.engine.knockout.pairing import Format, KnockoutRound, Stage
from arbiter_gui.engine.knockout.plan import Entrant, KnockoutError, plan
from tests.engine.knockout_helpers import field, run


def coin(seed: int):  # type: ignore[no-untyped-def]
    rng = random.Random(seed)
    return lambda _rnd, m: rng.choice((m.white, m.black))


def players(rnd: KnockoutRound) -> list[int]:
    return [x for m in rnd.matches for x in (m.white, m.black)]


@pytest.mark.parametrize("n", list(range(2, 41)) + [63, 64, 65, 100, 127, 128, 129, 200, 255, 256, 257, 300])
def test_single_elimination(n: int) -> None:
    p = plan(field(n))
    for seed in range(3):
        rounds = run(field(n), winner=coin(seed * 1000 + n))
        assert len(rounds) == p.rounds == (n - 1).bit_length()
        assert [d.subject for d in rounds[0].through] == list(range(1, p.byes + 1))  # the top seeds
        assert all(not r.through for r in rounds[1:])
        for j, r in enumerate(rounds):
            main = [m for m in r.matches if m.stage is Stage.MAIN]
            assert 2 * len(main) + len(r.through) == (p.field[j] if j else p.entering[0])
            assert len(main) == p.field[j] // 2 - (p.byes if j == 0 else 0)  # halved each round
            assert Counter(players(r)).most_common(1)[0][1] == 1
            if j < len(rounds) - 1:
                assert {1, 2} not in [{m.white, m.black} for m in r.matches]


@pytest.mark.parametrize("n, wild, k", [(107, 3, 3), (20, 4, 2), (40, 2, 4), (12, 1, 2), (30, 2, 3)])
def test_wild_cards(n: int, wild: int, k: int) -> None:
    entrants = [Entrant(i, k) for i in range(1, wild + 1)] + [Entrant(i) for i in range(wild + 1, n + wild + 1)]
    p = plan(entrants)
    rounds = run(entrants, winner=coin(n))
    entering = {m for r in rounds[k - 1:k] for m in players(r)}
    assert set(range(1, wild + 1)) <= entering
    assert len(players(rounds[k - 1])) == p.field[k - 1] == 2 ** (p.rounds - k + 1)
    assert not {x for r in rounds[:k - 1] for x in players(r)} & set(range(1, wild + 1))


def test_plans_refused_with_clear_messages() -> None:
    with pytest.raises(KnockoutError, match="at least 2 players"):
        plan(field(1))
    with pytest.raises(KnockoutError, match="listed twice"):
        plan([Entrant(1), Entrant(1)])


@pytest.mark.parametrize("n", [4, 8, 16, 32, 64])
def test_double_elimination(n: int) -> None:
    for seed in range(5):
        rounds = run(field(n), Format(double_elimination=True), coin(seed + n))
        defeats: Counter[int] = Counter()
        last = rounds[-1].matches[0]
        assert last.stage in (Stage.FINAL, Stage.DECIDER)
        for r in rounds:
            assert Counter(players(r)).most_common(1)[0][1] == 1
            for m in r.matches:
                if m.stage is not Stage.THIRD_PLACE:
                    assert defeats[m.white] < 2 and defeats[m.black] < 2  # out after two defeats
        assert len(rounds) <= 2 * n.bit_length() + 2


def test_wild_cards_beyond_reach() -> None:
    """50 players cannot come down to 6 qualifiers at round 4 (48 or 112 places in round 1)."""
    with pytest.raises(KnockoutError, match="wild cards entering at round"):
        plan([Entrant(1, 4), Entrant(2, 4)] + [Entrant(i) for i in range(3, 53)])
