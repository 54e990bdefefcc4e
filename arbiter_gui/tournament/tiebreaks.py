"""FIDE tie-breaks (Handbook C.07) over the results of an individual event.

Article numbers are those of the C.07 edition of 1 Aug 2024 as listed in
../shared/reference/TIEBREAKS.md.  That file marks Articles 5-16 as known only from quotations,
TieBreakServer (TBS, the reference implementation used by FIDE's TEC) and third-party code: where a
rule below comes from TBS rather than from a quoted article, the docstring says so.  The revision
in force from 1 Mar 2026 changes the dummy opponent of Article 16.4 (``edition=2026``, the default);
``edition=2024`` gives the rule for events that started before that date.

Entry point: ``compute(players, codes, points, rounds_played)``.  A code is an acronym from the C.07
Article 5 table (2026 edition: with REP, formerly GE, STD, TPN and RTNG), followed by modifiers
written ``-`` or ``/`` (``BH-C1``, ``BH/M1``, ``SB/C1/P``, ``TPN/R``): ``Cn`` cuts the n least
significant values, ``Mn`` the n lowest and the n highest (C.07 14), ``P`` counts forfeits as
games, ``R`` reverses, ``F`` (AOB) uses Fore Buchholz, ``L+n`` / ``L-n`` moves the Koya limit
(``_MODIFIERS`` lists which code takes which).  Every value is "higher is better" except DE,
which is a rank inside the tied group (1 = first), and TPN (``TieBreak.lower_is_better``).
Rating-based values are ``None`` when the tie-break is dropped (see ``_ratings``).
Given ``record``, ``compute`` also fills the working of every value as it computes it
(``tiebreak_record.Breakdown``: each function below takes ``why``, None when nobody asks).
Every code and choice is listed in docs/tiebreaks.md; the values are checked against every
answer of Held's "Exercises in Tie-Breaking" (tests/tournament/test_held_exercises.py).
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass, replace
from decimal import Decimal
from fractions import Fraction
from typing import Callable, Iterable, Sequence
from weakref import WeakKeyDictionary

from arbiter_gui.text import QT_TRANSLATE_NOOP, Text, tiebreak_text
from arbiter_gui.tournament.results import ADJOURNED, PlayerResults, Result
from arbiter_gui.tournament.scoring import PointSystem
from arbiter_gui.tournament.tiebreak_record import Breakdown, Item, TieBreakValue

EDITIONS = (2024, 2026)  # C.07 edition whose Article 16.4 dummy rule applies

# ---------------------------------------------------------------- FIDE rating tables

# FIDE Rating Regulations (B.02) 8.1.a: dp for a percentage score p = 50..100 (index p - 50);
# dp(100 - p) = -dp(p).  Checked against TBS fidetables.ScoreToDp.
_DP_FROM_50 = (
    0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149,
    158, 166, 175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336,
    351, 366, 383, 401, 422, 444, 470, 501, 538, 589, 677, 800,
)

# B.02 8.1.b: the largest rating difference D giving the expected score PD = 0.50 + i / 100
# (index i); a difference above 735 gives 1.00.  Checked against TBS fidetables.DiffToPd.
_PD_UPPER_DIFF = (
    3, 10, 17, 25, 32, 39, 46, 53, 61, 68, 76, 83, 91, 98, 106, 113, 121, 129, 137, 145, 153,
    162, 170, 179, 188, 197, 206, 215, 225, 235, 245, 256, 267, 278, 290, 302, 315, 328, 344,
    357, 374, 391, 411, 432, 456, 484, 517, 559, 619, 735,
)

_RATING_POINTS = {"1": Fraction(1), "W": Fraction(1), "=": Fraction(1, 2), "D": Fraction(1, 2),
                  "0": Fraction(0), "L": Fraction(0), ADJOURNED: Fraction(1, 2)}  # ?: provisional draw

def _total(values: Iterable[Fraction | int]) -> Fraction:
    """The exact sum of ``values``, as ``sum(values, Fraction(0))`` gives it, but added as integers
    over the common denominator and reduced once (tie-break sums hold halves and wholes)."""
    numerator, denominator = 0, 1
    for value in values:
        n, d = value.as_integer_ratio()
        if d == denominator:
            numerator += n
        else:
            common = denominator // math.gcd(denominator, d) * d
            numerator = numerator * (common // denominator) + n * (common // d)
            denominator = common
    return Fraction(numerator, denominator)


# ---------------------------------------------------------------- codes


@dataclass(frozen=True)
class TieBreak:
    """One entry of the tie-break list: the code as given, its acronym and its cuts (C.07 14)."""

    code: str
    name: str
    cut_low: int = 0
    cut_high: int = 0
    pre_determined: bool = False  # /P: forfeits count as games against the scheduled opponent
    reverse: bool = False  # /R: the opposite order (RTNG, TPN)
    fore: bool = False  # /F: AOB over the opponents' Fore Buchholz
    koya_shift: int = 0  # /L+n, /L-n: the Koya limit moved by n half-points

    @property
    def lower_is_better(self) -> bool:
        """DE is reported as a rank inside the tied group and TPN is the pairing number; every
        other value ranks high first; /R reverses (C.07 2026 14, MTB26)."""
        return (self.name in ("DE", "TPN")) != self.reverse


# Modifiers each acronym accepts (C.07 14; MTB26 list of codes, TIEBREAKS.md §3): C = Cut-n,
# M = Median-n, P = the pairings were pre-determined (forfeits count as played), R = reverse order,
# F = Fore Buchholz inside AOB, L = Koya limit.
_MODIFIERS = {"BH": "CMP", "FB": "CMP", "SB": "CP", "ARO": "CM", "PS": "C", "DE": "P", "RTNG": "R", "TPN": "R",
              "AOB": "F", "KS": "L"}
_MODIFIER_RE = re.compile(r"([CM])([1-9][0-9]*)|([PRF])|(L)([+-][1-9][0-9]*)")
# A value entered by the arbiter, not computed: a play-off's result or another externally calculated
# tie-break (VCL4THP Q207; ``TournamentSettings.external_values``, put in by ``standings``).
EXTERNAL = "EXT"
# C.07 2024 renamed GE ("games elected") to REP; the old name is still read.
_ALIASES = {"GE": "REP"}


def parse_tiebreak(code: str) -> TieBreak:
    """'BH-C1' / 'bh/c1' -> TieBreak('BH-C1', 'BH', 1, 0); ValueError naming an unknown code.

    Modifiers come in any order ('SB/C1/P'), each at most once.  Older files write the separator
    ':' ('BH:C1'), read the same."""
    name, *modifiers = re.split(r"[/:]|-(?=[A-Z])", code.strip().upper())
    name = _ALIASES.get(name, name)
    if name not in _VALUE_FUNCTIONS and name not in ("DE", EXTERNAL):
        raise ValueError(tiebreak_text(QT_TRANSLATE_NOOP("Tiebreaks", "unknown tie-break {0!r}"), code))
    fields: dict[str, object] = {}
    for modifier in modifiers:
        match = _MODIFIER_RE.fullmatch(modifier)
        kind = None if match is None else match.group(1) or match.group(3) or match.group(4)
        if match is None or kind not in _MODIFIERS.get(name, ""):
            raise ValueError(tiebreak_text(QT_TRANSLATE_NOOP(
                "Tiebreaks", "unknown tie-break {0!r}: {1} does not take modifier {2!r}"), code, name, modifier))
        if kind in "CM":
            value: dict[str, object] = {"cut_low": int(match.group(2)),
                                        "cut_high": int(match.group(2)) if kind == "M" else 0}
        elif kind == "L":
            value = {"koya_shift": int(match.group(5))}
        else:
            value = {{"P": "pre_determined", "R": "reverse", "F": "fore"}[kind]: True}
        if fields.keys() & value.keys():
            raise ValueError(tiebreak_text(QT_TRANSLATE_NOOP(
                "Tiebreaks", "unknown tie-break {0!r}: {1!r} repeats a modifier"), code, modifier))
        fields.update(value)
    return TieBreak(code, name, **fields)  # type: ignore[arg-type]


def parse_tiebreaks(codes: Sequence[str]) -> list[TieBreak]:
    """The whole list; ValueError for an unknown code or one listed twice (values are keyed by
    code, and a repeat could not change the order anyway)."""
    tiebreaks = [parse_tiebreak(code) for code in codes]
    seen: dict[TieBreak, str] = {}
    for tb in tiebreaks:
        key = replace(tb, code="")
        if key in seen:
            raise ValueError(tiebreak_text(QT_TRANSLATE_NOOP(
                "Tiebreaks", "tie-break {0!r} is listed twice (first as {1!r})"), tb.code, seen[key]))
        seen[key] = tb.code
    return tiebreaks


# ---------------------------------------------------------------- round cells

# A played-result code on a cell without an opponent is read as the bye it scores like
# (the legacy '0000 - =' half-point bye, TRF.md §9.7); a forfeit loss without an opponent
# ('0000 - -', as some programs write an absence) is an absence, not a forfeit (C.07 16.2.5).
_BYE_FOR_PLAYED_CODE = {"1": "F", "W": "F", "=": "H", "D": "H", "0": "Z", "L": "Z", "-": "Z"}


@dataclass(frozen=True)
class _Cell:
    """One round of one player as the tie-breaks see it."""

    round: int
    code: str  # TRF code; 'Z' also for a missing cell (not registered yet, or withdrawn)
    opponent: int | None  # the scheduled opponent of a game or forfeit
    colour: str | None
    points: Fraction
    played: bool

    @property
    def vur(self) -> bool:
        """C.07 16.1.2: a Voluntary Unplayed Round is a requested bye (half- or zero-point;
        a missing cell is an absence, scored as a zero-point bye) or a forfeit loss."""
        return self.code in ("H", "Z", "-")


def _cell(number: int, result: Result | None) -> _Cell:
    if result is None:  # C.04.2 2.4 / C.07 16.1: rounds not taken part in score as zero-point byes
        return _Cell(number, "Z", None, None, Fraction(0), False)
    code = result.code
    if result.opponent is None and code in _BYE_FOR_PLAYED_CODE:
        code = _BYE_FOR_PLAYED_CODE[code]
    return _Cell(number, code, result.opponent, result.colour, result.points, result.played)


def _cells(player: PlayerResults, rounds: int) -> tuple[_Cell, ...]:
    results = tuple(player.results[:rounds]) + (None,) * (rounds - len(player.results))
    return tuple(_cell(number, result) for number, result in enumerate(results, start=1))


def score_after(player: PlayerResults, rounds: int) -> Fraction:
    """The player's score after rounds 1..rounds (a missing cell scores nothing)."""
    return _total(result.points for result in player.results[:rounds] if result is not None)


