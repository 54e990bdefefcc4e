"""The reasons of a Dutch round's record, worked out on request: the recorder (``record``) re-reads
brackets of a round paired again by the engine (``pairing``)."""
from __future__ import annotations

from dataclasses import replace

from ...result import BracketRecord, RoundPairing
from ...snapshot import Snapshot
from .pairing import DutchRound
from .record import DutchRecorder


class DutchExplainer:
    """The reasons of a Dutch round's record (``floats``, ``shortfalls``, the PAB's article),
    bracket by bracket on request: they re-solve brackets, up to two or three times the cost of
    the pairing itself, so the engine leaves them out while pairing."""

    def __init__(self, snapshot: Snapshot, pairing: RoundPairing) -> None:
        self.pairing = pairing
        self.recorder = DutchRecorder(DutchRound(snapshot))
        self._done: dict[int, BracketRecord] = {}

    def bracket(self, index: int) -> BracketRecord:
        """The record of bracket ``index`` with its reasons."""
        if index not in self._done:
            brackets = self.pairing.brackets
            record = brackets[index]
            next_group = brackets[index + 1].residents if index + 1 < len(brackets) else []
            lower = [pid for later in brackets[index + 1:] for pid in later.residents]
            floats, shortfalls = self.recorder.reasons(record, next_group, lower)
            self._done[index] = replace(record, floats=floats, shortfalls=shortfalls)
        return self._done[index]

    def round(self) -> RoundPairing:
        """The whole round with every bracket's reasons; the PAB's from the bracket whose downfloater
        was bound to take it (nobody below may, C2), else from the last bracket (1.9.1)."""
        brackets = [self.bracket(i) for i in range(len(self.pairing.brackets))]
        bye = self.pairing.bye
        if bye is None or not brackets:
            return replace(self.pairing, brackets=brackets)
        decision = brackets[-1].floats[0]
        for i, record in enumerate(brackets):
            lower = [pid for later in brackets[i + 1:] for pid in later.residents]
            if bye in record.downfloaters and self.recorder.takes_pab(record, lower):
                decision = next(d for d in record.floats if d.subject == bye)
                break
        return replace(self.pairing, brackets=brackets, bye_reason=decision.text, bye_article=decision.article)
