"""Round robins paired from the Berger tables (C.05 Annex 1, as built in seed 003 chapter 3.2.3).

The table for n players (n even; for odd n, number n + 1 is a dummy and whoever meets it rests)
has n - 1 rounds of n / 2 boards, White first. Round 1 is 1-n, 2-(n-1), ...; n stays on board 1,
Black in odd rounds and White in even ones; the other numbers follow each other counter-clockwise
(down the White column, up the Black column, skipping n), starting in odd round 2k+1 with k+1
White on board 1 and in even round 2k with k White on the last board.

A double round robin plays the table twice, the second cycle with colours reversed, after
swapping the last two rounds of the first cycle (the FIDE recommendation quoted in seed 003 3.3,
so that nobody gets the same colour three times running across the two cycles); the arbiter may
choose not to swap them (``Snapshot.swap_last_rounds``, VCL4THP Q98).

As a pairing system (registered in ``engine.systems``) the pairing numbers are the TPNs, which the arbiter draws by lot
before round 1; results play no part. The player meeting the dummy rests: that rest is not a
pairing-allocated bye of C.04 and scores nothing.
"""
from __future__ import annotations

from collections.abc import Sequence

from ...text import QT_TRANSLATE_NOOP, Text, explain_text, joined
from ..result import Board, RoundPairing
from ..snapshot import Snapshot

__all__ = ["BERGER_RULE", "CYCLES", "ScheduleError", "check_rounds", "fixed_round", "pair_round", "round_pairs",
           "rounds_per_cycle", "schedule", "table", "table_reason"]

BERGER_RULE = explain_text(QT_TRANSLATE_NOOP("Explain", "Berger table"))  # each board's colour rule (C.05 Annex 1)
CYCLES: dict[str, int] = {"round_robin": 1, "double_round_robin": 2, "varma": 1,  # system name -> cycles
                          "team_round_robin": 1}


class ScheduleError(ValueError):
    """A fixed schedule cannot be made or paired as asked (wrong number of rounds, too few players); its one
    argument is a ``Text`` of context "Explain": str() English (the command line), shown translated in the app."""


def table_size(players: int) -> int:
    """The number of the table used: n, or n + 1 with a dummy when n is odd."""
    return players + players % 2


def _check_players(players: int) -> None:
    if players < 2:
        raise ScheduleError(explain_text(QT_TRANSLATE_NOOP(
            "Explain", "a round robin needs at least 2 players, not {0}"), players))


def rounds_per_cycle(players: int) -> int:
    return table_size(players) - 1


def table(players: int) -> list[list[tuple[int, int]]]:
    """The Berger table for ``players`` (a dummy numbered players + 1 when odd): per round, the
    (white, black) boards in the printed order."""
    _check_players(players)
    n = table_size(players)
    boards = n // 2
    # the cells counter-clockwise: White on boards 1..B, then Black on boards B..1
    cells = [(b, 0) for b in range(boards)] + [(b, 1) for b in range(boards - 1, -1, -1)]
    rounds = []
    for r in range(1, n):
        k = r // 2
        if r % 2:
            fixed, start, number = (0, 1), (0, 0), k + 1  # n Black on board 1; k+1 White on board 1
        else:
            fixed, start, number = (0, 0), (boards - 1, 0), k  # n White on board 1; k White on the last board
        grid: dict[tuple[int, int], int] = {fixed: n}
        position = cells.index(start)
        for _ in range(n - 1):
            while cells[position] == fixed:
                position = (position + 1) % len(cells)
            grid[cells[position]] = number
            number = number % (n - 1) + 1
            position = (position + 1) % len(cells)
        rounds.append([(grid[(b, 0)], grid[(b, 1)]) for b in range(boards)])
    return rounds


def table_reason(players: int, cycles: int, teams: bool = False) -> Text:
    """What a round robin's schedule is (of ``teams``: the team round robin), for its printed table."""
    if teams:
        return explain_text(QT_TRANSLATE_NOOP("Explain", "Berger table of {0} teams, {1} cycle(s) (C.05 Annex 1)"),
                            players, cycles)
    return explain_text(QT_TRANSLATE_NOOP("Explain", "Berger table of {0} players, {1} cycle(s) (C.05 Annex 1)"),
                        players, cycles)


