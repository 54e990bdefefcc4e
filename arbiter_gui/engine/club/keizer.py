"""The Keizer system (seed 003 6.1): a club's series where only the players present are paired.

Each player listed has a *value* by rank: the top value for the first, one less for each next
place, always positive. A player's *Keizer score* is their own value, plus for every game the
opponent's value (all of it for a win, half for a draw, nothing for a loss), plus a fraction of
their own value for a pairing-allocated bye and for a round missed. After every round the scores
are worked out again with the values of the list that round was paired from (not the initial
values), so that a score can go down as well as up, and the list is ranked again by score.

A round pairs the players present in list order, the first with the second, the third with the
fourth, and so on, even if they met before; only a repeat meeting too soon after the last one is
refused (``KeizerSettings.repeat_gap``), and the nearest player below that may be met is taken
instead. Players join at the first round they are present, inserted where their rating places them.

Where the seed leaves a choice to the event (top value, bye and absence points, the gap, the bye,
colours), ``KeizerSettings`` (carried by ``Snapshot.keizer``) holds it and docs/rulings.md
("Keizer and ladder") says what the default is and why.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from ..colours import colour_difference
from ..result import Board, Decision, NoValidPairing, RoundPairing
from ..snapshot import Colour, PlayerState, RoundEntry, Snapshot
from .settings import DEFAULT_SETTINGS, KeizerSettings

SYSTEM = "keizer"
KEIZER = "seed 003 6.1"  # the article every decision of this module cites


@dataclass(frozen=True)
class Place:
    """One player of a Keizer list: place, value by that place, and Keizer score."""

    id: int
    rank: int
    value: int
    score: Fraction  # the Keizer score the place comes from (a newcomer's is their value)
    present: bool = True


@dataclass
class KeizerRound:
    """How one round was paired, every decision in plain words citing seed 003 6.1."""

    round: int
    ranking: list[Place]  # the list the round is paired from, present and absent players
    entered: list[Decision] = field(default_factory=list)  # newcomers and where they were put
    pairs: list[Decision] = field(default_factory=list)  # per board: why these two meet
    bye: Decision | None = None


@dataclass
class KeizerPairing(RoundPairing):
    """A Keizer round for the registry: its boards and bye, and the whole record."""

    record: KeizerRound | None = None


def is_paired(entry: RoundEntry) -> bool:
    """The player was present and paired: an opponent, or the pairing-allocated bye."""
    return entry.opponent is not None or entry.pab


def values(order: Sequence[int], settings: KeizerSettings) -> dict[int, int]:
    """seed 003 6.1: the top value for the first place, one less for each next, all positive (the
    top value must be greater than the number of players)."""
    if settings.top_value <= len(order):
        raise NoValidPairing(f"{KEIZER}: the top value {settings.top_value} must be greater than the number of "
                             f"players listed ({len(order)}); raise it in the Keizer settings")
    return {pid: settings.top_value - index for index, pid in enumerate(order)}


def insert_newcomers(order: Sequence[int], newcomers: Sequence[int], ratings: Mapping[int, int]) -> list[int]:
    """seed 003 6.1: new players go "where their strength presumably places them": after every
    listed player rated at least as high (strongest newcomer first, then by number)."""
    listed = list(order)
    for pid in sorted(newcomers, key=lambda p: (-ratings.get(p, 0), p)):
        listed.insert(sum(1 for q in listed if ratings.get(q, 0) >= ratings.get(pid, 0)), pid)
    return listed


def scores(order: Sequence[int], history: Mapping[int, Sequence[RoundEntry]], rounds: int,
           settings: KeizerSettings, win_points: Fraction = Fraction(1)) -> dict[int, Fraction]:
    """seed 003 6.1: each listed player's Keizer score after ``rounds`` rounds, with the values of
    ``order`` (the list the last round was paired from): own value, opponents' values by result,
    and the bye's and absences' fractions of one's own value from the round one joined."""
    value = values(order, settings)
    result: dict[int, Fraction] = {}
    for pid in order:
        entries = list(history.get(pid, ()))[:rounds]
        joined = next((r for r, e in enumerate(entries) if is_paired(e)), len(entries))
        total = Fraction(value[pid])
        for entry in entries[joined:]:
            if entry.opponent is not None:
                total += entry.points / win_points * value[entry.opponent]
            elif entry.pab:
                total += settings.bye_fraction * value[pid]
            else:
                total += settings.absence_fraction * value[pid]
        result[pid] = total
    return result


