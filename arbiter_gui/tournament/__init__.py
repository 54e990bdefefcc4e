"""The tournament domain: players, rounds, results, standings and tie-breaks (no Qt)."""
