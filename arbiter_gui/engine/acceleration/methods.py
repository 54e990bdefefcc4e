"""The acceleration methods a Swiss tournament may announce (C.04.2 A.3; C.04.7; seed 003 8.3),
by name: the TRF 250 ranges and the per-player XXA values each gives, from the participants of
round 1, the number of rounds and, for the decreasing method, the points scored so far.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Callable, Mapping, Sequence

from .baku import baku_rules
from .decreasing import decreasing_points
from .english import english_rules
from .haley import haley_rules
from .mcmahon import mcmahon_rules
from .virtual import AccelerationError, VirtualPoints

__all__ = ["METHODS", "Method", "Plan", "plan"]

StaticRules = Callable[[Sequence[int], int, Fraction, Fraction, Fraction], list[VirtualPoints]]


@dataclass(frozen=True)
class Plan:
    """The virtual points of a tournament: 250 ranges and XXA lists (pairing number -> per round)."""

    rules: tuple[VirtualPoints, ...] = ()
    per_player: Mapping[int, tuple[Fraction, ...]] = field(default_factory=dict)


@dataclass(frozen=True)
class Method:
    label: str  # what the explanation and the settings call it
    source: str  # where its rules are
    rules: StaticRules | None = None  # groups fixed before round 1: 250 ranges
    results_based: bool = False  # the virtual points follow the results: XXA per player


METHODS: dict[str, Method] = {
    "baku": Method("Baku acceleration", "C.04.7 article 1", rules=baku_rules),
    "haley": Method("Haley acceleration", "seed 003 8.3", rules=haley_rules),
    "french": Method("decreasing (French) acceleration", "seed 003 8.3", results_based=True),
    "english": Method("English accelerated system", "seed 003 8.3", rules=english_rules),
    "mcmahon": Method("McMahon system", "seed 003 8.3", rules=mcmahon_rules),
}


def plan(method: str, initial_participants: Sequence[int], total_rounds: int, scored: Mapping[int, Sequence[Fraction]],
         win: Fraction, draw: Fraction, loss: Fraction) -> Plan:
    """The virtual points ``method`` gives; AccelerationError if it cannot be applied."""
    if method not in METHODS:
        raise AccelerationError(f"unknown acceleration {method!r} (one of {', '.join(METHODS)})")
    chosen = METHODS[method]
    if chosen.rules is not None:
        return Plan(rules=tuple(chosen.rules(initial_participants, total_rounds, win, draw, loss)))
    return Plan(per_player=decreasing_points(initial_participants, total_rounds, scored, win, draw, loss))
