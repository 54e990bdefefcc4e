"""Properties every round must have, whatever the tournament (C.04.1 and the absolute criteria):
each player paired at most once, no repeated game, the PAB only to an eligible player and only
when needed, and for the Dutch system no colour difference beyond 2 or third colour in a row
on a board without a topscorer (C3, C.04.1 articles 6-7); and over a whole generated tournament,
from its result cells alone, that games, PABs, scores and colour histories add up."""
from __future__ import annotations

import random
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from arbiter_gui.engine import systems  # round robins follow their table, not these rules
from arbiter_gui.engine.colours import colour_difference
from arbiter_gui.engine.swiss.dutch.pairing import DutchRound
from arbiter_gui.engine.snapshot import Colour
from arbiter_gui.formats.trf import TrfFile
from arbiter_gui.tournament.scoring import COMPATIBLE_RESULTS, PLAYED_RESULTS
from arbiter_gui.formats.trf_pairing import snapshot
from arbiter_gui.generator import generate, make_config


def generated(system: str, seed: int, players: int, rounds: int) -> TrfFile:
    """A tournament paired round after round by ``system`` (forfeits, half-point byes, withdrawals)."""
    rounds = min(rounds, max(2, players // 2))
    config = make_config({"PlayersNumber": str(players), "RoundsNumber": str(rounds), "ForfeitRate": "10",
                          "HalfPointByeRate": "6", "RetiredRate": "12"}, random.Random(seed))
    return generate(system, config, seed)[0]


@settings(max_examples=25, deadline=None)
@given(system=st.sampled_from(sorted(systems.names(systems.Family.SWISS))),
       seed=st.integers(0, 10**6),
       players=st.integers(5, 40), rounds=st.integers(2, 9))
def test_every_round_respects_the_absolute_rules(system: str, seed: int, players: int, rounds: int) -> None:
    trf = generated(system, seed, players, rounds)
    for number in range(1, trf.total_rounds + 1):
        snap = snapshot(trf, number)
        if not snap.players:
            continue
        pairing = systems.pair(system, snap)
        by_id = {p.id: p for p in snap.players}
        seen = [pid for b in pairing.boards for pid in (b.white, b.black)] + ([pairing.bye] if pairing.bye else [])
        assert sorted(seen) == sorted(by_id), "everybody present is paired once (or gets the PAB)"
        assert (pairing.bye is not None) == (len(by_id) % 2 == 1), "a PAB exactly when the number is odd"
        if pairing.bye is not None:
            assert not by_id[pairing.bye].bye_ineligible, "C2 / C.04.1 article 4"
        for board in pairing.boards:
            assert board.black not in by_id[board.white].opponents, "C1 / C.04.1 article 2"
        if system == "dutch":
            topscorers = DutchRound(snap).topscorers
            for board in pairing.boards:
                if {board.white, board.black} & topscorers:
                    continue  # C3 and C10/C11 allow topscorers and their opponents exceptions
                for pid, colour in ((board.white, Colour.WHITE), (board.black, Colour.BLACK)):
                    history = by_id[pid].colours + (colour,)
                    assert abs(colour_difference(history)) <= 2, f"C.04.1 article 6, player {pid}"
                    assert not (len(history) >= 3 and history[-1] is history[-2] is history[-3]), \
                        f"C.04.1 article 7, player {pid}"


@settings(max_examples=40, deadline=None)
@given(system=st.sampled_from(sorted(systems.names(systems.Family.SWISS))),
       seed=st.integers(0, 10**6),
       players=st.integers(3, 30), rounds=st.integers(2, 9))
def test_a_generated_tournament_adds_up(system: str, seed: int, players: int, rounds: int) -> None:
    assert_adds_up(generated(system, seed, players, rounds))


def assert_adds_up(trf: TrfFile) -> None:
    """Over the whole tournament the engine paired, checked from the result cells alone: both
    sides of every game agree, no two players played each other twice (C.04.1 2), every PAB went
    to a player who had neither a PAB nor a win's points without playing (C.04.1 4) and at most one
    per round (C.04.1 3); each round pairs exactly the players the snapshot says are to be paired;
    scores and colour histories in every snapshot are the sums of the cells before it."""
    system_points = trf.point_system
    played_rounds = max(len(p.rounds) for p in trf.players.values())
    for p in trf.players.values():
        assert p.points == sum((system_points.points(c) for c in p.rounds), Fraction(0)), f"player {p.id}'s score"
        opponents = [c.opponent for c in p.rounds if c.result in PLAYED_RESULTS]
        assert len(opponents) == len(set(opponents)), f"C.04.1 article 2: player {p.id} met an opponent twice"
        for r, cell in enumerate(p.rounds, start=1):
            if cell.opponent is not None:
                other = trf.players[cell.opponent].rounds[r - 1]
                assert other.opponent == p.id and {cell.colour, other.colour} in ({"w", "b"}, {None}), (p.id, r)
                assert (cell.result, other.result) in COMPATIBLE_RESULTS, (p.id, r)
            if cell.result == "U":
                earlier = p.rounds[:r - 1]
                assert not any(c.result not in PLAYED_RESULTS and system_points.points(c) >= system_points.win
                               for c in earlier), f"C.04.1 article 4: player {p.id} had a PAB or a win unplayed"
    for r in range(1, played_rounds + 1):
        cells = {p.id: p.rounds[r - 1] for p in trf.players.values() if len(p.rounds) >= r}
        assert sum(1 for c in cells.values() if c.result == "U") <= 1, f"C.04.1 article 3: round {r}"
        paired = {pid for pid, c in cells.items() if c.opponent is not None or c.result == "U"}
        snap = snapshot(trf, r)
        assert {p.id for p in snap.players} == paired, f"round {r}: each player paired once or given the PAB"
        for state in snap.players:
            before = trf.players[state.id].rounds[:r - 1]
            assert state.score == sum((system_points.points(c) for c in before), Fraction(0))
            played = [c for c in before if c.result in PLAYED_RESULTS]
            assert state.colours == tuple(Colour(c.colour) for c in played if c.colour in ("w", "b"))
            assert state.opponents == frozenset(c.opponent for c in played)