def schedule(players: int, cycles: int = 1, swap_last_rounds: bool = True) -> list[list[tuple[int, int]]]:
    """Every round of a single (``cycles`` = 1) or double (2) round robin, boards in table order."""
    if cycles not in (1, 2):
        raise ScheduleError(explain_text(QT_TRANSLATE_NOOP("Explain", "a round robin has one or two cycles, not {0}"),
                                         cycles))
    first = table(players)
    if cycles == 1:
        return first
    reversed_colours = [[(black, white) for white, black in boards] for boards in first]
    if swap_last_rounds and len(first) >= 2:
        first[-2], first[-1] = first[-1], first[-2]  # FIDE: swap the last two rounds of the first cycle
    return first + reversed_colours


def check_rounds(players: int, rounds: int, cycles: int) -> None:
    """ScheduleError unless the tournament has players to make a table (one alone would meet the dummy)
    and exactly the rounds of its round robin."""
    _check_players(players)
    needed = rounds_per_cycle(players) * cycles
    if rounds != needed:
        raise ScheduleError(explain_text(
            QT_TRANSLATE_NOOP("Explain", "a single round robin of {0} players has {1} rounds, but the tournament "
                                         "is set to {2}") if cycles == 1 else
            QT_TRANSLATE_NOOP("Explain", "a double round robin of {0} players has {1} rounds, but the tournament "
                                         "is set to {2}"), players, needed, rounds))


def round_pairs(players: int, cycles: int, round_number: int, swap_last_rounds: bool = True) -> list[tuple[int, int]]:
    return schedule(players, cycles, swap_last_rounds)[round_number - 1]


def pair_round(snapshot: Snapshot, cycles: int = 1, system: str = "round_robin") -> RoundPairing:
    """The round of the table: pairing number = TPN, every player of the event (``ratings``) in the
    table. A board is made when both players are to be paired; the player meeting the dummy rests
    (``bye``, not a C.04 PAB: it scores nothing); a player whose opponent is absent or withdrawn is
    left without a board, for the arbiter to score."""
    players = len(snapshot.ratings)
    if sorted(snapshot.ratings) != list(range(1, players + 1)):
        raise ScheduleError(explain_text(QT_TRANSLATE_NOOP(
            "Explain", "a round robin needs pairing numbers 1 to the number of players")))
    check_rounds(players, snapshot.total_rounds, cycles)
    pairs = round_pairs(players, cycles, snapshot.round, snapshot.swap_last_rounds)
    rests = [min(white, black) for white, black in pairs if players < max(white, black)]
    return fixed_round(snapshot, system, [(w, b) for w, b in pairs if max(w, b) <= players], rests, BERGER_RULE,
                       QT_TRANSLATE_NOOP("Explain", "player {0} meets the dummy of the Berger table: he rests (no "
                                                    "points)"))


def fixed_round(snapshot: Snapshot, system: str, games: Sequence[tuple[int, int]], rests: Sequence[int], rule: str,
                rest_reason: str) -> RoundPairing:
    """The round of a fixed schedule (this table or any of ``engine.schedules``): a board for each
    of its ``games`` whose two players are to be paired; a player of ``rests`` (his table gives him
    no opponent) rests with no points (``bye`` when he is the only one: not a C.04 PAB), and a
    player whose opponent is absent or withdrawn is left without a board, for the arbiter to score."""
    present = {p.id for p in snapshot.players}
    boards: list[Board] = []
    notes = [explain_text(rest_reason, rest) for rest in rests]
    for white, black in games:
        if white in present and black in present:
            boards.append(Board(white, black, rule))
        elif white in present or black in present:
            notes.append(explain_text(QT_TRANSLATE_NOOP("Explain", "{0}-{1} is not played: {2} not paired in this "
                                                                   "round"), white, black,
                                      black if white in present else white))
        else:
            notes.append(explain_text(QT_TRANSLATE_NOOP("Explain", "{0}-{1} is not played: {0} and {1} not paired "
                                                                   "in this round"), white, black))
    resting = [rest for rest in rests if rest in present]
    bye = resting[0] if len(resting) == 1 else None
    return RoundPairing(system, snapshot.round, boards, bye, bye_reason=joined("; ", notes) if notes else "")
