"""The window's side of the warning levels (``tournament.warnings``): Level 3 asks once, Level 4
twice, a pairing-integrity event asks for the arbiter's reason. The domain decides what needs an
answer (``ConfirmationNeeded``); this module only asks, and nothing here can skip or relax a level
(VCL4THP Q218-Q221).

``confirmation(parent, needed)`` returns the ``Confirmed`` operation to apply, or None when the
arbiter declines. Tests replace ``ask`` to answer without a dialog.
"""
from __future__ import annotations

from html import escape
from typing import Callable

from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QLabel, QLineEdit, QMessageBox, QVBoxLayout, QWidget)

from ..tournament.operations import ConfirmationNeeded, Confirmed
from ..tournament.warnings import Level
from .domain_text import shown
from .operation_labels import translated

__all__ = ["ConfirmDialog", "ask", "confirmation"]


class ConfirmDialog(QDialog):
    """The warnings of one edit, with a reason field when a PIBE is logged; "Confirm" stays off
    until a needed reason is typed."""

    def __init__(self, needed: ConfirmationNeeded, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        label = translated(needed.operation.label)
        self.setWindowTitle(self.tr("Confirm: {0}").format(label))
        level = self.tr("Level {0}")
        items = "".join(f"<li><b>{level.format(int(w.level))}</b>: {escape(shown(w.message))}</li>" for w in needed.warnings)
        text = QLabel(self.tr("<b>{0}</b><ul>{1}</ul>Apply it?").format(escape(label), items))
        text.setWordWrap(True)
        self.reason = QLineEdit(placeholderText=self.tr("the arbiter's reason, written to the integrity log"))
        self.reason.setVisible(needed.needs_reason)
        self.buttons = QDialogButtonBox()
        self.confirm_button = self.buttons.addButton(self.tr("Confirm"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        if needed.needs_reason:
            self.reason.textChanged.connect(lambda text: self.confirm_button.setEnabled(bool(text.strip())))
            self.confirm_button.setEnabled(False)
        layout = QVBoxLayout(self)
        layout.addWidget(text)
        layout.addWidget(self.reason)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(520)


def _ask_with_dialogs(parent: QWidget | None, needed: ConfirmationNeeded) -> str | None:
    """The reason ("" when none is needed) if the arbiter confirms (twice for Level 4), else None."""
    dialog = ConfirmDialog(needed, parent)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    if any(w.level >= Level.DOUBLE_CONFIRM for w in needed.warnings):
        again = QMessageBox.question(parent, dialog.tr("Confirm again"), dialog.tr(
            "This cannot be undone by any setting: {0}. Are you sure?").format(needed.operation.label))
        if again != QMessageBox.StandardButton.Yes:
            return None
    return dialog.reason.text().strip()


ask: Callable[[QWidget | None, ConfirmationNeeded], str | None] = _ask_with_dialogs


def confirmation(parent: QWidget | None, needed: ConfirmationNeeded) -> Confirmed | None:
    """The operation confirmed as the arbiter answered ``ask``, or None if he declined."""
    reason = ask(parent, needed)
    return None if reason is None else Confirmed(needed.operation, needed.warnings, reason)
