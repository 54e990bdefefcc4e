"""Fixed-schedule events beside the Berger round robin (seed 003 chapters 3-5; the tables are the
engine's, ``engine.schedules``): what the event must settle before round 1, and what its rounds
need from the results.

- Varma (C.05 Annex 2): the pairing numbers are drawn with the Varma restrictions, players of one
  federation (or club: ``TournamentSettings.grouping``) drawing from one group of numbers, so
  that they do not meet in the last rounds. ``DrawVarmaNumbers`` draws by lot and keeps the record
  of every step (``varma_draw``) and the seed; a draw made by the arbiter at the board is entered
  as Berger numbers by hand (``round_robin.SetBergerNumbers``), checked against the groups
  (``varma_warnings``: a federation split over groups is confirmed by the arbiter first).
- The other formats (``engine.schedules.play.EVENT_FORMATS``): ``SetUpSchedule`` numbers the
  players as the table reads them (team formats: the teams by federation or club, team by team,
  each team in its rating order, which is its board order) and sets the rounds to the table's.
- Pools (seed 003 3.6): the final pool is made of the first ``qualifiers`` of each preliminary
  pool, winners first (``final_pool``), once every preliminary game has its result.

The numbers set here are recorded as Berger numbers are (``berger_draw``): a player added or
removed afterwards is refused until the numbers go back to the rating order.
"""
from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction
from dataclasses import dataclass, replace

from ..engine.schedules import play
from ..engine.schedules.berger import CYCLES, ScheduleError, rounds_per_cycle
from ..engine.schedules.berger import schedule as berger_schedule
from ..engine.schedules.berger import table as berger_table
from ..engine.schedules.berger import table_reason
from ..engine.schedules.common import LETTERS, member
from ..engine.schedules.hilton import MAX_ROUNDS as HILTON_ROUNDS
from ..engine.schedules.pools import final_pool as qualified, snake
from ..engine.schedules.varma import draw, groups
from ..text import QT_TRANSLATE_NOOP, Text
from .model import Tournament, renumbered
from .operations import ChangeSettings, Operation, OperationError
from .warnings import Level, Warning

__all__ = ["ANNEX_2", "GROUPINGS", "OPTION_SYSTEMS", "DrawVarmaNumbers", "SetUpSchedule", "final_pool", "member_label", "options",
           "pools_of", "preliminary_rounds", "team_scores", "teams_of", "varma_warnings", "whole_table"]

GROUPINGS = ("federation", "club")  # the player field that makes a Varma group or a team
ANNEX_2 = "C.05 Annex 2"  # the Varma tables and their restricted draw
# the fixed schedules' options (settings fields) -> the systems that read them
OPTION_SYSTEMS = {"schedule_teams": play.TEAM_FORMATS, "pools": {"pools"}, "qualifiers": {"pools"},
                  "suppressed_rounds": {"reduced_round_robin"}, "grouping": play.TEAM_FORMATS | {"varma"}}


def options(t: Tournament) -> dict[str, int]:
    """The event's schedule options as the engine reads them (``Snapshot.schedule``)."""
    s = t.settings
    return {"teams": s.schedule_teams, "pools": s.pools, "qualifiers": s.qualifiers, "suppressed": s.suppressed_rounds}


def _group_of(t: Tournament, tpn: int) -> str:
    return getattr(t.players[tpn], t.settings.grouping).strip()


def _before_round_1(t: Tournament, systems: frozenset[str] | tuple[str, ...], what: str) -> None:
    if t.settings.system not in systems:
        raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "{0}: not a step of this tournament's pairing system"),
                                  what))
    if t.paired_rounds:
        raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "round 1 is already paired: {0} is done before it"),
                                  what))


def _rounds(t: Tournament, rounds: int) -> Tournament:
    return ChangeSettings({"rounds": rounds}).apply(t)


