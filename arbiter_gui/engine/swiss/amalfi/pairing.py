"""The Amalfi rating system, the accelerated system "sui generis" of seed 003 8.3, developed in Italy.

The seed names it only; its rule is the one JavaPairing (an Italian arbiter's program that offers it
as "Amalfi Rating") states (docs/rulings.md, "Traditional accelerations"):

- the players are ranked by score, then by pairing number (rating order, C.04.2 2.2);
- with an odd number of players, the lowest ranked player who may have it (C.04.1 4) gets the
  pairing-allocated bye;
- from the top of the ranking, each player still unpaired meets the player as many places below him
  as there are rounds left to play, this one included (at most half the players): in the last
  round the neighbours meet, in the first ones players far apart, the acceleration. If that
  opponent is not allowed (C.04.1 2, the forbidden pairs, or both needing the same colour, C.04.1 6
  and 7, except in the last round), a nearer one is tried first, then a farther one; if none is
  left, the previous pair is broken and the next choice tried.
- colours by the Dutch rules (C.04.3 5.2): equalise, then alternate.
"""
from __future__ import annotations

from ...colours import allocate, player_preference
from ...result import Board, NoValidPairing, RoundPairing, player_facts
from ...snapshot import Colour, PlayerState, Snapshot

__all__ = ["TRIES", "distance", "pair_round", "ranking"]

TRIES = 200_000  # opponents tried before the search is given up, as JavaPairing gives it up


def ranking(snapshot: Snapshot) -> list[PlayerState]:
    """Score first (with any virtual points), then pairing number."""
    return sorted(snapshot.players, key=lambda p: (-p.score, p.id))


def distance(snapshot: Snapshot, players: int) -> int:
    """Places between opponents: the rounds left, this one included, at most half the players."""
    return max(1, min(snapshot.total_rounds - snapshot.round + 1, players // 2))


def _may_meet(snapshot: Snapshot, a: PlayerState, b: PlayerState) -> bool:
    """C.04.1 2 and the forbidden pairs; not both needing the same colour (C.04.1 6, 7: a colour
    difference beyond 2 or a third colour in a row) except in the last round."""
    if not snapshot.may_meet(a, b):
        return False
    pa, pb = player_preference(a), player_preference(b)
    return snapshot.is_last_round or not (pa.is_absolute and pb.is_absolute and pa.colour is pb.colour)


def _candidates(index: int, step: int, size: int) -> list[int]:
    """The places tried for the player at ``index``: ``step`` below, nearer ones, then farther ones."""
    target = min(index + step, size - 1)
    return list(range(target, index, -1)) + list(range(target + 1, size))


class _GivenUp(Exception):
    pass


def _pairs(snapshot: Snapshot, ranked: list[PlayerState], step: int) -> list[tuple[int, int]] | None:
    """Ranked indices paired from the top with backtracking, or None when no pairing exists;
    _GivenUp after TRIES opponents tried."""
    paired = [False] * len(ranked)
    chosen: list[tuple[int, int]] = []
    tries = 0

    def extend(start: int) -> bool:
        nonlocal tries
        top = next((i for i in range(start, len(ranked)) if not paired[i]), None)
        if top is None:
            return True
        paired[top] = True
        for other in _candidates(top, step, len(ranked)):
            tries += 1
            if tries > TRIES:
                raise _GivenUp
            if not paired[other] and _may_meet(snapshot, ranked[top], ranked[other]):
                paired[other] = True
                chosen.append((top, other))
                if extend(top + 1):
                    return True
                chosen.pop()
                paired[other] = False
        paired[top] = False
        return False

    return chosen if extend(0) else None


def pair_round(snapshot: Snapshot) -> RoundPairing:
    """The round by the Amalfi rule; NoValidPairing when no pairing respects C.04.1."""
    ranked = ranking(snapshot)
    step = distance(snapshot, len(ranked))
    byes: list[PlayerState | None] = [None]
    if len(ranked) % 2:
        byes = [p for p in reversed(ranked) if not p.bye_ineligible]
    for bye in byes:
        playing = [p for p in ranked if p is not bye]
        try:
            pairs = _pairs(snapshot, playing, step)
        except _GivenUp:
            raise NoValidPairing(f"round {snapshot.round}: no Amalfi pairing found in {TRIES} tries; "
                                 "the arbiter pairs this round by hand") from None
        if pairs is None:
            continue
        boards = []
        for top, other in pairs:
            higher, lower = playing[top], playing[other]
            colour, rule = allocate(higher, lower, snapshot.initial_colour)
            white, black = (higher, lower) if colour is Colour.WHITE else (lower, higher)
            boards.append(Board(white.id, black.id, rule))
        reason = (f"the lowest ranked player who may have it (C.04.1 4), the others paired {step} places apart"
                  if bye is not None else "")
        return RoundPairing("amalfi", snapshot.round, boards, None if bye is None else bye.id, bye_reason=reason,
                            players={p.id: player_facts(p, player_preference(p)) for p in ranked})
    raise NoValidPairing(f"round {snapshot.round}: no Amalfi pairing respects C.04.1")
