"""Issue 14: tournaments paired by an endorsed program (bbpPairings 6.0.0's generator) check clean
with our checker, and the campaign tool's report parser and cut read what the engines write (the
real files: test_real_files.py)."""
from __future__ import annotations

import importlib.util
import json
import random
import sys
from fractions import Fraction
from pathlib import Path
from types import ModuleType

import pytest

from arbiter_gui.checker import check_tournament, report
from arbiter_gui.formats.trf import read_trf, write_trf
from arbiter_gui.formats.trf_tournament import tournament_from_trf
from arbiter_gui.generator import generate, make_config, parse_config
from arbiter_gui.formats.trf_pairing import file_pairs, paired_rounds, snapshot
from arbiter_gui.engine import systems

SAMPLE = Path(__file__).parents[1] / "data" / "crosscheck"
TOOL = Path(__file__).parents[2] / "tools" / "crosscheck.py"


def _tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("crosscheck", TOOL)
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("crosscheck", module)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("path", sorted(SAMPLE.glob("*.trf")), ids=lambda p: p.stem)
def test_bbp_generated_tournament_checks_clean(path: Path) -> None:
    trf = read_trf(str(path))
    checks = check_tournament(trf, "dutch")
    assert len(checks) == trf.total_rounds
    assert [c.round for c in checks if not c.ok] == []


def test_sample_covers_the_unplayed_games() -> None:
    results = {c.result for path in SAMPLE.glob("*.trf") for p in read_trf(str(path)).players.values()
               for c in p.rounds}
    assert {"+", "-", "H", "Z", "U"} <= results


def test_report_parser_reads_both_engines_tables() -> None:
    tool = _tool()
    bbp = ("x: Round #1\nx: Round #2\n  Checker pairings        Tournament pairings \n"
           "      8 -  10                  8 -   0\n                               9 -  12\n"
           "     12 -   0                 10 -   7\n\nx: Round #3\nNo valid pairing exists for round 3.\n")
    ours = ("x: Round #1\nx: Round #2\nChecker pairings        Tournament pairings\n8 - 10                  8 - 0\n"
            "12 - 0                  10 - 7\n                        9 - 12\nx: Round #3\n"
            "No valid pairing exists for round 3.\n")
    expected = (3, {2: ("12 - 0", "8 - 10"), 3: ("no valid pairing",)})
    assert tool.parse_report(bbp) == expected
    assert tool.parse_report(ours) == expected


def test_our_report_reads_back_as_our_checks() -> None:
    tool = _tool()
    trf = read_trf(str(SAMPLE / "bbp_s1_n10.trf"))
    trf.players[1].rounds[2], trf.players[2].rounds[2] = trf.players[2].rounds[2], trf.players[1].rounds[2]
    count, flagged = tool.parse_report(report("x", check_tournament(trf, "dutch")))
    assert count == 6 and set(flagged) >= {3}


@pytest.mark.parametrize("round_number", [1, 3, 6])
def test_cut_before_a_round_pairs_that_round_as_the_file(round_number: int) -> None:
    """The cut keeps the rounds before and the byes of the round itself; paired again it gives the
    file's round (the file is bbpPairings', which our engine matches on this sample)."""
    tool = _tool()
    trf = read_trf(str(SAMPLE / "bbp_s14_n11.trf"))
    cut = tool.cut_before(trf, round_number)
    assert paired_rounds(cut) == round_number - 1
    assert tool.ours_pairing(cut) == tool._normalised(tool.file_round(trf, round_number))
    pairs, bye, _ = file_pairs(trf, round_number)
    made = systems.pair("dutch", snapshot(cut))
    assert {(b.white, b.black) for b in made.boards} == pairs and made.bye == bye


