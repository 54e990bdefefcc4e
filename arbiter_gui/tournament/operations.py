"""Every edit of a tournament as an Operation object, and the Change announced after it.

An operation is a small frozen dataclass; ``apply(tournament)`` checks that the edit is allowed and
returns the new tournament, or raises ``OperationError`` with a sentence the arbiter can read.
It never writes anything: ``store.Store.apply(op)`` runs it inside one SQLite transaction,
records the undo step and returns the ``Change``. The result of every operation is passed through
``validation.validate`` by the store before anything is written.
"""
from __future__ import annotations

import datetime
from abc import ABC, abstractmethod
from dataclasses import dataclass, field, fields, replace
from typing import Any, Mapping, NamedTuple, Sequence

from . import double_swiss, fide_mode, ladder
from .results import ADJOURNED
from .scoring import PLAYED_RESULTS
from .team import event as team_event
from .tiebreaks import rating_based
from .model import (
    ALLOWED_RESULTS, DEFAULT_TOURNAMENT_TYPES, LADDER_SYSTEMS, PAIRING_SETTINGS, ROUND_ROBIN_SYSTEMS, TPN_LOCK_ROUNDS, Board, Colour, ForbiddenPairing, IntegrityEntry,
    Player, RATING_FIELDS, RequestKind, Round, Tournament, TournamentSettings, TYPED, initial_order_key, renumbered,
    sorted_numbering,
)
from .warnings import Level, Warning, to_confirm
from ..text import QT_TRANSLATE_NOOP, Text

__all__ = [
    "AddForbiddenPairing", "AddPlayer", "AddPlayers", "AssignPairingNumbers", "Change", "ChangeSettings", "CheckIn", "DeleteLastPairing",
    "EditPairing", "EditPlayer", "ExchangePairingNumbers", "LateEntry", "late_entry_place", "Operation", "OperationError",
    "RemoveForbiddenPairing", "RemovePlayer", "SetRequest", "SetResult", "SetRoundSchedule", "StorePairing", "SwapColours",
    "Withdraw", "Expel", "SetHalfByeEligibility", "RecordChallenge",
    "ConfirmationNeeded", "Confirmed", "IntegrityEvent", "LeaveFideMode", "check_confirmed", "PIBE_KINDS", "RatingReportCorrection",
    "required",
]

# Kinds of pairing-integrity breaching events (VCL4THP Q112) -> what the log calls them.
PIBE_KINDS: dict[str, str] = {
    "MPA": QT_TRANSLATE_NOOP("Domain", "manual pairing alteration"),
    "Import": QT_TRANSLATE_NOOP("Domain", "imported round that breaks the pairing rules"),
    "Correction": QT_TRANSLATE_NOOP("Domain", "late correction of a result or of colours"),
    "TPN": QT_TRANSLATE_NOOP("Domain", "change of pairing numbers"),
    "FIDE mode": QT_TRANSLATE_NOOP("Domain", "FIDE mode left"),
    "Full-point bye": QT_TRANSLATE_NOOP("Domain", "full-point bye, which the pairing rules do not describe"),
}


class OperationError(Exception):
    """An edit that is not allowed; str() says why, in words for the arbiter."""


class IntegrityEvent(NamedTuple):
    """A PIBE an operation would cause: the round, its kind (a key of PIBE_KINDS) and what changes."""

    round: int
    kind: str
    what: str

    def warning(self) -> Warning:
        """The Level-3 confirmation every PIBE asks for before it applies (VCL4THP Q115)."""
        return Warning(Level.CONFIRM, "VCL4THP Q112-Q115", Text(QT_TRANSLATE_NOOP(
            "Domain", "round {0}: {1} — a pairing-integrity event ({2}), written to the integrity log with your "
                      "reason"), self.round, self.what, Text(PIBE_KINDS[self.kind])))


class ConfirmationNeeded(OperationError):
    """The operation raises Level-3/4 warnings (``warnings``) the arbiter has not confirmed: apply
    ``Confirmed(operation, warnings, reason)`` once he has (a reason is needed when ``needs_reason``)."""

    def __init__(self, operation: "Operation", warnings: Sequence[Warning], needs_reason: bool) -> None:
        self.operation = operation
        self.warnings = tuple(warnings)
        self.needs_reason = needs_reason
        super().__init__(f"{operation.label}: to be confirmed first: " + "; ".join(map(str, self.warnings)))


@dataclass(frozen=True)
class Change:
    """What an applied, undone or redone operation changed, for views to refresh.

    ``parts`` holds "settings", "players", "requests", "forbidden" and "round:N" (anything in
    round N: schedule, pairing, results, byes, requests). Empty when nothing changed."""

    parts: frozenset[str] = frozenset()
    label: str = ""
    kind: str = "apply"  # "apply", "undo" or "redo"
    notes: tuple[str, ...] = ()  # things the arbiter should be told (e.g. a later round is already paired)

    def __bool__(self) -> bool:
        return bool(self.parts)

    def touches(self, *prefixes: str) -> bool:
        """True if some part starts with one of the prefixes, e.g. ``touches("round:")``."""
        return any(part.startswith(prefixes) for part in self.parts)

    @property
    def rounds(self) -> frozenset[int]:
        return frozenset(int(p.split(":", 1)[1]) for p in self.parts if p.startswith("round:"))


class Operation(ABC):
    """One edit: one transaction, one undo step."""

    @property
    @abstractmethod
    def label(self) -> str:
        """Shown as "Undo <label>"."""

    @abstractmethod
    def apply(self, tournament: Tournament) -> Tournament:
        """The tournament after the edit; OperationError if the edit is not allowed."""

    def warnings(self, before: Tournament) -> tuple[Warning, ...]:
        """What the edit raises on ``before`` (``warnings.Level``): Level 2 is passed on with the
        Change, Level 3 and 4 must be confirmed first (``Confirmed``)."""
        return ()

    def integrity_events(self, before: Tournament) -> tuple[IntegrityEvent, ...]:
        """The pairing-integrity breaching events the edit causes on ``before`` (each confirmed,
        then logged by ``Confirmed``)."""
        return ()

    def notes(self, before: Tournament) -> tuple[str, ...]:
        """The Level-2 warnings, to pass on with the Change (allowed, but deserving attention)."""
        return tuple(w.text for w in self.warnings(before) if w.level == Level.INFORM)


def required(op: Operation, before: Tournament) -> tuple[Warning, ...]:
    """The confirmations ``op`` needs on ``before``: its Level-3/4 warnings and one per PIBE. The
    store refuses an operation that needs any (``ConfirmationNeeded``): one mechanism for every
    dialog, which no setting switches off (VCL4THP Q218-Q221)."""
    return to_confirm(op.warnings(before) + tuple(e.warning() for e in op.integrity_events(before)))


def check_confirmed(op: Operation, before: Tournament) -> None:
    """ConfirmationNeeded if ``op`` needs confirmations on ``before``."""
    needed = required(op, before)
    if needed:
        raise ConfirmationNeeded(op, needed, bool(op.integrity_events(before)))


def _now() -> str:
    return datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds")


