"""The printed knockout (issue 18): the bracket wall chart (landscape; 12 players on one page, 100 on
several, every first-round box on exactly one page before the final's page), the match cards of a
round, and the xlsx of every match and game read back with openpyxl against the event."""
from __future__ import annotations

import random
import shutil
import subprocess
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from arbiter_gui.engine.knockout.match import Kind, MatchFormat, Phase
from arbiter_gui.engine.knockout.pairing import Format
from arbiter_gui.engine.knockout.plan import Entrant
from arbiter_gui.formats.xlsx import build_workbook
from arbiter_gui.reports.catalogue import DocumentKind, save_pdf
from arbiter_gui.reports.knockout import (
    boxes,
    chart_pages,
    write_bracket,
    write_knockout_cards,
)
from arbiter_gui.tournament.knockout import KnockoutEvent, match_points
from arbiter_gui.tournament.model import Player, Tournament, TournamentSettings
from tests.tournament.test_knockout_event import play_round

CUP = MatchFormat((Phase(Kind.STANDARD, 2, "90'+30\""), Phase(Kind.RAPID, 2, "25'+10\""),
                   Phase(Kind.ARMAGEDDON, 1, "5' against 4'")))


@pytest.fixture(autouse=True)
def _app(qapp) -> None:
    return None


def cup(players: int, rounds_played: int | None = None, seed: int = 18) -> tuple[Tournament, KnockoutEvent]:
    event = KnockoutEvent([Entrant(i) for i in range(1, players + 1)], Format(), CUP)
    rng = random.Random(seed)
    while not event.over and (rounds_played is None or len(event.rounds) <= rounds_played):
        play_round(event, rng)
    t = Tournament(TournamentSettings(name="Coppa Italia", system="knockout", city="Roma"),
                   {i: Player(i, f"Giocatore {i:03d}, Nome", federation="ITA", fide_rating=2700 - 3 * i)
                    for i in range(1, players + 1)}, knockout=event.to_json())
    return t, event


def test_the_wall_chart_of_twelve_players(tmp_path: Path) -> None:
    t, event = cup(12)
    pdf = tmp_path / "bracket.pdf"
    assert write_bracket(t, event, str(pdf)) == 1
    assert pdf.read_bytes().startswith(b"%PDF")
    roots, third = boxes(event)
    assert [r.match.winner for r in roots] == [event.placings()[0][1]] and third is not None
    if shutil.which("pdftoppm"):  # the page as an image: landscape, and ink on it
        subprocess.run(["pdftoppm", "-png", "-r", "40", str(pdf), str(tmp_path / "page")], check=True)
        image = QImage(str(next(tmp_path.glob("page*.png"))))
        assert image.width() > image.height()
        assert any(image.pixelColor(x, y).lightness() < 100 for x in range(0, image.width(), 3)
                   for y in range(0, image.height(), 3))


def test_a_hundred_players_take_several_pages() -> None:
    _, event = cup(100)
    pages = chart_pages(event)
    assert len(pages) > 2 and pages[-1].last and not any(p.last for p in pages[:-1])
    first_round = [b for p in pages[:-1] for b in _first_round_boxes(p.roots)]
    assert sorted(b.players for b in first_round) == sorted(
        [(m.white, m.black) for m in event.rounds[0].matches] + [(int(d.subject),) for d in event.rounds[0].pairing.through])


def test_the_first_round_of_three_hundred_players_being_played() -> None:
    _, event = cup(300, rounds_played=0)
    pages = chart_pages(event)
    assert [len(p.roots) for p in pages] == [16] * 16 and [p.last for p in pages] == [False] * 15 + [True]


def _first_round_boxes(roots) -> list:
    found = []
    for box in roots:
        found += [box] if box.round == 1 else _first_round_boxes(box.parents)
    return found


def test_the_chart_of_an_event_being_played_and_its_match_cards(tmp_path: Path) -> None:
    t, event = cup(64, rounds_played=2)
    assert not event.over and write_bracket(t, event, str(tmp_path / "bracket.pdf")) >= 2
    assert write_knockout_cards(t, event, len(event.rounds), str(tmp_path / "cards.pdf")) == \
        -(-len(event.current.matches) // 6)


def test_the_xlsx_has_every_match_and_game() -> None:
    t, event = cup(24)
    book = build_workbook(t)
    matches, games = book["Knockout matches"], book["Knockout games"]
    rows = list(matches.iter_rows(min_row=2, values_only=True))
    expected = [(n, k) for n, r in enumerate(event.rounds, start=1) for k in range(1, len(r.matches) + 1)]
    assert [(r[0], r[1]) for r in rows if r[1] is not None] == expected
    for row in rows:
        if row[1] is None:
            continue
        m = event.rounds[row[0] - 1].matches[row[1] - 1]
        assert (row[3], row[5]) == (m.white, m.black)
        assert (row[7], row[8]) == tuple(float(p) for p in match_points(m))
        assert row[9] == m.winner
    byes = [r for r in rows if r[1] is None]
    assert [r[3] for r in byes] == [int(d.subject) for d in event.rounds[0].pairing.through]
    game_rows = list(games.iter_rows(min_row=2, values_only=True))
    assert len(game_rows) == sum(len(m.games) for r in event.rounds for m in r.matches)
    first = event.rounds[0].matches[0].games[0]
    assert game_rows[0][:8] == (1, 1, 1, first.kind.value, first.white, t.player(first.white).name,
                                {"1-0": "1-0", "0-1": "0-1", "1/2-1/2": "½-½", "+-": "+/-", "-+": "-/+"}[first.result],
                                first.black)


def test_the_catalogue_prints_both_documents(tmp_path: Path) -> None:
    t, event = cup(24, rounds_played=1)
    assert save_pdf(DocumentKind.KNOCKOUT_BRACKET, t, 0, str(tmp_path / "bracket.pdf")) == 1
    assert save_pdf(DocumentKind.KNOCKOUT_CARDS, t, 0, str(tmp_path / "cards.pdf")) == \
        -(-len(event.current.matches) // 6)
    assert DocumentKind.KNOCKOUT_BRACKET.landscape and not DocumentKind.KNOCKOUT_CARDS.needs_round
    no_event = Tournament(TournamentSettings(name="Open"))
    assert save_pdf(DocumentKind.KNOCKOUT_BRACKET, no_event, 0, str(tmp_path / "none.pdf")) == 1
