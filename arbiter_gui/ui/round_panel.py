"""The settings of one round before it is paired: schedule, bye requests and absences (C.04.2
3.3), withdrawals (3.2) and forbidden pairings (TRF 260), with a summary of who is to be paired.

Every change is emitted as an ``Operation`` on ``operation_requested`` (the main window applies
it through the store); an operation the tournament refuses is not emitted, its message is shown
next to the field instead.
"""
from __future__ import annotations

import re
from datetime import datetime

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Signal
from PySide6.QtWidgets import (QComboBox, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QPushButton,
                               QSpinBox, QVBoxLayout, QWidget)

from ..tournament import chess960
from ..text import Text
from ..tournament.engine_input import forbidden_pairs
from ..tournament.manual_pairing import ROUND_STATUS
from ..tournament.model import OPEN_LAST_ROUND, ForbiddenPairing, RequestKind, Tournament
from ..tournament.operations import (AddForbiddenPairing, Operation, OperationError, RemoveForbiddenPairing,
                                     SetRequest, SetRoundSchedule, Withdraw)
from .domain_text import shown, shown_error
from .form_parts import error_label, read_only_table
from .player_chooser import PlayerChooser, player_label
from .tables import RowsModel

# The requests offered, in the order arbiters meet them (C.04.2 3.3; full-point byes only where
# the regulations allow them).
# the texts are English; request_label() gives them in the interface's language.
REQUEST_LABELS: dict[RequestKind, str] = {
    RequestKind.HALF_BYE: QT_TRANSLATE_NOOP("RoundPanel", "half-point bye"),
    RequestKind.ZERO_BYE: QT_TRANSLATE_NOOP("RoundPanel", "zero-point bye"),
    RequestKind.ABSENT: QT_TRANSLATE_NOOP("RoundPanel", "absent"),
    RequestKind.FULL_BYE: QT_TRANSLATE_NOOP("RoundPanel", "full-point bye"),
}
# how many of each request a round holds: (one, several)
REQUEST_COUNTS: dict[RequestKind, tuple[str, str]] = {
    RequestKind.HALF_BYE: (QT_TRANSLATE_NOOP("RoundPanel", "{0} half-point bye"),
                           QT_TRANSLATE_NOOP("RoundPanel", "{0} half-point byes")),
    RequestKind.ZERO_BYE: (QT_TRANSLATE_NOOP("RoundPanel", "{0} zero-point bye"),
                           QT_TRANSLATE_NOOP("RoundPanel", "{0} zero-point byes")),
    RequestKind.ABSENT: (QT_TRANSLATE_NOOP("RoundPanel", "{0} absent"), QT_TRANSLATE_NOOP("RoundPanel", "{0} absent")),
    RequestKind.FULL_BYE: (QT_TRANSLATE_NOOP("RoundPanel", "{0} full-point bye"),
                           QT_TRANSLATE_NOOP("RoundPanel", "{0} full-point byes")),
}
TIME_PATTERN = re.compile(r"([01]?\d|2[0-3]):[0-5]\d")


def _tr(text: str) -> str:
    """``text`` (marked with QT_TRANSLATE_NOOP or written below) in the interface's language."""
    return QCoreApplication.translate("RoundPanel", text)


def request_label(kind: RequestKind) -> str:
    """'half-point bye', ... in the interface's language."""
    return _tr(REQUEST_LABELS[kind])


def _plural(count: int, one: str, several: str) -> str:
    return _tr(one if count == 1 else several).format(count)


