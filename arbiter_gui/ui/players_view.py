"""The Players tab: the list with search and sorting, and the actions on players (register,
edit, remove, late entry, withdraw, bye requests, pairing numbers). A view for
``MainWindow.add_view``: it shows the tournament it is given and asks for Operations.

Dialogs open without blocking (``open()``); the one on screen is ``self.dialog`` so that tests
and the arbiter fill the same widgets."""
from __future__ import annotations

import datetime
import random
from typing import Callable

from PySide6.QtCore import QItemSelectionModel, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout,
                               QInputDialog, QLabel, QLineEdit, QMenu, QMessageBox, QPlainTextEdit, QToolButton,
                               QVBoxLayout,
                               QWidget)

from ..engine.schedules import play
from ..tournament import round_robin, schedules
from ..tournament.model import ROUND_ROBIN_SYSTEMS, TYPED, Player, RequestKind, Tournament
from ..tournament.operations import (AddPlayer, AssignPairingNumbers, EditPlayer, ExchangePairingNumbers, Expel,
                                     LateEntry, Operation, OperationError, RemovePlayer, SetHalfByeEligibility,
                                     SetRequest, Withdraw, late_entry_place)
from .domain_text import shown_error
from .player_dialog import PlayerDialog, RoundDialog
from .tables import RowsModel, SearchSortProxy, compact_table, score_text

SEARCHED = (1, 3, 6)  # the search box looks in name, federation and club,
NUMBERS = (0, 4)  # and for a number in the pairing number and FIDE ID
POINTS = 7  # the column of the points


