"""A historical event re-checked with the 1992 FIDE rating-based Swiss rules (seed 004, issue 20)
through the real window: the settings dialog offers the system `arbiter-pair --fide-1992` pairs
with, five rounds of 16 players are paired and their results typed, each round is the command line's
pairing of the exported file, the explanation cites the 1992 articles, and the pairing report prints."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from pypdf import PdfReader

from arbiter_gui.engine import systems
from arbiter_gui.formats.trf_pairing import snapshot as trf_snapshot
from arbiter_gui.formats.trf_tournament import tournament_to_trf
from arbiter_gui.tournament.model import Player
from tests.ui.test_end_to_end import _click_ok, _pair, new_tournament_dialog, type_keys

ROUNDS, PLAYERS = 5, 16
RESULTS = "10=01=1001=10=1"  # typed board after board, round after round: wins, losses and draws mixed


def test_a_1992_rules_event_through_the_window(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window, dialog = new_tournament_dialog(qtbot, tmp_path, monkeypatch, "Open storico 1995", "1992.arbiter")
    assert systems.SYSTEMS["fide_1992"].name == "fide_1992"  # what --fide-1992 names (arbiter-pair)
    dialog.system.setCurrentIndex(dialog.system.findData("fide_1992"))
    assert "1992" in dialog.system.currentText()
    dialog.rounds.setValue(ROUNDS)
    dialog.initial_colour.setCurrentIndex(dialog.initial_colour.findText(dialog.tr("White")))
    dialog.fide_mode.setChecked(False)  # a re-check of a historical event, not a rated one
    _click_ok(qtbot, dialog)
    assert window.store.tournament().settings.system == "fide_1992"
    assert window.add_players([Player(0, f"Storico {n:02}", fide_rating=2450 - 25 * n) for n in range(1, PLAYERS + 1)])

    articles: set[str] = set()
    for number in range(1, ROUNDS + 1):
        expected = systems.pair("fide_1992", trf_snapshot(tournament_to_trf(window.store.tournament(),
                                                                            rounds=number - 1)))
        _pair(qtbot, window)
        rnd = window.store.tournament().round(number)
        assert [(b.white, b.black) for b in rnd.boards] == [(b.white, b.black) for b in expected.boards], number
        qtbot.waitUntil(lambda: window.last_explained is not None, timeout=60000)
        text = window.explanation.toPlainText()
        articles |= {a for cited in re.findall(r"1992 ([A-E]\d+[a-z]?(?:, [A-E]\d+[a-z]?)*)", text)
                     for a in re.findall(r"[A-E]\d+", cited)}
        assert "1992" in text and not re.search(r"C\.04\.3 [A-C]\d", text), number  # its own articles only
        type_keys(qtbot, window, RESULTS[number:number + len(rnd.boards)])
        assert window.store.tournament().round(number).missing_results() == [], number
        if number == ROUNDS:
            report = tmp_path / "report.pdf"
            assert window.save_pairing_report(str(report)), window.last_error
            printed = " ".join(" ".join(page.extract_text().split()) for page in PdfReader(str(report)).pages)
            assert "1992" in printed
    # the procedure (C1-C9), an exchange (D2) and the colour rules (E1-E4), in the 1992 numbering
    assert {"C1", "C4", "C6", "C8", "C9", "D2", "E1", "E2", "E3", "E4"} <= articles, articles
