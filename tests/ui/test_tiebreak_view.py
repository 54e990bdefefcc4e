"""Issue 29 in the app: a tie-break cell of the Standings tab opens its working; Compare on two
selected players says why one ranks above the other (the same words as arbiter-tiebreak --explain)."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QItemSelectionModel, Qt

from arbiter_gui.app import create_main_window
from arbiter_gui.ui.main_window import STANDINGS_TIEBREAK_COLUMN

CASE = Path(__file__).parents[1] / "data" / "tiebreaks" / "held_swiss_5.trf"


def _double_click(view, row: int, column: int) -> None:  # noqa: ANN001
    view.doubleClicked.emit(view.model().index(row, column))  # as test_issue23_ux does (offscreen views)


def test_a_tiebreak_cell_opens_its_working_and_compare_explains_two_players(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    window = create_main_window()
    qtbot.addWidget(window)
    assert window.import_trf(str(CASE), str(tmp_path / "held.arbiter")), window.last_error
    window.tabs.setCurrentWidget(window.standings_page)
    view, why = window.standings_view, window.standings_why
    assert not why.compare_button.isEnabled()
    code = window.store.tournament().settings.tiebreak_order[0]
    _double_click(view, 1, STANDINGS_TIEBREAK_COLUMN)
    assert why.dialog is not None and why.dialog.isVisible()
    text = why.dialog.text.toPlainText()
    assert f"{code} of {window.standings_tpns[1]} " in text and "C.07" in text and "= " in text
    assert window.tabs.currentWidget() is window.standings_page  # not the player card
    _double_click(view, 1, 1)  # the name: the player's card as before
    assert window.tabs.currentWidget() is window.player_card
    window.tabs.setCurrentWidget(window.standings_page)
    selection = view.selectionModel()
    selection.clearSelection()
    for row in (1, 2):
        selection.select(view.model().index(row, 0),
                         QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows)
    assert why.compare_button.isEnabled()
    qtbot.mouseClick(why.compare_button, Qt.MouseButton.LeftButton)
    text = why.dialog.text.toPlainText()
    first, second = window.standings_tpns[1], window.standings_tpns[2]
    assert f"Why is {first} " in text and f"above {second} " in text
    assert "separates them" in text or "points:" in text or "shared" in text
