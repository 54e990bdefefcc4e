"""The Burstein system's own rules (C.04.4.2): seeding rounds, the opposition index with unplayed
rounds, the ranking it gives (pairing order, PAB, colours), and the history the snapshot carries."""
from __future__ import annotations

from fractions import Fraction

import pytest

from arbiter_gui.engine.swiss.dutch import pairing as dutch
from arbiter_gui.engine.swiss.burstein.pairing import BursteinRound, pair_round, seeding_rounds
from arbiter_gui.engine.swiss.burstein.index import Index, opponent_scores, opposition_index, opposition_indices
from arbiter_gui.engine.history import PlayerRecord, RoundEntry, build_snapshot
from arbiter_gui.engine.snapshot import NOT_PAIRED, Colour, Snapshot

W, B = Colour.WHITE, Colour.BLACK
F = Fraction


def played(opponent: int, colour: Colour, points: Fraction) -> RoundEntry:
    return RoundEntry(opponent, colour, True, points)


@pytest.mark.parametrize("rounds, seeding", [(3, 1), (5, 2), (7, 3), (8, 4), (9, 4), (13, 4)])
def test_seeding_rounds(rounds: int, seeding: int) -> None:
    assert seeding_rounds(rounds) == seeding  # 1.6.2


# Round 1: 1-2 1-0, 3-4 1/2; round 2: 1 wins by forfeit against 3, 2-4 0-1; round 3: 1-4 1/2,
# 2 and 3 absent (zero-point byes).
HISTORY = [
    PlayerRecord(1, 2400, (played(2, W, F(1)), RoundEntry(3, W, False, F(1)), played(4, B, F(1, 2)))),
    PlayerRecord(2, 2300, (played(1, B, F(0)), played(4, W, F(0)), NOT_PAIRED)),
    PlayerRecord(3, 2200, (played(4, W, F(1, 2)), RoundEntry(1, B, False, F(0)), NOT_PAIRED)),
    PlayerRecord(4, 2100, (played(3, B, F(1, 2)), played(2, B, F(1)), played(1, W, F(1, 2)))),
]


def test_index_with_unplayed_rounds() -> None:
    """1.7.1 and 1.7.2.1: an unplayed round is a game against oneself with the registered result;
    a series of zero-point byes up to the current round counts as draws for the actual opponents."""
    snap = build_snapshot(HISTORY, 4, 9, W, [1, 2, 3, 4])
    scores = opponent_scores(snap.history, F(1, 2))
    assert scores == {1: F(5, 2), 2: F(1, 2), 3: F(1), 4: F(2)}
    # 1: opponents 2 (0 + a draw for its final zero-point bye), itself (2.5, forfeit win), 4 (2)
    assert opposition_index(1, snap.history, scores) == Index(F(5), F(1, 2) + F(5, 2) + F(1))
    # 2: opponents 1 (2.5) and 4 (2), then itself (0) in its absence; no points, no SB
    assert opposition_index(2, snap.history, scores) == Index(F(9, 2), F(0))
    # 3: opponent 4 (2), then itself twice (0.5): forfeit loss and absence
    assert opposition_index(3, snap.history, scores) == Index(F(3), F(1))
    # 4: opponents 3 (0.5 + a draw), 2 (0 + a draw), 1 (2.5)
    assert opposition_index(4, snap.history, scores) == Index(F(4), F(1, 2) + F(1, 2) + F(5, 4))


def test_index_ignores_acceleration_points() -> None:
    """1.7.2.2: virtual points are excluded from the index (they still count for scoregroups)."""
    plain = build_snapshot(HISTORY, 4, 9, W, [1, 2, 3, 4])
    accelerated = build_snapshot(HISTORY, 4, 9, W, [1, 2, 3, 4], acceleration=lambda pid, r: F(pid % 2))
    assert opposition_indices(plain) == opposition_indices(accelerated)
    assert [p.score for p in accelerated.players] != [p.score for p in plain.players]


def test_snapshot_history_covers_every_player_and_pads_missing_rounds() -> None:
    records = HISTORY + [PlayerRecord(5, 2000, ())]  # entered late, not to pair
    snap = build_snapshot(records, 4, 9, W, [1, 2])
    assert set(snap.history) == {1, 2, 3, 4, 5}
    assert snap.history[5] == (NOT_PAIRED,) * 3
    assert snap.history[1] == HISTORY[0].rounds


