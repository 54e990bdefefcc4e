"""Issue 23, "wrong or lost information", met as the arbiter meets it on the real window: the
round the standings count, withdrawn players, late entries, the decision record after a restart,
Double-Swiss and team screens."""
from __future__ import annotations

from pathlib import Path

from arbiter_gui.app import create_main_window
from arbiter_gui.reports.catalogue import DocumentKind, printable
from arbiter_gui.ui.main_window import MainWindow

CONFORMANCE = Path(__file__).parents[1] / "data" / "conformance" / "dutch"
SMALL = CONFORMANCE / "d700027_n7_r4of5.trf"  # 7 players, rounds 1-3 played, round 4 of 5 to pair


def _window(qtbot, tmp_path: Path, trf: Path = SMALL) -> MainWindow:
    window = create_main_window()
    qtbot.addWidget(window)
    assert window.import_trf(str(trf), str(tmp_path / "event.arbiter")), window.last_error
    return window


def _pair(qtbot, window: MainWindow) -> None:
    window.pair_next_round()
    qtbot.waitUntil(lambda: not window.pairing_in_progress, timeout=30000)
    assert window.last_error == ""


def test_standings_and_crosstable_count_the_last_round_with_every_result(qtbot, tmp_path: Path) -> None:
    window = _window(qtbot, tmp_path)
    _pair(qtbot, window)  # round 4 paired, no result yet
    assert window.crosstable.caption.text() == "Crosstable after round 3: 7 players"
    window.open_documents()
    dialog = window.documents
    assert dialog is not None
    for kind in (DocumentKind.STANDINGS, DocumentKind.CROSSTABLE):
        dialog.kind.setCurrentIndex(dialog.kind.findData(kind.name))
        assert dialog.round.value() == 3 and dialog.round.maximum() == 4
        assert "after round 3</h1>" in printable(kind, window.store.tournament(), dialog.round.value()).html
    dialog.kind.setCurrentIndex(dialog.kind.findData(DocumentKind.PAIRINGS.name))
    assert dialog.round.value() == 4  # the pairing sheet is the new round's
    dialog.kind.setCurrentIndex(dialog.kind.findData(DocumentKind.STANDINGS.name))
    dialog.round.setValue(4)  # chosen on purpose: the page says it is not final
    html = printable(DocumentKind.STANDINGS, window.store.tournament(), 4).html
    assert "Standings after round 4 (3 results missing)</h1>" in html
    window.enter_result(1, "1", "0")
    assert window.crosstable.caption.text() == "Crosstable after round 3: 7 players"
