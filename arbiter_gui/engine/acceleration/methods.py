"""The acceleration methods a Swiss tournament may announce (C.04.2 A.3; C.04.7; seed 003 8.3),
by name: the TRF 250 ranges and the per-player XXA values each gives, from the participants of
round 1, the number of rounds and, for the decreasing method, the points scored so far.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Callable, Mapping, Sequence

from ...text import QT_TRANSLATE_NOOP

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
    label: str  # what the explanation and the settings call it (context "Explain")
    source: str  # where its rules are
    rule: str  # who has virtual points and when, for the decision record (context "Explain")
    rules: StaticRules | None = None  # groups fixed before round 1: 250 ranges
    results_based: bool = False  # the virtual points follow the results: XXA per player


METHODS: dict[str, Method] = {
    "baku": Method(QT_TRANSLATE_NOOP("Explain", "Baku acceleration"), "C.04.7 article 1", QT_TRANSLATE_NOOP(
        "Explain", "group A, the first half of the participants of round 1 rounded up to an even number, has a "
                   "win's worth in the first half of the accelerated rounds and half of it in the others; the "
                   "accelerated rounds are the first half of the tournament"), rules=baku_rules),
    "haley": Method(QT_TRANSLATE_NOOP("Explain", "Haley acceleration"), "seed 003 8.3", QT_TRANSLATE_NOOP(
        "Explain", "the first half of the participants of round 1 has a win's worth in rounds 1-3 and half of "
                   "it in rounds 4-5"), rules=haley_rules),
    "french": Method(QT_TRANSLATE_NOOP("Explain", "decreasing (French) acceleration"), "seed 003 8.3", QT_TRANSLATE_NOOP(
        "Explain", "the participants of round 1 in three groups start with 2, 1 and 0 wins' worth; every two wins' "
                   "worth of points scored adds one, up to 2; none from the penultimate round on"),
        results_based=True),
    "english": Method(QT_TRANSLATE_NOOP("Explain", "English accelerated system"), "seed 003 8.3", QT_TRANSLATE_NOOP(
        "Explain", "groups A and B, the first two of four equal groups of the participants of round 1, have a "
                   "win's worth in rounds 1-2, so that A meets B and C meets D, then the groups cross"),
        rules=english_rules),
    "mcmahon": Method(QT_TRANSLATE_NOOP("Explain", "McMahon system"), "seed 003 8.3", QT_TRANSLATE_NOOP(
        "Explain", "the participants of round 1 in four groups start with 3, 2, 1 and 0 wins' worth, kept in "
                   "every round for the pairing only"), rules=mcmahon_rules),
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
