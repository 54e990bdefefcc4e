"""Issues 27 and 30: rounds built to hit the shortcuts of the Dutch engine (C.04.3) are paired as
bbpPairings 6.0 pairs them. The shortcuts are the first stage solved from player profiles on a
sparse graph (``matching.optimum``), the walk over its optimal duals (``DutchRound._walk_best``)
and the first perfect candidate (``perfect.SequenceWalk``). The rounds come from the hostile
cross-check in docs/validation.md: huge score groups of identical profiles, forbidden pairs that
take away every player's nearest partners, late rounds of small events, one-sided colour
preferences, Baku, absences. Each ``NAME.trf`` is the event before the round to pair and
``NAME.bbp`` is bbpPairings' pairing of it ("0": no valid pairing, C.04.3 1.9.3)."""
from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_gui.cli import EXIT_NO_PAIRING
from arbiter_gui.engine.matching import optimum
from arbiter_gui.engine.result import NoValidPairing
from arbiter_gui.engine.swiss.dutch.pairing import DutchRound
from arbiter_gui.formats.trf import read_trf
from arbiter_gui.formats.trf_pairing import snapshot, with_acceleration
from tests.pairing_files import pair_with_cli, read_pairing

DATA = Path(__file__).parents[1] / "data" / "conformance" / "hostile"
CASES = sorted(DATA.glob("*.trf"))
PLAIN_UP_TO = 80  # players: the plain weighted route is compared on these (it weighs whole brackets)


def test_the_data_is_there() -> None:
    assert len(CASES) == 54 and all(trf.with_suffix(".bbp").exists() for trf in CASES)


@pytest.mark.parametrize("trf", CASES, ids=lambda p: p.stem)
def test_paired_as_bbppairings(trf: Path, tmp_path: Path) -> None:
    code, got = pair_with_cli("dutch", trf, tmp_path)
    expected = read_pairing(trf.with_suffix(".bbp"))
    if expected == ["0"]:
        assert code == EXIT_NO_PAIRING
    else:
        assert code == 0
        assert got == expected


def _lines(snap: object, shortcut: bool) -> list[str]:
    try:
        return DutchRound(snap, shortcut=shortcut).pair().pairing_lines()  # type: ignore[arg-type]
    except NoValidPairing:
        return ["0"]


@pytest.mark.parametrize("trf", [t for t in CASES if len(read_trf(str(t)).players) <= PLAIN_UP_TO],
                         ids=lambda p: p.stem)
def test_shortcuts_choose_what_the_plain_matching_chooses(trf: Path) -> None:
    """The same rounds without the shortcuts (``shortcut=False``: every bracket by the weighted
    matching over the bracket and the next score group): the shortcuts never change a pairing."""
    snap = snapshot(with_acceleration(read_trf(str(trf))))
    assert _lines(snap, True) == _lines(snap, False)


@pytest.mark.parametrize("trf", CASES, ids=lambda p: p.stem)
def test_a_starved_first_stage_pairs_the_same(trf: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """One pair per player and profile at the start and one added per solve, with no limit on the
    solves: the pairs the duals leave short must all be found, and the pairing stays bbpPairings'."""
    monkeypatch.setattr(optimum, "NEAR", 1)
    monkeypatch.setattr(optimum, "ADDED", 1)
    monkeypatch.setattr(optimum, "ROUNDS", 100_000)
    lines = _lines(snapshot(with_acceleration(read_trf(str(trf)))), True)
    assert " ".join(lines).split() == read_pairing(trf.with_suffix(".bbp"))
