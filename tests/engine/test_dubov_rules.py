"""Unit tests of the Dubov rules as the engine reads them (C.04.4.1, 2026 text): ARO (1.7),
preferences (1.6), maximum upfloaters (1.8), colour allocation (5.2), the PAB (3.1), the order of
transpositions (4.4), and the round-level outcomes (1.9)."""
from __future__ import annotations

import random
from fractions import Fraction
from itertools import permutations
from pathlib import Path

import pytest

from arbiter_gui import cli
from arbiter_gui.engine.colours import Strength
from arbiter_gui.engine.swiss.dubov.pairing import DubovRound, pair_round
from arbiter_gui.engine.matching.assignment import first_assignment
from arbiter_gui.engine.swiss.dubov.rules import aro, dubov_preference, facts, max_upfloats
from arbiter_gui.engine.history import PlayerRecord, RoundEntry, build_snapshot
from arbiter_gui.engine.result import NoValidPairing
from arbiter_gui.engine.snapshot import Colour, Float, PlayerState, Snapshot

W, B = Colour.WHITE, Colour.BLACK


def state(pid: int, score: str = "0", colours: str = "", opponents: tuple[int, ...] = (),
          floats: tuple[Float | None, ...] = (), bye_ineligible: bool = False, unplayed: int = 0) -> PlayerState:
    return PlayerState(pid, Fraction(score), 2000, tuple(Colour(c) for c in colours), frozenset(opponents),
                       floats, bye_ineligible, unplayed)


def test_aro_rounds_half_up_and_is_zero_before_any_game() -> None:
    ratings = {1: 2000, 2: 2001, 3: 1800}
    assert aro(state(9, opponents=(1, 2)), ratings) == 2001  # 2000.5 -> 2001 (1.7.1)
    assert aro(state(9, opponents=(1, 2, 3)), ratings) == 1934  # 1933.67
    assert aro(state(9), ratings) == 0  # 1.7.3


def test_preferences() -> None:
    assert (dubov_preference(state(1)).colour, dubov_preference(state(1)).strength) == (B, Strength.MILD)  # 1.6.4
    assert dubov_preference(state(1, colours="wb")).colour is W  # 1.6.3: alternate
    assert dubov_preference(state(1, colours="w")).strength is Strength.STRONG  # 1.6.2
    assert dubov_preference(state(1, colours="bb")).strength is Strength.ABSOLUTE  # 1.6.1
    assert dubov_preference(state(1, colours="wwbwb")).strength is Strength.STRONG


def test_max_upfloats() -> None:
    assert [max_upfloats(r) for r in (4, 5, 9, 10, 11, 15)] == [2, 3, 3, 4, 4, 5]  # 1.8.2


def test_upfloat_history() -> None:
    snap = Snapshot(round=6, total_rounds=9, initial_colour=W,
                    players=(state(1, floats=(Float.UP, None, Float.DOWN, Float.UP, Float.UP)),))
    f = facts(snap.players[0], snap)
    assert (f.upfloats, f.upfloated_last, f.maximum_upfloater) == (3, True, True)


def colours_of(*players: PlayerState, initial: Colour = W) -> list[tuple[int, int, str]]:
    snap = Snapshot(round=3, total_rounds=5, initial_colour=initial, players=players)
    return [(b.white, b.black, b.colour_rule) for b in pair_round(snap).boards]


def test_colour_allocation() -> None:
    assert colours_of(state(1), state(2)) == [(1, 2, "5.2.1")]  # odd TPN, initial colour
    assert colours_of(state(2), state(3)) == [(3, 2, "5.2.1")]  # even TPN: the opposite
    assert colours_of(state(2, "1"), state(3)) == [(3, 2, "5.2.1")]  # higher ranked = more points
    assert colours_of(state(1, colours="w"), state(2, colours="b")) == [(2, 1, "5.2.2")]
    assert colours_of(state(1, colours="ww"), state(2, colours="wb")) == [(2, 1, "5.2.2")]
    assert colours_of(state(1, colours="ww"), state(2, colours="bw")) == [(2, 1, "5.2.3")]  # absolute over mild
    assert colours_of(state(1, colours="wbw"), state(2, colours="bw")) == [(2, 1, "5.2.3")]  # strong over mild
    assert colours_of(state(1, colours="bwwb"), state(2, colours="wbwb")) == [(2, 1, "5.2.4")]
    assert colours_of(state(1, colours="wb"), state(2, colours="wb")) == [(1, 2, "5.2.5")]
    assert colours_of(state(1, colours="bw"), state(2)) == [(2, 1, "5.2.5")]  # nothing to alternate


