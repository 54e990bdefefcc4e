"""A knockout event (issue 18, seed 003 chapter 2) in the domain: the players in seeding order, the
draw's format, the match format, and everything the arbiter entered, as a log of actions.

The state (rounds, matches, games, who is through) is the log replayed through the engine
(``engine.knockout``): each round is paired as soon as every match of the previous one has a winner,
so undo is taking back the last action and crash safety is storing the log (``to_json``). Actions:
a game's result (with White named for an Armageddon game), a withdrawal (the player's current and
later matches go to the opponent), and the regulations' last resort (lots) for a match level after
every phase.

A knockout stage after a group stage of the same file (seed 003 2.5.2, ``DrawKnockoutStage``) takes
its qualifiers from the group stage's standings (``group_stage``); the group stage's rounds stay.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any, Mapping

from ..engine.knockout.match import ONE_GAME, RESULTS, Kind, Match, MatchFormat, Phase
from ..engine.knockout.pairing import (
    SINGLE_ELIMINATION,
    Format,
    KnockoutRound,
    Played,
    Stage,
    pair_round,
)
from ..engine.knockout.plan import Entrant, KnockoutError, from_groups
from ..text import QT_TRANSLATE_NOOP, Text
from . import schedules
from .model import Tournament
from .operations import Operation, OperationError

FORMAT_VERSION = 1


@dataclass(frozen=True)
class Action:
    kind: str  # "game", "withdraw" or "lots"
    round: int = 0  # game, lots: the round and the match's index in it
    match: int = 0
    result: str = ""  # game: a key of match.RESULTS
    player: int = 0  # game: White of an Armageddon game (0: none named); withdraw, lots: the player


@dataclass
class PlayedRound:
    pairing: KnockoutRound
    matches: list[Match]

    @property
    def decided(self) -> bool:
        return all(m.winner is not None for m in self.matches)


@dataclass
class KnockoutEvent:
    entrants: list[Entrant]
    format: Format = field(default_factory=Format)
    match_format: MatchFormat = field(default_factory=MatchFormat)
    log: list[Action] = field(default_factory=list)
    met_before: tuple[tuple[int, int], ...] = ()  # pairs who met in a group stage (2.5.2), kept apart
    rounds: list[PlayedRound] = field(init=False, default_factory=list)
    withdrawn: set[int] = field(init=False, default_factory=set)

    def __post_init__(self) -> None:
        self._replay()

    # ------------------------------------------------------------------ what the arbiter enters

    def enter(self, round_number: int, match: int, result: str, white: int | None = None) -> None:
        """A game's result in the match ``match`` (0-based) of ``round_number``."""
        self.perform(Action("game", round_number, match, result, white or 0))

    def withdraw(self, player: int) -> None:
        self.perform(Action("withdraw", player=player))

    def lots(self, round_number: int, match: int, winner: int) -> None:
        self.perform(Action("lots", round_number, match, player=winner))

    def perform(self, action: Action) -> None:
        """Apply ``action``, or KnockoutError (saying why) and nothing changes."""
        self._apply(action)  # checks everything before it changes anything
        self.log.append(action)
        self._advance()

    def undo(self) -> Action:
        """Take back the last action (a round it completed is unpaired again)."""
        if not self.log:
            raise KnockoutError("nothing to undo")
        action = self.log.pop()
        self._replay()
        return action

    # ------------------------------------------------------------------ what the event shows

    @property
    def current(self) -> PlayedRound | None:
        return self.rounds[-1] if self.rounds else None

    @property
    def over(self) -> bool:
        return bool(self.rounds) and self.rounds[-1].decided and self._next() is None

    def placings(self) -> list[tuple[int, int]]:
        """(place, player) of the final round's matches: the final's winner first, its loser second,
        the third-place match's winner third and loser fourth (seed 003 Figure 2)."""
        if not self.over:
            return []
        last = self.rounds[-1]
        result: list[tuple[int, int]] = []
        for pairing, m in zip(last.pairing.matches, last.matches):
            place = 3 if pairing.stage is Stage.THIRD_PLACE else 1
            winner = m.winner
            assert winner is not None
            result += [(place, winner), (place + 1, m.black if winner == m.white else m.white)]
        return sorted(result)

    # ------------------------------------------------------------------ storage

    def to_json(self) -> str:
        return json.dumps({"version": FORMAT_VERSION,
                           "entrants": [[e.id, e.entry_round, e.place, e.group] for e in self.entrants],
                           "format": {"double_elimination": self.format.double_elimination,
                                      "third_place": self.format.third_place,
                                      "partial_repechage": self.format.partial_repechage},
                           "phases": [[p.kind.value, p.games, p.time_control] for p in self.match_format.phases],
                           "log": [[a.kind, a.round, a.match, a.result, a.player] for a in self.log],
                           "met": [list(pair) for pair in self.met_before]},
                          separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> KnockoutEvent:
        """The event ``to_json`` wrote; KnockoutError naming what cannot be read."""
        try:
            data: dict[str, Any] = json.loads(text)
            if data.get("version") != FORMAT_VERSION:
                raise KnockoutError(f"a knockout of format {data.get('version')!r}, not {FORMAT_VERSION}")
            # an entrant is [id, entry round] before the group stages (2.5.2), then [.., place, group]
            return cls([Entrant(*map(int, entrant)) for entrant in data["entrants"]],
                       Format(bool(data["format"]["double_elimination"]), bool(data["format"]["third_place"]),
                              bool(data["format"].get("partial_repechage", False))),  # absent before the repechage
                       MatchFormat(tuple(Phase(Kind(k), int(g), str(t)) for k, g, t in data["phases"])),
                       [Action(str(k), int(r), int(m), str(res), int(p)) for k, r, m, res, p in data["log"]],
                       tuple((int(a), int(b)) for a, b in data.get("met", ())))
        except (KeyError, TypeError, ValueError) as error:
            raise KnockoutError(f"the stored knockout cannot be read ({error})") from None

    # ------------------------------------------------------------------ the replay

    def _replay(self) -> None:
        self.rounds, self.withdrawn = [], set()
        self._advance()
        for action in self.log:
            self._apply(action)
            self._advance()

    def _apply(self, action: Action) -> None:
        if action.kind == "withdraw":
            if action.player in self.withdrawn or action.player not in {e.id for e in self.entrants}:
                raise KnockoutError(Text(QT_TRANSLATE_NOOP("Domain", "{0} is not a player still in the event"),
                                         action.player))
            self.withdrawn.add(action.player)
            self._award_withdrawals()
            return
        if action.kind not in ("game", "lots"):
            raise KnockoutError(f"unknown action {action.kind!r}")
        m = self._match(action.round, action.match)
        if action.kind == "lots":
            m.lots(action.player)
        else:
            m.add(action.result, action.player or None)

    def _match(self, round_number: int, index: int) -> Match:
        if not 1 <= round_number <= len(self.rounds) or not 0 <= index < len(self.rounds[round_number - 1].matches):
            raise KnockoutError(Text(QT_TRANSLATE_NOOP("Domain", "round {0} has no match {1}"), round_number, index + 1))
        if round_number != len(self.rounds):
            raise KnockoutError(Text(QT_TRANSLATE_NOOP("Domain", "round {0} is over: results go to round {1}"),
                                     round_number, len(self.rounds)))
        return self.rounds[round_number - 1].matches[index]

    def _next(self) -> KnockoutRound | None:
        played = [Played(r.pairing, frozenset(m.winner for m in r.matches if m.winner is not None))
                  for r in self.rounds]
        return pair_round(self.entrants, played, self.format, {frozenset(pair) for pair in self.met_before})

    def _advance(self) -> None:
        """Pair the next round as soon as every match of the last one has a winner."""
        while not self.rounds or self.rounds[-1].decided:
            nxt = self._next()
            if nxt is None:
                return
            self.rounds.append(PlayedRound(nxt, [Match(p.white, p.black, self.match_format) for p in nxt.matches]))
            self._award_withdrawals()

    def _award_withdrawals(self) -> None:
        if not self.rounds:
            return
        for m in self.rounds[-1].matches:
            if m.winner is None:
                for player in (m.white, m.black):
                    if player in self.withdrawn and m.award is None:
                        m.withdraw(player)



def match_points(m: Match) -> tuple[Fraction, Fraction]:
    """The points of the match's White and Black (of its first game) over all its games, every
    phase added up (what a bracket, a card or a sheet shows; the phases decide, ``Match.decision``)."""
    points = {m.white: Fraction(0), m.black: Fraction(0)}
    for g in m.games:
        white, black, _ = RESULTS[g.result]
        points[g.white] += white
        points[g.black] += black
    return points[m.white], points[m.black]


# ---------------------------------------------------------------------- operations (one undo step each)


# The event last written by KnockoutEntry, by its JSON: the next entry goes on from it instead of
# replaying the whole log (a second or two at the end of a 300-player cup).
_last: dict[str, KnockoutEvent] = {}


def event_of(t: Tournament) -> KnockoutEvent:
    """The tournament's knockout event, the caller's own copy; OperationError if it has none or it
    cannot be read."""
    if not t.knockout:
        raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "the tournament has no knockout event")))
    kept = _last.pop(t.knockout, None)
    return _read(t.knockout) if kept is None else kept


