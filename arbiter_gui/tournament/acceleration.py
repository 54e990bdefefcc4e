"""The acceleration rules in force for a tournament (C.04.7): the TRF 250 rules it was given, or
those the Baku method computes (``settings.acceleration == "baku"``) from its players, and the
fictitious points they give a player in a round.

One function for the engine's input, the TRF reader and the TRF export, so that the file and the
pairing never disagree. Rules given explicitly (TRF 250 / XXA) win over the computed ones, as in
bbpPairings.
"""
from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING, Iterable, Mapping, Sequence

from ..engine.acceleration.baku import VirtualPoints, baku_rules
from .model import AccelerationRule

if TYPE_CHECKING:
    from .model import Tournament

__all__ = ["acceleration_rules", "as_rules", "computed_baku_rules", "fictitious_points", "initial_participants"]


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
    """The Baku method's virtual points (C.04.7 1.4) as TRF 250 rules."""
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


def computed_baku_rules(t: Tournament) -> tuple[AccelerationRule, ...]:
    """The Baku virtual points of the tournament as TRF 250 rules (none without players);
    BakuError if the point system does not allow the method (1.1)."""
    participants = initial_participants(t)
    if not participants:
        return ()
    system = t.settings.point_system
    return as_rules(baku_rules(participants, t.settings.rounds, system.win, system.draw, system.loss))


def acceleration_rules(t: Tournament) -> tuple[AccelerationRule, ...]:
    """The 250 rules the pairing uses and the export writes (XXA points are kept apart)."""
    s = t.settings
    if s.acceleration != "baku" or s.accelerations or s.acceleration_points:
        return s.accelerations
    return computed_baku_rules(t)
