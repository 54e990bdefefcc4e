"""The pairing report: every bracket's decisions, as the engine recorded them (C.04.1 article 9),
in the interface's language (headings in context "Documents", the engine's reasons in "Explain")."""
from __future__ import annotations

from html import escape
from typing import Mapping

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ..engine.explain import (acceleration_lines, bracket_title, bye_line, candidate_lines, colour_rules, explained,
                              player_cells, roles, verdict_line)
from ..engine import systems
from ..engine.result import BracketRecord, RoundPairing
from ..engine.snapshot import Snapshot
from .documents import shown, tr
from .paged import write_pdf

__all__ = ["pairing_report_html", "write_pdf"]

STYLE = """
body { font-family: sans-serif; font-size: 9pt; }
h1 { font-size: 14pt; margin-bottom: 2pt; }
h2 { font-size: 11pt; margin-top: 10pt; margin-bottom: 2pt; }
table { border-collapse: collapse; }
td, th { border: 1px solid #999; padding: 2px 5px; }
th { background: #e8e8e8; text-align: left; }
td.name { white-space: nowrap; }
.note { color: #333; }
"""


def _shown(text: object) -> str:
    """A word of the engine's record in the interface's language, escaped for HTML."""
    return escape(shown(text))


def _head(*titles: str) -> str:
    return "<tr>" + "".join(f"<th>{escape(tr(title))}</th>" for title in titles) + "</tr>"


def _who(pid: int, names: Mapping[int, str]) -> str:
    return f"{pid} {names.get(pid, '')}".strip()


def _player(pid: int, names: Mapping[int, str]) -> str:
    return escape(_who(pid, names))


def _players(record: BracketRecord, pairing: RoundPairing, names: Mapping[int, str]) -> str:
    rows = []
    for role, ids in roles(record):
        for pid in ids:
            facts = pairing.players.get(pid)
            cells = player_cells(facts) if facts else ("",) * 5
            rows.append(f"<tr><td class='name'>{_player(pid, names)}</td><td>{_shown(role)}</td>"
                        + "".join(f"<td>{_shown(c)}</td>" for c in cells) + "</tr>")
    return ("<table><thead>" + _head(
        QT_TRANSLATE_NOOP("Documents", "Player"), QT_TRANSLATE_NOOP("Documents", "Role"),
        QT_TRANSLATE_NOOP("Documents", "Score"), QT_TRANSLATE_NOOP("Documents", "Colour pref. (1.7)"),
        QT_TRANSLATE_NOOP("Documents", "Colour diff. (1.6)"),
        QT_TRANSLATE_NOOP("Documents", "Floats: 2 rounds ago / last (1.4)"), QT_TRANSLATE_NOOP("Documents", "Notes"))
        + "</thead>" + "".join(rows) + "</table>")


def _ids(ids: list[int]) -> str:
    return ", ".join(map(str, ids)) or "-"


def _bracket(record: BracketRecord, pairing: RoundPairing, names: Mapping[int, str],
             rules: dict[frozenset[int], str]) -> str:
    rows = [f"<h2>{_shown(bracket_title(record))}</h2>", _players(record, pairing, names)]
    if record.groups:
        rows.append("<p>" + " &nbsp; ".join(f"{_shown(name)}: {_ids(ids)}" for name, ids in record.groups.items())
                    + " (3.2.3-3.2.6)</p>")
    else:
        rows.append(f"<p>M0 {record.m0}, MaxPairs {record.max_pairs}, M1 {record.m1} (3.1) &nbsp; "
                    f"S1: {_ids(record.s1)} &nbsp; S2: {_ids(record.s2)}"
                    + (f" &nbsp; Limbo: {_ids(record.limbo)}" if record.limbo else "") + " (3.2)</p>")
    rows.extend(f"<p class='note'>{_shown(line).strip()}</p>" for line in candidate_lines(record))
    pairs = "".join(f"<tr><td class='name'>{_player(a, names)}</td><td class='name'>{_player(b, names)}</td>"
                    f"<td>{escape(rules.get(frozenset((a, b)), ''))}</td></tr>" for a, b in record.pairs)
    if pairs:
        rows.append("<table>" + _head(QT_TRANSLATE_NOOP("Documents", "S1 / higher"),
                                      QT_TRANSLATE_NOOP("Documents", "opponent"),
                                      QT_TRANSLATE_NOOP("Documents", "Colour rule (5.2)")) + f"{pairs}</table>")
    if record.downfloaters:
        label = escape(tr(QT_TRANSLATE_NOOP("Documents", "Downfloaters:")))
        rows.append(f"<p>{label} {', '.join(_player(p, names) for p in record.downfloaters)}</p>")
    rows.extend(f"<p class='note'>{_shown(d.text)}</p>" for d in record.floats)
    rows.append(f"<p class='note'>{_shown(verdict_line(record, ' = ')).strip()}</p>")
    rows.extend(f"<p class='note'>{_shown(d.text)}</p>" for d in record.shortfalls)
    rows.extend(f"<p class='note'>{_shown(note)}</p>" for note in record.notes)
    return "\n".join(rows)


def pairing_report_html(pairing: RoundPairing, names: Mapping[int, str], title: str,
                        snapshot: Snapshot | None = None) -> str:
    """The report of a paired round; with the ``snapshot`` it was paired from, every bracket's
    reasons too (why each player floats, why no candidate was perfect, who got the PAB and why)."""
    if snapshot is not None:
        pairing = explained(snapshot, pairing)
    boards = "".join(f"<tr><td>{i}</td><td class='name'>{_player(b.white, names)}</td><td class='name'>{_player(b.black, names)}</td>"
                     f"<td>{_shown(b.colour_rule)}</td></tr>" for i, b in enumerate(pairing.boards, start=1))
    heading = escape(tr(QT_TRANSLATE_NOOP("Documents", "Pairing report, round {0}")).format(pairing.round))
    parts = [f"<html><head><title>{heading}</title><style>{STYLE}</style></head><body>",
             f"<h1>{escape(title)}: {heading}</h1>",
             "<p>" + escape(tr(QT_TRANSLATE_NOOP("Documents", "System: {0} (FIDE C.04, rules applied from 1 February "
                                                              "2026)")).format(shown(systems.label(pairing.system)))) + "</p>",
             "<table><thead>" + _head(QT_TRANSLATE_NOOP("Documents", "Board"), QT_TRANSLATE_NOOP("Documents", "White"),
                                      QT_TRANSLATE_NOOP("Documents", "Black"),
                                      QT_TRANSLATE_NOOP("Documents", "Colour rule (5.2)")) + f"</thead>{boards}</table>"]
    parts[3:3] = [f"<p>{_shown(line)}</p>" for line in acceleration_lines(pairing)]  # who has virtual points, why
    if pairing.bye is not None:
        parts.append(f"<p>{_shown(bye_line(pairing, _who(pairing.bye, names)))}</p>")
    rules = colour_rules(pairing)
    parts.extend(_bracket(record, pairing, names, rules) for record in pairing.brackets)
    parts.append("</body></html>")
    return "\n".join(parts)
