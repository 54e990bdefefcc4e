"""Tournament <-> table rows: the only place that knows how the domain maps onto the schema.

``Rows`` is {table: {key: values}} with keys and values as tuples of SQLite values, exactly as
stored. The journal compares two ``Rows`` to get the difference an operation made.
"""
from __future__ import annotations

import json
import sqlite3
from dataclasses import asdict, fields
from fractions import Fraction
from typing import Any

from ..engine.snapshot import Colour
from ..formats.trf import PointSystem
from ..tournament.model import (
    AccelerationRule, Board, ForbiddenPairing, Player, RequestKind, Round, Tournament, TournamentSettings,
)

Key = tuple[Any, ...]
Values = tuple[Any, ...]
Rows = dict[str, dict[Key, Values]]

# table -> (key columns, value columns); the domain tables, in the order they are written.
TABLES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "settings": (("key",), ("value",)),
    "players": (("tpn",), ("name", "title", "sex", "federation", "fide_id", "fide_rating", "national_rating",
                           "birth_date", "club", "entry_round", "withdrawn_from")),
    "rounds": (("number",), ("date", "time", "paired", "hand_edited")),
    "boards": (("round", "board"), ("white", "black", "white_result", "black_result", "colours")),
    "unpaired": (("round", "player"), ("code",)),
    "requests": (("round", "player"), ("kind",)),
    "forbidden": (("position",), ("first_round", "last_round", "players")),
}


def read_rows(conn: sqlite3.Connection) -> Rows:
    rows: Rows = {}
    for table, (keys, values) in TABLES.items():
        columns = ", ".join(keys + values)
        n = len(keys)
        rows[table] = {tuple(r[:n]): tuple(r[n:]) for r in conn.execute(f"SELECT {columns} FROM {table}")}
    return rows


# ---------------------------------------------------------------- settings as JSON values


def _fraction(value: Fraction) -> str:
    return str(value)


def _settings_values(s: TournamentSettings) -> dict[str, Any]:
    """Each setting as a JSON-ready value."""
    out: dict[str, Any] = {}
    for f in fields(TournamentSettings):
        value = getattr(s, f.name)
        if f.name == "point_system":
            value = {k: _fraction(v) for k, v in asdict(value).items()}
        elif f.name == "initial_colour":
            value = None if value is None else Colour(value).value
        elif f.name == "accelerations":
            value = [[_fraction(a.game_points), a.first_round, a.last_round, a.first_player, a.last_player,
                      None if a.match_points is None else _fraction(a.match_points)] for a in value]
        elif f.name == "acceleration_points":
            value = [[tpn, [_fraction(p) for p in points]] for tpn, points in sorted(value.items())]
        elif f.name == "extra_header":
            value = sorted([code, text] for code, text in value.items())
        elif isinstance(value, tuple):
            value = list(value)
        out[f.name] = value
    return out


def _settings_from(values: dict[str, Any]) -> TournamentSettings:
    kwargs: dict[str, Any] = {}
    for f in fields(TournamentSettings):
        if f.name not in values:
            continue  # a setting added later keeps its default
        value = values[f.name]
        if f.name == "point_system":
            value = PointSystem(**{k: Fraction(v) for k, v in value.items()})
        elif f.name == "initial_colour":
            value = None if value is None else Colour(value)
        elif f.name == "accelerations":
            value = tuple(AccelerationRule(Fraction(g), fr, lr, fp, lp, None if m is None else Fraction(m))
                          for g, fr, lr, fp, lp, m in value)
        elif f.name == "acceleration_points":
            value = {tpn: tuple(Fraction(p) for p in points) for tpn, points in value}
        elif f.name == "extra_header":
            value = {code: text for code, text in value}
        elif isinstance(value, list):
            value = tuple(value)
        kwargs[f.name] = value
    return TournamentSettings(**kwargs)


# ---------------------------------------------------------------- tournament -> rows -> tournament


def to_rows(t: Tournament) -> Rows:
    rows: Rows = {table: {} for table in TABLES}
    for name, value in _settings_values(t.settings).items():
        rows["settings"][(name,)] = (json.dumps(value, ensure_ascii=False, sort_keys=True),)
    for tpn, p in t.players.items():
        rows["players"][(tpn,)] = (p.name, p.title, p.sex, p.federation, p.fide_id, p.fide_rating,
                                   p.national_rating, p.birth_date, p.club, p.entry_round, p.withdrawn_from)
    for r in t.rounds:
        rows["rounds"][(r.number,)] = (r.date, r.time, int(r.paired), int(r.hand_edited))
        for n, b in enumerate(r.boards, start=1):
            rows["boards"][(r.number, n)] = (b.white, b.black, b.white_result, b.black_result, int(b.colours))
        for tpn, code in r.unpaired.items():
            rows["unpaired"][(r.number, tpn)] = (code,)
    for rn, reqs in t.requests.items():
        for tpn, kind in reqs.items():
            rows["requests"][(rn, tpn)] = (RequestKind(kind).value,)
    for position, f in enumerate(t.forbidden):
        rows["forbidden"][(position,)] = (f.first_round, f.last_round, json.dumps(list(f.players)))
    return rows


def from_rows(rows: Rows) -> Tournament:
    settings = _settings_from({k[0]: json.loads(v[0]) for k, v in rows["settings"].items()})
    players = {k[0]: Player(k[0], *v[:9], entry_round=v[9], withdrawn_from=v[10])
               for k, v in sorted(rows["players"].items())}
    boards: dict[int, list[tuple[int, Board]]] = {}
    for (rn, n), (white, black, wr, br, colours) in rows["boards"].items():
        boards.setdefault(rn, []).append((n, Board(white, black, wr, br, bool(colours))))
    unpaired: dict[int, dict[int, str]] = {}
    for (rn, tpn), (code,) in sorted(rows["unpaired"].items()):
        unpaired.setdefault(rn, {})[tpn] = code
    rounds = tuple(
        Round(number, date, time, bool(paired), bool(hand_edited),
              tuple(b for _, b in sorted(boards.get(number, []), key=lambda nb: nb[0])),
              unpaired.get(number, {}))
        for (number,), (date, time, paired, hand_edited) in sorted(rows["rounds"].items()))
    requests: dict[int, dict[int, RequestKind]] = {}
    for (rn, tpn), (kind,) in sorted(rows["requests"].items()):
        requests.setdefault(rn, {})[tpn] = RequestKind(kind)
    forbidden = tuple(ForbiddenPairing(tuple(json.loads(p)), first, last)
                      for _, (first, last, p) in sorted(rows["forbidden"].items()))
    return Tournament(settings, players, rounds, requests, forbidden)