class PlayersView(QWidget):
    operation_requested = Signal(object)  # an Operation, applied by the window
    player_activated = Signal(int)  # "Player card" on the selected player: the window shows his card

    def __init__(self) -> None:
        super().__init__()
        self.tournament: Tournament | None = None
        # the tournament the rows were made from, the rows (as sorted) and their texts (as shown)
        self._shown: tuple[Tournament, list[tuple[object, ...]], list[tuple[object, ...]]] | None = None
        self._ahead: tuple[Tournament, list[tuple[object, ...]], list[tuple[object, ...]]] | None = None  # offer()
        self.dialog: PlayerDialog | RoundDialog | BergerDialog | None = None
        self.question: QMessageBox | None = None  # a late entry's renumbering, asked before it is done
        self.partner: QInputDialog | None = None  # the player to exchange pairing numbers with
        self.model = RowsModel([self.tr("TPN"), self.tr("Name"), self.tr("Title"), self.tr("Fed"), self.tr("FIDE ID"),
                                self.tr("Rating"), self.tr("Club"), self.tr("Points"), self.tr("Status"),
                                self.tr("Ratings from")])
        self.proxy = SearchSortProxy(self.model, SEARCHED, NUMBERS)
        self.search = QLineEdit(placeholderText=self.tr("Search by name, federation or club, or by pairing number or FIDE ID"),
                                clearButtonEnabled=True)
        self.search.textChanged.connect(self.proxy.set_search)
        self.table = compact_table(self.proxy, stretch=(1, 6))
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.doubleClicked.connect(lambda index: self.edit_player())
        # a row chosen by click or keyboard enables the actions on the chosen player
        self.table.selectionModel().selectionChanged.connect(lambda *_: self._enable())
        # the Players menu and its shortcuts work from any tab: the window shows this view the
        # current tournament first (a hidden tab is refreshed only when shown)
        self.before_action: Callable[[], object] = lambda: None
        self.add_action = self._action(self.tr("&Add player…"), self.add_player, "Ins")
        self.edit_action = self._action(self.tr("&Edit player…"), self.edit_player, "Ctrl+E")
        self.remove_action = self._action(self.tr("&Remove player"), self.remove_player)
        self.late_action = self._action(self.tr("&Late entry…"), self.late_entry)
        self.withdraw_action = self._action(self.tr("&Withdraw…"), self.withdraw)
        self.request_action = self._action(self.tr("Bye or &absence…"), self.request)
        # VCL4THP Q175: the event's regulations may refuse half-point byes to some players
        self.half_byes_action = self._action(self.tr("No &half-point byes"), self.toggle_half_byes)
        self.half_byes_action.setCheckable(True)
        self.numbers_action = self._action(self.tr("Assign &pairing numbers"), self.assign_pairing_numbers)
        self.exchange_action = self._action(self.tr("E&xchange pairing number…"), self.exchange_pairing_number)
        self.berger_action = self._action(self.tr("&Berger numbers…"), self.berger_numbers)
        self.card_action = self._action(self.tr("Player &card"), self.show_card, "Ctrl+I")
        bar = QHBoxLayout()
        bar.addWidget(self.search, 1)
        # the everyday actions as buttons, the rest under "More" (a row of all of them is wider than a
        # 1366-pixel screen in Italian); the Players menu holds them all
        everyday = (self.add_action, self.edit_action, self.late_action, self.withdraw_action, self.request_action,
                    self.card_action)
        for action in everyday:
            button = QToolButton()
            button.setDefaultAction(action)
            bar.addWidget(button)
        more = QToolButton(text=self.tr("More"), popupMode=QToolButton.ToolButtonPopupMode.InstantPopup)
        menu = QMenu(more)
        menu.addActions([action for action in self.actions() if action not in everyday])
        more.setMenu(menu)
        bar.addWidget(more)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(bar)
        layout.addWidget(self.table)
        self._enable()

    def _action(self, text: str, slot: Callable[[], object], shortcut: str | None = None) -> QAction:
        action = QAction(text, self)
        action.triggered.connect(lambda checked=False: (self.before_action(), slot()))
        if shortcut:
            action.setShortcut(shortcut)
        self.addAction(action)
        return action

    # -- the view contract -------------------------------------------------------------------
    def set_tournament(self, tournament: Tournament | None) -> None:
        selected = self.selected_tpn()
        self.tournament = t = tournament
        ahead, self._ahead = self._ahead, None
        if t is None:
            self._shown = None
            self.model.set_rows([])
        else:
            upto = t.paired_rounds + 1
            last = self._shown
            if last is not None and _same_players(last[0], t):
                # a result entered or undone: only the points can differ (issue 30: every row made
                # again was 6 of the window's 25 ms); the rows whose points did not change are kept
                rows, texts = [], []
                for tpn, row, text in zip(t.players, last[1], last[2]):
                    points = t.score(tpn, upto)
                    same = points == row[POINTS]
                    rows.append(row if same else row[:POINTS] + (points,) + row[POINTS + 1:])
                    texts.append(text if same else text[:POINTS] + (score_text(points),) + text[POINTS + 1:])
            elif ahead is not None and ahead[0] is t:
                rows, texts = ahead[1], ahead[2]
            else:
                rows, texts = self.rows_of(t)
            self._shown = (t, rows, texts)
            self.model.set_rows(texts, rows)
        if selected is not None and self.selected_tpn() != selected:  # kept by the model when updated in place
            self.select(selected)
        self._enable()

    def rows_of(self, t: Tournament) -> tuple[list[tuple[object, ...]], list[tuple[object, ...]]]:
        """The rows of ``t``'s players (values, then texts as shown), on any thread: they read only
        ``t`` and the translations (thread-safe). The window works them out on the worker opening a
        large file (``offer``): 10-15 ms of the GUI thread's pass showing it (issue 30)."""
        upto = t.paired_rounds + 1
        requested = self._requests(t)
        typed, unknown = self.tr("typed by hand"), self.tr("not known")  # once, not per player
        rows = [(tpn, p.name, p.title, p.federation, p.fide_id, t.pairing_rating(tpn), p.club,
                 t.score(tpn, upto), self._status(t, p, requested.get(tpn, [])), _source(p, typed, unknown))
                for tpn, p in t.players.items()]
        return rows, [row[:POINTS] + (score_text(row[POINTS]),) + row[POINTS + 1:] for row in rows]

    def offer(self, t: Tournament, made: tuple[list[tuple[object, ...]], list[tuple[object, ...]]]) -> None:
        """``rows_of(t)`` worked out beforehand, for the next ``set_tournament`` if it shows ``t``."""
        self._ahead = (t, *made)

    def _requests(self, t: Tournament) -> dict[int, list[str]]:
        """TPN -> the player's byes and absences asked for the coming rounds, in round order (once
        for every player: a player's status looked through every request of 2,000 players)."""
        upcoming = t.next_round or t.settings.rounds
        names = {RequestKind.HALF_BYE: self.tr("½ bye"), RequestKind.FULL_BYE: self.tr("1 bye"),
                 RequestKind.ZERO_BYE: self.tr("0 bye"), RequestKind.ABSENT: self.tr("absent")}
        requested: dict[int, list[str]] = {}
        for rn, requests in sorted(t.requests.items()):
            if rn >= upcoming:
                for tpn, kind in requests.items():
                    requested.setdefault(tpn, []).append(self.tr("{0} round {1}").format(names[kind], rn))
        return requested

    def _status(self, t: Tournament, p: Player, requested: list[str]) -> str:
        parts = []
        if p.tpn in t.settings.expelled:
            parts.append(self.tr("expelled from round {0}").format(p.withdrawn_from))
        elif p.withdrawn_from is not None:
            parts.append(self.tr("withdrawn from round {0}").format(p.withdrawn_from))
        elif p.entry_round > 1:
            parts.append(self.tr("entered in round {0}").format(p.entry_round))
        parts += requested
        if p.tpn in t.settings.no_half_byes:
            parts.append(self.tr("no ½ byes"))
        return ", ".join(parts)

    def _enable(self) -> None:
        t = self.tournament
        has = t is not None
        chosen = self.selected_tpn() is not None
        started = has and t.paired_rounds > 0
        open_rounds = has and t.next_round is not None
        self.add_action.setEnabled(has and not started)
        self.late_action.setEnabled(started and open_rounds)
        self.numbers_action.setEnabled(has)
        self.berger_action.setEnabled(has and not started and t.settings.system in ROUND_ROBIN_SYSTEMS)
        for action in (self.edit_action, self.remove_action, self.card_action, self.half_byes_action,
                       self.exchange_action):
            action.setEnabled(has and chosen)
        self.half_byes_action.setChecked(has and chosen and self.selected_tpn() in t.settings.no_half_byes)
        for action in (self.withdraw_action, self.request_action):
            action.setEnabled(has and chosen and open_rounds)

    def show_card(self) -> None:
        tpn = self.selected_tpn()
        if tpn is not None:
            self.player_activated.emit(tpn)

    # -- selection ---------------------------------------------------------------------------
    def selected_tpn(self) -> int | None:
        rows = self.table.selectionModel().selectedRows() if self.table.selectionModel() else []
        if not rows:
            return None
        value = self.model.value(self.proxy.mapToSource(rows[0]).row(), 0)
        return int(value) if isinstance(value, int) else None

    def select(self, tpn: int) -> None:
        """Select the player with that pairing number (if shown)."""
        for row in range(self.model.rowCount()):
            if self.model.value(row, 0) == tpn:
                index = self.proxy.mapFromSource(self.model.index(row, 0))
                if index.isValid():
                    self.table.selectionModel().select(
                        index, QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows)
                    self.table.setCurrentIndex(index)
                self._enable()
                return

    def _chosen(self) -> tuple[Tournament, Player] | None:
        tpn = self.selected_tpn()
        if self.tournament is None or tpn is None or tpn not in self.tournament.players:
            return None
        return self.tournament, self.tournament.players[tpn]

    # -- actions -----------------------------------------------------------------------------
    def _request(self, op: Operation) -> None:
        self.operation_requested.emit(op)

    def _show(self, dialog: PlayerDialog | RoundDialog | BergerDialog, done: Callable[[], None]) -> None:
        self.dialog = dialog
        dialog.accepted.connect(done)
        dialog.open()

    def add_player(self) -> None:
        if self.tournament is None:
            return
        dialog = PlayerDialog(self.tr("Add player"), None, parent=self)
        self._show(dialog, lambda: self._request(AddPlayer(dialog.player())))

    def edit_player(self) -> None:
        chosen = self._chosen()
        if chosen is None:
            return
        _, player = chosen
        dialog = PlayerDialog(self.tr("Edit player {0}").format(player.tpn), player, parent=self)
        self._show(dialog, lambda: dialog.changes() and self._request(EditPlayer(player.tpn, dialog.changes())))

    def remove_player(self) -> None:
        """Only before the player is paired; the operation says why otherwise (C.04.2 3.2)."""
        chosen = self._chosen()
        if chosen is not None:
            self._request(RemovePlayer(chosen[1].tpn))

    def late_entry(self) -> None:
        """C.04.2 2.4: a player who joins after round 1, from a round not yet paired."""
        t = self.tournament
        if t is None or t.next_round is None:
            return
        dialog = PlayerDialog(self.tr("Late entry"), None, entry_rounds=range(t.next_round, t.settings.rounds + 1),
                              parent=self)
        self._show(dialog, lambda: self.confirm_late_entry(dialog.player(), dialog.entry_round(), dialog.missed_byes()))

    def confirm_late_entry(self, player: Player, entry: int | None, missed_byes: bool) -> None:
        """C.04.2 2.3-2.5: a late entry is renumbered into his place only when the arbiter chooses
        it, seeing which numbers change (the question is ``self.question``); otherwise he gets the
        next free number."""
        t = self.tournament
        if t is None:
            return
        last = len(t.players) + 1
        place = late_entry_place(t, player)
        if place == last:
            self._request(LateEntry(player, entry, renumber=False, missed_byes=missed_byes))
            return
        moved = [f"{tpn} {t.players[tpn].name} → {tpn + 1}" for tpn in range(place, last)]
        shown = "; ".join(moved[:3]) + ("; …" if len(moved) > 3 else "")
        text = self.tr("{0} ranks as No. {1} (C.04.2 2.2). Renumbering gives him that number and moves "
                       "players {1}-{2} down one number ({3}): numbers already printed change.\n"
                       "Keeping the numbers gives him No. {4}.").format(player.name, place, last - 1, shown, last)
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Late entry"), text, parent=self)
        renumber = box.addButton(self.tr("Renumber"), QMessageBox.ButtonRole.YesRole)
        keep = box.addButton(self.tr("Keep the numbers"), QMessageBox.ButtonRole.NoRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(keep)
        box.buttonClicked.connect(lambda button: button in (renumber, keep) and self._request(
            LateEntry(player, entry, renumber=button is renumber, missed_byes=missed_byes)))
        self.question = box
        box.open()

    def withdraw(self) -> None:
        """C.04.2 3.2: not paired from the chosen round on; "reinstate" undoes a withdrawal."""
        chosen = self._chosen()
        if chosen is None or chosen[0].next_round is None:
            return
        t, player = chosen
        choices = [(self.tr("Withdraw from the round chosen"), Withdraw)]
        if player.withdrawn_from is not None:
            choices.append((self.tr("Reinstate (play every round)"), None))
        # VCL4THP Q197: expelled, left out of the standings; his games count for his opponents
        choices.append((self.tr("Expel from the round chosen (left out of the standings)"), Expel))
        dialog = RoundDialog(self.tr("Withdraw {0}").format(player.name),
                             range(max(t.next_round, player.entry_round), t.settings.rounds + 1), choices, parent=self)
        self._show(dialog, lambda: self._request(
            Withdraw(player.tpn, None) if dialog.choice() is None else dialog.choice()(player.tpn, dialog.round())))

    def toggle_half_byes(self) -> None:
        """The selected player eligible for half-point byes or not (VCL4THP Q175)."""
        tpn = self.selected_tpn()
        if self.tournament is not None and tpn is not None:
            self._request(SetHalfByeEligibility(tpn, tpn in self.tournament.settings.no_half_byes))

    def request(self) -> None:
        """C.04.2 3.3: a bye or a known absence for a round not yet paired."""
        chosen = self._chosen()
        if chosen is None or chosen[0].next_round is None:
            return
        t, player = chosen
        kinds = [(self.tr("Half-point bye"), RequestKind.HALF_BYE), (self.tr("Zero-point bye"), RequestKind.ZERO_BYE),
                 (self.tr("Full-point bye"), RequestKind.FULL_BYE), (self.tr("Absent"), RequestKind.ABSENT),
                 (self.tr("No request"), None)]
        dialog = RoundDialog(self.tr("Request of {0}").format(player.name), range(t.next_round, t.settings.rounds + 1),
                             kinds, parent=self)
        self._show(dialog, lambda: self._request(SetRequest(dialog.round(), player.tpn, dialog.choice())))

    def berger_numbers(self) -> None:
        """A round robin's Berger numbers, before round 1: by lot, by hand or by rating (C.05 Annex 1)."""
        if self.tournament is not None:
            dialog = BergerDialog(self.tournament, self)
            self._show(dialog, lambda: self._request(dialog.operation()))

    def assign_pairing_numbers(self) -> None:
        """C.04.2 2.2-2.3: rank by rating, title, name; the operation refuses after round 4."""
        if self.tournament is not None:
            self._request(AssignPairingNumbers())

    def exchange_pairing_number(self) -> None:
        """VCL4THP Q147-Q150: the selected player and one of equal tournament rating exchange their
        numbers (the partner is chosen in ``self.partner``; the operation asks for a Level-3 confirmation)."""
        chosen = self._chosen()
        if chosen is None:
            return
        t, player = chosen
        rating = t.pairing_rating(player.tpn)
        equal = [p for tpn, p in t.players.items() if tpn != player.tpn and t.pairing_rating(tpn) == rating]
        if not equal:  # told without blocking, as every question of this view
            self.question = QMessageBox(QMessageBox.Icon.Information, self.tr("Exchange pairing number"),
                                        self.tr("No other player has the tournament rating {0}.").format(rating),
                                        parent=self)
            self.question.open()
            return
        dialog = QInputDialog(self)
        dialog.setWindowTitle(self.tr("Exchange pairing number"))
        dialog.setLabelText(self.tr("Exchange No. {0} {1} with (same tournament rating {2}):").format(
            player.tpn, player.name, rating))
        dialog.setComboBoxItems([f"{p.tpn} {p.name}" for p in equal])
        dialog.textValueSelected.connect(lambda text: self._request(
            ExchangePairingNumbers(player.tpn, int(text.split(" ", 1)[0]))))
        self.partner = dialog
        dialog.open()


def _source(p: Player, typed: str, unknown: str) -> str:
    """Where the player's ratings come from, and the day (VCL4THP Q134); ``typed`` and ``unknown``:
    "typed by hand" and "not known" in the interface's language."""
    source = typed if p.rating_source == TYPED else p.rating_source
    return f"{source}, {p.rating_date}" if source and p.rating_date else source or unknown


def _same_players(shown: Tournament, t: Tournament) -> bool:
    """``t`` holds the very players, settings and requests that ``shown`` holds (a Tournament is
    immutable, and an operation keeps the parts it leaves unchanged), and as many rounds paired:
    the rows of the players differ in their points at most."""
    return (shown.players is t.players and shown.settings is t.settings and shown.requests is t.requests
            and shown.paired_rounds == t.paired_rounds)


class BergerDialog(QDialog):
    """How the pairing numbers of a round robin or another fixed schedule are set before round 1
    (VCL4THP Q95): drawn by lot (the seed is recorded, so the draw can be repeated; for a Varma
    event the restricted draw of C.05 Annex 2, every step recorded), the table set up (the other
    schedules: the teams numbered as the table reads them, in the order typed, and its rounds),
    typed by hand (the present pairing numbers in their new order: the arbiter's own draw), or the
    rating order of C.04.2 2.2. The methods' order is ``methods``."""

    def __init__(self, t: Tournament, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tournament = t
        system = t.settings.system
        self.setWindowTitle(self.tr("Berger numbers"))
        self.method = QComboBox()
        if system == "varma":
            self.methods = ("varma", "hand", "rating")
            first = self.tr("Varma draw by lot (C.05 Annex 2)")
        elif system in play.EVENT_FORMATS:
            self.methods = ("schedule", "hand", "rating")
            first = self.tr("Set up the table (teams, rounds)")
        else:
            self.methods = ("lot", "hand", "rating")
            first = self.tr("Draw by lot")
        self.method.addItems([first, self.tr("By hand"), self.tr("Rating order (C.04.2 2.2)")])
        self.order = QLineEdit(" ".join(map(str, sorted(t.players))))
        self.order.setToolTip(self.tr("The present pairing numbers in the order of the new Berger numbers"))
        self.teams = QLineEdit(", ".join(t.settings.team_names or sorted(schedules.teams_of(t))))
        self.teams.setToolTip(self.tr("The teams in the order of the table (A, B, ...), separated by commas"))
        self.error = QLabel()
        self.error.setStyleSheet("color: #b00020;")
        self.error.setWordWrap(True)
        recorded = t.settings.berger_draw or self.tr("by rating")
        form = QFormLayout(self)
        form.addRow(QLabel(self.tr("Now: {0}").format(recorded)))
        if t.settings.varma_draw:  # the record of the Varma draw, step by step
            record = QPlainTextEdit("\n".join(t.settings.varma_draw), readOnly=True)
            form.addRow(self.tr("Record of the draw"), record)
        form.addRow(self.tr("Method"), self.method)
        form.addRow(self.tr("Order (by hand)"), self.order)
        if system in play.TEAM_FORMATS:
            form.addRow(self.tr("Teams in table order"), self.teams)
        form.addRow(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self._operation: Operation | None = None

    def accept(self) -> None:
        at = datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds")
        method = self.methods[self.method.currentIndex()]
        op: Operation
        if method in ("lot", "varma"):
            seed = random.SystemRandom().randrange(10 ** 9)
            op = (schedules.DrawVarmaNumbers(seed, at) if method == "varma" else
                  round_robin.SetBergerNumbers(round_robin.draw_by_lot(self.tournament, seed), f"by lot, seed {seed}", at))
        elif method == "schedule":
            teams = tuple(name.strip() for name in self.teams.text().split(",") if name.strip())
            op = schedules.SetUpSchedule(teams if self.tournament.settings.system in play.TEAM_FORMATS else (), at)
        elif method == "hand":
            words = self.order.text().replace(",", " ").split()
            if not all(word.isdigit() for word in words):
                self.error.setText(self.tr("Type the pairing numbers separated by spaces, e.g. 3 1 4 2"))
                return
            op = round_robin.SetBergerNumbers(tuple(int(word) for word in words), "by hand", at)
        else:
            op = round_robin.SetBergerNumbers(())
        try:
            op.apply(self.tournament)
        except OperationError as refusal:
            self.error.setText(shown_error(refusal))
            return
        self._operation = op
        super().accept()

    def operation(self) -> Operation:
        """The accepted choice."""
        assert self._operation is not None
        return self._operation
