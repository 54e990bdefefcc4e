"""The printed norm report: every title norm met after the last complete round (``tournament.norms``,
FIDE B.01 1.4), each with the figures of its certificate (games counted, score, average rating,
performance, rounds left out) and its games (round, opponent, title, federation, rating, result),
then whether the Swiss exemption 1.4.3d applied and the requirements the event's data cannot show."""
from __future__ import annotations

from html import escape

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ..text import Text
from ..tournament.norms import NORM_EVENT_ARTICLES, NOT_CHECKED, NormResult, swiss_exemption, tournament_norms
from ..tournament.model import Tournament
from .documents import _after_round, _document, _name, _table, tr
from .texts import fmt_score

__all__ = ["norm_report_html"]


def _shown(text: Text) -> str:
    """A domain text in the interface's language (the report, like every document, follows it)."""
    return QCoreApplication.translate(text.context, text.template).format(*text.args)


def _games_table(t: Tournament, result: NormResult) -> str:
    rows = [f"<tr><td class='n'>{g.round}</td><td class='name'>{_name(t, g.opponent)}</td>"
            f"<td>{escape(g.title)}</td><td>{escape(g.federation)}</td><td class='n'>{g.rating or ''}</td>"
            f"<td class='c'>{fmt_score(g.points)}</td></tr>" for g in result.games]
    return _table((QT_TRANSLATE_NOOP("Documents", "Round"), QT_TRANSLATE_NOOP("Documents", "Opponent"),
                   QT_TRANSLATE_NOOP("Documents", "Title"), QT_TRANSLATE_NOOP("Documents", "Fed"),
                   QT_TRANSLATE_NOOP("Documents", "Rtg"), QT_TRANSLATE_NOOP("Documents", "Pts")), rows)


def norm_report_html(t: Tournament) -> str:
    """The norms met, a summary table then one section per norm with its games; the basis of the
    chief arbiter's certificates (B.01 1.8), not a certificate itself."""
    title = _after_round(QT_TRANSLATE_NOOP("Documents", "Title norms after round {0}"), t, t.complete_rounds)
    found = tournament_norms(t) if t.complete_rounds and not t.settings.is_team_event else {}
    norms = [(tpn, r) for tpn, results in found.items() for r in results]
    intro = tr(QT_TRANSLATE_NOOP("Documents", "FIDE Title Regulations (B.01) applied from 1 January 2024, "
                                              "articles 1.4.1-1.4.9."))
    exempt = swiss_exemption(t)
    exemption = {True: QT_TRANSLATE_NOOP("Documents", "The event meets 1.4.3d (foreign players in every round): "
                                                      "1.4.3 and 1.4.4 are waived."),
                 False: QT_TRANSLATE_NOOP("Documents", "The event does not meet 1.4.3d: 1.4.3 and 1.4.4 apply."),
                 None: QT_TRANSLATE_NOOP("Documents", "No host federation in the settings: 1.4.3d not applied.")}
    body = f"<p>{escape(intro)} {escape(tr(exemption[exempt]))}"
    if t.settings.norm_event:
        body += " " + escape(tr(QT_TRANSLATE_NOOP("Documents", "The settings name this event under {0}: 1.4.3 and "
                                                               "1.4.4 are waived for the players it covers.")
                                ).format(NORM_EVENT_ARTICLES[t.settings.norm_event]))
    body += "</p>"
    rows = [f"<tr><td class='name'>{_name(t, tpn)} <span class='no'>({tpn})</span></td>"
            f"<td>{escape(t.player(tpn).federation)}</td><td>{escape(r.title)}</td>"
            f"<td class='c'>{fmt_score(r.score)} / {len(r.games)}</td><td class='n'>{r.average}</td>"
            f"<td class='n'>{r.performance}</td><td class='n'>{r.counted_games}</td>"
            f"<td>{', '.join(map(str, r.ignored))}</td></tr>" for tpn, r in norms]
    body += _table((QT_TRANSLATE_NOOP("Documents", "Player"), QT_TRANSLATE_NOOP("Documents", "Fed"),
                    QT_TRANSLATE_NOOP("Documents", "Norm"), QT_TRANSLATE_NOOP("Documents", "Score"),
                    QT_TRANSLATE_NOOP("Documents", "Ra"), QT_TRANSLATE_NOOP("Documents", "Rp"),
                    QT_TRANSLATE_NOOP("Documents", "Games counted"),
                    QT_TRANSLATE_NOOP("Documents", "Rounds left out")), rows)
    if not rows:
        body += "<p>" + escape(tr(QT_TRANSLATE_NOOP("Documents", "No title norm met."))) + "</p>"
    for tpn, r in norms:
        heading = QCoreApplication.translate("Documents", "{0}: {1} norm").format(_name(t, tpn), r.title)
        checks = "; ".join(f"{c.article} {escape(_shown(c.text))}" for c in r.checks)
        body += f"<h2>{heading}</h2><p>{checks}</p>{_games_table(t, r)}"
    not_checked = tr(QT_TRANSLATE_NOOP("Documents", "Not checked (the event's data cannot show them):"))
    body += f"<h2>{escape(not_checked)}</h2><ul>" + "".join(
        f"<li>{escape(_shown(text))}</li>" for text in NOT_CHECKED) + "</ul>"
    return _document(title, body)