@dataclass(frozen=True)
class Confirmed(Operation):
    """``operation`` with the warnings the arbiter confirmed (Level 4 twice, which the window asks)
    and his reason: applied only if it still needs no other confirmation, each of its PIBEs then
    appended to the integrity log (one undo step with the edit, VCL4THP Q114)."""

    operation: Operation
    accepted: tuple[Warning, ...]
    reason: str = ""
    at: str = field(default_factory=_now)

    @property
    def label(self) -> str:
        return self.operation.label

    def warnings(self, before: Tournament) -> tuple[Warning, ...]:
        return tuple(w for w in self.operation.warnings(before) if w.level == Level.INFORM)

    def apply(self, t: Tournament) -> Tournament:
        missing = [w for w in required(self.operation, t) if w not in self.accepted]
        if missing:
            raise ConfirmationNeeded(self.operation, missing, bool(self.operation.integrity_events(t)))
        events = self.operation.integrity_events(t)
        if events and not self.reason.strip():
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "{0}: a pairing-integrity event is logged with "
                                                                  "the arbiter's reason: give one (VCL4THP Q112)"),
                                      self.label))
        after = self.operation.apply(t)
        # the log keeps the English words (its TRF ### lines are read back by other programs)
        entries = tuple(IntegrityEntry(self.at, e.round, e.kind, str(e.what), self.reason.strip()) for e in events)
        return replace(after, integrity_log=after.integrity_log + entries) if entries else after


# ---------------------------------------------------------------- helpers


def _player(t: Tournament, tpn: int) -> Player:
    if tpn not in t.players:
        raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "there is no player with pairing number {0}"), tpn))
    return t.players[tpn]


def _round(t: Tournament, number: int) -> Round:
    if not 1 <= number <= len(t.rounds):
        raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "round {0} does not exist (the tournament has {1} "
                                                              "rounds)"), number, len(t.rounds)))
    return t.rounds[number - 1]


def _with_round(t: Tournament, rnd: Round) -> Tournament:
    rounds = list(t.rounds)
    rounds[rnd.number - 1] = rnd
    return replace(t, rounds=tuple(rounds))


def _with_players(t: Tournament, players: Mapping[int, Player]) -> Tournament:
    return replace(t, players=dict(sorted(players.items())))


def _sorted_if_not_started(t: Tournament) -> Tournament:
    """Before round 1 is paired the TPNs always follow C.04.2 2.2, unless a round robin's Berger
    numbers were set by hand or by lot (``round_robin.SetBergerNumbers``)."""
    return renumbered(t, sorted_numbering(t)) if t.paired_rounds == 0 and not t.settings.berger_draw else t


def _check_no_berger_draw(t: Tournament) -> None:
    """A player added or removed would leave the recorded Berger numbers without a record."""
    if t.settings.berger_draw:
        raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "the Berger numbers were set {0} for {1} players: go back "
                                                              "to the rating order first, then set them again"),
                                  t.settings.berger_draw, len(t.players)))


def late_entry_place(t: Tournament, player: Player) -> int:
    """C.04.2 2.4-2.5: the TPN a late entry's rank (2.2) gives, in any round: in front of the first
    player it ranks ahead of, the others keeping their order and moving down one number; the next
    free number when it ranks last. (2.3's "no change after the fourth round" is for corrections
    of the ranking data, not for entries: VCL4THP Q156.) The arbiter sees this before choosing
    (``LateEntry.renumber``)."""
    last = len(t.players) + 1
    criteria = (t.settings.rating_list, t.settings.tie_order)
    key = initial_order_key(player, *criteria)[:-1]
    return next((tpn for tpn in sorted(t.players) if initial_order_key(t.players[tpn], *criteria)[:-1] > key), last)


def _place_late_entry(t: Tournament, new_tpn: int) -> Tournament:
    """The late entry numbered ``new_tpn`` (the last) moved to ``late_entry_place``."""
    others = replace(t, players={tpn: p for tpn, p in t.players.items() if tpn != new_tpn})
    place = late_entry_place(others, t.players[new_tpn])
    mapping = {tpn: tpn + 1 for tpn in t.players if place <= tpn < new_tpn}
    mapping[new_tpn] = place
    return renumbered(t, mapping)


PLAYER_FIELDS = frozenset({"name", "title", "sex", "federation", "fide_id", "fide_rating", "national_rating",
                           "tournament_rating", "later_ratings", "birth_date", "club", "rating_source", "rating_date"})


def _today() -> str:
    return datetime.date.today().strftime("%Y/%m/%d")


def _typed(t: Tournament, player: Player, on: str) -> Player:
    """A new player whose ratings no list gave: marked as typed by hand that day (VCL4THP Q134); a
    team's rating is its members' (C.04.6), from no list."""
    rated = not t.settings.is_team_event and any(getattr(player, name) for name in RATING_FIELDS)
    return replace(player, rating_source=TYPED, rating_date=on) if rated and not player.rating_source else player


def _check_new_player(player: Player) -> None:
    if not player.name.strip():
        raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "a player needs a name")))
    if min(player.fide_rating, player.national_rating, player.tournament_rating) < 0:
        raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "a rating cannot be negative")))


def _check_fide_ids(t: Tournament, new: Sequence[Player]) -> None:
    """A FIDE ID names one person: new players whose ID is registered already, or given twice
    among them, are refused, all named at once."""
    taken = {p.fide_id: p for p in t.players.values() if p.fide_id}
    clashes = []
    for player in new:
        if player.fide_id in taken:
            other = taken[player.fide_id]
            clashes.append(f"{player.name} has FIDE ID {player.fide_id}, as {other.name}"
                           + (f" (No. {other.tpn})" if other.tpn else ""))
        elif player.fide_id:
            taken[player.fide_id] = player
    if clashes:
        raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "the same player twice? {0}"), "; ".join(clashes)))


# ---------------------------------------------------------------- players


@dataclass(frozen=True)
class AddPlayer(Operation):
    """Register a player before round 1 is paired; pairing numbers follow C.04.2 2.2."""

    player: Player
    on: str = field(default_factory=_today, compare=False)  # the day, for a rating typed by hand

    @property
    def label(self) -> str:
        return f"add player {self.player.name}"

    def apply(self, t: Tournament) -> Tournament:
        if t.paired_rounds:
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "round 1 is already paired: register the "
                                                                  "player as a late entry (C.04.2 2.4)")))
        _check_new_player(self.player)
        _check_fide_ids(t, [self.player])
        _check_no_berger_draw(t)
        tpn = len(t.players) + 1
        players = dict(t.players)
        players[tpn] = replace(_typed(t, self.player, self.on), tpn=tpn, entry_round=1, withdrawn_from=None)
        return _sorted_if_not_started(_with_players(t, players))


@dataclass(frozen=True)
class AddPlayers(Operation):
    """Register several players at once (an imported list): all or none, one undo step."""

    players: tuple[Player, ...]

    @property
    def label(self) -> str:
        return f"add {len(self.players)} players"

    def apply(self, t: Tournament) -> Tournament:
        _check_fide_ids(t, self.players)
        for player in self.players:
            t = AddPlayer(player).apply(t)
        return t


@dataclass(frozen=True)
class LateEntry(Operation):
    """Admit a player who is paired from ``entry_round`` on (default: the next round), C.04.2 2.4.
    ``renumber``: the TPN of his rank (``late_entry_place``, moving the players below down one
    number), else the next free number. ``missed_byes``: a half-point bye for every round before
    his entry, where the tournament's rules give one (2.4: no points otherwise)."""

    player: Player
    entry_round: int | None = None
    renumber: bool = True
    missed_byes: bool = False
    on: str = field(default_factory=_today, compare=False)  # the day, for a rating typed by hand

    @property
    def label(self) -> str:
        return f"late entry {self.player.name}"

    def apply(self, t: Tournament) -> Tournament:
        _check_new_player(self.player)
        _check_fide_ids(t, [self.player])
        nxt = t.next_round
        if nxt is None:
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "every round is already paired")))
        entry = nxt if self.entry_round is None else self.entry_round
        if not nxt <= entry <= t.settings.rounds:
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "a late entry can only start in a round not "
                                                                  "yet paired (round {0} to {1}), not round {2}"),
                                      nxt, t.settings.rounds, entry))
        tpn = len(t.players) + 1
        players = dict(t.players)
        players[tpn] = replace(_typed(t, self.player, self.on), tpn=tpn, entry_round=entry, withdrawn_from=None)
        t = _with_players(t, players)
        if self.missed_byes:
            t = _missed_byes(t, tpn, entry)
        return _place_late_entry(t, tpn) if self.renumber else t

    def warnings(self, before: Tournament) -> tuple[Warning, ...]:
        last = len(before.players)
        place = late_entry_place(before, self.player) if self.renumber else last + 1
        if place > last:
            return (Warning(Level.INFORM, "C.04.2 2.4", Text(QT_TRANSLATE_NOOP(
                "Domain", "pairing number {0}: nobody else's number changed"), place)),)
        return (Warning(Level.INFORM, "C.04.2 2.3-2.5", Text(QT_TRANSLATE_NOOP(
            "Domain", "pairing number {0}: players {0}-{1} moved down one number (C.04.2 2.3-2.5)"), place, last)),)


