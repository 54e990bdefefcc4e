"""Tournament <-> table rows: the only place that knows how the domain maps onto the schema.

``Rows`` is {table: {key: values}} with keys and values as tuples of SQLite values, exactly as
stored. The journal compares two ``Rows`` to get the difference an operation made.
"""
from __future__ import annotations

import collections.abc
import dataclasses
import enum
import json
import sqlite3
import types
import typing
from dataclasses import asdict, fields
from fractions import Fraction
from typing import Any, Collection, Mapping

from ..engine.club.ladder import AfterWin, LadderRules
from ..engine.club.settings import KeizerSettings
from ..engine.snapshot import Colour
from ..tournament.model import (
    AccelerationRule, Board, ForbiddenPairing, Game, IntegrityEntry, Member, Player, RequestKind, Round, Tournament, TournamentSettings,
)
from ..tournament.scoring import PointSystem

Key = tuple[Any, ...]
Values = tuple[Any, ...]
Rows = dict[str, dict[Key, Values]]

# table -> (key columns, value columns); the domain tables, in the order they are written.
TABLES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "settings": (("key",), ("value",)),
    "players": (("tpn",), ("name", "title", "sex", "federation", "fide_id", "fide_rating", "national_rating",
                           "birth_date", "club", "entry_round", "withdrawn_from", "tournament_rating",
                           "later_ratings", "rating_source", "rating_date")),
    "rounds": (("number",), ("date", "time", "paired", "hand_edited")),
    "boards": (("round", "board"), ("white", "black", "white_result", "black_result", "colours")),
    "unpaired": (("round", "player"), ("code",)),
    "requests": (("round", "player"), ("kind",)),
    "forbidden": (("position",), ("first_round", "last_round", "players")),
    "members": (("team", "position"), ("name", "title", "sex", "federation", "fide_id", "rating", "birth_date")),
    "games": (("round", "board", "game"), ("home", "away", "home_result", "away_result")),
    "decisions": (("round",), ("record",)),
    "integrity_log": (("position",), ("at", "round", "kind", "what", "reason")),
    "manual_session": (("id",), ("round",)),
    "knockout": (("id",), ("event",)),
}


# Columns a later schema version added: (table, column) -> what the rows of an older file hold
# (an SQL literal).
ADDED_COLUMNS: dict[tuple[str, str], str] = {("players", "tournament_rating"): "0",  # version 6
                                             ("players", "later_ratings"): "'[]'",
                                             ("players", "rating_source"): "''",  # version 7
                                             ("players", "rating_date"): "''"}


def read_rows(conn: sqlite3.Connection, tables: Collection[str] = tuple(TABLES)) -> Rows:
    """The rows of the domain tables (of ``tables`` only; the others are empty). ``tables`` may
    be ``schema.tables(version)`` of an older file: a column it lacks reads as ADDED_COLUMNS says."""
    rows: Rows = {table: {} for table in TABLES}
    for table, (keys, values) in TABLES.items():
        if table not in tables:
            continue
        held = {c.name for c in tables[table]} if isinstance(tables, Mapping) else set(values)
        columns = ", ".join(keys + tuple(c if c in held else f"{ADDED_COLUMNS[(table, c)]} AS {c}"
                                         for c in values))
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
        if f.name in ("point_system", "game_points"):
            value = {k: _fraction(v) for k, v in asdict(value).items()}
        elif f.name == "initial_colour":
            value = None if value is None else Colour(value).value
        elif f.name == "accelerations":
            value = [[_fraction(a.game_points), a.first_round, a.last_round, a.first_player, a.last_player,
                      None if a.match_points is None else _fraction(a.match_points)] for a in value]
        elif f.name == "acceleration_points":
            value = [[tpn, [_fraction(p) for p in points]] for tpn, points in sorted(value.items())]
        elif f.name == "external_values":
            value = [[tpn, _fraction(v)] for tpn, v in sorted(value.items())]
        elif f.name == "extra_header":
            value = sorted([code, text] for code, text in value.items())
        elif f.name == "keizer":
            value = {k: _fraction(v) if isinstance(v, Fraction) else v for k, v in asdict(value).items()}
        elif f.name == "ladder":
            value = {**asdict(value), "after_win": value.after_win.value}
        elif isinstance(value, tuple):
            value = list(value)
        out[f.name] = value
    return out


