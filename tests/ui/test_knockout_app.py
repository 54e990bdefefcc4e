"""A knockout event (issue 18) through the window as an arbiter runs it: 12 players drawn on the
Bracket tab (two-game matches, two rapid games, then Armageddon; 16 places, so byes for the top 4,
seed 003 2.2), every game typed on the games table after clicking its match, an Armageddon game
with White named in its box, a forfeit, a withdrawal (undone, then done again) and the rounds
paired by the domain as each one is decided, to the final and the match for third place; the
bracket and the match cards printed, the xlsx read back, and the file read back holds the same event."""
from __future__ import annotations

import random
from pathlib import Path

from openpyxl import load_workbook
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QAbstractItemView

from arbiter_gui.app import create_main_window
from arbiter_gui.engine.knockout.match import Kind
from arbiter_gui.formats.xlsx import export_xlsx
from arbiter_gui.reports.catalogue import DocumentKind, save_pdf
from arbiter_gui.store import open as open_store
from arbiter_gui.tournament.knockout import KnockoutEvent
from arbiter_gui.tournament.model import Player, TournamentSettings
from arbiter_gui.tournament.operations import LateEntry
from arbiter_gui.ui.bracket_view import BracketView

PLAYERS = 12


def click_row(qtbot, view: QAbstractItemView, row: int) -> None:
    rect = view.visualRect(view.model().index(row, 0))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def play(qtbot, bracket: BracketView, match: int, keys: str, armageddon_white: int = 0) -> None:
    """Click match ``match`` (0-based), then for each key its next game's row, and type the key;
    an Armageddon game's White is first chosen in its box (0: White of the match, 1: Black)."""
    for key in keys:
        click_row(qtbot, bracket.matches_view, match)
        m = bracket.knockout.current.matches[match]
        game = m.next_game()
        assert game is not None, (match, keys)
        if game.kind is Kind.ARMAGEDDON:
            bracket.armageddon_white.setCurrentIndex(armageddon_white)
        click_row(qtbot, bracket.games_view, len(m.games))
        qtbot.keyClicks(bracket.games_view, key)


