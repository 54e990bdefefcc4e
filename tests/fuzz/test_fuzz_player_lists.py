"""Fuzzing the player importers with mutations of the files in tests/data/players: the CSV reader
and the FIDE rating list (TXT and XML). Every input is read or rejected with PlayerImportError
(a TrfError) naming the file, line and field; the players read are added to a tournament all at
once or not at all."""
from __future__ import annotations

import shutil
from pathlib import Path
from typing import Callable

import pytest
from hypothesis import given
from hypothesis import strategies as st

from arbiter_gui import store
from arbiter_gui.formats.players_csv import read_players_csv
from arbiter_gui.formats.rating_list import read_rating_list
from arbiter_gui.formats.trf import TrfError
from arbiter_gui.tournament.model import Player
from arbiter_gui.tournament.validation import validate
from arbiter_gui.tournament.operations import AddPlayers, OperationError
from tests.fuzz.fuzzing import Mutation, budget, check_rejection, guarded, mutate, mutations
from tests.store.helpers import new_store

PLAYERS = Path(__file__).parents[1] / "data" / "players"
CSV_SEEDS = sorted(PLAYERS.glob("*.csv"))
RATING_SEEDS = sorted(PLAYERS.glob("rating_list*"))


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("fuzz-players")
    with new_store(path / "empty.arbiter", rounds=5):
        pass
    return path


def add_all(folder: Path, players: list[Player]) -> None:
    """AddPlayers through a store: applied whole, or refused with the tournament unchanged."""
    path = folder / "players.arbiter"
    for leftover in folder.glob("players.arbiter*"):
        leftover.unlink()
    shutil.copy(folder / "empty.arbiter", path)
    with store.open(path) as s:
        try:
            s.apply(AddPlayers(tuple(players)))
        except OperationError:
            assert s.tournament().players == {}
        else:
            assert len(s.tournament().players) == len(players)
        assert validate(s.tournament()) == []


def read_fuzzed(folder: Path, reader: Callable[[Path], list[Player]], seed: Path, steps: list[Mutation],
                target: str) -> None:
    path = folder / f"fuzzed{seed.suffix}"
    path.write_bytes(mutate(seed.read_bytes(), steps))
    with guarded(target):
        try:
            players = reader(path)
        except TrfError as error:
            check_rejection(error, path, target)
            return
        add_all(folder, players)


@budget(0.4)
@given(seed=st.sampled_from(CSV_SEEDS), steps=mutations)
def test_players_csv(folder: Path, seed: Path, steps: list[Mutation]) -> None:
    read_fuzzed(folder, read_players_csv, seed, steps, "players CSV")


@budget(0.4)
@given(seed=st.sampled_from(RATING_SEEDS), steps=mutations)
def test_rating_list(folder: Path, seed: Path, steps: list[Mutation]) -> None:
    read_fuzzed(folder, lambda path: read_rating_list(path).players(), seed, steps, "FIDE rating list")
