"""The engine's output: boards, the pairing-allocated bye, and the record of every decision.

The record is plain data so that the GUI, the printed pairing report, the JSON explanation and
the tests all read the same thing.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from ..text import QT_TRANSLATE_NOOP, explain_text
from .colours import Preference, colour_difference
from .snapshot import Colour, PlayerState


@dataclass(frozen=True)
class Board:
    white: int
    black: int
    colour_rule: str  # the article that decided who has White, e.g. "5.2.1"


# The quality criteria counted as violations in a bracket record (C.04.3 2.4.5-2.4.16); the
# others (C6 pairs, C7 downfloater scores) describe the candidate.
VIOLATION_CRITERIA = ("C10", "C11", "C12", "C13", "C14", "C15", "C16", "C17", "C18", "C19", "C20", "C21")


def format_score(value: Fraction) -> str:
    """A score as arbiters read it: 3, 2.5."""
    return str(int(value)) if value.denominator == 1 else f"{float(value):g}"


def format_criterion(value: object) -> str:
    """A criterion's value from the record: a count, or scores in descending order like [1.5, 1]."""
    if isinstance(value, list):
        return "[" + ", ".join(format_score(v) for v in value) + "]"
    return str(value)


@dataclass(frozen=True)
class Decision:
    """One decision of the rules about a player or a criterion, in plain words.

    ``subject`` is a player id (a downfloater, an upfloater, the PAB assignee) or a criterion name
    (a shortfall); ``article`` the criterion or article that decided, e.g. "C1", "C7", "4.2".
    """

    subject: int | str
    article: str
    text: str


@dataclass
class BracketRecord:
    """How one bracket was paired (C.04.3 articles 3 and 4)."""

    score: Fraction  # score of the resident scoregroup
    residents: list[int]
    mdps: list[int]  # moved-down players, in bracket order (C.04.3 1.2)
    max_pairs: int  # MaxPairs (3.1.2)
    m1: int  # MDPs paired in the bracket (3.1.3)
    s1: list[int]  # original S1 (3.2.2)
    s2: list[int]  # original S2 (3.2.3)
    limbo: list[int]  # MDPs bound to double-float (3.2.4)
    pairs: list[tuple[int, int]]  # pairs made in the bracket, S1 member first
    downfloaters: list[int]
    criteria: dict[str, object]  # value of each quality criterion for the chosen candidate
    perfect: bool  # every criterion at its ideal value (3.4.1); otherwise 3.8 chose the best
    exchange: dict[str, list[int]] = field(default_factory=dict)  # players moved S1->S2 and S2->S1
    remainder_exchange: dict[str, list[int]] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    # Added in format 2; every system fills the fields its rules define and leaves the others empty.
    m0: int = 0  # MDPs coming from the previous bracket (Dutch 3.1.1)
    upfloaters: list[int] = field(default_factory=list)  # players drawn up from lower scores (Dubov 3.2.2)
    parameters: dict[str, object] = field(default_factory=dict)  # other named parameters, e.g. MaxT
    groups: dict[str, list[int]] = field(default_factory=dict)  # subgroups a system names, e.g. G1, G2
    # which candidate of the sequence was chosen and how many the rules' procedure examines
    candidate: dict[str, object] = field(default_factory=dict)
    floats: list[Decision] = field(default_factory=list)  # per downfloater/upfloater: why that player
    # per criterion the chosen candidate does not fulfil (priority order): why no candidate did better
    shortfalls: list[Decision] = field(default_factory=list)

    def violations(self) -> dict[str, object]:
        """The criteria C10-C21 the chosen candidate breaks, with their values."""
        return {name: self.criteria[name] for name in VIOLATION_CRITERIA if self.criteria.get(name)}


@dataclass(frozen=True)
class PlayerFacts:
    """What the rules saw of a player when pairing the round (for explanations)."""

    id: int
    score: Fraction  # pairing score (C.04.3 1.2)
    colour_preference: str  # e.g. "white absolute", "black mild", "none" (1.7)
    colour_difference: int  # 1.6
    floats: tuple[str, str]  # two rounds before, previous round: "down", "up" or "" (1.4)
    bye_eligible: bool  # C2
    topscorer: bool  # 1.8 (Dutch; always false in systems without topscorers)
    # Dubov only (None elsewhere): ARO (1.7), times upfloated (1.8), maximum upfloater (1.8.1)
    aro: int | None = None
    upfloats: int | None = None
    maximum_upfloater: bool | None = None


def player_facts(p: PlayerState, pref: Preference, topscorer: bool = False, **system: object) -> PlayerFacts:
    """The facts of one player for the record; ``system`` fills the fields of one system only."""
    words = "none" if pref.colour is None else \
        f"{'white' if pref.colour is Colour.WHITE else 'black'} {pref.strength.name.lower()}"
    floats = tuple(f.value if f else "" for f in (p.float_before(2), p.float_before(1)))
    return PlayerFacts(p.id, p.score, words, colour_difference(p.colours), floats,  # type: ignore[arg-type]
                       not p.bye_ineligible, topscorer, **system)  # type: ignore[arg-type]


@dataclass
class RoundPairing:
    """One round as paired by a system."""

    system: str
    round: int
    boards: list[Board]  # in publishing order (C.04.2 3.6)
    bye: int | None  # player receiving the pairing-allocated bye
    brackets: list[BracketRecord] = field(default_factory=list)
    bye_reason: str = ""
    players: dict[int, PlayerFacts] = field(default_factory=dict)
    bye_article: str = ""  # the criterion or article that chose the PAB assignee, e.g. "C5", "C9", "3.1.3"
    # the decision record's acceleration (``explain.explained``): the method (Snapshot.acceleration)
    # and each player's virtual points in this round, those who have any (C.04.7 1.5; seed 003 8.3)
    acceleration: str = ""
    virtual_points: dict[int, Fraction] = field(default_factory=dict)

    def pairing_lines(self) -> list[str]:
        """The established engines' output format: number of pairs, then 'white black', bye as 'id 0'."""
        lines = [f"{b.white} {b.black}" for b in self.boards]
        if self.bye is not None:
            lines.append(f"{self.bye} 0")
        return [str(len(lines))] + lines


class NoValidPairing(Exception):
    """C.04.3 1.9.3: no round-pairing complies with the absolute criteria; the arbiter must decide."""


def no_valid_pairing(criteria: str, article: str) -> NoValidPairing:
    """The refusal of a round no pairing of which keeps the absolute ``criteria`` ("C1-C3"), in the
    words of ``article`` ("C.04.3 1.9.3"): the chief arbiter decides what to do."""
    return NoValidPairing(explain_text(QT_TRANSLATE_NOOP(
        "Explain", "No pairing of this round complies with the absolute criteria {0} ({1}): the chief arbiter must "
                   "decide."), criteria, article))


class TooLarge(Exception):
    """The round needs more than the engine's memory bound allows: said before memory runs out,
    so that the program (and the app with the tournament open) never dies of it."""
