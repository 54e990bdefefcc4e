"""The FIDE (Dutch) system, C.04.3, as applied from 1 February 2026.

How a bracket is paired
-----------------------
Brackets are paired from the top scoregroup down (1.9.2). For each bracket the rules define a
sequence of candidates (articles 3.6, 3.7 and 4) and accept the first perfect one, or else the best
one, earlier candidates winning ties (3.8.1). Both cases are "the earliest candidate among those
whose criteria values are lexicographically best". This module finds that candidate directly with
maximum-weight matchings whose edge weights pack, in priority order:

* C4 (completion) and C5 (PAB assignee's score), over the bracket and every player below it;
* C6 (pairs), C7 (downfloaters' scores), C8 (the next bracket's C6/C7), C9 (PAB's unplayed games);
* C10-C21 (colours and floats) for the pairs made inside the bracket;
* finally the position of the candidate in the sequence of article 4 (``_homogeneous_sequence``,
  ``_mdp_sequence``).

Faster routes give the same answer and are tried first (``_pair_bracket``): the first perfect
candidate found by walking the sequence (``dutch_perfect``); when nobody need float, a matching
over the bracket alone; when one resident must float, a matching over the bracket in which the
downfloater is chosen among the residents that keep the next bracket at its best (C8). Otherwise
the matching is made over the bracket and the next scoregroup, and if the players left over
cannot complete the round as well as possible (C4, C5), over every remaining player. A bracket
matched alone is not weighed by its place in the sequence when the first stage (its criteria,
from the players' profiles: ``matching.optimum``) shows the answer (``_walk_best``).
"""
from __future__ import annotations

from fractions import Fraction
from typing import Callable, Hashable, Iterable

from ...cancel import checkpoint
from ...colours import (
    Preference,
    Strength,
    allocate,
    colour_difference,
    player_preference,
)
from ...matching import completion, layers, optimum
from ...matching.blossom import max_cardinality_matching, max_weight_matching
from ...ordering import board_order, rank_key
from ...result import Board, BracketRecord, RoundPairing, no_valid_pairing, TooLarge, player_facts
from ...snapshot import Colour, Float, PlayerState, Snapshot
from .criteria import BYE, CRITERIA, SLOT, BracketSolution, CriteriaGraph
from .perfect import PerfectSearch, SequenceWalk
from .record import LAST_BRACKET_BYE, DutchRecorder

# The most candidate pairs one weighted matching may weigh: about 600 bytes each while the
# matching works (benchmarks/README.md), so about 1.2 GB at the bound, reached when 2,000 players
# are weighed together (a bracket and the players below it).
MAX_EDGES = 2_000_000

# The homogeneous sequence's layers weighed in stages (layers.lexicographic_match): the criteria
# alone, then rule 1 of 4.3.2 alone (fewest exchanged), then rule 2 (the sum of the lower BSNs)
# with rules 3-4 and the first positions of the transposition, then the next positions, ...
# Measured on a 409-player bracket (benchmarks/README.md): 21 s in one stage, 7 s in stages; on
# the 418-player brackets of a 1,000-player round 2, rule 1 weighed alone takes a quarter off
# (rule 2 with it, stages (0, 2, 5, ...), 12.1 s; so, 8.9 s).
TRANSPOSITION_CUTS = 4
SEQUENCE_STAGES = (0, 1, 5, 6, 7, 8)