def unplayed_categories(player: PlayerResults, rounds: int) -> tuple[int | None, ...]:
    """C.07 16.2 category (1-5) of each of rounds 1..rounds; None for a game played."""
    cells = _cells(player, rounds)
    return tuple(_category(cells, index) for index in range(rounds))


def _category(cells: Sequence[_Cell], index: int) -> int | None:
    """C.07 16.2: the category (1-5) of the unplayed round cells[index]; None for a game played.

    16.2.1 PAB and full-point byes; 16.2.2 forfeit wins; 16.2.3 requested byes followed by at least
    one round that is not a VUR; 16.2.4 forfeit losses; 16.2.5 requested byes followed only by VURs,
    or in the last round (a withdrawal)."""
    cell = cells[index]
    if cell.played:
        return None
    if cell.code in ("U", "F"):
        return 1
    if cell.code == "+":
        return 2
    if cell.code == "-":
        return 4
    return 3 if any(not later.vur for later in cells[index + 1:]) else 5


# ---------------------------------------------------------------- words of the breakdowns

# The words of the working (``tiebreak_record``): English, translated where the app shows them (``Text``).
_RESULT_WORDS = {"1": QT_TRANSLATE_NOOP("Tiebreaks", "won"), "W": QT_TRANSLATE_NOOP("Tiebreaks", "won"),
                 "=": QT_TRANSLATE_NOOP("Tiebreaks", "drew"), "D": QT_TRANSLATE_NOOP("Tiebreaks", "drew"),
                 "0": QT_TRANSLATE_NOOP("Tiebreaks", "lost"), "L": QT_TRANSLATE_NOOP("Tiebreaks", "lost")}
_GAME = QT_TRANSLATE_NOOP("Tiebreaks", "game")
_FORFEIT = QT_TRANSLATE_NOOP("Tiebreaks", "forfeit")
_FORFEIT_AS_GAME = QT_TRANSLATE_NOOP("Tiebreaks", "forfeit counted as a game (C.07 15)")
_CATEGORY_WORDS = {1: QT_TRANSLATE_NOOP("Tiebreaks", "pairing-allocated or full-point bye (C.07 16.2.1)"),
                   2: QT_TRANSLATE_NOOP("Tiebreaks", "forfeit win (C.07 16.2.2)"),
                   3: QT_TRANSLATE_NOOP("Tiebreaks", "requested bye, a round played after it (C.07 16.2.3)"),
                   4: QT_TRANSLATE_NOOP("Tiebreaks", "forfeit loss (C.07 16.2.4)"),
                   5: QT_TRANSLATE_NOOP("Tiebreaks", "bye or absence with no round played after it (C.07 16.2.5)")}
_UNDEFINED_RATINGS = QT_TRANSLATE_NOOP("Tiebreaks", "undefined: unrated players take part and the regulations give "
                                                    "them no rating (C.07 10; setting 'Rating of unrated players')")


def _result_words(code: str, otherwise: str) -> Text:
    """A game's result in words ('won', 'drew', 'lost'), ``otherwise`` for any other code."""
    return tiebreak_text(_RESULT_WORDS.get(code, otherwise))


def _round_words(cells: Sequence[_Cell], index: int) -> Text:
    """What round cells[index] was: 'won', 'drew', ... for a game, the C.07 16.2 category otherwise."""
    cell = cells[index]
    if cell.played:
        return _result_words(cell.code, _GAME)
    return tiebreak_text(_CATEGORY_WORDS[_category(cells, index) or 5])


