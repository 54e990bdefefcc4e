"""Helpers of the publishing tests: a small event paired by the app's own path (so that every round
keeps the engine's record and has an explanation), with names that need escaping, and a strict
check of the HTML written."""
from __future__ import annotations

import random
from html.parser import HTMLParser
from pathlib import Path

from arbiter_gui import store
from arbiter_gui.tournament.engine_input import pair_next_round
from arbiter_gui.tournament.model import Colour, Player, Tournament, TournamentSettings
from arbiter_gui.tournament.operations import AddPlayers, SetResult

NASTY = '<script>alert("x")</script> & Co'  # a name that must be shown as typed, never run
NAMES = ("Černý, Jan", NASTY, "O'Brien, Seán", "Müller, Anna", "Ødegaard, Lars", "Nakamura, Hikaru",
         "Vachier-Lagrave, Maxime", "Łukasiewicz, Ewa", "Zhu, Li", "Abdurakhmanov-Kasparyan, Maximilian-A",
         "Dubois, Élise", "Rossi, Marco", "Bianchi, Luca")
RESULTS = (("1", "0"), ("0", "1"), ("=", "="))


def small_event(path: Path, rounds_with_results: int = 2, paired: int = 3) -> Tournament:
    """13 players (a bye each round), ``paired`` rounds paired by the engine, results in the first
    ``rounds_with_results`` of them (drawn by a fixed seed)."""
    rng = random.Random(17)
    settings = TournamentSettings(name="Circolo <Scacchi> & Open", city="Perugia", start_date="2026/04/10",
                                  end_date="2026/04/12", rounds=5, initial_colour=Colour.WHITE,
                                  tiebreaks=("BH-C1", "BH", "SB"))
    with store.create(path, settings) as s:
        s.apply(AddPlayers(tuple(Player(n, name, federation=("ITA", "FRA", "NOR")[n % 3],
                                        fide_rating=2400 - 37 * n, fide_id=str(1000 + n))
                                 for n, name in enumerate(NAMES, start=1))))
        for number in range(1, paired + 1):
            pair_next_round(s, rng=rng)
            if number <= rounds_with_results:
                for board in range(1, len(s.tournament().round(number).boards) + 1):
                    s.apply(SetResult(number, board, *rng.choice(RESULTS)))
        return s.tournament()


VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


class StrictHtml(HTMLParser):
    """Every element closed in order, ids unique, no script, links collected."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.open: list[str] = []
        self.errors: list[str] = []
        self.ids: set[str] = set()
        self.links: list[str] = []
        self.doctype = False
        self.text: list[str] = []

    def handle_decl(self, decl: str) -> None:
        self.doctype = self.doctype or decl.lower() == "doctype html"

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "script":
            self.errors.append(f"line {self.getpos()[0]}: a script")
        for name, value in attrs:
            if name == "id":
                if value in self.ids:
                    self.errors.append(f"line {self.getpos()[0]}: id {value} twice")
                self.ids.add(value or "")
            if name in ("href", "src", "action") and value is not None:
                self.links.append(value)
        if tag not in VOID:
            self.open.append(tag)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)
        if tag not in VOID:
            self.open.pop()

    def handle_endtag(self, tag: str) -> None:
        if not self.open or self.open[-1] != tag:
            self.errors.append(f"line {self.getpos()[0]}: </{tag}> closes {self.open[-1:] or 'nothing'}")
            return
        self.open.pop()

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def check_html(text: str, where: str) -> StrictHtml:
    """Parse ``text``; AssertionError naming ``where`` and the line for anything wrong."""
    parser = StrictHtml()
    parser.feed(text)
    parser.close()
    assert parser.doctype, f"{where}: no <!DOCTYPE html>"
    assert not parser.errors, f"{where}: {parser.errors[:5]}"
    assert not parser.open, f"{where}: not closed: {parser.open}"
    return parser
