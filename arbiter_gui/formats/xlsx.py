"""Excel export with openpyxl: sheets Players, one per paired round (pairings and results),
Standings (tie-break columns, values exactly those of ``standings()``; a last row says whether
they are final), Prizes (with a prize list: ``tournament.prizes.prize_lines``, what the printed list
shows) and Crosstable. A team
event (C.04.6) has its Rosters, each round's board games ("Round n boards") and the Team
standings (values exactly those of ``team_standings()``) in place of Standings. A knockout event
(issue 18) adds its Knockout matches (with the byes of round 1) and Knockout games. A fixed-schedule
event (C.05, seed 003 chapters 3-5) has a Schedule sheet: its format, the TRF 192 code and the options
that code carries, the teams (A = ..., each member's table label) and the whole table with its reasons.

Header rows are frozen, columns sized to their content, numbers formatted (points with one
decimal).  The workbook is written to a temporary file beside the target and renamed over it, so
a failure never leaves a half-written file."""
from __future__ import annotations

import os
from fractions import Fraction

from openpyxl import Workbook
from openpyxl.styles import Alignment, Font, PatternFill
from openpyxl.utils import get_column_letter
from openpyxl.worksheet.worksheet import Worksheet

from ..reports.documents import result_label, standings_status, tournament_standings, unpaired_label
from ..engine import systems
from ..engine.knockout.plan import KnockoutError
from ..engine.schedules.common import LETTERS
from ..engine.schedules.play import TEAM_FORMATS
from ..tournament.standings import columns as standings_columns
from ..tournament.crosstable import crosstable
from ..tournament.knockout import match_points, shown_event
from ..tournament.model import Member, Tournament
from ..tournament.prizes import money, parse_prize_list, prize_lines
from ..tournament.schedules import OPTION_SYSTEMS, member_label, whole_table
from ..tournament.team.event import home_has_white
from ..tournament.team.standings import team_standings, tiebreak_order
from .atomic import write_atomically
from .trf_tournament import SCHEDULE_PARTS, tournament_type_code

__all__ = ["export_xlsx", "number"]

POINTS_FORMAT = "0.0"
VALUE_FORMAT = "0.0##"
_HEADER_FONT = Font(bold=True)
_HEADER_FILL = PatternFill("solid", fgColor="E0E0E0")


def number(value: Fraction | int | None) -> float | int | None:
    """A cell value: ints stay ints, fractions become floats (halves are exact), None stays empty."""
    if value is None or isinstance(value, int):
        return value
    value = Fraction(value)
    return int(value) if value.denominator == 1 else float(value)


def _header(ws: Worksheet, headers: list[str]) -> None:
    ws.append(headers)
    for cell in ws[1]:
        cell.font = _HEADER_FONT
        cell.fill = _HEADER_FILL
        cell.alignment = Alignment(horizontal="center")
    ws.freeze_panes = "A2"


def _finish(ws: Worksheet, formats: dict[int, str] | None = None) -> None:
    """Column widths from the longest value; number formats by column (1-based). Every value is
    data: a text that openpyxl would take for a formula (a name such as ``=HYPERLINK(...)``) is
    written as text, never as a live formula."""
    widths: dict[int, int] = {}
    for row in ws.iter_rows():
        for cell in row:
            if cell.data_type == "f":
                cell.data_type = "s"
            if cell.value is not None:
                widths[cell.column] = max(widths.get(cell.column, 0), len(str(cell.value)))
    for column, width in widths.items():
        ws.column_dimensions[get_column_letter(column)].width = min(max(width + 2, 5), 60)
    for column, fmt in (formats or {}).items():
        for (cell,) in ws.iter_rows(min_row=2, min_col=column, max_col=column):
            cell.number_format = fmt
    if ws.max_row > 1:
        ws.auto_filter.ref = ws.dimensions


def _players(wb: Workbook, t: Tournament) -> None:
    ws = wb.create_sheet("Players")
    _header(ws, ["No", "Title", "Name", "Fed", "FIDE ID", "FIDE rating", "National rating", "Sex",
                 "Birth date", "Club", "Entry round", "Withdrawn from"])
    for p in sorted(t.players.values(), key=lambda p: p.tpn):
        ws.append([p.tpn, p.title, p.name, p.federation, p.fide_id, p.fide_rating or None,
                   p.national_rating or None, p.sex, p.birth_date, p.club, p.entry_round, p.withdrawn_from])
    _finish(ws, {6: "0", 7: "0"})


def _round(wb: Workbook, t: Tournament, r: int) -> None:
    rnd = t.round(r)
    ws = wb.create_sheet(f"Round {r}")
    _header(ws, ["Board", "White No", "White", "White rating", "White points", "Result",
                 "Black points", "Black", "Black rating", "Black No"])
    for n, b in enumerate(rnd.boards, start=1):
        ws.append([n, b.white, t.player(b.white).name, t.pairing_rating(b.white) or None,
                   number(t.score(b.white, r)), result_label(b) or None, number(t.score(b.black, r)),
                   t.player(b.black).name, t.pairing_rating(b.black) or None, b.black])
    for tpn, _ in sorted(rnd.unpaired.items(), key=lambda item: (item[1] != "U", item[0])):
        cell = t.cell(tpn, r)
        ws.append([None, tpn, t.player(tpn).name, t.pairing_rating(tpn) or None, number(t.score(tpn, r)),
                   unpaired_label(t, tpn, r), number(cell.points) if cell else None])
    _finish(ws, {5: POINTS_FORMAT, 7: POINTS_FORMAT})


