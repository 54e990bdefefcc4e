"""The pairing systems the engine offers, by name."""
from __future__ import annotations

from typing import Callable

from . import dubov, dutch
from .result import RoundPairing
from .snapshot import Snapshot

PairFunction = Callable[[Snapshot], RoundPairing]

SYSTEMS: dict[str, PairFunction] = {
    "dutch": dutch.pair_round,
    "dubov": dubov.pair_round,  # C.04.4.1
}


def pair(system: str, snapshot: Snapshot) -> RoundPairing:
    """Pair ``snapshot`` with the named system (KeyError for an unknown name)."""
    return SYSTEMS[system](snapshot)
