"""From the tournament to the pairing engine and back: the Snapshot before a round, and
``pair_next_round`` which runs the engine and stores its pairing as one operation.

Who is paired follows ``Tournament.to_pair`` (C.04.2 2.4, 3.2, 3.3); the history of each player
comes from his result cells (C.04.2 3.4: only played games give colours; 3.5: only played games
count as meetings; byes score by the point system); forbidden pairings are those active in the
round. The engine's ``history.build_snapshot`` does the rest.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from fractions import Fraction
from functools import cached_property, partial
from typing import Protocol

from ..engine import record_codec, systems
from ..engine.history import Acceleration, PlayerRecord, RoundEntry, build_snapshot, inferred_initial_colour
from ..engine.result import NoValidPairing, RoundPairing
from ..engine.snapshot import Colour, Snapshot
from ..engine.acceleration.virtual import AccelerationError
from ..engine.schedules.berger import CYCLES as ROUND_ROBINS
from ..engine.schedules.berger import ScheduleError, check_rounds
from ..engine.swiss.double_swiss.matches import GAMES_PER_MATCH, match_records, match_snapshot
from ..engine.swiss.team.pairing import with_game_points
from ..engine.schedules import play
from . import double_swiss, schedules
from .acceleration import acceleration_points, acceleration_rules, fictitious_points, method_in_force
from .team import event as team_event
from .model import RESTING_SYSTEMS, Board, Tournament
from .operations import Change, OperationError, StorePairing
from ..text import QT_TRANSLATE_NOOP, Text

__all__ = ["StoreEnginePairing", "acceleration", "forbidden_pairs", "initial_colour", "pair_next_round",
           "pairing_operation", "player_records", "snapshot"]

NOT_REGISTERED = RoundEntry(None, None, False, Fraction(0))  # C.04.2 2.4: no points for rounds before entry


def round_entry(t: Tournament, tpn: int, round_number: int) -> RoundEntry:
    cell = t.cell(tpn, round_number)
    if cell is None:
        return NOT_REGISTERED
    colour = Colour(cell.colour) if cell.colour in ("w", "b") else None
    return RoundEntry(cell.opponent, colour, cell.played, cell.points, pab=cell.code == "U")


def player_records(t: Tournament, rounds: int) -> list[PlayerRecord]:
    """Every registered player (withdrawn ones too: their scores decide their opponents' floats)
    with his rounds 1..rounds."""
    return [PlayerRecord(tpn, t.pairing_rating(tpn), tuple(round_entry(t, tpn, r) for r in range(1, rounds + 1)))
            for tpn in sorted(t.players)]


def forbidden_pairs(t: Tournament, round_number: int) -> set[frozenset[int]]:
    pairs: set[frozenset[int]] = set()
    for f in t.forbidden:
        if f.active_in(round_number):
            pairs |= f.pairs()
    return pairs


def acceleration(t: Tournament) -> Acceleration:
    """Fictitious points per (player, round): the TRF 250 / XXA rules, or those of the chosen
    method (C.04.7 1; seed 003 8.3), evaluated by ``fictitious_points`` as the TRF reader does, so
    that the file and the database can never disagree. OperationError if the method cannot be
    applied (the point system, C.04.7 1.1, or too few rounds)."""
    try:
        return partial(fictitious_points, acceleration_rules(t), acceleration_points(t))
    except AccelerationError as error:
        raise OperationError(str(error)) from None


def initial_colour(t: Tournament) -> Colour | None:
    """The colour of the top player in round 1 (C.04.3 5.1): the setting, else (an imported
    tournament without 152 / XXC) inferred from the games played as the TRF reader does
    (``inferred_initial_colour``; in a Double-Swiss from the matches, C.04.5 1.6); None when it
    still has to be drawn by lot."""
    if t.settings.initial_colour is not None:
        return Colour(t.settings.initial_colour)
    records = player_records(t, t.paired_rounds)
    if double_swiss.is_double_swiss(t.settings):
        matches = double_swiss.match_of(t.paired_rounds)
        return inferred_initial_colour(match_records(records, matches), matches)
    return inferred_initial_colour(records, t.paired_rounds)


def _to_pair(t: Tournament, round_number: int) -> list[int]:
    """The players of the pairing of ``round_number``: those the round paired (a board or the PAB)
    if it is paired, else ``Tournament.to_pair``."""
    if round_number <= t.paired_rounds:
        rnd = t.round(round_number)
        return [tpn for tpn in t.players if rnd.board_of(tpn) is not None or rnd.unpaired.get(tpn) == "U"]
    return t.to_pair(round_number)


def snapshot(t: Tournament, round_number: int | None = None, colour: Colour | None = None) -> Snapshot:
    """The engine's view before ``round_number`` (default: the next round). ``colour`` overrides
    the initial colour (needed when it is still to be drawn)."""
    if round_number is None:
        round_number = t.next_round
        if round_number is None:
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "every round is already paired")))
    if not 1 <= round_number <= t.settings.rounds:
        raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "round {0} does not exist"), round_number))
    if round_number > t.paired_rounds + 1:
        raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "round {0} is not paired yet"), round_number - 1))
    colour = colour or initial_colour(t)
    if colour is None:
        raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "the initial colour is not decided yet: draw it by "
                                                              "lot or set it")))
    if double_swiss.is_double_swiss(t.settings):
        return _match_snapshot(t, round_number, colour)
    rounds_before = round_number - 1
    snap = build_snapshot(
        player_records(t, rounds_before),
        round_to_pair=round_number,
        total_rounds=t.settings.rounds,
        initial_colour=colour,
        to_pair=_to_pair(t, round_number),
        win_points=t.settings.point_system.win,
        loss_points=t.settings.point_system.loss,
        forbidden=forbidden_pairs(t, round_number),
        acceleration=acceleration(t),
    )
    if method_in_force(t):  # named in the decision record (explain.explained)
        snap = replace(snap, acceleration=method_in_force(t))
    if not t.settings.swap_last_rounds:  # the arbiter's choice for a double round robin (C.05 Annex 1)
        snap = replace(snap, swap_last_rounds=False)
    if t.settings.keizer != snap.keizer:  # the event's Keizer parameters (seed 003 6.1)
        snap = replace(snap, keizer=t.settings.keizer)
    if t.settings.system in play.EVENT_FORMATS:  # a fixed schedule's options (tournament.schedules)
        snap = replace(snap, schedule=schedules.options(t),
                       final_pool=schedules.final_pool(t) if t.settings.system == "pools" else ())
    if team_event.is_team_system(t.settings.system):  # C.04.6 4.2.2: game points break first-team ties
        snap = with_game_points(snap, team_event.game_points_history(t, rounds_before),
                                primary=team_event.primary_is_game_points(t.settings.tournament_type))  # 1.2.1
    return snap


def _match_snapshot(t: Tournament, round_number: int, colour: Colour) -> Snapshot:
    """C.04.5: the engine pairs matches, built from the games by ``match_snapshot`` as the TRF
    reader builds them, so that the app and the command line cannot disagree."""
    if double_swiss.game_of(round_number) != 1:
        raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "round {0} is game 2 of match {1}: a match is "
                                                              "paired on its game 1"),
                                  round_number, double_swiss.match_of(round_number)))
    for r in range(1, round_number):
        missing = t.round(r).missing_results()
        if missing:
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "{0} has no result on board(s) {1}"),
                                      double_swiss.caption(t.settings, r), ", ".join(map(str, missing))))
    s = t.settings
    return match_snapshot(
        player_records(t, round_number - 1), double_swiss.match_of(round_number), s.rounds // GAMES_PER_MATCH, colour,
        to_pair=_to_pair(t, round_number), forfeit_win=s.point_system.forfeit_win, loss=s.point_system.loss,
        forbidden=set().union(*(forbidden_pairs(t, game) for game in double_swiss.match_rounds(s, round_number))))


@dataclass(frozen=True)
class StoreEnginePairing(StorePairing):
    """StorePairing of an engine result, refused if the tournament changed between the snapshot
    the engine saw (``basis``) and the moment of storing (e.g. a bye request entered meanwhile)."""

    basis: Snapshot | None = field(default=None, repr=False, compare=False)
    source: Tournament | None = field(default=None, repr=False, compare=False)  # what ``basis`` was built from

    def apply(self, t: Tournament) -> Tournament:
        # the very tournament the basis was read from (immutable) needs no second snapshot (0.3 s
        # at 2,000 players x 11 rounds, issue 30); any other is compared through its snapshot
        if (self.basis is not None and t is not self.source
                and snapshot(t, self.round, self.basis.initial_colour) != self.basis):
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "the tournament changed while round {0} was "
                                                                  "being paired: pair it again"), self.round))
        return super().apply(t)


def pairing_operation(pairing: RoundPairing, basis: Snapshot | None = None,
                      drawn_colour: Colour | None = None, round_number: int | None = None,
                      source: Tournament | None = None) -> StoreEnginePairing:
    """The operation storing an engine result in ``round_number`` (default the engine's round;
    a Double-Swiss match goes to its game 1): boards in the engine's (publishing) order, the PAB
    as a 'U' cell; the rest of a round robin or another fixed schedule as 'Z', which scores nothing
    (C.05 Annex 1)."""
    bye_code = "Z" if pairing.system in RESTING_SYSTEMS else "U"
    return StoreEnginePairing(
        round=pairing.round if round_number is None else round_number,
        boards=tuple(Board(b.white, b.black) for b in pairing.boards),
        unpaired={} if pairing.bye is None else {pairing.bye: bye_code},
        initial_colour=drawn_colour,
        basis=basis,
        source=source,
        record="" if basis is None else record_codec.dumps(pairing, basis),
    )


class StoreLike(Protocol):
    """What ``pair_next_round`` needs from a store (the tournament layer does not import the store)."""

    def tournament(self) -> Tournament: ...

    def apply(self, op: StorePairing) -> Change: ...


@dataclass(frozen=True)
class PreparedRound:
    """Everything the engine needs for the next round, read from the tournament at one moment:
    checked at once, the engine's snapshot (``basis``) built when first asked for (the window asks
    on its worker thread: 0.3 s at 2,000 players x 11 rounds, issue 30)."""

    system: str
    tournament: Tournament = field(repr=False, compare=False)
    colour: Colour  # the initial colour
    drawn_colour: Colour | None  # the initial colour, if it was drawn by lot for this pairing
    round: int  # the tournament's round to store the pairing in (``basis.round`` counts matches)

    @cached_property
    def basis(self) -> Snapshot:
        return snapshot(self.tournament, self.round, self.colour)

    def operation(self, pairing: RoundPairing) -> StoreEnginePairing:
        """The operation storing the engine's ``pairing`` of this round."""
        return pairing_operation(pairing, self.basis, self.drawn_colour, self.round, self.tournament)


