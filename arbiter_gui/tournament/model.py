"""The tournament domain's data: settings, players, rounds, boards, bye requests and forbidden
pairings, plus the rules that only read them (pairing numbers C.04.2 2.2-2.3, who is paired in a
round C.04.2 2.4 / 3.2 / 3.3, each player's result cells, and a consistency check).

Everything here is a frozen dataclass and is never mutated: an operation
(``tournament.operations``) builds a new ``Tournament`` and the store writes the difference.
Players are identified by their pairing number (TPN, C.04.2 2.3) everywhere: boards, byes,
requests and forbidden pairings name TPNs, and a renumbering rewrites them all (``renumbered``).

Dates are kept as the text the arbiter typed or the TRF held (``YYYY/MM/DD``), so that a TRF
round trip is exact.
"""
from __future__ import annotations

import re
from math import lcm
from dataclasses import dataclass, field, replace
from functools import cached_property
from enum import Enum
from fractions import Fraction
from typing import Iterable, Mapping

from ..engine.acceleration.methods import METHODS
from ..engine.club.ladder import LadderRules
from ..engine.club.settings import KeizerSettings
from ..engine.schedules.berger import CYCLES as BERGER_CYCLES
from ..engine.systems import SYSTEMS, Family, names
from ..engine.snapshot import Colour
from .collation import name_key
from .results import ADJOURNED, PlayerResults, Result
from .scoring import PointSystem, RoundCell

__all__ = [
    "ACCELERATIONS", "ALLOWED_RESULTS",
    "DEFAULT_TIEBREAKS", "Game", "Member", "OPEN_LAST_ROUND", "PAIRING_SETTINGS", "RATING_LISTS", "RESULT_CHOICES", "TITLE_ORDER",
    "TIE_ORDERS", "TPN_LOCK_ROUNDS", "TYPED", "RATING_FIELDS", "UNPAIRED_CODES", "AccelerationRule", "Board", "Colour", "ForbiddenPairing",
    "Player", "RequestKind", "Round", "RoundStatus", "Tournament", "TournamentSettings",
    "initial_order", "initial_order_key", "renumbered", "title_rank", "IntegrityEntry",
    "ROUND_ROBIN_TIEBREAKS", "BUCHHOLZ_FAMILY", "NORM_EVENTS",
]

# C.04.2 2.2.2: FIDE titles in ranking order; anything else ranks as "no title".
TITLE_ORDER: tuple[str, ...] = ("GM", "IM", "WGM", "FM", "WIM", "CM", "WFM", "WCM")
# Short forms found in TRF files (TRF.md section 3).
TITLE_ALIASES: dict[str, str] = {"G": "GM", "M": "IM", "F": "FM", "C": "CM", "WG": "WGM", "WM": "WIM",
                                 "WF": "WFM", "WC": "WCM"}
# C.04.2 2.3: no TPN change once the fourth round has been paired.
TPN_LOCK_ROUNDS = 4
# Player.rating_source of a rating entered by hand (VCL4THP Q134).
TYPED = "typed by hand"
# The Player fields a rating list gives and the consistency check compares (VCL4THP Q133).
RATING_FIELDS: tuple[str, ...] = ("fide_rating", "national_rating", "tournament_rating", "later_ratings")
# The rating used as strength (C.04.2 2.1), with the TRF 172 codes; OTHER is a tournament rating
# typed per player (``Player.tournament_rating``, VCL4THP Q145).
RATING_LISTS: tuple[str, ...] = ("FIDE", "NRO", "FIDON", "NIDOF", "HBFN", "LBFN", "OTHER")
# C.04.2 2.2.3: players of equal rating and title rank alphabetically "unless it has been previously
# stated that this criterion has been replaced by another one" (VCL4THP Q146): key -> label.
TIE_ORDERS: dict[str, str] = {"name": "Alphabetically", "fide_id": "FIDE ID, lowest first",
                              "older": "Age, older first", "younger": "Age, younger first"}
