"""The names of the tournament's operations (``Operation.label``, in English, as the file's undo
history keeps them) in the interface's language, for the status bar and Edit > Undo / Redo.

Each label form the domain writes has one pattern here; a label no pattern knows is shown as it is."""
from __future__ import annotations

import re

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

# the label's form (its variable parts as groups) -> the text to translate, {0}, {1}... the groups
LABELS: tuple[tuple[re.Pattern[str], str], ...] = tuple((re.compile(pattern), text) for pattern, text in (
    (r"add player (.+)", QT_TRANSLATE_NOOP("OperationLabels", "add player {0}")),
    (r"add (\d+) players", QT_TRANSLATE_NOOP("OperationLabels", "add {0} players")),
    (r"late entry (.+)", QT_TRANSLATE_NOOP("OperationLabels", "late entry {0}")),
    (r"edit player (\d+)", QT_TRANSLATE_NOOP("OperationLabels", "edit player {0}")),
    (r"remove player (\d+)", QT_TRANSLATE_NOOP("OperationLabels", "remove player {0}")),
    (r"assign pairing numbers", QT_TRANSLATE_NOOP("OperationLabels", "assign pairing numbers")),
    (r"exchange pairing numbers (\d+) and (\d+)",
     QT_TRANSLATE_NOOP("OperationLabels", "exchange pairing numbers {0} and {1}")),
    (r"withdraw player (\d+)", QT_TRANSLATE_NOOP("OperationLabels", "withdraw player {0}")),
    (r"reinstate player (\d+)", QT_TRANSLATE_NOOP("OperationLabels", "reinstate player {0}")),
    (r"half-point bye: player (\d+), round (\d+)",
     QT_TRANSLATE_NOOP("OperationLabels", "half-point bye: player {0}, round {1}")),
    (r"full-point bye: player (\d+), round (\d+)",
     QT_TRANSLATE_NOOP("OperationLabels", "full-point bye: player {0}, round {1}")),
    (r"zero-point bye: player (\d+), round (\d+)",
     QT_TRANSLATE_NOOP("OperationLabels", "zero-point bye: player {0}, round {1}")),
    (r"absence: player (\d+), round (\d+)", QT_TRANSLATE_NOOP("OperationLabels", "absence: player {0}, round {1}")),
    (r"remove request: player (\d+), round (\d+)",
     QT_TRANSLATE_NOOP("OperationLabels", "remove request: player {0}, round {1}")),
    (r"clear result: round (\d+), board (\d+)", QT_TRANSLATE_NOOP("OperationLabels",
                                                                  "clear result: round {0}, board {1}")),
    (r"result (\S+): round (\d+), board (\d+)", QT_TRANSLATE_NOOP("OperationLabels",
                                                                  "result {0}: round {1}, board {2}")),
    (r"swap colours: round (\d+), board (\d+)", QT_TRANSLATE_NOOP("OperationLabels",
                                                                  "swap colours: round {0}, board {1}")),
    (r"pair round (\d+)", QT_TRANSLATE_NOOP("OperationLabels", "pair round {0}")),
    (r"delete the last pairing", QT_TRANSLATE_NOOP("OperationLabels", "delete the last pairing")),
    (r"edit the pairing: round (\d+)", QT_TRANSLATE_NOOP("OperationLabels", "edit the pairing: round {0}")),
    (r"swap players (\d+) and (\d+): round (\d+)",
     QT_TRANSLATE_NOOP("OperationLabels", "swap players {0} and {1}: round {2}")),
    (r"pair (\d+) against (\d+): round (\d+)",
     QT_TRANSLATE_NOOP("OperationLabels", "pair {0} against {1}: round {2}")),
    (r"unpair (\d+) and (\d+): round (\d+)", QT_TRANSLATE_NOOP("OperationLabels", "unpair {0} and {1}: round {2}")),
    (r"pairing-allocated bye to (\d+): round (\d+)",
     QT_TRANSLATE_NOOP("OperationLabels", "pairing-allocated bye to {0}: round {1}")),
    (r"remove the bye of (\d+): round (\d+)",
     QT_TRANSLATE_NOOP("OperationLabels", "remove the bye of {0}: round {1}")),
    (r"change (.+)", QT_TRANSLATE_NOOP("OperationLabels", "change {0}")),
    (r"schedule of round (\d+)", QT_TRANSLATE_NOOP("OperationLabels", "schedule of round {0}")),
    (r"forbid pairing (\S+)", QT_TRANSLATE_NOOP("OperationLabels", "forbid pairing {0}")),
    (r"remove forbidden pairing (\d+)", QT_TRANSLATE_NOOP("OperationLabels", "remove forbidden pairing {0}")),
    (r"add team (.+)", QT_TRANSLATE_NOOP("OperationLabels", "add team {0}")),
    (r"roster of team (\d+)", QT_TRANSLATE_NOOP("OperationLabels", "roster of team {0}")),
    (r"line-up: round (\d+), match (\d+)", QT_TRANSLATE_NOOP("OperationLabels", "line-up: round {0}, match {1}")),
    (r"game (\S+): round (\d+), match (\d+), board (\d+)",
     QT_TRANSLATE_NOOP("OperationLabels", "game {0}: round {1}, match {2}, board {3}")),
    (r"forfeited match: round (\d+), match (\d+)",
     QT_TRANSLATE_NOOP("OperationLabels", "forfeited match: round {0}, match {1}")),
))


def translated(label: str) -> str:
    """``label`` in the interface's language (as it is when no pattern knows it)."""
    for pattern, text in LABELS:
        found = pattern.fullmatch(label)
        if found:
            return QCoreApplication.translate("OperationLabels", text).format(*found.groups())
    return label