def test_a_twelve_player_knockout_through_the_bracket_view(qtbot, tmp_path: Path) -> None:
    window = create_main_window()
    qtbot.addWidget(window)
    path = str(tmp_path / "cup.arbiter")
    assert window.new_file(path, TournamentSettings(name="Cup", rounds=4, system="knockout")), window.last_error
    window.add_players([Player(0, f"Player {i:02d}", federation="ITA", fide_rating=2600 - 10 * i)
                        for i in range(1, PLAYERS + 1)])
    window.show()
    bracket = window.bracket_view
    assert window.tabs.isTabVisible(window.tabs.indexOf(bracket))
    window.tabs.setCurrentWidget(bracket)
    assert bracket.draw_box.isVisible() and not bracket.bracket.isVisible()
    qtbot.mouseClick(bracket.draw_button, Qt.MouseButton.LeftButton)  # 2 games, 2 rapid, Armageddon (the defaults)
    event = bracket.knockout
    assert event is not None and [p.kind for p in event.match_format.phases] == \
        [Kind.STANDARD, Kind.RAPID, Kind.ARMAGEDDON]
    rows = [bracket.matches.row(r) for r in range(bracket.matches.rowCount())]
    assert [r[1] for r in rows] == ["main"] * 4 + ["bye"] * 4
    assert [r[6] for r in rows[4:]] == [f"{i} Player {i:02d}" for i in range(1, 5)]  # byes to the top 4 (2.2)
    assert [(r[2].split()[0], r[3].split()[0]) for r in rows[:4]] == [("5", "12"), ("11", "6"), ("7", "10"),
                                                                       ("9", "8")]  # first against last (2.1)
    assert "[2.2]" in bracket.why.toPlainText() and "first against last" in bracket.why.toPlainText()

    # round 1: drawn twice, rapid level, Armageddon drawn with 5 as White: 12 (Black) goes through;
    # a forfeit; two matches decided in their standard games
    play(qtbot, bracket, 0, "==11=", armageddon_white=0)
    m = bracket.knockout.current.matches[0]
    assert [g.kind for g in m.games][-1] is Kind.ARMAGEDDON and m.games[-1].white == 5 and m.winner == 12
    assert "drew the Armageddon game with Black" in bracket.why.toPlainText()
    assert bracket.matches.row(0)[4:] == ("½–½ ½–½ 1–0 0–1 ½–½", "2.5–2.5", "12 Player 12")  # as 5–12 reads
    play(qtbot, bracket, 1, "-")  # Black (6) wins game 1 by forfeit: through at once
    assert bracket.knockout.current.matches[1].winner == 6
    play(qtbot, bracket, 2, "10")  # 7 wins with White, then with Black: 2-0
    assert window.store.tournament().knockout == bracket.knockout.to_json()  # saved at once, entry by entry
    play(qtbot, bracket, 3, "=1")  # a draw, then 8 wins with White
    event = bracket.knockout
    assert len(event.rounds) == 2 and bracket.round_number == 2  # paired as soon as round 1 was decided
    pairs = {frozenset((m.white, m.black)) for m in event.current.matches}
    assert pairs == {frozenset(p) for p in ((1, 12), (2, 8), (3, 7), (4, 6))}

    # round 2: 12 withdraws before his match (taken back with Undo, then entered again)
    click_row(qtbot, bracket.matches_view, 0)
    m = event.current.matches[0]
    side = 1 if m.black == 12 else 0
    qtbot.mouseClick(bracket.withdraw_buttons[side], Qt.MouseButton.LeftButton)
    assert bracket.knockout.current.matches[0].winner == 1
    window.undo_action.trigger()
    assert bracket.knockout.current.matches[0].winner is None and not bracket.knockout.withdrawn
    qtbot.mouseClick(bracket.withdraw_buttons[side], Qt.MouseButton.LeftButton)
    assert bracket.knockout.withdrawn == {12} and bracket.knockout.current.matches[0].winner == 1
    play(qtbot, bracket, 1, "11")  # 1-1 after the standard games (each White wins)
    play(qtbot, bracket, 1, "00")  # 1-1 in rapid (each Black wins)
    play(qtbot, bracket, 1, "1", armageddon_white=0)  # White of the match wins the Armageddon game
    play(qtbot, bracket, 2, "1=")
    play(qtbot, bracket, 3, "0=")
    assert len(bracket.knockout.rounds) == 3
    for index in range(2):  # the semi-finals
        play(qtbot, bracket, index, "1=")
    final_round = bracket.knockout.current
    assert [p.stage.value for p in final_round.pairing.matches] == ["main", "third place"]
    play(qtbot, bracket, 0, "=0")
    play(qtbot, bracket, 1, "=1")
    event = bracket.knockout
    assert event.over and [place for place, _ in event.placings()] == [1, 2, 3, 4]
    rows = [bracket.matches.row(r) for r in range(bracket.matches.rowCount())]
    assert rows[0][6].endswith(": place 1") and rows[1][6].endswith(": place 3")
    assert bracket.round_choice.currentText().endswith("the event is over")
    assert [len(r.matches) for r in event.rounds] == [4, 4, 2, 2]
    placings = event.placings()
    t = window.store.tournament()  # printed and exported as the documents dialog does
    assert save_pdf(DocumentKind.KNOCKOUT_BRACKET, t, 0, str(tmp_path / "bracket.pdf")) == 1
    assert save_pdf(DocumentKind.KNOCKOUT_CARDS, t, 0, str(tmp_path / "cards.pdf")) == 1
    export_xlsx(t, tmp_path / "cup.xlsx")
    book = load_workbook(tmp_path / "cup.xlsx")
    assert book["Knockout matches"].max_row == 1 + 12 + 4  # 12 matches, 4 byes
    assert book["Knockout games"].max_row == 1 + sum(len(m.games) for r in event.rounds for m in r.matches)
    assert [c.value for c in book["Knockout matches"][2]][:3] == [1, 1, "main"]
    window.close()
    store = open_store(path, readonly=True)
    try:
        assert KnockoutEvent.from_json(store.tournament().knockout).placings() == placings
    finally:
        store.close()


