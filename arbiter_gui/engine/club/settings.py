"""The parameters of the Keizer system that seed 003 6.1 leaves to the event (docs/rulings.md,
"Keizer and ladder"); the snapshot carries them (``Snapshot.keizer``), so this module imports nothing."""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction


@dataclass(frozen=True)
class KeizerSettings:
    """The parameters seed 003 6.1 leaves to the event, with its example as default."""

    top_value: int = 50  # the first place's value: "more than the players", e.g. 50 for up to 30
    bye_fraction: Fraction = Fraction(1, 2)  # of one's own value, for the pairing-allocated bye
    absence_fraction: Fraction = Fraction(0)  # of one's own value, for a round missed once listed
    repeat_gap: int = 1  # rounds that must come between two meetings of the same players ("not at once")

    def __post_init__(self) -> None:
        if self.top_value < 2:
            raise ValueError(f"Keizer top value {self.top_value}: it must be at least 2")
        for name in ("bye_fraction", "absence_fraction"):
            value = getattr(self, name)
            if not 0 <= value <= 1:
                raise ValueError(f"Keizer {name.replace('_', ' ')} {value}: it must be between 0 and 1")
        if self.repeat_gap < 0:
            raise ValueError(f"Keizer repeat gap {self.repeat_gap}: it must be 0 or more")


DEFAULT_SETTINGS = KeizerSettings()
