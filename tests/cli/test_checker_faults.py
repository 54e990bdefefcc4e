"""Issue 27: the checker (``arbiter-pair --SYSTEM FILE -c``) finds every fault injected, one at a
time, into correct files: a rank, a points value, a tie-break (two players equal on points ranked
against their tie-breaks: a TRF file carries no tie-break value, only the ranks they give), a
pairing and a colour; the correct files pass (exit 0). The correct files are our generator's
(four, across its axes) and campaign cases whose pairings an endorsed program (bbpPairings 6.0.0)
made or checked and whose ranks FIDE TEC's Gacrux gave (tests/cli/test_campaign_cases.py)."""
from __future__ import annotations

import copy
import random
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path

import pytest

from arbiter_gui import cli
from arbiter_gui.checker import check_standings, standings_list
from arbiter_gui.formats.trf import PointSystem, RoundCell, TrfFile, parse_trf, read_trf, write_trf
from arbiter_gui.generator import generate, make_config, parse_config

CONFIGS = {  # correct files across the generator's axes, each with a tie-break list (202)
    1: "PlayersNumber=24\nRoundsNumber=5\nTiebreaks=BH/C1,BH,SB\n",
    2: "PlayersNumber=31\nRoundsNumber=6\nTiebreaks=SB,DE,BPG\nFullPointByeRate=6\nZeroPointByeRate=6\n",
    3: "PlayersNumber=28\nRoundsNumber=7\nTiebreaks=ARO/C1,BH,PS\nLateEntryRate=5\nBaku=1\nInitialColour=B\n",
    4: "PlayersNumber=35\nRoundsNumber=5\nTiebreaks=BH,SB,DE,AOB\nDoubleForfeitRate=15\nUnratedResultRate=15\n"
       "ForbiddenPairs=2\nUnratedPlayerRate=8\n",
}


def correct_file(seed: int) -> TrfFile:
    config = make_config(parse_config(CONFIGS[seed]), random.Random(seed))
    trf, complete = generate("dutch", config, seed)
    assert complete
    return parse_trf(write_trf(trf), f"correct-{seed}.trf")