def _read(text: str) -> KnockoutEvent:
    try:
        return KnockoutEvent.from_json(text)
    except KnockoutError as error:
        raise OperationError(str(error)) from None


def shown_event(t: Tournament) -> KnockoutEvent | None:
    """The tournament's knockout event for a view to show, never to change (operations change their
    own copy, ``event_of``): the event last written when it is this one, else read from the file;
    None if the tournament has none; KnockoutError if it cannot be read."""
    if not t.knockout:
        return None
    return _last.get(t.knockout) or KnockoutEvent.from_json(t.knockout)


def renumbered_event(text: str, mapping: Mapping[int, int]) -> str:
    """The stored knockout ``text`` with every player's number replaced by ``mapping[number]`` (numbers
    not in it kept), for ``model.renumbered``: the same draw of the same players under their new
    pairing numbers."""
    event = _read(text)

    def new(pid: int) -> int:
        return mapping.get(pid, pid)

    return KnockoutEvent([replace(e, id=new(e.id)) for e in event.entrants], event.format, event.match_format,
                         [replace(a, player=new(a.player)) for a in event.log],
                         tuple((min(new(a), new(b)), max(new(a), new(b))) for a, b in event.met_before)).to_json()


def drawn_players(t: Tournament) -> set[int]:
    """The players of the tournament's knockout draw (none if it has none)."""
    return {e.id for e in event_of(t).entrants} if t.knockout else set()


