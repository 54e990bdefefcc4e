"""The pairing systems the engine offers, one registration each.

The command line (``arbiter-pair --NAME``), the tournament file (the TRF 192 code), the domain and
the app read this table: adding a system is a package under ``engine/`` and one entry here.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from functools import partial
from typing import Protocol

from ..text import QT_TRANSLATE_NOOP, explain_text
from .club.keizer import pair_round as keizer
from .club.ladder import pair_round as ladder
from .knockout.games_file import pair_round_from_games as knockout
from .result import RoundPairing
from .schedules import berger, play
from .snapshot import Snapshot
from .swiss.amalfi.pairing import pair_round as amalfi
from .swiss.burstein.pairing import BursteinRound
from .swiss.burstein.pairing import pair_round as burstein
from .swiss.double_swiss.pairing import pair_round as double_swiss
from .swiss.dubov.pairing import DubovRound
from .swiss.dubov.pairing import pair_round as dubov
from .swiss.dutch.pairing import DutchRound
from .swiss.dutch.pairing import pair_round as dutch
from .swiss.fide1992.pairing import Fide1992Round
from .swiss.fide1992.pairing import pair_round as fide_1992
from .swiss.lim.pairing import LimRound
from .swiss.lim.pairing import pair_round as lim
from .swiss.team.pairing import NO_COLOUR_RULES, TYPE_A_RULES, TYPE_B_RULES
from .swiss.team.pairing import pair_round as team

PairFunction = Callable[[Snapshot], RoundPairing]


class PairRules(Protocol):
    """A system's rules for one pair (C1 and C3 with the system's exceptions, e.g. the Dutch
    topscorers), which a hand-made pairing is checked against."""

    def compatible(self, a: int, b: int) -> bool: ...


class Family(str, Enum):
    SWISS = "swiss"  # one game per round between players
    SCHEDULE = "schedule"  # pairings fixed in advance by a table (C.05)
    MATCH = "match"  # a round is a match of two games (C.04.5)
    TEAM = "team"  # teams meet in matches on several boards (C.04.6)
    KNOCKOUT = "knockout"  # the winner of each pairing goes on, the loser is out (seed 003 chapter 2)
    CLUB = "club"  # a club's series: only the players present are paired, meetings may repeat (seed 003 6)
    LADDER = "ladder"  # players challenge those above them: nothing for a program to pair (seed 003 6.2)


@dataclass(frozen=True)
class System:
    name: str  # stored in the tournament file; the command line's --name
    label: str  # how people name it: explanations, reports, the window
    article: str  # where the FIDE Handbook describes it
    family: Family
    pair: PairFunction
    trf_type: str | None = None  # TRF 192 code written for a new tournament (TRF.md section 7)
    trf_marker: str | None = None  # what names the system inside a 192 code read from a file
    pair_rules: Callable[[Snapshot], PairRules] | None = None  # None: a hand-made pairing is checked for C1 only
    # the code of FIDE's Tournament-Type Code Table (TRF.md section 7) a rating report's 192 holds when
    # ``trf_type`` is not in that table (docs/rulings.md, "The rating report's 192")
    fide_type: str | None = None


REGISTRY: tuple[System, ...] = (
    System("dutch", QT_TRANSLATE_NOOP("Explain", "Dutch"), "C.04.3", Family.SWISS, dutch, "FIDE_DUTCH_2025", "DUTCH",
           DutchRound),
    System("dubov", QT_TRANSLATE_NOOP("Explain", "Dubov"), "C.04.4.1", Family.SWISS, dubov, "FIDE_DUBOV", "DUBOV",
           DubovRound),
    System("burstein", QT_TRANSLATE_NOOP("Explain", "Burstein"), "C.04.4.2", Family.SWISS, burstein, "FIDE_BURSTEIN",
           "BURSTEIN", BursteinRound),
    System("lim", QT_TRANSLATE_NOOP("Explain", "Lim"), "C.04.4.3", Family.SWISS, lim, "ARBITER_LIM", "LIM",
           LimRound, fide_type="CUSTOM_SWISS"),
    # C.04.4.3 in a Maxi-tournament (3.2.3, 3.8, 5.7)
    System("lim_maxi", QT_TRANSLATE_NOOP("Explain", "Lim (Maxi)"), "C.04.4.3", Family.SWISS, partial(lim, maxi=True),
           "ARBITER_LIM_MAXI", "LIM_MAXI", LimRound, fide_type="CUSTOM_SWISS"),
    # seed 003 8.3: an accelerated pairing rule of its own (docs/rulings.md, "Traditional accelerations")
    System("amalfi", QT_TRANSLATE_NOOP("Explain", "Amalfi rating"), "seed 003 8.3", Family.SWISS, amalfi,
           "AMALFI_RATING", "AMALFI", fide_type="CUSTOM_SWISS"),
    # the rating-based Swiss rules of the 1992 General Assembly, for re-checking historical events
    System("fide_1992", QT_TRANSLATE_NOOP("Explain", "FIDE 1992 rating-based Swiss"), "seed 004 (FIDE 1992)",
           Family.SWISS, fide_1992, "ARBITER_FIDE_1992", "FIDE_1992", Fide1992Round, fide_type="CUSTOM_SWISS"),
    System("round_robin", QT_TRANSLATE_NOOP("Explain", "Round robin"), "C.05 Annex 1", Family.SCHEDULE, partial(
        berger.pair_round, cycles=berger.CYCLES["round_robin"], system="round_robin"), "FIDE_ROUNDROBIN", "ROUNDROBIN"),
    System("double_round_robin", QT_TRANSLATE_NOOP("Explain", "Double round robin"), "C.05 Annex 1", Family.SCHEDULE,
           partial(berger.pair_round, cycles=berger.CYCLES["double_round_robin"], system="double_round_robin"),
           "FIDE_DOUBLEROUNDROBIN", "DOUBLEROUNDROBIN"),
    # C.05 Annex 2: the Berger table, its numbers drawn with the Varma restrictions (tournament.schedules)
    System("varma", QT_TRANSLATE_NOOP("Explain", "Round robin (Varma tables)"), "C.05 Annex 2", Family.SCHEDULE,
           partial(berger.pair_round, cycles=berger.CYCLES["varma"], system="varma"), "ARBITER_VARMA", "VARMA",
           fide_type="FIDE_ROUNDROBIN"),
    # the other fixed schedules of seed 003 chapters 3-5 (engine.schedules.play)
    System("reduced_round_robin", QT_TRANSLATE_NOOP("Explain", "Reduced round robin"), "seed 003 3.5",
           Family.SCHEDULE, partial(play.pair_round, system="reduced_round_robin"), "ARBITER_REDUCED_ROUNDROBIN",
           "REDUCED_ROUNDROBIN", fide_type="CUSTOM_ROUNDROBIN"),
    System("rotation", QT_TRANSLATE_NOOP("Explain", "Rotation tournament"), "seed 003 3.8", Family.SCHEDULE,
           partial(play.pair_round, system="rotation"), "ARBITER_ROTATION", "ROTATION",
           fide_type="CUSTOM_ROUNDROBIN"),
    System("pools", QT_TRANSLATE_NOOP("Explain", "Pools with seeds"), "seed 003 3.6", Family.SCHEDULE,
           partial(play.pair_round, system="pools"), "ARBITER_POOLS", "POOLS", fide_type="CUSTOM_ROUNDROBIN"),
    System("scheveningen", QT_TRANSLATE_NOOP("Explain", "Scheveningen"), "seed 003 4.1-4.3", Family.SCHEDULE,
           partial(play.pair_round, system="scheveningen"), "FIDE_SCHEVENINGEN", "SCHEVENINGEN"),
    System("reduced_scheveningen", QT_TRANSLATE_NOOP("Explain", "Reduced Scheveningen"), "seed 003 4.4",
           Family.SCHEDULE, partial(play.pair_round, system="reduced_scheveningen"), "ARBITER_REDUCED_SCHEVENINGEN",
           "REDUCED_SCHEVENINGEN", fide_type="CUSTOM_SCHEVENINGEN"),
    System("schiller", QT_TRANSLATE_NOOP("Explain", "Schiller"), "seed 003 4.5", Family.SCHEDULE,
           partial(play.pair_round, system="schiller"), "FIDE_SCHILLER", "SCHILLER"),
    System("hutton", QT_TRANSLATE_NOOP("Explain", "Hutton"), "seed 003 5.1", Family.SCHEDULE,
           partial(play.pair_round, system="hutton"), "ARBITER_HUTTON", "HUTTON",
           fide_type="CUSTOM_SCHEVENINGEN"),
    System("hilton", QT_TRANSLATE_NOOP("Explain", "Hilton"), "seed 003 5.2", Family.SCHEDULE,
           partial(play.pair_round, system="hilton"), "ARBITER_HILTON", "HILTON",
           fide_type="CUSTOM_SCHEVENINGEN"),
    # one game per round of a single elimination, seeded by the file's numbers (engine.knockout.games_file)
    System("knockout", QT_TRANSLATE_NOOP("Explain", "Knockout"), "seed 003 chapter 2", Family.KNOCKOUT, knockout,
           "CUSTOM_KNOCKOUT", "KNOCKOUT"),
    # only the players present are paired, ranked by Keizer score (engine.club.keizer, default settings)
    System("keizer", QT_TRANSLATE_NOOP("Explain", "Keizer"), "seed 003 6.1", Family.CLUB, keizer, "KEIZER", "KEIZER",
           fide_type="CUSTOM_SWISS"),
    # challenges recorded by the arbiter, the ladder replayed from them (engine.club.ladder, tournament.ladder)
    System("ladder", QT_TRANSLATE_NOOP("Explain", "Ladder"), "seed 003 6.2", Family.LADDER, ladder, "ARBITER_LADDER",
           "LADDER", fide_type="CUSTOM_SWISS"),
    System("double_swiss", QT_TRANSLATE_NOOP("Explain", "Double-Swiss"), "C.04.5", Family.MATCH, double_swiss,
           "FIDE_DOUBLESWISS", "DOUBLESWISS"),
    # C.04.6 with Type A or Type B colour preferences, or none; their 192 codes are read and written
    # with the team file's layout (formats.trf_team_event)
    System("team", QT_TRANSLATE_NOOP("Explain", "Team Swiss (Type A)"), "C.04.6", Family.TEAM,
           partial(team, rules=TYPE_A_RULES)),
    System("team_b", QT_TRANSLATE_NOOP("Explain", "Team Swiss (Type B)"), "C.04.6", Family.TEAM,
           partial(team, rules=TYPE_B_RULES)),
    System("team_no_colours", QT_TRANSLATE_NOOP("Explain", "Team Swiss (no colours)"), "C.04.6", Family.TEAM,
           partial(team, rules=NO_COLOUR_RULES)),
    # the teams paired by the Berger table (issue 19: "Berger tables between teams with board results");
    # the first-listed team is White on board 1 (C.04.6 1.6.1), a team meeting the dummy rests
    System("team_round_robin", QT_TRANSLATE_NOOP("Explain", "Team round robin"), "C.05 Annex 1", Family.TEAM,
           partial(berger.pair_round, cycles=berger.CYCLES["team_round_robin"], system="team_round_robin")),
)

SYSTEMS: dict[str, System] = {s.name: s for s in REGISTRY}


def names(*families: Family) -> frozenset[str]:
    """The systems of the given families."""
    return frozenset(s.name for s in REGISTRY if s.family in families)


# Systems whose participants meet in matches (two games, C.04.5) or are teams (C.04.6): their
# files have a layout of their own (docs/double-swiss-and-team.md).
MATCH_SYSTEMS = names(Family.MATCH, Family.TEAM)


def label(name: str) -> str:
    """"Dutch", "Double-Swiss": the system as people name it (the name itself if unknown)."""
    system = SYSTEMS.get(name)
    return explain_text(system.label) if system else name  # Text: translated where the app shows it


def of_trf_type(code: str | None) -> str | None:
    """The system a TRF 192 code names (the longest marker found: DOUBLEROUNDROBIN before
    ROUNDROBIN); Dutch without a code (TRF.md section 9); None for a code naming no system."""
    if not code:
        return "dutch"
    marked = sorted((s for s in REGISTRY if s.trf_marker), key=lambda s: -len(s.trf_marker or ""))
    return next((s.name for s in marked if s.trf_marker and s.trf_marker in code.upper()), None)


def pair(system: str, snapshot: Snapshot) -> RoundPairing:
    """Pair ``snapshot`` with the named system (KeyError for an unknown name)."""
    return SYSTEMS[system].pair(snapshot)
