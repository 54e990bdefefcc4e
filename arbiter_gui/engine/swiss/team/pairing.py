"""The Team Pairing System, C.04.6, as applied from 1 February 2026.

The participants are teams; the score is the primary score (default match points, 1.2.2), the
secondary score (default game points) only breaks ties for the first-team of 4.2.2. A team's
colour in a match is that of its first board (1.6.1). The pairing is the top-scoregroup mechanism
of ``top_group`` with [C7] (not in the last two rounds), [C8]-[C10] on the pairs and the colour
preferences of Type A, Type B or none (1.7), one registry entry each.
"""
from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import Mapping, Sequence

from ...colours import (
    NO_PREFERENCE,
    Preference,
    Strength,
    colour_difference,
    last_alternation,
)
from ...result import RoundPairing
from ...snapshot import Colour, PlayerState, Snapshot
from ..top_group import (
    SystemRules,
    TopGroupRound,
    alternate_from_last,
    first_match_colour,
    upfloater_opponents_floated,
)

TYPE_A, TYPE_B, NO_COLOURS = "A", "B", "none"


def preference(team: PlayerState, kind: str, last_round: bool) -> Preference:
    """1.7: Type A preferences are simple (told apart as MILD), Type B strong or mild, or none."""
    if kind == NO_COLOURS or not team.colours:
        return NO_PREFERENCE  # 1.7.2.5 (no match yet)
    cd = colour_difference(team.colours)
    last_two = team.colours[-2:] if len(team.colours) >= 2 else ()
    first_strength = Strength.MILD if kind == TYPE_A else Strength.STRONG
    if cd < -1 or (cd in (0, -1) and last_two == (Colour.BLACK, Colour.BLACK)):  # 1.7.1.1, 1.7.2.1
        return Preference(Colour.WHITE, first_strength)
    if cd > 1 or (cd in (0, 1) and last_two == (Colour.WHITE, Colour.WHITE)):  # 1.7.1.2, 1.7.2.2
        return Preference(Colour.BLACK, first_strength)
    if kind == TYPE_A:
        return NO_PREFERENCE  # 1.7.1.3
    if cd == -1:  # 1.7.2.3 (printed "CD is 1"; ruling T1)
        return Preference(Colour.WHITE, Strength.MILD)
    if cd == 1:  # 1.7.2.4
        return Preference(Colour.BLACK, Strength.MILD)
    if last_round:  # 1.7.2.5: CD zero in the last round
        return NO_PREFERENCE
    return Preference(team.colours[-1].opposite, Strength.MILD)  # 1.7.2.3-4, CD zero


def with_game_points(snap: Snapshot, game_points: Mapping[int, Sequence[Fraction]], primary: bool) -> Snapshot:
    """4.2.2: each team's secondary score (game points by default, 1.2.2: ``game_points[team]``
    per round before this one); with game points primary (1.2.1) the two scores are exchanged,
    history included."""
    def team(p: PlayerState) -> PlayerState:
        gp = sum(game_points.get(p.id, ()), Fraction(0))
        if primary:
            return replace(p, score=gp, real_score=None, secondary_score=p.score)
        return replace(p, secondary_score=gp)

    history = snap.history
    if primary:
        history = {t: tuple(replace(e, points=game_points[t][i]) if i < len(game_points.get(t, ())) else e
                            for i, e in enumerate(entries)) for t, entries in snap.history.items()}
    return replace(snap, players=tuple(team(p) for p in snap.players), history=history)


def first_team_key(team: PlayerState) -> tuple[object, ...]:
    """4.2: higher primary score, higher secondary score (when used), smaller TPN."""
    return (-team.score, -(team.secondary_score or 0), team.id)


class TeamRules:
    """The Team system with one kind of colour preferences (1.7); no state of its own (one instance
    serves every tournament: the preferences of a round are kept by the round)."""

    def __init__(self, kind: str) -> None:
        self.kind = kind
        name = {TYPE_A: "team", TYPE_B: "team_b", NO_COLOURS: "team_no_colours"}[kind]
        self.rules = SystemRules(name, "C.04.6", no_upfloater_float_rounds=2,
                                 pair_criteria=("C8", "C9", "C10"), pair_costs=self.costs, allocate=self.allocate,
                                 preference=self.preference)

    def preference(self, team: PlayerState, last_round: bool) -> Preference:
        return preference(team, self.kind, last_round)

    @staticmethod
    def pref(rnd: TopGroupRound, team: PlayerState) -> Preference:
        """1.7 for ``team``, worked out by the round for every team once."""
        return rnd.preferences[team.id]

    def costs(self, rnd: TopGroupRound, a: int, b: int, upfloaters: frozenset[int]) -> tuple[int, ...]:
        pa, pb = self.pref(rnd, rnd.by_id[a]), self.pref(rnd, rnd.by_id[b])
        clash = pa.colour is not None and pa.colour is pb.colour
        both_strong = clash and self.kind == TYPE_B and pa.strength is pb.strength is Strength.STRONG
        return (int(clash),  # 2.3.5 [C8]: one of the two preferences is not fulfilled
                int(both_strong),  # 2.3.6 [C9] (Type B): one strong preference is not fulfilled
                upfloater_opponents_floated(rnd, a, b, upfloaters))  # 2.3.7 [C10]

    def allocate(self, rnd: TopGroupRound, higher: PlayerState, other: PlayerState) -> tuple[Colour, str]:
        """4.3 for the first-team (4.2); returned as the colour of ``higher``."""
        first, second = sorted((higher, other), key=first_team_key)
        colour, rule = self.first_team_colour(rnd, first, second)
        return (colour if first is higher else colour.opposite), rule

    def first_team_colour(self, rnd: TopGroupRound, first: PlayerState, other: PlayerState) -> tuple[Colour, str]:
        decided = first_match_colour(rnd, first, other)  # 4.3.1
        if decided is not None:
            return decided
        pf, po = self.pref(rnd, first), self.pref(rnd, other)
        if (pf.colour is None) != (po.colour is None):  # 4.3.2: only one has a preference
            return (pf.colour if pf.colour is not None else po.colour.opposite), "4.3.2"  # type: ignore[union-attr]
        if pf.colour is not None and pf.colour is not po.colour:  # 4.3.3: opposite preferences
            return pf.colour, "4.3.3"
        if self.kind == TYPE_B and pf.colour is not None and pf.strength != po.strength:  # 4.3.4
            return (pf.colour if pf.strength is Strength.STRONG else pf.colour.opposite), "4.3.4"
        cf, co = colour_difference(first.colours), colour_difference(other.colours)
        if cf != co:  # 4.3.5: White to the lower colour difference
            return (Colour.WHITE if cf < co else Colour.BLACK), "4.3.5"
        alternated = last_alternation(first.colours, other.colours)  # 4.3.6 (C.04.2 3.4)
        if alternated is not None:
            return alternated, "4.3.6"
        if pf.colour is not None:  # 4.3.7
            return pf.colour, "4.3.7"
        return alternate_from_last(first, other, ("4.3.8", "4.3.9"))


TYPE_A_RULES, TYPE_B_RULES, NO_COLOUR_RULES = (TeamRules(k) for k in (TYPE_A, TYPE_B, NO_COLOURS))


def pair_round(snapshot: Snapshot, rules: TeamRules = TYPE_A_RULES) -> RoundPairing:
    return TopGroupRound(snapshot, rules.rules).pair()

