"""Fixed-schedule events through the store (issue 19; seed 003 chapters 3-5): a Varma event whose
numbers are drawn by lot with the record kept, a Scheveningen match and a reduced round robin
paired from their tables, a pools event whose final pool comes from the pools' standings; the
tie-breaks of pre-determined pairings (C.07)."""
from __future__ import annotations

from dataclasses import replace
from itertools import combinations
from pathlib import Path

import pytest

from arbiter_gui.engine.schedules.berger import table
from arbiter_gui.engine.schedules.catalogue import build
from arbiter_gui.engine.schedules.pools import snake
from arbiter_gui.engine.schedules.varma import SEPARATED_ROUNDS
from arbiter_gui.store import Store
from arbiter_gui.text import Text
from arbiter_gui.tournament.engine_input import pair_next_round
from arbiter_gui.tournament.model import ROUND_ROBIN_TIEBREAKS, Colour, Player
from arbiter_gui.tournament.operations import (AddPlayer, ChangeSettings, Confirmed, ConfirmationNeeded, Expel,
                                               OperationError, SetResult, Withdraw)
from arbiter_gui.tournament.warnings import Level
from arbiter_gui.tournament.round_robin import SetBergerNumbers, excluded, scheduled_games
from arbiter_gui.tournament.schedules import DrawVarmaNumbers, SetUpSchedule, final_pool
from arbiter_gui.tournament.standings import tournament_standings
from tests.store.helpers import new_store

# seed 003 3.4's example: 14 players of five federations
FEDERATIONS = ["ITA"] * 5 + ["FRA"] * 4 + ["GER"] * 3 + ["ESP", "SUI"]


def event(path: Path, system: str, players: list[tuple[str, str, str]], **settings: object) -> Store:
    """A store of ``players`` (name, federation, club), rated in the given order, before round 1."""
    s = new_store(path, rounds=9, initial_colour=Colour.WHITE)
    for number, (name, federation, club) in enumerate(players):
        s.apply(AddPlayer(Player(0, name, federation=federation, club=club, fide_rating=2500 - 10 * number)))
    s.apply(ChangeSettings({"system": system, **settings}))
    return s


def complete(s: Store, round_number: int) -> None:
    """White wins on the odd boards, the others are drawn."""
    for number in range(1, len(s.tournament().round(round_number).boards) + 1):
        s.apply(SetResult(round_number, number, *(("1", "0") if number % 2 else ("=", "="))))


def play_all(s: Store) -> list[list[tuple[int, int]]]:
    """Every round left paired and completed."""
    rounds = []
    while s.tournament().next_round is not None:
        _, pairing = pair_next_round(s)
        rounds.append([(b.white, b.black) for b in pairing.boards])
        complete(s, pairing.round)
    return rounds


def test_a_varma_draw_typed_by_hand_is_checked_against_the_groups(tmp_path: Path) -> None:
    """C.05 Annex 2 / seed 003 3.4: the players of a federation take numbers of one group (14 players:
    A 4 5 6 11 12, B 1 2 8 9, C 7 10 13, D 3 14); a federation split over groups is named player by
    player, with his number and group, and applied only once the arbiter confirms."""
    players = [(f"Player {i:02d}", federation, "") for i, federation in enumerate(FEDERATIONS, start=1)]
    s = event(tmp_path / "varma.arbiter", "varma", players)
    # ITA (players 1-5) in group A, FRA (6-9) in B, GER (10-12) in C, ESP and SUI in D
    numbers = dict(zip(range(1, 15), (4, 5, 6, 11, 12, 1, 2, 8, 9, 7, 10, 13, 3, 14)))
    good = tuple(sorted(numbers, key=numbers.get))
    assert SetBergerNumbers(good).warnings(s.tournament()) == ()
    numbers[5], numbers[10] = numbers[10], numbers[5]  # ITA's Player 05 takes 7 (C), GER's Player 10 takes 12 (A)
    bad = SetBergerNumbers(tuple(sorted(numbers, key=numbers.get)))
    with pytest.raises(ConfirmationNeeded) as needed:
        s.apply(bad)
    assert [str(w.message) for w in needed.value.warnings] == [
        "Varma draw: Player 05 (ITA) has number 7 of group C, but 4 other player(s) of ITA are in group A: the "
        "players of one federation or club draw from one group (C.05 Annex 2)",
        "Varma draw: Player 10 (GER) has number 12 of group A, but 2 other player(s) of GER are in group C: the "
        "players of one federation or club draw from one group (C.05 Annex 2)"]
    assert s.tournament().players[1].name == "Player 01"  # nothing changed
    s.apply(Confirmed(bad, needed.value.warnings))
    assert {p.name: tpn for tpn, p in s.tournament().players.items()}["Player 05"] == 7
    small = event(tmp_path / "small.arbiter", "varma", players[:8])
    assert [w.level for w in SetBergerNumbers(tuple(range(8, 0, -1))).warnings(small.tournament())] == [Level.INFORM]


