"""A ladder in the domain (seed 003 6.2): the ladder replayed from the event's rounds, the challenges
it allows, and the standings in ladder order.

Each round is an evening: its boards are the challenges the arbiter recorded (``RecordChallenge``),
each a game of a challenger with a player placed above. The engine (``engine.club.ladder``) plays
the evenings in order with the event's rules (``TournamentSettings.ladder``): the players start in
pairing-number order, a late entrant joins at the foot in the round they enter, and a game
without a result moves nobody yet (docs/rulings.md, "Ladder in the app").
"""
from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import TYPE_CHECKING, Sequence

from ..engine.club.ladder import LADDER, Ladder, LadderError
from ..text import QT_TRANSLATE_NOOP, Text
from .model import Tournament
from .results import Result

if TYPE_CHECKING:  # standings imports this module when it ranks a ladder
    from .standings import StandingRow

__all__ = ["LADDER", "LadderError", "by_ladder_place", "evening_start", "ladder", "refusal"]


def _entered(t: Tournament, by: int) -> list[int]:
    """The players entered by round ``by``, in pairing-number order."""
    return sorted(tpn for tpn, p in t.players.items() if p.entry_round <= by)


def evening_start(t: Tournament, number: int) -> Ladder:
    """The ladder as evening ``number`` begins: evenings 1..number-1 played, the players entered by
    then on it. It starts in pairing-number order (C.04.2 2.2, presumed strength, fixed once round 1
    is paired). LadderError naming the round if a stored evening breaks the rules."""
    result = Ladder((), t.settings.ladder)
    for played in range(1, number):
        result = _played(t, result.joined(_entered(t, played)), played)
    return result.joined(_entered(t, number))


def ladder(t: Tournament, rounds: int | None = None) -> Ladder:
    """The ladder after evenings 1..rounds (default: every paired one)."""
    upto = t.paired_rounds if rounds is None else rounds
    return _played(t, evening_start(t, upto), upto) if upto else evening_start(t, 1)


def _played(t: Tournament, start: Ladder, number: int) -> Ladder:
    """``start`` after the games of evening ``number`` that have a result, in board order (those without
    one checked too)."""
    if number > len(t.rounds):
        return start
    rnd = t.round(number)
    cells = rnd.cells(t.settings.point_system)
    win = t.settings.point_system.win
    games, pending = [], []
    for board in rnd.boards:
        if board.has_result:
            games.append(start.challenge({tpn: _part(cells[tpn], win) for tpn in board.players}))
        else:  # checked all the same: a challenge is made before it is played
            pending.append(start.challenge(dict.fromkeys(board.players, Fraction(0))))
    try:
        return start.evening(games, pending)
    except LadderError as error:
        raise LadderError(Text(QT_TRANSLATE_NOOP("Domain", "round {0}: {1}"), number, error.args[0])) from None


def _part(cell: Result | None, win: Fraction) -> Fraction:
    """The part of a win a game's cell gives: 1, 1/2 or 0 with the usual scoring, a forfeit as its result."""
    return Fraction(0) if cell is None else min(Fraction(1), Fraction(cell.points) / win)


def refusal(t: Tournament, number: int, challenger: int, defender: int) -> str:
    """Why ``challenger`` may not challenge ``defender`` on evening ``number`` ('' if they may),
    judged on the ladder as that evening began (seed 003 6.2)."""
    start = evening_start(t, number)
    for tpn in (challenger, defender):
        if tpn not in start.order:
            return Text(QT_TRANSLATE_NOOP("Domain", "player {0} is not on the ladder in round {1}"), tpn, number)
    return start.refusal(challenger, defender)


def by_ladder_place(t: Tournament, rounds: int, rows: Sequence[StandingRow]) -> list[StandingRow]:
    """seed 003 6.2: the standings ``rows`` after evenings 1..rounds in ladder order, the place as rank;
    players not on the ladder yet (entering later) after them."""
    order = ladder(t, rounds).order
    by_id = {row.id: row for row in rows}
    ranked = [replace(by_id[pid], rank=place, shared=False, lots=False, by_hand=False)
              for place, pid in enumerate((pid for pid in order if pid in by_id), start=1)]
    waiting = [row for row in rows if row.id not in order]
    return ranked + [replace(row, rank=len(ranked) + 1, shared=len(waiting) > 1, lots=False, by_hand=False)
                     for row in waiting]
