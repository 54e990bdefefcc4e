"""The team round robin (issue 19: "Berger tables between teams with board results, as a team
event"): the teams meet by the Berger table of their numbers, the first-listed team White on board 1
(C.04.6 1.6.1) and the boards alternating, a team meeting the dummy rests (no match points), the
matches are scored from their board games, and the event survives a TRF-2026 file."""
from __future__ import annotations

import random
from pathlib import Path

import pytest

from arbiter_gui import cli
from arbiter_gui.engine.schedules.berger import table
from arbiter_gui.formats.trf_tournament import export_trf, read_tournament
from arbiter_gui.tournament.engine_input import pair_next_round
from arbiter_gui.tournament.operations import OperationError
from arbiter_gui.tournament.team.standings import team_standings
from tests.formats.test_trf_team_export import enter_round_match, played_event
from tests.store.helpers import new_store


@pytest.mark.parametrize("teams", [4, 5])
def test_the_teams_meet_by_the_berger_table(tmp_path: Path, teams: int) -> None:
    rounds = teams - 1 + teams % 2
    s = played_event(tmp_path / "t.arbiter", "team_round_robin", "CUSTOM_TEAM_ROUNDROBIN_MP_GP", teams=teams,
                     rounds=rounds)
    played = []
    for r in range(1, rounds + 1):
        pair_next_round(s)
        rnd = s.tournament().round(r)
        played.append([(b.white, b.black) for b in rnd.boards])
        assert rnd.unpaired == ({} if teams % 2 == 0 else {next(p for w, b in table(teams)[r - 1] for p in (w, b)
                                                              if max(w, b) > teams and p <= teams): "Z"})
        for m in range(1, len(rnd.boards) + 1):
            enter_round_match(s, r, m, random.Random(r * 10 + m))
    assert played == [[(w, b) for w, b in boards if max(w, b) <= teams] for boards in table(teams)]
    t = s.tournament()
    rows = team_standings(t)
    assert len(rows) == teams
    # 2 match points a match (C.04.6 1.2.2), a rest none (the Berger table's dummy, not a PAB)
    assert sum(row.match_points for row in rows) == 2 * sum(len(rnd.boards) for rnd in t.rounds)
    assert sum(row.game_points for row in rows) == 4 * sum(len(rnd.boards) for rnd in t.rounds)
    back = read_tournament(str(export(t, tmp_path)))
    assert back.settings.system == "team_round_robin"
    assert [sorted((b.white, b.black) for b in rnd.boards) for rnd in back.rounds] == [sorted(r) for r in played]


def export(t, tmp_path: Path) -> Path:  # noqa: ANN001
    path = tmp_path / "t.trf"
    export_trf(t, path)
    return path


def test_the_rounds_are_the_tables(tmp_path: Path) -> None:
    s = played_event(tmp_path / "t.arbiter", "team_round_robin", "CUSTOM_TEAM_ROUNDROBIN_MP_GP", teams=6, rounds=7)
    with pytest.raises(OperationError, match="has 5 rounds"):
        pair_next_round(s)


def test_the_command_line_pairs_the_exported_file_as_the_app(tmp_path: Path) -> None:
    """``arbiter-pair --team-round-robin FILE -p`` on the event's TRF-2026 file after round 2 gives the
    app's round 3: the Berger table's boards, the resting team as 'N 0'."""
    s = played_event(tmp_path / "t.arbiter", "team_round_robin", "CUSTOM_TEAM_ROUNDROBIN_MP_GP", teams=5, rounds=5)
    for r in (1, 2):
        pair_next_round(s)
        for m in range(1, len(s.tournament().round(r).boards) + 1):
            enter_round_match(s, r, m, random.Random(m))
    out = tmp_path / "pairs.txt"
    assert cli.main(["--team-round-robin", str(export(s.tournament(), tmp_path)), "-p", str(out)]) == 0
    pair_next_round(s)
    rnd = s.tournament().round(3)
    assert out.read_text().split("\n")[1:-1] == [f"{b.white} {b.black}" for b in rnd.boards] + [
        f"{tpn} 0" for tpn in rnd.unpaired]


@pytest.mark.parametrize("system", ["team_round_robin", "round_robin"])
def test_a_round_robin_of_one_is_refused_not_a_crash(tmp_path: Path, system: str) -> None:
    # hostile9: one team (or player) and one round passed the rounds' check, then the table raised ScheduleError,
    # which the domain does not catch
    if system == "team_round_robin":
        s = played_event(tmp_path / "one.arbiter", system, "CUSTOM_TEAM_ROUNDROBIN_MP_GP", teams=1, rounds=1)
    else:
        s = new_store(tmp_path / "one.arbiter", rounds=1, players=1, system=system, tournament_type=None)
    with pytest.raises(OperationError, match="a round robin needs at least 2 players, not 1"):
        pair_next_round(s)
