"""The tournament file: one SQLite database per tournament, with an undo journal.

    from arbiter_gui import store
    with store.create("open2026.arbiter", settings) as s:   # or store.open(path)
        change = s.apply(AddPlayer(Player(0, "Carlsen, Magnus", fide_rating=2830)))
        s.undo(); s.redo()
        t = s.tournament()

Modules: ``database`` (open, create, Store), ``schema`` (DDL, migrations), ``rows`` (domain <->
rows), ``journal`` (row differences, undo/redo), ``checks`` (what a file must hold before it is
opened), ``lock`` (one writer per file: FileInUse names the holder), ``errors`` (StoreError).
"""
from __future__ import annotations

from .database import Prepared, Store, create, open, prepare  # noqa: A004 - store.open is the intended name
from .errors import StoreError
from .journal import JournalEntry
from .lock import FileInUse, Holder

__all__ = ["FileInUse", "Holder", "JournalEntry", "Prepared", "Store", "StoreError", "create", "open", "prepare"]
