"""The round-robin family of seed 003 chapter 3 beside Berger: Varma tables and the restricted draw
(3.4, C.05 Annex 2), the reduced round robin (3.5), pools with seeds (3.6) and rotation tables (3.8)."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from arbiter_gui.engine.schedules.berger import ScheduleError, rounds_per_cycle, table
from arbiter_gui.engine.schedules.common import colours, longest_run, meetings
from arbiter_gui.engine.schedules.pools import final_pool, minimum_rounds, pool_rounds, pools, snake
from arbiter_gui.engine.schedules.reduced import reduced_round_robin
from arbiter_gui.engine.schedules.rotation import rotation
from arbiter_gui.engine.schedules.varma import VARMA_TABLES, clashes, draw, groups
from tests.seed_examples import load


def printed(name: str) -> list[list[tuple]]:
    return [[tuple(board) for board in r["boards"]] for r in load(name)["expected"]["rounds"]]


# --- Varma (3.4) ---

def test_seed_groups() -> None:
    """Seed 003 lines 2120-2135 (9/10 players) and 2150 (14 players)."""
    assert groups(10) == {g: tuple(v) for g, v in load("varma_003_groups_9_10players")["expected"]["groups"].items()}
    assert groups(14) == {g: tuple(v) for g, v in load("varma_003_restricted_draw_14players")["expected"]["groups"].items()}
    assert groups(9) == {"A": (3, 4, 8), "B": (5, 7, 9), "C": (1, 6), "D": (2,)}  # 10 is the dummy


@pytest.mark.parametrize("players", range(9, 25))
def test_groups_partition_and_separation(players: int) -> None:
    """Every number once; members of a group do not meet in the last three Berger rounds, but for
    FIDE's 11/12 table, whose group C holds 6 and 12, who meet in round 11 of 12 players."""
    numbers = sorted(n for g in groups(players).values() for n in g)
    assert numbers == list(range(1, players + 1))
    assert clashes(players) == ([("C", 11, 6, 12)] if players == 12 else [])


def test_six_player_groups_of_the_seed() -> None:
    """Seed 003 lines 2048-2085: in the 6-player table {3,4,5} and {1,2,6} do not meet in the last two rounds."""
    last = [set(board) for boards in table(6)[-2:] for board in boards]
    assert not any(board <= {3, 4, 5} or board <= {1, 2, 6} for board in last)


def test_tables_outside_range() -> None:
    with pytest.raises(ScheduleError, match="9 to 24"):
        groups(8)
    assert sorted(VARMA_TABLES) == list(range(10, 25, 2))


def test_fourteen_player_draw_of_the_seed() -> None:
    """Seed 003 lines 2144-2262: ENG (4, first by code) then ITA (4) then GER (3), each from one
    envelope; FRA, NED, POL take what is left (group D and the number left in A)."""
    example = load("varma_003_restricted_draw_14players")
    players = [(p["name"], p["federation"]) for p in example["players"]]
    g = groups(14)

    class Albert(random.Random):  # the seed supposes ENG chooses the envelope "4" (group B)
        def choice(self, seq):
            return "B" if list(seq) == ["A", "B"] else super().choice(seq)

    numbers, steps = draw(players, Albert(7))
    assert sorted(numbers.values()) == list(range(1, 15))
    assert [s.player for s in steps[:11]] == ["Albert", "Elizabeth", "Johanna", "Kevin", "Bruna", "Davide",
                                              "Francesca", "Laura", "Gunther", "Hanna", "Max"]
    assert {s.group for s in steps[:4]} == {"B"} and {s.group for s in steps[4:8]} == {"A"}
    assert {s.group for s in steps[8:11]} == {"C"}
    left = set(g["A"]) - {numbers[n] for n in ("Bruna", "Davide", "Francesca", "Laura")}
    assert {numbers[n] for n in ("Charles", "Iolanthe", "Nancy")} == set(g["D"]) | left
    assert "at least 4 numbers (A, B)" in steps[0].reason and "(A)" in steps[4].reason


@pytest.mark.parametrize("seed", range(20))
def test_draw_keeps_federations_apart(seed: int) -> None:
    """Random fields of 9-24 players: every federation that fits in an envelope gets one group, so
    its players do not meet in the last three rounds (the 12-player C group aside)."""
    rng = random.Random(seed)
    n = rng.randint(9, 24)
    feds = [rng.choice(["ENG", "ITA", "GER", "FRA", "NED", "POL", "ESP"]) for _ in range(n)]
    numbers, steps = draw([(f"P{i}", f) for i, f in enumerate(feds)], rng)
    assert sorted(numbers.values()) == list(range(1, n + 1)) and len(steps) == n
    last = [set(b) for boards in table(n)[-3:] for b in boards]
    for fed in set(feds):
        mine = {numbers[f"P{i}"] for i, f in enumerate(feds) if f == fed}
        fits = len({s.group for s in steps if s.federation == fed}) == 1
        if fits and len(mine) > 1 and n != 12:
            assert not any(board <= mine for board in last)


def test_draw_names_must_differ() -> None:
    with pytest.raises(ScheduleError, match="distinct player names: Ann"):
        draw([("Ann", "ENG")] * 2 + [(f"P{i}", "ITA") for i in range(8)], random.Random(1))


# --- reduced round robin (3.5) ---

