"""Acceptance (issue 14): the cases an endorsement-style cross-check with bbpPairings 6.0 found
(../shared/conformance/endorsement, copied under tests/data) are paired as the endorsed engines pair
them; where bbpPairings and JaVaFo disagree, as docs/rulings.md rules."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from arbiter_gui.checker import check_tournament
from arbiter_gui.engine.swiss.dutch.pairing import pair_round
from arbiter_gui.engine.explain import explained
from arbiter_gui.formats.trf import read_trf
from arbiter_gui.formats.trf_pairing import snapshot
from tests.pairing_files import pair_with_cli, read_pairing

DATA = Path(__file__).parents[1] / "data" / "conformance" / "endorsement"
NEXT_ROUND = sorted(DATA.glob("*.expected"))
COMPLETE = sorted(DATA.glob("round1_absent_players_*.trf"))
LATE = sorted((DATA / "late").glob("*.bbp"))
# found by the generate-and-check campaign (both directions) after the first fixes; where JaVaFo
# 3.0p -F was run (.javafo) it gives bbpPairings' pairing
CAMPAIGN = sorted((DATA / "campaign").glob("*.bbp"))


def test_the_data_is_there() -> None:
    assert len(NEXT_ROUND) == 2 and len(COMPLETE) == 2 and len(LATE) == 7 and len(CAMPAIGN) == 7


@pytest.mark.parametrize("expected", NEXT_ROUND, ids=lambda p: p.stem)
def test_next_round_as_bbppairings(expected: Path, tmp_path: Path) -> None:
    code, got = pair_with_cli("dutch", expected.with_suffix(".trf"), tmp_path)
    assert code == 0
    assert got == read_pairing(expected)


def _bbp_check(path: Path) -> dict[int, tuple[set[str], set[str]]]:
    """bbpPairings' ``-c`` report: per round, the checker's pairs and the file's that differ."""
    found: dict[int, tuple[set[str], set[str]]] = {}
    split = 0
    for line in path.read_text(encoding="utf-8").splitlines():
        if ": Round #" in line:
            current = found.setdefault(int(line.rsplit("#", 1)[1]), (set(), set()))
        elif "Tournament pairings" in line:
            split = line.index("Tournament pairings")
        else:
            for match in re.finditer(r"(\d+)\s*-\s*(\d+)", line):
                current[match.start() >= split].add(f"{match[1]} - {match[2]}")
    return found


@pytest.mark.parametrize("trf", COMPLETE, ids=lambda p: p.stem)
def test_every_round_checked_as_bbppairings_checks_it(trf: Path) -> None:
    """Complete tournaments with players absent in round 1: our checker flags the rounds and pairs
    bbpPairings' checker flags (``.bbp-check``; _a is clean, _b was paired by TPN parity)."""
    got = {check.round: (set(check.engine_only), set(check.file_only))
           for check in check_tournament(read_trf(str(trf)), "dutch")}
    assert got == _bbp_check(trf.with_suffix(".bbp-check"))


@pytest.mark.parametrize("bbp", LATE, ids=lambda p: p.stem)
def test_late_round_as_the_references(bbp: Path, tmp_path: Path) -> None:
    """In 5 cases JaVaFo 3.0p -F gives the same pairing; in e2_64_n30_r11 and e2_94_n20_r11 it
    repeats games or gives none, and docs/rulings.md R26 rules for bbpPairings' pairing."""
    code, got = pair_with_cli("dutch", bbp.with_suffix(".trf"), tmp_path)
    assert code == 0
    assert got == read_pairing(bbp)


@pytest.mark.parametrize("bbp", CAMPAIGN, ids=lambda p: p.stem)
def test_campaign_round_as_bbppairings(bbp: Path, tmp_path: Path) -> None:
    code, got = pair_with_cli("dutch", bbp.with_suffix(".trf"), tmp_path)
    assert code == 0
    assert got == read_pairing(bbp)


def test_the_pab_of_a_lone_downfloater_is_explained_where_it_is_decided() -> None:
    """C9 case: everybody below 2 points is barred from the PAB (C2), so the 2-point bracket's one
    downfloater takes it; the record says so in that bracket, and the PAB's reason comes from it."""
    snap = snapshot(read_trf(str(DATA / "c9_lone_downfloater_gets_pab_r5.trf")))
    pairing = explained(snap, pair_round(snap))
    two = next(b for b in pairing.brackets if b.score == 2)
    assert pairing.bye == 8 and two.downfloaters == [8]
    assert two.floats[0].text.startswith("8 floats down to the pairing-allocated bye: ")
    assert pairing.bye_reason == two.floats[0].text