@dataclass(frozen=True)
class DrawVarmaNumbers(Operation):
    """C.05 Annex 2 points 2-4: the pairing numbers of a Varma event drawn by lot with ``seed``
    (the same seed draws the same numbers), every step recorded; the rounds set to the Berger
    table's. A player without a federation (club) is restricted by nobody."""

    seed: int
    at: str = ""  # when the draw was made (UTC), for its record

    @property
    def label(self) -> str:
        return f"Varma draw by lot, seed {self.seed}"

    def apply(self, t: Tournament) -> Tournament:
        _before_round_1(t, ("varma",), "the Varma draw")
        # the draw knows the players by name: namesakes by their rating-order number as well
        named = Counter(p.name for p in t.players.values())
        tpn_of = {p.name if named[p.name] == 1 else f"{p.name} ({tpn})": tpn for tpn, p in t.players.items()}
        entries = [(name, _group_of(t, tpn) or f"({name})") for name, tpn in tpn_of.items()]
        try:
            numbers, steps = draw(entries, random.Random(self.seed))
        except ScheduleError as error:
            raise OperationError(error.args[0]) from None
        record = f"Varma draw by lot, seed {self.seed}" + (f" ({self.at})" if self.at else "")
        lines = tuple(f"{step.federation}: {step.player} drew {step.number} from envelope {step.group} ({step.reason})"
                      for step in steps)
        t = replace(t, settings=replace(t.settings, berger_draw=record, varma_draw=lines, team_names=()))
        return _rounds(renumbered(t, {tpn_of[name]: number for name, number in numbers.items()}),
                       rounds_per_cycle(len(t.players)))


def varma_warnings(t: Tournament, order: tuple[int, ...]) -> tuple[Warning, ...]:
    """A Varma draw typed by hand (player ``order[i]`` takes number i + 1) against the groups of
    C.05 Annex 2 (seed 003 3.4): the players of one federation (club) draw from one group, so each
    player whose number lies outside the group holding most of his federation is named, with his
    number and group (to be confirmed: the arbiter may have had to, seed 003 3.4: the tables cannot
    meet every need). Outside 9-24 players the tables do not apply, which is said too."""
    try:
        group_of = {n: g for g, numbers in groups(len(order)).items() for n in numbers}
    except ScheduleError:
        return (Warning(Level.INFORM, ANNEX_2, Text(QT_TRANSLATE_NOOP(
            "Domain", "the Varma tables cover 9 to 24 players, not {0}: the numbers typed are not checked against "
                      "their groups"), len(order))),)
    by_group: dict[str, dict[str, list[tuple[int, int]]]] = {}  # federation -> group -> (tpn, number)
    for number, tpn in enumerate(order, start=1):
        if _group_of(t, tpn):
            by_group.setdefault(_group_of(t, tpn), {}).setdefault(group_of[number], []).append((tpn, number))
    problems: list[Warning] = []
    for federation, found in sorted(by_group.items()):
        main = max(sorted(found), key=lambda g: len(found[g]))
        problems += [Warning(Level.CONFIRM, ANNEX_2, Text(QT_TRANSLATE_NOOP(
            "Domain", "Varma draw: {0} ({1}) has number {2} of group {3}, but {4} other player(s) of {1} are in group "
                      "{5}: the players of one federation or club draw from one group"),
            t.players[tpn].name, federation, number, group, len(found[main]), main))
            for group in sorted(found) if group != main for tpn, number in found[group]]
    return tuple(problems)


def teams_of(t: Tournament) -> dict[str, list[int]]:
    """The players by team (their federation or club), each team in TPN order (its board order)."""
    teams: dict[str, list[int]] = {}
    for tpn in t.players:
        teams.setdefault(_group_of(t, tpn), []).append(tpn)
    return teams


@dataclass(frozen=True)
class SetUpSchedule(Operation):
    """Before round 1 of a fixed-schedule event (``play.EVENT_FORMATS``): the pairing numbers the
    table reads (team formats: team A's members 1..k in board order, then team B's...; the teams in
    ``order``, else alphabetically) and the rounds of the table."""

    order: tuple[str, ...] = ()
    at: str = ""

    @property
    def label(self) -> str:
        return "set up the schedule"

    def apply(self, t: Tournament) -> Tournament:
        s = t.settings
        _before_round_1(t, play.EVENT_FORMATS, "setting up the schedule")
        numbering: dict[int, int] = {}
        names: tuple[str, ...] = ()
        if s.system in play.TEAM_FORMATS:
            teams = teams_of(t)
            if "" in teams:
                raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "players {0} have no {1}: the teams are made "
                                                                      "by it"),
                                          ", ".join(map(str, teams[""])), s.grouping))
            names = self.order or tuple(sorted(teams))
            if sorted(names) != sorted(teams):
                raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "the order of the teams names {0}, the players' "
                                                                      "teams are {1}"),
                                          ", ".join(names), ", ".join(sorted(teams))))
            sizes = {len(members) for members in teams.values()}
            if len(names) != s.schedule_teams or len(sizes) != 1:
                raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "the event is set for {0} teams of the same "
                                                                      "size; the players make {1}"),
                                          s.schedule_teams, ", ".join(f"{name} ({len(teams[name])})" for name in names)))
            ordered = [tpn for name in names for tpn in teams[name]]
            numbering = {old: new for new, old in enumerate(ordered, start=1)}
        how = f"set up for the {s.system.replace('_', ' ')} table" + (f" ({self.at})" if self.at else "")
        t = renumbered(t, numbering)
        t = replace(t, settings=replace(s, berger_draw=how, team_names=names, varma_draw=()))
        rounds = min(s.rounds, HILTON_ROUNDS) if s.system == "hilton" else s.rounds
        try:
            needed = play.rounds_needed(s.system, len(t.players), rounds, options(t))
        except ScheduleError as error:
            raise OperationError(error.args[0]) from None
        return _rounds(t, needed)


