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
from tests.formats.test_trf_report import reportable
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


def test_exports(qtbot, tmp_path) -> None:
    t = reportable(big_tournament())
    dialog = DocumentsDialog(lambda: t)
    qtbot.addWidget(dialog)
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


def test_the_rating_report_asks_for_the_missing_fields(qtbot, tmp_path, t) -> None:
    """Issue 17: TRF-2026 is written only with every mandatory field; without a way to change the
    tournament the dialog names them; cancelled, nothing is written."""
    rating_report = "TRF-2026 (FIDE rating report)"
    d = DocumentsDialog(lambda: t)
    qtbot.addWidget(d)
    path = tmp_path / "event.trf"
    assert not d.export(rating_report, str(path)) and not path.exists()
    assert "Not exported: the FIDE rating report needs 304 more field(s): 032 federation; 102 chief arbiter; 192 type " in d.messages[-1]
    applied = []
    d = DocumentsDialog(lambda: t, apply_operation=lambda op: applied.append(op) or True)
    qtbot.addWidget(d)
    asked = []
    d.ask_missing = lambda t_, missing: asked.append(missing)  # cancelled: None
    assert not d.export(rating_report, str(path)) and not path.exists() and len(asked[0]) == 304
    assert applied == []
    assert d.export("TRF16", str(path))  # TRF16 is no rating report: not checked


def test_the_missing_fields_dialog(qtbot, t) -> None:
    """One box per field, the type of tournament prefilled from the system; the boxes left empty
    are not filled in; the operations set the settings, a round's date (its time kept), a FIDE ID."""
    from dataclasses import replace

    from arbiter_gui.formats.trf_report import missing_fields
    from arbiter_gui.tournament.operations import ChangeSettings, EditPlayer, SetRoundSchedule
    from arbiter_gui.ui.rating_report_dialog import MissingFieldsDialog, fill_operations

    players = {tpn: replace(p, fide_id=p.fide_id or str(4100000 + tpn)) for tpn, p in t.players.items()}
    players[5] = replace(players[5], fide_id="")
    rounds = tuple(replace(r, date="", time="14:00") if r.number == 2 else r for r in t.rounds)
    u = replace(t, players=players, rounds=rounds, settings=replace(t.settings, city="", tournament_type=None))
    missing = missing_fields(u)
    dialog = MissingFieldsDialog(u, missing)
    qtbot.addWidget(dialog)
    assert [b.text() for b in dialog.boxes] == ["", "", "", "FIDE_DUTCH_2025", "", ""]
    for box, text in zip(dialog.boxes, ("", "ITA", "IA Anna Bianchi", "FIDE_DUTCH_2025", "22.11.2026", "4100005")):
        box.setText(text)
    assert [m.code for m, _ in dialog.values()] == ["032", "102", "192", "132", "001"]  # the city left empty
    assert fill_operations(u, dialog.values()) == [
        ChangeSettings({"federation": "ITA", "chief_arbiter": "IA Anna Bianchi", "tournament_type": "FIDE_DUTCH_2025"}),
        SetRoundSchedule(2, "2026/11/22", "14:00"), EditPlayer(5, {"fide_id": "4100005"})]
    dialog.boxes[4].setText("next Sunday")  # not a date: named, the dialog stays open
    dialog.accept()
    assert "132 date of round 2 (YYYY/MM/DD): 'next Sunday' is not a date" in dialog.error.text()
    assert dialog.result() != dialog.DialogCode.Accepted
