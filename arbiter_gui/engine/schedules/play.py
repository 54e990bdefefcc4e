"""The fixed schedules of ``catalogue`` played as events (registered in ``engine.systems``): the
pairing of a round is the round of the format's table, read with the event's pairing numbers.

- Individual formats (reduced round robin, rotation, Schiller, the preliminary pools) number
  their players 1..n as the table does: pairing number = table number.
- Team formats (Scheveningen, reduced Scheveningen, Hutton, Hilton) name team members ``A1``,
  ``B3``...: the players are numbered team by team in board order, so member b of the k-th team
  (from 0) is pairing number k * size + b, size = players / teams (the domain forms the teams so).
- Pools (seed 003 3.6): the preliminary pools' rounds, then the final pool's Berger table; the
  final pool's players (winners first) are given by the domain from the pools' standings
  (``Snapshot.final_pool``), since who qualifies depends on the results.

The options of a format (``Snapshot.schedule``) are those of ``catalogue.FORMATS`` except the
numbers the event gives itself: ``players`` (everyone of the event), ``boards`` (the team size) and
``rounds`` (the tournament's rounds, Hilton).
"""
from __future__ import annotations

from collections.abc import Hashable, Mapping

from ...text import QT_TRANSLATE_NOOP, explain_text
from ..result import RoundPairing
from ..snapshot import Snapshot
from .berger import ScheduleError, fixed_round, rounds_per_cycle
from .berger import table as berger_table
from .catalogue import FORMATS, build
from .common import LETTERS, Schedule, split_rests, team_of

__all__ = ["EVENT_FORMATS", "TEAM_FORMATS", "event_schedule", "pair_round", "rounds_needed", "team_size"]

# the catalogue's formats played as events (their system names are the catalogue's)
EVENT_FORMATS = ("reduced_round_robin", "rotation", "pools", "scheveningen", "reduced_scheveningen", "schiller",
                 "hutton", "hilton")
TEAM_FORMATS = frozenset({"scheveningen", "reduced_scheveningen", "schiller", "hutton", "hilton"})
DERIVED = frozenset({"players", "boards", "rounds"})  # options the event itself gives
SCHEDULE_RULE = explain_text(QT_TRANSLATE_NOOP("Explain", "fixed schedule"))  # the colour rule of every board: the table's


def team_size(players: int, teams: int) -> int:
    """Members a team: the players split evenly over the teams (ScheduleError otherwise)."""
    if teams < 2 or players % teams:
        raise ScheduleError(explain_text(QT_TRANSLATE_NOOP(
            "Explain", "{0} players cannot make {1} teams of the same size"), players, teams))
    return players // teams


def options_of(system: str, players: int, rounds: int, given: Mapping[str, int]) -> dict[str, int]:
    """The catalogue's options for an event of ``players`` and ``rounds`` with the ``given`` ones."""
    wanted = FORMATS[system].options
    options = {name: value for name, value in given.items() if name in wanted and name not in DERIVED}
    if "players" in wanted:
        options["players"] = players
    if "boards" in wanted:
        options["boards"] = team_size(players, options.get("teams", wanted.get("teams") or 2))
    if "rounds" in wanted:
        options["rounds"] = rounds
    return options


def event_schedule(system: str, players: int, rounds: int, given: Mapping[str, int]) -> Schedule:
    """The whole table of the event (the preliminary pools only, for pools), players as pairing numbers."""
    schedule = build(system, options_of(system, players, rounds, given))
    if system not in TEAM_FORMATS or system == "schiller":
        return schedule
    size = team_size(players, given.get("teams", FORMATS[system].options.get("teams") or 2))

    def number(label: Hashable) -> int:
        return LETTERS.index(team_of(label)) * size + int(str(label)[len(team_of(label)):])

    return Schedule(schedule.format, [[(number(w), number(b)) for w, b in boards] for boards in schedule.rounds],
                    [[number(p) for p in rest] for rest in schedule.rests], schedule.reasons)


def rounds_needed(system: str, players: int, rounds: int, given: Mapping[str, int]) -> int:
    """The rounds of the event's schedule (for pools, the preliminary and the final pools)."""
    played = len(event_schedule(system, players, rounds, given).rounds)
    if system == "pools":
        final = given.get("pools", 2) * given.get("qualifiers", 1)
        played += rounds_per_cycle(final) if final > 1 else 0
    return played


def pair_round(snapshot: Snapshot, system: str) -> RoundPairing:
    """The round ``snapshot.round`` of the event's schedule."""
    players = len(snapshot.ratings)
    if sorted(snapshot.ratings) != list(range(1, players + 1)):
        raise ScheduleError("a fixed schedule needs pairing numbers 1 to the number of players")
    needed = rounds_needed(system, players, snapshot.total_rounds, snapshot.schedule)
    if snapshot.total_rounds != needed:
        raise ScheduleError(f"this {system.replace('_', ' ')} of {players} players has {needed} rounds, "
                            f"but the tournament is set to {snapshot.total_rounds}")
    schedule = event_schedule(system, players, snapshot.total_rounds, snapshot.schedule)
    r = snapshot.round - 1
    if r < len(schedule.rounds):
        return fixed_round(snapshot, system, schedule.rounds[r], schedule.rests[r], SCHEDULE_RULE,
                           QT_TRANSLATE_NOOP("Explain", "player {0} has no opponent in this round of the table: he "
                                                        "rests (no points)"))
    final = snapshot.final_pool  # seed 003 3.6: the final pool, a Berger table of the qualifiers
    if len(final) != snapshot.schedule.get("pools", 2) * snapshot.schedule.get("qualifiers", 1):
        raise ScheduleError("the final pool is not known yet: every game of the preliminary pools needs its result")
    games, rests = split_rests([berger_table(len(final))[r - len(schedule.rounds)]], lambda p: p <= len(final))
    return fixed_round(snapshot, system, [(final[w - 1], final[b - 1]) for w, b in games[0]],
                       [final[p - 1] for p in rests[0]], SCHEDULE_RULE,
                       QT_TRANSLATE_NOOP("Explain", "player {0} meets the dummy of the final pool's Berger table: "
                                                    "he rests (no points)"))