def _missed_byes(t: Tournament, tpn: int, entry: int) -> Tournament:
    """A half-point bye for ``tpn`` in every round before ``entry``: an 'H' cell in the rounds
    already paired, a half-point-bye request in the others (``StorePairing`` honours it)."""
    for number in range(1, entry):
        rnd = _round(t, number)
        if rnd.paired:
            t = _with_round(t, replace(rnd, unpaired={**rnd.unpaired, tpn: RequestKind.HALF_BYE.code}))
        else:
            requests = {rn: dict(reqs) for rn, reqs in t.requests.items()}
            requests.setdefault(number, {})[tpn] = RequestKind.HALF_BYE
            t = replace(t, requests=dict(sorted(requests.items())))
    return t


@dataclass(frozen=True)
class LateEntries(Operation):
    """Admit several players for the next round at once (an imported list after round 1): all or
    none, one undo step, as AddPlayers before round 1."""

    players: tuple[Player, ...]

    @property
    def label(self) -> str:
        return f"{len(self.players)} late entries"

    def apply(self, t: Tournament) -> Tournament:
        _check_fide_ids(t, self.players)
        for player in self.players:  # numbers kept (C.04.2 2.3-2.5: renumbering is the arbiter's choice)
            t = LateEntry(player, renumber=False).apply(t)
        return t


@dataclass(frozen=True)
class EditPlayer(Operation):
    """Change a player's details (name, title, ratings, ...). Before round 1 is paired the
    pairing numbers are re-sorted (C.04.2 2.2); later a rating correction (C.04.2 4.3.3) keeps the
    numbers until AssignPairingNumbers is applied."""

    tpn: int
    changes: Mapping[str, Any]
    on: str = field(default_factory=_today, compare=False)  # the day, for a rating typed by hand

    @property
    def label(self) -> str:
        return f"edit player {self.tpn}"

    def apply(self, t: Tournament) -> Tournament:
        player = _player(t, self.tpn)
        unknown = set(self.changes) - PLAYER_FIELDS
        if unknown:
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "cannot edit {0} here (use withdraw / late "
                                                                  "entry / pairing numbers)"),
                                      ', '.join(sorted(unknown))))
        edited = replace(player, **dict(self.changes))
        if "rating_source" not in self.changes and not t.settings.is_team_event and any(
                getattr(edited, f) != getattr(player, f) for f in RATING_FIELDS):
            edited = replace(edited, rating_source=TYPED, rating_date=self.on)  # VCL4THP Q134
        _check_new_player(edited)
        players = dict(t.players)
        players[self.tpn] = edited
        return _sorted_if_not_started(_with_players(t, players))


@dataclass(frozen=True)
class RemovePlayer(Operation):
    """Delete a player who has never been paired (others must be withdrawn, C.04.2 3.2)."""

    tpn: int

    @property
    def label(self) -> str:
        return f"remove player {self.tpn}"

    def apply(self, t: Tournament) -> Tournament:
        _player(t, self.tpn)
        if t.has_cells(self.tpn):
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "player {0} is in a paired round: withdraw him "
                                                                  "instead (C.04.2 3.2)"), self.tpn))
        from .knockout import drawn_players  # the knockout's module reads this one
        if self.tpn in drawn_players(t):
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "player {0} is in the knockout's draw: withdraw "
                                                                  "him there instead"), self.tpn))
        _check_no_berger_draw(t)
        last = len(t.players)
        if self.tpn != last and t.paired_rounds >= TPN_LOCK_ROUNDS:
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "removing player {0} would change the pairing "
                                                                  "numbers of players {1}-{2}, which C.04.2 2.3 "
                                                                  "forbids once round 4 is paired; withdraw him "
                                                                  "instead"), self.tpn, self.tpn + 1, last))
        players = {tpn: p for tpn, p in t.players.items() if tpn != self.tpn}
        requests = {rn: {tpn: k for tpn, k in reqs.items() if tpn != self.tpn}
                    for rn, reqs in t.requests.items()}
        forbidden = tuple(replace(f, players=tuple(p for p in f.players if p != self.tpn)) for f in t.forbidden)
        settings = t.settings
        if self.tpn in settings.acceleration_points:
            settings = replace(settings, acceleration_points={k: v for k, v in settings.acceleration_points.items()
                                                              if k != self.tpn})
        settings = replace(settings, no_half_byes=tuple(p for p in settings.no_half_byes if p != self.tpn),
                           expelled=tuple(p for p in settings.expelled if p != self.tpn))
        t = replace(t, settings=settings, players=players, requests={rn: r for rn, r in requests.items() if r},
                    forbidden=tuple(f for f in forbidden if len(f.players) >= 2))
        t = renumbered(t, {tpn: tpn - 1 for tpn in players if tpn > self.tpn})
        return _sorted_if_not_started(t)


def _check_numbers_may_change(t: Tournament) -> None:
    """Refuse new pairing numbers once C.04.2 2.3 fixes them (the fourth round paired) or, in a ladder,
    once round 1 is paired: its starting order is the pairing-number order (seed 003 6.2,
    ``ladder.evening_start``), and new numbers would move players up or down it without a game."""
    if t.settings.system in LADDER_SYSTEMS and t.paired_rounds:
        raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "round {0} is paired: the ladder's starting order, "
                                                              "the pairing numbers, is fixed once round 1 is "
                                                              "paired (seed 003 6.2)"), t.paired_rounds))
    if t.paired_rounds >= TPN_LOCK_ROUNDS:
        raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "round {0} is paired: C.04.2 2.3 allows no "
                                                              "change of pairing numbers after the fourth "
                                                              "round has been paired"), t.paired_rounds))


@dataclass(frozen=True)
class AssignPairingNumbers(Operation):
    """Re-rank every player by C.04.2 2.2 and renumber the history accordingly (2.3: allowed
    until the fourth round is paired)."""

    @property
    def label(self) -> str:
        return "assign pairing numbers"

    def apply(self, t: Tournament) -> Tournament:
        _check_numbers_may_change(t)
        if t.settings.berger_draw:  # the rating order replaces a fixed schedule's numbers and their record
            t = replace(t, settings=replace(t.settings, berger_draw="", varma_draw=(), team_names=()))
        return renumbered(t, sorted_numbering(t))

    def warnings(self, before: Tournament) -> tuple[Warning, ...]:
        moved = _moved_numbers(before)
        if len(moved) < 2:
            return ()
        return (Warning(Level.CONFIRM, "VCL4THP Q154", Text(QT_TRANSLATE_NOOP("Domain", "{0} pairing numbers change: {1}"),
                                                             len(moved), ", ".join(f"{old}->{new}" for old, new in moved.items()))),)

    def integrity_events(self, before: Tournament) -> tuple[IntegrityEvent, ...]:
        if not before.paired_rounds:
            return ()  # before round 1 the numbers always follow C.04.2 2.2
        moved = _moved_numbers(before)
        if not moved:
            return ()
        return (IntegrityEvent(before.paired_rounds, "TPN", Text(QT_TRANSLATE_NOOP(
            "Domain", "pairing numbers changed: {0}"), ", ".join(f"{old}->{new}" for old, new in moved.items()))),)


