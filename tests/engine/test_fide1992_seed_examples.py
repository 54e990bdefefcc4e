"""The examples of the 1992 FIDE Swiss rules (seed 004): the order of the transpositions (D1) and of
the exchanges (D2, both matrices and the note on odd scoregroups), and small hand-worked rounds
that walk the procedure C1-C14 with the articles recorded."""
from __future__ import annotations

import random
from dataclasses import replace
from itertools import permutations

import pytest

from arbiter_gui.engine.result import RoundPairing
from arbiter_gui.engine.snapshot import Colour
from arbiter_gui.engine.swiss.fide1992 import pairing as fide1992
from arbiter_gui.engine.swiss.fide1992.rules import Rules
from arbiter_gui.engine.swiss.fide1992.sequences import exchanges, transpositions
from tests.engine.lim_helpers import player, snapshot

# D1: S2 = 5, 6, 7, 8; the transpositions a) to g) after the pairing itself
D1_EXAMPLE = ["5678", "5687", "5768", "5786", "5867", "5876", "6578", "6587"]
# D2, one player: a) 4 and 5; b) 4 and 6; c) 3 and 5; ... i) 2 and 7
D2_ONE = [(4, 5), (4, 6), (3, 5), (4, 7), (3, 6), (2, 5), (3, 7), (2, 6), (2, 7)]
# D2, two players: j) 3+4 with 5+6; k) 3+4 with 5+7; l) 2+4 with 5+6; ... r) 2+3 with 6+7
D2_TWO = [((3, 4), (5, 6)), ((3, 4), (5, 7)), ((2, 4), (5, 6)), ((3, 4), (6, 7)), ((2, 4), (5, 7)),
          ((2, 3), (5, 6)), ((2, 4), (6, 7)), ((2, 3), (5, 7)), ((2, 3), (6, 7))]


def test_d1_transpositions_in_ascending_order_of_the_numbers() -> None:
    found = transpositions([1, 2, 3, 4], [5, 6, 7, 8], lambda a, b: True, lambda p: None, 0)
    assert ["".join(map(str, t)) for t, _ in zip(found, D1_EXAMPLE)] == D1_EXAMPLE


def test_d1_skips_the_transpositions_a_refused_pair_rules_out() -> None:
    """C7: the next transposition that works; 1 may not meet 5, so 6-5-7-8 (f) comes first."""
    found = transpositions([1, 2, 3, 4], [5, 6, 7, 8], lambda a, b: (a, b) != (1, 5), lambda p: None, 0)
    assert next(found) == [6, 5, 7, 8]


def test_d2_matrices_give_the_order_of_the_exchanges() -> None:
    order = list(exchanges([1, 2, 3, 4], [5, 6, 7, 8]))
    one = [(out[0], into[0]) for out, into in order if len(out) == 1 and out[0] > 1 and into[0] < 8]
    two = [(out, into) for out, into in order if len(out) == 2 and 1 not in out and 8 not in into]
    assert one == D2_ONE
    assert two == D2_TWO
    assert order.index(((2,), (7,))) < order.index(((3, 4), (5, 6)))  # one player before two


def test_d2_note_on_an_odd_scoregroup_shifts_the_numbers_by_one() -> None:
    """7 players: S1 1-3, S2 4-7; the matrices with every number less one."""
    order = list(exchanges([1, 2, 3], [4, 5, 6, 7]))
    one = [(out[0], into[0]) for out, into in order if len(out) == 1 and into[0] < 7]
    assert one == [(a - 1, b - 1) for a, b in D2_ONE]


def boards(pairing: RoundPairing) -> list[tuple[int, int]]:
    return [(b.white, b.black) for b in pairing.boards]


def test_first_round_f4_strongest_of_s1_against_strongest_of_s2_and_bye_to_the_weakest() -> None:
    """F4, A6, E4: S1 1-3 v S2 4-6, 7 has the bye; odd numbers of S1 the drawn colour, even the other."""
    pairing = fide1992.pair_round(snapshot([player(i) for i in range(1, 8)], 1, initial=Colour.WHITE))
    assert boards(pairing) == [(1, 4), (5, 2), (3, 6)]
    assert pairing.bye == 7 and pairing.bye_article == "1992 A5"
    assert {b.colour_rule for b in pairing.boards} == {"1992 E4"}


def test_a_refused_pair_is_mended_by_an_exchange_d2() -> None:
    """S1 1, 2 v S2 3, 4 with 1-3 and 1-4 barred: no transposition (C7), the first exchange (C8, D2)
    is 2 with 3: S1 1, 3 v S2 2, 4."""
    snap = replace(snapshot([player(i) for i in range(1, 5)], 1),
                   forbidden=frozenset({frozenset({1, 3}), frozenset({1, 4})}))
    pairing = fide1992.pair_round(snap)
    assert {frozenset(b) for b in boards(pairing)} == {frozenset({1, 2}), frozenset({3, 4})}
    assert any("1992 C8, D2" in note and "2 of S1 with 3 of S2" in note for note in pairing.brackets[0].notes)


