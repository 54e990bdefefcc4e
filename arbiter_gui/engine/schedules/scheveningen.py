"""Scheveningen matches (seed 003 chapters 4.1-4.4): every member of a team meets every member of
the other team(s).

Two teams, Master Djaja variant (4.1): the colour belongs to the player, not to the team, so that
(1) at the end every player and every team has as many Whites as Blacks, (2) in every round each
team has White on half of the boards and (3) players alternate colours when possible. Team A's
members keep their order (the boards), B's change opponents:
- n a power of two (the seed's 4, and 8 "built like 4"): in round r (from 0) A_i meets B_(i xor r);
  A's first half is White in the odd rounds, its second half in the even ones, so A alternates and
  B has one pair of equal colours in the middle;
- n = 6: the standard table as the seed uses it for two teams of five (4.1, 6-table with A6 = B6 =
  bye), the colours of the games of A6 and B6 (not printed) being the only ones satisfying (1)-(2)
  with the printed ones;
- n = 10 and 14: tables found by a constraint solver (docs/rulings.md E7) meeting requirements 1 and 2
  with no three equal colours in a row; when n / 2 is odd no table can have every member of A
  alternate and still balance B (requirement 1), and no cyclic table (B_(i + r)) can balance
  every player whatever its colours, so 3 gives way to 1 and 2, as in the standard 6-table;
- n = 2 mod 4 beyond 14 that is a stored size times an odd m (18 = 6 x 3, 30, 42, 50...): the
  stored table crossed with m groups (``_crossed``, docs/rulings.md F5), meeting 1 and 2 with runs
  of at most two;
- other even n: A_i meets B_((i + r) mod n), A alternating as above; B's members then have one
  pair of equal colours twice and, when n / 2 is odd (22, 26, 34, ...), one White too many or too
  few (docs/rulings.md E7);
- odd n: the table of n + 1, whose member n + 1 of each team is a dummy (rests; seed 4.1 example).
Triangular matches (4.2): each team halved into groups G1 and G2, the seed's standard table of four
phases of group matches, each a traditional (Rueb) Scheveningen, the groups keeping colour balance.
More teams (4.3): an even number of teams by the Berger table between the teams, each match a Master
Djaja Scheveningen (the first-listed team as A); an odd number halves the teams into groups as the
triangular does: the Berger table of the 2t groups, numbered so that its round 1 pairs each team's
two groups, is played without that round. Reduced Scheveningen (4.4): each pair of members (1-2,
3-4, ...) plays as one virtual player, both games of a virtual game on consecutive boards with the
virtual player's colour, halving the rounds.
"""
from __future__ import annotations

from collections.abc import Callable, Hashable

from ...text import QT_TRANSLATE_NOOP, Text, explain_text
from .berger import ScheduleError, table
from .common import LETTERS, Rounds, Schedule, member, rueb_match, side_by_side, split_rests, team_of

__all__ = ["master_djaja", "multi_team", "reduced", "triangular", "two_teams"]

