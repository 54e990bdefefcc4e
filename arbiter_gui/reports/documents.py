"""Printable documents of a tournament as HTML for ``paged.write_pdf``: the pairing sheet of a
round (by board, and alphabetical for the wall), the results of a round, the standings with their
tie-break columns, the crosstable (wall chart) and the player list.

The paginator prints the page header (``page_header``: tournament, title and round, date) and
"page N of M" on every page; the HTML holds the title and the tables.  Tables put their column
titles in ``<thead>``: QTextDocument turns it into header rows that are repeated at the top of
every printed page, so long tables break cleanly.  Player names never wrap (``nowrap``)."""
from __future__ import annotations

from fractions import Fraction
from html import escape
from typing import Sequence

from ..tournament.crosstable import CrosstableRow, crosstable
from ..tournament import double_swiss
from ..tournament.model import RESULT_CHOICES, Board, Round, Tournament
from ..tournament.standings import StandingRow, standings
from ..tournament.team_standings import TeamStanding, shown_tiebreaks, team_standings
from .paged import PageHeader, write_pdf

__all__ = ["STYLE", "UNPAIRED_LABELS", "alphabetical_pairings_html", "crosstable_html", "fmt_score",
           "page_header", "pairing_sheet_html", "player_list_html", "result_label", "results_html",
           "standings_html", "team_standings_html", "tournament_standings", "unpaired_label", "write_pdf"]

# No "border-collapse": it makes Qt's table layout three times slower (a 300-row crosstable:
# 3.4 s instead of 1.1 s); with cellspacing 0 the separate hairline borders look the same.
STYLE = """
body { font-family: sans-serif; font-size: 7pt; }
h1 { font-size: 13pt; margin-top: 0; margin-bottom: 6pt; }
h2 { font-size: 11pt; margin-top: 10pt; margin-bottom: 2pt; }
td, th { border: 0.5px solid #aaa; padding: 1px 2px; white-space: nowrap; }
th { background: #e0e0e0; text-align: left; font-weight: bold; }
td.n { text-align: right; }
td.c { text-align: center; }
td.name { white-space: nowrap; }
td.res { text-align: center; white-space: nowrap; }
span.no { color: #555; }
"""

# Cells of players without an opponent (model.UNPAIRED_CODES), as printed.
UNPAIRED_LABELS = {"U": "pairing-allocated bye", "H": "half-point bye", "F": "full-point bye",
                   "Z": "zero-point bye", "+": "forfeit win (no opponent)", "-": "forfeit loss (absent)"}
WITHDRAWN_LABEL = "withdrawn"  # a round after the player withdrew (C.04.2 3.2): not a zero-point bye


def unpaired_label(t: Tournament, tpn: int, round_number: int) -> str:
    """How the cell of a player without an opponent is printed: the bye, or "withdrawn"."""
    if t.withdrawn_in(tpn, round_number):
        return WITHDRAWN_LABEL
    code = t.round(round_number).unpaired[tpn]
    return UNPAIRED_LABELS.get(code, code)


_RESULT_LABELS = {codes: label for label, codes in (RESULT_CHOICES | double_swiss.RARE_RESULT_CHOICES).items()}


def fmt_score(value: Fraction | int | float | None, half: str = "½") -> str:
    """2 -> '2', 5/2 -> '2½', 1/2 -> '½'; other fractions as decimals; None -> ''."""
    if value is None:
        return ""
    value = Fraction(value)
    whole, rest = divmod(value, 1)
    if rest == 0:
        return str(int(whole))
    if rest == Fraction(1, 2) and value > 0:
        return f"{int(whole) or ''}{half}"
    return f"{float(value):.2f}".rstrip("0")


def result_label(board: Board) -> str:
    """'1-0', '½-½', '+/-', ... or '' when not entered."""
    if not board.has_result:
        return ""
    return _RESULT_LABELS.get((board.white_result, board.black_result),
                              f"{board.white_result}-{board.black_result}")


