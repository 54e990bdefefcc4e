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

import segno
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ..text import Text
from ..tournament.collation import name_key
from ..tournament.crosstable import crosstable
from ..tournament import double_swiss
from ..tournament import chess960, ladder, standings, tiebreak_explain
from ..tournament.model import LADDER_SYSTEMS, Player, Round, Tournament, TournamentSettings
from ..tournament.prizes import PrizeLine, PrizeList, money, prize_lines
from ..tournament.standings import StandingRow
from ..tournament.team.standings import shown_tiebreaks, team_standings
from .paged import PageHeader, write_pdf
from . import texts
from .texts import (MAIN_LIST, UNPAIRED_LABELS, prize_notes, unawarded_text, WITHDRAWN_LABEL, fmt_score, rank_texts, result_label, unpaired_in_order,
                    unpaired_label)

__all__ = ["STYLE", "UNPAIRED_LABELS", "alphabetical_pairings_html", "crosstable_html", "fmt_score", "tr", "shown",
           "page_header", "pairing_sheet_html", "player_list_html", "result_label", "results_html",
           "standings_html", "team_standings_html", "tournament_standings", "unpaired_label", "write_pdf",
           "fide_mode_label", "integrity_log_html", "prize_list_html", "standings_status"]

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


def tr(text: str) -> str:
    """``text`` (written in English, marked with QT_TRANSLATE_NOOP("Documents", ...)) in the
    interface's language: every printed document follows it (ui/i18n.py loads the translation)."""
    return QCoreApplication.translate("Documents", text)


def shown(text: object) -> str:
    """Words of the Qt-free parts (``arbiter_gui.text.Text``: the engine's reasons, the working of
    tie-breaks, the domain's refusals) in the interface's language; anything else as str() gives it."""
    return text.shown(QCoreApplication.translate) if isinstance(text, Text) else str(text)


def tournament_standings(t: Tournament, rounds: int | None = None) -> list[StandingRow]:
    """The event's standings (``tournament.standings.tournament_standings``, what the app's tab
    shows) after ``rounds`` (default: ``standings_round``, the last round with every result in)."""
    return standings.tournament_standings(t, t.standings_round if rounds is None else rounds)


def fide_mode_label(t: Tournament) -> str:
    """Whether FIDE's rules are enforced, as every printed page and the window show it (VCL4THP Q40, Q46)."""
    return tr(QT_TRANSLATE_NOOP("Documents", "FIDE mode") if t.settings.fide_mode
              else QT_TRANSLATE_NOOP("Documents", "NOT in FIDE mode"))


def page_header(t: Tournament, round_number: int | None = None, title: str = "") -> PageHeader:
    """Tournament and whether it is in FIDE mode (VCL4THP Q46), the title (default: the document's
    own), and the city with the round's date or the event's dates (the right-hand side has room for
    the city, the left one not always)."""
    settings = t.settings
    if round_number is not None and round_number <= len(t.rounds):
        date = t.round(round_number).date
    elif settings.start_date:
        date = f"{settings.start_date} – {settings.end_date}" if settings.end_date else settings.start_date
    else:
        date = ""
    name = settings.name or tr(QT_TRANSLATE_NOOP("Documents", "Tournament"))
    return PageHeader(name, title, " · ".join(bit for bit in (settings.city, date) if bit), fide_mode_label(t))


def _round_name(t: Tournament, round_number: int) -> str:
    """"round 3", or "match 2 · game 1" in a Double-Swiss event."""
    if double_swiss.is_double_swiss(t.settings):
        return QCoreApplication.translate("Documents", "match {0} · game {1}").format(
            double_swiss.match_of(round_number), double_swiss.game_of(round_number))
    return QCoreApplication.translate("Documents", "round {0}").format(round_number)


def _document(title: str, body: str, style: str = "") -> str:
    return (f"<html><head><title>{escape(title)}</title><style>{STYLE}{style}</style></head><body>"
            f"<h1>{escape(title)}</h1>{body}</body></html>")


def rules_text(s: TournamentSettings) -> str:
    """The C.07 edition the standings apply and why, in the interface's language: the header of
    the printed standings and crosstable and of the Standings and Team standings tabs."""
    return texts.rules_text(s, tr)