def _moved_numbers(t: Tournament) -> dict[int, int]:
    return {old: new for old, new in sorted_numbering(t).items() if old != new}


@dataclass(frozen=True)
class ExchangePairingNumbers(Operation):
    """Swap the TPNs of two players of equal tournament rating, their ratings untouched (VCL4THP
    Q147-Q151): the regulations' choice among players C.04.2 2.2 cannot tell apart by strength.
    Always a Level-3 confirmation (Q150); refused once the fourth round is paired (C.04.2 2.3).
    Before round 1, registering or editing a player re-sorts every number by 2.2 again."""

    first: int
    second: int

    @property
    def label(self) -> str:
        return f"exchange pairing numbers {self.first} and {self.second}"

    def apply(self, t: Tournament) -> Tournament:
        a, b = _player(t, self.first), _player(t, self.second)
        if self.first == self.second:
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "choose two different players to exchange their "
                                                                  "pairing numbers")))
        _check_numbers_may_change(t)
        ra, rb = t.pairing_rating(a.tpn), t.pairing_rating(b.tpn)
        if ra != rb:  # C.04.2 2.2.1: a different strength decides the order
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "{0} ({1}) and {2} ({3}) have different tournament "
                                                                  "ratings: only players of equal rating exchange "
                                                                  "pairing numbers (C.04.2 2.2)"), a.name, ra, b.name, rb))
        return renumbered(t, {a.tpn: b.tpn, b.tpn: a.tpn})

    def warnings(self, before: Tournament) -> tuple[Warning, ...]:
        if before.paired_rounds:
            text = Text(QT_TRANSLATE_NOOP("Domain", "players {0} and {1} exchange their pairing numbers"),
                        self.first, self.second)
        else:
            text = Text(QT_TRANSLATE_NOOP("Domain", "players {0} and {1} exchange their pairing numbers; registering "
                                                    "or editing a player before round 1 sorts the numbers by C.04.2 "
                                                    "2.2 again"), self.first, self.second)
        return (Warning(Level.CONFIRM, "VCL4THP Q150", text),)

    def integrity_events(self, before: Tournament) -> tuple[IntegrityEvent, ...]:
        if not before.paired_rounds:
            return ()
        return (IntegrityEvent(before.paired_rounds, "TPN", Text(QT_TRANSLATE_NOOP(
            "Domain", "pairing numbers exchanged: {0}<->{1}"), self.first, self.second)),)


@dataclass(frozen=True)
class Withdraw(Operation):
    """The player is no longer paired from ``from_round`` on (C.04.2 3.2); None reinstates him."""

    tpn: int
    from_round: int | None

    @property
    def label(self) -> str:
        return f"withdraw player {self.tpn}" if self.from_round else f"reinstate player {self.tpn}"

    def apply(self, t: Tournament) -> Tournament:
        player = _player(t, self.tpn)
        if self.from_round is not None:
            nxt = t.paired_rounds + 1
            if self.from_round < nxt:
                raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "round {0} is already paired: enter the "
                                                                      "forfeit for player {1} there, and "
                                                                      "withdraw him from round {2}"),
                                          self.from_round, self.tpn, nxt))
            if self.from_round > t.settings.rounds:
                raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "round {0} does not exist"), self.from_round))
            if self.from_round < player.entry_round:
                raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "player {0} only enters in round {1}"),
                                          self.tpn, player.entry_round))
        players = dict(t.players)
        players[self.tpn] = replace(player, withdrawn_from=self.from_round)
        t = _with_players(t, players)
        if self.from_round is None and self.tpn in t.settings.expelled:  # reinstated: no longer expelled
            t = replace(t, settings=replace(t.settings, expelled=tuple(p for p in t.settings.expelled if p != self.tpn)))
        if self.from_round is not None:  # 3.2: no byes (and no bye points) once withdrawn
            requests = {rn: {tpn: k for tpn, k in reqs.items() if not (tpn == self.tpn and rn >= self.from_round)}
                        for rn, reqs in t.requests.items()}
            t = replace(t, requests={rn: r for rn, r in requests.items() if r})
        return t


@dataclass(frozen=True)
class Expel(Operation):
    """The player is expelled (VCL4THP Q197-Q198): withdrawn from ``from_round`` on (``Withdraw``)
    and left out of the standings, his games counting for his opponents; ``Withdraw(tpn, None)``
    reinstates him."""

    tpn: int
    from_round: int

    @property
    def label(self) -> str:
        return f"expel player {self.tpn}"

    def apply(self, t: Tournament) -> Tournament:
        t = Withdraw(self.tpn, self.from_round).apply(t)
        return replace(t, settings=replace(t.settings, expelled=tuple(sorted({*t.settings.expelled, self.tpn}))))


@dataclass(frozen=True)
class SetHalfByeEligibility(Operation):
    """Whether the player may have half-point byes (VCL4THP Q175; the event's regulations may
    refuse them to some players)."""

    tpn: int
    eligible: bool

    @property
    def label(self) -> str:
        return f"player {self.tpn} {'eligible' if self.eligible else 'not eligible'} for half-point byes"

    def apply(self, t: Tournament) -> Tournament:
        _player(t, self.tpn)
        if not self.eligible:
            asked = [rn for rn in t.half_byes(self.tpn) if not t.round(rn).paired]
            if asked:
                raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "player {0} asked for a half-point bye in round "
                                                                      "{1}: remove the request first"),
                                          self.tpn, asked[0]))
        ineligible = set(t.settings.no_half_byes) - {self.tpn} | (set() if self.eligible else {self.tpn})
        return replace(t, settings=replace(t.settings, no_half_byes=tuple(sorted(ineligible))))


# ---------------------------------------------------------------- requests, results


@dataclass(frozen=True)
class SetRequest(Operation):
    """A bye or absence for a round not yet paired (C.04.2 3.3); ``kind`` None removes it."""

    round: int
    tpn: int
    kind: RequestKind | None

    @property
    def label(self) -> str:
        what = "remove request" if self.kind is None else {
            RequestKind.HALF_BYE: "half-point bye", RequestKind.FULL_BYE: "full-point bye",
            RequestKind.ZERO_BYE: "zero-point bye", RequestKind.ABSENT: "absence"}[self.kind]
        return f"{what}: player {self.tpn}, round {self.round}"

    def _new(self, before: Tournament, kind: RequestKind) -> bool:
        return self.kind is kind and before.request(self.round, self.tpn) is not kind

    def _new_full_bye(self, before: Tournament) -> bool:
        return self._new(before, RequestKind.FULL_BYE)

    def warnings(self, before: Tournament) -> tuple[Warning, ...]:
        if self._new(before, RequestKind.HALF_BYE) and self.tpn in before.players:
            earlier = before.half_byes(self.tpn)
            if earlier:  # VCL4THP Q174: a second (or later) half-point bye needs the arbiter's confirmation
                return (Warning(Level.CONFIRM, "VCL4THP Q174", Text(QT_TRANSLATE_NOOP(
                    "Domain", "player {0} already has a half-point bye (round {1}): this would be half-point bye "
                              "number {2}"), self.tpn, ", ".join(map(str, earlier)), len(earlier) + 1)),)
        if not self._new_full_bye(before):
            return ()
        return (Warning(Level.INFORM, "VCL4THP Q178", Text(QT_TRANSLATE_NOOP(
            "Domain", "a full-point bye is not described by the pairing rules; FIDE discourages it"))),)

    def integrity_events(self, before: Tournament) -> tuple[IntegrityEvent, ...]:
        if not self._new_full_bye(before):
            return ()
        return (IntegrityEvent(self.round, "Full-point bye", Text(QT_TRANSLATE_NOOP(
            "Domain", "player {0} gets a full-point bye"), self.tpn)),)

    def apply(self, t: Tournament) -> Tournament:
        player = _player(t, self.tpn)
        rnd = _round(t, self.round)
        if rnd.paired:
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "round {0} is already paired: a request can "
                                                                  "only be changed before its round is paired"),
                                      self.round))
        if self.kind is not None and not player.takes_part_in(self.round):
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "player {0} is not in round {1} ({2})"),
                                      self.tpn, self.round, player.status(self.round)))
        if self._new(t, RequestKind.HALF_BYE) and self.tpn in t.settings.no_half_byes:  # VCL4THP Q176
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "player {0} is not eligible for half-point byes"),
                                      self.tpn))
        requests = {rn: dict(reqs) for rn, reqs in t.requests.items()}
        for number in double_swiss.match_rounds(t.settings, self.round):  # C.04.5: both games of a match
            round_requests = requests.setdefault(number, {})
            if self.kind is None:
                round_requests.pop(self.tpn, None)
            else:
                round_requests[self.tpn] = RequestKind(self.kind)
        return replace(t, requests={rn: r for rn, r in sorted(requests.items()) if r})


