"""A knockout pairing played as a mini-match, entered game by game, until it has a winner.

Seed 003 2.1: every pairing of a knockout must have a winner; a drawn match is replayed at the
rate the regulations set, possibly faster and faster (note 14), or decided by other tie-breaks.
A match is a sequence of phases (the regulations' games, then e.g. two rapid, two blitz, one
Armageddon). Within a phase the colours keep alternating from the match's first game; a phase is
won by the player ahead when the others cannot catch up, and a phase ending level sends the match
to the next one (each phase counts on its own). Armageddon: colours are chosen by the regulations'
method (lot, bid), so the arbiter names who has White, and a draw qualifies Black. A forfeited
game, or a withdrawal, puts the opponent through. When every phase is level, the regulations'
last resort (e.g. drawing of lots) is entered as the arbiter's award.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from fractions import Fraction

from ...text import QT_TRANSLATE_NOOP, explain_text
from ..result import Decision, format_score
from .plan import KnockoutError


class Kind(str, Enum):
    STANDARD = "standard"
    RAPID = "rapid"
    BLITZ = "blitz"
    ARMAGEDDON = "armageddon"


@dataclass(frozen=True)
class Phase:
    kind: Kind
    games: int
    time_control: str = ""  # as the regulations state it, e.g. "25'+10\"", "5' against 4'" (Armageddon)


@dataclass(frozen=True)
class MatchFormat:
    phases: tuple[Phase, ...] = (Phase(Kind.STANDARD, 1),)

    def __post_init__(self) -> None:
        if not self.phases or any(p.games < 1 for p in self.phases):
            raise KnockoutError("a match has at least one phase of at least one game")
        for i, p in enumerate(self.phases):
            if p.kind is Kind.ARMAGEDDON and (p.games != 1 or i != len(self.phases) - 1):
                raise KnockoutError("Armageddon is a single game, the last of the match")


ONE_GAME = MatchFormat()  # a pairing decided by a single game

# result -> (White's points, Black's points, forfeit)
RESULTS: dict[str, tuple[Fraction, Fraction, bool]] = {
    "1-0": (Fraction(1), Fraction(0), False), "0-1": (Fraction(0), Fraction(1), False),
    "1/2-1/2": (Fraction(1, 2), Fraction(1, 2), False),
    "+-": (Fraction(1), Fraction(0), True), "-+": (Fraction(0), Fraction(1), True),
}
DECIDED_BY_RULE = "issue 18"  # forfeits and withdrawals put the opponent through
REGULATIONS = explain_text(QT_TRANSLATE_NOOP("Explain", "regulations"))  # what the event's regulations decide
# each kind of game as a reason names it
KIND_NAMES = {Kind.STANDARD: QT_TRANSLATE_NOOP("Explain", "standard"), Kind.RAPID: QT_TRANSLATE_NOOP("Explain", "rapid"),
              Kind.BLITZ: QT_TRANSLATE_NOOP("Explain", "blitz"), Kind.ARMAGEDDON: QT_TRANSLATE_NOOP("Explain", "Armageddon")}


@dataclass(frozen=True)
class Game:
    phase: int  # index in the format's phases
    kind: Kind
    white: int
    black: int
    result: str  # a key of RESULTS


@dataclass
class Match:
    white: int  # White in the first game (the pairing's colours)
    black: int
    format: MatchFormat = ONE_GAME
    games: list[Game] = field(default_factory=list)
    award: Decision | None = None  # a withdrawal or the regulations' last resort

    def next_game(self) -> Game | None:
        """The next game to play (result empty; Armageddon: the default colours, which the
        arbiter may change), or None when the match is decided or its phases are exhausted."""
        if self.decision() is not None:
            return None
        phase = self._current_phase()
        if phase is None:
            return None
        kind = self.format.phases[phase].kind
        white, black = (self.white, self.black) if len(self.games) % 2 == 0 else (self.black, self.white)
        return Game(phase, kind, white, black, "")

    def add(self, result: str, white: int | None = None) -> Game:
        """Enter the next game's result; ``white`` names White in an Armageddon game (chosen by lot
        or bid), and must be omitted otherwise."""
        if result not in RESULTS:
            raise KnockoutError(explain_text(QT_TRANSLATE_NOOP("Explain", "{0} is not a result ({1})"), repr(result),
                                             ", ".join(RESULTS)))
        nxt = self.next_game()
        if nxt is None:
            raise KnockoutError(explain_text(QT_TRANSLATE_NOOP("Explain", "the match {0}-{1} needs no more games"),
                                             self.white, self.black))
        if nxt.kind is Kind.ARMAGEDDON:
            if white not in (self.white, self.black):
                raise KnockoutError(explain_text(QT_TRANSLATE_NOOP(
                    "Explain", "name White of the Armageddon game: {0} or {1}"), self.white, self.black))
            nxt = Game(nxt.phase, nxt.kind, white, self.black if white == self.white else self.white, "")
        elif white is not None and white != nxt.white:
            raise KnockoutError(explain_text(QT_TRANSLATE_NOOP(
                "Explain", "{0} has White in game {1}: colours alternate"), nxt.white, len(self.games) + 1))
        game = Game(nxt.phase, nxt.kind, nxt.white, nxt.black, result)
        self.games.append(game)
        return game

    def undo(self) -> Game:
        """Take back the last game entered."""
        if not self.games:
            raise KnockoutError(explain_text(QT_TRANSLATE_NOOP("Explain", "the match {0}-{1} has no game to take back"),
                                             self.white, self.black))
        return self.games.pop()

    def withdraw(self, player: int) -> None:
        """``player`` withdraws: the opponent goes through."""
        other = self._other(player)
        self.award = Decision(other, DECIDED_BY_RULE, explain_text(QT_TRANSLATE_NOOP(
            "Explain", "{0} withdrew: {1} goes through"), player, other))

    def lots(self, winner: int) -> None:
        """Every phase was level: the regulations' last resort (drawing of lots) chose ``winner``."""
        if self.next_game() is not None or self.decision() is not None:
            raise KnockoutError(explain_text(QT_TRANSLATE_NOOP(
                "Explain", "the match {0}-{1} is not level after all its phases"), self.white, self.black))
        self._other(winner)
        self.award = Decision(winner, REGULATIONS, explain_text(QT_TRANSLATE_NOOP(
            "Explain", "every phase level: {0} goes through by lot"), winner))

    @property
    def winner(self) -> int | None:
        decided = self.decision()
        return None if decided is None else int(decided.subject)

    def decision(self) -> Decision | None:
        """Who goes through and why, or None while the match goes on."""
        if self.award is not None:
            return self.award
        for number, g in enumerate(self.games, start=1):
            if RESULTS[g.result][2]:
                loser = g.black if g.result == "+-" else g.white
                winner = self._other(loser)
                return Decision(winner, DECIDED_BY_RULE, explain_text(QT_TRANSLATE_NOOP(
                    "Explain", "{0} forfeited game {1}: {2} goes through"), loser, number, winner))
        for index, phase in enumerate(self.format.phases):
            games = [g for g in self.games if g.phase == index]
            if not games:
                return None
            points = self._points(games)
            left = phase.games - len(games)
            lead = points[self.white] - points[self.black]
            if abs(lead) > left:
                winner = self.white if lead > 0 else self.black
                return Decision(winner, "2.1", explain_text(QT_TRANSLATE_NOOP(
                    "Explain", "{0} wins the {1} phase {2}-{3}"), winner, explain_text(KIND_NAMES[phase.kind]),
                    format_score(points[winner]), format_score(points[self._other(winner)])))
            if left:
                return None
            if phase.kind is Kind.ARMAGEDDON:  # drawn: Black goes through
                return Decision(games[0].black, REGULATIONS, explain_text(QT_TRANSLATE_NOOP(
                    "Explain", "{0} drew the Armageddon game with Black and goes through"), games[0].black))
        return None

    def _current_phase(self) -> int | None:
        for index, phase in enumerate(self.format.phases):
            if sum(1 for g in self.games if g.phase == index) < phase.games:
                return index
        return None

    def _points(self, games: list[Game]) -> dict[int, Fraction]:
        points = {self.white: Fraction(0), self.black: Fraction(0)}
        for g in games:
            w, b, _ = RESULTS[g.result]
            points[g.white] += w
            points[g.black] += b
        return points

    def _other(self, player: int) -> int:
        if player not in (self.white, self.black):
            raise KnockoutError(explain_text(QT_TRANSLATE_NOOP("Explain", "{0} does not play the match {1}-{2}"),
                                             player, self.white, self.black))
        return self.black if player == self.white else self.white

