"""The names of the tournament's operations (``Operation.label``, in English, as the file's undo
history keeps them) in the interface's language, for the status bar and Edit > Undo / Redo.

Each label form the domain writes has one pattern here; a label no pattern knows is shown as it is."""
from __future__ import annotations

import re

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

# each form of label the domain writes, its variable parts as {0}, {1}...: the text to translate
TEMPLATES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("OperationLabels", "add player {0}"),
    QT_TRANSLATE_NOOP("OperationLabels", "add {0} players"),
    QT_TRANSLATE_NOOP("OperationLabels", "late entry {0}"),
    QT_TRANSLATE_NOOP("OperationLabels", "edit player {0}"),
    QT_TRANSLATE_NOOP("OperationLabels", "remove player {0}"),
    QT_TRANSLATE_NOOP("OperationLabels", "assign pairing numbers"),
    QT_TRANSLATE_NOOP("OperationLabels", "exchange pairing numbers {0} and {1}"),
    QT_TRANSLATE_NOOP("OperationLabels", "withdraw player {0}"),
    QT_TRANSLATE_NOOP("OperationLabels", "reinstate player {0}"),
    QT_TRANSLATE_NOOP("OperationLabels", "expel player {0}"),
    # "not eligible" before "eligible": {0} stands for any text
    QT_TRANSLATE_NOOP("OperationLabels", "player {0} not eligible for half-point byes"),
    QT_TRANSLATE_NOOP("OperationLabels", "player {0} eligible for half-point byes"),
    QT_TRANSLATE_NOOP("OperationLabels", "half-point bye: player {0}, round {1}"),
    QT_TRANSLATE_NOOP("OperationLabels", "full-point bye: player {0}, round {1}"),
    QT_TRANSLATE_NOOP("OperationLabels", "zero-point bye: player {0}, round {1}"),
    QT_TRANSLATE_NOOP("OperationLabels", "absence: player {0}, round {1}"),
    QT_TRANSLATE_NOOP("OperationLabels", "remove request: player {0}, round {1}"),
    QT_TRANSLATE_NOOP("OperationLabels", "clear result: round {0}, board {1}"),
    QT_TRANSLATE_NOOP("OperationLabels", "result {0}: round {1}, board {2}"),
    QT_TRANSLATE_NOOP("OperationLabels", "swap colours: round {0}, board {1}"),
    QT_TRANSLATE_NOOP("OperationLabels", "pair round {0}"),
    QT_TRANSLATE_NOOP("OperationLabels", "challenge: round {0}, {1} challenges {2}"),
    QT_TRANSLATE_NOOP("OperationLabels", "delete the last pairing"),
    QT_TRANSLATE_NOOP("OperationLabels", "edit the pairing: round {0}"),
    QT_TRANSLATE_NOOP("OperationLabels", "swap players {0} and {1}: round {2}"),
    QT_TRANSLATE_NOOP("OperationLabels", "pair {0} against {1}: round {2}"),
    QT_TRANSLATE_NOOP("OperationLabels", "unpair {0} and {1}: round {2}"),
    QT_TRANSLATE_NOOP("OperationLabels", "pairing-allocated bye to {0}: round {1}"),
    QT_TRANSLATE_NOOP("OperationLabels", "remove the bye of {0}: round {1}"),
    QT_TRANSLATE_NOOP("OperationLabels", "change {0}"),
    QT_TRANSLATE_NOOP("OperationLabels", "schedule of round {0}"),
    QT_TRANSLATE_NOOP("OperationLabels", "forbid pairing {0}"),
    QT_TRANSLATE_NOOP("OperationLabels", "remove forbidden pairing {0}"),
    QT_TRANSLATE_NOOP("OperationLabels", "add team {0}"),
    QT_TRANSLATE_NOOP("OperationLabels", "roster of team {0}"),
    QT_TRANSLATE_NOOP("OperationLabels", "line-up: round {0}, match {1}"),
    QT_TRANSLATE_NOOP("OperationLabels", "game {0}: round {1}, match {2}, board {3}"),
    QT_TRANSLATE_NOOP("OperationLabels", "forfeited match: round {0}, match {1}"),
    QT_TRANSLATE_NOOP("OperationLabels", "Berger numbers by hand"),
    QT_TRANSLATE_NOOP("OperationLabels", "Berger numbers by lot, seed {0}"),
    QT_TRANSLATE_NOOP("OperationLabels", "Berger numbers by rating"),
    QT_TRANSLATE_NOOP("OperationLabels", "Chess960 position: round {0}"),
    QT_TRANSLATE_NOOP("OperationLabels", "draw the knockout of {0} players"),
    QT_TRANSLATE_NOOP("OperationLabels", "draw the knockout stage: {0} of each group"),
    # "by lot" before the game's result: {2} stands for any text
    QT_TRANSLATE_NOOP("OperationLabels", "knockout round {0}, match {1}: {2} by lot"),
    QT_TRANSLATE_NOOP("OperationLabels", "knockout round {0}, match {1}: {2}"),
    QT_TRANSLATE_NOOP("OperationLabels", "knockout: {0} withdraws"),
)


def _pattern(template: str) -> re.Pattern[str]:
    """The labels written from ``template``: each {n} stands for some text."""
    return re.compile("(.+)".join(re.escape(part) for part in re.split(r"\{\d\}", template)))


LABELS: tuple[tuple[re.Pattern[str], str], ...] = tuple((_pattern(text), text) for text in TEMPLATES)


def translated(label: str) -> str:
    """``label`` in the interface's language (as it is when no pattern knows it)."""
    for pattern, text in LABELS:
        found = pattern.fullmatch(label)
        if found:
            return QCoreApplication.translate("OperationLabels", text).format(*found.groups())
    return label
