"""Tie-breaks explained (issue 29): every value's working and "why is A above B?".

The working is the ``Breakdown`` that ``tiebreaks.compute`` and ``team_standings.team_values``
record while they compute each value; this module only reads it: ``reproduce`` redoes the
arithmetic from the items (the property test checks it gives the value, for every code),
``breakdown_lines`` and ``compare`` put it in words with the C.07 articles, ``to_json`` /
``to_text`` write it (``arbiter-tiebreak --explain``, docs/tiebreaks.md "Explained").  The app's
Standings tab and the printed tie-break report show the same lines, in the interface's language: the
words are ``Text`` (context "Tiebreaks"), English as strings."""
from __future__ import annotations

import json
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Callable, Sequence

from ..text import QT_TRANSLATE_NOOP, joined, tiebreak_text
from .model import Tournament
from .standings import rules_note, tiebreak_edition, tournament_standings
from .team.standings import TEAM_TIEBREAKS, team_standings, tiebreak_order
from .tiebreak_record import Breakdown, Item, TieBreakValue
from .tiebreaks import (parse_tiebreak, perfect_performance, performance_parts, plain_number,
                        rating_difference, round_half_up)

FORMAT_VERSION = 1

# C.07 2.1 and 4.2 (TIEBREAKS.md §1): what the regulations provide once the list is exhausted.
SHARED_PLACE = tiebreak_text(QT_TRANSLATE_NOOP(
    "Tiebreaks", "equal on points and on every tie-break of the list: the place is shared. C.07 4.2: when the list "
                 "is exhausted, lots are drawn; the regulations may instead provide a play-off or a shared prize "
                 "(C.07 2.1)"))
UNDEFINED = QT_TRANSLATE_NOOP("Tiebreaks", "undefined")


def _counted(b: Breakdown) -> list[Item]:
    return [item for item in b.items if not item.cut and item.value is not None]


def _sum(values: Sequence[TieBreakValue]) -> Fraction:
    return sum((Fraction(v) for v in values if v is not None), Fraction(0))


def reproduce(b: Breakdown) -> TieBreakValue:
    """The value the breakdown's items give by its method (``tiebreak_record.METHODS``)."""
    items = _counted(b)
    if b.method == "rank":
        ahead = 0
        for tier in b.tiers:
            if b.player in tier:
                return ahead + 1
            ahead += len(tier)
        raise ValueError(f"{b.code} of {b.player}: the player is in no tier")
    if b.method == "value":
        return items[0].value if items else None
    if b.method == "sum":
        return _sum([item.value for item in items])
    if not items:
        return None
    if b.method == "mean":
        return round_half_up(_sum([item.value for item in items]) / len(items))
    if b.method == "mean2":
        return Fraction(round_half_up(_sum([item.value for item in items]) / len(items) * 100), 100)
    ratings = [int(item.counted) for item in items if item.counted is not None]
    if b.method == "tpr":
        aro, percentage = performance_parts(ratings, [Fraction(item.value) for item in items if item.value is not None])
        return aro + rating_difference(percentage)
    if b.method == "ptp":
        return perfect_performance(ratings, _sum([item.value for item in items]))
    raise ValueError(f"unknown method {b.method!r}")


