"""A ladder's challenge (seed 003 6.2): the evening, who challenges whom, who has White. The players
are listed in their places on the ladder as the evening began; whether the rules allow the challenge
is the domain's answer (``tournament.ladder.refusal``), shown as the choice changes, and accepting
records it (``operations.RecordChallenge``, one undo step), which checks it again."""
from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QFormLayout, QLabel, QWidget

from ..tournament import ladder
from ..tournament.model import Tournament
from ..tournament.operations import RecordChallenge
from .domain_text import shown
from .form import ok_cancel

__all__ = ["ChallengeDialog"]


class ChallengeDialog(QDialog):
    """A challenge on the last paired evening (while it has games to finish) or on a new one."""

    def __init__(self, tournament: Tournament, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tournament = tournament
        self.setWindowTitle(self.tr("Record a challenge"))
        self.evening = QComboBox()
        current, new = tournament.paired_rounds, tournament.next_round
        if current:
            self.evening.addItem(self.tr("Round {0} (this evening)").format(current), current)
        if new is not None:
            self.evening.addItem(self.tr("Round {0} (a new evening)").format(new), new)
        if current and (tournament.round(current).missing_results() or new is None):
            self.evening.setCurrentIndex(0)
        else:
            self.evening.setCurrentIndex(self.evening.count() - 1)
        self.challenger, self.defender = QComboBox(), QComboBox()
        self.challenger_white = QCheckBox(self.tr("The challenger has White"), checked=True)
        self.verdict = QLabel(wordWrap=True)
        form = QFormLayout()
        form.addRow(self.tr("Evening"), self.evening)
        form.addRow(self.tr("Challenger"), self.challenger)
        form.addRow(self.tr("Challenged player"), self.defender)
        form.addRow("", self.challenger_white)
        ok_cancel(self, form, self.verdict)
        self.evening.currentIndexChanged.connect(lambda index: self._list_players())
        self.challenger.currentIndexChanged.connect(lambda index: self._judge())
        self.defender.currentIndexChanged.connect(lambda index: self._judge())
        self._list_players()

    def _list_players(self) -> None:
        """The players of the ladder as the chosen evening begins, place 1 first."""
        order = ladder.evening_start(self.tournament, self.evening.currentData()).order
        for combo in (self.challenger, self.defender):
            combo.blockSignals(True)
            combo.clear()
            for place, tpn in enumerate(order, start=1):
                combo.addItem(f"{place}. {self.tournament.player(tpn).name} ({tpn})", tpn)
            combo.blockSignals(False)
        self.challenger.setCurrentIndex(self.challenger.count() - 1)
        self.defender.setCurrentIndex(max(self.defender.count() - 2, 0))
        self._judge()

    def choose(self, challenger: int, defender: int, challenger_white: bool = True) -> None:
        """Pick the two players by pairing number (the arbiter picks them from the lists)."""
        self.challenger.setCurrentIndex(self.challenger.findData(challenger))
        self.defender.setCurrentIndex(self.defender.findData(defender))
        self.challenger_white.setChecked(challenger_white)

    def _judge(self) -> None:
        challenger, defender = self.challenger.currentData(), self.defender.currentData()
        if challenger is None or defender is None:
            return
        why = ladder.refusal(self.tournament, self.evening.currentData(), challenger, defender)
        self.verdict.setText(shown(why) if why else self.tr("The ladder's rules allow this challenge."))
        self.ok_button.setEnabled(not why)  # type: ignore[attr-defined]  # set by ok_cancel

    def operation(self) -> RecordChallenge:
        return RecordChallenge(self.evening.currentData(), self.challenger.currentData(),
                               self.defender.currentData(), self.challenger_white.isChecked())
