"""Printing and export: choose a document (``reports.catalogue``), its round and the page size,
then preview it, print it or save it as PDF; or export the tournament as xlsx, TRF-2026 or TRF16.
Before the FIDE rating report (TRF-2026) the mandatory fields left empty are asked for
(``rating_report_dialog``): filled in, or nothing is written.

Every file is written whole or not at all (a temporary file, then a rename); a failure is reported
with the file's name."""
from __future__ import annotations

from pathlib import Path
from typing import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtGui import QKeySequence, QPageSize
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewWidget
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFileDialog, QHBoxLayout, QLabel, QMessageBox,
                               QPushButton, QSpinBox, QVBoxLayout, QWidget)

from ..engine.result import RoundPairing
from ..engine.schedules.berger import CYCLES
from ..formats.atomic import write_atomically
from ..formats.trf import TrfError
from ..formats.trf_report import MissingField, missing_fields
from ..formats.trf_tournament import cut_names, export_trf
from ..formats.xlsx import export_xlsx
from ..reports.catalogue import KNOCKOUT, TEXT_SIZES, DocumentKind, file_name, page_layout_of, paint, save_pdf
from ..reports.paged import PDF_DPI
from ..tournament.model import LADDER_SYSTEMS, ROUND_ROBIN_SYSTEMS, Tournament
from ..tournament.operations import Operation
from .domain_text import shown, shown_error
from .rating_report_dialog import AskMissing, MissingFieldsDialog, fill_operations

__all__ = ["DocumentsDialog", "EXPORTS", "PAGE_SIZES"]

PAGE_SIZES = {"A4": QPageSize.PageSizeId.A4, "Letter": QPageSize.PageSizeId.Letter}
# label -> (file filter, default suffix)
EXPORTS = {QT_TRANSLATE_NOOP("DocumentsDialog", "Excel workbook (.xlsx)"): ("Excel (*.xlsx)", ".xlsx"),
           QT_TRANSLATE_NOOP("DocumentsDialog", "TRF-2026 (FIDE rating report)"): ("TRF (*.trf *.txt)", ".trf"),
           "TRF16": ("TRF (*.trf *.txt)", ".trf")}


