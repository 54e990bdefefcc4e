"""Round robins through the store (C.05 Annex 1): a 6-player single and a 5-player double round
robin paired from the Berger tables by ``pair_next_round`` (ahead of the results, as arbiters
publish them), results entered, standings with DE, SB and Koya (C.07 6, 9.1, 9.2)."""
from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from arbiter_gui.engine.schedules.berger import BERGER_RULE, schedule
from arbiter_gui.engine import systems
from arbiter_gui.formats.trf_tournament import tournament_from_trf, tournament_to_trf
from arbiter_gui.tournament.scoring import PointSystem
from arbiter_gui.store import Store
from arbiter_gui.tournament.engine_input import pair_next_round
from arbiter_gui.tournament.model import Colour, Player
from arbiter_gui.tournament.operations import AddPlayer, ChangeSettings, OperationError, SetResult
from arbiter_gui.tournament.standings import standings
from arbiter_gui.tournament.tiebreaks import compute
from arbiter_gui.tournament.results import PlayerResults, Result
from tests.store.helpers import new_store

# 6 players: 1 draws with 2 and 3 and beats the rest; 3 beats 2 and 5, 6; 4 beats 3; 4-5 drawn; ...
SINGLE = {(1, 2): "=", (1, 3): "=", (1, 4): 1, (1, 5): 1, (1, 6): 1, (2, 3): 3, (2, 4): 2, (2, 5): 2, (2, 6): 2,
          (3, 4): 4, (3, 5): 3, (3, 6): 3, (4, 5): "=", (4, 6): 6, (5, 6): 5}


def round_robin_store(path: Path, players: int, system: str, rounds: int) -> Store:
    s = new_store(path, rounds=rounds, initial_colour=Colour.WHITE)
    for p in range(1, players + 1):
        s.apply(AddPlayer(Player(0, f"Player {p:02d}", fide_rating=2500 - 10 * p)))  # pairing number p
    s.apply(ChangeSettings({"system": system}))
    return s


def codes(white: int, black: int, winner: int | str) -> tuple[str, str]:
    if winner == "=":
        return "=", "="
    return ("1", "0") if winner == white else ("0", "1")


def test_single_round_robin_of_six(tmp_path: Path) -> None:
    s = round_robin_store(tmp_path / "rr6.arbiter", 6, "round_robin", 5)
    assert s.tournament().settings.tournament_type == "FIDE_ROUNDROBIN"
    for r in range(1, 6):  # every round paired before any result: the table does not look at them
        _, pairing = pair_next_round(s)
        assert [(b.white, b.black) for b in pairing.boards] == schedule(6)[r - 1]
        assert {b.colour_rule for b in pairing.boards} == {BERGER_RULE} and pairing.bye is None
    t = s.tournament()
    assert [[(b.white, b.black) for b in t.round(r).boards] for r in range(1, 6)] == schedule(6)
    with pytest.raises(OperationError, match="every round is already paired"):
        pair_next_round(s)
    for r in range(1, 6):
        for number, board in enumerate(t.round(r).boards, start=1):
            s.apply(SetResult(r, number, *codes(board.white, board.black, SINGLE[tuple(sorted(board.players))])))
    t = s.tournament()
    rows = standings(t.results(), ("DE", "SB", "KS"), t.settings.point_system, 5)
    assert [(row.id, row.points) for row in rows] == [(1, 4), (3, Fraction(7, 2)), (2, Fraction(7, 2)),
                                                      (4, Fraction(3, 2)), (5, Fraction(3, 2)), (6, 1)]
    values = {row.id: row.tiebreaks for row in rows}
    assert [values[p]["DE"] for p in (3, 2, 4, 5)] == [1, 2, 1, 1]  # 3 beat 2; 4 and 5 drew
    assert [values[p]["SB"] for p in (1, 2, 3, 4, 5, 6)] == [Fraction(x) for x in ("7.5", "6", "8", "4.25", "1.75",
                                                                                  "1.5")]
    # Koya: points against 1, 2 and 3, who have at least half of 5
    assert [values[p]["KS"] for p in range(1, 7)] == [1, Fraction(1, 2), Fraction(3, 2), 1, 0, 0]
    again = tournament_from_trf(tournament_to_trf(t))  # the system survives the TRF (192)
    assert again.settings.system == "round_robin" and again.settings.tournament_type == "FIDE_ROUNDROBIN"
    assert [systems.of_trf_type(code) for code in ("BERGER_ROUNDROBIN_G2", "FIDE_DOUBLEROUNDROBIN",
                                              "BERGER_DOUBLEROUNDROBIN")] == ["round_robin"] + ["double_round_robin"] * 2


def test_double_round_robin_of_five(tmp_path: Path) -> None:
    """The player meeting the dummy rests: a zero-point 'Z' cell, not a PAB. The higher-rated player
    of each pair wins with White and draws with Black."""
    s = round_robin_store(tmp_path / "drr5.arbiter", 5, "double_round_robin", 10)
    table = schedule(5, 2)
    for r in range(1, 11):
        _, pairing = pair_next_round(s)
        rest = next(min(board) for board in table[r - 1] if 6 in board)
        assert pairing.bye == rest and "rests" in pairing.bye_reason
        assert [(b.white, b.black) for b in pairing.boards] == [b for b in table[r - 1] if 6 not in b]
        t = s.tournament()
        rnd = t.round(r)
        assert rnd.unpaired == {rest: "Z"} and rnd.pab is None and t.cell(rest, r).points == 0
        for number, board in enumerate(rnd.boards, start=1):
            s.apply(SetResult(r, number, *(("1", "0") if board.white < board.black else ("=", "="))))
    t = s.tournament()
    rows = standings(t.results(), ("SB", "KS"), t.settings.point_system, 10)
    assert [(row.id, row.points) for row in rows] == [(1, 6), (2, 5), (3, 4), (4, 3), (5, 2)]
    # Koya: each plays 8 games, the limit is 4 points: opponents 1, 2 and 3
    assert [row.tiebreaks["KS"] for row in rows] == [3, 2, 1, Fraction(3, 2), Fraction(3, 2)]


def test_round_robin_needs_the_rounds_of_its_table(tmp_path: Path) -> None:
    s = round_robin_store(tmp_path / "wrong.arbiter", 6, "double_round_robin", 9)
    with pytest.raises(OperationError, match="a double round robin of 6 players has 10 rounds, but the tournament "
                                             "is set to 9"):
        pair_next_round(s)
    s.apply(ChangeSettings({"rounds": 10}))
    pair_next_round(s)
    assert s.tournament().paired_rounds == 1


def test_koya_limit_is_half_the_games_a_round_robin_gives() -> None:
    """C.07 9.2 on a 3-player round robin (3 rounds, 2 games each, one rest each): the limit is 1
    point, not 1.5 as half of every round would give (then 1 would score nothing against 3)."""
    win, draw, loss, rest = (Fraction(1), "1"), (Fraction(1, 2), "="), (Fraction(0), "0"), (Fraction(0), "Z")

    def cell(opponent: int | None, result: tuple[Fraction, str]) -> Result:
        return Result(opponent, None if opponent is None else "w", result[1], result[0])

    players = [PlayerResults(1, 2000, (cell(3, win), cell(None, rest), cell(2, draw))),
               PlayerResults(2, 1900, (cell(None, rest), cell(3, loss), cell(1, draw))),
               PlayerResults(3, 1800, (cell(1, loss), cell(2, win), cell(None, rest)))]
    values = compute(players, ("KS",), PointSystem(), 3)
    assert {pid: v["KS"] for pid, v in values.items()} == {1: 1, 2: Fraction(1, 2), 3: 0}