def tournament_standings(t: Tournament, rounds: int | None = None) -> list[StandingRow]:
    """``standings()`` after ``rounds`` (default: ``standings_round``, the last round with every
    result in) with the tie-breaks the app shows (``tiebreak_order``: the event's, or the default list)."""
    played = t.standings_round if rounds is None else rounds
    return standings(t.results(played), t.settings.tiebreak_order, t.settings.point_system, played)


def page_header(t: Tournament, round_number: int | None = None, title: str = "") -> PageHeader:
    """Tournament (and city), the title (default: the document's own), and the round's date or the
    event's dates."""
    settings = t.settings
    name = " · ".join(bit for bit in (settings.name or "Tournament", settings.city) if bit)
    if round_number is not None and round_number <= len(t.rounds):
        date = t.round(round_number).date
    elif settings.start_date:
        date = f"{settings.start_date} – {settings.end_date}" if settings.end_date else settings.start_date
    else:
        date = ""
    return PageHeader(name, title, date)


def _round_name(t: Tournament, round_number: int) -> str:
    """"round 3", or "match 2 · game 1" in a Double-Swiss event."""
    return double_swiss.caption(t.settings, round_number).lower()


def _document(title: str, body: str, style: str = "") -> str:
    return (f"<html><head><title>{escape(title)}</title><style>{STYLE}{style}</style></head><body>"
            f"<h1>{escape(title)}</h1>{body}</body></html>")


def _table(headers: Sequence[str], rows: Sequence[str]) -> str:
    head = "".join(f"<th>{escape(h)}</th>" for h in headers)
    return (f"<table width='100%' cellspacing='0' cellpadding='2'><thead><tr>{head}</tr></thead>"
            f"<tbody>{''.join(rows)}</tbody></table>")


def _name(t: Tournament, tpn: int) -> str:
    p = t.player(tpn)
    return escape(f"{p.title} {p.name}".strip())


def _rating(t: Tournament, tpn: int) -> str:
    return str(t.pairing_rating(tpn) or "")


def _byes(t: Tournament, rnd: Round) -> list[tuple[int, str]]:
    return sorted(rnd.unpaired.items(), key=lambda item: (item[1] != "U", item[0]))


def _board_rows(t: Tournament, rnd: Round, with_results: bool) -> str:
    rows = []
    for number, b in enumerate(rnd.boards, start=1):
        rows.append(
            f"<tr><td class='n'>{number}</td><td class='name'>{_name(t, b.white)} <span class='no'>({b.white})</span></td>"
            f"<td class='n'>{_rating(t, b.white)}</td><td class='c'>{fmt_score(t.score(b.white, rnd.number))}</td>"
            f"<td class='res'>{escape(result_label(b)) if with_results else '&nbsp;'}</td>"
            f"<td class='c'>{fmt_score(t.score(b.black, rnd.number))}</td>"
            f"<td class='name'>{_name(t, b.black)} <span class='no'>({b.black})</span></td>"
            f"<td class='n'>{_rating(t, b.black)}</td></tr>")
    headers = ("Bd", "White", "Rtg", "Pts", "Result", "Pts", "Black", "Rtg")
    body = _table(headers, rows)
    byes = _byes(t, rnd)
    if byes:
        bye_rows = [f"<tr><td class='n'>{tpn}</td><td class='name'>{_name(t, tpn)}</td>"
                    f"<td class='n'>{_rating(t, tpn)}</td><td class='c'>{fmt_score(t.score(tpn, rnd.number))}</td>"
                    f"<td>{escape(unpaired_label(t, tpn, rnd.number))}</td>"
                    f"<td class='c'>{fmt_score(_bye_points(t, tpn, rnd.number))}</td></tr>"
                    for tpn, _ in byes]
        body += "<h2>Not paired</h2>" + _table(("No", "Player", "Rtg", "Pts", "", "Scores"), bye_rows)
    return body


