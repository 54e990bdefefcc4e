"""The crosstable rows: standings order, Swiss cell notation, points and tie-breaks."""
from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from pathlib import Path

from arbiter_gui.engine import systems
from arbiter_gui.formats.trf import read_trf
from arbiter_gui.formats.trf_tournament import tournament_from_trf
from arbiter_gui.tournament.crosstable import crosstable
from arbiter_gui.tournament.engine_input import pairing_operation, snapshot
from arbiter_gui.tournament.model import Tournament

DATA = Path(__file__).parents[1] / "data"
SWISS_8 = DATA / "tiebreaks" / "swiss_8.trf"  # 8 players, 5 rounds: byes, a forfeit, a withdrawal


def with_tiebreaks(t: Tournament, *codes: str) -> Tournament:
    return replace(t, settings=replace(t.settings, tiebreaks=codes))


def test_swiss_8_wall_chart() -> None:
    t = with_tiebreaks(tournament_from_trf(read_trf(str(SWISS_8))), "BH-C1", "BH", "SB")
    rows = crosstable(t)
    assert [row.tpn for row in rows] == [3, 1, 2, 6, 4, 8, 5, 7]
    first = rows[0]
    assert (first.line, first.rank, first.shared, first.name, first.federation, first.rating) == \
        (1, 1, False, "Swiss, Three", "NOR", 2300)
    # round 1 drew with Black against Seven (line 8), round 2 beat Four (line 5) with Black, ...
    assert first.cells == ("8w½", "5b1", "2b½", "4w½", "3w1")
    assert first.points == Fraction(7, 2)
    assert first.tiebreaks == (Fraction(12), Fraction(14), Fraction(39, 4))
    by_tpn = {row.tpn: row.cells for row in rows}
    assert by_tpn[2] == ("4b1", "2w½", "7w+", "5w1", "1b0")  # forfeit win over Five
    assert by_tpn[5] == ("2b0", "8b1", "3b-", "U", "5w0")  # forfeit loss, pairing-allocated bye
    assert by_tpn[8] == ("5w0", "H", "8w0", "2b½", "U")  # half-point bye
    assert by_tpn[7] == ("1b½", "7w0", "6b1", "", "")  # withdrawn after round 3


def test_cells_name_lines_even_when_ranks_are_shared() -> None:
    t = with_tiebreaks(tournament_from_trf(read_trf(str(SWISS_8))), "WIN")
    rows = crosstable(t)
    assert [(row.line, row.rank, row.shared, row.tpn) for row in rows[:3]] == \
        [(1, 1, False, 2), (2, 2, True, 1), (3, 2, True, 3)]
    assert rows[0].cells == ("4b1", "2w½", "6w+", "5w1", "3b0") and rows[0].tiebreaks == (3,)
    assert rows[1].cells == ("6w1", "1b½", "3w½", "7w½", "4b1")  # One: Two on line 1, Three on line 3
    assert [(row.rank, row.shared) for row in rows[4:6]] == [(5, True), (5, True)]


def test_default_tiebreaks_and_an_unfinished_round() -> None:
    """No tie-breaks in the settings: the default order (settings.tiebreak_order); the round just
    paired shows opponent and colour without a result, the bye as U."""
    t = tournament_from_trf(read_trf(str(DATA / "conformance" / "dutch" / "d700027_n7_r4of5.trf")))
    t = pairing_operation(systems.pair("dutch", snapshot(t))).apply(t)  # 1-3, 6-2, 7-5, bye 4
    rows = crosstable(t)
    assert len(rows[0].tiebreaks) == len(t.settings.tiebreak_order) == 4
    line = {row.tpn: row.line for row in rows}
    cells = {row.tpn: row.cells[3] for row in rows}
    assert cells[1] == f"{line[3]}w" and cells[3] == f"{line[1]}b" and cells[4] == "U"
    points = {row.tpn: row.points for row in rows}
    assert points[4] == Fraction(3) and points[1] == t.score(1, 4)  # the bye scores at once, games when entered
    assert [len(row.cells) for row in rows] == [4] * 7
    assert [len(row.cells) for row in crosstable(t, rounds=3)] == [3] * 7