def _later_ratings(text: str) -> tuple[tuple[int, int], ...]:
    """A player's later ratings from their JSON text; ValueError if it is not a list of [round, rating]."""
    value = json.loads(text)
    if not (isinstance(value, list) and all(isinstance(pair, list) and len(pair) == 2 and all(
            isinstance(n, int) and not isinstance(n, bool) for n in pair) for pair in value)):
        raise ValueError(f"later ratings {text!r} are not a list of [round, rating]")
    return tuple((first, rating) for first, rating in value)


def _settings_from(values: dict[str, Any]) -> TournamentSettings:
    """The settings the JSON values hold; ValueError naming the first setting whose value is not
    of its kind (a file damaged or written by another program)."""
    kwargs: dict[str, Any] = {}
    hints = typing.get_type_hints(TournamentSettings)
    for f in fields(TournamentSettings):
        if f.name not in values:
            continue  # a setting added later keeps its default
        try:
            value = _setting_from(f.name, values[f.name])
        except (ValueError, TypeError, KeyError, AttributeError, ZeroDivisionError) as error:
            raise ValueError(f"setting {f.name}: {values[f.name]!r} cannot be read ({error})") from None
        if not _conforms(value, hints[f.name]):
            raise ValueError(f"setting {f.name}: {values[f.name]!r} is not a value of that setting")
        kwargs[f.name] = value
    return TournamentSettings(**kwargs)


def _setting_from(name: str, value: Any) -> Any:
    """One setting from its JSON value (the inverse of _settings_values)."""
    if name in ("point_system", "game_points"):
        value = PointSystem(**{k: Fraction(v) for k, v in value.items()})
    elif name == "initial_colour":
        value = None if value is None else Colour(value)
    elif name == "accelerations":
        value = tuple(AccelerationRule(Fraction(g), fr, lr, fp, lp, None if m is None else Fraction(m))
                      for g, fr, lr, fp, lp, m in value)
    elif name == "acceleration_points":
        value = {tpn: tuple(Fraction(p) for p in points) for tpn, points in value}
    elif name == "external_values":
        value = {tpn: Fraction(v) for tpn, v in value}
    elif name == "extra_header":
        value = {code: text for code, text in value}
    elif name == "keizer":
        value = KeizerSettings(**{k: Fraction(v) if isinstance(v, str) else v for k, v in value.items()})
    elif name == "ladder":
        value = LadderRules(**{**value, "after_win": AfterWin(value["after_win"])})
    elif isinstance(value, list):
        value = tuple(value)
    return value