# Cells of players who are in a paired round but not on a board: PAB, requested byes and absences,
# and forfeits without an opponent as some TRF files hold them.
UNPAIRED_CODES = frozenset("UHFZ+-")
# Result entry choices for a board: label -> (White's code, Black's code) (TRF.md section 4).
RESULT_CHOICES: dict[str, tuple[str, str]] = {
    "1-0": ("1", "0"), "0-1": ("0", "1"), "½-½": ("=", "="),
    "+/-": ("+", "-"), "-/+": ("-", "+"), "-/-": ("-", "-"),
    "1-0 (not rated)": ("W", "L"), "0-1 (not rated)": ("L", "W"), "½-½ (not rated)": ("D", "D"),
    # both players punished (Laws of Chess 12.9; C.04.5 Preface), in every event (VCL4THP Q180)
    "½-0": ("=", "0"), "0-½": ("0", "="), "0-0": ("0", "0"),
    # begun over the board, result not known yet: a provisional draw (VCL4THP Q157, Q167)
    "adjourned": (ADJOURNED, ADJOURNED),
}
ALLOWED_RESULTS = frozenset(RESULT_CHOICES.values())  # the (White, Black) code pairs a game may end with
# Settings that change how rounds are paired: refused once round 1 is paired.
PAIRING_SETTINGS = frozenset({"system", "point_system", "initial_colour", "accelerations",
                              "acceleration_points", "acceleration", "rating_list", "tie_order", "berger_draw",
                              "swap_last_rounds", "schedule_teams", "pools", "qualifiers", "suppressed_rounds",
                              "grouping", "varma_draw", "team_names", "ladder"})
# Acceleration methods (C.04.7; seed 003 8.3) the settings offer: name -> label.
ACCELERATIONS: dict[str, str] = {"none": "No acceleration",
                                 **{key: f"{method.label} ({method.source})" for key, method in METHODS.items()}}
# C.07: the tie-break order used when the event's regulations name none (TRF 202 codes).
DEFAULT_TIEBREAKS: tuple[str, ...] = ("BH-C1", "BH", "SB", "WIN")
# C.07 for round robins (Buchholz-family tie-breaks mean nothing there, VCL4THP Q105).
ROUND_ROBIN_TIEBREAKS: tuple[str, ...] = ("DE", "WIN", "SB", "KS")
BUCHHOLZ_FAMILY = frozenset({"BH", "FB", "AOB"})  # C.07 8: opponents' scores summed
ROUND_ROBIN_SYSTEMS = names(Family.SCHEDULE)  # every fixed schedule: C.05 and seed 003 chapters 3-5
# the schedules whose player (or team) meeting the table's dummy rests, a 'Z' cell worth nothing (C.05 Annex 1)
RESTING_SYSTEMS = ROUND_ROBIN_SYSTEMS | frozenset(BERGER_CYCLES)
CLUB_SYSTEMS = names(Family.CLUB)  # ranked by their own score (the Keizer system, tournament.keizer)
TEAM_SYSTEMS = names(Family.TEAM)
LADDER_SYSTEMS = names(Family.LADDER)  # challenges recorded by the arbiter, ranked by the ladder (tournament.ladder)
# 192 codes (TRF.md section 7) for the systems, used when a new tournament is set up.
DEFAULT_TOURNAMENT_TYPES: dict[str, str] = {s.name: s.trf_type for s in SYSTEMS.values() if s.trf_type}


class RoundStatus(str, Enum):
    NOT_PAIRED = "not paired"
    PAIRED = "paired"
    COMPLETE = "results complete"


class RequestKind(str, Enum):
    """What a player asked for (or the arbiter knows) before a round is paired (C.04.2 3.3)."""

    HALF_BYE = "H"
    FULL_BYE = "F"
    ZERO_BYE = "Z"
    ABSENT = "A"  # known absence: not paired, scores like a zero-point bye

    @property
    def code(self) -> str:
        """The TRF result code of the cell this request gives."""
        return "Z" if self is RequestKind.ABSENT else self.value


@dataclass(frozen=True)
class AccelerationRule:
    """One TRF 250 record: fictitious points for players first_player..last_player (TPNs) in
    rounds first_round..last_round (C.04.7 / TRF.md 6.2)."""

    game_points: Fraction
    first_round: int
    last_round: int
    first_player: int
    last_player: int
    match_points: Fraction | None = None


# B.01 1.4.3a-c: events exempt from the norms' federation rules (1.4.3, 1.4.4): key -> label.
NORM_EVENTS: dict[str, str] = {"": "none", "national": "national championship, final stage (1.4.3a)",
                               "national_team": "national team championship (1.4.3b)",
                               "zonal": "zonal or sub-zonal tournament (1.4.3c)"}


# How unrated players are rated for the rating-based tie-breaks when the regulations say so (C.07
# 10; VCL4THP Q208-Q209): the fixed ``unrated_rating``, or the lowest or the average (rounded half
# up) rating of the rated participants (``standings.unrated_rating``).
UNRATED_METHODS = ("fixed", "lowest", "average")


