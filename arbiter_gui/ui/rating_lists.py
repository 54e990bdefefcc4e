"""The window's side of the rating lists (VCL4THP Q133-Q144): the local copy of FIDE's list kept
no more than a day old while the program runs (a check every hour, Q135), updated in one click
(Q136) off the GUI thread with its progress and a clear message when it fails; the consistency
check of the open tournament's players after every update (Q139) or on request, against the local
FIDE list (downloaded first when it is older than a day, Q141) or a list file the arbiter picks
(a FIDE TXT/XML list or a custom CSV list). The checks can be switched off (Q138)."""
from __future__ import annotations

import datetime
from pathlib import Path
from typing import Callable

from PySide6.QtCore import QObject, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QProgressDialog, QWidget

from ..formats import rating_download
from ..formats.rating_download import DownloadError, is_current, local_list
from ..formats.rating_list import RatingList, read_rating_list
from ..formats.trf import TrfError
from ..tournament.model import Tournament
from ..tournament.operations import Operation
from ..tournament.rating_check import check, list_month_note
from .domain_text import shown_error
from .rating_check_dialog import RatingCheckDialog, RatingListSettings, RatingListSettingsDialog
from .worker import Background

KEEP_CURRENT_MS = 60 * 60 * 1000  # how often the local list's age is looked at (VCL4THP Q135)


class _Progress(QObject):
    """Carries the download's progress from the worker thread to the GUI thread."""

    moved = Signal(int, int)


