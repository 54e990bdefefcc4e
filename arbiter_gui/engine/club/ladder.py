"""The ladder (seed 003 6.2): players on the steps of a ladder challenge those above them.

The players start in order of presumed strength (rating or otherwise), one per step. A player may
challenge anyone placed above them, at most ``LadderRules.max_distance`` steps up if the event sets
such a limit. If the challenger wins they go up: in the simplest variant they change places with
the player beaten (``AfterWin.SWAP``), or, as some regulations choose, they take that player's place
and everybody from there down to the challenger's old step goes down one (``AfterWin.TAKE_PLACE``).
If the challenger loses (or draws) nobody moves, and a beaten challenger may challenge the same
player again only after meeting ``LadderRules.others_between`` other players.

The ladder is data: its order, the rules and every challenge with the order before and after and
why, so that it can be shown, printed and stored. An event plays it evening by evening
(``Ladder.evening``): each game of an evening is a challenge made on the ladder as that evening
began; the lower placed player of a game is its challenger. A ladder has no round for a program to
pair (``pair_round``): the challengers choose (docs/rulings.md, "Ladder in the app").
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from enum import Enum
from fractions import Fraction

from ...text import QT_TRANSLATE_NOOP, explain_text
from ..result import Decision, NoValidPairing, RoundPairing
from ..snapshot import Snapshot

LADDER = "seed 003 6.2"  # the article every decision of this module cites


class LadderError(ValueError):
    """A challenge the ladder's rules refuse, or one naming a player not on the ladder."""


class AfterWin(str, Enum):
    SWAP = "swap"  # the challenger and the player beaten change places
    TAKE_PLACE = "take place"  # the challenger takes the beaten player's place, those between go down one


@dataclass(frozen=True)
class LadderRules:
    """The choices seed 003 6.2 leaves to the regulations, its simplest variant as default."""

    after_win: AfterWin = AfterWin.SWAP
    max_distance: int | None = None  # the most steps a challenger may climb in one challenge; None: any
    others_between: int = 1  # other players a beaten challenger meets before challenging the same again

    def __post_init__(self) -> None:
        if self.max_distance is not None and self.max_distance < 1:
            raise ValueError(f"ladder maximum distance {self.max_distance}: it must be 1 or more")
        if self.others_between < 0:
            raise ValueError(f"ladder games before a new challenge {self.others_between}: it must be 0 or more")


@dataclass(frozen=True)
class Challenge:
    challenger: int
    defender: int
    points: Fraction  # the challenger's: 1 a win, 1/2 a draw, 0 a loss


@dataclass(frozen=True)
class Step:
    """One challenge played: the ladder before and after it, and what the rules decided."""

    challenge: Challenge
    before: tuple[int, ...]  # place 1 first
    after: tuple[int, ...]
    decision: Decision