@dataclass(frozen=True)
class TournamentSettings:
    """Everything about the event that is not a player or a round."""

    name: str = ""
    city: str = ""
    federation: str = ""
    start_date: str = ""
    end_date: str = ""
    chief_arbiter: str = ""
    deputy_arbiters: tuple[str, ...] = ()
    time_control: str = ""
    rounds: int = 9
    system: str = "dutch"  # engine system name (engine.systems.SYSTEMS)
    tournament_type: str | None = "FIDE_DUTCH_2025"  # TRF 192
    point_system: PointSystem = field(default_factory=PointSystem)
    initial_colour: Colour | None = None  # None: drawn by lot when round 1 is paired
    accelerations: tuple[AccelerationRule, ...] = ()  # TRF 250
    acceleration_points: Mapping[int, tuple[Fraction, ...]] = field(default_factory=dict)  # XXA: TPN -> per round
    acceleration: str = "none"  # a key of ACCELERATIONS: the method computes the 250 / XXA rules unless some are given
    tiebreaks: tuple[str, ...] = ()  # TRF 202 codes, in order
    tiebreak_rules: int | None = None  # C.07 edition (2024, 2026); None: from the start date
    unrated_rating: int | None = None  # rating given to unrated players by the rating-based tie-breaks
    unrated_method: str = "fixed"  # UNRATED_METHODS: unrated_rating, or the lowest / average rated participant
    lots_seed: int | None = None  # C.07 4.2: complete ties broken by lots drawn with this seed; None: shared
    # Players equal on everything ranked by the arbiter (VCL4THP Q205): TPNs, best first; they come
    # before the others of their tie, which lots (if drawn) then order
    hand_ranking: tuple[int, ...] = ()
    external_values: Mapping[int, Fraction] = field(default_factory=dict)  # tie-break EXT by TPN (a play-off)
    rating_list: str = "FIDE"  # one of RATING_LISTS
    tie_order: str = "name"  # a key of TIE_ORDERS: equal rating and title (C.04.2 2.2.3)
    # An event longer than 30 days (VCL4THP Q210-Q216): players may have later ratings from a given
    # round (``Player.later_ratings``); the rating tie-breaks use the first rating (C.07 10, the
    # default) or, ``rating_by_round``, each game's round's rating.
    long_event: bool = False
    rating_by_round: bool = False
    extra_header: Mapping[str, str] = field(default_factory=dict)  # TRF ??2 lines kept verbatim
    extra_trf_lines: tuple[str, ...] = ()  # other TRF records kept verbatim for export
    boards: int = 4  # team events: games per match (TRF 352)
    game_points: PointSystem = field(default_factory=PointSystem)  # team events: points of a board game
    prizes: str = ""  # the prize list as the arbiter wrote it (``prizes.parse_prize_list``); "" for none
    # FIDE mode (VCL4THP Q40-Q46): the rules FIDE rates by are enforced (``fide_mode.problems``,
    # the guards of the operations). The default, also for imported files; left only by
    # ``operations.LeaveFideMode`` (Level 4, logged), never entered again.
    fide_mode: bool = True
    # TPNs of the players not eligible for half-point byes (VCL4THP Q175-Q176)
    no_half_byes: tuple[int, ...] = ()
    # TPNs of the expelled players (VCL4THP Q197-Q198): withdrawn (not paired from their
    # ``withdrawn_from`` on) and left out of the standings; their games still count for their
    # opponents' tie-breaks
    expelled: tuple[int, ...] = ()
    # Round robins (tournament/round_robin.py): how the Berger numbers (the TPNs) were set before
    # round 1, "" for the rating order of C.04.2 2.2; and whether a double round robin swaps the
    # last two rounds of its first cycle (C.05 Annex 1 recommends it).
    berger_draw: str = ""
    swap_last_rounds: bool = True
    # The other fixed schedules (tournament/schedules.py, seed 003 chapters 3-5): the teams of a team
    # format, the pools of a pools event and how many of each qualify for the final pool, the rounds a
    # reduced round robin suppresses, the player field making a Varma group or a team; the record of
    # the Varma draw (one line per step) and the teams in table order (A, B, ...) once set up.
    schedule_teams: int = 2
    pools: int = 2
    qualifiers: int = 1
    suppressed_rounds: int = 1
    grouping: str = "federation"
    varma_draw: tuple[str, ...] = ()
    team_names: tuple[str, ...] = ()
    # Chess960 (tournament/chess960.py): the starting position of each round, by its number 0-959
    # (None: not drawn yet).
    chess960: bool = False
    chess960_positions: tuple[int | None, ...] = ()
    # Title norms (tournament/norms.py): the kind of event whose exemption from the federation rules
    # applies (B.01 1.4.3a-c, a key of NORM_EVENTS); "" for none.
    norm_event: str = ""
    # The Keizer system (engine.club, seed 003 6.1): top value, bye and absence points, repeat gap.
    # Not locked after round 1: the arbiter raises the top value when more players come than planned.
    keizer: KeizerSettings = KeizerSettings()
    # The ladder (engine.club.ladder, seed 003 6.2): a win swaps or takes the place, the longest climb,
    # the other players a beaten challenger meets first. Locked after round 1: the ladder is replayed with them.
    ladder: LadderRules = LadderRules()

    @property
    def is_team_event(self) -> bool:
        """The participants are teams (C.04.6): ``players`` holds the teams, ``rosters`` their
        members, each board a match whose ``games`` are the board games."""
        return self.system in TEAM_SYSTEMS

    @property
    def tiebreak_order(self) -> tuple[str, ...]:
        """The tie-breaks the standings use: the event's own, or DEFAULT_TIEBREAKS (for a round
        robin ROUND_ROBIN_TIEBREAKS)."""
        if self.tiebreaks:
            return self.tiebreaks
        return ROUND_ROBIN_TIEBREAKS if self.system in ROUND_ROBIN_SYSTEMS else DEFAULT_TIEBREAKS