def _rules(t: Tournament) -> str:
    """The line under a standings title naming the C.07 rules applied (``rules_text``)."""
    return f"<p>{escape(rules_text(t.settings))}</p>"


def _table(headers: Sequence[str], rows: Sequence[str]) -> str:
    head = "".join(f"<th>{escape(tr(h))}</th>" for h in headers)
    return (f"<table width='100%' cellspacing='0' cellpadding='2'><thead><tr>{head}</tr></thead>"
            f"<tbody>{''.join(rows)}</tbody></table>")


def _name(t: Tournament, tpn: int) -> str:
    p = t.player(tpn)
    return escape(f"{p.title} {p.name}".strip())


def _rating(t: Tournament, tpn: int) -> str:
    return str(t.pairing_rating(tpn) or "")


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
    headers = (QT_TRANSLATE_NOOP("Documents", "Bd"), QT_TRANSLATE_NOOP("Documents", "White"),
               QT_TRANSLATE_NOOP("Documents", "Rtg"), QT_TRANSLATE_NOOP("Documents", "Pts"),
               QT_TRANSLATE_NOOP("Documents", "Result"), QT_TRANSLATE_NOOP("Documents", "Pts"),
               QT_TRANSLATE_NOOP("Documents", "Black"), QT_TRANSLATE_NOOP("Documents", "Rtg"))
    body = _table(headers, rows)
    byes = unpaired_in_order(rnd)
    if byes:
        bye_rows = [f"<tr><td class='n'>{tpn}</td><td class='name'>{_name(t, tpn)}</td>"
                    f"<td class='n'>{_rating(t, tpn)}</td><td class='c'>{fmt_score(t.score(tpn, rnd.number))}</td>"
                    f"<td>{escape(tr(unpaired_label(t, tpn, rnd.number)))}</td>"
                    f"<td class='c'>{fmt_score(_bye_points(t, tpn, rnd.number))}</td></tr>"
                    for tpn, _ in byes]
        heading = QCoreApplication.translate("Documents", "Not paired")
        body += (f"<h2>{escape(heading)}</h2>"
                 + _table((QT_TRANSLATE_NOOP("Documents", "No"), QT_TRANSLATE_NOOP("Documents", "Player"),
                           QT_TRANSLATE_NOOP("Documents", "Rtg"), QT_TRANSLATE_NOOP("Documents", "Pts"), "",
                           QT_TRANSLATE_NOOP("Documents", "Scores")), bye_rows))
    return body


def _bye_points(t: Tournament, tpn: int, round_number: int) -> Fraction | None:
    cell = t.cell(tpn, round_number)
    return None if cell is None else cell.points


def _start_position(t: Tournament, round_number: int) -> str:
    """A Chess960 event's line naming the round's starting position (empty otherwise)."""
    if not t.settings.chess960:
        return ""
    position = chess960.position_of_round(t, round_number)
    if position is None:
        text = QCoreApplication.translate("Documents", "Chess960: the starting position is not drawn yet")
        return f"<p>{escape(text)}</p>"
    text = QCoreApplication.translate("Documents", "Chess960 starting position {0}: {1} (Black's pieces mirror "
                                                   "White's)").format(position, chess960.back_rank(position))
    return f"<p><b>{escape(text)}</b></p>"


def qr_data_uri(url: str, scale: int = 4) -> str:
    """A QR code of ``url`` as a PNG ``data:`` URI (for the printed pairing sheet)."""
    return segno.make(url, error="m").png_data_uri(scale=scale, border=2)


def hall_note(hall_url: str) -> str:
    """The hall screen's address and its QR code, for players' phones ("find my board"); '' without one."""
    if not hall_url:
        return ""
    text = tr(QT_TRANSLATE_NOOP("Documents", "Find your board on your phone: {0}")).format(hall_url)
    return (f"<table cellspacing='0' cellpadding='2'><tr><td style='border: none'><img src='{qr_data_uri(hall_url)}' "
            f"width='72' height='72'></td><td style='border: none'>{escape(text)}</td></tr></table>")


