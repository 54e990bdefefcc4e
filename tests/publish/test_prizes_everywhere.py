"""Issue 17: the prizes, a club team's among them, as the printed list, the workbook and the
published site show them: the same lines (``tournament.prizes.prize_lines``) in each."""
from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from dataclasses import replace
from html import unescape

import openpyxl
import pytest

from arbiter_gui.formats.xlsx import export_xlsx
from arbiter_gui.publish.site import write_site
from arbiter_gui.reports.documents import prize_list_html
from arbiter_gui.tournament.prizes import money, parse_prize_list, prize_lines
from tests.publish import check_html, small_event

PRIZES = "Main: 100, 50\nClubs [team 2]: 30, 20, 10\n"
CLUBS = {1: "Perugia", 5: "Perugia", 2: "Roma <Centro>", 3: "Roma <Centro>", 4: "Milano"}


@pytest.fixture(scope="module")
def event(tmp_path_factory):
    t = small_event(tmp_path_factory.mktemp("event") / "event.arbiter")
    players = {tpn: replace(p, club=CLUBS.get(tpn, "")) for tpn, p in t.players.items()}
    return replace(t, players=players, settings=replace(t.settings, prizes=PRIZES))


def test_the_lines(event):
    lines, unawarded = prize_lines(event, parse_prize_list(PRIZES))
    teams = [line for line in lines if line.team]
    assert [line.place for line in teams] == [1, 2]
    assert teams[0].points >= teams[1].points  # more points first (the rest: tests/tournament/test_prizes.py)
    assert {line.winner for line in teams} == {"Perugia", "Roma <Centro>"}  # Milano has one player: no team
    assert [(p.category, p.place) for p in unawarded] == [("Clubs", 3)]
    assert all(len(line.tpns) == 2 and {CLUBS[tpn] for tpn in line.tpns} == {line.winner} for line in teams)


def test_printed_workbook_and_site_show_the_same_prizes(event, tmp_path):
    lines, _ = prize_lines(event, parse_prize_list(PRIZES))
    printed = unescape(prize_list_html(event, parse_prize_list(PRIZES)))
    path = tmp_path / "event.xlsx"
    export_xlsx(event, path)
    sheet = openpyxl.load_workbook(path)["Prizes"]
    rows = list(sheet.iter_rows(min_row=2, values_only=True))
    write_site(event, tmp_path / "site")
    page = (tmp_path / "site" / "prizes.html").read_text(encoding="utf-8")
    check_html(page, "prizes.html")
    assert 'href="prizes.html"' in (tmp_path / "site" / "index.html").read_text(encoding="utf-8")
    shown = unescape(page)
    for line, row in zip(lines, rows):
        assert row[:4] == (line.category or "Main", line.place, line.winner, ", ".join(map(str, line.tpns)))
        assert row[5] == float(money(line.amount))
        assert line.winner in printed and money(line.amount) in printed
        assert line.winner in shown and money(line.amount) in shown
    assert rows[-1][:3] == ("Clubs", 3, "not awarded")
    assert "Not awarded (no eligible player): Clubs 3 (10.00)" in printed and "Clubs 3 (10.00)" in shown
    assert "Roma &lt;Centro&gt;" in page  # escaped
