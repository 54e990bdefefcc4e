"""What every fixed schedule shares (seed 003 chapters 3-5): the schedule record with its reasons,
rests for the dummies of a padded table, colour strings, round reordering and the traditional
Scheveningen rotation between two groups that the triangular and Schiller tables are built of.

A schedule is a list of rounds; a round is a list of boards ``(white, black)`` in the printed order.
Players are pairing numbers (individual formats) or labels such as ``"A3"`` (team member 3 of team
A). A player of a padded table who has no real opponent rests: the round records him in ``rests``.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass

from ...text import QT_TRANSLATE_NOOP, explain_text
from .berger import ScheduleError

__all__ = ["LETTERS", "Rounds", "Schedule", "ScheduleError", "colours", "longest_run", "meetings", "member",
           "rueb_match", "side_by_side", "split_rests", "team_of"]

Rounds = list[list[tuple[Hashable, Hashable]]]
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"  # the teams of the team formats


@dataclass(frozen=True)
class Schedule:
    """A whole fixed schedule: ``rounds`` of boards (white, black), ``rests`` (who has no game in
    each round), and ``reasons``: which table and which rule of the seed/Handbook made it."""
    format: str
    rounds: Rounds
    rests: list[list[Hashable]]
    reasons: list[str]

    def players(self) -> list[Hashable]:
        seen = dict.fromkeys(p for boards in self.rounds for board in boards for p in board)
        seen.update(dict.fromkeys(p for rest in self.rests for p in rest))
        return list(seen)

    def lines(self) -> list[str]:
        """One line per board: ``round board white black`` (the command line's form)."""
        return [f"{r} {b} {w} {k}" for r, boards in enumerate(self.rounds, start=1)
                for b, (w, k) in enumerate(boards, start=1)]


def split_rests(rounds: Rounds, real: Callable[[Hashable], bool]) -> tuple[Rounds, list[list[Hashable]]]:
    """The games between real players, and per round the real players whose opponent is a dummy
    of the padded table (they rest)."""
    games = [[(w, b) for w, b in boards if real(w) and real(b)] for boards in rounds]
    rests = [[p for w, b in boards for p in (w, b) if real(p) and not (real(w) and real(b))] for boards in rounds]
    return games, rests


def meetings(rounds: Rounds) -> Counter[frozenset[Hashable]]:
    """How often each pair meets."""
    return Counter(frozenset(board) for boards in rounds for board in boards)


def colours(rounds: Rounds, player: Hashable) -> str:
    """The player's colours round by round: W, B, or '-' when he has no game."""
    return "".join(next(("W" if player == w else "B" for w, b in boards if player in (w, b)), "-")
                   for boards in rounds)


def longest_run(sequence: str) -> int:
    """The longest run of one colour, rests skipped (a rest does not break a run of colours)."""
    played = sequence.replace("-", "")
    best = run = 0
    for i, c in enumerate(played):
        run = run + 1 if i and played[i - 1] == c else 1
        best = max(best, run)
    return best


def member(team: str, board: int) -> str:
    """The label of a team member: ``member("A", 3) == "A3"``."""
    return f"{team}{board}"


def team_of(label: Hashable) -> str:
    return str(label).rstrip("0123456789")


def rueb_match(first: Sequence[Hashable], second: Sequence[Hashable]) -> Rounds:
    """The traditional Scheveningen between two groups of k players (Rueb's original system, seed
    003 4.1 footnote 46, as used inside the triangular matches of 4.2 and the Schiller matches of
    4.5.1): k rounds; in round r (from 0) ``first[i]`` meets ``second[(i + r) % k]``, the first group
    White in the odd rounds (r even), the second in the even ones. Boards follow ``first``."""
    if len(first) != len(second):
        raise ScheduleError(explain_text(QT_TRANSLATE_NOOP(
            "Explain", "a Scheveningen needs groups of the same size, not {0} and {1}"),
            len(first), len(second)))
    k = len(first)
    return [[(x, second[(i + r) % k]) if r % 2 == 0 else (second[(i + r) % k], x) for i, x in enumerate(first)]
            for r in range(k)]


def side_by_side(matches: Iterable[Rounds]) -> Rounds:
    """Matches played at the same time: round r is every match's round r, boards in match order."""
    matches = list(matches)
    return [[board for match in matches for board in match[r]] for r in range(len(matches[0]))]