def pairing_sheet_html(t: Tournament, round_number: int, with_results: bool = False, hall_url: str = "") -> str:
    """Boards in order: board, White (number, name, rating, points before the round), the result
    column (empty unless ``with_results``), Black likewise; then the players without an opponent;
    with ``hall_url``, the hall screen's address and QR code (``hall_note``). A Chess960 event's
    sheet names the round's starting position first."""
    rnd = t.round(round_number)
    return _document(QCoreApplication.translate("Documents", "Pairings, {0}").format(_round_name(t, round_number)),
                     _start_position(t, round_number) + hall_note(hall_url) + _board_rows(t, rnd, with_results))


def results_html(t: Tournament, round_number: int) -> str:
    """The round's boards with their results (points before the round), then byes and absences."""
    rnd = t.round(round_number)
    return _document(QCoreApplication.translate("Documents", "Results, {0}").format(_round_name(t, round_number)),
                     _board_rows(t, rnd, True))


def ladder_html(t: Tournament, round_number: int) -> str:
    """A ladder (seed 003 6.2) after evening ``round_number``: its places, then every challenge played
    so far, evening by evening, with what the rules decided (``tournament.ladder``)."""
    title = _after_round(QT_TRANSLATE_NOOP("Documents", "Ladder after round {0}"), t, round_number)
    if t.settings.system not in LADDER_SYSTEMS:
        not_a_ladder = tr(QT_TRANSLATE_NOOP("Documents", "This event is not a ladder."))
        return _document(title, f"<p>{escape(not_a_ladder)}</p>")
    after = ladder.ladder(t, round_number)
    places = [f"<tr><td class='n'>{place}</td><td class='n'>{tpn}</td><td class='name'>{_name(t, tpn)}</td>"
              f"<td class='n'>{_rating(t, tpn)}</td></tr>" for place, tpn in enumerate(after.order, start=1)]
    challenges = []
    for number in range(1, round_number + 1):
        start = ladder.evening_start(t, number)
        for step in ladder.ladder(t, number).steps[len(start.steps):]:
            c = step.challenge
            challenges.append(f"<tr><td class='n'>{number}</td><td class='name'>{_name(t, c.challenger)} "
                              f"({c.challenger})</td><td class='name'>{_name(t, c.defender)} ({c.defender})</td>"
                              f"<td class='c'>{fmt_score(c.points)}</td><td>{escape(shown(step.decision.text))} "
                              f"({escape(step.decision.article)})</td></tr>")
    body = _table((QT_TRANSLATE_NOOP("Documents", "Place"), QT_TRANSLATE_NOOP("Documents", "No"),
                   QT_TRANSLATE_NOOP("Documents", "Player"), QT_TRANSLATE_NOOP("Documents", "Rtg")), places)
    heading = tr(QT_TRANSLATE_NOOP("Documents", "Challenges"))
    body += f"<h2>{escape(heading)}</h2>" + _table(
        (QT_TRANSLATE_NOOP("Documents", "Rd"), QT_TRANSLATE_NOOP("Documents", "Challenger"),
         QT_TRANSLATE_NOOP("Documents", "Defender"), QT_TRANSLATE_NOOP("Documents", "Pts"),
         QT_TRANSLATE_NOOP("Documents", "Decision")), challenges)
    return _document(title, body)


