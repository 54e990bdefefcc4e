"""A team event (C.04.6) driven through the real window: the settings dialog offers the Team Swiss
and its match points, teams are added with their rosters through the team dialog (the rest
through the same operation), 9 rounds are paired on the worker thread, every board result is
entered (typed on the Matches tab for some matches), one match is forfeited, a result is undone
and redone, and the team standings (MP, GP, EMGSB) are checked against values added up here, as
are the xlsx export's; the last round's match cards are printed."""
from __future__ import annotations

from collections import Counter
from fractions import Fraction
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTableWidgetItem

from arbiter_gui.formats.xlsx import build_workbook
from arbiter_gui.reports.catalogue import DocumentKind, save_pdf
from arbiter_gui.tournament.model import Member, Player
from arbiter_gui.tournament.team.operations import AddTeam, SetGameResult
from tests.ui.test_end_to_end import _click_ok, _pair, new_tournament_dialog

TEAMS, BOARDS, ROUNDS = 40, 4, 9
THROUGH_DIALOG = 3
GAME = {"1": Fraction(1), "=": Fraction(1, 2), "0": Fraction(0), "+": Fraction(1), "-": Fraction(0)}
OTHER = {"1": "0", "0": "1", "=": "=", "+": "-", "-": "+"}
FORFEIT = (3, 5)  # round, match: the White team does not come (TRF 330 '-'/'+')


def roster(team: int) -> list[Member]:
    return [Member(f"Player {team}.{k}", rating=2600 - 12 * team - 5 * k, federation="ITA") for k in range(1, 6)]


def white_code(round_number: int, match: int, game: int) -> str:
    """The result of a game from White's side, varied so that matches are won, lost and drawn."""
    return "10="[(round_number * 7 + match * 3 + game * game) % 3]


def _add_team_in_dialog(qtbot, window, team: int) -> None:  # noqa: ANN001
    view = window.teams_view
    window.tabs.setCurrentWidget(view)
    view.add_button.click()
    dialog = view.dialog
    dialog.name.setText(f"Team {team}")
    dialog.federation.setText("ita")
    members = roster(team)
    for member in reversed(members):  # typed bottom-up, then put in board order with Move up
        dialog.add_member(Member(""))
        row = dialog.table.rowCount() - 1
        for column, text in enumerate((member.name, "", "", str(member.rating), member.federation)):
            dialog.table.setItem(row, column, QTableWidgetItem(text))
        for _ in range(row):
            dialog.move(-1)
    assert dialog.members() == tuple(members)
    _click_ok(qtbot, dialog)