def _bye_points(t: Tournament, tpn: int, round_number: int) -> Fraction | None:
    cell = t.cell(tpn, round_number)
    return None if cell is None else cell.points


def pairing_sheet_html(t: Tournament, round_number: int, with_results: bool = False) -> str:
    """Boards in order: board, White (number, name, rating, points before the round), the result
    column (empty unless ``with_results``), Black likewise; then the players without an opponent."""
    rnd = t.round(round_number)
    return _document(f"Pairings, {_round_name(t, round_number)}", _board_rows(t, rnd, with_results))


def results_html(t: Tournament, round_number: int) -> str:
    """The round's boards with their results (points before the round), then byes and absences."""
    rnd = t.round(round_number)
    return _document(f"Results, {_round_name(t, round_number)}", _board_rows(t, rnd, True))


def alphabetical_pairings_html(t: Tournament, round_number: int) -> str:
    """Every player of the round by name, for the wall: player, board, colour, opponent."""
    rnd = t.round(round_number)
    entries: list[tuple[int, str, str, str]] = []  # tpn, board, colour, opponent
    for number, b in enumerate(rnd.boards, start=1):
        entries.append((b.white, str(number), "White", f"{_name(t, b.black)} ({b.black})"))
        entries.append((b.black, str(number), "Black", f"{_name(t, b.white)} ({b.white})"))
    for tpn, _ in _byes(t, rnd):
        entries.append((tpn, "", "", escape(unpaired_label(t, tpn, round_number))))
    entries.sort(key=lambda e: (t.player(e[0]).name.casefold(), e[0]))
    rows = [f"<tr><td class='name'>{escape(t.player(tpn).name)}</td><td class='n'>{tpn}</td>"
            f"<td class='c'>{fmt_score(t.score(tpn, round_number))}</td><td class='n'>{board}</td>"
            f"<td>{colour}</td><td class='name'>{opponent}</td></tr>"
            for tpn, board, colour, opponent in entries]
    body = _table(("Player", "No", "Pts", "Board", "Colour", "Opponent"), rows)
    return _document(f"Pairings by name, {_round_name(t, round_number)}", body)


def _rank_texts(rows: Sequence[StandingRow | CrosstableRow | TeamStanding]) -> list[str]:
    """The rank column: a shared rank is printed on the first of its rows only."""
    texts, previous = [], None
    for row in rows:
        texts.append("" if row.shared and row.rank == previous else str(row.rank))
        previous = row.rank
    return texts


def standings_html(t: Tournament, rounds: int | None = None, rows: Sequence[StandingRow] | None = None) -> str:
    """Rank, player, rating, points and one column per tie-break (``tournament_standings``); a
    team event's teams with match and game points (``team_standings_html``)."""
    played = t.standings_round if rounds is None else rounds
    if t.settings.is_team_event:
        return team_standings_html(t, played)
    rows = tournament_standings(t, played) if rows is None else rows
    codes = list(t.settings.tiebreak_order)
    lines = []
    for row, rank in zip(rows, _rank_texts(rows)):
        p = t.player(row.id)
        tbs = "".join(f"<td class='n'>{fmt_score(row.tiebreaks.get(code), '.5')}</td>" for code in codes)
        name = _name(t, row.id) + (f" ({WITHDRAWN_LABEL})" if t.withdrawn_after(row.id, played) else "")
        lines.append(f"<tr><td class='n'>{rank}</td><td class='n'>{row.id}</td><td class='name'>{name}</td>"
                     f"<td>{escape(p.federation)}</td><td class='n'>{_rating(t, row.id)}</td>"
                     f"<td class='c'>{fmt_score(row.points)}</td>{tbs}</tr>")
    body = _table(("Rk", "No", "Player", "Fed", "Rtg", "Pts", *codes), lines)
    return _document(_after_round("Standings", t, played), body)


