"""The consistency check of the players' data against a current rating list (VCL4THP Q133-Q144).

``check`` compares every player who has a FIDE ID with the list's entry for that ID (a lookup the
caller gives: ``formats.rating_list.RatingList.get`` for a FIDE download or a custom CSV list) and
reports each difference in the rating, the title, the federation, the sex and the birth year, and the
players the list does not hold. Nothing is changed by the check (Q143): the arbiter picks the
differences to take, all or some (Q144), and ``UpdateFromList`` applies them as one operation, one
undo step, each updated player then carrying the list as the source of his ratings (Q134).

The list to check against is the one valid when the event started, or on the day of the check for
an event longer than 30 days (Q137): ``valid_month``; a list of another month gives a Level-2 note.
"""
from __future__ import annotations

import datetime
from dataclasses import dataclass, field
from typing import Callable

from .model import Player, Tournament, TournamentSettings
from .operations import EditPlayer, Operation, OperationError
from .warnings import Level, Warning
from ..text import QT_TRANSLATE_NOOP, Text

__all__ = ["CHECKED_FIELDS", "CheckResult", "Difference", "UpdateFromList", "check", "list_month_note", "valid_month"]

# The Player fields compared with the list's entry, in the order reported.
CHECKED_FIELDS: tuple[str, ...] = ("fide_rating", "national_rating", "title", "federation", "sex", "birth_date")
LONG_EVENT_DAYS = 30  # VCL4THP Q137, Q210: a longer event is checked against the list of the day


@dataclass(frozen=True)
class Difference:
    """One field of player ``tpn`` that the list gives otherwise: ``ours`` is kept until the
    arbiter takes ``theirs``."""

    tpn: int
    field: str
    ours: object
    theirs: object


@dataclass(frozen=True)
class CheckResult:
    """What a check found: the differences, by player in TPN order, and the players with a FIDE ID
    the list does not hold; ``checked`` players were compared."""

    source: str
    differences: tuple[Difference, ...]
    not_in_list: tuple[int, ...]
    checked: int

    @property
    def affected(self) -> tuple[int, ...]:
        """The players with at least one difference (VCL4THP Q142)."""
        return tuple(dict.fromkeys(d.tpn for d in self.differences))


def _birth_differs(ours: str, theirs: str) -> bool:
    """FIDE lists give the birth year alone: a full date of ours in that year agrees with it."""
    return bool(theirs) and ours[:4] != theirs[:4]


def _differences(ours: Player, theirs: Player) -> list[Difference]:
    found = []
    for name in CHECKED_FIELDS:
        mine, listed = getattr(ours, name), getattr(theirs, name)
        if name == "birth_date":
            differs = _birth_differs(mine, listed)
        elif name == "fide_rating":
            differs = mine != listed  # an entry without a rating: no longer rated in this list
        else:
            differs = bool(listed) and mine != listed  # the list says nothing of it otherwise
        if differs:
            found.append(Difference(ours.tpn, name, mine, listed))
    return found


def check(t: Tournament, lookup: Callable[[str], Player | None], source: str) -> CheckResult:
    """Every player with a FIDE ID compared with ``lookup(fide_id)`` (None: not in the list)."""
    differences: list[Difference] = []
    missing: list[int] = []
    checked = 0
    for tpn, player in sorted(t.players.items()):
        if not player.fide_id:
            continue
        listed = lookup(player.fide_id)
        if listed is None:
            missing.append(tpn)
            continue
        checked += 1
        differences.extend(_differences(player, listed))
    return CheckResult(source, tuple(differences), tuple(missing), checked)


def valid_month(settings: TournamentSettings, today: datetime.date) -> str:
    """The month (YYYY/MM) of the FIDE list the check should use: the one valid when the event
    started, or today's for an event that has run for more than 30 days (VCL4THP Q137)."""
    start = _date(settings.start_date)
    if start is None or start > today or (today - start).days > LONG_EVENT_DAYS:
        return today.strftime("%Y/%m")
    return start.strftime("%Y/%m")


def _date(text: str) -> datetime.date | None:
    try:
        return datetime.datetime.strptime(text, "%Y/%m/%d").date()
    except ValueError:
        return None


def list_month_note(list_month: str, settings: TournamentSettings, today: datetime.date) -> Warning | None:
    """A Level-2 note when the list is not of the month ``valid_month`` names (VCL4THP Q137)."""
    wanted = valid_month(settings, today)
    if not list_month or list_month == wanted:
        return None
    return Warning(Level.INFORM, "VCL4THP Q137", Text(QT_TRANSLATE_NOOP(
        "Domain", "the list is of {0}; the check should use the list of {1}, valid at the start of the event (or "
                  "today, after 30 days)"), list_month, wanted))


def _today() -> str:
    return datetime.date.today().strftime("%Y/%m/%d")


@dataclass(frozen=True)
class UpdateFromList(Operation):
    """Take the list's values of the chosen differences (Q136, Q144): one operation, one undo step.
    Each updated player's ratings then name ``source`` and the day (Q134). Pairing numbers follow
    ``EditPlayer``: re-sorted before round 1, kept after (C.04.2 2.3)."""

    differences: tuple[Difference, ...]
    source: str
    on: str = field(default_factory=_today, compare=False)

    @property
    def label(self) -> str:
        return f"update {len({d.tpn for d in self.differences})} players from {self.source}"

    def apply(self, t: Tournament) -> Tournament:
        if not self.differences:
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "no difference chosen to update")))
        changes: dict[int, dict[str, object]] = {}
        for d in self.differences:
            if t.players.get(d.tpn) is None or getattr(t.players[d.tpn], d.field) != d.ours:
                raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "player {0} has changed since the check: "
                                                                      "check again"), d.tpn))
            changes.setdefault(d.tpn, {})[d.field] = d.theirs
        ids = {tpn: t.players[tpn].fide_id for tpn in changes}  # before round 1 each edit re-sorts the TPNs
        for tpn, values in changes.items():
            now = next(p.tpn for p in t.players.values() if p.fide_id == ids[tpn])
            t = EditPlayer(now, {**values, "rating_source": self.source, "rating_date": self.on}).apply(t)
        return t

