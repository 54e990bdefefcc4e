"""The charts view: each chart fills from a tournament and exports a readable PNG (offscreen)."""
from __future__ import annotations

import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

from arbiter_gui.formats.trf import read_trf
from arbiter_gui.formats.trf_tournament import tournament_from_trf
from arbiter_gui.tournament.model import Tournament, TournamentSettings
from arbiter_gui.ui.charts import COLOURS, PROGRESSION, RATING, SCORE_GROUPS, TPN_ROLE, ChartsView

DATA = Path(__file__).parents[1] / "data"


def _view(qtbot, t: Tournament | None) -> ChartsView:
    view = ChartsView()
    qtbot.addWidget(view)
    view.resize(1100, 650)
    view.show()
    view.set_tournament(t)
    return view


def _check_png(path: Path) -> None:
    image = QImage(str(path))
    assert not image.isNull()
    assert image.width() >= 1000 and 300 <= image.height() <= 2000
    assert 5_000 < path.stat().st_size < 2_000_000
    colours = {image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)}
    assert len(colours) > 3  # not blank


@pytest.fixture(scope="module")
def swiss_8() -> Tournament:
    return tournament_from_trf(read_trf(str(DATA / "tiebreaks" / "swiss_8.trf")))


@pytest.mark.parametrize("chart", [PROGRESSION, RATING, COLOURS, SCORE_GROUPS])
def test_each_chart_fills_and_exports(qtbot, tmp_path: Path, swiss_8: Tournament, chart: int) -> None:
    view = _view(qtbot, swiss_8)
    view.chart_choice.setCurrentIndex(chart)
    path = tmp_path / f"chart{chart}.png"
    view.export_png(str(path))
    _check_png(path)
    assert view.plot.geometry().width() > 0.6 * view.graphics.ci.geometry().width()  # laid out before export
    assert view.player_panel.isVisibleTo(view) == (chart == PROGRESSION)
    items = view.plot.listDataItems() + view.plot.items
    assert items
    if chart == RATING:
        assert view.right_view.addedItems  # the TPR series on the right axis


def test_progression_players(qtbot, swiss_8: Tournament) -> None:
    view = _view(qtbot, swiss_8)
    assert len(view.chosen_players()) == 5
    assert len(view.plot.listDataItems()) == 5
    checked = [view.player_list.item(r).data(TPN_ROLE) for r in range(view.player_list.count())
               if view.player_list.item(r).checkState() == Qt.CheckState.Checked]
    assert sorted(checked) == sorted(view.chosen_players())
    view.set_chosen_players([8])
    assert [c.name() for c in view.plot.listDataItems()] == ["Swiss, Eight (8)"]
    assert list(view.plot.listDataItems()[0].yData) == [0, 0.5, 0.5, 1, 2]
    item = next(view.player_list.item(r) for r in range(8) if view.player_list.item(r).data(TPN_ROLE) == 7)
    item.setCheckState(Qt.CheckState.Checked)  # ticking a box adds the player
    assert view.chosen_players() == [7, 8] and len(view.plot.listDataItems()) == 2
    view.set_tournament(swiss_8)  # a refresh keeps the choice
    assert view.chosen_players() == [7, 8]
    view.search.setText("ei")
    assert [view.player_list.item(r).isHidden() for r in range(8)] == [True] * 7 + [False]
    view.top_button.click()
    assert len(view.chosen_players()) == 5


def test_no_tournament_and_nothing_paired(qtbot, tmp_path: Path) -> None:
    view = _view(qtbot, None)
    assert view.plot.titleLabel.text == "No tournament"
    view.set_tournament(Tournament.new(TournamentSettings(rounds=5)))
    for chart in range(4):
        view.chart_choice.setCurrentIndex(chart)
        assert view.plot.titleLabel.text == "No round paired yet"
    view.export_png(str(tmp_path / "empty.png"))
    assert not QImage(str(tmp_path / "empty.png")).isNull()


def test_hidden_view_draws_when_shown_or_exported(qtbot, tmp_path: Path, swiss_8: Tournament) -> None:
    view = ChartsView()
    qtbot.addWidget(view)
    view.set_tournament(swiss_8)
    assert view.plot.listDataItems() == []  # not visible: nothing computed yet
    view.export_png(str(tmp_path / "hidden.png"))
    assert len(view.plot.listDataItems()) == 5
    _check_png(tmp_path / "hidden.png")


def test_300_players_11_rounds(qtbot, tmp_path: Path) -> None:
    t = tournament_from_trf(read_trf(str(DATA / "crosstable" / "generated_300x11.trf")))
    view = _view(qtbot, t)
    for chart in range(4):
        start = time.perf_counter()
        view.chart_choice.setCurrentIndex(chart)
        view.set_tournament(t)
        assert time.perf_counter() - start < 10.0  # a hang guard; the time itself is a benchmark's
        view.export_png(str(tmp_path / f"big{chart}.png"))
        _check_png(tmp_path / f"big{chart}.png")
