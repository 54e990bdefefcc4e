"""A traditional acceleration chosen in the window (seed 003 8.3, issue 20): the new-tournament dialog
offers it, each round paired through the window is the command line's pairing of the exported file (its
192 code naming the method), the explanation and the printed pairing report name the method, and the
xlsx export carries the virtual points' settings."""
from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader

from arbiter_gui import cli
from arbiter_gui.formats.trf_tournament import export_trf
from arbiter_gui.tournament.model import Player
from tests.pairing_files import read_pairing
from tests.ui.test_end_to_end import _click_ok, _pair, new_tournament_dialog, type_keys

ROUNDS, PLAYERS = 7, 20
RESULTS = "1=0101=10=01100=1=01=0"  # typed board after board: wins, losses and draws mixed
LABELS = {"haley": "Haley", "french": "Decreasing"}


@pytest.mark.parametrize("method", sorted(LABELS))
def test_an_accelerated_open_through_the_window(method: str, qtbot, tmp_path: Path,  # noqa: ANN001
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    window, dialog = new_tournament_dialog(qtbot, tmp_path, monkeypatch, "Open accelerato", "open.arbiter")
    dialog.rounds.setValue(ROUNDS)
    dialog.acceleration.setCurrentIndex(dialog.acceleration.findData(method))
    assert LABELS[method] in dialog.acceleration.currentText()
    dialog.initial_colour.setCurrentIndex(dialog.initial_colour.findText(dialog.tr("White")))
    dialog.fide_mode.setChecked(False)
    _click_ok(qtbot, dialog)
    assert window.store.tournament().settings.acceleration == method
    assert window.add_players([Player(0, f"Giocatore {n:02}", fide_rating=2400 - 30 * n)
                               for n in range(1, PLAYERS + 1)])
    for number in range(1, 4):
        before = tmp_path / f"before{number}.trf"
        export_trf(window.store.tournament(), before, rounds=number - 1)
        assert f"_{method.upper()}" in before.read_text(encoding="utf-8")  # the 192 code names the method
        assert cli.main(["--dutch", str(before), "-p", str(tmp_path / f"cli{number}.txt")]) == 0
        _pair(qtbot, window)
        rnd = window.store.tournament().round(number)
        pairs = read_pairing(tmp_path / f"cli{number}.txt")
        assert [(str(b.white), str(b.black)) for b in rnd.boards] == list(zip(pairs[1::2], pairs[2::2])), number
        qtbot.waitUntil(lambda: window.last_explained is not None, timeout=60000)
        assert f"acceleration: {LABELS[method].lower()}" in window.explanation.toPlainText().lower()
        type_keys(qtbot, window, RESULTS[number:number + len(rnd.boards)])
        assert window.store.tournament().round(number).missing_results() == [], number
    report = tmp_path / "report.pdf"
    assert window.save_pairing_report(str(report)), window.last_error
    printed = " ".join(" ".join(page.extract_text().split()) for page in PdfReader(str(report)).pages)
    assert LABELS[method].lower() in printed.lower()
    assert "Open accelerato · NOT in FIDE mode" in printed  # the page header, which this report lacked
