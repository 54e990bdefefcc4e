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
from arbiter_gui.engine.snapshot import Snapshot
from arbiter_gui.formats.trf_pairing import snapshot, with_acceleration
from tests.pairing_files import pair_with_cli, read_pairing

DATA = Path(__file__).parents[1] / "data" / "conformance" / "hostile"
CASES = sorted(DATA.glob("*.trf"))
PLAIN_UP_TO = 80  # players: the plain weighted route is compared on these (it weighs whole brackets)
BOARD_ORDER = sorted((DATA / "board_order").glob("*.trf"))
# The cases whose pairing changes when a part of the shortcuts is broken (found by breaking it during
# the cross-check): they show that the cases above would notice such a fault.
NEED_THE_DUAL_CHECK = {"absent_1_n49_r3", "absent_7_n60_r5", "absent_9_n64_r8", "baku_18_n57_r6", "baku_3_n39_r5",
                       "baku_6_n79_r5", "colour_13_n31_r5", "colour_15_n31_r5", "colour_19_n38_r4",
                       "forbid_8_n47_r3", "hubs_23_n153_r4", "neighbours_27_n48_r8", "neighbours_40_n95_r2",
                       "small_12_n14_r2", "spread_17_n38_r4", "spread_7_n30_r3"}
NEED_THE_WALKS_CHECK = {"band_34_n79_r10", "forbid_16_n109_r6", "hubs_16_n89_r7", "hubs_23_n153_r4"}


def test_the_data_is_there() -> None:
    assert len(CASES) == 72 and all(trf.with_suffix(".bbp").exists() for trf in CASES)
    assert len(BOARD_ORDER) == 2


@pytest.mark.parametrize("trf", CASES, ids=lambda p: p.stem)
def test_paired_as_bbppairings(trf: Path, tmp_path: Path) -> None:
    code, got = pair_with_cli("dutch", trf, tmp_path)
    expected = read_pairing(trf.with_suffix(".bbp"))
    if expected == ["0"]:
        assert code == EXIT_NO_PAIRING
    else:
        assert code == 0
        assert got == expected


def _lines(snap: Snapshot, shortcut: bool) -> list[str]:
    try:
        return DutchRound(snap, shortcut=shortcut).pair().pairing_lines()
    except NoValidPairing:
        return ["0"]


def _tokens(trf: Path) -> list[str]:
    """Our pairing of the file, in process, as tokens of the pairing file."""
    return " ".join(_lines(snapshot(with_acceleration(read_trf(str(trf)))), True)).split()


@pytest.mark.parametrize("trf", [t for t in CASES if len(read_trf(str(t)).players) <= PLAIN_UP_TO],
                         ids=lambda p: p.stem)
def test_shortcuts_choose_what_the_plain_matching_chooses(trf: Path) -> None:
    """The same rounds without the shortcuts (``shortcut=False``: every bracket by the weighted
    matching over the bracket and the next score group): the shortcuts never change a pairing."""
    snap = snapshot(with_acceleration(read_trf(str(trf))))
    assert _lines(snap, True) == _lines(snap, False)


@pytest.mark.parametrize("solves", [100_000, 1], ids=["every-short-pair-found", "gives-up-at-once"])
@pytest.mark.parametrize("trf", CASES, ids=lambda p: p.stem)
def test_a_starved_first_stage_pairs_the_same(trf: Path, solves: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """One pair per player and profile at the start and one added per solve. With no limit on the
    solves, the pairs the duals leave short must all be found. With one solve, most brackets give up
    and fall back to the dense first stage. Either way the pairing stays bbpPairings'."""
    monkeypatch.setattr(optimum, "NEAR", 1)
    monkeypatch.setattr(optimum, "ADDED", 1)
    monkeypatch.setattr(optimum, "ROUNDS", solves)
    assert _tokens(trf) == read_pairing(trf.with_suffix(".bbp"))


def _changed(names: set[str]) -> set[str]:
    return {trf.stem for trf in CASES if trf.stem in names and _tokens(trf) != read_pairing(trf.with_suffix(".bbp"))}


def test_the_cases_notice_a_first_stage_without_its_dual_check(monkeypatch: pytest.MonkeyPatch) -> None:
    """Fault injected: one pair per player and profile, and the duals never checked against the
    pairs left out (``matching.optimum``). Each of these rounds is then paired otherwise."""
    monkeypatch.setattr(optimum, "NEAR", 1)
    monkeypatch.setattr(optimum, "_short_pairs", lambda *args: {})
    assert _changed(NEED_THE_DUAL_CHECK) == NEED_THE_DUAL_CHECK


def test_the_cases_notice_a_walk_taken_unchecked(monkeypatch: pytest.MonkeyPatch) -> None:
    """Fault injected: the walk's candidate taken without checking that its criteria are the
    first stage's optimum (``Optimum.is_optimal`` in ``DutchRound._walk_best``)."""
    monkeypatch.setattr(optimum.Optimum, "is_optimal", lambda self, mate: True)
    assert _changed(NEED_THE_WALKS_CHECK) == NEED_THE_WALKS_CHECK


@pytest.mark.parametrize("trf", BOARD_ORDER, ids=lambda p: p.stem)
def test_baku_boards_sorted_by_pairing_score(trf: Path, tmp_path: Path) -> None:
    """C.04.7 1.5: the pairing score (points plus virtual points) sorts the boards (C.04.2 3.6).
    bbpPairings sorts them by the points without the virtual ones (docs/findings/bbppairings.md
    B2): the same pairs and colours (``.bbp``), the boards in another order (``.expected``)."""
    code, got = pair_with_cli("dutch", trf, tmp_path)
    assert code == 0
    assert got == read_pairing(trf.with_suffix(".expected"))
    theirs = read_pairing(trf.with_suffix(".bbp"))
    assert sorted(zip(got[1::2], got[2::2])) == sorted(zip(theirs[1::2], theirs[2::2])) and got != theirs