def test_varma_draw_by_lot_keeps_federations_apart_and_its_record(tmp_path: Path) -> None:
    players = [(f"Player {i:02d}", federation, "") for i, federation in enumerate(FEDERATIONS, start=1)]
    s = event(tmp_path / "varma.arbiter", "varma", players)
    with pytest.raises(OperationError, match="not a step"):
        s.apply(SetUpSchedule())
    s.apply(DrawVarmaNumbers(19, "2026-11-27T18:00:00+00:00"))
    t = s.tournament()
    assert t.settings.rounds == 13 and t.settings.berger_draw == "Varma draw by lot, seed 19 (2026-11-27T18:00:00+00:00)"
    assert len(t.settings.varma_draw) == 14 and t.settings.varma_draw[0].startswith("ITA: Player 01 drew")
    again = event(tmp_path / "again.arbiter", "varma", players)
    again.apply(DrawVarmaNumbers(19))
    assert [p.name for p in again.tournament().players.values()] == [p.name for p in t.players.values()]
    with pytest.raises(OperationError, match="go back to the rating order first"):
        s.apply(AddPlayer(Player(0, "Late, L", fide_rating=2600)))
    federation = {tpn: p.federation for tpn, p in t.players.items()}
    last = table(14)[-SEPARATED_ROUNDS:]  # C.05 Annex 2: no two of a federation meet in the last three rounds
    assert not [(w, b) for boards in last for w, b in boards if federation[w] == federation[b]]
    assert play_all(s) == table(14)
    assert s.tournament().settings.tiebreak_order == ROUND_ROBIN_TIEBREAKS  # C.07: pre-determined pairings
    with pytest.raises(OperationError, match="set before it"):
        s.apply(SetBergerNumbers(()))


def test_scheveningen_match_numbers_teams_by_club_and_plays_the_table(tmp_path: Path) -> None:
    players = [(f"{club} {b}", "ITA", club) for b in range(1, 5) for club in ("Torre", "Alfiere")]
    s = event(tmp_path / "schev.arbiter", "scheveningen", players, grouping="club", schedule_teams=2)
    with pytest.raises(OperationError, match="not set up yet"):
        pair_next_round(s)
    s.apply(SetUpSchedule(("Torre", "Alfiere")))
    t = s.tournament()
    assert t.settings.rounds == 4 and t.settings.team_names == ("Torre", "Alfiere")
    assert [p.name for p in t.players.values()] == [f"{club} {b}" for club in ("Torre", "Alfiere") for b in range(1, 5)]
    expected = [[(int(w[1]) + 4 * (w[0] == "B"), int(b[1]) + 4 * (b[0] == "B")) for w, b in boards]
                for boards in build("scheveningen", {"teams": 2, "boards": 4}).rounds]
    assert play_all(s) == expected
    rows = tournament_standings(s.tournament(), 4)
    assert sum(row.points for row in rows) == 16  # every game of the 4 x 4 played


