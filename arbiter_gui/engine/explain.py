"""The decision record of a round as stable JSON (documented in docs/explanation.md)."""
from __future__ import annotations

import json
from dataclasses import asdict
from fractions import Fraction
from typing import Any

from .result import RoundPairing
from .result import format_criterion, format_score as _score

FORMAT_VERSION = 1


def _plain(value: Any) -> Any:
    if isinstance(value, Fraction):
        return float(value) if value.denominator != 1 else int(value)
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


def to_dict(pairing: RoundPairing) -> dict[str, Any]:
    return {
        "format": FORMAT_VERSION,
        "system": pairing.system,
        "round": pairing.round,
        "boards": [
            {"board": i, "white": b.white, "black": b.black, "colour_rule": b.colour_rule}
            for i, b in enumerate(pairing.boards, start=1)
        ],
        "bye": pairing.bye,
        "bye_reason": pairing.bye_reason,
        "brackets": [_plain(asdict(record)) for record in pairing.brackets],
        "players": {str(pid): _plain(asdict(facts)) for pid, facts in sorted(pairing.players.items())},
    }


def to_json(pairing: RoundPairing) -> str:
    return json.dumps(to_dict(pairing), indent=2, sort_keys=True) + "\n"


def _ids(ids: list[int]) -> str:
    return ", ".join(map(str, ids)) if ids else "none"


def to_text(pairing: RoundPairing) -> str:
    """The record in plain words with article numbers (C.04.3), bracket by bracket."""
    lines = [f"Round {pairing.round}, {pairing.system} system"]
    for record in pairing.brackets:
        lines.append("")
        lines.append(f"Bracket {_score(record.score)}: residents {_ids(record.residents)}"
                     + (f"; moved-down players {_ids(record.mdps)}" if record.mdps else ""))
        lines.append(f"  S1 {_ids(record.s1)}  S2 {_ids(record.s2)}"
                     + (f"  Limbo {_ids(record.limbo)}" if record.limbo else "") + "  (3.2)")
        sequence = record.remainder_exchange if record.mdps else record.exchange
        if sequence.get("moved_s1_to_s2"):
            lines.append(f"  exchange (4.3): {_ids(sequence['moved_s1_to_s2'])} to S2, "
                         f"{_ids(sequence['moved_s2_to_s1'])} to S1")
        pairs = ", ".join(f"{a}-{b}" for a, b in record.pairs) or "none"
        lines.append(f"  pairs: {pairs}")
        if record.downfloaters:
            lines.append(f"  downfloaters: {_ids(record.downfloaters)}")
        faults = [f"{name} {format_criterion(value)}" for name, value in record.violations().items()]
        lines.append("  perfect candidate (3.4.1)" if record.perfect else
                     "  no perfect candidate: the best one was chosen (3.8.1)"
                     + (f"; it breaks {', '.join(faults)}" if faults else ""))
    if pairing.bye is not None:
        lines.append("")
        lines.append(f"Pairing-allocated bye: {pairing.bye} ({pairing.bye_reason})")
    lines.append("")
    lines.append("Colours (5.2): " + ", ".join(f"{b.white}-{b.black} {b.colour_rule}" for b in pairing.boards))
    return "\n".join(lines) + "\n"