def alphabetical_pairings_html(t: Tournament, round_number: int, hall_url: str = "") -> str:
    """Every player of the round by name, for the wall: player, board, colour, opponent (with
    ``hall_url``, the hall screen's address and QR code first)."""
    rnd = t.round(round_number)
    entries: list[tuple[int, str, str, str]] = []  # tpn, board, colour, opponent
    white, black = tr(QT_TRANSLATE_NOOP("Documents", "White")), tr(QT_TRANSLATE_NOOP("Documents", "Black"))
    for number, b in enumerate(rnd.boards, start=1):
        entries.append((b.white, str(number), white, f"{_name(t, b.black)} ({b.black})"))
        entries.append((b.black, str(number), black, f"{_name(t, b.white)} ({b.white})"))
    for tpn, _ in unpaired_in_order(rnd):
        entries.append((tpn, "", "", escape(tr(unpaired_label(t, tpn, round_number)))))
    entries.sort(key=lambda e: (name_key(t.player(e[0]).name), e[0]))
    rows = [f"<tr><td class='name'>{escape(t.player(tpn).name)}</td><td class='n'>{tpn}</td>"
            f"<td class='c'>{fmt_score(t.score(tpn, round_number))}</td><td class='n'>{board}</td>"
            f"<td>{colour}</td><td class='name'>{opponent}</td></tr>"
            for tpn, board, colour, opponent in entries]
    body = _table((QT_TRANSLATE_NOOP("Documents", "Player"), QT_TRANSLATE_NOOP("Documents", "No"),
                   QT_TRANSLATE_NOOP("Documents", "Pts"), QT_TRANSLATE_NOOP("Documents", "Board"),
                   QT_TRANSLATE_NOOP("Documents", "Colour"), QT_TRANSLATE_NOOP("Documents", "Opponent")), rows)
    return _document(QCoreApplication.translate("Documents", "Pairings by name, {0}").format(
        _round_name(t, round_number)), hall_note(hall_url) + body)


def standings_html(t: Tournament, rounds: int | None = None, rows: Sequence[StandingRow] | None = None) -> str:
    """Rank, player, rating, points and one column per tie-break (``tournament_standings``); a
    team event's teams with match and game points (``team_standings_html``)."""
    played = t.standings_round if rounds is None else rounds
    if t.settings.is_team_event:
        return team_standings_html(t, played)
    rows = tournament_standings(t, played) if rows is None else rows
    codes = standings.columns(t.settings)  # a club series' Keizer score, then the tie-breaks
    lines = []
    for row, rank in zip(rows, rank_texts(rows)):
        p = t.player(row.id)
        tbs = "".join(f"<td class='n'>{fmt_score(row.tiebreaks.get(code))}</td>" for code in codes)
        name = _name(t, row.id) + (f" ({tr(WITHDRAWN_LABEL)})" if t.withdrawn_after(row.id, played) else "")
        if row.excluded:
            name += " (" + tr(QT_TRANSLATE_NOOP("Documents", "left after fewer than half of the games: "
                                                "results not counted, C.05")) + ")"
        lines.append(f"<tr><td class='n'>{rank}</td><td class='n'>{row.id}</td><td class='name'>{name}</td>"
                     f"<td>{escape(p.federation)}</td><td class='n'>{_rating(t, row.id)}</td>"
                     f"<td class='c'>{fmt_score(row.points)}</td>{tbs}</tr>")
    body = _rules(t) + _table((QT_TRANSLATE_NOOP("Documents", "Rk"), QT_TRANSLATE_NOOP("Documents", "No"),
                               QT_TRANSLATE_NOOP("Documents", "Player"), QT_TRANSLATE_NOOP("Documents", "Fed"),
                               QT_TRANSLATE_NOOP("Documents", "Rtg"), QT_TRANSLATE_NOOP("Documents", "Pts"), *codes), lines)
    return _document(_after_round(QT_TRANSLATE_NOOP("Documents", "Standings after round {0}"), t, played), body)


def team_standings_html(t: Tournament, rounds: int) -> str:
    """Rank, team, federation, match points, game points and the team tie-breaks (C.04.6 1.2,
    ``team_standings``)."""
    shown = shown_tiebreaks(t)
    rows = team_standings(t, rounds)
    lines = []
    for row, rank in zip(rows, rank_texts(rows)):
        tbs = "".join(f"<td class='n'>{fmt_score(row.values[i])}</td>" for i, _ in shown)
        lines.append(f"<tr><td class='n'>{rank}</td><td class='n'>{row.team}</td><td class='name'>{_name(t, row.team)}</td>"
                     f"<td>{escape(t.player(row.team).federation)}</td><td class='c'><b>{fmt_score(row.match_points)}</b></td>"
                     f"<td class='c'>{fmt_score(row.game_points)}</td>{tbs}</tr>")
    headers = (QT_TRANSLATE_NOOP("Documents", "Rk"), QT_TRANSLATE_NOOP("Documents", "No"),
               QT_TRANSLATE_NOOP("Documents", "Team"), QT_TRANSLATE_NOOP("Documents", "Fed"),
               QT_TRANSLATE_NOOP("Documents", "MP"), QT_TRANSLATE_NOOP("Documents", "GP"))
    body = _rules(t) + _table((*headers, *(code for _, code in shown)), lines)
    return _document(_after_round(QT_TRANSLATE_NOOP("Documents", "Standings after round {0}"), t, rounds), body)