@dataclass(frozen=True)
class Ladder:
    order: tuple[int, ...]  # the players, place 1 first
    rules: LadderRules = LadderRules()
    steps: tuple[Step, ...] = ()

    @classmethod
    def start(cls, ratings: Mapping[int, int], rules: LadderRules = LadderRules()) -> Ladder:
        """seed 003 6.2: the players in order of presumed strength: rating, then number."""
        return cls(tuple(sorted(ratings, key=lambda pid: (-ratings[pid], pid))), rules)

    def place(self, pid: int) -> int:
        if pid not in self.order:
            raise LadderError(f"player {pid} is not on the ladder")
        return self.order.index(pid) + 1

    def refusal(self, challenger: int, defender: int) -> str:
        """Why ``challenger`` may not challenge ``defender`` now ('' if they may)."""
        low, high = self.place(challenger), self.place(defender)
        if high >= low:
            return explain_text(QT_TRANSLATE_NOOP("Explain", "{0} (place {1}) may only challenge a player placed "
                                                             "above, not {2} (place {3})"), challenger, low, defender, high)
        if self.rules.max_distance is not None and low - high > self.rules.max_distance:
            return explain_text(QT_TRANSLATE_NOOP("Explain", "{0} (place {1}) may climb at most {2} place(s), {3} is "
                                                             "in place {4}"),
                                challenger, low, self.rules.max_distance, defender, high)
        others = 0
        for step in reversed(self.steps):
            pair = {step.challenge.challenger, step.challenge.defender}
            if challenger not in pair:
                continue
            if pair == {challenger, defender}:
                if step.challenge.challenger == challenger and step.challenge.points == 0 \
                        and others < self.rules.others_between:
                    return explain_text(QT_TRANSLATE_NOOP("Explain", "{0} lost a challenge to {1} and has met {2} "
                                                                     "other player(s) since; {3} needed"),
                                        challenger, defender, others, self.rules.others_between)
                break
            others += 1
        return ""

    def challenge(self, points: Mapping[int, Fraction]) -> Challenge:
        """The game of the two players of ``points`` (each one's part of a win) as a challenge: the
        lower placed of the two is the challenger (one may only challenge upwards)."""
        defender, challenger = sorted(points, key=self.place)
        return Challenge(challenger, defender, points[challenger])

    def joined(self, players: Sequence[int]) -> Ladder:
        """The ladder with those of ``players`` not on it yet placed at its foot, in the order given
        (docs/rulings.md, "Ladder in the app": a late entrant starts at the bottom)."""
        new = tuple(pid for pid in players if pid not in self.order)
        return replace(self, order=self.order + new) if new else self

    def evening(self, challenges: Sequence[Challenge], pending: Sequence[Challenge] = ()) -> Ladder:
        """The ladder after an evening's ``challenges``: each is checked against the ladder as the
        evening began (the one the challenges were made on), then they are played in order; the
        ``pending`` ones (no result yet) are checked and move nobody."""
        for challenge in (*challenges, *pending):
            self._check(challenge)
        ladder = self
        for challenge in challenges:
            ladder = ladder._moved(challenge)
        return ladder

    def play(self, challenge: Challenge) -> Ladder:
        """The ladder after ``challenge`` (LadderError if the rules refuse it)."""
        self._check(challenge)
        return self._moved(challenge)

    def _check(self, challenge: Challenge) -> None:
        why = self.refusal(challenge.challenger, challenge.defender)
        if why:
            raise LadderError(explain_text("{0}: {1}", LADDER, why))
        if challenge.points not in (0, Fraction(1, 2), 1):
            raise LadderError(explain_text(QT_TRANSLATE_NOOP("Explain", "{0}: the challenger's points {1}: 1, 1/2 or 0"),
                                           LADDER, challenge.points))

    def _moved(self, challenge: Challenge) -> Ladder:
        order = list(self.order)
        low, high = order.index(challenge.challenger), order.index(challenge.defender)
        pair = (challenge.challenger, challenge.defender)
        if challenge.points < 1:
            text = explain_text(QT_TRANSLATE_NOOP("Explain", "{0} did not beat {1}: nobody moves"), *pair)
        elif self.rules.after_win is AfterWin.SWAP:
            order[low], order[high] = order[high], order[low]
            text = explain_text(QT_TRANSLATE_NOOP("Explain", "{0} beat {1}: they change places ({2} and {3})"), *pair,
                                high + 1, low + 1)
        else:
            order.insert(high, order.pop(low))
            text = (explain_text(QT_TRANSLATE_NOOP("Explain", "{0} beat {1}: {0} takes place {2}, places {2}-{3} go "
                                                              "down one"), *pair, high + 1, low) if low > high + 1
                    else explain_text(QT_TRANSLATE_NOOP("Explain", "{0} beat {1}: {0} takes place {2}, {1} goes down "
                                                                   "one"), *pair, high + 1))
        step = Step(challenge, self.order, tuple(order), Decision(challenge.challenger, LADDER, text))
        return replace(self, order=tuple(order), steps=(*self.steps, step))


def pair_round(snapshot: Snapshot) -> RoundPairing:
    """seed 003 6.2 and its footnote 75: the challenger chooses whom to challenge, so there is no
    round for a program to pair (``arbiter-pair --ladder`` says so); the app records the challenges."""
    raise NoValidPairing(explain_text(QT_TRANSLATE_NOOP("Explain", "{0}: a ladder is not paired by a program: each "
                                                                   "challenger chooses whom to challenge; record the "
                                                                   "challenges of round {1} by hand"),
                                      LADDER, snapshot.round))
