"""Accelerations applied before a Swiss system pairs: Baku (C.04.7)."""