class DutchRound:
    """Pairs one round of the Dutch system from a snapshot."""

    def __init__(self, snapshot: Snapshot, shortcut: bool = True) -> None:
        """``shortcut=False`` solves every bracket by the plain weighted matching over the bracket
        and the next scoregroup (then every player left), without the faster routes that give
        the same answer; tests compare both ways."""
        self.snap = snapshot
        self.shortcut = shortcut
        self.players = sorted(snapshot.players, key=rank_key)  # C.04.3 1.2
        self.by_id = {p.id: p for p in self.players}
        self.position = {p.id: i for i, p in enumerate(self.players)}
        self.pref: dict[int, Preference] = {p.id: player_preference(p) for p in self.players}
        self.topscorers = self._topscorers()
        self.score_rank = {s: i for i, s in enumerate(sorted({p.score for p in self.players}))}
        self._allocation: dict[tuple[int, int], tuple[Colour, str]] = {}
        # C1 (and the arbiter's forbidden pairs) by exclusion lists; C3 by absolute colour
        self.excluded: dict[int, set[int]] = {p.id: set(p.opponents) for p in self.players}
        for pair in snapshot.forbidden:
            a, b = tuple(pair)
            if a in self.excluded and b in self.excluded:
                self.excluded[a].add(b)
                self.excluded[b].add(a)
        self._absolute = {pid: (pref.colour if pref.is_absolute and pid not in self.topscorers else None)
                          for pid, pref in self.pref.items()}
        self._colour_cache: dict[tuple[object, ...], tuple[int, int, int, int]] = {}
        self._colour_class: dict[int, Hashable] = {}  # ``colour_class``, once per player
        # ``_next_bracket_ideal``: a maximum matching of a scoregroup (both directions) and who it leaves
        self._group_matching: dict[tuple[int, ...], tuple[dict[int, int], list[int]]] = {}

    # -- rules about single pairs ------------------------------------------------------------
    def _topscorers(self) -> set[int]:
        """C.04.3 1.8: over 50% of the maximum possible score, when pairing the final round."""
        if not self.snap.is_last_round:
            return set()
        maximum = self.snap.win_points * (self.snap.round - 1)
        return {p.id for p in self.players if 2 * p.points > maximum}

    def compatible(self, a: int, b: int) -> bool:
        """C1 and C3 (C.04.3 2.1): may ``a`` and ``b`` be paired?"""
        if a == b or b in self.excluded[a]:
            return False
        colour = self._absolute[a]
        return colour is None or colour is not self._absolute[b]

    def allocation(self, a: int, b: int) -> tuple[int, int, str]:
        """(white, black, rule) for a pair, by C.04.3 5.2."""
        hi, lo = (a, b) if self.position[a] < self.position[b] else (b, a)
        key = (hi, lo)
        if key not in self._allocation:
            self._allocation[key] = allocate(self.by_id[hi], self.by_id[lo], self.snap.initial_colour)
        colour, rule = self._allocation[key]
        return (hi, lo, rule) if colour is Colour.WHITE else (lo, hi, rule)

    def colour_criteria(self, a: int, b: int) -> tuple[int, int, int, int]:
        """Violations of C10, C11, C12, C13 by the pair (a, b) with its allocated colours."""
        key: tuple[object, ...]
        if a in self.topscorers or b in self.topscorers:  # C10, C11 weigh the colours allocated
            key = (self.colour_class(a), self.colour_class(b))
        else:  # C12, C13 only: the two preferences decide, so a few values serve every pair
            pa, pb = self.pref[a], self.pref[b]
            key = (pa.colour, pa.strength, pb.colour, pb.strength)
        found = self._colour_cache.get(key)
        if found is None:
            found = self._colour_cache[key] = self._count_colour_criteria(a, b)
        return found

    def pair_class(self, pid: int) -> Hashable:
        """What decides, apart from C1, whether a player may meet another (C3) and the pair's colour
        criteria (C10-C13): two players of the same two classes are alike in both."""
        return pid in self.topscorers, self.colour_class(pid)

    def colour_class(self, pid: int) -> Hashable:
        """What C10 and C11 count for a player of a topscorer's pair (both players: C.04.3 C10, C11):
        its colour difference and its last two colours. Two classes decide a pair's count: its
        colours follow from the preferences and colour differences (5.2.1, 5.2.2), else from the
        last two games when these differ (5.2.3); else (the same last two colours and colour
        difference, or a game too few to tell) either player taking the colour counts the same
        (tests/engine/test_dutch_shortcut.py tries every two histories of up to 6 games)."""
        found = self._colour_class.get(pid)
        if found is None:
            p = self.by_id[pid]
            found = self._colour_class[pid] = (colour_difference(p.colours), p.colours[-2:])
        return found

    def _count_colour_criteria(self, a: int, b: int) -> tuple[int, int, int, int]:
        pa, pb = self.pref[a], self.pref[b]
        same = pa.colour is not None and pa.colour is pb.colour
        c12 = 1 if same else 0
        c13 = 1 if same and min(pa.strength, pb.strength) >= Strength.STRONG else 0
        c10 = c11 = 0
        if a in self.topscorers or b in self.topscorers:
            white, black, _ = self.allocation(a, b)
            for pid, colour in ((white, Colour.WHITE), (black, Colour.BLACK)):
                history = self.by_id[pid].colours + (colour,)
                if abs(colour_difference(history)) > 2:
                    c10 += 1
                if len(history) >= 3 and history[-1] is history[-2] is history[-3]:
                    c11 += 1
        return c10, c11, c12, c13

    # -- the round -----------------------------------------------------------------------------
    def pair(self) -> RoundPairing:
        everyone = [p.id for p in self.players]
        if not self.completable(everyone, self.bye_candidates(everyone)):
            raise no_valid_pairing("C1-C3", "C.04.3 1.9.3")
        groups: list[list[int]] = []
        for p in self.players:
            if groups and self.by_id[groups[-1][0]].score == p.score:
                groups[-1].append(p.id)
            else:
                groups.append([p.id])
        pairs: list[tuple[int, int]] = []
        records: list[BracketRecord] = []
        recorder = DutchRecorder(self)
        mdps: list[int] = []
        for index, residents in enumerate(groups):
            lower = [pid for g in groups[index + 1:] for pid in g]
            next_group = groups[index + 1] if index + 1 < len(groups) else []
            solution = self._pair_bracket(mdps, residents, next_group, lower)
            pairs.extend(solution.pairs)
            paired = {pid for pair in solution.pairs for pid in pair}
            floaters = [pid for pid in mdps + residents if pid not in paired]
            records.append(recorder.record(mdps, residents, solution, floaters))
            mdps = floaters
        bye = mdps[0] if mdps else None
        boards = []
        for a, b in pairs:
            white, black, rule = self.allocation(a, b)
            boards.append(Board(white, black, rule))
        boards = board_order(boards, self.by_id)
        # why that player (C2, C5, C9, ...) is told by dutch_record.DutchExplainer, on request
        return RoundPairing("dutch", self.snap.round, boards, bye, records,
                            bye_reason=LAST_BRACKET_BYE if bye else "",
                            players={p.id: player_facts(p, self.pref[p.id], p.id in self.topscorers) for p in self.players},
                            bye_article="1.9.1" if bye is not None else "")

    # -- completion (C4) and the PAB (C2, C5) --------------------------------------------------
    def bye_candidates(self, ids: list[int]) -> list[int]:
        return [pid for pid in ids if not self.by_id[pid].bye_ineligible]  # C2

    def completable(self, ids: list[int], bye_candidates: Iterable[int]) -> bool:
        """C4: the players can all be paired (one of ``bye_candidates`` taking the PAB if odd)."""
        return completion.can_pair_all(ids, self.compatible, bye_candidates)

    def _pairs_everyone(self, bracket: list[int], mdps: set[int], lower: list[int]) -> bool:
        """The bracket can pair all its players (MDPs only with residents) and the players below can
        then complete the round with the best PAB: the best candidates have no downfloater."""
        if len(bracket) % 2:
            return False
        if not completion.can_pair_all(bracket, lambda p, q: self.compatible(p, q) and not (p in mdps and q in mdps)):
            return False
        return self._leaves_ideal_completion({pid: pid for pid in bracket}, bracket, lower)

    def _adjacency(self, ids: list[int]) -> list[list[int]]:
        """``completion.adjacency(ids, self.compatible)`` from each player's barred partners (C1, C3)
        rather than a call per pair: a scoregroup of 1,700 players has 1.4 million pairs."""
        index = {pid: i for i, pid in enumerate(ids)}
        same_colour = {colour: {index[pid] for pid in ids if self._absolute[pid] is colour}
                       for colour in (Colour.WHITE, Colour.BLACK)}
        everyone = set(range(len(ids)))
        rows = []
        for i, pid in enumerate(ids):
            checkpoint()  # a set of n players per player: long at thousands (Cancel)
            colour = self._absolute[pid]
            allowed = everyone - same_colour[colour] if colour is not None else set(everyone)
            allowed.difference_update([index[q] for q in self.excluded[pid] if q in index])
            allowed.discard(i)
            rows.append(sorted(allowed))
        return rows

    def _most_pairs(self, players: list[int]) -> int:
        """The largest number of pairs the players can make among themselves (C1, C3)."""
        return completion.most_pairs(players, self.compatible)

    def best_bye_score(self, ids: list[int]) -> list[int]:
        """Eligible players with the lowest score: a PAB given to one of them is ideal for C5."""
        eligible = self.bye_candidates(ids)
        if not eligible:
            return []
        low = min(self.by_id[pid].score for pid in eligible)
        return [pid for pid in eligible if self.by_id[pid].score == low]

    def bye_bound_here(self, bracket: list[int], lower: list[int]) -> bool:
        """Nobody below the bracket may take the PAB (C2) and the round needs one: the bracket's
        downfloater is bound to receive it, so C9 weighs the bracket's candidates."""
        return (len(bracket) + len(lower)) % 2 == 1 and not self.bye_candidates(lower)

    # -- one bracket -------------------------------------------------------------------------
    def _pair_bracket(self, mdps: list[int], residents: list[int], next_group: list[int],
                      lower: list[int]) -> BracketSolution:
        bracket = sorted(mdps + residents, key=self.position.__getitem__)
        if lower and self.bye_bound_here(bracket, lower):
            # Only the full matching weighs C9 for a downfloater bound to take the PAB.
            return self._solve(bracket, mdps, residents, bracket + lower, next_group, full=True)
        perfect = self._first_perfect_candidate(mdps, residents, next_group, lower) if self.shortcut else None
        if perfect is not None:
            return perfect
        if lower and self.shortcut:
            if self._pairs_everyone(bracket, set(mdps), lower):
                # Nobody need float: the next bracket (C8) plays no part and is left out.
                return self._solve(bracket, mdps, residents, bracket, [], full=False)
            if len(bracket) % 2:
                solution = self._solve_one_floater(bracket, mdps, residents, next_group, lower)
                if solution is not None:
                    return solution
        if lower:
            solution = self._solve(bracket, mdps, residents, bracket + next_group, next_group, full=False)
            if self._leaves_ideal_completion(solution.mate, bracket, lower):
                return solution
        return self._solve(bracket, mdps, residents, bracket + lower, next_group, full=True)

    def _solve_one_floater(self, bracket: list[int], mdps: list[int], residents: list[int], next_group: list[int],
                           lower: list[int]) -> BracketSolution | None:
        """An odd bracket whose best candidates pair all but one resident: the downfloater is chosen
        among the residents that leave the next bracket at its best (C8), without putting the next
        bracket into the matching. None when that cannot be shown to give the best candidate."""
        ideal = self._ideal_floaters(residents, next_group)
        if not ideal:
            return None
        solution = self._solve(bracket, mdps, residents, bracket, [], full=True, slot=ideal)
        if len(solution.pairs) != len(bracket) // 2:
            return None
        floater = next(pid for pid in bracket if all(pid not in pair for pair in solution.pairs))
        if floater not in ideal:
            return None  # the slot is only offered: an MDP left in the Limbo instead may break C8
        mate = {a: b for a, b in solution.mate.items() if SLOT not in (a, b)}
        mate.update(self._next_bracket_ideal(floater, next_group) or {})
        if not self._leaves_ideal_completion(mate, bracket, lower):
            return None
        solution.mate = mate
        return solution

    def _ideal_floaters(self, candidates: list[int], next_group: list[int]) -> list[int]:
        """The candidates whose downfloat lets the next bracket pair them and make as many pairs as
        its size allows (C8 at its best)."""
        return [f for f in candidates if self._next_bracket_ideal(f, next_group) is not None]

    def _first_perfect_candidate(self, mdps: list[int], residents: list[int], next_group: list[int],
                                 lower: list[int]) -> BracketSolution | None:
        """C.04.3 3.4.1: the first perfect candidate, accepted at once. Perfect means every
        criterion at the best value any candidate could have: the most pairs and every MDP paired
        (C6, C7), no colour or float violation (C10-C21), the downfloater ideal for the next
        bracket (C8) or for the PAB (C2, C5, C9), and a complete pairing left below (C4).
        None when the search of ``dutch_perfect`` cannot show such a candidate."""
        found = PerfectSearch(self, mdps, residents, last=not lower).run()
        if found is None:
            return None
        pairs, s1r, s2r = found
        bracket = sorted(mdps + residents, key=self.position.__getitem__)
        mate = {x: y for a, b in pairs for x, y in ((a, b), (b, a))}
        floaters = [pid for pid in bracket if pid not in mate]
        if floaters and lower:
            next_pairs = self._next_bracket_ideal(floaters[0], next_group)
            if next_pairs is None:
                return None
            mate.update(next_pairs)
        if lower and not self._leaves_ideal_completion(mate, bracket, lower):
            return None
        s1, s2 = (mdps, residents) if mdps else (s1r, s2r)
        return self._solution(bracket, set(mdps), residents, mate, s1, s2, [], mdps)

    def _next_bracket_ideal(self, mdp: int, next_group: list[int]) -> dict[int, int] | None:
        """C8 at its best for a single downfloater: the next bracket pairs it and makes as many
        pairs as its size allows. Returns those pairs, or None if that cannot be done."""
        key = tuple(next_group)
        if key not in self._group_matching:  # asked for each resident of a bracket: found once
            mate = max_cardinality_matching(len(next_group), self._adjacency(next_group))
            matched = {next_group[i]: next_group[j] for i, j in enumerate(mate) if j >= 0}
            self._group_matching[key] = matched, [pid for pid in next_group if pid not in matched]
        matched, free = self._group_matching[key]
        if not free:  # the MDP takes any compatible player; that player's partner is left over
            partner = next((u for u in next_group if self.compatible(mdp, u)), None)
            if partner is None:
                return None
            pairs = dict(matched)
            del pairs[pairs.pop(partner)]
            pairs.update({mdp: partner, partner: mdp})
            return pairs
        if len(free) == 1 and self.compatible(mdp, free[0]):
            return {**matched, mdp: free[0], free[0]: mdp}
        players = [mdp] + next_group
        index = {pid: i for i, pid in enumerate(players)}
        edges = [(index[a], index[b], 3 if a == mdp else 2)
                 for i, a in enumerate(players) for b in players[i + 1:] if self.compatible(a, b)]
        best = max_weight_matching(len(players), edges, max_cardinality=True)
        if best[0] < 0 or sum(1 for m in best if m >= 0) // 2 < len(players) // 2:
            return None
        return {players[i]: players[j] for i, j in enumerate(best) if j >= 0}

    def _leaves_ideal_completion(self, mate: dict[int, int], bracket: list[int], lower: list[int]) -> bool:
        """Can the players not yet paired complete the round with the best possible PAB (C4, C5)?"""
        rest = [pid for pid in bracket + lower if pid not in mate]
        if (len(bracket) + len(lower)) % 2 == 0:
            return self.completable(rest, [])
        best = set(self.best_bye_score(bracket + lower))
        return self.completable(rest, [pid for pid in rest if pid in best])

    def _solve(self, bracket: list[int], mdps: list[int], residents: list[int], vertices: list[int],
               next_group: list[int], full: bool, slot: list[int] | None = None,
               restriction: Callable[[int, int], bool] | None = None) -> BracketSolution:
        """The best candidate by weighted matching over ``vertices``. ``full``: over every player
        left, with C4 and C5; ``slot``: the players one of whom must be the bracket's downfloater."""
        with_bye = full and len(vertices) % 2 == 1 and not slot
        solution = self._solve_once(bracket, mdps, residents, vertices, next_group, full, slot, restriction,
                                    with_bye, c9=with_bye)
        if with_bye and self.c9_unused(solution, bracket):
            solution = self._solve_once(bracket, mdps, residents, vertices, next_group, full, slot, restriction,
                                        with_bye, c9=False)
        return solution

    @staticmethod
    def c9_unused(solution: BracketSolution, bracket: list[int]) -> bool:
        """A solution found with the C9 layer must be found again without it: C.04.3 C9 (2.4.4,
        note) applies only to a bracket that downfloats exactly one player. C6 comes first, so the
        number of downfloaters found with the C9 layer is the number without it; a PAB below the
        bracket (C5: a lower score) leaves the C9 layer unused."""
        return solution.mate.get(BYE) in bracket and len(bracket) - 2 * len(solution.pairs) != 1

    def _solve_once(self, bracket: list[int], mdps: list[int], residents: list[int], vertices: list[int],
                    next_group: list[int], full: bool, slot: list[int] | None,
                    restriction: Callable[[int, int], bool] | None, with_bye: bool, c9: bool) -> BracketSolution:
        in_bracket = set(bracket)
        mdp_set = set(mdps)
        base = None
        if self.shortcut and set(vertices) == in_bracket:
            first = self._profiled_first_stage(bracket, mdp_set, full, with_bye, c9, slot) if restriction is None else None
            if first is None:
                base = self.criteria_edges(bracket, mdp_set, vertices, set(next_group), full, with_bye, c9, restriction)
                base += self._slot_edges(slot)
                first = optimum.from_edges(base)
            walked = self._walk_best(first, bracket, mdps, residents, SLOT if slot else BYE if with_bye else None)
            if walked is not None:
                return walked
        if base is None:
            base = self.criteria_edges(bracket, mdp_set, vertices, set(next_group), full, with_bye, c9, restriction)
            base += self._slot_edges(slot)

        def in_bracket_pairs(mate: dict[int, int]) -> list[tuple[int, int]]:
            found = []
            for a in bracket:
                b = mate.get(a)
                if b is not None and b in in_bracket and self.position[a] < self.position[b]:
                    found.append((a, b))
            return found

        s1: list[int]
        s2: list[int]
        limbo: list[int] = []
        fixed: dict[int, int] = {}
        if not mdps:
            # The sequence layers need MaxPairs (3.2.2); the bracket's own maximum is right unless
            # C4/C5 cost pairs, in which case the solve is repeated with the number found.
            guess = self._most_pairs(bracket)
            sequence = self._homogeneous_sequence(bracket, guess)
            mate = layers.lexicographic_match(base, len(vertices), sequence, SEQUENCE_STAGES)
            pairs = in_bracket_pairs(mate)
            if len(pairs) != guess:
                sequence = self._homogeneous_sequence(bracket, len(pairs))
                mate = layers.lexicographic_match(base, len(vertices), sequence, SEQUENCE_STAGES)
            s1, s2 = bracket[:len(pairs)], bracket[len(pairs):]
        else:
            sequence = self._mdp_sequence(mdps, residents)
            mate = layers.lexicographic_match(base, len(vertices), sequence, (2,))
            mdp_pairs = [(m, mate[m]) for m in mdps if mate.get(m) in in_bracket]
            fixed = {a: b for m, r in mdp_pairs for a, b in ((m, r), (r, m))}
            paired_mdps = {m for m, _ in mdp_pairs}
            s1 = [m for m in mdps if m in paired_mdps]
            limbo = [m for m in mdps if m not in paired_mdps]
            s2 = list(residents)
            remainder = [r for r in residents if r not in fixed]
            remainder_pairs = len(in_bracket_pairs(mate)) - len(mdp_pairs)
            if remainder_pairs:
                limbo_set = set(limbo)
                kept = [
                    (u, v, values) for u, v, values in base
                    if u not in fixed and v not in fixed
                    and not ((u in limbo_set and v in in_bracket) or (v in limbo_set and u in in_bracket))
                ]
                seq = self._homogeneous_sequence(remainder, remainder_pairs)
                rest = layers.lexicographic_match(kept, len(vertices) - len(fixed), seq, SEQUENCE_STAGES)
                mate = {**rest, **fixed}
        return self._solution(bracket, mdp_set, residents, mate, s1, s2, limbo, mdps)

    def _walk_best(self, first: optimum.Optimum, bracket: list[int], mdps: list[int], residents: list[int],
                   extra: int | None) -> BracketSolution | None:
        """C.04.3 3.8.1 without weighing the sequence, for a bracket weighed alone (with the PAB or
        the downfloater's slot as ``extra``). The best candidates are the earliest in the sequence
        among those whose criteria (C6-C21) are best, and the first stage of the weighted matching
        shows which pairs and which lone downfloater such a candidate may have. The walk of
        ``SequenceWalk`` over those finds the earliest candidate that could be among the best; if
        its criteria are the best indeed, no best candidate comes before it. None when it is not,
        or would leave more than one player unpaired, need a Limbo or exchange residents."""
        in_bracket = set(bracket)
        if sum(1 for pid in bracket if first.mate.get(pid) in in_bracket) != 2 * (len(bracket) // 2):
            return None

        def floater_ok(pid: int) -> bool:
            if extra is not None and first.tight(pid, extra):
                return True
            return first.free(pid) and (extra is None or first.free(extra))

        walked = SequenceWalk(mdps, residents, first.tight, floater_ok).run()
        if walked is None:
            return None
        mate = {x: y for a, b in walked[0] for x, y in ((a, b), (b, a))}
        floaters = [pid for pid in bracket if pid not in mate]
        if floaters and extra is not None and first.tight(floaters[0], extra):
            mate[floaters[0]] = extra
            mate[extra] = floaters[0]
        if not first.is_optimal(mate):
            return None
        s1, s2 = (mdps, residents) if mdps else (bracket[:len(bracket) // 2], bracket[len(bracket) // 2:])
        return self._solution(bracket, set(mdps), residents, mate, s1, s2, [], mdps)

    def _solution(self, bracket: list[int], mdps: set[int], residents: list[int], mate: dict[int, int],
                  s1: list[int], s2: list[int], limbo: list[int], mdp_order: list[int]) -> BracketSolution:
        in_bracket = set(bracket)
        pairs = [(a, mate[a]) for a in bracket
                 if mate.get(a) in in_bracket and self.position[a] < self.position[mate[a]]]
        paired = {pid for pair in pairs for pid in pair}
        floaters = [pid for pid in bracket if pid not in paired]
        return BracketSolution(mate, pairs, [(a, b) for a, b in pairs if a in mdps], s1, s2, limbo,
                                self.evaluate(pairs, floaters, mdps))

    def evaluate(self, pairs: list[tuple[int, int]], floaters: list[int], mdps: set[int]) -> dict[str, object]:
        """The quality criteria of a bracket's candidate, in the rules' own terms (C.04.3 2.4)."""
        score = {pid: self.by_id[pid].score for pair in pairs for pid in pair}
        colour = [self.colour_criteria(a, b) for a, b in pairs]
        mdp_pairs = [(a, b) if a in mdps else (b, a) for a, b in pairs if a in mdps or b in mdps]

        def floated(pid: int, back: int, kind: Float) -> bool:
            return self.by_id[pid].float_before(back) is kind

        def diffs(back: int) -> list[Fraction]:
            return sorted((score[m] - score[r] for m, r in mdp_pairs if floated(r, back, Float.UP)), reverse=True)

        residents_score = min((self.by_id[pid].score for pid in list(score) + floaters), default=Fraction(0))

        def floating_again(back: int) -> list[Fraction]:
            """C18/C20 as the reference engines read them (ruling R1): MDPs who downfloated before
            and float again, by their score difference with the bracket, highest first."""
            return sorted((self.by_id[m].score - residents_score for m in floaters
                           if m in mdps and floated(m, back, Float.DOWN)), reverse=True)

        resident_floaters = [pid for pid in floaters if pid not in mdps]

        return {
            "C6 pairs": len(pairs),
            "C7 downfloater scores": sorted((self.by_id[pid].score for pid in floaters), reverse=True),
            "C10": sum(c[0] for c in colour),
            "C11": sum(c[1] for c in colour),
            "C12": sum(c[2] for c in colour),
            "C13": sum(c[3] for c in colour),
            "C14": sum(1 for pid in resident_floaters if floated(pid, 1, Float.DOWN)),
            "C15": sum(1 for _, r in mdp_pairs if floated(r, 1, Float.UP)),
            "C16": sum(1 for pid in resident_floaters if floated(pid, 2, Float.DOWN)),
            "C17": sum(1 for _, r in mdp_pairs if floated(r, 2, Float.UP)),
            "C18": floating_again(1),
            "C19": diffs(1),
            "C20": floating_again(2),
            "C21": diffs(2),
        }

    # -- weights -------------------------------------------------------------------------------
    def criteria_edges(self, bracket: list[int], mdps: set[int], vertices: list[int], next_group: set[int],
                        full: bool, with_bye: bool, c9: bool,
                        restriction: Callable[[int, int], bool] | None = None) -> list[layers.Edge]:
        """Every allowed pair among ``vertices`` with its criteria values (higher is better);
        ``c9``: the bracket downfloats one player, so a PAB to one of its players weighs C9;
        ``restriction`` removes more pairs (to explain what a different pairing would cost)."""
        if len(vertices) * (len(vertices) - 1) // 2 > MAX_EDGES:
            raise TooLarge(f"round {self.snap.round}: the bracket of {len(bracket)} players with a score of "
                           f"{float(self.by_id[bracket[0]].score):g} must be weighed together with {len(vertices) - len(bracket)} "
                           f"players below it, {len(vertices)} in one matching: more than this engine holds in memory "
                           f"({MAX_EDGES:,} candidate pairs); pair this round by hand")
        graph = self.criteria_graph(bracket, mdps, vertices, next_group, full, with_bye, c9)
        values_of = graph.values_of
        edges: list[layers.Edge] = []
        absolute = self._absolute
        for i, a in enumerate(vertices):
            excluded, colour = self.excluded[a], absolute[a]
            for b in vertices[i + 1:]:
                if b in excluded or (colour is not None and colour is absolute[b]):
                    continue  # C1, C3 (as ``compatible``)
                if restriction is not None and not restriction(a, b):
                    continue
                values = values_of(a, b)
                if values is not None:
                    edges.append((a, b, values))
        return edges + graph.extra

    def criteria_graph(self, bracket: list[int], mdps: set[int], vertices: list[int], next_group: set[int],
                       full: bool, with_bye: bool, c9: bool) -> CriteriaGraph:
        """The criteria of the pairs among ``vertices`` (``criteria_edges`` lists them). A pair's
        values depend on its players' profiles (in the bracket or in the next one, MDP or not, score,
        float history, colour preference, and where C10/C11 weigh the colours a pair would get, whether
        a topscorer (points without acceleration, 1.8) and the colour class: ``pair_class``)."""
        values_of, own = self._pair_values(bracket, mdps, vertices, next_group, full)
        extra = self._bye_edges(bracket, vertices, full, c9) if with_bye else []
        topscorers = any(pid in self.topscorers for pid in bracket)  # C10, C11 count: C.04.3 1.8
        profile: dict[int, Hashable] = {}
        for pid in vertices:
            if pid in own:
                pref = self.pref[pid]
                profile[pid] = (True, pid in mdps, self.by_id[pid].score, own[pid][1:], pref.colour, pref.strength,
                                self.pair_class(pid) if topscorers else None)
            else:
                profile[pid] = (False, pid in next_group, self.by_id[pid].score if pid in next_group else None)
        return CriteriaGraph(vertices, values_of, self.compatible, extra, profile)

    def _pair_values(self, bracket: list[int], mdps: set[int], vertices: list[int], next_group: set[int],
                     full: bool) -> tuple[Callable[[int, int], "tuple[int, ...] | None"], dict[int, tuple[object, ...]]]:
        """The criteria values of a pair of ``vertices`` that may meet (None: never paired), and
        each bracket player's own part of them."""
        in_bracket = set(bracket)
        bracket_scores = sorted({self.by_id[p].score for p in bracket})
        c7_rank = {s: i for i, s in enumerate(bracket_scores)}
        c7_base = len(bracket) + 1
        next_bracket = [p for p in vertices if p in next_group] + bracket
        c8_scores = sorted({self.by_id[p].score for p in next_bracket})
        c8_rank = {s: i for i, s in enumerate(c8_scores)}
        c8_base = len(next_bracket) + 1
        diffs = sorted({self.by_id[m].score - self.by_id[r].score for m in mdps for r in bracket if r not in mdps})
        diff_rank = {d: i for i, d in enumerate(diffs)}
        diff_base = len(mdps) + 1
        top = 2 if full else 0
        width = top + len(CRITERIA)
        # What a pair's values need of each player, found once per player rather than per pair
        # (scores are Fractions: hashing them per pair was a third of the edges' cost).
        own = {pid: self._own_values(self.by_id[pid], pid in mdps, c7_base ** c7_rank[self.by_id[pid].score])
               for pid in bracket}
        c8_value = {pid: c8_base ** c8_rank[self.by_id[pid].score] for pid in next_bracket}

        def values_of(a: int, b: int) -> tuple[int, ...] | None:
            values = [0] * width
            if full:
                values[0] = 1  # C4: every edge counts towards a complete pairing
            if a in in_bracket and b in in_bracket:
                if a in mdps and b in mdps:
                    return None  # MDPs are paired only with residents (C.04.3 3.3.3)
                self._bracket_pair_values(a, b, own[a], own[b], mdps, values, top, diff_rank, diff_base)
            elif a in c8_value and b in c8_value:
                # C8: a pair the next bracket could make (an MDP and a resident, or two residents)
                values[top + 2] = 1
                values[top + 3] = c8_value[a] + c8_value[b]
            return tuple(values)
        return values_of, own

    def _bye_edges(self, bracket: list[int], vertices: list[int], full: bool, c9: bool) -> list[layers.Edge]:
        """The PAB as a pseudo-player: C4, C5, and C9 for a bracket player."""
        top = 2 if full else 0
        edges: list[layers.Edge] = []
        in_bracket = set(bracket)
        for pid in self.bye_candidates(vertices):
            values = [0] * (top + len(CRITERIA))
            values[0] = 1
            values[1] = -self.score_rank[self.by_id[pid].score]  # C5
            if c9 and pid in in_bracket:
                values[top + 4] = -self.by_id[pid].unplayed_rounds  # C9
            edges.append((pid, BYE, tuple(values)))
        return edges

    def _profiled_first_stage(self, bracket: list[int], mdps: set[int], full: bool, with_bye: bool, c9: bool,
                              slot: list[int] | None) -> optimum.Optimum | None:
        """The criteria's optimum for a bracket weighed alone, from a few pairs per player
        (``matching.optimum``): a pair's values depend on its players' profiles alone."""
        graph = self.criteria_graph(bracket, mdps, bracket, set(), full, with_bye, c9)
        return optimum.from_profiles(bracket, graph.profile, graph.values_of, graph.compatible,
                                     graph.extra + self._slot_edges(slot))

    @staticmethod
    def _slot_edges(slot: list[int] | None) -> list[layers.Edge]:
        """The pseudo-player whose partner is the bracket's one downfloater, among ``slot`` (C4 only)."""
        return [(pid, SLOT, (1,) + (0,) * (1 + len(CRITERIA))) for pid in slot or ()]

    @staticmethod
    def _own_values(p: PlayerState, is_mdp: bool, c7: int) -> tuple[PlayerState, int, int, int, int, int, int, int]:
        """A bracket player's part of its pairs' values: itself, its C7 term, whether it counts in
        C14 and C16 (a resident who downfloated one or two rounds before), in C15/C19 and C17/C21
        (upfloated before) and in C18 and C20 (an MDP who downfloated before)."""
        down1, down2 = p.float_before(1) is Float.DOWN, p.float_before(2) is Float.DOWN
        return (p, c7, int(not is_mdp and down1), int(not is_mdp and down2),
                int(p.float_before(1) is Float.UP), int(p.float_before(2) is Float.UP), int(down1), int(down2))

    def _bracket_pair_values(self, a: int, b: int, own_a: tuple[PlayerState, int, int, int, int, int, int, int],
                             own_b: tuple[PlayerState, int, int, int, int, int, int, int], mdps: set[int],
                             values: list[int], top: int, diff_rank: dict[Fraction, int], diff_base: int) -> None:
        values[top] = 1  # C6
        values[top + 1] = own_a[1] + own_b[1]  # C7
        c10, c11, c12, c13 = self.colour_criteria(a, b)
        values[top + 5] = -c10
        values[top + 6] = -c11
        values[top + 7] = -c12
        values[top + 8] = -c13
        # C14/C16: a resident paired here does not downfloat (MDPs count in C18/C20: ruling R1)
        values[top + 9] = own_a[2] + own_b[2]
        values[top + 11] = own_a[3] + own_b[3]
        if a in mdps:
            mdp, resident = own_a, own_b
        elif b in mdps:
            mdp, resident = own_b, own_a
        else:
            return
        weight = diff_base ** diff_rank[mdp[0].score - resident[0].score]
        values[top + 10] = -resident[4]  # C15
        values[top + 12] = -resident[5]  # C17
        # C18/C20: an MDP who downfloated before and is paired here does not float again, the
        # higher scored first (ruling R1, as both reference engines read it)
        values[top + 13] = weight * mdp[6]  # C18
        values[top + 14] = -weight * resident[4]  # C19
        values[top + 15] = weight * mdp[7]  # C20
        values[top + 16] = -weight * resident[5]  # C21

    def _homogeneous_sequence(self, players: list[int], n1: int) -> layers.Tail:
        """Position of a homogeneous candidate (or remainder) in the sequence of C.04.3 3.6 and 4,
        as the layers of each pair (None for a pair not inside ``players``).

        With BSNs 1..n and S1 = 1..n1, the earliest exchange producing a set of pairs moves out of S1
        the higher BSN of every S1-S1 pair and every S1 downfloater, and into S1 the lower BSN of
        every S2-S2 pair; the new S1 then holds the lower BSN of each pair. Layers, as values to
        maximise: fewest exchanged (4.3.2 rule 1 = fewest S2-S2 pairs), smallest sum difference
        (rule 2 = smallest sum of the pairs' lower BSNs), largest BSN moved out of S1 (rule 3),
        smallest BSN moved in from S2 (rule 4), then the transposition: the partners of S1 in
        lexicographic order (4.2.2), a number in base n + 1 whose digit at the position of a
        pair's lower BSN tells its higher BSN, cut into ``TRANSPOSITION_CUTS`` layers of
        consecutive positions (the same order, since each position holds one digit at most).
        The first two layers are small numbers, the others hundreds of bits in a large bracket:
        ``SEQUENCE_STAGES`` weighs them in that order, in groups.
        """
        n = len(players)
        bsn = {pid: i + 1 for i, pid in enumerate(players)}
        cut = -(-n // TRANSPOSITION_CUTS) or 1  # positions per layer
        powers = [1]  # a pair's digit is raised to less than ``cut`` (its position inside its layer)
        for _ in range(cut):
            powers.append(powers[-1] * (n + 1))

        def layers_of(a: int, b: int) -> tuple[int, ...] | None:
            x, y = bsn.get(a), bsn.get(b)
            if x is None or y is None:
                return None
            low, high = (x, y) if x < y else (y, x)
            both_s2 = low > n1
            transposition = [0] * TRANSPOSITION_CUTS
            layer = (low - 1) // cut
            transposition[layer] = (n - high) * powers[min(n, (layer + 1) * cut) - low]
            return (
                -int(both_s2),
                -low,
                0 if both_s2 else -(1 << low),
                (1 << (n - low)) if both_s2 else 0,
                *transposition,
            )
        return layers_of

    def _mdp_sequence(self, mdps: list[int], residents: list[int]) -> layers.Tail:
        """C.04.3 3.7 and 4.4.2: the set of paired MDPs by smallest differing BSN, then the
        transposition of S2 (the MDPs' partners in lexicographic order, 4.2.2), as the layers of
        each MDP-resident pair (None for any other pair)."""
        m0, r = len(mdps), len(residents)
        mdp_index = {m: i for i, m in enumerate(mdps)}
        resident_index = {res: j for j, res in enumerate(residents)}

        def layers_of(a: int, b: int) -> tuple[int, ...] | None:
            if a in resident_index:
                a, b = b, a
            i, j = mdp_index.get(a), resident_index.get(b)
            if i is None or j is None:
                return None
            return (1 << (m0 - 1 - i), (r - j) * (r + 1) ** (m0 - 1 - i))
        return layers_of



def pair_round(snapshot: Snapshot) -> RoundPairing:
    """Pair one round by the FIDE (Dutch) system (C.04.3)."""
    return DutchRound(snapshot).pair()
