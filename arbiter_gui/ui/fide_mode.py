"""FIDE mode in the window (VCL4THP Q40-Q46, Q54-Q56): a badge in the status bar and a mark in the
window title at all times, and the confirmation of an imported file's rounds that break the rules
before the file is kept. Leaving FIDE mode is ``operations.LeaveFideMode``, asked from the Log tab."""
from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget

from ..tournament.fide_mode import endless
from ..tournament.manual_pairing import RecordImport
from ..tournament.model import Tournament
from ..tournament.operations import ConfirmationNeeded, check_confirmed
from . import warnings
from .domain_text import shown

__all__ = ["FideModeBadge", "imported"]


class FideModeBadge(QLabel):
    """'FIDE mode' (green) or 'NOT in FIDE mode' (red) beside the status messages, and in brackets
    before the window's title; before round 1, why the set-up cannot be paired to the end, if so."""

    def show_for(self, window: QWidget, t: Tournament | None) -> None:
        labels = {True: self.tr("FIDE mode"), False: self.tr("NOT in FIDE mode")}
        title = window.windowTitle()
        for old in labels.values():
            title = title.removeprefix(f"[{old}] ")
        if t is None:
            self.clear()
            window.setWindowTitle(title)
            return
        label = labels[t.settings.fide_mode]
        why = endless(t) if t.paired_rounds == 0 else None  # warned before round 1 (VCL4THP Q62)
        self.setText(f"{label} · ⚠ {shown(why)}" if why else label)
        self.setStyleSheet("QLabel { font-weight: bold; color: %s; }" % ("#1a7f37" if t.settings.fide_mode
                                                                        else "#c62828"))
        window.setWindowTitle(f"[{label}] {title}")


def imported(parent: QWidget | None, t: Tournament) -> Tournament | None:
    """``t`` (just read from a TRF file) with a PIBE logged for each of its rounds that breaks an
    absolute criterion, once the arbiter confirms (VCL4THP Q54-Q55); None if he declines."""
    try:
        check_confirmed(RecordImport(), t)
    except ConfirmationNeeded as needed:
        confirmed = warnings.confirmation(parent, needed)
        return None if confirmed is None else confirmed.apply(t)
    return t
