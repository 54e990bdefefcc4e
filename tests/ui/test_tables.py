"""The table models and views every tab uses, at the sizes of a 2,000-player event (issue 30): a
table hidden behind another tab measures none of its rows, and fits its columns when shown; rows
given as before keep their texts, a value of another type is shown anew."""
from __future__ import annotations

from PySide6.QtWidgets import QTabWidget, QWidget

from arbiter_gui.ui import tables


def test_a_hidden_table_measures_no_rows_and_fits_when_shown(qtbot) -> None:  # noqa: ANN001
    asked: list[int] = []

    class Counted(tables.RowsModel):
        def data(self, index, role=0):  # noqa: ANN001, ANN201
            asked.append(index.row())
            return super().data(index, role)

    model = Counted(["No", "Name"])
    tabs = QTabWidget()
    qtbot.addWidget(tabs)
    tabs.addTab(QWidget(), "front")
    view = tables.compact_table(model, stretch=(1,))
    tabs.addTab(view, "behind")
    tabs.resize(600, 300)
    tabs.show()
    qtbot.waitExposed(tabs)
    model.set_rows([(n, f"Player {n}") for n in range(1, 1001)])
    qtbot.wait(50)
    assert asked == []  # Qt measured all 1,000 rows of the hidden table
    tabs.setCurrentWidget(view)
    qtbot.waitUntil(lambda: view.columnWidth(0) >= view.fontMetrics().horizontalAdvance("1000"), timeout=5000)
    assert max(asked) < 100  # the rows on screen only


def test_rows_given_as_before_keep_their_texts() -> None:
    model = tables.RowsModel(["a", "b"])
    model.set_rows([(1, "x"), (2, None)])
    first = model.row(0)
    model.set_rows([(1, "x"), (2, "y")])
    assert model.row(0) is first and model.row(1) == ("2", "y")
    model.set_rows([(True, "x"), (2, "y")])  # equal to 1, shown otherwise
    assert model.row(0) == ("True", "x")
