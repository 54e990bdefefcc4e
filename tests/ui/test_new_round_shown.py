"""Issue 30: a newly paired round is shown in pieces. Its Rounds-tab rows are worked out on the
pairing's worker thread (the GUI thread only takes them), and the explanation beside the boards
follows them, once the window has served its events; ``pairing_in_progress`` holds until then.
What is shown is what was shown before: the rows built from scratch, board 1 highlighted in its
bracket. Then the round's objects are frozen for the collector, as the file's are."""
from __future__ import annotations

import gc
import threading
from pathlib import Path

import pytest

from arbiter_gui.app import create_main_window
from arbiter_gui.ui import main_window
from arbiter_gui.ui.main_window import MainWindow

CASE = Path(__file__).parents[1] / "data" / "conformance" / "dutch" / "d700010_n120_r5of8.trf"  # 4 rounds paired


def _window(qtbot, tmp_path: Path) -> MainWindow:  # noqa: ANN001
    window = create_main_window()
    qtbot.addWidget(window)
    assert window.import_trf(str(CASE), str(tmp_path / "event.arbiter")), window.last_error
    window.focus_board_entry()
    return window


def _shown(window: MainWindow) -> list[tuple[tuple[str, ...], tuple[object, ...]]]:
    model = window.boards
    return [(model.row(r), tuple(model.value(r, c) for c in range(model.columnCount())))
            for r in range(model.rowCount())]


def test_a_new_rounds_rows_are_worked_out_off_the_gui_thread_as_from_scratch(
        qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: ANN001
    window = _window(qtbot, tmp_path)
    window.boards_view.selectRow(7)  # round 4's board 8: the new round starts at board 1
    on_gui_thread: list[bool] = []
    real = main_window._texts_and_values

    def noted(values: tuple[object, ...]) -> tuple[tuple[object, ...], tuple[object, ...]]:
        on_gui_thread.append(threading.current_thread() is threading.main_thread())
        return real(values)

    monkeypatch.setattr(main_window, "_texts_and_values", noted)
    window.pair_next_round()
    qtbot.waitUntil(lambda: not window.pairing_in_progress, timeout=60_000)
    t = window.store.tournament()
    assert t.paired_rounds == 5 and window.round_choice.currentIndex() == 4
    rnd = t.round(5)
    assert len(on_gui_thread) == len(rnd.boards) + len(rnd.unpaired) and not any(on_gui_thread)
    shown = _shown(window)
    window._rows_shown = None  # noqa: SLF001 - built again from scratch, on this thread
    window._show_round()  # noqa: SLF001
    assert _shown(window) == shown
    assert window.board_tpns == [(b.white, b.black) for b in rnd.boards] + [(p, None) for p in sorted(rnd.unpaired)]
    assert window.boards_view.currentIndex().row() == 0
    # sorting by a column still sorts the new rows, and the selection follows its board
    window.boards.sort(0, main_window.Qt.SortOrder.DescendingOrder)
    assert window.boards.row(window.boards_view.currentIndex().row())[0] == "1"


def test_the_explanation_follows_the_shown_round_with_board_1_highlighted(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    window = _window(qtbot, tmp_path)
    frozen = gc.get_freeze_count()
    order: list[tuple[str, int]] = []
    real = window._show_pairing  # noqa: SLF001
    window._show_pairing = lambda *args: order.append(  # type: ignore[method-assign]  # noqa: SLF001
        ("explained", window.round_choice.currentIndex() + 1)) or real(*args)
    window.pair_next_round()
    qtbot.waitUntil(lambda: not window.pairing_in_progress, timeout=60_000)
    assert order == [("explained", 5)]  # the new round was on screen first
    panel = window.explanation_panel
    assert window.last_pairing is not None and window.last_round == 5 and panel.pairing is window.last_pairing
    board = window.store.tournament().round(5).boards[0]
    record = panel.current_record()
    assert record is not None and frozenset(record.pairs[panel.pairs.currentRow()]) == {board.white, board.black}
    # then the garbage is collected and the objects of the round shown are frozen for the collector
    # (that it freezes no cyclic garbage: tests/ui/test_lazy_refresh.py)
    qtbot.waitUntil(lambda: gc.get_freeze_count() > frozen, timeout=5_000)


def test_an_undo_before_the_explanation_is_shown_drops_it(qtbot, tmp_path: Path,  # noqa: ANN001
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(main_window, "NEXT_PIECE_MS", 60_000)  # the last piece run by hand below
    window = _window(qtbot, tmp_path)
    window.pair_next_round()
    qtbot.waitUntil(lambda: window._job is None, timeout=60_000)  # noqa: SLF001
    assert window.pairing_in_progress and window.round_choice.currentIndex() == 4
    window.pair_next_round()  # refused meanwhile: no second job
    assert window._job is None  # noqa: SLF001
    window.undo()
    assert window.store.tournament().paired_rounds == 4
    window._pairing_to_show()  # noqa: SLF001
    assert not window.pairing_in_progress and window.last_pairing is None
    assert window.explanation_panel.pairing is None


def test_a_window_closed_before_the_last_piece_freezes_nothing(qtbot, tmp_path: Path,  # noqa: ANN001
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(main_window, "NEXT_PIECE_MS", 200)
    window = _window(qtbot, tmp_path)
    window.pair_next_round()
    qtbot.waitUntil(lambda: not window.pairing_in_progress, timeout=60_000)
    window.close()  # its objects given back to the collector (closeEvent)
    assert gc.get_freeze_count() == 0
    qtbot.wait(400)  # the collection and freeze would have come 200 ms after the explanation
    assert gc.get_freeze_count() == 0
