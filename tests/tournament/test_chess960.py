"""Chess960 (VCL4THP Q222): the flag, a starting position per round, drawn or typed, kept."""
from __future__ import annotations

import random
from pathlib import Path

import pytest

from arbiter_gui.tournament.chess960 import (SetStartPosition, back_rank, number_of, position_of_round,
                                             random_position)
from arbiter_gui.tournament.engine_input import pair_next_round
from arbiter_gui.tournament.operations import ChangeSettings, OperationError, SetResult
from tests.tournament.test_round_robin import round_robin_store


def test_the_960_positions() -> None:
    ranks = [back_rank(n) for n in range(960)]
    assert len(set(ranks)) == 960 and ranks[518] == "RNBQKBNR" and ranks[0] == "BBQNNRKR"  # Scharnagl's table
    for rank in ranks:  # bishops on squares of both colours, the king between the rooks
        assert sorted(rank) == sorted("RNBQKBNR") and rank.index("B") % 2 != rank.rindex("B") % 2
        assert rank.index("R") < rank.index("K") < rank.rindex("R")
    assert number_of(" rnbqkbnr ") == 518 and number_of("0") == 0
    for bad in ("960", "RBNQKRNB", "KRRQBBNN"):
        with pytest.raises(ValueError, match="Chess960"):
            number_of(bad)
    assert random_position(random.Random(1)) == random_position(random.Random(1))


def test_a_position_per_round_until_its_results(tmp_path: Path) -> None:
    s = round_robin_store(tmp_path / "960.arbiter", 4, "round_robin", 3)
    with pytest.raises(OperationError, match="not a Chess960 event"):
        s.apply(SetStartPosition(1, 518))
    s.apply(ChangeSettings({"chess960": True}))
    s.apply(SetStartPosition(2, 0))
    t = s.tournament()
    assert t.settings.chess960_positions == (None, 0)
    assert [position_of_round(t, r) for r in (1, 2, 3)] == [None, 0, None]
    s.apply(SetStartPosition(1, 518))
    with pytest.raises(OperationError, match="numbered 0 to 959"):
        s.apply(SetStartPosition(3, 960))
    pair_next_round(s)
    s.apply(SetStartPosition(1, 7))  # paired, no game played yet: still changeable
    s.apply(SetResult(1, 1, "1", "0"))
    with pytest.raises(OperationError, match="round 1 has results"):
        s.apply(SetStartPosition(1, 9))
    s.apply(SetStartPosition(2, None))
    assert s.tournament().settings.chess960_positions == (7,)
    s.apply(ChangeSettings({"chess960": False}))
    assert position_of_round(s.tournament(), 1) is None
