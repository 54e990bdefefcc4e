"""Derive each player's pairing state (scores, colours, floats, bye eligibility) from the rounds played."""
from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Callable, Iterable, Mapping, Sequence

from .snapshot import NOT_PAIRED, Colour, Float, PlayerState, RoundEntry, Snapshot

Acceleration = Callable[[int, int], Fraction]  # (player, round) -> virtual points for pairing


def no_acceleration(player: int, round_number: int) -> Fraction:
    return Fraction(0)


@dataclass(frozen=True)
class PlayerRecord:
    id: int
    rating: int
    rounds: tuple[RoundEntry, ...]  # rounds 1.. in order; missing rounds count as not paired


def scores_before_each_round(records: Iterable[PlayerRecord], rounds: int) -> dict[int, list[Fraction]]:
    """score[id][r] = points before round r+1 (r = 0 .. rounds)."""
    table: dict[int, list[Fraction]] = {}
    for rec in records:
        running = [Fraction(0)]
        for r in range(rounds):
            entry = rec.rounds[r] if r < len(rec.rounds) else None
            running.append(running[-1] + (entry.points if entry else 0))
        table[rec.id] = running
    return table


def float_of(entry: RoundEntry | None, own: Fraction, opponent: Fraction | None, loss_points: Fraction) -> Float | None:
    """C.04.3 1.4.2-1.4.4: the float a round gave; ``own``/``opponent`` are the scores before it."""
    if entry is None:
        return None
    if entry.pab:
        return Float.DOWN  # 1.4.3
    if not entry.played:
        return Float.DOWN if entry.points > loss_points else None  # 1.4.3, 1.4.4
    if opponent is None or own == opponent:
        return None
    return Float.DOWN if own > opponent else Float.UP  # 1.4.2


def player_state(
    rec: PlayerRecord,
    rounds_played: int,
    scores: Mapping[int, list[Fraction]],
    win_points: Fraction,
    loss_points: Fraction,
    acceleration: Acceleration = no_acceleration,
) -> PlayerState:
    """The state before round ``rounds_played + 1``. Scores compared for floats (1.4.2) and the
    pairing score are real points plus the acceleration points of that round (C.04.7)."""
    colours: list[Colour] = []
    opponents: set[int] = set()
    floats: list[Float | None] = []
    bye_ineligible = False
    unplayed = 0
    for r in range(rounds_played):
        entry = rec.rounds[r] if r < len(rec.rounds) else None
        if entry is None or not entry.played:
            unplayed += 1
        if entry is not None:
            if entry.played and entry.colour is not None:
                colours.append(entry.colour)
            if entry.played and entry.opponent is not None:
                opponents.add(entry.opponent)  # C.04.2 3.5: unplayed pairings may be repeated
            if entry.pab or (not entry.played and entry.points >= win_points):
                bye_ineligible = True  # C.04.1 4
        opponent = entry.opponent if entry else None
        opp_score = scores[opponent][r] + acceleration(opponent, r + 1) if opponent in scores else None
        own_score = scores[rec.id][r] + acceleration(rec.id, r + 1)
        floats.append(float_of(entry, own_score, opp_score, loss_points))
    real = scores[rec.id][rounds_played]
    extra_score = acceleration(rec.id, rounds_played + 1)
    return PlayerState(
        id=rec.id,
        score=real + extra_score,
        rating=rec.rating,
        colours=tuple(colours),
        opponents=frozenset(opponents),
        floats=tuple(floats),
        bye_ineligible=bye_ineligible,
        unplayed_rounds=unplayed,
        real_score=real if extra_score else None,
    )


def pairing_numbers(records: Iterable[PlayerRecord], played: int, to_pair: set[int]) -> dict[int, int]:
    """The TPNs counted among the players of the pairing (docs/rulings.md R25, as bbpPairings 6.0
    and JaVaFo 3.0p count them): those paired now or in an earlier round (an opponent or the PAB).
    In round 1, the players actually paired: absent players and late entries are skipped."""
    taking_part = sorted(rec.id for rec in records if rec.id in to_pair or any(
        entry.opponent is not None or entry.pab for entry in rec.rounds[:played]))
    return {pid: number for number, pid in enumerate(taking_part, start=1)}


def inferred_initial_colour(records: Sequence[PlayerRecord], rounds: int) -> Colour | None:
    """The initial colour of a tournament that does not say it, from the first game of ``rounds``
    played between two players without a game before (C.04.3 5.2.5: the higher ranked player's
    colour tells it, his number counted as the colour rules count it, docs/rulings.md R25); None
    if no such game was played. One rule for the TRF reader and the app."""
    played_before: set[int] = set()
    for r in range(rounds):
        scores = {rec.id: sum((e.points for e in rec.rounds[:r]), Fraction(0)) for rec in records}
        for rec in records:
            entry = rec.rounds[r] if len(rec.rounds) > r else None
            if entry is None or not entry.played or entry.colour is None or entry.opponent is None:
                continue
            if rec.id in played_before or entry.opponent in played_before:
                continue
            higher = min((rec.id, entry.opponent), key=lambda pid: (-scores[pid], pid))
            colour = entry.colour if higher == rec.id else entry.colour.opposite
            paired = {other.id for other in records if len(other.rounds) > r
                      and (other.rounds[r].opponent is not None or other.rounds[r].pab)}
            number = pairing_numbers(records, r, paired)[higher]
            return colour if number % 2 == 1 else colour.opposite
        played_before |= {rec.id for rec in records if len(rec.rounds) > r and rec.rounds[r].played}
    return None


def build_snapshot(
    records: Iterable[PlayerRecord],
    round_to_pair: int,
    total_rounds: int,
    initial_colour: Colour,
    to_pair: Iterable[int],
    win_points: Fraction = Fraction(1),
    loss_points: Fraction = Fraction(0),
    forbidden: Iterable[frozenset[int]] = (),
    acceleration: Acceleration = no_acceleration,
) -> Snapshot:
    """The snapshot before ``round_to_pair``; ``to_pair`` are the players present for it."""
    records = list(records)
    played = round_to_pair - 1
    scores = scores_before_each_round(records, played)
    wanted = set(to_pair)
    numbers = pairing_numbers(records, played, wanted)
    players = tuple(
        replace(player_state(rec, played, scores, win_points, loss_points, acceleration), pairing_number=numbers[rec.id])
        for rec in records
        if rec.id in wanted
    )
    return Snapshot(
        round=round_to_pair,
        total_rounds=total_rounds,
        initial_colour=initial_colour,
        players=players,
        win_points=win_points,
        forbidden=frozenset(forbidden),
        ratings={rec.id: rec.rating for rec in records},
        history={rec.id: tuple((rec.rounds[r] if r < len(rec.rounds) else None) or NOT_PAIRED for r in range(played))
                 for rec in records},
    )