def prepare_next_round(t: Tournament, system: str | None = None,
                       rng: random.Random | None = None) -> PreparedRound:
    """Check that the next round can be paired and build the engine's snapshot of it. The initial
    colour is drawn by lot (``rng``, default the OS's) if not decided yet. OperationError if the
    round cannot be paired (results missing, every round paired, unknown system, a round robin
    with the wrong number of rounds). A round robin's rounds follow the Berger table whatever the
    results (C.05 Annex 1), so they may be paired before the results of the previous round are in."""
    nxt = t.next_round
    if nxt is None:
        raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "every round is already paired")))
    name = system or t.settings.system
    if name not in systems.SYSTEMS:
        raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "the engine has no system {0!r} (available: {1})"),
                                  name, ', '.join(sorted(systems.SYSTEMS))))
    if name in ROUND_ROBINS:
        try:
            check_rounds(len(t.players), t.settings.rounds, ROUND_ROBINS[name])
        except ScheduleError as error:
            raise OperationError(error.args[0]) from None
    elif name in play.EVENT_FORMATS:
        _check_schedule(t, name, nxt)
    else:
        for before, missing in double_swiss.missing_before(t, nxt):
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "{0} has no result on board(s) {1}"),
                                      double_swiss.caption(t.settings, before.number), ", ".join(map(str, missing))))
    colour = initial_colour(t)
    drawn = None
    if colour is None:
        drawn = colour = (rng or random.SystemRandom()).choice([Colour.WHITE, Colour.BLACK])
    return PreparedRound(name, t, colour, drawn, nxt)


