"""What the 1992 FIDE Swiss rules (seed 004) read from each player and each pair.

Ranking (A2), colour preferences (A7, read as the shared C.04.3 1.7 function: the two texts agree),
x (A8), the absolute criteria (B1, B2), the colour criterion of a pair (B4), the float criteria (B5,
B6), the last-round exemption of the note after B6, and the colour of a pair (E1-E4). Pure functions
of the snapshot.
"""
from __future__ import annotations

from enum import IntEnum
from fractions import Fraction

from ...colours import by_number, colour_difference, last_alternation, player_preference
from ...snapshot import Colour, Float, PlayerState, Snapshot

NO_PAIRING = ("B1-B2", "1992 rules")


class FloatLevel(IntEnum):
    """Which float criteria are still in force (1992 C9, C10a drop B6, then B5)."""

    B5_B6 = 0
    B5 = 1
    NONE = 2


LEVEL_WORDS = {FloatLevel.B5_B6: "B5 and B6 in force", FloatLevel.B5: "B6 dropped (1992 C9)",
               FloatLevel.NONE: "B6 and B5 dropped (1992 C9)"}


def a2_key(player: PlayerState) -> tuple[Fraction, int, int]:
    """1992 A2: points, then rating, then the order of the pairing numbers (title and name, A2 c-d,
    are what gave those numbers; docs/rulings.md, 1992 rules R1)."""
    return (-player.score, -player.rating, player.id)


def forbidden_colours(player: PlayerState) -> frozenset[Colour]:
    """1992 B2: the colours that would give a colour difference beyond +2/-2 or a third game with the
    same colour in a row (played games only, F2)."""
    banned = set()
    for colour in Colour:
        history = player.colours + (colour,)
        if abs(colour_difference(history)) > 2 or (len(history) >= 3 and history[-1] is history[-2] is history[-3]):
            banned.add(colour)
    return frozenset(banned)


def x_value(players: list[PlayerState]) -> int:
    """1992 A8: x = n - q if n > b else b - q (never below 0), q half the players rounded up."""
    prefs = [player_preference(p).colour for p in players]
    whites, blacks = prefs.count(Colour.WHITE), prefs.count(Colour.BLACK)
    q = (len(players) + 1) // 2
    return max(0, max(whites, blacks) - q)


class Rules:
    """The criteria of one round."""

    def __init__(self, snapshot: Snapshot) -> None:
        self.snap = snapshot
        self.by_id = {p.id: p for p in snapshot.players}
        self.banned = {p.id: forbidden_colours(p) for p in snapshot.players}
        self.pref = {p.id: player_preference(p) for p in snapshot.players}
        half = snapshot.win_points * (snapshot.round - 1) / 2
        # Note after B6: in the last round B2, B5 and B6 do not bind a player with more than 50%
        # (real points, of those of the rounds played; docs/rulings.md, 1992 rules R2)
        self.exempt = {p.id: snapshot.is_last_round and p.points > half for p in snapshot.players}
        self._legal: dict[tuple[int, int], bool] = {}

    def legal(self, a: int, b: int) -> bool:
        """1992 B1a (and the arbiter's forbidden pairs) and B2: some colours are legal for both."""
        key = (a, b) if a < b else (b, a)
        if key not in self._legal:
            pa, pb = self.by_id[a], self.by_id[b]
            self._legal[key] = a != b and self.snap.may_meet(pa, pb) and any(
                self._may_have(a, colour) and self._may_have(b, colour.opposite) for colour in Colour)
        return self._legal[key]

    def _may_have(self, pid: int, colour: Colour) -> bool:
        return self.exempt[pid] or colour not in self.banned[pid]

    def may_have_bye(self, pid: int) -> bool:
        """1992 B1b: no bye for a player who already scored a point without playing."""
        return not self.by_id[pid].bye_ineligible

    def clash(self, a: int, b: int) -> bool:
        """1992 B4, A8: the pair does not realise both colour preferences (both prefer the same colour)."""
        ca, cb = self.pref[a].colour, self.pref[b].colour
        return ca is not None and ca is cb

    def float_ok(self, pid: int, kind: Float, level: FloatLevel) -> bool:
        """1992 B5 (not the same float as in the previous round) and B6 (nor as two rounds before),
        as far as ``level`` keeps them; floats as C.04.3 1.4 records them, the bye a downfloat (A5)."""
        player = self.by_id[pid]
        if self.exempt[pid]:
            return True
        if level <= FloatLevel.B5 and player.float_before(1) is kind:
            return False
        return not (level == FloatLevel.B5_B6 and player.float_before(2) is kind)

    def pair_floats_ok(self, a: int, b: int, level: FloatLevel) -> bool:
        """The upfloat a pair of unequal scores gives its lower player (A4); the downfloat of the
        higher one was weighed when it was moved down."""
        sa, sb = self.by_id[a].score, self.by_id[b].score
        if sa == sb:
            return True
        return self.float_ok(b if sa > sb else a, Float.UP, level)

    def allocate(self, higher: PlayerState, lower: PlayerState) -> tuple[Colour, str]:
        """1992 E1-E4: the colour of ``higher`` (the higher by A2) and the article that decided it."""
        ph, pl = self.pref[higher.id], self.pref[lower.id]
        if ph.colour is None and pl.colour is not None:
            return pl.colour.opposite, "1992 E1"
        if pl.colour is None and ph.colour is not None:
            return ph.colour, "1992 E1"
        if ph.colour is not None and ph.colour is not pl.colour:
            return ph.colour, "1992 E1"
        if ph.colour is not None and ph.strength != pl.strength:
            return (ph.colour if ph.strength > pl.strength else ph.colour.opposite), "1992 E2"
        alternated = last_alternation(higher.colours, lower.colours)  # F3: histories aligned at the latest game
        if alternated is not None:
            return alternated, "1992 E3"
        if ph.colour is not None:
            return ph.colour, "1992 E4"
        # E4, first round: odd numbers of S1 one colour, even numbers the other (the colour drawn
        # by lot is the initial colour); also two players yet to play later (docs/rulings.md, R5)
        return by_number(higher, self.snap.initial_colour), "1992 E4"
