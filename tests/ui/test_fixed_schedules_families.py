"""Issue 19, one test per format family not covered by tests/ui/test_fixed_schedules_app.py: a
rotation tournament, a reduced round robin, a Schiller event, a Hutton and a Hilton team event (and
a team round robin, a team event of its own kind: its teams and matches), each
created in the New tournament dialog, set up from the Players tab, paired round after round from its
table, its results typed on the boards, standings shown and its schedule table printed."""
from __future__ import annotations

from itertools import combinations
from pathlib import Path

import pytest

from arbiter_gui.engine.schedules.berger import table
from arbiter_gui.engine.schedules.play import event_schedule
from arbiter_gui.tournament.model import Member, Player
from arbiter_gui.tournament.schedules import options, team_scores
from arbiter_gui.tournament.team.operations import AddTeam
from arbiter_gui.tournament.team.standings import team_standings
from tests.ui.test_end_to_end import _click_ok, _pair, new_tournament_dialog
from tests.ui.test_fixed_schedules_app import new_event, play, printed, set_up, shown_points

CLUBS = ("Alfiere", "Cavallo", "Donna", "Torre")


def individuals(count: int) -> list[Player]:
    return [Player(0, f"Giocatore {i:02d}", federation="ITA", fide_rating=2400 - 10 * i) for i in range(1, count + 1)]


def members(teams: int, size: int) -> list[Player]:
    """``teams`` clubs of ``size``, entered board by board (each club's rating order is its board order)."""
    return [Player(0, f"{club} {b}", federation="ITA", club=club, fide_rating=2300 - 10 * b - k)
            for b in range(1, size + 1) for k, club in enumerate(CLUBS[:teams])]


def the_table(window) -> list[list[tuple[int, int]]]:  # noqa: ANN001
    """The event's table as the engine gives it, with the event's pairing numbers."""
    t = window.store.tournament()
    return [list(boards) for boards in event_schedule(t.settings.system, len(t.players), t.settings.rounds,
                                                      options(t)).rounds]


