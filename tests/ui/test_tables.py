"""The table models and views every tab uses, at the sizes of a 2,000-player event (issue 30): a
table hidden behind another tab measures none of its rows, and fits its columns when shown; rows
given as before keep their texts, a value of another type is shown anew; a sorted table orders its
rows with one key per row (Qt's sorting proxy called Python 5 times per comparison), in the order
the pairwise comparison gave, and keeps the selected row when a change reorders it."""
from __future__ import annotations

import functools
from fractions import Fraction

from PySide6.QtCore import QItemSelectionModel, Qt
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
    assert max(asked, default=0) < 100  # the rows on screen only (painted; the widths ask none)


def test_rows_given_as_before_keep_their_texts() -> None:
    model = tables.RowsModel(["a", "b"])
    model.set_rows([(1, "x"), (2, None)])
    first = model.row(0)
    model.set_rows([(1, "x"), (2, "y")])
    assert model.row(0) is first and model.row(1) == ("2", "y")
    model.set_rows([(True, "x"), (2, "y")])  # equal to 1, shown otherwise
    assert model.row(0) == ("True", "x")


def _pairwise(values: list[object], descending: bool) -> list[object]:
    """The order of the sorting proxy before issue 30 (its lessThan, in a stable sort): numbers
    before text, blanks last, text by the collator."""
    collator = tables.name_collator()

    def kind(v: object) -> int:
        return 0 if isinstance(v, (int, Fraction)) else 1 if v else 2

    def compare(a: object, b: object) -> int:
        if kind(a) != kind(b):
            return kind(a) - kind(b)
        if kind(a) == 0:
            return (a > b) - (a < b)  # type: ignore[operator]
        return collator.compare(str(a), str(b)) if kind(a) == 1 else 0

    ordered = sorted(values, key=functools.cmp_to_key(compare))
    return sorted(values, key=functools.cmp_to_key(compare), reverse=True) if descending else ordered


def test_sorted_as_the_pairwise_comparison(qtbot) -> None:  # noqa: ANN001
    names = ["Černý, Jan", "Czapek, Ota", "Zak, Ida", "Żak, Ewa", "Ångström, Eva", "Ózil, Ana", "abel, Kim",
             "Müller 10", "Müller 9", "", None, 12, 3, Fraction(5, 2), 2400, "Łukasz", "Lukas", "Þór"]
    model = tables.RowsModel(["n", "value"])
    proxy = tables.SearchSortProxy(model, (1,))
    model.set_rows([(n, v) for n, v in enumerate(names)])
    for order in (Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder):
        proxy.sort(1, order)
        shown = [model.value(proxy.mapToSource(proxy.index(r, 0)).row(), 1) for r in range(proxy.rowCount())]
        assert shown == _pairwise(names, order == Qt.SortOrder.DescendingOrder)
    proxy.sort(-1)
    assert [model.value(r, 1) for r in range(model.rowCount())] == names  # the order given


def test_a_change_that_reorders_keeps_the_selected_row(qtbot) -> None:  # noqa: ANN001
    model = tables.RowsModel(["TPN", "Points"])
    proxy = tables.SearchSortProxy(model, (), (0,))
    view = tables.compact_table(proxy, stretch=())
    qtbot.addWidget(view)
    view.setSortingEnabled(True)
    view.sortByColumn(1, Qt.SortOrder.DescendingOrder)
    model.set_rows([(tpn, Fraction(tpn % 5, 2)) for tpn in range(1, 21)])
    assert [proxy.index(r, 0).data() for r in range(4)] == ["4", "9", "14", "19"]  # ties in the order given
    view.selectionModel().select(proxy.index(3, 0), QItemSelectionModel.SelectionFlag.ClearAndSelect
                                 | QItemSelectionModel.SelectionFlag.Rows)
    model.set_rows([(tpn, Fraction(9, 2) if tpn == 19 else Fraction(tpn % 5, 2)) for tpn in range(1, 21)])
    assert [proxy.index(r, 0).data() for r in range(4)] == ["19", "4", "9", "14"]
    assert [proxy.index(r, 1).data() for r in range(2)] == ["9/2", "2"]
    assert [i.data() for i in view.selectionModel().selectedRows()] == ["19"]  # the same player, moved up
    proxy.set_search("1")
    assert [proxy.index(r, 0).data() for r in range(proxy.rowCount())] == [
        "19", "14", "13", "18", "12", "17", "1", "11", "16", "10", "15"]  # pairing numbers from 1, sorted
