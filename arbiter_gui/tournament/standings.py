"""Standings: players ordered by points, then by the tie-breaks in the order given (C.07 4.2).

``tournament_standings`` is the one place the app's Standings tab, the printed standings and
crosstable, the workbook export and ``arbiter-tiebreak`` get their rows from, so that they agree."""
from __future__ import annotations

import hashlib
import math
import re
from dataclasses import dataclass, replace
from datetime import date
from fractions import Fraction
from itertools import groupby
from typing import TYPE_CHECKING, Mapping, Sequence

from arbiter_gui.text import QT_TRANSLATE_NOOP, tiebreak_text
from arbiter_gui.tournament.model import CLUB_SYSTEMS, LADDER_SYSTEMS
from arbiter_gui.tournament.results import PlayerResults
from arbiter_gui.tournament import round_robin
from arbiter_gui.tournament.model import ROUND_ROBIN_SYSTEMS
from arbiter_gui.tournament.scoring import PointSystem
from arbiter_gui.tournament.tiebreak_record import Breakdown, Item
from arbiter_gui.tournament.tiebreaks import (EXTERNAL, TieBreakValue, compute, parse_tiebreaks, round_half_up,
                                              score_after)

if TYPE_CHECKING:
    from arbiter_gui.tournament.model import Tournament, TournamentSettings

# C.07 revised by the FIDE Council on 02/02/2026, applied to tournaments starting from 1 March 2026.
RULES_2026_FROM = date(2026, 3, 1)
_DATE = re.compile(r"(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})")


def start_date(text: str) -> date | None:
    """The tournament's start date as the settings hold it (YYYY/MM/DD, or with - or .); None when
    there is none or it is not a date."""
    match = _DATE.fullmatch(text.strip())
    if match is None:
        return None
    try:
        return date(*(int(part) for part in match.groups()))
    except ValueError:
        return None


def tiebreak_edition(s: TournamentSettings) -> int:
    """The C.07 edition the standings apply: the setting if the arbiter chose one, else the edition
    in force on the start date (2026 from 1 March 2026, 2024 before); without a readable start
    date the edition in force now, 2026 (``rules_note`` says why)."""
    if s.tiebreak_rules is not None:
        return s.tiebreak_rules
    start = start_date(s.start_date)
    return 2024 if start is not None and start < RULES_2026_FROM else 2026


def rules_source(s: TournamentSettings) -> tuple[str, str]:
    """Why ``tiebreak_edition`` chose its edition: ("setting", ""), ("start date", the date),
    ("not a date", the text of the start date) or ("no start date", "")."""
    if s.tiebreak_rules is not None:
        return "setting", ""
    if start_date(s.start_date) is not None:
        return "start date", s.start_date
    if s.start_date.strip():
        return "not a date", s.start_date.strip()
    return "no start date", ""


_RULES_SOURCES = {"setting": "chosen in the settings", "start date": "tournament started {0}",
                  "not a date": "start date '{0}' is not a date", "no start date": "no start date"}


def rules_note(s: TournamentSettings) -> str:
    """The rules line of ``arbiter-tiebreak`` (English); the app's tabs and printed documents say
    the same in the interface's language (``reports.documents.rules_text``)."""
    source, detail = rules_source(s)
    if s.unrated_method != "fixed":
        unrated = ("; unrated players rated as the lowest rated participant" if s.unrated_method == "lowest"
                   else "; unrated players rated at the average of the rated participants")
    else:
        unrated = "" if s.unrated_rating is None else f"; unrated players rated {s.unrated_rating}"
    lots = "" if s.lots_seed is None else f"; complete ties broken by lots (seed {s.lots_seed})"
    by_hand = "" if not s.hand_ranking else f"; complete ties ranked by the arbiter: {', '.join(map(str, s.hand_ranking))}"
    return (f"Tie-breaks: FIDE C.07, {tiebreak_edition(s)} rules ({_RULES_SOURCES[source].format(detail)})"
            f"{unrated}{by_hand}{lots}")


def unrated_rating(t: Tournament) -> int | None:
    """The rating the rating-based tie-breaks give unrated players (C.07 10: dropped unless the
    regulations say; VCL4THP Q208-Q209): the fixed rating of the settings, or the lowest or the
    average (rounded half up) pairing rating of the rated participants; None: dropped."""
    s = t.settings
    if s.unrated_method == "fixed":
        return s.unrated_rating
    rated = [rating for rating in (t.pairing_rating(tpn) for tpn in t.players) if rating]
    if not rated:
        return None
    return min(rated) if s.unrated_method == "lowest" else round_half_up(Fraction(sum(rated), len(rated)))


