"""The decision record states the rules' facts about the chosen candidate."""
from __future__ import annotations

from arbiter_gui.engine.dutch import pair_round
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