PRIZE_PLACES = 10  # the places the prize-place tie-break report covers


def tiebreak_report_html(t: Tournament, rounds: int | None = None, places: int | None = None) -> str:
    """The working of every tie-break value (issue 29, ``tiebreak_explain``) of the participants
    ranked 1..``places`` (the prize places), or with ``places`` None of those tied on points: a
    table per participant, one row per value (its items, cuts and arithmetic)."""
    played = t.standings_round if rounds is None else rounds
    ex = tiebreak_explain.explain(t, played)
    parts = [_rules(t)]
    for row in tiebreak_explain.chosen(ex, places):
        parts.append(f"<h2>{row.rank}{'=' if row.shared else ''}. {escape(ex.name(row.id))}: "
                     f"{fmt_score(row.points)}</h2>")
        lines = []
        for code in ex.codes:
            breakdown = ex.record.get((row.id, code))
            working = tiebreak_explain.breakdown_lines(breakdown, ex.name)[1:] if breakdown else []
            lines.append(f"<tr><td><b>{escape(code)}</b></td><td class='n'><b>{fmt_score(row.values[code])}</b></td>"
                         f"<td class='working'>{'<br>'.join(escape(shown(line).strip()) for line in working)}</td></tr>")
        head = "".join(f"<th width='{width}'>{escape(tr(text))}</th>" for text, width in (
            (QT_TRANSLATE_NOOP("Documents", "Tie-break"), "9%"), (QT_TRANSLATE_NOOP("Documents", "Value"), "7%"),
            (QT_TRANSLATE_NOOP("Documents", "Working (C.07)"), "84%")))
        parts.append(f"<table width='100%' cellspacing='0' cellpadding='2'><thead><tr>{head}</tr></thead>"
                     f"<tbody>{''.join(lines)}</tbody></table>")
    title = (QT_TRANSLATE_NOOP("Documents", "Tie-breaks of the tied groups after round {0}") if places is None
             else QT_TRANSLATE_NOOP("Documents", "Tie-breaks of the prize places after round {0}"))
    return _document(_after_round(title, t, played), "".join(parts), "td.working { white-space: normal; }")


def crosstable_html(t: Tournament, rounds: int | None = None) -> str:
    """The wall chart (``tournament.crosstable``): line, rank, player, per round the opponent's line,
    colour and result, points and the tie-breaks; meant for landscape pages."""
    played = t.standings_round if rounds is None else rounds
    codes = list(t.settings.tiebreak_order)
    lines = []
    rows = crosstable(t, played)
    for row, rank in zip(rows, rank_texts(rows)):
        cells = "".join(f"<td class='c'>{escape(cell)}</td>" for cell in row.cells)
        tbs = "".join(f"<td class='n'>{fmt_score(value)}</td>" for value in row.tiebreaks)
        lines.append(f"<tr><td class='n'>{row.line}</td><td class='n'>{rank}</td><td class='n'>{row.tpn}</td>"
                     f"<td class='name'>{_name(t, row.tpn)}</td><td>{escape(row.federation)}</td>"
                     f"<td class='n'>{row.rating or ''}</td>{cells}<td class='c'><b>{fmt_score(row.points)}</b></td>"
                     f"{tbs}</tr>")
    headers = ("#", QT_TRANSLATE_NOOP("Documents", "Rk"), QT_TRANSLATE_NOOP("Documents", "No"),
               QT_TRANSLATE_NOOP("Documents", "Player"), QT_TRANSLATE_NOOP("Documents", "Fed"),
               QT_TRANSLATE_NOOP("Documents", "Rtg"), *(str(r) for r in range(1, played + 1)),
               QT_TRANSLATE_NOOP("Documents", "Pts"), *codes)
    # Smaller type: the widest names and nine or more rounds fit Letter landscape too.
    body = _rules(t) + _table(headers, lines)
    return _document(_after_round(QT_TRANSLATE_NOOP("Documents", "Crosstable after round {0}"), t, played), body,
                     "body { font-size: 6.5pt; }")


