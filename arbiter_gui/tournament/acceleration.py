"""The acceleration rules in force for a tournament (C.04.7; seed 003 8.3): the TRF 250 / XXA rules
it was given, or those its acceleration method computes (``settings.acceleration``, a method of
engine/acceleration/methods.py) from its players and, for the decreasing method, their results;
and the fictitious points they give a player in a round.

One function for the engine's input, the TRF reader and the TRF export, so that the file and the
pairing never disagree. Rules given explicitly (TRF 250 / XXA) win over the computed ones, as in
bbpPairings.
"""
from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING, Iterable, Mapping, Sequence

from ..engine.acceleration.methods import Plan, plan
from ..engine.acceleration.virtual import AccelerationError, VirtualPoints
from .model import AccelerationRule
from .scoring import PointSystem

if TYPE_CHECKING:
    from .model import Tournament

__all__ = ["acceleration_points", "acceleration_rules", "as_rules", "computed_plan",
           "fictitious_points", "initial_participants", "method_in_force", "method_problem"]


def fictitious_points(rules: Iterable[AccelerationRule], per_player: Mapping[int, Sequence[Fraction]],
                      player: int, round_number: int) -> Fraction:
    """Fictitious points of a player in a round (C.04.7; TRF.md 6.2, 8): his own list (XXA) if he
    has one, else the last 250 rule covering him and the round, else 0."""
    if player in per_player:
        values = per_player[player]
        return values[round_number - 1] if round_number <= len(values) else Fraction(0)
    points = Fraction(0)
    for rule in rules:
        if rule.first_round <= round_number <= rule.last_round and rule.first_player <= player <= rule.last_player:
            points = rule.game_points
    return points


def as_rules(rules: Iterable[VirtualPoints]) -> tuple[AccelerationRule, ...]:
    """An acceleration method's virtual points (C.04.7 1.4) as TRF 250 rules."""
    return tuple(AccelerationRule(rule.points, rule.first_round, rule.last_round, rule.first_player, rule.last_player)
                 for rule in rules)


def initial_participants(t: Tournament) -> list[int]:
    """Pairing numbers of "the list of players to be paired" before round 1 (C.04.7 1.2): those
    registered, not withdrawn and without a bye or absence for round 1, or, once round 1 is paired,
    those it paired (a board or the pairing-allocated bye). A round-1 bye or absentee counts in N
    no more than a later entry (1.3), who is placed by his pairing number only."""
    if not t.round(1).paired:
        return t.to_pair(1)
    first = t.round(1)
    return [tpn for tpn in sorted(t.players) if first.board_of(tpn) is not None or first.unpaired.get(tpn) == "U"]


def method_problem(method: str, rounds: int, points: PointSystem) -> str | None:
    """Why an event of ``rounds`` rounds and these points cannot use ``method`` (C.04.7 1.1, the
    rounds the method needs), or None: the method's own checks, on a one-player field."""
    if method == "none":
        return None
    try:
        plan(method, [1], rounds, {}, points.win, points.draw, points.loss)
    except AccelerationError as error:
        return str(error)
    return None


def computed_plan(t: Tournament) -> Plan:
    """The virtual points the tournament's method gives (none without a method or players), from
    the participants of round 1 and the points scored in the rounds whose results are complete;
    AccelerationError if the method cannot be applied (the point system, too few rounds)."""
    participants = initial_participants(t)
    if t.settings.acceleration == "none" or not participants:
        return Plan()
    completed = t.complete_rounds
    scored = {tpn: [Fraction(0) if cell is None else cell.points
                    for cell in (t.cell(tpn, r) for r in range(1, completed + 1))] for tpn in t.players}
    system = t.settings.point_system
    return plan(t.settings.acceleration, participants, t.settings.rounds, scored, system.win, system.draw, system.loss)


def _given(t: Tournament) -> bool:
    """The tournament has its own 250 / XXA rules, which win over any computed ones."""
    return bool(t.settings.accelerations or t.settings.acceleration_points)


def method_in_force(t: Tournament) -> str:
    """The method whose computed virtual points the pairing uses: "" without one, or when the
    tournament gives its own 250 / XXA rules."""
    return "" if _given(t) or t.settings.acceleration == "none" else t.settings.acceleration


def acceleration_rules(t: Tournament) -> tuple[AccelerationRule, ...]:
    """The 250 rules the pairing uses and the export writes."""
    return t.settings.accelerations if _given(t) else as_rules(computed_plan(t).rules)


def acceleration_points(t: Tournament) -> Mapping[int, Sequence[Fraction]]:
    """The XXA lists (TPN -> points per round) the pairing uses and the export writes."""
    return t.settings.acceleration_points if _given(t) else computed_plan(t).per_player
