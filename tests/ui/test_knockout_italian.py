"""Issue 18 in Italian: a knockout's Bracket tab (the matches, the games, the engine's reasons for
every pairing, bye, wild card and decision) shows no English. Two events through the window: a
single elimination with byes and wild cards, two-game matches, rapid and Armageddon tie-breaks, a
forfeit and a withdrawal, to the final and third place; a double elimination of single games with a
match given by lot, its repechage, waits and final; a partial repechage and a refused draw; a
knockout stage after a Swiss (2.5.2)."""
from __future__ import annotations

import random
import re
from pathlib import Path

from PySide6.QtCore import QPoint, Qt

from arbiter_gui.app import create_main_window
from arbiter_gui.tournament.model import Player, TournamentSettings
from arbiter_gui.tournament.operations import LateEntry
from arbiter_gui.ui.bracket_view import BracketView
from arbiter_gui.ui.main_window import MainWindow
from tests.ui.test_end_to_end import _pair
from tests.ui.test_fixed_schedules_app import type_results
from tests.ui.test_italian_tour import english
from tests.ui.test_knockout_app import click_row, play


def bracket_texts(bracket: BracketView) -> list[str]:
    """Everything the tab shows for the round on screen: each row of the matches table with its
    games and the reasons beside them, and the round's name."""
    texts = [bracket.round_choice.currentText(), bracket.caption.text()]
    for row in range(bracket.matches.rowCount()):
        bracket.matches_view.selectRow(row)
        texts += [" ".join(str(c) for c in bracket.matches.row(row)), bracket.why.toPlainText()]
        texts += [" ".join(str(c) for c in bracket.games.row(r)) for r in range(bracket.games.rowCount())]
    return [re.sub(r"(?i)wild card", "", text) for text in texts]  # a loan word: seed 003 2.3 writes "Wild Card"


def _window(qtbot, tmp_path: Path, name: str) -> tuple[MainWindow, BracketView]:
    window = create_main_window()
    qtbot.addWidget(window)
    assert window.new_file(str(tmp_path / f"{name}.arbiter"), TournamentSettings(name="Coppa", system="knockout"))
    return window, window.bracket_view


def _play_to_the_end(qtbot, window: MainWindow, bracket: BracketView, keys: str) -> list[str]:
    rng = random.Random(18)
    found: list[str] = []
    while not bracket.knockout.over:
        found += english(bracket_texts(bracket), window, "")
        event = bracket.knockout
        index = next(i for i, m in enumerate(event.current.matches) if m.winner is None)
        play(qtbot, bracket, index, rng.choice(keys), armageddon_white=rng.randrange(2))
    return found + english(bracket_texts(bracket), window, "the end")


def test_a_single_elimination_in_italian(qtbot, tmp_path: Path, italian) -> None:
    window, bracket = _window(qtbot, tmp_path, "coppa")
    window.add_players([Player(0, f"Giocatore {i:02d}", fide_rating=2600 - 10 * i) for i in range(3, 13)])
    for i in (1, 2):  # wild cards for round 2 (2.3)
        assert window.apply(LateEntry(Player(0, f"Giocatore {i:02d}", fide_rating=2600 - 10 * i), 2))
    window.show()
    window.tabs.setCurrentWidget(bracket)
    qtbot.mouseClick(bracket.draw_button, Qt.MouseButton.LeftButton)
    assert bracket.knockout is not None and len(bracket.knockout.current.pairing.through) == 2
    shown = bracket_texts(bracket)
    assert any("il primo contro l'ultimo (seed 003 2.1)" in text for text in shown)
    assert any("passa al turno 2 senza giocare" in text for text in shown)
    found = english(shown, window, "draw")
    play(qtbot, bracket, 0, "==11=")  # standard and rapid level, the Armageddon drawn: Black through
    play(qtbot, bracket, 1, "-")  # a forfeit
    click_row(qtbot, bracket.matches_view, 2)
    qtbot.mouseClick(bracket.withdraw_buttons[0], Qt.MouseButton.LeftButton)  # a withdrawal
    play(qtbot, bracket, 3, "11")
    shown = "\n".join(bracket_texts(bracket))
    assert "ha pareggiato la partita Armageddon con il Nero e passa" in shown and "si è ritirato" in shown
    found += english(shown.splitlines(), window, "round 1")
    found += _play_to_the_end(qtbot, window, bracket, "10==")
    assert not found, "\n".join(sorted(set(found)))
    assert [place for place, _ in bracket.knockout.placings()] == [1, 2, 3, 4]


