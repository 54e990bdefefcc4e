"""Changing the published pairing of the last paired round by hand (C.04.2 4.4): swap two players,
swap the colours of a board, unpair a board, pair two players, give or remove the bye.

Each edit is built by ``tournament.manual_pairing``; when it breaks an absolute criterion (C1-C3,
players left unpaired) the warnings are shown and the operation is emitted on
``operation_requested`` only when the arbiter presses "Apply anyway". An edit the tournament
refuses (a board with a result, a player not in the round) is not emitted; the reason is shown.
"""
from __future__ import annotations

from html import escape
from typing import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (QFrame, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout,
                               QWidget)

from ..reports.documents import UNPAIRED_LABELS, fmt_score, result_label
from ..tournament import manual_pairing
from ..tournament.manual_pairing import PairingEdit, PairingWarning
from ..tournament.model import Round, Tournament
from ..tournament.operations import OperationError
from .domain_text import shown, shown_error
from .form_parts import error_label, read_only_table
from .manual_session import SessionBar
from .player_chooser import PlayerChooser, player_label
from .tables import RowsModel


class PairingEditor(QWidget):
    operation_requested = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.tournament: Tournament | None = None
        self.pending: PairingEdit | None = None
        self.pending_warnings: list[PairingWarning] = []
        self.caption = QLabel()
        self.caption.setStyleSheet("font-weight: bold; font-size: 12pt;")
        self.boards_model = RowsModel([self.tr("Board"), self.tr("White"), self.tr("Rtg"), self.tr("Pts"), self.tr("Black"),
                                      self.tr("Rtg"), self.tr("Pts"), self.tr("Result")])
        self.boards_view = read_only_table(self.boards_model, (1, 4))
        self.unpaired_label = QLabel()
        self.unpaired_label.setWordWrap(True)
        self.session = SessionBar()  # FIDE mode: edits only inside a session (VCL4THP Q65)
        self.session.operation_requested.connect(self.operation_requested)
        left = QVBoxLayout()
        left.addWidget(self.session)
        left.addWidget(self.caption)
        left.addWidget(self.boards_view, 1)
        left.addWidget(self.unpaired_label)
        right = QVBoxLayout()
        right.addWidget(self._board_box())
        right.addWidget(self._swap_box())
        right.addWidget(self._pair_box())
        right.addWidget(self._bye_box())
        self.error = error_label()
        right.addWidget(self.error)
        right.addWidget(self._confirm_box())
        right.addStretch(1)
        self.session.refused.connect(self.error.setText)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 3)
        layout.addLayout(right, 2)
        self.set_tournament(None)

    # -- building ----------------------------------------------------------------------------
    def _board_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Selected board"))
        colours = QPushButton(self.tr("Swap colours"))
        colours.clicked.connect(lambda: self._on_board(self.swap_colours))
        unpair = QPushButton(self.tr("Unpair the board"))
        unpair.clicked.connect(lambda: self._on_board(self.unpair))
        row = QHBoxLayout(box)
        row.addWidget(colours)
        row.addWidget(unpair)
        return box

    def _swap_box(self) -> QGroupBox:
        self.swap_a, self.swap_b = PlayerChooser(), PlayerChooser()
        return self._two_players_box(self.tr("Swap two players (boards, bye)"), self.swap_a, self.swap_b, self.tr("Swap"),
                                     self.swap_players)

    def _pair_box(self) -> QGroupBox:
        self.pair_white, self.pair_black = PlayerChooser(self.tr("White")), PlayerChooser(self.tr("Black"))
        return self._two_players_box(self.tr("Pair two players without an opponent"), self.pair_white,
                                     self.pair_black, self.tr("Pair"), self.pair)

    def _two_players_box(self, title: str, first: PlayerChooser, second: PlayerChooser, text: str,
                         action: Callable[[int, int], bool]) -> QGroupBox:
        box = QGroupBox(title)
        button = QPushButton(text)
        button.clicked.connect(lambda: self._on_players(action, first, second))
        grid = QGridLayout(box)
        grid.addWidget(first, 0, 0)
        grid.addWidget(second, 1, 0)
        grid.addWidget(button, 0, 1, 2, 1)
        return box

    def _bye_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Pairing-allocated bye"))
        self.bye_player = PlayerChooser()
        give = QPushButton(self.tr("Give the bye"))
        give.clicked.connect(lambda: self._on_players(self.give_pab, self.bye_player))
        remove = QPushButton(self.tr("Remove the bye"))
        remove.clicked.connect(self.remove_pab)
        row = QHBoxLayout(box)
        row.addWidget(self.bye_player, 1)
        row.addWidget(give)
        row.addWidget(remove)
        return box

    def _confirm_box(self) -> QFrame:
        self.confirm_frame = QFrame()
        self.confirm_frame.setFrameShape(QFrame.Shape.StyledPanel)
        self.confirm_frame.setStyleSheet("QFrame { background: #fff4d6; }")
        self.warning_text = QLabel()
        self.warning_text.setWordWrap(True)
        apply_anyway = QPushButton(self.tr("Apply anyway"))
        apply_anyway.clicked.connect(self.confirm)
        cancel = QPushButton(self.tr("Cancel"))
        cancel.clicked.connect(self.cancel)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(apply_anyway)
        buttons.addWidget(cancel)
        layout = QVBoxLayout(self.confirm_frame)
        layout.addWidget(self.warning_text)
        layout.addLayout(buttons)
        self.confirm_frame.hide()
        return self.confirm_frame

    # -- the contract with the main window -----------------------------------------------------
    def set_tournament(self, t: Tournament | None) -> None:
        """Show the last paired round of ``t``; a pending edit is dropped (it was built on the old one)."""
        self.tournament = t
        self.session.set_tournament(t)
        self.cancel()
        self.error.clear()
        rnd = manual_pairing.editable_round(t) if t is not None else None
        self.setEnabled(rnd is not None)
        if t is None or rnd is None:
            self.caption.setText(self.tr("No round is paired yet"))
            self.boards_model.set_rows([])
            self.unpaired_label.clear()
            for chooser in (self.swap_a, self.swap_b, self.pair_white, self.pair_black, self.bye_player):
                chooser.set_players(None, [])
            return
        self.caption.setText(shown(manual_pairing.round_caption(t, rnd.number)))
        self.boards_model.set_rows([self._board_row(t, rnd, n) for n in range(1, len(rnd.boards) + 1)])
        self.unpaired_label.setText(self._unpaired_text(t, rnd))
        in_round = sorted(tpn for tpn in t.players if rnd.board_of(tpn) is not None) + \
            manual_pairing.available_players(t, rnd.number)
        for chooser in (self.swap_a, self.swap_b):
            chooser.set_players(t, sorted(set(in_round)))
        available = manual_pairing.available_players(t, rnd.number)
        for chooser in (self.pair_white, self.pair_black):
            chooser.set_players(t, available)
        self.bye_player.set_players(t, manual_pairing.left_unpaired(t, rnd.number))

    @staticmethod
    def _board_row(t: Tournament, rnd: Round, number: int) -> tuple[object, ...]:
        board = rnd.boards[number - 1]
        return (number, f"{board.white} {t.player(board.white).name}", t.pairing_rating(board.white) or "",
                fmt_score(t.score(board.white, rnd.number)), f"{board.black} {t.player(board.black).name}",
                t.pairing_rating(board.black) or "", fmt_score(t.score(board.black, rnd.number)), result_label(board))

    def _unpaired_text(self, t: Tournament, rnd: Round) -> str:
        left = manual_pairing.left_unpaired(t, rnd.number)
        lines = [self.tr("Pairing-allocated bye: {0}").format(player_label(t, rnd.pab) if rnd.pab is not None
                                                              else self.tr("nobody"))]
        if left:
            lines.append(self.tr("Left without an opponent: {0}").format("; ".join(player_label(t, tpn) for tpn in left)))
        others = [f"{player_label(t, tpn)}: {UNPAIRED_LABELS.get(code, code)}" for tpn, code in sorted(rnd.unpaired.items())
                  if code != "U" and tpn not in left]
        if others:
            lines.append(self.tr("Not paired: {0}").format("; ".join(others)))
        return "\n".join(lines)

    @property
    def round_number(self) -> int | None:
        rnd = manual_pairing.editable_round(self.tournament) if self.tournament is not None else None
        return rnd.number if rnd is not None else None

    # -- edits ---------------------------------------------------------------------------------
    def swap_players(self, a: int, b: int) -> bool:
        return self._propose(lambda t, n: manual_pairing.swap_players(t, n, a, b))

    def swap_colours(self, board: int) -> bool:
        return self._propose(lambda t, n: manual_pairing.swap_colours(t, n, board))

    def unpair(self, board: int) -> bool:
        return self._propose(lambda t, n: manual_pairing.unpair_board(t, n, board))

    def pair(self, white: int, black: int) -> bool:
        return self._propose(lambda t, n: manual_pairing.pair_players(t, n, white, black))

    def give_pab(self, tpn: int) -> bool:
        return self._propose(lambda t, n: manual_pairing.give_pab(t, n, tpn))

    def remove_pab(self) -> bool:
        return self._propose(manual_pairing.remove_pab)

    def _propose(self, build: Callable[[Tournament, int], PairingEdit]) -> bool:
        """Build the edit and check it: emitted at once when it breaks nothing, otherwise kept
        pending with its warnings until ``confirm`` or ``cancel``. True if emitted."""
        self.cancel()
        self.error.clear()
        t, n = self.tournament, self.round_number
        if t is None or n is None:
            return False
        try:
            op = build(t, n)
            found = manual_pairing.warnings(t, op)
        except OperationError as refusal:
            self.error.setText(shown_error(refusal))
            return False
        if not found:
            self.operation_requested.emit(op)
            return True
        self.pending, self.pending_warnings = op, found
        self.warning_text.setText(self.tr("<b>{0}</b> breaks absolute pairing rules:<ul>{1}</ul>Apply it all the same?")
                                  .format(escape(op.label), "".join(f"<li>{escape(str(w))}</li>" for w in found)))
        self.confirm_frame.show()
        return False

    def confirm(self) -> bool:
        """The arbiter accepts the pending edit and its warnings: emit it."""
        op = self.pending
        self.cancel()
        if op is None:
            return False
        self.operation_requested.emit(op)
        return True

    def cancel(self) -> None:
        self.pending, self.pending_warnings = None, []
        self.warning_text.clear()
        self.confirm_frame.hide()

    # -- the buttons ---------------------------------------------------------------------------
    def _on_board(self, action: Callable[[int], bool]) -> None:
        row = self.boards_view.currentIndex().row()
        if row < 0:
            self.cancel()
            self.error.setText(self.tr("select a board in the list first"))
            return
        action(row + 1)

    def _on_players(self, action: Callable[..., bool], *choosers: PlayerChooser) -> None:
        tpns = [chooser.tpn() for chooser in choosers]
        if None in tpns:
            self.cancel()
            self.error.setText(self.tr("choose the player(s) first: type a name or a pairing number"))
            return
        action(*tpns)