# ---------------------------------------------------------------- the event


class _Event:
    """Everything the tie-breaks read, computed once: cells, scores, adjusted scores."""

    def __init__(self, players: Sequence[PlayerResults], points: PointSystem, rounds: int,
                 edition: int, unrated_rating: int | None, pre_determined: bool, final_round: int | None) -> None:
        if rounds < 0:
            raise ValueError(f"rounds_played must not be negative, got {rounds}")
        if edition not in EDITIONS:
            raise ValueError(f"unknown C.07 edition {edition}; expected one of {EDITIONS}")
        self.rounds = rounds
        self.final_round = rounds if final_round is None else final_round  # FB's "last round"
        self.point_system = points
        self.edition = edition
        self.pre_determined = pre_determined
        self.own_ratings = {p.id: p.rating if p.rating > 0 else unrated_rating for p in players}
        self.rated = {p.id: p.rating > 0 for p in players}
        self.ratings = _ratings(self.own_ratings)
        self.round_ratings = {p.id: p.round_ratings for p in players if p.round_ratings}  # long events
        self.cells = {player.id: _cells(player, rounds) for player in players}
        self._check_opponents()
        self.score = {pid: _total(cell.points for cell in cells) for pid, cells in self.cells.items()}
        self.adjusted = {pid: _adjusted_score(cells, points.draw, pre_determined) for pid, cells in self.cells.items()}
        self._fore_adjusted: dict[int, Fraction] = {}
        self._buchholz: dict[tuple[int, bool], Fraction] = {}
        self._contributions: dict[tuple[int, bool, bool], list[_Contribution]] = {}
        self._performance: dict[tuple[str, int], int | None] = {}

    def _check_opponents(self) -> None:
        for pid, cells in self.cells.items():
            for cell in cells:
                if cell.played and cell.opponent not in self.cells:
                    raise ValueError(f"player {pid}, round {cell.round}: opponent {cell.opponent} "
                                     "is not among the players")

    def games(self, pid: int) -> list[_Cell]:
        """The games player pid played over the board, in round order."""
        return [cell for cell in self.cells[pid] if cell.played]

    def opponents(self, pid: int) -> list[int]:
        """The opponents player pid met over the board, one entry per game."""
        return [cell.opponent for cell in self.games(pid) if cell.opponent is not None]

    def is_game(self, cell: _Cell, pre_determined: bool = False) -> bool:
        """A game over the board, or a forfeit when the pairings were pre-determined (a round
        robin, or the code's /P): then it counts as played against the scheduled opponent
        (C.07 for pre-determined pairings, TBS ``predetermined``)."""
        if cell.played:
            return True
        return (self.pre_determined or pre_determined) and cell.code in ("+", "-") and cell.opponent in self.cells

    def _met_in_last_round(self, pid: int) -> bool:
        """pid had an opponent (a game or a forfeit) in the tournament's final round, played."""
        cells = self.cells[pid]
        return self.final_round == self.rounds and bool(cells) and cells[-1].opponent is not None

    def fore_score(self, pid: int) -> Fraction:
        """FB (C.07 8.3): the score with the last round's game (or forfeit) counted as a draw."""
        if self._met_in_last_round(pid):
            return self.score[pid] - self.cells[pid][-1].points + self.point_system.draw
        return self.score[pid]

    def fore_adjusted(self, pid: int) -> Fraction:
        """FB: the adjusted score (16.3) with the last round's game counted as a draw.  A
        participant met in the last round has no round after it, so none of his rounds counts as
        16.2.5 (TBS); without an opponent in the last round, the usual adjusted score."""
        if pid not in self._fore_adjusted:
            self._fore_adjusted[pid] = self.fore_score(pid) if self._met_in_last_round(pid) else self.adjusted[pid]
        return self._fore_adjusted[pid]

    def buchholz_contributions(self, pid: int, fore: bool = False, pre_determined: bool = False) -> list[_Contribution]:
        """``_buchholz_contributions`` of player pid, memoised (BH is often listed cut and uncut);
        callers must not change the list."""
        key = (pid, fore, pre_determined)
        if key not in self._contributions:
            self._contributions[key] = _buchholz_contributions(self, pid, fore, pre_determined)
        return self._contributions[key]

    def uncut_buchholz(self, pid: int, fore: bool = False) -> Fraction:
        """BH (or FB) of player pid without cuts, memoised for AOB."""
        key = (pid, fore)
        if key not in self._buchholz:
            self._buchholz[key] = _total(c.value for c in self.buchholz_contributions(pid, fore))
        return self._buchholz[key]

    def performance(self, kind: str, pid: int) -> int | None:
        """TPR or PTP of player pid, memoised for APRO and APPO."""
        key = (kind, pid)
        if key not in self._performance:
            function = tournament_performance_rating if kind == "TPR" else perfect_tournament_performance
            self._performance[key] = function(self, pid)
        return self._performance[key]


def _ratings(ratings: dict[int, int | None]) -> dict[int, int] | None:
    """Ratings for ARO, TPR, PTP, APRO and APPO, or None when those tie-breaks are dropped.

    TIEBREAKS.md §4 (C.07 10): a rating-based tie-break is dropped when unrated players (rating 0,
    as the TRF writes a blank rating) take part, unless the tournament publishes a rating for them:
    that is ``unrated_rating`` (TBS ``/U``), already put in place of the missing ratings."""
    if any(rating is None for rating in ratings.values()):
        return None
    return {pid: int(rating) for pid, rating in ratings.items() if rating is not None}


# ---------------------------------------------------------------- unplayed rounds (C.07 16)


def _adjusted_score(cells: Sequence[_Cell], draw: Fraction, pre_determined: bool) -> Fraction:
    """C.07 16.3: the score a participant contributes to its opponents' BH and SB.

    Unplayed rounds of categories 16.2.1-16.2.4 count with the points they scored; those of
    category 16.2.5 (requested byes and absences after the last round that is not a VUR, e.g. every
    round after a withdrawal) count as draws (16.3.2, as quoted in TBS).  With pre-determined
    pairings (a round robin) every round counts as scored: a rest round, even the last one, is
    not a withdrawal (TBS)."""
    if pre_determined:
        return _total(cell.points for cell in cells)
    return _total(draw if _category(cells, i) == 5 else cell.points for i, cell in enumerate(cells))


def _dummy_score(event: _Event, pid: int, cell: _Cell, fore: bool = False) -> Fraction:
    """C.07 16.4: the score of the dummy opponent standing for an unplayed round of player pid.

    2024 edition: the dummy has the participant's own final score (for FB, his score with the last
    round as a draw).  2026 revision (TBS rule version 2; not verified against the FIDE text):
    capped at 16.4.1, for a forfeit, the scheduled opponent's adjusted score, and 16.4.2, for any
    other unplayed round, draw points x rounds."""
    score = event.fore_adjusted if fore else event.adjusted.__getitem__
    own = event.fore_score(pid) if fore else event.score[pid]
    if event.edition < 2026:
        return own
    if cell.code in ("+", "-") and cell.opponent in event.adjusted:
        return min(own, score(cell.opponent))
    return min(own, event.point_system.draw * event.rounds)


