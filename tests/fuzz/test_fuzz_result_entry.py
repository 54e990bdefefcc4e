"""Fuzzing result entry: random sequences of edits (every result choice and codes that make no
result, swapped colours, withdrawals, bye requests, undo/redo, pairings) through a real Store.
Each edit is applied or refused with OperationError (and then changes nothing); after each, the
tournament is consistent (``validation.validate``) and the file, opened again, holds the same."""
from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from arbiter_gui import store
from arbiter_gui.tournament.validation import validate
from arbiter_gui.tournament.operations import OperationError
from tests.fuzz.fuzzing import budget, guarded
from tests.store.helpers import apply_edit, new_store, random_edit

STEPS = 30
SIZES = range(2, 14)
TARGET = "result entry (edits)"


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Tournament files with 2 to 13 players and 6 rounds to start from."""
    path = tmp_path_factory.mktemp("fuzz-edits")
    for players in SIZES:
        with new_store(path / f"template{players}.arbiter", rounds=6, players=players, seed=players):
            pass
    return path


@budget(0.2)
@given(players=st.sampled_from(SIZES), rng=st.randoms(use_true_random=False))
def test_random_edits_through_the_store(folder: Path, players: int, rng: random.Random) -> None:
    path = folder / "edits.arbiter"
    for leftover in folder.glob("edits.arbiter*"):
        leftover.unlink()
    shutil.copy(folder / f"template{players}.arbiter", path)
    with store.open(path) as s:
        for _ in range(STEPS):
            before = s.tournament()
            edit = random_edit(before, rng)
            with guarded(TARGET):
                try:
                    apply_edit(s, edit)
                except OperationError:
                    assert s.tournament() == before, f"{edit!r} was refused but changed the tournament"
            after = s.tournament()
            assert validate(after) == [], edit
            with store.open(path, readonly=True) as again:
                assert again.tournament() == after
