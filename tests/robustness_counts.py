"""The counts the robustness tests (fuzzing, the kill campaign, the installer) add up during a
run; ``tests/conftest.py`` prints them at the end under "Robustness".

    from tests import robustness_counts as counts
    counts.add("fuzz inputs tried", "TRF reader")     # one more
    counts.add("crashes", "TRF reader", 0)             # make the line appear with 0
"""
from __future__ import annotations

from collections import defaultdict

COUNTS: defaultdict[str, dict[str, int]] = defaultdict(dict)  # section -> what -> number
NOTES: dict[str, str] = {}  # e.g. "installer" -> "built in 17 s, 142 MB"


def add(section: str, what: str, number: int = 1) -> None:
    COUNTS[section][what] = COUNTS[section].get(what, 0) + number


def note(what: str, text: str) -> None:
    NOTES[what] = text


def summary_lines() -> list[str]:
    """One line per section ("fuzz inputs tried: TRF reader 1200, ...; total 3400"), then the notes."""
    lines = []
    for section, numbers in COUNTS.items():
        items = ", ".join(f"{what} {number}" for what, number in sorted(numbers.items()))
        total = f"; total {sum(numbers.values())}" if len(numbers) > 1 else ""
        lines.append(f"{section}: {items}{total}")
    return lines + [f"{what}: {text}" for what, text in sorted(NOTES.items())]
