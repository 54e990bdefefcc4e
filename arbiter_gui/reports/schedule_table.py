"""The schedule table of a fixed-schedule event (round robin, Varma, Scheveningen, pools, ...;
``tournament.schedules.whole_table``): every round's boards as pairing numbers, White first, as
printed Berger tables are, with the key of the numbers (team members as A1, B3... in a team
format), the rule that made the table and the record of the draw of the numbers."""
from __future__ import annotations

from html import escape

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ..engine.schedules.play import TEAM_FORMATS
from ..tournament.model import Tournament
from ..engine.schedules.common import LETTERS
from ..tournament.schedules import member_label, team_scores, whole_table
from .documents import _document, _name, _table, fmt_score, shown, tr

__all__ = ["schedule_html"]


def schedule_html(t: Tournament) -> str:
    title = tr(QT_TRANSLATE_NOOP("Documents", "Schedule table"))
    rounds, reasons = whole_table(t)
    if not rounds:
        text = tr(QT_TRANSLATE_NOOP("Documents", "This tournament is not paired from a fixed schedule."))
        return _document(title, f"<p>{escape(text)}</p>" + "".join(f"<p>{escape(shown(r))}</p>" for r in reasons))
    teams = t.settings.system in TEAM_FORMATS and bool(t.settings.team_names)

    def cell(number: int | str) -> str:
        return member_label(t, number) if teams and isinstance(number, int) else str(number)

    boards = max(len(r) for r in rounds)
    # who meets the table's dummy and rests (C.05 Annex 1), once every number of the table is known
    # (a pools event's final pool reads F1...): the table of 5 teams did not say who sat out
    known = all(isinstance(p, int) for r in rounds for b in r for p in b)
    rests = [sorted(set(t.players) - {p for b in r for p in b}) if known else [] for r in rounds]
    rest_column = (QT_TRANSLATE_NOOP("Documents", "Rests"),) if any(rests) else ()
    lines = [f"<tr><td class='n'>{n}</td>" + "".join(f"<td class='c'>{escape(cell(w))} – {escape(cell(b))}</td>"
                                                     for w, b in boards_of) + "<td></td>" * (boards - len(boards_of))
             + (f"<td class='c'>{escape(', '.join(cell(p) for p in resting))}</td>" if rest_column else "")
             + "</tr>" for n, (boards_of, resting) in enumerate(zip(rounds, rests), start=1)]
    table = _table((QT_TRANSLATE_NOOP("Documents", "Round"), *(str(b) for b in range(1, boards + 1)), *rest_column),
                   lines)
    key = [f"<tr><td class='n'>{escape(cell(tpn))}</td><td class='n'>{tpn}</td><td class='name'>{_name(t, tpn)}</td>"
           f"<td>{escape(t.players[tpn].federation)}</td><td>{escape(t.players[tpn].club)}</td></tr>"
           for tpn in sorted(t.players)]
    team_event = t.settings.is_team_event  # the team round robin's entries are teams, not players
    headers = (QT_TRANSLATE_NOOP("Documents", "Table"), QT_TRANSLATE_NOOP("Documents", "No"),
               QT_TRANSLATE_NOOP("Documents", "Team") if team_event else QT_TRANSLATE_NOOP("Documents", "Player"),
               QT_TRANSLATE_NOOP("Documents", "Fed"), QT_TRANSLATE_NOOP("Documents", "Club"))
    players = tr(QT_TRANSLATE_NOOP("Documents", "Teams") if team_event else QT_TRANSLATE_NOOP("Documents", "Players"))
    parts = ["".join(f"<p>{escape(shown(reason))}</p>" for reason in reasons), table, f"<h2>{escape(players)}</h2>",
             _table(headers, key)]
    if teams:
        parts.insert(1, "<p>" + escape(" · ".join(f"{LETTERS[k]} = {name}"
                                                   for k, name in enumerate(t.settings.team_names))) + "</p>")
        score = tr(QT_TRANSLATE_NOOP("Documents", "Match score"))
        parts.insert(2, f"<p><b>{escape(score)}:</b> " + escape(" – ".join(
            f"{name} {fmt_score(points)}" for name, points in team_scores(t))) + "</p>")
    if t.settings.berger_draw:
        drawn = tr(QT_TRANSLATE_NOOP("Documents", "Pairing numbers"))
        parts.append(f"<h2>{escape(drawn)}</h2>"
                     f"<p>{escape(t.settings.berger_draw)}</p>"
                     + "".join(f"<p>{escape(line)}</p>" for line in t.settings.varma_draw))
    return _document(title, "".join(parts))