def _standings(wb: Workbook, t: Tournament) -> None:
    ws = wb.create_sheet("Standings")
    codes = standings_columns(t.settings)  # a club series' Keizer score, then the tie-breaks
    _header(ws, ["Rank", "No", "Name", "Fed", "Rating", "Points", *codes])
    for row in tournament_standings(t):
        ws.append([row.rank, row.id, t.player(row.id).name, t.player(row.id).federation,
                   t.pairing_rating(row.id) or None, number(row.points),
                   *(number(row.tiebreaks.get(code)) for code in codes)])
    status = standings_status(t, t.standings_round)  # final or not (VCL4THP Q161, Q169)
    if status:
        ws.append([None, None, status])
    _finish(ws, {6: POINTS_FORMAT, **{7 + i: VALUE_FORMAT for i in range(len(codes))}})


def _prizes(wb: Workbook, t: Tournament) -> None:
    """The prizes won (a club team's: the club, its players' numbers), then those nobody won."""
    prizes = parse_prize_list(t.settings.prizes)
    if prizes is None:
        return
    ws = wb.create_sheet("Prizes")
    _header(ws, ["Category", "Place", "Winner", "No", "Points", "Amount", "Shared with"])
    lines, unawarded = prize_lines(t, prizes)
    for line in lines:
        ws.append([line.category or "Main", line.place, line.winner, ", ".join(map(str, line.tpns)),
                   number(line.points), float(money(line.amount)), ", ".join(map(str, line.shared_with)) or None])
    for prize in unawarded:
        ws.append([prize.category or "Main", prize.place, "not awarded", None, None, float(money(prize.amount))])
    _finish(ws, {5: POINTS_FORMAT, 6: "0.00"})


def _crosstable(wb: Workbook, t: Tournament) -> None:
    """The rows of ``tournament.crosstable`` (the app's view and the printed wall chart): per round
    the opponent's line, colour and result; then points and tie-breaks."""
    ws = wb.create_sheet("Crosstable")
    played = t.paired_rounds
    codes = list(t.settings.tiebreak_order)
    _header(ws, ["Line", "Rank", "No", "Name", "Rating", *(f"R{r}" for r in range(1, played + 1)), "Points", *codes])
    for row in crosstable(t, played):
        ws.append([row.line, row.rank, row.tpn, row.name, row.rating or None, *row.cells, number(row.points),
                   *(number(value) for value in row.tiebreaks)])
    ws.freeze_panes = "E2"
    _finish(ws, {6 + played: POINTS_FORMAT, **{7 + played + i: VALUE_FORMAT for i in range(len(codes))}})


def _rosters(wb: Workbook, t: Tournament) -> None:
    """A team event (C.04.6 1.1): every team's members in board order."""
    ws = wb.create_sheet("Rosters")
    _header(ws, ["Team No", "Team", "Board", "Title", "Name", "Fed", "FIDE ID", "Rating", "Sex", "Birth date"])
    for tpn in sorted(t.players):
        for k, m in enumerate(t.rosters.get(tpn, ()), start=1):
            ws.append([tpn, t.player(tpn).name, k, m.title, m.name, m.federation, m.fide_id, m.rating or None,
                       m.sex, m.birth_date])
    _finish(ws, {8: "0"})


def _games(wb: Workbook, t: Tournament, r: int) -> None:
    """A team event's board games of round ``r``: White's member first (colours alternate from the
    team colour, C.04.6 1.6.1), the result as the members' TRF codes."""
    ws = wb.create_sheet(f"Round {r} boards")
    _header(ws, ["Match", "Board", "White team", "White", "White rating", "White result", "Black result",
                 "Black", "Black rating", "Black team"])
    for n, b in enumerate(t.round(r).boards, start=1):
        for k, game in enumerate(b.games, start=1):
            sides = [(b.white, game.home, game.home_result), (b.black, game.away, game.away_result)]
            if not home_has_white(k):
                sides.reverse()
            (wt, wp, wr), (bt, bp, br) = sides
            white, black = _member(t, wt, wp), _member(t, bt, bp)
            ws.append([n, k, t.player(wt).name, white.name if white else None, white.rating or None if white else None,
                       wr, br, black.name if black else None, black.rating or None if black else None,
                       t.player(bt).name])
    _finish(ws, {5: "0", 9: "0"})


def _member(t: Tournament, team: int, position: int) -> Member | None:
    roster = t.rosters.get(team, ())
    return roster[position - 1] if 1 <= position <= len(roster) else None


