"""Pools with seeded players (seed 003 chapter 3.6): parallel round-robin pools whose winners (or
first q) meet in a final pool. The seeds are spread over the pools by the snake: by rating, the
first p players one to each pool, the next p back from the last pool, and so on, so that each pool
has a seed, his antagonist and then weaker players."""
from __future__ import annotations

from collections.abc import Hashable, Sequence

from ...text import QT_TRANSLATE_NOOP, explain_text
from .berger import ScheduleError, rounds_per_cycle, table
from .common import Rounds, Schedule, split_rests

__all__ = ["final_pool", "minimum_rounds", "pool_rounds", "pools", "snake"]


def snake(ranked: Sequence[Hashable], pools: int) -> list[list[Hashable]]:
    """``ranked`` (strongest first) spread over ``pools`` pools by the snake."""
    if pools < 1 or len(ranked) < 2 * pools:
        raise ScheduleError(explain_text(QT_TRANSLATE_NOOP(
            "Explain", "{0} players cannot make {1} pools of at least 2"), len(ranked), pools))
    result: list[list[Hashable]] = [[] for _ in range(pools)]
    for i, player in enumerate(ranked):
        row, column = divmod(i, pools)
        result[column if row % 2 == 0 else pools - 1 - column].append(player)
    return result


def pool_rounds(players: int, pools: int, qualifiers: int = 1) -> int:
    """Rounds of the preliminary pools (the largest pool's round robin) plus the final pool."""
    largest = -(-players // pools)
    final = pools * qualifiers
    return rounds_per_cycle(largest) + (rounds_per_cycle(final) if final > 1 else 0)


def minimum_rounds(players: int) -> tuple[int, list[int]]:
    """The fewest rounds of a two-phase event with one qualifier a pool, and the pool counts that
    reach it (seed 003 3.6: 24 players in 6 pools of 4 or 4 of 6 take 8 rounds)."""
    options = {pools: pool_rounds(players, pools) for pools in range(1, players // 2 + 1)}
    best = min(options.values())
    return best, [pools for pools, rounds in options.items() if rounds == best]


def final_pool(pool_standings: Sequence[Sequence[Hashable]], qualifiers: int = 1) -> list[Hashable]:
    """The final pool: the first ``qualifiers`` of each pool's standings, winners first."""
    if any(len(standing) < qualifiers for standing in pool_standings):
        raise ScheduleError(explain_text(QT_TRANSLATE_NOOP(
            "Explain", "every pool must have at least {0} players to qualify"), qualifiers))
    return [standing[place] for place in range(qualifiers) for standing in pool_standings]


def pools(players: int, pools: int) -> Schedule:
    """The preliminary pools of ``players`` (pairing numbers in rating order, seeds first) spread by
    the snake, played side by side: each pool's Berger table, its members numbered in pool order; a
    smaller pool has finished when the larger ones play their last round."""
    members = snake(list(range(1, players + 1)), pools)
    rounds: Rounds = [[] for _ in range(rounds_per_cycle(len(members[0])))]
    for pool in members:
        for r, boards in enumerate(table(len(pool))):
            rounds[r] += [(pool[w - 1] if w <= len(pool) else 0, pool[b - 1] if b <= len(pool) else 0)
                          for w, b in boards]
    games, rests = split_rests(rounds, lambda p: p != 0)
    return Schedule("pools", games, rests, [explain_text(
        QT_TRANSLATE_NOOP("Explain", "seed 003 3.6: {0} players in {1} pools by the snake ({2}), each pool a Berger "
                                     "table (C.05 Annex 1)"),
        players, pools, "; ".join(", ".join(map(str, pool)) for pool in members))])