def test_scheveningen_refuses_teams_of_different_sizes(tmp_path: Path) -> None:
    players = [("A 1", "ITA", "A"), ("A 2", "ITA", "A"), ("B 1", "ITA", "B")]
    s = event(tmp_path / "bad.arbiter", "scheveningen", players, grouping="club")
    with pytest.raises(OperationError, match=r"2 teams of the same size; the players make A \(2\), B \(1\)"):
        s.apply(SetUpSchedule())


def test_reduced_round_robin_suppresses_the_first_round(tmp_path: Path) -> None:
    s = event(tmp_path / "rrr.arbiter", "reduced_round_robin", [(f"P{i}", "", "") for i in range(1, 7)])
    s.apply(SetUpSchedule())
    assert s.tournament().settings.rounds == 4
    assert play_all(s) == table(6)[1:]


def test_pools_then_the_final_pool_of_the_winners(tmp_path: Path) -> None:
    s = event(tmp_path / "pools.arbiter", "pools", [(f"P{i:02d}", "", "") for i in range(1, 13)], pools=3)
    s.apply(SetUpSchedule())
    assert s.tournament().settings.rounds == 3 + 3  # pools of 4, then a final pool of 3 (with a dummy: 3 rounds)
    s.apply(ChangeSettings({"rounds": 7}))
    with pytest.raises(OperationError, match="6 rounds, the tournament is set to 7"):
        pair_next_round(s)
    s.apply(SetUpSchedule())
    pools = snake(list(range(1, 13)), 3)
    assert pools == [[1, 6, 7, 12], [2, 5, 8, 11], [3, 4, 9, 10]]
    for _ in range(3):  # the preliminary pools may be paired ahead, the final pool may not
        pair_next_round(s)
    with pytest.raises(OperationError, match="final pool is made when every game"):
        pair_next_round(s)
    for r in range(1, 4):
        complete(s, r)
    winners = final_pool(s.tournament())
    standings = [row.id for row in tournament_standings(s.tournament(), 3)]
    assert winners == tuple(min(pool, key=standings.index) for pool in pools)  # each pool's first, in pool order
    rounds = play_all(s)
    assert {frozenset(b) for r in rounds for b in r} == {frozenset(p) for p in combinations(winners, 2)}


@pytest.mark.parametrize(("system", "teams", "size"), [
    ("rotation", 0, 10), ("scheveningen", 3, 4), ("scheveningen", 4, 3), ("reduced_scheveningen", 2, 4),
    ("schiller", 4, 3), ("hutton", 4, 6), ("hilton", 4, 3)])
def test_every_format_set_up_and_played_as_its_table(tmp_path: Path, system: str, teams: int, size: int) -> None:
    """Each format through the store: the rounds of its table, the games of its table, players
    numbered team by team (clubs T1, T2, ... in that order)."""
    players = ([(f"P{i:02d}", "", "") for i in range(1, size + 1)] if not teams else
               [(f"T{k} {b}", "", f"T{k}") for b in range(1, size + 1) for k in range(1, teams + 1)])
    s = event(tmp_path / f"{system}.arbiter", system, players, grouping="club", schedule_teams=max(teams, 2))
    s.apply(SetUpSchedule())
    t = s.tournament()
    options = {"players": len(players)} if not teams else {"teams": teams, "boards": size}
    if system == "hilton":
        options["rounds"] = 3
    table_rounds = build(system, options).rounds
    assert t.settings.rounds == len(table_rounds)
    played = play_all(s)

    def number(label: object) -> int:
        text = str(label)
        return int(text) if text.isdigit() else (ord(text[0]) - ord("A")) * size + int(text[1:])

    assert played == [[(number(w), number(b)) for w, b in boards] for boards in table_rounds]
    assert sum(row.points for row in tournament_standings(s.tournament(), t.settings.rounds)) == sum(map(len, played))


