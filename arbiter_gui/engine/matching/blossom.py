"""Matchings in general (non-bipartite) graphs, exact, standard library only.

Two entry points:

``max_weight_matching(n, edges, max_cardinality=False)``
    Maximum-weight matching by Edmonds' blossom algorithm in its primal-dual form, following
    Galil's O(n^3) formulation ("Efficient algorithms for finding maximum matching in graphs",
    ACM Computing Surveys 18(1), 1986).  The algorithm keeps a matching together with a feasible
    solution of the dual linear programme (a variable per vertex and a variable per
    odd-cardinality set, i.e. per blossom) and maintains complementary slackness.  It grows
    alternating trees of tight edges from the exposed vertices, shrinks odd cycles of S-vertices
    into blossoms, expands T-blossoms whose dual variable has reached zero, and, when no tight
    edge is left to explore, changes the duals by the largest amount that keeps them feasible
    (the four "delta" cases).  A tight edge between two trees gives an augmenting path.  Galil's
    "least slack edge" bookkeeping (per non-S vertex, per S-blossom, with per-blossom lists merged
    on shrinking) makes each dual change O(n) and each phase between augmentations O(n^2) plus
    one pass over the edges of the vertices labelled S, so the whole run is O(n^3).

    Arithmetic is exact and integral: every weight is multiplied by 4 internally and every
    initial dual is even, so all dual changes (including the half-slack steps of S-S edges and
    the half-dual steps of blossoms) stay integers.  Weights may be Python ints of any size;
    no floating point is used anywhere.

    Practical departures from the textbook presentation (all keep the method exact):

    * Warm start.  Instead of giving every vertex the same dual (the maximum weight), a vertex
      starts at the maximum weight of its own incident edges; then, in one greedy pass, each
      still-exposed vertex lowers its dual until one of its edges becomes tight and is matched
      along it when the other end is still exposed.  This leaves most vertices matched before
      the search starts.  With unequal duals on exposed vertices the usual stopping rule "all
      exposed duals hit zero together" no longer applies, so the rule is made local: when the
      dual of an outer (S) vertex reaches zero, the alternating path from its tree root to it is
      flipped, which matches the root and leaves that vertex exposed with dual zero (as
      complementary slackness allows).  Exposed vertices with dual zero never root a tree; if a
      tree reaches one through a tight edge, that is an augmenting path.  Every augmentation or
      flip reduces the number of exposed vertices with a positive dual, so there are at most n
      of them.  (All exposed vertices with a positive dual have been exposed since the start and
      their duals fell together, so they share the parity needed for integral steps.)

    * Start from a matching (``matching_and_duals(..., start=pairs)``).  A re-solve close to a
      known matching starts from duals under which most of its pairs are tight and matched
      (``_start_duals``), then the greedy pass above; the search then augments a few times.
      Every starting dual is even, as with the warm start.

    * Trees survive augmentations.  After an augmentation only the one or two trees on the
      path are taken apart; the others are still valid alternating trees of tight edges, so the
      search goes on with them and only the least-slack records that pointed into the dropped
      trees are recomputed.  When that repair would cost more than regrowing the surviving
      trees, the search starts afresh instead (a new "stage" in Galil's terms, which is also
      when blossoms with zero dual are dissolved).

    * ``max_cardinality=True`` is reduced to the plain problem by adding a constant
      K = (n + 1) * max|w| + 1 to every edge: a matching with one more edge then always weighs
      more, so the optimum is a maximum-weight matching among the maximum-cardinality ones.

``max_cardinality_matching(n, adjacency)``
    Maximum-cardinality matching (unweighted) by Edmonds' blossom-shrinking search: one
    breadth-first alternating-tree search per exposed vertex, contracting odd cycles by moving
    their vertices onto a common base, after a greedy (minimum-degree first) initial matching.
    A search that fails leaves a "frustrated" (Hungarian) tree whose vertices can never lie on a
    later augmenting path, so they are dropped from all further searches.  O(n^3) in the worst
    case, usually far less; intended for quick "does a perfect matching exist" checks.
"""
from __future__ import annotations

import operator

from ..cancel import checkpoint

__all__ = ["max_weight_matching", "weights_and_slacks", "matching_and_duals", "Duals", "max_cardinality_matching",
           "matching_weight"]


def matching_weight(mate: list[int], edges: list[tuple[int, int, int]]) -> int:
    """Total weight of the matching ``mate`` (as returned by the functions here) in ``edges``; of
    duplicate pairs (``optimum.from_profiles`` gives some) the heaviest copy counts, as in the solver."""
    heaviest: dict[tuple[int, int], int] = {}
    for a, b, w in edges:
        if mate[a] == b:
            pair = (min(a, b), max(a, b))
            heaviest[pair] = max(w, heaviest.get(pair, w))
    return sum(heaviest.values())


# --------------------------------------------------------------------------------------------
# Maximum-weight matching
# --------------------------------------------------------------------------------------------

def max_weight_matching(
    n: int, edges: list[tuple[int, int, int]], max_cardinality: bool = False
) -> list[int]:
    """Maximum-weight matching in a general undirected graph with vertices ``0..n-1``.

    Edmonds' weighted blossom algorithm (primal-dual method, Galil's O(n^3) formulation; see
    the module docstring), exact in integer arithmetic.

    ``edges`` holds ``(u, v, w)`` triples with ``u != v`` and integer weights ``w`` (any size,
    zero and negative allowed).  A pair listed twice (``optimum.from_profiles`` does) counts
    by its heaviest copy.  Returns ``mate`` with
    ``mate[v]`` the partner of ``v`` or ``-1``.  With ``max_cardinality=True`` the result is a
    maximum-weight matching among the maximum-cardinality matchings; otherwise edges of weight
    ``<= 0`` are never needed and are ignored.
    """
    return _max_weight_matching(n, edges, max_cardinality)


