"""The Hilton system (seed 003 chapter 5.2): the Hutton idea over up to three rounds, players
meeting players of the same board, for an even number t of teams of t - 1 players.

The boards of round r are the pairings of the teams F_((r - b) mod (t - 1)) on board b, where the
F_k are the rounds of a round robin between the teams: each board is a round robin of the teams
spread over the rounds, and nobody has three equal colours. For 4 teams the F_k are the seed's
(C-B D-A, B-A D-C, A-C B-D: its table of 4 teams of 3); for other numbers the Berger table's rounds.
An odd number of teams plays the table of the next even number, the team meeting the dummy resting
on that board. Players added beyond t - 1 repeat the boards with the colours reversed, as the
seed asks; fewer players suppress the boards beyond.
"""
from __future__ import annotations

from ...text import QT_TRANSLATE_NOOP, explain_text
from .berger import ScheduleError, table
from .common import LETTERS, Schedule, member, split_rests, team_of
from .hutton import extend, resized

__all__ = ["HILTON_FACTORS_4", "hilton"]

HILTON_FACTORS_4 = ((("C", "B"), ("D", "A")), (("B", "A"), ("D", "C")), (("A", "C"), ("B", "D")))  # seed 003 5.2
MAX_ROUNDS = 3


def hilton(teams: int, rounds: int = MAX_ROUNDS, players: int | None = None) -> Schedule:
    if not 2 <= teams <= len(LETTERS):
        raise ScheduleError(explain_text(QT_TRANSLATE_NOOP(
            "Explain", "a Hilton event needs 2 to {0} teams, not {1}"), len(LETTERS), teams))
    even = teams + teams % 2
    size = even - 1
    if not 1 <= rounds <= min(MAX_ROUNDS, size):
        raise ScheduleError(explain_text(QT_TRANSLATE_NOOP(
            "Explain", "a Hilton event of {0} teams has 1 to {1} rounds, not {2}"), teams,
            min(MAX_ROUNDS, size), rounds))
    if even == 4:
        factors = [list(f) for f in HILTON_FACTORS_4]
    else:
        factors = [[(LETTERS[a - 1], LETTERS[b - 1]) for a, b in phase] for phase in table(even)]
    schedule = [[(member(w, b), member(k, b)) for b in range(1, size + 1) for w, k in factors[(r - b) % size]]
                for r in range(1, rounds + 1)]
    players = players or size
    schedule = [extend(boards, size, players, reverse=True) for boards in schedule]
    games, rests = split_rests(schedule, lambda p: team_of(p) in LETTERS[:teams])
    source = (QT_TRANSLATE_NOOP("Explain", "seed 003 5.2: {0} teams of {1}, board b of round r pairs the teams as "
                                           "round (r - b) mod {1} of the seed's table") if even == 4 else
              QT_TRANSLATE_NOOP("Explain", "seed 003 5.2: {0} teams of {1}, board b of round r pairs the teams as "
                                           "round (r - b) mod {1} of the Berger table between the teams"))
    reasons = [explain_text(source, teams, size)]
    if teams % 2:
        reasons.append(explain_text(QT_TRANSLATE_NOOP("Explain", "{0} teams: the table of {1}, the team meeting the "
                                                                 "dummy rests on that board"), teams, even))
    if players != size:
        reasons.append(resized(players, size, reverse=True))
    return Schedule("hilton", games, rests, reasons)
