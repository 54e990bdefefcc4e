"""A Double-Swiss event (C.04.5) through the store: a match is two rounds of the tournament
(its games, colours reversed), paired together by the engine, results entered per game with the
rare results of the Preface, requests for both games, deleting a match, a double forfeit after
which the same two players may meet again, and at every match ``arbiter-pair --double-swiss`` on
the exported TRF pairs what the app paired; the export reads back as the same tournament."""
from __future__ import annotations

import random
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import pytest

from arbiter_gui import cli
from arbiter_gui.engine.snapshot import Colour
from arbiter_gui.formats import trf_pairing
from arbiter_gui.formats.trf import parse_trf
from arbiter_gui.formats.trf_tournament import export_trf, read_tournament, tournament_from_trf
from arbiter_gui.tournament import double_swiss
from arbiter_gui.tournament.engine_input import pair_next_round, snapshot
from arbiter_gui.tournament.manual_pairing import StartManualSession, round_problems
from arbiter_gui.tournament.model import Board, RequestKind, Tournament
from arbiter_gui.tournament.operations import (DeleteLastPairing, EditPairing, OperationError, SetRequest,
                                               SetResult)
from tests.pairing_files import generated
from tests.store.helpers import new_store, pairing_lines

MATCHES = 5
GAME_RESULTS = [("1", "0"), ("0", "1"), ("=", "="), ("=", "0"), ("0", "="), ("0", "0")]


def ds_store(path: Path, players: int = 15):
    return new_store(path, rounds=2 * MATCHES, players=players, seed=3, system="double_swiss",
                     tournament_type="FIDE_DOUBLESWISS", initial_colour=Colour.WHITE)


def cli_pairing(t: Tournament, folder: Path, name: str) -> list[str]:
    trf, out = folder / f"{name}.trf", folder / f"{name}.out"
    export_trf(t, trf)
    assert cli.main(["--double-swiss", str(trf), "-p", str(out)]) == 0
    return out.read_text().split("\n")[:-1]


def enter_games(s, match: int, rng: random.Random) -> None:
    for number in double_swiss.match_rounds(s.tournament().settings, 2 * match - 1):
        for board in range(1, len(s.tournament().round(number).boards) + 1):
            s.apply(SetResult(number, board, *rng.choice(GAME_RESULTS)))


def test_a_match_is_two_games_with_colours_reversed(tmp_path: Path) -> None:
    s = ds_store(tmp_path / "ds.arbiter")
    pair_next_round(s)
    t = s.tournament()
    game1, game2 = t.round(1), t.round(2)
    assert t.paired_rounds == 2 and t.next_round == 3
    assert [(b.black, b.white) for b in game2.boards] == [(b.white, b.black) for b in game1.boards]  # 4.4
    assert game1.pab is not None and game1.unpaired == {game1.pab: "U"} and game2.unpaired == {game1.pab: "H"}
    assert t.score(game1.pab, 3) == Fraction(3, 2)  # 1.4: a game won and a game drawn
    assert double_swiss.caption(t.settings, 2) == "Match 1 · game 2"
    with pytest.raises(OperationError, match="Match 1 · game 1 has no result"):
        pair_next_round(s)
    s.undo()
    assert s.tournament().paired_rounds == 0  # one operation, one undo step


def test_rare_results_in_double_swiss_and_every_event(tmp_path: Path) -> None:
    s = ds_store(tmp_path / "ds.arbiter")
    pair_next_round(s)
    s.apply(SetResult(1, 1, "=", "0"))  # Preface: ½-0
    s.apply(SetResult(2, 1, "0", "0"))  # 0-0
    t = s.tournament()
    white, black = t.round(1).boards[0].players
    assert t.score(white, 3) == Fraction(1, 2) and t.score(black, 3) == 0
    other = new_store(tmp_path / "dutch.arbiter", rounds=5, players=6, seed=3, initial_colour=Colour.WHITE)
    pair_next_round(other)
    other.apply(SetResult(1, 1, "=", "0"))  # VCL4THP Q180: in every event
    with pytest.raises(OperationError, match="do not make a result"):
        other.apply(SetResult(1, 1, "1", "1"))  # Q181: never an inconsistent one


def test_requests_hold_for_both_games_and_delete_removes_the_match(tmp_path: Path) -> None:
    s = ds_store(tmp_path / "ds.arbiter")
    s.apply(SetRequest(1, 4, RequestKind.HALF_BYE))
    t = s.tournament()
    assert t.request(1, 4) is RequestKind.HALF_BYE and t.request(2, 4) is RequestKind.HALF_BYE
    pair_next_round(s)
    t = s.tournament()
    assert t.round(1).unpaired[4] == "H" and t.round(2).unpaired[4] == "H"
    s.apply(SetResult(2, 1, "1", "0"))
    with pytest.raises(OperationError, match="match 1 already has 1 result"):
        s.apply(DeleteLastPairing())
    s.apply(DeleteLastPairing(force=True))
    t = s.tournament()
    assert t.paired_rounds == 0 and not t.round(2).paired


