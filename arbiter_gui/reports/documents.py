"""Printable documents of a tournament as HTML for ``pairing_report.write_pdf``: the pairing sheet
of a round (by board, and alphabetical for the wall), the results of a round, the standings with
their tie-break columns and the player list.

Every document starts with a header line (tournament name, round, date).  Tables put their column
titles in ``<thead>``: QTextDocument turns it into header rows that are repeated at the top of
every printed page, so long tables break cleanly.  Player names never wrap (``nowrap``)."""
from __future__ import annotations

from fractions import Fraction
from html import escape
from typing import Sequence

from ..tournament.model import RESULT_CHOICES, Board, Round, Tournament
from ..tournament.standings import StandingRow, standings
from .pairing_report import write_pdf

__all__ = ["STYLE", "UNPAIRED_LABELS", "alphabetical_pairings_html", "fmt_score", "pairing_sheet_html",
           "player_list_html", "result_label", "results_html", "standings_html", "tournament_standings",
           "write_pdf"]

STYLE = """
body { font-family: sans-serif; font-size: 7pt; }
p.header { font-size: 8pt; color: #444; margin-bottom: 0; }
h1 { font-size: 14pt; margin-top: 2pt; margin-bottom: 6pt; }
h2 { font-size: 11pt; margin-top: 10pt; margin-bottom: 2pt; }
table { border-collapse: collapse; }
td, th { border: 1px solid #999; padding: 1px 2px; white-space: nowrap; }
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
_RESULT_LABELS = {codes: label for label, codes in RESULT_CHOICES.items()}


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
    """``standings()`` after ``rounds`` (default: every paired round) with the tournament's tie-breaks."""
    played = t.paired_rounds if rounds is None else rounds
    return standings(t.results(played), t.settings.tiebreaks, t.settings.point_system, played)


def _document(t: Tournament, title: str, round_number: int | None, body: str) -> str:
    settings = t.settings
    bits = [settings.name or "Tournament"]
    if settings.city:
        bits.append(settings.city)
    if round_number is not None:
        bits.append(f"Round {round_number}")
        date = t.round(round_number).date
        if date:
            bits.append(date)
    elif settings.start_date:
        bits.append(f"{settings.start_date} – {settings.end_date}" if settings.end_date else settings.start_date)
    return (f"<html><head><style>{STYLE}</style></head><body>"
            f"<p class='header'>{escape(' · '.join(bits))}</p>"
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
                    f"<td>{escape(UNPAIRED_LABELS.get(code, code))}</td>"
                    f"<td class='c'>{fmt_score(_bye_points(t, tpn, rnd.number))}</td></tr>"
                    for tpn, code in byes]
        body += "<h2>Not paired</h2>" + _table(("No", "Player", "Rtg", "Pts", "", "Scores"), bye_rows)
    return body


def _bye_points(t: Tournament, tpn: int, round_number: int) -> Fraction | None:
    cell = t.cell(tpn, round_number)
    return None if cell is None else cell.points


def pairing_sheet_html(t: Tournament, round_number: int, with_results: bool = False) -> str:
    """Boards in order: board, White (number, name, rating, points before the round), the result
    column (empty unless ``with_results``), Black likewise; then the players without an opponent."""
    rnd = t.round(round_number)
    return _document(t, f"Pairings, round {round_number}", round_number, _board_rows(t, rnd, with_results))


def results_html(t: Tournament, round_number: int) -> str:
    """The round's boards with their results (points before the round), then byes and absences."""
    rnd = t.round(round_number)
    return _document(t, f"Results, round {round_number}", round_number, _board_rows(t, rnd, True))


def alphabetical_pairings_html(t: Tournament, round_number: int) -> str:
    """Every player of the round by name, for the wall: player, board, colour, opponent."""
    rnd = t.round(round_number)
    entries: list[tuple[int, str, str, str]] = []  # tpn, board, colour, opponent
    for number, b in enumerate(rnd.boards, start=1):
        entries.append((b.white, str(number), "White", f"{_name(t, b.black)} ({b.black})"))
        entries.append((b.black, str(number), "Black", f"{_name(t, b.white)} ({b.white})"))
    for tpn, code in _byes(t, rnd):
        entries.append((tpn, "", "", escape(UNPAIRED_LABELS.get(code, code))))
    entries.sort(key=lambda e: (t.player(e[0]).name.casefold(), e[0]))
    rows = [f"<tr><td class='name'>{escape(t.player(tpn).name)}</td><td class='n'>{tpn}</td>"
            f"<td class='c'>{fmt_score(t.score(tpn, round_number))}</td><td class='n'>{board}</td>"
            f"<td>{colour}</td><td class='name'>{opponent}</td></tr>"
            for tpn, board, colour, opponent in entries]
    body = _table(("Player", "No", "Pts", "Board", "Colour", "Opponent"), rows)
    return _document(t, f"Pairings by name, round {round_number}", round_number, body)


def standings_html(t: Tournament, rounds: int | None = None, rows: Sequence[StandingRow] | None = None) -> str:
    """Rank, player, rating, points and one column per tie-break (``tournament_standings``)."""
    played = t.paired_rounds if rounds is None else rounds
    rows = tournament_standings(t, played) if rows is None else rows
    codes = list(t.settings.tiebreaks)
    lines = []
    previous = None
    for row in rows:
        rank = "" if row.shared and row.rank == previous else str(row.rank)
        previous = row.rank
        p = t.player(row.id)
        tbs = "".join(f"<td class='n'>{fmt_score(row.tiebreaks.get(code), '.5')}</td>" for code in codes)
        lines.append(f"<tr><td class='n'>{rank}</td><td class='n'>{row.id}</td><td class='name'>{_name(t, row.id)}</td>"
                     f"<td>{escape(p.federation)}</td><td class='n'>{_rating(t, row.id)}</td>"
                     f"<td class='c'>{fmt_score(row.points)}</td>{tbs}</tr>")
    body = _table(("Rk", "No", "Player", "Fed", "Rtg", "Pts", *codes), lines)
    return _document(t, f"Standings after round {played}", played or None, body)


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
    return _document(t, f"Player list ({len(players)} players)", None, body)
