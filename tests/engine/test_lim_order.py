"""The order of pairing the scoregroups (C.04.4.3 2.2, 8.3), the blocked median group (2.6) and the
pairing-allocated bye (1.1)."""
from __future__ import annotations

from fractions import Fraction

from arbiter_gui.engine.swiss.lim import pairing as lim
from arbiter_gui.engine.history import build_snapshot
from arbiter_gui.engine.snapshot import Colour
from tests.engine.lim_helpers import met, pair_sets, player, snapshot
from tests.seed_examples import records_from_history


def test_groups_are_paired_down_to_the_median_then_up_to_it_median_last() -> None:
    """2.2: round 5 (median 2): 4, 3, then 0, 1, then 2, paired downward."""
    scores = [4, 4, 3, 3, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 0, 0]
    players = [player(pid, s, "wbwb" if pid % 2 else "bwbw") for pid, s in enumerate(scores, start=1)]
    pairing = lim.pair_round(snapshot(players, 5))
    assert [r.score for r in pairing.brackets] == [4, 3, 0, 1, 2]
    assert [r.criteria["direction"] for r in pairing.brackets] == ["downward", "downward", "upward", "upward",
                                                                   "median"]
    assert all(r.notes[0].startswith(f"scoregroup {int(r.score)}") for r in pairing.brackets)


def test_round_two_pairs_the_winners_the_losers_then_the_draws() -> None:
    """8.3: 1 point, then 0, then the median 0.5."""
    scores = [1, 1, 0.5, 0.5, 0, 0]
    pairing = lim.pair_round(snapshot([player(pid, s, "w" if pid % 2 else "b") for pid, s in
                                       enumerate(scores, start=1)], 2))
    assert [r.score for r in pairing.brackets] == [1, 0, Fraction(1, 2)]


def test_an_odd_group_floats_down_above_the_median_and_up_below_it() -> None:
    """3.2.1, 3.2.4: downward the lowest numbered player floats, upward the highest numbered one."""
    scores = [3, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 0, 0, 0]
    players = [player(pid, s, "wbw" if pid % 2 else "bwb") for pid, s in enumerate(scores, start=1)]
    records = lim.pair_round(snapshot(players, 4)).brackets  # median 1.5: no median residents
    assert [r.score for r in records] == [3, 2, 0, 1, Fraction(3, 2)]
    # 3 players due each colour... the three of score 3: 1 and 3 due Black, 2 due White (3.2.2)
    assert records[0].downfloaters == [3]
    assert records[2].downfloaters == [12]  # upward: the highest numbered (#12) floats up
    assert records[4].residents == [] and sorted(records[4].mdps) == sorted(
        records[1].downfloaters + records[3].downfloaters)


def test_a_blocked_median_group_cracks_a_pair_of_the_higher_group() -> None:
    """2.6.2: the draw 3-6 leaves the median group of round 2 with two players who have met; as many
    floaters came from above as from below (none), so the last pair of the higher group is cracked."""
    players = [{"id": pid} for pid in range(1, 7)]
    history = [{"round": 1, "pairings": [[1, 4, "1-0"], [5, 2, "0-1"], [3, 6, "1/2-1/2"]]}]
    snap = build_snapshot(records_from_history(players, history), 2, 5, Colour.WHITE, range(1, 7))
    pairing = lim.pair_round(snap)
    assert pair_sets((b.white, b.black) for b in pairing.boards) == pair_sets([(1, 6), (2, 3), (4, 5)])
    top, bottom, median = pairing.brackets
    assert top.pairs == [] and any("2.6.2" in note for note in top.notes)
    assert sorted(median.mdps) == [1, 2] and any("2.6.2" in note for note in median.notes)
    assert bottom.pairs == [(5, 4)]  # upward: the lowest numbered player is scrutinised first


def test_cracking_takes_the_lower_side_when_more_floaters_came_from_above() -> None:
    """2.6.1: #1 floats down from the 2-point group; the median residents 4, 5, 6 have all met each
    other, so the median group cannot be paired; one floater from above, none from below: the pair of
    the lower group is cracked."""
    table = met([(1, 2), (1, 3), (4, 5), (4, 6), (5, 6)])
    players = [player(pid, score, "wb" if pid % 2 else "bw", table.get(pid, ()))
               for pid, score in enumerate([2, 2, 2, 1, 1, 1, 0, 0], start=1)]
    top, bottom, median = lim.pair_round(snapshot(players, 3)).brackets
    assert top.downfloaters == [1] and top.pairs == [(2, 3)]
    assert bottom.pairs == [] and any("2.6.1" in note for note in bottom.notes)
    assert sorted(median.mdps) == [1, 7, 8] and len(median.pairs) == 3


def test_the_bye_goes_to_the_lowest_ranked_of_the_lowest_group() -> None:
    """1.1: lowest scoregroup, lowest rank; a player who had the bye cannot have it again (C.04.1 4)."""
    players = [player(pid, s, "w" if pid % 2 else "b") for pid, s in enumerate([1, 1, 0, 0, 0], start=1)]
    assert lim.pair_round(snapshot(players, 2)).bye == 5
    players[4] = player(5, 0)
    players[4] = players[4].__class__(**{**players[4].__dict__, "bye_ineligible": True})
    assert lim.pair_round(snapshot(players, 2)).bye == 4