def _team_standings(wb: Workbook, t: Tournament) -> None:
    """The values of ``team_standings`` (the app's Team standings tab), cell by cell."""
    ws = wb.create_sheet("Team standings")
    codes = list(tiebreak_order(t))
    _header(ws, ["Rank", "No", "Team", "Fed", "Strength", "MP", "GP", *codes])
    for row in team_standings(t):
        team = t.player(row.team)
        ws.append([row.rank, row.team, team.name, team.federation, team.fide_rating or None, number(row.match_points),
                   number(row.game_points), *(number(v) for v in row.values)])
    _finish(ws, {6: POINTS_FORMAT, 7: POINTS_FORMAT, **{8 + i: VALUE_FORMAT for i in range(len(codes))}})


GAME_RESULTS = {"1-0": "1-0", "0-1": "0-1", "1/2-1/2": "½-½", "+-": "+/-", "-+": "-/+"}  # knockout.match.RESULTS


def _knockout(wb: Workbook, t: Tournament) -> None:
    """A knockout event (issue 18): every match (its players, points over all its games, who went
    through and the rule that decided) with the byes of round 1, then every game in the order played."""
    try:
        event = shown_event(t)
    except KnockoutError as error:
        raise ValueError(f"the tournament's knockout event cannot be read: {error}") from None
    if event is None:
        return
    name = {tpn: p.name for tpn, p in t.players.items()}
    matches = wb.create_sheet("Knockout matches")
    _header(matches, ["Round", "Match", "Stage", "White No", "White", "Black No", "Black", "White points",
                      "Black points", "Winner No", "Winner", "Decided by"])
    games = wb.create_sheet("Knockout games")
    _header(games, ["Round", "Match", "Game", "Kind", "White No", "White", "Result", "Black No", "Black",
                    "Time control"])
    for rnd in event.rounds:
        r = rnd.pairing.round
        for k, (pairing, m) in enumerate(zip(rnd.pairing.matches, rnd.matches), start=1):
            decision = m.decision()
            matches.append([r, k, pairing.stage.value, m.white, name.get(m.white), m.black, name.get(m.black),
                            *(number(p) for p in match_points(m)), m.winner,
                            name.get(m.winner) if m.winner is not None else None,
                            f"{decision.text} ({decision.article})" if decision is not None else None])
            for g, game in enumerate(m.games, start=1):
                games.append([r, k, g, game.kind.value, game.white, name.get(game.white),
                              GAME_RESULTS[game.result], game.black, name.get(game.black),
                              m.format.phases[game.phase].time_control or None])
        for decision in rnd.pairing.through:  # byes of round 1 (seed 003 2.2)
            pid = int(decision.subject)
            matches.append([r, None, "bye", pid, name.get(pid), None, None, None, None, pid, name.get(pid),
                            f"{decision.text} ({decision.article})"])
    _finish(matches, {8: POINTS_FORMAT, 9: POINTS_FORMAT})
    _finish(games)


def _schedule(wb: Workbook, t: Tournament) -> None:
    """A fixed-schedule event: what its TRF 192 code carries (format and options), its teams and
    its whole table, each board as White – Black (team members as A1, B3... once the teams are set)."""
    s = t.settings
    if systems.SYSTEMS[s.system].family is not systems.Family.SCHEDULE:
        return
    ws = wb.create_sheet("Schedule")
    _header(ws, ["Item", "Value", "Detail"])
    ws.append(["Format", s.system, str(systems.label(s.system))])
    ws.append(["TRF 192 code", tournament_type_code(s)])
    for name, field in SCHEDULE_PARTS.items():  # those the system reads (a Schiller event listed pools)
        if s.system in OPTION_SYSTEMS[field]:
            ws.append(["Option", name, getattr(s, field)])
    teams = s.system in TEAM_FORMATS and bool(s.team_names)
    if teams:
        for tpn in sorted(t.players):
            k = LETTERS.index(member_label(t, tpn)[0])
            ws.append(["Team", f"{LETTERS[k]} = {s.team_names[k]}",
                       f"{member_label(t, tpn)} = {tpn} {t.player(tpn).name}"])
    rounds, reasons = whole_table(t)
    for reason in reasons:
        ws.append(["Rule", str(reason)])
    for r, boards in enumerate(rounds, start=1):
        ws.append([f"Round {r}", *(" – ".join(member_label(t, p) if teams and isinstance(p, int) else str(p)
                                                for p in board) for board in boards)])
    _finish(ws)


def build_workbook(t: Tournament) -> Workbook:
    wb = Workbook()
    wb.remove(wb.active)
    _players(wb, t)
    _schedule(wb, t)
    team_event = t.settings.is_team_event
    if team_event:
        _rosters(wb, t)
    for r in range(1, t.paired_rounds + 1):
        _round(wb, t, r)
        if team_event:
            _games(wb, t, r)
    if team_event:
        _team_standings(wb, t)
    else:
        _standings(wb, t)
        _prizes(wb, t)
    _crosstable(wb, t)
    _knockout(wb, t)
    title = t.settings.name or "Tournament"
    wb.properties.title = title
    return wb


def export_xlsx(t: Tournament, path: str | os.PathLike[str]) -> None:
    """Write the workbook atomically: a temporary file in the same folder, then a rename."""
    write_atomically(path, build_workbook(t).save)