@pytest.mark.parametrize(("system", "players", "settings", "games", "left"), [
    # system, players, settings, games a player, {player: first round he no longer plays} -> left out
    ("reduced_round_robin", 8, {}, 6, {1: (3, True), 2: (4, False)}),  # 2 of 6 played: out; 3 of 6: kept
    ("rotation", 10, {}, 5, {1: (3, True), 4: (4, False)}),  # 2 of 5: out; 3 of 5: kept
    ("pools", 12, {"pools": 3}, 3, {1: (2, True), 2: (3, False)}),  # his pool's 3 games: 1 out, 2 kept
    ("schiller", 12, {"schedule_teams": 4, "grouping": "club"}, 9, {1: (5, True), 2: (6, False)}),  # 4 of 9 out
    ("scheveningen", 8, {"grouping": "club"}, 4, {1: (2, False)}),  # a team format: every game counts
])
def test_a_player_withdrawing_before_half_of_his_schedule(tmp_path: Path, system: str, players: int,
                                                        settings: dict[str, object], games: int,
                                                        left: dict[int, tuple[int, bool]]) -> None:
    """C.05 (seed 003 3.7) for every individual fixed schedule: a player who withdraws having played
    fewer than half of the games his table gives him counts for no one in the standings; in a team
    format his games are forfeits that count for the match (docs/rulings.md)."""
    clubs = ("Torre", "Alfiere", "Cavallo", "Donna")
    s = event(tmp_path / f"{system}.arbiter", system,
              [(f"P{i:02d}", "ITA", clubs[(i - 1) % 2 if system == "scheveningen" else (i - 1) % 4])
               for i in range(1, players + 1)], **settings)
    s.apply(SetUpSchedule(("Torre", "Alfiere") if system == "scheveningen" else ()))
    t = s.tournament()
    assert scheduled_games(t) == (None if system == "scheveningen" else dict.fromkeys(t.players, games))
    first_round = {first: tpn for tpn, (first, _) in left.items()}
    while s.tournament().next_round is not None:
        r = s.tournament().paired_rounds + 1
        if r in first_round:
            s.apply(Withdraw(first_round[r], r))
        _, pairing = pair_next_round(s)
        complete(s, pairing.round)
    t = s.tournament()
    assert excluded(t, t.results()) == {tpn for tpn, (_, out) in left.items() if out}
    rows = tournament_standings(t, t.paired_rounds)
    assert {row.id for row in rows if row.excluded} == excluded(t, t.results())


# seed 003 3.7's crosstable (row player's result against column player; Elena, #5, withdraws)
SEED_3_7 = {(1, 2): "=", (1, 3): "=", (1, 4): "1", (1, 6): "1", (2, 3): "=", (2, 4): "1", (2, 5): "=", (2, 6): "1",
            (3, 4): "=", (3, 5): "1", (3, 6): "1", (4, 6): "=", (4, 5): "="}  # 1-5 and 5-6: not played
NAMES = ("Alice", "Bruno", "Carla", "Davide", "Elena", "Federico")
OTHER = {"1": "0", "0": "1", "=": "="}


@pytest.mark.parametrize(("leaves_after", "points", "left_out"), [
    (3, {"Alice": 4, "Bruno": 3.5, "Carla": 3.5, "Davide": 1.5, "Elena": 1, "Federico": 1.5}, False),
    (2, {"Alice": 3, "Bruno": 3, "Carla": 2.5, "Davide": 1, "Federico": 0.5}, True)])