def test_a_rotation_tournament(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: ANN001
    """Seed 003 3.8: ten players, five rounds, every even number meets every odd number once."""
    window = new_event(qtbot, tmp_path, monkeypatch, "rotation", individuals(10))
    set_up(qtbot, window)
    assert window.store.tournament().settings.rounds == 5
    rounds = play(qtbot, window)
    assert rounds == the_table(window)
    assert {frozenset(b) for r in rounds for b in r} == {frozenset((a, b)) for a in range(1, 11, 2)
                                                         for b in range(2, 11, 2)}
    assert shown_points(window) == 25
    assert "seed 003 3.8" in printed(window, tmp_path)


def test_a_reduced_round_robin(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: ANN001
    """Seed 003 3.5: eight players play the Berger table of 8 without its round 1 (six rounds)."""
    window = new_event(qtbot, tmp_path, monkeypatch, "reduced_round_robin", individuals(8), suppressed_rounds=1)
    set_up(qtbot, window)
    assert window.store.tournament().settings.rounds == 6
    assert play(qtbot, window) == table(8)[1:]
    assert shown_points(window) == 6 * 4
    assert "without its round 1" in printed(window, tmp_path)


def test_a_schiller_event(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: ANN001
    """Seed 003 4.5.2: four clubs of three, nine rounds, each player meets every player of the
    other clubs once, the seed's round order (consecutive opponents of different teams)."""
    window = new_event(qtbot, tmp_path, monkeypatch, "schiller", members(4, 3), schedule_teams=4, grouping=1)
    set_up(qtbot, window, teams=", ".join(CLUBS))
    t = window.store.tournament()
    assert t.settings.team_names == CLUBS and t.settings.rounds == 9
    rounds = play(qtbot, window)
    assert rounds == the_table(window)
    club = {tpn: p.club for tpn, p in window.store.tournament().players.items()}
    assert {frozenset(b) for r in rounds for b in r} == {frozenset(pair) for pair in combinations(club, 2)
                                                         if club[pair[0]] != club[pair[1]]}
    assert shown_points(window) == 9 * 6
    html = printed(window, tmp_path)
    assert "seed 003 4.5.2" in html and "A = Alfiere" in html


@pytest.mark.parametrize(("system", "teams", "size", "rounds"), [("hutton", 4, 6, 1), ("hilton", 4, 3, 3)])
def test_a_hutton_and_a_hilton_event(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,  # noqa: ANN001
                                     system: str, teams: int, size: int, rounds: int) -> None:
    """Seed 003 5.1-5.2: four clubs, board against board (each player meets players of his own board
    of the other clubs): Hutton one round of four teams of six, Hilton three rounds of four of three."""
    window = new_event(qtbot, tmp_path, monkeypatch, system, members(teams, size), schedule_teams=teams, grouping=1)
    set_up(qtbot, window, teams=", ".join(CLUBS[:teams]))
    t = window.store.tournament()
    assert t.settings.rounds == rounds
    played = play(qtbot, window)
    assert played == the_table(window)
    board = {tpn: (tpn - 1) % size for tpn in t.players}  # A1..A6, B1..B6, ...: the member's board
    games = [b for r in played for b in r]
    assert all(board[w] == board[b] and (w - 1) // size != (b - 1) // size for w, b in games)
    assert shown_points(window) == len(games)
    scores = team_scores(window.store.tournament())
    assert [name for name, _ in scores] == list(CLUBS[:teams]) and sum(points for _, points in scores) == len(games)
    assert f"seed 003 5.{1 if system == 'hutton' else 2}" in printed(window, tmp_path)


def test_a_team_round_robin(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: ANN001
    """Five teams of four boards meet by the Berger table of 6 (one rests each round, no match
    points), results typed on the Matches tab, the team standings and the schedule table printed."""
    window, dialog = new_tournament_dialog(qtbot, tmp_path, monkeypatch, "Girone a squadre", "rr.arbiter")
    dialog.system.setCurrentIndex(dialog.system.findData("team_round_robin"))
    dialog.rounds.setValue(5)
    dialog.boards.setValue(4)
    _click_ok(qtbot, dialog)
    assert window.store.tournament().settings.tournament_type == "CUSTOM_TEAM_ROUNDROBIN_MP_GP"
    for team in range(1, 6):
        members = tuple(Member(f"Giocatore {team}.{k}", rating=2400 - 20 * team - k, federation="ITA")
                        for k in range(1, 5))
        assert window.apply(AddTeam(Player(0, f"Squadra {team}", federation="ITA"), members)), window.last_error
    panel = window.match_panel
    for r in range(1, 6):
        _pair(qtbot, window)
        rnd = window.store.tournament().round(r)
        assert [(b.white, b.black) for b in rnd.boards] == [(w, b) for w, b in table(5)[r - 1] if max(w, b) <= 5]
        assert list(rnd.unpaired.values()) == ["Z"]
        window.round_choice.setCurrentIndex(r - 1)  # the Rounds tab: the team rests, it is not absent
        assert window.boards.row(window.boards.rowCount() - 1)[5] == "rests"
        assert "; rests: " in window.explanation_panel.summary.text()  # not a "pairing-allocated bye" (look9)
        window.tabs.setCurrentWidget(panel)
        panel.show_round(r)
        for match in range(1, len(rnd.boards) + 1):
            panel.select_match(match)
            for game in range(1, 5):
                qtbot.keyClicks(panel.games_view, "1" if game % 2 else "=")  # home wins board 1 and 3, draws 2, 4
        assert window.store.tournament().round(r).missing_results() == [], window.last_error
    assert not window.pair_action.isEnabled()
    t = window.store.tournament()
    rows = team_standings(t)
    assert sum(row.match_points for row in rows) == 2 * 10 and sum(row.game_points for row in rows) == 4 * 10
    window.tabs.setCurrentWidget(window.team_standings)
    assert window.team_standings.model.rowCount() == 5
    html = printed(window, tmp_path)
    assert "Berger table of 5 teams, 1 cycle(s)" in html
    # the key names teams, and each round says which team rests (round 1: 2-5, 3-4, team 1 rests; look9)
    assert "<h2>Teams</h2>" in html and "<th>Rests</th>" in html and "3 – 4</td><td class='c'>1</td>" in html