def test_bye_goes_to_the_lowest_score_then_most_games_then_largest_tpn() -> None:
    players = (state(1, "2", "wb", (2, 3)), state(2, "1", "bw", (1, 4)), state(3, "1", "bw", (1, 5)),
               state(4, "1", "w", (2,), unplayed=1), state(5, "1", "w", (3,), unplayed=1))
    snap = Snapshot(round=3, total_rounds=5, initial_colour=W, players=players)
    assert pair_round(snap).bye == 3  # 3.1.3 all 1 point but #1; 3.1.4 #2/#3 played 2; 3.1.5 #3
    no_pab = tuple(p if p.id != 3 else state(3, "1", "bw", (1, 5), bye_ineligible=True) for p in players)
    assert pair_round(Snapshot(round=3, total_rounds=5, initial_colour=W, players=no_pab)).bye == 2  # [C2]


def test_bye_must_leave_a_complete_pairing() -> None:
    """3.1.2: #3 (lowest) would leave 1 and 2, who have met: the bye goes to the next candidate."""
    players = (state(1, "1", "w", (2,)), state(2, "1", "b", (1,)), state(3, "0"))
    assert pair_round(Snapshot(round=2, total_rounds=3, initial_colour=W, players=players)).bye == 2


def test_no_valid_pairing(tmp_path: Path) -> None:
    players = (state(1, "1", "w", (2,)), state(2, "0", "b", (1,)))
    with pytest.raises(NoValidPairing, match="1.9.3"):
        pair_round(Snapshot(round=2, total_rounds=3, initial_colour=W, players=players))
    trf = tmp_path / "two.trf"
    trf.write_text("012 Two\n"
                   "001    1      Player One                        2000                             1.0    1     2 w 1\n"
                   "001    2      Player Two                        1900                             0.0    2     1 b 0\n"
                   "XXR 3\n", encoding="utf-8")
    assert cli.main(["--dubov", str(trf), "-p", str(tmp_path / "out.txt")]) == cli.EXIT_NO_PAIRING


def test_absolute_preferences_never_meet_even_in_the_last_round() -> None:
    """[C3] has no exception in Dubov: two players due White absolutely cannot meet."""
    players = (state(1, "2", "bb", (3,)), state(2, "2", "bb", (4,)), state(3, "0", "ww", (1,)), state(4, "0", "w", (2,)))
    snap = Snapshot(round=3, total_rounds=3, initial_colour=W, players=players)
    pairs = {frozenset((b.white, b.black)) for b in pair_round(snap).boards}
    assert frozenset((1, 2)) not in pairs


@pytest.mark.parametrize("seed", range(20))
def test_first_transposition_is_the_first_legal_permutation(seed: int) -> None:
    rng = random.Random(seed)
    n = rng.randint(1, 6)
    s1, t2 = list(range(n)), list(range(10, 10 + n))
    allowed = {(s, t) for s in s1 for t in t2 if rng.random() < 0.6}
    first = next((list(p) for p in permutations(t2) if all((s, t) in allowed for s, t in zip(s1, p))), None)
    assert first_assignment(s1, t2, lambda s, t: (s, t) in allowed) == first


def test_round_one_pairs_the_top_half_against_the_bottom_half() -> None:
    """3.2.3: nobody has played: G1 = first half by TPN; S1 by ARO (all 0) then TPN; 5.2.1 colours."""
    records = [PlayerRecord(i, 2500 - 10 * i, ()) for i in range(1, 10)]
    snap = build_snapshot(records, 1, 5, B, range(1, 10))
    result = DubovRound(snap).pair()
    assert result.bye == 9  # 3.1.5
    assert [(b.white, b.black) for b in result.boards] == [(5, 1), (2, 6), (7, 3), (4, 8)]


def test_late_entry_has_a_mild_black_preference() -> None:
    """1.6.4 and 1.7.3: a late entry (a requested bye in round 1) seeks Black, with ARO 0."""
    records = [PlayerRecord(1, 2400, (RoundEntry(2, W, True, Fraction(1)),)),
               PlayerRecord(2, 2300, (RoundEntry(1, B, True, Fraction(0)),)),
               PlayerRecord(3, 2200, (RoundEntry(None, None, False, Fraction(1, 2)),))]
    snap = build_snapshot(records, 2, 3, W, [1, 2, 3])
    rnd = DubovRound(snap)
    assert rnd.facts[3].pref.colour is B and rnd.facts[3].aro == 0 and rnd.facts[3].games == 0
