"""The crosstable view: the rows of ``tournament.crosstable`` in a table model, fast for a large
event, and a double-click naming the player."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from arbiter_gui.formats.trf import read_trf
from arbiter_gui.formats.trf_tournament import tournament_from_trf
from arbiter_gui.ui.crosstable_view import CrosstableView

DATA = Path(__file__).parents[1] / "data"


def test_swiss_8(qtbot) -> None:
    t = tournament_from_trf(read_trf(str(DATA / "tiebreaks" / "swiss_8.trf")))
    t = replace(t, settings=replace(t.settings, tiebreaks=("BH-C1", "BH", "SB")))
    view = CrosstableView()
    qtbot.addWidget(view)
    view.set_tournament(t)
    model = view.model
    assert view.caption.text() == "Crosstable after round 5: 8 players (final)"  # VCL4THP Q161
    assert model.headers == ["No", "Rk", "TPN", "Name", "Fed", "Rtg", "1", "2", "3", "4", "5", "Pts",
                             "BH-C1", "BH", "SB"]
    assert [model.text(0, c) for c in range(model.columnCount())] == [
        "1", "1", "3", "Swiss, Three", "NOR", "2300", "8w½", "5b1", "2b½", "4w½", "3w1", "3½", "12", "14", "9¾"]
    assert [model.text(6, c) for c in range(6, 11)] == ["2b0", "8b1", "3b-", "U", "5w0"]
    with qtbot.waitSignal(view.player_activated, timeout=1000) as signal:
        view.table.doubleClicked.emit(model.index(5, 3))
    assert signal.args == [8]
    view.set_tournament(None)
    assert model.rowCount() == 0 and view.caption.text() == "No tournament"


def test_300_players_11_rounds_fill(qtbot) -> None:
    """Its time is a benchmark's (benchmarks/bench_result_entry.py: the Crosstable shown), not a
    timed test's: a wall-clock bound here failed under a loaded CI machine."""
    t = tournament_from_trf(read_trf(str(DATA / "crosstable" / "generated_300x11.trf")))
    view = CrosstableView()
    qtbot.addWidget(view)
    view.resize(1366, 700)
    view.show()
    view.set_tournament(t)
    view.repaint()
    assert view.model.rowCount() == 300 and view.model.columnCount() == 6 + 11 + 1 + 4
    assert view.model.text(0, 3) == "Player 0038" and view.model.text(0, 17) == "9½"