def field_with_opponent_scores(scores: dict[int, int]) -> list[PlayerRecord]:
    """Players 1.. each beat their own outsider (100 + id) in round 1, with White, and sat out rounds
    2-4; the outsider then scored ``scores[id]`` points (no zero-point byes): their Buchholz
    differs by exactly these scores."""
    records = []
    for pid, score in scores.items():
        outsider = 100 + pid
        later = tuple(RoundEntry(None, None, False, F(1)) if r < score else RoundEntry(99, None, False, F(0))
                      for r in range(3))
        records.append(PlayerRecord(pid, 2500 - pid, (played(outsider, W, F(1)),) + (NOT_PAIRED,) * 3))
        records.append(PlayerRecord(outsider, 1000, (played(pid, B, F(0)),) + later))
    return records


def test_bracket_order_follows_the_index_not_the_tpn() -> None:
    """4.1-4.3: BSN by index (1.8), then BSN 1 meets the largest BSN. Index order 1, 2, 4, 3 gives
    1-3 and 2-4 (by TPN it would be 1-4 and 2-3). Everybody is due Black: colours cannot decide."""
    snap = build_snapshot(field_with_opponent_scores({1: 3, 2: 2, 3: 0, 4: 1}), 5, 10, W, [1, 2, 3, 4])
    pairing = pair_round(snap)
    assert {frozenset((b.white, b.black)) for b in pairing.boards} == {frozenset((1, 3)), frozenset((2, 4))}
    assert "1-4, 2-3" in pairing.brackets[0].notes[1]  # BSN 1 meets BSN 4, BSN 2 meets BSN 3


def test_pab_goes_to_the_lowest_ranked_and_colours_follow_the_index() -> None:
    """3.1.5: equal scores and games, the lowest index takes the bye (not the largest TPN); 5.2.5:
    the higher ranked by index (3) gets their preference, Black."""
    snap = build_snapshot(field_with_opponent_scores({1: 0, 2: 1, 3: 2}), 5, 10, W, [1, 2, 3])
    pairing = pair_round(snap)
    assert (pairing.bye, pairing.bye_article) == (1, "3.1.5")
    assert "lowest ranking" in pairing.bye_reason
    assert [(b.white, b.black, b.colour_rule) for b in pairing.boards] == [(2, 3, "5.2.5")]


def test_pab_prefers_the_lowest_score_and_most_games_before_the_ranking() -> None:
    records = field_with_opponent_scores({1: 0, 2: 3, 3: 3, 4: 3, 5: 3})
    records[2 * 4] = PlayerRecord(5, 2000, (RoundEntry(None, None, False, F(0)),) + (NOT_PAIRED,) * 3)  # 3.1.3
    snap = build_snapshot(records, 5, 10, W, [1, 2, 3, 4, 5])
    assert (pair_round(snap).bye, pair_round(snap).bye_article) == (5, "3.1.3")
    records[2 * 4] = PlayerRecord(5, 2000, (played(105, W, F(1)), played(104, B, F(0))) + (NOT_PAIRED,) * 2)
    snap = build_snapshot(records, 5, 10, W, [1, 2, 3, 4, 5])  # 5 has played the most games (3.1.4)
    assert (pair_round(snap).bye, pair_round(snap).bye_article) == (5, "3.1.4")


def test_new_player_takes_the_colour_the_opponent_is_not_due() -> None:
    """1.5.4 and 5.2: a player without games has no preference; the opponent's is granted, even
    when the player without games is the higher ranked."""
    records = [PlayerRecord(1, 2400, (NOT_PAIRED,) * 4),
               PlayerRecord(2, 2300, (played(3, B, F(0)), played(4, B, F(1)), NOT_PAIRED, NOT_PAIRED)),
               PlayerRecord(3, 2200, (played(2, W, F(1)),) + (NOT_PAIRED,) * 3),
               PlayerRecord(4, 2100, (NOT_PAIRED, played(2, W, F(0)), NOT_PAIRED, NOT_PAIRED))]
    snap = build_snapshot(records, 5, 10, W, [1, 2])
    rnd = BursteinRound(snap)
    assert rnd.pref(1) is None and rnd.pref(2) is W
    assert rnd.board(1, 2).white == 2 and rnd.board(1, 2).colour_rule == "5.2.2"


def test_seeding_rounds_are_paired_by_the_dutch_rules() -> None:
    snap = build_snapshot(HISTORY, 2, 9, W, [1, 2, 3, 4])
    pairing = pair_round(snap)
    assert pairing.system == "burstein"
    assert pairing.pairing_lines() == dutch.pair_round(snap).pairing_lines()
    assert all("1.6" in record.notes[-1] for record in pairing.brackets)


def test_empty_history_ranks_by_tpn() -> None:
    """A snapshot built without history (e.g. by hand) gives every player the same index."""
    snap = build_snapshot(HISTORY, 5, 10, W, [1, 2, 3, 4])
    bare = Snapshot(snap.round, snap.total_rounds, snap.initial_colour, snap.players)
    assert set(opposition_indices(bare).values()) == {Index(F(0), F(0))}
