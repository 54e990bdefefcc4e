"""The manual-pairing session bar of the Edit pairing tab (VCL4THP Q63-Q69): start a session on
the last paired round, end it (the engine pairs the round again and every difference is
confirmed and logged by the window's confirmation), or pair the next round by hand when the
engine finds no legal pairing. The operations come from ``tournament.manual_pairing``."""
from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton

from ..tournament import manual_pairing
from ..tournament.model import Tournament
from ..tournament.operations import OperationError
from .domain_text import shown_error


class SessionBar(QFrame):
    operation_requested = Signal(object)
    refused = Signal(str)  # why an end of session could not be built

    def __init__(self) -> None:
        super().__init__()
        self.tournament: Tournament | None = None
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.state = QLabel()
        self.state.setWordWrap(True)
        self.start = QPushButton(self.tr("Start manual pairing"))
        self.start.clicked.connect(self.start_session)
        self.end = QPushButton(self.tr("End session and compare with the engine"))
        self.end.clicked.connect(self.end_session)
        self.by_hand = QPushButton(self.tr("Pair the next round by hand"))
        self.by_hand.clicked.connect(self.pair_by_hand)
        row = QHBoxLayout(self)
        row.addWidget(self.state, 1)
        for button in (self.start, self.end, self.by_hand):
            row.addWidget(button)
        self.set_tournament(None)

    def set_tournament(self, t: Tournament | None) -> None:
        self.tournament = t
        open_on = t.manual_session if t is not None else None
        editable = manual_pairing.editable_round(t) if t is not None else None
        self.start.setEnabled(open_on is None and editable is not None)
        self.end.setEnabled(open_on is not None)
        self.by_hand.setEnabled(t is not None and open_on is None and t.next_round is not None)
        if t is None:
            self.state.clear()
        elif open_on is not None:
            self.state.setText(self.tr("Manual-pairing session open on round {0}: no round can be paired until it "
                                       "ends.").format(open_on))
            self.setStyleSheet("QFrame { background: #fff4d6; }")
        else:
            self.state.setText(self.tr("No manual-pairing session: in FIDE mode a pairing is changed by hand only "
                                       "inside one.") if t.settings.fide_mode else self.tr("No manual-pairing session."))
            self.setStyleSheet("")

    def start_session(self) -> None:
        rnd = manual_pairing.editable_round(self.tournament) if self.tournament is not None else None
        if rnd is not None:
            self.operation_requested.emit(manual_pairing.StartManualSession(rnd.number))

    def end_session(self) -> None:
        if self.tournament is None:
            return
        try:
            op = manual_pairing.end_session(self.tournament)  # runs the engine: a round takes well under a second
        except OperationError as error:
            self.refused.emit(shown_error(error))
            return
        self.operation_requested.emit(op)

    def pair_by_hand(self) -> None:
        if self.tournament is not None and self.tournament.next_round is not None:
            self.operation_requested.emit(manual_pairing.StartManualSession(self.tournament.next_round, by_hand=True))