@dataclass(frozen=True)
class _Contribution:
    """One round's value in a sum that may be cut (C.07 14)."""

    value: Fraction  # what the round adds to the sum
    weight: Fraction  # what makes it more or less significant: the opponent's (or dummy's) score
    vur: bool  # the round is a VUR of the participant (C.07 16.5)
    cell: _Cell | None = None  # the round it comes from (for the breakdown)
    dummy: bool = False  # the value is a dummy opponent's (C.07 16.4)


def _least_significant(remaining: Sequence[_Contribution]) -> _Contribution:
    """C.07 14 with 16.5.1 / 16.5.2: the value a Cut removes.

    The least significant value is the round against the lowest-scored opponent (ties: the lower
    value), as TBS reads it; for BH that is simply the lowest value.  When the participant has
    VURs, the lowest VUR contribution is cut instead, provided it is not lower than that value."""
    least = min(remaining, key=lambda c: (c.weight, c.value))
    vurs = [c for c in remaining if c.vur]
    if vurs:
        lowest_vur = min(vurs, key=lambda c: c.value)
        if lowest_vur.value >= least.value:
            return lowest_vur
    return least


def _cut(contributions: Iterable[_Contribution], low: int, high: int,
         cut: dict[int, str] | None = None) -> list[_Contribution]:
    """C.07 14: drop the `low` least significant values one by one (16.5 applies to each), then
    the `high` most significant ones (Median-n; no VUR exception there, as TBS does it).  Given
    ``cut``, the reason for each dropped contribution is kept there by its ``id``."""
    remaining = list(contributions)
    for _ in range(min(low, len(remaining))):
        least = _least_significant(remaining)
        if cut is not None:
            ordinary = least is min(remaining, key=lambda c: (c.weight, c.value))
            cut[id(least)] = tiebreak_text(QT_TRANSLATE_NOOP("Tiebreaks", "cut (C.07 14): least significant")
                                           if ordinary else QT_TRANSLATE_NOOP(
                                               "Tiebreaks", "cut (C.07 14): a VUR, cut before a lower-scored round "
                                                            "(C.07 16.5)"))
        remaining.remove(least)
    for _ in range(min(high, len(remaining))):
        most = max(remaining, key=lambda c: (c.weight, c.value))
        remaining.remove(most)
        if cut is not None:
            cut[id(most)] = tiebreak_text(QT_TRANSLATE_NOOP("Tiebreaks", "cut (C.07 14, Median): most significant"))
    return remaining


def _opponent_scores(event: _Event, pid: int, fore: bool,
                     pre_determined: bool) -> list[tuple[_Cell, Fraction, bool, bool]]:
    """(cell, score, VUR, dummy) for each round that counts in pid's BH, FB or SB.

    A game played (or a forfeit with pre-determined pairings, ``is_game``) brings the opponent's
    adjusted score (16.3); any other round a dummy's (16.4).  For FB (``fore``) the scores are the
    fore-adjusted ones, and the final round's forfeit counts as a game (TBS).  With pre-determined
    pairings a round without an opponent (a round robin's rest) counts for nothing (TBS)."""
    last = event.final_round
    rows = []
    for cell in event.cells[pid]:
        game = event.is_game(cell, pre_determined) or (
            fore and cell.round == last and cell.opponent in event.cells)
        if game and cell.opponent is not None:
            score = event.fore_adjusted(cell.opponent) if fore else event.adjusted[cell.opponent]
            rows.append((cell, score, False, False))
        elif not event.pre_determined:
            rows.append((cell, _dummy_score(event, pid, cell, fore), cell.vur, True))
    return rows


def _buchholz_contributions(event: _Event, pid: int, fore: bool, pre_determined: bool) -> list[_Contribution]:
    """One value per round (C.07 8.1 with 16.3 and 16.4): the opponent's adjusted score, or the
    dummy's score for an unplayed round."""
    return [_Contribution(score, score, vur, cell, dummy)
            for cell, score, vur, dummy in _opponent_scores(event, pid, fore, pre_determined)]


# ---------------------------------------------------------------- tie-breaks from the own results


def _count(why: Breakdown | None, event: _Event, pid: int, cells: Iterable[_Cell], what: str = "") -> int:
    """How many cells there are; given ``why``, each is an item worth 1 (WIN, WON, BPG, BWG, REP),
    ``what`` (a template of context "Tiebreaks") or else the round's result in words."""
    cells = list(cells)
    if why is not None:
        own = event.cells[pid]
        why.items = [Item(tiebreak_text(what) if what else _round_words(own, cell.round - 1), 1, cell.round,
                          cell.opponent) for cell in cells]
    return len(cells)


def total_points(event: _Event, pid: int, tb: TieBreak, why: Breakdown | None = None) -> Fraction:
    """PTS (C.07 5 table, 13.1): the participant's score after rounds_played rounds."""
    if why is not None:
        cells = event.cells[pid]
        why.items = [Item(_round_words(cells, i), cell.points, cell.round, cell.opponent) for i, cell in enumerate(cells)]
    return event.score[pid]


def number_of_wins(event: _Event, pid: int, tb: TieBreak, why: Breakdown | None = None) -> int:
    """WIN (C.07 7.1): rounds in which the participant scored the points of a win, with or without
    playing (forfeit wins, full-point byes and PABs that score a win count; TBS)."""
    return _count(why, event, pid, (cell for cell in event.cells[pid] if cell.points == event.point_system.win))


def _own_games(event: _Event, pid: int) -> list[_Cell]:
    """The games of pid for the tie-breaks of its own results (WON, BPG, BWG): the games played
    over the board and, with pre-determined pairings, the forfeit wins too (C.07 15.2: forfeits are
    games there, except forfeit losses for these tie-breaks)."""
    return [cell for cell in event.cells[pid]
            if cell.played or (event.pre_determined and cell.code == "+" and cell.opponent is not None)]


def number_of_games_won(event: _Event, pid: int, tb: TieBreak, why: Breakdown | None = None) -> int:
    """WON (C.07 7.2): games won over the board."""
    return _count(why, event, pid, (cell for cell in _own_games(event, pid) if cell.points == event.point_system.win))


def games_with_black(event: _Event, pid: int, tb: TieBreak, why: Breakdown | None = None) -> int:
    """BPG (C.07 7.3): games played over the board with Black (forfeits do not count)."""
    return _count(why, event, pid, (cell for cell in _own_games(event, pid) if cell.colour == "b"),
                  QT_TRANSLATE_NOOP("Tiebreaks", "game with Black"))


def wins_with_black(event: _Event, pid: int, tb: TieBreak, why: Breakdown | None = None) -> int:
    """BWG (C.07 7.4): games won over the board with Black."""
    return _count(why, event, pid, (cell for cell in _own_games(event, pid)
                                    if cell.colour == "b" and cell.points == event.point_system.win),
                  QT_TRANSLATE_NOOP("Tiebreaks", "won with Black"))


