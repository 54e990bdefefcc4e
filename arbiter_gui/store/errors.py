"""The store's exception: a tournament file that cannot be opened, created or changed."""
from __future__ import annotations


class StoreError(Exception):
    """str() is a sentence for the arbiter, naming the file and what is wrong with it."""