def arithmetic(b: Breakdown) -> str:
    """The working in one line: '3.5 + 4 + 2 = 9.5', '(2400 + 2310) / 2 = 2355 → 2355', ..."""
    items = _counted(b)
    value = _value(b.value)
    terms = " + ".join(plain_number(item.value) for item in items)
    if b.method == "rank":
        order = " > ".join("{" + ", ".join(map(str, tier)) + "}" for tier in b.tiers)
        return tiebreak_text(QT_TRANSLATE_NOOP("Tiebreaks", "order inside the tied group: {0}; rank {1}"), order, value)
    if b.method == "value":
        return value
    if b.method == "sum":
        if len(items) > 1:
            return joined(" = ", [terms, value])
        return value if items else tiebreak_text(QT_TRANSLATE_NOOP("Tiebreaks", "nothing counts: {0}"), value)
    if not items:
        return value
    if b.method in ("mean", "mean2"):
        exact = _sum([item.value for item in items]) / len(items)
        return tiebreak_text(QT_TRANSLATE_NOOP("Tiebreaks", "({0}) / {1} = {2}, rounded half up to two decimals: {3}")
                             if b.method == "mean2" else
                             QT_TRANSLATE_NOOP("Tiebreaks", "({0}) / {1} = {2}, rounded half up to a whole number: {3}"),
                             terms, len(items), plain_number(exact), value)
    ratings = [int(item.counted) for item in items if item.counted is not None]
    score = _sum([item.value for item in items])
    if b.method == "tpr":
        aro, percentage = performance_parts(ratings, [Fraction(item.value) for item in items if item.value is not None])
        return tiebreak_text(QT_TRANSLATE_NOOP("Tiebreaks", "ARO ({0}) / {1} = {2}; score {3} of {4} = {5}%, dp {6} "
                                                            "(B.02 8.1.a); {2} + {6} = {7}"),
                             " + ".join(map(str, ratings)), len(ratings), aro, plain_number(score), len(items),
                             percentage, rating_difference(percentage), value)
    return tiebreak_text(QT_TRANSLATE_NOOP("Tiebreaks", "the lowest rating whose expected scores (B.02 8.1.b) against "
                                                        "{0} reach {1}: {2}"),
                         ", ".join(map(str, ratings)), plain_number(score), value)


def _value(value: TieBreakValue) -> str:
    """A tie-break value as the working writes it, "undefined" for none."""
    return plain_number(value) if value is not None else tiebreak_text(UNDEFINED)


def breakdown_lines(b: Breakdown, name: Callable[[int], str]) -> list[str]:
    """The working in words: a title, one line per item (cut items say why), the premises, the
    arithmetic.  ``name`` gives the words for a participant's pairing number."""
    lines: list[str] = [tiebreak_text(QT_TRANSLATE_NOOP("Tiebreaks", "{0} of {1}: {2}"), b.code, name(b.player),
                                      _value(b.value))]
    if b.group:
        lines.append(joined("", ["  ", tiebreak_text(QT_TRANSLATE_NOOP(
            "Tiebreaks", "tied group (same points and earlier tie-breaks): {0}"), ", ".join(name(p) for p in b.group))]))
    for item in b.items:
        where = f"R{item.round}" if item.round is not None else "  "
        against = joined("", [" ", tiebreak_text(QT_TRANSLATE_NOOP("Tiebreaks", "vs {0}"), name(item.opponent))]) \
            if item.opponent is not None else ""
        counted = f" [{plain_number(item.counted)}]" if item.counted is not None else ""
        cut = joined("", ["  -- ", item.cut]) if item.cut else ""
        lines.append(joined("", ["  ", where, against, ": ", item.what, counted, " -> ", plain_number(item.value), cut]))
    lines.extend(joined("", ["  ", note]) for note in b.notes)
    lines.append(joined("", ["  = ", arithmetic(b)]))
    return lines


def breakdown_dict(b: Breakdown) -> dict[str, Any]:
    def plain(value: TieBreakValue) -> object:
        if value is None or isinstance(value, int):
            return value
        return int(value) if value.denominator == 1 else float(plain_number(value))

    return {"code": b.code, "value": plain(b.value), "method": b.method,
            "items": [{"round": i.round, "opponent": i.opponent, "what": i.what, "counted": plain(i.counted),
                       "value": plain(i.value), **({"cut": i.cut} if i.cut else {})} for i in b.items],
            "notes": b.notes, "arithmetic": arithmetic(b),
            **({"group": list(b.group), "tiers": [list(t) for t in b.tiers]} if b.method == "rank" else {})}


