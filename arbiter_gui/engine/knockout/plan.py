"""The structure of a knockout draw: how many rounds, how many byes in round 1, how many players
each round holds, and who enters when (seed 003 2.1-2.3, 2.5.1), or, with the partial repechage
(2.4), how many losers of round 1 come back into round 2.

Every round halves the field, so the field of round ``j`` of ``R`` is ``2**(R - j + 1)`` (2.1).
Players given a wild card (2.3) enter at a later round ``k``; the qualifiers coming up to round k
are then ``2**(R - k + 1)`` minus the wild cards, and each earlier round holds twice the qualifiers
of the next. Round 1 is filled up with fictitious opponents ("Mr. Bye", 2.2): its ``2 * boards``
places minus the players entering at round 1 are the byes, given to the top seeds.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...text import QT_TRANSLATE_NOOP, explain_text
from ..schedules.pools import final_pool


class KnockoutError(ValueError):
    """A knockout cannot be organised or paired as asked; the message says why."""


@dataclass(frozen=True)
class Entrant:
    """A player of the draw, listed in seeding order (strongest first, 2.1); ``entry_round`` > 1
    for a wild card admitted directly to a later round (2.3)."""

    id: int
    entry_round: int = 1
    place: int = 0  # a mixed event (2.5.2): the place it qualified with in its group, 0 otherwise
    group: int = 0  # the pool it qualified from (1, 2, ...); 0 for the standings of a single group


@dataclass(frozen=True)
class Plan:
    rounds: int  # R: rounds of the single elimination (the final is round R)
    field: tuple[int, ...]  # players in each round 1..R, byes of round 1 included
    entering: tuple[int, ...]  # players entering at each round 1..R
    byes: int  # round 1 players through without playing (2.2)
    recovered: int = 0  # partial repechage (2.4): losers of round 1 brought back into round 2

    @property
    def first_round_places(self) -> int:
        """Places of round 1 (its boards times two): players entering at round 1 plus the byes."""
        return self.field[0]


def plan(entrants: Sequence[Entrant]) -> Plan:
    """The smallest draw that brings ``entrants`` down to one winner with byes in round 1 only,
    and at least one game in round 1 (2.2, 2.3)."""
    _check(entrants)
    last = max(e.entry_round for e in entrants)
    if min(e.entry_round for e in entrants) < 1:
        raise KnockoutError("a player enters before round 1")
    if not any(e.entry_round == 1 for e in entrants):
        raise KnockoutError(explain_text(QT_TRANSLATE_NOOP(
            "Explain", "nobody plays round 1: the wild cards need players to qualify against")))
    rounds = max(last, (len(entrants) - 1).bit_length())  # 2**R >= players (2.2)
    while rounds <= last + len(entrants).bit_length() + 1:
        found = _fit(entrants, rounds)
        if found is not None:
            return found
        rounds += 1
    entering = {e.entry_round for e in entrants}
    raise KnockoutError(explain_text(QT_TRANSLATE_NOOP(
        "Explain", "{0} players from round 1 and wild cards entering at round(s) {1} cannot make a field of a power "
        "of two when the wild cards enter (seed 003 2.3): change the number of wild cards or their round"),
        sum(e.entry_round == 1 for e in entrants), ", ".join(str(k) for k in sorted(entering - {1}))))


def repechage_plan(entrants: Sequence[Entrant]) -> Plan:
    """2.4, the partial repechage: round 1 pairs everyone, the strongest having the bye when they are
    odd (the seed: "avrebbe senso dare il bye al più forte"); only as many losers are recovered as
    bring round 2 to a power of two, the smallest not below round 1's qualifiers, and the event goes
    on normally from there."""
    _check(entrants)
    if any(e.entry_round != 1 for e in entrants):
        raise KnockoutError(explain_text(QT_TRANSLATE_NOOP(
            "Explain", "a partial repechage (seed 003 2.4) has every player in round 1: no wild cards")))
    n = len(entrants)
    byes = n % 2
    qualifiers = n // 2 + byes
    second = 1 << (qualifiers - 1).bit_length()  # round 2: the smallest power of two >= the qualifiers
    later = tuple(second >> i for i in range(second.bit_length() - 1))
    return Plan(1 + len(later), (n + byes,) + later, (n,) + (0,) * len(later), byes, second - qualifiers)


def _check(entrants: Sequence[Entrant]) -> None:
    if len(entrants) < 2:
        raise KnockoutError(explain_text(QT_TRANSLATE_NOOP("Explain", "a knockout needs at least 2 players, not {0}"),
                                         len(entrants)))
    ids = [e.id for e in entrants]
    if len(set(ids)) != len(ids):
        raise KnockoutError("a player is listed twice in the draw")


def _fit(entrants: Sequence[Entrant], rounds: int) -> Plan | None:
    if any(e.entry_round > rounds for e in entrants):
        return None
    entering = [sum(1 for e in entrants if e.entry_round == j) for j in range(1, rounds + 1)]
    field = [2] * rounds  # the final: two players
    for j in range(rounds - 1, 0, -1):  # 2.3: worked back, round j + 1 minus its wild cards, doubled
        qualifiers = field[j] - entering[j]
        if qualifiers < 1:
            return None  # nobody would come up from the earlier rounds
        field[j - 1] = 2 * qualifiers
    byes = field[0] - entering[0]
    if byes < 0 or byes >= field[0] // 2:  # 2.2: byes fill the empty places; round 1 keeps a game
        return None
    return Plan(rounds, tuple(field), tuple(entering), byes)


def from_groups(groups: Sequence[Sequence[int]], per_group: int) -> list[Entrant]:
    """2.5.2: a knockout stage seeded from a group stage, ``groups`` being each pool's standings
    (points, then tie-breaks) or the single standings of a Swiss. The first ``per_group`` of each
    qualify and are seeded place by place (every pool's winner before any second), each place in
    the pools' order (seeded pools: pool I holds the strongest seed), the order of the round-robin
    final pool (seed 003 3.6, ``schedules.pools.final_pool``)."""
    if per_group < 1:
        raise KnockoutError(explain_text(QT_TRANSLATE_NOOP("Explain", "at least one player of each group qualifies")))
    smallest = min(len(g) for g in groups)
    if smallest < per_group:
        raise KnockoutError(explain_text(QT_TRANSLATE_NOOP(
            "Explain", "{0} of each group cannot qualify: a group has {1} players"), per_group, smallest))
    order = final_pool(groups, per_group)
    origin = {pid: (place, g) for g, standing in enumerate(groups, start=1)
              for place, pid in enumerate(standing[:per_group], start=1)}
    return [Entrant(int(pid), 1, origin[pid][0], origin[pid][1] if len(groups) > 1 else 0) for pid in order]


def seeded_pools(ranked: Sequence[int], pools: int) -> list[list[int]]:
    """2.5.1: the ranked list dealt into ``pools`` knockout pools by the seeding method, the first
    ``pools`` players heading one pool each (pool I: 1, 1 + pools, 1 + 2 * pools, ...)."""
    if pools < 1 or len(ranked) % pools:
        raise KnockoutError(f"{len(ranked)} players cannot be dealt evenly into {pools} pools")
    return [list(ranked[i::pools]) for i in range(pools)]
