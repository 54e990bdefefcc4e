"""The pairing systems the engine offers, by name."""
from __future__ import annotations

from functools import partial
from typing import Callable

from .result import RoundPairing
from .schedules import berger
from .snapshot import Snapshot
from .swiss.burstein import pairing as burstein
from .swiss.double_swiss import pairing as double_swiss
from .swiss.dubov import pairing as dubov
from .swiss.dutch import pairing as dutch
from .swiss.lim import pairing as lim
from .swiss.team import pairing as team

PairFunction = Callable[[Snapshot], RoundPairing]

SYSTEMS: dict[str, PairFunction] = {
    "dutch": dutch.pair_round,
    "dubov": dubov.pair_round,  # C.04.4.1
    "burstein": burstein.pair_round,  # C.04.4.2
    "lim": lim.pair_round,  # C.04.4.3
    "lim_maxi": partial(lim.pair_round, maxi=True),  # C.04.4.3 in a Maxi-tournament (3.2.3, 3.8, 5.7)
    **berger.SYSTEMS,  # C.05 Annex 1: round_robin, double_round_robin
    "double_swiss": double_swiss.pair_round,  # C.04.5
    **team.SYSTEMS,  # C.04.6: team (Type A colour preferences), team_b (Type B), team_no_colours
}

# Systems whose participants meet in matches (two games, C.04.5) or are teams (C.04.6): their
# files have a layout of their own (docs/double-swiss-and-team.md).
MATCH_SYSTEMS = frozenset({"double_swiss", *team.SYSTEMS})


def pair(system: str, snapshot: Snapshot) -> RoundPairing:
    """Pair ``snapshot`` with the named system (KeyError for an unknown name)."""
    return SYSTEMS[system](snapshot)