# 4.1: the 6-player table (rows A1..A6; B's member per round, "W" when A is White) as the seed's
# example for two teams of five prints it, the games of A6/B6 coloured by requirements 1-2
SIX: tuple[tuple[tuple[int, str], ...], ...] = (
    ((1, "B"), (5, "B"), (4, "W"), (2, "W"), (3, "W"), (6, "B")),
    ((2, "B"), (1, "W"), (3, "B"), (4, "B"), (6, "W"), (5, "W")),
    ((3, "W"), (2, "W"), (1, "B"), (6, "B"), (5, "B"), (4, "W")),
    ((4, "W"), (6, "B"), (5, "W"), (1, "W"), (2, "B"), (3, "B")),
    ((5, "B"), (4, "B"), (6, "W"), (3, "B"), (1, "W"), (2, "W")),
    ((6, "W"), (3, "W"), (2, "B"), (5, "W"), (4, "B"), (1, "B")),
)
# 4.1 for 10 (2 mod 4, docs/rulings.md E7): a table found by a constraint solver, meeting requirements
# 1 and 2 with no three equal colours in a row and 36 repeated colours in all (the fewest it found)
TEN: tuple[tuple[tuple[int, str], ...], ...] = (
    ((1, "W"), (2, "B"), (3, "B"), (4, "W"), (5, "W"), (6, "W"), (7, "B"), (8, "W"), (9, "B"), (10, "B")),
    ((8, "B"), (3, "W"), (2, "W"), (7, "W"), (6, "B"), (4, "B"), (10, "W"), (5, "B"), (1, "B"), (9, "W")),
    ((2, "W"), (6, "B"), (10, "B"), (1, "B"), (9, "W"), (8, "W"), (4, "W"), (7, "B"), (5, "W"), (3, "B")),
    ((5, "B"), (9, "B"), (6, "W"), (10, "W"), (4, "B"), (2, "B"), (8, "B"), (3, "W"), (7, "W"), (1, "W")),
    ((6, "B"), (8, "W"), (5, "W"), (2, "W"), (1, "B"), (10, "W"), (9, "W"), (4, "B"), (3, "B"), (7, "B")),
    ((3, "W"), (10, "B"), (9, "B"), (8, "B"), (7, "W"), (1, "B"), (5, "B"), (2, "W"), (6, "W"), (4, "W")),
    ((4, "B"), (5, "W"), (8, "W"), (3, "B"), (10, "W"), (7, "B"), (1, "W"), (9, "W"), (2, "B"), (6, "B")),
    ((9, "W"), (7, "W"), (1, "B"), (6, "W"), (8, "B"), (3, "W"), (2, "B"), (10, "B"), (4, "W"), (5, "B")),
    ((10, "B"), (4, "B"), (7, "B"), (9, "B"), (3, "W"), (5, "W"), (6, "W"), (1, "W"), (8, "B"), (2, "W")),
    ((7, "W"), (1, "W"), (4, "W"), (5, "B"), (2, "B"), (9, "B"), (3, "B"), (6, "B"), (10, "W"), (8, "W")),
)
# and for 14, found the same way (no three equal colours, requirements 1 and 2; repeats not minimised)
FOURTEEN: tuple[tuple[tuple[int, str], ...], ...] = (
    ((1, "W"), (2, "W"), (3, "B"), (4, "B"), (5, "B"), (6, "W"), (7, "W"),
     (8, "B"), (9, "W"), (10, "B"), (11, "W"), (12, "W"), (13, "B"), (14, "B")),
    ((14, "B"), (10, "B"), (6, "W"), (12, "W"), (7, "W"), (5, "W"), (8, "B"),
     (4, "W"), (2, "B"), (9, "B"), (1, "B"), (11, "B"), (3, "W"), (13, "W")),
    ((13, "W"), (1, "B"), (2, "W"), (6, "B"), (11, "W"), (7, "B"), (4, "B"),
     (12, "B"), (14, "W"), (3, "W"), (8, "W"), (5, "B"), (9, "B"), (10, "W")),
    ((4, "B"), (9, "W"), (12, "B"), (8, "W"), (13, "B"), (2, "B"), (1, "W"),
     (7, "W"), (11, "B"), (5, "W"), (6, "B"), (14, "W"), (10, "W"), (3, "B")),
    ((5, "B"), (13, "W"), (9, "B"), (14, "B"), (12, "W"), (3, "W"), (6, "W"),
     (10, "B"), (1, "W"), (8, "B"), (4, "W"), (2, "B"), (7, "B"), (11, "W")),
    ((11, "W"), (6, "B"), (7, "W"), (9, "W"), (8, "B"), (1, "B"), (3, "B"),
     (2, "W"), (4, "W"), (14, "W"), (10, "B"), (13, "B"), (5, "W"), (12, "B")),
    ((10, "W"), (7, "W"), (11, "B"), (3, "W"), (14, "W"), (4, "B"), (5, "B"),
     (9, "B"), (6, "B"), (13, "B"), (2, "W"), (1, "W"), (12, "B"), (8, "W")),
    ((2, "B"), (14, "B"), (10, "W"), (5, "B"), (3, "W"), (8, "W"), (11, "W"),
     (13, "W"), (12, "W"), (6, "W"), (9, "B"), (7, "B"), (1, "B"), (4, "B")),
    ((9, "W"), (8, "B"), (13, "B"), (7, "W"), (1, "B"), (12, "B"), (14, "B"),
     (11, "W"), (10, "B"), (2, "W"), (3, "B"), (6, "W"), (4, "W"), (5, "W")),
    ((8, "W"), (5, "W"), (4, "B"), (10, "W"), (6, "B"), (13, "W"), (12, "B"),
     (3, "B"), (7, "B"), (11, "B"), (14, "W"), (9, "B"), (2, "W"), (1, "W")),
    ((6, "B"), (12, "W"), (1, "W"), (11, "B"), (9, "W"), (14, "B"), (13, "W"),
     (5, "B"), (3, "W"), (4, "W"), (7, "B"), (10, "W"), (8, "B"), (2, "B")),
    ((7, "W"), (3, "B"), (8, "B"), (1, "B"), (10, "B"), (11, "W"), (2, "W"),
     (6, "W"), (5, "B"), (12, "W"), (13, "B"), (4, "B"), (14, "W"), (9, "W")),
    ((12, "B"), (4, "W"), (14, "W"), (13, "W"), (2, "B"), (9, "B"), (10, "B"),
     (1, "W"), (8, "W"), (7, "B"), (5, "W"), (3, "W"), (11, "B"), (6, "B")),
    ((3, "B"), (11, "B"), (5, "W"), (2, "B"), (4, "W"), (10, "W"), (9, "W"),
     (14, "B"), (13, "B"), (1, "B"), (12, "W"), (8, "W"), (6, "W"), (7, "B")),
)
TABLES = {6: SIX, 10: TEN, 14: FOURTEEN}  # the printed (6) and the searched (10, 14) tables, rows per round as SIX
# 4.2: the standard phases of the triangular match (seed footnote 54): (first, second) groups
TRIANGULAR_PHASES = (
    (("A", 1, "B", 1), ("C", 1, "A", 2), ("B", 2, "C", 2)),
    (("A", 1, "B", 2), ("C", 2, "A", 2), ("B", 1, "C", 1)),
    (("C", 1, "A", 1), ("A", 2, "B", 2), ("B", 1, "C", 2)),
    (("C", 2, "A", 1), ("A", 2, "B", 1), ("B", 2, "C", 1)),
)