@dataclass(frozen=True)
class StartKnockout(Operation):
    """Draw the knockout: the players in seeding order (strongest first, seed 003 2.1), wild cards
    with their round (2.3), the event's formats. Refused once a result is entered."""

    entrants: tuple[Entrant, ...]
    format: Format = SINGLE_ELIMINATION
    match_format: MatchFormat = ONE_GAME
    met_before: tuple[tuple[int, int], ...] = ()  # pairs who met in a group stage (2.5.2)

    @property
    def label(self) -> str:
        return f"draw the knockout of {len(self.entrants)} players"

    def apply(self, t: Tournament) -> Tournament:
        if t.knockout and event_of(t).log:
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "the knockout has results: it cannot be drawn again")))
        unknown = sorted({e.id for e in self.entrants} - set(t.players))
        if unknown:
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "there is no player with pairing number {0}"),
                                      unknown[0]))
        try:
            event = KnockoutEvent(list(self.entrants), self.format, self.match_format, [], self.met_before)
        except KnockoutError as error:
            raise OperationError(error.args[0]) from None
        return replace(t, knockout=event.to_json())


def group_stage(t: Tournament) -> tuple[list[list[int]], int]:
    """Seed 003 2.5.2: the standings of the tournament's group stage, group by group, and its
    rounds. A pools event (3.6): its preliminary pools, each in the order of the event's standings
    after them (points, then its tie-breaks), as its final pool takes them (``schedules.final_pool``);
    any other event (a Swiss, a round robin): its standings after its last paired round. Withdrawn
    and expelled players are left out: the next of their group takes their place. OperationError
    until every game of the group stage has its result."""
    pools = t.settings.system == "pools"
    last = schedules.preliminary_rounds(t) if pools else t.paired_rounds
    if not t.paired_rounds:
        raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "the tournament has no group stage: no round is paired")))
    if t.paired_rounds < last or any(t.round(r).missing_results() for r in range(1, last + 1)):
        raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "the group stage is not over: every game of its {0} "
                                                    "rounds needs a result"), last))
    return (schedules.ranked_pools(t) if pools else [schedules.going_on(t, last)]), last


