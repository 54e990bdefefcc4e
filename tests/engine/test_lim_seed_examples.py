"""The Lim examples of the Handbook (C.04.4.3 4.2-4.4 and 7.2), transcribed in
tests/data/conformance/seed-examples/lim_handbook_*.json."""
from __future__ import annotations

import pytest

from arbiter_gui.engine.swiss.lim import pairing as lim
from arbiter_gui.engine.swiss.lim.exchanges import opponent_sequence
from arbiter_gui.engine.snapshot import Colour
from tests.engine.lim_helpers import met, pair_sets, player, snapshot
from tests.seed_examples import load

PLAYER1 = load("lim_handbook_exchange_sequence_player1")["expected"]["proposals_in_order"]
PLAYER2 = load("lim_handbook_exchange_sequence_player2")["expected"]["proposals_in_order"]
ROUND1 = load("lim_handbook_round1_40players")


def column_opponent(column: list[list[int]], pid: int) -> int:
    return next(b if a == pid else a for a, b in column if pid in (a, b))


def group_pairing(games: list[tuple[int, int]]) -> set[frozenset[int]]:
    """The pairing of six players of one scoregroup (the median group of round 3, paired downward)."""
    table = met(games)
    players = [player(pid, 1, opponents=table.get(pid, ())) for pid in range(1, 7)]
    return pair_sets((b.white, b.black) for b in lim.pair_round(snapshot(players, 3)).boards)


def test_the_opponents_offered_to_player_1_follow_4_2() -> None:
    assert opponent_sequence([1, 2, 3, 4, 5, 6]) == [column_opponent(c, 1) for c in PLAYER1]


@pytest.mark.parametrize("tried", range(len(PLAYER1)))
def test_exchanges_for_player_1(tried: int) -> None:
    """4.2: when #1 has met the first ``tried`` opponents of the table, the next column is the pairing."""
    table_opponents = [column_opponent(c, 1) for c in PLAYER1]
    games = [(1, o) for o in table_opponents[:tried]]
    assert group_pairing(games) == pair_sets(PLAYER1[tried])


@pytest.mark.parametrize("tried", range(len(PLAYER2)))
def test_exchanges_for_player_2(tried: int) -> None:
    """4.3: #1 has met #4 and #5 (so #1 v #6 is found); #2 has met the first ``tried`` opponents the
    table offers it; the columns that change #1's opponent come when #2 has none left (4.4)."""
    table_opponents = [column_opponent(c, 2) for c in PLAYER2]
    assert table_opponents == [4, 5, 3, 6, 1]
    games = [(1, 4), (1, 5)] + [(2, o) for o in table_opponents[:tried]]
    assert group_pairing(games) == pair_sets(PLAYER2[tried])


def test_4_4_2_an_even_group_floats_2_and_the_lowest_numbered_player() -> None:
    """4.4: #1 and #2 have met each other and everybody but #6: #1 v #6 stays, #2 floats, and in an
    originally even group the lowest numbered player left (#5) floats with #2 (4.4.2)."""
    table = met([(1, o) for o in (2, 3, 4, 5)] + [(2, o) for o in (3, 4, 5)])
    top = [player(pid, 2, opponents=table.get(pid, ())) for pid in range(1, 7)]
    rest = [player(pid, 1) for pid in range(7, 13)]  # the median group of round 3 receives the floaters
    pairing = lim.pair_round(snapshot(top + rest, 3))
    record = pairing.brackets[0]
    assert record.score == 2 and pair_sets(record.pairs) == pair_sets([(1, 6), (3, 4)])
    assert sorted(record.downfloaters) == [2, 5]


def test_4_4_1_an_odd_group_floats_2_instead_of_its_lowest_numbered_player() -> None:
    """4.4.1: the group had seven players and #7 floated to make it even (2.3.4); #1 and #2 have met
    each other and everybody else but #6: #1 v #6 stays and #2 is exchanged with #7."""
    table = met([(1, o) for o in (2, 3, 4, 5)] + [(2, o) for o in (3, 4, 5)])
    top = [player(pid, 2, opponents=table.get(pid, ())) for pid in range(1, 8)]
    rest = [player(pid, 1) for pid in range(8, 13)]
    record = lim.pair_round(snapshot(top + rest, 3)).brackets[0]
    assert record.downfloaters == [2]
    assert pair_sets(record.pairs) == pair_sets([(1, 6), (3, 5), (4, 7)])


@pytest.mark.parametrize("initial", [Colour.WHITE, Colour.BLACK])
def test_round_one_with_forty_players(initial: Colour) -> None:
    """7.2: 1 v 21, 22 v 2, 3 v 23, ... 40 v 20, or every colour reversed by the draw."""
    players = [player(p["id"]) for p in ROUND1["players"]]
    boards = lim.pair_round(snapshot(players, 1, initial=initial)).boards
    expected = ROUND1["expected"]["expanded_by_stated_pattern_if_white"]
    if initial is Colour.BLACK:
        expected = [[b, a] for a, b in expected]
        assert [list(p) for p in ROUND1["expected"]["pairings_if_initial_colour_black"][:4]] == expected[:4]
    assert [[b.white, b.black] for b in boards] == expected
    assert {b.colour_rule for b in boards} == {"7.2"}


def test_round_one_odd_gives_the_bye_to_the_lowest_rated() -> None:
    """7.1: with 41 players the last of the Pairing List gets the pairing-allocated bye."""
    pairing = lim.pair_round(snapshot([player(pid) for pid in range(1, 42)], 1))
    assert pairing.bye == 41 and len(pairing.boards) == 20