def standings_status(t: Tournament, played: int) -> str:
    """Whether standings after ``played`` are final, in the interface's language: "(final)" after
    the last round with every result in, "(not final: 2 results missing, 1 game adjourned)" while
    a result of those rounds is missing or adjourned (VCL4THP Q161, Q169), else ''."""
    if t.final(played):
        return tr(QT_TRANSLATE_NOOP("Documents", "(final)"))
    found = t.open_results(played)
    adjourned = sum(1 for _, _, b in found if b.has_result)  # the open results with a result are '?'
    parts = [tr(text).format(count) for text, count in (
        (QT_TRANSLATE_NOOP("Documents", "{0} results missing"), len(found) - adjourned),
        (QT_TRANSLATE_NOOP("Documents", "{0} games adjourned"), adjourned)) if count]
    return tr(QT_TRANSLATE_NOOP("Documents", "(not final: {0})")).format(", ".join(parts)) if parts else ""


def _after_round(title: str, t: Tournament, played: int) -> str:
    """``title`` ("Standings after round {0}") in the interface's language for ``played``, saying
    whether the standings are final (``standings_status``)."""
    status = standings_status(t, played)
    return tr(title).format(played) + (" " + status if status else "")


def _status(p: Player, round_number: int) -> str:
    """Player.status in the interface's language; '' for an active player."""
    if p.status(round_number).startswith("withdrawn"):
        return QCoreApplication.translate("Documents", "withdrawn from round {0}").format(p.withdrawn_from)
    if p.status(round_number).startswith("enters"):
        return QCoreApplication.translate("Documents", "enters in round {0}").format(p.entry_round)
    return ""


def player_list_html(t: Tournament, by_name: bool = False) -> str:
    """Pairing number, title, name, federation, FIDE ID, rating, status; by number or by name."""
    players = sorted(t.players.values(), key=(lambda p: (name_key(p.name), p.tpn)) if by_name else (lambda p: p.tpn))
    current = t.paired_rounds or 1
    other = t.settings.rating_list == "OTHER"  # the tournament rating decides the numbers: shown
    rows = [f"<tr><td class='n'>{p.tpn}</td><td>{escape(p.title)}</td><td class='name'>{escape(p.name)}</td>"
            f"<td>{escape(p.federation)}</td><td class='n'>{escape(p.fide_id)}</td>"
            f"<td class='n'>{p.fide_rating or ''}</td><td class='n'>{p.national_rating or ''}</td>"
            + (f"<td class='n'>{p.tournament_rating or ''}</td>" if other else "")
            + f"<td>{escape(_status(p, current))}</td></tr>"
            for p in players]
    body = _table((QT_TRANSLATE_NOOP("Documents", "No"), QT_TRANSLATE_NOOP("Documents", "Title"),
                   QT_TRANSLATE_NOOP("Documents", "Name"), QT_TRANSLATE_NOOP("Documents", "Fed"),
                   QT_TRANSLATE_NOOP("Documents", "FIDE ID"), QT_TRANSLATE_NOOP("Documents", "FIDE"),
                   QT_TRANSLATE_NOOP("Documents", "Nat"),
                   *((QT_TRANSLATE_NOOP("Documents", "Tournament"),) if other else ()),
                   QT_TRANSLATE_NOOP("Documents", "Status")), rows)
    body = f"<p>{escape(initial_order_text(t.settings))}</p>" + body
    return _document(QCoreApplication.translate("Documents", "Player list ({0} players)").format(len(players)), body)


