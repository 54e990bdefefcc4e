"""A whole event through the store with the Dutch engine: 30 players, 5 rounds, results, byes,
an absence, a withdrawal, a late entry, undo/redo across reopening; and at every round
``arbiter-pair --dutch`` on the exported TRF gives the pairing ``pair_next_round`` stored."""
from __future__ import annotations

import random
from pathlib import Path

import pytest

from arbiter_gui import cli, store
from arbiter_gui.engine.snapshot import Colour
from arbiter_gui.tournament.engine_input import pair_next_round, pairing_operation, snapshot
from arbiter_gui.tournament.model import ForbiddenPairing, Player, RequestKind, Tournament, initial_order
from arbiter_gui.tournament.operations import (
    AddForbiddenPairing, AddPlayer, LateEntry, OperationError, SetRequest, SetResult, StorePairing, Withdraw,
)
from arbiter_gui.formats.trf_tournament import export_trf
from arbiter_gui.engine import systems
from tests.store.helpers import enter_results, new_store, pairing_lines


def tpn_of(t: Tournament, name: str) -> int:
    return next(tpn for tpn, p in t.players.items() if p.name == name)


def cli_pairing(t: Tournament, folder: Path, name: str, rounds: int | None = None) -> list[str]:
    trf = folder / f"{name}.trf"
    out = folder / f"{name}.out"
    export_trf(t, trf, rounds=rounds)
    assert cli.main(["--dutch", str(trf), "-p", str(out)]) == 0
    return out.read_text().split("\n")[:-1]


def test_thirty_players_five_rounds(tmp_path: Path) -> None:
    path = tmp_path / "open.arbiter"
    rng = random.Random(2026)
    s = new_store(path, rounds=5, players=30, seed=7, fide_mode=False)  # a prohibited pair added in round 4
    t = s.tournament()
    assert [p.tpn for p in initial_order(t.players.values())] == list(range(1, 31))  # C.04.2 2.2
    bye_name = t.players[5].name
    withdrawn_name, zero_name = t.players[17].name, t.players[1].name
    journal_after: dict[int, int] = {}
    states: dict[int, Tournament] = {}
    for r in range(1, 6):
        if r == 2:
            s.apply(SetRequest(2, 5, RequestKind.HALF_BYE))
            s.apply(SetRequest(2, 11, RequestKind.ABSENT))
        if r == 3:
            s.apply(Withdraw(17, 3))
            change = s.apply(LateEntry(Player(0, "Late, Arrival", fide_rating=2215, title="FM")))
            assert change.parts >= {"players", "round:1", "round:2"}  # renumbered history
        if r == 4:
            t = s.tournament()
            s.apply(SetRequest(4, tpn_of(t, zero_name), RequestKind.ZERO_BYE))
            s.apply(AddForbiddenPairing(ForbiddenPairing((2, 3, 4), 4, 5)))
        expected = cli_pairing(s.tournament(), tmp_path, f"before{r}") if r > 1 else None
        change, pairing = pair_next_round(s, rng=rng)
        t = s.tournament()
        assert change.parts == ({"round:1", "settings"} if r == 1 else {f"round:{r}"})
        assert pairing_lines(t, r) == pairing.pairing_lines()
        if r == 1:
            assert t.settings.initial_colour in (Colour.WHITE, Colour.BLACK)  # drawn by lot, stored
            expected = cli_pairing(t, tmp_path, "before1", rounds=0)
        assert pairing_lines(t, r) == expected, f"round {r}"
        rnd = t.round(r)
        if r == 2:
            assert rnd.unpaired[5] == "H" and rnd.unpaired[11] == "Z"
        if r >= 3:
            late, gone = tpn_of(t, "Late, Arrival"), tpn_of(t, withdrawn_name)
            assert rnd.board_of(late) is not None or rnd.pab == late
            assert rnd.unpaired[gone] == "Z" and rnd.board_of(gone) is None
            assert t.cell(late, 1) is None and t.cell(late, 2) is None
        if r == 4:
            assert rnd.unpaired[tpn_of(t, zero_name)] == "Z"
            assert not any({b.white, b.black} <= {2, 3, 4} for b in rnd.boards)
        assert len(rnd.boards) * 2 + len(rnd.unpaired) == len(t.players)
        enter_results(s, r, rng)
        states[r] = s.tournament()
        journal_after[r] = len(s.history())
        assert s.problems() == []
    final = s.tournament()
    assert final.next_round is None and all(len(p.results) == 5 for p in final.results())
    assert next(p for p in final.results() if p.id == tpn_of(final, bye_name)).results[1].points == 0.5

    # undo back to the end of round 3, then close, reopen and redo everything
    while len(s.history()) - sum(e.undone for e in s.history()) > journal_after[3]:
        s.undo()
    assert s.tournament() == states[3]
    s.close()
    with store.open(path) as s:
        assert s.tournament() == states[3]
        assert s.redo_label() == "late entry Late, Arrival" or s.redo_label() is not None
        while s.redo_label() is not None:
            s.redo()
        assert s.tournament() == final
    with store.open(path) as s:
        assert s.tournament() == final
        s.undo()
        s.apply(SetResult(5, 1, "=", "="))  # a new operation discards the redo step
        assert s.redo_label() is None
        assert s.tournament().round(5).boards[0].white_result == "="