def _half_white(i: int, r: int, n: int) -> bool:
    """A_i White in round r: the first half in the odd rounds (r even), the second in the even ones."""
    return (i < n // 2) == (r % 2 == 0)


def _even_table(n: int, padded: bool = False) -> list[list[tuple[int, int, bool]]]:
    """Per round and A member i (from 0): (i, B member, A is White), n even; ``padded``: for n - 1
    players, whose rests must not join equal colours (the 10-table was searched without rests: nine
    play the cyclic table of 10, as before, whose runs stay within three)."""
    if n in TABLES and (n == 6 or not padded):
        return [[(i, b - 1, c == "W") for i, (b, c) in enumerate(row)] for row in TABLES[n]]
    if n & (n - 1) == 0:
        return [[(i, i ^ r, _half_white(i, r, n)) for i in range(n)] for r in range(n)]
    if _factors(n, padded):
        return _crossed(*_factors(n, padded), padded)
    return [[(i, (i + r) % n, _half_white(i, r, n)) for i in range(n)] for r in range(n)]


def _factors(n: int, padded: bool) -> tuple[int, int] | None:
    """(k, m) with n = k * m, k a stored table's size (6, 10, 14; only 6 when ``padded``, as
    ``_even_table`` uses them) and m odd, for n = 2 mod 4 beyond the stored sizes (18 = 6 x 3, 30,
    42, 50, ...); None when there is none (22 = 2 x 11, 26, 34, ...)."""
    if n % 4 != 2 or n in TABLES:
        return None
    sizes = (6,) if padded else sorted(TABLES, reverse=True)
    return next(((k, n // k) for k in sizes if n % k == 0 and (n // k) % 2 == 1), None)


def _crossed(k: int, m: int, padded: bool) -> list[list[tuple[int, int, bool]]]:
    """The k-table crossed with m groups (docs/rulings.md F5): A member x * k + p meets B member
    ((x + t) mod m) * k + q in round r * m + t, where p meets q in round r of the k-table, A White
    when he is White there, the colours reversed in the odd t. Each pair meets once; per round every
    group of k has k / 2 Whites (requirement 2); each player's Whites are m times the k-table's
    balance, reversed (m - 1) / 2 times (requirement 1); within the m rounds of one r colours
    alternate, so nobody has three equal colours (3 as far as possible)."""
    base = _even_table(k, padded)
    return [[(x * k + p, ((x + t) % m) * k + q, white != (t % 2 == 1)) for x in range(m) for p, q, white in row]
            for row in base for t in range(m)]


def master_djaja(first: str, second: str, size: int) -> Rounds:
    """The rounds of a Master Djaja Scheveningen between teams ``first`` (as A) and ``second``,
    members 1..size; with an odd size the members size + 1 are dummies (left in: see two_teams)."""
    if size < 1:
        raise ScheduleError(explain_text(QT_TRANSLATE_NOOP(
            "Explain", "a Scheveningen needs at least one player a team, not {0}"), size))
    n = size + size % 2
    return [[(member(first, i + 1), member(second, j + 1)) if white else (member(second, j + 1), member(first, i + 1))
             for i, j, white in row] for row in _even_table(n, size % 2 == 1)]


def _real(size: int) -> Callable[[Hashable], bool]:
    """Whether a label is a real member (not the dummy of a padded table)."""
    return lambda label: int(str(label)[len(team_of(label)):]) <= size


def _played(rounds: Rounds, size: int) -> tuple[Rounds, list[list[Hashable]]]:
    """The games between real members and the rests, without the rounds in which nobody plays (one
    member a team: the table of 2's second round pairs each with a dummy)."""
    games, rests = split_rests(rounds, _real(size))
    kept = [r for r, boards in enumerate(games) if boards]
    return [games[r] for r in kept], [rests[r] for r in kept]


def two_teams(size: int) -> Schedule:
    """Two teams of ``size`` (4.1)."""
    games, rests = _played(master_djaja("A", "B", size), size)
    n = size + size % 2
    crossed = _factors(n, size % 2 == 1)
    how = (explain_text(QT_TRANSLATE_NOOP("Explain", "the 6-player standard table")) if n == 6
           else explain_text(QT_TRANSLATE_NOOP("Explain", "the {0}-player table of docs/rulings.md E7"), size)
           if size in (10, 14)
           else explain_text(QT_TRANSLATE_NOOP("Explain", "the {0}-player table crossed with {1} groups "
                                                          "(docs/rulings.md F5)"), *crossed) if crossed
           else explain_text(QT_TRANSLATE_NOOP("Explain", "A_i meets B_(i xor r)")) if n & (n - 1) == 0
           else explain_text(QT_TRANSLATE_NOOP("Explain", "A_i meets B_(i + r)")))
    reasons = [explain_text(QT_TRANSLATE_NOOP("Explain", "seed 003 4.1, Master Djaja: two teams of {0}, {1}; per round "
                                                         "half of each team White, per player as many Whites as "
                                                         "Blacks"), size, how)]
    if size % 2:
        reasons.append(explain_text(QT_TRANSLATE_NOOP("Explain", "odd teams: the table of {0} with A{0} and B{0} as "
                                                                 "dummies, whoever meets them rests"), n))
    return Schedule("scheveningen", games, rests, reasons)


def _group(team: str, half: int, size: int) -> list[str]:
    k = size // 2
    return [member(team, (half - 1) * k + i + 1) for i in range(k)]


def _dummies(size: int) -> list[Text]:
    """Why an odd team size has rests: the table of the next even size."""
    if size % 2 == 0:
        return []
    return [explain_text(QT_TRANSLATE_NOOP("Explain", "odd teams: member {0} of each team is a dummy, whoever meets "
                                                      "him rests"), size + 1)]


def triangular(size: int) -> Schedule:
    """Three teams of ``size`` (4.2); odd teams get a dummy member (footnote 53: rests)."""
    n = size + size % 2
    rounds: Rounds = []
    for phase in TRIANGULAR_PHASES:
        rounds += side_by_side(rueb_match(_group(t1, h1, n), _group(t2, h2, n)) for t1, h1, t2, h2 in phase)
    games, rests = _played(rounds, size)
    return Schedule("triangular", games, rests, [
        explain_text(QT_TRANSLATE_NOOP("Explain", "seed 003 4.2: three teams of {0} halved into groups G1 and G2, the "
                                                  "four standard phases (AG1-BG1, CG1-AG2, BG2-CG2 / AG1-BG2, CG2-AG2, "
                                                  "BG1-CG1 / CG1-AG1, AG2-BG2, BG1-CG2 / CG2-AG1, AG2-BG1, BG2-CG1), "
                                                  "each group match a traditional Scheveningen"), size),
        *_dummies(size)])


def multi_team(teams: int, size: int) -> Schedule:
    """``teams`` teams of ``size`` (4.3): every member meets every member of the other teams."""
    if not 2 <= teams <= len(LETTERS):
        raise ScheduleError(explain_text(QT_TRANSLATE_NOOP(
            "Explain", "a Scheveningen needs 2 to {0} teams, not {1}"), len(LETTERS), teams))
    if teams == 2:
        return two_teams(size)
    if teams == 3:
        return triangular(size)
    n = size + size % 2
    if teams % 2 == 0:
        rounds: Rounds = []
        for phase in table(teams):
            rounds += side_by_side(master_djaja(LETTERS[a - 1], LETTERS[b - 1], size) for a, b in phase)
        why = explain_text(QT_TRANSLATE_NOOP("Explain", "seed 003 4.3: {0} teams, the Berger table between the "
                                                        "teams, each match a Master Djaja Scheveningen of {1}"),
                           teams, size)
    else:
        groups = 2 * teams
        number = {}
        for t in range(teams):  # team t's groups are t + 1 and 2t - t: round 1 of the Berger table pairs them
            number[t + 1], number[groups - t] = (LETTERS[t], 1), (LETTERS[t], 2)
        rounds = []
        for phase in table(groups)[1:]:
            rounds += side_by_side(rueb_match(_group(*number[a], n), _group(*number[b], n)) for a, b in phase)
        why = explain_text(QT_TRANSLATE_NOOP("Explain", "seed 003 4.3: {0} teams (odd) halved into groups as in the "
                                                        "triangular match; the Berger table of the {1} groups without "
                                                        "its round 1 (which pairs the two groups of each team), each "
                                                        "group match a traditional Scheveningen"), teams, groups)
    games, rests = _played(rounds, size)
    return Schedule("scheveningen", games, rests, [why, *_dummies(size)])


def reduced(teams: int, size: int) -> Schedule:
    """Reduced Scheveningen (4.4): members 2k - 1 and 2k of a team play as one virtual player."""
    if size % 2:
        raise ScheduleError(explain_text(QT_TRANSLATE_NOOP(
            "Explain", "a reduced Scheveningen pairs the members of a team: {0} is odd"), size))
    virtual = multi_team(teams, size // 2)

    def real(label: Hashable, which: int) -> str:
        team = team_of(label)
        return member(team, 2 * int(str(label)[len(team):]) - 2 + which)

    rounds = [[(real(w, k), real(b, k)) for w, b in boards for k in (1, 2)] for boards in virtual.rounds]
    rests = [[real(p, k) for p in rest for k in (1, 2)] for rest in virtual.rests]
    return Schedule("reduced_scheveningen", rounds, rests, [
        explain_text(QT_TRANSLATE_NOOP("Explain", "seed 003 4.4: members 1-2, 3-4, ... of each team play as one "
                                                  "virtual player: the schedule of {0} virtual players a team, each "
                                                  "virtual game two games with the virtual player's colour"),
                     size // 2),
        *virtual.reasons])
