"""Properties every round must have, whatever the tournament (C.04.1 and the absolute criteria):
each player paired at most once, no repeated game, the PAB only to an eligible player and only
when needed, and for the Dutch system no colour difference beyond 2 or third colour in a row
on a board without a topscorer (C3, C.04.1 articles 6-7)."""
from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from arbiter_gui.engine import systems
from arbiter_gui.engine.colours import colour_difference
from arbiter_gui.engine.dutch import DutchRound
from arbiter_gui.engine.snapshot import Colour
from arbiter_gui.formats.trf_pairing import snapshot
from arbiter_gui.generator import generate, make_config


@settings(max_examples=25, deadline=None)
@given(system=st.sampled_from(sorted(systems.SYSTEMS)), seed=st.integers(0, 10**6),
       players=st.integers(5, 40), rounds=st.integers(2, 9))
def test_every_round_respects_the_absolute_rules(system: str, seed: int, players: int, rounds: int) -> None:
    rounds = min(rounds, max(2, players // 2))
    config = make_config({"PlayersNumber": str(players), "RoundsNumber": str(rounds), "ForfeitRate": "10",
                          "HalfPointByeRate": "6", "RetiredRate": "12"}, random.Random(seed))
    trf, _ = generate(system, config, seed)
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
