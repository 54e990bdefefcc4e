"""The xlsx export of a fixed-schedule event (issue 19): its Schedule sheet carries the format, the
TRF 192 code and every option that code carries, the teams with each member's table label, and the
whole table round by round as the printed schedule table reads it."""
from __future__ import annotations

from pathlib import Path

from arbiter_gui.formats.trf_tournament import tournament_to_trf
from arbiter_gui.formats.xlsx import build_workbook
from arbiter_gui.tournament.schedules import SetUpSchedule, whole_table
from tests.tournament.test_fixed_schedules import event, play_all


def rows(t) -> list[list[object]]:  # noqa: ANN001
    ws = build_workbook(t)["Schedule"]
    return [[c for c in row if c is not None] for row in ws.iter_rows(min_row=2, values_only=True)]


def test_a_scheveningen_match_in_the_workbook(tmp_path: Path) -> None:
    players = [(f"{club} {b}", "ITA", club) for b in range(1, 5) for club in ("Torre", "Alfiere")]
    s = event(tmp_path / "schev.arbiter", "scheveningen", players, grouping="club")
    s.apply(SetUpSchedule(("Torre", "Alfiere")))
    play_all(s)
    t = s.tournament()
    found = rows(t)
    assert found[0] == ["Format", "scheveningen", "Scheveningen"]
    code = tournament_to_trf(t).tournament_type
    assert found[1] == ["TRF 192 code", code] and "GROUPINGCLUB" in code
    options = {row[1]: row[2] for row in found if row[0] == "Option"}
    assert options == {"TEAMS": 2, "GROUPING": "club"}  # not the pools' options, which it does not read
    teams = [row[1:] for row in found if row[0] == "Team"]
    assert teams[0] == ["A = Torre", "A1 = 1 Torre 1"] and teams[-1] == ["B = Alfiere", "B4 = 8 Alfiere 4"]
    assert [row[1] for row in found if row[0] == "Rule"] == whole_table(t)[1]
    table = [row[1:] for row in found if str(row[0]).startswith("Round ")]
    assert len(table) == 4 and all(len(boards) == 4 for boards in table)
    played = {frozenset(b.players) for r in range(1, 5) for b in t.round(r).boards}
    labels = {frozenset(cell.split(" – ")) for boards in table for cell in boards}
    assert labels == {frozenset((f"A{a}", f"B{b}")) for a in range(1, 5) for b in range(1, 5)}
    assert played == {frozenset((a, b)) for a in range(1, 5) for b in range(5, 9)}


def test_a_pools_event_carries_its_options(tmp_path: Path) -> None:
    s = event(tmp_path / "pools.arbiter", "pools", [(f"P{i}", "ITA", "") for i in range(1, 13)], pools=3,
              qualifiers=2)
    s.apply(SetUpSchedule())
    found = rows(s.tournament())
    options = {row[1]: row[2] for row in found if row[0] == "Option"}
    assert options == {"POOLCOUNT": 3, "QUALIFIERS": 2}
    assert "POOLCOUNT3" in found[1][1] and "QUALIFIERS2" in found[1][1]
    assert not [row for row in found if row[0] == "Team"]
    table = [row[1:] for row in found if str(row[0]).startswith("Round ")]
    assert "F1 – F6" in table[3] or "F6 – F1" in table[3]  # the final pool's places, not known yet


def test_a_swiss_has_no_schedule_sheet(tmp_path: Path) -> None:
    s = event(tmp_path / "swiss.arbiter", "dutch", [(f"P{i}", "ITA", "") for i in range(1, 7)])
    assert "Schedule" not in build_workbook(s.tournament()).sheetnames