@dataclass(frozen=True)
class CheckIn(Operation):
    """The check-in before a round is paired: the players taking part in it who are not present
    become known absences (C.04.2 3.3: not paired, no points), all in one step; a player checked in
    loses an absence noted earlier. Bye requests stay as they are."""

    round: int
    absent: frozenset[int]

    @property
    def label(self) -> str:
        return f"check-in round {self.round}: {len(self.absent)} absent"

    def apply(self, t: Tournament) -> Tournament:
        if _round(t, self.round).paired:
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "round {0} is already paired: the check-in is "
                                                                  "before the pairing"), self.round))
        for tpn in sorted(self.absent):
            player = _player(t, tpn)
            if not player.takes_part_in(self.round):
                raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "player {0} is not in round {1} ({2})"),
                                          tpn, self.round, player.status(self.round)))
        requests = {rn: dict(reqs) for rn, reqs in t.requests.items()}
        for number in double_swiss.match_rounds(t.settings, self.round):  # C.04.5: both games of a match
            round_requests = requests.setdefault(number, {})
            for tpn, player in t.players.items():
                noted = round_requests.get(tpn)
                if tpn in self.absent and noted in (None, RequestKind.ABSENT):
                    round_requests[tpn] = RequestKind.ABSENT
                elif tpn not in self.absent and noted is RequestKind.ABSENT:
                    del round_requests[tpn]
        return replace(t, requests={rn: dict(sorted(r.items())) for rn, r in sorted(requests.items()) if r})


def _paired_after(t: Tournament, round_number: int) -> bool:
    """A later pairing is made (a Double-Swiss game 2 is paired with its game 1)."""
    return t.paired_rounds > max(double_swiss.match_rounds(t.settings, round_number))


def _later_round_note(t: Tournament, round_number: int) -> tuple[Warning, ...]:
    """A correction once a later pairing is made."""
    if _paired_after(t, round_number):
        return (Warning(Level.INFORM, "C.04.2 4.3", Text(QT_TRANSLATE_NOOP(
            "Domain", "{0} is already paired: this correction counts from the next pairing on (C.04.2 4.3)"),
            double_swiss.pairing_caption(t.settings, t.paired_rounds))),)
    return ()


def _check_changeable(t: Tournament, round_number: int) -> None:
    """FIDE mode: only the last round and the one before change (VCL4THP Q189-Q191)."""
    if round_number not in fide_mode.changeable_rounds(t):
        rounds = fide_mode.changeable_rounds(t)
        raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "round {0} can no longer be changed: in FIDE mode "
                                                              "only rounds {1}-{2} can; a wrong result of an "
                                                              "older round is corrected for the rating report "
                                                              "only (C.04.2 4.3)"),
                                  round_number, rounds[0], rounds[-1]))


def _late_correction(t: Tournament, round_number: int, what: str) -> tuple[IntegrityEvent, ...]:
    """A result or colours corrected after a later round was paired on them (C.04.2 4.3): a PIBE,
    except in a fixed schedule (round robin, Scheveningen...), whose pairings do not depend on results."""
    if _paired_after(t, round_number) and t.settings.system not in ROUND_ROBIN_SYSTEMS:
        return (IntegrityEvent(round_number, "Correction", Text(QT_TRANSLATE_NOOP(
            "Domain", "{0}; round {1} was already paired on the earlier one (C.04.2 4.3)"), what, t.paired_rounds)),)
    return ()


DRAWS = frozenset({("=", "="), ("D", "D")})  # results scoring what an adjourned game's provisional draw did


@dataclass(frozen=True)
class SetResult(Operation):
    """Enter, correct or clear (None, None) the result of a board: TRF codes per side."""

    round: int
    board: int
    white_result: str | None
    black_result: str | None

    @property
    def label(self) -> str:
        if self.white_result is None:
            return f"clear result: round {self.round}, board {self.board}"
        return f"result {self.white_result}/{self.black_result}: round {self.round}, board {self.board}"

    def apply(self, t: Tournament) -> Tournament:
        rnd = _round(t, self.round)
        if not rnd.paired:
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "round {0} is not paired"), self.round))
        if not 1 <= self.board <= len(rnd.boards):
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "round {0} has no board {1}"),
                                      self.round, self.board))
        pair = (self.white_result, self.black_result)
        if pair != (None, None) and pair not in ALLOWED_RESULTS:
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "{0!r} for White and {1!r} for Black do not "
                                                                  "make a result"),
                                      self.white_result, self.black_result))
        if not rnd.boards[self.board - 1].colours and self.white_result in PLAYED_RESULTS:
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "board {0} of round {1} has no colours (an "
                                                                  "imported forfeit): only a forfeit result can "
                                                                  "be entered"), self.board, self.round))
        self._check_round(t)
        boards = list(rnd.boards)
        boards[self.board - 1] = replace(boards[self.board - 1], white_result=self.white_result,
                                         black_result=self.black_result)
        return _with_round(t, replace(rnd, boards=tuple(boards)))

    def _check_round(self, t: Tournament) -> None:
        if not self._resolves_adjourned(t):  # VCL4THP Q162: an adjourned game's result, at any time
            _check_changeable(t, self.round)

    def _resolves_adjourned(self, t: Tournament) -> bool:
        """The board's game is adjourned and this enters its result."""
        board = self._board(t)
        return (board is not None and board.white_result == ADJOURNED
                and self.white_result not in (None, ADJOURNED))

    def warnings(self, before: Tournament) -> tuple[Warning, ...]:
        if self._resolves_adjourned(before):
            if (self.white_result, self.black_result) in DRAWS:
                return ()  # the provisional draw stands: nothing the pairings used changes
            board = self._board(before)
            assert board is not None
            game = (board.white, board.black, self.round, self.white_result, self.black_result)
            if _paired_after(before, self.round):
                text = Text(QT_TRANSLATE_NOOP("Domain", "the adjourned game {0}-{1} of round {2} counted as a draw so "
                                                        "far: its result {3}/{4} changes the scores, which the pairing "
                                                        "of {5} used"),
                            *game, double_swiss.pairing_caption(before.settings, before.paired_rounds))
            else:
                text = Text(QT_TRANSLATE_NOOP("Domain", "the adjourned game {0}-{1} of round {2} counted as a draw so "
                                                        "far: its result {3}/{4} changes the scores"), *game)
            return (Warning(Level.CONFIRM, "VCL4THP Q163", text),)
        return _later_round_note(before, self.round)

    def _board(self, t: Tournament) -> Board | None:
        rnd = t.round(self.round) if 1 <= self.round <= len(t.rounds) else None
        return rnd.boards[self.board - 1] if rnd is not None and 1 <= self.board <= len(rnd.boards) else None

    def integrity_events(self, before: Tournament) -> tuple[IntegrityEvent, ...]:
        board = self._board(before)
        old = (None, None) if board is None else (board.white_result, board.black_result)
        if board is None or old == (None, None) or old == (self.white_result, self.black_result):
            return ()  # a first entry, or nothing changes
        if self._resolves_adjourned(before):
            return ()  # the result the provisional draw stood for (Level 3 when not a draw, ``warnings``)
        return _late_correction(before, self.round, Text(QT_TRANSLATE_NOOP(
            "Domain", "board {0} ({1}-{2}): result {3}/{4} changed to cleared"), self.board, board.white, board.black,
            *old)
            if self.white_result is None else Text(QT_TRANSLATE_NOOP(
                "Domain", "board {0} ({1}-{2}): result {3}/{4} changed to {5}/{6}"), self.board, board.white,
                board.black, *old, self.white_result, self.black_result))


