"""The Schiller system (seed 003 chapter 4.5): an individual event whose players are grouped into
teams (usually four of three); every player meets every player of the other teams.

The base table (4.5.1): the Berger table between the teams, each team match a traditional (Rueb)
Scheveningen whose first-listed team is White in the match's odd rounds (team colours alternate,
which the seed prefers to Master Djaja here: teams of three are odd). The rows of a match (whose
members keep their board while the others rotate) are team A's when A plays, otherwise the first
listed team's, as the seed prints them. Players are numbered team by team (A1 = 1, ..., D3 = 12).
An odd number of teams plays the table of the next even number: the team meeting the dummy rests
for the phase (4.5.5: 3 and 4 teams need the same rounds).

The 12-player table (4.5.2) is the base table with the rounds reordered {1, 4, 7, 6, 9, 3, 8, 5, 2},
so that consecutive opponents are of different teams, and then the colours of its first round
reversed, so that every player has exactly one WW and one BB. The 16-player table (4.5.4) is the
seed's own realisation, printed as such.
"""
from __future__ import annotations

from collections.abc import Sequence

from ...text import QT_TRANSLATE_NOOP, explain_text
from .berger import ScheduleError, table
from .common import Rounds, Schedule, rueb_match, side_by_side, split_rests

__all__ = ["SCHILLER_16", "TWELVE_ORDER", "base", "reorder", "schiller", "sixteen", "twelve"]

TWELVE_ORDER = (1, 4, 7, 6, 9, 3, 8, 5, 2)  # seed 003 4.5.2
SCHILLER_16: tuple[tuple[tuple[int, int], ...], ...] = (  # seed 003 4.5.4: teams 1-4, 5-8, 9-12, 13-16
    ((1, 5), (2, 6), (3, 7), (4, 8), (13, 9), (14, 10), (15, 11), (16, 12)),
    ((10, 1), (11, 2), (12, 3), (9, 4), (5, 16), (6, 13), (7, 14), (8, 15)),
    ((1, 15), (2, 16), (3, 13), (4, 14), (5, 11), (6, 12), (7, 9), (8, 10)),
    ((1, 7), (2, 8), (3, 5), (4, 6), (15, 9), (16, 10), (13, 11), (14, 12)),
    ((12, 1), (9, 2), (10, 3), (11, 4), (5, 14), (6, 15), (7, 16), (8, 13)),
    ((14, 1), (15, 2), (16, 3), (13, 4), (10, 5), (11, 6), (12, 7), (9, 8)),
    ((1, 9), (2, 10), (3, 11), (4, 12), (13, 5), (14, 6), (15, 7), (16, 8)),
    ((6, 1), (7, 2), (8, 3), (5, 4), (9, 16), (10, 13), (11, 14), (12, 15)),
    ((1, 13), (2, 14), (3, 15), (4, 16), (5, 9), (6, 10), (7, 11), (8, 12)),
    ((1, 11), (2, 12), (3, 9), (4, 10), (15, 5), (16, 6), (13, 7), (14, 8)),
    ((8, 1), (5, 2), (6, 3), (7, 4), (9, 14), (10, 15), (11, 16), (12, 13)),
    ((16, 1), (13, 2), (14, 3), (15, 4), (12, 5), (9, 6), (10, 7), (11, 8)),
)


def _members(team: int, size: int) -> list[int]:
    return [(team - 1) * size + i for i in range(1, size + 1)]


def _match(first: int, second: int, size: int) -> Rounds:
    """The Scheveningen of teams ``first`` (White in its odd rounds) and ``second``; rows of team 1
    when it plays, else of ``first``."""
    if second == 1:
        return [[(b, w) for w, b in boards] for boards in rueb_match(_members(1, size), _members(first, size))]
    return rueb_match(_members(first, size), _members(second, size))


def base(teams: int, size: int) -> Schedule:
    """The base table of ``teams`` teams of ``size`` (4.5.1)."""
    if teams < 2 or size < 1:
        raise ScheduleError(explain_text(QT_TRANSLATE_NOOP(
            "Explain", "a Schiller event needs at least 2 teams of 1 player, not {0} of {1}"), teams, size))
    rounds: Rounds = []
    for phase in table(teams):
        rounds += side_by_side(_match(a, b, size) for a, b in phase)
    games, rests = split_rests(rounds, lambda p: p <= teams * size)
    reasons = [explain_text(QT_TRANSLATE_NOOP("Explain", "seed 003 4.5.1: {0} teams of {1}, the Berger table between "
                                                         "the teams, each match a traditional Scheveningen, the "
                                                         "first-listed team White in its odd rounds"), teams, size)]
    if teams % 2:
        reasons.append(explain_text(QT_TRANSLATE_NOOP("Explain", "{0} teams: the table of {1}, the team meeting the "
                                                                 "dummy rests for the phase"), teams, teams + 1))
    return Schedule("schiller", games, rests, reasons)


def reorder(schedule: Schedule, order: Sequence[int], reversed_rounds: Sequence[int] = (), why: str = "") -> Schedule:
    """The rounds in ``order`` (old round numbers), then the colours of the new rounds
    ``reversed_rounds`` reversed."""
    if sorted(order) != list(range(1, len(schedule.rounds) + 1)):
        raise ScheduleError(explain_text(QT_TRANSLATE_NOOP(
            "Explain", "a reordering must name each of the {0} rounds once"), len(schedule.rounds)))
    rounds = [schedule.rounds[r - 1] for r in order]
    rounds = [[(b, w) for w, b in boards] if r in reversed_rounds else boards for r, boards in enumerate(rounds, start=1)]
    return Schedule(schedule.format, rounds, [schedule.rests[r - 1] for r in order], [*schedule.reasons, why])


def twelve() -> Schedule:
    """The seed's 12-player table (4.5.2)."""
    return reorder(base(4, 3), TWELVE_ORDER, (1,), explain_text(QT_TRANSLATE_NOOP(
        "Explain", "seed 003 4.5.2: rounds reordered {{{0}}} so that consecutive opponents are of different teams, "
                   "then the colours of round 1 reversed: every player one WW and one BB"),
        ", ".join(map(str, TWELVE_ORDER))))


def sixteen() -> Schedule:
    """The seed's 16-player table (4.5.4)."""
    return Schedule("schiller", [list(boards) for boards in SCHILLER_16], [[] for _ in SCHILLER_16], [explain_text(
        QT_TRANSLATE_NOOP("Explain", "seed 003 4.5.4: the printed table for four teams of four (1-4, 5-8, 9-12, "
                                     "13-16): six Whites each, consecutive opponents of different teams"))])


def schiller(teams: int, size: int) -> Schedule:
    """The table the app offers: the seed's for 4 teams of 3 or of 4, the base table otherwise."""
    if (teams, size) == (4, 3):
        return twelve()
    if (teams, size) == (4, 4):
        return sixteen()
    return base(teams, size)
