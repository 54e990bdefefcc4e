"""One TRF file, three outputs: ``arbiter-tiebreak``, the app's Standings tab and the printed
standings give the same ranks and values (they share ``tournament_standings``)."""
from __future__ import annotations

import csv
import io
import re
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

import pytest

from arbiter_gui import tiebreak_cli
from arbiter_gui.app import create_main_window
from arbiter_gui.formats.trf_tournament import read_tournament
from arbiter_gui.reports.documents import standings_html
from arbiter_gui.tournament.team.standings import team_standings
from arbiter_gui.ui.team_standings_view import TeamStandingsView

DATA = Path(__file__).parents[1] / "data"
CODES = "BH/C1,BH,FB,SB/C1,AOB,ARO/C1,TPR,PTP,APRO,DE,REP,WIN,PS"


def _number(text: str) -> Fraction | None:
    """A number as the outputs write it ('12.75', '3.5', as printed '3½' or '9¾', '' for none)."""
    for fraction, decimals in (("¼", ".25"), ("½", ".5"), ("¾", ".75")):
        text = text.replace(fraction, decimals)
    return None if text == "" else Fraction(Decimal(text))


def test_command_line_tab_and_print_agree(qtbot, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    trf = tmp_path / "held.trf"
    source = (DATA / "tiebreaks" / "held_swiss_5.trf").read_text()
    trf.write_text(source.replace("XXR 5\n", f"XXR 5\n202 {CODES}\n"))
    assert tiebreak_cli.main([str(trf)]) == 0
    cli = [(int(r["rank"]), int(r["tpn"]), _number(r["points"]), *(_number(r[c]) for c in CODES.split(",")))
           for r in csv.DictReader(io.StringIO(capsys.readouterr().out))]
    assert len(cli) == 16

    window = create_main_window()
    qtbot.addWidget(window)
    assert window.import_trf(str(trf), str(tmp_path / "held.arbiter")), window.last_error
    window.tabs.setCurrentWidget(window.standings_page)
    model = window.standings_model
    # Rank, player, federation, rating, points, the tie-breaks.
    tab = [(model.value(r, 0), window.standings_tpns[r],
            *(None if model.value(r, c) is None else Fraction(model.value(r, c)) for c in range(4, model.columnCount())))
           for r in range(model.rowCount())]
    assert tab == cli
    assert "2024 rules (tournament started 2024/03/22)" in window.standings_rules.text()

    assert window.store is not None
    html = standings_html(window.store.tournament(), 5)
    assert "Tie-breaks: FIDE C.07, 2024 rules (tournament started 2024/03/22)" in html
    printed = []
    for row in re.findall(r"<tr>(<td.*?)</tr>", html):
        cells = [re.sub(r"<.*?>", "", cell) for cell in re.findall(r"<td[^>]*>(.*?)</td>", row)]
        rank, tpn, _name, _fed, _rating, points, *values = cells
        printed.append((int(rank) if rank else printed[-1][0], int(tpn), _number(points), *map(_number, values)))
    assert printed == cli


def test_command_line_team_event_is_the_team_standings(qtbot, capsys: pytest.CaptureFixture[str]) -> None:
    path = DATA / "trf" / "team_forfeit_pab.trf"
    assert tiebreak_cli.main([str(path)]) == 0
    table = list(csv.DictReader(io.StringIO(capsys.readouterr().out)))
    t = read_tournament(str(path))
    expected = [(row.rank, row.team, row.match_points, row.game_points, *row.values) for row in team_standings(t)]
    codes = list(table[0])[5:]
    assert [(int(r["rank"]), int(r["tpn"]), _number(r["match_points"]), _number(r["game_points"]),
             *(_number(r[c]) for c in codes)) for r in table] == expected
    view = TeamStandingsView()
    qtbot.addWidget(view)
    view.set_tournament(t)
    assert [view.model.value(r, 0) for r in range(view.model.rowCount())] == [row[0] for row in expected]
    assert view.rules.text() == "Tie-breaks: FIDE C.07, 2026 rules (no start date)"