def test_wild_cards_and_a_draw_refused(qtbot, tmp_path: Path) -> None:
    """A later entry round is a wild card's (seed 003 2.3): the two top players, entered late for
    round 2 (Players > Late entry), are wild cards,
    the other ten play round 1 with byes for the next two; 6 + 2 cannot make a power of two: the
    draw is refused with the engine's reason and nothing changes. The Swiss pairing is off while
    the bracket pairs the rounds."""
    window = create_main_window()
    qtbot.addWidget(window)
    assert window.new_file(str(tmp_path / "wild.arbiter"), TournamentSettings(name="Cup", rounds=4, system="knockout"))
    window.add_players([Player(0, f"Player {i:02d}", fide_rating=2600 - 10 * i) for i in range(3, 9)])
    for i in (1, 2):  # late entries for round 2 (Players > Late entry), numbered by their rating
        assert window.apply(LateEntry(Player(0, f"Player {i:02d}", fide_rating=2600 - 10 * i), 2))
    window.show()
    bracket = window.bracket_view
    window.tabs.setCurrentWidget(bracket)
    qtbot.mouseClick(bracket.draw_button, Qt.MouseButton.LeftButton)
    assert "power of two" in window.last_error and not window.store.tournament().knockout
    window.add_players([Player(0, f"Player {i:02d}", fide_rating=2000 - i) for i in range(9, 13)])
    assert window.pair_action.isEnabled()
    qtbot.mouseClick(bracket.draw_button, Qt.MouseButton.LeftButton)
    event = bracket.knockout
    assert event is not None and [(e.id, e.entry_round) for e in event.entrants[:3]] == [(1, 2), (2, 2), (3, 1)]
    rows = [bracket.matches.row(r) for r in range(bracket.matches.rowCount())]
    assert [r[1] for r in rows] == ["main"] * 4 + ["bye"] * 2 + ["wild card"] * 2
    assert [r[2] for r in rows[4:]] == [f"{i} Player {i:02d}" for i in (3, 4, 1, 2)]
    assert "1 has a wild card for round 2" in bracket.why.toPlainText()
    assert not window.pair_action.isEnabled()
    window.pair_next_round()
    assert "Bracket tab" in window.last_error and window.store.tournament().paired_rounds == 0


def test_a_double_elimination_of_single_games_with_a_match_given_by_lot(qtbot, tmp_path: Path) -> None:
    """The draw box set from the keyboard and the mouse (one game of 60'+30", no tie-breaks, double
    elimination, seed 003 2.4.1); a drawn game leaves the match level after its only phase: the
    player chosen in the box goes through by lot; the repechage is played to the final."""
    window = create_main_window()
    qtbot.addWidget(window)
    assert window.new_file(str(tmp_path / "double.arbiter"), TournamentSettings(name="Cup", system="knockout"))
    window.add_players([Player(0, f"Player {i:02d}", fide_rating=2600 - 10 * i) for i in range(1, 9)])
    window.show()
    bracket = window.bracket_view
    window.tabs.setCurrentWidget(bracket)
    for spin, value in ((bracket.standard_games, "1"), (bracket.rapid_games, "0")):
        spin.setFocus()
        spin.lineEdit().selectAll()
        qtbot.keyClicks(spin, value)
    qtbot.keyClicks(bracket.time_controls[Kind.STANDARD], "60'+30\"")
    for box in (bracket.armageddon, bracket.double_elimination):
        qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))  # its tick box
    assert not bracket.armageddon.isChecked() and bracket.double_elimination.isChecked()
    qtbot.mouseClick(bracket.draw_button, Qt.MouseButton.LeftButton)
    event = bracket.knockout
    assert event is not None and event.format.double_elimination
    assert [(p.kind, p.games, p.time_control) for p in event.match_format.phases] == [(Kind.STANDARD, 1, "60'+30\"")]
    play(qtbot, bracket, 0, "=")
    m = bracket.knockout.current.matches[0]
    assert m.winner is None and bracket.lots_button.isEnabled()
    bracket.armageddon_white.setCurrentIndex(1)  # the box names the player the lot chose: Black
    qtbot.mouseClick(bracket.lots_button, Qt.MouseButton.LeftButton)
    assert bracket.knockout.current.matches[0].winner == m.black
    stages = set()
    while not bracket.knockout.over:
        for index, match in enumerate(bracket.knockout.current.matches):
            if match.winner is None:
                play(qtbot, bracket, index, "1")
        stages |= {bracket.matches.row(r)[1] for r in range(bracket.matches.rowCount())}
    assert {"repechage", "final"} <= stages
    assert [place for place, _ in bracket.knockout.placings()][:2] == [1, 2]