@dataclass(frozen=True)
class Player:
    """A participant. ``entry_round`` > 1 marks a late entry (C.04.2 2.4); ``withdrawn_from`` is
    the first round the player is no longer paired in (C.04.2 3.2)."""

    tpn: int
    name: str
    title: str = ""
    sex: str = ""
    federation: str = ""
    fide_id: str = ""
    fide_rating: int = 0
    national_rating: int = 0
    birth_date: str = ""
    club: str = ""
    entry_round: int = 1
    withdrawn_from: int | None = None
    tournament_rating: int = 0  # the rating method OTHER: set by the event's regulations (VCL4THP Q145)
    # Long events (VCL4THP Q212-Q213): (first round, rating) of each later rating, by round.
    later_ratings: tuple[tuple[int, int], ...] = ()
    # Where the ratings were taken from (VCL4THP Q134): a rating list (its name and month), TYPED
    # for ratings entered by hand, "" if unknown (an older file); and the day taken, YYYY/MM/DD.
    rating_source: str = ""
    rating_date: str = ""

    def rating(self, rating_list: str = "FIDE") -> int:
        """The strength used for pairing numbers and the engine (C.04.2 2.1; TRF 172 codes)."""
        fide, national = self.fide_rating, self.national_rating
        if rating_list == "OTHER":
            return self.tournament_rating
        if rating_list == "NRO":
            return national
        if rating_list == "FIDON":
            return fide or national
        if rating_list == "NIDOF":
            return national or fide
        if rating_list == "HBFN":
            return max(fide, national)
        if rating_list == "LBFN":
            return min(r for r in (fide, national) if r) if (fide or national) else 0
        return fide

    def rating_in_round(self, round_number: int, rating_list: str = "FIDE") -> int:
        """The rating valid in that round: the latest of ``later_ratings`` from a round not after
        it, else ``rating(rating_list)``."""
        return next((r for first, r in reversed(self.later_ratings) if first <= round_number),
                    self.rating(rating_list))

    def takes_part_in(self, round_number: int) -> bool:
        """Entered (2.4) and not withdrawn (3.2) for that round; absences are requests, not here."""
        return self.entry_round <= round_number and (self.withdrawn_from is None
                                                     or round_number < self.withdrawn_from)

    def status(self, round_number: int) -> str:
        if self.withdrawn_from is not None and round_number >= self.withdrawn_from:
            return f"withdrawn from round {self.withdrawn_from}"
        if round_number < self.entry_round:
            return f"enters in round {self.entry_round}"
        return "active"


@dataclass(frozen=True)
class Member:
    """A player of a team's roster (C.04.6 1.1); a roster lists its members in board order."""

    name: str
    title: str = ""
    sex: str = ""
    federation: str = ""
    fide_id: str = ""
    rating: int = 0
    birth_date: str = ""


@dataclass(frozen=True)
class Game:
    """One board game of a team match. ``home`` and ``away`` are roster positions (1-based) of
    the members of the match's White team (``Board.white``: its first board has White, C.04.6
    1.6.1) and of the other team. Board colours alternate from the team colour: on the k-th game
    the home member has White when k is odd. Results are TRF codes per side, None until entered."""

    home: int
    away: int
    home_result: str | None = None
    away_result: str | None = None

    @property
    def has_result(self) -> bool:
        return self.home_result is not None and self.away_result is not None


@dataclass(frozen=True)
class Board:
    """A pairing: white and black TPNs and each side's TRF result code (None: not entered yet).
    ``colours`` is False only for imported forfeits whose TRF cells carry no colour. In a team
    event the board is a match between teams, its result the match result and ``games`` its board
    games."""

    white: int
    black: int
    white_result: str | None = None
    black_result: str | None = None
    colours: bool = True
    games: tuple[Game, ...] = ()

    @property
    def has_result(self) -> bool:
        return self.white_result is not None and self.black_result is not None

    @property
    def players(self) -> tuple[int, int]:
        return self.white, self.black

    def result_of(self, tpn: int) -> str | None:
        return self.white_result if tpn == self.white else self.black_result


