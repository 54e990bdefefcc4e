"""Issue 30: a table's columns fit their widest text in the view's font, measured on a worker thread
with the rows of a large table (the crosstable), and a column the arbiter resized by hand keeps
that width whatever the texts become."""
from __future__ import annotations

import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QTableView

from arbiter_gui.app import create_main_window
from arbiter_gui.formats.trf import read_trf
from arbiter_gui.formats.trf_tournament import tournament_from_trf
from arbiter_gui.ui import crosstable_view, tables, worker
from arbiter_gui.ui.tables import TextWidths, Widest

DATA = Path(__file__).parents[1] / "data"
# kerned pairs (AV, Yo, Te, "Wa"), accents, a narrow and a wide name of the same length, scores
TEXTS = ["AVAWAY, Tomasz", "Yılmaz, Ťěšť", "Mamedyarov, Shakhriyar", "Illingworth, Phillip J.",
         "Tevelev, Wadim", "Černý, Ľubomír", "123w1", "1234b½", "+", "9¾", "WWWW", "iiii"]


@pytest.fixture
def gui_calls(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The texts measured on the GUI thread (the thread running the test)."""
    calls: list[str] = []
    measure = TextWidths.__call__
    gui = threading.get_ident()

    def counted(self: TextWidths, text: str) -> int:
        if threading.get_ident() == gui:
            calls.append(text)
        return measure(self, text)

    monkeypatch.setattr(TextWidths, "__call__", counted)
    return calls


def shown(qtbot, model: tables.RowsModel, stretch: tuple[int, ...] = ()) -> QTableView:  # noqa: ANN001
    view = tables.compact_table(model, stretch=stretch)
    qtbot.addWidget(view)
    view.resize(900, 300)
    view.show()
    qtbot.waitExposed(view)
    return view


def widths(model: tables.RowsModel, view: QTableView) -> list[int]:
    """The widths of the widest texts of each column of ``model``, measured anew in ``view``'s font."""
    metrics = view.fontMetrics()
    return [max(metrics.horizontalAdvance(model.row(n)[c]) for n in range(model.rowCount()))
            for c in range(model.columnCount())]


def test_a_worker_threads_widths_are_the_views(qtbot) -> None:  # noqa: ANN001
    view = shown(qtbot, tables.RowsModel(["Name"]))
    widths = view.model().widths_elsewhere()
    assert widths is not None and widths.font == view.font()
    found: dict[str, int] = {}
    worker = threading.Thread(target=lambda: found.update((text, widths(text)) for text in TEXTS))
    worker.start()
    worker.join()
    metrics = view.fontMetrics()
    assert found == {text: metrics.horizontalAdvance(text) for text in TEXTS}  # kerning included


def test_the_widest_texts_measured_with_the_rows_are_taken(qtbot, gui_calls: list[str]) -> None:  # noqa: ANN001
    model = tables.RowsModel(["No", "Name"])
    view = shown(qtbot, model)
    rows = [(str(10 ** n), name) for n, name in enumerate(TEXTS)]
    widest = tables.measured(rows, model.widths_elsewhere())
    assert widest is not None
    assert widest.texts == [str(10 ** 11), "Mamedyarov, Shakhriyar"]
    gui_calls.clear()
    model.set_rows(rows, widest=widest)
    assert gui_calls == [] and model.widest_texts() == widest.texts
    assert view.columnWidth(1) > view.fontMetrics().horizontalAdvance("Mamedyarov, Shakhriyar")
    model.set_headers(["No", "Player"])  # the rows' widest texts kept
    assert gui_calls == [] and model.widest_texts() == widest.texts
    other = QFont(view.font())
    other.setPointSizeF(other.pointSizeF() * 2)
    model.set_rows(rows[:3], widest=Widest(other, ["x", "y"]))  # measured in another font: not taken
    assert model.widest_texts() == ["100", "Mamedyarov, Shakhriyar"]


def test_the_crosstable_is_measured_on_the_worker(qtbot, gui_calls: list[str], monkeypatch) -> None:  # noqa: ANN001
    monkeypatch.setattr(crosstable_view, "large", lambda t: True)  # on a worker, as a large event's
    t = tournament_from_trf(read_trf(str(DATA / "crosstable" / "generated_300x11.trf")))
    view = crosstable_view.CrosstableView()
    qtbot.addWidget(view)
    view.resize(1366, 700)
    view.show()
    qtbot.waitExposed(view)
    gui_calls.clear()
    view.set_tournament(t)
    qtbot.waitUntil(lambda: not view._work.busy, timeout=10000)
    assert gui_calls == [] and view.model.rowCount() == 300
    assert widths(view.model, view.table) == [view.table.fontMetrics().horizontalAdvance(text)
                                              for text in view.model.widest_texts()]
    assert view.caption.text() == "Crosstable after round 11: 300 players (final)"
    metrics = view.table.fontMetrics()
    for column, text in enumerate(view.model.widest_texts()):
        assert view.table.columnWidth(column) > metrics.horizontalAdvance(text)


def test_the_standings_and_crosstable_tabs_measure_nothing_on_the_gui_thread(  # noqa: ANN001
        qtbot, gui_calls: list[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(worker, "BACKGROUND_CELLS", 0)  # every event counts as large
    window = create_main_window()
    qtbot.addWidget(window)
    window.show()
    case = DATA / "conformance" / "dutch" / "d700010_n120_r5of8.trf"
    assert window.import_trf(str(case), str(tmp_path / "event.arbiter")), window.last_error
    gui_calls.clear()
    for page, work, table in ((window.standings_page, window._standings_work, window.standings_view),
                              (window.crosstable, window.crosstable._work, window.crosstable.table)):
        window.tabs.setCurrentWidget(page)
        qtbot.waitUntil(lambda work=work: not work.busy, timeout=30000)
        model = table.model()
        assert gui_calls == [] and model.rowCount() == 120
        assert widths(model, table) == [table.fontMetrics().horizontalAdvance(text) for text in model.widest_texts()]
        gui_calls.clear()


def test_a_column_resized_by_hand_keeps_its_width(qtbot) -> None:  # noqa: ANN001
    """The arbiter drags a column wider (or narrower): the next change no longer fits it (it snapped
    back), a column keeps it by its header when others come before it, and the rest still fit."""
    model = tables.RowsModel(["No", "Name", "Pts"])
    view = shown(qtbot, model, stretch=(1,))
    model.set_rows([(1, "Anna", "1½"), (2, "Bea", "2")])
    header = view.horizontalHeader()
    fitted = view.columnWidth(2)
    edge = header.sectionViewportPosition(2) + header.sectionSize(2) - 1  # the arbiter's drag
    qtbot.mousePress(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(edge, 5))
    qtbot.mouseMove(header.viewport(), QPoint(edge + 60, 5))
    qtbot.mouseRelease(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(edge + 60, 5))
    by_hand = view.columnWidth(2)
    assert by_hand > fitted + 40
    model.set_rows([(1, "Anna", "10½"), (2, "Bea", "2")])
    assert view.columnWidth(2) == by_hand
    model.set_headers(["No", "Name", "BH", "Pts"])
    model.set_rows([(1, "Anna", "123456789", "1½"), (2, "Bea", "7", "2")])
    assert view.columnWidth(3) == by_hand  # "Pts", now fourth
    assert view.columnWidth(2) > view.fontMetrics().horizontalAdvance("123456789")  # "BH" fitted
    header.resizeSection(0, 90)  # resized by a program as by a drag: kept too
    model.set_rows([(1000, "Anna", "1", "1½"), (2, "Bea", "7", "2")])
    assert view.columnWidth(0) == 90


def test_a_column_resized_by_hand_is_not_another_of_the_same_header(qtbot) -> None:  # noqa: ANN001
    """The Rounds tab has a "Fed" for White and one for Black: widening White's leaves Black's fitted."""
    model = tables.RowsModel(["Board", "White", "Fed", "Result", "Black", "Fed"])
    view = shown(qtbot, model, stretch=(1, 4))
    model.set_rows([(1, "A", "ITA", "1-0", "B", "GER")])
    header = view.horizontalHeader()
    fitted = header.sectionSize(5)
    header.resizeSection(2, 200)  # the arbiter widens White's "Fed"
    model.set_rows([(1, "A", "ITA", "½-½", "B", "GER")])
    assert header.sectionSize(2) == 200 and header.sectionSize(5) == fitted
