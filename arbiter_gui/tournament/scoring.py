"""Result codes, result cells and point systems: the domain's vocabulary of scores.

The codes are those of the TRF (TRF.md section 4), which every FIDE program shares; the file
format (``formats.trf``) reads and writes them, the domain defines them (LAYOUT.md: the domain
imports nothing from the formats).
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

__all__ = ["ADJOURNED_GAME", "BYE_RESULTS", "COMPATIBLE_RESULTS", "FORFEIT_RESULTS", "PLAYED_RESULTS",
           "RARE_GAME_RESULTS", "RESULT_CODES", "UNKNOWN_ALIASES", "UNKNOWN_RESULT", "PointSystem", "RoundCell"]

# Result codes of a round cell (TRF.md §4): played 1 = 0 W D L, and '?'; forfeits + -; byes H (half),
# F (full), U (pairing-allocated), Z (zero / absent).
# '?': a game begun over the board whose result is not known yet (adjourned or postponed, VCL4THP
# Q157-Q165), as TBS reads '?' and 'X' (TRF.md §4, §9.9); it scores as a draw until its result is
# entered (Q167; TRF.md §2.1: 162 'X' "same as D"). Any other unknown symbol is read as '?' too and
# listed in ``TrfFile.warnings`` (Q166).
UNKNOWN_RESULT = "?"
UNKNOWN_ALIASES = frozenset("?X")
PLAYED_RESULTS = frozenset("10=WDL" + UNKNOWN_RESULT)
FORFEIT_RESULTS = frozenset("+-")
BYE_RESULTS = frozenset("HFUZ")  # never with an opponent
RESULT_CODES = PLAYED_RESULTS | FORFEIT_RESULTS | BYE_RESULTS

# Result pairs the two players of one game may show (TRF.md §4, P4S list).
COMPATIBLE_RESULTS = frozenset(
    {("+", "-"), ("-", "-"), ("-", "+"), ("W", "L"), ("L", "W"), ("D", "D"),
     ("1", "0"), ("0", "1"), ("=", "=")}
)
ADJOURNED_GAME = (UNKNOWN_RESULT, UNKNOWN_RESULT)  # both cells of an adjourned game (not in team events' board games)

# A game may also end 1/2-0, 0-1/2 or 0-0 (C.04.5 Preface; in every event, VCL4THP Q180: the arbiter
# may so punish both players, Laws of Chess 12.9)
RARE_GAME_RESULTS = frozenset({("=", "0"), ("0", "="), ("0", "0")})


@dataclass
class RoundCell:
    opponent: int | None  # opponent pairing number; None for 0000 or blanks
    colour: str | None  # 'w' / 'b' / None
    result: str  # one of RESULT_CODES, letters uppercase; blank -> 'Z'
    # written as blanks: a round the player took no part in (TRF-26: no opponent, not paired, and a
    # blank result, which counts as 'Z'), e.g. after his withdrawal; ``result`` is then 'Z'
    blank: bool = False


@dataclass
class PointSystem:
    """Points per result (TRF.md §2.1 162, §8 XXS and BBx); defaults FIDE."""

    win: Fraction = Fraction(1)
    draw: Fraction = Fraction(1, 2)
    loss: Fraction = Fraction(0)
    zero_bye: Fraction = Fraction(0)
    forfeit_loss: Fraction = Fraction(0)
    half_bye: Fraction = Fraction(1, 2)
    full_bye: Fraction = Fraction(1)
    forfeit_win: Fraction = Fraction(1)
    pab: Fraction = Fraction(1)

    def points(self, cell: RoundCell) -> Fraction:
        """Points that cell scores (TRF.md §4 result table)."""
        result = cell.result
        if result == "=" and cell.opponent is None:
            return self.half_bye  # legacy "0000 - =" bye (TRF.md §9.7)
        by_result = {
            "1": self.win, "W": self.win, "=": self.draw, "D": self.draw,
            "0": self.loss, "L": self.loss, "+": self.forfeit_win,
            "-": self.forfeit_loss, "H": self.half_bye, "F": self.full_bye,
            "U": self.pab, "Z": self.zero_bye,
            UNKNOWN_RESULT: self.draw,  # provisional: only ever a draw (VCL4THP Q167)
        }
        return by_result[result]
