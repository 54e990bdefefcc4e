"""Timings of arbiter_gui.engine.matching.blossom against networkx.max_weight_matching (if installed).

Complete graphs with big-integer weights (lexicographically packed at ~2**600-2**700 scale, as
the pairing engine produces them): independent random weights, and a pairing-shaped variant
with many near-ties.  Then a sparse graph and the unweighted max_cardinality_matching helper.
Every result is checked against networkx's total weight.  Run from the repository root:

    python benchmarks/bench_matching.py [--sizes 50,100,200,300] [--repeat 3] [--no-nx]
"""
from __future__ import annotations

import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from arbiter_gui.engine.matching.blossom import (  # noqa: E402
    matching_weight,
    max_cardinality_matching,
    max_weight_matching,
)

try:  # networkx is only a reference point for the timings
    import networkx as nx
except ImportError:  # pragma: no cover
    nx = None


def packed_weight(rng: random.Random) -> int:
    """A weight shaped like the engine's: a few criteria packed at 2**600, 2**400, ..."""
    return (
        rng.randint(0, 3) * 2**600
        + rng.randint(0, 1000) * 2**400
        + rng.randint(0, 10**6) * 2**200
        + rng.getrandbits(64)
    )


def complete_graph(n: int, rng: random.Random):
    """K_n with independent random packed weights."""
    return [(a, b, packed_weight(rng)) for a in range(n) for b in range(a + 1, n)]


def swiss_like_graph(n: int, rng: random.Random):
    """Pairing-shaped K_n minus 5% "already played" edges: score difference dominates, then a
    colour conflict bit, then a rank-distance term (many near-ties at the top levels)."""
    scores = [rng.randint(0, 8) for _ in range(n)]
    colour = [rng.randint(-2, 2) for _ in range(n)]
    edges = []
    for a in range(n):
        for b in range(a + 1, n):
            if rng.random() < 0.05:
                continue
            w = (
                2**700
                - (scores[a] - scores[b]) ** 2 * 2**600
                - (1 if colour[a] * colour[b] > 0 else 0) * 2**400
                - abs((b - a) - n // 2) * 2**100
            )
            edges.append((a, b, w))
    return edges


def best_of(fn, repeat):
    best = None
    result = None
    for _ in range(repeat):
        t0 = time.perf_counter()
        result = fn()
        dt = time.perf_counter() - t0
        best = dt if best is None else min(best, dt)
    return best, result


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="50,100,200,300")
    ap.add_argument("--repeat", type=int, default=3, help="best of N for our code")
    ap.add_argument("--nx-repeat", type=int, default=1, help="best of N for networkx")
    ap.add_argument("--seed", type=int, default=12345)
    ap.add_argument("--no-nx", action="store_true", help="skip networkx")
    args = ap.parse_args()
    sizes = [int(s) for s in args.sizes.split(",") if s]
    use_nx = nx is not None and not args.no_nx

    print(f"{'graph':<40}{'ours (s)':>10}{'networkx (s)':>14}{'speed-up':>10}")
    for label, make in (("K{n} random big-int", complete_graph),
                        ("K{n} swiss-like", swiss_like_graph)):
        for n in sizes:
            for mc in (False, True):
                rng = random.Random(args.seed + n)
                edges = make(n, rng)
                t_ours, mate = best_of(lambda: max_weight_matching(n, edges, mc), args.repeat)
                ours_w = matching_weight(mate, edges)
                name = label.format(n=n) + (" maxcard" if mc else "")
                line = f"{name:<40}{t_ours:>10.3f}"
                if use_nx:
                    G = nx.Graph()
                    G.add_nodes_from(range(n))
                    G.add_weighted_edges_from(edges)
                    t_nx, m = best_of(
                        lambda: nx.max_weight_matching(G, maxcardinality=mc), args.nx_repeat
                    )
                    nx_w = sum(G[a][b]["weight"] for a, b in m)
                    assert nx_w == ours_w, "weight mismatch with networkx"
                    line += f"{t_nx:>14.3f}{t_nx / t_ours:>9.0f}x"
                print(line, flush=True)

    # A sparser case and the unweighted helper.
    for n in sizes:
        rng = random.Random(args.seed + 7 * n)
        edges = [(a, b, packed_weight(rng)) for a in range(n) for b in range(a + 1, n)
                 if rng.random() < 0.1]
        t_ours, mate = best_of(lambda: max_weight_matching(n, edges), args.repeat)
        line = f"{f'G({n}, 0.1) random big-int':<40}{t_ours:>10.3f}"
        if use_nx:
            G = nx.Graph()
            G.add_nodes_from(range(n))
            G.add_weighted_edges_from(edges)
            t_nx, m = best_of(lambda: nx.max_weight_matching(G), args.nx_repeat)
            assert sum(G[a][b]["weight"] for a, b in m) == matching_weight(mate, edges)
            line += f"{t_nx:>14.3f}{t_nx / t_ours:>9.0f}x"
        print(line, flush=True)

    for n in sizes:
        rng = random.Random(args.seed + 11 * n)
        adj = [[] for _ in range(n)]
        for a in range(n):
            for b in range(a + 1, n):
                if rng.random() < 0.5:
                    adj[a].append(b)
                    adj[b].append(a)
        t_ours, mate = best_of(lambda: max_cardinality_matching(n, adj), args.repeat)
        line = f"{f'max_cardinality_matching G({n}, 0.5)':<40}{t_ours:>10.3f}"
        if use_nx:
            G = nx.Graph()
            G.add_nodes_from(range(n))
            G.add_edges_from((a, b) for a in range(n) for b in adj[a] if a < b)
            t_nx, m = best_of(
                lambda: nx.max_weight_matching(G, maxcardinality=True), args.nx_repeat
            )
            assert len(m) == sum(x != -1 for x in mate) // 2
            line += f"{t_nx:>14.3f}{t_nx / t_ours:>9.0f}x"
        print(line, flush=True)


if __name__ == "__main__":
    main()