def test_a_team_event_through_the_window(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window, dialog = new_tournament_dialog(qtbot, tmp_path, monkeypatch, "Campionato a squadre", "team.arbiter")
    dialog.system.setCurrentIndex(dialog.system.findData("team"))
    dialog.rounds.setValue(ROUNDS)
    dialog.boards.setValue(BOARDS)
    assert dialog.points_form.text("win") == "2" and dialog.points_form.text("pab") == "1"  # 1.2.2, 1.4
    _click_ok(qtbot, dialog)
    t = window.store.tournament()
    assert t.settings.is_team_event and t.settings.boards == BOARDS
    assert t.settings.tournament_type == "FIDE_TEAM_TYPEA_MP_GP"
    assert window.tabs.isTabVisible(window.tabs.indexOf(window.teams_view))

    for team in range(1, THROUGH_DIALOG + 1):
        _add_team_in_dialog(qtbot, window, team)
        assert window.last_error == ""
    for team in range(THROUGH_DIALOG + 1, TEAMS + 1):
        assert window.apply(AddTeam(Player(0, f"Team {team}", federation="ITA"), tuple(roster(team)))), window.last_error
    t = window.store.tournament()
    assert len(t.players) == TEAMS and all(len(t.rosters[tpn]) == 5 for tpn in t.players)
    assert t.players[1].fide_rating == round(sum(m.rating for m in roster(1)[:BOARDS]) / BOARDS)

    mp: Counter[int] = Counter()
    gp: Counter[int] = Counter()
    emgsb_terms: list[tuple[int, int, Fraction]] = []  # team, opponent, game points against it
    panel = window.match_panel
    for round_number in range(1, ROUNDS + 1):
        _pair(qtbot, window)
        t = window.store.tournament()
        assert t.paired_rounds == round_number
        rnd = t.round(round_number)
        assert len(rnd.boards) == TEAMS // 2 and all(len(b.games) == BOARDS for b in rnd.boards)
        window.tabs.setCurrentWidget(panel)
        panel.show_round(round_number)
        if round_number == 1:  # the reserve plays board 4 of match 3 for the Black team; a line-up
            panel.select_match(3)  # with a member on two boards is refused
            for reserve, accepted in ((3, False), (5, True)):
                panel.edit_lineup()
                panel.dialog.positions[3][1].setValue(reserve)
                window.last_error = ""
                _click_ok(qtbot, panel.dialog)
                assert (window.last_error == "") is accepted, window.last_error
            assert window.store.tournament().round(1).boards[2].games[3].away == 5
        for match, board in enumerate(rnd.boards, start=1):
            if (round_number, match) == FORFEIT:
                panel.select_match(match)
                panel.forfeit("-", "+")
                mp[board.black] += 2
                gp[board.black] += BOARDS
                continue
            points = {board.white: Fraction(0), board.black: Fraction(0)}
            typed = match <= 2  # typed on the Matches tab; the rest through the same operation
            if typed:
                panel.select_match(match)
            for game in range(1, BOARDS + 1):
                code = white_code(round_number, match, game)
                home_white = game % 2 == 1
                home, away = (code, OTHER[code]) if home_white else (OTHER[code], code)
                if typed:
                    qtbot.keyClicks(panel.games_view, code)
                else:
                    assert window.apply(SetGameResult(round_number, match, game, home, away)), window.last_error
                points[board.white] += GAME[home]
                points[board.black] += GAME[away]
            if typed:
                assert window.store.tournament().round(round_number).boards[match - 1].has_result
            w, b = points[board.white], points[board.black]
            mp[board.white] += 2 if w > b else 1 if w == b else 0
            mp[board.black] += 2 if b > w else 1 if w == b else 0
            gp[board.white] += w
            gp[board.black] += b
            emgsb_terms += [(board.white, board.black, w), (board.black, board.white, b)]
        assert window.store.tournament().round(round_number).missing_results() == [], window.last_error
        if round_number == 1:  # a correction undone and redone
            before = window.store.tournament()
            assert window.apply(SetGameResult(1, 1, 1, None, None))
            assert not window.store.tournament().round(1).boards[0].has_result
            window.undo()
            assert window.store.tournament() == before
            window.redo()
            assert not window.store.tournament().round(1).boards[0].has_result
            window.undo()
            assert window.store.tournament() == before

    t = window.store.tournament()
    forfeited = t.round(FORFEIT[0]).boards[FORFEIT[1] - 1]
    assert (forfeited.white_result, forfeited.black_result) == ("-", "+")
    emgsb: Counter[int] = Counter()
    for team, opponent, scored in emgsb_terms:
        emgsb[team] += mp[opponent] * scored
    window.tabs.setCurrentWidget(window.team_standings)
    model = window.team_standings.model
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert headers[:4] == ["Rank", "Team", "MP", "GP"] and "EMGSB" in headers
    column = headers.index("EMGSB")
    shown = {int(model.value(r, 1).split()[0]): (model.value(r, 2), model.value(r, 3), model.value(r, column))
             for r in range(model.rowCount())}
    assert shown == {tpn: (mp[tpn], gp[tpn], emgsb[tpn]) for tpn in t.players}
    ranked = [int(model.value(r, 1).split()[0]) for r in range(model.rowCount())]
    assert [mp[tpn] for tpn in ranked] == sorted(mp.values(), reverse=True)
    assert window.team_standings.boards.rowCount() >= TEAMS * BOARDS
    # the xlsx export and the match cards of the last round
    sheet = build_workbook(t)["Team standings"]
    exported = [(row[1], row[5], row[6]) for row in sheet.iter_rows(min_row=2, values_only=True)]
    assert exported == [(tpn, mp[tpn], gp[tpn]) for tpn in ranked]
    assert save_pdf(DocumentKind.MATCH_CARDS, t, ROUNDS, str(tmp_path / "cards.pdf")) == 4  # 20 matches, 6 a page
