"""Seed 003 2.4, the partial repechage (lines 897-912): "not all the losers are recovered, only
enough to bring round 2 to a power of two; from there the event goes on normally. No player rests
in round 1 but one when they are odd, and the bye goes to the strongest, a wild card for round 2".
The seed gives no numbers; the rule worked on 24 players (12 winners, 4 losers back: 16), on 21
(the bye to 1, 10 winners, 5 of 10 losers back) and checked on 2-300 generated events."""
from __future__ import annotations

from collections import Counter

import pytest

from arbiter_gui.engine.knockout.pairing import Format, Played, Stage, pair_round
from arbiter_gui.engine.knockout.plan import Entrant, KnockoutError, repechage_plan
from tests.engine.knockout_helpers import boards, field, run
from tests.engine.test_knockout_properties import coin

REPECHAGE = Format(partial_repechage=True)


def test_twenty_four_players_four_losers_recovered() -> None:
    """Round 1 pairs all 24 (no byes, unlike 2.2's 32 places and 8 byes); its 12 winners need 4
    more for a round 2 of 16: the 4 strongest losers, 13-16 when the favourites win; then 8, 4, 2."""
    p = repechage_plan(field(24))
    assert (p.rounds, p.field, p.byes, p.recovered) == (5, (24, 16, 8, 4, 2), 0, 4)
    rounds = run(field(24), REPECHAGE)
    assert boards(rounds[0])[:3] == [(1, 24), (23, 2), (3, 22)] and not rounds[0].through
    second = sorted(x for m in rounds[1].matches for x in (m.white, m.black))
    assert second == list(range(1, 13)) + [13, 14, 15, 16]
    assert [d.subject for d in rounds[1].notes if d.article == "2.4"] == [13, 14, 15, 16]
    assert rounds[1].notes[-1].text == ("16 lost in round 1 and is recovered (partial repechage): round 2 needs 16 "
                                        "players, round 1 sent on 12; the 4 strongest losers come back")
    assert sorted(map(sorted, boards(rounds[1]))) == [[i, 17 - i] for i in range(1, 9)]  # first against last
    assert [len(r.matches) for r in rounds] == [12, 8, 4, 2, 2]  # the final and third place


def test_twenty_one_players_the_bye_to_the_strongest() -> None:
    """21 players: the bye to 1 (the strongest, "trasformandolo in una wild card per il secondo
    turno"), 10 boards; 1 and 10 winners make 11, so 5 of the 10 losers come back."""
    p = repechage_plan(field(21))
    assert (p.field[:2], p.byes, p.recovered) == ((22, 16), 1, 5)
    rounds = run(field(21), REPECHAGE)
    assert [d.subject for d in rounds[0].through] == [1]
    assert sorted(map(sorted, boards(rounds[0]))) == [[i, 23 - i] for i in range(2, 12)]
    assert sorted(x for m in rounds[1].matches for x in (m.white, m.black)) == list(range(1, 17))


def test_a_recovered_loser_is_kept_from_his_winner() -> None:
    """Note 17: 6 players, 3 winners and one loser back; when the upsets bring the recovered loser
    against the player who beat him, first against last is left to keep them apart."""
    entrants = field(6)
    r1 = pair_round(entrants, [], REPECHAGE)
    assert r1 is not None and boards(r1) == [(1, 6), (5, 2), (3, 4)]
    r2 = pair_round(entrants, [Played(r1, frozenset({6, 5, 4}))], REPECHAGE)  # every favourite loses
    assert r2 is not None
    # 1 is the strongest loser and comes back; he met 6, so 1 meets 5 and 4 meets 6
    assert sorted(map(sorted, boards(r2))) == [[1, 5], [4, 6]]
    assert "kept apart (note 17)" in r2.matches[0].why


def test_refused_with_wild_cards_or_a_double_elimination() -> None:
    with pytest.raises(KnockoutError, match="no wild cards"):
        repechage_plan([Entrant(1, 2)] + field(8)[1:])
    with pytest.raises(KnockoutError, match="no partial repechage"):
        pair_round(field(8), [], Format(double_elimination=True, partial_repechage=True))


@pytest.mark.parametrize("n", list(range(2, 41)) + [63, 64, 65, 100, 127, 128, 129, 200, 255, 256, 257, 300])
def test_generated_events(n: int) -> None:
    """Round 1 pairs everyone but the top seed when odd; round 2 is a power of two of its winners
    and the strongest losers; every later round halves the field; 1 and 2 meet in the final at the
    earliest."""
    for seed in range(3):
        rounds = run(field(n), REPECHAGE, coin(seed * 1000 + n))
        first = rounds[0]
        assert [d.subject for d in first.through] == ([1] if n % 2 else [])
        assert 2 * len(first.matches) + len(first.through) == n
        sizes = [2 * len([m for m in r.matches if m.stage is Stage.MAIN]) for r in rounds[1:]]
        assert all(s & (s - 1) == 0 for s in sizes) and sizes == [sizes[0] >> i for i in range(len(sizes))]
        if n > 2:
            winners = len(first.matches) + len(first.through)
            assert sizes[0] // 2 < winners <= sizes[0]  # the smallest power of two holding the winners
        for r in rounds:
            assert Counter(x for m in r.matches for x in (m.white, m.black)).most_common(1)[0][1] == 1
            assert not r.through or r is first
        for r in rounds[:-1]:
            assert {1, 2} not in [{m.white, m.black} for m in r.matches]
