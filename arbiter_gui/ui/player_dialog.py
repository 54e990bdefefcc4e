"""Dialogs for one player: his details (register, edit, late entry) and a round choice
(withdraw from a round, a bye request for a round). Each field's mistake is shown beside it
and the dialog stays open until every field is acceptable."""
from __future__ import annotations

from typing import Any, Sequence

from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QLineEdit, QWidget

from ..tournament.model import TITLE_ORDER, Player
from ..tournament.player_fields import FIELD_PARSERS, FieldError, field_text
from .domain_text import shown
from .form import FieldForm, ok_cancel


class PlayerDialog(QDialog):
    """A player's details; ``entry_rounds`` adds the round a late entry starts in (C.04.2 2.4)."""

    def __init__(self, title: str, player: Player | None, entry_rounds: range | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setMinimumWidth(440)
        self.original = player
        self._values: dict[str, Any] = {}
        self.form = FieldForm()
        self.title_choice = QComboBox()
        self.title_choice.addItems(["", *TITLE_ORDER])
        self.sex_choice = QComboBox()
        self.sex_choice.addItems(["", "m", "w"])
        self.form.add("name", self.tr("Name (Surname, First name)"), QLineEdit())
        self.form.add("title", self.tr("Title"), self.title_choice)
        self.form.add("sex", self.tr("Sex"), self.sex_choice)
        self.form.add("federation", self.tr("Federation"), QLineEdit(placeholderText="ITA"))
        self.form.add("fide_id", self.tr("FIDE ID"), QLineEdit())
        self.form.add("fide_rating", self.tr("FIDE rating"), QLineEdit())
        self.form.add("national_rating", self.tr("National rating"), QLineEdit())
        self.form.add("tournament_rating", self.tr("Tournament rating (method OTHER)"), QLineEdit())
        self.form.add("later_ratings", self.tr("Later ratings (events over 30 days)"),
                      QLineEdit(placeholderText=self.tr("round:rating; e.g. 5:2150; 8:2170")))
        self.form.add("birth_date", self.tr("Birth date"), QLineEdit(placeholderText=self.tr("YYYY/MM/DD")))
        self.form.add("club", self.tr("Club"), QLineEdit())
        self.entry_choice: QComboBox | None = None
        self.byes_box: QCheckBox | None = None
        if entry_rounds is not None:
            self.entry_choice = QComboBox()
            for number in entry_rounds:
                self.entry_choice.addItem(self.tr("Round {0}").format(number), number)
            self.form.add("entry_round", self.tr("Plays from"), self.entry_choice)
            self.byes_box = QCheckBox(self.tr("A half-point bye for every round missed (if the regulations give one)"))
            self.form.add("missed_byes", self.tr("Rounds missed"), self.byes_box)
        if player is not None:
            self._fill(player)
        ok_cancel(self, self.form)

    def _fill(self, player: Player) -> None:
        for key in FIELD_PARSERS:
            self.set_text(key, field_text(key, getattr(player, key)))

    def set_text(self, key: str, text: str) -> None:
        """Type ``text`` into a field (a choice for title and sex)."""
        widget = self.form.widgets[key]
        if isinstance(widget, QComboBox):
            widget.setCurrentIndex(max(widget.findText(text), 0))
        else:
            widget.setText(text)  # type: ignore[attr-defined]

    def accept(self) -> None:
        """Close only when every field is acceptable; otherwise show each field's mistake."""
        self.form.clear_errors()
        values: dict[str, Any] = {}
        for key, parse in FIELD_PARSERS.items():
            try:
                values[key] = parse(self.form.text(key))
            except FieldError as error:
                self.form.set_error(key, shown(error.message))
        if any(self.form.error(key) for key in FIELD_PARSERS):
            return
        self._values = values
        super().accept()

    def player(self) -> Player:
        """The player as entered (pairing number 0: the domain numbers him)."""
        return Player(0, **self._values)

    def changes(self) -> dict[str, Any]:
        """The fields that differ from the player being edited."""
        if self.original is None:
            return dict(self._values)
        return {k: v for k, v in self._values.items() if getattr(self.original, k) != v}

    def entry_round(self) -> int | None:
        return None if self.entry_choice is None else int(self.entry_choice.currentData())

    def missed_byes(self) -> bool:
        """A late entry gets a half-point bye for each round before his entry (C.04.2 2.4)."""
        return self.byes_box is not None and self.byes_box.isChecked()


class RoundDialog(QDialog):
    """A round (from ``rounds``) and, if ``choices`` are given, one of them (label, value)."""

    def __init__(self, title: str, rounds: range, choices: Sequence[tuple[str, object]],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.form = FieldForm()
        self.round_choice = QComboBox()
        for number in rounds:
            self.round_choice.addItem(self.tr("Round {0}").format(number), number)
        self.form.add("round", self.tr("Round"), self.round_choice)
        self.kind_choice = QComboBox()
        self._choices = [value for _, value in choices]  # kept in Python: Qt would turn enums into text
        self.kind_choice.addItems([label for label, _ in choices])
        if choices:
            self.form.add("kind", self.tr("What"), self.kind_choice)
        ok_cancel(self, self.form)

    def round(self) -> int:
        return int(self.round_choice.currentData())

    def choice(self) -> Any:
        index = self.kind_choice.currentIndex()
        return self._choices[index] if index >= 0 else None
