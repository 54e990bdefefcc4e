"""The first perfect candidate of a Dutch bracket, found by walking the sequence of article 4.

C.04.3 3.4.1 accepts the first perfect candidate at once. Most brackets have one, and it is found
here without any weighted matching: each choice in the sequence (the MDPs' partners, 3.7.2, then
the remainder's transposition, 4.2) takes the smallest BSN that still leaves a perfect completion,
which a cardinality matching decides (``SequenceWalk``). The search covers every MDP paired (the
first MDP set) and the original S1R/S2R with its transpositions; when the first perfect candidate
would need a Limbo or a resident exchange, or none is perfect, it answers None and the bracket is
solved by the weighted matching of ``pairing``, which walks the same way over the pairs that its
first stage shows possible in a best candidate (``DutchRound._optimal_walk``).
"""
from __future__ import annotations

from typing import Callable, Hashable

from ...matching.assignment import first_assignment
from ...matching import completion
from ...snapshot import Float
from .criteria import BracketRules


class PerfectSearch:
    def __init__(self, rnd: BracketRules, mdps: list[int], residents: list[int], last: bool) -> None:
        self.rnd = rnd
        self.mdps = mdps
        self.residents = residents
        self.mdp_set = set(mdps)
        self.last = last
        self.floater_ok = self._floater_rule()
        # Apart from C1 (``excluded``), whether a pair is perfect depends on a few facts about each
        # player: asked once per two kinds rather than per pair (a bracket of 2,000 players has
        # 2 million pairs and a few dozen kinds).
        by_id = rnd.by_id
        self._kind = {pid: (rnd.pair_class(pid), pid in self.mdp_set, by_id[pid].float_before(1) is Float.UP,
                            by_id[pid].float_before(2) is Float.UP) for pid in mdps + residents}
        self._kinds_perfect: dict[tuple[Hashable, Hashable], bool] = {}

    # -- what a perfect candidate allows -----------------------------------------------------
    def perfect_pair(self, a: int, b: int) -> bool:
        """The pair breaks no absolute criterion and no quality criterion C10-C21."""
        if a == b or b in self.rnd.excluded[a]:
            return False  # C1
        key = (self._kind[a], self._kind[b])
        found = self._kinds_perfect.get(key)
        if found is None:
            found = self._kinds_perfect[key] = self._is_perfect_pair(a, b)
        return found

    def _is_perfect_pair(self, a: int, b: int) -> bool:
        rnd = self.rnd
        if not rnd.compatible(a, b) or (a in self.mdp_set and b in self.mdp_set):
            return False
        if any(rnd.colour_criteria(a, b)):
            return False
        if a in self.mdp_set or b in self.mdp_set:
            resident = rnd.by_id[b if a in self.mdp_set else a]
            if resident.float_before(1) is Float.UP or resident.float_before(2) is Float.UP:
                return False  # C15, C17 (and C19, C21)
        return True

    def _floater_rule(self) -> Callable[[int], bool]:
        """Residents who may be the one downfloater of a perfect candidate (C14, C16; C2, C9)."""
        by_id = self.rnd.by_id

        def no_downfloat_history(pid: int) -> bool:
            p = by_id[pid]
            return p.float_before(1) is not Float.DOWN and p.float_before(2) is not Float.DOWN

        if not self.last:
            return no_downfloat_history
        eligible = [pid for pid in self.residents if not by_id[pid].bye_ineligible]
        fewest = min((by_id[pid].unplayed_rounds for pid in eligible), default=None)
        return lambda pid: (no_downfloat_history(pid) and not by_id[pid].bye_ineligible
                            and by_id[pid].unplayed_rounds == fewest)

    # -- the search --------------------------------------------------------------------------
    def run(self) -> tuple[list[tuple[int, int]], list[int], list[int]] | None:
        """(pairs, S1R, S2R) of the first perfect candidate, or None."""
        by_id = self.rnd.by_id
        if any(by_id[m].float_before(1) is Float.DOWN or by_id[m].float_before(2) is Float.DOWN
               for m in self.mdps):
            return None  # such an MDP is weighed by C18/C20 (ruling R1): left to the weighted matching
        return SequenceWalk(self.mdps, self.residents, self.perfect_pair, self.floater_ok).run()


