"""The pairing report: every bracket's decisions, as the engine recorded them (C.04.1 article 9)."""
from __future__ import annotations

from html import escape
from typing import Mapping

from ..engine.explain import bracket_title, candidate_lines, colour_rules, explained, player_cells
from ..engine import systems
from ..engine.result import BracketRecord, RoundPairing, format_criterion
from ..engine.snapshot import Snapshot
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


def _player(pid: int, names: Mapping[int, str]) -> str:
    return escape(f"{pid} {names.get(pid, '')}".strip())


def _players(record: BracketRecord, pairing: RoundPairing, names: Mapping[int, str]) -> str:
    rows = []
    for role, ids in (("MDP", record.mdps), ("resident", record.residents), ("upfloater", record.upfloaters)):
        for pid in ids:
            facts = pairing.players.get(pid)
            cells = player_cells(facts) if facts else ("",) * 5
            rows.append(f"<tr><td class='name'>{_player(pid, names)}</td><td>{role}</td>"
                        + "".join(f"<td>{escape(c)}</td>" for c in cells) + "</tr>")
    return ("<table><thead><tr><th>Player</th><th>Role</th><th>Score</th><th>Colour pref. (1.7)</th>"
            "<th>Colour diff. (1.6)</th><th>Floats: 2 rounds ago / last (1.4)</th><th>Notes</th></tr></thead>"
            + "".join(rows) + "</table>")


def _bracket(record: BracketRecord, pairing: RoundPairing, names: Mapping[int, str],
             rules: dict[frozenset[int], str]) -> str:
    rows = [f"<h2>{escape(bracket_title(record))}</h2>", _players(record, pairing, names)]
    if record.groups:
        rows.append("<p>" + " &nbsp; ".join(f"{escape(name)}: {', '.join(map(str, ids)) or '-'}"
                                           for name, ids in record.groups.items()) + " (3.2.3-3.2.6)</p>")
    else:
        rows.append(f"<p>M0 {record.m0}, MaxPairs {record.max_pairs}, M1 {record.m1} (3.1) &nbsp; "
                    f"S1: {', '.join(map(str, record.s1)) or '-'} &nbsp; S2: {', '.join(map(str, record.s2)) or '-'}"
                    + (f" &nbsp; Limbo: {', '.join(map(str, record.limbo))}" if record.limbo else "") + " (3.2)</p>")
    rows.extend(f"<p class='note'>{escape(line.strip())}</p>" for line in candidate_lines(record))
    pairs = "".join(f"<tr><td class='name'>{_player(a, names)}</td><td class='name'>{_player(b, names)}</td>"
                    f"<td>{escape(rules.get(frozenset((a, b)), ''))}</td></tr>" for a, b in record.pairs)
    if pairs:
        rows.append(f"<table><tr><th>S1 / higher</th><th>opponent</th><th>Colour rule (5.2)</th></tr>{pairs}</table>")
    if record.downfloaters:
        rows.append(f"<p>Downfloaters: {', '.join(_player(p, names) for p in record.downfloaters)}</p>")
    rows.extend(f"<p class='note'>{escape(d.text)}</p>" for d in record.floats)
    faults = [f"{name} = {format_criterion(value)}" for name, value in record.violations().items()]
    verdict = ("Perfect candidate, accepted at once (3.4.1)." if record.perfect else
               "No perfect candidate: the best one was chosen (3.8.1)"
               + (f"; it breaks {', '.join(faults)}." if faults else "."))
    rows.append(f"<p class='note'>{escape(verdict)}</p>")
    rows.extend(f"<p class='note'>{escape(d.text)}</p>" for d in record.shortfalls)
    return "\n".join(rows)


def pairing_report_html(pairing: RoundPairing, names: Mapping[int, str], title: str,
                        snapshot: Snapshot | None = None) -> str:
    """The report of a paired round; with the ``snapshot`` it was paired from, every bracket's
    reasons too (why each player floats, why no candidate was perfect, who got the PAB and why)."""
    if snapshot is not None:
        pairing = explained(snapshot, pairing)
    boards = "".join(f"<tr><td>{i}</td><td class='name'>{_player(b.white, names)}</td><td class='name'>{_player(b.black, names)}</td>"
                     f"<td>{escape(b.colour_rule)}</td></tr>" for i, b in enumerate(pairing.boards, start=1))
    parts = [f"<html><head><title>Pairing report, round {pairing.round}</title><style>{STYLE}</style></head><body>",
             f"<h1>{escape(title)}: pairing report, round {pairing.round}</h1>",
             f"<p>System: {escape(systems.label(pairing.system))} (FIDE C.04, rules applied from 1 February 2026)</p>",
             "<table><thead><tr><th>Board</th><th>White</th><th>Black</th><th>Colour rule (5.2)</th></tr></thead>"
             f"{boards}</table>"]
    if pairing.bye is not None:
        parts.append(f"<p>Pairing-allocated bye: {_player(pairing.bye, names)}"
                     + (f" ({escape(pairing.bye_article)})" if pairing.bye_article else "")
                     + f": {escape(pairing.bye_reason)}</p>")
    rules = colour_rules(pairing)
    parts.extend(_bracket(record, pairing, names, rules) for record in pairing.brackets)
    parts.append("</body></html>")
    return "\n".join(parts)
