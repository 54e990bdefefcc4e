"""Italian: every string of the window and its dialogs is translated, the compiled .qm matches
the .ts, and the window speaks Italian when the translation is loaded."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from arbiter_gui.app import create_main_window
from arbiter_gui.ui import i18n

TS = i18n.TRANSLATIONS / "arbiter_it.ts"
QM = i18n.TRANSLATIONS / "arbiter_it.qm"
UI = Path(i18n.__file__).parent


def _tool(name: str) -> str:
    # beside the interpreter too: a virtual environment's tools when its bin folder is not on PATH (CI)
    tool = shutil.which(f"pyside6-{name}", path=os.pathsep.join((str(Path(sys.executable).parent),
                                                                  os.environ.get("PATH", ""))))
    if tool is None:
        pytest.skip(f"pyside6-{name} is not installed")
    return tool


def test_every_string_is_translated(tmp_path: Path) -> None:
    copy = tmp_path / "arbiter_it.ts"
    shutil.copyfile(TS, copy)
    subprocess.run([_tool("lupdate"), "-no-obsolete", *(str(UI / s) for s in i18n.SOURCES), "-ts", str(copy)],
                   check=True, capture_output=True)
    messages = list(ET.parse(copy).getroot().iter("message"))
    assert len(messages) > 150
    untranslated = [m.findtext("source") for m in messages
                    if m.find("translation").get("type") == "unfinished" or not m.findtext("translation")]
    assert untranslated == [], "run pyside6-lupdate (see ui/i18n.py) and translate these"


def test_the_compiled_translation_is_up_to_date(tmp_path: Path) -> None:
    compiled = tmp_path / "arbiter_it.qm"
    subprocess.run([_tool("lrelease"), str(TS), "-qm", str(compiled)], check=True, capture_output=True)
    assert compiled.read_bytes() == QM.read_bytes(), "run pyside6-lrelease resources/i18n/arbiter_it.ts"


def test_the_window_in_italian(qtbot, italian) -> None:  # noqa: ANN001
    window = create_main_window()
    qtbot.addWidget(window)
    menus = [action.text() for action in window.menuBar().actions()]
    assert menus == ["&File", "&Modifica", "&Giocatori", "&Torneo", "&Visualizza", "&Aiuto"]
    tabs = [window.tabs.tabText(i) for i in range(window.tabs.count())]
    assert tabs[:2] == ["Giocatori", "Turni"]
    # in this order, whatever tabs (documents, charts) come between them
    expected = ["Giocatori", "Turni", "Impostazioni turno", "Modifica abbinamento", "Classifica", "Tabellone",
                "Scheda giocatore", "Spiegazione"]
    assert [text for text in tabs if text in expected] == expected
    assert not set(tabs) & {"Players", "Rounds", "Round settings", "Edit pairing", "Standings", "Crosstable",
                            "Player card", "Explanation", "Charts"}
    assert window.pair_action.text() == "Abbina il &prossimo turno"
    assert window.players_view.search.placeholderText().startswith("Cerca per nome")
    # the new views: their labels, lists and module-level texts
    panel = window.round_panel
    assert panel.summary.text() == "Nessun torneo"
    assert [panel.request_kind.itemText(i) for i in range(panel.request_kind.count())] == [
        "bye da mezzo punto", "bye da zero punti", "assente", "bye da un punto"]
    assert panel.date_edit.placeholderText() == "AAAA/MM/GG"
    assert panel.request_player.lineEdit().placeholderText() == "nome o numero"
    assert window.pairing_editor.caption.text() == "Nessun turno ancora abbinato"
    assert window.pairing_editor.pair_white.lineEdit().placeholderText() == "Bianco"
    assert window.crosstable.model.headers[:3] == ["N.", "Pos.", "N. abb."]
    assert window.player_card.header.text().startswith("Fare doppio clic")
    assert window.explanation_panel.ask.text() == "Perché no?"


def test_the_language_follows_the_choice_then_the_system(qtbot) -> None:  # noqa: ANN001
    from PySide6.QtCore import QSettings

    window = create_main_window()
    qtbot.addWidget(window)
    [language_menu] = [a.menu() for menu in window.menuBar().actions() for a in menu.menu().actions()
                       if a.menu() is not None and a.menu() is not window.recent_menu]
    assert [a.text() for a in language_menu.actions()] == ["System language", "English", "Italiano"]
    language_menu.actions()[2].trigger()  # View > Language > Italiano: from the next start
    assert "next time" in window.status.text()
    preferences = QSettings()
    assert i18n.chosen_language(preferences) == "it"
    preferences.setValue(i18n.LANGUAGE_KEY, "")
    assert i18n.chosen_language(preferences) in i18n.LANGUAGES
    assert i18n.install_translations(QApplication.instance() or QApplication([]), "en") == []


@pytest.mark.parametrize("system, article", [("dutch", "C.04.3 1.9.3"), ("dubov", "C.04.4.1 1.9.3"),
                                             ("fide_1992", "1992")])
def test_no_valid_pairing_is_said_in_italian(system: str, article: str, italian) -> None:  # noqa: ANN001
    # two players who have met: round 2 has no pairing keeping the absolute criteria (C.04.3 1.9.3)
    from arbiter_gui.engine import systems
    from arbiter_gui.engine.result import NoValidPairing
    from arbiter_gui.ui.domain_text import shown
    from tests.engine.test_dutch_seed_examples import record, snapshot_of

    with pytest.raises(NoValidPairing) as refused:
        systems.pair(system, snapshot_of([record(1, "W+2"), record(2, "B-1")], total_rounds=3))
    words = shown(refused.value.args[0])
    assert words.startswith("Nessun abbinamento di questo turno rispetta i criteri assoluti") and article in words
