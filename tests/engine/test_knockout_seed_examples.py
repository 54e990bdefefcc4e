"""Seed 003 chapter 2 (003_f1c04099a9b40319.txt), every worked example and figure reproduced:
2.1 the ideal case (16 players, lines 584-652; Figure 2's third place, lines 555-563; the upset 9-8,
lines 656-662), 2.2 any number of players (24 players, lines 694-712; 21 players, lines 752-790), 2.3 wild cards (107 players and
3 wild cards, lines 816-862), 2.4.1 double elimination (8 teams, lines 975-1037) and 2.5.1 the
knockout pools (93 players, lines 1098-1200)."""
from __future__ import annotations

import pytest

from arbiter_gui.engine.knockout.pairing import Format, Played, Stage, pair_round
from arbiter_gui.engine.knockout.plan import Entrant, KnockoutError, plan, seeded_pools
from tests.engine.knockout_helpers import boards, field, run


def test_ideal_case_sixteen_players() -> None:
    """Lines 584-652: 1-16, 15-2, 3-14 ... (colours alternate), then 8-1, 2-7, 6-3, 4-5 (everyone
    changes colour), 1-4, 3-2, the final 2-1 and the third place 4-3."""
    rounds = run(field(16))
    assert [boards(r) for r in rounds] == [
        [(1, 16), (15, 2), (3, 14), (13, 4), (5, 12), (11, 6), (7, 10), (9, 8)],
        [(8, 1), (2, 7), (6, 3), (4, 5)],
        [(1, 4), (3, 2)],
        [(2, 1), (4, 3)],
    ]
    assert [m.stage for m in rounds[3].matches] == [Stage.MAIN, Stage.THIRD_PLACE]
    assert {m.colour_rule for m in rounds[0].matches} == {"2.1"}
    assert rounds[0].matches[0].why == "round 1: number 1 of 16 meets number 16, first against last (seed 003 2.1)"


def test_figure_two_eight_players() -> None:
    """Figure 2 (lines 555-563): 1 and 2 meet only in the final, 1-4 and 2-3 in the semi-finals,
    and the losers of the semi-finals play for third place in the last round."""
    rounds = run(field(8))
    assert [sorted(map(sorted, boards(r))) for r in rounds] == [
        [[1, 8], [2, 7], [3, 6], [4, 5]], [[1, 4], [2, 3]], [[1, 2], [3, 4]]]
    assert rounds[2].matches[1].stage is Stage.THIRD_PLACE
    assert len(run(field(8), Format(third_place=False))[2].matches) == 1


def test_upset_both_had_white() -> None:
    """Lines 656-662: 9 beats 8, then 1 and 9 meet, both having had White: no general rule, the
    regulations decide; by default the Swiss rules (note 15) give the higher seed its alternation."""
    entrants = field(16)
    r1 = pair_round(entrants, [])
    assert r1 is not None
    winners = frozenset(min(m.white, m.black) if {m.white, m.black} != {8, 9} else 9 for m in r1.matches)
    r2 = pair_round(entrants, [Played(r1, winners)])
    assert r2 is not None
    assert boards(r2)[0] == (9, 1)
    assert r2.matches[0].colour_rule == "C.04.3 5.2.4"


def test_any_number_of_players_twenty_one() -> None:
    """Lines 752-790: 32 places, 11 byes to players 1-11, 21 20 19 18 17 meet 12-16; round 2 is
    1-16, 2-15, ... 8-9."""
    assert plan(field(21)).byes == 11 and plan(field(21)).rounds == 5
    rounds = run(field(21))
    assert [d.subject for d in rounds[0].through] == list(range(1, 12))
    assert sorted(map(sorted, boards(rounds[0]))) == [[12, 21], [13, 20], [14, 19], [15, 18], [16, 17]]
    assert sorted(map(sorted, boards(rounds[1]))) == [[i, 17 - i] for i in range(1, 9)]
    assert rounds[0].through[0].article == "2.2"
    assert rounds[0].matches[0].why == "round 1: number 12 of 32 meets number 21, first against last (seed 003 2.1)"


def test_twenty_four_players_five_rounds() -> None:
    """Lines 694-712: 24 players: four rounds handle 16, too few; five handle 32, so 5 rounds and 8
    holes, filled by an incomplete round 1 (byes for the 8 strongest): 9-24, 10-23 ... 16-17, then
    round 2 of 16, 1 against 16, as the ideal case."""
    p = plan(field(24))
    assert (p.rounds, p.field, p.byes) == (5, (32, 16, 8, 4, 2), 8)
    rounds = run(field(24))
    assert [d.subject for d in rounds[0].through] == list(range(1, 9))
    assert sorted(map(sorted, boards(rounds[0]))) == [[i, 33 - i] for i in range(9, 17)]
    assert sorted(map(sorted, boards(rounds[1]))) == [[i, 17 - i] for i in range(1, 9)]
    assert [len(r.matches) for r in rounds] == [8, 8, 4, 2, 2]


