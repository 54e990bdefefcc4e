"""What the 001 record does not hold about a player, written to the TRF and read back (VCL4THP Q217).

- National ratings go to TRF-2026's NRS records (TRF.md 6.1): a record laid out as 001 whose code
  is a federation (the event's, else the player's, else ``FID``), columns 5-8 the player's number,
  49-52 the national rating, 54-56 the federation it comes from; sex, title and name are left out,
  as the format allows when they equal the 001 record's. Any such record naming a player is read
  (a JaVaFo ``XX?`` line is not one).
- What TRF-2026 has no record for goes to one comment line per player (``trf.PLAYER_NOTE_RECORD``,
  a '###' line every other reader skips), its notes separated by "; ":
  ``### Player 12: tournament rating 1800; later ratings 5:2150, 8:2170; not eligible for half-point
  byes; expelled from round 6; rating source FIDE standard list 2026/11; rating date 2026/11/27``
  (the tournament rating of the method OTHER, a long event's later ratings, VCL4THP Q175, Q197,
  Q212 and the source of the ratings, Q134).
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Callable

from ..tournament.model import Player, Tournament
from ..tournament.player_fields import FieldError, parse_date, parse_later_ratings, parse_rating
from .trf import PLAYER_NOTE_RECORD, TrfError, TrfFile

__all__ = ["is_nrs_record", "nrs_lines", "player_note_lines", "with_player_notes"]

_NRS_ID = slice(4, 8)  # columns 5-8
_NRS_RATING = slice(48, 52)  # columns 49-52
_NRS_ORIGIN = 53  # column 54: the federation of the national rating
_NO_HALF_BYES = "not eligible for half-point byes"
_EXPELLED = re.compile(r"expelled from round (\d+)")
_SEPARATOR = "; "


def is_nrs_record(line: str) -> bool:
    """A record laid out as 001 whose code is a federation (TRF.md 6.1)."""
    code = line[:3]
    return (bool(re.fullmatch(r"[A-Z]{3}", code)) and not code.startswith("XX") and line[3:4] == " "
            and line[_NRS_ID].strip().isascii() and line[_NRS_ID].strip().isdigit() and len(line.rstrip()) >= _NRS_RATING.stop)


def nrs_lines(t: Tournament) -> list[str]:
    """An NRS record for every player with a national rating."""
    lines = []
    for tpn, p in sorted(t.players.items()):
        if p.national_rating:
            code = (t.settings.federation or p.federation or "FID")[:3]
            lines.append(f"{code:<3} {tpn:>4}{'':40}{p.national_rating:>4} {p.federation}".rstrip())
    return lines


def _notes(t: Tournament, p: Player) -> list[str]:
    s = t.settings
    notes = [f"tournament rating {p.tournament_rating}"] if p.tournament_rating else []
    if p.later_ratings:
        notes.append("later ratings " + ", ".join(f"{first}:{rating}" for first, rating in p.later_ratings))
    if p.tpn in s.no_half_byes:
        notes.append(_NO_HALF_BYES)
    if p.tpn in s.expelled:
        notes.append(f"expelled from round {p.withdrawn_from}")
    if p.rating_source:
        notes.append(f"rating source {' '.join(p.rating_source.replace(';', ',').split())}")
    if p.rating_date:
        notes.append(f"rating date {p.rating_date}")
    return notes


def player_note_lines(t: Tournament) -> list[str]:
    """The '###' line of every player with something to note."""
    return [f"### Player {tpn}: {_SEPARATOR.join(notes)}" for tpn, p in sorted(t.players.items())
            if (notes := _notes(t, p))]


def with_player_notes(t: Tournament, trf: TrfFile, nrs: list[str]) -> Tournament:
    """``t`` with the NRS records ``nrs`` and the player notes of ``trf`` applied; TrfError naming
    the line of a note or record that cannot be read."""
    players = dict(t.players)
    no_half_byes: list[int] = []
    expelled: list[int] = []
    for line in nrs:
        tpn = int(line[_NRS_ID])
        if tpn in players:
            players[tpn] = replace(players[tpn], national_rating=_read(trf, line, "national rating", parse_rating,
                                                                        line[_NRS_RATING]))
    for line in trf.player_notes:
        match = PLAYER_NOTE_RECORD.fullmatch(line)
        assert match is not None  # the reader keeps only such lines
        tpn = int(match["id"])
        if tpn not in players:
            raise TrfError(trf.path, None, "### Player", f"{line!r}: there is no player {tpn}")
        values: dict[str, object] = {}
        for note in match["notes"].split(_SEPARATOR):
            expulsion = _EXPELLED.fullmatch(note)
            if note == _NO_HALF_BYES:
                no_half_byes.append(tpn)
            elif expulsion is not None:  # not paired from that round on (VCL4THP Q197)
                expelled.append(tpn)
                values["withdrawn_from"] = int(expulsion[1])
            elif note.startswith("tournament rating "):
                values["tournament_rating"] = _read(trf, line, note, parse_rating, note.removeprefix("tournament rating "))
            elif note.startswith("later ratings "):
                values["later_ratings"] = _read(trf, line, note, parse_later_ratings, note.removeprefix("later ratings "))
            elif note.startswith("rating source "):
                values["rating_source"] = note.removeprefix("rating source ")
            elif note.startswith("rating date "):
                values["rating_date"] = _read(trf, line, note, parse_date, note.removeprefix("rating date "))
            else:
                raise TrfError(trf.path, None, "### Player", f"{line!r}: {note!r} is not a note Arbiter writes")
        players[tpn] = replace(players[tpn], **values)  # type: ignore[arg-type]
    settings = replace(t.settings, no_half_byes=tuple(sorted(set(t.settings.no_half_byes) | set(no_half_byes))),
                       expelled=tuple(sorted(set(t.settings.expelled) | set(expelled))))
    return replace(t, players=players, settings=settings)


def _read(trf: TrfFile, line: str, what: str, parse: Callable[[str], object], text: str) -> object:
    try:
        return parse(text)
    except FieldError as error:
        raise TrfError(trf.path, None, what, f"{line!r}: {error.message}") from None
