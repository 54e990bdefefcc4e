"""The engine's exchanges against a literal reading of C.04.4.3 2.4 and 4.1-4.3: the pairings of a
scoregroup listed one by one in the order of the exchange sequence, the first one whose pairs are
all compatible is the one the engine makes (ruling L6)."""
from __future__ import annotations

from typing import Iterator

from hypothesis import given, settings
from hypothesis import strategies as st

from arbiter_gui.engine.swiss.lim import pairing as lim
from tests.engine.lim_helpers import met, pair_sets, player, snapshot


def literal_sequence(players: list[int]) -> Iterator[list[tuple[int, int]]]:
    """Every pairing of ``players`` in the order of 4.2-4.3: the first player meets the proposed
    opponent (2.4), then the next ones of the lower half, then those of the upper half from the
    bottom up; for each, the players left are paired the same way."""
    if not players:
        yield []
        return
    half = len(players) // 2
    first, upper, lower = players[0], players[1:half], players[half:]
    for opponent in lower + upper[::-1]:
        rest = [p for p in players if p not in (first, opponent)]
        for tail in literal_sequence(rest):
            yield [(first, opponent)] + tail


games = st.integers(4, 10).map(lambda n: n - n % 2).flatmap(
    lambda n: st.tuples(st.just(n), st.sets(st.tuples(st.integers(1, n), st.integers(1, n))
                                            .filter(lambda g: g[0] < g[1]), max_size=n * (n - 1) // 4)))


@settings(max_examples=200, deadline=None)
@given(games)
def test_the_group_pairing_is_the_first_compatible_one_of_the_sequence(case: tuple[int, set]) -> None:
    n, played = case
    table = met(played)
    ids = list(range(1, n + 1))
    literal = next((pairing for pairing in literal_sequence(ids)
                    if all(b not in table.get(a, ()) for a, b in pairing)), None)
    players = [player(pid, 1, opponents=table.get(pid, ())) for pid in ids]  # the median group of round 3
    if literal is None:
        return  # blocked: 2.6 (see test_lim_order.py)
    boards = lim.pair_round(snapshot(players, 3)).boards
    assert pair_sets((b.white, b.black) for b in boards) == pair_sets(literal)
