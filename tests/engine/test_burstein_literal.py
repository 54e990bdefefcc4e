"""An independent, literal reading of the Burstein system (C.04.4.2, 2026 text) for small rounds.

It lists the candidate pairings of each bracket one after the other in the order of article 4.3
(virtual players, BSN 0, for the floaters) and keeps the first among those that comply best with
[C1]-[C8], evaluating every criterion by exhaustive search, with none of the engine's matching
arguments. It shares with the engine only the opposition index (1.7, 1.8), the colour
preferences (1.5) and the colour allocation of 5.2. Exponential: for brackets of about ten players.

The tests pair every round after the seeding rounds of small random tournaments both ways (the
engine with and without its faster route) and require identical output; and they check the
enumeration against the handbook's example of article 4.3.
"""
from __future__ import annotations

import random
from fractions import Fraction
from functools import lru_cache
from typing import Iterator

import pytest

from arbiter_gui.engine.swiss.burstein.pairing import BursteinRound, seeding_rounds
from arbiter_gui.engine.swiss.burstein.index import opposition_indices
from arbiter_gui.engine.colours import allocate_by_preferences, player_preference
from arbiter_gui.engine.result import NoValidPairing
from arbiter_gui.engine.snapshot import Colour, Snapshot
from arbiter_gui.formats.trf import parse_trf
from arbiter_gui.formats.trf_pairing import paired_rounds, snapshot
from tests.pairing_files import generated
from tests.seed_examples import load

Candidate = tuple[tuple[int, int], ...]  # (BSN, opponent's BSN or 0) for each player not paired before


def candidates_in_order(n: int, floaters: int) -> Iterator[Candidate]:
    """Article 4.3: every pairing of BSNs 1..n with ``floaters`` virtual players, BSN 1's opponent
    largest first (the virtual player, 0, last), then BSN 2's, and so on."""

    def extend(left: tuple[int, ...], floats: int) -> Iterator[Candidate]:
        if not left:
            yield ()
            return
        first, rest = left[0], left[1:]
        pairs_left = (len(left) - floats) // 2
        if pairs_left:
            for partner in sorted(rest, reverse=True):
                remaining = tuple(p for p in rest if p != partner)
                for tail in extend(remaining, floats):
                    yield ((first, partner),) + tail
        if floats:
            for tail in extend(rest, floats - 1):
                yield ((first, 0),) + tail

    return extend(tuple(range(1, n + 1)), floaters)


def test_order_of_pairings_is_the_handbook_example() -> None:
    example = load("burstein_002_pairing_order_6players_2floaters")
    expected = [tuple(tuple(pair) for pair in candidate) for candidate in example["expected"]["candidates_in_order"]]
    assert list(candidates_in_order(6, 2)) == expected
    assert len(expected) == example["expected"]["count"]


