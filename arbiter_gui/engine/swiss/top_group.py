"""The top-scoregroup mechanism shared by the Double-Swiss (C.04.5) and Team (C.04.6) systems.

How a round is paired (article numbers are the same in both systems)
--------------------------------------------------------------------
1. 3.4: the pairing-allocated bye goes to the first player allowed one ([C2]) in the order
   lowest score, most matches played, largest TPN whose removal leaves a legal pairing for all.
2. 3.5: the top-scoregroup (the players yet to be paired with the highest score) is completed by
   the upfloaters: the fewest ([C4]), then those with the highest scores taken in ascending order
   ([C5]); among those sets, sorted as in 3.5.3-3.5.4, the first that best complies with [C6]
   and the system's own upfloater criterion ([C7]) and leaves the others pairable ([C3]).
3. 3.6: the bracket's pairing is the first, in the lexicographic order of the pairing
   identifiers (3.6.2), among those that best comply with the system's pair criteria
   (Double-Swiss [C8]; Team [C8]-[C10]).
4. Article 4: colours by the system's allocation function; boards in the order of C.04.2 3.6.

The searches never enumerate pairings and never weigh the identifier in a matching (hundreds of
bits an edge in a large bracket): a bracket without criterion costs is paired by greedy choices
checked by augmenting paths (``TopBottomMatching``: the identifier's top members, then its bottom
members), or when its first half cannot be the tops, with the tops chosen as ``LeastCostly`` does
(``first_tops``); a bracket with costs first as one without them on the edges a matching of the costs
alone leaves tight (``_first_least_costly``), and when that pairing is not among the least costly,
by ``LeastCostly``: the tops chosen player by player, each doubt settled by a matching of the
costs (narrow weights), and the bottoms as without costs on the pairs tight in a bipartite one.
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Callable, Iterator, Sequence

from ...text import QT_TRANSLATE_NOOP, explain_text
from ..cancel import checkpoint
from ..colours import Preference, by_number
from ..matching import completion
from ..matching.blossom import max_cardinality_matching, max_weight_matching, weights_and_slacks
from ..matching.layers import pack
from ..ordering import board_order, rank_key
from ..result import (
    Board,
    BracketRecord,
    Decision,
    NoValidPairing,
    RoundPairing,
    format_score,
    no_valid_pairing,
)
from ..snapshot import Colour, PlayerState, Snapshot

# Players whose roles (top or bottom, 3.6.1) one matching decides in ``LeastCostly.first_tops``: a
# bit each in the weights.
WINDOW = 48

# More candidate sets than this within one score profile are not examined (3.5.5): the first
# best one found so far is kept and the record says so. Real events stay far below it.
MAX_SETS_PER_PROFILE = 3000

PairCosts = Callable[["TopGroupRound", int, int, frozenset[int]], tuple[int, ...]]
Allocate = Callable[["TopGroupRound", PlayerState, PlayerState], tuple[Colour, str]]
ColourPreference = Callable[[PlayerState, bool], Preference]  # (player, last round) -> its preference


@dataclass(frozen=True)
class SystemRules:
    """What one system adds to the shared mechanism."""

    name: str  # the registry key, e.g. "double_swiss"
    handbook: str  # e.g. "C.04.5"
    no_upfloater_float_rounds: int  # [C7] does not apply in the last N rounds (Double-Swiss 1, Team 2)
    pair_criteria: tuple[str, ...]  # names of the pair costs, priority order, e.g. ("C8",)
    pair_costs: PairCosts  # (round, a, b, upfloaters) -> one cost per name of ``pair_criteria`` (as for b, a)
    allocate: Allocate  # (round, higher ranked, other) -> colour of the first argument, article
    preference: ColourPreference | None = None  # the system's colour preferences (Team 1.7), if any


@dataclass
class UpfloaterChoice:
    upfloaters: list[int]  # sorted as in 3.5.3
    position: int  # 1-based position of the set in the 3.5.4 order of its score profile
    examined: int  # sets of that profile examined
    c6: int  # upfloaters the following scoregroup still needs ([C6])
    c7: int
    truncated: bool = False


@dataclass
class BracketPlan:
    pairs: list[tuple[int, int]]  # top member first (3.6.1)
    costs: dict[str, int] = field(default_factory=dict)


def identifier(pairs: Sequence[tuple[int, int]]) -> list[int]:
    """3.6.2: the top members in ascending order, then the bottom member of each of those pairs."""
    ordered = sorted((min(a, b), max(a, b)) for a, b in pairs)
    return [t for t, _ in ordered] + [b for _, b in ordered]


def upfloater_sets(groups: Sequence[Sequence[int]], counts: Sequence[int]) -> Iterator[tuple[int, ...]]:
    """3.5.3-3.5.4: the sets taking ``counts[i]`` players of ``groups[i]`` (groups by descending
    score, each by ascending TPN), each sorted by score then TPN, in lexicographic order."""
    parts = [itertools.combinations(sorted(g), c) for g, c in zip(groups, counts) if c]
    for chosen in itertools.product(*parts):
        yield tuple(x for part in chosen for x in part)


def score_profiles(sizes: Sequence[int], scores: Sequence[Fraction], k: int) -> list[tuple[int, ...]]:
    """[C5]: the ways to take ``k`` players from groups of ``sizes`` (descending ``scores``), best
    first: the scores of the upfloaters taken in ascending order are the highest possible."""
    profiles: list[tuple[int, ...]] = []

    def fill(i: int, left: int, taken: tuple[int, ...]) -> None:
        if i == len(sizes):
            if left == 0:
                profiles.append(taken)
            return
        for c in range(min(left, sizes[i]), -1, -1):
            fill(i + 1, left - c, taken + (c,))

    fill(0, k, ())

    def ascending_scores(counts: tuple[int, ...]) -> list[Fraction]:
        return sorted(s for s, c in zip(scores, counts) for _ in range(c))

    return sorted(profiles, key=lambda counts: [-s for s in ascending_scores(counts)])


class TopGroupRound:
    """Pairs one round of a system built on the top-scoregroup mechanism."""

    def __init__(self, snapshot: Snapshot, rules: SystemRules) -> None:
        self.snap = snapshot
        self.rules = rules
        self.players = sorted(snapshot.players, key=rank_key)  # 1.2: score, then TPN
        self.by_id = {p.id: p for p in self.players}
        self._excluded: dict[int, frozenset[int]] = {  # [C1] and the arbiter's forbidden pairs
            p.id: snapshot.barred(p) - {p.id} for p in self.players}
        self.floated_last: dict[int, bool] = {p.id: floated_last_round(snapshot, p) for p in self.players}
        rounds_left = snapshot.total_rounds - snapshot.round
        self.float_rules_apply = rounds_left >= rules.no_upfloater_float_rounds  # [C7] (and DS [C8], Team [C10])
        # each player's colour preference, worked out once a round (the pair costs ask per pair)
        self.preferences: dict[int, Preference] = {} if rules.preference is None else {
            p.id: rules.preference(p, snapshot.is_last_round) for p in self.players}

    # -- the absolute criteria -----------------------------------------------------------------
    def compatible(self, a: int, b: int) -> bool:
        """[C1] and the arbiter's forbidden pairs."""
        return b not in self._excluded[a]

    def pairable(self, ids: list[int]) -> bool:
        """[C1] for all of ``ids`` (and [C3] when they are all the players left)."""
        return completion.can_pair_all(ids, self.compatible)

    def score(self, pid: int) -> Fraction:
        return self.by_id[pid].score

    def matches_played(self, pid: int) -> int:
        return self.snap.round - 1 - self.by_id[pid].unplayed_rounds

    # -- the round -----------------------------------------------------------------------------
    def pair(self) -> RoundPairing:
        ids = [p.id for p in self.players]
        bye, bye_text = (None, "") if len(ids) % 2 == 0 else self._choose_bye(ids)
        remaining = [pid for pid in ids if pid != bye]
        boards: list[Board] = []
        records: list[BracketRecord] = []
        while remaining:
            top = self.score(remaining[0])
            residents = [pid for pid in remaining if self.score(pid) == top]  # 3.2
            lower = [pid for pid in remaining if self.score(pid) != top]  # 3.5.1
            choice = self._choose_upfloaters(residents, lower)
            bracket = residents + choice.upfloaters
            plan = self._pair_bracket(sorted(bracket), frozenset(choice.upfloaters))
            boards.extend(self._colours(a, b) for a, b in plan.pairs)
            records.append(self._record(top, residents, choice, plan))
            done = set(bracket)
            remaining = [pid for pid in remaining if pid not in done]
        return RoundPairing(self.rules.name, self.snap.round, board_order(boards, self.by_id), bye, records,
                            bye_reason=bye_text, bye_article="3.4" if bye is not None else "")

    def _choose_bye(self, ids: list[int]) -> tuple[int, str]:
        """3.4: [C2], then 3.4.1 (a legal pairing for the others), lowest score, most matches, largest TPN."""
        eligible = [pid for pid in ids if not self.by_id[pid].bye_ineligible]  # [C2]
        eligible.sort(key=lambda pid: (self.score(pid), -self.matches_played(pid), -pid))  # 3.4.2-3.4.4
        for pid in eligible:
            if self.pairable([other for other in ids if other != pid]):  # 3.4.1
                return pid, explain_text(QT_TRANSLATE_NOOP(
                    "Explain", "{0} receives the pairing-allocated bye (3.4): the first player allowed one ([C2]) by "
                               "lowest score, most matches played and largest TPN (3.4.2-3.4.4) that leaves a legal "
                               "pairing for all the others (3.4.1)."), pid)
        raise self._no_pairing()

    def _no_pairing(self) -> NoValidPairing:
        return no_valid_pairing("C1-C2", f"{self.rules.handbook} 3.3.3")

    # -- 3.5: upfloaters -----------------------------------------------------------------------
    def _choose_upfloaters(self, residents: list[int], lower: list[int]) -> UpfloaterChoice:
        scores = sorted({self.score(pid) for pid in lower}, reverse=True)
        groups = [[pid for pid in lower if self.score(pid) == s] for s in scores]
        for k in range(len(residents) % 2, len(lower) + 1, 2):  # [C4]
            for counts in score_profiles([len(g) for g in groups], scores, k):  # [C5]
                choice = self._best_set(residents, lower, groups, counts)
                if choice is not None:
                    return choice
        raise self._no_pairing()

    def _best_set(self, residents: list[int], lower: list[int], groups: list[list[int]],
                  counts: tuple[int, ...]) -> UpfloaterChoice | None:
        """3.5.5: the first set of the profile, in the 3.5.4 order, with the best ([C6], [C7])."""
        following = len(groups[0]) - counts[0] if groups else 0  # players left in the following scoregroup
        ideal = (following % 2, 0)
        best: UpfloaterChoice | None = None
        examined = 0
        for position, chosen in enumerate(upfloater_sets(groups, counts), start=1):
            examined = position
            if position > MAX_SETS_PER_PROFILE and best is not None:
                best.truncated = True
                break
            bracket, taken = residents + list(chosen), set(chosen)
            rest = [pid for pid in lower if pid not in taken]
            if not (self.pairable(bracket) and self.pairable(rest)):  # [C1], [C3]
                continue
            c6 = self._following_needs(groups[0], chosen, rest) if following else 0
            c7 = sum(1 for u in chosen if self.floated_last[u]) if self.float_rules_apply else 0
            if best is None or (c6, c7) < (best.c6, best.c7):
                best = UpfloaterChoice(list(chosen), position, position, c6, c7)
                if (c6, c7) == ideal:
                    break
        if best is not None:
            best.examined = examined
        return best

    def _following_needs(self, group: list[int], chosen: Sequence[int], rest: list[int]) -> int:
        """[C6]: the fewest upfloaters ([C4]) the rest of the following scoregroup will need so that
        it can be paired ([C1]) leaving the others pairable ([C3])."""
        taken = set(chosen)
        members = [pid for pid in group if pid not in taken]
        inside = set(members)
        others = [pid for pid in rest if pid not in inside]
        if len(members) % 2 == 0 and self.pairable(members) and self.pairable(others):
            return 0
        if len(members) % 2 == 1:
            for u in others:
                left = [pid for pid in others if pid != u]
                if self.pairable(members + [u]) and self.pairable(left):
                    return 1
        # At least the members a maximum matching among them leaves single must pair outside; if those
        # can, with the others still pairable, that is the fewest.
        mate = max_cardinality_matching(len(members), completion.adjacency(members, self.compatible))
        single = [pid for pid, m in zip(members, mate) if m < 0]
        if self._pair_outside(single, others):
            return len(single)
        # exact: a perfect pairing of the rest with the fewest pairs joining a member and another player
        index = {pid: i for i, pid in enumerate(rest)}
        edges = [(index[a], index[b], 2 if (a in inside) == (b in inside) else 1)
                 for i, a in enumerate(rest) for b in rest[i + 1:] if self.compatible(a, b)]
        mate = max_weight_matching(len(rest), edges, max_cardinality=True)
        return sum(1 for pid in members if mate[index[pid]] >= 0 and rest[mate[index[pid]]] not in inside)

    def _pair_outside(self, single: list[int], others: list[int]) -> bool:
        """Each of ``single`` can take a partner of its own among ``others`` (greedily, from the
        bottom) and the others left can all be paired; False proves nothing."""
        left = list(others)
        for pid in single:
            partner = next((i for i in range(len(left) - 1, -1, -1) if self.compatible(pid, left[i])), None)
            if partner is None:
                return False
            del left[partner]
        return self.pairable(left)

    # -- 3.6: the bracket's pairing ------------------------------------------------------------
    def _pair_costs(self, upfloaters: frozenset[int]) -> Callable[[int, int], tuple[int, ...]]:
        """The system's pair costs in one bracket, each pair's computed once (the searches ask
        for a pair's costs many times, in either order: the costs are those of the pair)."""
        known: dict[tuple[int, int], tuple[int, ...]] = {}

        def costs(a: int, b: int) -> tuple[int, ...]:
            pair = (a, b) if a < b else (b, a)
            found = known.get(pair)
            if found is None:
                found = known[pair] = self.rules.pair_costs(self, *pair, upfloaters)
            return found
        return costs

    def _pair_bracket(self, bracket: list[int], upfloaters: frozenset[int]) -> BracketPlan:
        """3.6.4: the first pairing, by identifier, among those with the lowest criterion costs."""
        zero = (0,) * len(self.rules.pair_criteria)
        costs = self._pair_costs(upfloaters)

        def free(a: int, b: int) -> bool:
            return self.compatible(a, b) and costs(a, b) == zero

        if completion.can_pair_all(bracket, free):
            tops = self._tops(bracket, free)
            pairs = self._bottoms(tops, [pid for pid in bracket if pid not in tops], free)
        else:
            pairs = self._first_least_costly(bracket, costs)
        return BracketPlan(pairs, dict(zip(self.rules.pair_criteria, self._total(pairs, costs))))

    def _total(self, pairs: Sequence[tuple[int, int]], costs: Callable[[int, int], tuple[int, ...]]) -> list[int]:
        """Each criterion's cost summed over ``pairs``."""
        each = [costs(a, b) for a, b in pairs]
        return [sum(c[i] for c in each) for i in range(len(self.rules.pair_criteria))]

    def _tops(self, bracket: list[int], allowed: Callable[[int, int], bool]) -> list[int]:
        """The top members of the first identifier (3.6.2) among the complete pairings of ``allowed``
        pairs: the smallest TPNs if they can be the tops, else chosen player by player."""
        half = len(bracket) // 2
        first, second = bracket[:half], bracket[half:]
        if TopBottomMatching(first, second, allowed).complete():  # 3.6.1
            return first
        pairs = {(a, b): 1 for i, a in enumerate(bracket) for b in bracket[i + 1:] if allowed(a, b)}
        return LeastCostly(bracket, pairs, half).first_tops()  # every complete pairing weighs ``half``

    def _bottoms(self, tops: list[int], bottoms: list[int], allowed: Callable[[int, int], bool]) -> list[tuple[int, int]]:
        """3.6.3: each top, in ascending order, takes the smallest bottom that leaves the others pairable."""
        matching = TopBottomMatching(tops, bottoms, allowed)
        if not matching.complete():
            raise self._no_pairing()
        return [(t, matching.take_smallest(t)) for t in sorted(tops)]

    def _first_least_costly(self, bracket: list[int],
                            costs: Callable[[int, int], tuple[int, ...]]) -> list[tuple[int, int]]:
        """3.6.4 by matchings with narrow weights (the criterion costs, a few bits an edge).

        A maximum-weight matching on the costs comes with optimal duals; every least costly
        pairing uses only edges tight under them (complementary slackness). The first pairing by
        identifier among the complete pairings of the tight edges is found as in a bracket without
        costs (``_tops``, ``_bottoms``); when its costs are the least, it is the first among the
        least costly pairings, a subset of those. Otherwise it crosses a blossom of positive dual
        more than once, and ``LeastCostly`` finds the first least costly pairing exactly."""
        width = len(self.rules.pair_criteria)
        edges = [(a, b, (1, *(-c for c in costs(a, b))))
                 for i, a in enumerate(bracket) for b in bracket[i + 1:] if self.compatible(a, b)]
        index = {pid: i for i, pid in enumerate(bracket)}
        packed = pack(edges, width + 1, len(bracket) // 2 + 1, index)
        mate, slacks = weights_and_slacks(len(bracket), packed)
        if any(m < 0 for m in mate):
            raise self._no_pairing()
        weight = {(a, b): w for (a, b, _), (_, _, w), slack in zip(edges, packed, slacks) if slack == 0}

        def allowed(a: int, b: int) -> bool:
            return ((a, b) if a < b else (b, a)) in weight

        tops = self._tops(bracket, allowed)
        pairs = self._bottoms(tops, [pid for pid in bracket if pid not in tops], allowed)
        least = [(bracket[i], bracket[j]) for i, j in enumerate(mate) if i < j]
        if self._total(pairs, costs) == self._total(least, costs):
            return pairs
        tops, allowed = LeastCostly(bracket, weight, sum(weight[pair] for pair in least)).first()
        return self._bottoms(tops, [pid for pid in bracket if pid not in tops], allowed)

    # -- article 4 and the record ------------------------------------------------------------
    def _colours(self, a: int, b: int) -> Board:
        higher, other = sorted((self.by_id[a], self.by_id[b]), key=rank_key)
        colour, rule = self.rules.allocate(self, higher, other)
        return Board(higher.id, other.id, rule) if colour is Colour.WHITE else Board(other.id, higher.id, rule)

    def _record(self, top: Fraction, residents: list[int], choice: UpfloaterChoice, plan: BracketPlan) -> BracketRecord:
        rules = self.rules
        criteria: dict[str, object] = {"C4": len(choice.upfloaters),
                                       "C5": sorted(self.score(u) for u in choice.upfloaters),
                                       "C6": choice.c6, "C7": choice.c7, **plan.costs}
        notes: list[str] = []
        if choice.upfloaters:
            notes.append(explain_text(QT_TRANSLATE_NOOP(
                "Explain", "Upfloaters {0}: set number {1} in the order of 3.5.3-3.5.4 among those with the fewest "
                           "upfloaters ([C4]) and the highest scores ([C5]); {2} set(s) examined for [C6] and [C7] "
                           "(3.5.5)."), ", ".join(map(str, choice.upfloaters)), choice.position, choice.examined))
        if choice.truncated:
            notes.append(explain_text(QT_TRANSLATE_NOOP("Explain", "Only the first {0} upfloater sets were examined."),
                                      MAX_SETS_PER_PROFILE))
        if not self.float_rules_apply:
            notes.append(explain_text(QT_TRANSLATE_NOOP(
                "Explain", "Floater criteria not applied in the last {0} round(s)."), rules.no_upfloater_float_rounds))
        return BracketRecord(
            score=top, residents=residents, mdps=[], max_pairs=(len(residents) + len(choice.upfloaters)) // 2,
            m1=0, s1=[], s2=[], limbo=[], pairs=plan.pairs, downfloaters=[], criteria=criteria,
            perfect=not any(plan.costs.values()) and choice.c7 == 0, notes=notes,
            upfloaters=choice.upfloaters,
            parameters={explain_text(QT_TRANSLATE_NOOP("Explain", "upfloater set (3.5.4)")): choice.position,
                        explain_text(QT_TRANSLATE_NOOP("Explain", "sets examined (3.5.5)")): choice.examined,
                        explain_text(QT_TRANSLATE_NOOP("Explain", "identifier (3.6.2)")):
                            " ".join(map(str, identifier(plan.pairs)))},
            floats=[Decision(u, "3.5.5", explain_text(QT_TRANSLATE_NOOP("Explain", "{0} ({1}) upfloats into the {2} "
                                                                                   "scoregroup"),
                                                      u, format_score(self.score(u)), format_score(top)))
                    for u in choice.upfloaters],
        )


class TopBottomMatching:
    """A perfect matching of tops to bottoms (each top with a larger bottom it is ``allowed`` to
    meet, 3.6.1), kept while the tops, in ascending order, take the smallest bottom that leaves
    the others a perfect matching (3.6.3). A bottom is tried by re-routing the matching through
    one alternating path (the classic augmenting-path test), so a bracket of n players costs
    about n²/4 ``allowed`` calls at worst instead of one completion test per bottom tried."""

    def __init__(self, tops: list[int], bottoms: list[int], allowed: Callable[[int, int], bool]) -> None:
        self.allowed = allowed
        self.left = sorted(bottoms)  # the bottoms not yet taken, ascending
        self.mate: dict[int, int] = {}  # top -> bottom
        self.owner: dict[int, int] = {}  # bottom -> top
        self._neighbours: dict[int, list[int]] = {}
        self.tops = sorted(tops)

    def neighbours(self, top: int) -> list[int]:
        if top not in self._neighbours:
            self._neighbours[top] = [b for b in self.left if b > top and self.allowed(top, b)]
        return self._neighbours[top]

    def complete(self) -> bool:
        """Match every top: greedily (each top the smallest free bottom it may meet), then along
        augmenting paths; False if no perfect matching exists."""
        free = list(self.left)
        for t in self.tops:
            b = next((b for b in free if b > t and self.allowed(t, b)), None)
            if b is not None:
                free.remove(b)
                self._link(t, b)
        return all(t in self.mate or self._augment(t, None, lambda b: b not in self.owner) for t in self.tops)

    def take_smallest(self, top: int) -> int:
        """The smallest bottom ``top`` can take with the others still perfectly matched; both leave."""
        chosen = current = self.mate.pop(top)
        for b in self.left:
            if b >= current:
                break
            # b is possible if its owner reaches ``current``, which ``top`` frees, by an alternating path
            if b > top and self.allowed(top, b) and self._augment(self.owner[b], b, lambda x: x == current):
                chosen = b
                break
        del self.owner[chosen]
        self.left.remove(chosen)
        return chosen

    def _link(self, top: int, bottom: int) -> None:
        self.mate[top] = bottom
        self.owner[bottom] = top

    def _augment(self, start: int, barred: int | None, target: Callable[[int], bool]) -> bool:
        """An alternating path from the top ``start`` to a bottom ``target`` accepts (not through
        ``barred``), applied if found."""
        parent: dict[int, int] = {}  # bottom -> top that reached it
        queue = [start]
        seen = {start}
        for u in queue:
            for v in self.neighbours(u):
                if v == barred or v in parent or v not in self.owner and not target(v):
                    continue
                parent[v] = u
                if target(v):
                    while True:  # flip the path back to ``start``
                        u = parent[v]
                        previous = self.mate.get(u)
                        self._link(u, v)
                        if u == start:
                            return True
                        v = previous  # type: ignore[assignment]
                nxt = self.owner[v]
                if nxt not in seen:
                    seen.add(nxt)
                    queue.append(nxt)
        return False


class LeastCostly:
    """The least costly pairings of a bracket (3.6.4): the complete pairings of the pairs in
    ``weight`` (with their packed weights; the tight ones under optimal duals of the costs are
    enough, as every least costly pairing uses those only) that weigh ``best``. Whether such a
    pairing exists with some players as tops (the smaller of their pair, 3.6.1) and others as
    bottoms is one narrow matching on the pairs those roles allow.

    With every player's role fixed the pairs allowed join a top and a bottom: the graph is
    bipartite, so the duals of its matching have no blossom, and every complete pairing of its
    tight pairs weighs as much; the first of them by identifier is found by ``_bottoms`` (3.6.3)."""

    def __init__(self, bracket: list[int], weight: dict[tuple[int, int], int], best: int) -> None:
        self.bracket = bracket
        self.weight = weight  # (smaller, larger) -> packed weight
        self.best = best
        self.index = {pid: i for i, pid in enumerate(bracket)}

    def _optimum(self, tops: set[int], bottoms: set[int], window: Sequence[int]) -> list[int] | None:
        """A least costly pairing (``mate`` by index) with ``tops`` as tops and ``bottoms`` as
        bottoms (the others either), if there is one; of those, the one whose tops among
        ``window`` come first (a layer below the costs, a bit per player of the window)."""
        index = self.index
        n, k = len(self.bracket), len(window)
        bit = {pid: 1 << (k - 1 - j) for j, pid in enumerate(window)}
        edges = [(index[a], index[b], (w << k) + bit.get(a, 0))
                 for (a, b), w in self.weight.items() if a not in bottoms and b not in tops]
        mate = max_weight_matching(n, edges)
        total = sum(self.weight[self.bracket[a], self.bracket[b]] for a, b, _ in edges if mate[a] == b)
        return mate if total == self.best and all(m >= 0 for m in mate) else None

    def first_tops(self) -> list[int]:
        """The tops of the first identifier (3.6.2-3.6.3: the tops, ascending, come first): player
        by player in ascending order, a top if the players before allow. The players are decided
        ``WINDOW`` at a time: of the least costly pairings keeping the roles chosen so far, the one
        whose tops among the next players come first (one matching) has the roles the players of
        the window take one by one."""
        half = len(self.bracket) // 2
        tops: set[int] = set()
        bottoms: set[int] = set()
        for start in range(0, len(self.bracket), WINDOW):
            checkpoint()
            if len(tops) == half:  # the others are bottoms
                break
            window = self.bracket[start:start + WINDOW]
            mate = self._optimum(tops, bottoms, window)
            assert mate is not None  # ``best`` is the weight of a least costly pairing, the roles are one's
            for pid in window:
                i = self.index[pid]
                (tops if mate[i] > i else bottoms).add(pid)
        return sorted(tops)

    def tight_with(self, tops: list[int]) -> Callable[[int, int], bool] | None:
        """The pairs of the least costly pairings with ``tops`` as tops (a perfect matching of them
        is one), if there are such pairings: those tight in the bipartite matching of the pairs
        joining a top and a bottom."""
        index, top_set = self.index, set(tops)
        edges = [(index[a], index[b], w) for (a, b), w in self.weight.items() if a in top_set and b not in top_set]
        mate, slacks = weights_and_slacks(len(self.bracket), edges)
        if any(m < 0 for m in mate) or sum(w for a, b, w in edges if mate[a] == b) != self.best:
            return None
        tight = {(self.bracket[a], self.bracket[b]) for (a, b, _), slack in zip(edges, slacks) if slack == 0}
        return lambda a, b: ((a, b) if a < b else (b, a)) in tight

    def first(self) -> tuple[list[int], Callable[[int, int], bool]]:
        """The tops of the first least costly pairing and the pairs its bottoms are chosen from
        (``_bottoms``): the smallest TPNs if they can be the tops (one matching), else ``first_tops``."""
        tops = self.bracket[:len(self.bracket) // 2]
        allowed = self.tight_with(tops)
        if allowed is None:
            tops = self.first_tops()
            allowed = self.tight_with(tops)
            assert allowed is not None  # ``first_tops`` are those of a least costly pairing
        return tops, allowed


def floated_last_round(snapshot: Snapshot, player: PlayerState) -> bool:
    """1.5: the player played the previous round against an opponent with a different score."""
    past = snapshot.history.get(player.id)
    if not past:
        return player.float_before(1) is not None
    entry = past[-1]
    if not entry.played or entry.opponent is None or entry.opponent not in snapshot.history:
        return False
    before = len(past) - 1
    own = sum((e.points for e in past[:before]), Fraction(0))
    theirs = sum((e.points for e in snapshot.history[entry.opponent][:before]), Fraction(0))
    return own != theirs


def last_colour(player: PlayerState) -> Colour | None:
    return player.colours[-1] if player.colours else None


def upfloater_opponents_floated(rnd: TopGroupRound, a: int, b: int, upfloaters: frozenset[int]) -> int:
    """Double-Swiss [C8] / Team [C10]: the upfloaters' opponents in the pair who floated in the
    previous round (1.5), except in the system's last rounds."""
    if not rnd.float_rules_apply:
        return 0
    return int(a in upfloaters and rnd.floated_last[b]) + int(b in upfloaters and rnd.floated_last[a])


def first_match_colour(rnd: TopGroupRound, first: PlayerState, other: PlayerState) -> tuple[Colour, str] | None:
    """4.3.1 of both systems: when neither has played a match, the first (HRP / first-team) gets the
    initial-colour if its TPN is odd, the opposite otherwise."""
    if first.colours or other.colours:
        return None
    return by_number(first, rnd.snap.initial_colour), "4.3.1"


def alternate_from_last(first: PlayerState, other: PlayerState, rules: tuple[str, str]) -> tuple[Colour, str]:
    """The last two rules of both systems: alternate the first's colour from its last played round,
    else the other's (Double-Swiss 4.3.4-4.3.5, Team 4.3.8-4.3.9)."""
    own, theirs = last_colour(first), last_colour(other)
    if own is not None:
        return own.opposite, rules[0]
    assert theirs is not None  # 4.3.1 decides when neither has played
    return theirs, rules[1]
