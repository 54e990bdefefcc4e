"""Colour preferences (C.04.3 1.6-1.7), the Dutch colour allocation rules (C.04.3 5.2) and those
of Dubov and Burstein (C.04.4.1 and C.04.4.2 5.2, worded alike)."""
from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from functools import lru_cache

from .snapshot import Colour, PlayerState


class Strength(IntEnum):
    NONE = 0
    MILD = 1  # 1.7.3
    STRONG = 2  # 1.7.2
    ABSOLUTE = 3  # 1.7.1


@dataclass(frozen=True)
class Preference:
    colour: Colour | None
    strength: Strength

    @property
    def is_absolute(self) -> bool:
        return self.strength is Strength.ABSOLUTE


NO_PREFERENCE = Preference(None, Strength.NONE)


# Both are asked for every pair a last round's topscorers could make (C10, C11 weigh the colours a
# pair would get): a player's history is one tuple, so each is computed once per history.
@lru_cache(maxsize=1 << 14)
def colour_difference(colours: tuple[Colour, ...]) -> int:
    """C.04.3 1.6: games with White minus games with Black."""
    whites = sum(1 for c in colours if c is Colour.WHITE)
    return 2 * whites - len(colours)


@lru_cache(maxsize=1 << 14)
def preference(colours: tuple[Colour, ...]) -> Preference:
    """C.04.3 1.7, from the colours of played games only (C.04.2 3.4)."""
    if not colours:
        return NO_PREFERENCE  # 1.7.4
    cd = colour_difference(colours)
    if cd < -1:
        return Preference(Colour.WHITE, Strength.ABSOLUTE)
    if cd > 1:
        return Preference(Colour.BLACK, Strength.ABSOLUTE)
    if len(colours) >= 2 and colours[-1] is colours[-2]:
        return Preference(colours[-1].opposite, Strength.ABSOLUTE)
    if cd == -1:
        return Preference(Colour.WHITE, Strength.STRONG)
    if cd == 1:
        return Preference(Colour.BLACK, Strength.STRONG)
    return Preference(colours[-1].opposite, Strength.MILD)


def player_preference(player: PlayerState) -> Preference:
    return preference(player.colours)


def last_alternation(a: tuple[Colour, ...], b: tuple[Colour, ...]) -> Colour | None:
    """C.04.3 5.2.3: the colour ``a`` should get so as to alternate from the most recent round in
    which one had White and the other Black (histories aligned at their latest game, C.04.2 3.4)."""
    for ca, cb in zip(reversed(a), reversed(b)):
        if ca is not cb:
            return ca.opposite
    return None


def by_number(player: PlayerState, initial_colour: Colour) -> Colour:
    """The initial-colour to an odd number, the opposite to an even one (C.04.3 5.2.5, C.04.4.1 and
    C.04.4.2 5.2.1, C.04.4.3 7.2, C.04.5 and C.04.6 4.3.1). The number is the TPN counted among the
    players of the pairing, as the endorsed engines count it (docs/rulings.md R25): absent players
    who never took part in a pairing, late entries not yet arrived, do not shift the colours."""
    number = player.id if player.pairing_number is None else player.pairing_number
    return initial_colour if number % 2 == 1 else initial_colour.opposite


def allocate(higher: PlayerState, lower: PlayerState, initial_colour: Colour) -> tuple[Colour, str]:
    """C.04.3 5.2: the colour of ``higher`` (the higher ranked player, 1.2) and the rule that decided it."""
    ph, pl = player_preference(higher), player_preference(lower)
    if ph.colour is None and pl.colour is not None:
        return pl.colour.opposite, "5.2.1"
    if pl.colour is None and ph.colour is not None:
        return ph.colour, "5.2.1"
    if ph.colour is not None and ph.colour is not pl.colour:
        return ph.colour, "5.2.1"
    if ph.colour is not None:
        if ph.strength != pl.strength:
            winner_is_higher = ph.strength > pl.strength
            return (ph.colour if winner_is_higher else ph.colour.opposite), "5.2.2"
        if ph.is_absolute:
            dh, dl = abs(colour_difference(higher.colours)), abs(colour_difference(lower.colours))
            if dh != dl:
                return (ph.colour if dh > dl else ph.colour.opposite), "5.2.2"
    alternated = last_alternation(higher.colours, lower.colours)
    if alternated is not None:
        return alternated, "5.2.3"
    if ph.colour is not None:
        return ph.colour, "5.2.4"
    return by_number(higher, initial_colour), "5.2.5"


def allocate_by_preferences(higher: PlayerState, lower: PlayerState, pref_higher: Preference,
                            pref_lower: Preference, initial_colour: Colour) -> tuple[Colour, str]:
    """5.2 of the Dubov (C.04.4.1) and Burstein (C.04.4.2) systems, worded alike: the colour of
    ``higher`` (the higher ranked player by the system's own ranking) and the article that decided it."""
    if not higher.colours and not lower.colours:  # 5.2.1: both have yet to play a game
        return by_number(higher, initial_colour), "5.2.1"
    if pref_higher.colour is None:  # Burstein 1.5.4: no games, the opponent's preference is granted
        assert pref_lower.colour is not None
        return pref_lower.colour.opposite, "5.2.2"
    if pref_higher.colour is not pref_lower.colour:  # 5.2.2
        return pref_higher.colour, "5.2.2"
    if pref_higher.strength != pref_lower.strength:  # 5.2.3
        wanted = pref_higher.colour
        return (wanted if pref_higher.strength > pref_lower.strength else wanted.opposite), "5.2.3"
    alternated = last_alternation(higher.colours, lower.colours)  # 5.2.4 (C.04.2 3.4)
    if alternated is not None:
        return alternated, "5.2.4"
    return pref_higher.colour, "5.2.5"
