"""Rotation tournaments (seed 003 chapter 3.8): the players sit in order round the boards, whose
colours alternate, and move one seat in the same direction every round.

Round 1 has on board b the numbers b and m + 1 - b (m the even number of seats), the odd number
White; every round each number is lowered by one (1 becomes n). So each even number meets each odd
number and everybody alternates colours: n / 2 rounds for n even (the seed's table of 10 players).
For n odd the rotation is the same with n seated in the middle of nowhere: n rests in round 1, then
n - 1 and so on, and the tournament has n rounds in which everybody meets everybody (the seed's
table of 7 players). The seed's alternative for n odd, a dummy n + 1 and (n + 1) / 2 rounds, gives
rests to the odd numbers only (``with_dummy``).
"""
from __future__ import annotations

from ...text import QT_TRANSLATE_NOOP, explain_text
from .berger import ScheduleError
from .common import Schedule, split_rests

__all__ = ["rotation"]


def rotation(players: int, with_dummy: bool = False) -> Schedule:
    if players < 2:
        raise ScheduleError(explain_text(QT_TRANSLATE_NOOP(
            "Explain", "a rotation tournament needs at least 2 players, not {0}"), players))
    odd = players % 2 == 1
    seats = players + 1 if odd and with_dummy else players  # the numbers going round
    even_seats = seats - seats % 2
    first = [(b, even_seats + 1 - b) if b % 2 else (even_seats + 1 - b, b) for b in range(1, even_seats // 2 + 1)]
    count = seats if seats % 2 else seats // 2
    rounds = [[(((w - 1 - r) % seats) + 1, ((b - 1 - r) % seats) + 1) for w, b in first] for r in range(count)]
    reasons = [explain_text(QT_TRANSLATE_NOOP("Explain", "seed 003 3.8: the players move one seat each round round "
                                                         "boards of alternating colours"))]
    if seats % 2:
        rests = [[((seats - 1 - r) % seats) + 1] for r in range(count)]
        reasons.append(explain_text(QT_TRANSLATE_NOOP("Explain", "{0} players: one rests each round, from the last "
                                                                 "number down, and the tournament has {1} rounds in "
                                                                 "which everybody meets everybody"), players, count))
        return Schedule("rotation", rounds, rests, reasons)
    games, rests = split_rests(rounds, lambda p: p <= players)
    if seats > players:
        reasons.append(explain_text(QT_TRANSLATE_NOOP("Explain", "{0} players with a dummy {1}: whoever meets it "
                                                                 "rests (the odd numbers, so the even ones play one "
                                                                 "game more)"), players, seats))
    else:
        reasons.append(explain_text(QT_TRANSLATE_NOOP("Explain", "{0} players, {1} rounds: each even number meets "
                                                                 "each odd number once"), players, count))
    return Schedule("rotation", games, rests, reasons)
