"""Large brackets: the engine must not depend on recursion depth or enumerate candidates."""
from __future__ import annotations

from arbiter_gui.engine.swiss.dutch.pairing import pair_round
from arbiter_gui.engine.history import PlayerRecord, build_snapshot
from arbiter_gui.engine.snapshot import Colour


def test_first_round_of_2000_players_pairs_s1_against_s2() -> None:
    records = [PlayerRecord(i, 3000 - i, ()) for i in range(1, 2001)]
    snap = build_snapshot(records, 1, 11, Colour.WHITE, range(1, 2001))
    pairing = pair_round(snap)
    assert pairing.bye is None and len(pairing.boards) == 1000
    # C.04.3 3.3.1 and 5.2.5: 1-1001, 1002-2, 3-1003, ... (odd TPN gets the initial colour)
    for i, board in enumerate(pairing.boards, start=1):
        top, bottom = i, i + 1000
        assert (board.white, board.black) == ((top, bottom) if i % 2 else (bottom, top))
