"""The pairing of each round of a knockout (seed 003, chapter 2), single or double elimination.

Single elimination (2.1-2.4): the players of a round, in seeding order, are paired first against
last, second against second-to-last and so on; the winners are paired again the same way in the
next round, so that the top seeds meet as late as possible (1 and 2 only in the final). Round 1 is
filled up with byes for the top seeds (2.2); wild cards join the field at their round (2.3). The
final round also pairs the losers of the semi-finals for third place (Figure 2), if the event wants it.
With the partial repechage (2.4) round 1 pairs everyone (the top seed has the bye when they are
odd) and the strongest of its losers come back into round 2, as many as make it a power of two.

Double elimination (2.4.1): a main event of the unbeaten and a repechage of the players beaten once.
Round 1 pairs everyone; its losers form the repechage, which pairs its survivors among themselves
and, when their numbers match, against the players just beaten in the main event (the oldest such
batch first), the strongest newcomer against the weakest survivor. When the main event is down to two
players they wait until the repechage is down to two as well; both then play their last match
together. The winner of the main event meets the winner of the repechage in the final; if the
repechage winner wins, a deciding match follows. The losers of the two last matches may play for
third place. Two players who met before are kept apart when the pairing allows it (note 17).

Colours (of the first game of each match): in round 1 the stronger player of a pair has White on
an odd number and Black on an even one (2.1); afterwards each player alternates, and where two
players are due the same colour the event's regulations decide, by default the rules of the Swiss
systems (note 15): the Dutch colour allocation C.04.3 5.2, the number being the position in the
round's list.
"""
from __future__ import annotations

from collections import deque
from collections.abc import Collection, Sequence
from dataclasses import dataclass, field
from enum import Enum

from ...text import QT_TRANSLATE_NOOP, Text, explain_text
from ..colours import allocate
from ..result import Decision
from ..snapshot import Colour, PlayerState
from .plan import Entrant, KnockoutError, Plan, plan, repechage_plan


class Stage(str, Enum):
    MAIN = "main"  # the knockout itself (2.1); in a double elimination the unbeaten (2.4.1)
    REPECHAGE = "repechage"  # players beaten once (2.4.1)
    FINAL = "final"  # double elimination: the main event's winner against the repechage's
    DECIDER = "decider"  # double elimination: the repechage winner won the final ("Finalissima")
    THIRD_PLACE = "third place"  # Figure 2; 2.4.1: the losers of the two last matches


@dataclass(frozen=True)
class Format:
    double_elimination: bool = False  # 2.4.1
    third_place: bool = True  # the "finalina" of Figure 2
    partial_repechage: bool = False  # 2.4: enough losers of round 1 recovered to make round 2 a power of two


SINGLE_ELIMINATION = Format()


@dataclass(frozen=True)
class Pairing:
    """A match of the round: ``white`` has White in its first game."""

    white: int
    black: int
    stage: Stage
    colour_rule: str  # "2.1" (round 1 rule) or the C.04.3 article applied (note 15)
    why: str  # why these two meet (a ``Text`` of context Explain)


@dataclass
class KnockoutRound:
    """One round as paired, with every decision of the rules in plain words."""

    round: int
    matches: list[Pairing]
    through: list[Decision] = field(default_factory=list)  # players through without playing (byes, 2.2)
    waiting: list[Decision] = field(default_factory=list)  # players still in who do not play this round
    notes: list[Decision] = field(default_factory=list)  # the structure of the draw

    def pairing_lines(self) -> list[str]:
        """The engines' output format: number of lines, then 'white black', each bye as 'id 0'."""
        lines = [f"{m.white} {m.black}" for m in self.matches] + [f"{d.subject} 0" for d in self.through]
        return [str(len(lines))] + lines


@dataclass(frozen=True)
class Played:
    """A round as paired and the winner of each of its matches."""

    round: KnockoutRound
    winners: frozenset[int]


