"""Issue 19 through the real window: a Varma event whose numbers are drawn by lot in the app (the
draw's record kept and printed), a Scheveningen match between two clubs and a pools event with
its final pool, each created in the New tournament dialog, set up from the Players tab, paired
round after round, its results typed on the boards, standings shown and its schedule table printed."""
from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog

from arbiter_gui.app import create_main_window
from arbiter_gui.engine.schedules.berger import table
from arbiter_gui.engine.schedules.varma import SEPARATED_ROUNDS
from arbiter_gui.reports.catalogue import DocumentKind, printable
from arbiter_gui.tournament.model import ROUND_ROBIN_TIEBREAKS, Player
from arbiter_gui.tournament.operations import AddPlayer
from arbiter_gui.reports.documents import fmt_score
from arbiter_gui.tournament.schedules import final_pool, team_scores
from arbiter_gui.ui import warnings
from arbiter_gui.ui.domain_text import shown
from arbiter_gui.ui.main_window import MainWindow
from tests.ui.test_end_to_end import _click_ok, _pair

FEDERATIONS = ["ITA"] * 5 + ["FRA"] * 4 + ["GER"] * 3 + ["ESP", "SUI"]  # seed 003 3.4's 14 players


def new_event(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, system: str,  # noqa: ANN001
              players: list[Player], **spins: int) -> MainWindow:
    """File > New tournament with ``system`` and its options, then the players."""
    window = create_main_window()
    qtbot.addWidget(window)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(tmp_path / f"{system}.arbiter"), ""))
    window.new_action.trigger()
    dialog = window.dialog
    dialog.set_text("name", f"Prova {system}")
    dialog.system.setCurrentIndex(dialog.system.findData(system))
    dialog.initial_colour.setCurrentIndex(dialog.initial_colour.findText(dialog.tr("White")))
    for key, value in spins.items():
        assert getattr(dialog, key).isEnabled(), key  # the option of this format is offered
        getattr(dialog, key).setValue(value) if key != "grouping" else dialog.grouping.setCurrentIndex(value)
    _click_ok(qtbot, dialog)
    assert window.store.tournament().settings.system == system
    for player in players:
        assert window.apply(AddPlayer(player)), window.last_error
    return window


def set_up(qtbot, window: MainWindow, method: int = 0, teams: str = "") -> None:  # noqa: ANN001
    """Players > Berger numbers: the dialog's first method (the Varma draw, or the table set up)."""
    view = window.players_view
    view.set_tournament(window.store.tournament())
    assert view.berger_action.isEnabled()
    view.berger_numbers()
    dialog = view.dialog
    dialog.method.setCurrentIndex(method)
    if teams:
        dialog.teams.setText(teams)
    with qtbot.waitSignal(view.operation_requested, timeout=1000):
        dialog.accept()
    assert window.last_error == ""


def type_results(qtbot, window: MainWindow, round_number: int) -> None:  # noqa: ANN001
    """White wins on the odd boards, the even boards are drawn, typed board after board."""
    window.tabs.setCurrentIndex(window.tabs.indexOf(window.boards_view.parentWidget()))
    window.round_choice.setCurrentIndex(round_number - 1)
    view = window.boards_view
    view.setFocus()
    view.selectRow(0)
    for number in range(1, len(window.store.tournament().round(round_number).boards) + 1):
        qtbot.keyClicks(view, "1" if number % 2 else "=")
    assert window.store.tournament().round(round_number).missing_results() == [], window.last_error


def play(qtbot, window: MainWindow) -> list[list[tuple[int, int]]]:  # noqa: ANN001
    rounds = []
    while window.pair_action.isEnabled():
        _pair(qtbot, window)
        t = window.store.tournament()
        rounds.append([b.players for b in t.round(t.paired_rounds).boards])
        type_results(qtbot, window, t.paired_rounds)
    return rounds


def shown_points(window: MainWindow) -> float:
    window.tabs.setCurrentWidget(window.standings_page)
    model = window.standings_model
    return sum(float(model.row(r)[4].replace("½", ".5") or "0") for r in range(model.rowCount()))


def printed(window: MainWindow, tmp_path: Path) -> str:
    """The schedule table saved as PDF from Print and export; its HTML returned."""
    window.documents_action.trigger()
    dialog = window.documents
    dialog.kind.setCurrentIndex(dialog.kind.findData(DocumentKind.SCHEDULE.name))
    assert dialog.kind.model().item(dialog.kind.currentIndex()).isEnabled()
    assert dialog.save_pdf(str(tmp_path / "schedule.pdf")), dialog.messages
    assert (tmp_path / "schedule.pdf").read_bytes().startswith(b"%PDF")
    return printable(DocumentKind.SCHEDULE, window.store.tournament(), 0).html