def test_twenty_four_players_to_the_final_with_a_withdrawal_undone(qtbot, tmp_path: Path) -> None:
    """Issue 18's acceptance in the window: 24 players (byes for the top 8), two-game matches, rapid
    and Armageddon tie-breaks, every game typed (results drawn by lot here, Armageddon's White too),
    a withdrawal in round 2 undone and entered again, to the final; the bracket printed."""
    window = create_main_window()
    qtbot.addWidget(window)
    assert window.new_file(str(tmp_path / "cup24.arbiter"), TournamentSettings(name="Cup 24", system="knockout"))
    window.add_players([Player(0, f"Player {i:02d}", fide_rating=2600 - 5 * i) for i in range(1, 25)])
    window.show()
    bracket = window.bracket_view
    window.tabs.setCurrentWidget(bracket)
    qtbot.mouseClick(bracket.draw_button, Qt.MouseButton.LeftButton)
    assert [d.subject for d in bracket.knockout.current.pairing.through] == list(range(1, 9))
    rng = random.Random(24)
    withdrawn = None
    while not bracket.knockout.over:
        event = bracket.knockout
        if len(event.rounds) == 2 and withdrawn is None:
            withdrawn = event.current.matches[3].black
            click_row(qtbot, bracket.matches_view, 3)
            qtbot.mouseClick(bracket.withdraw_buttons[1], Qt.MouseButton.LeftButton)
            assert bracket.knockout.current.matches[3].winner == event.current.matches[3].white
            window.undo_action.trigger()
            assert bracket.knockout.current.matches[3].winner is None
            qtbot.mouseClick(bracket.withdraw_buttons[1], Qt.MouseButton.LeftButton)
            continue
        index = next(i for i, m in enumerate(event.current.matches) if m.winner is None)
        play(qtbot, bracket, index, rng.choice("10=="), armageddon_white=rng.randrange(2))
    event = bracket.knockout
    assert [len(r.matches) for r in event.rounds] == [8, 8, 4, 2, 2] and event.withdrawn == {withdrawn}
    assert any(g.kind is Kind.ARMAGEDDON for r in event.rounds for m in r.matches for g in m.games)
    assert all(withdrawn not in (m.white, m.black) for r in event.rounds[2:] for m in r.matches)
    assert [place for place, _ in event.placings()] == [1, 2, 3, 4]
    assert save_pdf(DocumentKind.KNOCKOUT_BRACKET, window.store.tournament(), 0, str(tmp_path / "b.pdf")) == 1


def test_a_partial_repechage_drawn_in_the_window(qtbot, tmp_path: Path) -> None:
    """Seed 003 2.4 from the draw box: 12 players of single games, the partial repechage ticked:
    round 1 pairs all 12 (no byes), its 6 winners and the 2 strongest losers make round 2's 8, the
    reason shown beside the matches; played to the final and the bracket printed."""
    window = create_main_window()
    qtbot.addWidget(window)
    assert window.new_file(str(tmp_path / "rep.arbiter"), TournamentSettings(name="Cup", system="knockout"))
    window.add_players([Player(0, f"Player {i:02d}", fide_rating=2600 - 10 * i) for i in range(1, PLAYERS + 1)])
    window.show()
    bracket = window.bracket_view
    window.tabs.setCurrentWidget(bracket)
    bracket.standard_games.setValue(1)
    bracket.rapid_games.setValue(0)
    bracket.armageddon.setChecked(False)
    qtbot.mouseClick(bracket.partial_repechage, Qt.MouseButton.LeftButton,
                     pos=QPoint(8, bracket.partial_repechage.height() // 2))
    qtbot.mouseClick(bracket.draw_button, Qt.MouseButton.LeftButton)
    event = bracket.knockout
    assert event is not None and event.format.partial_repechage
    assert bracket.matches.rowCount() == 6 and not event.current.pairing.through
    for index in range(6):
        play(qtbot, bracket, index, "0" if index == 0 else "1")  # 12 beats 1; the others win with White
    event = bracket.knockout
    assert len(event.rounds) == 2 and len(event.current.matches) == 4
    first = event.rounds[0]
    recovered = sorted(m.black if m.winner == m.white else m.white for m in first.matches)[:2]
    assert recovered[0] == 1  # the top seed, beaten, comes back
    why = bracket.why.toPlainText()
    assert f"[2.4] {recovered[0]} lost in round 1 and is recovered (partial repechage)" in why
    while not bracket.knockout.over:
        index = next(i for i, m in enumerate(bracket.knockout.current.matches) if m.winner is None)
        play(qtbot, bracket, index, "1")
    assert [len(r.matches) for r in bracket.knockout.rounds] == [6, 4, 2, 2]
    assert save_pdf(DocumentKind.KNOCKOUT_BRACKET, window.store.tournament(), 0, str(tmp_path / "r.pdf")) == 1
