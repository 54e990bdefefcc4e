"""The print and export dialog: every document previews and saves as PDF, exports write their
files, a failure names the file."""
from __future__ import annotations

import openpyxl
import pytest

from arbiter_gui.engine.swiss.dutch.pairing import pair_round
from arbiter_gui.formats.trf_tournament import read_tournament
from arbiter_gui.reports.catalogue import DocumentKind
from arbiter_gui.tournament.engine_input import snapshot
from arbiter_gui.ui.documents_dialog import EXPORTS, DocumentsDialog
from tests.reports import big_tournament


@pytest.fixture(scope="module")
def t():
    return big_tournament()


@pytest.fixture
def dialog(qtbot, t):
    pairing = pair_round(snapshot(t, 9))
    d = DocumentsDialog(lambda: t, lambda: pairing)
    qtbot.addWidget(d)
    return d


def test_every_document_previews_and_saves(dialog, tmp_path, t) -> None:
    assert dialog.round.maximum() == t.paired_rounds
    for index in range(dialog.kind.count()):
        dialog.kind.setCurrentIndex(index)
        kind = dialog.current_kind()
        dialog.page.setCurrentText("Letter" if index % 2 else "A4")
        assert dialog.preview.pageCount() >= 1, kind
        path = tmp_path / f"{kind.name}.pdf"
        assert dialog.save_pdf(str(path)), dialog.messages
        assert path.read_bytes().startswith(b"%PDF")
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(f"{k.name}.pdf" for k in DocumentKind)


def test_crosstable_is_landscape_and_standings_count_every_round(dialog, t) -> None:
    dialog.kind.setCurrentIndex(dialog.kind.findData(DocumentKind.CROSSTABLE.name))
    assert dialog.round.value() == t.paired_rounds
    assert dialog.printer.pageLayout().orientation().name == "Landscape"


def test_exports(dialog, tmp_path, t) -> None:
    for choice, (_, suffix) in EXPORTS.items():
        path = tmp_path / f"event-{choice[:5]}{suffix}"
        assert dialog.export(choice, str(path)), dialog.messages
        if suffix == ".xlsx":
            assert "Crosstable" in openpyxl.load_workbook(path).sheetnames
        else:
            assert read_tournament(str(path)).players == t.players
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]  # no temporary left


def test_a_failure_names_the_file(dialog, tmp_path) -> None:
    path = tmp_path / "missing-folder" / "event.trf"
    assert not dialog.export("TRF16", str(path))
    assert str(path) in dialog.messages[-1]
    assert not dialog.save_pdf(str(tmp_path / "missing-folder" / "x.pdf"))
    assert "x.pdf" in dialog.messages[-1]


def test_without_a_pairing_the_report_is_not_offered(qtbot, t) -> None:
    d = DocumentsDialog(lambda: t, lambda: None)
    qtbot.addWidget(d)
    row = d.kind.findData(DocumentKind.PAIRING_REPORT.name)
    assert not d.kind.model().item(row).isEnabled()


def test_fits_the_screen_zooms_names_files_by_round_and_previews_the_pdf_pages(dialog, tmp_path, t) -> None:
    """Issue 23: the dialog fits 1366x768; zoom; default file names carry the round; a readable text
    size; the preview shows as many pages as the PDF has (the pairing report on Letter had one less)."""
    from pypdf import PdfReader

    dialog.show()
    assert dialog.width() <= 1360 and dialog.height() <= 700
    before = dialog.preview.zoomFactor()
    dialog.preview.zoomIn()
    assert dialog.preview.zoomFactor() > before
    asked: list[str] = []
    dialog.ask_path = lambda title, default, filters: asked.append(default) or ""
    dialog.kind.setCurrentIndex(dialog.kind.findData(DocumentKind.PAIRINGS.name))
    dialog.round.setValue(5)
    dialog.pdf_button.click()
    dialog.kind.setCurrentIndex(dialog.kind.findData(DocumentKind.PLAYERS.name))
    dialog.pdf_button.click()
    assert asked == ["pairings-round-5.pdf", "players.pdf"]
    dialog.kind.setCurrentIndex(dialog.kind.findData(DocumentKind.PAIRING_REPORT.name))
    dialog.page.setCurrentText("Letter")
    path = tmp_path / "report.pdf"
    assert dialog.save_pdf(str(path))
    assert dialog.preview.pageCount() == len(PdfReader(str(path)).pages)
    assert dialog.pages_label.text() == f"Pages: {dialog.preview.pageCount()}"
    dialog.kind.setCurrentIndex(dialog.kind.findData(DocumentKind.ALPHABETICAL.name))
    compact = dialog.preview.pageCount()
    dialog.text_size.setCurrentIndex(1)  # readable: 9 pt instead of 7
    assert dialog.preview.pageCount() > compact
    assert dialog.save_pdf(str(tmp_path / "big.pdf"))
    assert len(PdfReader(str(tmp_path / "big.pdf")).pages) == dialog.preview.pageCount()
