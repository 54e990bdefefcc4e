"""The crosstable (wall chart): one row per player in standings order, one cell per round in the
usual Swiss notation, then points and the tie-breaks of the tournament's settings.

A cell names the opponent by his line in the crosstable (his place in the standings, unique even
when a rank is shared), then the colour and the result: ``12w1``, ``5b½``, ``7w0``; forfeits
``12w+`` / ``12b-``; a game paired but without a result yet ``12w``; cells without an opponent
by their TRF code: ``U`` (pairing-allocated bye), ``H``, ``F``, ``Z`` (byes, absence), ``+`` / ``-``;
the rounds after a withdrawal ``wd`` (WITHDRAWN_MARK), not a bye.

The same rows feed the crosstable view and the printed crosstable.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from .model import Tournament
from .results import Result
from .standings import tournament_standings
from .tiebreaks import TieBreakValue

__all__ = ["RESULT_MARKS", "WITHDRAWN_MARK", "CrosstableRow", "cell_text", "crosstable", "result_mark"]

# TRF result code -> the mark printed after the opponent (TRF.md section 4); unrated games
# (W, D, L) score like rated ones.
RESULT_MARKS: dict[str, str] = {"1": "1", "W": "1", "=": "½", "D": "½", "0": "0", "L": "0", "+": "+", "-": "-", "?": "?"}  # ?: adjourned
WITHDRAWN_MARK = "wd"  # a round after the player withdrew (C.04.2 3.2)


@dataclass(frozen=True)
class CrosstableRow:
    line: int  # 1-based place in the crosstable; cells name opponents by it
    rank: int | None  # standings rank (C.07 4.2); equal for players tied on everything; None: expelled
    shared: bool  # another player has the same rank
    tpn: int
    name: str
    title: str
    federation: str
    rating: int
    cells: tuple[str, ...]  # rounds 1..n
    points: Fraction
    tiebreaks: tuple[TieBreakValue, ...]  # in the order of settings.tiebreak_order


def result_mark(code: str) -> str:
    return RESULT_MARKS.get(code, code)


def cell_text(result: Result | None, opponent_line: int | None, colour: str | None = None) -> str:
    """One round of one player. ``result`` None with an opponent: paired, no result yet (then
    ``colour`` says the colour of the game)."""
    if opponent_line is None:
        return "" if result is None else result.code
    if result is None:
        return f"{opponent_line}{colour or ''}"
    return f"{opponent_line}{result.colour or ''}{result_mark(result.code)}"


def crosstable(t: Tournament, rounds: int | None = None) -> list[CrosstableRow]:
    """The rows after ``rounds`` (default: every paired round), ordered by ``standings()`` with the
    settings' tie-breaks (``tiebreak_order``: the event's, or the default list); games without a
    result count no points yet."""
    played = t.paired_rounds if rounds is None else rounds
    codes = list(t.settings.tiebreak_order)
    order = tournament_standings(t, played)
    # the expelled players, left out of the standings (VCL4THP Q198), end the chart: their games are there
    expelled = [tpn for tpn in t.settings.expelled if t.has_cells(tpn)]
    line_of = {tpn: line for line, tpn in enumerate([row.id for row in order] + expelled, start=1)}
    rows = []
    for line, row in enumerate(order, start=1):
        rows.append(_row(t, line, row.id, played, line_of, row.rank, row.shared, row.points,
                         tuple(row.tiebreaks[code] for code in codes)))
    for tpn in expelled:
        rows.append(_row(t, line_of[tpn], tpn, played, line_of, None, False, t.score(tpn, played + 1),
                         (None,) * len(codes)))
    return rows


def _row(t: Tournament, line: int, tpn: int, played: int, line_of: dict[int, int], rank: int | None, shared: bool,
         points: Fraction, tiebreaks: tuple[TieBreakValue, ...]) -> CrosstableRow:
    player = t.player(tpn)
    return CrosstableRow(line=line, rank=rank, shared=shared, tpn=tpn, name=player.name, title=player.title,
                         federation=player.federation, rating=t.pairing_rating(tpn),
                         cells=tuple(_cell(t, tpn, r, line_of) for r in range(1, played + 1)), points=points,
                         tiebreaks=tiebreaks)


def _cell(t: Tournament, tpn: int, round_number: int, line_of: dict[int, int]) -> str:
    result = t.cell(tpn, round_number)
    if t.withdrawn_in(tpn, round_number):
        return WITHDRAWN_MARK
    if result is not None:
        return cell_text(result, None if result.opponent is None else line_of[result.opponent])
    found = t.round(round_number).board_of(tpn)
    if found is None:
        return ""
    board = found[1]
    opponent = board.black if tpn == board.white else board.white
    colour = ("w" if tpn == board.white else "b") if board.colours else None
    return cell_text(None, line_of[opponent], colour)