def lot(seed: int, pid: int) -> int:
    """The lot of participant pid in the drawing of lots with ``seed`` (C.07 4.2): lower first.
    The same seed draws the same order (VCL4THP Q206); the seed is recorded in the settings."""
    return int.from_bytes(hashlib.sha256(f"{seed}:{pid}".encode()).digest()[:8], "big")


def pre_determined(s: TournamentSettings) -> bool:
    """A fixed schedule's pairings (round robin, Scheveningen, ...) are fixed in advance (C.07 15:
    forfeits count as games)."""
    return s.system in ROUND_ROBIN_SYSTEMS


KEIZER_SCORE = "Keizer"  # the column of a club series' Keizer score (tournament.keizer; not a C.07 tie-break)


@dataclass(frozen=True)
class StandingRow:
    rank: int  # 1-based; players equal on points and on every tie-break share it
    id: int  # pairing number
    points: Fraction
    tiebreaks: dict[str, TieBreakValue]  # by code, in the order given
    shared: bool  # another player has the same rank
    excluded: bool = False  # C.05: a round robin's player whose results count for no one (ranked after all)
    lots: bool = False  # equal on everything: the rank was drawn by lots (C.07 4.2, ``lot``)
    by_hand: bool = False  # equal on everything: ranked by the arbiter (VCL4THP Q205, ``hand_ranking``)


def _sort_value(lower_is_better: bool, value: TieBreakValue) -> tuple[bool, Fraction | int]:
    """Ascending sort key putting the better value first; a missing value (a rating-based
    tie-break without games, say) after every present one."""
    if value is None:
        return (True, 0)
    return (False, value if lower_is_better else -value)


def _rank_key(points: TieBreakValue, lower_is_better: Mapping[str, bool],
              values: dict[str, TieBreakValue]) -> tuple[object, ...]:
    return (-points, *(_sort_value(lower, values[code]) for code, lower in lower_is_better.items()))


