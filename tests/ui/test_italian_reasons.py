"""Issue 23, "Italian UI, English documents": the engine's reasons (Explanation tab, "Why not?", the
pairing report), the working of tie-breaks (a value, Compare, the printed report) and the TRF import's
review follow the interface's language. Driven through the real window in Italian: no English
sentence is left for a Dutch round with floaters, a Dubov round and a tie-break Compare."""
from __future__ import annotations

import re
from html import unescape
from pathlib import Path

from pypdf import PdfReader
from PySide6.QtCore import QItemSelectionModel

from arbiter_gui.app import create_main_window
from arbiter_gui.reports.documents import tiebreak_report_html
from arbiter_gui.reports.pairing_report import pairing_report_html
from arbiter_gui.ui.main_window import STANDINGS_TIEBREAK_COLUMN, MainWindow

DATA = Path(__file__).parents[1] / "data"
DUTCH = DATA / "conformance" / "dutch" / "d700027_n7_r4of5.trf"  # round 4: 2 and 4 float, PAB by C18
TIEBREAKS = DATA / "tiebreaks" / "held_swiss_5.trf"

# Words of the English templates that no Italian translation uses (names and rule codes aside)
ENGLISH = re.compile(r"\b(the|and|of|is|are|was|with|for|from|by|not|no|has|have|would|which|than|instead|"
                     r"bracket|player|players|pairs?|candidates?|floats?|upfloaters?|downfloaters?|resident|score|"
                     r"points|round|rank|above|against|equal|undefined|none|won|drew|lost|game|cut|lines?|"
                     r"skipped|colour|white|black|absolute|strong|mild|down|up|perfect|exchange|shifts|why)\b",
                     re.IGNORECASE)


def english_in(text: str, window: MainWindow) -> list[str]:
    """The lines of ``text`` with an English word once the players' names are taken out."""
    t = window.store.tournament()
    for player in sorted(t.players.values(), key=lambda p: -len(p.name)):
        text = text.replace(player.name, "")
    return [line for line in text.splitlines() if ENGLISH.search(line)]


def _window(qtbot, tmp_path: Path, trf: Path) -> MainWindow:  # noqa: ANN001
    window = create_main_window()
    qtbot.addWidget(window)
    assert window.import_trf(str(trf), str(tmp_path / f"{trf.parent.name}.arbiter")), window.last_error
    return window


def _pair(qtbot, window: MainWindow) -> None:  # noqa: ANN001
    window.pair_next_round()
    qtbot.waitUntil(lambda: not window.pairing_in_progress, timeout=60_000)
    assert window.last_error == ""
    qtbot.waitUntil(lambda: window.last_explained is not None, timeout=60_000)


def _explanation_tab(qtbot, window: MainWindow) -> str:  # noqa: ANN001
    """Everything the Explanation tab shows: the summary, each bracket with its decisions, pairs
    and players, the whole record, and a "Why not?" answer."""
    panel = window.explanation_panel
    shown = [panel.summary.text(), window.explanation.toPlainText()]
    for row in range(panel.brackets.count()):
        panel.brackets.setCurrentRow(row)
        shown += [panel.brackets.item(row).text(), panel.heading.text(), panel.decisions.toPlainText()]
        for table in (panel.players, panel.pairs):
            shown += [table.item(r, c).text() for r in range(table.rowCount()) for c in range(table.columnCount())
                      if table.item(r, c) is not None]
    for a, b in ((1, 2), (2, 4), (1, 3)):
        panel.first.setCurrentIndex(panel.first.findData(a))
        panel.second.setCurrentIndex(panel.second.findData(b))
        with qtbot.waitSignal(panel.answered, timeout=30_000):
            panel.ask_why_not()
        shown.append(panel.answer.text())
    return "\n".join(shown)


def _pairing_report(window: MainWindow, tmp_path: Path) -> str:
    """The pairing report as printed (PDF text) and as built (HTML without its tags)."""
    path = tmp_path / "rapporto.pdf"
    assert window.save_pairing_report(str(path))
    pages = [" ".join(page.extract_text().split()) for page in PdfReader(str(path)).pages]
    # every page's header holds the whole Italian title (it was cut to a third of the width: "turno…")
    assert all(f"Rapporto di abbinamento, turno {window.last_pairing.round}" in page for page in pages)
    printed = "\n".join(pages)
    t = window.store.tournament()
    html = pairing_report_html(window.last_explained, {tpn: p.name for tpn, p in t.players.items()}, "Torneo")
    return printed + "\n" + unescape(re.sub(r"<[^>]+>", "\n", re.sub(r"<style>.*?</style>", "", html, flags=re.S)))


