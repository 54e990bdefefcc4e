"""A team event of the app exported as TRF-2026 (members as 001 records, 310, 320, 330, 352, 362):
``arbiter-pair --team`` / ``--team-b`` on the file pairs the next round as the app does, and the
file reads back as the same event."""
from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest

from arbiter_gui import store
from arbiter_gui.engine import systems
from arbiter_gui.formats.trf import TrfError, read_trf
from arbiter_gui.formats.trf_pairing import engine_pairs, snapshot
from arbiter_gui.formats.trf_tournament import export_trf, read_tournament
from arbiter_gui.tournament.engine_input import pair_next_round
from arbiter_gui.tournament.model import Player
from arbiter_gui.tournament.validation import validate
from arbiter_gui.tournament.team.operations import AddTeam, ForfeitMatch, SetGameResult
from tests.tournament.test_team_event import enter_round, roster, team_settings


def played_event(path: Path, system: str, code: str, teams: int = 9, rounds: int = 5):
    s = store.create(path, replace(team_settings(rounds), system=system, tournament_type=code))
    for n in range(1, teams + 1):
        s.apply(AddTeam(Player(0, f"Team {n:02d}"), roster(n, size=4 + n % 2)))
    return s


@pytest.mark.parametrize(("system", "code"), [("team", "FIDE_TEAM_TYPEA_MP_GP"), ("team_b", "FIDE_TEAM_TYPEB_MP_GP")])
def test_the_exported_file_pairs_the_next_round_as_the_app(tmp_path: Path, system: str, code: str) -> None:
    s = played_event(tmp_path / "t.arbiter", system, code)
    rng = random.Random(7)
    for r in range(1, 5):
        pair_next_round(s)
        if r == 2:
            s.apply(ForfeitMatch(2, 1, "+", "-"))  # 330
        rnd = s.tournament().round(r)
        for m, match in enumerate(rnd.boards, start=1):
            if match.white_result is None:
                enter_round_match(s, r, m, rng)
        out = tmp_path / f"after{r}.trf"
        export_trf(s.tournament(), out)
        trf = read_trf(str(out))
        assert any(line.startswith("310") for line in trf.extra_lines)
        pairing = systems.pair(system, snapshot(trf))
        pair_next_round(s)
        nxt = s.tournament().round(r + 1)
        app = {(b.white, b.black) for b in nxt.boards}
        expected_bye = next((team for team, c in nxt.unpaired.items() if c == "U"), None)
        assert engine_pairs(pairing) == (app, expected_bye)
        s.undo()  # the next round is paired again by the loop, after its results
        assert s.tournament().paired_rounds == r


def enter_round_match(s, r: int, m: int, rng: random.Random) -> None:
    for k in range(1, len(s.tournament().round(r).boards[m - 1].games) + 1):
        s.apply(SetGameResult(r, m, k, *rng.choice([("1", "0"), ("0", "1"), ("=", "=")])))


def test_the_team_records_are_in_their_columns(tmp_path: Path) -> None:
    s = played_event(tmp_path / "t.arbiter", "team", "FIDE_TEAM_TYPEA_MP_GP", teams=3, rounds=3)
    pair_next_round(s)
    enter_round(s, 1, random.Random(1))
    out = tmp_path / "t.trf"
    export_trf(s.tournament(), out)
    lines = out.read_text(encoding="utf-8").splitlines()
    team_1 = next(line for line in lines if line.startswith("310   1"))
    assert team_1[8:40].strip() == "Team 01" and team_1[73:77].strip() == "1" and team_1[78:82].strip() == "2"
    pab = next(line for line in lines if line.startswith("320"))
    assert pab[4:8].strip() == "1.0" and pab[9:13].strip() == "2.0" and pab[14:17] == "003"  # ruling T6
    assert "352 WBWB" in lines and "362 TW 2.0 TD 1.0 TL 0.0" in lines


def test_a_team_file_reads_back_as_the_same_event(tmp_path: Path) -> None:
    s = played_event(tmp_path / "t.arbiter", "team_b", "FIDE_TEAM_TYPEB_MP_GP", rounds=4)
    rng = random.Random(3)
    for r in range(1, 4):
        pair_next_round(s)
        if r == 2:
            s.apply(ForfeitMatch(2, 2, "-", "+"))
        for m, match in enumerate(s.tournament().round(r).boards, start=1):
            if match.white_result is None:
                enter_round_match(s, r, m, rng)
    t = s.tournament()
    out = tmp_path / "t.trf"
    export_trf(t, out)
    back = read_tournament(str(out))
    assert validate(back) == []
    assert back.rosters == t.rosters and back.players == t.players
    for r in range(1, 4):  # TRF has no board order: the matches come back ordered by team number
        a, b = t.round(r), back.round(r)
        assert set(a.boards) == set(b.boards) and a.unpaired == b.unpaired
    assert (back.settings.system, back.settings.boards, back.settings.point_system, back.settings.game_points) == (
        t.settings.system, t.settings.boards, t.settings.point_system, t.settings.game_points)


def test_a_team_numbered_over_999_is_refused_not_written(tmp_path: Path) -> None:
    """TRF 310 numbers a team in three columns: team 1000 would be written four wide and misread
    (the reader refuses it); the export names the field and writes nothing."""
    t = played_event(tmp_path / "t.arbiter", "team", "FIDE_TEAM_TYPEA_MP_GP", teams=2).tournament()
    t.players[1000] = t.players.pop(2)
    out = tmp_path / "out.trf"
    with pytest.raises(TrfError, match="team 1000: a TRF file numbers teams in three columns"):
        export_trf(t, out)
    assert not out.exists()