def rounds_elected_to_play(event: _Event, pid: int, tb: TieBreak, why: Breakdown | None = None) -> int:
    """REP (C.07 7.6, formerly GE): the rounds that are not a VUR (16.1.2): games played, forfeit
    wins, PABs and full-point byes."""
    return _count(why, event, pid, (cell for cell in event.cells[pid] if not cell.vur))


def standard_points(event: _Event, pid: int, tb: TieBreak, why: Breakdown | None = None) -> Fraction:
    """STD (C.07 2026; TBS ``compute_std``): the score counted 1 / ½ / 0 whatever the event's point
    system: a round scoring more than a draw counts 1, a draw ½, less 0."""
    draw = event.point_system.draw
    cells = event.cells[pid]
    values = [Fraction(1) if cell.points > draw else Fraction(1, 2) if cell.points == draw else Fraction(0)
              for cell in cells]
    if why is not None:
        why.items = [Item(_round_words(cells, i), value, cell.round, cell.opponent, cell.points)
                     for i, (cell, value) in enumerate(zip(cells, values))]
    return _total(values)


def pairing_number(event: _Event, pid: int, tb: TieBreak, why: Breakdown | None = None) -> int:
    """TPN (C.07 2026): the pairing number, lower ranking first (``TieBreak.lower_is_better``)."""
    if why is not None:
        why.method, why.items = "value", [Item(tiebreak_text(QT_TRANSLATE_NOOP("Tiebreaks", "pairing number")), pid)]
    return pid


def rating(event: _Event, pid: int, tb: TieBreak, why: Breakdown | None = None) -> int | None:
    """RTNG (C.07 2026; TBS ``compute_rtng``): the participant's own rating, the published rating
    for unrated players standing in; None for an unrated player when none is published."""
    value = event.own_ratings[pid]
    if why is not None:
        why.method = "value"
        if value is None:
            why.notes.append(tiebreak_text(_UNDEFINED_RATINGS))
        else:
            why.items = [Item(tiebreak_text(QT_TRANSLATE_NOOP("Tiebreaks", "rating") if event.rated[pid] else
                                            QT_TRANSLATE_NOOP("Tiebreaks", "rating given to unrated players by the "
                                                                           "regulations")), value)]
    return value


def progressive_score(event: _Event, pid: int, tb: TieBreak, why: Breakdown | None = None) -> Fraction:
    """PS (C.07 7.5): the sum of the running scores after each round; Cut-n (C.07 14) drops the
    first n rounds (TIEBREAKS.md §2)."""
    running, totals = Fraction(0), []
    for cell in event.cells[pid]:
        running += cell.points
        totals.append(running)
    if why is not None:
        why.items = [Item(tiebreak_text(QT_TRANSLATE_NOOP("Tiebreaks", "score after the round")), total, number,
                          counted=cell.points,
                          cut=tiebreak_text(QT_TRANSLATE_NOOP("Tiebreaks", "cut (C.07 14): one of the first rounds"))
                          if number <= tb.cut_low else "")
                     for number, (cell, total) in enumerate(zip(event.cells[pid], totals), start=1)]
    return _total(totals[tb.cut_low:])


# ---------------------------------------------------------------- opponents' scores


def _contribution_words(event: _Event, pid: int, c: _Contribution, fore: bool) -> str:
    """What a BH / FB / SB contribution is: the opponent's (adjusted) score, or the dummy of C.07
    16.4 standing for an unplayed round, as the edition applied defines it."""
    assert c.cell is not None
    cell = c.cell
    if not c.dummy:
        game = _result_words(cell.code, _GAME) if cell.played else tiebreak_text(_FORFEIT_AS_GAME)
        adjusted = cell.opponent is not None and event.adjusted[cell.opponent] != event.score[cell.opponent]
        if adjusted and not event.pre_determined and cell.opponent is not None:
            score = tiebreak_text(QT_TRANSLATE_NOOP("Tiebreaks", "{0}; opponent's adjusted score (C.07 16.3: score {1}, "
                                                                 "his rounds after the last one he played count as "
                                                                 "draws)"), game,
                                  plain_number(event.score[cell.opponent]))
        else:
            score = tiebreak_text(QT_TRANSLATE_NOOP("Tiebreaks", "{0}; opponent's score"), game)
        return tiebreak_text(QT_TRANSLATE_NOOP("Tiebreaks", "{0} with the final round as a draw (C.07 8.3)"),
                             score) if fore else score
    what = _round_words(event.cells[pid], cell.round - 1)
    if event.edition < 2026:
        return tiebreak_text(QT_TRANSLATE_NOOP("Tiebreaks", "{0}; dummy opponent with the participant's own score "
                                                            "(C.07 2024 16.4)"), what)
    if cell.code in ("+", "-") and cell.opponent in event.adjusted:
        return tiebreak_text(QT_TRANSLATE_NOOP("Tiebreaks", "{0}; dummy: the lower of own score and the scheduled "
                                                            "opponent's adjusted score (C.07 2026 16.4.1)"), what)
    return tiebreak_text(QT_TRANSLATE_NOOP("Tiebreaks", "{0}; dummy: the lower of own score and a draw in every round "
                                                        "(C.07 2026 16.4.2)"), what)


def _sum_with_cuts(event: _Event, pid: int, tb: TieBreak, contributions: list[_Contribution],
                   why: Breakdown | None, fore: bool = False, product: bool = False) -> Fraction:
    """The cut sum of C.07 14 over ``contributions``; given ``why``, every contribution is an item
    (its round, opponent, the score counted, and why it was cut; for SB, ``product``, the points
    it was multiplied by)."""
    cut: dict[int, str] | None = None if why is None else {}
    value = _total(c.value for c in _cut(contributions, tb.cut_low, tb.cut_high, cut))
    if why is not None and cut is not None:
        why.items = [Item(tiebreak_text(QT_TRANSLATE_NOOP("Tiebreaks", "{0} × points scored {1}"),
                                        _contribution_words(event, pid, c, fore), plain_number(c.cell.points))
                          if product and c.cell else _contribution_words(event, pid, c, fore),
                          c.value, c.cell.round if c.cell else None,
                          None if c.dummy or c.cell is None else c.cell.opponent, c.weight, cut.get(id(c), ""))
                     for c in contributions]
    return value


def buchholz(event: _Event, pid: int, tb: TieBreak, why: Breakdown | None = None) -> Fraction:
    """BH (C.07 8.1): the sum of the opponents' adjusted scores (16.3), a dummy (16.4) standing
    for each unplayed round; BH-Cn / BH-Mn cut as C.07 14 and 16.5 say (see ``cut``)."""
    return _sum_with_cuts(event, pid, tb, event.buchholz_contributions(pid, False, tb.pre_determined), why)


def fore_buchholz(event: _Event, pid: int, tb: TieBreak, why: Breakdown | None = None) -> Fraction:
    """FB (C.07 8.3): Buchholz with every game of the last round counted as a draw, for the
    participant and his opponents (``fore_adjusted``); cut as BH."""
    return _sum_with_cuts(event, pid, tb, event.buchholz_contributions(pid, True, tb.pre_determined), why, True)