def test_a_dutch_round_with_floaters_in_italian(qtbot, tmp_path: Path, italian) -> None:  # noqa: ANN001
    window = _window(qtbot, tmp_path, DUTCH)
    review = window.last_notice  # the import's review, in the status area too
    assert "tipo di torneo letto dal 092" in review and "nessun colore iniziale (152)" in review
    assert english_in(review, window) == []
    _pair(qtbot, window)
    tab = _explanation_tab(qtbot, window)
    assert "flotta in giù" in tab and "Gruppo 2" in tab and "bye assegnato dall'abbinamento" in tab
    assert "Turno 4, sistema olandese" in tab
    assert english_in(tab, window) == []
    report = _pairing_report(window, tmp_path)
    assert "Rapporto di abbinamento, turno 4" in report and "flotta in giù" in report
    assert english_in(report, window) == []


def test_a_dubov_round_in_italian(qtbot, tmp_path: Path, italian) -> None:  # noqa: ANN001
    # the same round paired by Dubov: 6 upfloats into the 2 bracket, PAB by 3.1.5 (test_explanations)
    dubov = tmp_path / "dubov" / DUTCH.name
    dubov.parent.mkdir()
    dubov.write_text(DUTCH.read_text().replace("092 FIDE_DUTCH_2025", "192 FIDE_DUBOV"))
    window = _window(qtbot, tmp_path, dubov)
    _pair(qtbot, window)
    assert window.last_pairing.system == "dubov"
    tab = _explanation_tab(qtbot, window)
    assert "flotta in su nel gruppo" in tab and "G1/G2 per preferenza di colore" in tab
    assert english_in(tab, window) == []
    report = _pairing_report(window, tmp_path)
    assert "riceve il bye assegnato dall'abbinamento" in report and english_in(report, window) == []


def test_a_tiebreak_compare_in_italian(qtbot, tmp_path: Path, italian) -> None:  # noqa: ANN001
    window = _window(qtbot, tmp_path, TIEBREAKS)
    window.tabs.setCurrentWidget(window.standings_page)
    view, why = window.standings_view, window.standings_why
    shown = []
    for row in range(view.model().rowCount()):
        for column in range(STANDINGS_TIEBREAK_COLUMN, view.model().columnCount()):
            if why.open_cell(row, column):
                shown.append(why.dialog.text.toPlainText())
    for pair in ((0, 1), (1, 2), (2, 3), (3, 4)):
        selection = view.selectionModel()
        selection.clearSelection()
        for row in pair:
            selection.select(view.model().index(row, 0),
                             QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows)
        why.compare_selected()
        shown.append(why.dialog.text.toPlainText())
    text = "\n".join(shown)
    assert "Perché " in text and " precede " in text and "Spareggi: FIDE C.07" in text
    assert english_in(text, window) == []
    t = window.store.tournament()
    for places in (10, None):
        html = tiebreak_report_html(t, places=places)
        printed = unescape(re.sub(r"<[^>]+>", "\n", re.sub(r"<style>.*?</style>", "", html, flags=re.S)))
        assert english_in(printed, window) == []


def test_level_2_to_4_warnings_follow_the_language(qtbot, italian) -> None:  # noqa: ANN001
    """The warnings an edit raises (VCL4THP levels 2-4: second half-point bye, full-point bye, pairing
    numbers exchanged, FIDE mode left) read in Italian, in the confirmation dialog too."""
    from PySide6.QtWidgets import QLabel

    from arbiter_gui.tournament.model import Player, RequestKind, Tournament, TournamentSettings
    from arbiter_gui.tournament.operations import (AddPlayer, ConfirmationNeeded, ExchangePairingNumbers,
                                                   LeaveFideMode, SetRequest, required)
    from arbiter_gui.ui import warnings
    from arbiter_gui.ui.domain_text import shown

    t = Tournament.new(TournamentSettings(rounds=7))
    for tpn in (1, 2, 3, 4):
        t = AddPlayer(Player(tpn, f"Giocatore {tpn}", fide_rating=2000)).apply(t)
    t = SetRequest(1, 1, RequestKind.HALF_BYE).apply(t)
    found = [w for op in (SetRequest(2, 1, RequestKind.HALF_BYE), SetRequest(3, 2, RequestKind.FULL_BYE),
                          ExchangePairingNumbers(1, 2), LeaveFideMode()) for w in op.warnings(t)]
    texts = [shown(w.message) for w in found]
    assert len(texts) == 4 and "bye da mezzo punto numero 2" in texts[0] and "la FIDE lo sconsiglia" in texts[1]
    assert [text for text in texts if ENGLISH.search(text.rsplit(" (", 1)[0])] == []
    op = ExchangePairingNumbers(1, 2)
    dialog = warnings.ConfirmDialog(ConfirmationNeeded(op, required(op, t), False))
    qtbot.addWidget(dialog)
    assert any("si scambiano i numeri di abbinamento" in label.text() for label in dialog.findChildren(QLabel))


