"""Round robins (C.05): the Berger numbers set before round 1, the pairs of rounds paired or edited
by hand, and the players whose results leave the standings.

- The Berger numbers are the TPNs: by default the rating order (C.04.2 2.2); the arbiter may set
  them by hand or draw them by lot before round 1 (``SetBergerNumbers``), and the draw is recorded
  (``TournamentSettings.berger_draw``; a drawing by lot keeps its seed, so it can be repeated).
- In a round robin every pair meets once, in a double round robin twice, the second time with the
  colours reversed (C.05 Annex 1): ``pair_problems`` says where a round breaks that.
- C.05 (FIDE Tournament Rules, withdrawal from a round robin; seed 003 3.7): the results of a
  player who left after completing fewer than half of his games stay in the crosstable but count
  in no one's standings (``excluded``, ``counted_results``). The same holds for every individual
  fixed schedule (reduced round robin, rotation, pools, Schiller), half of the games his table
  gives him; not for the team formats, whose every game makes the match score (docs/rulings.md,
  "Withdrawals from the fixed schedules").
"""
from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace
from fractions import Fraction

from ..engine.schedules import play
from ..engine.schedules.berger import CYCLES, ScheduleError, rounds_per_cycle
from ..text import QT_TRANSLATE_NOOP, Text
from .model import ROUND_ROBIN_SYSTEMS, Board, Tournament, renumbered, sorted_numbering
from .operations import Operation, OperationError
from .schedules import options, varma_warnings
from .warnings import Warning
from .results import PlayerResults, Result

__all__ = ["SetBergerNumbers", "counted_results", "cycles", "draw_by_lot", "excluded", "pair_problems"]

# C.05: a player leaving a round robin with fewer played games than this share of his schedule
# has his results left out of the standings.
_HALF = 2


def cycles(t: Tournament) -> int | None:
    """1 or 2 for a round robin, None for any other system."""
    return CYCLES.get(t.settings.system)


def draw_by_lot(t: Tournament, seed: int) -> tuple[int, ...]:
    """The present TPNs in the order of the Berger numbers drawn with ``seed`` (the same seed
    draws the same numbers)."""
    order = sorted(t.players)
    random.Random(seed).shuffle(order)
    return tuple(order)


@dataclass(frozen=True)
class SetBergerNumbers(Operation):
    """Before round 1 of a round robin or another fixed schedule: player ``order[0]`` (a present
    TPN) gets Berger number 1, ``order[1]`` number 2, ... ``how`` says how the numbers were chosen ("by hand", "by lot, seed N"), kept as the
    record of the draw. An empty ``order`` goes back to the rating order (C.04.2 2.2)."""

    order: tuple[int, ...]
    how: str = "by hand"
    at: str = ""  # when the draw was made (UTC), for its record

    @property
    def label(self) -> str:
        return f"Berger numbers {self.how}" if self.order else "Berger numbers by rating"

    def warnings(self, before: Tournament) -> tuple[Warning, ...]:
        """A Varma event's numbers typed by hand, checked against the groups (``schedules.varma_warnings``)."""
        if before.settings.system != "varma" or not self.order or set(self.order) != set(before.players):
            return ()
        return varma_warnings(before, self.order)

    def apply(self, t: Tournament) -> Tournament:
        if t.settings.system not in ROUND_ROBIN_SYSTEMS:
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "Berger numbers are the pairing numbers of a round "
                                                                  "robin: this tournament is not one")))
        if t.paired_rounds:
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "round 1 is already paired: the Berger numbers are "
                                                                  "set before it (C.05 Annex 1)")))
        # a new numbering replaces a Varma draw's record and the teams of a fixed schedule (schedules.py)
        t = replace(t, settings=replace(t.settings, varma_draw=(), team_names=()))
        if not self.order:
            t = replace(t, settings=replace(t.settings, berger_draw=""))
            return renumbered(t, sorted_numbering(t))
        missing = sorted(set(t.players) - set(self.order))
        unknown = sorted(set(self.order) - set(t.players))
        repeated = sorted({tpn for tpn in self.order if self.order.count(tpn) > 1})
        for problem, numbers in (
                (QT_TRANSLATE_NOOP("Domain", "the order of the Berger numbers gives no Berger number to {0}"), missing),
                (QT_TRANSLATE_NOOP("Domain", "the order of the Berger numbers names no player {0}"), unknown),
                (QT_TRANSLATE_NOOP("Domain", "the order of the Berger numbers names more than once {0}"), repeated)):
            if numbers:
                raise OperationError(Text(problem, ", ".join(map(str, numbers))))
        record = f"{self.how} ({self.at})" if self.at else self.how
        t = replace(t, settings=replace(t.settings, berger_draw=record))
        return renumbered(t, {old: new for new, old in enumerate(self.order, start=1)})


