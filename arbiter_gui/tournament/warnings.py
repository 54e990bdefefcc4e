"""Warning levels: the one mechanism by which an edit informs the arbiter or waits for his consent.

FIDE's acceptance checklist for tournament programs (VCL4THP, draft v13) names three levels:
Level 2 informs, Level 3 asks for a confirmation, Level 4 asks for a double confirmation. An
``Operation`` lists the warnings it raises on the tournament as it stands (``Operation.warnings``);
the store refuses an operation whose Level-3 or Level-4 warnings have not been confirmed
(``operations.Confirmed``), and passes Level-2 warnings on with the ``Change``. The levels cannot
be switched off or relaxed (VCL4THP Q218-Q221): nothing here or in the settings does either.

Each pairing-integrity breaching event (PIBE: an edit that makes the pairings differ from what the
engine would give from the recorded facts) is a Level-3 warning too, and once confirmed one entry
of the tournament's integrity log (``model.IntegrityEntry``, VCL4THP Q112-Q115).
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from typing import Iterable

from ..text import Text

__all__ = ["Level", "Warning", "to_confirm"]


class Level(IntEnum):
    INFORM = 2  # shown; nothing to answer
    CONFIRM = 3  # applied only when the arbiter confirms
    DOUBLE_CONFIRM = 4  # applied only when the arbiter confirms twice


@dataclass(frozen=True, order=True)
class Warning:  # noqa: A001 - the checklist's word; never used with the builtin
    level: Level
    article: str  # the rule it rests on, e.g. "C.04.2 4.3" or "VCL4THP Q43"
    text: str

    @property
    def message(self) -> Text:
        """The text with its article, translatable (``Text.shown``) when the text is a ``Text``."""
        return Text("{0} ({1})", self.text, self.article, context="") if self.article else Text("{0}", self.text,
                                                                                               context="")

    def __str__(self) -> str:
        return str(self.message)


def to_confirm(warnings: Iterable[Warning]) -> tuple[Warning, ...]:
    """The warnings the arbiter must answer (Level 3 and 4), the most serious first."""
    return tuple(sorted((w for w in warnings if w.level >= Level.CONFIRM), key=lambda w: (-w.level, w.article,
                                                                                            w.text)))