_STUB_GACRUX = '''
import json, os, sys
from arbiter_gui.formats.trf import read_trf

class tiebreakchecker:
    def common_main(self):
        if os.environ["STUB_GACRUX"] == "raise":
            raise ValueError("stub failure")
        if os.environ["STUB_GACRUX"] == "refuse":  # as Gacrux reports a file it cannot read
            print(json.dumps({"status": {"code": 401, "error": ["Error reading file"]}}))
            return 401
        args = sys.argv[1:]
        trf = read_trf(args[args.index("-i") + 1])
        ranks = {p.id: p.rank for p in trf.players.values()}
        if os.environ["STUB_GACRUX"] == "swap":
            ranks[1], ranks[2] = ranks[2], ranks[1]
        print(json.dumps({"argv": args, "tiebreakResult": {"competitors": [
            {"cid": pid, "rank": rank, "tiebreakScore": [str(float(trf.players[pid].points))]}
            for pid, rank in ranks.items()]}}))
        return 0
'''


@pytest.fixture
def stub_gacrux(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """A stand-in for Gacrux's package (outside the project) in a TieBreakServer folder: it gives
    the file's own ranks and points back, or two ranks swapped, or fails."""
    (tmp_path / "tbs" / "gacrux").mkdir(parents=True)
    (tmp_path / "tbs" / "gacrux" / "__init__.py").write_text("")
    (tmp_path / "tbs" / "gacrux" / "tiebreakchecker.py").write_text(_STUB_GACRUX)
    monkeypatch.setattr(sys, "path", list(sys.path))
    yield str(tmp_path / "tbs")
    for name in ("gacrux.tiebreakchecker", "gacrux"):
        sys.modules.pop(name, None)


@pytest.mark.parametrize("mode, expected", [
    ("same", []),
    ("swap", ["tbs-rank: player 1: ours 1 / Gacrux 6", "tbs-rank: player 2: ours 6 / Gacrux 1", "ours-rank", "ours-rank"]),
    ("raise", ["tbs-error: exit 1: ValueError: stub failure"]),
    ("refuse", ['tbs-error: exit 145: {"status": {"code": 401, "error": ["Error reading file"]}}\n']),
])
def test_gacrux_runs_in_process_as_its_command_line(stub_gacrux: str, mode: str, expected: list[str], tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """The campaign calls Gacrux's checker in its own process (no interpreter per file): the same
    arguments (-i FILE -b utf-8 -c -s -n N), its output and exit status read as the command's (401
    exits as 145), a failure reported as 'tbs-error' with its last line, and nothing of it left in
    the campaign's output or command line."""
    tool = _tool()
    monkeypatch.setenv("STUB_GACRUX", mode)
    argv = list(sys.argv)
    trf = read_trf(str(SAMPLE / "campaign" / "bbp_1.trf"))
    path = tmp_path / "bbp_1.tb.trf"
    findings = tool.tiebreak_check(stub_gacrux, trf, "BH/C1,BH,DE,WIN", path)
    assert [f if not f.startswith("ours-rank") else "ours-rank" for f in findings] == expected
    assert sys.argv == argv and capsys.readouterr().out == ""
    if mode == "same":
        status, out, _ = tool.gacrux(stub_gacrux, path, 7)
        assert status == 0 and json.loads(out)["argv"] == ["-i", str(path.resolve()), "-b", "utf-8", "-c", "-s", "-n", "7"]


# Gacrux 1.9.58's values for this file after round 8 (``-c -s -n 8``): BH/C1, BH, SB, WIN per player
GACRUX_AFTER_ROUND_8 = {1: (34, 36, Fraction(95, 4), 5), 2: (32, 34, Fraction(43, 2), 6), 3: (Fraction(67, 2), Fraction(71, 2), Fraction(53, 2), 6),
                        4: (Fraction(65, 2), Fraction(69, 2), Fraction(51, 2), 6), 5: (34, 36, Fraction(69, 4), 4),
                        6: (Fraction(63, 2), Fraction(67, 2), 8, 3), 7: (33, 35, 7, 3), 8: (Fraction(55, 2), Fraction(59, 2), 5, 2),
                        9: (32, 34, 4, 2)}


def test_a_next_rounds_absence_leaves_the_standings_after_the_last_complete_round(
        stub_gacrux: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Campaign case bbp:10820 (docs/rulings.md, "Standings of a file with the next round's byes"):
    player 6 has ``0000 - Z`` in round 9, the round to be paired. The standings are those after
    round 8, as Gacrux gives them when told the round (-n 8): the tool tells it the last complete
    round, and our values are Gacrux's."""
    tool = _tool()
    monkeypatch.setenv("STUB_GACRUX", "same")
    asked = []
    gacrux = tool.gacrux
    monkeypatch.setattr(tool, "gacrux", lambda tbs, path, rounds: asked.append(rounds) or gacrux(tbs, path, rounds))
    trf = read_trf(str(SAMPLE / "tiebreaks" / "bbp_10820_next_round_absence.trf"))
    assert tool.tiebreak_check(stub_gacrux, trf, "BH/C1,BH,SB,WIN", tmp_path / "case.tb.trf") == []
    assert asked == [8]
    rows = tool.rank_by_list(trf)
    assert {row.id: tuple(row.tiebreaks[code] for code in ("BH/C1", "BH", "SB", "WIN")) for row in rows} == GACRUX_AFTER_ROUND_8
    assert {row.id: row.rank for row in rows} == {1: 3, 2: 4, 3: 1, 4: 2, 5: 5, 6: 7, 7: 6, 8: 9, 9: 8}


NO_ROUND_SEEDS = (343, 490, 1238, 2420, 3841, 8168, 8572)  # c27run2: 4-5 players, 4 forbidden pairs


@pytest.mark.parametrize("seed", NO_ROUND_SEEDS)
def test_forbidden_pairs_leave_round_1_a_pairing(seed: int, stub_gacrux: str, tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 27: the campaign's generations of ours with no round (their forbidden pairs left
    round 1 no pairing; the tie-break check refused the file, "a tournament has at least one
    round"). Regenerated from the seed alone, they have a round 1 and as many 260 pairs, read back
    as a tournament, check clean, and pass the campaign's tie-break check."""
    tool = _tool()
    values, tiebreaks = tool.draw_config("ours", seed, (4, 200), (5, 13))
    config = make_config(parse_config("".join(f"{k}={v}\n" for k, v in values.items())), random.Random(seed))
    trf, _ = generate("dutch", config, seed)
    path = tmp_path / f"ours_{seed}.trf"
    path.write_text(write_trf(trf), encoding="utf-8")
    again = read_trf(str(path))
    assert again.rounds_in_file() >= 1 and len(again.forbidden) == config.forbidden_pairs == 4
    assert tournament_from_trf(again).paired_rounds == again.rounds_in_file()
    assert [check.round for check in check_tournament(again, "dutch") if not check.ok] == []
    monkeypatch.setenv("STUB_GACRUX", "same")
    assert tool.tiebreak_check(stub_gacrux, again, tiebreaks, tmp_path / "tb.trf") == []


@pytest.mark.parametrize("mode", ["same", "swap"])
def test_a_case_clean_both_ways_is_kept_as_a_fixture(mode: str, stub_gacrux: str, tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """--fixtures: a tournament Gacrux ranks as we do is kept as the file carrying Gacrux's ranks,
    its case named in 012 (a fixture of tests/data/crosscheck/ rebuilds so); one it ranks
    otherwise is not kept."""
    tool = _tool()
    monkeypatch.setenv("STUB_GACRUX", mode)
    source = SAMPLE / "campaign" / "bbp_1.trf"
    trf = read_trf(str(source))
    kept = tmp_path / "bbp_1.trf"
    findings = tool.tiebreak_check(stub_gacrux, trf, "BH/C1,BH,DE,WIN", tmp_path / "tb.trf", (kept, "bbp:1"))
    assert kept.exists() == (findings == []) == (mode == "same")
    if mode == "same":  # the fixture came from this very step: the same bytes, its case named twice
        assert kept.read_bytes().replace(b"012 bbp:1 bbp:1 ", b"012 bbp:1 ") == source.read_bytes()