def pair_problems(t: Tournament, round_number: int, white: int, black: int) -> list[str]:
    """C.05 Annex 1: what a board of a round robin breaks: a pair meeting more often than the
    cycles allow, or meeting again in a double round robin with the same colours as before."""
    allowed = cycles(t) or 1
    before = [board for rnd in t.rounds[:round_number - 1] if rnd.paired for board in rnd.boards
              if {board.white, board.black} == {white, black}]
    if len(before) >= allowed:
        times = "once" if allowed == 1 else "twice"
        return [f"{white} and {black} meet {times} in this round robin and have already met "
                f"{len(before)} time{'s' * (len(before) > 1)}"]
    if before and before[0].white == white:
        return [f"{white} and {black} meet again with the colours of round {_round_of(t, before[0])}: "
                "the second cycle reverses them"]
    return []


def _round_of(t: Tournament, board: Board) -> int:
    return next(rnd.number for rnd in t.rounds if board in rnd.boards)


def scheduled_games(t: Tournament) -> Counter[int] | None:
    """The games each player's fixed schedule gives him (players - 1 a cycle in a round robin; his
    boards in the table of an individual format; in a pools event his pool's and, once he plays
    in it, the final pool's); None for a Swiss or a team format (C.05's rule is not theirs)."""
    s, players = t.settings, len(t.players)
    if s.system in CYCLES:
        return Counter(dict.fromkeys(t.players, (players - 1) * CYCLES[s.system]))
    if s.system not in play.EVENT_FORMATS or (s.system in play.TEAM_FORMATS and s.system != "schiller"):
        return None
    try:
        schedule = play.event_schedule(s.system, players, s.rounds, options(t))
    except ScheduleError:
        return None
    games = Counter(p for boards in schedule.rounds for board in boards for p in board)
    if s.system == "pools":  # the final pool is a round robin of pools x qualifiers players
        final = [p for rnd in t.rounds[len(schedule.rounds):] if rnd.paired for b in rnd.boards for p in b.players]
        games.update(dict.fromkeys(final, rounds_per_cycle(s.pools * s.qualifiers)))
    return games


def excluded(t: Tournament, results: Sequence[PlayerResults]) -> frozenset[int]:
    """C.05: the players of a fixed schedule (``scheduled_games``) who withdrew after completing
    fewer than half of their games (games played over the board)."""
    games = scheduled_games(t)
    if games is None:
        return frozenset()
    return frozenset(p.id for p in results
                     if t.players[p.id].withdrawn_from is not None
                     and _HALF * sum(1 for r in p.results if r is not None and r.played) < games[p.id])


def counted_results(results: Sequence[PlayerResults], left_out: frozenset[int]) -> list[PlayerResults]:
    """The results the standings count: the players left out are gone, and every round against
    them becomes a round without an opponent worth nothing (as a rest against the Berger table's
    dummy), so no points scored by them or against them count (C.05)."""
    if not left_out:
        return list(results)
    rest = Result(None, None, "Z", Fraction(0))

    def counted(cell: Result | None) -> Result | None:
        return rest if cell is not None and cell.opponent in left_out else cell

    return [replace(p, results=tuple(counted(cell) for cell in p.results)) for p in results if p.id not in left_out]

