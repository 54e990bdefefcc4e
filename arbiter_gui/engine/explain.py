"""The decision record of a round as stable JSON (documented in docs/explanation.md)."""
from __future__ import annotations

import json
from dataclasses import asdict
from fractions import Fraction
from typing import Any

from .result import RoundPairing

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