@dataclass(frozen=True)
class RatingReportCorrection(SetResult):
    """A wrong result of a round FIDE mode no longer lets change (before the round before the last):
    corrected for the standings and the rating report, the pairings already made stay as they are
    (C.04.2 4.3); always a PIBE, written to the TRF as a ``###`` line (VCL4THP Q192-Q193)."""

    @property
    def label(self) -> str:
        return f"rating-report correction: {super().label}"

    def _check_round(self, t: Tournament) -> None:
        if self.round >= t.paired_rounds:
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "round {0} is the last paired round: enter its "
                                                                  "result as usual"), self.round))

    def integrity_events(self, before: Tournament) -> tuple[IntegrityEvent, ...]:
        board = self._board(before)
        if board is None:
            return ()
        return (IntegrityEvent(self.round, "Correction", Text(QT_TRANSLATE_NOOP(
            "Domain", "board {0} ({1}-{2}): result {3}/{4} corrected to {5}/{6} for the standings and the rating "
                      "report; the pairings made after it used the result recorded before (C.04.2 4.3)"),
            self.board, board.white, board.black, board.white_result, board.black_result, self.white_result,
            self.black_result)),)


@dataclass(frozen=True)
class SwapColours(Operation):
    """The game was played with the other colours (C.04.2 4.3.2): swap White and Black."""

    round: int
    board: int

    @property
    def label(self) -> str:
        return f"swap colours: round {self.round}, board {self.board}"

    def apply(self, t: Tournament) -> Tournament:
        rnd = _round(t, self.round)
        if not 1 <= self.board <= len(rnd.boards):
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "round {0} has no board {1}"),
                                      self.round, self.board))
        _check_changeable(t, self.round)
        boards = list(rnd.boards)
        b = boards[self.board - 1]
        if not b.has_result and t.paired_rounds == self.round:
            _check_session(t, self.round)  # before the game: a change of the pairing
        boards[self.board - 1] = replace(b, white=b.black, black=b.white, white_result=b.black_result,
                                         black_result=b.white_result)
        return _with_round(t, replace(rnd, boards=tuple(boards), hand_edited=True))

    def warnings(self, before: Tournament) -> tuple[Warning, ...]:
        return _later_round_note(before, self.round)

    def integrity_events(self, before: Tournament) -> tuple[IntegrityEvent, ...]:
        rnd = before.round(self.round) if 1 <= self.round <= len(before.rounds) else None
        if rnd is None or not 1 <= self.board <= len(rnd.boards):
            return ()
        b = rnd.boards[self.board - 1]
        return _late_correction(before, self.round, Text(QT_TRANSLATE_NOOP(
            "Domain", "board {0}: played with {1} as White and {2} as Black"), self.board, b.black, b.white))


def _check_session(t: Tournament, round_number: int) -> None:
    """FIDE mode: a pairing is changed by hand only inside a manual-pairing session (VCL4THP Q65)."""
    if t.settings.fide_mode and t.manual_session != round_number:
        raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "start a manual-pairing session on round {0} "
                                                              "first: in FIDE mode a pairing is changed by hand "
                                                              "only between the start and the end of a session, "
                                                              "which compares it with the engine's"), round_number))


# ---------------------------------------------------------------- pairings


@dataclass(frozen=True)
class StorePairing(Operation):
    """Store the pairing of the next round: boards in publishing order (no results yet) and
    ``unpaired`` cells (at most one 'U' = pairing-allocated bye). Players not on a board and not
    in ``unpaired`` get the cell of their request, or 'Z' (withdrawn, not yet entered, absent).
    ``initial_colour`` records a colour drawn by lot for round 1."""

    round: int
    boards: tuple[Board, ...]
    unpaired: Mapping[int, str] = field(default_factory=dict)
    hand_edited: bool = False
    initial_colour: Colour | None = None
    record: str = field(default="", repr=False, compare=False)  # the engine's (Round.record)

    @property
    def label(self) -> str:
        return f"pair round {self.round}"

    def warnings(self, before: Tournament) -> tuple[Warning, ...]:
        why = fide_mode.endless(before) if self.round == 1 else None
        found = (Warning(Level.INFORM, "VCL4THP Q62, C.04.1 2", why),) if why else ()
        found += tuple(Warning(Level.INFORM, "VCL4THP Q168", Text(QT_TRANSLATE_NOOP(
            "Domain", "round {0}, board {1} ({2}-{3}) is adjourned: this pairing counts it as a draw"),
            r, n, b.white, b.black)) for r, n, b in before.open_results()
                       if b.white_result == ADJOURNED)
        if team_event.is_team_system(before.settings.system):
            found += tuple(Warning(Level.INFORM, "C.04.6", text) for text in team_event.short_rosters(
                before, (tpn for b in self.boards if not b.games for tpn in b.players)))
        return found

    def apply(self, t: Tournament) -> Tournament:
        if t.manual_session is not None:
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "the manual-pairing session on round {0} is "
                                                                  "open: end it before the next round is paired "
                                                                  "(VCL4THP Q65)"), t.manual_session))
        if t.next_round != self.round:
            raise OperationError(
                Text(QT_TRANSLATE_NOOP("Domain", "round {0} cannot be paired now: every round is paired"), self.round)
                if t.next_round is None else
                Text(QT_TRANSLATE_NOOP("Domain", "round {0} cannot be paired now: the next round to pair is {1}"),
                     self.round, t.next_round))
        if t.settings.system not in ROUND_ROBIN_SYSTEMS:  # a fixed schedule may be paired ahead
            for before, missing in double_swiss.missing_before(t, self.round):
                raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "{0} has no result on board(s) {1}"),
                                          double_swiss.caption(t.settings, before.number),
                                          ", ".join(map(str, missing))))
        unpaired = dict(self.unpaired)
        on_boards: set[int] = set()
        for number, board in enumerate(self.boards, start=1):
            if board.white_result is not None or board.black_result is not None:
                raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "board {0} of a new pairing already has a "
                                                                      "result"), number))
            for tpn in board.players:
                player = _player(t, tpn)
                if not player.takes_part_in(self.round):
                    raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "player {0} cannot be paired in round "
                                                                          "{1} ({2})"),
                                              tpn, self.round, player.status(self.round)))
                if t.request(self.round, tpn) is not None:
                    raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "player {0} asked not to be paired in "
                                                                          "round {1} (remove the request first)"),
                                              tpn, self.round))
                on_boards.add(tpn)
        for tpn, code in unpaired.items():
            _player(t, tpn)
            if tpn in on_boards:
                raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "player {0} is both on a board and without "
                                                                      "an opponent"), tpn))
            if code == "H" and tpn in t.settings.no_half_byes:  # VCL4THP Q176, also when paired by hand
                raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "player {0} is not eligible for half-point "
                                                                      "byes"), tpn))
            if code == "U" and (t.request(self.round, tpn) is not None
                                or not t.players[tpn].takes_part_in(self.round)):
                raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "player {0} is not to be paired in round "
                                                                      "{1} and cannot get the pairing-allocated bye"),
                                          tpn, self.round))
        for tpn, player in t.players.items():
            if tpn not in on_boards and tpn not in unpaired:
                request = t.request(self.round, tpn)
                if request is None or not (player.takes_part_in(self.round) or self.round < player.entry_round):
                    unpaired[tpn] = "Z"  # absent, withdrawn (3.2) or not entered yet (2.4): no points
                else:
                    unpaired[tpn] = request.code
        boards = tuple(self.boards)
        if team_event.is_team_system(t.settings.system):  # each match gets its boards (C.04.6)
            boards = tuple(b if b.games else replace(b, games=team_event.default_games(t, b.white, b.black))
                           for b in boards)
        rnd = replace(_round(t, self.round), paired=True, hand_edited=self.hand_edited, boards=boards,
                      unpaired=dict(sorted(unpaired.items())), record=self.record)
        t = _with_round(t, rnd)
        for game in double_swiss.match_rounds(t.settings, self.round)[1:]:  # C.04.5 4.4: the return game
            boards, cells = double_swiss.second_game(rnd.boards, rnd.unpaired)
            t = _with_round(t, replace(_round(t, game), paired=True, hand_edited=self.hand_edited, boards=boards,
                                       unpaired=cells))
        if self.initial_colour is not None and t.settings.initial_colour is None:
            t = replace(t, settings=replace(t.settings, initial_colour=self.initial_colour))
        return t


