"""The main window: the tournament file, its players and rounds, and the pairing's explanation."""
from __future__ import annotations

from fractions import Fraction
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (QComboBox, QFileDialog, QHeaderView, QLabel, QMainWindow, QMessageBox, QPlainTextEdit,
                               QProgressDialog, QTableView, QTabWidget, QVBoxLayout, QWidget)

from ..engine import systems
from ..engine.explain import to_text
from ..engine.result import RoundPairing
from ..formats.trf import TrfError, read_trf
from ..formats.trf_tournament import tournament_from_trf
from ..engine.result import format_score as _points
from ..reports.documents import result_label
from ..reports.pairing_report import pairing_report_html, write_pdf
from ..store import StoreError, create, open as open_store
from ..store.database import Store
from ..tournament.engine_input import PreparedRound, prepare_next_round, store_pairing
from ..tournament.model import Tournament
from ..tournament.operations import OperationError, SetResult
from ..tournament.standings import standings
from .boards_view import BoardsView
from .tables import RowsModel
from .worker import Background

FILE_FILTER = "Arbiter tournaments (*.arbiter);;All files (*)"


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.store: Store | None = None
        self.last_pairing: RoundPairing | None = None
        self.last_error = ""
        self._job: Background | None = None
        self._progress: QProgressDialog | None = None
        self.setWindowTitle("Arbiter")
        self.resize(1280, 760)
        self.players = RowsModel(["TPN", "Name", "Title", "Fed", "Rating", "Points"])
        self.boards = RowsModel(["Board", "White", "Points", "Result", "Black", "Points"])
        self.tabs = QTabWidget()
        self.tabs.addTab(self._table(self.players, stretch=(1,)), "Players")
        self.tabs.addTab(self._rounds_tab(), "Rounds")
        self.standings_model = RowsModel(["Rank", "Player", "Points"])
        self.standings_view = self._table(self.standings_model, stretch=(1,))
        self.tabs.addTab(self.standings_view, "Standings")
        self.explanation = QPlainTextEdit(readOnly=True)
        self.tabs.addTab(self.explanation, "Explanation")
        self.setCentralWidget(self.tabs)
        self._actions()
        self.refresh()

    # -- building ----------------------------------------------------------------------------
    def _table(self, model: RowsModel, stretch: tuple[int, ...], view: QTableView | None = None) -> QTableView:
        """A compact table: the ``stretch`` columns (names) share the width, the rest fit."""
        view = view or QTableView()
        view.setModel(model)
        view.setAlternatingRowColors(True)
        view.setWordWrap(False)
        view.verticalHeader().setVisible(False)
        view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 6)
        header = view.horizontalHeader()
        for column in range(model.columnCount()):
            mode = QHeaderView.ResizeMode.Stretch if column in stretch else QHeaderView.ResizeMode.ResizeToContents
            header.setSectionResizeMode(column, mode)
        return view

    def _rounds_tab(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        self.round_choice = QComboBox()
        self.round_choice.currentIndexChanged.connect(self._show_round)
        layout.addWidget(self.round_choice)
        self.boards_view = BoardsView()
        self.boards_view.result_typed.connect(self.enter_result)
        layout.addWidget(self._table(self.boards, stretch=(1, 4), view=self.boards_view))
        return page

    def _action(self, text: str, slot: object, shortcut: QKeySequence | str | None = None) -> QAction:
        action = QAction(text, self)
        action.triggered.connect(slot)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        return action

    def _actions(self) -> None:
        file_menu = self.menuBar().addMenu("&File")
        file_menu.addAction(self._action("&New tournament…", self._ask_new, QKeySequence.StandardKey.New))
        file_menu.addAction(self._action("&Open…", self._ask_open, QKeySequence.StandardKey.Open))
        file_menu.addAction(self._action("&Import TRF…", self._ask_import))
        self.report_action = self._action("Save pairing &report as PDF…", self._ask_report)
        file_menu.addAction(self.report_action)
        file_menu.addSeparator()
        file_menu.addAction(self._action("&Quit", self.close, QKeySequence.StandardKey.Quit))
        edit_menu = self.menuBar().addMenu("&Edit")
        self.undo_action = self._action("&Undo", self.undo, QKeySequence.StandardKey.Undo)
        self.redo_action = self._action("&Redo", self.redo, QKeySequence.StandardKey.Redo)
        edit_menu.addAction(self.undo_action)
        edit_menu.addAction(self.redo_action)
        rounds_menu = self.menuBar().addMenu("&Tournament")
        self.pair_action = self._action("&Pair next round", self.pair_next_round, "Ctrl+P")
        rounds_menu.addAction(self.pair_action)
        self.status = QLabel()
        self.statusBar().addWidget(self.status)

    # -- files -------------------------------------------------------------------------------
    def open_file(self, path: str) -> bool:
        try:
            store = open_store(path)
        except StoreError as error:
            return self.report(str(error))
        self._use(store)
        return True

    def import_trf(self, trf_path: str, tournament_path: str) -> bool:
        """A new tournament file holding what a TRF file describes."""
        try:
            tournament = tournament_from_trf(read_trf(trf_path))
            store = create(tournament_path, tournament=tournament)
        except (TrfError, StoreError, OperationError) as error:
            return self.report(str(error))
        self._use(store)
        return True

    def new_file(self, path: str) -> bool:
        try:
            store = create(path)
        except StoreError as error:
            return self.report(str(error))
        self._use(store)
        return True

    def _use(self, store: Store) -> None:
        if self.store is not None:
            self.store.close()
        self.store = store
        self.last_pairing = None
        self.setWindowTitle(f"Arbiter — {Path(store.path).name}")
        self.refresh()

    def _ask_new(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, "New tournament", "", FILE_FILTER)
        if path:
            self.new_file(path)

    def _ask_open(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Open tournament", "", FILE_FILTER)
        if path:
            self.open_file(path)

    def _ask_import(self) -> None:
        source, _ = QFileDialog.getOpenFileName(self, "Import TRF", "", "TRF files (*.trf *.txt);;All files (*)")
        if not source:
            return
        target, _ = QFileDialog.getSaveFileName(self, "Save the tournament as", str(Path(source).with_suffix(".arbiter")),
                                                FILE_FILTER)
        if target:
            self.import_trf(source, target)

    def save_pairing_report(self, path: str) -> bool:
        """The last pairing's decisions, bracket by bracket, as a printable PDF."""
        if self.store is None or self.last_pairing is None:
            return self.report("Pair a round first: the report explains the pairing just made.")
        t = self.store.tournament()
        names = {tpn: p.name for tpn, p in t.players.items()}
        write_pdf(pairing_report_html(self.last_pairing, names, t.settings.name or "Tournament"), path)
        self.show_message(f"Pairing report saved: {path}")
        return True

    def _ask_report(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, "Save pairing report", "pairing-report.pdf", "PDF (*.pdf)")
        if path:
            self.save_pairing_report(path)

    # -- editing -----------------------------------------------------------------------------
    def undo(self) -> None:
        self._step(undo=True)

    def redo(self) -> None:
        self._step(undo=False)

    def _step(self, undo: bool) -> None:
        if self.store is None:
            return
        try:
            change = self.store.undo() if undo else self.store.redo()
        except OperationError as error:
            self.report(str(error))
            return
        self.show_message(f"{'Undone' if undo else 'Redone'}: {change.label}")
        self.refresh()

    def enter_result(self, board: int, white: str | None, black: str | None) -> None:
        """One result, saved at once (one transaction, one undo step)."""
        if self.store is None or self.round_choice.currentIndex() < 0:
            return
        op = SetResult(self.round_choice.currentIndex() + 1, board, white, black)
        try:
            change = self.store.apply(op)
        except OperationError as error:
            self.report(str(error))
            return
        self.show_message("; ".join((change.label,) + tuple(change.notes)))
        row = self.boards_view.currentIndex().row()
        self.refresh()
        self.boards_view.selectRow(row)

    # -- pairing -----------------------------------------------------------------------------
    def pair_next_round(self) -> None:
        """Pair with the engine on a worker thread; the window stays responsive meanwhile."""
        if self.store is None or self._job is not None:
            return
        try:
            prepared = prepare_next_round(self.store.tournament())
        except OperationError as error:
            self.report(str(error))
            return
        self._progress = QProgressDialog(f"Pairing round {prepared.basis.round}…", "Cancel", 0, 0, self)
        self._progress.setWindowModality(Qt.WindowModality.WindowModal)
        self._progress.setMinimumDuration(300)
        self._job = Background(lambda: systems.pair(prepared.system, prepared.basis), self)
        self._job.done.connect(lambda pairing: self._paired(prepared, pairing))
        self._job.failed.connect(self._pairing_failed)
        self._progress.canceled.connect(self._cancel_pairing)
        self._job.start()

    @property
    def pairing_in_progress(self) -> bool:
        return self._job is not None

    def _finish_job(self) -> None:
        if self._progress is not None:
            self._progress.reset()
            self._progress = None
        self._job = None

    def _cancel_pairing(self) -> None:
        if self._job is not None:
            self._job.cancel()
            self._job.wait()
        self._finish_job()
        self.show_message("Pairing cancelled: nothing was changed.")

    def _paired(self, prepared: PreparedRound, pairing: RoundPairing) -> None:
        self._finish_job()
        assert self.store is not None
        try:
            store_pairing(self.store, prepared, pairing)
        except OperationError as error:
            self.report(str(error))
            return
        self.last_pairing = pairing
        self.explanation.setPlainText(to_text(pairing))
        self.show_message(f"Round {pairing.round} paired: {len(pairing.boards)} boards.")
        self.refresh()
        self.round_choice.setCurrentIndex(pairing.round - 1)

    def _pairing_failed(self, error: object) -> None:
        self._finish_job()
        self.report(str(error))

    # -- showing -----------------------------------------------------------------------------
    def report(self, message: str) -> bool:
        """Tell the arbiter what went wrong (nothing was changed); returns False for convenience."""
        self.last_error = message
        self.show_message(message)
        box = QMessageBox(QMessageBox.Icon.Warning, "Arbiter", message, QMessageBox.StandardButton.Ok, self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        return False

    def show_message(self, message: str) -> None:
        self.status.setText(message)

    def refresh(self) -> None:
        has_store = self.store is not None
        for action in (self.pair_action, self.undo_action, self.redo_action):
            action.setEnabled(has_store)
        self.report_action.setEnabled(has_store and self.last_pairing is not None)
        if self.store is None:
            self.players.set_rows([])
            self.boards.set_rows([])
            return
        t = self.store.tournament()
        undo, redo = self.store.undo_label(), self.store.redo_label()
        self.undo_action.setText(f"&Undo {undo}" if undo else "&Undo")
        self.undo_action.setEnabled(undo is not None)
        self.redo_action.setText(f"&Redo {redo}" if redo else "&Redo")
        self.redo_action.setEnabled(redo is not None)
        self.pair_action.setEnabled(t.next_round is not None)
        self.players.set_rows([(tpn, p.name, p.title, p.federation, t.pairing_rating(tpn), _points(t.score(tpn, len(t.rounds) + 1)))
                               for tpn, p in sorted(t.players.items())])
        current = self.round_choice.currentIndex()
        self.round_choice.blockSignals(True)
        self.round_choice.clear()
        self.round_choice.addItems([f"Round {r.number}" for r in t.rounds if r.paired])
        self.round_choice.blockSignals(False)
        if self.round_choice.count():
            self.round_choice.setCurrentIndex(min(max(current, 0), self.round_choice.count() - 1))
        self._show_round()
        self._show_standings(t)

    def _show_standings(self, t: Tournament) -> None:
        """Standings after the last round whose results are all in (C.07 tie-breaks of the event)."""
        complete = 0
        for rnd in t.rounds:
            if not rnd.paired or rnd.missing_results():
                break
            complete = rnd.number
        codes = list(t.settings.tiebreaks) or list(DEFAULT_TIEBREAKS)
        self.standings_model.set_headers(["Rank", "Player", "Points"] + codes)
        rows = standings(t.results(complete), codes, t.settings.point_system, complete) if complete else []
        self.standings_model.set_rows([(row.rank if not row.shared else f"{row.rank}=", _name(t, row.id),
                                        _points(row.points), *(_value(row.tiebreaks[c]) for c in codes))
                                       for row in rows])

    def _show_round(self) -> None:
        if self.store is None or self.round_choice.currentIndex() < 0:
            self.boards.set_rows([])
            return
        t = self.store.tournament()
        rnd = t.round(self.round_choice.currentIndex() + 1)
        rows = []
        for number, board in enumerate(rnd.boards, start=1):
            rows.append((number, _name(t, board.white), _points(t.score(board.white, rnd.number)),
                         result_label(board), _name(t, board.black), _points(t.score(board.black, rnd.number))))
        for tpn, code in sorted(rnd.unpaired.items()):
            rows.append(("", _name(t, tpn), "", {"U": "bye (PAB)", "H": "½ bye", "F": "1 bye"}.get(code, "absent"),
                         "", ""))
        self.boards.set_rows(rows)

    def closeEvent(self, event: object) -> None:  # noqa: N802 - Qt's name
        if self._job is not None:
            self._job.cancel()
            self._job.wait()
        if self.store is not None:
            self.store.close()
            self.store = None
        super().closeEvent(event)  # type: ignore[arg-type]


DEFAULT_TIEBREAKS = ("BH-C1", "BH", "SB", "WIN")


def _value(value: Fraction | int | None) -> str:
    return "" if value is None else _points(value)


def _name(t: object, tpn: int) -> str:
    return f"{tpn} {t.player(tpn).name}"  # type: ignore[attr-defined]