def ranked(order: Sequence[int], score: Mapping[int, Fraction], ratings: Mapping[int, int]) -> list[int]:
    """seed 003 6.1: decreasing Keizer score; equal scores by decreasing rating, then the previous order."""
    before = {pid: index for index, pid in enumerate(order)}
    return sorted(order, key=lambda p: (-score[p], -ratings.get(p, 0), before[p]))


def replay(history: Mapping[int, Sequence[RoundEntry]], ratings: Mapping[int, int], rounds: int,
           settings: KeizerSettings = DEFAULT_SETTINGS,
           win_points: Fraction = Fraction(1)) -> tuple[list[int], dict[int, Fraction]]:
    """The ranking and Keizer scores after ``rounds`` played rounds, list by list as the rounds were paired."""
    order: list[int] = []
    score: dict[int, Fraction] = {}
    for number in range(1, rounds + 1):
        present = [pid for pid, entries in history.items()
                   if len(entries) >= number and is_paired(entries[number - 1])]
        order = insert_newcomers(order, [pid for pid in present if pid not in order], ratings)
        score = scores(order, history, number, settings, win_points)
        order = ranked(order, score, ratings)
    return order, score


def standings(history: Mapping[int, Sequence[RoundEntry]], ratings: Mapping[int, int], rounds: int,
              settings: KeizerSettings = DEFAULT_SETTINGS, win_points: Fraction = Fraction(1)) -> list[Place]:
    """seed 003 6.1: the standings by Keizer score after ``rounds`` rounds (players who never came are not listed)."""
    order, score = replay(history, ratings, rounds, settings, win_points)
    value = values(order, settings) if order else {}
    return [Place(pid, index + 1, value[pid], score[pid]) for index, pid in enumerate(order)]


def refusal(snapshot: Snapshot, a: int, b: int) -> str:
    """seed 003 6.1: why ``a`` and ``b`` may not meet in the round ``snapshot`` pairs ('' if they
    may): a pair the arbiter forbade, or a meeting too soon after their last (``repeat_gap``)."""
    if frozenset((a, b)) in snapshot.forbidden:
        return "a pairing the arbiter forbade"
    entries = snapshot.history.get(a, ())
    last = next((r + 1 for r in range(len(entries) - 1, -1, -1)
                 if entries[r].opponent == b and entries[r].played), None)
    gap = snapshot.keizer.repeat_gap
    if last is not None and snapshot.round - last - 1 < gap:
        return f"they met in round {last}, and {gap} round(s) must come between two meetings"
    return ""