@dataclass(frozen=True)
class RecordChallenge(Operation):
    """A ladder's challenge (seed 003 6.2) on evening ``round``: ``challenger`` plays ``defender``,
    placed above, with White unless ``challenger_white`` is False. The first challenge of an evening
    pairs the round (the other players without a game); the next ones are added to it, one game per
    player. Refused when the ladder's rules refuse it (``ladder.refusal``) or the players cannot play
    (as ``StorePairing`` checks a pairing)."""

    round: int
    challenger: int
    defender: int
    challenger_white: bool = True

    @property
    def label(self) -> str:
        return f"challenge: round {self.round}, {self.challenger} challenges {self.defender}"

    def apply(self, t: Tournament) -> Tournament:
        if t.settings.system not in LADDER_SYSTEMS:
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "challenges are recorded in a ladder only; "
                                                                  "this event's rounds are paired")))
        rnd = _round(t, self.round)  # one that does not exist is said so first
        if self.round not in (t.paired_rounds, t.next_round):
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "round {0}: challenges are recorded for the "
                                                                  "last paired round or the next one"), self.round))
        board = (Board(self.challenger, self.defender) if self.challenger_white
                 else Board(self.defender, self.challenger))
        for tpn in board.players:
            seat = rnd.board_of(tpn)
            if seat is not None:
                raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "player {0} already plays on board {1} of "
                                                                      "round {2}: one game per player an evening"),
                                          tpn, seat[0], self.round))
        if rnd.paired:  # paired again with the new board, the results entered kept
            t = _with_round(t, replace(rnd, paired=False, boards=(), unpaired={}))
        stored = StorePairing(self.round, tuple(replace(b, white_result=None, black_result=None)
                                                for b in (*rnd.boards, board))).apply(t)
        why = ladder.refusal(t, self.round, self.challenger, self.defender)
        if why:
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "round {0}: {1} ({2})"), self.round, why,
                                      ladder.LADDER))
        return _with_round(stored, replace(stored.round(self.round), boards=(*rnd.boards, board)))


@dataclass(frozen=True)
class DeleteLastPairing(Operation):
    """Remove the pairing of the last paired round. Refused when results were entered in it,
    unless ``force`` (the GUI asks the arbiter first)."""

    force: bool = False

    @property
    def label(self) -> str:
        return "delete the last pairing"

    def apply(self, t: Tournament) -> Tournament:
        last = t.paired_rounds
        if last == 0:
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "no round is paired")))
        rounds = [t.round(r) for r in double_swiss.match_rounds(t.settings, last)]  # a match: both games
        entered = sum(1 for rnd in rounds for b in rnd.boards if b.white_result is not None)
        if entered and not self.force:
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "{0} already has {1} result(s); deleting its "
                                                                  "pairing would delete them"),
                                      double_swiss.pairing_caption(t.settings, last), entered))
        for rnd in rounds:
            t = _with_round(t, replace(rnd, paired=False, hand_edited=False, boards=(), unpaired={}, record=""))
        return replace(t, manual_session=None) if t.manual_session is not None else t


@dataclass(frozen=True)
class EditPairing(Operation):
    """The arbiter's change of the last paired round (C.04.2 4.4): its boards and cells without an
    opponent are replaced and the round is marked ``hand_edited``. Boards with a result must stay
    as they are; the rest is checked as StorePairing checks a new pairing (players not on a board
    and not in ``unpaired`` get the cell of their request, or 'Z')."""

    round: int
    boards: tuple[Board, ...]
    unpaired: Mapping[int, str] = field(default_factory=dict)
    what: str = "edit the pairing"

    @property
    def label(self) -> str:
        return f"{self.what}: round {self.round}"

    def apply(self, t: Tournament) -> Tournament:
        rnd = _round(t, self.round)
        if not rnd.paired:
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "round {0} is not paired"), self.round))
        games = double_swiss.match_rounds(t.settings, t.paired_rounds)  # the last pairing: a round or a match
        if self.round != games[0]:
            if len(games) > 1:
                raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "the pairing of {0} is changed on its game "
                                                                      "1: game 2 follows it (C.04.5 4.4)"),
                                          double_swiss.pairing_caption(t.settings, games[0])))
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "round {0} is already paired: only the last "
                                                                  "paired round can be changed"), t.paired_rounds))
        _check_session(t, self.round)
        with_results = [b for b in rnd.boards if b.white_result is not None or b.black_result is not None]
        for board in with_results:
            if board not in self.boards:
                raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "board {0} of round {1} already has a "
                                                                      "result: clear it before changing that board"),
                                          rnd.boards.index(board) + 1, self.round))
        for number, board in enumerate(self.boards, start=1):
            if (board.white_result is not None or board.black_result is not None) and board not in with_results:
                raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "board {0} of the edited pairing has a "
                                                                      "result it did not have"), number))
        kept_pairs = {(b.black, b.white) for b in self.boards}  # game 2 boards that stay (colours reversed)
        later = [t.round(r) for r in games[1:]]
        for game in later:
            for number, board in enumerate(game.boards, start=1):
                if board.white_result is not None and (board.white, board.black) not in kept_pairs:
                    raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "board {0} of {1} already has a "
                                                                          "result: clear it before changing that "
                                                                          "board"),
                                              number, double_swiss.caption(t.settings, game.number).lower()))
        cleared = replace(t, manual_session=None)  # StorePairing pairs no round while a session is open
        for number in games:
            cleared = _with_round(cleared, replace(t.round(number), paired=False, hand_edited=False, boards=(),
                                                   unpaired={}))
        stored = StorePairing(self.round, tuple(replace(b, white_result=None, black_result=None) for b in self.boards),
                              self.unpaired, hand_edited=True).apply(cleared)
        fresh = stored.round(self.round)  # a new team match has its boards (games) from StorePairing
        stored = _with_round(stored, replace(fresh, boards=tuple(b if b.games else replace(b, games=new.games)
                                                                 for b, new in zip(self.boards, fresh.boards))))
        for game in later:  # the results already entered in game 2 stay with their boards
            entered = {(b.white, b.black): b for b in game.boards if b.white_result is not None}
            fresh = stored.round(game.number)
            stored = _with_round(stored, replace(fresh, boards=tuple(entered.get((b.white, b.black), b)
                                                                     for b in fresh.boards)))
        return replace(stored, manual_session=t.manual_session)


