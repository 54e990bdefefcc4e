"""One scoregroup of the 1992 rules (seed 004, C1-C14), with the players moved down to it.

The walk, in the order the procedure gives its steps:

* C1: a player without any opponent in the group (B1, B2) is moved down at once.
* A3, A6: with moved-down players making less than half of the group, the group is heterogeneous:
  S1 holds them, S2 the rest, and they are paired first; the players left form the remaining group,
  always homogeneous. Otherwise the group is homogeneous: S1 its upper half, p = half the players.
* C2, C3: x by A8, p by A6. C6: S1 against S2 in the order of the transpositions (D1, C7), then of
  the exchanges (D2, C8); a candidate is accepted when its p pairs keep B1 and B2, at most x of
  them miss a colour preference (B4) and nobody gets the float B5 or B6 forbids.
* C9, C10a: B6, then B5 are dropped; C10: another pairing of the moved-down players is tried for
  each remaining group; C11: x is raised by one up to p; C14: p is lowered by one (x too), the
  players left unpaired moving down; in a heterogeneous group the moved-down players are
  given up last, one at a time, the weakest first.
* C12, C13 are applied ahead (docs/rulings.md, 1992 rules R4): a pairing of the group is accepted only
  if the rest of the round can still be paired (C13) and each player moved down has an opponent in
  the next scoregroup (C12); when no pairing of the group can give the second, it is given up and a
  player may move down further (C1c).
"""
from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from fractions import Fraction
from itertools import chain
from typing import Protocol

from ...matching import completion
from ...result import Decision, no_valid_pairing
from ...snapshot import Colour, Float, PlayerState
from .rules import LEVEL_WORDS, NO_PAIRING, FloatLevel, Rules, a2_key, x_value
from .sequences import covers, exchanges, transpositions

Exchange = tuple[tuple[int, ...], tuple[int, ...]]  # numbers of S1 and of S2 exchanged (D2)
# pairs (S1 player first), the players left unpaired, S1 and S2 as paired, the exchange made
Candidate = tuple[list[tuple[int, int]], list[int], list[int], list[int], "Exchange | None"]


class RoundContext(Protocol):
    """What a scoregroup asks of the round (``pairing.Fide1992Round``)."""

    rules: Rules
    by_id: dict[int, PlayerState]


@dataclass
class Stage:
    """Where the procedure stands: p, x and the float criteria in force (C3, C2, C9, C11, C14)."""

    movers_paired: int  # moved-down players in S1 (A6)
    p: int  # pairs asked of the (remaining) homogeneous group
    x: int  # pairs of the homogeneous group allowed to miss a colour preference (A8, C11)
    x_movers: int  # the same for the moved-down players' pairs
    level: FloatLevel


@dataclass
class GroupOutcome:
    """How one scoregroup was paired."""

    score: Fraction
    residents: list[int]
    movers: list[int]
    pairs: list[tuple[int, int]] = field(default_factory=list)  # S1 player first
    floaters: list[int] = field(default_factory=list)  # moved down to the next scoregroup
    s1: list[int] = field(default_factory=list)  # the (remaining) homogeneous group's S1 and S2 as paired
    s2: list[int] = field(default_factory=list)
    stage: Stage | None = None
    heterogeneous: bool = False
    decisions: list[Decision] = field(default_factory=list)


