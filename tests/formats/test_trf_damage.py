"""Damaged TRF input never silently changes a pairing (issue 16, issue 14 item 5): a damaged known
record is refused with exit 3 naming file and line; lines other readers skip (comments, rulers,
unknown records) are skipped with a warning; the command line and the app's import read alike."""
from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_gui import cli
from arbiter_gui.checker import check_tournament
from arbiter_gui.formats.trf import TrfError, parse_trf, read_trf
from arbiter_gui.formats.trf_tournament import load_trf

DUTCH = Path(__file__).parents[1] / "data" / "trf" / "dutch"
SEED = DUTCH / "d700113_n7_r2of4.trf"  # 7 players, round 1 paired, XXR 4
EXTRA = ["XXP 1 2", "240 Z 002    7", "XXZ 3"]  # records whose loss would change round 2's pairing


def seed_lines() -> list[str]:
    return [line for line in SEED.read_bytes().decode().split("\r") if line] + EXTRA


def write(tmp_path: Path, lines: list[str], name: str = "t.trf") -> Path:
    path = tmp_path / name
    path.write_text("\r".join(lines) + "\r", encoding="utf-8", newline="")
    return path


def pair(path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = cli.main(["--dutch", str(path), "-p"])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def line_index(code: str) -> int:
    return next(i for i, line in enumerate(seed_lines()) if line.startswith(code) and (code != "001" or " 7 " in line[:9]))


DAMAGES = {
    "stray letter": lambda line: "x" + line,
    "byte order mark": lambda line: "\ufeff" + line,
    "zero-width space": lambda line: "\u200b" + line,
    "no-break space": lambda line: "\u00a0" + line,
    "blank": lambda line: " " + line,
    "hash": lambda line: "#" + line,
    "lower case": lambda line: line[:3].lower() + line[3:],
}


@pytest.mark.parametrize("code,damage", [(code, damage) for code in ("001", "XXP", "240", "XXZ", "XXR", "092")
                                          for damage in sorted(DAMAGES) if code.isalpha() or damage != "lower case"])
def test_damaged_known_record_is_refused_naming_the_line(code: str, damage: str, tmp_path: Path,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    lines = seed_lines()
    index = line_index(code)
    lines[index] = DAMAGES[damage](lines[index])
    path = write(tmp_path, lines)
    code_, out, err = pair(path, capsys)
    assert (code_, out) == (3, ""), err
    assert err.startswith(f"arbiter-pair: {path}, line {index + 1}, field 'record code'") and err.count("\n") == 1, err


def test_intact_seed_pairs(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = pair(write(tmp_path, seed_lines()), capsys)
    assert (code, err) == (0, "") and out.split("\n")[0] == "3"


def test_invisible_character_inside_a_record_is_refused() -> None:
    lines = seed_lines()
    lines[7] = lines[7][:20] + "\u200b" + lines[7][20:]  # in the name: every later column moves
    with pytest.raises(TrfError) as caught:
        parse_trf("\r".join(lines), "t.trf")
    assert caught.value.line == 8 and "U+200B" in str(caught.value) and caught.value.columns == (21, 21)


@pytest.mark.parametrize("digits", ["²", "①", "٢", "２"])
def test_non_ascii_digits_exit_3(digits: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``str.isdigit`` takes them (and ``int`` reads Arabic-Indic ones): invalid input, not exit 2."""
    for where in ((4, 8, "starting rank"), (48, 52, "rating")):
        lines = seed_lines()
        first, last, field = where
        lines[7] = lines[7][:first] + digits.rjust(last - first) + lines[7][last:]
        code, _, err = pair(write(tmp_path, lines), capsys)
        assert code == 3 and f"line 8, field '{field}'" in err, err
    for record in (f"XXZ {digits}", f"XXP 1 {digits}", f"240 Z 002 {digits}", f"XXR {digits}"):
        code, _, err = pair(write(tmp_path, seed_lines() + [record]), capsys)
        assert code == 3 and "line 14" in err, (record, err)


def test_player_line_cut_before_the_points_exit_3(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    lines = seed_lines()
    lines[7] = lines[7][:70]
    code, _, err = pair(write(tmp_path, lines), capsys)
    assert code == 3 and "line 8, field 'points' (columns 81-84)" in err and "the line ends at column 52" in err


@pytest.mark.parametrize("record", ["XXP 3 3", "XXP 3 1 3", "260 001 004    3    3", "XXP 3"])
def test_forbidden_pair_naming_one_player_only_exit_3(record: str, tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = pair(write(tmp_path, seed_lines() + [record]), capsys)
    assert code == 3 and "line 14, field 'player id'" in err, err


@pytest.mark.parametrize("record", ["250 999.5 001 002 0001 0003", "250 -1.0 001 002 0001 0003",
                                    "250 100 001 002 0001 0003", "250 01.0 001 1000 0001 0003"])
def test_absurd_acceleration_exit_3(record: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """What the export cannot write back is not read (issue 16: the tournament could never be exported)."""
    code, _, err = pair(write(tmp_path, seed_lines() + [record]), capsys)
    assert code == 3 and "line 14" in err, err


def test_team_event_without_team_records_exit_3(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    lines = [line for line in seed_lines() if not line.startswith("092")] + ["192 FIDE_TEAM"]
    code, out, err = pair(write(tmp_path, lines), capsys)
    assert (code, out) == (3, "") and "no team record (310 or 013)" in err, err


@pytest.mark.parametrize("line,warning", [
    ("### a comment", "comment lines skipped"),
    ("# 001 an old player, commented out", "comment lines skipped"),
    ("12345678901234567890123456789012345678901234567890123456789012345678901234567890123456789", "ruler lines"),
    ("".join(f"{n:>10}" for n in range(1, 13)), "ruler lines"),  # as Swiss-Manager writes them
    ("DDD SSSS sTTT NNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNN RRRR FFF IIIIIIIIIII BBBB/BB/BB PPPP RRRR  1111 1 1", "ruler"),
    ("------------------------------------", "ruler lines"),
    ("DAT 0001 EMAIL someone@example.org", "record 'DAT' not used"),
    ("999 something new", "record '999' not used"),
])
def test_lines_other_readers_skip_are_skipped_with_a_warning(line: str, warning: str, tmp_path: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    intact = pair(write(tmp_path, seed_lines(), "intact.trf"), capsys)[1]
    path = write(tmp_path, seed_lines()[:1] + [line] + seed_lines()[1:])
    code, out, err = pair(path, capsys)
    assert (code, out) == (0, intact)
    assert err.startswith(f"arbiter-pair: warning: {path}, line 2: {warning}") and err.count("\n") == 1, err
    assert load_trf(str(path)).warnings == tuple(read_trf(str(path)).warnings) != ()


def test_trf16_without_number_of_rounds_checks_and_imports(tmp_path: Path,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    """A FIDE rating report has no XXR / 142: the rounds are those in the file, or its 132 dates."""
    source = DUTCH / "d1700024_n41_r5of5a.trf"
    lines = [line for line in source.read_bytes().decode().split("\r") if line and not line.startswith(("XXR", "142"))]
    path = write(tmp_path, lines)
    # the ranks are not checked: the 5th round's cells (byes asked for) belong to no complete round
    assert cli.main(["--dutch", str(path), "-c"]) == 0
    assert capsys.readouterr().out.count("Round #") == 4  # the rounds paired; the 5th cells are byes asked for
    assert load_trf(str(path)).tournament.settings.rounds == 5
    assert [c.ok for c in check_tournament(read_trf(str(path)), "dutch")] == \
        [c.ok for c in check_tournament(read_trf(str(source)), "dutch")]
    dated = write(tmp_path, ["132" + " " * 88 + "".join(f"26/01/{d:02d}  " for d in range(1, 8))] + lines, "dated.trf")
    assert load_trf(str(dated)).tournament.settings.rounds == 7
    code, _, err = pair(path, capsys)
    assert code == 3 and "does not say how many rounds" in err and "XXR or 142" in err


def test_xxc_rank_pairs_in_the_order_of_the_lines(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """JaVaFo's ``XXC rank``: the 001 lines' order is the pairing order; the output keeps the file's
    numbers. Expected pairings from bbpPairings 6.0 ``--dutch -p`` on the same files (with and
    without the option; it agreed with ours on 60 shuffled conformance files)."""
    lines = seed_lines()[:-len(EXTRA)]
    players = [line for line in lines if line.startswith("001")]
    others = [line for line in lines if not line.startswith("001")]
    reversed_lines = others[:1] + players[::-1] + others[1:]
    assert pair(write(tmp_path, reversed_lines), capsys)[1] == "4\n1 7\n3 2\n5 4\n6 0\n"
    code, out, err = pair(write(tmp_path, reversed_lines + ["XXC rank"], "rank.trf"), capsys)
    assert (code, out) == (0, "4\n1 7\n3 2\n5 6\n4 0\n")
    assert "XXC rank: the players are paired in the order of their lines" in err and "file 7 → 1" in err
    imported = load_trf(str(tmp_path / "rank.trf")).tournament  # numbered as they pair
    assert [p.name for p in imported.players.values()] == [line[14:47].strip() for line in players[::-1]]
    assert "XXC rank" not in imported.settings.extra_trf_lines
    assert cli.main(["--dutch", str(tmp_path / "rank.trf"), "-p", "--explain", str(tmp_path / "why.txt")]) == 3
    assert not (tmp_path / "why.txt").exists()


def test_checker_takes_a_pair_written_without_colours_either_way(tmp_path: Path) -> None:
    """A TRF16 forfeit may be written '   6 - -' / '   2 - +': bbpPairings' checker matches it with
    its own pair whatever the colours (found on a real Swiss-Manager file, campaign FINDINGS)."""
    lines = [line for line in seed_lines()[:-len(EXTRA)] if not line.startswith("XXR")] + ["XXR 4"]
    for index, line in enumerate(lines):  # round 1: 2 (w) - 5 (b), 1-0: made a forfeit without colours
        if line.startswith("001    2"):
            lines[index] = line[:91] + "   5 - +"
        if line.startswith("001    5"):
            lines[index] = line[:91] + "   2 - -"
    checks = check_tournament(read_trf(str(write(tmp_path, lines))), "dutch")
    assert [c.ok for c in checks] == [True]


def test_a_paired_round_without_results_is_named_as_such() -> None:
    """Swiss-Manager exports the last round paired but not played ('   4 b  '): refused, as by
    bbpPairings, naming the missing result rather than a bye."""
    lines = seed_lines()
    lines[1] = lines[1].rstrip()[:-1]  # player 1's round 1 result dropped
    with pytest.raises(TrfError) as caught:
        parse_trf("\r".join(lines), "t.trf")
    assert (caught.value.line, caught.value.field) == (2, "round 1 result") and "no result" in str(caught.value)


@pytest.mark.parametrize("digit", ["²", "٣"])
def test_non_ascii_digits_in_team_records_exit_3(digit: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = Path(__file__).parents[1] / "data" / "trf" / "team_forfeit_pab.trf"
    text = source.read_bytes().decode().replace("310   3 Team 3", f"310   {digit} Team 3")
    path = tmp_path / "team.trf"
    path.write_text(text, encoding="utf-8", newline="")
    assert cli.main(["--team", str(path), "-c"]) == 3
    assert "field '310 team pairing number'" in capsys.readouterr().err


def test_two_teams_with_one_number_exit_3(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A second 310 record with a team's number (as a team numbered 1000 reads in three columns) is
    refused, never read over the first team (issue 30's hostile finding)."""
    source = Path(__file__).parents[1] / "data" / "trf" / "team_forfeit_pab.trf"
    text = source.read_text(encoding="utf-8").replace("310   5 Team 5", "310   1 Team 5")
    path = tmp_path / "teams.trf"
    path.write_text(text, encoding="utf-8", newline="")
    code = cli.main(["--team", str(path), "-p"])
    err = capsys.readouterr().err
    assert code == 3 and "team 1 has a second record" in err, err


@pytest.mark.parametrize("record, wider, field", [
    ("310   5 Team 5", "310 1000 Team 5", "310 team pairing number"),
    ("320    1    2 005", "320    1    2 1005", "320 PAB team of round 1"),
    ("330 +- 001 001 002", "330 +- 001 1001 002", "330 White team"),
    ("330 +- 001 001 002", "330 +- 001 001 1002", "330 Black team"),
])
def test_a_team_number_of_four_digits_exit_3(record: str, wider: str, field: str, tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    """TRF.md 6.5, 5.2: a team's number has three columns; a team numbered 1000 or more (a fourth
    digit in the blank column after them) is refused naming file, line and field, never read as
    team 100 (two teams merged) or another team's match."""
    source = Path(__file__).parents[1] / "data" / "trf" / "team_forfeit_pab.trf"
    text = source.read_bytes().decode()
    assert record in text
    text = text.replace(record, wider)
    line = next(n for n, l in enumerate(text.splitlines(), start=1) if l.startswith(wider))
    path = tmp_path / "teams.trf"
    path.write_text(text, encoding="utf-8", newline="")
    assert cli.main(["--team", str(path), "-c"]) == 3
    err = capsys.readouterr().err
    assert f"teams.trf, line {line}, field '{field}'" in err and "at most 999 teams" in err, err