def pair_round(snapshot: Snapshot) -> KeizerPairing:
    """seed 003 6.1: the round ``snapshot.round`` for the players present (``snapshot.players``),
    with the event's settings (``snapshot.keizer``)."""
    settings = snapshot.keizer
    played = snapshot.round - 1
    order, score = replay(snapshot.history, snapshot.ratings, played, settings, snapshot.win_points)
    state = {p.id: p for p in snapshot.players}
    newcomers = [p.id for p in snapshot.players if p.id not in score]
    listed = insert_newcomers(order, newcomers, snapshot.ratings)
    value = values(listed, settings)
    record = KeizerRound(snapshot.round, [
        Place(pid, index + 1, value[pid], score.get(pid, Fraction(value[pid])), pid in state)
        for index, pid in enumerate(listed)])
    for pid in sorted(newcomers, key=listed.index):
        record.entered.append(Decision(pid, KEIZER, f"{pid} joins the list in place {listed.index(pid) + 1}, "
                                                    f"after the players rated at least {snapshot.ratings.get(pid, 0)}"))
    present = [pid for pid in listed if pid in state]

    bye, pairs = _pairing(present, snapshot)
    if bye is not None:
        record.bye = Decision(bye, KEIZER, f"{bye} has the bye: an odd number present, the lowest placed "
                                           "among those with the fewest byes whom the rest can be paired without")
    boards: list[Board] = []
    for a, b in pairs:
        skipped = present[present.index(a) + 1:present.index(b)]
        reasons = [f"{s}: {refusal(snapshot, a, s) or 'the players below could not all be paired otherwise'}"
                   for s in skipped]
        why = f"{a} (place {listed.index(a) + 1}) meets {b} (place {listed.index(b) + 1})"
        why += ", the next present player below" if not skipped else ", passing over " + "; ".join(reasons)
        record.pairs.append(Decision(a, KEIZER, why))
        white, black, rule = _colours(state[a], state[b], snapshot.initial_colour)
        boards.append(Board(white, black, rule))
    return KeizerPairing(SYSTEM, snapshot.round, boards, bye,
                         bye_reason=record.bye.text if record.bye else "", bye_article=KEIZER if bye else "",
                         record=record)


def _pairing(present: list[int], snapshot: Snapshot) -> tuple[int | None, list[tuple[int, int]]]:
    """seed 003 6.1: the bye (odd number present) and the pairs, the first present with the nearest
    present below whom they may meet, down the list; where that leaves players who cannot be
    paired, the next nearest (the first such pairing in list order)."""
    byes = {pid: sum(1 for e in snapshot.history.get(pid, ()) if e.pab) for pid in present}
    candidates: list[int | None] = [None]
    if len(present) % 2:
        place = {pid: index for index, pid in enumerate(present)}
        candidates = sorted(present, key=lambda p: (byes[p], -place[p]))  # fewest byes, lowest placed
    failed: set[tuple[int, ...]] = set()

    def solve(rest: tuple[int, ...]) -> list[tuple[int, int]] | None:
        if not rest:
            return []
        if rest in failed:
            return None
        first = rest[0]
        for index in range(1, len(rest)):
            if not refusal(snapshot, first, rest[index]):
                tail = solve(rest[1:index] + rest[index + 1:])
                if tail is not None:
                    return [(first, rest[index])] + tail
        failed.add(rest)
        return None

    for bye in candidates:
        pairs = solve(tuple(p for p in present if p != bye))
        if pairs is not None:
            return bye, pairs
    raise NoValidPairing(f"{KEIZER}: the players present cannot all be paired without a repeat meeting "
                         "too soon or a forbidden pairing; the arbiter must decide")


def _colours(higher: PlayerState, lower: PlayerState, initial: Colour) -> tuple[int, int, str]:
    """seed 003 6.1 ("the colours are alternated as far as possible"): White to the player with fewer
    Whites than Blacks so far; else to the one who had Black last when the other had White; else
    the higher placed player has the event's initial colour (152)."""
    dh, dl = colour_difference(higher.colours), colour_difference(lower.colours)
    if dh != dl:
        first = higher if dh < dl else lower
        return first.id, (lower if first is higher else higher).id, f"{KEIZER} colour difference"
    last_h = higher.colours[-1] if higher.colours else None
    last_l = lower.colours[-1] if lower.colours else None
    if last_h is not last_l and None not in (last_h, last_l):
        first = higher if last_h is Colour.BLACK else lower
        return first.id, (lower if first is higher else higher).id, f"{KEIZER} alternation"
    if initial is Colour.WHITE:
        return higher.id, lower.id, f"{KEIZER} initial colour"
    return lower.id, higher.id, f"{KEIZER} initial colour"
