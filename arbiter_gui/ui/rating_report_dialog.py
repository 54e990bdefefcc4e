"""Before the FIDE rating report (TRF-2026) is written: the mandatory fields the tournament leaves
empty (``formats.trf_report.missing_fields``), each with a box to fill it in; OK fills them in
(through the window's operations, as the settings, the round schedule and the player dialog would),
Cancel writes nothing (issue 17)."""
from __future__ import annotations

from typing import Callable, Sequence

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QScrollArea, QVBoxLayout, \
    QWidget

from ..formats.trf_report import MissingField
from ..tournament.model import DEFAULT_TOURNAMENT_TYPES, Tournament
from ..tournament.operations import ChangeSettings, EditPlayer, Operation, SetRoundSchedule
from ..tournament.player_fields import FieldError, parse_date, parse_federation, parse_fide_id
from .domain_text import shown

__all__ = ["AskMissing", "MissingFieldsDialog", "fill_operations"]

# asks the arbiter for the missing fields: (field, text typed) of those filled in, None if cancelled
AskMissing = Callable[[Tournament, Sequence[MissingField]], "list[tuple[MissingField, str]] | None"]


def _parse(field: MissingField, text: str) -> str:
    """The text as the field keeps it (dates YYYY/MM/DD), as the settings and player dialogs read
    it; FieldError saying why not."""
    if field.player is not None:
        return parse_fide_id(text)
    if field.round is not None or field.setting in ("start_date", "end_date"):
        return parse_date(text)
    if field.setting == "federation":
        return parse_federation(text)
    return text


class MissingFieldsDialog(QDialog):
    """One line per missing field (its TRF record and name), with a box prefilled where the app
    knows a likely value (the type of tournament of the event's system). A value that is not one
    (a date, a federation code, a FIDE ID) is named below and the dialog stays open."""

    def __init__(self, t: Tournament, missing: Sequence[MissingField], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("FIDE rating report: missing fields"))
        self.missing = list(missing)
        self.boxes: list[QLineEdit] = []
        form = QFormLayout()
        for field in self.missing:
            box = QLineEdit()
            if field.setting == "tournament_type":
                box.setText(DEFAULT_TOURNAMENT_TYPES.get(t.settings.system, ""))
            self.boxes.append(box)
            form.addRow(f"{field.code} {shown(field.label)}", box)
        inner = QWidget()
        inner.setLayout(form)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(inner)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Fill in and export"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("TRF-2026 asks for these fields, which the tournament leaves empty. "
                                        "Fill them in, or cancel: nothing is written."), wordWrap=True))
        layout.addWidget(scroll, 1)
        self.error = QLabel(wordWrap=True)
        self.error.setStyleSheet("color: #b00020")
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self.resize(560, min(640, 160 + 32 * len(self.missing)))

    def accept(self) -> None:
        try:
            self.values()
        except FieldError as error:
            self.error.setText(str(error))
            return
        super().accept()

    def values(self) -> list[tuple[MissingField, str]]:
        """(field, its value) of every box not left empty; FieldError naming a value that is not one."""
        values = []
        for field, box in zip(self.missing, self.boxes):
            if box.text().strip():
                try:
                    values.append((field, _parse(field, box.text())))
                except FieldError as error:
                    raise FieldError(error.field,
                                     f"{field.code} {shown(field.label)}: {shown(error.message)}") from None
        return values


def fill_operations(t: Tournament, values: Sequence[tuple[MissingField, str]]) -> list[Operation]:
    """The operations that put the typed values in place: one settings change, a round's schedule
    each (its time kept), a player's FIDE ID each."""
    settings = {field.setting: text for field, text in values if field.setting}
    ops: list[Operation] = [ChangeSettings(settings)] if settings else []
    ops += [SetRoundSchedule(field.round, text, t.round(field.round).time) for field, text in values
            if field.round is not None]
    ops += [EditPlayer(field.player, {"fide_id": text}) for field, text in values if field.player is not None]
    return ops

