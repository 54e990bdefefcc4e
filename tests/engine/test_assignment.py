"""The first transposition's assignment (matching.assignment.first_assignment, Dutch C.04.3 4.2,
Dubov C.04.4.1 4.4) against brute force: the lexicographically first legal order of T2, which may
be longer than S1. A column left free by an earlier reroute crashed it (KeyError) before."""
from __future__ import annotations

import itertools
import random

from arbiter_gui.engine.matching.assignment import first_assignment


def _brute_force(s1: list[int], t2: list[int], allowed) -> list[int] | None:  # noqa: ANN001
    for order in itertools.permutations(t2, len(s1)):  # permutations keep t2's order: lexicographic
        if all(allowed(a, b) for a, b in zip(s1, order)):
            return list(order)
    return None


def test_the_first_legal_order_on_random_instances() -> None:
    for seed in range(4000):
        draw = random.Random(seed)
        s1 = list(range(draw.randint(1, 5)))
        t2 = list(range(100, 100 + len(s1) + draw.randint(0, 3)))
        edges = {(a, b) for a in s1 for b in t2 if draw.random() < 0.6}

        def allowed(a: int, b: int) -> bool:
            return (a, b) in edges

        assert first_assignment(s1, t2, allowed) == _brute_force(s1, t2, allowed), seed


def test_a_column_freed_by_a_reroute_is_taken() -> None:
    """The random instance that crashed (KeyError) before: a reroute had left a column free."""
    draw = random.Random(2351)
    s1 = list(range(draw.randint(1, 5)))
    t2 = list(range(100, 100 + len(s1) + draw.randint(0, 3)))
    edges = {(a, b) for a in s1 for b in t2 if draw.random() < 0.6}
    assert first_assignment(s1, t2, lambda a, b: (a, b) in edges) == [100, 103, 102, 101]
