"""Varma tables for the restricted drawing of lots (C.05 Annex 2; seed 003 chapter 3.4).

The Berger table of 9 to 24 players is not changed: the draw of the pairing numbers is steered so
that players of the same federation (or club) take numbers of one group A-D, whose members do not
meet in the last three rounds of the Berger table. The tables are FIDE's (C.05 Annex 2, "9/10
players: ..."); for an odd number of players the table of the next even number is used without
its highest number (the dummy of the Berger table).

FIDE's table for 11/12 players puts 6 and 12 in group C, and they meet in round 11 of the 12-player
Berger table: ``clashes(12)`` reports it (the table is used as published; docs/rulings.md).

The draw (Annex 2 points 2-4, the seed's 14-player example): federations with more players draw
first, ties by the alphabetical FIDE code, players of one federation in alphabetical order of
their names; the first player of a federation chooses an envelope (group) holding at least as many
numbers as the federation has players, and every player of the federation draws from it. The
numbers left over stay available to the following players.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from ...text import QT_TRANSLATE_NOOP, explain_text
from .berger import ScheduleError, table, table_size

__all__ = ["GROUPS", "VARMA_TABLES", "DrawStep", "Random", "clashes", "draw", "groups"]

GROUPS = "ABCD"
VARMA_TABLES: dict[int, tuple[tuple[int, ...], ...]] = {  # C.05 Annex 2 point 5: even size -> A, B, C, D
    10: ((3, 4, 8), (5, 7, 9), (1, 6), (2, 10)),
    12: ((4, 5, 9, 10), (1, 2, 7), (6, 8, 12), (3, 11)),
    14: ((4, 5, 6, 11, 12), (1, 2, 8, 9), (7, 10, 13), (3, 14)),
    16: ((5, 6, 7, 12, 13, 14), (1, 2, 3, 9, 10), (8, 11, 15), (4, 16)),
    18: ((5, 6, 7, 8, 14, 15, 16), (1, 2, 3, 10, 11, 12), (9, 13, 17), (4, 18)),
    20: ((6, 7, 8, 9, 15, 16, 17, 18), (1, 2, 3, 11, 12, 13, 14), (5, 10, 19), (4, 20)),
    22: ((6, 7, 8, 9, 10, 17, 18, 19, 20), (1, 2, 3, 4, 12, 13, 14, 15), (11, 16, 21), (5, 22)),
    24: ((6, 7, 8, 9, 10, 11, 19, 20, 21, 22), (1, 2, 3, 4, 13, 14, 15, 16, 17), (12, 18, 23), (5, 24)),
}
SEPARATED_ROUNDS = 3  # members of a group do not meet in the last three rounds (seed 003 3.4)


def groups(players: int) -> dict[str, tuple[int, ...]]:
    """The groups A-D of the Varma table for ``players`` (9 to 24), without the dummy when odd."""
    if not 9 <= players <= 24:
        raise ScheduleError(explain_text(QT_TRANSLATE_NOOP(
            "Explain", "the Varma tables cover 9 to 24 players, not {0}"), players))
    return {g: tuple(n for n in numbers if n <= players)
            for g, numbers in zip(GROUPS, VARMA_TABLES[table_size(players)])}


def clashes(players: int) -> list[tuple[str, int, int, int]]:
    """Every (group, round, a, b) where two members of a group meet in one of the last three
    rounds of the Berger table: what the Varma tables are meant to exclude."""
    rounds = table(players)
    found = []
    for group, numbers in groups(players).items():
        for r in range(len(rounds) - SEPARATED_ROUNDS, len(rounds)):
            found += [(group, r + 1, a, b) for a, b in rounds[r] if a in numbers and b in numbers]
    return found


class Random(Protocol):
    """The source of the lots: ``random.Random`` or the arbiter's own draw."""

    def choice(self, seq: Sequence): ...


@dataclass(frozen=True)
class DrawStep:
    """One line of the record of the draw: who drew which number from which envelope, and why."""
    federation: str
    player: str
    group: str
    number: int
    reason: str


def draw(players: Sequence[tuple[str, str]], rng: Random) -> tuple[dict[str, int], list[DrawStep]]:
    """The restricted drawing of lots for ``players`` (name, federation): each player's pairing
    number and the record of every step (C.05 Annex 2 points 2-4)."""
    names = [name for name, _ in players]
    if len(set(names)) != len(names):
        raise ScheduleError("the Varma draw needs distinct player names: "
                            + ", ".join(sorted(n for n, c in Counter(names).items() if c > 1)))
    envelopes = {g: list(numbers) for g, numbers in groups(len(players)).items()}
    size = Counter(federation for _, federation in players)
    # Annex 2 point 2: larger federations first, ties by FIDE code; players by name
    order = sorted(size, key=lambda federation: (-size[federation], federation))
    numbers: dict[str, int] = {}
    steps: list[DrawStep] = []
    for federation in order:
        contingent = sorted(name for name, f in players if f == federation)
        if len(contingent) == 1:
            continue
        large = [g for g in GROUPS if len(envelopes[g]) >= len(contingent)]
        if large:
            group = rng.choice(large)  # point 3: an envelope with at least enough numbers
            why = (f"{federation} ({len(contingent)} players) chose envelope {group} among those with at least "
                   f"{len(contingent)} numbers ({', '.join(large)})")
            chosen = [group] * len(contingent)
        else:  # no envelope is large enough: the fullest ones in turn, and the record says so
            chosen = []
            for g in sorted(GROUPS, key=lambda g: -len(envelopes[g])):
                chosen += [g] * len(envelopes[g])
            chosen = chosen[:len(contingent)]
            why = (f"{federation} ({len(contingent)} players): no envelope holds {len(contingent)} numbers, "
                   f"they draw from the fullest envelopes in turn and some of them may meet in the last rounds")
        for name, group in zip(contingent, chosen):
            number = rng.choice(envelopes[group])
            envelopes[group].remove(number)
            numbers[name] = number
            steps.append(DrawStep(federation, name, group, number, why))
    left = sorted(n for g in GROUPS for n in envelopes[g])
    for federation in order:  # the federations of one player draw from every number left over
        for name in sorted(name for name, f in players if f == federation and name not in numbers):
            number = rng.choice(left)
            left.remove(number)
            numbers[name] = number
            group = next(g for g, members in groups(len(players)).items() if number in members)
            steps.append(DrawStep(federation, name, group, number,
                                  f"{federation} has one player: drawn from the numbers left over"))
    return numbers, steps
