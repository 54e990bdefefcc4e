"""A whole generated tournament for the report and export tests: 301 players (a bye every round), 9 rounds, some
names 33 characters long, a few titles and federations, and four tie-breaks.

The tournament is what ``arbiter-pair --dutch -g`` generates with 301 players, 9 rounds and seed 2026
(``GENERATED``, written once with ``arbiter_gui.generator.generate``): reading the stored file takes
0.2 s, generating it 40 s or more on the test machine."""
from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from pathlib import Path

from arbiter_gui.formats.trf import read_trf
from arbiter_gui.formats.trf_tournament import tournament_from_trf
from arbiter_gui.tournament.model import Tournament

GENERATED = Path(__file__).parents[1] / "data" / "reports" / "generated_301p_9r.trf"

LONG_NAME_LENGTH = 33
TIEBREAKS = ("BH-C1", "BH", "SB", "ARO")
_SURNAMES = ("Wolfeschlegelsteinhausen", "Abdurakhmanov-Kasparyan", "Vachier-Lagrave", "Nepomniachtchi",
             "Praggnanandhaa", "Mamedyarov", "Rakotomaharo", "Papadopoulos")
_GIVEN = ("Maximilian-Alexander", "Anastasia", "Gukesh Dommaraju", "Ian", "Rameshbabu", "Shakhriyar")


def long_name(tpn: int) -> str:
    """Exactly 33 characters: 'Surname, Given' padded with the TPN's letters."""
    base = f"{_SURNAMES[tpn % len(_SURNAMES)]}, {_GIVEN[tpn % len(_GIVEN)]}"
    base = base[:LONG_NAME_LENGTH - 4] + " "
    suffix = "".join(chr(ord("a") + int(d)) for d in f"{tpn:03d}")
    return (base + suffix.capitalize()).ljust(LONG_NAME_LENGTH, "x")[:LONG_NAME_LENGTH]


@lru_cache(maxsize=None)
def big_tournament() -> Tournament:
    t = tournament_from_trf(read_trf(str(GENERATED)))
    players = {}
    for tpn, p in t.players.items():
        changes = {}
        if tpn % 7 == 0 or tpn in (1, 2, 150, 299):
            changes["name"] = long_name(tpn)
        if tpn <= 12:
            changes["title"] = ("GM", "IM", "FM")[tpn % 3]
        changes["federation"] = ("FRA", "GER", "IND", "NOR", "USA")[tpn % 5]
        players[tpn] = replace(p, **changes)
    settings = replace(t.settings, name="Open Internacional de Ajedrez 2026", city="Sitges",
                       start_date="2026/03/07", end_date="2026/03/15", tiebreaks=TIEBREAKS)
    rounds = tuple(replace(rnd, date=f"2026/03/{6 + rnd.number:02d}") for rnd in t.rounds)
    return replace(t, settings=settings, players=players, rounds=rounds)


def long_named(t: Tournament) -> list[int]:
    return [tpn for tpn, p in t.players.items() if len(p.name) == LONG_NAME_LENGTH]
