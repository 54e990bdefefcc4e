"""The pairing report: every bracket's decisions, as the engine recorded them (C.04.1 article 9)."""
from __future__ import annotations

from html import escape
from typing import Mapping

from PySide6.QtCore import QMarginsF
from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter, QTextDocument

from ..engine.result import BracketRecord, RoundPairing
from ..engine.result import format_criterion, format_score as _score

STYLE = """
body { font-family: sans-serif; font-size: 9pt; }
h1 { font-size: 14pt; margin-bottom: 2pt; }
h2 { font-size: 11pt; margin-top: 10pt; margin-bottom: 2pt; }
table { border-collapse: collapse; }
td, th { border: 1px solid #999; padding: 2px 5px; }
th { background: #e8e8e8; text-align: left; }
.note { color: #333; }
"""


def _player(pid: int, names: Mapping[int, str]) -> str:
    return escape(f"{pid} {names.get(pid, '')}".strip())


def _bracket(record: BracketRecord, names: Mapping[int, str]) -> str:
    rows = [f"<h2>Bracket {_score(record.score)}</h2>",
            f"<p>Residents: {', '.join(_player(p, names) for p in record.residents)}"
            + (f"<br>Moved-down players: {', '.join(_player(p, names) for p in record.mdps)}" if record.mdps else "")
            + f"<br>S1: {', '.join(map(str, record.s1)) or '-'} &nbsp; S2: {', '.join(map(str, record.s2)) or '-'}"
            + (f" &nbsp; Limbo: {', '.join(map(str, record.limbo))}" if record.limbo else "") + " (3.2)</p>"]
    sequence = record.remainder_exchange if record.mdps else record.exchange
    if sequence.get("moved_s1_to_s2"):
        rows.append(f"<p>Exchange (4.3): {', '.join(map(str, sequence['moved_s1_to_s2']))} to S2, "
                    f"{', '.join(map(str, sequence['moved_s2_to_s1']))} to S1</p>")
    pairs = "".join(f"<tr><td>{_player(a, names)}</td><td>{_player(b, names)}</td></tr>" for a, b in record.pairs)
    if pairs:
        rows.append(f"<table><tr><th>S1 / higher</th><th>opponent</th></tr>{pairs}</table>")
    if record.downfloaters:
        rows.append(f"<p>Downfloaters: {', '.join(_player(p, names) for p in record.downfloaters)}</p>")
    faults = [f"{name} = {format_criterion(value)}" for name, value in record.violations().items()]
    verdict = ("Perfect candidate, accepted at once (3.4.1)." if record.perfect else
               "No perfect candidate: the best one was chosen (3.8.1)"
               + (f"; it breaks {', '.join(faults)}." if faults else "."))
    rows.append(f"<p class='note'>{escape(verdict)}</p>")
    return "\n".join(rows)


def pairing_report_html(pairing: RoundPairing, names: Mapping[int, str], title: str) -> str:
    boards = "".join(f"<tr><td>{i}</td><td>{_player(b.white, names)}</td><td>{_player(b.black, names)}</td>"
                     f"<td>{escape(b.colour_rule)}</td></tr>" for i, b in enumerate(pairing.boards, start=1))
    parts = [f"<html><head><style>{STYLE}</style></head><body>",
             f"<h1>{escape(title)}: pairing report, round {pairing.round}</h1>",
             f"<p>System: {escape(pairing.system)} (FIDE C.04, rules applied from 1 February 2026)</p>",
             f"<table><tr><th>Board</th><th>White</th><th>Black</th><th>Colour rule (5.2)</th></tr>{boards}</table>"]
    if pairing.bye is not None:
        parts.append(f"<p>Pairing-allocated bye: {_player(pairing.bye, names)} ({escape(pairing.bye_reason)})</p>")
    parts.extend(_bracket(record, names) for record in pairing.brackets)
    parts.append("</body></html>")
    return "\n".join(parts)


def write_pdf(html: str, path: str, page: QPageSize.PageSizeId = QPageSize.PageSizeId.A4) -> None:
    """Lay the document out on pages (A4 or Letter) and save it as PDF. Needs a QGuiApplication."""
    writer = QPdfWriter(path)
    writer.setPageLayout(QPageLayout(QPageSize(page), QPageLayout.Orientation.Portrait,
                                     QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter))
    writer.setResolution(300)
    document = QTextDocument()
    document.setHtml(html)
    # The page in points: print_() then uses the writer's margins instead of adding 2 cm of its own.
    document.setPageSize(writer.pageLayout().paintRect(QPageLayout.Unit.Point).size())
    document.print_(writer)
