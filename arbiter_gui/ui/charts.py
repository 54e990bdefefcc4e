"""Charts of the tournament (pyqtgraph): score progression of chosen players, rating against score
(with the performance rating), colour balance across the field, score-group sizes per round.

A view of the main window (see ``main_window`` for the contract): ``set_tournament`` is called on
every refresh; the numbers come from ``tournament.chart_data`` and only the chart on show is
computed, and only while the view is visible (or when it is exported). ``export_png(path)`` writes
the chart on show to a PNG file.
"""
from __future__ import annotations

from fractions import Fraction
from math import ceil

import pyqtgraph as pg
import pyqtgraph.exporters  # noqa: F401 - pg.exporters.ImageExporter
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QShowEvent
from PySide6.QtWidgets import (QComboBox, QFileDialog, QHBoxLayout, QLabel, QLineEdit, QListWidget,
                               QListWidgetItem, QPushButton, QVBoxLayout, QWidget)

from ..reports.documents import fmt_score as _score
from ..tournament import chart_data
from ..tournament.model import Tournament

PROGRESSION, RATING, COLOURS, SCORE_GROUPS = range(4)
DEFAULT_PLAYERS = 5
EXPORT_MIN_WIDTH = 1000
TEXT_COLOUR = "#202020"
POINTS_COLOUR = QColor(31, 119, 180)
TPR_COLOUR = QColor(214, 39, 40)
TPN_ROLE = Qt.ItemDataRole.UserRole
PALETTE = ("#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf",
           "#7f7f7f", "#bcbd22")  # distinct line colours for the first players; then hues


def _gradient(index: int, count: int) -> QColor:
    """Low scores red through yellow and green to blue for high ones."""
    hue = 0.0 if count <= 1 else 0.7 * index / (count - 1)
    return QColor.fromHsvF(hue, 0.75, 0.9)