class RatingLists(QObject):
    """``fetch`` replaces the network in tests (``rating_download.fetch_url`` when None)."""

    def __init__(self, window: QWidget, preferences: QSettings, tournament: Callable[[], Tournament | None],
                 apply: Callable[[Operation], bool], report: Callable[[str], bool], tell: Callable[[str], None]) -> None:
        super().__init__(window)
        self.window, self.tournament, self.apply, self.report, self.tell = window, tournament, apply, report, tell
        self.settings = RatingListSettings(preferences)
        self.fetch: rating_download.Fetch | None = None
        self.dialog: RatingCheckDialog | None = None  # the open check (tests answer it)
        self.settings_dialog: RatingListSettingsDialog | None = None
        self.job: Background | None = None
        self.progress: QProgressDialog | None = None
        self.update_action = QAction(self.tr("&Update the FIDE rating list"), window)
        self.update_action.triggered.connect(lambda: self.update_list(check_after=True))
        self.check_action = QAction(self.tr("&Check the ratings against the FIDE list"), window)
        self.check_action.triggered.connect(self.check_against_fide)
        self.check_file_action = QAction(self.tr("Check the ratings against a list &file…"), window)
        self.check_file_action.triggered.connect(self._ask_check_file)
        self.settings_action = QAction(self.tr("Rating list &settings…"), window)
        self.settings_action.triggered.connect(self._ask_settings)
        self.timer = QTimer(self, interval=KEEP_CURRENT_MS)
        self.timer.timeout.connect(self.keep_current)
        self.timer.start()

    def actions(self) -> list[QAction]:
        return [self.update_action, self.check_action, self.check_file_action, self.settings_action]

    # -- the local FIDE list ----------------------------------------------------------------------
    def keep_current(self) -> None:
        """Update the local list if it is older than a day (VCL4THP Q135), the checks being on."""
        if self.settings.checks and self.job is None and not is_current(self.settings.folder, datetime.datetime.now()):
            self.update_list(check_after=True)

    def update_list(self, check_after: bool) -> None:
        """Download the list from the address of the settings, off the GUI thread; then, the checks
        being on and ``check_after``, check the open tournament (VCL4THP Q136, Q139)."""
        if self.job is not None:
            return
        url, folder = self.settings.url, self.settings.folder
        fetch = self.fetch or rating_download.fetch_url
        progress = _Progress()
        self.progress = QProgressDialog(self.tr("Downloading the FIDE rating list from {0}…").format(url),
                                        self.tr("Cancel"), 0, 0, self.window)
        self.progress.setWindowModality(Qt.WindowModality.WindowModal)
        self.progress.setMinimumDuration(300)
        progress.moved.connect(self._moved)
        self.job = Background(lambda: rating_download.download(url, folder, fetch, progress.moved.emit), self)
        self.job.done.connect(lambda rating_list: self._downloaded(rating_list, check_after))
        self.job.failed.connect(self._failed)
        self.progress.canceled.connect(self._cancel)
        self._keep = progress  # lives as long as the job
        self.job.start()

    def _moved(self, done: int, total: int) -> None:
        if self.progress is not None:
            self.progress.setMaximum(total // 1024 if total else 0)
            self.progress.setValue(done // 1024 if total else 0)
            self.progress.setLabelText(self.tr("Downloading the FIDE rating list: {0} MB…").format(done // 1_000_000))

    def _finish(self) -> None:
        if self.progress is not None:
            self.progress.reset()
            self.progress = None
        self.job = None

    def _cancel(self) -> None:
        if self.job is not None:
            self.job.cancel()
        self._finish()
        self.tell(self.tr("Download cancelled."))

    def _failed(self, error: object) -> None:
        self._finish()
        reason = shown_error(error) if isinstance(error, (DownloadError, TrfError, OSError)) else repr(error)
        self.report(self.tr("The FIDE rating list could not be updated: {0}. The local list is as it was; "
                            "the address can be changed in the rating list settings.").format(reason))

    def _downloaded(self, rating_list: RatingList, check_after: bool) -> None:
        self._finish()
        self.tell(self.tr("FIDE rating list updated: {0} players.").format(len(rating_list)))
        if check_after and self.settings.checks and self.tournament() is not None:
            self.check_with(rating_list)

    # -- the checks -------------------------------------------------------------------------------
    def check_against_fide(self) -> None:
        """A requested check against the local FIDE list, updated first if older than a day (Q141)."""
        if not self._checks_on():
            return
        path = local_list(self.settings.folder)
        if path is None or not is_current(self.settings.folder, datetime.datetime.now()):
            self.tell(self.tr("The local FIDE list is missing or older than a day: updating it first."))
            self.update_list(check_after=True)
            return
        self.check_file(str(path))

    def _ask_check_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self.window, self.tr("Rating list"), "",
                                              self.tr("Rating lists (*.txt *.xml *.csv);;All files (*)"))
        if path:
            self.check_file(path)

    def check_file(self, path: str) -> bool:
        """Check the open tournament against the list in ``path`` (FIDE TXT/XML or custom CSV)."""
        if not self._checks_on():
            return False
        try:
            rating_list = read_rating_list(path)
        except TrfError as error:
            return self.report(shown_error(error))
        return self.check_with(rating_list)

    def _checks_on(self) -> bool:
        if self.tournament() is None:
            return self.report(self.tr("Open or create a tournament first."))
        if not self.settings.checks:
            return self.report(self.tr("The rating checks are switched off in the rating list settings."))
        return True

    def check_with(self, rating_list: RatingList) -> bool:
        """Show the differences of the open tournament's players with ``rating_list`` (Q142)."""
        t = self.tournament()
        if t is None:
            return False
        result = check(t, rating_list.get, rating_list.source or Path(rating_list.path).name)
        note = list_month_note(rating_list.month, t.settings, datetime.date.today())
        if not result.differences and not result.not_in_list:
            self.tell(self.tr("Ratings checked against {0}: {1} players, no difference.").format(
                result.source, result.checked) + ("" if note is None else f" {note}"))
            return True
        dialog = self.dialog = RatingCheckDialog(t, result, () if note is None else (str(note),), self.window)
        dialog.accepted.connect(lambda: dialog.chosen and self.apply(dialog.operation()))
        dialog.open()
        return True

    def _ask_settings(self) -> None:
        self.settings_dialog = RatingListSettingsDialog(self.settings, self.window)
        self.settings_dialog.open()
