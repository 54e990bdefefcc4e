"""The Schiller system (seed 003 chapter 4.5): the 12-player tables (base, reordered, reordered with
round 1 reversed), the 16-player table, and the properties of the base table for 2 to 8 teams of
2 to 6: each player meets each player of the other teams once and nobody of his own."""
from __future__ import annotations

from collections import Counter
from itertools import pairwise

import pytest

from arbiter_gui.engine.schedules.berger import ScheduleError
from arbiter_gui.engine.schedules.common import colours, longest_run, meetings
from arbiter_gui.engine.schedules.schiller import TWELVE_ORDER, base, reorder, schiller, sixteen, twelve
from tests.seed_examples import load


def printed(name: str) -> list[list[tuple]]:
    return [[tuple(b) for b in r["boards"]] for r in load(name)["expected"]["rounds"]]


def team(player: int, size: int) -> int:
    return (player - 1) // size


def test_twelve_base() -> None:
    """Seed 003 lines 3330-3340: A and B players get five Whites, C and D four."""
    s = base(4, 3)
    assert s.rounds == printed("other_003_schiller_12players_base")
    assert [colours(s.rounds, p).count("W") for p in range(1, 13)] == [5] * 6 + [4] * 6


def test_twelve_reordered() -> None:
    """Seed 003 lines 3370-3440: the reordering, then round 1 reversed."""
    plain = reorder(base(4, 3), TWELVE_ORDER)
    assert plain.rounds == printed("other_003_schiller_12players_reordered")
    s = twelve()
    assert s.rounds == printed("other_003_schiller_12players_reordered_round1_inverted")
    for p in range(1, 13):
        c = colours(s.rounds, p)
        assert sum(c[i:i + 2] == "WW" for i in range(8)) == 1 and sum(c[i:i + 2] == "BB" for i in range(8)) == 1
        opponents = [next(w + b - p for w, b in boards if p in (w, b)) for boards in s.rounds]
        assert all(team(x, 3) != team(y, 3) for x, y in pairwise(opponents))


def test_sixteen() -> None:
    """Seed 003 lines 3500-3525: six Whites each, consecutive opponents of different teams."""
    s = sixteen()
    assert s.rounds == printed("other_003_schiller_16players") and schiller(4, 4) == s
    met = meetings(s.rounds)
    assert set(met.values()) == {1} and len(met) == 16 * 12 // 2
    for p in range(1, 17):
        c = colours(s.rounds, p)
        assert c.count("W") == 6 and longest_run(c) <= 2
        opponents = [next(w + b - p for w, b in boards if p in (w, b)) for boards in s.rounds]
        assert all(team(x, 4) != team(y, 4) for x, y in pairwise(opponents))
        assert team(p, 4) not in {team(o, 4) for o in opponents}


@pytest.mark.parametrize("teams", range(2, 9))
@pytest.mark.parametrize("size", range(2, 7))
def test_base_properties(teams: int, size: int) -> None:
    """Seed 003 4.5.5: rounds 6/9/12/15/18 for 3-4 teams of 2-6, 10/15/... for 5-6, 14/21/... for 7-8."""
    s = base(teams, size)
    assert len(s.rounds) == size * (teams - 1 + teams % 2)
    met = meetings(s.rounds)
    assert set(met.values()) == {1} and len(met) == size * size * teams * (teams - 1) // 2
    assert all(team(a, size) != team(b, size) for a, b in met)
    for p in range(1, teams * size + 1):  # team colours alternate in each match: at most one apart
        c = colours(s.rounds, p)
        assert abs(c.count("W") - c.count("B")) <= (teams - 1) * (size % 2) and longest_run(c) <= 3
    assert Counter(p for rest in s.rests for p in rest) == (
        Counter({p: size for p in range(1, teams * size + 1)}) if teams % 2 else Counter())


def test_errors() -> None:
    with pytest.raises(ScheduleError):
        base(1, 3)
    with pytest.raises(ScheduleError, match="each of the 9 rounds"):
        reorder(base(4, 3), (1, 2, 3))


def test_dutch_schiller_table_of_the_seed_meets_its_claims() -> None:
    """Seed 003 lines 3464-3492, the "Schiller-Olandese" table (made by the Dutch system forbidding
    games within a team, all games drawn; not generated here): every player meets the nine of the
    other teams once, colours at most one apart, no three equal colours."""
    rounds = [[tuple(b) for b in r["boards"]] for r in load("other_003_schiller_olandese_12players")["expected"]["rounds"]]
    met = meetings(rounds)
    assert set(met.values()) == {1} and len(met) == 54
    assert all(len({str(p)[0] for p in pair}) == 2 for pair in met)
    for p in {p for boards in rounds for board in boards for p in board}:
        c = colours(rounds, p)
        assert abs(c.count("W") - c.count("B")) == 1 and longest_run(c) <= 2
