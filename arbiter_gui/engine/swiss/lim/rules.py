"""What the Lim system (C.04.4.3, 2026 text) reads from each player and each pair.

Compatibility (2.1, with the last-round exception of article 6), due colours (5.1, 5.5, 5.6), the
median score (2.2) and the colour of a pair (5.3, 5.4, 5.6, 7.2). Pure functions of the snapshot.
"""
from __future__ import annotations

from fractions import Fraction
from typing import Mapping

from ...colours import by_number, colour_difference, last_alternation, player_preference
from ...snapshot import Colour, PlayerState, Snapshot


def forced_colour(player: PlayerState) -> Colour | None:
    """2.1 (C.04.1 6-7): the colour a player must get so as not to have the same colour in three
    successive rounds or three more of one colour than the other; played games only (C.04.2 3.4)."""
    pref = player_preference(player)
    return pref.colour if pref.is_absolute else None


def due_colour(player: PlayerState) -> Colour | None:
    """5.3, 5.1, 5.5, 5.6: the colour the player must have (2.1), else the equalising colour if the
    colours are unequal, else the alternate colour; None before the first game."""
    if not player.colours:
        return None
    forced = forced_colour(player)
    if forced is not None:
        return forced
    difference = colour_difference(player.colours)
    if difference:
        return Colour.BLACK if difference > 0 else Colour.WHITE
    return player.colours[-1].opposite


def median_score(snapshot: Snapshot) -> Fraction:
    """2.2: half the points of the rounds played (half the number of rounds at one point a win)."""
    return snapshot.win_points * (snapshot.round - 1) / 2


def compatible(snapshot: Snapshot, a: PlayerState, b: PlayerState, last_round_exception: bool = True,
               forced: Mapping[int, Colour | None] | None = None) -> bool:
    """2.1: not met before (and not forbidden by the arbiter), and a legal colour for both. In the last
    round players with the same score may meet whatever their colours (article 6). ``forced``: each
    player's ``forced_colour`` when the caller has them (a round asks about every pair)."""
    if a.id == b.id or not snapshot.may_meet(a, b):
        return False
    colour = forced_colour(a) if forced is None else forced[a.id]
    if colour is None or colour is not (forced_colour(b) if forced is None else forced[b.id]):
        return True
    return last_round_exception and snapshot.is_last_round and a.score == b.score  # 6


def allocate(higher: PlayerState, lower: PlayerState, initial_colour: Colour, upper_side: bool,
             even_round: bool) -> tuple[Colour, str]:
    """The colour of ``higher`` (the higher ranked player) and the article that decided it.
    ``upper_side``: the pair is made in the median scoregroup or above (5.4)."""
    if not higher.colours and not lower.colours:  # 7.2 (also for two players yet to play, ruling L9)
        return by_number(higher, initial_colour), "7.2"
    forced_h, forced_l = forced_colour(higher), forced_colour(lower)
    if forced_h is not forced_l:  # 2.1, 5.3: a player who must have a colour gets it
        return (forced_h if forced_h is not None else forced_l.opposite), "5.3"  # type: ignore[union-attr]
    due_h, due_l = due_colour(higher), due_colour(lower)
    if due_h is None or due_l is None or due_h is not due_l:  # both granted (5.1)
        return (due_h if due_h is not None else due_l.opposite), "5.1"  # type: ignore[union-attr]
    equalising = "5.6" if even_round else "5.5"
    diff_h, diff_l = abs(colour_difference(higher.colours)), abs(colour_difference(lower.colours))
    if diff_h != diff_l:  # equalising goes before alternating (5.1, C.04.1 8)
        return (due_h if diff_h > diff_l else due_h.opposite), equalising
    alternated = last_alternation(higher.colours, lower.colours)  # 5.4: going back in sequence
    if alternated is not None:
        return alternated, "5.4"
    # 5.4: identical histories: the higher ranked gets the due colour at the median or above, the
    # lower ranked below it
    return (due_h if upper_side else due_h.opposite), "5.4"