class GroupPairer:
    """One scoregroup with its moved-down players."""

    def __init__(self, rnd: RoundContext, score: Fraction, residents: list[int], movers: list[int],
                 next_residents: list[int], below: list[int], last: bool) -> None:
        self.rules = rnd.rules
        self.by_id = rnd.by_id
        self.score = score
        self.residents = residents
        self.movers = movers
        self.next_residents = next_residents  # for C12
        self.below = below  # every player of the lower scoregroups, for C13
        self.last = last
        self.stuck: list[int] = []  # C1: players without an opponent in the group
        self._pairable: dict[frozenset[int], bool] = {}  # C13 ahead, by the players moved down

    def _sorted(self, ids: list[int]) -> list[int]:
        return sorted(ids, key=lambda pid: a2_key(self.by_id[pid]))

    def pair(self) -> GroupOutcome:
        members = self._sorted(self.movers + self.residents)
        outcome = GroupOutcome(self.score, list(self.residents), list(self.movers))
        self.stuck = [] if self.last else [p for p in members if not any(self.rules.legal(p, q) for q in members)]
        for pid in self.stuck:
            article = "1992 C1a, C12" if pid in self.movers else "1992 C1c"
            outcome.decisions.append(Decision(pid, article, f"{pid} has no opponent in this scoregroup "
                                              f"(B1, B2): moved down to the next one ({article})"))
        active = [p for p in members if p not in self.stuck]
        for c12 in ((True, False) if not self.last else (False,)):
            if self._search(outcome, active, c12):
                if not c12 and not self.last:
                    outcome.decisions.append(Decision("C12", "1992 C12", "no pairing of this scoregroup gives each "
                                                      "player moved down an opponent in the next scoregroup"))
                return outcome
        raise no_valid_pairing(*NO_PAIRING)  # not expected: the round was pairable (Fide1992Round), and C13 ahead

    # -- the procedure -------------------------------------------------------------------------
    def _search(self, outcome: GroupOutcome, active: list[int], c12: bool) -> bool:
        movers = [p for p in active if p in self.movers]
        heterogeneous = bool(movers) and 2 * len(movers) < len(active)  # A3
        outcome.heterogeneous = heterogeneous
        x_group = x_value([self.by_id[p] for p in active])  # C2
        for p_m in (range(len(movers), -1, -1) if heterogeneous else (0,)):  # C14 on the moved-down players
            s1m = movers[:p_m]
            x_m = max(0, x_group - (len(movers) - p_m))
            p_r0 = (len(active) - 2 * p_m) // 2
            for p_r in ((p_r0,) if self.last else range(p_r0, -1, -1)):  # C14
                for extra in range(max(p_m, p_r) + 1):  # C11
                    found, saturated = self._stage(outcome, active, s1m, x_m + extra, p_r0, p_r, extra, c12)
                    if found:
                        return True
                    if saturated:  # x has reached p: raising it again tries the same candidates
                        break
        return False

    def _stage(self, outcome: GroupOutcome, active: list[int], s1m: list[int], x_m: int, p_r0: int, p_r: int,
               extra: int, c12: bool) -> tuple[bool, bool]:
        """One p and one x: the float criteria dropped in turn (C9, C10a), the moved-down players'
        pairings (C10), then the remaining group's exchanges and transpositions. Returns whether a
        pairing was accepted, and whether both x had reached their p."""
        s2m = [p for p in active if p not in s1m]
        saturated = x_m >= len(s1m)
        for level in FloatLevel:
            stage = Stage(len(s1m), p_r, 0, min(len(s1m), x_m), level)
            for partners in self._mover_pairings(s1m, s2m, stage):
                remainder = [p for p in active if p not in s1m and p not in partners]
                # C2 again for the remaining group (C6b), less one for each p given up (C14)
                x_r = max(0, x_value([self.by_id[p] for p in remainder]) - (p_r0 - p_r))
                stage.x = min(p_r, x_r + extra)
                saturated = saturated and stage.x == p_r
                for pairs, floaters, s1, s2, exchange in self._homogeneous(remainder, stage, c12):
                    if self._acceptable(floaters, level, c12):
                        self._fill(outcome, list(zip(s1m, partners)) + pairs, floaters, s1, s2, stage,
                                   exchange, p_r0, x_r)
                        return True, True
        return False, saturated

    def _allowed(self, level: FloatLevel) -> Callable[[int, int], bool]:
        rules = self.rules
        return lambda a, b: rules.legal(a, b) and rules.pair_floats_ok(a, b, level)

    def _preference(self, pid: int) -> Colour | None:
        return self.rules.pref[pid].colour

    def _mover_pairings(self, s1: list[int], s2: list[int], stage: Stage) -> Iterator[list[int]]:
        """C6, C7, C10: the moved-down players' opponents in the order of D1."""
        if not s1:
            yield []
            return
        allowed = self._allowed(stage.level)
        if not covers(s1, s2, allowed):
            return
        yield from transpositions(s1, s2, allowed, self._preference, stage.x_movers)

    def _homogeneous(self, players: list[int], stage: Stage, c12: bool) -> Iterator[Candidate]:
        """C4-C8 for a homogeneous (remaining) group: p pairs by transpositions (D1) of each exchange
        (D2), the others moved down; nothing if B1, B2, the floats in force or x forbid p pairs."""
        p = stage.p
        if p == 0:
            yield [], list(players), [], list(players), None
            return
        if 2 * p == len(players) and not self.last and not self._rest_pairable([]):
            return  # nobody would move down, and the lower scoregroups cannot be paired alone (C13)
        allowed = self._allowed(stage.level)
        if completion.most_pairs(players, allowed) < p or \
                p - completion.most_pairs(players, lambda a, b: allowed(a, b) and not self.rules.clash(a, b)) > stage.x:
            return  # a proof that no candidate of this stage exists
        keep = frozenset(q for q in players if not self._may_move_down(q, stage.level, c12))
        number = {pid: i for i, pid in enumerate(players, start=1)}
        of_number = {i: pid for pid, i in number.items()}
        s1, s2 = players[:p], players[p:]  # C4, C5
        for exchange in chain([None], exchanges([number[q] for q in s1], [number[q] for q in s2])):  # C8
            t1, t2 = s1, s2
            if exchange is not None:
                out, into = ({of_number[n] for n in side} for side in exchange)
                t1 = self._sorted([q for q in s1 if q not in out] + list(into))
                t2 = self._sorted([q for q in s2 if q not in into] + list(out))
            if not covers(t1, t2, allowed):
                continue
            for partners in transpositions(t1, t2, allowed, self._preference, stage.x, keep):  # C6, C7
                yield list(zip(t1, partners)), [q for q in t2 if q not in partners], t1, t2, exchange

    def _may_move_down(self, pid: int, level: FloatLevel, c12: bool) -> bool:
        """B5, B6 (the bye is a downfloat, A5) and, ahead, C12: an opponent in the next scoregroup;
        in the last scoregroup, the bye (B1b)."""
        rules = self.rules
        if not rules.float_ok(pid, Float.DOWN, level):
            return False
        if self.last:
            return rules.may_have_bye(pid)
        return not c12 or any(rules.legal(pid, q) for q in self.next_residents)

    def _acceptable(self, floaters: list[int], level: FloatLevel, c12: bool) -> bool:
        """The players moved down may be (``_may_move_down``), and the rest of the round can be
        paired (C13 ahead); in the last scoregroup only the bye may be left."""
        if not all(self._may_move_down(f, level, c12) for f in floaters):
            return False
        return len(floaters) <= 1 if self.last else self._rest_pairable(floaters)

    def _rest_pairable(self, floaters: list[int]) -> bool:
        """C13 ahead: the players moved down and those of the lower scoregroups can all be paired
        (one of them, who may have it, left for the bye)."""
        key = frozenset(floaters)
        if key not in self._pairable:
            rest = floaters + self.stuck + self.below
            self._pairable[key] = completion.can_pair_all(rest, self.rules.legal,
                                                          [q for q in rest if self.rules.may_have_bye(q)])
        return self._pairable[key]

    # -- the record ----------------------------------------------------------------------------
    def _fill(self, outcome: GroupOutcome, pairs: list[tuple[int, int]], floaters: list[int], s1: list[int],
              s2: list[int], stage: Stage, exchange: Exchange | None, p_first: int, x_first: int) -> None:
        outcome.pairs = pairs
        outcome.floaters = self.stuck + floaters
        outcome.s1, outcome.s2 = s1, s2
        outcome.stage = stage
        say = outcome.decisions.append
        if stage.level != FloatLevel.B5_B6:
            say(Decision("B5/B6", "1992 C9, C10a", LEVEL_WORDS[stage.level]))
        if stage.x > x_first:
            say(Decision("B4", "1992 C11", f"x raised from {x_first} to {stage.x}"))
        if stage.p < p_first:
            say(Decision("p", "1992 C14", f"p lowered from {p_first} to {stage.p}"))
        if exchange is not None:
            say(Decision("D2", "1992 C8, D2", f"exchange of number(s) {', '.join(map(str, exchange[0]))} of S1 "
                         f"with {', '.join(map(str, exchange[1]))} of S2"))
        for pid in floaters:
            if self.last:
                say(Decision(pid, "1992 A5", f"{pid} left unpaired in the last scoregroup: the bye (1992 A5)"))
            else:
                article = "1992 C14" if stage.p < p_first else "1992 C6a"
                say(Decision(pid, article, f"{pid} left unpaired: moved down to the next scoregroup ({article})"))
