"""Issue 30: after a result entered or undone the Players and Rounds tabs keep the rows that did not
change (their rows are not made again) and show exactly what rows made from scratch show: the new
points, the sort order, the selected player; a table announces the changed rows one run at a time
and fits its columns to the widest text without asking the model for any row."""
from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import Qt

from arbiter_gui.app import create_main_window
from arbiter_gui.ui import tables
from arbiter_gui.ui.main_window import MainWindow
from arbiter_gui.ui.players_view import PlayersView

CASE = Path(__file__).parents[1] / "data" / "conformance" / "dutch" / "d700010_n120_r5of8.trf"  # 4 rounds paired
POINTS = 7


def _window(qtbot, tmp_path: Path) -> MainWindow:  # noqa: ANN001
    window = create_main_window()
    qtbot.addWidget(window)
    assert window.import_trf(str(CASE), str(tmp_path / "event.arbiter")), window.last_error
    window.show()
    qtbot.waitExposed(window)
    return window


def _shown(model: tables.RowsModel) -> list[tuple[tuple[str, ...], tuple[object, ...]]]:
    """Every row as shown (texts) and as sorted (values), in the order shown."""
    return [(model.row(r), tuple(model.value(r, c) for c in range(model.columnCount())))
            for r in range(model.rowCount())]


def _from_scratch(window: MainWindow, column: int, order: Qt.SortOrder) -> list[tuple[tuple[str, ...], tuple[object, ...]]]:
    """The Players tab's rows made by a new view of the current tournament, sorted the same way."""
    fresh = PlayersView()
    fresh.table.sortByColumn(column, order)
    fresh.set_tournament(window.store.tournament())
    return _shown(fresh.model)


def _flip(window: MainWindow, round_number: int, board: int) -> None:
    b = window.store.tournament().round(round_number).boards[board - 1]
    window.enter_result(board, *(("0", "1") if b.white_result == "1" else ("1", "0")))


