"""Standings: players ordered by points, then by the tie-breaks in the order given (C.07 4.2).

``tournament_standings`` is the one place the app's Standings tab, the printed standings and
crosstable, the workbook export and ``arbiter-tiebreak`` get their rows from, so that they agree."""
from __future__ import annotations

import math
import re
from dataclasses import dataclass
from datetime import date
from fractions import Fraction
from itertools import groupby
from typing import TYPE_CHECKING, Mapping, Sequence

from arbiter_gui.engine.schedules.berger import CYCLES as ROUND_ROBINS
from arbiter_gui.tournament.results import PlayerResults
from arbiter_gui.tournament.scoring import PointSystem
from arbiter_gui.tournament.tiebreaks import TieBreakValue, compute, parse_tiebreaks, score_after

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
    unrated = "" if s.unrated_rating is None else f"; unrated players rated {s.unrated_rating}"
    return f"Tie-breaks: FIDE C.07, {tiebreak_edition(s)} rules ({_RULES_SOURCES[source].format(detail)}){unrated}"


def pre_determined(s: TournamentSettings) -> bool:
    """A round robin's pairings are fixed in advance (C.07 15: forfeits count as games)."""
    return s.system in ROUND_ROBINS


@dataclass(frozen=True)
class StandingRow:
    rank: int  # 1-based; players equal on points and on every tie-break share it
    id: int  # pairing number
    points: Fraction
    tiebreaks: dict[str, TieBreakValue]  # by code, in the order given
    shared: bool  # another player has the same rank


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


def tournament_standings(t: Tournament, rounds: int) -> list[StandingRow]:
    """The standings of the event after rounds 1..rounds with its settings: its tie-breaks
    (``tiebreak_order``), rules edition, rating of unrated players and kind of pairing."""
    s = t.settings
    return standings(t.results(rounds), s.tiebreak_order, s.point_system, rounds, edition=tiebreak_edition(s),
                     unrated_rating=s.unrated_rating, pre_determined=pre_determined(s), final_round=s.rounds)


def standings(players: Sequence[PlayerResults], codes: Sequence[str], points: PointSystem,
              rounds_played: int, *, edition: int = 2026, unrated_rating: int | None = None,
              pre_determined: bool = False, final_round: int | None = None,
              extra: Mapping[str, Mapping[int, Fraction]] | None = None) -> list[StandingRow]:
    """Rows sorted by points, then by each tie-break of `codes` in turn (C.07 4.2), then by pairing
    number for display only: players equal on everything share a rank.

    DE needs nothing special here: ``compute`` evaluates it inside the groups tied on points and on
    the tie-breaks listed before it (C.07 6), so it orders exactly those groups.  When the list is
    exhausted C.07 4.2 draws lots; that is the arbiter's act, so the shared rank is left visible.
    Keyword arguments as for ``tiebreaks.compute``; ``extra`` gives the values of codes computed
    elsewhere (a team event's game points, say; higher is better), by code and id."""
    extra = extra or {}
    own = [code for code in codes if code not in extra]
    lower_is_better = {tb.code: tb.lower_is_better for tb in parse_tiebreaks(own)}
    lower_is_better = {code: lower_is_better.get(code, False) for code in codes}
    computed = compute(players, own, points, rounds_played, edition=edition, unrated_rating=unrated_rating,
                       pre_determined=pre_determined, final_round=final_round)
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
        rank = len(rows) + 1
        rows.extend(StandingRow(rank, pid, totals[pid], values[pid], len(tied) > 1) for pid in tied)
    return rows
