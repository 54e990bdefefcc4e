"""``arbiter-tiebreak``: output formats, options and exit codes (values: Held's exercises, see
tests/tournament/test_held_exercises.py)."""
from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest

from arbiter_gui import tiebreak_cli

DATA = Path(__file__).parents[1] / "data" / "tiebreaks"
SWISS_5 = str(DATA / "held_swiss_5.trf")
ROUND_ROBIN = str(DATA / "held_round_robin.trf")


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = tiebreak_cli.main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def rows(text: str) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(text)))


def test_csv_header_rows_in_rank_order_and_decimal_points(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, SWISS_5, "--tiebreaks", "BH,SB,AOB,ARO/C1")
    assert code == 0 and err == ""
    assert out.splitlines()[0] == "rank,tpn,name,points,BH,SB,AOB,ARO/C1"
    table = rows(out)
    assert [r["tpn"] for r in table[:5]] == ["2", "3", "4", "1", "16"]  # 4; then 3.5 by BH
    by_tpn = {r["tpn"]: r for r in table}
    # Held ex. 12, 9, 18 (the file starts 2024/03/22: 2024 rules).
    assert by_tpn["4"]["SB"] == "9.75" and by_tpn["4"]["AOB"] == "13.38" and by_tpn["4"]["points"] == "3.5"
    assert by_tpn["12"]["ARO/C1"] == ""  # one game, cut: undefined


def test_shared_ranks_are_repeated(capsys: pytest.CaptureFixture[str]) -> None:
    # Held ex. 23: 1, 3, 4 and 16 share 2nd place after points and DE.
    table = rows(run(capsys, SWISS_5, "--tiebreaks", "DE")[1])
    assert {r["tpn"]: r["rank"] for r in table if r["rank"] == "2"} == {"1": "2", "3": "2", "4": "2", "16": "2"}
    assert table[5]["rank"] == "6"


def test_rules_edition_and_unrated_rating(capsys: pytest.CaptureFixture[str]) -> None:
    # Held ex. 12 under the 2026 revision: 4's SB 9.25.
    by_tpn = {r["tpn"]: r for r in rows(run(capsys, SWISS_5, "--tiebreaks", "SB", "--rules", "2026")[1])}
    assert by_tpn["4"]["SB"] == "9.25"
    code, out, _ = run(capsys, SWISS_5, "--tiebreaks", "RTNG", "--unrated-rating", "1400", "--format", "json")
    document = json.loads(out)
    assert code == 0 and document["rules"] == 2024 and document["tiebreaks"] == ["RTNG"]
    assert document["standings"][0] == {"rank": 1, "tpn": 2, "name": "Bruno", "points": 4, "RTNG": 2150}
    assert "unrated players rated 1400" in document["note"]


