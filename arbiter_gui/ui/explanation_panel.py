"""The explanation of a paired round, bracket by bracket, beside the pairing (C.04.1 article 9).

The panel reads the engine's decision record (``RoundPairing.brackets``): a list of brackets on
top; for the selected one, below it, its players as the rules saw them, its pairs with the colour rule that
gave White, and its decisions in plain words with article numbers (the text of
``engine.explain.bracket_lines``). A bracket's details are built only when it is selected, so a
300-player round shows at once. "Why not…?" answers for any two players through ``engine.why``,
worked out on a worker thread (it re-pairs brackets: seconds in a large open) while the window
stays responsive.

The main window calls ``set_pairing`` after each pairing and ``highlight_board`` when the arbiter
clicks a board.
"""
from __future__ import annotations

import time
from typing import Callable, Mapping

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QGroupBox, QHBoxLayout, QLabel,
                               QListWidget, QPlainTextEdit, QPushButton, QSplitter, QTableWidget,
                               QTableWidgetItem, QTabWidget, QVBoxLayout, QWidget)

from ..engine.explain import (Explainer, bracket_lines, bracket_title, colour_rule_words, colour_rules,
                              player_cells, roles)
from ..engine import systems
from ..engine.cancel import checkpoint
from ..engine.result import BracketRecord, RoundPairing
from ..engine.snapshot import Snapshot
from ..engine.why import WhyNot, why_not
from ..tournament.model import RESTING_SYSTEMS
from .domain_text import shown, shown_error
from . import engine_process
from .worker import Background, Latest

BACKGROUND_PLAYERS = 500  # a round of more players works its brackets' reasons out off the GUI thread
# a large round's first reasons are worked out this long after it is set: its worker re-solving a
# bracket holds the GIL the window needs to show the round (issue 30: at 2,000 players two such
# workers, started at once, more than doubled the wall-clock time of showing the explanation)
REASONS_AFTER_S = 0.3


def _table(headers: list[str]) -> QTableWidget:
    table = QTableWidget(0, len(headers))
    table.setHorizontalHeaderLabels(headers)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.verticalHeader().setVisible(False)
    table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 6)
    table.horizontalHeader().setStretchLastSection(True)
    return table


def _fill(table: QTableWidget, rows: list[list[str]]) -> None:
    table.setUpdatesEnabled(False)
    table.setRowCount(len(rows))
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            table.setItem(r, c, QTableWidgetItem(text))
    # once, after filling (a ResizeToContents header would measure the column at every item)
    table.resizeColumnsToContents()
    table.setUpdatesEnabled(True)