class SequenceWalk:
    """The first candidate in the sequence of C.04.3 3.7 and 4 whose pairs all pass ``pair_ok`` and
    whose downfloater (one at most) passes ``floater_ok``, among the candidates that pair every MDP
    (the first MDP set) and exchange no resident (the original S1R/S2R and its transpositions).
    Each choice takes the smallest BSN that still leaves such a completion (a cardinality matching
    decides): the MDPs' partners in order (3.7.2), then the remainder's transposition (4.2)."""

    def __init__(self, mdps: list[int], residents: list[int], pair_ok: Callable[[int, int], bool],
                 floater_ok: Callable[[int], bool]) -> None:
        self.mdps = mdps
        self.residents = residents
        self.mdp_set = set(mdps)
        self.pair_ok = pair_ok
        self.floater_ok = floater_ok
        self._partners: dict[int, set[int]] | None = None

    def run(self) -> tuple[list[tuple[int, int]], list[int], list[int]] | None:
        """(pairs, S1R, S2R) of that candidate, or None: there is none, or it would need a Limbo
        or a resident exchange."""
        if len(self.mdps) > len(self.residents):
            return None
        first = self._first_candidate()
        if first is not None:
            return first
        if self.mdps and not self._completable([]):
            return None  # (without MDPs the transposition below finds that as soon)
        fixed: list[tuple[int, int]] = []
        free = list(self.residents)
        for m in self.mdps:  # 3.7.2: the MDPs' partners in lexicographic order
            for r in free:
                if self.pair_ok(m, r) and self._completable(fixed + [(m, r)]):
                    fixed.append((m, r))
                    free.remove(r)
                    break
            else:
                return None
        half = len(free) // 2
        s1r, s2r = free[:half], free[half:]
        remainder = self._first_transposition(s1r, s2r)
        if remainder is None:
            return None
        return fixed + remainder, s1r, s2r

    def _first_candidate(self) -> tuple[list[tuple[int, int]], list[int], list[int]] | None:
        """The very first candidate (3.2-3.3: S1 against S2 in order, no transposition), if it passes."""
        m0 = len(self.mdps)
        rest = self.residents[m0:]
        half = len(rest) // 2
        s1r, s2r = rest[:half], rest[half:]
        pairs = list(zip(self.mdps, self.residents)) + list(zip(s1r, s2r))
        if not all(self.pair_ok(a, b) for a, b in pairs):
            return None
        if len(s2r) > len(s1r) and not self.floater_ok(s2r[-1]):
            return None
        return pairs, s1r, s2r

    def _completable(self, fixed: list[tuple[int, int]]) -> bool:
        """Some candidate passing the tests pairs the remaining MDPs and residents around ``fixed``."""
        used = {pid for pair in fixed for pid in pair}
        players = [pid for pid in self.mdps + self.residents if pid not in used]
        floaters = [r for r in players if r not in self.mdp_set and self.floater_ok(r)] if len(players) % 2 else []
        if completion.pairs_greedily(players, self.pair_ok, floaters):
            return True
        if self._partners is None:  # each pair tested once, however many MDPs are tried
            everyone = self.mdps + self.residents
            self._partners = {pid: set() for pid in everyone}
            for i, a in enumerate(everyone):
                for b in everyone[i + 1:]:
                    if self.pair_ok(a, b):
                        self._partners[a].add(b)
                        self._partners[b].add(a)
        partners = self._partners
        return completion.can_pair_all(players, lambda a, b: b in partners[a], floaters)

    def _first_transposition(self, s1: list[int], s2: list[int]) -> list[tuple[int, int]] | None:
        """4.2: the lexicographically first S2 order giving pairs that pass; when S2 is one longer,
        a last row stands for the downfloater, who must pass too."""
        slot = -1
        rows = s1 + ([slot] if len(s2) > len(s1) else [])
        columns = first_assignment(rows, s2, lambda s, t: self.floater_ok(t) if s == slot else self.pair_ok(s, t))
        return None if columns is None else list(zip(s1, columns))
