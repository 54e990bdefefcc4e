"""The working of one tie-break value (issue 29), as data.

``tiebreaks.compute`` (and ``team_standings.team_values`` for the team codes) fill a ``Breakdown``
while they compute the value, from the very contributions they add up, cut or average; nothing
computes a value a second time.  ``tiebreak_explain`` turns a breakdown into words, JSON and
"why is A above B?"; the app's Standings tab, the printed report and ``arbiter-tiebreak --explain``
read the same record."""
from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

TieBreakValue = Fraction | int | None

# How the items of a breakdown make its value (``tiebreak_explain.reproduce`` applies it):
# sum: the items that count, added; mean: their average rounded half up to a whole number;
# mean2: to two decimals (AOB); tpr: average of the ratings counted + dp of the percentage scored
# (C.07 10.2); ptp: the lowest rating whose expected scores reach the score (C.07 10.3);
# value: the one item; rank: the place inside the tied group (DE).
METHODS = ("sum", "mean", "mean2", "tpr", "ptp", "value", "rank")


@dataclass(frozen=True)
class Item:
    """One round, game or opponent as the tie-break counted it."""

    what: str  # plain words with the article ("dummy opponent (C.07 16.4.2)")
    value: TieBreakValue  # what the item adds (for TPR / PTP: the points scored in the game)
    round: int | None = None
    opponent: int | None = None
    counted: TieBreakValue = None  # the opponent's (or dummy's) score, rating or Buchholz as counted
    cut: str = ""  # why the item does not count; "" when it counts


@dataclass
class Breakdown:
    """The working of one tie-break value of one participant."""

    code: str
    player: int
    method: str = "sum"  # one of METHODS
    items: list[Item] = field(default_factory=list)
    value: TieBreakValue = None
    notes: list[str] = field(default_factory=list)  # premises: the Koya limit, why undefined, ...
    group: tuple[int, ...] = ()  # DE: the participants tied on points and the earlier tie-breaks
    tiers: tuple[tuple[int, ...], ...] = ()  # DE: the order it gives inside the group, best first