def _run(trf: TrfFile, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    path = tmp_path / "checked.trf"
    path.write_text(write_trf(trf), encoding="utf-8", newline="")
    code = cli.main(["--dutch", str(path), "-c"])
    return code, capsys.readouterr().out


def _played(trf: TrfFile, round_number: int) -> list[tuple[int, int]]:
    """(white, black) of the games of a round with a result on the board, in the file's numbers."""
    return sorted((p.id, c.opponent) for p in trf.players.values() if len(p.rounds) >= round_number
                  for c in [p.rounds[round_number - 1]] if c.colour == "w" and c.opponent and c.result in "10=")


def wrong_rank(trf: TrfFile) -> str:
    player = trf.players[1]
    player.rank = len(trf.players) + 1 if player.rank == 1 else 1
    return f"line {player.line}, field 'rank'"


def wrong_points(trf: TrfFile) -> str:
    player = trf.players[2]
    player.points += Fraction(1, 2)
    return f"line {player.line}, field 'points'"


def wrong_tiebreak(trf: TrfFile) -> str:
    """Two players equal on points whom the tie-break list separates, their ranks swapped."""
    by_rank = sorted(trf.players.values(), key=lambda p: (p.rank, p.id))
    for first, second in zip(by_rank, by_rank[1:]):
        if first.points == second.points and first.rank != second.rank:
            first.rank, second.rank = second.rank, first.rank
            return f"line {first.line}, field 'rank'"
    raise AssertionError("no two players equal on points with different ranks: choose another file")


def wrong_pairing(trf: TrfFile) -> str:
    """Round 3: two Whites with the same result exchange their opponents (a consistent file)."""
    games = _played(trf, 3)
    for (w1, b1), (w2, b2) in ((g, h) for g in games for h in games if g < h):
        cw1, cw2 = trf.players[w1].rounds[2], trf.players[w2].rounds[2]
        if cw1.result == cw2.result:
            trf.players[w1].rounds[2], trf.players[w2].rounds[2] = (RoundCell(b2, "w", cw1.result),
                                                                    RoundCell(b1, "w", cw2.result))
            cb1, cb2 = trf.players[b1].rounds[2], trf.players[b2].rounds[2]
            trf.players[b1].rounds[2], trf.players[b2].rounds[2] = (RoundCell(w2, "b", cb1.result),
                                                                    RoundCell(w1, "b", cb2.result))
            return ": Round #3\nChecker pairings"
    raise AssertionError("no two boards of round 3 with the same result")


def wrong_colour(trf: TrfFile) -> str:
    """Round 2: one board's colours reversed, its result kept with each player."""
    white, black = _played(trf, 2)[0]
    for pid in (white, black):
        cell = trf.players[pid].rounds[1]
        trf.players[pid].rounds[1] = RoundCell(cell.opponent, "b" if cell.colour == "w" else "w", cell.result)
    return ": Round #2\nChecker pairings"


FAULTS: dict[str, Callable[[TrfFile], str]] = {
    "rank": wrong_rank, "points": wrong_points, "tie-break": wrong_tiebreak, "pairing": wrong_pairing,
    "colour": wrong_colour,
}


CAMPAIGN = Path(__file__).parents[1] / "data" / "crosscheck"
# 9 of its cases: bbpPairings' generator and ours, 35-195 players, 5 to 13 rounds, Baku, forbidden
# pairs, initial colour W and B, odd and even rounds, each tie-break list of generator.TIEBREAK_LISTS
CAMPAIGN_CASES = ("campaign/bbp_1", "campaign/ours_57", "campaign_41_200/bbp_12", "campaign_41_200/bbp_20",
                  "campaign_41_200/bbp_15", "campaign_41_200/ours_10", "campaign_41_200/ours_183",
                  "campaign_41_200/ours_476", "campaign_41_200/ours_1188")


@pytest.mark.parametrize("seed", sorted(CONFIGS))
def test_correct_files_pass(seed: int, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    trf = correct_file(seed)
    assert standings_list(trf) == tuple(CONFIGS[seed].split("Tiebreaks=")[1].split("\n")[0].split(","))
    code, out = _run(trf, tmp_path, capsys)
    assert code == cli.EXIT_OK, out
    assert out.endswith(": Standings\n")


@pytest.mark.parametrize("seed", sorted(CONFIGS))
@pytest.mark.parametrize("fault", sorted(FAULTS))
def test_one_injected_fault_is_found(seed: int, fault: str, tmp_path: Path,
                                     capsys: pytest.CaptureFixture[str]) -> None:
    trf = copy.deepcopy(correct_file(seed))
    where = FAULTS[fault](trf)
    code, out = _run(trf, tmp_path, capsys)
    assert code == cli.EXIT_FINDINGS
    assert where in out, out


@pytest.mark.parametrize("case", CAMPAIGN_CASES)
@pytest.mark.parametrize("fault", sorted(FAULTS))
def test_one_fault_injected_into_a_campaign_case_is_found(case: str, fault: str, tmp_path: Path,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    trf = read_trf(str(CAMPAIGN / f"{case}.trf"))
    where = FAULTS[fault](trf)
    code, out = _run(trf, tmp_path, capsys)
    assert code == cli.EXIT_FINDINGS
    assert where in out, out


def test_ranks_tied_by_every_tie_break_may_be_in_any_order() -> None:
    """C.07 4.2: players the list leaves tied are separated by lot, so either order is right;
    without a tie-break list, by points alone."""
    text = ("012 tied\n142 1\n"
            "001    1      A                                 2000                             1.0    2     2 w 1\n"
            "001    2      B                                 2000                             0.0    4     1 b 0\n"
            "001    3      C                                 2000                             1.0    1     4 w 1\n"
            "001    4      D                                 2000                             0.0    3     3 b 0\n")
    trf = parse_trf(text, "tied.trf")
    assert trf.point_system == PointSystem()
    assert check_standings(trf) == []
    trf.players[2].rank = 1
    assert [(f.line, f.field) for f in check_standings(trf)] == [(4, "rank")]


def test_212_defines_the_standings_before_202() -> None:
    """TRF-2026 212: the list that defines the standings, PTS first; else 202; else none."""
    trf = correct_file(1)
    assert standings_list(trf) == ("BH/C1", "BH", "SB")
    trf.header["212"] = "PTS,SB,BH"
    assert standings_list(trf) == ("SB", "BH")
    del trf.header["212"], trf.header["202"]
    assert standings_list(trf) == ()
