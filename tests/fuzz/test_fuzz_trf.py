"""Fuzzing the TRF input paths with mutations of the valid files in tests/data: the reader, the
TRF -> tournament import (and the tournament file it creates) and ``arbiter-pair``. Every input
is either accepted or rejected with a TrfError naming the file, line and field; nothing else
escapes, no half-written tournament file or output file is left."""
from __future__ import annotations

import contextlib
import io
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from arbiter_gui import cli, store
from arbiter_gui.formats.trf import TrfError, read_trf
from arbiter_gui.formats.trf_tournament import tournament_from_trf
from arbiter_gui.store import StoreError
from arbiter_gui.tournament.validation import validate
from tests import robustness_counts as counts
from tests.fuzz.fuzzing import (DAMAGE_KINDS, Mutation, budget, check_rejection, cut_at_field_end, guarded, mutate,
                                mutations, truncated_line)

DATA = Path(__file__).parents[1] / "data"
SEEDS = sorted(p for p in DATA.rglob("*.trf") if p.stat().st_size < 40_000)
SMALL_SEEDS = [p for p in SEEDS if p.stat().st_size < 6_000]  # for the CLI, which also pairs


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("fuzz-trf")


def fuzz_file(folder: Path, seed: Path, steps: list[Mutation], name: str) -> Path:
    path = folder / name
    path.write_bytes(mutate(seed.read_bytes(), steps))
    return path


@budget(1.0)
@given(seed=st.sampled_from(SEEDS), steps=mutations)
def test_trf_reader(folder: Path, seed: Path, steps: list[Mutation]) -> None:
    path = fuzz_file(folder, seed, steps, "reader.trf")
    with guarded("TRF reader"):
        try:
            read_trf(str(path))
        except TrfError as error:
            check_rejection(error, path, "TRF reader")


@budget(0.6)
@given(seed=st.sampled_from(SEEDS), steps=mutations)
def test_trf_import_as_tournament(folder: Path, seed: Path, steps: list[Mutation]) -> None:
    """A TRF accepted by the import gives a consistent tournament that the store saves; one that is
    rejected leaves no tournament file."""
    path = fuzz_file(folder, seed, steps, "import.trf")
    target = folder / "import.arbiter"
    target.unlink(missing_ok=True)
    with guarded("TRF import"):
        try:
            tournament = tournament_from_trf(read_trf(str(path)))
        except TrfError as error:
            check_rejection(error, path, "TRF import")
            return
        assert validate(tournament) == []
        try:
            store.create(target, tournament=tournament).close()
        except StoreError:
            assert not target.exists(), "a refused tournament left a file"
            raise
        with store.open(target, readonly=True) as s:
            assert s.tournament() == tournament


@budget(0.3)
@given(seed=st.sampled_from(SMALL_SEEDS), steps=mutations)
def test_arbiter_pair_on_bad_input(folder: Path, seed: Path, steps: list[Mutation]) -> None:
    """``arbiter-pair --dutch BAD.trf -p OUT``: exit 0 or 1 (a pairing or none possible), or 3 with
    one line naming file, line and field; never 2 (unexpected) or a traceback; OUT untouched
    unless the exit code is 0."""
    path = fuzz_file(folder, seed, steps, "cli.trf")
    out = folder / "cli.out"
    out.write_text("previous content")
    stderr = io.StringIO()
    with guarded("arbiter-pair"), contextlib.redirect_stderr(stderr), contextlib.redirect_stdout(io.StringIO()):
        code = cli.main(["--dutch", str(path), "-p", str(out)])
        if code == cli.EXIT_UNEXPECTED:  # main() caught an exception: the program's own crash report
            raise RuntimeError(stderr.getvalue())
    message = stderr.getvalue()
    assert code in (cli.EXIT_OK, cli.EXIT_NO_PAIRING, cli.EXIT_INVALID), message
    assert "Traceback" not in message
    if code != cli.EXIT_OK:
        assert out.read_text() == "previous content"
    if code == cli.EXIT_INVALID:  # one line, the TrfError's (file, then line and field), after any warnings
        *warnings, error = message.splitlines()
        assert error.startswith(f"arbiter-pair: {path}") and message.endswith("\n"), message
        assert all(w.startswith(f"arbiter-pair: warning: {path}") for w in warnings), message


INTACT: dict[Path, tuple[int, str]] = {}  # seed -> (exit code, pairing printed)


def pair_quietly(path: Path) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(out):
        code = cli.main(["--dutch", str(path), "-p"])
    return code, out.getvalue(), err.getvalue()


@budget(0.3)
@given(seed=st.sampled_from(SMALL_SEEDS), kind=st.sampled_from(DAMAGE_KINDS), where=st.integers(0, 2**31))
def test_damage_never_silently_changes_the_pairing(folder: Path, seed: Path, kind: str, where: int) -> None:
    """Issue 16's acceptance: a damaged known record, a non-ASCII digit or a player line cut short is
    refused (exit 3) or read as meant (the intact file's pairing); never exit 2, never another
    pairing. A line cut exactly after a round cell is a valid shorter line (nobody can tell it
    from one written so): counted apart."""
    if seed not in INTACT:
        INTACT[seed] = pair_quietly(seed)[:2]
    path = fuzz_file(folder, seed, [(kind, where, b"")], "damaged.trf")
    target = f"damaged input ({kind})"
    with guarded(target):
        code, out, err = pair_quietly(path)
        if code == cli.EXIT_UNEXPECTED:
            raise RuntimeError(err)
    if code == cli.EXIT_INVALID and code != INTACT[seed][0]:
        counts.add("damaged inputs refused (exit 3)", kind)
    elif (code, out) == INTACT[seed]:
        counts.add("damaged inputs read as meant (same pairing)", kind)
    else:
        cut = truncated_line(seed.read_bytes(), where) if kind == "truncate line" else None
        assert cut is not None and cut_at_field_end(cut[1], cut[2]), (kind, code, out, INTACT[seed], err)
        counts.add("damaged inputs indistinguishable from a valid file (whole cells cut)", kind)
    counts.add("damaged inputs accepted with another pairing", kind, 0)