class LiteralBurstein:
    def __init__(self, snap: Snapshot) -> None:
        self.snap = snap
        self.by_id = {p.id: p for p in snap.players}
        index = opposition_indices(snap)
        self.order = sorted(self.by_id, key=lambda pid: (index[pid], -pid), reverse=True)  # 1.8
        self.pref = {p.id: player_preference(p) for p in snap.players}

    def legal(self, a: int, b: int) -> bool:
        if not self.snap.may_meet(self.by_id[a], self.by_id[b]):  # C1
            return False
        pa, pb = self.pref[a], self.pref[b]
        return not (pa.is_absolute and pb.is_absolute and pa.colour is pb.colour)  # C3

    def completable(self, players: frozenset[int]) -> bool:
        return self._completable(players)

    @lru_cache(maxsize=None)
    def _completable(self, players: frozenset[int]) -> bool:
        if not players:
            return True
        first = min(players)
        return any(self.legal(first, q) and self._completable(players - {first, q}) for q in players if q != first)

    def score(self, pid: int) -> Fraction:
        return self.by_id[pid].score

    def pair(self) -> tuple[set[tuple[int, int]], int | None]:
        ids = frozenset(self.by_id)
        bye = None
        if len(ids) % 2:
            eligible = [p for p in self.order if not self.by_id[p].bye_ineligible]
            games = {p: self.snap.round - 1 - self.by_id[p].unplayed_rounds for p in ids}
            eligible.sort(key=lambda p: (self.score(p), -games[p], -self.order.index(p)))  # 3.1
            bye = next((p for p in eligible if self.completable(ids - {p})), None)
            if bye is None:
                raise NoValidPairing("")
        remaining = [p for p in self.order if p != bye]
        if not self.completable(frozenset(remaining)):
            raise NoValidPairing("")
        scores = sorted({self.score(p) for p in remaining}, reverse=True)
        groups = [[p for p in remaining if self.score(p) == s] for s in scores]
        boards: set[tuple[int, int]] = set()
        floaters: list[int] = []
        for i, residents in enumerate(groups):
            bracket = [p for p in self.order if p in set(floaters + residents)]
            lower = [p for g in groups[i + 1:] for p in g]
            pairs, floaters = self.pair_bracket(bracket, groups[i + 1] if i + 1 < len(groups) else [], lower)
            for a, b in pairs:
                boards.add(self.colours(a, b))
        assert not floaters
        return boards, bye

    def pair_bracket(self, bracket: list[int], next_group: list[int],
                     lower: list[int]) -> tuple[list[tuple[int, int]], list[int]]:
        for k in range(len(bracket) % 2, len(bracket) + 1, 2):  # 3.2.1: the most pairs
            best = None
            for cand in candidates_in_order(len(bracket), k):  # 4.3
                pairs = [(bracket[a - 1], bracket[b - 1]) for a, b in cand if b]
                floaters = [bracket[a - 1] for a, b in cand if not b]
                if not all(self.legal(a, b) for a, b in pairs):  # C1, C3
                    continue
                if not self.completable(frozenset(floaters + lower)):  # C4
                    continue
                key = (sorted((self.score(f) for f in floaters), reverse=True),  # C6
                       self.next_bracket(tuple(floaters), tuple(next_group), tuple(lower)),  # C7
                       sum(1 for a, b in pairs  # C8
                           if self.pref[a].colour is not None and self.pref[a].colour is self.pref[b].colour))
                if best is None or key < best[0]:
                    best = (key, pairs, floaters)
            if best is not None:
                return best[1], best[2]
        raise AssertionError("no legal bracket pairing")

    @lru_cache(maxsize=None)
    def next_bracket(self, floaters: tuple[int, ...], next_group: tuple[int, ...],
                     lower: tuple[int, ...]) -> tuple[int, list[Fraction]]:
        """C7: the best the following bracket can do by C5 (most pairs) and C6 (lowest floater
        scores), keeping C1-C4."""
        players = list(floaters + next_group)
        best = None
        for subset_pairs in self.partial_pairings(players):
            paired = {p for pair in subset_pairs for p in pair}
            if not self.completable(frozenset(floaters + lower) - paired):
                continue
            left = sorted((self.score(p) for p in players if p not in paired), reverse=True)
            key = (-len(subset_pairs), left)
            if best is None or key < best:
                best = key
        assert best is not None
        return best

    def partial_pairings(self, players: list[int]) -> Iterator[list[tuple[int, int]]]:
        if not players:
            yield []
            return
        first, rest = players[0], players[1:]
        yield from self.partial_pairings(rest)  # first not paired
        for i, other in enumerate(rest):
            if self.legal(first, other):
                for tail in self.partial_pairings(rest[:i] + rest[i + 1:]):
                    yield [(first, other)] + tail

    def colours(self, a: int, b: int) -> tuple[int, int]:
        hi, lo = (a, b) if self.order.index(a) < self.order.index(b) else (b, a)
        colour, _ = allocate_by_preferences(self.by_id[hi], self.by_id[lo], self.pref[hi], self.pref[lo],
                                            self.snap.initial_colour)
        return (hi, lo) if colour is Colour.WHITE else (lo, hi)


def engine_result(snap: Snapshot, shortcut: bool) -> tuple[set[tuple[int, int]], int | None]:
    pairing = BursteinRound(snap, shortcut=shortcut).pair()
    return {(b.white, b.black) for b in pairing.boards}, pairing.bye


@pytest.mark.parametrize("seed", range(30))
def test_engine_matches_the_literal_reading(seed: int) -> None:
    rng = random.Random(seed)
    players = rng.randint(10, 16)
    rounds = rng.randint(5, min(9, players // 2))
    text = generated("burstein", seed, players, rounds, ForfeitRate="12", HalfPointByeRate="8", RetiredRate="20")
    trf = parse_trf(text, f"literal-{seed}.trf")
    for round_number in range(seeding_rounds(rounds) + 1, paired_rounds(trf) + 1):
        snap = snapshot(trf, round_number)
        literal = LiteralBurstein(snap).pair()
        assert engine_result(snap, shortcut=True) == literal, f"round {round_number}"
        assert engine_result(snap, shortcut=False) == literal, f"round {round_number} (weighted only)"
