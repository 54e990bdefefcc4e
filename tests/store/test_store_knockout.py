"""A knockout event in the tournament file (issue 18, schema version 8): drawn, played entry by
entry with undo and redo through the file's journal, and the same after the file is opened again."""
from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_gui import store as store_module
from arbiter_gui.engine.knockout.match import Kind, MatchFormat, Phase
from arbiter_gui.engine.knockout.plan import Entrant
from arbiter_gui.store import schema
from arbiter_gui.tournament.knockout import (
    Action,
    KnockoutEntry,
    StartKnockout,
    event_of,
)
from arbiter_gui.tournament.operations import OperationError
from tests.store.helpers import new_store


def test_knockout_stored_undone_and_reopened(tmp_path: Path) -> None:
    path = tmp_path / "cup.arbiter"
    s = new_store(path, players=6)
    fmt = MatchFormat((Phase(Kind.STANDARD, 2), Phase(Kind.ARMAGEDDON, 1)))
    with pytest.raises(OperationError, match="no knockout event"):
        s.apply(KnockoutEntry(Action("game", 1, 0, "1-0")))
    with pytest.raises(OperationError, match="no player with pairing number 7"):
        s.apply(StartKnockout(tuple(Entrant(i) for i in range(1, 8))))
    change = s.apply(StartKnockout(tuple(Entrant(i) for i in range(1, 7)), match_format=fmt))
    assert "knockout" in change.parts
    event = event_of(s.tournament())
    assert [(m.white, m.black) for m in event.rounds[0].matches] == [(3, 6), (5, 4)]  # byes for 1 and 2
    for result in ("1-0", "1/2-1/2"):
        s.apply(KnockoutEntry(Action("game", 1, 0, result)))
    s.apply(KnockoutEntry(Action("game", 1, 1, "1/2-1/2")))
    s.apply(KnockoutEntry(Action("game", 1, 1, "1/2-1/2")))
    with pytest.raises(OperationError, match="name White of the Armageddon game"):
        s.apply(KnockoutEntry(Action("game", 1, 1, "1/2-1/2")))
    s.apply(KnockoutEntry(Action("game", 1, 1, "1/2-1/2", player=5)))  # 5 White: 4 through with Black
    assert len(event_of(s.tournament()).rounds) == 2
    s.undo()
    assert len(event_of(s.tournament()).rounds) == 1 and s.redo_label() is not None
    s.redo()
    kept = s.tournament().knockout
    s.close()
    with store_module.open(path) as again:
        assert again.tournament().knockout == kept
        assert [(m.white, m.black) for m in event_of(again.tournament()).rounds[1].matches] == [(4, 1), (2, 3)]  # 4 had Black
        with pytest.raises(OperationError, match="cannot be drawn again"):
            again.apply(StartKnockout(tuple(Entrant(i) for i in range(1, 7))))


def test_version_seven_adds_the_knockout_table() -> None:
    assert schema.current_version() == 8 and "knockout" in schema.tables(8) and "knockout" not in schema.tables(7)
