"""Issue 23, "Italian UI": a scripted tour of the real window in Italian fails on any English word that
reaches a visible widget. For each Swiss system (Dutch, Dubov, Burstein, Lim, Double-Swiss, Team) and a
round robin (Berger tables): File > New (the settings dialog), the players (CSV import, or teams), three
rounds paired and their results typed, and after each round every tab of the window, the Explanation tab
bracket by bracket with a "Why not?", the tie-break working of the standings, every printed document (its
PDF's text) and the rating report's missing-field dialog. Then the messages about bad fields and files,
a pairing-integrity confirmation, the web site's explanation and a refused pairing, in Italian."""
from __future__ import annotations

import re
from html import unescape
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QAbstractItemModel, QAbstractListModel, QModelIndex, Qt
from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QComboBox, QFileDialog, QGroupBox,
                               QLabel, QLineEdit, QPlainTextEdit, QTabWidget, QTextEdit, QWidget)

from arbiter_gui.app import create_main_window
from arbiter_gui.formats.trf_report import missing_fields
from arbiter_gui.reports.catalogue import DocumentKind, save_pdf
from arbiter_gui.tournament.model import Player
from arbiter_gui.tournament.team.operations import AddTeam, SetGameResult
from arbiter_gui.ui.main_window import STANDINGS_TIEBREAK_COLUMN, MainWindow
from arbiter_gui.ui.rating_report_dialog import MissingFieldsDialog
from tests.ui.test_end_to_end import PLAYERS, _click_ok, _pair
from tests.ui.test_italian_reasons import ENGLISH
from tests.ui.test_team_app import roster

ROUNDS = 3
# Words of the interface's English beyond those of the engine's reasons (test_italian_reasons.ENGLISH)
UI_ENGLISH = re.compile(r"\b(name|rating|results?|standings|settings|tournament|export|print|save|open|new|"
                        r"withdrawn|bye|forfeit|team|match|games?|board|date|page|after|before|unrated|"
                        r"tie-?breaks?|points?|total|unknown|missing|error|warning|see|set|select|to|at|on|"
                        r"paired|pairings?|only|this|that|these|it|its|you|your|or|be|been|will|can|"
                        r"cannot|must|when|there|each|every|yes|list|report|sheet|cards?|view|show|add|edit|"
                        r"delete|remove|undo|redo|search|help|cancel|close|first|last|next|previous)\b",
                        re.IGNORECASE)
# Words both languages use (proper nouns, codes, loan words Italian arbiters use as they are)
SHARED = re.compile(r"\b(bye|match|team|rating|tie-?break|Buchholz|Sonneborn-Berger|Elo|FIDE|TRF(-2026|16)?|"
                    r"PDF|Excel|xlsx|Double-Swiss|Swiss|Dubov|Burstein|Lim|Berger|Koya|Baku|PAB|MDPs?|TPN|"
                    r"Perch[ée] no)\b",
                    re.IGNORECASE)


def _plain(text: str) -> str:
    return unescape(re.sub(r"<[^>]+>", " ", re.sub(r"<style>.*?</style>", "", text, flags=re.S)))


def _model_texts(model: QAbstractItemModel, rows: int = 60) -> list[str]:
    root = QModelIndex()
    columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount(root)
    texts = [str(model.headerData(c, Qt.Orientation.Horizontal) or "") for c in range(columns)]
    for row in range(min(rows, model.rowCount(root))):
        for column in range(columns):
            value = model.data(model.index(row, column))
            if value is not None:
                texts.append(str(value))
            tip = model.data(model.index(row, column), Qt.ItemDataRole.ToolTipRole)
            if tip:
                texts.append(str(tip))
    return texts


def visible_texts(root: QWidget) -> list[str]:
    """Every text a visible widget under ``root`` shows: labels, buttons, boxes, lists and tables
    (headers, cells and their tips), tabs, text areas, the window title."""
    texts = [root.windowTitle()]
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisible():
            continue
        texts.append(widget.toolTip())
        if isinstance(widget, QLabel):
            texts.append(_plain(widget.text()))
        elif isinstance(widget, QAbstractButton):
            texts.append(widget.text())
        elif isinstance(widget, QGroupBox):
            texts.append(widget.title())
        elif isinstance(widget, QLineEdit):
            texts.append(widget.placeholderText())
        elif isinstance(widget, (QTextEdit, QPlainTextEdit)):
            texts.append(widget.toPlainText())
        elif isinstance(widget, QComboBox):
            texts.extend(widget.itemText(i) for i in range(widget.count()))
        elif isinstance(widget, QTabWidget):
            texts.extend(widget.tabText(i) for i in range(widget.count()) if widget.isTabVisible(i))
        elif isinstance(widget, QAbstractItemView) and widget.model() is not None:
            texts.extend(_model_texts(widget.model()))
    return texts