def test_wild_cards_entering_at_round_three() -> None:
    """Lines 816-862: 107 players and 3 wild cards for the last five rounds: 7 rounds, round 3 of
    32 = 29 qualifiers + 3, round 2 of 58, round 1 of 116 places, so 9 byes for the 9 strongest and
    98 players on 49 boards."""
    entrants = [Entrant(i, 3) for i in range(1, 4)] + [Entrant(i) for i in range(4, 111)]
    p = plan(entrants)
    assert (p.rounds, p.field[:3], p.byes) == (7, (116, 58, 32), 9)
    rounds = run(entrants)
    assert [d.subject for d in rounds[0].through] == list(range(4, 13))  # the 9 strongest of the 107
    assert len(rounds[0].matches) == 49 and len(rounds[1].matches) == 29
    assert {d.subject for d in rounds[1].waiting} == {1, 2, 3}
    assert len(rounds[2].matches) == 16 and {1, 2, 3} <= {x for b in boards(rounds[2]) for x in b}
    assert rounds[2].notes[-1].text == "1, 2, 3 enter: 29 qualifiers and 3 wild cards make 32"
    assert [len(r.matches) for r in rounds[3:]] == [8, 4, 2, 2]  # the last round: final and third place


def test_wild_cards_that_cannot_fit() -> None:
    with pytest.raises(KnockoutError, match="cannot make a field of a power of two"):
        plan([Entrant(i, 3) for i in range(1, 4)] + [Entrant(i) for i in range(4, 14)])


def test_double_elimination_eight_teams() -> None:
    """Lines 975-1037, the favourite always winning: quarter-finals 1-8 7-2 3-6 5-4; round 2 main
    4-1 2-3, repechage 8-5 6-7; round 3 repechage 3-5 6-4 (1 and 2 rest); semi-finals 1-2 and 4-3;
    the final 3-1 (and the optional third place 2-4)."""
    rounds = run(field(8), Format(double_elimination=True))
    assert [boards(r) for r in rounds] == [
        [(1, 8), (7, 2), (3, 6), (5, 4)],
        [(4, 1), (2, 3), (8, 5), (6, 7)],
        [(3, 5), (6, 4)],
        [(1, 2), (4, 3)],
        [(3, 1), (2, 4)],
    ]
    assert [d.subject for d in rounds[2].waiting] == [1, 2]
    assert [m.stage for m in rounds[1].matches] == [Stage.MAIN] * 2 + [Stage.REPECHAGE] * 2
    assert "kept apart (note 17)" in rounds[2].matches[0].why  # 3-6 and 4-5 met in round 1
    assert [m.stage for m in rounds[4].matches] == [Stage.FINAL, Stage.THIRD_PLACE]


def test_double_elimination_decider() -> None:
    """Lines 1027-1031: if the repechage winner wins the final, a further match decides."""
    def repechage_wins_final(rnd, m):  # type: ignore[no-untyped-def]
        return max(m.white, m.black) if m.stage is Stage.FINAL else min(m.white, m.black)
    from tests.engine.knockout_helpers import run as run_with
    rounds = run_with(field(8), Format(double_elimination=True), repechage_wins_final)
    assert boards(rounds[-1]) == [(1, 3)] and rounds[-1].matches[0].stage is Stage.DECIDER


def test_double_elimination_needs_power_of_two() -> None:
    with pytest.raises(KnockoutError, match="power of two"):
        pair_round(field(12), [], Format(double_elimination=True))


def test_pools_ninety_three_players() -> None:
    """Lines 1098-1200: 93 players, a preliminary round of 29 boards (58 players) and 35 byes; the
    64 then dealt into eight knockout pools headed by the top eight seeds (pool I: 1, 9, 17 ... 57)."""
    p = plan(field(93))
    assert (p.byes, p.entering[0] - p.byes) == (35, 58)
    r1 = run(field(93))[0]
    assert len(r1.matches) == 29 and [d.subject for d in r1.through] == list(range(1, 36))
    pools = seeded_pools(list(range(1, 65)), 8)
    assert pools[0] == [1, 9, 17, 25, 33, 41, 49, 57] and pools[7] == [8, 16, 24, 32, 40, 48, 56, 64]
    assert [len(run([Entrant(i) for i in pool])) for pool in pools] == [3] * 8  # three more rounds