class ChartsView(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tournament: Tournament | None = None
        self._dirty = True
        self._chosen: set[int] | None = None  # None: the top of the standings
        self._roster: tuple[tuple[int, str], ...] = ()

        self.chart_choice = QComboBox()
        self.chart_choice.addItems([self.tr("Score progression"), self.tr("Rating and score"),
                                    self.tr("Colour balance"), self.tr("Score groups per round")])
        self.export_button = QPushButton(self.tr("Export PNG…"))
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Chart:")))
        top.addWidget(self.chart_choice)
        top.addStretch(1)
        top.addWidget(self.export_button)

        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Search players"))
        self.search.setClearButtonEnabled(True)
        self.player_list = QListWidget()
        self.top_button = QPushButton(self.tr("Top %n", "", DEFAULT_PLAYERS))
        self.clear_button = QPushButton(self.tr("None"))
        buttons = QHBoxLayout()
        buttons.addWidget(self.top_button)
        buttons.addWidget(self.clear_button)
        self.player_panel = QWidget()
        side = QVBoxLayout(self.player_panel)
        side.setContentsMargins(0, 0, 0, 0)
        side.addWidget(self.search)
        side.addWidget(self.player_list, 1)
        side.addLayout(buttons)
        self.player_panel.setMaximumWidth(260)

        self.graphics = pg.GraphicsLayoutWidget()
        self.graphics.setBackground("w")
        self.plot: pg.PlotItem = self.graphics.addPlot(row=0, col=0)
        self.plot.showGrid(x=True, y=True, alpha=0.15)
        for name in ("left", "bottom", "right"):
            axis = self.plot.getAxis(name)
            axis.setPen(TEXT_COLOUR)
            axis.setTextPen(TEXT_COLOUR)
        self.right_view = pg.ViewBox()  # the TPR axis of the rating chart
        self.plot.scene().addItem(self.right_view)
        self.plot.getAxis("right").linkToView(self.right_view)
        self.right_view.setXLink(self.plot)
        self.plot.vb.sigResized.connect(self._fit_right_view)
        self.legend: pg.GraphicsLayout | None = None  # the column right of the plot

        body = QHBoxLayout()
        body.addWidget(self.player_panel)
        body.addWidget(self.graphics, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(body, 1)

        self.chart_choice.currentIndexChanged.connect(self._chart_changed)
        self.export_button.clicked.connect(self._ask_export)
        self.search.textChanged.connect(self._filter_players)
        self.player_list.itemChanged.connect(self._player_toggled)
        self.top_button.clicked.connect(self._choose_top)
        self.clear_button.clicked.connect(self._choose_none)
        self._chart_changed()

    # -- the view contract

    def set_tournament(self, t: Tournament | None) -> None:
        self.tournament = t
        self._dirty = True
        if self.isVisible():
            self.refresh()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self.refresh()

    def refresh(self) -> None:
        """Draw the chart on show if the tournament or the choice changed since it was drawn."""
        if not self._dirty:
            return
        self._dirty = False
        self._draw()

    def export_png(self, path: str) -> None:
        """The chart on show (with its legend) as a PNG, at least EXPORT_MIN_WIDTH pixels wide."""
        self.refresh()
        self.graphics.ci.layout.activate()  # a chart just drawn is laid out at the next event otherwise
        exporter = pg.exporters.ImageExporter(self.graphics.ci)
        if exporter.parameters()["width"] < EXPORT_MIN_WIDTH:
            exporter.parameters()["width"] = EXPORT_MIN_WIDTH
        if not exporter.export(path):
            raise OSError(self.tr("Could not write {0}").format(path))

    def current_chart(self) -> int:
        return self.chart_choice.currentIndex()

    def chosen_players(self) -> list[int]:
        """TPNs drawn by the progression chart."""
        t = self.tournament
        if t is None:
            return []
        if self._chosen is None:
            return chart_data.default_players(t, DEFAULT_PLAYERS)
        return sorted(tpn for tpn in self._chosen if tpn in t.players)

    def set_chosen_players(self, tpns: list[int] | None) -> None:
        """Players of the progression chart (None: the top of the standings)."""
        self._chosen = None if tpns is None else set(tpns)
        self._sync_checks()
        self._changed()

    # -- reactions

    def _changed(self) -> None:
        self._dirty = True
        if self.isVisible():
            self.refresh()

    def _chart_changed(self) -> None:
        self.player_panel.setVisible(self.current_chart() == PROGRESSION)
        self._changed()

    def _ask_export(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export chart"), "chart.png",
                                              self.tr("PNG images (*.png)"))
        if path:
            if not path.lower().endswith(".png"):
                path += ".png"
            self.export_png(path)

    def _filter_players(self, text: str) -> None:
        needle = text.strip().casefold()
        for row in range(self.player_list.count()):
            item = self.player_list.item(row)
            item.setHidden(bool(needle) and needle not in item.text().casefold())

    def _player_toggled(self, item: QListWidgetItem) -> None:
        chosen = set(self.chosen_players()) if self._chosen is None else set(self._chosen)
        tpn = item.data(TPN_ROLE)
        if item.checkState() == Qt.CheckState.Checked:
            chosen.add(tpn)
        else:
            chosen.discard(tpn)
        self._chosen = chosen
        self._sync_checks()
        self._changed()

    def _choose_top(self) -> None:
        self.set_chosen_players(None)

    def _choose_none(self) -> None:
        self.set_chosen_players([])

    # -- the player list

    def _fill_players(self) -> None:
        t = self.tournament
        roster = tuple((tpn, p.name) for tpn, p in sorted(t.players.items())) if t else ()
        if roster != self._roster:
            self._roster = roster
            self.player_list.blockSignals(True)
            self.player_list.clear()
            for tpn, name in roster:
                item = QListWidgetItem(f"{tpn}. {name}")
                item.setData(TPN_ROLE, tpn)
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(Qt.CheckState.Unchecked)
                self.player_list.addItem(item)
            self.player_list.blockSignals(False)
            self._filter_players(self.search.text())
        self._sync_checks()

    def _sync_checks(self) -> None:
        chosen = set(self.chosen_players())
        self.player_list.blockSignals(True)
        for row in range(self.player_list.count()):
            item = self.player_list.item(row)
            state = Qt.CheckState.Checked if item.data(TPN_ROLE) in chosen else Qt.CheckState.Unchecked
            if item.checkState() != state:
                item.setCheckState(state)
        self.player_list.blockSignals(False)

    # -- drawing

    def _reset(self, title: str, x_label: str, y_label: str) -> None:
        self.plot.clear()
        self.right_view.clear()
        self.plot.hideAxis("right")
        if self.legend is not None:
            self.graphics.ci.removeItem(self.legend)
            self.legend = None
        self.plot.setTitle(title, color=TEXT_COLOUR, size="12pt")
        self.plot.setLabel("bottom", x_label, color=TEXT_COLOUR)
        self.plot.setLabel("left", y_label, color=TEXT_COLOUR)
        for name in ("left", "bottom"):
            self.plot.getAxis(name).setTicks(None)
            self.plot.getAxis(name).setTickSpacing()
        self.plot.enableAutoRange()

    def _new_legend(self, count: int) -> pg.LegendItem:
        """A legend in the column right of the plot (so it never hides the data)."""
        legend = pg.LegendItem(labelTextColor=TEXT_COLOUR, labelTextSize="9pt")
        legend.setColumnCount(max(1, ceil(count / 24)))
        self.legend = self.graphics.ci.addLayout(row=0, col=1)  # the legend on top, space below it
        self.legend.addItem(legend, row=0, col=0)
        self.legend.addItem(pg.GraphicsWidget(), row=1, col=0)
        self.legend.layout.setRowStretchFactor(1, 1)
        return legend

    def _integer_ticks(self, axis: str, values: list[int]) -> None:
        self.plot.getAxis(axis).setTicks([[(v, str(v)) for v in values]])

    def _count_ticks(self, largest: int) -> None:
        """Whole numbers on the left axis (it counts players)."""
        step = 1
        while largest / step > 10:
            step = step * 5 // 2 if str(step).startswith("2") else step * 2
        self.plot.getAxis("left").setTickSpacing(step, step)

    def _fit_right_view(self) -> None:
        self.right_view.setGeometry(self.plot.vb.sceneBoundingRect())
        self.right_view.linkedViewChanged(self.plot.vb, self.right_view.XAxis)

    def _draw(self) -> None:
        t = self.tournament
        chart = self.current_chart()
        if chart == PROGRESSION:
            self._fill_players()
        if t is None:
            self._reset(self.tr("No tournament"), "", "")
            return
        if not t.paired_rounds:
            self._reset(self.tr("No round paired yet"), "", "")
            return
        (self._draw_progression, self._draw_rating, self._draw_colours, self._draw_score_groups)[chart](t)
        if self.legend is not None:  # as narrow as its entries, the plot takes the rest
            legend = self.legend.getItem(0, 0)
            legend.updateSize()
            width = legend.boundingRect().width() + 10
            self.legend.setMinimumWidth(width)
            self.legend.setMaximumWidth(width)

    def _name(self, t: Tournament, tpn: int) -> str:
        return f"{t.player(tpn).name} ({tpn})"

    def _draw_progression(self, t: Tournament) -> None:
        self._reset(self.tr("Score after each round"), self.tr("Round"), self.tr("Points"))
        tpns = self.chosen_players()
        series = chart_data.score_progression(t, tpns)
        rounds = list(range(1, t.paired_rounds + 1))
        self._integer_ticks("bottom", rounds)
        legend = self._new_legend(len(series))
        hues = max(len(series), 9)
        for index, tpn in enumerate(tpns):
            colour = QColor(PALETTE[index]) if len(tpns) <= len(PALETTE) else pg.intColor(index, hues=hues,
                                                                                            maxValue=200)
            item = self.plot.plot(rounds, [float(v) for v in series[tpn]], pen=pg.mkPen(colour, width=2),
                                  symbol="o", symbolSize=7, symbolBrush=colour, symbolPen=colour,
                                  name=self._name(t, tpn))
            legend.addItem(item, self._name(t, tpn))
        self.plot.setXRange(0.8, max(rounds) + 0.2, padding=0)
        self.plot.setYRange(0, max(1.0, float(max((v[-1] for v in series.values()), default=1))), padding=0.05)

    def _draw_rating(self, t: Tournament) -> None:
        self._reset(self.tr("Rating and score after round {0}").format(t.paired_rounds),
                    self.tr("Rating"), self.tr("Points"))
        points = [p for p in chart_data.rating_and_score(t) if p.rating]
        unrated = len(t.players) - len(points)
        if unrated:
            self.plot.setTitle(self.tr("Rating and score after round {0} ({1} unrated not shown)")
                               .format(t.paired_rounds, unrated),
                               color=TEXT_COLOUR, size="12pt")
        scored = pg.ScatterPlotItem([p.rating for p in points], [float(p.points) for p in points],
                                    data=[p.tpn for p in points], symbol="o", size=8,
                                    brush=pg.mkBrush(POINTS_COLOUR), pen=pg.mkPen(None), hoverable=True,
                                    tip=lambda x, y, data: f"{self._name(t, data)}: {x:.0f}, {_score(Fraction(y))}")
        self.plot.addItem(scored)
        performed = [p for p in points if p.performance is not None]
        tpr = pg.ScatterPlotItem([p.rating for p in performed], [p.performance for p in performed],
                                 data=[p.tpn for p in performed], symbol="t", size=8,
                                 brush=pg.mkBrush(TPR_COLOUR), pen=pg.mkPen(None), hoverable=True,
                                 tip=lambda x, y, data: f"{self._name(t, data)}: {x:.0f}, TPR {y:.0f}")
        legend = self._new_legend(2)
        if not performed:  # no TPR (it is dropped when some player is unrated): points only
            legend.addItem(scored, self.tr("Points"))
            return
        self.plot.showAxis("right")
        self.plot.setLabel("right", self.tr("Performance rating (TPR)"), color=TPR_COLOUR.name())
        self.plot.setLabel("left", self.tr("Points"), color=POINTS_COLOUR.name())
        self.right_view.addItem(tpr)
        self.right_view.enableAutoRange()
        self._fit_right_view()
        legend.addItem(scored, self.tr("Points (left axis)"))
        legend.addItem(tpr, self.tr("TPR (right axis)"))

    def _draw_colours(self, t: Tournament) -> None:
        self._reset(self.tr("Colour balance after round {0}").format(t.paired_rounds),
                    self.tr("Games with White − games with Black"), self.tr("Players"))
        bars = chart_data.colour_histogram(t)
        if not bars:
            return
        differences = [d for d, _ in bars]
        self.plot.addItem(pg.BarGraphItem(x=differences, height=[n for _, n in bars], width=0.8,
                                          brush=pg.mkBrush(POINTS_COLOUR), pen=pg.mkPen(TEXT_COLOUR)))
        self.plot.getAxis("bottom").setTicks([[(d, f"{d:+d}" if d else "0") for d in differences]])
        self.plot.setXRange(min(differences) - 0.6, max(differences) + 0.6, padding=0)
        self.plot.setYRange(0, max(n for _, n in bars), padding=0.03)
        self._count_ticks(max(n for _, n in bars))

    def _draw_score_groups(self, t: Tournament) -> None:
        self._reset(self.tr("Score groups before each round"), self.tr("Round"), self.tr("Players"))
        groups = chart_data.score_groups(t)
        base = [0] * len(groups.rounds)
        legend = self._new_legend(len(groups.scores))
        items = []
        for index, score in enumerate(groups.scores):
            sizes = groups.sizes[score]
            colour = _gradient(index, len(groups.scores))
            bar = pg.BarGraphItem(x=groups.rounds, height=sizes, y0=list(base), width=0.7, brush=pg.mkBrush(colour),
                                  pen=pg.mkPen("w", width=0.5))
            self.plot.addItem(bar)
            items.append((bar, score))
            base = [b + s for b, s in zip(base, sizes)]
        for bar, score in reversed(items):  # the legend reads top down as the bars stack
            legend.addItem(bar, self.tr("score {0}").format(_score(score)))
        self._integer_ticks("bottom", groups.rounds)
        self.plot.setXRange(min(groups.rounds) - 0.6, max(groups.rounds) + 0.6, padding=0)
        self.plot.setYRange(0, max(base), padding=0.03)
        self._count_ticks(max(base))