def english(texts: list[str], window: MainWindow, where: str) -> list[str]:
    """The texts with an English word once names (players, teams, clubs, the event) and the paths of
    files (the backup copy's, in the status line) are taken out."""
    t = window.store.tournament()
    folder = str(Path(window.store.path).parent)
    names = sorted({p.name for p in t.players.values()} | {p.club for p in t.players.values() if p.club}
                   | {m.name for members in t.rosters.values() for m in members} | {t.settings.name}, key=len,
                   reverse=True)
    found = []
    for text in texts:
        for line in text.splitlines():
            line = " ".join(line.split())  # a PDF's text has tabs between words
            for name in names:
                line = line.replace(name, "")
            line = SHARED.sub("", re.sub(re.escape(folder) + r".*", "", line.replace("&", "")))
            if ENGLISH.search(line) or UI_ENGLISH.search(line):
                found.append(f"{where}: {line.strip()}")
    return found


def _new_tournament(qtbot, window: MainWindow, system: str, tmp_path: Path, monkeypatch) -> list[str]:  # noqa: ANN001
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(tmp_path / f"{system}.arbiter"), ""))
    window.new_action.trigger()
    dialog = window.dialog
    dialog.set_text("name", "Torneo di Prova")
    dialog.system.setCurrentIndex(dialog.system.findData(system))
    dialog.rounds.setValue(29 if system == "round_robin" else 5)  # a round robin of the file's 30 players
    shown = []
    for tabs in dialog.findChildren(QTabWidget):  # every page of the dialog (Event, Pairing, Points, Prizes)
        for index in range(tabs.count()):
            tabs.setCurrentIndex(index)
            shown += visible_texts(dialog)
    _click_ok(qtbot, dialog)
    assert window.last_error == "" and window.store.tournament().settings.system == system
    return shown


def _show_tab_of(window: MainWindow, widget: QWidget) -> None:
    page = widget
    while window.tabs.indexOf(page) < 0:
        page = page.parentWidget()
    window.tabs.setCurrentWidget(page)


def _results(qtbot, window: MainWindow, system: str) -> None:  # noqa: ANN001
    t = window.store.tournament()
    if system.startswith("team"):
        for number in range(1, t.paired_rounds + 1):
            for match, board in enumerate(t.round(number).boards, start=1):
                for game in range(1, len(board.games) + 1):
                    if board.games[game - 1].home_result is None:
                        assert window.apply(SetGameResult(number, match, game, "1", "0")), window.last_error
        return
    view = window.boards_view
    for number in range(1, t.paired_rounds + 1):
        if t.round(number).missing_results():
            _show_tab_of(window, view)
            window.round_choice.setCurrentIndex(number - 1)
            view.setFocus()
            view.selectRow(0)
            for board in t.round(number).boards:
                qtbot.keyClicks(view, "1" if board.white < board.black else "0")
            assert window.store.tournament().round(number).missing_results() == [], window.last_error


def _every_tab(qtbot, window: MainWindow) -> list[str]:  # noqa: ANN001
    shown = []
    for index in range(window.tabs.count()):
        if not window.tabs.isTabVisible(index):
            continue
        window.tabs.setCurrentIndex(index)
        qtbot.wait(20)
        shown += visible_texts(window)
    return shown


def _explanation(qtbot, window: MainWindow) -> list[str]:  # noqa: ANN001
    panel = window.explanation_panel  # beside the boards, on the Rounds tab
    _show_tab_of(window, panel)
    assert panel.isVisible()
    shown = []
    for row in range(panel.brackets.count()):
        panel.brackets.setCurrentRow(row)
        shown += visible_texts(window)
    pairing = window.last_pairing
    if pairing is not None and pairing.boards:
        board = pairing.boards[0]
        panel.first.setCurrentIndex(panel.first.findData(board.white))
        panel.second.setCurrentIndex(panel.second.findData(pairing.boards[-1].black))
        with qtbot.waitSignal(panel.answered, timeout=30_000):
            panel.ask_why_not()
        shown.append(panel.answer.text())
    return shown