def _conforms(value: Any, hint: Any) -> bool:
    """``value`` is of the type ``hint`` names (the types TournamentSettings uses)."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        return any(_conforms(value, arg) for arg in args)
    if hint is type(None):
        return value is None
    if origin is tuple:
        return isinstance(value, tuple) and all(_conforms(v, args[0]) for v in value)
    if origin is collections.abc.Mapping:
        return isinstance(value, collections.abc.Mapping) and all(
            _conforms(k, args[0]) and _conforms(v, args[1]) for k, v in value.items())
    if dataclasses.is_dataclass(hint):
        own = typing.get_type_hints(hint)
        return isinstance(value, hint) and all(_conforms(getattr(value, f.name), own[f.name])
                                               for f in fields(hint))
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        return isinstance(value, hint)
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool)
    return isinstance(value, hint)


# ---------------------------------------------------------------- tournament -> rows -> tournament

# A tournament's rows fall into parts that change independently: "settings", "players",
# "requests", "forbidden" (the table of that name), "rosters" (table members) and each round
# number (its rows in rounds, boards, games and unpaired). The store converts only the parts an
# operation replaced.
Part = str | int
ROUND_TABLES = ("rounds", "boards", "games", "unpaired", "decisions")
NAMED_PARTS = ("settings", "players", "requests", "forbidden", "rosters", "integrity_log", "manual_session",
               "knockout")


def part_of(table: str, key: Key) -> Part:
    if table in ROUND_TABLES:
        return key[0]
    return "rosters" if table == "members" else table


def all_parts(t: Tournament) -> set[Part]:
    return set(NAMED_PARTS) | {r.number for r in t.rounds}


def _rounds_by_number(t: Tournament) -> dict[int, list[Round]]:
    rounds: dict[int, list[Round]] = {}
    for r in t.rounds:
        rounds.setdefault(r.number, []).append(r)
    return rounds


def changed_parts(before: Tournament, after: Tournament) -> set[Part]:
    """The parts whose objects ``after`` does not share with ``before`` (operations rebuild only
    what they change, so a shared object has the same rows)."""
    parts: set[Part] = {name for name in NAMED_PARTS if getattr(after, name) is not getattr(before, name)}
    old, new = _rounds_by_number(before), _rounds_by_number(after)
    for number in old.keys() | new.keys():
        a, b = old.get(number, []), new.get(number, [])
        if len(a) != len(b) or any(x is not y for x, y in zip(a, b)):
            parts.add(number)
    return parts


def select(rows: Rows, parts: Collection[Part]) -> Rows:
    """The rows of the given parts (a table of one part whole or not at all; a round table's rows
    by their round: part_of once per table, not for each of a 2,000-player file's 26,000 rows)."""
    wanted = set(parts)
    return {table: ({k: v for k, v in entries.items() if k[0] in wanted} if table in ROUND_TABLES
                    else dict(entries) if part_of(table, ()) in wanted else {})
            for table, entries in rows.items()}


def to_rows(t: Tournament, parts: Collection[Part] | None = None) -> Rows:
    """The rows of the tournament, or only of ``parts``."""
    rows: Rows = {table: {} for table in TABLES}

    def wanted(part: Part) -> bool:
        return parts is None or part in parts

    if wanted("settings"):
        for name, value in _settings_values(t.settings).items():
            rows["settings"][(name,)] = (json.dumps(value, ensure_ascii=False, sort_keys=True),)
    if wanted("players"):
        for tpn, p in t.players.items():
            rows["players"][(tpn,)] = (p.name, p.title, p.sex, p.federation, p.fide_id, p.fide_rating,
                                       p.national_rating, p.birth_date, p.club, p.entry_round, p.withdrawn_from,
                                       p.tournament_rating, json.dumps([list(r) for r in p.later_ratings]),
                                       p.rating_source, p.rating_date)
    for r in t.rounds:
        if not wanted(r.number):
            continue
        rows["rounds"][(r.number,)] = (r.date, r.time, int(r.paired), int(r.hand_edited))
        for n, b in enumerate(r.boards, start=1):
            rows["boards"][(r.number, n)] = (b.white, b.black, b.white_result, b.black_result, int(b.colours))
            for k, g in enumerate(b.games, start=1):
                rows["games"][(r.number, n, k)] = (g.home, g.away, g.home_result, g.away_result)
        for tpn, code in r.unpaired.items():
            rows["unpaired"][(r.number, tpn)] = (code,)
        if r.record:
            rows["decisions"][(r.number,)] = (r.record,)
    if wanted("requests"):
        for rn, reqs in t.requests.items():
            for tpn, kind in reqs.items():
                rows["requests"][(rn, tpn)] = (RequestKind(kind).value,)
    if wanted("forbidden"):
        for position, f in enumerate(t.forbidden):
            rows["forbidden"][(position,)] = (f.first_round, f.last_round, json.dumps(list(f.players)))
    if wanted("rosters"):
        for team, members in t.rosters.items():
            for position, m in enumerate(members, start=1):
                rows["members"][(team, position)] = (m.name, m.title, m.sex, m.federation, m.fide_id, m.rating,
                                                     m.birth_date)
    if wanted("integrity_log"):
        for position, e in enumerate(t.integrity_log):
            rows["integrity_log"][(position,)] = (e.at, e.round, e.kind, e.what, e.reason)
    if wanted("manual_session") and t.manual_session is not None:
        rows["manual_session"][(1,)] = (t.manual_session,)
    if wanted("knockout") and t.knockout:
        rows["knockout"][(1,)] = (t.knockout,)
    return rows


def from_rows(rows: Rows, base: Tournament | None = None, parts: Collection[Part] | None = None) -> Tournament:
    """The tournament the rows hold. With ``base`` and ``parts``: ``base`` (read from earlier rows)
    with only those parts rebuilt from ``rows``, equal to reading every part."""
    every = base is None or parts is None

    def wanted(part: Part) -> bool:
        return every or part in parts  # type: ignore[operator]

    settings = (_settings_from({k[0]: json.loads(v[0]) for k, v in rows["settings"].items()})
                if wanted("settings") else base.settings)
    players = ({k[0]: Player(k[0], *v[:9], entry_round=v[9], withdrawn_from=v[10], tournament_rating=v[11],
                             later_ratings=_later_ratings(v[12]), rating_source=v[13], rating_date=v[14])
                for k, v in sorted(rows["players"].items())} if wanted("players") else base.players)
    kept = {} if base is None else {r.number: r for r in base.rounds}
    games: dict[tuple[int, int], list[tuple[int, Game]]] = {}
    for (rn, n, k), values in rows["games"].items():
        if every or rn in parts:  # type: ignore[operator]
            games.setdefault((rn, n), []).append((k, Game(*values)))
    boards: dict[int, list[tuple[int, Board]]] = {}
    for (rn, n), (white, black, wr, br, colours) in rows["boards"].items():  # 11,000 at 2,000 players: no call each
        if every or rn in parts:  # type: ignore[operator]
            board_games = tuple(g for _, g in sorted(games.get((rn, n), []), key=lambda kg: kg[0]))
            boards.setdefault(rn, []).append((n, Board(white, black, wr, br, bool(colours), board_games)))
    unpaired: dict[int, dict[int, str]] = {}
    for (rn, tpn), (code,) in sorted(rows["unpaired"].items()):
        if wanted(rn):
            unpaired.setdefault(rn, {})[tpn] = code
    records = {rn: record for (rn,), (record,) in rows["decisions"].items() if wanted(rn)}
    rounds = tuple(
        Round(number, date, time, bool(paired), bool(hand_edited),
              tuple(b for _, b in sorted(boards.get(number, []), key=lambda nb: nb[0])),
              unpaired.get(number, {}), records.get(number, "")) if wanted(number) else kept[number]
        for (number,), (date, time, paired, hand_edited) in sorted(rows["rounds"].items()))
    requests: Mapping[int, Mapping[int, RequestKind]] = {} if base is None else base.requests
    if wanted("requests"):
        built: dict[int, dict[int, RequestKind]] = {}
        for (rn, tpn), (kind,) in sorted(rows["requests"].items()):
            built.setdefault(rn, {})[tpn] = RequestKind(kind)
        requests = built
    forbidden = (tuple(ForbiddenPairing(tuple(json.loads(p)), first, last)
                       for _, (first, last, p) in sorted(rows["forbidden"].items()))
                 if wanted("forbidden") else base.forbidden)
    rosters: Mapping[int, tuple[Member, ...]] = {} if base is None else base.rosters
    if wanted("rosters"):
        listed: dict[int, list[Member]] = {}
        for (team, _), values in sorted(rows["members"].items()):
            listed.setdefault(team, []).append(Member(*values))
        rosters = {team: tuple(members) for team, members in listed.items()}
    integrity_log = (tuple(IntegrityEntry(*values) for _, values in sorted(rows["integrity_log"].items()))
                     if wanted("integrity_log") else base.integrity_log)
    manual_session = (next((values[0] for values in rows["manual_session"].values()), None)
                      if wanted("manual_session") else base.manual_session)
    knockout = next((values[0] for values in rows["knockout"].values()), "") if wanted("knockout") else base.knockout
    return Tournament(settings, players, rounds, requests, forbidden, rosters, integrity_log, manual_session, knockout)