@dataclass(frozen=True)
class Row:
    rank: int
    shared: bool
    id: int
    points: Fraction
    values: dict[str, TieBreakValue]
    lots: bool = False  # the rank was drawn by lots (``standings.lot``)


@dataclass(frozen=True)
class Explained:
    """The standings after ``rounds`` with the working of every value."""

    title: str
    note: str
    rules: int
    rounds: int
    codes: tuple[str, ...]
    rows: list[Row]
    record: dict[tuple[int, str], Breakdown]
    names: dict[int, str]
    lower_is_better: dict[str, bool]
    lots_seed: int | None = None  # the recorded seed of the drawing of lots for complete ties

    def name(self, pid: int) -> str:
        return f"{pid} {self.names.get(pid, '')}".rstrip()

    def row(self, pid: int) -> Row:
        return next(row for row in self.rows if row.id == pid)


def explain(t: Tournament, rounds: int) -> Explained:
    """The standings of ``t`` after ``rounds`` (individual or team) with every value's working."""
    record: dict[tuple[int, str], Breakdown] = {}
    if t.settings.is_team_event:
        codes = tuple(tiebreak_order(t))
        team_rows = team_standings(t, rounds, record)
        rows = [Row(r.rank, r.shared, r.team, r.match_points, dict(zip(codes, r.values))) for r in team_rows]
    else:
        codes = tuple(t.settings.tiebreak_order)
        rows = [Row(r.rank, r.shared, r.id, r.points, r.tiebreaks, r.lots)
                for r in (tournament_standings(t, rounds, record) if rounds else [])]
    lower = {code: code not in TEAM_TIEBREAKS and parse_tiebreak(code).lower_is_better for code in codes}
    title = tiebreak_text(QT_TRANSLATE_NOOP("Tiebreaks", "{0}: tie-breaks after round {1}"),
                          t.settings.name or t.settings.tournament_type or tiebreak_text(
                              QT_TRANSLATE_NOOP("Tiebreaks", "Tournament")), rounds)
    return Explained(title, rules_note(t.settings), tiebreak_edition(t.settings), rounds, codes, rows, record,
                     {pid: t.player(pid).name for pid in t.players}, lower, t.settings.lots_seed)


@dataclass(frozen=True)
class Comparison:
    """Why ``above`` ranks above ``below``: the first criterion that separates them (None when
    none does: a shared place) and the words with both breakdowns."""

    above: int
    below: int
    criterion: str | None
    lines: list[str]


