"""The knockout as the registry's pairing system (``arbiter-pair --knockout``): a file of one game
per round, the bracket following from the seeding in the file (seed 003 2.1: the players' numbers in
order of strength), single elimination with the third-place match of Figure 2.

The rounds of the file are checked against the draw replayed from the start: each must pair what
the knockout pairs (the byes of round 1 left out, 2.2) and each game must have a winner; a drawn
game or a match of several games needs the event's tie-breaks, which the tournament file keeps.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..result import Board, NoValidPairing, RoundPairing
from ..snapshot import Colour, Snapshot
from .pairing import KnockoutRound, Pairing, Played, pair_round
from .plan import Entrant, KnockoutError

SYSTEM = "knockout"


@dataclass
class KnockoutPairing(RoundPairing):
    """A knockout round for the registry: its boards, every bye of round 1, and the whole record."""

    byes: list[int] = field(default_factory=list)
    record: KnockoutRound | None = None

    def pairing_lines(self) -> list[str]:
        """The engines' output format, each bye as 'id 0'."""
        lines = [f"{b.white} {b.black}" for b in self.boards] + [f"{pid} 0" for pid in self.byes]
        return [str(len(lines))] + lines


def pair_round_from_games(snapshot: Snapshot) -> KnockoutPairing:
    entrants = [Entrant(pid) for pid in sorted(snapshot.history or {p.id for p in snapshot.players})]
    played: list[Played] = []
    try:
        for number in range(1, snapshot.round):
            expected = pair_round(entrants, played)
            if expected is None:
                raise NoValidPairing(f"the knockout ended in round {number - 1}; the file has more rounds")
            played.append(_as_played(snapshot, expected))
        rnd = pair_round(entrants, played)
    except KnockoutError as error:
        raise NoValidPairing(str(error)) from None
    if rnd is None:
        raise NoValidPairing(f"the knockout is over: every round up to {snapshot.round - 1} is played")
    boards = [Board(m.white, m.black, m.colour_rule) for m in rnd.matches]
    byes = [int(d.subject) for d in rnd.through]
    reason = rnd.through[0].text if rnd.through else ""
    return KnockoutPairing(SYSTEM, rnd.round, boards, None, bye_reason=reason, byes=byes, record=rnd)


def _as_played(snapshot: Snapshot, rnd: KnockoutRound) -> Played:
    """The round as the file has it (its colours), checked against the knockout's pairs."""
    index = rnd.round - 1
    matches, winners = [], set()
    for m in rnd.matches:
        entries = {pid: snapshot.history[pid][index] for pid in (m.white, m.black)}
        for pid, other in ((m.white, m.black), (m.black, m.white)):
            if entries[pid].opponent != other:
                raise NoValidPairing(f"round {rnd.round}: the knockout pairs {pid} with {other}, the file "
                                     f"with {entries[pid].opponent or 'nobody'}")
        points = {pid: e.points for pid, e in entries.items()}
        if points[m.white] == points[m.black]:
            raise NoValidPairing(f"round {rnd.round}: {m.white}-{m.black} has no winner; a knockout match "
                                 "needs one (its tie-break games are kept in the tournament file)")
        winners.add(max(points, key=points.__getitem__))
        white = m.black if entries[m.white].colour is Colour.BLACK else m.white
        matches.append(Pairing(white, m.black if white == m.white else m.white, m.stage, m.colour_rule, m.why))
    return Played(KnockoutRound(rnd.round, matches, rnd.through, rnd.waiting, rnd.notes), frozenset(winners))