def test_round_robin_and_rounds(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    # Held ex. 26: with the pairings pre-determined, the forfeit counts: 6, 5, 4 in that order.
    table = rows(run(capsys, ROUND_ROBIN, "--tiebreaks", "DE", "--round-robin")[1])
    assert [r["tpn"] for r in table] == ["1", "2", "3", "6", "5", "4"]
    assert [r["rank"] for r in table] == ["1", "2", "2", "4", "5", "6"]
    # A file saying it is a round robin (192) needs no option.
    typed = tmp_path / "rr.trf"
    typed.write_text(Path(ROUND_ROBIN).read_text().replace("XXR 5\n", "XXR 5\n192 FIDE_ROUNDROBIN\n"))
    assert [r["tpn"] for r in rows(run(capsys, str(typed), "--tiebreaks", "DE")[1])] == ["1", "2", "3", "6", "5", "4"]
    # After round 1 of the Swiss.
    table = rows(run(capsys, SWISS_5, "--tiebreaks", "BH", "--rounds", "1")[1])
    assert {r["points"] for r in table} == {"1", "0.5", "0"}


def test_round_robin_without_a_list_takes_the_round_robin_default(capsys: pytest.CaptureFixture[str]) -> None:
    """FIDE's C.07 round-robin exercise (no 202) read --round-robin: DE, WIN, SB, KS (the import's default list is a Swiss
    event's, BH of which C.07 8 refuses in a round robin). The values are Gacrux 1.9.58's on this
    file as a round robin with 202 DE,WIN,SB,KS (its checker without -s)."""
    exercise = Path(__file__).parents[1] / "data" / "crosscheck" / "real" / "fide_c07_exercise_round_robin.trf"
    code, out, err = run(capsys, str(exercise), "--round-robin")
    assert code == 0, err
    table = rows(out)
    assert list(table[0])[4:] == ["DE", "WIN", "SB", "KS"]
    assert [(r["tpn"], r["rank"], r["DE"], r["WIN"], r["SB"], r["KS"]) for r in table] == [
        ("1", "1", "1", "3", "9.25", "2"), ("2", "2", "2", "3", "6.25", "0.5"), ("3", "2", "2", "3", "6.25", "0.5"),
        ("6", "4", "1", "1", "2.25", "0"), ("5", "5", "2", "1", "3.25", "0.5"), ("4", "6", "3", "1", "4.25", "1")]


def test_text_format(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, SWISS_5, "--tiebreaks", "BH/C1", "--format", "text")
    lines = out.splitlines()
    assert code == 0 and lines[1] == "Tie-breaks: FIDE C.07, 2024 rules (tournament started 2024/03/22)"
    assert lines[3].split() == ["rank", "tpn", "name", "points", "BH/C1"]
    assert lines[4].split() == ["1", "2", "Bruno", "4", "12"]


@pytest.mark.parametrize("args, code, message", [
    ([SWISS_5, "--tiebreaks", "BH,XX"], 3, "unknown tie-break 'XX'"),
    ([SWISS_5, "--rules", "2023"], 3, "--rules must be one of 2024, 2026"),
    ([SWISS_5, "--rounds", "6"], 3, "complete results for rounds 1 to 5 only"),
    ([SWISS_5, "--format", "xml"], 3, "--format must be one of csv, json, text"),
    ([SWISS_5, "--unrated-rating", "x"], 3, "--unrated-rating needs a whole number"),
    ([SWISS_5, "--bogus"], 3, "unknown option --bogus"),
    ([], 3, "name one input TRF file"),
    ([str(DATA / "missing.trf")], 5, "missing.trf"),
])
def test_exit_codes(capsys: pytest.CaptureFixture[str], args: list[str], code: int, message: str) -> None:
    result, out, err = run(capsys, *args)
    assert result == code and out == "" and message in err


def test_console_script_is_declared() -> None:
    text = (Path(__file__).parents[2] / "pyproject.toml").read_text()
    assert 'arbiter-tiebreak = "arbiter_gui.tiebreak_cli:main"' in text


def test_explain_writes_the_working_as_json_or_text(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """Issue 29: --explain WHY.json|WHY.txt writes every value's working beside the usual output."""
    why_json, why_text = tmp_path / "why.json", tmp_path / "why.txt"
    code, out, _ = run(capsys, SWISS_5, "--tiebreaks", "BH/C1,SB,DE", "--explain", str(why_json))
    assert code == 0 and out.splitlines()[0] == "rank,tpn,name,points,BH/C1,SB,DE"
    document = json.loads(why_json.read_text(encoding="utf-8"))
    by_tpn = {row["tpn"]: row for row in document["standings"]}
    bh = by_tpn[11]["tiebreaks"][0]
    assert bh["code"] == "BH/C1" and bh["value"] == 12  # Held ex. 5 (2024 rules)
    assert [item["round"] for item in bh["items"] if "cut" in item] == [5]
    assert "C.07 2024 16.4" in next(item["what"] for item in bh["items"] if item["round"] == 4)
    assert run(capsys, SWISS_5, "--explain", str(why_text))[0] == 0
    assert "BH" in why_text.read_text(encoding="utf-8") and "C.07" in why_text.read_text(encoding="utf-8")


def test_explain_needs_a_json_or_text_file(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, SWISS_5, "--explain", "why.pdf")
    assert code == 3 and "--explain needs a .json or .txt file" in err