def test_the_players_tab_shows_new_points_in_its_sort_order_and_keeps_the_selected_player(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    window = _window(qtbot, tmp_path)
    window.focus_board_entry()
    window.round_choice.setCurrentIndex(3)  # round 4
    view = window.players_view
    window.tabs.setCurrentWidget(view)
    view.table.sortByColumn(POINTS, Qt.SortOrder.DescendingOrder)
    before = _shown(view.model)
    assert before == _from_scratch(window, POINTS, Qt.SortOrder.DescendingOrder)
    board = window.store.tournament().round(4).boards[9]
    view.select(board.white)
    made: list[object] = []
    real = view._status
    view._status = lambda *args: made.append(args) or real(*args)  # type: ignore[method-assign]
    _flip(window, 4, 10)  # with the Players tab in front
    assert made == []  # the rows were kept, the points changed
    after = _shown(view.model)
    assert after != before and after == _from_scratch(window, POINTS, Qt.SortOrder.DescendingOrder)
    t = window.store.tournament()
    for tpn in board.players:
        row = next(values for _, values in after if values[0] == tpn)
        assert row[POINTS] == t.score(tpn, t.paired_rounds + 1)
    assert view.selected_tpn() == board.white
    window.undo()
    assert _shown(view.model) == before and view.selected_tpn() == board.white
    window.redo()
    assert _shown(view.model) == after and view.selected_tpn() == board.white


def test_the_rounds_tab_after_results_and_undo_shows_the_rows_made_from_scratch(qtbot, tmp_path: Path, asked: list) -> None:  # noqa: ANN001, E501
    window = _window(qtbot, tmp_path)
    window.focus_board_entry()

    def from_scratch() -> list[tuple[tuple[str, ...], tuple[object, ...]]]:
        kept = window._rows_shown
        window._rows_shown = None  # nothing to keep: every row made again
        window._show_round()
        rows = _shown(window.boards)
        window._rows_shown = kept
        return rows

    steps = [lambda: window.round_choice.setCurrentIndex(3), lambda: _flip(window, 4, 1), window.undo, window.redo,
             lambda: window.round_choice.setCurrentIndex(2), lambda: _flip(window, 3, 5),  # points before round 4
             lambda: window.round_choice.setCurrentIndex(3), lambda: _flip(window, 4, 30), window.undo]
    for step in steps:
        step()
        assert _shown(window.boards) == from_scratch()
    window.round_choice.setCurrentIndex(2)
    window.undo()  # round 3's result, shown on round 3
    assert _shown(window.boards) == from_scratch()
    window.round_choice.setCurrentIndex(3)
    made: list[object] = []
    real = window._board_side
    window._board_side = lambda *args: made.append(args) or real(*args)  # type: ignore[method-assign]
    _flip(window, 4, 7)  # the last round's: no confirmation (one makes the store read the file again)
    assert len(made) == 2  # the board's two players; the other rows were kept
    window._board_side = real  # type: ignore[method-assign]
    assert _shown(window.boards) == from_scratch()


def test_changed_rows_are_announced_run_by_run(qtbot) -> None:  # noqa: ANN001
    model = tables.RowsModel(["n", "a", "b"])
    model.set_rows([(n, "x", "y") for n in range(200)])
    changed: list[tuple[int, int, int, int]] = []
    model.dataChanged.connect(lambda first, last, roles=(): changed.append(
        (first.row(), last.row(), first.column(), last.column())))
    model.set_rows([(n, "x2" if n in (3, 4) else "x", "y2" if n in (4, 150) else "y") for n in range(200)])
    assert changed == [(3, 4, 1, 2), (150, 150, 2, 2)]
    changed.clear()
    model.set_rows([(n, "x", "z" if n % 2 else "y") for n in range(200)])  # 100 runs: one signal around them
    assert changed == [(1, 199, 1, 2)]


def test_columns_fit_the_widest_text_without_asking_for_rows(qtbot) -> None:  # noqa: ANN001
    asked: list[int] = []

    class Counted(tables.RowsModel):
        def data(self, index, role=0):  # noqa: ANN001, ANN201
            asked.append(index.row())
            return super().data(index, role)

    model = Counted(["No", "Name", "Status"])
    view = tables.compact_table(model, stretch=(1,))
    qtbot.addWidget(view)
    view.resize(600, 300)
    view.show()
    qtbot.waitExposed(view)
    model.set_rows([(n, f"Player {n}", "") for n in range(1, 1001)])
    status = "withdrawn from round 7, ½ bye round 9"
    asked.clear()
    model.set_rows([(n, f"Player {n}", status if n == 900 else "") for n in range(1, 1001)])
    assert asked == []  # row 900 is not on screen: nothing repainted, nothing measured
    assert view.columnWidth(2) > view.fontMetrics().horizontalAdvance(status)
    assert view.columnWidth(0) >= view.fontMetrics().horizontalAdvance("1000")
    model.set_rows([(n, f"Player {n}", "") for n in range(1, 1001)])
    assert view.columnWidth(2) < view.fontMetrics().horizontalAdvance(status)  # narrower again


def test_the_widest_texts_follow_each_change() -> None:
    rng = random.Random(1)
    texts = ["x", "xx", "xxx", "y", "yyy", "zzzz"]
    model = tables.RowsModel(["a"])
    rows = [(rng.choice(texts),) for _ in range(50)]
    model.set_rows(rows)
    for _ in range(500):  # kept from one change to the next, found again only when they may be shorter
        model.widest_texts()
        for _ in range(rng.randint(1, 4)):
            rows[rng.randrange(50)] = (rng.choice(texts),)
        model.set_rows(rows)
        shown = [model.row(r)[0] for r in range(model.rowCount())]
        assert len(model.widest_texts()[0]) == max(map(len, shown)) and model.widest_texts()[0] in shown


def test_columns_fit_the_widest_text_not_the_longest(qtbot) -> None:  # noqa: ANN001
    """In a proportional font fewer characters can be wider: the column fits the widest (review of
    session 13: "Mamedyarov, Shakhriyar" was cut beside the longer "Illingworth, Phillip J.")."""
    model = tables.RowsModel(["No", "Name", "Club"])
    view = tables.compact_table(model, stretch=(2,))
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    metrics = view.fontMetrics()
    narrow, wide = "i" * 12, "W" * 6
    assert len(narrow) > len(wide) and metrics.horizontalAdvance(wide) > metrics.horizontalAdvance(narrow)
    model.set_rows([(1, narrow, ""), (2, wide, "")])
    assert view.columnWidth(1) > metrics.horizontalAdvance(wide)
    model.set_rows([(1, narrow, ""), (2, "W", "")])  # the widest made narrow: found again
    assert metrics.horizontalAdvance(narrow) < view.columnWidth(1) < metrics.horizontalAdvance(wide)
    model.set_rows([(1, "W" * 7, ""), (2, "W", "")])  # a wider one in its place
    assert view.columnWidth(1) > metrics.horizontalAdvance("W" * 7)
