"""Lim floaters (C.04.4.3 article 3), colour exchanges (5.2) and the Maxi-tournament limits
(3.2.3, 3.8, 5.7)."""
from __future__ import annotations

from fractions import Fraction

from arbiter_gui.engine.swiss.lim import pairing as lim
from arbiter_gui.engine.swiss.lim.floaters import floater_type, incoming_order
from tests.engine.lim_helpers import met, player, snapshot

LOWER = [player(pid, 0, "wbw" if pid % 2 else "bwb") for pid in range(11, 17)]  # round 4: the 0 group


def top_group(colours: list[str], **changes: dict) -> list:
    """Five players on 3 points in round 4 (median 1.5), paired downward; ``changes`` by id."""
    return [player(pid, 3, c, **changes.get(str(pid), {})) for pid, c in enumerate(colours, start=1)]


def first_record(players: list, maxi: bool = False):
    return lim.pair_round(snapshot(players + LOWER, 4), maxi=maxi).brackets[0]


def test_floater_types() -> None:
    """3.9.1: a, b for players who floated into the group, c, d by a compatible opponent next door."""
    compatible = lambda a, b: (a, b) not in {(1, 9), (3, 9)}  # noqa: E731
    assert floater_type(1, {1}, [9], compatible) == "a"
    assert floater_type(2, {2}, [9], compatible) == "b"
    assert floater_type(3, set(), [9], compatible) == "c"
    assert floater_type(4, set(), [9], compatible) == "d"


def test_incoming_floaters_order() -> None:
    """3.6, 3.7, 3.6.3: downfloaters by highest score then #, upfloaters by lowest score then lowest number."""
    by_id = {p.id: p for p in [player(1, 3), player(2, 4), player(3, 3), player(8, 0), player(9, 1), player(7, 0)]}
    assert incoming_order([3, 1, 2, 9, 8, 7], by_id, Fraction(2), upward=False) == [2, 1, 3, 8, 7, 9]
    assert incoming_order([9, 8, 7], by_id, Fraction(2), upward=True) == [8, 7, 9]


def test_the_floater_evens_the_colours() -> None:
    """3.2.2: three players due Black, two due White: a player due Black floats, the lowest numbered."""
    record = first_record(top_group(["wbw", "wbw", "wbw", "bwb", "bwb"]))
    assert record.downfloaters == [3]


def test_maxi_keeps_the_floater_within_100_points() -> None:
    """3.2.3: in a Maxi-tournament the colour choice must be within 100 points of the lowest numbered."""
    players = top_group(["wbw", "wbw", "wbw", "bwb", "bwb"], **{"3": {"rating": 2600}})
    assert first_record(players, maxi=True).downfloaters == [5]
    assert first_record(players).downfloaters == [3]


def test_equal_colours_float_the_lowest_numbered_unless_he_floated_last_round() -> None:
    """3.2.4 and 3.10 (everybody due White)."""
    assert first_record(top_group(["wb"] * 5)).downfloaters == [5]
    assert first_record(top_group(["wb"] * 5, **{"5": {"floated_last": True}})).downfloaters == [4]


def test_a_floater_needs_an_opponent_in_the_lower_group() -> None:
    """3.3, 3.9.2: #5 has met everybody of the next group: #4 floats instead."""
    table = met([(5, p.id) for p in LOWER])
    players = top_group(["wb"] * 5, **{"5": {"opponents": table[5]}})
    lower = [player(p.id, 0, "wbw" if p.id % 2 else "bwb", [5]) for p in LOWER]
    record = lim.pair_round(snapshot(players + lower, 4)).brackets[0]
    assert record.downfloaters == [4] and record.criteria["floater types (3.9)"] == {4: "d"}


def test_a_downfloater_meets_the_first_player_due_the_other_colour() -> None:
    """3.8: the floater #1 (due Black) is paired with #3, the first of the group due White."""
    players = [player(1, 4, "wbw"), player(2, 3, "wbw"), player(3, 3, "bwb"), player(4, 3, "bwb"),
               player(5, 3, "wbw")]
    record = lim.pair_round(snapshot(players + LOWER[:5], 4)).brackets[1]
    assert record.mdps == [1] and record.pairs[0] == (1, 3)
    players[2] = player(3, 3, "bwb", rating=2300)  # Maxi: 3 is more than 100 points below 2...
    record = lim.pair_round(snapshot(players + LOWER[:5], 4), maxi=True).brackets[1]
    assert record.pairs[0] == (1, 4)  # ... 4, due White too, is not
    players[3] = player(4, 3, "bwb", rating=2300)
    record = lim.pair_round(snapshot(players + LOWER[:5], 4), maxi=True).brackets[1]
    assert record.pairs[0] == (1, 2)


def test_second_scrutiny_exchanges_opponents_for_colours() -> None:
    """5.2: 1 v 3 and 2 v 4 leave 1 and 3 both due White: 4 and 3 are exchanged (5.7 in Maxi)."""
    players = [player(1, 3, "bwb"), player(2, 3, "wbw"), player(3, 3, "bwb"), player(4, 3, "wbw")]
    record = first_record(players)
    assert record.pairs == [(1, 4), (2, 3)] and record.exchange["colour exchanges (5.2)"] == [3, 4]
    players[3] = player(4, 3, "wbw", rating=2000)
    record = first_record(players, maxi=True)
    assert record.pairs == [(1, 3), (2, 4)] and record.criteria["players not given their due colour (5.2)"] == 2


def test_an_upfloater_in_the_median_group_meets_its_lowest_numbered_player() -> None:
    """3.8, ruling L7: in round 3 (median 1) the 0-point group floats #8 up; the median group is
    paired downward, but the upfloater takes the lowest numbered player due the other colour."""
    players = [player(1, 2, "wb"), player(2, 2, "bw"), player(3, 1, "bw"), player(4, 1, "bw"),
               player(5, 1, "wb"), player(6, 1, "bw"), player(7, 1, "wb"), player(8, 0, "wb")]
    median = lim.pair_round(snapshot(players, 3)).brackets[-1]
    assert median.mdps == [8] and median.pairs[0] == (8, 6)
