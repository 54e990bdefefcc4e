"""Hutton and Hilton (seed 003 chapter 5): the seed's Hutton tables (3x4, 4x6, 5x8, cut to 4x4 and
extended to 4x8) and Hilton table (4 teams of 3), and the properties for 2 to 12 teams: every player
plays at most once a round, never his own team, each team ideally White and Black once against each
other team (Hutton), boards level (Hilton), no three equal colours."""
from __future__ import annotations

from collections import Counter

import pytest

from arbiter_gui.engine.schedules.berger import ScheduleError
from arbiter_gui.engine.schedules.common import colours, longest_run, meetings, team_of
from arbiter_gui.engine.schedules.hilton import hilton
from arbiter_gui.engine.schedules.hutton import board_of, hutton
from tests.seed_examples import load


def pairs(text: list[str]) -> list[tuple[str, str]]:
    return [tuple(board.split("-")) for board in text]


def test_hutton_tables_of_the_seed() -> None:
    """Seed 003 lines 3650-3715."""
    seed = load("other_003_hutton_tables")["expected"]
    for teams, key in [(3, "3x4"), (4, "4x6"), (5, "5x8")]:
        assert hutton(teams).rounds == [pairs(seed[key])]
    assert set(hutton(4).rounds[0]) - set(hutton(4, 4).rounds[0]) == set(pairs(seed["4x4_truncation_removed"]))
    assert set(hutton(4, 8).rounds[0]) - set(hutton(4).rounds[0]) == set(pairs(seed["4x8_extension_added"]))


def test_hilton_table_of_the_seed() -> None:
    """Seed 003 lines 3750-3780; round 2 has the pairs of the Hutton table of 4 teams (its first six boards)."""
    seed = [pairs(r["boards"]) for r in load("other_003_hilton_4teams_x3")["expected"]["rounds"]]
    s = hilton(4)
    assert s.rounds == seed
    assert [frozenset(b) for b in s.rounds[1]] == [frozenset(b) for b in hutton(4).rounds[0][:6]]


@pytest.mark.parametrize("teams", range(2, 13))
def test_hutton_properties(teams: int) -> None:
    s = hutton(teams)
    boards = s.rounds[0]
    players = [p for b in boards for p in b]
    assert len(players) == len(set(players)) == 2 * teams * (teams - 1) and not s.rests[0]
    matches = Counter((team_of(w), team_of(b)) for w, b in boards)
    assert set(matches.values()) == {1} and len(matches) == teams * (teams - 1)  # each ordered pair once
    assert max(abs(board_of(w) - board_of(b)) for w, b in boards) <= (0 if teams % 2 == 0 else teams)


@pytest.mark.parametrize("teams", range(2, 13, 2))
@pytest.mark.parametrize("players", [1, 3, 5, 8, 12])
def test_hutton_cut_and_extended(teams: int, players: int) -> None:
    s = hutton(teams, players)
    boards = s.rounds[0]
    assert all(team_of(w) != team_of(b) and board_of(w) == board_of(b) <= players for w, b in boards)
    whites = Counter(team_of(w) for w, _ in boards)
    blacks = Counter(team_of(b) for _, b in boards)
    assert all(abs(whites[t] - blacks[t]) <= 2 for t in "ABCDEFGHIJKL"[:teams])  # a cut Berger level may double
    assert len(boards) * 2 + len(s.rests[0]) == teams * players


@pytest.mark.parametrize("teams", range(2, 13))
@pytest.mark.parametrize("rounds", [1, 2, 3])
def test_hilton_properties(teams: int, rounds: int) -> None:
    size = teams + teams % 2 - 1
    if rounds > size:
        with pytest.raises(ScheduleError):
            hilton(teams, rounds)
        return
    s = hilton(teams, rounds)
    assert len(s.rounds) == rounds
    assert set(meetings(s.rounds).values()) == {1}
    for boards in s.rounds:
        assert all(team_of(w) != team_of(b) and board_of(w) == board_of(b) for w, b in boards)
        players = [p for b in boards for p in b]
        assert len(players) == len(set(players))
    for p in s.players():
        assert longest_run(colours(s.rounds, p)) <= 2  # no triple colours


@pytest.mark.parametrize("players", [2, 4, 5, 6])
def test_hilton_added_players_reverse_colours(players: int) -> None:
    s = hilton(4, 3, players)
    assert all(board_of(w) <= players for boards in s.rounds for w, _ in boards)
    for extra in range(4, players + 1):
        base = extra - 3
        assert colours(s.rounds, f"A{extra}") == colours(s.rounds, f"A{base}").translate(str.maketrans("WB", "BW"))