@pytest.mark.parametrize("players", range(4, 25))  # every size to 24 players (issue 19)
def test_reduced_round_robin(players: int) -> None:
    """The first round suppressed: colours stay balanced (|W - B| <= 1 as in the full table)."""
    s = reduced_round_robin(players)
    full = table(players)
    assert s.rounds == [[b for b in boards if max(b) <= players] for boards in full[1:]]
    assert "without its round 1" in s.reasons[0]
    for p in range(1, players + 1):
        c = colours(s.rounds, p)
        assert abs(c.count("W") - c.count("B")) <= 1 and longest_run(c) <= 2
    assert set(meetings(s.rounds).values()) == {1}


def test_reduced_two_rounds_and_errors() -> None:
    assert len(reduced_round_robin(8, 2).rounds) == 5
    with pytest.raises(ScheduleError):
        reduced_round_robin(8, 3)
    with pytest.raises(ScheduleError):
        reduced_round_robin(2)


# --- pools with seeds (3.6) ---

def test_minimum_rounds_table_of_the_seed() -> None:
    """Seed 003 lines 2350-2360: 5-8 players 4 rounds, 9-16 6, 17-24 8, 25-36 10, 37-48 12, 49-64 14."""
    for low, high, rounds in [(5, 8, 4), (9, 16, 6), (17, 24, 8), (25, 36, 10), (37, 48, 12), (49, 64, 14)]:
        assert all(minimum_rounds(n)[0] == rounds for n in range(low, high + 1))
    assert {4, 6} <= set(minimum_rounds(24)[1])  # 6 pools of 4 or 4 pools of 6
    assert pool_rounds(24, 5) == 10  # pools of five: ten rounds instead of eight
    assert pool_rounds(64, 8) == 14


@pytest.mark.parametrize("players", range(4, 25))
def test_pools_properties(players: int) -> None:
    """Every size to 24 players, every number of pools of at least two: the snake spreads the
    players (pool sizes one apart), each pool is its Berger table (each pair of a pool once, nobody
    meets a player of another pool, colours as balanced as the table's), the rounds those of the
    largest pool."""
    for count in range(1, players // 2 + 1):
        s = pools(players, count)
        members = snake(list(range(1, players + 1)), count)
        assert max(map(len, members)) - min(map(len, members)) <= 1
        pool_of = {p: k for k, pool in enumerate(members) for p in pool}
        met = meetings(s.rounds)
        assert set(met.values()) == {1} and all(len({pool_of[p] for p in pair}) == 1 for pair in met)
        assert len(met) == sum(len(pool) * (len(pool) - 1) // 2 for pool in members)
        assert len(s.rounds) == rounds_per_cycle(len(members[0]))
        for p in range(1, players + 1):
            c = colours(s.rounds, p)
            assert abs(c.count("W") - c.count("B")) <= 1 and longest_run(c) <= 2


def test_snake() -> None:
    pools = snake(list(range(1, 25)), 4)
    assert pools == [[1, 8, 9, 16, 17, 24], [2, 7, 10, 15, 18, 23], [3, 6, 11, 14, 19, 22], [4, 5, 12, 13, 20, 21]]
    assert final_pool([[1, 8], [2, 7], [3, 6]], 2) == [1, 2, 3, 8, 7, 6]
    with pytest.raises(ScheduleError):
        snake([1, 2, 3], 2)


# --- rotation (3.8) ---

def test_rotation_tables_of_the_seed() -> None:
    """Seed 003 lines 2540-2600: 10 players in 5 rounds; 7 players in 7 rounds, one resting."""
    assert rotation(10).rounds == printed("other_003_rotation_10players")
    seven = rotation(7)
    assert seven.rounds == printed("other_003_rotation_7players_rest")
    assert seven.rests == [[7], [6], [5], [4], [3], [2], [1]]


def test_rotation_seven_with_a_dummy() -> None:
    """Seed 003 lines 2603-2630: the same pairs and rests (1, 7, 5, 3) as printed; the printed colours
    do not alternate (#4 W B W W), ours do, as the rotation of alternating boards gives (round by round; a rest may separate two games of one colour)."""
    s = rotation(7, with_dummy=True)
    seed = printed("other_003_rotation_7players_fictitious")
    assert [{frozenset(b) for b in boards if "Bye" not in b} for boards in seed] == \
        [{frozenset(b) for b in boards} for boards in s.rounds]
    assert s.rests == [[1], [7], [5], [3]]
    assert not any(run in colours(s.rounds, p) for p in range(1, 8) for run in ("WW", "BB"))  # round by round


@pytest.mark.parametrize("players", range(2, 25))
def test_rotation_properties(players: int) -> None:
    s = rotation(players)
    met = meetings(s.rounds)
    if players % 2 == 0:  # each even number meets each odd number once, colours alternate
        assert len(s.rounds) == players // 2
        assert set(met) == {frozenset((a, b)) for a in range(1, players + 1, 2) for b in range(2, players + 1, 2)}
        assert all(longest_run(colours(s.rounds, p)) == 1 for p in range(1, players + 1))
    else:  # everybody meets everybody once, one rest each round
        assert len(s.rounds) == players and len(met) == players * (players - 1) // 2
        assert Counter(p for rest in s.rests for p in rest) == Counter(range(1, players + 1))
    assert set(met.values()) == {1}