def weights_and_slacks(n: int, edges: list[tuple[int, int, int]]) -> tuple[list[int], list[int]]:
    """A maximum-weight matching (as :func:`max_weight_matching`) and the slack of every edge under
    the final dual solution, which is optimal: an edge of slack zero is tight, and every maximum-
    weight matching uses tight edges only (complementary slackness). Edges of weight ``<= 0``
    included."""
    mate, duals = matching_and_duals(n, edges)
    return mate, [duals.slack(a, b, w) for a, b, w in edges]


class Duals:
    """The optimal dual solution a maximum-weight matching ends with (scaled by 4): by
    complementary slackness every maximum-weight matching uses only pairs of slack zero and
    leaves unmatched only vertices of dual zero."""

    def __init__(self, u: list[int], chains: list[dict[int, int]]) -> None:
        self.u = u
        self._chains = chains  # the blossoms of positive dual holding each vertex

    def blossoms(self, v: int) -> dict[int, int]:
        """The blossoms of positive dual holding ``v``, innermost first, with their duals."""
        return self._chains[v]

    def slack(self, a: int, b: int, w: int) -> int:
        """The slack of a pair of weight ``w``, counting the duals of the blossoms holding both."""
        slack = self.u[a] + self.u[b] - 4 * w
        ca, cb = self._chains[a], self._chains[b]
        if ca and cb:
            slack += sum(zb for blossom, zb in ca.items() if blossom in cb)
        return slack


def matching_and_duals(n: int, edges: list[tuple[int, int, int]],
                       start: list[tuple[int, int]] | None = None) -> tuple[list[int], Duals]:
    """A maximum-weight matching (as :func:`max_weight_matching`) and its optimal duals.
    ``start``: pairs of a matching close to the optimum, which the search starts from (see
    ``_start_duals``); the optimum is the same, which of the optimal matchings may not be."""
    found: list[Duals] = []
    mate = _max_weight_matching(n, edges, duals_of=found, start=start)
    return mate, found[0] if found else Duals([], [])


def _max_weight_matching(n, edges, max_cardinality=False, warm_start=True, verify=False, duals_of=None,
                         start=None):
    """Implementation of :func:`max_weight_matching`.

    ``warm_start=False`` starts from the textbook point instead (empty matching, every dual
    equal to half the largest weight); ``verify=True`` checks the optimality certificate (dual
    feasibility and complementary slackness) at the end and raises ``AssertionError`` if it
    fails.  Both are for testing.  ``duals_of``: a list that receives the final ``Duals``;
    ``start``: pairs to start from (``_start_duals``)."""
    n = operator.index(n)
    if n < 0:
        raise ValueError("n must be non-negative")

    # ---- graph: adjacency lists with scaled weights (4 * w) -------------------------------
    mate = [-1] * n
    nbr: list[list[int]] = [[] for _ in range(n)]
    wts: list[list[int]] = [[] for _ in range(n)]
    if not isinstance(edges, (list, tuple)):
        edges = list(edges)
    index = operator.index
    shift = 0
    if max_cardinality and edges:
        # Prefer more edges above all: with this shift a matching with one more edge always
        # weighs more, since shift > (2k + 1) * max|w| for every k <= n / 2.
        shift = (n + 1) * max(map(abs, map(index, map(operator.itemgetter(2), edges)))) + 1
    adds_n = [lst.append for lst in nbr]
    adds_w = [lst.append for lst in wts]
    for a, b, w in edges:
        if not (0 <= a < n and 0 <= b < n) or a == b:
            raise ValueError(f"bad edge {(a, b, w)!r} for vertices 0..{n - 1}")
        if type(w) is not int:
            w = index(w)  # rejects floats
        if shift:
            w += shift
        if w > 0:  # edges of weight <= 0 never help without the cardinality requirement
            w <<= 2
            adds_n[a](b)
            adds_w[a](w)
            adds_n[b](a)
            adds_w[b](w)
    if n == 0:
        return mate  # no vertex, so no edge either

    # ---- warm start: duals and greedy tight matching ---------------------------------------
    # u[v] is 4 * (the dual of v).  u[v] = 2 * max incident weight is feasible since
    # u[a] + u[b] >= 4 * w(a, b); it is even, and so is every scaled weight.  Then each exposed
    # vertex in turn lowers its dual to its largest reduced weight W - u[j] (or to zero),
    # making that edge tight, and takes the partner if it is still exposed.
    u = [(max(ws) >> 1) if ws else 0 for ws in wts]
    maxdual = max(u)
    if not warm_start:
        u = [maxdual] * n
    elif start:
        u = _start_duals(nbr, wts, mate, start)
    else:
        u = _typical_duals(nbr, wts)
    get_u = u.__getitem__
    sub = operator.sub
    for v in range(n if warm_start else 0):
        if mate[v] != -1 or not wts[v]:
            continue
        reduced = list(map(sub, wts[v], map(get_u, nbr[v])))
        best = max(reduced)
        if best < 0:
            u[v] = 0
            continue
        u[v] = best
        nb = nbr[v]
        i = reduced.index(best)
        while True:
            j = nb[i]
            if mate[j] == -1:
                mate[v] = j
                mate[j] = v
                break
            try:
                i = reduced.index(best, i + 1)
            except ValueError:
                break

    solver = _BlossomSolver(n, nbr, wts, u, mate, maxdual)
    solver.solve()
    if verify:
        solver.verify()
    if duals_of is not None:
        duals_of.append(solver.duals())
    return mate


