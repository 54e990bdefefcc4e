"""Standings: players ordered by points, then by the tie-breaks in the order given (C.07 4.2)."""
from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from itertools import groupby
from typing import TYPE_CHECKING, Mapping, Sequence

from arbiter_gui.tournament.results import PlayerResults
from arbiter_gui.tournament.tiebreaks import TieBreakValue, compute, parse_tiebreaks, score_after

if TYPE_CHECKING:  # tournament must not import formats at run time (LAYOUT.md)
    from arbiter_gui.formats.trf import PointSystem


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


def standings(players: Sequence[PlayerResults], codes: Sequence[str], points: PointSystem,
              rounds_played: int, *, edition: int = 2026, unrated_rating: int | None = None,
              pre_determined: bool = False, extra: Mapping[str, Mapping[int, Fraction]] | None = None) -> list[StandingRow]:
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
                       pre_determined=pre_determined)
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