def test_a_double_elimination_in_italian(qtbot, tmp_path: Path, italian) -> None:
    window, bracket = _window(qtbot, tmp_path, "doppia")
    window.add_players([Player(0, f"Giocatore {i:02d}", fide_rating=2600 - 10 * i) for i in range(1, 9)])
    window.show()
    window.tabs.setCurrentWidget(bracket)
    bracket.rapid_games.setValue(0)
    bracket.standard_games.setValue(1)
    qtbot.mouseClick(bracket.armageddon, Qt.MouseButton.LeftButton, pos=QPoint(8, bracket.armageddon.height() // 2))
    bracket.double_elimination.setChecked(True)
    qtbot.mouseClick(bracket.draw_button, Qt.MouseButton.LeftButton)
    play(qtbot, bracket, 0, "=")  # level after its only phase: through by lot
    bracket.armageddon_white.setCurrentIndex(1)
    qtbot.mouseClick(bracket.lots_button, Qt.MouseButton.LeftButton)
    found = english(bracket_texts(bracket), window, "lot")
    assert any("per sorteggio" in text for text in bracket_texts(bracket))
    found += _play_to_the_end(qtbot, window, bracket, "10")
    assert not found, "\n".join(sorted(set(found)))


def test_a_partial_repechage_and_a_refusal_in_italian(qtbot, tmp_path: Path, italian) -> None:
    """The draw refused (a double elimination with a partial repechage, 6 players) says why in
    Italian; the partial repechage's round 2 says who is recovered, in Italian."""
    window, bracket = _window(qtbot, tmp_path, "ripescaggio")
    window.add_players([Player(0, f"Giocatore {i:02d}", fide_rating=2600 - 10 * i) for i in range(1, 7)])
    window.show()
    window.tabs.setCurrentWidget(bracket)
    bracket.partial_repechage.setChecked(True)
    bracket.double_elimination.setChecked(True)
    qtbot.mouseClick(bracket.draw_button, Qt.MouseButton.LeftButton)
    assert "non ha ripescaggio parziale" in window.last_error and not window.store.tournament().knockout
    found = english([window.last_error], window, "refused")
    bracket.double_elimination.setChecked(False)
    qtbot.mouseClick(bracket.draw_button, Qt.MouseButton.LeftButton)
    assert bracket.knockout is not None and len(bracket.knockout.current.matches) == 3
    for index in range(3):
        play(qtbot, bracket, index, "10")
    assert "ha perso al turno 1 ed è ripescato" in bracket.why.toPlainText()
    found += _play_to_the_end(qtbot, window, bracket, "10")
    assert not found, "\n".join(sorted(set(found)))


def test_a_knockout_stage_after_a_swiss_in_italian(qtbot, tmp_path: Path, italian) -> None:
    """Seed 003 2.5.2 in Italian: a Swiss of 12 players, 3 rounds paired and typed, then Torneo > Fase a
    eliminazione diretta…: the draw box's words, the seeds' origins and the knockout to its end."""
    window = create_main_window()
    qtbot.addWidget(window)
    assert window.new_file(str(tmp_path / "svizzero.arbiter"), TournamentSettings(name="Open", rounds=3))
    window.add_players([Player(0, f"Giocatore {i:02d}", fide_rating=2600 - 10 * i) for i in range(1, 13)])
    window.show()
    for number in range(1, 4):
        _pair(qtbot, window)
        type_results(qtbot, window, number)
    assert window.knockout_stage_action.text() == "Fase a eliminazione &diretta…"
    window.knockout_stage_action.trigger()
    bracket = window.bracket_view
    assert bracket.per_group.value() == 8
    shown = [bracket.stage_note.text(), bracket.per_group_label.text()]
    bracket.standard_games.setValue(1)
    qtbot.mouseClick(bracket.draw_button, Qt.MouseButton.LeftButton)
    assert bracket.knockout is not None and len(bracket.knockout.entrants) == 8
    shown += bracket_texts(bracket)
    assert any("è testa di serie 1: posto 1 nella classifica della fase a gironi" in text for text in shown)
    found = english(shown, window, "draw") + _play_to_the_end(qtbot, window, bracket, "10=")
    assert not found, "\n".join(sorted(set(found)))