def pair_round(entrants: Sequence[Entrant], played: Sequence[Played], fmt: Format = SINGLE_ELIMINATION,
               met_before: Collection[frozenset[int]] = ()) -> KnockoutRound | None:
    """The next round of the event, or None when it is over. ``entrants`` in seeding order (2.1);
    ``met_before``: pairs of players who met before the knockout (a group stage, 2.5.2), kept
    apart as those who met in it are (note 17)."""
    if fmt.double_elimination:
        if fmt.partial_repechage:
            raise KnockoutError(explain_text(QT_TRANSLATE_NOOP(
                "Explain", "a double elimination already recovers every player beaten once: it has no partial "
                "repechage (seed 003 2.4)")))
        rnd = _Double(entrants, played, fmt, met_before).next_round()
    else:
        rnd = _Single(entrants, played, fmt, met_before).next_round()
    if rnd is not None and rnd.round == 1:
        rnd.notes += [_origin(e, seed) for seed, e in enumerate(entrants, start=1) if e.place]
    return rnd


def _origin(e: Entrant, seed: int) -> Decision:
    """Where a qualifier of a group stage comes from, and so its seed (2.5.2)."""
    if e.group:
        return Decision(e.id, "2.5.2", explain_text(QT_TRANSLATE_NOOP(
            "Explain", "{0} is seed {1}: place {2} of pool {3} in the group stage; the knockout seeds the places "
            "in order, each place pool by pool (seed 003 2.5.2)"), e.id, seed, e.place, e.group))
    return Decision(e.id, "2.5.2", explain_text(QT_TRANSLATE_NOOP(
        "Explain", "{0} is seed {1}: place {2} of the group stage's standings (seed 003 2.5.2)"), e.id, seed, e.place))


def losers(p: Played) -> list[int]:
    """The loser of each match of a played round; KnockoutError unless each match has one winner."""
    result = []
    for m in p.round.matches:
        if (m.white in p.winners) == (m.black in p.winners):
            raise KnockoutError(f"round {p.round.round}: the match {m.white}-{m.black} has no single winner")
        result.append(m.black if m.white in p.winners else m.white)
    return result