def test_the_engine_pairing_is_refused_if_the_tournament_changed_meanwhile(tmp_path: Path) -> None:
    with new_store(tmp_path / "t.arbiter", rounds=3, players=8, initial_colour=Colour.WHITE) as s:
        t = s.tournament()
        basis = snapshot(t)
        op = pairing_operation(systems.pair("dutch", basis), basis)
        s.apply(SetRequest(1, 3, RequestKind.HALF_BYE))
        with pytest.raises(OperationError, match="changed while round 1 was being paired"):
            s.apply(op)
        s.apply(SetRequest(1, 3, None))
        assert s.apply(op).parts == {"round:1"}


def test_no_valid_pairing_is_reported(tmp_path: Path) -> None:
    with new_store(tmp_path / "t.arbiter", rounds=3, players=2, initial_colour=Colour.WHITE) as s:
        pair_next_round(s)
        with pytest.raises(OperationError, match="Round 1 has no result on board"):
            pair_next_round(s)
        s.apply(SetResult(1, 1, "1", "0"))
        with pytest.raises(OperationError, match="round 2 cannot be paired: .*1.9.3"):
            pair_next_round(s)
        with pytest.raises(OperationError, match="no system 'nonesuch'"):
            pair_next_round(s, system="nonesuch")
        assert s.tournament().paired_rounds == 1


def test_snapshot_follows_the_domain() -> None:
    """Requests, withdrawals, late entries and forbidden pairs as the engine sees them."""
    from arbiter_gui.tournament.model import TournamentSettings

    t = Tournament.new(TournamentSettings(rounds=4, initial_colour=Colour.BLACK))
    for n in range(6):
        t = AddPlayer(Player(0, f"P{n}", fide_rating=2000 - n)).apply(t)
    t = SetRequest(1, 6, RequestKind.HALF_BYE).apply(t)
    t = AddForbiddenPairing(ForbiddenPairing((1, 2), 1, 1)).apply(t)
    snap = snapshot(t)
    assert [p.id for p in snap.players] == [1, 2, 3, 4, 5] and snap.forbidden == {frozenset((1, 2))}
    assert snap.initial_colour is Colour.BLACK and snap.ratings[6] == 1995
    from arbiter_gui.tournament.model import Board
    t = StorePairing(1, (Board(1, 3), Board(2, 4)), {5: "U"}).apply(t)
    for board in (1, 2):
        t = SetResult(1, board, "1", "0").apply(t)
    t = Withdraw(4, 2).apply(t)
    snap = snapshot(t)
    by_id = {p.id: p for p in snap.players}
    assert sorted(by_id) == [1, 2, 3, 5, 6] and snap.forbidden == frozenset()
    assert by_id[6].score == 0.5 and by_id[5].bye_ineligible and by_id[5].score == 1
    assert by_id[1].colours == (Colour.WHITE,) and by_id[1].opponents == {3}
