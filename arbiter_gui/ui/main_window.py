"""The main window: the tournament file, its players and rounds, standings, the pairing's explanation.

Every change to the tournament goes through ``MainWindow.apply(op)``: the store runs the
``tournament.operations.Operation`` in one transaction (one undo step), the window refreshes
every view, and a refusal (``OperationError``, ``StoreError``) is shown to the arbiter as a
message, never raised. ``apply`` returns True when the operation was applied.

Views plug in with ``MainWindow.add_view(title, widget)``, which adds a tab. The contract a view
may follow (both parts optional, duck-typed):

- ``set_tournament(tournament: Tournament | None) -> None``: called with the current
  ``tournament.model.Tournament`` (None when no file is open) after each applied, undone or
  redone operation, a pairing, opening or closing a file, if the view's tab is the one shown;
  a hidden tab is brought up to date when it is next shown (one result entered at 300 players
  recomputes neither the crosstable nor the standings while the Rounds tab is in front). A view
  keeps no other reference to the store: it reads what it shows from the tournament it was given.
- ``operation_requested = Signal(object)``: a Qt signal carrying an ``Operation``; the window
  connects it to ``apply``. A view never writes to the store itself.

The Players tab (``players_view.PlayersView``) is such a view; the Rounds and Standings tabs are
the window's own.
"""
from __future__ import annotations

import gc
import os
from fractions import Fraction
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Callable, NamedTuple, TypeVar

from PySide6.QtCore import QCoreApplication, QModelIndex, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (QComboBox, QFileDialog, QHBoxLayout, QInputDialog, QLabel, QMainWindow,
                               QMenu, QMessageBox, QListWidget, QPlainTextEdit, QProgressDialog, QPushButton, QSplitter,
                               QStackedWidget, QTabWidget, QVBoxLayout, QWidget)

from ..engine.cancel import checkpoint
from ..engine.result import RoundPairing
from ..formats.players_csv import read_players_csv, read_rosters_csv
from ..formats.rating_list import read_rating_list
from ..formats.trf import TrfError
from ..formats.trf_tournament import load_trf
from ..reports.documents import fmt_score, result_label, rules_text, standings_status
from ..store import FileInUse, Prepared, StoreError, create, open as open_store, prepare
from ..store.backups import DEFAULT_KEEP, keep_round_copy
from ..store.database import Store
from ..tournament import double_swiss
from ..tournament.manual_pairing import round_caption
from ..tournament.model import LADDER_SYSTEMS, Player, Tournament, TournamentSettings
from ..tournament.operations import (AddPlayers, Change, ConfirmationNeeded, DeleteLastPairing, LateEntries,
                                     Operation, RecordChallenge,
                                     OperationError, SetResult)
from ..tournament.standings import columns as standings_columns
from ..tournament.standings import tournament_standings
from ..tournament.team.operations import ImportRosters
from .boards_view import BoardEntry, BoardsView
from .bracket_view import BracketView
from .collector import Held, freeze_what_lives
from .crosstable_view import CrosstableView
from .form_parts import OneLineLabel
from .domain_text import shown, shown_error
from .explanation_panel import ExplanationPanel
from .help_window import HelpKey, HelpWindow, page_for
from .lazy_view import LazyView
from .pairing_edit import PairingEditor
from .player_card import PlayerCard
from .i18n import LANGUAGES, LANGUAGE_KEY, chosen_language
from .publishing import Publishing
from . import engine_process, fide_mode, warnings
from .integrity_log_view import IntegrityLogView
from .players_view import PlayersView
from .rating_list_dialog import RatingListDialog
from .rating_lists import RatingLists
from .round_panel import RoundPanel
from .match_panel import MatchPanel
from .operation_labels import translated
from .team_standings_view import TeamStandingsView
from .teams_view import TeamsView
from .tables import RowsModel, TextWidths, Widest, compact_table, fit_columns, measured, score_text
from .tiebreak_view import TiebreakExplainer
from .worker import Background, Latest, large

if TYPE_CHECKING:  # the engine, the settings dialog and the reports are imported when first used,
    # which keeps start-up short (the window opens in well under 2 s)
    from ..engine.snapshot import Snapshot
    from ..tournament.engine_input import PreparedRound
    from .challenge_dialog import ChallengeDialog
    from .checkin_dialog import CheckInDialog
    from .documents_dialog import DocumentsDialog
    from .settings_dialog import SettingsDialog

T = TypeVar("T")
RECENT_KEY = "recentFiles"
RECENT_LIMIT = 8
BACKUP_KEY = "backupRounds"  # copies kept after each pairing (store.backups); 0: none
FOLLOW_MS = 1000  # a read-only window looks for the writer's changes this often
BLACK_COLUMN = 6  # of the Rounds tab's boards: Board, White, Fed, Rtg, Points, Result, Black, ...
EXPLAIN_AFTER_MS = 300  # the reasons of a pairing are worked out after its round is shown
# the pieces of showing a new round (_paired) follow each other by timers, a frame apart: the window
# repaints the last piece's changes and serves the events and timers waiting before the next piece
# (at 1 ms, or a posted call, the next piece ran straight after a late repaint, in the same stall)
NEXT_PIECE_MS = 16
LARGE_FILE = 400_000  # bytes of a tournament file (about 1,500 players x 11 rounds) opened off the GUI thread
LARGE_RECORD = 500_000  # characters of a stored decision record (about 400 players) read off the GUI thread
STANDINGS_TIEBREAK_COLUMN = 5  # of the Standings tab: Rank, Player, Fed, Rtg, Points, then the tie-breaks