def test_b5_moves_down_the_next_player_by_d1() -> None:
    """Scoregroup 1: S1 1 v S2 2, 3 (p = 1); 3 floated down in the previous round (B5), so the next
    transposition pairs 1-3 and 2 moves down."""
    top = [player(1, 1, "w"), player(2, 1, "b"), player(3, 1, "b", floated_last=True)]
    bottom = [player(i, 0, "bw"[i % 2]) for i in range(4, 7)]
    pairing = fide1992.pair_round(snapshot(top + bottom, 2))
    first = pairing.brackets[0]
    assert first.pairs == [(1, 3)] and first.downfloaters == [2] and first.perfect


def test_c9_drops_b6_and_b5_when_every_choice_repeats_a_float() -> None:
    everyone_floated = [player(i, 1, "wb"[i % 2], floated_last=True) for i in range(1, 4)]
    bottom = [player(i, 0, "bw"[i % 2]) for i in range(4, 7)]
    pairing = fide1992.pair_round(snapshot(everyone_floated + bottom, 2))
    first = pairing.brackets[0]
    assert first.pairs == [(1, 2)] and first.downfloaters == [3]
    assert any(note.startswith("1992 C9, C10a: B6 and B5 dropped") for note in first.notes)


def test_c14_lowers_p_when_p_pairs_cannot_be_made() -> None:
    """Scoregroup 1 of four: 2, 3 and 4 have all met each other, so one pair only (1 with one of
    them): p lowered from 2 to 1, the two others moved down."""
    games = {2: {3, 4}, 3: {2, 4}, 4: {2, 3}}
    top = [player(i, 1, "w", opponents=games.get(i, ())) for i in range(1, 5)]
    bottom = [player(i, 0, "b") for i in range(5, 9)]
    pairing = fide1992.pair_round(snapshot(top + bottom, 2))
    first = pairing.brackets[0]
    assert first.pairs == [(1, 2)] and first.downfloaters == [3, 4]
    assert "1992 C14: p lowered from 2 to 1" in first.notes


def test_a_heterogeneous_group_pairs_its_moved_down_player_first() -> None:
    """C1c: 1, alone with 2 points, moves down; scoregroup 1 (1 and five residents) is heterogeneous
    (A3): S1 = [1] against S2 = 2, 3, ...: 1 met 2, and 1 and 3 both prefer White with x = 0 (A8: four
    of seven prefer White, q = 4; B4), so 4 by D1; then the remaining group 2, 3, 5, 6, 7."""
    one = player(1, 2, "wb", opponents={2})
    middle = [player(i, 1, "wb" if i % 2 else "bw", opponents={1} if i == 2 else ()) for i in range(2, 8)]
    last = [player(8, 0, "bw")]
    pairing = fide1992.pair_round(snapshot([one] + middle + last, 3))
    lone, group = pairing.brackets[0], pairing.brackets[1]
    assert lone.downfloaters == [1] and any(f.article == "1992 C1c" for f in lone.floats)
    assert group.mdps == [1] and group.pairs[0] == (1, 4)
    assert group.notes[0].endswith("heterogeneous: the moved-down players in S1, paired first (A3, A6)")


@pytest.mark.parametrize("higher, lower, white, rule", [
    ("bw", "wb", 2, "1992 E1"),  # 1 prefers black, 2 white: both granted
    ("wbw", "ww", 1, "1992 E2"),  # both prefer black, 2 absolutely (+2), 1 strongly: 2 has it
    ("wbwb", "bwwb", 1, "1992 E3"),  # both mildly white: alternated from round 2, where 1 had black
    ("wb", "wb", 1, "1992 E4"),  # identical histories: the higher player's preference
])
def test_colours_e1_to_e4(higher: str, lower: str, white: int, rule: str) -> None:
    rules = Rules(snapshot([player(1, 1, higher), player(2, 1, lower)], len(higher) + 1))
    colour, article = rules.allocate(rules.by_id[1], rules.by_id[2])
    assert ((1 if colour is Colour.WHITE else 2), article) == (white, rule)


@pytest.mark.parametrize("seed", range(200))
def test_the_pruned_d1_search_lists_exactly_the_transpositions_that_qualify(seed: int) -> None:
    """The search leaves branches early (colour budget, players who must be paired); it must list
    the same transpositions, in the same order, as filtering every transposition of S2 would."""
    rng = random.Random(seed)
    p = rng.randint(1, 4)
    s1, s2 = list(range(1, p + 1)), list(range(p + 1, 2 * p + 1 + rng.randint(0, 2)))
    barred = {(a, b) for a in s1 for b in s2 if rng.random() < 0.3}
    colours = {q: rng.choice([Colour.WHITE, Colour.BLACK, None]) for q in s1 + s2}
    keep = frozenset(q for q in s2 if rng.random() < 0.3)
    budget = rng.randint(0, 2)
    found = list(transpositions(s1, s2, lambda a, b: (a, b) not in barred, colours.get, budget, keep))
    expected: list[list[int]] = []
    for order in permutations(s2):
        partners = list(order[:p])
        if partners in expected or any((a, b) in barred for a, b in zip(s1, partners)):
            continue
        clashes = sum(1 for a, b in zip(s1, partners) if colours[a] is not None and colours[a] is colours[b])
        if clashes <= budget and keep <= set(partners):
            expected.append(partners)
    assert found == expected
