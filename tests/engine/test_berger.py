"""Berger tables (C.05 Annex 1, seed 003 chapter 3): the printed tables for 6 and 8 players, the
10-player table of the construction rule, the double round robin of 6, the construction rule for
3..20 players, and the round-robin pairing systems on a snapshot and on the command line."""
from __future__ import annotations

from collections import Counter
from fractions import Fraction
from pathlib import Path

import pytest

from arbiter_gui import cli
from arbiter_gui.engine import systems
from arbiter_gui.engine.schedules.berger import BERGER_RULE, ScheduleError, check_rounds, rounds_per_cycle, schedule, table
from arbiter_gui.engine.history import PlayerRecord, build_snapshot
from arbiter_gui.engine.snapshot import Colour
from arbiter_gui.formats.trf import TrfFile, TrfPlayer, write_trf
from tests.seed_examples import load


def printed(name: str, key: str = "rounds") -> list[list[tuple[int, int]]]:
    return [[(w, b) for w, b in r["boards"]] for r in load(name)["expected"][key]]


def colours(rounds: list[list[tuple[int, int]]], player: int, players: int) -> str:
    """The player's colours round by round: W, B, or '-' for a rest (a game with the dummy)."""
    return "".join(next(("W" if player == w else "B" for w, b in boards if player in (w, b) and max(w, b) <= players),
                        "-") for boards in rounds)


def test_printed_tables() -> None:
    assert table(6) == printed("berger_003_table_6players")
    assert table(8) == printed("berger_003_table_8players")
    assert table(5) == table(6) and table(7) == table(8)  # one table for 5-6, one for 7-8 (6 and 8 rest)
    assert table(10) == printed("berger_003_construction_rule", "derived_full_table_by_stated_rule_NOT_printed")
    legible = load("berger_003_construction_rule")["expected"]["board1_by_round_legible_in_diagram"]
    assert [list(boards[0]) for boards in table(10)] == legible


def test_double_round_robin_of_six() -> None:
    """Second cycle with colours reversed, rounds 4 and 5 of the first cycle swapped (seed 003 3.3)."""
    assert schedule(6, 2) == printed("berger_003_double_rr_6players")
    assert schedule(6, 2)[:5] != printed("berger_003_double_rr_6players", "unswapped_concatenation_printed_too")[:5]


@pytest.mark.parametrize("players", range(3, 25))  # every size to 24 players (issue 19)
def test_construction_rule(players: int) -> None:
    n = players + players % 2
    rounds = table(players)
    assert len(rounds) == rounds_per_cycle(players) == n - 1 and all(len(boards) == n // 2 for boards in rounds)
    assert rounds[0] == [(i, n + 1 - i) for i in range(1, n // 2 + 1)]  # round 1: 1-n, 2-(n-1), ...
    for r, boards in enumerate(rounds, start=1):
        assert sorted(p for board in boards for p in board) == list(range(1, n + 1))  # everybody once
        assert boards[0] == ((boards[0][0], n) if r % 2 else (n, boards[0][1]))  # n on board 1, Black/White
        if r % 2:
            assert boards[0][0] == (r + 1) // 2  # odd round 2k+1: k+1 White on board 1
        else:
            assert boards[-1][0] == r // 2  # even round 2k: k White on the last board
    meetings = Counter(frozenset(board) for boards in rounds for board in boards)
    assert len(meetings) == n * (n - 1) // 2 and set(meetings.values()) == {1}  # every pair exactly once
    for p in range(1, players + 1):
        whites, blacks = colours(rounds, p, players).count("W"), colours(rounds, p, players).count("B")
        if players % 2:
            assert whites == blacks  # odd: the rest has no colour, the colours are balanced
        else:
            assert abs(whites - blacks) == 1  # even: one colour once more
    double = schedule(players, 2)
    assert len(double) == 2 * (n - 1)
    games = [board for boards in double for board in boards if max(board) <= players]  # the dummy's boards out
    assert set(Counter(games).values()) == {1} and set(Counter(frozenset(g) for g in games).values()) == {2}
    for p in range(1, players + 1):
        played = colours(double, p, players).replace("-", "")
        assert played.count("W") == played.count("B")
        assert "WWW" not in played and "BBB" not in played  # the reason for the swap


def test_round_robin_needs_its_number_of_rounds() -> None:
    check_rounds(6, 5, 1)
    check_rounds(5, 10, 2)
    with pytest.raises(ScheduleError, match="a single round robin of 6 players has 5 rounds, but the tournament "
                                            "is set to 9"):
        check_rounds(6, 9, 1)
    with pytest.raises(ScheduleError, match="at least 2 players"):
        table(1)


def records(players: int) -> list[PlayerRecord]:
    return [PlayerRecord(p, 2000 - p, ()) for p in range(1, players + 1)]


def test_pairing_a_round_from_a_snapshot() -> None:
    snap = build_snapshot(records(5), 3, 5, Colour.WHITE, to_pair=[1, 2, 4, 5])  # 3 absent
    pairing = systems.pair("round_robin", snap)
    assert [(b.white, b.black, b.colour_rule) for b in pairing.boards] == [(4, 5, BERGER_RULE)]  # 2-6, 3-1, 4-5
    assert pairing.bye == 2  # 2 meets the dummy (6): he rests, no PAB
    assert "player 2 meets the dummy" in pairing.bye_reason and "3-1 is not played: 3 not paired" in pairing.bye_reason
    double = systems.pair("double_round_robin", build_snapshot(records(4), 6, 6, Colour.WHITE, range(1, 5)))
    assert [(b.white, b.black) for b in double.boards] == [(4, 2), (1, 3)]  # round 3 of the table, reversed
    with pytest.raises(ScheduleError, match="has 5 rounds, but the tournament is set to 7"):
        systems.pair("round_robin", build_snapshot(records(6), 1, 7, Colour.WHITE, range(1, 7)))


def test_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    players = {p: TrfPlayer(line=0, id=p, sex="", title="", name=f"Player {p}", rating=2000 - p, federation="",
                            fide_id="", birth_date="", points=Fraction(0), rank=None, rounds=[]) for p in range(1, 6)}
    source, out = tmp_path / "rr.trf", tmp_path / "rr.txt"
    source.write_text(write_trf(TrfFile(path="", players=players, total_rounds=5, initial_colour="w")),
                      encoding="utf-8", newline="")
    assert cli.main(["--round-robin", str(source), "-p", str(out)]) == 0
    assert out.read_text() == "3\n2 5\n3 4\n1 0\n"  # 1 meets the dummy 6 on board 1
    assert cli.main(["--double-round-robin", str(source), "-p", str(out)]) == 3
    assert "rr.trf: a double round robin of 5 players has 10 rounds" in capsys.readouterr().err