def test_the_withdrawal_example_of_the_seed(tmp_path: Path, leaves_after: int, points: dict[str, float],
                                            left_out: bool) -> None:
    """Seed 003 3.7: Elena leaves the six-player round robin after round 3 (three games of five
    played: her results stay, her last two games forfeited) or after round 2 (two played: the
    standings are made as if she had never been there). Her games are in rounds 1-5 against
    Bruno, Carla, Davide, Federico, Alice (Berger table of 6)."""
    s = event(tmp_path / "rr.arbiter", "round_robin", [(name, "ITA", "") for name in NAMES])
    s.apply(ChangeSettings({"rounds": 5}))
    for r in range(1, 6):
        pair_next_round(s)  # a round robin is paired ahead
        for number, board in enumerate(s.tournament().round(r).boards, start=1):
            if 5 in board.players and r > leaves_after:  # not played: '-' for Elena, '+' for the opponent
                s.apply(SetResult(r, number, *(("-", "+") if board.white == 5 else ("+", "-"))))
                continue
            a, b = sorted(board.players)
            white = SEED_3_7[(a, b)] if board.white == a else OTHER[SEED_3_7[(a, b)]]
            s.apply(SetResult(r, number, white, OTHER[white]))
    t = s.tournament()
    t = replace(t, players={**t.players, 5: replace(t.players[5], withdrawn_from=leaves_after + 1)})
    rows = tournament_standings(t, 5)
    assert {NAMES[row.id - 1]: float(row.points) for row in rows if not row.excluded} == points
    assert [row.id for row in rows if row.excluded] == ([5] if left_out else [])
    assert [NAMES[row.id - 1] for row in rows][:2] == ["Alice", "Bruno"]  # tied on 3 in the second case


@pytest.mark.parametrize("operation", [Expel, Withdraw])
def test_a_pool_winner_who_leaves_gives_his_place_to_the_next(tmp_path: Path, operation: type) -> None:
    # seed 003 3.6 qualifies the first of each pool for the final pool; a winner expelled (left out
    # of the standings, VCL4THP Q198) or withdrawn does not go on: the next of his pool takes his place
    s = event(tmp_path / "pools.arbiter", "pools", [(f"P{i:02d}", "", "") for i in range(1, 13)], pools=3)
    s.apply(SetUpSchedule())
    for r in range(1, 4):
        pair_next_round(s)
        complete(s, r)
    winners = final_pool(s.tournament())
    s.apply(operation(winners[0], 4))
    standings = [row.id for row in tournament_standings(s.tournament(), 3)]
    first_pool = [pid for pid in snake(list(range(1, 13)), 3)[0] if pid != winners[0]]
    assert final_pool(s.tournament()) == (min(first_pool, key=standings.index), *winners[1:])


def test_a_varma_draw_by_lot_with_two_players_of_the_same_name(tmp_path: Path) -> None:
    # hostile9: refused ("the Varma draw needs distinct player names"): namesakes, a father and son, do play
    players = [(f"Player {i:02d}", federation, "") for i, federation in enumerate(FEDERATIONS, start=1)]
    players[1] = players[6] = ("Rossi, Mario", "ITA", "")
    s = event(tmp_path / "namesakes.arbiter", "varma", players)
    before = sorted((p.name, p.fide_rating) for p in s.tournament().players.values())
    s.apply(DrawVarmaNumbers(19))
    t = s.tournament()
    assert sorted((p.name, p.fide_rating) for p in t.players.values()) == before  # nobody lost or doubled
    assert sum("Rossi, Mario" in line for line in t.settings.varma_draw) == 2


@pytest.mark.parametrize("system, players", [("pools", 3), ("varma", 2), ("reduced_round_robin", 2), ("hutton", 3)])
def test_a_schedule_that_cannot_be_set_up_says_why_in_the_windows_language(system: str, players: int,
                                                                             tmp_path: Path) -> None:
    # hostile9: the schedules' refusals ("3 players cannot make 2 pools of at least 2") were plain English
    s = event(tmp_path / "few.arbiter", system, [(f"P{i}", "ITA", "") for i in range(players)])
    with pytest.raises(OperationError) as refused:
        s.apply(DrawVarmaNumbers(1) if system == "varma" else SetUpSchedule())
    assert isinstance(refused.value.args[0], Text)