def team_standings_html(t: Tournament, rounds: int) -> str:
    """Rank, team, federation, match points, game points and the team tie-breaks (C.04.6 1.2,
    ``team_standings``)."""
    shown = shown_tiebreaks(t)
    rows = team_standings(t, rounds)
    lines = []
    for row, rank in zip(rows, _rank_texts(rows)):
        tbs = "".join(f"<td class='n'>{fmt_score(row.values[i], '.5')}</td>" for i, _ in shown)
        lines.append(f"<tr><td class='n'>{rank}</td><td class='n'>{row.team}</td><td class='name'>{_name(t, row.team)}</td>"
                     f"<td>{escape(t.player(row.team).federation)}</td><td class='c'><b>{fmt_score(row.match_points)}</b></td>"
                     f"<td class='c'>{fmt_score(row.game_points)}</td>{tbs}</tr>")
    body = _table(("Rk", "No", "Team", "Fed", "MP", "GP", *(code for _, code in shown)), lines)
    return _document(_after_round("Standings", t, rounds), body)


def crosstable_html(t: Tournament, rounds: int | None = None) -> str:
    """The wall chart (``tournament.crosstable``): line, rank, player, per round the opponent's line,
    colour and result, points and the tie-breaks; meant for landscape pages."""
    played = t.standings_round if rounds is None else rounds
    codes = list(t.settings.tiebreak_order)
    lines = []
    rows = crosstable(t, played)
    for row, rank in zip(rows, _rank_texts(rows)):
        cells = "".join(f"<td class='c'>{escape(cell)}</td>" for cell in row.cells)
        tbs = "".join(f"<td class='n'>{fmt_score(value, '.5')}</td>" for value in row.tiebreaks)
        lines.append(f"<tr><td class='n'>{row.line}</td><td class='n'>{rank}</td><td class='n'>{row.tpn}</td>"
                     f"<td class='name'>{_name(t, row.tpn)}</td><td>{escape(row.federation)}</td>"
                     f"<td class='n'>{row.rating or ''}</td>{cells}<td class='c'><b>{fmt_score(row.points)}</b></td>"
                     f"{tbs}</tr>")
    headers = ("#", "Rk", "No", "Player", "Fed", "Rtg", *(str(r) for r in range(1, played + 1)), "Pts", *codes)
    # Smaller type: the widest names and nine or more rounds fit Letter landscape too.
    return _document(_after_round("Crosstable", t, played), _table(headers, lines), "body { font-size: 6.5pt; }")


def _after_round(document: str, t: Tournament, played: int) -> str:
    """"Standings after round 5", saying so when that round still lacks results."""
    missing = len(t.round(played).missing_results()) if 1 <= played <= len(t.rounds) else 0
    return f"{document} after round {played}" + (f" ({missing} results missing)" if missing else "")


def player_list_html(t: Tournament, by_name: bool = False) -> str:
    """Pairing number, title, name, federation, FIDE ID, rating, status; by number or by name."""
    players = sorted(t.players.values(), key=(lambda p: (p.name.casefold(), p.tpn)) if by_name else (lambda p: p.tpn))
    current = t.paired_rounds or 1
    rows = [f"<tr><td class='n'>{p.tpn}</td><td>{escape(p.title)}</td><td class='name'>{escape(p.name)}</td>"
            f"<td>{escape(p.federation)}</td><td class='n'>{escape(p.fide_id)}</td>"
            f"<td class='n'>{p.fide_rating or ''}</td><td class='n'>{p.national_rating or ''}</td>"
            f"<td>{'' if p.status(current) == 'active' else escape(p.status(current))}</td></tr>"
            for p in players]
    body = _table(("No", "Title", "Name", "Fed", "FIDE ID", "FIDE", "Nat", "Status"), rows)
    return _document(f"Player list ({len(players)} players)", body)
