"""Acceptance: the reference pairings of ../shared/conformance (copied under tests/data) are
reproduced exactly by ``arbiter-pair --dutch``."""
from __future__ import annotations

from pathlib import Path

import pytest

from tests.pairing_files import pair_with_cli, read_pairing

DATA = Path(__file__).parents[1] / "data" / "conformance"
AGREED = sorted((DATA / "dutch").glob("*.trf"))
DISPUTED = sorted((DATA / "dutch" / "disputed").glob("*.trf"))
PEER = sorted((DATA / "peer-tests" / "bbpPairings").glob("*.trf")) + sorted(
    (DATA / "peer-tests" / "py4swiss-dutch").glob("*.trf"))


def test_the_data_is_there() -> None:
    assert len(AGREED) == 485 and len(DISPUTED) == 23 and len(PEER) == 6


@pytest.mark.parametrize("trf", AGREED, ids=lambda p: p.stem)
def test_agreed_reference_pairing(trf: Path, tmp_path: Path) -> None:
    code, got = pair_with_cli("dutch", trf, tmp_path)
    assert code == 0
    assert got == read_pairing(trf.with_suffix(".expected"))


@pytest.mark.parametrize("trf", DISPUTED, ids=lambda p: p.stem)
def test_disputed_case_follows_the_ruling(trf: Path, tmp_path: Path) -> None:
    """docs/rulings.md rules every disputed case for the bbpPairings output (2026 text, 1.4.3-1.4.4)."""
    code, got = pair_with_cli("dutch", trf, tmp_path)
    assert code == 0
    assert got == read_pairing(trf.with_suffix(".bbp"))


@pytest.mark.parametrize("trf", PEER, ids=lambda p: p.stem)
def test_peer_engine_test_case(trf: Path, tmp_path: Path) -> None:
    code, got = pair_with_cli("dutch", trf, tmp_path)
    assert code == 0
    assert got == read_pairing(trf.with_suffix(".expected"))