# every variant of every fixed schedule's reasons (issue 19): format -> option sets
SCHEDULE_VARIANTS = {"round_robin": [{"players": 9, "cycles": 2}], "varma": [{"players": 14}],
                     "reduced_round_robin": [{"players": 10}, {"players": 9, "suppressed": 2}],
                     "pools": [{"players": 12, "pools": 3}],
                     "rotation": [{"players": 10}, {"players": 7}, {"players": 7, "dummy": 1}],
                     "scheveningen": [{"boards": 5}, {"boards": 4}, {"boards": 10}, {"boards": 12}, {"boards": 18},
                                      {"teams": 4, "boards": 3}, {"teams": 5, "boards": 4}],
                     "triangular": [{"boards": 3}], "reduced_scheveningen": [{"boards": 4}],
                     "schiller": [{}, {"boards": 4}, {"teams": 5, "boards": 2}],
                     "hutton": [{"teams": 4}, {"teams": 6, "boards": 12}, {"teams": 4, "boards": 4}],
                     "hilton": [{"teams": 4}, {"teams": 5, "boards": 6}, {"teams": 6, "boards": 3}]}


def test_the_fixed_schedules_reasons_in_italian(qapp, italian) -> None:  # noqa: ANN001
    """Every schedule's reasons (the printed schedule table says which table and rule made it) read in
    Italian, and the schedule table of a Scheveningen match shows no English."""
    from arbiter_gui.engine.schedules.catalogue import FORMATS, build
    from arbiter_gui.reports.documents import shown
    from arbiter_gui.reports.schedule_table import schedule_html
    from arbiter_gui.text import Text
    from arbiter_gui.tournament.model import Player, Tournament, TournamentSettings
    from arbiter_gui.tournament.operations import AddPlayer
    from arbiter_gui.tournament.schedules import SetUpSchedule

    assert set(SCHEDULE_VARIANTS) == set(FORMATS)
    for name, variants in SCHEDULE_VARIANTS.items():
        for options in variants:
            reasons = [r for r in build(name, options).reasons if r]
            assert reasons and all(isinstance(r, Text) for r in reasons), (name, options)
            english = [shown(r) for r in reasons if ENGLISH.search(shown(r))]
            assert english == [], (name, options, english)
    t = Tournament.new(TournamentSettings(system="scheveningen", rounds=6, grouping="club"))
    for b in range(1, 6):
        for club in ("Torre", "Alfiere"):
            t = AddPlayer(Player(0, f"{club} {b}", club=club, fide_rating=2300 - 10 * b)).apply(t)
    t = SetUpSchedule(("Torre", "Alfiere")).apply(t)
    html = schedule_html(t).split("<h2>")  # the table, the players; then the record of the set-up (kept as typed)
    printed = unescape(re.sub(r"<[^>]+>", "\n", re.sub(r"<style>.*?</style>", "", "<h2>".join(html[:2]), flags=re.S)))
    assert "Master Djaja: due squadre di 5, la tabella standard a 6 giocatori" in printed
    names = re.compile(r"Torre|Alfiere")
    assert [line for line in printed.splitlines() if ENGLISH.search(names.sub("", line))] == []


def test_a_fixed_schedule_round_explained_in_italian(qtbot, tmp_path: Path, monkeypatch, italian) -> None:  # noqa: ANN001
    """A rotation tournament of seven (one rests each round): the Explanation tab of its round and
    its printed schedule table read in Italian (issue 19)."""
    from arbiter_gui.reports.catalogue import DocumentKind, printable
    from arbiter_gui.tournament.model import Player
    from tests.ui.test_fixed_schedules_app import new_event, set_up

    players = [Player(0, f"Giocatore {i}", federation="ITA", fide_rating=2400 - 10 * i) for i in range(1, 8)]
    window = new_event(qtbot, tmp_path, monkeypatch, "rotation", players)
    set_up(qtbot, window)
    _pair(qtbot, window)
    tab = _explanation_tab(qtbot, window)
    assert "riposa (nessun punto)" in tab and "calendario fisso" in tab
    assert english_in(tab, window) == []
    html = printable(DocumentKind.SCHEDULE, window.store.tournament(), 0).html.split("<h2>")
    printed = unescape(re.sub(r"<[^>]+>", "\n", re.sub(r"<style>.*?</style>", "", "<h2>".join(html[:2]), flags=re.S)))
    assert "seed 003 3.8" in printed and english_in(printed, window) == []
