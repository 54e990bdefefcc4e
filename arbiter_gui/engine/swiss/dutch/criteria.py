"""What a Dutch bracket is judged by (C.04.3 2.3-2.4): the order of the quality criteria in the
engine's matching weights, the pseudo-players of its matchings, and a solved bracket."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Hashable, Iterable, Protocol

from ...matching import layers
from ...snapshot import PlayerState

BYE = -1  # the pseudo-player standing for the pairing-allocated bye in a matching
SLOT = -2  # the pseudo-player whose partner is the bracket's one downfloater

# The layers of a bracket's weights after C4/C5 (``DutchRound.criteria_edges`` fills them in this order).
CRITERIA = ("C6", "C7", "C8 pairs", "C8 scores", "C9", "C10", "C11", "C12", "C13",
            "C14", "C15", "C16", "C17", "C18", "C19", "C20", "C21")


@dataclass
class CriteriaGraph:
    """A bracket's criteria as a graph (``DutchRound.criteria_graph``): its vertices in rank order,
    each pair's values (higher is better; None: never paired) for the pairs that are ``compatible``,
    the pairs with pseudo-players (the PAB), and each vertex's profile: a pair's values depend on
    the two profiles alone."""

    vertices: list[int]
    values_of: Callable[[int, int], "tuple[int, ...] | None"]
    compatible: Callable[[int, int], bool]
    extra: list[layers.Edge]
    profile: dict[int, Hashable]


@dataclass
class BracketSolution:
    mate: dict[int, int]  # in-bracket pairs and the rest of the matching, both directions
    pairs: list[tuple[int, int]]  # in-bracket pairs, higher ranked first
    mdp_pairs: list[tuple[int, int]]
    s1: list[int]
    s2: list[int]
    limbo: list[int]
    criteria: dict[str, object]


class BracketRules(Protocol):
    """What the perfect-bracket search (``perfect``) and the recorder (``record``) ask of the round
    being paired (``pairing.DutchRound``): the rules about pairs and the bracket's weights."""

    by_id: dict[int, PlayerState]
    position: dict[int, int]  # rank order, C.04.3 1.2
    excluded: dict[int, set[int]]  # C1 and the arbiter's forbidden pairs

    def compatible(self, a: int, b: int) -> bool: ...

    def colour_criteria(self, a: int, b: int) -> tuple[int, int, int, int]: ...

    def pair_class(self, pid: int) -> Hashable: ...

    def bye_candidates(self, ids: list[int]) -> list[int]: ...

    def completable(self, ids: list[int], bye_candidates: Iterable[int]) -> bool: ...

    def best_bye_score(self, ids: list[int]) -> list[int]: ...

    def bye_bound_here(self, bracket: list[int], lower: list[int]) -> bool: ...

    def evaluate(self, pairs: list[tuple[int, int]], floaters: list[int], mdps: set[int]) -> dict[str, object]: ...

    def criteria_edges(self, bracket: list[int], mdps: set[int], vertices: list[int], next_group: set[int],
                       full: bool, with_bye: bool, c9: bool,
                       restriction: Callable[[int, int], bool] | None = None) -> list[layers.Edge]: ...

    def criteria_graph(self, bracket: list[int], mdps: set[int], vertices: list[int], next_group: set[int],
                       full: bool, with_bye: bool, c9: bool) -> CriteriaGraph: ...
