"""The consistency check of the players' ratings against a current list (VCL4THP Q133-Q144), and
the settings of the local FIDE list.

``RatingCheckDialog`` shows every difference the check found, one row each, ticked: the arbiter
updates all of them or only those left ticked (Q144), in one undoable operation; nothing is
updated without him (Q143). ``RatingListSettings`` holds the address the FIDE list is downloaded
from, the folder of the local copy, and whether the checks are on (Q138)."""
from __future__ import annotations

from PySide6.QtCore import QSettings, QStandardPaths, Qt
from PySide6.QtWidgets import (QCheckBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QPushButton,
                               QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from ..formats.rating_download import DEFAULT_URL
from ..tournament.model import Tournament
from ..tournament.rating_check import CheckResult, Difference, UpdateFromList

URL_KEY = "ratings/url"
FOLDER_KEY = "ratings/folder"
CHECKS_KEY = "ratings/checks"


class RatingListSettings:
    """The preferences of the rating lists, kept in QSettings."""

    def __init__(self, preferences: QSettings) -> None:
        self.preferences = preferences

    @property
    def url(self) -> str:
        return str(self.preferences.value(URL_KEY, DEFAULT_URL)) or DEFAULT_URL

    @property
    def folder(self) -> str:
        default = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation) + "/rating-lists"
        return str(self.preferences.value(FOLDER_KEY, default)) or default

    @property
    def checks(self) -> bool:
        """The consistency checks are on (the default; VCL4THP Q138)."""
        return str(self.preferences.value(CHECKS_KEY, "true")).lower() == "true"


class RatingListSettingsDialog(QDialog):
    def __init__(self, settings: RatingListSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("Rating lists"))
        self.url = QLineEdit(settings.url)
        self.folder = QLineEdit(settings.folder)
        self.checks = QCheckBox(self.tr("Check the players' ratings against the list after each update"))
        self.checks.setChecked(settings.checks)
        form = QFormLayout(self)
        form.addRow(self.tr("FIDE list address"), self.url)
        form.addRow(self.tr("Local copy in"), self.folder)
        form.addRow(self.checks)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def accept(self) -> None:
        preferences = self.settings.preferences
        preferences.setValue(URL_KEY, self.url.text().strip() or DEFAULT_URL)
        preferences.setValue(FOLDER_KEY, self.folder.text().strip())
        preferences.setValue(CHECKS_KEY, "true" if self.checks.isChecked() else "false")
        super().accept()


class RatingCheckDialog(QDialog):
    """The differences of ``result``; once accepted, ``operation()`` takes the chosen ones."""

    def __init__(self, t: Tournament, result: CheckResult, notes: tuple[str, ...] = (),
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.result = result
        self.chosen: tuple[Difference, ...] = ()
        self.setWindowTitle(self.tr("Ratings checked against {0}").format(result.source))
        labels = {"fide_rating": self.tr("FIDE rating"), "national_rating": self.tr("national rating"),
                  "title": self.tr("title"), "federation": self.tr("federation"), "sex": self.tr("sex"),
                  "birth_date": self.tr("birth date")}
        summary = self.tr("{0} players compared: {1} differences for {2} players.").format(
            result.checked, len(result.differences), len(result.affected))
        if result.not_in_list:
            summary += " " + self.tr("Not in the list: {0}.").format(
                ", ".join(f"{tpn} {t.players[tpn].name}" for tpn in result.not_in_list))
        self.summary = QLabel("\n".join((summary, *notes)))
        self.summary.setWordWrap(True)
        self.table = QTableWidget(len(result.differences), 4)
        self.table.setHorizontalHeaderLabels([self.tr("Player"), self.tr("What"), self.tr("On file"),
                                              self.tr("In the list")])
        for row, d in enumerate(result.differences):
            player = QTableWidgetItem(f"{d.tpn} {t.players[d.tpn].name}")
            player.setFlags(player.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            player.setCheckState(Qt.CheckState.Checked)
            cells = (player, QTableWidgetItem(labels.get(d.field, d.field)), QTableWidgetItem(str(d.ours or "")),
                     QTableWidgetItem(str(d.theirs or "")))
            for column, cell in enumerate(cells):
                if column:
                    cell.setFlags(cell.flags() & ~Qt.ItemFlag.ItemIsEditable)
                self.table.setItem(row, column, cell)
        self.table.resizeColumnsToContents()
        self.update_all = QPushButton(self.tr("Update all"))
        self.update_ticked = QPushButton(self.tr("Update the ticked ones"))
        for button, every in ((self.update_all, True), (self.update_ticked, False)):
            button.setEnabled(bool(result.differences))
            button.clicked.connect(lambda _=False, every=every: self._update(every))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.update_all, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.update_ticked, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)
        self.resize(720, 420)

    def ticked(self) -> tuple[Difference, ...]:
        return tuple(d for row, d in enumerate(self.result.differences)
                     if self.table.item(row, 0).checkState() == Qt.CheckState.Checked)

    def _update(self, every: bool) -> None:
        self.chosen = self.result.differences if every else self.ticked()
        if self.chosen:
            self.accept()

    def operation(self) -> UpdateFromList:
        return UpdateFromList(self.chosen, self.result.source)