def test_a_varma_event_drawn_by_lot(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: ANN001
    players = [Player(0, f"Giocatore {i:02d}", federation=federation, fide_rating=2400 - 10 * i)
               for i, federation in enumerate(FEDERATIONS, start=1)]
    window = new_event(qtbot, tmp_path, monkeypatch, "varma", players, grouping=0)
    set_up(qtbot, window)
    t = window.store.tournament()
    assert t.settings.berger_draw.startswith("Varma draw by lot, seed ") and len(t.settings.varma_draw) == 14
    assert t.settings.rounds == 13
    federation = {tpn: p.federation for tpn, p in t.players.items()}
    assert not [(w, b) for boards in table(14)[-SEPARATED_ROUNDS:] for w, b in boards if federation[w] == federation[b]]
    assert play(qtbot, window) == table(14)
    assert window.store.tournament().settings.tiebreak_order == ROUND_ROBIN_TIEBREAKS
    assert shown_points(window) == 13 * 7
    html = printed(window, tmp_path)
    assert "Varma table (C.05 Annex 2)" not in html and "Berger table of 14 players" in html
    assert t.settings.varma_draw[0].split(" (")[0] in html  # the record of the draw, printed


def test_a_scheveningen_match(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: ANN001
    players = [Player(0, f"{club} {b}", federation="ITA", club=club, fide_rating=2300 - 10 * b - (club == "Torre"))
               for b in range(1, 6) for club in ("Torre", "Alfiere")]
    window = new_event(qtbot, tmp_path, monkeypatch, "scheveningen", players, schedule_teams=2, grouping=1)
    set_up(qtbot, window, teams="Torre, Alfiere")
    t = window.store.tournament()
    assert t.settings.team_names == ("Torre", "Alfiere") and t.settings.rounds == 6  # the table of 6, one rest each
    assert [p.club for p in t.players.values()] == ["Torre"] * 5 + ["Alfiere"] * 5
    rounds = play(qtbot, window)
    assert {frozenset(b) for r in rounds for b in r} == {frozenset((a, b)) for a in range(1, 6) for b in range(6, 11)}
    assert shown_points(window) == 25
    html = printed(window, tmp_path)
    assert "A = Torre · B = Alfiere" in html and "B1 – A1" in html  # round 1, board 1 of the 6-player table
    scores = team_scores(window.store.tournament())  # seed 003 4.1: the team with more points wins
    assert [name for name, _ in scores] == ["Torre", "Alfiere"] and sum(points for _, points in scores) == 25
    assert f"Torre {fmt_score(scores[0][1])} – Alfiere {fmt_score(scores[1][1])}" in html


def test_a_pools_event_with_its_final_pool(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: ANN001
    players = [Player(0, f"Giocatore {i:02d}", federation="ITA", fide_rating=2400 - 10 * i) for i in range(1, 13)]
    window = new_event(qtbot, tmp_path, monkeypatch, "pools", players, pools=3, qualifiers=1)
    set_up(qtbot, window)
    assert window.store.tournament().settings.rounds == 6
    html = printed(window, tmp_path)
    assert "F1 – F3" in html or "F3 – F1" in html  # the final pool's places before it is known
    rounds = play(qtbot, window)
    winners = final_pool(window.store.tournament())
    assert len(winners) == 3 and {frozenset(b) for r in rounds[3:] for b in r} == {
        frozenset((winners[0], winners[1])), frozenset((winners[0], winners[2])), frozenset((winners[1], winners[2]))}
    assert shown_points(window) == 3 * 6 + 3
    html = printed(window, tmp_path)
    assert "F1" not in html


def test_a_varma_draw_typed_by_hand_is_checked(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: ANN001
    """C.05 Annex 2 in the window: numbers typed by hand that split a federation over the Varma
    groups are named player by player before anything changes; declined, nothing is applied;
    confirmed, the numbers are set."""
    players = [Player(0, f"Giocatore {i:02d}", federation=federation, fide_rating=2400 - 10 * i)
               for i, federation in enumerate(FEDERATIONS, start=1)]
    window = new_event(qtbot, tmp_path, monkeypatch, "varma", players, grouping=0)
    asked: list[list[str]] = []
    answers = iter([None, ""])  # declined, then confirmed (no reason needed)
    monkeypatch.setattr(warnings, "ask", lambda parent, needed: asked.append(
        [shown(w.message) for w in needed.warnings]) or next(answers))
    view = window.players_view
    for _ in range(2):
        view.set_tournament(window.store.tournament())
        view.berger_numbers()
        dialog = view.dialog
        dialog.method.setCurrentIndex(dialog.methods.index("hand"))
        dialog.order.setText("14 13 12 11 10 9 8 7 6 5 4 3 2 1")  # Giocatore 14 gets 1, ... 1 gets 14
        with qtbot.waitSignal(view.operation_requested, timeout=1000):
            dialog.accept()
    # 14 players: A 4 5 6 11 12, B 1 2 8 9, C 7 10 13, D 3 14; ITA (players 1-5) takes 14 13 12 11 10
    assert asked[0] == asked[1] and asked[0][0] == (
        "Varma draw: Giocatore 01 (ITA) has number 14 of group D, but 2 other player(s) of ITA are in group A: the "
        "players of one federation or club draw from one group (C.05 Annex 2)")
    assert len(asked[0]) == 6  # ITA: 01 (D), 02 and 05 (C); FRA: 08 (C), 09 (A); GER: 12 (D)
    t = window.store.tournament()
    assert t.players[1].name == "Giocatore 14" and t.settings.berger_draw.startswith("by hand")
