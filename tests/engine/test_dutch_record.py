"""The decision record states the rules' facts about the chosen candidate."""
from __future__ import annotations

from arbiter_gui.engine.swiss.dutch.pairing import pair_round
from arbiter_gui.engine.swiss.dutch.record import exchange_rank, transposition_rank
from arbiter_gui.engine.history import PlayerRecord, RoundEntry, build_snapshot
from arbiter_gui.engine.snapshot import Colour
from fractions import Fraction


def snapshot_after_round_one(results: dict[int, tuple[int, str, Fraction]]):
    records = [PlayerRecord(pid, 2500 - pid, (RoundEntry(opp, Colour(col), True, pts),))
               for pid, (opp, col, pts) in results.items()]
    return build_snapshot(records, 2, 5, Colour.WHITE, list(results))


def test_transposition_is_recorded_with_no_exchange() -> None:
    # Round 2, four winners: 1 beat 5 (White), 2 beat 6 (Black), 3 beat 7 (White), 4 beat 8 (Black)
    one = Fraction(1)
    results = {1: (5, "w", one), 2: (6, "b", one), 3: (7, "w", one), 4: (8, "b", one),
               5: (1, "b", Fraction(0)), 6: (2, "w", Fraction(0)), 7: (3, "b", Fraction(0)), 8: (4, "w", Fraction(0))}
    pairing = pair_round(snapshot_after_round_one(results))
    top = pairing.brackets[0]
    assert top.residents == [1, 2, 3, 4] and top.s1 == [1, 2] and top.s2 == [3, 4]
    # natural 1-3 (both want black) and 2-4 (both want white) break C12; 1-4 / 2-3 is the first
    # transposition that grants every preference (4.2.2): no exchange needed
    assert sorted(top.pairs) == [(1, 4), (2, 3)]
    assert top.exchange["moved_s1_to_s2"] == [] and top.exchange["s2"] == [4, 3]
    assert top.perfect and top.criteria["C12"] == 0
    assert pairing.players[1].colour_preference == "black strong"
    assert pairing.players[2].colour_preference == "white strong"
    assert {b.colour_rule for b in pairing.boards} == {"5.2.1"}


def test_the_candidate_is_placed_in_the_sequence() -> None:
    one = Fraction(1)
    results = {1: (5, "w", one), 2: (6, "b", one), 3: (7, "w", one), 4: (8, "b", one),
               5: (1, "b", Fraction(0)), 6: (2, "w", Fraction(0)), 7: (3, "b", Fraction(0)), 8: (4, "w", Fraction(0))}
    top = pair_round(snapshot_after_round_one(results)).brackets[0]
    # S2 = {3, 4}: transpositions 3-4 then 4-3 (4.2.2); the chosen 4-3 is the second candidate of
    # the first exchange (none), out of C(4, 2) exchanges x 2 transpositions; perfect, so the
    # rules' procedure stops there (3.4.1)
    assert top.candidate == {"exchange_size": 0, "exchange": 0, "transposition": 1, "position": 2,
                             "sequence_length": 12, "examined": 2}
    assert top.floats == [] and top.shortfalls == []


def test_exchanges_are_ranked_by_article_4_3_2() -> None:
    # an 11-player bracket: S1 = BSN 1-5, S2 = BSN 6-11 (the examples of 4.3.2)
    assert exchange_rank(5, 6, [], []) == 0
    assert exchange_rank(5, 6, [5], [6]) == 1  # the smallest difference, then the largest BSN out of S1
    assert exchange_rank(5, 6, [4], [6]) < exchange_rank(5, 6, [5], [8])  # rule 2
    assert exchange_rank(5, 6, [5, 2], [6, 7]) < exchange_rank(5, 6, [4, 3], [6, 7])  # rule 3
    assert exchange_rank(5, 6, [5, 4], [6, 9]) < exchange_rank(5, 6, [5, 4], [7, 8])  # rule 4
    assert exchange_rank(5, 6, [5], [11]) < exchange_rank(5, 6, [5, 4], [6, 7])  # rule 1: fewer first
    assert transposition_rank([6, 7, 8], [7, 6], lambda p: p) == 2  # 6-7, 6-8, 7-6 (4.2.2)
