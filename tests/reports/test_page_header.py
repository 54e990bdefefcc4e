"""The printed page header (reports.paged.paint_bands): a tournament name that fits is printed whole,
not ended in "…" a fraction of a pixel short ("Scala del circolo · NOT in FIDE mo…" on the Ladder and
the knockout wall chart, seen in look9's renders); one too long is shortened before its FIDE mode, which is kept whole."""
from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtGui import QPageSize

from arbiter_gui.reports.paged import PageHeader, write_pdf


@pytest.fixture(autouse=True)
def _app(qapp) -> None:  # noqa: ANN001 - pytest-qt's fixture
    pass


def header_line(path: Path) -> str:
    return " ".join(PdfReader(str(path)).pages[0].extract_text().split())


@pytest.mark.parametrize("landscape", [False, True])
@pytest.mark.parametrize("name", ["Scala del circolo", "Prova rotation", "Coppa", "Open di Primavera 2026"])
def test_a_name_that_fits_is_printed_whole(tmp_path: Path, name: str, landscape: bool) -> None:
    path = tmp_path / "header.pdf"
    header = PageHeader(name, "Ladder after round 3", "Milano · 2026/03/01", "NOT in FIDE mode")
    write_pdf("<p>body</p>", str(path), QPageSize.PageSizeId.A4, header, landscape)
    text = header_line(path)
    assert f"{name} · NOT in FIDE mode" in text and "…" not in text


@pytest.mark.parametrize("landscape", [False, True])
def test_a_name_too_long_is_shortened_its_fide_mode_and_the_title_kept(tmp_path: Path, landscape: bool) -> None:
    path = tmp_path / "header.pdf"
    name = "Campionato Provinciale a Squadre della Federazione Scacchistica Italiana, fase finale " * 2
    write_pdf("<p>body</p>", str(path), QPageSize.PageSizeId.A4,
              PageHeader(name, "Tabellone della fase a eliminazione diretta", "Milano", "NOT in FIDE mode"), landscape)
    text = header_line(path)
    assert "… · NOT in FIDE mode" in text and "Milano" in text, text
    if landscape:  # the wall chart's page: the title has the third it needs
        assert "Tabellone della fase a eliminazione diretta" in text, text
