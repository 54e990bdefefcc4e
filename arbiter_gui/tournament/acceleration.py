"""The acceleration rules in force for a tournament (C.04.7): the TRF 250 rules it was given, or
those the Baku method computes (``settings.acceleration == "baku"``) from its players.

One function for the engine's input and the TRF export, so that the file and the pairing never
disagree. Rules given explicitly (TRF 250 / XXA) win over the computed ones, as in bbpPairings.
"""
from __future__ import annotations

from ..engine.acceleration.baku import baku_rules
from ..formats.trf import Acceleration
from .model import AccelerationRule, Tournament

__all__ = ["acceleration_records", "acceleration_rules", "computed_baku_rules", "initial_participants"]


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
    return tuple(AccelerationRule(rule.points, rule.first_round, rule.last_round, rule.first_player, rule.last_player)
                 for rule in baku_rules(participants, t.settings.rounds, system.win, system.draw, system.loss))


def acceleration_rules(t: Tournament) -> tuple[AccelerationRule, ...]:
    """The 250 rules the pairing uses and the export writes (XXA points are kept apart)."""
    s = t.settings
    if s.acceleration != "baku" or s.accelerations or s.acceleration_points:
        return s.accelerations
    return computed_baku_rules(t)


def acceleration_records(t: Tournament) -> list[Acceleration]:
    """``acceleration_rules`` as the TRF model's 250 records."""
    return [Acceleration(a.match_points, a.game_points, a.first_round, a.last_round, a.first_player, a.last_player)
            for a in acceleration_rules(t)]
