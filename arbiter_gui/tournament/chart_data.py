"""The numbers behind the charts of ``ui.charts.ChartsView``, read from a ``Tournament`` only (no Qt).

Each function computes one chart's series, so the view computes only the chart it shows:

- ``score_progression``: each chosen player's score after rounds 1..n (n = the last paired round);
  ``default_players`` gives the top of the current standings to choose by default.
- ``rating_and_score``: per player, pairing rating, points and performance rating (TPR, C.07 10.2).
- ``colour_balance`` / ``colour_histogram``: games with White minus games with Black (games played
  over the board only, as colour history counts them) of every player who took part in a paired
  round, and how many players have each difference.
- ``score_groups``: for each paired round, how many players of each score were paired in it (on a
  board or given the pairing-allocated bye), by their score before the round; players with a
  requested bye or absence (H, F, Z) are not in a score group.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from typing import Iterable

from .model import Tournament
from .standings import tournament_standings, unrated_rating
from .tiebreaks import compute

__all__ = ["PlayerPoint", "ScoreGroups", "colour_balance", "colour_histogram",
           "default_players", "rating_and_score", "score_groups", "score_progression"]

# Cells of players who took part in the round's pairing without a board (PAB; imported forfeits
# without an opponent); the other unpaired codes (H, F, Z) are requests, outside the score groups.
PAIRED_UNPAIRED_CODES = frozenset("U+-")


def default_players(t: Tournament, count: int = 5) -> list[int]:
    """The first ``count`` TPNs of the current standings (after the last complete round, with the
    event's tie-breaks); before any complete round, by score then TPN."""
    complete = t.complete_rounds
    if complete:
        rows = tournament_standings(t, complete)
        return [row.id for row in rows[:count]]
    after = t.paired_rounds + 1
    return sorted(t.players, key=lambda tpn: (-t.score(tpn, after), tpn))[:count]


def score_progression(t: Tournament, tpns: Iterable[int]) -> dict[int, list[Fraction]]:
    """TPN -> [score after round 1, .., score after the last paired round] for each known TPN."""
    rounds = t.paired_rounds
    return {tpn: [t.score(tpn, r + 1) for r in range(1, rounds + 1)] for tpn in tpns if tpn in t.players}


@dataclass(frozen=True)
class PlayerPoint:
    tpn: int
    rating: int  # pairing rating (0: unrated)
    points: Fraction  # after the last paired round
    performance: int | None  # TPR over the rounds with results; None without a rated game


def rating_and_score(t: Tournament) -> list[PlayerPoint]:
    """Every player's rating, points and TPR, in TPN order."""
    rounds = t.paired_rounds
    tpr: dict[int, dict[str, object]] = {}
    if rounds:
        tpr = compute(t.results(rounds), ["TPR"], t.settings.point_system, rounds,  # type: ignore[assignment]
                      unrated_rating=unrated_rating(t))
    points = []
    for tpn in sorted(t.players):
        value = tpr.get(tpn, {}).get("TPR")
        points.append(PlayerPoint(tpn, t.pairing_rating(tpn), t.score(tpn, rounds + 1),
                                  value if isinstance(value, int) else None))
    return points


def colour_balance(t: Tournament) -> dict[int, int]:
    """TPN -> games with White minus games with Black (games played over the board), for every
    player with a cell in some paired round (0 for one who only had byes)."""
    balance: dict[int, int] = {}
    for rnd in t.rounds:
        if not rnd.paired:
            continue
        for tpn, cell in rnd.cells(t.settings.point_system).items():
            if tpn not in t.players:
                continue
            step = 1 if cell is not None and cell.played and cell.colour == "w" else 0
            step -= 1 if cell is not None and cell.played and cell.colour == "b" else 0
            balance[tpn] = balance.get(tpn, 0) + step
    return balance


def colour_histogram(t: Tournament) -> list[tuple[int, int]]:
    """[(difference, number of players)] for every difference from the lowest to the highest seen
    (zeros included, so the bars sit on consecutive integers)."""
    counts = Counter(colour_balance(t).values())
    if not counts:
        return []
    return [(d, counts.get(d, 0)) for d in range(min(counts), max(counts) + 1)]


@dataclass(frozen=True)
class ScoreGroups:
    rounds: list[int]  # the paired rounds, in order
    scores: list[Fraction]  # every score seen, ascending
    sizes: dict[Fraction, list[int]]  # score -> players with that score in each of ``rounds``

    def of_round(self, number: int) -> dict[Fraction, int]:
        """Score -> size of the non-empty score groups of one round."""
        index = self.rounds.index(number)
        return {s: sizes[index] for s, sizes in self.sizes.items() if sizes[index]}


def score_groups(t: Tournament) -> ScoreGroups:
    """Sizes of the score groups of every paired round (scores before the round)."""
    rounds = [rnd.number for rnd in t.rounds if rnd.paired]
    counts: list[Counter[Fraction]] = []
    for number in rounds:
        rnd = t.round(number)
        paired = {tpn for board in rnd.boards for tpn in board.players}
        paired.update(tpn for tpn, code in rnd.unpaired.items() if code in PAIRED_UNPAIRED_CODES)
        counts.append(Counter(t.score(tpn, number) for tpn in paired))
    scores = sorted(set().union(*counts)) if counts else []
    return ScoreGroups(rounds, scores, {s: [c.get(s, 0) for c in counts] for s in scores})