def _tiebreaks(window: MainWindow) -> list[str]:
    window.tabs.setCurrentWidget(window.standings_page)
    view, why = window.standings_view, window.standings_why
    shown = []
    for column in range(STANDINGS_TIEBREAK_COLUMN, view.model().columnCount()):
        if why.open_cell(0, column):
            shown += visible_texts(why.dialog)
            why.dialog.close()
    return shown


def _documents(window: MainWindow, tmp_path: Path) -> list[str]:
    t = window.store.tournament()
    shown = []
    for kind in DocumentKind:
        if kind is DocumentKind.MATCH_CARDS and not t.settings.is_team_event:
            continue
        if kind is DocumentKind.PRIZES and not t.settings.prizes:
            continue
        path = tmp_path / f"{kind.name}.pdf"
        save_pdf(kind, t, t.paired_rounds, str(path), pairing=window.last_explained or window.last_pairing)
        shown += [page.extract_text() for page in PdfReader(str(path)).pages]
    window.open_documents()
    shown += visible_texts(window.documents)
    window.documents.close()
    dialog = MissingFieldsDialog(t, missing_fields(t), window)
    dialog.show()
    shown += visible_texts(dialog)
    dialog.close()
    return shown


@pytest.mark.parametrize("system", ["dutch", "dubov", "burstein", "lim", "double_swiss", "team", "round_robin"])
def test_an_italian_tour_shows_no_english(qtbot, tmp_path: Path, monkeypatch, italian,  # noqa: ANN001
                                          system: str) -> None:
    window = create_main_window()
    qtbot.addWidget(window)
    window.show()
    seen = {"settings dialog": _new_tournament(qtbot, window, system, tmp_path, monkeypatch)}
    if system == "team":
        for team in range(1, 9):
            assert window.apply(AddTeam(Player(0, f"Squadra {team}", federation="ITA"), tuple(roster(team))))
    else:
        assert window.import_players(str(PLAYERS)), window.last_error
    seen["before round 1"] = _every_tab(qtbot, window)
    for _ in range(ROUNDS):
        _pair(qtbot, window)
        qtbot.waitUntil(lambda: window.last_explained is not None, timeout=60_000)
        number = window.last_pairing.round
        seen[f"round {number} paired"] = _every_tab(qtbot, window)
        seen[f"round {number} explanation"] = _explanation(qtbot, window)
        _results(qtbot, window, system)
        seen[f"round {number} results"] = _every_tab(qtbot, window)
    seen["tie-break working"] = _tiebreaks(window)
    seen["documents"] = _documents(window, tmp_path)
    found = list(dict.fromkeys(line for where, texts in seen.items() for line in english(texts, window, where)))
    assert not found, "English in the Italian interface:\n" + "\n".join(found)
    # the tour saw what it says it saw: each part in Italian
    everything = {where: " ".join(" ".join(text.split()) for text in texts) for where, texts in seen.items()}
    assert "Sistema di abbinamento" in everything["settings dialog"]
    assert "sistema" in everything["round 3 paired"]
    assert ("tabella Berger" in everything["round 3 paired"] if system == "round_robin" else
            "Gruppo" in everything["round 3 explanation"])
    assert "Classifica" in everything["round 3 results"] and "Tabellone" in everything["round 3 results"]
    assert "Spareggi" in everything["documents"] and "Rapporto di abbinamento, turno 3" in everything["documents"]
    assert "FIDE" in everything["documents"] and "Compila ed esporta" in everything["documents"]