def _typical_duals(nbr: list[list[int]], wts: list[list[int]]) -> list[int]:
    """Feasible starting duals (scaled): each vertex first takes half the median weight of its
    edges, then, the vertices of the heaviest medians first, rises as far as its edges need. A
    few vertices whose every edge is heavy (a bracket's MDPs) then carry their weight, instead of
    every neighbour taking half of it (half the largest weight, the textbook start, makes all the
    neighbours of one heavy vertex too dear to match with each other)."""
    u = [(sorted(ws)[len(ws) // 2] >> 1) if ws else 0 for ws in wts]
    for v in sorted(range(len(u)), key=u.__getitem__, reverse=True):
        need = max(map(operator.sub, wts[v], map(u.__getitem__, nbr[v])), default=0)
        if need > u[v]:
            u[v] = need
    return u


def _start_duals(nbr: list[list[int]], wts: list[list[int]], mate: list[int], start: list[tuple[int, int]]) -> list[int]:
    """Feasible starting duals (scaled) under which most pairs of ``start`` are tight; those pairs
    are entered in ``mate``. A re-solve that differs from a known matching by a few alternating
    paths (a player made to pair, a criterion put first) then augments a few times instead of
    building the whole matching again (from typical duals a player whose every pair in the
    bracket became heavy made all those pairs tight at once and the greedy start matched almost
    nobody).

    Each pair of ``start`` takes half its weight at both ends (tight); then the vertices with the
    most pairs left short first, each vertex rises as far as its pairs need, and its partner falls
    as much (the pair stays tight) when none of the partner's other pairs is then short; otherwise
    the pair is left unmatched. Every dual stays even (scaled weights are multiples of 4), as the
    search's integral steps need."""
    n = len(nbr)
    u = [0] * n
    for a, b in start:
        weight = max((w for j, w in zip(nbr[a], wts[a]) if j == b), default=0)  # the heaviest copy counts
        if weight and mate[a] == -1 and mate[b] == -1:
            u[a] = u[b] = weight >> 1
            mate[a] = b
            mate[b] = a
    get_u = u.__getitem__
    sub = operator.sub
    short = [sum(1 for j, w in zip(nbr[v], wts[v]) if w > u[v] + u[j]) for v in range(n)]
    for v in sorted(range(n), key=short.__getitem__, reverse=True):
        need = max(map(sub, wts[v], map(get_u, nbr[v])), default=0) - u[v]
        if need <= 0:
            continue
        u[v] += need
        m = mate[v]
        if m == -1:
            continue
        room = min((u[m] + u[j] - w for j, w in zip(nbr[m], wts[m]) if j != v), default=u[m])
        if min(room, u[m]) >= need:
            u[m] -= need
        else:
            mate[v] = mate[m] = -1
    return u


S_EDGES_KEPT = 64  # S-S edges a lone S-vertex keeps from its scan (_BlossomSolver.s_edges)


class _BlossomSolver:
    """State of the primal-dual blossom algorithm.

    Blossom ids: ``0..n-1`` are the single vertices (trivial blossoms), ``n..2n-1`` are
    non-trivial blossoms.  Labels of top-level blossoms: 0 = free (unlabeled), 1 = S (outer),
    2 = T (inner); ``vlab[v]`` mirrors the label of the top-level blossom containing ``v``.  For
    a labelled top-level blossom ``b``, ``lfrom[b]`` is the vertex outside ``b`` and ``lat[b]``
    the vertex inside ``b`` of the tree edge that labelled it (for an S-blossom that edge is the
    matched edge at its base; roots have ``lfrom == -1``).

    Dual variables are scaled by 4: ``u[v]`` for vertices, ``z[b]`` for blossoms; the slack of an
    edge between different top-level blossoms is ``u[a] + u[b] - W`` (with ``W = 4 * w``).
    ``D`` is the accumulated dual change since the search (re)started; S-vertex duals fall by
    exactly the change, so ``u[s] + D`` is constant for an S-vertex and the least-slack candidates (Galil's
    bookkeeping) are kept as such time-invariant keys:

    * ``vkey[w]`` / ``vsrc[w]``: least ``u[s] + D - W`` over edges from an S-vertex ``s`` to the
      non-S vertex ``w`` (slack = ``vkey[w] - D + u[w]``);
    * ``skey[b]`` / ``si[b]``, ``sj[b]``: least ``slack + 2D`` over edges from the top-level
      S-blossom ``b`` to other S-blossoms; ``slist[b]`` keeps one such edge per neighbouring
      S-blossom for non-trivial blossoms built by shrinking, so that merging stays O(n).
    """

    def __init__(self, n, nbr, wts, u, mate, maxdual):
        self.n = n
        self.nbr = nbr
        self.wts = wts
        self.u = u
        self.mate = mate
        n2 = 2 * n
        # With M = the largest scaled weight (= 2 * maxdual): 0 <= u <= M (a matched vertex is
        # on a tight edge whose other end has u >= 0), 0 <= z <= M (a blossom with z > 0 holds
        # a tight matched edge) and D <= M / 2 (a root has lost exactly D), so every key and
        # slack below is under 4 * M; INF is far above that.
        self.INF = 1 << (maxdual.bit_length() + 8)
        self.inblossom = list(range(n))  # top-level blossom of each vertex
        self.bparent = [-1] * n2
        self.bchilds = [None] * n2  # children in cycle order, base child first
        self.bedges = [None] * n2  # bedges[b][i] = (x, y): x in childs[i], y in childs[i+1]
        self.bbase = list(range(n)) + [-1] * n
        self.z = [0] * n2
        self.label = [0] * n2
        self.vlab = [0] * n
        self.lfrom = [-1] * n2
        self.lat = [-1] * n2
        self.troot = [-1] * n2  # root vertex of the tree of a labelled top-level blossom
        self.free_ids = list(range(n2 - 1, n - 1, -1))
        self.alive: set[int] = set()  # ids of the existing non-trivial blossoms
        self.vkey = [self.INF] * n
        self.vsrc = [-1] * n
        self.skey = [self.INF] * n2
        self.si = [-1] * n2
        self.sj = [-1] * n2
        self.slist = [None] * n2
        # scratch arrays for building slist
        self.tkey = [0] * n2
        self.ti = [-1] * n2
        self.tj = [-1] * n2
        self.mark = [False] * n2
        self.queue: list[int] = []
        self.restart = False
        # A vertex that is an S-blossom alone keeps the S-S edges found when it was scanned,
        # sorted by key (``s_edges[v]``, with the other end's ``s_epoch`` then; ``s_next[v]``: the
        # first one not yet known to be spent). When a tree is dropped after an augmentation, the
        # vertices whose least edge led into it step along their list instead of scanning every
        # neighbour again: an edge spent once stays spent, since ``s_epoch`` of a vertex changes
        # whenever it stops being S. An S-S edge found later is kept by the vertex scanned later.
        # Only the S_EDGES_KEPT least are kept (memory: n of them, not n^2); once those are spent
        # the vertex scans its neighbours as before.
        self.s_edges: list[list[tuple[int, int, int]] | None] = [None] * n
        self.s_next = [0] * n
        self.s_epoch = [0] * n
        self.s_cut = [False] * n  # edges beyond the S_EDGES_KEPT least left out of s_edges[v]

    # -- small helpers ------------------------------------------------------------------------

    def leaves(self, b):
        """The vertices inside blossom ``b``."""
        n = self.n
        if b < n:
            return [b]
        bchilds = self.bchilds
        out = []
        stack = [b]
        while stack:
            c = stack.pop()
            if c < n:
                out.append(c)
            else:
                stack.extend(bchilds[c])
        return out

    def label_s(self, b, frm, at, root):
        """Label top-level blossom ``b`` S (in the tree of ``root``) and queue its vertices."""
        self.label[b] = 1
        self.troot[b] = root
        self.lfrom[b] = frm
        self.lat[b] = at
        self.skey[b] = self.INF
        self.slist[b] = None
        if b < self.n:
            self.s_edges[b] = None
            self.vlab[b] = 1
            self.queue.append(b)
        else:
            vlab = self.vlab
            lv = self.leaves(b)
            for x in lv:
                vlab[x] = 1
            self.queue.extend(lv)

    def label_t(self, w, s):
        """Label the (free, matched) top-level blossom of ``w`` T via edge (s, w); its mate S."""
        bw = self.inblossom[w]
        root = self.troot[self.inblossom[s]]
        self.troot[bw] = root
        self.label[bw] = 2
        self.lfrom[bw] = s
        self.lat[bw] = w
        if bw < self.n:
            self.vlab[bw] = 2
        else:
            vlab = self.vlab
            for x in self.leaves(bw):
                vlab[x] = 2
        base = self.bbase[bw]
        m = self.mate[base]
        self.label_s(self.inblossom[m], base, m, root)

    def find_base(self, v, w):
        """Base vertex of the blossom closed by S-S edge (v, w), or -1 if in different trees.

        Walks up from both ends alternately (S-blossom to S-blossom) marking blossoms; the
        first blossom reached twice is the nearest common ancestor."""
        inblossom = self.inblossom
        lfrom = self.lfrom
        mark = self.mark
        path = []
        base = -1
        x, y = v, w
        while x != -1:
            bx = inblossom[x]
            if mark[bx]:
                base = self.bbase[bx]
                break
            mark[bx] = True
            path.append(bx)
            t = lfrom[bx]
            x = -1 if t == -1 else lfrom[inblossom[t]]
            if y != -1:
                x, y = y, x
        for b in path:
            mark[b] = False
        return base

    # -- blossom formation ----------------------------------------------------------------------

    def add_blossom(self, base, v, w, D):
        """Shrink the odd cycle closed by the tight S-S edge (v, w) into a new S-blossom."""
        n = self.n
        inblossom = self.inblossom
        lfrom = self.lfrom
        lat = self.lat
        label = self.label
        vlab = self.vlab
        bparent = self.bparent
        bb = inblossom[base]
        bv = inblossom[v]
        bw = inblossom[w]
        b = self.free_ids.pop()
        self.alive.add(b)
        self.bbase[b] = base
        bparent[b] = -1
        self.z[b] = 0
        path1 = []
        x = bv
        while x != bb:
            path1.append(x)
            x = inblossom[lfrom[x]]
        path2 = []
        x = bw
        while x != bb:
            path2.append(x)
            x = inblossom[lfrom[x]]
        # Cycle order: the base's blossom, down the tree path to bv, across (v, w), then up from
        # bw back to bb.  edges[i] joins childs[i] and childs[i + 1] (cyclically); the matched
        # ones are those at odd positions.
        childs = [bb]
        edges = []
        for c in reversed(path1):
            childs.append(c)
            edges.append((lfrom[c], lat[c]))
        edges.append((v, w))
        for c in path2:
            childs.append(c)
            edges.append((lat[c], lfrom[c]))
        self.bchilds[b] = childs
        self.bedges[b] = edges
        label[b] = 1
        lfrom[b] = lfrom[bb]
        lat[b] = lat[bb]
        self.troot[b] = self.troot[bb]
        queue = self.queue
        child_leaves = []
        for c in childs:
            bparent[c] = b
            lv = self.leaves(c)
            child_leaves.append(lv)
            for x in lv:
                inblossom[x] = b
            if label[c] == 2:
                # former T-vertices become S
                for x in lv:
                    vlab[x] = 1
                queue.extend(lv)

        # Least-slack edges from the new blossom to every other S-blossom (Galil's lists).
        u = self.u
        slist = self.slist
        skey = self.skey
        INF = self.INF
        tkey = self.tkey
        ti = self.ti
        tj = self.tj
        nbr = self.nbr
        wts = self.wts
        touched = []
        D2 = 2 * D
        for c, lv in zip(childs, child_leaves):
            lst = slist[c] if c >= n else None
            if lst is not None:
                for key, i, j in lst:
                    bj = inblossom[j]
                    if bj == b:
                        continue
                    if ti[bj] == -1:
                        touched.append(bj)
                    elif key >= tkey[bj]:
                        continue
                    tkey[bj] = key
                    ti[bj] = i
                    tj[bj] = j
                slist[c] = None
            else:
                for i in lv:
                    ikey = u[i] + D2
                    for j, W in zip(nbr[i], wts[i]):
                        if vlab[j] != 1:
                            continue
                        bj = inblossom[j]
                        if bj == b:
                            continue
                        key = ikey + u[j] - W
                        if ti[bj] == -1:
                            touched.append(bj)
                        elif key >= tkey[bj]:
                            continue
                        tkey[bj] = key
                        ti[bj] = i
                        tj[bj] = j
            skey[c] = INF
        lst = []
        bestkey = INF
        bi = bj_ = -1
        for c in touched:
            key = tkey[c]
            lst.append((key, ti[c], tj[c]))
            if key < bestkey:
                bestkey = key
                bi = ti[c]
                bj_ = tj[c]
            ti[c] = -1
        slist[b] = lst
        skey[b] = bestkey
        self.si[b] = bi
        self.sj[b] = bj_

    # -- blossom expansion ----------------------------------------------------------------------

    def _dissolve(self, b):
        """Make the children of top-level blossom ``b`` top-level; returns (children, leaves)."""
        n = self.n
        inblossom = self.inblossom
        bparent = self.bparent
        childs = self.bchilds[b]
        all_leaves = []
        for c in childs:
            bparent[c] = -1
            if c < n:
                inblossom[c] = c
                all_leaves.append((c,))
            else:
                lv = self.leaves(c)
                for x in lv:
                    inblossom[x] = c
                all_leaves.append(lv)
        return childs, all_leaves

    def _free_id(self, b):
        self.bchilds[b] = None
        self.bedges[b] = None
        self.bbase[b] = -1
        self.label[b] = 0
        self.lfrom[b] = -1
        self.z[b] = 0
        self.skey[b] = self.INF
        self.slist[b] = None
        self.free_ids.append(b)
        self.alive.discard(b)

    def expand_t(self, b):
        """Expand the top-level T-blossom ``b`` (its dual has reached zero) in mid-stage.

        The children on the even alternating path from the child entered by the tree edge to
        the base child become T, S, T, ..., T; the other children become free."""
        label = self.label
        vlab = self.vlab
        lfrom = self.lfrom
        lat = self.lat
        edges = self.bedges[b]
        sp = lfrom[b]
        tp = lat[b]
        root = self.troot[b]
        childs, child_leaves = self._dissolve(b)
        k = len(childs)
        for c, lv in zip(childs, child_leaves):
            label[c] = 0
            lfrom[c] = -1
            for x in lv:
                vlab[x] = 0
        j = childs.index(self.inblossom[tp])
        path_t = [(j, sp, tp)]
        if j & 1:
            # forward: j -> j+1 -> ... -> k (== 0)
            m = j
            while m < k:
                x, y = edges[m]  # matched edge: childs[m] (T) - childs[m+1] (S)
                self.label_s(childs[m + 1], x, y, root)
                x2, y2 = edges[m + 1]  # unmatched: childs[m+1] (S) - childs[m+2] (T)
                path_t.append(((m + 2) % k, x2, y2))
                m += 2
        else:
            # backward: j -> j-1 -> ... -> 0
            m = j
            while m > 0:
                x, y = edges[m - 1]  # matched edge: childs[m-1] (S) - childs[m] (T)
                self.label_s(childs[m - 1], y, x, root)
                x2, y2 = edges[m - 2]  # unmatched: childs[m-2] (T) - childs[m-1] (S)
                path_t.append((m - 2, y2, x2))
                m -= 2
        for i, frm, at in path_t:
            ct = childs[i]
            label[ct] = 2
            lfrom[ct] = frm
            lat[ct] = at
            self.troot[ct] = root
            for x in child_leaves[i]:
                vlab[x] = 2
        self._free_id(b)

    def expand_end(self, b):
        """Expand top-level blossom ``b`` at the end of a stage, and any zero-dual children."""
        n = self.n
        z = self.z
        stack = [b]
        while stack:
            c = stack.pop()
            for d in self._dissolve(c)[0]:
                if d >= n and z[d] == 0:
                    stack.append(d)
            self._free_id(c)

    # -- augmentation ------------------------------------------------------------------------

    def rotate(self, b0, v0):
        """Re-match the inside of blossom ``b0`` so that its vertex ``v0`` becomes the base."""
        n = self.n
        bparent = self.bparent
        bchilds = self.bchilds
        bedges = self.bedges
        mate = self.mate
        stack = [(b0, v0)]
        while stack:
            b, v = stack.pop()
            c = v
            while bparent[c] != b:
                c = bparent[c]
            if c >= n:
                stack.append((c, v))
            ch = bchilds[b]
            ed = bedges[b]
            k = len(ch)
            i = ch.index(c)
            if i:
                # flip the even path from child i to the base child: forward if i is odd
                if i & 1:
                    m = i + 1
                    stop = k
                else:
                    m = 0
                    stop = i - 1
                while m < stop:
                    x, y = ed[m]
                    cx = ch[m]
                    cy = ch[m + 1] if m + 1 < k else ch[0]
                    if cx >= n:
                        stack.append((cx, x))
                    if cy >= n:
                        stack.append((cy, y))
                    mate[x] = y
                    mate[y] = x
                    m += 2
                bchilds[b] = ch[i:] + ch[:i]
                bedges[b] = ed[i:] + ed[:i]
            self.bbase[b] = v

    def augment_from(self, s, j):
        """Match ``s`` to ``j`` (``-1``: leave it exposed) and flip the tree path to its root."""
        n = self.n
        inblossom = self.inblossom
        lfrom = self.lfrom
        lat = self.lat
        mate = self.mate
        while True:
            bs = inblossom[s]
            if bs >= n:
                self.rotate(bs, s)
            mate[s] = j
            t = lfrom[bs]
            if t == -1:
                return
            bt = inblossom[t]
            sp = lfrom[bt]
            tp = lat[bt]
            if bt >= n:
                self.rotate(bt, tp)
            mate[tp] = sp
            s = sp
            j = tp

    def augment(self, v, w, D):
        """Augment along the path through the tight edge (v, w) and drop the spent trees.

        ``v`` is an S-vertex; ``w`` is an S-vertex of another tree, or a vertex of a free blossom
        whose base is exposed (with dual zero), or ``-1``: then ``v`` has dual zero and the path
        from its root to ``v`` is flipped instead.  Returns how many roots were used up."""
        inblossom = self.inblossom
        troot = self.troot
        rv = troot[inblossom[v]]
        if w == -1:
            self.augment_from(v, -1)
            self.dissolve_trees((rv,), D)
            return 1
        if self.vlab[w] == 1:
            rw = troot[inblossom[w]]
            self.augment_from(v, w)
            self.augment_from(w, v)
            self.dissolve_trees((rv, rw), D)
            return 2
        self.augment_from(v, w)
        self.augment_from(w, v)
        self.dissolve_trees((rv,), D)
        return 1

    def dissolve_trees(self, roots, D):
        """Unlabel the trees of ``roots`` after an augmentation and repair the least-slack data.

        The other trees stay as they are (their edges are still tight and their duals feasible),
        so the search continues without rescanning them.  Repaired: ``vkey`` of every non-S
        vertex whose best S-neighbour was in a dropped tree and of every dropped vertex;
        ``skey`` of S-blossoms whose best edge led into a dropped tree; and the per-blossom
        lists lose their entries into dropped trees."""
        n = self.n
        INF = self.INF
        u = self.u
        nbr = self.nbr
        wts = self.wts
        vlab = self.vlab
        inblossom = self.inblossom
        troot = self.troot
        label = self.label
        lfrom = self.lfrom
        skey = self.skey
        si = self.si
        sj = self.sj
        slist = self.slist
        vkey = self.vkey
        vsrc = self.vsrc
        dropped = []
        kept = 0
        r0 = roots[0]
        r1 = roots[-1]
        for x in range(n):
            if vlab[x]:
                r = troot[inblossom[x]]
                if r == r0 or r == r1:
                    dropped.append(x)
                elif vlab[x] == 1:
                    kept += 1
        stale = []  # non-S vertices outside the dropped trees whose best S-neighbour is inside
        for w in range(n):
            lw = vlab[w]
            if lw != 1 and vkey[w] < INF and vlab[vsrc[w]] == 1:
                r = troot[inblossom[vsrc[w]]]
                if r == r0 or r == r1:
                    if lw == 2:
                        r = troot[inblossom[w]]
                        if r == r0 or r == r1:
                            continue  # dropped itself
                    stale.append(w)
        if kept <= len(dropped) + len(stale):
            # Repairing would cost more than regrowing the remaining trees from scratch.
            self.restart = True
            return
        s_epoch = self.s_epoch
        for x in dropped:
            if vlab[x] == 1:
                s_epoch[x] += 1
            b = inblossom[x]
            label[b] = 0
            lfrom[b] = -1
            skey[b] = INF
            slist[b] = None
            vlab[x] = 0
            vkey[x] = INF
        # non-S vertices: recompute the best edge from an S-vertex where it is gone
        redo = dropped + stale
        D0 = D
        for y in redo:
            best = INF
            src = -1
            for s, W in zip(nbr[y], wts[y]):
                if vlab[s] == 1:
                    key = u[s] - W
                    if key < best:
                        best = key
                        src = s
            if src != -1:
                vkey[y] = best + D0
                vsrc[y] = src
            else:
                vkey[y] = INF
        # S-blossoms: purge lists, recompute stale best edges
        D2 = D + D
        bparent = self.bparent
        s_blossoms = [v for v in range(n) if vlab[v] == 1 and inblossom[v] == v]
        s_edges = self.s_edges
        s_next = self.s_next
        s_cut = self.s_cut
        s_blossoms += [b for b in self.alive if label[b] == 1 and bparent[b] == -1]
        for b in s_blossoms:
            lst = slist[b]
            if lst is not None:
                lst = [e for e in lst if vlab[e[2]] == 1]
                slist[b] = lst
            if skey[b] < INF and vlab[sj[b]] != 1:
                best = INF
                bi = bj = -1
                if lst is not None:
                    for key, i, j in lst:
                        if key < best:
                            best = key
                            bi = i
                            bj = j
                    scan = False
                elif b < n and s_edges[b] is not None:
                    found = s_edges[b]
                    k = s_next[b]
                    while k < len(found):
                        key, j, epoch = found[k]
                        if vlab[j] == 1 and s_epoch[j] == epoch:
                            best = key
                            bi = b
                            bj = j
                            break
                        k += 1
                    s_next[b] = k
                    scan = k == len(found) and s_cut[b]  # the kept part spent, not the rest
                else:
                    scan = True
                if scan:
                    for i in self.leaves(b):
                        ikey = u[i] + D2
                        for j, W in zip(nbr[i], wts[i]):
                            if vlab[j] == 1 and inblossom[j] != b:
                                key = ikey + u[j] - W
                                if key < best:
                                    best = key
                                    bi = i
                                    bj = j
                skey[b] = best
                si[b] = bi
                sj[b] = bj

    def start_stage(self):
        """Clear all labels and grow a fresh tree from every exposed vertex with a positive dual.

        Also dissolves top-level blossoms whose dual is zero (Galil's end-of-stage step).
        Returns the number of trees."""
        n = self.n
        n2 = 2 * n
        INF = self.INF
        z = self.z
        bparent = self.bparent
        alive = self.alive
        for b in list(alive):
            if b in alive and bparent[b] == -1 and z[b] == 0:
                self.expand_end(b)
        self.label[:] = [0] * n2
        self.vlab[:] = [0] * n
        self.lfrom[:] = [-1] * n2
        self.vkey[:] = [INF] * n
        self.skey[:] = [INF] * n2
        self.slist[:] = [None] * n2
        self.s_edges[:] = [None] * n
        del self.queue[:]
        self.restart = False
        mate = self.mate
        u = self.u
        inblossom = self.inblossom
        roots = 0
        for v in range(n):
            if mate[v] == -1 and u[v] > 0:
                self.label_s(inblossom[v], -1, v, v)
                roots += 1
        return roots

    def duals(self) -> Duals:
        """The final dual solution, with the blossoms of positive dual holding each vertex."""
        z = self.z
        bparent = self.bparent
        chains = []
        for v in range(self.n):
            chain = {}
            b = bparent[v]
            while b != -1:
                if z[b]:
                    chain[b] = z[b]
                b = bparent[b]
            chains.append(chain)
        return Duals(self.u, chains)

    def verify(self):
        """Assert the optimality certificate of the final matching (scaled units).

        Duals feasible (u >= 0, z >= 0, every edge has non-negative slack counting the duals of
        the blossoms containing both ends), matched edges tight, exposed vertices with zero
        dual, and every blossom with a positive dual has its maximum number of matched edges."""
        n = self.n
        u = self.u
        z = self.z
        mate = self.mate
        bparent = self.bparent
        bchilds = self.bchilds
        for v in range(n):
            assert u[v] >= 0, ("negative vertex dual", v)
            if mate[v] == -1:
                assert u[v] == 0, ("exposed vertex with positive dual", v)
            else:
                assert mate[mate[v]] == v, ("asymmetric mate", v)
        ancestors = []
        for v in range(n):
            chain = {}
            b = bparent[v]
            while b != -1:
                chain[b] = z[b]
                b = bparent[b]
            ancestors.append(chain)
        tight = set()  # matched vertices whose pair has a tight edge (of duplicates, the heaviest copy)
        for i in range(n):
            for j, W in zip(self.nbr[i], self.wts[i]):
                if j < i:
                    continue
                ai = ancestors[i]
                aj = ancestors[j]
                slack = u[i] + u[j] - W + sum(zb for b, zb in ai.items() if b in aj)
                assert slack >= 0, ("negative slack", i, j, slack)
                if mate[i] == j and slack == 0:
                    tight.add(i)
        untight = [v for v in range(n) if v < mate[v] and v not in tight]
        assert not untight, ("matched pair not a tight edge", untight)
        for b in range(n, 2 * n):
            if bchilds[b] is None:
                continue
            assert z[b] >= 0, ("negative blossom dual", b)
            leaves = self.leaves(b)
            assert len(leaves) % 2 == 1
            inside = set(leaves)
            if z[b] > 0:
                m = sum(1 for x in leaves if mate[x] in inside)
                assert m == len(leaves) - 1, ("blossom with positive dual not full", b)

    # -- main loop -------------------------------------------------------------------------------

    def solve(self):
        INF = self.INF
        u = self.u
        z = self.z
        mate = self.mate
        nbr = self.nbr
        wts = self.wts
        inblossom = self.inblossom
        bparent = self.bparent
        bbase = self.bbase
        label = self.label
        vlab = self.vlab
        vkey = self.vkey
        vsrc = self.vsrc
        skey = self.skey
        si = self.si
        sj = self.sj
        queue = self.queue
        label_t = self.label_t
        find_base = self.find_base
        add_blossom = self.add_blossom
        augment = self.augment
        alive = self.alive
        s_edges = self.s_edges
        s_next = self.s_next
        s_epoch = self.s_epoch
        s_cut = self.s_cut
        itemgetter = operator.itemgetter

        # Every exposed vertex with a positive dual roots an alternating tree.  The search runs
        # until no roots are left; after an augmentation only the trees involved are dropped
        # (see dissolve_trees) unless starting afresh (a new stage) is cheaper.
        roots = self.start_stage()
        D = 0
        while roots:
            checkpoint()  # the arbiter may cancel a long pairing (engine/cancel.py)
            if self.restart:
                roots = self.start_stage()
                D = 0
                continue
            # ---- scan S-vertices ----
            while queue:
                v = queue.pop()
                if vlab[v] != 1:
                    continue  # its tree was dropped after an augmentation
                bv = inblossom[v]
                sk = skey[bv]
                found = [] if bv == v else None  # the S-S edges of a vertex alone (s_edges)
                uv = u[v]
                uvD = uv + D
                D2 = D + D
                uv2D = uv + D2
                for w, W in zip(nbr[v], wts[v]):
                    lw = vlab[w]
                    if lw == 1:
                        bw = inblossom[w]
                        if bw == bv:
                            continue
                        key = uv2D + u[w] - W
                        if key == D2:
                            # tight S-S edge: blossom or augmenting path
                            base = find_base(v, w)
                            if base == -1:
                                roots -= augment(v, w, D)
                                found = None
                                break
                            add_blossom(base, v, w, D)
                            bv = inblossom[v]
                            sk = skey[bv]
                            found = None  # v is in a blossom now, whose edges add_blossom found
                        elif found is not None:
                            found.append((key, w, s_epoch[w]))
                        elif key < sk:
                            sk = skey[bv] = key
                            si[bv] = v
                            sj[bv] = w
                    else:
                        # A tight edge has the least possible key, so only keys that do not
                        # exceed vkey[w] need the tightness test.
                        key = uvD - W
                        if key <= vkey[w]:
                            vkey[w] = key
                            vsrc[w] = v
                            if lw == 0 and key + u[w] == D:
                                if mate[bbase[inblossom[w]]] == -1:
                                    roots -= augment(v, w, D)
                                    found = None
                                    break
                                label_t(w, v)
                if found:
                    # sorted by key alone (a stable sort): the first least edge in the scan's
                    # order leads, as when the least key is kept while scanning
                    found.sort(key=itemgetter(0))
                    s_cut[v] = len(found) > S_EDGES_KEPT
                    s_edges[v] = found[:S_EDGES_KEPT]
                    s_next[v] = 0
                    if found[0][0] < skey[v]:
                        skey[v] = found[0][0]
                        si[v] = v
                        sj[v] = found[0][1]
                if not roots or self.restart:
                    break
            if not roots:
                break
            if self.restart:
                continue

            # ---- dual change ----
            # delta1: an S-vertex dual reaches zero; delta2: S-to-free edge becomes tight;
            # delta3: S-S edge becomes tight (half its slack); delta4: T-blossom dual hits 0.
            delta = INF
            kind = 0
            arg = -1
            D2 = D + D
            for v, lab in enumerate(vlab):
                if lab == 1:
                    x = u[v]
                    if x < delta:
                        delta = x
                        kind = 1
                        arg = v
                    if inblossom[v] == v:
                        x = skey[v]
                        if x < INF:
                            x = (x - D2) >> 1
                            if x < delta:
                                delta = x
                                kind = 3
                                arg = v
                elif lab == 0:
                    x = vkey[v]
                    if x < INF:
                        x += u[v] - D
                        if x < delta:
                            delta = x
                            kind = 2
                            arg = v
            for b in alive:
                if bparent[b] == -1:
                    lab = label[b]
                    if lab == 1:
                        x = skey[b]
                        if x < INF:
                            x = (x - D2) >> 1
                            if x < delta:
                                delta = x
                                kind = 3
                                arg = b
                    elif lab == 2:
                        x = z[b] >> 1
                        if x < delta:
                            delta = x
                            kind = 4
                            arg = b
            if delta:
                u[:] = [x - delta if lab == 1 else x + delta if lab == 2 else x for x, lab in zip(u, vlab)]
                d2 = delta + delta
                for b in alive:
                    if bparent[b] == -1:
                        lab = label[b]
                        if lab == 1:
                            z[b] += d2
                        elif lab == 2:
                            z[b] -= d2
                D += delta

            # ---- act on the event ----
            if kind == 1:
                roots -= augment(arg, -1, D)
            elif kind == 2:
                w = arg
                s = vsrc[w]
                if mate[bbase[inblossom[w]]] == -1:
                    roots -= augment(s, w, D)
                else:
                    label_t(w, s)
            elif kind == 3:
                v = si[arg]
                w = sj[arg]
                base = find_base(v, w)
                if base == -1:
                    roots -= augment(v, w, D)
                else:
                    add_blossom(base, v, w, D)
            else:
                self.expand_t(arg)


# --------------------------------------------------------------------------------------------
# Maximum-cardinality matching (unweighted)
# --------------------------------------------------------------------------------------------

def max_cardinality_matching(n: int, adjacency: list[list[int]]) -> list[int]:
    """Maximum-cardinality matching in a general undirected graph with vertices ``0..n-1``.

    Edmonds' blossom-shrinking algorithm (unweighted): starting from a greedy matching
    (minimum-degree vertices first), grow a breadth-first alternating tree from each exposed
    vertex, contract odd cycles onto a common base, and augment along the first path found to
    another exposed vertex.  Trees of failed searches are discarded for good.  One search costs
    O(m + n^2), so the worst case is O(n^3); in practice few searches are needed.

    ``adjacency[v]`` lists the neighbours of ``v`` and must be symmetric; loops and repeated
    neighbours are tolerated.  Returns ``mate`` with ``mate[v]`` the partner of ``v`` or ``-1``.
    """
    n = operator.index(n)
    if len(adjacency) != n:
        raise ValueError("adjacency must have one list per vertex")
    adj = adjacency
    mate = [-1] * n

    # Greedy start: low-degree vertices first, each to its lowest-degree exposed neighbour.
    deg = [len(a) for a in adj]
    for v in sorted(range(n), key=deg.__getitem__):
        if mate[v] != -1:
            continue
        best = -1
        bestdeg = 0
        for w in adj[v]:
            if mate[w] == -1 and w != v and (best == -1 or deg[w] < bestdeg):
                best = w
                bestdeg = deg[w]
        if best != -1:
            mate[v] = best
            mate[best] = v

    lab = [0] * n  # 0 = not in tree, 1 = even (outer), 2 = odd (inner)
    par = [-1] * n  # tree edge into odd vertices (and path pointers through blossoms)
    base = list(range(n))
    dead = [False] * n  # vertices of frustrated trees
    seen = [0] * n
    inb = [0] * n
    stamp = 0

    for root in range(n):
        if mate[root] != -1 or dead[root]:
            continue
        checkpoint()
        visited = [root]
        lab[root] = 1
        queue = [root]
        qi = 0
        found = False
        while qi < len(queue) and not found:
            v = queue[qi]
            qi += 1
            for w in adj[v]:
                if dead[w]:
                    continue
                lw = lab[w]
                if lw == 0:
                    mw = mate[w]
                    if mw == -1:
                        # augmenting path root .. v - w: flip it back to the root
                        par[w] = v
                        x = w
                        while x != -1:
                            p = par[x]
                            nx = mate[p]
                            mate[x] = p
                            mate[p] = x
                            x = nx
                        found = True
                        break
                    lab[w] = 2
                    par[w] = v
                    lab[mw] = 1
                    visited.append(w)
                    visited.append(mw)
                    queue.append(mw)
                elif lw == 1:
                    bv = base[v]
                    bw = base[w]
                    if bv == bw:
                        continue
                    # odd cycle: find the common base (lowest common ancestor of the bases)
                    stamp += 1
                    x = bv
                    while True:
                        seen[x] = stamp
                        if x == root:
                            break
                        x = base[par[mate[x]]]
                    y = bw
                    while seen[y] != stamp:
                        y = base[par[mate[y]]]
                    cb = y
                    # mark the blossom's bases and set path pointers on both sides
                    for a, child in ((v, w), (w, v)):
                        while base[a] != cb:
                            ma = mate[a]
                            inb[base[a]] = stamp
                            inb[base[ma]] = stamp
                            par[a] = child
                            child = ma
                            a = par[ma]
                    for x in visited:
                        if inb[base[x]] == stamp:
                            base[x] = cb
                            if lab[x] == 2:
                                lab[x] = 1
                                queue.append(x)
        for x in visited:
            lab[x] = 0
            par[x] = -1
            base[x] = x
            if not found:
                dead[x] = True
    return mate
