"""Lim compatibility (2.1, 6), due colours and colour allocation (article 5), median score (2.2)."""
from __future__ import annotations

from fractions import Fraction

from arbiter_gui.engine.swiss.lim import pairing as lim
from arbiter_gui.engine.swiss.lim.rules import allocate, compatible, due_colour, forced_colour, median_score
from tests.engine.lim_helpers import B, W, met, player, snapshot


def test_forced_and_due_colours() -> None:
    assert forced_colour(player(1, colours="wbb")) is W  # 2.1: not three in a row
    assert forced_colour(player(1, colours="bwbb")) is W
    assert forced_colour(player(1, colours="wwbw")) is B  # 2.1: never three more of one colour
    assert forced_colour(player(1, colours="wb")) is None
    assert due_colour(player(1, colours="wbw")) is B  # 5.6: the equalising colour
    assert due_colour(player(1, colours="wwb")) is B  # 5.6 before alternation
    assert due_colour(player(1, colours="wb")) is W  # 5.5: the alternate colour
    assert due_colour(player(1)) is None


def test_compatibility_and_the_last_round() -> None:
    a, b = player(1, 2, "wbb"), player(2, 2, "bwbb")
    assert not compatible(snapshot([a, b], 5, 9), a, b)  # both must have White (2.1)
    assert compatible(snapshot([a, b], 5, 5), a, b)  # article 6: same score, last round
    c = player(3, 1, "bwbb")
    assert not compatible(snapshot([a, c], 5, 5), a, c)  # article 6 is for players with the same score
    d = player(4, 2, "wb", opponents=[1])
    assert not compatible(snapshot([a, d], 5, 9), d, a)  # 2.1: not met before


def test_median_score() -> None:
    assert median_score(snapshot([player(1)], 4)) == Fraction(3, 2)  # 2.2: half the rounds played


def test_colour_allocation() -> None:
    # 5.1: different due colours are both granted
    assert allocate(player(1, 1, "wb"), player(2, 1, "bw"), W, True, False) == (W, "5.1")
    # 5.3: a player with the same colour twice gets the other one
    assert allocate(player(1, 1, "ww"), player(2, 1, "bw"), W, True, False) == (B, "5.3")
    assert allocate(player(1, 1, "bw"), player(2, 1, "bb"), W, True, False) == (B, "5.3")
    # 5.6: equalising goes before alternating
    assert allocate(player(1, 1, "bwb"), player(2, 1, "wbwb"), W, True, True) == (W, "5.6")
    # 5.4: same colour last round: the earlier rounds decide (1 had White when 2 had Black)
    assert allocate(player(1, 1, "wbbw"), player(2, 1, "bwbw"), W, True, True) == (W, "5.4")
    # 5.4: identical histories: the higher ranked gets the alternate colour at the median or above...
    assert allocate(player(1, 1, "wb"), player(2, 1, "wb"), W, True, False) == (W, "5.4")
    # ... and the lower ranked below it
    assert allocate(player(1, 1, "wb"), player(2, 1, "wb"), W, False, False) == (B, "5.4")
    # 7.2: two players yet to play: odd number, the colour drawn
    assert allocate(player(3), player(8), B, True, False) == (B, "7.2")
    assert allocate(player(4), player(8), B, True, False) == (W, "7.2")


def test_a_player_yet_to_play_lets_the_other_have_the_due_colour() -> None:
    assert allocate(player(1, 1, "w"), player(2), W, True, True) == (B, "5.1")
    assert allocate(player(1), player(2, 1, "w"), W, True, True) == (W, "5.1")


def test_last_round_pairs_equal_scores_even_with_a_third_colour() -> None:
    """Article 6: in the last round two players with the same score who have not met are paired
    even if one of them gets the same colour a third time."""
    players = [player(1, 2, "bb", opponents=[3, 4]), player(2, 2, "bb", opponents=[3, 4]),
               player(3, 0, "ww", opponents=[1, 2]), player(4, 0, "ww", opponents=[1, 2])]
    pairing = lim.pair_round(snapshot(players, 3, total_rounds=3))
    assert {frozenset((b.white, b.black)) for b in pairing.boards} == {frozenset((1, 2)), frozenset((3, 4))}


def test_the_last_round_keeps_the_colour_rules_where_it_can() -> None:
    """Article 6 only where necessary: the exchange sequence would give 1 v 5 and 2 v 4 (both pairs
    bound to the same colour), but 1 v 2, 3 v 6, 4 v 5 pairs the group with permitted colours."""
    table = met([(1, 4), (1, 6)])
    players = [player(pid, 2, "bb" if pid % 2 else "ww", table.get(pid, ())) for pid in range(1, 7)]
    pairing = lim.pair_round(snapshot(players, 3, total_rounds=3))
    assert {frozenset((b.white, b.black)) for b in pairing.boards} == {frozenset(p) for p in ((1, 2), (3, 6), (4, 5))}
    assert all(b.colour_rule == "5.3" for b in pairing.boards)
