"""Shared by the Double-Swiss and Team tests: random events played through the engine, and a
literal (brute-force) reading of the top-scoregroup rules (C.04.5 / C.04.6 3.4-3.6) to compare with."""
from __future__ import annotations

import itertools
import random
import time
from fractions import Fraction
from typing import Iterator

from arbiter_gui.engine import systems
from arbiter_gui.engine.history import PlayerRecord, build_snapshot
from arbiter_gui.engine.result import NoValidPairing, RoundPairing
from arbiter_gui.engine.snapshot import Colour, RoundEntry, Snapshot
from arbiter_gui.engine.swiss.top_group import SystemRules, TopGroupRound, identifier

MATCH_POINTS = [Fraction(x, 2) for x in (0, 1, 2, 3, 4)]  # a Double-Swiss match: 0 to 2 points


def play_event(system: str, players: int, rounds: int, seed: int) -> Iterator[Snapshot]:
    """The snapshot of every round of a random event paired by ``system`` (stops if no pairing)."""
    rng = random.Random(seed)
    records: dict[int, list[RoundEntry]] = {i: [] for i in range(1, players + 1)}
    for r in range(1, rounds + 1):
        snap = build_snapshot([PlayerRecord(i, 2000, tuple(v)) for i, v in records.items()], r, rounds,
                              Colour.WHITE, list(records), win_points=Fraction(2))
        yield snap
        try:
            pairing = systems.pair(system, snap)
        except NoValidPairing:
            return
        for b in pairing.boards:
            white = rng.choice(MATCH_POINTS)
            played = rng.random() > 0.05  # a double forfeit now and then: the pairing may be repeated
            records[b.white].append(RoundEntry(b.black, Colour.WHITE, played, white))
            records[b.black].append(RoundEntry(b.white, Colour.BLACK, played, 2 - white))
        if pairing.bye is not None:
            records[pairing.bye].append(RoundEntry(None, None, False, Fraction(3, 2), pab=True))


def slowest_round(system: str, players: int, rounds: int, seed: int) -> float:
    """The longest time, in seconds, ``system`` takes to pair a round of a random event."""
    worst = 0.0
    for snap in play_event(system, players, rounds, seed):
        start = time.perf_counter()
        systems.pair(system, snap)
        worst = max(worst, time.perf_counter() - start)
    return worst


def perfect_pairings(ids: list[int], ok) -> Iterator[list[tuple[int, int]]]:
    if not ids:
        yield []
        return
    a, rest = ids[0], ids[1:]
    for i, b in enumerate(rest):
        if ok(a, b):
            for tail in perfect_pairings(rest[:i] + rest[i + 1:], ok):
                yield [(a, b)] + tail


def literal_pairs(snapshot: Snapshot, rules: SystemRules) -> tuple[set[frozenset[int]], int | None]:
    """The pairs and the PAB by enumerating every candidate the articles name."""
    rnd = TopGroupRound(snapshot, rules)  # for its facts only: compatibility, floats, costs
    ok = rnd.compatible

    def pairable(ids: list[int]) -> bool:
        return next(perfect_pairings(sorted(ids), ok), None) is not None

    ids = [p.id for p in rnd.players]
    bye = None
    if len(ids) % 2:
        candidates = sorted((i for i in ids if not rnd.by_id[i].bye_ineligible),
                            key=lambda i: (rnd.score(i), -rnd.matches_played(i), -i))
        bye = next(i for i in candidates if pairable([x for x in ids if x != i]))
        ids.remove(bye)
    pairs: set[frozenset[int]] = set()
    while ids:
        top = rnd.score(ids[0])
        residents = [i for i in ids if rnd.score(i) == top]
        lower = [i for i in ids if rnd.score(i) != top]
        chosen = None
        for k in range(len(residents) % 2, len(lower) + 1, 2):
            sets = [s for s in itertools.combinations(lower, k)
                    if pairable(residents + list(s)) and pairable([x for x in lower if x not in s])]
            if sets:
                best = max(sorted(rnd.score(u) for u in s) for s in sets)
                sets = [s for s in sets if sorted(rnd.score(u) for u in s) == best]
                sets.sort(key=lambda s: sorted(s, key=lambda u: (-rnd.score(u), u)))
                chosen = min(sets, key=lambda s: (c6(rnd, lower, s), c7(rnd, s)))
                break
        bracket = sorted(residents + list(chosen))
        up = frozenset(chosen)
        best_pairing = min(perfect_pairings(bracket, ok),
                           key=lambda ps: ([sum(c) for c in zip(*(rules.pair_costs(rnd, a, b, up) for a, b in ps))],
                                           identifier(ps)))
        pairs |= {frozenset(p) for p in best_pairing}
        ids = [i for i in ids if i not in bracket]
    return pairs, bye


def literal_mismatches(system: str, rules: SystemRules, seed: int) -> list[int]:
    """The rounds of a small random event where ``system`` and the literal reading differ."""
    players = 5 + seed % 6
    differ = []
    for snap in play_event(system, players, min(7, players - 2), seed):
        try:
            expected = literal_pairs(snap, rules)
        except (StopIteration, TypeError):  # no legal pairing: play_event stops too
            break
        if engine_pairs(systems.pair(system, snap)) != expected:
            differ.append(snap.round)
    return differ


def c6(rnd: TopGroupRound, lower: list[int], chosen: tuple[int, ...]) -> int:
    if not lower:
        return 0
    following = rnd.score(lower[0])
    rest = [x for x in lower if x not in chosen]
    members = {x for x in rest if rnd.score(x) == following}
    if not members:
        return 0
    return min(sum(1 for a, b in ps if (a in members) != (b in members))
               for ps in perfect_pairings(rest, rnd.compatible))


def c7(rnd: TopGroupRound, chosen: tuple[int, ...]) -> int:
    return sum(1 for u in chosen if rnd.floated_last[u]) if rnd.float_rules_apply else 0


def engine_pairs(pairing: RoundPairing) -> tuple[set[frozenset[int]], int | None]:
    return {frozenset((b.white, b.black)) for b in pairing.boards}, pairing.bye