def average_of_opponents_buchholz(event: _Event, pid: int, tb: TieBreak,
                                  why: Breakdown | None = None) -> Fraction | None:
    """AOB (C.07 8.2): the average of the (uncut) Buchholz of the opponents met over the board
    (their Fore Buchholz with /F), rounded half up to two decimals as TBS does; None without a game
    played."""
    opponents = event.opponents(pid)
    buchholzes = [event.uncut_buchholz(opponent, tb.fore) for opponent in opponents]
    if why is not None:
        why.method = "mean2"
        word = tiebreak_text(QT_TRANSLATE_NOOP("Tiebreaks", "opponent's Fore Buchholz (uncut)") if tb.fore else
                             QT_TRANSLATE_NOOP("Tiebreaks", "opponent's Buchholz (uncut)"))
        why.items = [Item(word, value, cell.round, cell.opponent, value)
                     for cell, value in zip((cell for cell in event.games(pid) if cell.opponent is not None), buchholzes)]
        if not opponents:
            why.notes.append(tiebreak_text(QT_TRANSLATE_NOOP("Tiebreaks", "undefined: no game played over the board "
                                                                          "(C.07 8.2)")))
    if not opponents:
        return None
    average = _total(buchholzes) / len(opponents)
    return Fraction(round_half_up(average * 100), 100)


def koya_limit(event: _Event) -> Fraction:
    """Half the maximum possible score (C.07 9.2): a win in every round but those nobody could score
    in, i.e. the rounds of the participant with the fewest zero-point cells ('Z': a round robin's
    rest, an absence). In a round robin that is the games each plays; TBS uses every round."""
    if event not in _KOYA_LIMITS:
        scoring = max((sum(1 for cell in cells if cell.code != "Z") for cells in event.cells.values()), default=0)
        _KOYA_LIMITS[event] = event.point_system.win * scoring / 2
    return _KOYA_LIMITS[event]


def koya(event: _Event, pid: int, tb: TieBreak, why: Breakdown | None = None) -> Fraction:
    """KS (C.07 9.2, round robins): the points scored against the opponents whose score is at least
    half the maximum possible (``koya_limit``); a forfeit counts against its scheduled opponent (TBS)."""
    limit = koya_limit(event) + Fraction(tb.koya_shift, 2)
    met = [cell for cell in event.cells[pid] if cell.opponent in event.score]
    if why is not None:
        why.notes.append(tiebreak_text(QT_TRANSLATE_NOOP("Tiebreaks", "Koya limit {0}: half the maximum possible score "
                                                                      "(C.07 9.2), moved by {1} half-points"),
                                       plain_number(limit), tb.koya_shift) if tb.koya_shift else
                         tiebreak_text(QT_TRANSLATE_NOOP("Tiebreaks", "Koya limit {0}: half the maximum possible score "
                                                                      "(C.07 9.2)"), plain_number(limit)))
        below = tiebreak_text(QT_TRANSLATE_NOOP("Tiebreaks", "opponent scored less than the Koya limit"))
        why.items = [Item(_result_words(cell.code, _FORFEIT), cell.points, cell.round, cell.opponent,
                          event.score[cell.opponent], "" if event.score[cell.opponent] >= limit else below)
                     for cell in met]
    return _total(cell.points for cell in met if event.score[cell.opponent] >= limit)


def sonneborn_berger(event: _Event, pid: int, tb: TieBreak, why: Breakdown | None = None) -> Fraction:
    """SB (C.07 9.1): the sum over rounds of the opponent's adjusted score (16.3), or the dummy's
    score (16.4) for an unplayed round, times the points scored in that round; SB-Cn cuts the
    least significant products, VURs first (16.5)."""
    contributions = [_Contribution(score * cell.points, score, vur, cell, dummy)
                     for cell, score, vur, dummy in _opponent_scores(event, pid, False, tb.pre_determined)]
    return _sum_with_cuts(event, pid, tb, contributions, why, product=True)


def plain_number(value: TieBreakValue) -> str:
    """'3', '3.5', '2.75', '' for an undefined value: a value in the words of a breakdown (exact
    when it has a finite decimal form, else to 4 decimals)."""
    if value is None:
        return ""
    fraction = Fraction(value)
    decimal = Decimal(fraction.numerator) / Decimal(fraction.denominator)
    if Fraction(decimal) != fraction:
        decimal = round(decimal, 4)
    return format(decimal.normalize(), "f")


_KOYA_LIMITS: WeakKeyDictionary[_Event, Fraction] = WeakKeyDictionary()

# ---------------------------------------------------------------- ratings (C.07 10)


