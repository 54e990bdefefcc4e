"""An independent, literal reading of the Dubov system (C.04.4.1, 2026 text) for small rounds.

It enumerates what the articles describe, one candidate after the other, with none of the engine's
matching arguments: pairings of a bracket are listed exhaustively, upfloater sets in the order of
4.1.3/4.2, shifter sets in the order of 4.1.3/4.3, transpositions in the order of 4.4. It shares
with the engine only the player facts (ARO, preferences, upfloats: ``dubov_rules``) and the colour
allocation of 5.2. Exponential: for tests on brackets of about a dozen players.

The tests at the end pair every round of small random tournaments both ways (the engine with and
without its cardinality shortcuts) and require identical output.
"""
from __future__ import annotations

import random
from dataclasses import replace
from itertools import combinations, permutations
from typing import Callable, Iterator

import pytest

from arbiter_gui.engine.swiss.dubov.pairing import DubovRound
from arbiter_gui.engine.colours import allocate_by_preferences as allocate
from arbiter_gui.engine.swiss.dubov.rules import DubovFacts, facts, middle_out
from arbiter_gui.formats.trf_pairing import paired_rounds, snapshot
from arbiter_gui.generator import generate, make_config
from arbiter_gui.engine.ordering import board_order, rank_key
from arbiter_gui.engine.result import Board, NoValidPairing
from arbiter_gui.engine.snapshot import Colour, Snapshot


def pairings(players: list[int]) -> Iterator[list[tuple[int, int]]]:
    """Every way to split ``players`` (even count) into pairs."""
    if not players:
        yield []
        return
    first, rest = players[0], players[1:]
    for i, other in enumerate(rest):
        for tail in pairings(rest[:i] + rest[i + 1:]):
            yield [(first, other)] + tail


def sets_in_order(numbered: list[int], k: int) -> list[tuple[int, ...]]:
    """4.1.3: the k-sets of a pool in order of smallest differing sequence number."""
    return list(combinations(numbered, k))  # combinations of a list come out in exactly that order


