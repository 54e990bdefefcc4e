"""Temporary bridge to a matching implementation while engine/matching.py is written."""
from __future__ import annotations

try:
    from .matching import max_cardinality_matching, max_weight_matching
except ImportError:  # pragma: no cover
    import networkx as nx

    def max_weight_matching(n, edges, max_cardinality=False):
        g = nx.Graph()
        g.add_nodes_from(range(n))
        g.add_weighted_edges_from(edges)
        mate = [-1] * n
        for u, v in nx.max_weight_matching(g, maxcardinality=max_cardinality):
            mate[u], mate[v] = v, u
        return mate

    def max_cardinality_matching(n, adjacency):
        g = nx.Graph()
        g.add_nodes_from(range(n))
        for u, row in enumerate(adjacency):
            for v in row:
                g.add_edge(u, v)
        mate = [-1] * n
        for u, v in nx.max_weight_matching(g, maxcardinality=True):
            mate[u], mate[v] = v, u
        return mate