def round_summary(t: Tournament, round_number: int) -> str:
    """'to pair: 57 players, 2 half-point byes, 1 absent, 3 forbidden pairs' (a round not yet
    paired), or what the paired round holds."""
    rnd = t.round(round_number)
    if rnd.paired:
        boards = _plural(len(rnd.boards), QT_TRANSLATE_NOOP("RoundPanel", "{0} board"),
                         QT_TRANSLATE_NOOP("RoundPanel", "{0} boards"))
        parts = [QCoreApplication.translate("RoundPanel", "round {0} is paired: {1}").format(round_number, boards)]
        if rnd.pab is not None:
            parts.append(QCoreApplication.translate("RoundPanel", "pairing-allocated bye: {0}")
                         .format(player_label(t, rnd.pab)))
        others = sum(1 for code in rnd.unpaired.values() if code != "U")
        if others:
            parts.append(QCoreApplication.translate("RoundPanel", "{0} not paired (byes, absences)").format(others))
        return ", ".join(parts)
    requests = t.requests.get(round_number, {})
    players = _plural(len(t.to_pair(round_number)), QT_TRANSLATE_NOOP("RoundPanel", "{0} player"),
                      QT_TRANSLATE_NOOP("RoundPanel", "{0} players"))
    parts = [QCoreApplication.translate("RoundPanel", "to pair: {0}").format(players)]
    for kind, (one, several) in REQUEST_COUNTS.items():
        count = sum(1 for k in requests.values() if k is kind)
        if count:
            parts.append(_plural(count, one, several))
    withdrawn = sum(1 for p in t.players.values() if p.withdrawn_from is not None and p.withdrawn_from <= round_number)
    if withdrawn:
        parts.append(QCoreApplication.translate("RoundPanel", "{0} withdrawn").format(withdrawn))
    pairs = len(forbidden_pairs(t, round_number))
    if pairs:
        parts.append(_plural(pairs, QT_TRANSLATE_NOOP("RoundPanel", "{0} forbidden pair"),
                             QT_TRANSLATE_NOOP("RoundPanel", "{0} forbidden pairs")))
    return ", ".join(parts)