class MainWindow(QMainWindow):
    def __init__(self, preferences: QSettings | None = None) -> None:
        super().__init__()
        self.store: Store | None = None
        self.last_pairing: RoundPairing | None = None
        self.last_round = 0  # the tournament's round last_pairing is stored in (a match's game 1)
        self.last_snapshot: Snapshot | None = None  # what the engine saw for last_pairing
        self.last_explained: RoundPairing | None = None  # last_pairing with its reasons (explain.explained)
        self.last_error = ""
        self.last_notice = ""  # the last notice shown (tests read it)
        self.last_notes: tuple[str, ...] = ()  # the warnings of the last applied operation
        self.dialog: SettingsDialog | None = None  # the open settings dialog (tests fill it)
        self.rating_dialog: RatingListDialog | None = None
        self.documents: DocumentsDialog | None = None  # the open print-and-export dialog
        self.checkin: CheckInDialog | None = None  # the open check-in list
        self.challenge: ChallengeDialog | None = None  # the open ladder challenge
        self.preferences = preferences or QSettings()
        self.language = chosen_language(self.preferences)  # the interface's, so the manual's
        self.help_window: HelpWindow | None = None
        self._views: list[QWidget] = []
        self._stale: set[QWidget] = set()  # tabs whose view shows an older tournament (module docstring)
        self._job: Background | None = None
        self._pairing_to_show: Callable[[], None] | None = None  # the last piece of showing a pairing (_paired)
        self._explain_job: Background | None = None
        self._restore_work = Latest(self)  # a large stored decision record, read off the GUI thread
        # a large file being opened (open_file), or copied before it is (save_as): its job, path, store
        # once open, the collection held meanwhile (none while copying)
        self._opening: tuple[Background, str, list[Store], Held | None] | None = None
        # the file's last decision record, and what it reads as, read by the worker opening the file (_read_ahead)
        self._record_ahead: tuple[str, tuple[RoundPairing, Snapshot, str] | ValueError] | None = None
        self._progress: QProgressDialog | None = None
        self.read_only_offer: QMessageBox | None = None  # "open read-only?" when the file is open elsewhere
        self._follow = QTimer(self, interval=FOLLOW_MS)  # a read-only file: refresh on the writer's changes
        self._follow.timeout.connect(self._follow_writer)
        self.setWindowTitle("Arbiter")
        self.resize(1360, 700)  # fits a 1366x768 screen with a title bar and a taskbar
        self.tabs = QTabWidget()
        self.pages = QStackedWidget()  # the welcome page while no file is open, then the tabs
        self.setCentralWidget(self.pages)
        self.players_view = PlayersView()
        self.players_view.before_action = lambda: self._bring_up_to_date(self.players_view)
        self.players = self.players_view.model
        self.add_view(self.tr("Players"), self.players_view)
        self.boards = RowsModel([self.tr("Board"), self.tr("White"), self.tr("Fed"), self.tr("Rtg"), self.tr("Points"),
                                 self.tr("Result"), self.tr("Black"), self.tr("Fed"), self.tr("Rtg"),
                                 self.tr("Points")])
        self.explanation_panel = ExplanationPanel()
        self.tabs.addTab(self._rounds_tab(), self.tr("Rounds"))
        self.teams_view = TeamsView()  # team events (C.04.6): the teams and their rosters
        self.add_view(self.tr("Teams"), self.teams_view)
        self.match_panel = MatchPanel()  # team events: the board games of each match
        self.add_view(self.tr("Matches"), self.match_panel)
        self.bracket_view = BracketView()  # knockout events (seed 003 chapter 2): the draw and its matches
        self._knockout_stage_of: str | None = None  # the file whose Bracket tab Knockout stage… showed (2.5.2)
        self.add_view(self.tr("Bracket"), self.bracket_view)
        self.round_panel = RoundPanel()
        self.add_view(self.tr("Round settings"), self.round_panel)
        self.pairing_editor = PairingEditor()
        self.add_view(self.tr("Edit pairing"), self.pairing_editor)
        self.standings_model = RowsModel([])
        self._standings_work = Latest(self)  # a large event's standings: off the GUI thread
        self.standings_view = compact_table(self.standings_model, stretch=())
        self.standings_page = QWidget(objectName="StandingsTab")
        standings_layout = QVBoxLayout(self.standings_page)
        standings_layout.setContentsMargins(0, 0, 0, 0)
        self.standings_rules = QLabel(wordWrap=True)  # the C.07 edition applied (and why)
        self.standings_why = TiebreakExplainer(self.standings_view, STANDINGS_TIEBREAK_COLUMN, self)
        standings_top = QHBoxLayout()
        standings_top.addWidget(self.standings_rules, 1)
        standings_top.addWidget(self.standings_why.compare_button)
        standings_layout.addLayout(standings_top)
        standings_layout.addWidget(self.standings_view)
        self.tabs.addTab(self.standings_page, self.tr("Standings"))
        self.team_standings = TeamStandingsView()
        self.add_view(self.tr("Team standings"), self.team_standings)
        self.crosstable = CrosstableView()
        self.add_view(self.tr("Crosstable"), self.crosstable)
        self.player_card = PlayerCard()
        self.add_view(self.tr("Player card"), self.player_card)
        for source in (self.crosstable, self.players_view):
            source.player_activated.connect(self.show_player_card)
        self.standings_tpns: list[int] = []  # the player of each row of the Standings tab
        self.standings_view.doubleClicked.connect(  # a tie-break cell: its working; elsewhere the player's card
            lambda index: self.standings_why.open_cell(index.row(), index.column())
            or self._card_of_row(self.standings_tpns, index.row()))
        self.charts = LazyView(_charts_view)
        self.charts.setObjectName("ChartsTab")
        self.add_view(self.tr("Charts"), self.charts)
        self.explanation = QPlainTextEdit(readOnly=True, objectName="ExplanationTab")
        self.tabs.addTab(self.explanation, self.tr("Explanation"))
        self.integrity_log = IntegrityLogView()
        self.add_view(self.tr("Log"), self.integrity_log)
        self.pages.addWidget(self._welcome_page())
        self.pages.addWidget(self.tabs)
        self._actions()
        self.tabs.currentChanged.connect(lambda index: self._show_current_tab())
        self.refresh()

    # -- the view contract (module docstring) ------------------------------------------------
    def apply(self, op: Operation, prepared: Prepared | None = None) -> bool:
        """Apply ``op`` through the store and refresh; a refusal is shown, not raised. ``prepared``:
        ``store.prepare(op, ...)``, worked out on a worker thread."""
        if self.store is None:
            return self.report(self.tr("Open or create a tournament first."))
        if self.store.readonly:
            return self.report(self.tr("{0} is open read-only: nothing can be changed here.").format(
                Path(self.store.path).name))
        if self._refused_while_opening():
            return False
        try:
            try:
                change = self.store.apply(op, prepared)
            except ConfirmationNeeded as needed:  # Level 3/4 warnings, PIBEs: the arbiter answers first
                confirmed = warnings.confirmation(self, needed)
                if confirmed is None:
                    self.show_message(self.tr("Not applied: {0}").format(translated(op.label)))
                    return False
                change = self.store.apply(confirmed)
        except (OperationError, StoreError) as error:
            return self.report(shown_error(error))
        self._applied(change)
        return True

    def _applied(self, change: Change) -> None:
        """Show what the store has just done."""
        self.last_notes = tuple(shown(note) for note in change.notes)
        self.show_message("; ".join((translated(change.label),) + self.last_notes))
        self.refresh()

    def add_view(self, title: str, widget: QWidget) -> None:
        """A tab showing ``widget``, kept up to date and connected as the module docstring says."""
        self.tabs.addTab(widget, title)
        self._views.append(widget)
        signal = getattr(widget, "operation_requested", None)
        if signal is not None and hasattr(signal, "connect"):
            signal.connect(self.apply)
        if hasattr(widget, "set_tournament"):
            widget.set_tournament(self.store.tournament() if self.store is not None else None)

    # -- building ----------------------------------------------------------------------------
    def _rounds_tab(self) -> QWidget:
        page = self.rounds_page = QWidget(objectName="RoundsTab")  # tabs are named for F1 (help_window.PAGES)
        layout = QVBoxLayout(page)
        self.round_choice = QComboBox()
        self.round_choice.currentIndexChanged.connect(lambda index: self._round_chosen())
        self.boards_view = BoardsView()
        self.boards_view.result_typed.connect(self.enter_result)
        self.board_entry = BoardEntry(self.boards_view)
        self.board_entry.problem.connect(self.show_message)
        top = QHBoxLayout()
        top.addWidget(self.round_choice, 1)
        top.addWidget(QLabel(self.tr("&Board:"), buddy=self.board_entry))
        top.addWidget(self.board_entry)
        layout.addLayout(top)
        self.round_caption = QLabel()
        layout.addWidget(self.round_caption)
        splitter = QSplitter()
        splitter.addWidget(compact_table(self.boards, stretch=(1, 6), view=self.boards_view))
        splitter.addWidget(self.explanation_panel)  # the last pairing's brackets, beside its boards
        splitter.setSizes([960, 400])  # at 1366 px the boards show whole names; the bracket beside them
        splitter.setStretchFactor(0, 3)
        layout.addWidget(splitter, 1)
        self.results_help = QLabel(self.boards_view.help_text(), wordWrap=True)
        layout.addWidget(self.results_help)
        self.boards_view.selectionModel().currentRowChanged.connect(lambda current, _: self._highlight_board(current.row()))
        self.board_tpns: list[tuple[int, int | None]] = []  # White and Black (None: a bye) of each row
        self._rows_shown: RoundRows | None = None  # the rows shown last (_round_rows)
        self.boards_view.doubleClicked.connect(self._card_of_board)
        return page

    def _welcome_page(self) -> QWidget:
        """The first screen: start a tournament, open one, or pick a recent file."""
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.addStretch(1)
        title = QLabel(self.tr("<h1>Arbiter</h1><p>Start a new tournament, open a tournament file, or import a TRF "
                               "file. Every change is saved in the tournament file at once: there is nothing "
                               "to save.</p>"), wordWrap=True)
        layout.addWidget(title)
        buttons = QHBoxLayout()
        for text, slot in ((self.tr("&New tournament…"), self._ask_new), (self.tr("&Open…"), self._ask_open),
                           (self.tr("&Import TRF…"), self._ask_import)):
            button = QPushButton(text)
            button.clicked.connect(lambda checked=False, slot=slot: slot())
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        layout.addWidget(QLabel(self.tr("Recent files (double-click or Enter to open):")))
        self.recent_list = QListWidget()
        self.recent_list.itemActivated.connect(lambda item: self.open_file(item.text()))
        layout.addWidget(self.recent_list, 2)
        layout.addStretch(1)
        page.setMaximumWidth(900)
        outer = QWidget()
        centred = QHBoxLayout(outer)
        centred.addWidget(page)
        self.welcome = outer
        return outer

    def _highlight_board(self, row: int) -> None:
        """Clicking a board of the explained round shows the bracket that paired it."""
        if self.store is None or self.last_pairing is None:
            return
        if self.round_choice.currentIndex() + 1 != self.last_round:
            return
        rnd = self.store.tournament().round(self.last_round)
        if 0 <= row < len(rnd.boards):
            self.explanation_panel.highlight_board(*rnd.boards[row].players)

    def focus_board_entry(self) -> None:
        """Ctrl+B: the Rounds tab, the cursor in the board-number box."""
        self.tabs.setCurrentWidget(self.rounds_page)
        self.board_entry.setFocus()
        self.board_entry.selectAll()

    def _card_of_row(self, tpns: list[int], row: int) -> None:
        """A double-click on a row of the standings opens the player's card."""
        if 0 <= row < len(tpns):
            self.show_player_card(tpns[row])

    def _card_of_board(self, index: QModelIndex) -> None:
        """A double-click on a board opens the card of White, or of Black on Black's half."""
        if 0 <= index.row() < len(self.board_tpns):
            white, black = self.board_tpns[index.row()]
            self.show_player_card(black if black is not None and index.column() >= BLACK_COLUMN else white)

    def show_player_card(self, tpn: int) -> None:
        self._bring_up_to_date(self.player_card)
        self.player_card.show_player(tpn)
        self.tabs.setCurrentWidget(self.player_card)

    def _action(self, text: str, slot: Callable[[], object], shortcut: QKeySequence | str | None = None) -> QAction:
        action = QAction(text, self)
        action.triggered.connect(lambda checked=False: slot())
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        return action

    def _actions(self) -> None:
        file_menu = self.menuBar().addMenu(self.tr("&File"))
        self.new_action = self._action(self.tr("&New tournament…"), self._ask_new, QKeySequence.StandardKey.New)
        file_menu.addAction(self.new_action)
        file_menu.addAction(self._action(self.tr("&Open…"), self._ask_open, QKeySequence.StandardKey.Open))
        file_menu.addAction(self._action(self.tr("Open rea&d-only…"), lambda: self._ask_open(readonly=True)))
        file_menu.addAction(self._action(self.tr("&Save"), lambda: self.show_message(self.tr(
            "Every edit is saved in the tournament file at once: there is nothing to save.")),
            QKeySequence.StandardKey.Save))
        self.recent_menu = QMenu(self.tr("Open &recent"), self)
        file_menu.addMenu(self.recent_menu)
        self.save_as_action = self._action(self.tr("Save &as…"), self._ask_save_as)
        self.save_as_action.setShortcuts(  # Windows defines no Save as key: Ctrl+Shift+S, as elsewhere
            QKeySequence.keyBindings(QKeySequence.StandardKey.SaveAs) or [QKeySequence("Ctrl+Shift+S")])
        file_menu.addAction(self.save_as_action)
        file_menu.addSeparator()
        file_menu.addAction(self._action(self.tr("&Import TRF…"), self._ask_import))
        self.import_players_action = self._action(self.tr("Import &players from CSV…"), self._ask_import_players)
        file_menu.addAction(self.import_players_action)
        self.import_rosters_action = self._action(self.tr("Import team r&osters from CSV…"), self._ask_import_rosters)
        file_menu.addAction(self.import_rosters_action)
        self.rating_list_action = self._action(self.tr("Import players from a FIDE &rating list…"),
                                               self._ask_rating_list)
        file_menu.addAction(self.rating_list_action)
        self.rating_lists = RatingLists(self, self.preferences,
                                        lambda: self.store.tournament() if self.store is not None else None,
                                        self.apply, self.report, self.notice)
        self.report_action = self._action(self.tr("Save pairing &report as PDF…"), self._ask_report)
        file_menu.addAction(self.report_action)
        self.documents_action = self._action(self.tr("Print and e&xport…"), self.open_documents, "Ctrl+Shift+P")
        file_menu.addAction(self.documents_action)
        self.publishing = Publishing(self, lambda: self.store.tournament() if self.store is not None else None,
                                     self.report, self.show_message, self.language)
        file_menu.addActions([self.publishing.publish_action, self.publishing.hall_action])
        file_menu.addAction(self._action(self.tr("&Backups after each pairing…"), self._ask_backup_rounds))
        file_menu.addSeparator()
        file_menu.addAction(self._action(self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit))
        edit_menu = self.menuBar().addMenu(self.tr("&Edit"))
        self.undo_action = self._action(self.tr("&Undo"), self.undo, QKeySequence.StandardKey.Undo)
        self.redo_action = self._action(self.tr("&Redo"), self.redo, QKeySequence.StandardKey.Redo)
        edit_menu.addAction(self.undo_action)
        edit_menu.addAction(self.redo_action)
        self.players_menu = self.menuBar().addMenu(self.tr("&Players"))
        self.players_menu.addActions(self.players_view.actions())
        self.players_menu.addSeparator()
        self.players_menu.addActions(self.rating_lists.actions())  # VCL4THP Q133-Q144
        rounds_menu = self.menuBar().addMenu(self.tr("&Tournament"))
        self.settings_action = self._action(self.tr("&Settings…"), self.open_settings)
        rounds_menu.addAction(self.settings_action)
        self.checkin_action = self._action(self.tr("&Check-in…"), self.open_checkin)
        rounds_menu.addAction(self.checkin_action)
        self.pair_action = self._action(self.tr("&Pair next round"), self.pair_next_round, "Ctrl+P")
        rounds_menu.addAction(self.pair_action)
        self.challenge_action = self._action(self.tr("Record a c&hallenge…"), self.open_challenge)  # a ladder's
        rounds_menu.addAction(self.challenge_action)
        rounds_menu.addAction(self._action(self.tr("Result by &board number"), self.focus_board_entry, "Ctrl+B"))
        self.delete_pairing_action = self._action(self.tr("&Delete last round's pairing…"),
                                                  self._ask_delete_last_pairing)
        rounds_menu.addAction(self.delete_pairing_action)
        self.knockout_stage_action = self._action(self.tr("&Knockout stage…"), self.open_knockout_stage)
        rounds_menu.addAction(self.knockout_stage_action)
        self._language_menu(self.menuBar().addMenu(self.tr("&View")))
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        self.help_action = self._action(self.tr("Arbiter &manual"), self.show_help,
                                        QKeySequence.StandardKey.HelpContents)
        help_menu.addAction(self.help_action)
        help_menu.addAction(self._action(self.tr("Save the manual as &PDF…"), self._ask_manual_pdf))
        self._help_key = HelpKey(self, self.show_help)  # F1 in the dialogs
        self.status = OneLineLabel()
        self.statusBar().addWidget(self.status, 1)
        self.mode_label = QLabel()  # "Read-only" while the open file cannot be changed here
        self.statusBar().addPermanentWidget(self.mode_label)
        self.fide_mode = fide_mode.FideModeBadge()  # FIDE mode or not, at all times (VCL4THP Q46)
        self.statusBar().addPermanentWidget(self.fide_mode)
        self._show_recent()

    def _language_menu(self, view_menu: QMenu) -> None:
        """View > Language: the system's language or a chosen one, applied at the next start."""
        menu = view_menu.addMenu(self.tr("&Language"))
        group = QActionGroup(self)
        chosen = str(self.preferences.value(LANGUAGE_KEY, ""))
        for code, name in (("", self.tr("System language")), *LANGUAGES.items()):
            action = QAction(name, self, checkable=True, checked=code == chosen)
            action.triggered.connect(lambda checked=False, code=code: self.set_language(code))
            group.addAction(action)
            menu.addAction(action)

    def set_language(self, code: str) -> None:
        self.preferences.setValue(LANGUAGE_KEY, code)
        self.show_message(self.tr("The language changes the next time Arbiter starts."))

    # -- help --------------------------------------------------------------------------------
    def show_help(self, page: str | None = None) -> HelpWindow:
        """The Help window at ``page``, by default the page of the tab on show (F1)."""
        if self.help_window is None:
            self.help_window = HelpWindow(self.language)
        self.help_window.show_page(page or page_for(self.tabs.currentWidget()))
        self.help_window.show()
        self.help_window.raise_()
        self.help_window.activateWindow()
        return self.help_window

    def _ask_manual_pdf(self) -> None:
        self.show_help().ask_pdf()

    # -- files -------------------------------------------------------------------------------
    def open_file(self, path: str, readonly: bool = False) -> bool:
        """Open a tournament file; ``readonly`` to look at a file another window or computer is
        writing (the window then follows its changes). A file open for writing elsewhere is
        refused, with the offer to open it read-only (``read_only_offer``). A large file is read and
        checked on a worker thread (``opening``; True then says the opening has started): its
        checks took 0.2 s of the window's 0.3 s at 2,000 players x 11 rounds (issue 30)."""
        if self.store is not None and not self.store.readonly and _same_file(self.store.path, path):
            return True  # already open here (e.g. picked again from Open recent)
        if self._refused_while_busy():
            return False
        # the garbage so far is collected before the file is read, not once it is shown (which walked
        # both files' objects for nothing: 0.4-0.65 s at load 15); _use freezes what the file reads.
        # No collection meanwhile (Held)
        _collect_garbage()
        held = Held()
        if not _large(path):
            try:
                return self._opened(path, _read_store(path, readonly))
            finally:
                held.release()
        opened: list[Store] = []  # closed if the window closes before the file is shown
        ahead: list[_Ahead] = []
        players, boards = self.players_view.rows_of, self._round_rows  # on any thread

        def work() -> Store | StoreError:
            result = _read_store(path, readonly)
            if isinstance(result, Store):
                opened.append(result)
                ahead.append(_read_ahead(result, players, boards))
            return result

        job = Background(work, self)
        self._opening = (job, path, opened, held)

        said = self.tr("Opening {0}…").format(Path(path).name)

        def finish(result: object) -> None:
            self._opening = None
            if ahead:
                self._record_ahead = ahead[0].record
                if ahead[0].players is not None:
                    self.players_view.offer(*ahead[0].players)
                if ahead[0].boards is not None:  # taken as the rows shown last: _show_round keeps them
                    self._rows_shown = ahead[0].boards
            try:
                self._opened(path, result)
            finally:
                self._record_ahead = None
                held.release()
            if self.status.text() == said:  # opened: nothing more to say
                self.show_message("")

        job.done.connect(finish)
        job.failed.connect(finish)
        self.show_message(said)
        job.start()
        return True

    def _refused_while_busy(self) -> bool:
        """No other file is opened, created or imported while a round is being paired: the round is
        stored into the file it was paired from and then shown, so a file shown meanwhile would have
        been given it (or shown it as its own); nor while a large file is being opened."""
        if self.pairing_in_progress:
            return not self.report(self.tr("A round is being paired: wait until it is shown, or cancel it."))
        return self._refused_while_opening()

    def _refused_while_opening(self) -> bool:
        """Nothing is changed or opened while a large file is being opened: a result entered then
        would go to the file about to be replaced (after Save as, to the original, not the copy)."""
        if self._opening is None:
            return False
        return not self.report(self.tr("{0} is being opened: wait until it is shown.").format(
            Path(self._opening[1]).name))

    @property
    def opening(self) -> bool:
        """A large file is being read and checked on a worker thread (``open_file``)."""
        return self._opening is not None

    def _opened(self, path: str, result: object) -> bool:
        """Show the file just opened, or tell why it was not (the file open before stays open)."""
        if isinstance(result, Store):
            self._use(result)
            return True
        if isinstance(result, FileInUse):
            self._offer_read_only(path, shown_error(result))
            return False
        if isinstance(result, StoreError):
            return self.report(shown_error(result))
        return self.report(self.tr("Unexpected error while opening {0}: {1}").format(path, repr(result)))

    def _offer_read_only(self, path: str, message: str) -> None:
        self.last_error = message
        self.show_message(message)
        box = QMessageBox(QMessageBox.Icon.Warning, "Arbiter", message, QMessageBox.StandardButton.Cancel, self)
        read_only = box.addButton(self.tr("Open read-only"), QMessageBox.ButtonRole.AcceptRole)
        read_only.clicked.connect(lambda: self.open_file(path, readonly=True))
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.destroyed.connect(lambda: setattr(self, "read_only_offer", None))
        self.read_only_offer = box
        box.open()

    def import_trf(self, trf_path: str, tournament_path: str) -> bool:
        """A new tournament file holding what a TRF file describes."""
        if self._refused_while_busy():
            return False
        try:
            loaded = load_trf(trf_path)  # the command line's reading: same files, same messages
            tournament = fide_mode.imported(self, loaded.tournament)
            if tournament is None:
                return False
            store = create(tournament_path, tournament=tournament)
        except (TrfError, StoreError, OperationError) as error:
            return self.report(shown_error(error))
        except Exception as error:  # noqa: BLE001 - as the command line's exit 2: said, never nothing
            return self.report(self.tr("Unexpected error while importing {0}: {1}").format(trf_path, repr(error)))
        _collect_garbage()  # the TRF reader's objects refer to each other: not to be frozen with the file
        self._use(store)
        if loaded.warnings or loaded.review:  # lines skipped or not used; the defaults and conversions applied
            self.notice("\n".join(shown(line) for line in loaded.warnings + loaded.review))
        return True

    def new_file(self, path: str, settings: TournamentSettings | None = None) -> bool:
        if self._refused_while_busy():
            return False
        try:
            store = create(path, settings)
        except StoreError as error:
            return self.report(shown_error(error))
        _collect_garbage()
        self._use(store)
        return True

    def save_as(self, path: str) -> bool:
        """A copy of the open tournament under ``path``, which becomes the open file. A large file
        is copied on a worker thread, then opened as ``open_file`` opens it (``opening`` from the
        start: True then says the copy has started): the copy (sqlite's backup, its fsyncs) held the
        window 30 ms of its 120 at 2,000 players x 11 rounds, the collection and reading after it
        more (issue 30). Nothing is changed meanwhile (``_refused_while_opening``): the copy holds
        the file as it was when asked, which the window goes on with."""
        if self.store is None:
            return self.report(self.tr("Open or create a tournament first."))
        if self._refused_while_busy():
            return False
        store = self.store
        if not _large(store.path):
            return self._copied(_copy(store, path))
        job = Background(lambda: _copy(store, path), self)
        self._opening = (job, path, [], None)  # no store of its own to close; the collection untouched

        said = self.tr("Opening {0}…").format(Path(path).name)

        def finish(result: object) -> None:
            self._opening = None  # open_file, next, starts an opening of its own
            if self.status.text() == said:  # the copy says what follows, or the error raised says it
                self.show_message("")
            self._copied(result)

        job.done.connect(finish)
        job.failed.connect(finish)
        self.show_message(said)
        job.start()
        return True

    def _copied(self, result: object) -> bool:
        """Open the copy ``save_as`` made (a Path), or tell why there is none (a StoreError names
        the file); anything else raised while copying is raised again here, as before on this thread."""
        if isinstance(result, Path):
            return self.open_file(str(result))
        if isinstance(result, StoreError):
            return self.report(shown_error(result))
        raise result  # type: ignore[misc]

    def import_players(self, csv_path: str) -> bool:
        """Every player of a CSV file, or none (the file's first bad row is reported). Before
        round 1 they are registered (pairing numbers by C.04.2 2.2), later they are late entries
        for the next round (C.04.2 2.4) with the next free numbers."""
        warnings: list[str] = []  # a file read as Windows-1252 (players_csv.decode_text)
        players = self._read_for_tournament(lambda path: read_players_csv(path, warnings), csv_path)
        if players is None or not self.add_players(players):
            return False
        if warnings:
            self.notice("\n".join(shown(w) for w in warnings))
        return True

    def import_rosters(self, csv_path: str) -> bool:
        """The rosters of a team event from a CSV file (a team column, members in board order):
        every team's or none (every bad row is named); new teams are registered with theirs."""
        rosters = self._read_for_tournament(read_rosters_csv, csv_path)
        return rosters is not None and self.apply(ImportRosters(tuple(rosters.items())))

    def _ask_import_rosters(self) -> None:
        source, _ = QFileDialog.getOpenFileName(self, self.tr("Import team rosters"), "",
                                                self.tr("CSV files (*.csv *.txt);;All files (*)"))
        if source:
            self.import_rosters(source)

    def pick_from_rating_list(self, path: str) -> bool:
        """Open a FIDE rating list file and let the arbiter pick players from it (the dialog is
        ``self.rating_dialog``; its players are added when it is accepted)."""
        rating_list = self._read_for_tournament(read_rating_list, path)
        if rating_list is None:
            return False
        dialog = self.rating_dialog = RatingListDialog(rating_list, self, lambda key: read_rating_list(path, key))
        dialog.accepted.connect(lambda: dialog.players() and self.add_players(dialog.players()))
        dialog.open()
        return True

    def _read_for_tournament(self, read: Callable[[str], T], path: str) -> T | None:
        """``read(path)`` for the open tournament, or None once the arbiter is told why not."""
        if self.store is None:
            self.report(self.tr("Open or create a tournament first."))
            return None
        try:
            return read(path)
        except TrfError as error:
            self.report(shown_error(error))
            return None

    def _ask_rating_list(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("FIDE rating list"), "",
                                              self.tr("Rating lists (*.txt *.xml *.csv);;All files (*)"))
        if path:
            self.pick_from_rating_list(path)

    def add_players(self, players: list[Player]) -> bool:
        """Players picked from an import, all in one operation (one undo step)."""
        if self.store is None:
            return self.report(self.tr("Open or create a tournament first."))
        if self.store.tournament().paired_rounds == 0:
            return self.apply(AddPlayers(tuple(players)))
        # all or none; late entries keep everyone's number (C.04.2 2.3-2.5: renumbering is the arbiter's choice)
        return self.apply(LateEntries(tuple(players)))

    def _use(self, store: Store) -> None:
        if self.store is not None:
            self.store.close()
        self.store = store
        self._restore_work.stop()  # the previous file's record
        if self._explain_job is not None:  # and its reasons: the engine stops at its next checkpoint
            self._explain_job.cancel()
            self._explain_job = None
        self.last_pairing = self.last_snapshot = self.last_explained = None
        self.explanation.clear()
        self.explanation_panel.set_pairing(None, None, {})
        name = Path(store.path).name
        self.setWindowTitle(self.tr("Arbiter — {0} (read-only)").format(name) if store.readonly
                            else f"Arbiter — {name}")
        self.mode_label.setText(self.tr("Read-only") if store.readonly else "")
        self._remember(str(store.path))
        # the file's current round, not the previous file's choice; not shown emptied first: refresh
        # shows the file's round (the previous file's 1,000 boards emptied, then filled: issue 30)
        self.round_choice.blockSignals(True)
        self.round_choice.clear()
        self.round_choice.blockSignals(False)
        self.refresh()
        self._restore_pairing()
        # the file's objects live while it is open: the collector no longer walks them at each full
        # collection (70-230 ms at 2,000 players, on any thread, holding the GIL: issue 30); the
        # callers collected before (_collect_garbage): reading and showing a file, pairing, editing
        # leave no cyclic garbage to freeze (tests/ui/test_lazy_refresh.py)
        gc.freeze()
        if store.readonly:
            store.changed_elsewhere()  # from now on
            self._follow.start()
            self.show_message(store.read_only_reason or self.tr(
                "Open read-only: nothing can be changed here; the window follows the changes made where the "
                "file is open for writing."))
        else:
            self._follow.stop()

    def _follow_writer(self) -> None:
        """A read-only window shows what the writer has committed since the last look."""
        if self.store is None or not self.store.readonly:
            self._follow.stop()
            return
        try:
            changed = self.store.changed_elsewhere()
        except StoreError:
            return
        if changed:
            self.refresh()

    def _remember(self, path: str) -> None:
        recent = [path] + [p for p in self.recent_files() if p != path]
        self.preferences.setValue(RECENT_KEY, recent[:RECENT_LIMIT])
        self._show_recent()

    def recent_files(self) -> list[str]:
        value = self.preferences.value(RECENT_KEY, [])
        return [value] if isinstance(value, str) else [str(p) for p in value or []]

    def _show_recent(self) -> None:
        self.recent_menu.clear()
        self.recent_list.clear()
        for path in self.recent_files():
            self.recent_menu.addAction(self._action(path, lambda path=path: self.open_file(path)))
            self.recent_list.addItem(path)
        self.recent_menu.setEnabled(bool(self.recent_files()))

    def _ask_new(self) -> None:
        from .settings_dialog import SettingsDialog

        self.dialog = SettingsDialog(None, self)
        self.dialog.accepted.connect(self._new_from_dialog)
        self.dialog.open()

    def _new_from_dialog(self) -> None:
        assert self.dialog is not None
        settings = self.dialog.settings()
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the new tournament as"),
                                              f"{settings.name or 'tournament'}.arbiter", self._file_filter())
        if path:
            self.new_file(path, settings)

    def open_settings(self) -> None:
        """Tournament > Settings: the dialog applies one ChangeSettings when accepted."""
        if self.store is None:
            return
        from .settings_dialog import SettingsDialog

        self.dialog = SettingsDialog(self.store.tournament(), self)
        self.dialog.accepted.connect(lambda: self._settings_from_dialog(self.dialog))
        self.dialog.open()

    def _settings_from_dialog(self, dialog: SettingsDialog | None) -> None:
        op = dialog.operation() if dialog is not None else None
        if op is not None:
            self.apply(op)

    def _file_filter(self) -> str:
        return self.tr("Arbiter tournaments (*.arbiter);;All files (*)")

    def _ask_open(self, readonly: bool = False) -> None:
        title = self.tr("Open tournament read-only") if readonly else self.tr("Open tournament")
        path, _ = QFileDialog.getOpenFileName(self, title, "", self._file_filter())
        if path:
            self.open_file(path, readonly)

    def _ask_save_as(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the tournament as"), "", self._file_filter())
        if path:
            self.save_as(path)

    def _ask_import(self) -> None:
        source, _ = QFileDialog.getOpenFileName(self, self.tr("Import TRF"), "",
                                                self.tr("TRF files (*.trf *.txt);;All files (*)"))
        if not source:
            return
        target, _ = QFileDialog.getSaveFileName(self, self.tr("Save the tournament as"),
                                                str(Path(source).with_suffix(".arbiter")), self._file_filter())
        if target:
            self.import_trf(source, target)

    def _ask_import_players(self) -> None:
        source, _ = QFileDialog.getOpenFileName(self, self.tr("Import players"), "",
                                                self.tr("CSV files (*.csv *.txt);;All files (*)"))
        if source:
            self.import_players(source)

    def save_pairing_report(self, path: str) -> bool:
        """The last pairing's decisions, bracket by bracket, as a printable PDF."""
        if self.store is None or self.last_pairing is None:
            return self.report(self.tr("Pair a round first: the report explains the pairing just made."))
        from ..engine.explain import explained
        from ..reports.catalogue import DocumentKind, save_pdf

        # the Documents dialog's report, with its page header (tournament, FIDE mode, date), which
        # this copy of it lacked; the reasons worked out here if the explanation is not back yet
        pairing = self.last_explained or (explained(self.last_snapshot, self.last_pairing)
                                          if self.last_snapshot is not None else self.last_pairing)
        save_pdf(DocumentKind.PAIRING_REPORT, self.store.tournament(), pairing.round, path, pairing=pairing)
        self.show_message(self.tr("Pairing report saved: {0}").format(path))
        return True

    def open_documents(self) -> None:
        """Pairing sheets, results, standings, crosstable, player list, board cards and the pairing
        report: previewed, printed or saved as PDF; xlsx and TRF exports (``self.documents``)."""
        if self.store is None:
            return
        from .documents_dialog import DocumentsDialog

        store = self.store
        self.documents = DocumentsDialog(store.tournament, lambda: self.last_explained or self.last_pairing, self,
                                         self.publishing.hall_url, self.apply)
        self.documents.open()

    def open_checkin(self) -> None:
        """Who is present for the next round (``self.checkin``); the others become its known
        absences in one step when the dialog is accepted."""
        if self.store is None or self.store.tournament().next_round is None:
            return
        from .checkin_dialog import CheckInDialog

        dialog = self.checkin = CheckInDialog(self.store.tournament(), self.store.tournament().next_round, self)
        dialog.accepted.connect(lambda: self.apply(dialog.operation()))
        dialog.open()

    def open_challenge(self) -> None:
        """A ladder's challenge (``self.challenge``), recorded when the dialog is accepted (seed 003 6.2)."""
        if self.store is None:
            return
        from .challenge_dialog import ChallengeDialog

        dialog = self.challenge = ChallengeDialog(self.store.tournament(), self)
        dialog.accepted.connect(lambda: self._record_challenge(dialog.operation()))
        dialog.open()

    def _record_challenge(self, op: RecordChallenge) -> None:
        if self.apply(op):
            self.round_choice.setCurrentIndex(op.round - 1)  # the evening the challenge is played in

    def _ask_report(self) -> None:
        from ..reports.catalogue import DocumentKind, file_name

        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save pairing report"),
                                              file_name(DocumentKind.PAIRING_REPORT, self.last_round), "PDF (*.pdf)")
        if path:
            self.save_pairing_report(path)

    # -- editing -----------------------------------------------------------------------------
    def undo(self) -> None:
        self._step(undo=True)

    def redo(self) -> None:
        self._step(undo=False)

    def _step(self, undo: bool) -> None:
        if self.store is None or self._refused_while_opening():
            return
        try:
            change = self.store.undo() if undo else self.store.redo()
        except (OperationError, StoreError) as error:
            self.report(shown_error(error))
            return
        done = self.tr("Undone: {0}") if undo else self.tr("Redone: {0}")
        self.show_message(done.format(translated(change.label)))
        self.refresh()
        self._restore_pairing()

    def enter_result(self, board: int, white: str | None, black: str | None) -> None:
        """One result, saved at once (one transaction, one undo step)."""
        if self.store is None or self.round_choice.currentIndex() < 0:
            return
        row = self.boards_view.currentIndex().row()
        if self.apply(SetResult(self.round_choice.currentIndex() + 1, board, white, black)):
            self.boards_view.selectRow(row)

    def delete_last_pairing(self, force: bool = False) -> bool:
        """Remove the last round's pairing so that it can be paired again; with results entered
        only if ``force`` (the menu action asks first)."""
        return self.apply(DeleteLastPairing(force=force))

    def _ask_delete_last_pairing(self) -> None:
        if self.store is None:
            return
        t = self.store.tournament()
        last = t.paired_rounds
        if last == 0:
            self.report(self.tr("No round is paired."))
            return
        entered = sum(1 for b in t.round(last).boards if b.white_result is not None)
        question = self.tr("Delete the pairing of round {0}? It can be paired again afterwards.").format(last)
        if entered:
            question += " " + self.tr("Its {0} result(s) will be deleted too.").format(entered)
        answer = QMessageBox.question(self, "Arbiter", question)
        if answer == QMessageBox.StandardButton.Yes:
            self.delete_last_pairing(force=bool(entered))

    def open_knockout_stage(self) -> None:
        """Seed 003 2.5.2: the Bracket tab, to draw a knockout stage from the group stage's standings."""
        if self.store is None:
            return
        self._knockout_stage_of = self.store.path
        self.refresh()
        self.tabs.setCurrentWidget(self.bracket_view)

    # -- pairing -----------------------------------------------------------------------------
    def pair_next_round(self) -> None:
        """Pair with the engine in its own process (engine_process), waited for on a worker thread; the
        window stays responsive meanwhile."""
        if self.store is None or self.pairing_in_progress or self._refused_while_opening():
            return
        if self.store.tournament().knockout:
            self.tabs.setCurrentWidget(self.bracket_view)
            self.report(self.tr("The knockout drawn on the Bracket tab pairs each round as soon as the last one "
                                "is decided."))
            return
        from ..engine import systems
        from ..engine.explain import to_text
        from ..tournament.engine_input import prepare_next_round

        t = self.store.tournament()
        try:
            prepared = prepare_next_round(t)
        except OperationError as error:
            self.report(shown_error(error))
            return
        self._progress = QProgressDialog(self.tr("Pairing: {0}…").format(self._round_name(t, prepared.round)),
                                         self.tr("Cancel"), 0, 0, self)
        self._progress.setWindowModality(Qt.WindowModality.WindowModal)
        # shown after 0.3 s: Qt starts that timer only at the first value (without it, after its default 4 s)
        self._progress.setValue(0)
        self._progress.setMinimumDuration(300)

        store, keep = self.store, self.backup_rounds()
        stored: list[Change] = []  # the round, once saved (a Cancel then comes too late)
        kept: list[Path | StoreError | None] = []  # and its backup copy

        def work() -> tuple[RoundPairing, Operation, Prepared | None, str, Change | Exception,
                            Path | StoreError | None, RoundRows | None]:
            """The engine's snapshot, its pairing, the operation storing it with its decision record
            (applied and validated, for the store), the explanation's text, the store's transaction
            (1,000 boards and a 2.7 MB record written, read back and synced: 70 ms at 2,000
            players), the backup copy (50 ms) and the Rounds tab's rows of the new round; each
            would block the window. A refusal is answered on the GUI thread. The engine itself
            pairs in its own process: on this thread it held the GIL the GUI thread waits for
            (engine_process)."""
            pairing = engine_process.run(systems.pair, prepared.system, prepared.basis)
            operation = prepared.operation(pairing)
            ready = prepare(operation, prepared.tournament)
            text = to_text(pairing, QCoreApplication.translate)
            checkpoint()  # cancelled before the store: nothing was changed
            try:
                stored.append(store.apply(operation, ready))
            except (ConfirmationNeeded, OperationError, StoreError) as error:
                return pairing, operation, ready, text, error, None, None
            kept.append(_backup(store, prepared.round, keep))
            return pairing, operation, ready, text, stored[0], kept[0], \
                self._round_rows(store.tournament(), prepared.round, None)

        self._job = Background(work, self)
        self._job.done.connect(lambda result: self._paired(prepared, *result))
        self._job.failed.connect(self._pairing_failed)
        self._progress.canceled.connect(lambda: self._cancel_pairing(stored, kept))
        self._job.start()

    @property
    def pairing_in_progress(self) -> bool:
        """A round being paired, or paired and not yet shown with its explanation (``_paired``)."""
        return self._job is not None or self._pairing_to_show is not None

    def _finish_job(self) -> None:
        if self._progress is not None:
            self._progress.reset()
            self._progress = None
        self._job = None

    def _cancel_pairing(self, stored: list[Change], kept: list[Path | StoreError | None]) -> None:
        if self._job is not None:
            self._job.cancel()
            self._job.wait()
        self._finish_job()
        if stored:  # saved before the Cancel: shown as any change, its explanation read from its record
            self._applied(stored[0])
            self.last_pairing = self.last_snapshot = self.last_explained = None  # the previous round's
            self._restore_pairing()
            self._tell_backup(kept[0] if kept else None)
            return
        self.show_message(self.tr("Pairing cancelled: nothing was changed."))

    def _paired(self, prepared: PreparedRound, pairing: RoundPairing, operation: Operation,
                ready: Prepared | None, text: str, change: Change | Exception,
                backup: Path | StoreError | None, rows: RoundRows | None) -> None:
        self._finish_job()
        shown = self.round_choice.currentIndex()
        self._choose_round(-1)  # the refresh then shows the new round, once (not the old one first)
        if isinstance(change, Change):
            self._rows_shown = rows  # worked out with the round: taken as the rows shown last (_round_rows)
            self._applied(change)
        elif isinstance(change, ConfirmationNeeded) and self.apply(operation, ready):  # confirmed here: copied here
            backup = _backup(self.store, prepared.round, self.backup_rounds())
        else:  # refused: e.g. the tournament changed while the engine worked
            if not isinstance(change, ConfirmationNeeded):  # (a confirmation refused was said by apply)
                self.report(shown_error(change))
            self._choose_round(shown)
            return
        self.show_message(self.tr("Round {0} paired: {1} boards.").format(pairing.round, len(pairing.boards)))
        self._tell_backup(backup)
        if self.last_notes:  # e.g. a team that cannot fill every board (C.04.6): said before the round starts
            self.show_message(" ".join((self.status.text(), *self.last_notes)))
            box = QMessageBox(QMessageBox.Icon.Warning, "Arbiter", "\n".join(self.last_notes),
                              QMessageBox.StandardButton.Ok, self)
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.open()
        self.round_choice.setCurrentIndex(prepared.round - 1)
        self.boards_view.selectRow(0)  # board 1 first, wherever the previous round was left
        self.boards_view.scrollToTop()
        # the explanation beside the boards once the window has shown them: both in one go blocked it
        # 100 ms at 2,000 players (issue 30); the round is in the store meanwhile
        show = self._pairing_to_show = partial(self._explain_paired, self.store, prepared, pairing, text)
        QTimer.singleShot(NEXT_PIECE_MS, self, lambda: self._pairing_to_show is show and show())

    def _explain_paired(self, store: Store | None, prepared: PreparedRound, pairing: RoundPairing, text: str) -> None:
        """The last piece of showing a new round (``_paired``); ``pairing_in_progress`` holds until it is done."""
        self._pairing_to_show = None
        if self.store is not store or store is None or store.tournament().paired_rounds < prepared.round:
            return  # undone meanwhile: its explanation no longer applies (as in refresh)
        self._show_pairing(prepared.round, prepared.basis, pairing, text)
        self._highlight_board(self.boards_view.currentIndex().row())
        # not once the window is closed (closeEvent unfroze its objects for the collector)
        QTimer.singleShot(NEXT_PIECE_MS, self, lambda: self.store is store and freeze_what_lives())

    def _choose_round(self, index: int) -> None:
        """Select a round in the list without showing it (the caller shows what follows)."""
        self.round_choice.blockSignals(True)
        self.round_choice.setCurrentIndex(index)
        self.round_choice.blockSignals(False)

    def backup_rounds(self) -> int:
        """How many rounds' copies are kept beside the file after each pairing (0: none)."""
        try:
            return max(0, int(self.preferences.value(BACKUP_KEY, DEFAULT_KEEP)))
        except (TypeError, ValueError):
            return DEFAULT_KEEP

    def set_backup_rounds(self, rounds: int) -> None:
        self.preferences.setValue(BACKUP_KEY, max(0, rounds))

    def _ask_backup_rounds(self) -> None:
        rounds, ok = QInputDialog.getInt(
            self, self.tr("Backups"), self.tr("After each pairing a copy of the file is kept in the folder beside it; "
                                              "copies of how many rounds? (0: none)"), self.backup_rounds(), 0, 99)
        if ok:
            self.set_backup_rounds(rounds)

    def _tell_backup(self, backup: Path | StoreError | None) -> None:
        """Say where the copy of the file just paired was kept (``_backup``); a failure is told, the
        pairing stays."""
        if isinstance(backup, StoreError):
            self.show_message(self.tr("{0} (no backup copy: {1})").format(self.status.text(), shown_error(backup)))
        elif backup is not None:
            self.show_message(self.tr("{0} Backup: {1}").format(self.status.text(), backup))

    def _show_pairing(self, round_number: int, basis: Snapshot, pairing: RoundPairing, text: str) -> None:
        """The engine's pairing of ``round_number`` in the Explanation tab (``text``: ``to_text`` of
        the pairing, worked out with it), beside the boards, in "Why not?" and the pairing report."""
        from ..engine.explain import explained, to_text

        self.last_pairing, self.last_snapshot, self.last_explained = pairing, basis, None
        self.last_round = round_number
        t = self.store.tournament() if self.store is not None else None
        names = {tpn: p.name for tpn, p in t.players.items()} if t is not None else {}
        self.explanation_panel.set_pairing(basis, pairing, names)
        self.explanation.setPlainText(text)
        self.report_action.setEnabled(True)
        # the reasons (floats, PAB, shortfalls) cost a few re-solves: worked out in the engine's process,
        # their text off the GUI thread (translate is thread-safe; 2,000 players' lines took 0.1 s on the GUI thread)
        def work() -> tuple[RoundPairing, str]:
            full = engine_process.run(explained, basis, pairing)
            return full, to_text(full, QCoreApplication.translate)

        if self._explain_job is not None:  # the reasons of a pairing no longer shown
            self._explain_job.cancel()
        job = self._explain_job = Background(work, self)
        job.done.connect(lambda result: self._explained(job, pairing, *result))
        job.failed.connect(lambda error: self._explained(job, pairing, None, ""))
        # started once the window has shown the new round: a worker holding the GIL makes each of Qt's
        # calls into Python wait, which doubled the window's part of storing a pairing (issue 30)
        QTimer.singleShot(EXPLAIN_AFTER_MS, job, job.start)

    def _restore_pairing(self) -> None:
        """The last pairing's decision record as stored with its round (``Round.record``): after
        opening the file, or an undo or redo that brings a pairing back."""
        if self.store is None:
            return
        stored = _stored_record(self.store.tournament())
        if stored is None:
            return
        first, record = stored
        if self._pairing_shown(first):
            return
        ahead = self._record_ahead  # read by the worker that opened the file, if this very record

        def read() -> tuple[RoundPairing, Snapshot, str] | ValueError:
            return ahead[1] if ahead is not None and ahead[0] is record else _read_record(record)

        def show(loaded: tuple[RoundPairing, Snapshot, str] | ValueError) -> None:
            now = self.store.tournament() if self.store is not None else None
            if (now is None or self._pairing_shown(first) or now.paired_rounds < first
                    or now.round(first).record != record):
                return  # read while the tournament changed: what is shown now follows the change
            if isinstance(loaded, ValueError):
                self.show_message(self.tr("Round {0}: {1}").format(first, loaded))
            else:
                self._show_pairing(first, loaded[1], loaded[0], loaded[2])

        # a large round's record (2.7 MB of JSON at 2,000 players, 0.2 s) is read off the GUI thread
        self._restore_work.run(read, show, len(record) > LARGE_RECORD)

    def _pairing_shown(self, first: int) -> bool:
        """The explanation already shows round ``first``'s pairing, or a later one. An earlier one is
        replaced: after an undo and a redo of a pairing, the round before's stayed shown as if it were
        the last round's (its report saved under the last round's name)."""
        return self.last_pairing is not None and self.last_round >= first

    def _explained(self, job: Background, pairing: RoundPairing, full: RoundPairing | None, text: str) -> None:
        """The reasons of ``pairing`` worked out by ``job`` (None: it failed), shown if it is still the one shown."""
        if self._explain_job is job:  # a later job stays kept (closeEvent cancels it)
            self._explain_job = None
        if full is not None and self.last_pairing is pairing:
            self.last_explained = full
            self.explanation.setPlainText(text)

    def _pairing_failed(self, error: object) -> None:
        self._finish_job()
        self.report(shown_error(error))

    # -- showing -----------------------------------------------------------------------------
    def report(self, message: str) -> bool:
        """Tell the arbiter what went wrong (nothing was changed); returns False for convenience."""
        self.last_error = message
        self.show_message(message)
        box = QMessageBox(QMessageBox.Icon.Warning, "Arbiter", message, QMessageBox.StandardButton.Ok, self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        return False

    def notice(self, message: str) -> None:
        """Tell the arbiter something worth knowing about what was just done (it was done)."""
        self.last_notice = message
        self.show_message(message)
        box = QMessageBox(QMessageBox.Icon.Information, "Arbiter", message, QMessageBox.StandardButton.Ok, self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    def show_message(self, message: str) -> None:
        self.status.setText(message)

    def refresh(self) -> None:
        """Show the tournament as it is now: actions, every view, rounds and standings."""
        t = self.store.tournament() if self.store is not None else None
        self.fide_mode.show_for(self, t)
        self.publishing.show(t)  # the hall screen shows every change at its next refresh
        if self.last_pairing is not None and (t is None or t.paired_rounds < self.last_round):
            self.last_pairing = self.last_snapshot = self.last_explained = None  # undone or deleted:
            self.explanation.clear()  # its report and explanation no longer apply
            self.explanation_panel.set_pairing(None, None, {})
        self.pages.setCurrentWidget(self.tabs if t is not None else self.welcome)
        self._show_team_tabs(t is not None and t.settings.is_team_event)
        self.tabs.setTabVisible(self.tabs.indexOf(self.bracket_view), t is not None and (
            t.settings.system == "knockout" or bool(t.knockout) or self._knockout_stage_of == self.store.path))
        self._stale = {view for view in self._views if hasattr(view, "set_tournament")}
        self._stale.update((self.rounds_page, self.standings_page))
        writable = t is not None and self.store is not None and not self.store.readonly
        for action in (self.save_as_action, self.documents_action):
            action.setEnabled(t is not None)
        for action in (self.pair_action, self.checkin_action, self.undo_action, self.redo_action,
                       self.challenge_action, self.settings_action, self.import_players_action, self.import_rosters_action,
                       self.rating_list_action, self.delete_pairing_action):
            action.setEnabled(writable)
        self.players_menu.setEnabled(writable)
        self.report_action.setEnabled(t is not None and self.last_pairing is not None)
        if self.store is None or t is None:
            self.round_choice.clear()
            self._show_current_tab()
            return
        undo, redo = (None if label is None else translated(label)
                      for label in (self.store.undo_label(), self.store.redo_label()))
        self.undo_action.setText(self.tr("&Undo {0}").format(undo) if undo else self.tr("&Undo"))
        self.undo_action.setEnabled(writable and undo is not None)
        self.redo_action.setText(self.tr("&Redo {0}").format(redo) if redo else self.tr("&Redo"))
        self.redo_action.setEnabled(writable and redo is not None)
        ladder = t.settings.system in LADDER_SYSTEMS  # a ladder is not paired: challenges are recorded
        self.pair_action.setEnabled(writable and t.next_round is not None and not t.knockout and not ladder)
        self.challenge_action.setVisible(ladder)
        self.challenge_action.setEnabled(writable and ladder and (t.next_round is not None or t.paired_rounds > 0))
        self.checkin_action.setEnabled(writable and t.next_round is not None)
        self.import_rosters_action.setEnabled(writable and t.settings.is_team_event)
        self.delete_pairing_action.setEnabled(writable and t.paired_rounds > 0)
        self.knockout_stage_action.setEnabled(writable and t.paired_rounds > 0 and not t.knockout)
        current = self.round_choice.currentIndex()
        names = [self._round_name(t, r.number) for r in t.rounds if r.paired]
        if names != [self.round_choice.itemText(i) for i in range(self.round_choice.count())]:
            self.round_choice.blockSignals(True)
            self.round_choice.clear()
            self.round_choice.addItems(names)
            self.round_choice.blockSignals(False)
            self._choose_round(-1)
        if self.round_choice.count():
            last = self.round_choice.count() - 1  # the current round when nothing was chosen (a file just opened)
            self.round_choice.setCurrentIndex(min(current, last) if current >= 0 else last)
        self._show_current_tab()

    def _round_chosen(self) -> None:
        self._stale.discard(self.rounds_page)
        self._show_round()

    def _show_current_tab(self) -> None:
        self._bring_up_to_date(self.tabs.currentWidget())

    def _bring_up_to_date(self, page: QWidget) -> None:
        """Show the current tournament in ``page`` (a tab) if it changed since the page last showed it."""
        if page not in self._stale:
            return
        self._stale.discard(page)
        t = self.store.tournament() if self.store is not None else None
        if page is self.rounds_page:
            self._show_round(t)
        elif page is self.standings_page:
            self._show_standings(t)
        else:
            page.set_tournament(t)  # type: ignore[attr-defined]

    def _show_team_tabs(self, team_event: bool) -> None:
        """A team event (C.04.6) shows its teams, matches and team standings; the Players tab
        becomes the teams' entries (withdrawals, byes and late entries act on the teams)."""
        for view in (self.teams_view, self.match_panel, self.team_standings):
            self.tabs.setTabVisible(self.tabs.indexOf(view), team_event)
        self.tabs.setTabVisible(self.tabs.indexOf(self.standings_page), not team_event)
        self.tabs.setTabText(self.tabs.indexOf(self.players_view),
                             self.tr("Entries") if team_event else self.tr("Players"))

    def _round_name(self, t: Tournament, number: int) -> str:
        if double_swiss.is_double_swiss(t.settings):
            return self.tr("Match {0} · game {1}").format(double_swiss.match_of(number), double_swiss.game_of(number))
        return self.tr("Round {0}").format(number)

    def _show_standings(self, t: Tournament | None) -> None:
        """Standings after the last round whose results are all in (C.07 tie-breaks of the event)."""
        if t is None:
            self._standings_work.stop()
            self.standings_model.set_rows([])
            return
        complete = t.complete_rounds
        codes = standings_columns(t.settings)  # a club series' Keizer score, then the tie-breaks
        self.standings_model.set_headers([self.tr("Rank"), self.tr("Player"), self.tr("Fed"), self.tr("Rtg"),
                                          self.tr("Points")] + codes)
        fit_columns(self.standings_view, stretch=())
        status = standings_status(t, complete) if complete else ""  # final or not (VCL4THP Q161, Q169)
        rules = rules_text(t.settings) + (" · " + status if status else "")
        withdrawn = " " + self.tr("(withdrawn)")

        def show(table: StandingsTable) -> None:
            self.standings_rules.setText(rules)
            self.standings_tpns = table[0]
            self.standings_why.set_standings(t, complete, self.standings_tpns)
            self.standings_model.set_rows(table[1], table[2], table[3])

        widths = self.standings_model.widths_elsewhere()  # the texts measured with the rows, off the GUI thread
        self._standings_work.run(lambda: _standings_table(t, complete, codes, withdrawn, widths), show, large(t))
        if self._standings_work.busy:  # the rows shown until then are the last ones worked out
            self.standings_rules.setText(rules + " · " + self.tr("working out the standings…"))

    def _show_round(self, t: Tournament | None = None) -> None:
        if self.store is None or self.round_choice.currentIndex() < 0:
            self.boards.set_rows([])
            self.round_caption.clear()
            self._rows_shown = None
            return
        t = t or self.store.tournament()
        rnd = t.round(self.round_choice.currentIndex() + 1)
        self.round_caption.setText(shown(round_caption(t, rnd.number)))
        self.board_tpns = [(b.white, b.black) for b in rnd.boards] + [(tpn, None) for tpn in sorted(rnd.unpaired)]
        self._rows_shown = self._round_rows(t, rnd.number, self._rows_shown)
        rows = self._rows_shown[2]
        self.boards.set_rows([texts for texts, _ in rows.values()], [values for _, values in rows.values()])

    def _round_rows(self, t: Tournament, number: int, last: RoundRows | None) -> RoundRows:
        """The Rounds tab's rows of round ``number``, on any thread (pure data: a pairing's are worked
        out on its worker thread, 1,000 boards' rows were a third of the window's part of showing it:
        issue 30). A row is worked out from its board (or bye), the round, the players and the
        settings, and the points before the round: from the rounds before it. While these are the very
        objects of ``last`` (the rows shown last: a result entered or undone), the rows of the boards
        unchanged are the rows shown, and the points are the tournament's shown last, already added up
        (issue 30: rebuilding the 1,000 boards' rows and every player's running scores was half of a
        result's 25 ms)."""
        rnd = t.round(number)
        same = last is not None and last[1] == number and _same_before(last[0], t, number)
        scores, kept = (last[0], last[2]) if same else (t, {})  # type: ignore[index]
        rows: dict[object, tuple[tuple[object, ...], tuple[object, ...]]] = {}  # key -> (texts, values)
        for board_number, board in enumerate(rnd.boards, start=1):
            key = (board_number, board)
            rows[key] = kept.get(key) or _texts_and_values(
                (board_number, *self._board_side(t, scores, board.white, number), result_label(board),
                 *self._board_side(t, scores, board.black, number)))
        for tpn, code in sorted(rnd.unpaired.items()):
            key = (tpn, code)
            rows[key] = kept.get(key) or _texts_and_values(
                ("", *self._board_side(t, scores, tpn, number)[:3], None, self._unpaired_label(t, tpn, code, number),
                 "", "", None, None))
        return scores, number, rows

    def _unpaired_label(self, t: Tournament, tpn: int, code: str, round_number: int) -> str:
        """What the Rounds tab says of a player of the round on no board."""
        if t.withdrawn_in(tpn, round_number):
            return self.tr("withdrawn")
        if t.rests_in(tpn, round_number):
            return self.tr("rests")
        if t.unchallenged_in(tpn, round_number):
            return self.tr("no challenge")
        byes = {"U": self.tr("bye (PAB)"), "H": self.tr("½ bye"), "F": self.tr("1 bye")}
        return byes.get(code, self.tr("absent"))

    @staticmethod
    def _board_side(t: Tournament, scores: Tournament, tpn: int, round_number: int) -> tuple[object, ...]:
        """A player of a board as the Rounds tab shows him: name, federation, rating, points before the
        round (added up in ``scores``, ``t`` or a tournament of the same rounds before it)."""
        return _name(t, tpn), t.player(tpn).federation, t.pairing_rating(tpn) or None, scores.score(tpn, round_number)

    def closeEvent(self, event: object) -> None:  # noqa: N802 - Qt's name
        self._follow.stop()
        for job in (self._job, self._explain_job):
            if job is not None:
                job.cancel()
                job.wait()
        if self._opening is not None:  # the file being opened is not shown: closed at once
            opening, _, opened, held = self._opening
            opening.cancel()
            opening.wait()
            for store in opened:
                store.close()
            self._opening = None
            if held is not None:
                held.release()
        self.explanation_panel.stop()
        self._standings_work.stop()
        self._restore_work.stop()
        self.publishing.stop_hall()
        self.rating_lists.timer.stop()
        gc.unfreeze()  # a closed window's objects: the collector's again (_use froze them)
        self._help_key.stop()  # a closed window's F1 need not follow the windows' activations
        if self.help_window is not None:
            self.help_window.close()
        if self.store is not None:
            self.store.close()
            self.store = None
        super().closeEvent(event)  # type: ignore[arg-type]


def _backup(store: Store | None, round_number: int, keep: int) -> Path | StoreError | None:
    """A copy of the file just paired, in ``NAME backups`` beside it (``store.backups``), on any
    thread; None if no copies are kept."""
    if store is None or not keep:
        return None
    try:
        return keep_round_copy(store, round_number, keep)
    except StoreError as error:
        return error


def _large(path: str | Path) -> bool:
    """A file opened and copied off the GUI thread (``LARGE_FILE``); one that cannot be looked at
    is not (the store's opening tells why)."""
    try:
        return os.path.getsize(path) > LARGE_FILE
    except OSError:
        return False


def _copy(store: Store, path: str) -> Path | StoreError:
    """``store``'s file copied to ``path`` (``Store.backup_to``), or why it was not (on any thread)."""
    try:
        return store.backup_to(path)
    except StoreError as error:
        return error


def _read_store(path: str, readonly: bool) -> Store | StoreError:
    """The store of the file at ``path``, or why it cannot be opened (on any thread)."""
    try:
        return open_store(path, readonly=readonly)
    except StoreError as error:
        return error


class _Ahead(NamedTuple):
    """What the worker opening a large file worked out for showing it (``_read_ahead``)."""
    record: tuple[str, tuple[RoundPairing, Snapshot, str] | ValueError] | None  # the record, and what it reads as
    players: tuple[Tournament, tuple[list[tuple[object, ...]], list[tuple[object, ...]]]] | None  # the Players tab's rows
    boards: RoundRows | None = None  # the Rounds tab's rows of the round shown first, the last paired


def _read_ahead(store: Store, players: Callable[[Tournament], tuple[list[tuple[object, ...]],
                                                                    list[tuple[object, ...]]]],
                boards: Callable[[Tournament, int, None], RoundRows]) -> _Ahead:
    """What showing a file just opened reads first, worked out on the worker thread that opened it:
    the store's tournament (its rows read again and compared with the checks' own: 40 ms at 2,000
    players x 11 rounds) and the players' running scores, which the Rounds and Players tabs show
    for every player (25 ms); both were the GUI thread's half of opening the file (issue 30). Its
    problems too, which the first result entered compares its own with (15 ms of it), the Players
    tab's rows (``players``: ``PlayersView.rows_of``) and the Rounds tab's of the round shown first
    (``boards``: ``MainWindow._round_rows``, 19 ms of the 50 ms pass showing the file). Whatever
    fails here fails again on the GUI thread, which tells it as before: nothing is raised.
    The last decision record (``_stored_record``) is read too if it is large (``_read_record``):
    read while the automatic collection is off (open_file), its 100,000 objects are frozen with the
    file's (``MainWindow._use``); read afterwards, on the worker that restored it, they set off full
    collections there of 50-150 ms, holding the GIL (issue 30)."""
    try:
        t = store.tournament()
        if t.players:
            t.score(next(iter(t.players)), t.paired_rounds + 1)  # every player's, round by round, kept in t
        store.problems()
        rows = t, players(t)
        paired = sum(r.paired for r in t.rounds)  # the round refresh shows first: the last in its list
        shown = boards(t, paired, None) if paired else None
        stored = _stored_record(t)
    except Exception:  # noqa: BLE001 - a head start only (see above)
        return _Ahead(None, None)
    if stored is None or len(stored[1]) <= LARGE_RECORD:
        return _Ahead(None, rows, shown)
    return _Ahead((stored[1], _read_record(stored[1])), rows, shown)


def _stored_record(t: Tournament) -> tuple[int, str] | None:
    """The round whose decision record the window shows after opening the file (``Round.record``),
    and the record; None if there is none."""
    if not t.paired_rounds:
        return None
    first = double_swiss.match_rounds(t.settings, t.paired_rounds)[0]  # a match's record is its game 1's
    record = t.round(first).record
    return (first, record) if record else None


def _read_record(record: str) -> tuple[RoundPairing, Snapshot, str] | ValueError:
    """The pairing and snapshot a stored decision record holds, and the pairing's text (``to_text``),
    or why it cannot be read (on any thread: translate is thread-safe)."""
    from ..engine import record_codec
    from ..engine.explain import to_text

    try:
        pairing, basis = record_codec.loads(record)
    except ValueError as error:
        return error
    return pairing, basis, to_text(pairing, QCoreApplication.translate)


def _collect_garbage() -> None:
    """The garbage made since the open file was frozen (``MainWindow._use``), before another is read.
    The frozen objects are not walked again (140-160 ms at 2,000 players with a decision record, for
    nothing): a replaced file's objects go with their reference counts, as no cycle holds them
    (tests/ui/test_lazy_refresh.py); the window unfreezes everything when it closes."""
    gc.collect()


def _same_file(a: str | Path, b: str | Path) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False


def _charts_view() -> QWidget:
    from .charts import ChartsView  # pyqtgraph: imported when the Charts tab is first shown

    return ChartsView()


# players, texts, values, the widest texts
StandingsTable = tuple[list[int], list[tuple[object, ...]], list[tuple[object, ...]], Widest | None]
# the Rounds tab's rows (MainWindow._round_rows): the tournament whose points they were worked out
# with, the round, its rows by board or bye as (texts, values)
RoundRows = tuple[Tournament, int, dict[object, tuple[tuple[object, ...], tuple[object, ...]]]]


def _standings_table(t: Tournament, complete: int, codes: list[str], withdrawn: str,
                     widths: TextWidths | None = None) -> StandingsTable:
    """The Standings tab's rows after round ``complete``: the players in order, the texts shown, the
    values sorted and the widest texts by ``widths`` (read-only: run on a worker thread for a large
    event; 5,400 texts measured on the GUI thread took 15 ms of the tab's showing, issue 30)."""
    rows = tournament_standings(t, complete) if complete else []
    values = [(row.rank, _name(t, row.id) + (withdrawn if t.withdrawn_after(row.id, complete) else ""),
               t.player(row.id).federation, t.pairing_rating(row.id) or None,
               row.points, *(row.tiebreaks[c] for c in codes)) for row in rows]
    texts = [(f"{row.rank}=" if row.shared else row.rank, *shown[1:4], *(fmt_score(v) for v in shown[4:]))
             for row, shown in zip(rows, values)]
    return [row.id for row in rows], texts, values, measured(texts, widths)


def _same_before(shown: Tournament, t: Tournament, round_number: int) -> bool:
    """``t`` holds the very players, settings and rounds before ``round_number`` that ``shown`` holds
    (a Tournament is immutable, and an operation keeps the parts it leaves unchanged)."""
    before = round_number - 1
    return (shown.players is t.players and shown.settings is t.settings and len(shown.rounds) >= round_number
            and all(a is b for a, b in zip(shown.rounds[:before], t.rounds[:before])))


def _texts_and_values(values: tuple[object, ...]) -> tuple[tuple[object, ...], tuple[object, ...]]:
    """A row of the Rounds tab as shown (points as 1½) and as sorted."""
    return tuple([score_text(v) if type(v) is Fraction else v for v in values]), values


def _name(t: Tournament, tpn: int) -> str:
    return f"{tpn} {t.player(tpn).name}"
