"""File > Publish and File > Hall screen from the window (issue 17): the site is written, the hall
screen shows a result entered in the window at its next request, the pairing sheet prints its
address and QR code, and the pages follow the interface's language (Italian here)."""
from __future__ import annotations

import urllib.request
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from arbiter_gui.app import create_main_window
from arbiter_gui.publish.site import write_site
from arbiter_gui.reports.catalogue import DocumentKind, printable
from arbiter_gui.tournament.operations import SetResult
from tests.publish import small_event


def test_publish_and_hall_screen_from_the_window(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    path = tmp_path / "event.arbiter"
    small_event(path)
    window = create_main_window(str(path))
    qtbot.addWidget(window)
    assert window.publishing.publish(str(tmp_path / "site")), window.last_error
    assert (tmp_path / "site" / "standings.html").is_file() and (tmp_path / "site" / "why-3.html").is_file()
    assert window.status.text().startswith("Web site written: 24 files")
    assert window.publishing.hall_url() == ""
    assert window.publishing.toggle_hall("127.0.0.1", 0)
    url = window.publishing.hall_url()
    try:
        assert url.startswith("http://127.0.0.1:") and "Stop the" in window.publishing.hall_action.text()
        assert "1-0" not in urllib.request.urlopen(url, timeout=10).read().decode()
        assert window.apply(SetResult(3, 1, "1", "0"))
        assert '<td class="res">1-0</td>' in urllib.request.urlopen(url, timeout=10).read().decode()
        window.open_documents()
        assert window.documents.hall_url_provider() == url
        sheet = printable(DocumentKind.PAIRINGS, window.store.tournament(), 3, hall_url=url).html
        assert "src='data:image/png;base64," in sheet and f"Find your board on your phone: {url}" in sheet
        window.documents.reject()
    finally:
        assert window.publishing.toggle_hall()  # stops it
    assert window.publishing.hall_url() == "" and window.publishing.hall is None


def test_the_site_in_italian(qtbot, tmp_path: Path, italian) -> None:  # noqa: ANN001
    t = small_event(tmp_path / "event.arbiter")
    write_site(t, tmp_path / "site", QCoreApplication.translate, "it")
    standings = (tmp_path / "site" / "standings.html").read_text(encoding="utf-8")
    assert '<html lang="it">' in standings and "Classifica dopo il turno 2" in standings
    assert "Spareggi: FIDE C.07" in standings and "Modalità FIDE" in standings
    assert "bye assegnato dall&#39;abbinamento" in (tmp_path / "site" / "round-1.html").read_text(encoding="utf-8")