def _check_schedule(t: Tournament, name: str, round_number: int) -> None:
    """A fixed schedule (tournament.schedules) is paired from its table: set up first (the teams
    numbered as the table reads them), with the table's rounds; a final pool once the preliminary
    pools are over."""
    if name in play.TEAM_FORMATS and not t.settings.team_names:
        raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "the teams are not set up yet: Players, Set up the "
                                                              "schedule")))
    try:
        needed = play.rounds_needed(name, len(t.players), t.settings.rounds, schedules.options(t))
    except ScheduleError as error:
        raise OperationError(error.args[0]) from None
    if needed != t.settings.rounds:
        raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "the schedule has {0} rounds, the tournament is set to "
                                                              "{1}: Players, Set up the schedule"),
                                  needed, t.settings.rounds))
    if name == "pools" and round_number > schedules.preliminary_rounds(t) and not schedules.final_pool(t):
        raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "the final pool is made when every game of the "
                                                              "preliminary pools has its result (seed 003 3.6)")))


def store_pairing(store: StoreLike, prepared: PreparedRound, pairing: RoundPairing) -> Change:
    """Store an engine result; refused if the tournament changed since ``prepared`` was read."""
    return store.apply(prepared.operation(pairing))


def pair_next_round(store: StoreLike, system: str | None = None,
                    rng: random.Random | None = None) -> tuple[Change, RoundPairing]:
    """Pair the next round with the tournament's system (or ``system``) and store it (see
    ``prepare_next_round``). The GUI runs the three steps itself, the engine off its thread.
    OperationError also when no valid pairing exists (C.04.3 1.9.3)."""
    prepared = prepare_next_round(store.tournament(), system, rng)
    try:
        pairing = systems.pair(prepared.system, prepared.basis)
    except NoValidPairing as error:
        raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "round {0} cannot be paired: {1}"),
                                  prepared.basis.round, error.args[0] if error.args else error)) from error
    return store_pairing(store, prepared, pairing), pairing
