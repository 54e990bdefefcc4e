"""``arbiter-pair --knockout FILE -p`` (issue 18): a knockout of one game per round paired round by
round from the file's results, the bracket following from the players' numbers (seed 003 2.1-2.2)."""
from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from arbiter_gui import cli
from arbiter_gui.engine import systems
from arbiter_gui.formats.trf import TrfFile, TrfPlayer, write_trf
from arbiter_gui.tournament.scoring import RoundCell


def _file(players: dict[int, TrfPlayer], path: Path, rounds: int = 3) -> None:
    for p in players.values():
        p.points = Fraction(sum(1 for c in p.rounds if c.result in ("1", "U")))
    path.write_text(write_trf(TrfFile(path="", players=players, total_rounds=rounds, initial_colour="w")),
                    encoding="utf-8", newline="")


def test_six_players_to_the_final(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """6 players: 8 places, byes for 1 and 2 (2.2), 3-6 and 5-4 (2.1: White to the stronger on an odd
    number); 5 beats 4, then 1-5 and 2-3 (5 and 3 alternate); the final 2-1 (both had White: the
    higher seed alternates, C.04.3 5.2.4) and the third place 3-5."""
    players = {p: TrfPlayer(line=0, id=p, sex="", title="", name=f"Player {p}", rating=2000 - p, federation="",
                            fide_id="", birth_date="", points=Fraction(0), rank=None, rounds=[]) for p in range(1, 7)}
    source, out = tmp_path / "ko.trf", tmp_path / "ko.txt"
    expected = ["4\n3 6\n5 4\n1 0\n2 0\n", "2\n1 5\n2 3\n", "2\n2 1\n3 5\n"]
    for wanted in expected:
        _file(players, source)
        assert cli.main(["--knockout", str(source), "-p", str(out)]) == 0
        assert out.read_text() == wanted
        paired = set()
        for line in wanted.split("\n")[1:-1]:
            white, black = map(int, line.split())
            if not black:
                continue
            winner = 5 if {white, black} == {4, 5} else min(white, black)
            for me, other, colour in ((white, black, "w"), (black, white, "b")):
                players[me].rounds.append(RoundCell(other, colour, "1" if me == winner else "0"))
                paired.add(me)
        for p in set(players) - paired:
            players[p].rounds.append(RoundCell(None, None, "Z", blank=True))
    _file(players, source, rounds=4)  # a file asking for a fourth round
    assert cli.main(["--knockout", str(source), "-p", str(out)]) == cli.EXIT_NO_PAIRING
    assert "the knockout is over" in capsys.readouterr().err


def test_a_drawn_game_and_a_wrong_pairing_are_named(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    players = {p: TrfPlayer(line=0, id=p, sex="", title="", name=f"Player {p}", rating=2000 - p, federation="",
                            fide_id="", birth_date="", points=Fraction(0), rank=None, rounds=[]) for p in range(1, 5)}
    players[1].rounds.append(RoundCell(4, "w", "="))
    players[4].rounds.append(RoundCell(1, "b", "="))
    players[2].rounds.append(RoundCell(3, "b", "1"))
    players[3].rounds.append(RoundCell(2, "w", "0"))
    source = tmp_path / "ko.trf"
    for p in players.values():
        p.points = Fraction(sum({"1": 2, "=": 1}.get(c.result, 0) for c in p.rounds), 2)
    source.write_text(write_trf(TrfFile(path="", players=players, total_rounds=2, initial_colour="w")),
                      encoding="utf-8", newline="")
    assert cli.main(["--knockout", str(source), "-p"]) == cli.EXIT_NO_PAIRING
    assert "round 1: 1-4 has no winner" in capsys.readouterr().err
    players[1].rounds[0] = RoundCell(3, "w", "1")
    players[3].rounds[0] = RoundCell(1, "b", "0")
    players[2].rounds[0] = RoundCell(4, "b", "1")
    players[4].rounds[0] = RoundCell(2, "w", "0")
    for p in players.values():
        p.points = Fraction(sum(1 for c in p.rounds if c.result == "1"))
    source.write_text(write_trf(TrfFile(path="", players=players, total_rounds=2, initial_colour="w")),
                      encoding="utf-8", newline="")
    assert cli.main(["--knockout", str(source), "-p"]) == cli.EXIT_NO_PAIRING
    assert "round 1: the knockout pairs 1 with 4, the file with 3" in capsys.readouterr().err


def test_registered_as_its_own_family() -> None:
    assert systems.SYSTEMS["knockout"].family is systems.Family.KNOCKOUT
    assert systems.of_trf_type("KNOCKOUT") == "knockout"