# ---------------------------------------------------------------- settings, schedule, forbidden pairs


@dataclass(frozen=True)
class LeaveFideMode(Operation):
    """The tournament leaves FIDE mode, for good (VCL4THP Q42-Q45): a Level-4 warning, one entry of
    the integrity log and its ``###`` line in the TRF."""

    @property
    def label(self) -> str:
        return "leave FIDE mode"

    def warnings(self, before: Tournament) -> tuple[Warning, ...]:
        return (Warning(Level.DOUBLE_CONFIRM, "VCL4THP Q43-Q45", Text(QT_TRANSLATE_NOOP(
            "Domain", "the tournament leaves FIDE mode for good: FIDE's rules are no longer enforced, it cannot enter "
                      "FIDE mode again, and its TRF report says so"))),)

    def integrity_events(self, before: Tournament) -> tuple[IntegrityEvent, ...]:
        return (IntegrityEvent(before.paired_rounds, "FIDE mode", "the tournament left FIDE mode"),)

    def apply(self, t: Tournament) -> Tournament:
        if not t.settings.fide_mode:
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "the tournament is not in FIDE mode")))
        return replace(t, settings=replace(t.settings, fide_mode=False))



@dataclass(frozen=True)
class ChangeSettings(Operation):
    """Change tournament settings by field name. Settings that decide pairings
    (``model.PAIRING_SETTINGS``) are refused once round 1 is paired."""

    changes: Mapping[str, Any]

    @property
    def label(self) -> str:
        return "change " + ", ".join(sorted(self.changes))

    def warnings(self, before: Tournament) -> tuple[Warning, ...]:
        """C.07 10 (VCL4THP Q211): rating tie-breaks are not advised for an event over 30 days."""
        if not {"long_event", "tiebreaks"} & set(self.changes):
            return ()
        after = replace(before.settings, **{k: v for k, v in self.changes.items() if hasattr(before.settings, k)})
        codes = rating_based(after.tiebreak_order) if after.long_event else []
        if not codes:
            return ()
        return (Warning(Level.INFORM, "C.07 10", Text(QT_TRANSLATE_NOOP(
            "Domain", "tie-breaks {0} compute from ratings, which change during an event longer than 30 days: C.07 "
                      "advises against them"), ", ".join(codes))),)

    def apply(self, t: Tournament) -> Tournament:
        names = {f.name for f in fields(TournamentSettings)}
        unknown = set(self.changes) - names
        if unknown:
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "unknown setting(s): {0}"),
                                      ', '.join(sorted(unknown))))
        old = t.settings
        changed = {k: v for k, v in self.changes.items() if getattr(old, k) != v}
        if "berger_draw" in changed or ("system" in changed and old.berger_draw
                                        and changed["system"] not in ROUND_ROBIN_SYSTEMS):
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "the Berger numbers are set by their own command "
                                                                  "(Players, Berger numbers); go back to the rating "
                                                                  "order before leaving the round robin")))
        if "fide_mode" in changed:
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "FIDE mode is left only by its own command (a "
                                                                  "Level-4 confirmation, logged), and a "
                                                                  "tournament that has left it cannot enter it "
                                                                  "again (VCL4THP Q43-Q45)")))
        fixed = PAIRING_SETTINGS | (fide_mode.LOCKED_AFTER_ROUND_1 if old.fide_mode else frozenset())
        locked = sorted(set(changed) & fixed)
        if locked and t.paired_rounds:
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "round 1 is already paired: changing {0} would "
                                                                  "change the pairings already made"),
                                      ', '.join(locked)))
        if "system" in changed:
            from ..engine.systems import SYSTEMS  # the engine is the authority on system names

            if changed["system"] not in SYSTEMS:
                raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "the engine has no system {0!r} "
                                                                      "(available: {1})"),
                                          changed['system'], ', '.join(sorted(SYSTEMS))))
            if "tournament_type" not in self.changes and old.tournament_type == DEFAULT_TOURNAMENT_TYPES.get(old.system):
                changed["tournament_type"] = DEFAULT_TOURNAMENT_TYPES.get(changed["system"])
        t = _resize_rounds(replace(t, settings=replace(old, **changed)))
        return _sorted_if_not_started(t) if {"rating_list", "tie_order"} & set(changed) else t


def _resize_rounds(t: Tournament) -> Tournament:
    total = t.settings.rounds
    if not isinstance(total, int) or total < 1:
        raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "the number of rounds must be a whole number of at "
                                                              "least 1")))
    if total < t.paired_rounds:
        raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "{0} rounds are already paired: the tournament "
                                                              "cannot have only {1}"), t.paired_rounds, total))
    later = sorted(rn for rn in t.requests if rn > total)
    if later:
        raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "there are bye requests for round {0}: remove them "
                                                              "before reducing the number of rounds to {1}"),
                                  later[0], total))
    late = sorted(p.tpn for p in t.players.values() if p.entry_round > total)
    if late:
        raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "player {0} enters in a round after round {1}"),
                                  late[0], total))
    rounds = t.rounds[:total] + tuple(Round(n) for n in range(len(t.rounds) + 1, total + 1))
    return replace(t, rounds=rounds)


@dataclass(frozen=True)
class SetRoundSchedule(Operation):
    round: int
    date: str
    time: str = ""

    @property
    def label(self) -> str:
        return f"schedule of round {self.round}"

    def apply(self, t: Tournament) -> Tournament:
        return _with_round(t, replace(_round(t, self.round), date=self.date, time=self.time))


@dataclass(frozen=True)
class AddForbiddenPairing(Operation):
    """These players may not meet each other in the given rounds (e.g. same family or club)."""

    pairing: ForbiddenPairing

    @property
    def label(self) -> str:
        return "forbid pairing " + "-".join(map(str, self.pairing.players))

    def apply(self, t: Tournament) -> Tournament:
        _check_forbidden_changeable(t)
        for tpn in self.pairing.players:
            _player(t, tpn)
        if len(set(self.pairing.players)) < 2:
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "a forbidden pairing needs at least two "
                                                                  "different players")))
        if not 1 <= self.pairing.first_round <= self.pairing.last_round:
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "the first round must not come after the last "
                                                                  "round")))
        return replace(t, forbidden=t.forbidden + (self.pairing,))


@dataclass(frozen=True)
class RemoveForbiddenPairing(Operation):
    index: int  # 0-based position in Tournament.forbidden

    @property
    def label(self) -> str:
        return f"remove forbidden pairing {self.index + 1}"

    def apply(self, t: Tournament) -> Tournament:
        if not 0 <= self.index < len(t.forbidden):
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "there is no forbidden pairing {0}"),
                                      self.index + 1))
        _check_forbidden_changeable(t)
        return replace(t, forbidden=t.forbidden[:self.index] + t.forbidden[self.index + 1:])


def _check_forbidden_changeable(t: Tournament) -> None:
    """FIDE mode: prohibited pairings are set before round 1 is paired (VCL4THP Q195-Q196)."""
    if t.settings.fide_mode and t.paired_rounds:
        raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "round 1 is already paired: in FIDE mode "
                                                              "prohibited pairings are set only before the first "
                                                              "round is paired")))
