"""The exchanges of the Lim system (C.04.4.3): the proposed pairings (2.4), the exchanges that make
them compatible (2.5, article 4) and the second scrutiny for colours (5.2, 5.7).

Players are given in the direction of pairing (see ``lim_floaters``): downward #1 first, upward
the lowest numbered player first, so that "the first player" is the one scrutinised first (4.1.1,
4.1.2) and the same code serves both directions.

The sequence of exchanges (4.2, 4.3). The first player x of the players still to pair is offered,
in turn, the players of the lower half (the proposed opponent, then the next ones), then those of
its own half from the bottom up (4.2: 1 v 4, 1 v 5, 1 v 6, 1 v 3, 1 v 2); the others are proposed
again by 2.4. x keeps the first opponent that leaves the others as many pairs as they can make
(4.4: the exchanges for #2 must leave #1 with a compatible opponent; see ``lim_group``), so when
the group can be paired completely its pairing is the first of the sequence in which every pair
is compatible, found without enumerating the ones before it.
"""
from __future__ import annotations

from typing import Callable

Compatible = Callable[[int, int], bool]


def proposal(players: list[int]) -> tuple[list[int], list[int]]:
    """2.4: the top half and the bottom half; the proposed pairs are top[i] v bottom[i]."""
    half = len(players) // 2
    return players[:half], players[half:]


def opponent_sequence(players: list[int]) -> list[int]:
    """4.2: the opponents offered to ``players[0]``, in order."""
    top, bottom = proposal(players)
    return bottom + top[:0:-1]


def colour_exchanges(pairs: list[tuple[int, int]], compatible: Compatible,
                     defects: Callable[[int, int], tuple[int, ...]],
                     exchangeable: Callable[[int, int], bool]) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """5.2: the second scrutiny. Pairs are scrutinised in order; where a pair leaves a player without
    their due colour (``defects``, smaller is better), its second player is exchanged with the second
    player of the first other pair for which both new pairs are compatible and the two pairs together
    get better; ``exchangeable`` (Maxi-tournaments, 5.7) may forbid an exchange. Returns the new pairs
    and the exchanges made (the two players swapped)."""
    pairs = list(pairs)
    swaps: list[tuple[int, int]] = []
    improved = True
    while improved:
        improved = False
        for i, (a, b) in enumerate(pairs):
            if not any(defects(a, b)):
                continue
            for j, (c, d) in enumerate(pairs):
                if j == i or not exchangeable(b, d) or not (compatible(a, d) and compatible(c, b)):
                    continue
                before = _add(defects(a, b), defects(c, d))
                if _add(defects(a, d), defects(c, b)) < before:
                    pairs[i], pairs[j] = (a, d), (c, b)
                    swaps.append((b, d))
                    improved = True
                    break
    return pairs, swaps


def _add(x: tuple[int, ...], y: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(p + q for p, q in zip(x, y))