_TIE_ORDER_LABELS = {"name": QT_TRANSLATE_NOOP("Documents", "alphabetically"),
                     "fide_id": QT_TRANSLATE_NOOP("Documents", "by FIDE ID, lowest first"),
                     "older": QT_TRANSLATE_NOOP("Documents", "by age, older first"),
                     "younger": QT_TRANSLATE_NOOP("Documents", "by age, younger first")}


def initial_order_text(s: TournamentSettings) -> str:
    """The announced order of the pairing numbers (C.04.2 2.2, VCL4THP Q146): the rating method
    (TRF 172) and the criterion for equal rating and title."""
    return tr(QT_TRANSLATE_NOOP("Documents", "Pairing numbers (C.04.2 2.2): rating {0}, then title, then {1}")).format(
        s.rating_list, tr(_TIE_ORDER_LABELS[s.tie_order]))


def integrity_log_html(t: Tournament) -> str:
    """The pairing-integrity log (VCL4THP Q112): every PIBE with its time, round, kind, what
    changed and the arbiter's reason, oldest first."""
    rows = [f"<tr><td>{escape(e.at.replace('T', ' ')[:16])}</td><td class='n'>{e.round or ''}</td>"
            f"<td>{escape(e.kind)}</td><td class='what'>{escape(e.what)}</td><td class='what'>{escape(e.reason)}</td>"
            "</tr>" for e in t.integrity_log]
    body = _table((QT_TRANSLATE_NOOP("Documents", "Time (UTC)"), QT_TRANSLATE_NOOP("Documents", "Round"),
                   QT_TRANSLATE_NOOP("Documents", "Kind"), QT_TRANSLATE_NOOP("Documents", "What changed"),
                   QT_TRANSLATE_NOOP("Documents", "Reason")), rows)
    if not rows:
        empty = tr(QT_TRANSLATE_NOOP("Documents", "No pairing-integrity event: every pairing is the engine's."))
        body += "<p>" + escape(empty) + "</p>"
    title = QCoreApplication.translate("Documents", "Pairing-integrity log ({0} events)").format(len(rows))
    return _document(title, body, "td.what { white-space: normal; }")


def prize_list_html(t: Tournament, prizes: PrizeList | None) -> str:
    """The prizes won after the last complete round (``tournament.prizes.prize_lines``): category,
    place, player (a club team: the club, then its players counted), points, amount (two decimals; a
    Hort share names the players it is shared with), then the prizes nobody could win; without a
    prize list, where to write one."""
    title = _after_round(QT_TRANSLATE_NOOP("Documents", "Prizes after round {0}"), t, t.standings_round)
    if prizes is None:
        return _document(title, "<p>" + escape(tr(QT_TRANSLATE_NOOP(
            "Documents", "No prize list: write it in Tournament > Settings, page Prizes."))) + "</p>")
    lines, unawarded = prize_lines(t, prizes)
    main = tr(MAIN_LIST)

    def winner(line: PrizeLine) -> str:
        if line.team:  # the club, then the numbers of the players counted
            return f"{escape(line.winner)}: <span class='no'>{', '.join(map(str, line.tpns))}</span>"
        return f"{escape(line.winner)} <span class='no'>({line.tpns[0]})</span>"

    rows = [f"<tr><td>{escape(line.category or main)}</td><td class='n'>{line.place}</td>"
            f"<td class='name'>{winner(line)}</td><td class='c'>{fmt_score(line.points)}</td>"
            f"<td class='n'>{money(line.amount)}</td><td>{', '.join(str(tpn) for tpn in line.shared_with)}</td></tr>"
            for line in lines]
    body = _table((QT_TRANSLATE_NOOP("Documents", "Category"), QT_TRANSLATE_NOOP("Documents", "Place"),
                   QT_TRANSLATE_NOOP("Documents", "Player"), QT_TRANSLATE_NOOP("Documents", "Pts"),
                   QT_TRANSLATE_NOOP("Documents", "Amount"), QT_TRANSLATE_NOOP("Documents", "Shared with")), rows)
    body = f"<p>{escape(prize_notes(prizes, tr))}</p>" + body
    nobody = unawarded_text(unawarded, tr)
    if nobody:
        body += f"<p>{escape(nobody)}</p>"
    return _document(title, body)