@dataclass(frozen=True)
class Round:
    """A round: schedule, whether it is paired, its boards (publishing order) and the cells of
    players in the round but not on a board (``unpaired``: TPN -> code in UNPAIRED_CODES; the
    pairing-allocated bye is 'U')."""

    number: int
    date: str = ""
    time: str = ""
    paired: bool = False
    hand_edited: bool = False  # the stored pairing is not the engine's
    boards: tuple[Board, ...] = ()
    unpaired: Mapping[int, str] = field(default_factory=dict)
    # the engine's decision record of this pairing and what it saw (engine.record_codec text), kept
    # so that the explanation survives a restart; "" for a pairing not made by the engine
    record: str = field(default="", repr=False)

    @property
    def status(self) -> RoundStatus:
        if not self.paired:
            return RoundStatus.NOT_PAIRED
        return RoundStatus.COMPLETE if all(b.has_result for b in self.boards) else RoundStatus.PAIRED

    @property
    def pab(self) -> int | None:
        """The player with the pairing-allocated bye."""
        return next((tpn for tpn, code in self.unpaired.items() if code == "U"), None)

    def board_of(self, tpn: int) -> tuple[int, Board] | None:
        """(board number, board) of a player, or None."""
        return self._seats.get(tpn)

    @cached_property
    def _seats(self) -> dict[int, tuple[int, Board]]:
        """TPN -> (board number, board) of the first board naming the player; built once per
        (immutable) round so that looking a player up does not walk the boards."""
        seats: dict[int, tuple[int, Board]] = {}
        for number, board in enumerate(self.boards, start=1):
            for tpn in board.players:
                seats.setdefault(tpn, (number, board))
        return seats

    def cells(self, point_system: PointSystem) -> Mapping[int, Result | None]:
        """TPN -> cell of every player the round names (None: result not entered yet), scored
        with ``point_system``. Kept for the last point system asked: a round is shared by every
        tournament an operation leaves it unchanged in, and the windows ask for every cell."""
        kept = self._cells_kept
        if kept and kept[0][0] is point_system:
            return kept[0][1]
        cells: dict[int, Result | None] = {}
        scored: dict[tuple[str | None, str], Fraction] = {}  # a board's cell scores by colour and code alone

        def points(opponent: int, colour: str | None, code: str) -> Fraction:
            if (colour, code) not in scored:
                scored[(colour, code)] = point_system.points(RoundCell(opponent, colour, code))
            return scored[(colour, code)]

        for tpn, (_, board) in self._seats.items():
            code = board.result_of(tpn)
            opponent = board.black if tpn == board.white else board.white
            colour = None if not board.colours else ("w" if tpn == board.white else "b")
            cells[tpn] = None if code is None else Result(  # None: paired, result not entered yet
                opponent, colour, code, points(opponent, colour, code))
        for tpn, code in self.unpaired.items():
            if tpn not in cells:
                cells[tpn] = Result(None, None, code, point_system.points(RoundCell(None, None, code)))
        kept[:] = [(point_system, cells)]  # one item, replaced whole: safe to read from any thread
        return cells

    @cached_property
    def _cells_kept(self) -> list[tuple[PointSystem, dict[int, Result | None]]]:
        """[(point system, cells)] of the last ``cells`` call."""
        return []

    def scaled_points(self, point_system: PointSystem) -> tuple[int, Mapping[int, int]]:
        """(d, TPN -> the cell's points times d) of every cell that scores, d the least common
        denominator of the round's points: running scores add integers, not Fractions. Kept like
        ``cells``, so that a result entered rebuilds one round's."""
        kept = self._points_kept
        if kept and kept[0][0] is point_system:
            return kept[0][1]
        points = {tpn: cell.points for tpn, cell in self.cells(point_system).items()
                  if cell is not None and cell.points}
        d = lcm(*{p.denominator for p in points.values()})
        scaled = (d, {tpn: p.numerator * (d // p.denominator) for tpn, p in points.items()})
        kept[:] = [(point_system, scaled)]
        return scaled

    @cached_property
    def _points_kept(self) -> list[tuple[PointSystem, tuple[int, Mapping[int, int]]]]:
        """[(point system, scaled points)] of the last ``scaled_points`` call."""
        return []

    @cached_property
    def problems_kept(self) -> list[tuple[Mapping[int, Player], list[str]]]:
        """[(players, the round's problems among them)] of the last ``validation`` of the round,
        which keeps it here: a round is shared by every tournament an operation leaves it
        unchanged in."""
        return []

    def missing_results(self) -> list[int]:
        """Board numbers without a result."""
        return [n for n, b in enumerate(self.boards, start=1) if not b.has_result]


OPEN_LAST_ROUND = 9999  # last round of a forbidden pairing "for the whole event" (TRF XXP)


@dataclass(frozen=True)
class ForbiddenPairing:
    """Players who may not meet each other in rounds first_round..last_round (TRF 260 / XXP)."""

    players: tuple[int, ...]
    first_round: int = 1
    last_round: int = OPEN_LAST_ROUND

    def active_in(self, round_number: int) -> bool:
        return self.first_round <= round_number <= self.last_round

    def pairs(self) -> set[frozenset[int]]:
        return {frozenset((a, b)) for i, a in enumerate(self.players) for b in self.players[i + 1:]}


@dataclass(frozen=True)
class IntegrityEntry:
    """One pairing-integrity breaching event (PIBE, VCL4THP Q112-Q115): when (UTC, ISO 8601), the
    round it concerns, its kind (``operations.PIBE_KINDS``), what changed and the arbiter's reason."""

    at: str
    round: int
    kind: str
    what: str
    reason: str


@dataclass(frozen=True)
class Tournament:
    """The whole event. ``rounds[r - 1]`` is round r (one Round per declared round, C.04.1 1);
    ``requests[r][tpn]`` is a bye or absence asked for round r. In a team event ``players`` are
    the teams and ``rosters[team]`` their members in board order."""

    settings: TournamentSettings
    players: Mapping[int, Player] = field(default_factory=dict)
    rounds: tuple[Round, ...] = ()
    requests: Mapping[int, Mapping[int, RequestKind]] = field(default_factory=dict)
    forbidden: tuple[ForbiddenPairing, ...] = ()
    rosters: Mapping[int, tuple[Member, ...]] = field(default_factory=dict)
    integrity_log: tuple[IntegrityEntry, ...] = ()  # PIBEs, oldest first
    manual_session: int | None = None  # the round whose manual-pairing session is open (VCL4THP Q65)
    knockout: str = ""  # a knockout event (issue 18) as tournament.knockout.KnockoutEvent.to_json; "" if none

    @classmethod
    def new(cls, settings: TournamentSettings) -> "Tournament":
        return cls(settings=settings, rounds=tuple(Round(n) for n in range(1, settings.rounds + 1)))

    # -- rounds

    @property
    def paired_rounds(self) -> int:
        """Number of the last paired round (rounds are paired in order), 0 before round 1."""
        return max((r.number for r in self.rounds if r.paired), default=0)

    @property
    def complete_rounds(self) -> int:
        """The last round whose results are all in, every earlier one too (what standings show)."""
        complete = 0
        for rnd in self.rounds:
            if not rnd.paired or rnd.missing_results():
                break
            complete = rnd.number
        return complete

    def open_results(self, rounds: int | None = None) -> list[tuple[int, int, Board]]:
        """(round, board number, board) of each game of rounds 1..rounds (default: every paired
        round) whose result is missing or adjourned: standings counting it are not final, and no
        final standings or rating report is made while one is open (VCL4THP Q161, Q169)."""
        upto = self.paired_rounds if rounds is None else min(rounds, self.paired_rounds)
        return [(rnd.number, n, b) for rnd in self.rounds[:upto] for n, b in enumerate(rnd.boards, start=1)
                if not b.has_result or b.white_result == ADJOURNED]

    def final(self, rounds: int) -> bool:
        """Standings after ``rounds`` are the final standings: the last round, every result known."""
        return rounds == self.settings.rounds and self.paired_rounds == rounds and not self.open_results(rounds)

    @property
    def standings_round(self) -> int:
        """The round standings and crosstables show by default: the last with every result in
        (``complete_rounds``), or the last paired round while no round is complete."""
        return self.complete_rounds or self.paired_rounds

    @property
    def next_round(self) -> int | None:
        """The round to pair next, or None when every round is paired."""
        n = self.paired_rounds + 1
        return n if n <= self.settings.rounds else None

    def round(self, number: int) -> Round:
        if not 1 <= number <= len(self.rounds):
            raise KeyError(f"round {number} does not exist (the tournament has {len(self.rounds)} rounds)")
        return self.rounds[number - 1]

    # -- players

    def player(self, tpn: int) -> Player:
        try:
            return self.players[tpn]
        except KeyError:
            raise KeyError(f"no player with pairing number {tpn}") from None

    def pairing_rating(self, tpn: int) -> int:
        return self.player(tpn).rating(self.settings.rating_list)

    def request(self, round_number: int, tpn: int) -> RequestKind | None:
        return self.requests.get(round_number, {}).get(tpn)

    def to_pair(self, round_number: int) -> list[int]:
        """Players to pair in a round not yet paired: entered (C.04.2 2.4), not withdrawn (3.2),
        without a bye request or known absence (3.3). In TPN order."""
        requested = self.requests.get(round_number, {})
        return [tpn for tpn, p in sorted(self.players.items())
                if p.takes_part_in(round_number) and tpn not in requested]

    # -- result cells

    def cell(self, tpn: int, round_number: int) -> Result | None:
        """The player's cell in a paired round; None if the round is not paired or the player has
        no cell in it (registered later)."""
        rnd = self.round(round_number)
        if not rnd.paired:
            return None
        return rnd.cells(self.settings.point_system).get(tpn)

    def results(self, rounds: int | None = None) -> list[PlayerResults]:
        """Every player's cells for rounds 1..rounds (default: every paired round), for standings."""
        upto = self.paired_rounds if rounds is None else rounds
        s = self.settings
        by_round = s.long_event and s.rating_by_round  # else the first rating, C.07 10 (VCL4THP Q215)
        return [PlayerResults(tpn, self.pairing_rating(tpn),
                              tuple(self.cell(tpn, r) for r in range(1, upto + 1)),
                              tuple(p.rating_in_round(r, s.rating_list) for r in range(1, upto + 1))
                              if by_round and p.later_ratings else ())
                for tpn, p in sorted(self.players.items())]

    def score(self, tpn: int, before_round: int) -> Fraction:
        """Points from rounds before ``before_round``."""
        common, totals, fractions = self._running_scores
        scaled = totals[max(0, min(before_round - 1, len(totals) - 1))].get(tpn, 0)
        if scaled not in fractions:  # one Fraction per distinct total (a few dozen)
            fractions[scaled] = Fraction(scaled, common)
        return fractions[scaled]

    @cached_property
    def _running_scores(self) -> tuple[int, list[dict[int, int]], dict[int, Fraction]]:
        """(d, [TPN -> points after rounds 0, 1, .., paired_rounds, times d], scaled total -> its
        Fraction): built once per (immutable) tournament, as the windows ask for every player's
        score. The rounds' points are added as integers over their common denominator d, a round
        at a time over the cells that score (22,000 additions player by player took 30 ms of the
        window's 50 at 2,000 players x 11 rounds: issue 30)."""
        point_system = self.settings.point_system
        scaled = [rnd.scaled_points(point_system) if rnd.paired else (1, {})
                  for rnd in (self.round(r) for r in range(1, self.paired_rounds + 1))]
        common = lcm(*(d for d, _ in scaled))
        running: dict[int, int] = {}
        totals = [dict(running)]
        for d, points in scaled:
            factor = common // d
            for tpn, p in points.items():
                running[tpn] = running.get(tpn, 0) + p * factor
            totals.append(dict(running))
        return common, totals, {}

    def withdrawn_in(self, tpn: int, round_number: int) -> bool:
        """The player's cell in that paired round is his withdrawal (C.04.2 3.2: no longer paired),
        stored as 'Z' for the points and the engines but shown as a withdrawal, not as a bye."""
        p = self.players.get(tpn)
        return (p is not None and p.withdrawn_from is not None and round_number >= p.withdrawn_from
                and self.round(round_number).unpaired.get(tpn) == "Z")

    def rests_in(self, tpn: int, round_number: int) -> bool:
        """The player's 'Z' cell in a fixed schedule is his rest against the table's dummy (C.05
        Annex 1), not an absence nor a zero-point bye (the Rounds tab said "absent")."""
        return (self.settings.system in RESTING_SYSTEMS and not self.withdrawn_in(tpn, round_number)
                and self.round(round_number).unpaired.get(tpn) == "Z")

    def unchallenged_in(self, tpn: int, round_number: int) -> bool:
        """A ladder's player in no challenge of that evening (seed 003 6.2): his 'Z' cell is not an
        absence (the Rounds tab listed every other player of the club as "absent")."""
        return (self.settings.system in LADDER_SYSTEMS and not self.withdrawn_in(tpn, round_number)
                and self.round(round_number).unpaired.get(tpn) == "Z")

    def withdrawn_after(self, tpn: int, rounds: int) -> bool:
        """The player withdrew (C.04.2 3.2) before the round after ``rounds``: standings after
        those rounds mark him."""
        withdrawn = self.player(tpn).withdrawn_from
        return withdrawn is not None and withdrawn <= rounds + 1

    def half_byes(self, tpn: int) -> list[int]:
        """The rounds (the first game of each match in a Double-Swiss event) in which the player has
        or asked for a half-point bye (C.04.2 3.3); a pairing-allocated bye's drawn second game
        (C.04.5 1.4) is not one."""
        rounds = [r.number for r in self.rounds if r.paired and r.unpaired.get(tpn) == "H"]
        rounds += [rn for rn, reqs in self.requests.items()
                   if reqs.get(tpn) is RequestKind.HALF_BYE and not self.round(rn).paired]
        from . import double_swiss  # which reads this module's classes

        firsts = {double_swiss.match_rounds(self.settings, rn)[0] for rn in rounds}
        return sorted(rn for rn in firsts if self.round(rn).unpaired.get(tpn, "H") == "H")

    def has_cells(self, tpn: int) -> bool:
        """The player appears in some paired round (then removing him would lose history)."""
        return any(r.paired and (tpn in r.unpaired or r.board_of(tpn) is not None) for r in self.rounds)


# ---------------------------------------------------------------- pairing numbers (C.04.2 2.2-2.3)


def title_rank(title: str) -> int:
    """Position of a title in C.04.2 2.2.2 (0 = GM); untitled players rank after every title."""
    text = title.strip().upper()
    text = TITLE_ALIASES.get(text, text)
    return TITLE_ORDER.index(text) if text in TITLE_ORDER else len(TITLE_ORDER)


def _tie_key(player: Player, tie_order: str) -> tuple[object, ...]:
    """The criterion of TIE_ORDERS; a player without the datum ranks after those with it."""
    if tie_order == "fide_id":
        return (0, int(player.fide_id)) if player.fide_id.isdigit() else (1,)
    if tie_order in ("older", "younger"):
        date = tuple(int(part) for part in re.findall(r"\d+", player.birth_date))
        if not date:
            return (1,)
        return (0, date) if tie_order == "older" else (0, tuple(-part for part in date))
    return ()


def initial_order_key(player: Player, rating_list: str = "FIDE", tie_order: str = "name") -> tuple[object, ...]:
    """C.04.2 2.2: strength (rating, descending), FIDE title, then alphabetically (Unicode
    collation: Černý before Czapek) unless the regulations name another criterion (2.2.3, one of
    TIE_ORDERS, alphabetically after it); the current TPN breaks complete ties so that the order is stable."""
    return (-player.rating(rating_list), title_rank(player.title), _tie_key(player, tie_order),
            name_key(player.name), player.name, player.tpn)


def initial_order(players: Iterable[Player], rating_list: str = "FIDE", tie_order: str = "name") -> list[Player]:
    return sorted(players, key=lambda p: initial_order_key(p, rating_list, tie_order))


def sorted_numbering(tournament: Tournament) -> dict[int, int]:
    """old TPN -> new TPN giving every player his C.04.2 2.2 rank."""
    s = tournament.settings
    ordered = initial_order(tournament.players.values(), s.rating_list, s.tie_order)
    return {p.tpn: n for n, p in enumerate(ordered, start=1)}


def renumbered(tournament: Tournament, mapping: Mapping[int, int]) -> Tournament:
    """The same tournament with every TPN replaced by ``mapping[tpn]`` (players not in the mapping
    keep their number): players, boards, byes, requests, forbidden pairings, XXA points and the knockout.
    TRF 250 acceleration ranges are TPN ranges by definition and are kept as they are. The
    engine's decision records name the old numbers: they are dropped."""
    if all(mapping.get(k, k) == k for k in tournament.players):
        return tournament

    def new(tpn: int) -> int:
        return mapping.get(tpn, tpn)

    players = {new(t): replace(p, tpn=new(t)) for t, p in tournament.players.items()}
    rounds = tuple(replace(
        r,
        boards=tuple(replace(b, white=new(b.white), black=new(b.black)) for b in r.boards),
        unpaired={new(t): c for t, c in r.unpaired.items()},
        record="",
    ) for r in tournament.rounds)
    requests = {rn: {new(t): k for t, k in reqs.items()} for rn, reqs in tournament.requests.items()}
    forbidden = tuple(replace(f, players=tuple(new(t) for t in f.players)) for f in tournament.forbidden)
    settings = tournament.settings
    if settings.acceleration_points:
        settings = replace(settings, acceleration_points={new(t): v for t, v in settings.acceleration_points.items()})
    settings = replace(settings, no_half_byes=tuple(sorted(map(new, settings.no_half_byes))),
                       expelled=tuple(sorted(map(new, settings.expelled))),
                       hand_ranking=tuple(map(new, settings.hand_ranking)))
    rosters = {new(t): members for t, members in tournament.rosters.items()}
    knockout = tournament.knockout
    if knockout:
        from .knockout import renumbered_event  # the knockout's module reads this one
        knockout = renumbered_event(knockout, mapping)
    return replace(tournament, settings=settings, players=dict(sorted(players.items())), rounds=rounds,
                   requests=requests, forbidden=forbidden, rosters=rosters, knockout=knockout)