def _integers(column: dict[int, TieBreakValue]) -> dict[int, int | None]:
    """The values times their common denominator: integers in the same order, so that the sort
    compares integers instead of Fractions (exact, and many times faster)."""
    scale = math.lcm(*(value.denominator for value in column.values() if value is not None))
    return {pid: None if value is None else value.numerator * (scale // value.denominator)
            for pid, value in column.items()}


def tournament_standings(t: Tournament, rounds: int,
                         record: dict[tuple[int, str], Breakdown] | None = None) -> list[StandingRow]:
    """The standings of the event after rounds 1..rounds with its settings: its tie-breaks
    (``tiebreak_order``), rules edition, rating of unrated players and kind of pairing; given
    ``record``, the working of every value (``tiebreaks.compute``)."""
    s = t.settings
    results = t.results(rounds)
    left_out = round_robin.excluded(t, results)  # C.05: fewer than half of the games completed
    rows = standings(round_robin.counted_results(results, left_out), s.tiebreak_order, s.point_system, rounds,
                     edition=tiebreak_edition(s), unrated_rating=unrated_rating(t), pre_determined=pre_determined(s),
                     final_round=s.rounds, record=record, lots_seed=s.lots_seed, hand_ranking=s.hand_ranking,
                     extra=entered(t, s.tiebreak_order, record))
    rows = without(rows, frozenset(s.expelled))
    if s.system in CLUB_SYSTEMS:  # a Keizer series ranks by its own score (seed 003 6.1)
        from .keizer import by_keizer_score  # it reorders this module's rows

        return by_keizer_score(t, rounds, rows)
    if s.system in LADDER_SYSTEMS:  # a ladder ranks by its places (seed 003 6.2)
        from .ladder import by_ladder_place  # it reorders this module's rows

        return by_ladder_place(t, rounds, rows)
    return rows + [StandingRow(len(rows) + 1, p.id, score_after(p, rounds), dict.fromkeys(s.tiebreak_order),
                               False, excluded=True) for p in results if p.id in left_out]


def columns(s: TournamentSettings) -> list[str]:
    """The values the standings show after the points: a club series' Keizer score first (seed 003
    6.1), then the event's tie-breaks."""
    codes = list(s.tiebreak_order)
    return [KEIZER_SCORE, *codes] if s.system in CLUB_SYSTEMS else codes


def without(rows: Sequence[StandingRow], left_out: frozenset[int]) -> list[StandingRow]:
    """The standings without the players ``left_out`` (expelled, VCL4THP Q198: their games were
    counted for their opponents' tie-breaks), ranked again: a rank counts the players above it."""
    kept = [row for row in rows if row.id not in left_out]
    if len(kept) == len(rows):
        return list(rows)
    out: list[StandingRow] = []
    for _, group in groupby(kept, key=lambda row: row.rank):
        tied = list(group)
        rank = len(out) + 1
        out.extend(replace(row, rank=rank, shared=len(tied) > 1) for row in tied)
    return out


def entered(t: Tournament, codes: Sequence[str],
            record: dict[tuple[int, str], Breakdown] | None) -> dict[str, dict[int, Fraction | None]]:
    """The values of EXT when listed (VCL4THP Q207): those the arbiter entered (a play-off),
    undefined for the others; given ``record``, each with its one-line working."""
    if EXTERNAL not in codes:
        return {}
    values = {tpn: t.settings.external_values.get(tpn) for tpn in t.players}
    if record is not None:
        for tpn, value in values.items():
            items = [] if value is None else [Item(tiebreak_text(QT_TRANSLATE_NOOP(
                "Tiebreaks", "entered by the arbiter (a play-off or another external value)")), value)]
            record[tpn, EXTERNAL] = Breakdown(EXTERNAL, tpn, "value", items, value, [] if items else [
                tiebreak_text(QT_TRANSLATE_NOOP("Tiebreaks", "undefined: no value entered"))])
    return {EXTERNAL: values}


def standings(players: Sequence[PlayerResults], codes: Sequence[str], points: PointSystem,
              rounds_played: int, *, edition: int = 2026, unrated_rating: int | None = None,
              pre_determined: bool = False, final_round: int | None = None,
              extra: Mapping[str, Mapping[int, Fraction | None]] | None = None,
              record: dict[tuple[int, str], Breakdown] | None = None,
              lots_seed: int | None = None, hand_ranking: Sequence[int] = ()) -> list[StandingRow]:
    """Rows sorted by points, then by each tie-break of `codes` in turn (C.07 4.2), then by pairing
    number for display only: players equal on everything share a rank.

    DE needs nothing special here: ``compute`` evaluates it inside the groups tied on points and on
    the tie-breaks listed before it (C.07 6), so it orders exactly those groups.  When the list is
    exhausted C.07 4.2 draws lots: with ``lots_seed`` (the arbiter's drawing, recorded in the settings)
    the players equal on everything are ordered by ``lot``, else the shared rank is left visible;
    before lots, those of them in ``hand_ranking`` (the arbiter's order, VCL4THP Q205) come first in it.
    Keyword arguments as for ``tiebreaks.compute``; ``extra`` gives the values of codes computed
    elsewhere (a team event's game points, say; higher is better), by code and id."""
    extra = extra or {}
    own = [code for code in codes if code not in extra]
    lower_is_better = {tb.code: tb.lower_is_better for tb in parse_tiebreaks(own)}
    lower_is_better = {code: lower_is_better.get(code, False) for code in codes}
    computed = compute(players, own, points, rounds_played, edition=edition, unrated_rating=unrated_rating,
                       pre_determined=pre_determined, final_round=final_round, record=record)
    values = {pid: {code: extra[code][pid] if code in extra else computed[pid][code] for code in codes}
              for pid in computed}
    totals = {player.id: score_after(player, rounds_played) for player in players}
    point_keys = _integers(totals)
    columns = {code: _integers({pid: values[pid][code] for pid in values}) for code in codes}
    keys = {pid: _rank_key(point_keys[pid], lower_is_better, {code: column[pid] for code, column in columns.items()})
            for pid in values}
    order = sorted(values, key=lambda pid: (keys[pid], pid))
    rows: list[StandingRow] = []
    for _, group in groupby(order, key=keys.__getitem__):
        tied = list(group)
        if len(tied) > 1 and hand_ranking:
            ranked = [pid for pid in hand_ranking if pid in tied]
            rows.extend(StandingRow(len(rows) + 1, pid, totals[pid], values[pid], False, by_hand=True) for pid in ranked)
            tied = [pid for pid in tied if pid not in ranked]
        rank = len(rows) + 1
        if lots_seed is not None and len(tied) > 1:
            drawn = sorted(tied, key=lambda pid: lot(lots_seed, pid))
            rows.extend(StandingRow(rank + k, pid, totals[pid], values[pid], False, lots=True)
                        for k, pid in enumerate(drawn))
        else:
            rows.extend(StandingRow(rank, pid, totals[pid], values[pid], len(tied) > 1) for pid in tied)
    return rows