class LiteralDubov:
    def __init__(self, snap: Snapshot) -> None:
        self.snap = snap
        self.players = sorted(snap.players, key=rank_key)
        self.by_id = {p.id: p for p in self.players}
        self.f: dict[int, DubovFacts] = {p.id: facts(p, snap) for p in self.players}

    def legal_pair(self, a: int, b: int) -> bool:
        if b in self.by_id[a].opponents or frozenset((a, b)) in self.snap.forbidden:  # C1
            return False
        pa, pb = self.f[a].pref, self.f[b].pref
        return not (pa.is_absolute and pb.is_absolute and pa.colour is pb.colour)  # C3

    def legal_pairings(self, players: list[int]) -> Iterator[list[tuple[int, int]]]:
        for p in pairings(sorted(players)):
            if all(self.legal_pair(a, b) for a, b in p):
                yield p

    def completable(self, players: list[int]) -> bool:
        return next(self.legal_pairings(players), None) is not None

    def misses(self, pairs: list[tuple[int, int]]) -> int:
        """C7: one player of each pair seeking the same colour misses it."""
        return sum(1 for a, b in pairs if self.f[a].pref.colour is self.f[b].pref.colour)

    # -- 3.1 -----------------------------------------------------------------------------------
    def bye(self, ids: list[int]) -> int:
        eligible = [p for p in ids if not self.by_id[p].bye_ineligible]
        eligible.sort(key=lambda p: (self.f[p].score, -self.f[p].games, -p))
        for p in eligible:
            if self.completable([q for q in ids if q != p]):
                return p
        raise NoValidPairing("literal: no bye allows a complete pairing")

    # -- 3.2.1, 3.2.2 ----------------------------------------------------------------------------
    def upfloaters(self, residents: list[int], lower: list[int]) -> list[int]:
        top = self.f[residents[0]].score
        pool = sorted(lower, key=lambda p: (-self.f[p].score, p))  # 4.2.2
        last = self.snap.is_last_round
        for k in range(len(residents) % 2, len(pool) + 1, 2):  # 3.2.1: the least number first
            best = None
            for chosen in sets_in_order(pool, k):
                bracket = residents + list(chosen)
                rest = [p for p in lower if p not in chosen]
                options = list(self.legal_pairings(bracket))
                if not options or not self.completable(rest):
                    continue
                maxima = [u for u in chosen if self.f[u].maximum_upfloater]
                value = (
                    sorted((top - self.f[u].score for u in chosen), reverse=True),  # C6
                    min(self.misses(p) for p in options),  # C7
                    0 if last else len(maxima),  # C8
                    0 if last else sum(self.f[u].upfloats for u in maxima),  # C9
                    0 if last else sum(1 for u in chosen if self.f[u].upfloated_last),  # C10
                )
                if best is None or value < best[0]:
                    best = (value, list(chosen))
            if best is not None:
                return best[1]
        raise AssertionError("literal: the residents cannot be paired")

    # -- 3.2.3-3.2.6 -----------------------------------------------------------------------------
    def bracket_pairs(self, bracket: list[int]) -> list[tuple[int, int]]:
        f = self.f
        players = sorted(bracket)
        by_colour = any(f[p].games for p in players)
        g1 = [p for p in players if f[p].seeks_white] if by_colour else players[: len(players) // 2]
        g2 = [p for p in players if p not in g1]
        legal = list(self.legal_pairings(players))
        best_c7 = min(self.misses(p) for p in legal)
        small, large = (g1, g2) if len(g1) <= len(g2) else (g2, g1)
        # 3.2.4.1: the pairs inside the smaller subgroup no legal pairing avoids
        unavoidable = min(sum(1 for a, b in p if a in small and b in small) for p in legal)

        def numbered(group: list[int]) -> list[int]:  # 4.3.2, 4.3.3
            if group is g1 and by_colour:
                return middle_out(sorted(group, key=lambda p: (f[p].aro, p)))
            return middle_out(sorted(group))

        def s1_t2(first: tuple[int, ...], second: tuple[int, ...]) -> tuple[list[int], list[int]]:
            moved = set(first) | set(second)
            new_g1 = [p for p in g1 if p not in moved] + [p for p in moved if p not in g1]
            new_g2 = [p for p in g2 if p not in moved] + [p for p in moved if p not in g2]
            return sorted(new_g1, key=lambda p: (f[p].aro, p)), sorted(new_g2)  # 3.2.5, 4.4.2

        def transpositions(s1: list[int], t2: list[int], best: bool) -> Iterator[list[tuple[int, int]]]:
            for order in permutations(t2):  # 4.4.2: in lexicographic order of TPN
                pairs = list(zip(s1, order))
                if all(self.legal_pair(a, b) for a, b in pairs) and (not best or self.misses(pairs) == best_c7):
                    yield pairs

        def can_yield(first: tuple[int, ...], second: tuple[int, ...] | None) -> bool:
            if second is None:
                return any(can_yield(first, y) for y in sets_in_order(numbered(large), need_second(first)))
            s1, t2 = s1_t2(first, second)
            return len(s1) == len(t2) and next(transpositions(s1, t2, best=True), None) is not None

        def need_second(first: tuple[int, ...]) -> int:
            return (len(large) + len(first) - (len(small) - len(first))) // 2

        first = next(x for x in sets_in_order(numbered(small), unavoidable) if can_yield(x, None))
        second = next(y for y in sets_in_order(numbered(large), need_second(first)) if can_yield(first, y))
        s1, t2 = s1_t2(first, second)
        return next(transpositions(s1, t2, best=False))  # 3.2.6: the first legal transposition

    # -- the round -------------------------------------------------------------------------------
    def pair(self) -> tuple[list[Board], int | None]:
        ids = [p.id for p in self.players]
        bye = self.bye(ids) if len(ids) % 2 else None
        remaining = [p for p in ids if p != bye]
        if not self.completable(remaining):
            raise NoValidPairing("literal")
        boards = []
        while remaining:
            top = self.f[remaining[0]].score
            residents = [p for p in remaining if self.f[p].score == top]
            lower = [p for p in remaining if self.f[p].score != top]
            chosen = self.upfloaters(residents, lower)
            for a, b in self.bracket_pairs(residents + chosen):
                hi, lo = sorted((a, b), key=lambda p: rank_key(self.by_id[p]))
                colour, rule = allocate(self.by_id[hi], self.by_id[lo], self.f[hi].pref, self.f[lo].pref,
                                        self.snap.initial_colour)
                boards.append(Board(hi, lo, rule) if colour is Colour.WHITE else Board(lo, hi, rule))
            remaining = [p for p in remaining if p not in residents and p not in chosen]
        return board_order(boards, self.by_id), bye


def literal_pairing(snap: Snapshot) -> list[str]:
    boards, bye = LiteralDubov(snap).pair()
    lines = [f"{b.white} {b.black}" for b in boards] + ([f"{bye} 0"] if bye is not None else [])
    return [str(len(lines))] + lines




# -- the engine against the literal reading ----------------------------------------------------------
def random_rounds(seed: int, most_players: int = 11) -> Iterator[Snapshot]:
    """Every round of a small random tournament paired by the engine, and the same round with a few
    arbiter-forbidden pairs added (which makes upfloaters, shifts and unavoidable pairs frequent)."""
    rng = random.Random(seed)
    players = rng.randint(4, most_players)
    rounds = rng.randint(2, max(2, players - 2))
    config = make_config({"PlayersNumber": str(players), "RoundsNumber": str(rounds)}, rng)
    trf, _ = generate("dubov", config, seed)
    for round_number in range(1, paired_rounds(trf) + 1):
        snap = snapshot(trf, round_number)
        yield snap
        ids = [p.id for p in snap.players]
        if len(ids) >= 4:
            extra = {frozenset(rng.sample(ids, 2)) for _ in range(rng.randint(1, 3))}
            yield replace(snap, forbidden=snap.forbidden | frozenset(extra))


def outcome(pair: Callable[[], list[str]]) -> list[str]:
    try:
        return pair()
    except NoValidPairing:
        return ["no valid pairing"]


@pytest.mark.parametrize("seed", range(0, 240, 8))
def test_engine_equals_the_literal_reading(seed: int) -> None:
    for s in range(seed, seed + 8):
        for snap in random_rounds(s):
            literal = outcome(lambda: literal_pairing(snap))
            assert outcome(lambda: DubovRound(snap).pair().pairing_lines()) == literal, (s, snap.round)
            assert outcome(lambda: DubovRound(snap, shortcut=False).pair().pairing_lines()) == literal, (s, snap.round)