def compare(ex: Explained, a: int, b: int) -> Comparison:
    """'Why is A above B?' for any two participants of the standings, in either order."""
    first, second = sorted((ex.row(a), ex.row(b)), key=ex.rows.index)
    above, below = first.id, second.id
    head = tiebreak_text(QT_TRANSLATE_NOOP("Tiebreaks", "Why is {0} (rank {1}) above {2} (rank {3})?"),
                         ex.name(above), first.rank, ex.name(below), second.rank)
    if first.points != second.points:
        points = tiebreak_text(QT_TRANSLATE_NOOP("Tiebreaks", "points: {0} against {1} (C.07 4.2: points first)"),
                               plain_number(first.points), plain_number(second.points))
        return Comparison(above, below, "points", [head, points])
    for code in ex.codes:
        mine, theirs = first.values[code], second.values[code]
        if mine != theirs:
            earlier = ex.codes[:ex.codes.index(code)]
            equal = tiebreak_text(QT_TRANSLATE_NOOP("Tiebreaks", "equal on points ({0}) and on {1}"),
                                  plain_number(first.points), ", ".join(earlier)) if earlier else \
                tiebreak_text(QT_TRANSLATE_NOOP("Tiebreaks", "equal on points ({0})"), plain_number(first.points))
            separates = tiebreak_text(QT_TRANSLATE_NOOP(
                "Tiebreaks", "{0} separates them (lower ranks first; an undefined value ranks last, C.07 4.2): {1} "
                             "against {2}") if ex.lower_is_better[code] else QT_TRANSLATE_NOOP(
                "Tiebreaks", "{0} separates them (higher ranks first; an undefined value ranks last, C.07 4.2): {1} "
                             "against {2}"), code, plain_number(mine) or tiebreak_text(UNDEFINED),
                plain_number(theirs) or tiebreak_text(UNDEFINED))
            lines = [head, equal, separates]
            for pid in (above, below):
                if (pid, code) in ex.record:
                    lines.extend(["", *breakdown_lines(ex.record[pid, code], ex.name)])
            return Comparison(above, below, code, lines)
    points = plain_number(first.points)
    if first.lots and second.lots:
        drawn = tiebreak_text(QT_TRANSLATE_NOOP("Tiebreaks", "Equal on points ({0}) and on {1}: the drawing of lots "
                                                             "recorded with seed {2} put {3} first (C.07 4.2)"),
                              points, ", ".join(ex.codes), ex.lots_seed, ex.name(above)) if ex.codes else \
            tiebreak_text(QT_TRANSLATE_NOOP("Tiebreaks", "Equal on points ({0}): the drawing of lots recorded with "
                                                         "seed {1} put {2} first (C.07 4.2)"),
                          points, ex.lots_seed, ex.name(above))
        return Comparison(above, below, "lots", [head, drawn])
    equal = tiebreak_text(QT_TRANSLATE_NOOP("Tiebreaks", "Equal on points ({0}) and on {1}: listed by pairing number "
                                                         "only."), points, ", ".join(ex.codes)) if ex.codes else \
        tiebreak_text(QT_TRANSLATE_NOOP("Tiebreaks", "Equal on points ({0}): listed by pairing number only."), points)
    return Comparison(above, below, None, [head, equal, SHARED_PLACE])


def chosen(ex: Explained, places: int | None = None) -> list[Row]:
    """The rows of a tie-break report: those ranked 1..``places`` (the prize places), or with
    ``places`` None the participants of a group tied on points (the ones the tie-breaks decide)."""
    if places is not None:
        return [row for row in ex.rows if row.rank <= places]
    counts: dict[Fraction, int] = {}
    for row in ex.rows:
        counts[row.points] = counts.get(row.points, 0) + 1
    return [row for row in ex.rows if counts[row.points] > 1]


def player_lines(ex: Explained, row: Row) -> list[str]:
    """A participant's rank, points and the working of each of his values."""
    lines: list[str] = [tiebreak_text(QT_TRANSLATE_NOOP("Tiebreaks", "{0}. {1}: {2} points"),
                                      f"{row.rank}{'=' if row.shared else ''}", ex.name(row.id),
                                      plain_number(row.points))]
    for code in ex.codes:
        breakdown = ex.record.get((row.id, code))
        lines.extend(breakdown_lines(breakdown, ex.name) if breakdown else [f"{code}: {plain_number(row.values[code])}"])
    return lines


def to_text(ex: Explained, rows: Sequence[Row] | None = None) -> str:
    lines = [ex.title, ex.note, ""]
    for row in ex.rows if rows is None else rows:
        lines.extend(player_lines(ex, row))
        lines.append("")
    return "\n".join(lines)


def to_json(ex: Explained, rows: Sequence[Row] | None = None) -> str:
    document = {
        "format": FORMAT_VERSION, "title": ex.title, "rules": ex.rules, "note": ex.note, "rounds": ex.rounds,
        "tiebreaks": list(ex.codes),
        "standings": [{"rank": row.rank, "shared": row.shared, "tpn": row.id, "name": ex.names.get(row.id, ""),
                       "points": float(row.points) if row.points.denominator != 1 else int(row.points),
                       "tiebreaks": [breakdown_dict(ex.record[row.id, code]) for code in ex.codes
                                     if (row.id, code) in ex.record]}
                      for row in (ex.rows if rows is None else rows)],
    }
    return json.dumps(document, ensure_ascii=False, indent=1) + "\n"