def round_half_up(value: Fraction) -> int:
    """C.07 10 (as TBS rounds): to the nearest whole number, a half upwards."""
    return int((value + Fraction(1, 2)) // 1)


def _rated_games(event: _Event, pid: int) -> list[tuple[_Cell, int, Fraction]]:
    """(game, opponent rating, rating points 1 / 0.5 / 0) of each game played; [] when dropped."""
    if event.ratings is None:
        return []
    ratings = event.ratings

    def rating_then(opponent: int, round_number: int) -> int:
        """A long event's rating of that round (VCL4THP Q214), else the one rating."""
        by_round = event.round_ratings.get(opponent, ())
        return by_round[round_number - 1] if len(by_round) >= round_number and by_round[round_number - 1] else \
            ratings[opponent]

    return [(cell, rating_then(cell.opponent, cell.round), _RATING_POINTS[cell.code])
            for cell in event.games(pid) if cell.opponent is not None]


def _game_items(why: Breakdown | None, event: _Event, pid: int, method: str,
                games: list[tuple[_Cell, int, Fraction]], what: str) -> None:
    """Given ``why``: one item per rated game (its round, opponent, the rating counted)."""
    if why is None:
        return
    why.method = method
    why.items = [Item(tiebreak_text(what) if what else _result_words(cell.code, _GAME),
                      points if not what else rating, cell.round, cell.opponent, rating)
                 for cell, rating, points in games]
    if event.ratings is None:
        why.notes.append(tiebreak_text(_UNDEFINED_RATINGS))
    elif not games:
        why.notes.append(tiebreak_text(QT_TRANSLATE_NOOP("Tiebreaks", "undefined: no game played over the board "
                                                                      "(C.07 10)")))


def average_rating_of_opponents(event: _Event, pid: int, tb: TieBreak, why: Breakdown | None = None) -> int | None:
    """ARO (C.07 10.1): the average rating of the opponents met over the board, rounded half up;
    ARO-Cn / ARO-Mn drop the n lowest (and highest) ratings (C.07 14).  None when dropped or
    without games."""
    games = _rated_games(event, pid)
    contributions = [_Contribution(Fraction(r), Fraction(r), False, cell) for cell, r, _ in games]
    cut: dict[int, str] | None = None if why is None else {}
    ratings = [c.value for c in _cut(contributions, tb.cut_low, tb.cut_high, cut)]
    _game_items(why, event, pid, "mean", games, QT_TRANSLATE_NOOP("Tiebreaks", "opponent's rating"))
    if why is not None and cut is not None:
        why.items = [replace(item, cut=cut.get(id(c), "")) for item, c in zip(why.items, contributions)]
    if not ratings:
        return None
    return round_half_up(_total(ratings) / len(ratings))


def rating_difference(percentage: int) -> int:
    """dp for a score of `percentage` % (B.02 8.1.a, the table C.07 10.2 refers to)."""
    if percentage >= 50:
        return _DP_FROM_50[percentage - 50]
    return -_DP_FROM_50[50 - percentage]


def expected_score(own: int, opponent: int) -> Fraction:
    """PD of a player rated `own` against `opponent` (B.02 8.1.b table, as TBS uses it)."""
    difference = min(abs(own - opponent), 800)
    steps = next((i for i, upper in enumerate(_PD_UPPER_DIFF) if difference <= upper), 50)
    pd = Fraction(50 + steps, 100)
    return pd if own >= opponent else 1 - pd


def performance_parts(ratings: Sequence[int], points: Sequence[Fraction]) -> tuple[int, int]:
    """C.07 10.2 over games against ``ratings`` scoring ``points``: (ARO rounded half up, the
    percentage scored rounded half up to a whole number, TBS rating.py); TPR = ARO + dp(p)."""
    aro = round_half_up(Fraction(sum(ratings), len(ratings)))
    return aro, round_half_up(_total(points) * 100 / len(points))


def tournament_performance_rating(event: _Event, pid: int, tb: TieBreak | None = None,
                                  why: Breakdown | None = None) -> int | None:
    """TPR (C.07 10.2): ARO of the games played (rounded half up) + dp(p), p the score in those
    games counted 1 / 0.5 / 0 and rounded half up to a whole percentage (TBS rating.py)."""
    games = _rated_games(event, pid)
    _game_items(why, event, pid, "tpr", games, "")
    if not games:
        return None
    aro, percentage = performance_parts([r for _, r, _ in games], [s for _, _, s in games])
    return aro + rating_difference(percentage)


# B.02 8.1.b: the smallest rating difference whose expected score is 1.00.
_CERTAIN_DIFFERENCE = _PD_UPPER_DIFF[-1] + 1


def perfect_performance(ratings: Sequence[int], score: Fraction) -> int:
    """PTP (C.07 10.3) of a score against ``ratings`` (at least one): the lowest rating R whose
    summed expected scores (B.02 8.1.b) reach the score.  A zero score, for which no lowest R
    exists, gives the lowest opponent rating - 800 (C.07 10.3).  A full score follows the
    definition: the expected score reaches 1.00 only at a difference of 736, so PTP = highest
    opponent + 736 (docs/rulings.md, "PTP at 100%"; TBS gives the same)."""
    if score == 0:
        return min(ratings) - 800
    low, high = min(ratings) - 800, max(ratings) + _CERTAIN_DIFFERENCE  # sum(low) < score <= sum(high)
    while high - low > 1:
        middle = (low + high) // 2
        if _total(expected_score(middle, r) for r in ratings) >= score:
            high = middle
        else:
            low = middle
    return high


def perfect_tournament_performance(event: _Event, pid: int, tb: TieBreak | None = None,
                                   why: Breakdown | None = None) -> int | None:
    """PTP (C.07 10.3) of the games played over the board (``perfect_performance``)."""
    games = _rated_games(event, pid)
    _game_items(why, event, pid, "ptp", games, "")
    if not games:
        return None
    return perfect_performance([r for _, r, _ in games], _total(s for _, _, s in games))


def _average_of_opponents(event: _Event, pid: int, kind: str, why: Breakdown | None) -> int | None:
    values = [event.performance(kind, opponent) for opponent in event.opponents(pid)]
    known = [v for v in values if v is not None]
    if why is not None:
        why.method = "mean"
        what = tiebreak_text(QT_TRANSLATE_NOOP("Tiebreaks", "opponent's {0}"), kind)
        undefined = tiebreak_text(QT_TRANSLATE_NOOP("Tiebreaks", "the opponent's {0} is undefined"), kind)
        why.items = [Item(what, value, cell.round, cell.opponent, value, "" if value is not None else undefined)
                     for cell, value in zip((cell for cell in event.games(pid) if cell.opponent is not None), values)]
        if not known:
            why.notes.append(tiebreak_text(_UNDEFINED_RATINGS) if event.ratings is None else tiebreak_text(
                QT_TRANSLATE_NOOP("Tiebreaks", "undefined: no opponent met over the board has a {0} (C.07 10)"), kind))
    if not known:
        return None
    return round_half_up(Fraction(sum(known), len(known)))


def average_performance_rating_of_opponents(event: _Event, pid: int, tb: TieBreak,
                                            why: Breakdown | None = None) -> int | None:
    """APRO (C.07 10.4): the average TPR of the opponents met over the board, rounded half up."""
    return _average_of_opponents(event, pid, "TPR", why)


def average_perfect_performance_of_opponents(event: _Event, pid: int, tb: TieBreak,
                                             why: Breakdown | None = None) -> int | None:
    """APPO (C.07 10.5): the average PTP of the opponents met over the board, rounded half up."""
    return _average_of_opponents(event, pid, "PTP", why)


# ---------------------------------------------------------------- direct encounter (C.07 6)


def _mutual_score(event: _Event, pid: int, group: frozenset[int], pre_determined: bool) -> tuple[Fraction, int]:
    """Points of pid against the others in group over the board (forfeits too when the pairings
    were pre-determined), averaged per opponent when they met more than once (TBS "6.1.2"), and
    how many of them pid met."""
    by_opponent: dict[int, list[Fraction]] = {}
    for cell in event.cells[pid]:
        if event.is_game(cell, pre_determined) and cell.opponent in group and cell.opponent != pid:
            by_opponent.setdefault(cell.opponent, []).append(cell.points)
    total = _total(_total(scores) / len(scores) for scores in by_opponent.values())
    return total, len(by_opponent)


def _direct_encounter_tiers(event: _Event, group: frozenset[int], pre_determined: bool) -> list[frozenset[int]]:
    """One application of C.07 6 to a tied group: the group split into ordered tiers.

    All met each other: order by the points scored in the mutual games.  Not all met: a participant
    is ranked ahead only if its mutual score beats the maximum any remaining one could reach by
    winning its missing games ("alone at the top of the separate standings whatever the outcome of
    the missing games - the same applies to the second rank ... and so on", as quoted).  With
    pre-determined pairings (a round robin) the missing games are not to come: the mutual scores
    decide as they are (TBS)."""
    scores = {pid: _mutual_score(event, pid, group, pre_determined) for pid in group}
    others = len(group) - 1
    if event.pre_determined or all(met == others for _, met in scores.values()):
        values = sorted({s for s, _ in scores.values()}, reverse=True)
        return [frozenset(p for p in group if scores[p][0] == v) for v in values]
    best = {pid: s + (others - met) * event.point_system.win for pid, (s, met) in scores.items()}
    order = sorted(group, key=lambda p: (-scores[p][0], -best[p], p))
    tiers: list[frozenset[int]] = []
    while len(order) > 1 and scores[order[0]][0] > max(best[p] for p in order[1:]):
        tiers.append(frozenset(order[:1]))
        order = order[1:]
    return tiers + [frozenset(order)]


def direct_encounter_order(event: _Event, group: frozenset[int], pre_determined: bool = False) -> list[frozenset[int]]:
    """DE (C.07 6) among the participants of a tied group, applied again inside every tier it
    splits off (recursion as TBS does it) until a pass separates nobody."""
    if len(group) < 2:
        return [group]
    tiers = _direct_encounter_tiers(event, group, pre_determined)
    if len(tiers) == 1:
        return tiers
    return [deeper for tier in tiers for deeper in direct_encounter_order(event, tier, pre_determined)]


def direct_encounter(event: _Event, tied_groups: Iterable[frozenset[int]], pre_determined: bool = False,
                     why: dict[int, Breakdown] | None = None) -> dict[int, int]:
    """DE (C.07 6) for every player: its rank inside its tied group, 1 = first, equal ranks for
    participants DE leaves tied.  A group is the players equal on points and on every tie-break
    listed before DE.  Given ``why`` (breakdowns by player), each gets its group, the order DE
    gives and the games among the group that count."""
    ranks: dict[int, int] = {}
    for group in tied_groups:
        ahead = 0
        order = direct_encounter_order(event, group, pre_determined)
        for tier in order:
            for pid in tier:
                ranks[pid] = ahead + 1
            ahead += len(tier)
        if why is not None:
            for pid in group:
                _record_direct_encounter(event, pid, group, order, pre_determined, why[pid])
    return ranks


def _record_direct_encounter(event: _Event, pid: int, group: frozenset[int], order: list[frozenset[int]],
                             pre_determined: bool, why: Breakdown) -> None:
    why.method, why.group = "rank", tuple(sorted(group))
    why.tiers = tuple(tuple(sorted(tier)) for tier in order)
    why.items = [Item(_result_words(cell.code, _FORFEIT_AS_GAME), cell.points,
                      cell.round, cell.opponent) for cell in event.cells[pid]
                 if event.is_game(cell, pre_determined) and cell.opponent in group and cell.opponent != pid]
    if len(group) == 1:
        why.notes.append(tiebreak_text(QT_TRANSLATE_NOOP("Tiebreaks", "no other participant has the same points and "
                                                                      "earlier tie-breaks: DE does not apply (rank 1)")))
    elif len(order) == 1:
        why.notes.append(tiebreak_text(QT_TRANSLATE_NOOP("Tiebreaks", "the games among the tied participants separate "
                                                                      "nobody (C.07 6)")))
    if not event.pre_determined and any(_mutual_score(event, p, group, pre_determined)[1] < len(group) - 1
                                        for p in group):
        why.notes.append(tiebreak_text(QT_TRANSLATE_NOOP("Tiebreaks", "not all of them met: a participant ranks ahead "
                                                                      "only if no result of the missing games could "
                                                                      "catch him (C.07 6)")))


# ---------------------------------------------------------------- compute

_VALUE_FUNCTIONS: dict[str, Callable[[_Event, int, TieBreak, Breakdown | None], TieBreakValue]] = {
    "PTS": total_points,
    "WIN": number_of_wins,
    "WON": number_of_games_won,
    "BPG": games_with_black,
    "BWG": wins_with_black,
    "PS": progressive_score,
    "REP": rounds_elected_to_play,
    "STD": standard_points,
    "TPN": pairing_number,
    "RTNG": rating,
    "BH": buchholz,
    "FB": fore_buchholz,
    "AOB": average_of_opponents_buchholz,
    "SB": sonneborn_berger,
    "KS": koya,
    "ARO": average_rating_of_opponents,
    "TPR": tournament_performance_rating,
    "PTP": perfect_tournament_performance,
    "APRO": average_performance_rating_of_opponents,
    "APPO": average_perfect_performance_of_opponents,
}


# The tie-breaks computed from ratings (C.07 10): not advised for events longer than 30 days.
RATING_TIEBREAKS = frozenset({"RTNG", "ARO", "TPR", "PTP", "APRO", "APPO"})


def rating_based(codes: Sequence[str]) -> list[str]:
    """The codes of the list that compute from ratings (RATING_TIEBREAKS); unknown codes are skipped."""
    found = []
    for code in codes:
        try:
            if parse_tiebreak(code).name in RATING_TIEBREAKS:
                found.append(code)
        except ValueError:
            continue
    return found


def _tied_groups(event: _Event, values: dict[int, dict[str, TieBreakValue]],
                 earlier: Sequence[TieBreak]) -> list[frozenset[int]]:
    """Players equal on points and on every earlier tie-break of the list."""
    groups: dict[tuple[object, ...], set[int]] = {}
    for pid in event.cells:
        key = (event.score[pid], *(values[pid][tb.code] for tb in earlier))
        groups.setdefault(key, set()).add(pid)
    return [frozenset(group) for group in groups.values()]


def compute(players: Sequence[PlayerResults], codes: Sequence[str], points: PointSystem,
            rounds_played: int, *, edition: int = 2026, unrated_rating: int | None = None,
            pre_determined: bool = False, final_round: int | None = None,
            record: dict[tuple[int, str], Breakdown] | None = None) -> dict[int, dict[str, TieBreakValue]]:
    """Values per player id per code, over rounds 1..rounds_played.

    ``codes`` are C.07 acronyms with an optional modifier (see the module docstring); an unknown
    or repeated one raises ValueError naming it.  ``edition`` picks the C.07 Article 16.4 dummy
    rule: 2026 (the capped dummy, in force from 1 Mar 2026) or 2024 (events that started before).
    ``unrated_rating`` is the rating the tournament regulations give unrated players; without it
    the rating-based tie-breaks are dropped (None) when a player is unrated.  ``pre_determined``
    says the pairings were fixed in advance (a round robin): forfeits count as games for every code
    that takes /P, and rounds without an opponent count for nothing in BH, FB and SB.
    ``final_round`` is the tournament's last round (default rounds_played): FB treats it as drawn
    once it is played; before that FB equals BH (as TBS does).  Given ``record``, the working of
    each value is put there by (player id, code) as the value is computed."""
    tiebreaks = parse_tiebreaks(codes)
    event = _Event(players, points, rounds_played, edition, unrated_rating, pre_determined, final_round)
    values: dict[int, dict[str, TieBreakValue]] = {pid: {} for pid in event.cells}
    for index, tb in enumerate(tiebreaks):
        if tb.name == EXTERNAL:
            raise ValueError(f"{EXTERNAL} values are entered by the arbiter, not computed (standings puts them in)")
        why = None if record is None else {pid: Breakdown(tb.code, pid) for pid in event.cells}
        if tb.name == "DE":
            ranks = direct_encounter(event, _tied_groups(event, values, tiebreaks[:index]), tb.pre_determined, why)
            for pid in event.cells:
                values[pid][tb.code] = ranks[pid]
        else:
            function = _VALUE_FUNCTIONS[tb.name]
            for pid in event.cells:
                values[pid][tb.code] = function(event, pid, tb, None if why is None else why[pid])
        if why is not None and record is not None:
            for pid, breakdown in why.items():
                breakdown.value = values[pid][tb.code]
                record[pid, tb.code] = breakdown
    return values
