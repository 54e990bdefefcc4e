"""Seed 003 2.5.2, knockout finals after a group stage: the first of each pool's standings qualify
and are seeded place by place (pool winners first), each place pool by pool; players who met in the
group stage are kept apart when the pairing allows it (note 17); a Swiss group stage gives its first
n in standings order. The seed gives no numbers: 12 players in 3 seeded pools (3.6) worked here."""
from __future__ import annotations

import pytest

from arbiter_gui.engine.knockout.pairing import pair_round
from arbiter_gui.engine.knockout.plan import Entrant, KnockoutError, from_groups
from arbiter_gui.engine.schedules.pools import snake
from tests.engine.knockout_helpers import boards, run


def pool_met(groups: list[list[int]]) -> set[frozenset[int]]:
    return {frozenset((a, b)) for g in groups for a in g for b in g if a < b}


def test_three_pools_two_qualifiers_each() -> None:
    pools = snake(list(range(1, 13)), 3)  # I: 1 6 7 12, II: 2 5 8 11, III: 3 4 9 10
    standings = [[6, 1, 12, 7], [2, 8, 5, 11], [4, 3, 10, 9]]  # each pool's order after its round robin
    assert [sorted(s) for s in standings] == [sorted(p) for p in pools]
    entrants = from_groups(standings, 2)
    assert entrants == [Entrant(6, 1, 1, 1), Entrant(2, 1, 1, 2), Entrant(4, 1, 1, 3),
                        Entrant(1, 1, 2, 1), Entrant(8, 1, 2, 2), Entrant(3, 1, 2, 3)]
    first = pair_round(entrants, [], met_before=pool_met(standings))
    assert first is not None
    assert [d.subject for d in first.through] == [6, 2]  # 8 places: the byes to the two best winners (2.2)
    # first against last would pair 4 and 3, who met in pool III: 4 meets 8 and 1 meets 3 instead
    assert sorted(map(sorted, boards(first))) == [[1, 3], [4, 8]]
    assert all("kept apart" in m.why for m in first.matches)
    origins = [d.text for d in first.notes if d.article == "2.5.2"]
    assert origins[0] == ("6 is seed 1: place 1 of pool 1 in the group stage; the knockout seeds the places in "
                          "order, each place pool by pool (seed 003 2.5.2)")
    assert len(origins) == 6
    rounds = run(entrants)
    assert len(rounds) == 3 and rounds[-1].matches[0].stage.value == "main"


def test_a_swiss_group_stage_gives_its_first_eight() -> None:
    standings = [5, 1, 9, 2, 3, 14, 7, 8, 4, 6, 10, 11, 12, 13]
    entrants = from_groups([standings], 8)
    assert [(e.id, e.place, e.group) for e in entrants] == [(pid, i, 0) for i, pid in enumerate(standings[:8], 1)]
    first = pair_round(entrants, [])
    assert first is not None and sorted(map(sorted, boards(first))) == [[1, 7], [2, 3], [5, 8], [9, 14]]  # seed 1 (5) against seed 8 (8)
    assert first.notes[-1].text == "8 is seed 8: place 8 of the group stage's standings (seed 003 2.5.2)"


def test_too_many_qualifiers_refused() -> None:
    with pytest.raises(KnockoutError, match="3 of each group cannot qualify: a group has 2 players"):
        from_groups([[1, 2, 3], [4, 5]], 3)
    with pytest.raises(KnockoutError, match="at least one player"):
        from_groups([[1, 2]], 0)
