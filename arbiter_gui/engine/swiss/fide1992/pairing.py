"""The FIDE rating-based Swiss rules of 1992 (seed 004), a legacy system for re-checking historical
tournaments.

How a round is paired
---------------------
1. Players are ranked by A2 (points, rating, pairing number) and grouped by points (A3).
2. From the highest scoregroup down, each is paired by the procedure C1-C14 (``group``), the
   players it cannot pair moved down to the next one (A3, C6a, C14); the last scoregroup pairs
   everybody left, one player receiving the bye if the number is odd (A5, B1b).
3. Colours by E1-E4; boards in the order of F1.

Every decision is recorded with the article of the 1992 text that made it ("1992 C14", "1992 D2").
"""
from __future__ import annotations

from fractions import Fraction

from ...colours import player_preference
from ...matching import completion
from ...ordering import board_order
from ...result import Board, BracketRecord, RoundPairing, no_valid_pairing, format_score, player_facts
from ...snapshot import Colour, Snapshot
from .group import GroupOutcome, GroupPairer
from .rules import NO_PAIRING, Rules, a2_key

SYSTEM = "fide_1992"


class Fide1992Round:
    """Pairs one round of the 1992 rules from a snapshot."""

    def __init__(self, snapshot: Snapshot) -> None:
        self.snap = snapshot
        self.rules = Rules(snapshot)
        self.players = sorted(snapshot.players, key=a2_key)
        self.by_id = {p.id: p for p in self.players}

    def compatible(self, a: int, b: int) -> bool:
        """The absolute criteria a hand-made pair is checked against (B1a, B2)."""
        return self.rules.legal(a, b)

    def pair(self) -> RoundPairing:
        ids = [p.id for p in self.players]
        if not completion.can_pair_all(ids, self.rules.legal, [q for q in ids if self.rules.may_have_bye(q)]):
            raise no_valid_pairing(*NO_PAIRING)  # C13 would end merging every scoregroup, in vain
        groups: dict[Fraction, list[int]] = {}
        for p in self.players:
            groups.setdefault(p.score, []).append(p.id)
        scores = sorted(groups, reverse=True)
        outcomes: list[GroupOutcome] = []
        movers: list[int] = []
        for i, score in enumerate(scores):
            below = [pid for s in scores[i + 1:] for pid in groups[s]]
            following = groups[scores[i + 1]] if i + 1 < len(scores) else []
            outcome = GroupPairer(self, score, groups[score], movers, following, below, i == len(scores) - 1).pair()
            outcomes.append(outcome)
            movers = outcome.floaters
        bye = movers[0] if movers else None
        boards = [self._board(a, b) for outcome in outcomes for a, b in outcome.pairs]
        return RoundPairing(SYSTEM, self.snap.round, board_order(boards, self.by_id, a2_key), bye,
                            [self._record(outcome) for outcome in outcomes],
                            bye_reason="the player left unpaired in the last scoregroup, who has not yet scored a "
                                       "point without playing (B1b)" if bye is not None else "",
                            players={p.id: player_facts(p, player_preference(p)) for p in self.players},
                            bye_article="1992 A5" if bye is not None else "")

    def _board(self, a: int, b: int) -> Board:
        higher, lower = sorted((self.by_id[a], self.by_id[b]), key=a2_key)
        colour, rule = self.rules.allocate(higher, lower)
        if colour is Colour.WHITE:
            return Board(higher.id, lower.id, rule)
        return Board(lower.id, higher.id, rule)

    def _record(self, outcome: GroupOutcome) -> BracketRecord:
        stage = outcome.stage
        assert stage is not None
        kind = ("heterogeneous: the moved-down players in S1, paired first (A3, A6)" if outcome.heterogeneous else
                "homogeneous (A3, A6)" + (": at least half of it moved down" if outcome.movers else ""))
        notes = [f"scoregroup {format_score(outcome.score)}, {kind}",
                 f"remaining group: S1 {outcome.s1}, S2 {outcome.s2} (1992 C4, C5)" if outcome.heterogeneous else
                 f"S1 {outcome.s1}, S2 {outcome.s2} (1992 C4, C5)"]
        notes.extend(f"{d.article}: {d.text}" for d in outcome.decisions if not isinstance(d.subject, int))
        return BracketRecord(
            score=outcome.score,
            residents=list(outcome.residents),
            mdps=list(outcome.movers),
            max_pairs=len(outcome.pairs),
            m1=stage.movers_paired,
            m0=len(outcome.movers),
            s1=[],  # the 1992 S1 and S2 are in the notes, with their articles
            s2=[],
            limbo=[],
            pairs=list(outcome.pairs),
            downfloaters=list(outcome.floaters),
            criteria={"pairs missing a colour preference (1992 B4)":
                      sum(1 for a, b in outcome.pairs if self.rules.clash(a, b))},
            perfect=not any(not isinstance(d.subject, int) for d in outcome.decisions),
            notes=notes,
            parameters={"p (1992 C3, A6)": stage.p, "x (1992 C2, A8)": stage.x},
            floats=[d for d in outcome.decisions if isinstance(d.subject, int)],
        )


def pair_round(snapshot: Snapshot) -> RoundPairing:
    """Pair one round by the FIDE rating-based Swiss rules of 1992 (seed 004)."""
    return Fide1992Round(snapshot).pair()