class RoundPanel(QWidget):
    operation_requested = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.tournament: Tournament | None = None
        self.round_choice = QComboBox()
        self.round_choice.currentIndexChanged.connect(self._show)
        self.summary = QLabel()
        self.summary.setStyleSheet("font-weight: bold;")
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Round")))
        top.addWidget(self.round_choice)
        top.addWidget(self.summary, 1)
        grid = QGridLayout()
        grid.addWidget(self._schedule_box(), 0, 0)
        grid.addWidget(self._withdraw_box(), 0, 1)
        grid.addWidget(self._requests_box(), 1, 0)
        grid.addWidget(self._forbidden_box(), 1, 1)
        grid.setRowStretch(1, 1)
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(grid, 1)
        self.set_tournament(None)

    # -- building ----------------------------------------------------------------------------
    def _schedule_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Schedule"))
        self.date_edit = QLineEdit(placeholderText=self.tr("YYYY/MM/DD"))
        self.time_edit = QLineEdit(placeholderText=self.tr("HH:MM"))
        save = QPushButton(self.tr("Save schedule"))
        save.clicked.connect(self.save_schedule)
        self.schedule_error = error_label()
        row = QHBoxLayout()
        for widget in (QLabel(self.tr("Date")), self.date_edit, QLabel(self.tr("Time")), self.time_edit, save):
            row.addWidget(widget)
        layout = QVBoxLayout(box)
        layout.addLayout(row)
        layout.addWidget(self.schedule_error)
        layout.addWidget(self._chess960_row())
        return box

    def _chess960_row(self) -> QWidget:
        """A Chess960 event's starting position of the round: drawn by lot or typed (VCL4THP Q222)."""
        self.chess960_box = QWidget()
        self.position_edit = QLineEdit(placeholderText=self.tr("0-959 or RNBQKBNR"))
        self.position_label = QLabel()
        draw = QPushButton(self.tr("Draw by lot"))
        draw.clicked.connect(self.draw_position)
        save = QPushButton(self.tr("Set position"))
        save.clicked.connect(self.save_position)
        self.position_error = error_label()
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        for widget in (QLabel(self.tr("Chess960 position")), self.position_edit, draw, save, self.position_label):
            row.addWidget(widget)
        layout = QVBoxLayout(self.chess960_box)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(row)
        layout.addWidget(self.position_error)
        return self.chess960_box

    def _requests_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Byes and absences (C.04.2 3.3)"))
        self.requests_model = RowsModel([self.tr("TPN"), self.tr("Player"), self.tr("Request")])
        self.requests_view = read_only_table(self.requests_model, (1,))
        self.request_player = PlayerChooser()
        self.request_kind = QComboBox()
        for kind in REQUEST_LABELS:
            self.request_kind.addItem(request_label(kind), kind)
        add = QPushButton(self.tr("Add"))
        add.clicked.connect(self.add_request)
        remove = QPushButton(self.tr("Remove selected"))
        remove.clicked.connect(self.remove_request)
        self.request_error = error_label()
        row = QHBoxLayout()
        row.addWidget(self.request_player, 1)
        row.addWidget(self.request_kind)
        row.addWidget(add)
        row.addWidget(remove)
        layout = QVBoxLayout(box)
        layout.addWidget(self.requests_view, 1)
        layout.addLayout(row)
        layout.addWidget(self.request_error)
        return box

    def _withdraw_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Withdrawals (C.04.2 3.2)"))
        self.withdraw_player = PlayerChooser()
        self.withdraw_button = QPushButton(self.tr("Withdraw from this round on"))
        self.withdraw_button.clicked.connect(self.withdraw)
        reinstate = QPushButton(self.tr("Reinstate"))
        reinstate.clicked.connect(self.reinstate)
        self.withdrawn_label = QLabel()
        self.withdrawn_label.setWordWrap(True)
        self.withdraw_error = error_label()
        row = QHBoxLayout()
        row.addWidget(self.withdraw_player, 1)
        row.addWidget(self.withdraw_button)
        row.addWidget(reinstate)
        layout = QVBoxLayout(box)
        layout.addLayout(row)
        layout.addWidget(self.withdrawn_label)
        layout.addWidget(self.withdraw_error)
        return box

    def _forbidden_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Forbidden pairings (TRF 260)"))
        self.forbidden_model = RowsModel([self.tr("Players"), self.tr("Rounds"), self.tr("In this round")])
        self.forbidden_view = read_only_table(self.forbidden_model, (0,))
        remove = QPushButton(self.tr("Remove selected"))
        remove.clicked.connect(self.remove_forbidden)
        self.forbidden_player = PlayerChooser()
        add = QPushButton(self.tr("Add to the set"))
        add.clicked.connect(self.add_to_set)
        clear = QPushButton(self.tr("Clear"))
        clear.clicked.connect(self.clear_set)
        self.forbidden_set: list[int] = []
        self.set_label = QLabel()
        self.set_label.setWordWrap(True)
        self.first_round = QSpinBox(minimum=1)
        self.last_round = QSpinBox(minimum=1)
        forbid = QPushButton(self.tr("Forbid"))
        forbid.clicked.connect(self.add_forbidden)
        self.forbidden_error = error_label()
        chooser_row = QHBoxLayout()
        chooser_row.addWidget(self.forbidden_player, 1)
        chooser_row.addWidget(add)
        chooser_row.addWidget(clear)
        range_row = QHBoxLayout()
        for widget in (QLabel(self.tr("Rounds")), self.first_round, QLabel(self.tr("to")), self.last_round, forbid):
            range_row.addWidget(widget)
        range_row.addStretch(1)
        range_row.addWidget(remove)
        layout = QVBoxLayout(box)
        layout.addWidget(self.forbidden_view, 1)
        layout.addLayout(chooser_row)
        layout.addWidget(self.set_label)
        layout.addLayout(range_row)
        layout.addWidget(self.forbidden_error)
        return box

    # -- the contract with the main window -----------------------------------------------------
    def set_tournament(self, t: Tournament | None) -> None:
        """Show ``t`` (None: no tournament open): the round to pair next, or the round the arbiter
        chose as long as no round is paired or unpaired meanwhile (the selector follows the event)."""
        previous = self.round_number
        if t is None or self.tournament is None or self.tournament.paired_rounds != t.paired_rounds:
            previous = None
        self.tournament = t
        self.round_choice.blockSignals(True)
        self.round_choice.clear()
        if t is not None:
            for rnd in t.rounds:
                self.round_choice.addItem(f"{rnd.number} ({shown(Text(ROUND_STATUS[rnd.status]))})", rnd.number)
            default = previous if previous is not None and previous <= len(t.rounds) else (t.next_round or len(t.rounds))
            self.round_choice.setCurrentIndex(default - 1)
        self.round_choice.blockSignals(False)
        self.setEnabled(t is not None)
        for chooser in (self.request_player, self.withdraw_player, self.forbidden_player):
            chooser.set_players(t, sorted(t.players) if t is not None else [])
        self._show()

    def show_round(self, round_number: int) -> None:
        self.round_choice.setCurrentIndex(round_number - 1)

    @property
    def round_number(self) -> int | None:
        data = self.round_choice.currentData()
        return int(data) if data is not None else None

    # -- showing -------------------------------------------------------------------------------
    def _show(self) -> None:
        for label in (self.schedule_error, self.request_error, self.withdraw_error, self.forbidden_error,
                      self.position_error):
            label.clear()
        t, n = self.tournament, self.round_number
        if t is None or n is None:
            self.summary.setText(self.tr("No tournament"))
            for model in (self.requests_model, self.forbidden_model):
                model.set_rows([])
            self.withdrawn_label.clear()
            return
        rnd = t.round(n)
        self.summary.setText(round_summary(t, n))
        self.date_edit.setText(rnd.date)
        self.time_edit.setText(rnd.time)
        self.chess960_box.setVisible(t.settings.chess960)
        position = chess960.position_of_round(t, n)
        self.position_edit.setText("" if position is None else str(position))
        self.position_label.setText(self.tr("not drawn yet") if position is None
                                    else f"{chess960.back_rank(position)} ({position})")
        self.withdraw_button.setText(self.tr("Withdraw from round {0} on").format(n))
        self.requests_model.set_rows([(tpn, t.player(tpn).name, request_label(kind))
                                      for tpn, kind in sorted(t.requests.get(n, {}).items())])
        withdrawn = [self.tr("{0} from round {1}").format(player_label(t, p.tpn), p.withdrawn_from)
                     for p in t.players.values() if p.withdrawn_from is not None]
        self.withdrawn_label.setText(self.tr("Withdrawn: {0}").format("; ".join(withdrawn) if withdrawn else self.tr("nobody")))
        self.forbidden_model.set_rows([(", ".join(f"{tpn} {t.player(tpn).name}" for tpn in f.players), _rounds_text(f),
                                        self.tr("yes") if f.active_in(n) else self.tr("no")) for f in t.forbidden])
        for spin in (self.first_round, self.last_round):
            spin.setMaximum(t.settings.rounds)
        self.first_round.setValue(n)
        self.last_round.setValue(t.settings.rounds)
        self._show_set()

    def _show_set(self) -> None:
        t = self.tournament
        names = ", ".join(player_label(t, tpn) for tpn in self.forbidden_set) if t is not None else ""
        self.set_label.setText(self.tr("Set: {0}").format(names) if names
                               else self.tr("Set: choose at least two players who must not meet"))

    # -- actions -------------------------------------------------------------------------------
    def _request(self, op: Operation, error: QLabel) -> bool:
        """Emit ``op`` if the tournament accepts it; otherwise say why in ``error``."""
        error.clear()
        if self.tournament is None:
            return False
        try:
            op.apply(self.tournament)
        except OperationError as refusal:
            error.setText(shown_error(refusal))
            return False
        self.operation_requested.emit(op)
        return True

    def _chosen(self, chooser: PlayerChooser, error: QLabel) -> int | None:
        tpn = chooser.tpn()
        if tpn is None:
            typed = chooser.currentText().strip()
            error.setText(self.tr("no player matches '{0}': type a name or a pairing number").format(typed)
                          if typed else self.tr("choose a player first"))
        return tpn

    def save_schedule(self) -> bool:
        n = self.round_number
        date, time = self.date_edit.text().strip(), self.time_edit.text().strip()
        self.schedule_error.clear()
        if n is None:
            return False
        if date:
            try:
                datetime.strptime(date, "%Y/%m/%d")
            except ValueError:
                self.schedule_error.setText(self.tr("date '{0}': write it as YYYY/MM/DD, e.g. 2026/03/14").format(date))
                return False
        if time and not TIME_PATTERN.fullmatch(time):
            self.schedule_error.setText(self.tr("time '{0}': write it as HH:MM, e.g. 15:00").format(time))
            return False
        return self._request(SetRoundSchedule(n, date, time), self.schedule_error)

    def draw_position(self) -> bool:
        n = self.round_number
        return n is not None and self._request(chess960.SetStartPosition(n, chess960.random_position()),
                                               self.position_error)

    def save_position(self) -> bool:
        """The typed position (its number or back rank); an empty field clears it."""
        n = self.round_number
        if n is None:
            return False
        typed = self.position_edit.text().strip()
        try:
            position = chess960.number_of(typed) if typed else None
        except ValueError:
            self.position_error.setText(self.tr("'{0}' is not a Chess960 position: type its number (0-959) or "
                                                "White's back rank, such as RNBQKBNR").format(typed))
            return False
        return self._request(chess960.SetStartPosition(n, position), self.position_error)

    def add_request(self) -> bool:
        self.request_error.clear()
        tpn = self._chosen(self.request_player, self.request_error)
        if tpn is None or self.round_number is None:
            return False
        return self._request(SetRequest(self.round_number, tpn, self.request_kind.currentData()), self.request_error)

    def remove_request(self) -> bool:
        self.request_error.clear()
        row = self.requests_view.currentIndex().row()
        if row < 0 or self.round_number is None:
            self.request_error.setText(self.tr("select the request to remove in the list"))
            return False
        tpn = int(self.requests_model.row(row)[0])
        return self._request(SetRequest(self.round_number, tpn, None), self.request_error)

    def withdraw(self) -> bool:
        self.withdraw_error.clear()
        tpn = self._chosen(self.withdraw_player, self.withdraw_error)
        if tpn is None or self.round_number is None:
            return False
        return self._request(Withdraw(tpn, self.round_number), self.withdraw_error)

    def reinstate(self) -> bool:
        self.withdraw_error.clear()
        tpn = self._chosen(self.withdraw_player, self.withdraw_error)
        if tpn is None or self.tournament is None:
            return False
        if self.tournament.player(tpn).withdrawn_from is None:
            self.withdraw_error.setText(self.tr("player {0} is not withdrawn").format(tpn))
            return False
        return self._request(Withdraw(tpn, None), self.withdraw_error)

    def add_to_set(self) -> bool:
        self.forbidden_error.clear()
        tpn = self._chosen(self.forbidden_player, self.forbidden_error)
        if tpn is None:
            return False
        if tpn in self.forbidden_set:
            self.forbidden_error.setText(self.tr("player {0} is already in the set").format(tpn))
            return False
        self.forbidden_set.append(tpn)
        self.forbidden_player.setEditText("")
        self._show_set()
        return True

    def clear_set(self) -> None:
        self.forbidden_set.clear()
        self._show_set()

    def add_forbidden(self) -> bool:
        self.forbidden_error.clear()
        if len(self.forbidden_set) < 2:
            self.forbidden_error.setText(self.tr("a forbidden pairing needs at least two players: add them to the set first"))
            return False
        last = self.last_round.value()
        pairing = ForbiddenPairing(tuple(self.forbidden_set), self.first_round.value(),
                                   OPEN_LAST_ROUND if self.tournament and last == self.tournament.settings.rounds else last)
        if self._request(AddForbiddenPairing(pairing), self.forbidden_error):
            self.forbidden_set.clear()
            self._show_set()
            return True
        return False

    def remove_forbidden(self) -> bool:
        self.forbidden_error.clear()
        row = self.forbidden_view.currentIndex().row()
        if row < 0:
            self.forbidden_error.setText(self.tr("select the forbidden pairing to remove in the list"))
            return False
        return self._request(RemoveForbiddenPairing(row), self.forbidden_error)


def _rounds_text(f: ForbiddenPairing) -> str:
    if f.last_round == OPEN_LAST_ROUND:
        return QCoreApplication.translate("RoundPanel", "from {0}").format(f.first_round)
    return f"{f.first_round}" if f.first_round == f.last_round else f"{f.first_round}-{f.last_round}"