def pools_of(t: Tournament) -> list[list[int]]:
    """The preliminary pools: the players in pairing-number order spread by the snake."""
    return snake(sorted(t.players), t.settings.pools)


def preliminary_rounds(t: Tournament) -> int:
    return rounds_per_cycle(max(len(pool) for pool in pools_of(t)))


def going_on(t: Tournament, last: int) -> list[int]:
    """The players who can go on to a next stage, in the order of the event's standings after round
    ``last`` (points, then its tie-breaks): a withdrawn or expelled player does not go on, the next
    takes his place (seed 003 3.6 and 2.5.2: the qualifiers play the next stage)."""
    from .standings import tournament_standings  # the standings read round_robin, which reads this module

    return [row.id for row in tournament_standings(t, last) if t.players[row.id].withdrawn_from is None]


def ranked_pools(t: Tournament) -> list[list[int]]:
    """Each preliminary pool's players who go on (``going_on``), in the order of the standings after the
    preliminary rounds."""
    position = {pid: i for i, pid in enumerate(going_on(t, preliminary_rounds(t)))}
    return [sorted((pid for pid in pool if pid in position), key=position.__getitem__) for pool in pools_of(t)]


def final_pool(t: Tournament) -> tuple[int, ...]:
    """Seed 003 3.6: the first ``qualifiers`` of each preliminary pool (``ranked_pools``), winners
    first; () until every preliminary game has its result."""
    last = preliminary_rounds(t)
    if t.paired_rounds < last or any(t.round(r).missing_results() for r in range(1, last + 1)):
        return ()
    return tuple(qualified(ranked_pools(t), t.settings.qualifiers))


Cell = int | str  # a pairing number, or a place of the final pool not known yet ("F2": its second player)


def whole_table(t: Tournament) -> tuple[list[list[tuple[Cell, Cell]]], list[str]]:
    """Every round of a fixed-schedule event as its table gives it (rests left out), and the
    reasons (which table, which rule); for pools the final pool's players once known, else its
    places F1, F2, ... (winners first). ([], []) for an event not paired from a table."""
    s, players = t.settings, len(t.players)
    if s.system in CYCLES and players >= 2:
        rounds = berger_schedule(players, CYCLES[s.system], s.swap_last_rounds)
        return ([[(w, b) for w, b in boards if max(w, b) <= players] for boards in rounds],
                [table_reason(players, CYCLES[s.system], s.is_team_event)])
    if s.system not in play.EVENT_FORMATS:
        return [], []
    try:
        schedule = play.event_schedule(s.system, players, s.rounds, options(t))
    except ScheduleError as error:
        return [], [error.args[0]]
    rounds: list[list[tuple[Cell, Cell]]] = [list(boards) for boards in schedule.rounds]
    if s.system == "pools":
        final = final_pool(t) or tuple(f"F{place}" for place in range(1, s.pools * s.qualifiers + 1))
        if len(final) > 1:
            rounds += [[(final[w - 1], final[b - 1]) for w, b in boards if max(w, b) <= len(final)]
                       for boards in berger_table(len(final))]
    return rounds, list(schedule.reasons)


def member_label(t: Tournament, tpn: int) -> str:
    """A1, B3...: the member's place in his team's table, in a team format set up (``team_names``)."""
    size = len(t.players) // max(len(t.settings.team_names), 1)
    return member(LETTERS[(tpn - 1) // size], (tpn - 1) % size + 1)


def team_scores(t: Tournament) -> list[tuple[str, Fraction]]:
    """A team format's match score: each team's points (its members' game points, seed 003 4.1:
    the team with more points wins), teams in table order; [] before the teams are set up."""
    names = t.settings.team_names
    if not names or t.settings.system not in play.TEAM_FORMATS:
        return []
    size = len(t.players) // len(names)
    points = {p.id: p.points for p in t.results()}
    return [(name, sum((points[tpn] for tpn in range(k * size + 1, (k + 1) * size + 1)), Fraction(0)))
            for k, name in enumerate(names)]
