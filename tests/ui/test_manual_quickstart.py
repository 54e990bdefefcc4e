"""The manual's quick start (docs/manual/en/quickstart.md), followed step by step through the
window with only what it names: File > New tournament, 20 players picked from a FIDE rating list,
nine rounds paired with Tournament > Pair next round and their results typed on the Rounds tab,
the standings, and the TRF-2026 rating report exported from File > Print and export."""
from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QPushButton, QWidget

from arbiter_gui.app import create_main_window
from arbiter_gui.formats.trf import read_trf
from arbiter_gui.formats.trf_tournament import tournament_from_trf
from tests.formats.test_trf_report import filled

HEADER = ("ID Number      Name                                                         Fed Sex Tit  WTit OTit"
          "           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag")
SURNAMES = ("Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo", "Ricci", "Marino", "Greco",
            "Bruno", "Gallo", "Conti", "De Luca", "Mancini", "Costa", "Giordano", "Rizzo", "Lombardi", "Moretti")


def _rating_list(path: Path) -> None:
    """A FIDE TXT download of 20 players: each field where its header word starts."""
    columns = {word: HEADER.index(word) for word in ("ID Number", "Name", "Fed", "Sex", "SRtng", "B-day")}
    lines = [HEADER]
    for index, surname in enumerate(SURNAMES):
        fields = {"ID Number": str(9100001 + index), "Name": f"{surname}, Player", "Fed": "ITA", "Sex": "M",
                  "SRtng": str(2400 - 37 * index), "B-day": "1990"}
        line = ""
        for word, column in columns.items():
            line = line.ljust(column) + fields[word]
        lines.append(line)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def test_the_quick_start_runs_a_nine_round_open(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: ANN001
    window = create_main_window()
    qtbot.addWidget(window)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(tmp_path / "open.arbiter"), ""))
    # 2. File > New tournament: name it, 9 rounds and the Dutch system are the defaults
    window.new_action.trigger()
    window.dialog.set_text("name", "Open 2026")
    assert window.dialog.rounds.value() == 9
    qtbot.mouseClick(window.dialog.ok_button, Qt.MouseButton.LeftButton)
    assert window.store is not None and window.store.tournament().settings.system == "dutch"
    # 3. File > Import players from a FIDE rating list: search, tick, OK
    _rating_list(tmp_path / "players_list.txt")
    assert window.pick_from_rating_list(str(tmp_path / "players_list.txt")), window.last_error
    dialog = window.rating_dialog
    dialog.search.setText("9100")
    assert dialog.found.count() == 20
    for row in range(dialog.found.count()):
        dialog.found.item(row).setCheckState(Qt.CheckState.Checked)
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert len(window.store.tournament().players) == 20
    assert window.store.tournament().player(1).name == "Rossi, Player"
    # 5-8. Tournament > Pair next round, then on the Rounds tab type 1, 0 or = board after board
    for round_number in range(1, 10):
        window.pair_action.trigger()
        qtbot.waitUntil(lambda: not window.pairing_in_progress, timeout=60000)
        assert window.last_error == ""
        window.tabs.setCurrentWidget(window.findChild(QWidget, "RoundsTab"))
        assert window.tabs.currentWidget().objectName() == "RoundsTab"
        view = window.boards_view
        view.setFocus()
        view.selectRow(0)
        for board in range(len(window.store.tournament().round(round_number).boards)):
            qtbot.keyClicks(view, "10="[(board + round_number) % 3])
        assert window.store.tournament().round(round_number).missing_results() == []
    # 9. the Standings tab after round 9
    window.tabs.setCurrentWidget(window.standings_page)
    assert window.standings_model.rowCount() == 20
    assert window.pair_action.isEnabled() is False  # every round is paired
    # 10. File > Print and export, Export the tournament: TRF-2026 (FIDE rating report), Export…
    window.documents_action.trigger()
    documents = window.documents
    report = tmp_path / "rating-report.trf"
    documents.ask_path = lambda *args: str(report)
    documents.ask_missing = lambda t, missing: filled(missing)  # the report's empty fields, typed in the dialog
    documents.export_choice.setCurrentText("TRF-2026 (FIDE rating report)")
    [export] = [b for b in documents.findChildren(QPushButton) if b.text() == "Export…"]
    qtbot.mouseClick(export, Qt.MouseButton.LeftButton)
    reported = tournament_from_trf(read_trf(str(report)))
    assert len(reported.players) == 20 and reported.complete_rounds == 9
    assert reported.results(9) == window.store.tournament().results(9)
    documents.reject()
    window.close()