class _Event:
    def __init__(self, entrants: Sequence[Entrant], played: Sequence[Played], fmt: Format,
                 met_before: Collection[frozenset[int]]) -> None:
        self.entrants = list(entrants)
        self.rank = {e.id: i for i, e in enumerate(self.entrants)}
        self.played = list(played)
        self.fmt = fmt
        self.round = len(self.played) + 1
        self.colours: dict[int, list[Colour]] = {e.id: [] for e in self.entrants}
        self.met: set[frozenset[int]] = set(met_before)
        for p in self.played:
            for m in p.round.matches:
                self.colours[m.white].append(Colour.WHITE)
                self.colours[m.black].append(Colour.BLACK)
                self.met.add(frozenset((m.white, m.black)))

    def seeded(self, ids: Sequence[int]) -> list[int]:
        return sorted(ids, key=self.rank.__getitem__)

    def match(self, a: int, b: int, position: int, stage: Stage, why: str) -> Pairing:
        """The pair ``a`` (the stronger, ``position`` in the round's list) and ``b`` with its colours."""
        higher, lower = self._state(a, position), self._state(b, position + 1)
        if not higher.colours and not lower.colours:
            colour, rule = (Colour.WHITE if position % 2 else Colour.BLACK), "2.1"  # 2.1: odd number, White
        else:
            colour, article = allocate(higher, lower, Colour.WHITE)  # note 15: the Swiss colour rules
            rule = f"C.04.3 {article}"
        white, black = (a, b) if colour is Colour.WHITE else (b, a)
        return Pairing(white, black, stage, rule, why)

    def _state(self, pid: int, number: int) -> PlayerState:
        return PlayerState(pid, score=0, rating=0, colours=tuple(self.colours[pid]),  # type: ignore[arg-type]
                           opponents=frozenset(), floats=(), bye_ineligible=False, unplayed_rounds=0,
                           pairing_number=number)

    def fold(self, ids: Sequence[int], stage: Stage, what: Text, byes: int = 0) -> list[Pairing]:
        """``ids`` paired first against last (2.1), keeping apart players who met before when
        possible (note 17); ``byes`` top seeds left out of the list still count in its numbers (2.2)."""
        order = self.seeded(ids)
        pairs = _fold_apart(order, self.met) or [(order[i], order[-1 - i]) for i in range(len(order) // 2)]
        n = len(order) + 2 * byes
        result = []
        for a, b in pairs:
            i, j = order.index(a) + 1 + byes, order.index(b) + 1 + byes
            why = explain_text(QT_TRANSLATE_NOOP("Explain", "{0}: number {1} of {2} meets number {3}, first against "
                                                 "last (seed 003 2.1)"), what, i, n, j)
            result.append(self.match(a, b, i, stage, why if j == n + 1 - i else kept_apart(why)))
        return result

    def check(self, p: Played) -> list[int]:
        lost = losers(p)
        unknown = set(p.winners) - {x for m in p.round.matches for x in (m.white, m.black)}
        if unknown:
            raise KnockoutError(f"round {p.round.round}: {sorted(unknown)} won no match of that round")
        return lost


def kept_apart(why: Text) -> Text:
    """``why`` when the pairing moved away from the rule to keep apart players who met before."""
    return explain_text(QT_TRANSLATE_NOOP("Explain", "{0}; players who met before are kept apart (note 17)"), why)


def _fold_apart(order: list[int], met: set[frozenset[int]]) -> list[tuple[int, int]] | None:
    """First against last with no two players who met before, the stronger choosing from the weakest up."""
    if not order:
        return []
    top, rest = order[0], order[1:]
    for b in reversed(rest):
        if frozenset((top, b)) in met:
            continue
        tail = _fold_apart([x for x in rest if x != b], met)
        if tail is not None:
            return [(top, b)] + tail
    return None


class _Single(_Event):
    def __init__(self, entrants: Sequence[Entrant], played: Sequence[Played], fmt: Format,
                 met_before: Collection[frozenset[int]]) -> None:
        super().__init__(entrants, played, fmt, met_before)
        self.plan: Plan = repechage_plan(self.entrants) if fmt.partial_repechage else plan(self.entrants)
        self.out: set[int] = set()
        self.semi_losers: list[int] = []
        self.recovered: list[int] = []
        for p in self.played:
            lost = self.check(p)
            if p.round.round == self.plan.rounds - 1:
                self.semi_losers = [x for x, m in zip(lost, p.round.matches) if m.stage is Stage.MAIN]
            self.out.update(lost)
            if p.round.round == 1:
                # 2.4: the regulations choose whom; Arbiter recovers the strongest losers (the seeding order)
                self.recovered = self.seeded(lost)[:self.plan.recovered]
                self.out.difference_update(self.recovered)

    def next_round(self) -> KnockoutRound | None:
        r, total = self.round, self.plan.rounds
        if r > total:
            return None
        alive = self.seeded([e.id for e in self.entrants if e.entry_round <= r and e.id not in self.out])
        later = [e for e in self.entrants if e.entry_round > r]
        expected = self.plan.entering[0] if r == 1 else self.plan.field[r - 1]
        if len(alive) != expected:
            raise KnockoutError(f"round {r} should have {expected} players, the results so far leave {len(alive)}")
        rnd = KnockoutRound(r, [], notes=self._notes())
        if r == 1 and self.plan.byes:
            places = self.plan.first_round_places
            byes, alive = alive[:self.plan.byes], alive[self.plan.byes:]
            for i, pid in enumerate(byes, start=1):
                rnd.through.append(Decision(pid, "2.2", explain_text(QT_TRANSLATE_NOOP(
                    "Explain", "{0} (number {1}) goes to round 2 without playing: round 1 has {2} places for {3} "
                    "players, the {4} empty ones are byes for the top seeds"), pid, i, places,
                    self.plan.entering[0], self.plan.byes)))
        what = (explain_text(QT_TRANSLATE_NOOP("Explain", "the final")) if r == total
                else explain_text(QT_TRANSLATE_NOOP("Explain", "round {0}"), r))
        rnd.matches = self.fold(alive, Stage.MAIN, what, self.plan.byes if r == 1 else 0)
        if r > 1 and r == total and self.fmt.third_place and len(self.semi_losers) == 2:
            a, b = self.seeded(self.semi_losers)
            rnd.matches.append(self.match(a, b, 1, Stage.THIRD_PLACE, explain_text(QT_TRANSLATE_NOOP(
                "Explain", "third place: the losers of the semi-finals (seed 003 Figure 2)"))))
        for e in later:
            rnd.waiting.append(Decision(e.id, "2.3", explain_text(QT_TRANSLATE_NOOP(
                "Explain", "{0} has a wild card for round {1}"), e.id, e.entry_round)))
        if r == 2:
            rnd.notes += [Decision(pid, "2.4", explain_text(QT_TRANSLATE_NOOP(
                "Explain", "{0} lost in round 1 and is recovered (partial repechage): round 2 needs {1} players, "
                "round 1 sent on {2}; the {3} strongest losers come back"), pid, len(alive),
                len(alive) - len(self.recovered), len(self.recovered))) for pid in self.recovered]
        if r > 1 and any(e.entry_round == r for e in self.entrants):
            entering = [e.id for e in self.entrants if e.entry_round == r]
            rnd.notes.append(Decision("wild cards", "2.3", explain_text(QT_TRANSLATE_NOOP(
                "Explain", "{0} enter: {1} qualifiers and {2} wild cards make {3}"), ", ".join(map(str, entering)),
                len(alive) - len(entering), len(entering), len(alive))))
        return rnd

    def _notes(self) -> list[Decision]:
        p = self.plan
        return [Decision("draw", "2.2", explain_text(QT_TRANSLATE_NOOP(
            "Explain", "{0} players: {1} rounds; round 1 has {2} places, {3} players and {4} byes; fields by "
            "round {5}"), len(self.entrants), p.rounds, p.first_round_places, p.entering[0], p.byes,
            ", ".join(map(str, p.field))))]


class _Double(_Event):
    """2.4.1, replayed from the rounds played: the main event, the repechage survivors and the
    batches of players beaten in the main event waiting to join the repechage."""

    def __init__(self, entrants: Sequence[Entrant], played: Sequence[Played], fmt: Format,
                 met_before: Collection[frozenset[int]]) -> None:
        super().__init__(entrants, played, fmt, met_before)
        n = len(self.entrants)
        if n < 4 or n & (n - 1) or any(e.entry_round != 1 for e in self.entrants):
            raise KnockoutError(explain_text(QT_TRANSLATE_NOOP(
                "Explain", "a double elimination needs a power of two of at least 4 players all entering at round 1 "
                "(seed 003 2.4), not {0}"), n))
        self.main = [e.id for e in self.entrants]
        self.survivors: list[int] = []
        self.batches: deque[list[int]] = deque()
        self.last_losers: list[int] = []  # of the main event's and the repechage's last matches
        self.finalists: list[int] = []
        self.champion: int | None = None
        for p in self.played:
            self._apply(p)

    def _apply(self, p: Played) -> None:
        lost = self.check(p)
        in_round = {x for m in p.round.matches for x in (m.white, m.black)}
        if self.batches and in_round & set(self.batches[0]) - set(self.main):  # they joined the repechage
            self.survivors += self.batches.popleft()
        batch = []
        for m, loser in zip(p.round.matches, lost):
            winner = m.white if loser == m.black else m.black
            if m.stage is Stage.MAIN:
                self.main.remove(loser)
                if p.round.round == 1:
                    self.survivors.append(loser)
                elif len(self.main) == 1:
                    self.last_losers.append(loser)
                else:
                    batch.append(loser)
            elif m.stage is Stage.REPECHAGE:
                self.survivors.remove(loser)
                if len(self.survivors) == 1 and not self.batches:
                    self.last_losers.append(loser)
            elif m.stage is Stage.FINAL:
                self.finalists = [winner, loser]
                self.champion = winner if winner in self.main else None
            elif m.stage is Stage.DECIDER:
                self.champion = winner
        if batch:
            self.batches.append(self.seeded(batch))

    def next_round(self) -> KnockoutRound | None:
        r = self.round
        if self.champion is not None:
            return None
        rnd = KnockoutRound(r, [])
        if self.finalists:  # the repechage winner won the final
            a, b = self.seeded(self.finalists)
            rnd.matches.append(self.match(a, b, 1, Stage.DECIDER, explain_text(QT_TRANSLATE_NOOP(
                "Explain", "the repechage winner won the final: a deciding match (\"Finalissima\", seed 003 "
                "2.4.1)"))))
            return rnd
        if len(self.main) == 1 and len(self.survivors) == 1 and not self.batches:
            rnd.matches.append(self.match(*self.seeded(self.main + self.survivors), 1, Stage.FINAL,
                                          explain_text(QT_TRANSLATE_NOOP(
                                              "Explain", "the final: the unbeaten winner of the main event "
                                              "against the winner of the repechage (seed 003 2.4.1)"))))
            if self.fmt.third_place and len(self.last_losers) == 2:
                a, b = self.seeded(self.last_losers)
                rnd.matches.append(self.match(a, b, 1, Stage.THIRD_PLACE, explain_text(QT_TRANSLATE_NOOP(
                    "Explain", "third place: the losers of the main event's and the repechage's last matches "
                    "(seed 003 2.4.1)"))))
            return rnd
        repechage_final = False
        if r > 1:
            if self.batches and len(self.batches[0]) == len(self.survivors):
                rnd.matches += self._drop(self.batches[0])
            elif len(self.survivors) > 1:
                repechage_final = len(self.survivors) == 2 and not self.batches
                rnd.matches += self.fold(self.survivors, Stage.REPECHAGE,
                                         explain_text(QT_TRANSLATE_NOOP("Explain", "repechage")))
        if len(self.main) > 2 or repechage_final or r == 1:
            rnd.matches[:0] = self.fold(self.main, Stage.MAIN,
                                        explain_text(QT_TRANSLATE_NOOP("Explain", "main event, round {0}"), r))
        else:
            for pid in self.main:
                rnd.waiting.append(Decision(pid, "2.4.1", explain_text(QT_TRANSLATE_NOOP(
                    "Explain", "{0} waits: the main event is down to two players, who play when the repechage is "
                    "down to two as well"), pid)))
        return rnd

    def _drop(self, newcomers: list[int]) -> list[Pairing]:
        """The players just beaten in the main event against the repechage survivors, the strongest
        newcomer against the weakest survivor, players who met before kept apart (note 17)."""
        survivors = self.seeded(self.survivors)
        pairs = _assign_apart(newcomers, survivors[::-1], self.met) or list(zip(newcomers, survivors[::-1]))
        result = []
        for i, (a, b) in enumerate(pairs, start=1):
            why = explain_text(QT_TRANSLATE_NOOP("Explain", "repechage: {0}, beaten in the main event, meets {1}, "
                                                 "who survived the repechage; the strongest newcomers meet the "
                                                 "weakest survivors (seed 003 2.4.1)"), a, b)
            stronger, weaker = self.seeded([a, b])
            result.append(self.match(stronger, weaker, 2 * i - 1, Stage.REPECHAGE,
                                     why if b == survivors[-i] else kept_apart(why)))
        return result


def _assign_apart(left: list[int], right: list[int], met: set[frozenset[int]]) -> list[tuple[int, int]] | None:
    """Each of ``left`` in order takes the first of ``right`` not met before."""
    if not left:
        return []
    for b in right:
        if frozenset((left[0], b)) not in met:
            tail = _assign_apart(left[1:], [x for x in right if x != b], met)
            if tail is not None:
                return [(left[0], b)] + tail
    return None