class DocumentsDialog(QDialog):
    """``tournament_provider()`` gives the tournament as it is now, ``last_pairing_provider()`` the
    engine's record of the last pairing (None if there is none: the pairing report is then not
    offered), ``hall_url_provider()`` the running hall screen's address for the pairing sheets ('' for
    none), ``apply_operation`` the window's way of changing the tournament (fills in the rating
    report's missing fields; None: they can only be named).  ``ask_path`` asks for a file name and
    ``ask_missing`` for the missing fields (both replaced in tests)."""

    def __init__(self, tournament_provider: Callable[[], Tournament],
                 last_pairing_provider: Callable[[], RoundPairing | None] = lambda: None,
                 parent: QWidget | None = None, hall_url_provider: Callable[[], str] = lambda: "",
                 apply_operation: Callable[[Operation], bool] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Print and export"))
        self.tournament_provider = tournament_provider
        self.last_pairing_provider = last_pairing_provider
        self.hall_url_provider = hall_url_provider  # the running hall screen's address, printed on pairing sheets
        self.ask_path: Callable[[str, str, str], str] = self._ask_path
        self.apply_operation = apply_operation
        self.ask_missing: AskMissing = self._ask_missing
        self.printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        # the text is laid out in device pixels: the preview at the PDF's resolution breaks the
        # pages where the saved PDF does (at 1200 dpi a long report had a page fewer)
        self.printer.setResolution(PDF_DPI)
        self.messages: list[str] = []  # what the dialog last reported, for the status line and tests
        self._counted_results = False  # the round shown was chosen for standings or the crosstable

        self.kind = QComboBox()
        for kind in DocumentKind:
            self.kind.addItem(kind.label, kind.name)  # Qt keeps the str of a str enum: the name
        self.round = QSpinBox()
        self.page = QComboBox()
        self.page.addItems(list(PAGE_SIZES))
        self.text_size = QComboBox()  # wall sheets are read from a distance: a bigger body text
        for label, size in zip((self.tr("compact"), self.tr("readable (9 pt)"), self.tr("large (10 pt)")), TEXT_SIZES):
            self.text_size.addItem(label, size)
        choices = QHBoxLayout()
        for label, widget in ((self.tr("&Document"), self.kind), (self.tr("&Round"), self.round),
                              (self.tr("Page si&ze"), self.page), (self.tr("&Text"), self.text_size)):
            choices.addWidget(QLabel(label, buddy=widget))
            choices.addWidget(widget, 1 if widget is self.kind else 0)
        self.preview = QPrintPreviewWidget(self.printer)
        self.preview.paintRequested.connect(self._paint)
        self.preview.previewChanged.connect(self._show_pages)
        buttons = QHBoxLayout()
        for text, slot, shortcut in ((self.tr("Zoom in"), self.preview.zoomIn, QKeySequence.StandardKey.ZoomIn),
                                     (self.tr("Zoom out"), self.preview.zoomOut, QKeySequence.StandardKey.ZoomOut),
                                     (self.tr("Fit width"), self.preview.fitToWidth, None),
                                     (self.tr("Whole page"), self.preview.fitInView, None)):
            button = QPushButton(text)
            button.clicked.connect(lambda checked=False, slot=slot: slot())
            if shortcut is not None:
                button.setShortcut(QKeySequence(shortcut))
            buttons.addWidget(button)
        self.pages_label = QLabel()
        buttons.addWidget(self.pages_label)
        buttons.addStretch()
        self.print_button = QPushButton(self.tr("Print…"))
        self.pdf_button = QPushButton(self.tr("Save as PDF…"))
        self.print_button.clicked.connect(self.print_document)
        self.pdf_button.clicked.connect(self._ask_pdf)
        buttons.addWidget(self.print_button)
        buttons.addWidget(self.pdf_button)
        self.export_choice = QComboBox()
        for choice in EXPORTS:
            self.export_choice.addItem(self.tr(choice), choice)
        export_button = QPushButton(self.tr("Export…"))
        export_button.clicked.connect(self._ask_export)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        bottom = QHBoxLayout()
        bottom.addWidget(QLabel(self.tr("Export the tournament:")))
        bottom.addWidget(self.export_choice)
        bottom.addWidget(export_button)
        bottom.addStretch()
        bottom.addWidget(close)
        self.status = QLabel(wordWrap=True)
        layout = QVBoxLayout(self)
        layout.addLayout(choices)
        layout.addWidget(self.preview, 1)
        layout.addLayout(buttons)
        layout.addLayout(bottom)
        layout.addWidget(self.status)
        self.resize(1100, 660)  # fits 1366x768 with a title bar and a taskbar
        self.refresh()
        self.kind.currentIndexChanged.connect(self.refresh)
        self.round.valueChanged.connect(self.update_preview)
        self.page.currentIndexChanged.connect(self.update_preview)
        self.text_size.currentIndexChanged.connect(self.update_preview)

    # -- choices -------------------------------------------------------------------------------
    def current_kind(self) -> DocumentKind:
        return DocumentKind[self.kind.currentData()]

    def text_pt(self) -> float | None:
        """The body text's size chosen for a wall sheet; None: the document's own."""
        return self.text_size.currentData() if self.current_kind().wall_sheet else None

    def page_size(self) -> QPageSize.PageSizeId:
        return PAGE_SIZES[self.page.currentText()]

    def refresh(self) -> None:
        """Round range from the tournament (paired rounds): standings and crosstable start at the
        last round with every result in, the other documents at the last paired round; documents
        that cannot be made are disabled."""
        t = self.tournament_provider()
        paired = t.paired_rounds
        kind = self.current_kind()
        self.round.blockSignals(True)
        self.round.setRange(1 if paired else 0, max(paired, 0))
        counts_results = kind in (DocumentKind.STANDINGS, DocumentKind.CROSSTABLE, DocumentKind.TIEBREAKS_PRIZES,
                                  DocumentKind.TIEBREAKS_TIES)
        if counts_results:
            self.round.setValue(t.standings_round)
        elif self.round.value() == 0 or self._counted_results:
            self.round.setValue(paired)
        self._counted_results = counts_results
        self.round.blockSignals(False)
        self.round.setEnabled(kind.needs_round)
        self.text_size.setEnabled(kind.wall_sheet)
        model = self.kind.model()
        pairing = self.last_pairing_provider()
        for row in range(self.kind.count()):
            item_kind = DocumentKind[self.kind.itemData(row)]
            usable = (pairing is not None if item_kind is DocumentKind.PAIRING_REPORT
                      else paired > 0 or not item_kind.needs_round)
            usable = usable and (item_kind is not DocumentKind.MATCH_CARDS or t.settings.is_team_event)
            usable = usable and (item_kind is not DocumentKind.SCHEDULE or t.settings.system in ROUND_ROBIN_SYSTEMS
                                 or t.settings.system in CYCLES)  # the team round robin too
            usable = usable and (item_kind not in KNOCKOUT or bool(t.knockout))
            usable = usable and (item_kind is not DocumentKind.LADDER or t.settings.system in LADDER_SYSTEMS)
            model.item(row).setEnabled(usable)
        self.update_preview()

    def can_make(self) -> bool:
        kind = self.current_kind()
        if kind is DocumentKind.PAIRING_REPORT:
            return self.last_pairing_provider() is not None
        return not kind.needs_round or self.round.value() >= 1

    def update_preview(self) -> None:
        self.printer.setPageLayout(page_layout_of(self.current_kind(), self.page_size(), self.text_pt()))
        self.print_button.setEnabled(self.can_make())
        self.pdf_button.setEnabled(self.can_make())
        self.preview.updatePreview()

    def _paint(self, printer: QPrinter) -> None:
        if self.can_make():
            paint(self.current_kind(), self.tournament_provider(), self.round.value(), printer,
                  self.last_pairing_provider(), self.text_pt(), self.hall_url_provider())

    def _show_pages(self) -> None:
        pages = self.preview.pageCount() if self.can_make() else 0
        self.pages_label.setText(self.tr("Pages: {0}").format(pages))

    # -- output --------------------------------------------------------------------------------
    def print_document(self) -> None:
        dialog = QPrintDialog(self.printer, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self._paint(self.printer)

    def save_pdf(self, path: str) -> bool:
        """The chosen document as PDF, written whole or not at all."""
        def write(temporary: str) -> None:
            save_pdf(self.current_kind(), self.tournament_provider(), self.round.value(), temporary,
                     self.page_size(), self.last_pairing_provider(), self.text_pt(), self.hall_url_provider())
        return self._write(path, write)

    def export(self, choice: str, path: str) -> bool:
        """``choice`` is a key of EXPORTS."""
        t = self.tournament_provider()
        if choice.startswith("Excel"):
            return self._write(path, lambda _: export_xlsx(t, path), atomic=False)
        trf_format = "TRF16" if choice == "TRF16" else "TRF-2026"
        if trf_format == "TRF-2026":
            if not self._complete(t):
                return False
            t = self.tournament_provider()
        if not self._write(path, lambda _: export_trf(t, path, trf_format=trf_format, rating_report=True), atomic=False):
            return False
        cut = cut_names(t)
        if cut:
            self._report(self.tr("Saved {0}; {1} name(s) longer than 33 characters were cut to fit the TRF file "
                                 "(the tournament keeps them whole): {2}").format(path, len(cut), "; ".join(cut)))
        return True

    def _complete(self, t: Tournament) -> bool:
        """The rating report's mandatory fields are all filled in, if need be by the arbiter now
        (``ask_missing``; None: cancelled); otherwise the fields still missing are reported."""
        missing = missing_fields(t)
        if not missing:
            return True
        values = self.ask_missing(t, missing) if self.apply_operation is not None else None
        if values is not None:
            for op in fill_operations(t, values):
                if not self.apply_operation(op):  # refused: the window has said why
                    return False
            missing = missing_fields(self.tournament_provider())
            if not missing:
                return True
        return self._report(self.tr("Not exported: the FIDE rating report needs {0} more field(s): {1}").format(
            len(missing), "; ".join(f"{m.code} {shown(m.label)}" for m in missing)), failed=True)

    def _ask_missing(self, t: Tournament, missing: list[MissingField]) -> list[tuple[MissingField, str]] | None:
        dialog = MissingFieldsDialog(t, missing, self)
        return dialog.values() if dialog.exec() == QDialog.DialogCode.Accepted else None

    def _write(self, path: str, write: Callable[[str], None], atomic: bool = True) -> bool:
        """``atomic``: ``write`` fills a temporary file; otherwise it writes ``path`` atomically itself."""
        try:
            if atomic:
                write_atomically(path, write)
            else:
                write(path)
        except (OSError, TrfError, ValueError) as error:
            return self._report(self.tr("Could not write {0}: {1}").format(path, shown_error(error)), failed=True)
        return self._report(self.tr("Saved {0}").format(path))

    def _report(self, message: str, failed: bool = False) -> bool:
        self.messages.append(message)
        self.status.setText(message)
        if failed and self.isVisible():
            QMessageBox.warning(self, self.windowTitle(), message)
        return not failed

    def _ask_path(self, title: str, default: str, filters: str) -> str:
        path, _ = QFileDialog.getSaveFileName(self, title, default, filters)
        return path

    def _ask_pdf(self) -> None:
        kind, pairing = self.current_kind(), self.last_pairing_provider()
        shown = pairing.round if kind is DocumentKind.PAIRING_REPORT and pairing is not None else (
            self.round.value() if kind.needs_round else None)
        default = file_name(kind, shown)
        path = self.ask_path(self.tr("Save as PDF"), default, "PDF (*.pdf)")
        if path:
            self.save_pdf(path)

    def _ask_export(self) -> None:
        choice = self.export_choice.currentData()
        filters, suffix = EXPORTS[choice]
        name = (self.tournament_provider().settings.name or "tournament").replace("/", "-")
        path = self.ask_path(self.tr("Export"), str(Path(name).with_suffix(suffix)), filters)
        if path:
            self.export(choice, path)