def test_what_is_wrong_with_a_field_or_a_file_is_said_in_italian(qtbot, tmp_path: Path, monkeypatch,  # noqa: ANN001
                                                                 italian) -> None:
    """Settings fields (points, tie-breaks, EXT values, the order of complete ties), the prize list,
    a player's fields in a CSV file and a FIDE rating list: the messages under the fields and in the
    window are Italian, file, line and field included."""
    window = create_main_window()
    qtbot.addWidget(window)
    window.show()
    _new_tournament(qtbot, window, "dutch", tmp_path, monkeypatch)
    window.settings_action.trigger()
    dialog = window.dialog
    dialog.set_text("tiebreaks", "BH, XYZ/C1")
    dialog.set_text("external_values", "dodici")
    dialog.set_text("hand_ranking", "7 x")
    dialog.set_text("win", "tanti")
    dialog.prizes.setPlainText("Main: 100, cento\nDonne [women; nata 1990]: 50")
    dialog.ok_button.click()
    errors = [form.error(key) for form in dialog.forms for key in form.errors if form.error(key)]
    assert len(errors) == 5, errors
    assert "spareggio sconosciuto 'XYZ/C1'" in " ".join(errors) and "non è un numero di punti" in " ".join(errors)
    found = english(errors, window, "settings")
    dialog.reject()

    players = tmp_path / "giocatori.csv"
    players.write_text("Cognome;Nome;Elo;Fed\nRossi;Marco;duemila;ITA\nBianchi;Anna;2100;ITALIA\nVerdi;Luca;1900;IT\n",
                       encoding="utf-8")
    assert not window.import_players(str(players))
    assert "riga 2, campo 'Elo': 'duemila' non è un Elo" in window.last_error
    assert "altre 2 righe errate, non è stato importato nulla: riga 3, campo 'Fed'" in window.last_error
    found += english([window.last_error], window, "player file")
    rating_list = tmp_path / "lista.txt"
    rating_list.write_text("qualcosa\n", encoding="utf-8")
    assert not window.pick_from_rating_list(str(rating_list))
    assert "riga 1, campo 'header'" in window.last_error and "non è una lista Elo FIDE" in window.last_error
    found += english([window.last_error.replace("'header'", "")], window, "rating list")
    assert found == []
    # the tournament file (StoreError): not one, and not there
    garbage = tmp_path / "altro.arbiter"
    garbage.write_bytes(b"x" * 200)
    assert not window.open_file(str(garbage))
    assert window.last_error == f"{garbage} non è un file di torneo di Arbiter (non è un database SQLite)"
    assert not window.open_file(str(tmp_path / "manca.arbiter"))
    assert window.last_error == f"{tmp_path / 'manca.arbiter'}: file inesistente"


def test_a_pairing_integrity_event_is_said_in_italian(qtbot, tmp_path: Path, italian) -> None:  # noqa: ANN001
    """The level-3 confirmation of a PIBE names what changes in the UI language; the integrity log
    keeps the English words (its TRF ### lines are read by other programs)."""
    from arbiter_gui.tournament.model import RequestKind
    from arbiter_gui.tournament.operations import Confirmed, SetRequest, required
    from arbiter_gui.ui.domain_text import shown
    from tests.ui.test_italian_reasons import DUTCH

    window = create_main_window()
    qtbot.addWidget(window)
    assert window.import_trf(str(DUTCH), str(tmp_path / "t.arbiter")), window.last_error
    t = window.store.tournament()
    op = SetRequest(t.paired_rounds + 1, 3, RequestKind.FULL_BYE)
    texts = [shown(w.message) for w in required(op, t)]
    assert any(re.search(r"il giocatore \d+ riceve un bye da un punto", text) for text in texts), texts
    assert english(texts, window, "level 3") == []
    after = Confirmed(op, required(op, t), "accordo col regolamento").apply(t)
    assert re.fullmatch(r"player \d+ gets a full-point bye", after.integrity_log[-1].what)
    assert type(after.integrity_log[-1].what) is str


def test_the_web_sites_explanation_follows_the_language(qtbot, tmp_path: Path, italian) -> None:  # noqa: ANN001
    """File > Publish: why-N.html reads the round's stored record in the interface's language (it
    was English, labelled 'in inglese')."""
    from tests.ui.test_italian_reasons import DUTCH

    window = create_main_window()
    qtbot.addWidget(window)
    assert window.import_trf(str(DUTCH), str(tmp_path / "t.arbiter")), window.last_error
    _pair(qtbot, window)
    number = window.store.tournament().paired_rounds
    window.publishing.language = "it"
    assert window.publishing.publish(str(tmp_path / "sito"))
    page = _plain((tmp_path / "sito" / f"why-{number}.html").read_text(encoding="utf-8"))
    assert f"Turno {number}, sistema olandese" in page and "flotta in giù" in page and "inglese" not in page
    assert english([page], window, "web site") == []


def test_no_valid_pairing_is_said_in_italian(qtbot, italian) -> None:  # noqa: ANN001
    """The refusal when no pairing complies (the window shows it through ``shown_error``)."""
    from arbiter_gui.engine.result import NoValidPairing
    from arbiter_gui.engine.swiss.lim.pairing import NO_PAIRING
    from arbiter_gui.ui.domain_text import shown_error

    assert shown_error(NoValidPairing(NO_PAIRING)).startswith("Nessun abbinamento di questo turno dà a ogni giocatore")