class _Players(QAbstractListModel):
    """The round's players for both "Why not…?" lists, set in one call: 2,000 ``addItem`` calls
    to each list took most of the window's 0.1 s of showing a 2,000-player round (issue 30)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._ids: list[int] = []
        self._texts: list[str] = []

    def set_players(self, ids: list[int], texts: list[str]) -> None:
        self.beginResetModel()
        self._ids, self._texts = ids, texts
        self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._ids)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return self._texts[index.row()]
        if role == Qt.ItemDataRole.UserRole:  # QComboBox.currentData and findData
            return self._ids[index.row()]
        return None


class ExplanationPanel(QWidget):
    """Brackets on top; the selected bracket's decisions, pairs and players below, one tab each,
    so that the panel reads well in the narrow half of a 1366-pixel screen beside the boards."""

    answered = Signal(object)  # the WhyNot of the last question, once worked out

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._why_job: Background | None = None
        self.snapshot: Snapshot | None = None
        self.pairing: RoundPairing | None = None
        self._explainer: Explainer | None = None  # a small round's, asked on the GUI thread
        self._records: dict[int, BracketRecord] = {}  # a large round's brackets with their reasons, once worked out
        self._bracket_work = Latest(self)  # the bracket shown, of a large round
        self._bye_work = Latest(self)  # the PAB's reason in the summary, of a large round
        self._marked: tuple[int, int] | None = None  # the board marked in the decisions
        self.names: Mapping[int, str] = {}
        self._rules: dict[frozenset[int], str] = {}
        self._board_numbers: dict[frozenset[int], int] = {}
        self.summary = QLabel(wordWrap=True)
        self.brackets = QListWidget()
        self.brackets.currentRowChanged.connect(self._show_bracket)
        self.heading = QLabel(wordWrap=True)
        self.heading.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.players = _table([self.tr("Player"), self.tr("Name"), self.tr("Role"), self.tr("Score"),
                               self.tr("Colour preference (1.7)"), self.tr("Colour diff. (1.6)"),
                               self.tr("Floats: 2 rounds ago / last (1.4)"), self.tr("Notes")])
        self.pairs = _table([self.tr("Board"), self.tr("White"), self.tr("Black"), self.tr("Colour rule (5.2)")])
        self.decisions = QPlainTextEdit(readOnly=True)
        self.decisions.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)

        self.details = QTabWidget()  # one at a time, each with the panel's whole height
        for title, widget in ((self.tr("Decisions"), self.decisions), (self.tr("Pairs"), self.pairs),
                              (self.tr("Players"), self.players)):
            self.details.addTab(widget, title)
        details = QWidget()
        details_layout = QVBoxLayout(details)
        details_layout.setContentsMargins(0, 0, 0, 0)
        details_layout.addWidget(self.heading)
        details_layout.addWidget(self.details, 1)
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.brackets)
        split.addWidget(details)
        split.setStretchFactor(1, 4)
        split.setSizes([110, 600])

        self.first = QComboBox()
        self.second = QComboBox()
        self._players = _Players(self)  # one list shown by both
        for combo in (self.first, self.second):
            combo.setModel(self._players)
            combo.setEditable(True)  # type a number to find a player quickly
            combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.ask = QPushButton(self.tr("Why not?"))
        self.ask.clicked.connect(self.ask_why_not)
        self.answer = QLabel(wordWrap=True)
        self.answer.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        why = QGroupBox(self.tr("Why not…? (any two players of the round)"))
        row = QHBoxLayout()
        row.addWidget(self.first, 1)
        row.addWidget(QLabel(self.tr("against")))
        row.addWidget(self.second, 1)
        row.addWidget(self.ask)
        why_layout = QVBoxLayout(why)
        why_layout.addLayout(row)
        why_layout.addWidget(self.answer)

        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(split, 1)
        layout.addWidget(why)
        self.set_pairing(None, None, {})

    # -- input -----------------------------------------------------------------------------------
    def set_pairing(self, snapshot: Snapshot | None, pairing: RoundPairing | None, names: Mapping[int, str]) -> None:
        """Show a new round (None clears the panel)."""
        self.snapshot, self.pairing, self.names = snapshot, pairing, dict(names)
        self._explainer, self._records, self._marked = None, {}, None
        self._quiet_until = time.monotonic() + REASONS_AFTER_S  # (_with_reasons)
        self._bracket_work.stop()
        self._bye_work.stop()
        self._drop_question()
        self.brackets.blockSignals(True)
        self.brackets.clear()
        self.brackets.blockSignals(False)
        self.answer.clear()
        if pairing is None:
            self._players.set_players([], [])
            self.summary.setText(self.tr("Pair a round to see why every bracket was paired as it was."))
            self._clear_details()
            return
        # the reasons of a bracket are worked out when it is first shown (Explainer.bracket): they
        # re-solve it, seconds for a bracket of hundreds of players (issue 30), so a large round's
        # are worked out on a worker thread, each job with its own Explainer (nothing shared)
        large = len(pairing.players) > BACKGROUND_PLAYERS
        self._explainer = Explainer(snapshot, pairing) if snapshot is not None and not large else None
        self._rules = colour_rules(pairing)
        self._board_numbers = {frozenset((b.white, b.black)): i for i, b in enumerate(pairing.boards, start=1)}
        summary = self.tr("Round {0}, {1} system: {2} boards").format(
            pairing.round, shown(systems.label(pairing.system)), len(pairing.boards))
        if pairing.bye is not None:
            summary += (self.tr("; rests: {0}") if pairing.system in RESTING_SYSTEMS  # the table's dummy, no points
                        else self.tr("; pairing-allocated bye: {0}")).format(self._who(pairing.bye))
            self.summary.setText(summary)

            def with_reason(last: BracketRecord | None) -> None:
                reason = last.floats[0].text if last is not None and last.floats else pairing.bye_reason
                self.summary.setText(summary + (f" ({shown(reason)})" if reason else ""))

            # the PAB floats from the last bracket
            self._with_reasons(len(pairing.brackets) - 1, with_reason, self._bye_work)
        else:
            self.summary.setText(summary)
        self.brackets.addItems([shown(bracket_title(record)) for record in pairing.brackets])
        ids = sorted(pairing.players) if pairing.players else sorted(p.id for p in snapshot.players) if snapshot else []
        self._players.set_players(ids, [self._who(pid) for pid in ids])
        self.first.setCurrentIndex(0 if ids else -1)  # as the first addItem did
        self.second.setCurrentIndex(min(1, len(ids) - 1))
        if pairing.brackets:
            self.brackets.setCurrentRow(0)
        else:
            self._clear_details()

    def highlight_board(self, white: int, black: int) -> None:
        """Select the bracket that paired this board and highlight the board's line."""
        if self.pairing is None:
            return
        pair = frozenset((white, black))
        for index, record in enumerate(self.pairing.brackets):
            if any(frozenset(p) == pair for p in record.pairs):
                self.brackets.setCurrentRow(index)
                row = next(r for r, p in enumerate(record.pairs) if frozenset(p) == pair)
                self.pairs.selectRow(row)
                self.pairs.scrollToItem(self.pairs.item(row, 0))
                self._marked = (white, black)
                self._mark_in_decisions(white, black)
                return

    def ask_why_not(self) -> Background | None:
        """Start answering "why not the first player against the second?" in the engine's process;
        the answer, with the article that decided, is shown and emitted as ``answered``."""
        a, b = self.first.currentData(), self.second.currentData()
        if self.snapshot is None or self.pairing is None or a is None or b is None:
            return None
        if a == b:
            self.answer.setText(self.tr("Choose two different players."))
            return None
        self._drop_question()
        snapshot, pairing = self.snapshot, self.pairing
        job = Background(lambda: engine_process.run(why_not, snapshot, pairing, a, b), self)
        job.done.connect(self._show_answer)
        job.failed.connect(self._show_failure)
        self._why_job = job
        self.ask.setEnabled(False)
        self.answer.setText(self.tr("Working out why not {0} against {1}…").format(self._who(a), self._who(b)))
        job.start()
        return job

    def _drop_question(self) -> None:
        """Forget a question still being worked out: its answer is dropped when it arrives."""
        if self._why_job is not None:
            self._why_job.cancel()
            self._why_job = None
        self.ask.setEnabled(True)

    def stop(self) -> None:
        """Drop a question being worked out and wait for its thread (before the window closes)."""
        self._bracket_work.stop()
        self._bye_work.stop()
        job, self._why_job = self._why_job, None
        if job is not None:
            job.cancel()
            job.wait()

    def _show_answer(self, answer: WhyNot) -> None:
        self._why_job = None
        self.ask.setEnabled(True)
        self.answer.setText(shown(answer.text) + (f"  [{answer.article}]" if answer.article else ""))
        self.answered.emit(answer)

    def _show_failure(self, error: object) -> None:
        self._why_job = None
        self.ask.setEnabled(True)
        self.answer.setText(self.tr("No answer: {0}").format(shown_error(error)))  # e.g. the engine's process stopped

    # -- one bracket -------------------------------------------------------------------------------
    def current_record(self, row: int | None = None) -> BracketRecord | None:
        """The record of the selected bracket (or of bracket ``row``), with its reasons once known
        (a large round's: when worked out, see ``_with_reasons``)."""
        row = self.brackets.currentRow() if row is None else row
        if self.pairing is None or not 0 <= row < len(self.pairing.brackets):
            return None
        if self._explainer is not None:
            return self._explainer.bracket(row)
        return self._records.get(row, self.pairing.brackets[row])

    def _with_reasons(self, row: int, then: Callable[[BracketRecord | None], None], work: Latest) -> None:
        """``then(bracket row's record with its reasons)``: at once for a small round or reasons already
        worked out, else when ``work`` has worked them out on a worker thread."""
        snapshot, pairing = self.snapshot, self.pairing
        if self._explainer is not None or row in self._records or snapshot is None or pairing is None \
                or not 0 <= row < len(pairing.brackets):
            work.stop()  # an older bracket's reasons, still being worked out, are not wanted any more
            then(self.current_record(row))
            return

        def keep(record: BracketRecord) -> None:
            self._records[row] = record
            then(record)

        quiet = self._quiet_until - time.monotonic()

        def reasons() -> BracketRecord:
            if quiet > 0:  # the round just set is being shown (REASONS_AFTER_S)
                time.sleep(quiet)
                checkpoint()  # replaced meanwhile (e.g. the bracket of the board highlighted next)
            return Explainer(snapshot, pairing).bracket(row)

        work.run(reasons, keep, background=True)

    def _who(self, pid: int) -> str:
        name = self.names.get(pid, "")
        return f"{pid} {name}".strip()

    def _clear_details(self) -> None:
        self.heading.clear()
        self.players.setRowCount(0)
        self.pairs.setRowCount(0)
        self.decisions.clear()

    def _show_bracket(self, row: int) -> None:
        record = self.current_record()
        if record is None or self.pairing is None:
            self._clear_details()
            return
        self._marked = None
        self._fill_bracket(record)  # players and pairs at once; a large round's reasons follow
        self._with_reasons(row, lambda full: self._show_decisions(full) if row == self.brackets.currentRow() else None,
                           self._bracket_work)
        if self._bracket_work.busy:
            self.decisions.setPlainText(self.tr("Working out this bracket's decisions…"))

    def _show_decisions(self, record: BracketRecord | None) -> None:
        if record is None or self.pairing is None:
            return
        self.decisions.setPlainText("\n".join(shown(line) for line in bracket_lines(self.pairing, record,
                                                                                      with_players=False)))
        if self._marked is not None:
            self._mark_in_decisions(*self._marked)

    def _fill_bracket(self, record: BracketRecord) -> None:
        """The bracket's heading, players and pairs (none of them needs the reasons)."""
        assert self.pairing is not None
        facts = self.pairing.players
        self.heading.setText(f"<b>{shown(bracket_title(record))}</b>")
        rows = []
        for role, ids in roles(record):
            for pid in ids:
                f = facts.get(pid)
                rows.append([str(pid), self.names.get(pid, ""), shown(role)]
                            + ([shown(cell) for cell in player_cells(f)] if f else [""] * 5))
        _fill(self.players, rows)
        pair_rows = []
        for a, b in record.pairs:
            key = frozenset((a, b))
            board = self._board_numbers.get(key)
            white, black = (self.pairing.boards[board - 1].white, self.pairing.boards[board - 1].black) if board else (a, b)
            rule = self._rules.get(key, "")
            pair_rows.append([str(board or ""), self._who(white), self._who(black),
                              f"{rule} {shown(colour_rule_words(self.pairing.system, rule))}".strip()])
        _fill(self.pairs, pair_rows)

    def _mark_in_decisions(self, white: int, black: int) -> None:
        """Select the board's pair in the decisions text (the line listing the pairs)."""
        for text in (f"{white}-{black}", f"{black}-{white}"):
            cursor = self.decisions.document().find(text, 0, QTextDocument.FindFlag.FindWholeWords)
            if not cursor.isNull():
                self.decisions.setTextCursor(cursor)
                self.decisions.ensureCursorVisible()
                return