def test_after_a_double_forfeit_the_same_players_may_meet_again(tmp_path: Path) -> None:
    s = ds_store(tmp_path / "ds.arbiter", players=16)
    pair_next_round(s)
    t = s.tournament()
    first, second = t.round(1).boards[0].players
    for number in (1, 2):  # both games forfeited by both: no game played (Preface)
        for board in range(1, len(t.round(number).boards) + 1):
            s.apply(SetResult(number, board, *(("-", "-") if board == 1 else ("1", "0"))))
    states = {p.id: p for p in snapshot(s.tournament(), 3).players}
    assert second not in states[first].opponents and states[first].colours == ()
    pair_next_round(s)
    t = s.tournament()
    rnd = t.round(3)
    # pair the two again by hand: no absolute criterion is broken
    boards = list(rnd.boards)
    a = next(i for i, b in enumerate(boards) if first in b.players)
    b = next(i for i, b in enumerate(boards) if second in b.players)
    if a != b:
        partner_a = boards[a].black if boards[a].white == first else boards[a].white
        partner_b = boards[b].black if boards[b].white == second else boards[b].white
        boards[a], boards[b] = Board(first, second), Board(partner_a, partner_b)
    s.apply(StartManualSession(3))
    s.apply(EditPairing(3, tuple(boards)))
    t = s.tournament()
    assert not [w for w in round_problems(t, 3) if "C1" in w.article or "already played" in w.text]
    assert [(b.black, b.white) for b in t.round(4).boards] == [b.players for b in t.round(3).boards]
    with pytest.raises(OperationError, match="changed on its game 1"):
        s.apply(EditPairing(4, t.round(4).boards))


def test_every_match_equals_the_command_line_and_the_export_reads_back(tmp_path: Path) -> None:
    s = ds_store(tmp_path / "ds.arbiter")
    rng = random.Random(11)
    s.apply(SetRequest(5, 7, RequestKind.ZERO_BYE))  # match 3
    for match in range(1, MATCHES + 1):
        expected = cli_pairing(s.tournament(), tmp_path, f"match{match}")
        pair_next_round(s)
        t = s.tournament()
        assert pairing_lines(t, 2 * match - 1) == expected, f"match {match}"
        enter_games(s, match, rng)
    t = s.tournament()
    path = tmp_path / "final.trf"
    export_trf(t, path)
    again = read_tournament(str(path))
    # TRF has no board numbers: the boards come back in the order of the players' numbers
    assert [(set(r.boards), r.unpaired, r.paired) for r in again.rounds] == [
        (set(r.boards), r.unpaired, r.paired) for r in t.rounds]
    assert again.players == t.players and again.requests == t.requests
    assert again.settings.rounds == 2 * MATCHES and "XXR" not in path.read_text()
    assert [line for line in path.read_text().splitlines() if line.startswith("192")] == ["192 FIDE_DOUBLESWISS"]


def test_an_event_of_the_command_line_generator_continues_in_the_app(tmp_path: Path) -> None:
    from arbiter_gui import store
    from arbiter_gui.formats.trf import parse_trf
    from arbiter_gui.formats.trf_tournament import tournament_from_trf
    from tests.pairing_files import generated

    t = tournament_from_trf(parse_trf(generated("double_swiss", seed=5, players=19, rounds=5)))
    assert t.settings.rounds == 10 and t.paired_rounds == 10
    last = {b.players for b in t.round(9).boards}, t.round(9).unpaired
    with store.create(tmp_path / "imported.arbiter", tournament=t) as s:
        s.apply(DeleteLastPairing(force=True))
        assert s.tournament().paired_rounds == 8
        pair_next_round(s)
        again = s.tournament().round(9)
        assert ({b.players for b in again.boards}, again.unpaired) == last


def test_the_app_builds_each_match_as_the_command_line_does() -> None:
    """The games become matches in one function (``engine.swiss.double_swiss.matches``) for the
    TRF reader and the tournament, so before every match the engine's view of the imported event
    is the command line's, the initial colour inferred from the games (no 152) included; the view
    of a paired match holds its pairing-allocated bye (the pairing-edit warnings of a match with
    a PAB once failed on a KeyError, its PAB missing from the view)."""
    for seed in range(3):
        trf = replace(parse_trf(generated("double_swiss", seed, 11, 4, ForfeitRate="8"), "ds.trf"), initial_colour=None)
        for match in range(2, 5):
            cut = replace(trf, players={pid: replace(p, rounds=p.rounds[:2 * (match - 1)])
                                        for pid, p in trf.players.items()})
            assert snapshot(tournament_from_trf(cut)) == trf_pairing.snapshot(cut, match)
        full = tournament_from_trf(trf)
        for match in range(1, 5):
            game_1 = 2 * match - 1
            assert full.round(game_1).pab in {p.id for p in snapshot(full, game_1, Colour.WHITE).players}
            assert isinstance(round_problems(full, game_1), list)
