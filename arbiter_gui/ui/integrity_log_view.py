"""The Log tab: the tournament's pairing-integrity log (VCL4THP Q112-Q115), one row per PIBE,
and the commands of FIDE mode: leaving it (Level 4, final). A view of the window's contract:
``set_tournament`` and ``operation_requested``. Undoing a PIBE is the window's Undo."""
from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..reports.documents import fide_mode_label
from ..tournament.model import Tournament
from ..tournament.operations import LeaveFideMode, PIBE_KINDS
from .tables import RowsModel, compact_table


class IntegrityLogView(QWidget):
    operation_requested = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.model = RowsModel([self.tr("Time (UTC)"), self.tr("Round"), self.tr("Kind"), self.tr("What changed"),
                                self.tr("Reason")])
        self.table = compact_table(self.model, stretch=(3,))
        self.table.setWordWrap(True)
        self.mode = QLabel()
        self.mode.setStyleSheet("font-weight: bold;")
        self.leave = QPushButton(self.tr("Leave FIDE mode…"))
        self.leave.clicked.connect(lambda: self.operation_requested.emit(LeaveFideMode()))
        top = QHBoxLayout()
        top.addWidget(self.mode, 1)
        top.addWidget(self.leave)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.table, 1)
        self.set_tournament(None)

    def set_tournament(self, t: Tournament | None) -> None:
        self.setEnabled(t is not None)
        if t is None:
            self.mode.clear()
            self.model.set_rows([])
            return
        self.mode.setText(self.tr("{0} · {1} pairing-integrity event(s)").format(fide_mode_label(t),
                                                                                len(t.integrity_log)))
        self.leave.setEnabled(t.settings.fide_mode)
        self.model.set_rows([(e.at.replace("T", " ")[:16], e.round or "", PIBE_KINDS.get(e.kind, e.kind), e.what,
                              e.reason) for e in t.integrity_log])