def stage_problems(t: Tournament) -> list[str]:
    """Seed 003 2.5.2: a knockout stage drawn after a group stage holds the group stage's qualifiers in
    its seeding order (``DrawKnockoutStage``); an edit of the group stage (a result corrected, its last
    round's pairing deleted, a player withdrawn from it) that would give other qualifiers or another
    order is refused (for ``validation.validate``), or the bracket would silently keep the old ones. A
    player who leaves after the group stage leaves the knockout through its own withdrawal
    (``KnockoutEntry``): the group stage is judged as he played it."""
    drawn = shown_event(t)
    if drawn is None or not any(e.place for e in drawn.entrants):  # not a stage: a knockout event itself
        return []
    later = {e.id for e in drawn.entrants
             if e.id in t.players and (t.players[e.id].withdrawn_from or 0) > t.paired_rounds}
    stage = replace(t, players={tpn: replace(p, withdrawn_from=None) if tpn in later else p
                                for tpn, p in t.players.items()},
                    settings=replace(t.settings, expelled=tuple(p for p in t.settings.expelled if p not in later)))
    try:
        groups, _ = group_stage(stage)
        now = [e.id for e in from_groups(groups, max(e.place for e in drawn.entrants))]
    except (OperationError, KnockoutError) as error:
        now, why = [], error.args[0]
    else:
        why = ", ".join(map(str, now))
    if now == [e.id for e in drawn.entrants]:
        return []
    return [Text(QT_TRANSLATE_NOOP("Domain", "the knockout stage was drawn from the group stage's standings, "
                                             "qualifiers {0}; they would now be: {1} (seed 003 2.5.2)"),
                 ", ".join(str(e.id) for e in drawn.entrants), why)]


@dataclass(frozen=True)
class DrawKnockoutStage(Operation):
    """Seed 003 2.5.2, a knockout stage after a group stage of the same tournament: the first
    ``per_group`` of each pool's standings (of the standings, for a Swiss or a single round robin)
    seeded by ``engine.knockout.plan.from_groups``, players who met in the group stage kept apart
    when the pairing allows it (note 17). The group stage's rounds stay as they are."""

    per_group: int
    format: Format = SINGLE_ELIMINATION
    match_format: MatchFormat = ONE_GAME

    @property
    def label(self) -> str:
        return f"draw the knockout stage: {self.per_group} of each group"

    def apply(self, t: Tournament) -> Tournament:
        groups, last = group_stage(t)
        try:
            entrants = from_groups(groups, self.per_group)
        except KnockoutError as error:
            raise OperationError(error.args[0]) from None
        qualified = {e.id for e in entrants}
        met = sorted({(min(b.white, b.black), max(b.white, b.black)) for r in range(1, last + 1)
                      for b in t.round(r).boards if {b.white, b.black} <= qualified})
        return StartKnockout(tuple(entrants), self.format, self.match_format, tuple(met)).apply(t)


@dataclass(frozen=True)
class KnockoutEntry(Operation):
    """One entry of the arbiter in the knockout: a game's result, a withdrawal, a match given by lot."""

    action: Action

    @property
    def label(self) -> str:
        a = self.action
        return {"game": f"knockout round {a.round}, match {a.match + 1}: {a.result}",
                "withdraw": f"knockout: {a.player} withdraws",
                "lots": f"knockout round {a.round}, match {a.match + 1}: {a.player} by lot"}.get(a.kind, a.kind)

    def apply(self, t: Tournament) -> Tournament:
        event = event_of(t)
        try:
            event.perform(self.action)  # nothing changes if refused
        except KnockoutError as error:
            _last[t.knockout] = event
            raise OperationError(error.args[0]) from None
        text = event.to_json()
        _last.clear()
        _last[text] = event
        return replace(t, knockout=text)
