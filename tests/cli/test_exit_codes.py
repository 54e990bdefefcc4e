"""The command line's exit codes and its promise to write nothing on failure."""
from __future__ import annotations

import shutil
from pathlib import Path
from typing import Callable

import pytest

from arbiter_gui import cli, tiebreak_cli

DATA = Path(__file__).parents[1] / "data" / "conformance" / "peer-tests" / "py4swiss-bad-input"
REJECTED = {"too_many_results": 2, "missing_starting_number": 7, "incorrect_points": 2, "missing_result": 2,
            "incompatible_result": 2, "incompatible_color": 2, "invalid_code": 7}


@pytest.mark.parametrize("name,line", sorted(REJECTED.items()))
def test_malformed_file_exit_3_names_the_line(name: str, line: int, tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "out.txt"
    assert cli.main(["--dutch", str(DATA / f"{name}.trf"), "-p", str(out)]) == 3
    assert f"line {line}" in capsys.readouterr().err
    assert not out.exists()


@pytest.mark.parametrize("name", ["no_legal_pairings", "no_legal_pairings_odd"])
def test_no_legal_pairing_exit_1(name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "out.txt"
    assert cli.main(["--dutch", str(DATA / f"{name}.trf"), "-p", str(out)]) == 1
    assert "1.9.3" in capsys.readouterr().err
    assert not out.exists()


@pytest.mark.parametrize("name", ["comments", "javafo_example"])
def test_valid_peer_files_pair(name: str, tmp_path: Path) -> None:
    out = tmp_path / "out.txt"
    assert cli.main(["--dutch", str(DATA / f"{name}.trf"), "-p", str(out)]) == 0
    lines = out.read_text().split("\n")
    assert int(lines[0]) == len([x for x in lines[1:] if x.strip()])


def test_missing_file_exit_5(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "out.txt"
    assert cli.main(["--dutch", str(tmp_path / "nope.trf"), "-p", str(out)]) == 5
    assert "nope.trf" in capsys.readouterr().err
    assert not out.exists()


def test_unwritable_output_exit_5(tmp_path: Path) -> None:
    source = DATA / "comments.trf"
    assert cli.main(["--dutch", str(source), "-p", str(tmp_path / "no-such-dir" / "out.txt")]) == 5


def test_failed_pairing_keeps_an_existing_output(tmp_path: Path) -> None:
    out = tmp_path / "out.txt"
    out.write_text("previous\n")
    assert cli.main(["--dutch", str(DATA / "incorrect_points.trf"), "-p", str(out)]) == 3
    assert out.read_text() == "previous\n"


def test_bare_output_name_goes_beside_the_input(tmp_path: Path) -> None:
    source = tmp_path / "event.trf"
    shutil.copy(DATA / "comments.trf", source)
    assert cli.main(["--dutch", str(source), "-p", "pairs.txt"]) == 0
    assert (tmp_path / "pairs.txt").exists()


@pytest.mark.parametrize("argv", [[], ["--dutch"], ["-p"], ["--nosuchsystem", "x.trf", "-p"], ["--dutch", "-g"]])
def test_bad_arguments_exit_3(argv: list[str]) -> None:
    assert cli.main(argv) == 3


def test_version() -> None:
    assert cli.main(["-r"]) == 0


def test_explanation_json(tmp_path: Path) -> None:
    import json
    out, explain = tmp_path / "out.txt", tmp_path / "why.json"
    assert cli.main(["--dutch", str(DATA / "comments.trf"), "-p", str(out), "--explain", str(explain)]) == 0
    record = json.loads(explain.read_text())
    assert record["system"] == "dutch" and record["brackets"]
    assert len(record["boards"]) == int(out.read_text().split()[0]) - (record["bye"] is not None)


def test_explanation_text(tmp_path: Path) -> None:
    out, explain = tmp_path / "out.txt", tmp_path / "why.txt"
    assert cli.main(["--dutch", str(DATA / "comments.trf"), "-p", str(out), "--explain", str(explain)]) == 0
    text = explain.read_text()
    assert text.startswith("Round ") and "Bracket" in text and "(5.2" not in text.split("Colours")[0]


def test_round_beyond_the_memory_bound_exit_4(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """A round whose weighted matching would exceed the engine's bound is refused before memory
    runs out (issue 30): exit 4, the bracket named, nothing written. With the bound at zero pairs,
    rounds whose brackets all have a perfect candidate (no weighted matching) still pair."""
    from arbiter_gui.engine.swiss.dutch import pairing
    monkeypatch.setattr(pairing, "MAX_EDGES", 0)
    codes = set()
    for source in sorted((DATA.parents[1] / "dutch").glob("*.trf"))[:12]:
        out = tmp_path / f"{source.stem}.txt"
        code = cli.main(["--dutch", str(source), "-p", str(out)])
        codes.add(code)
        if code == 4:
            error = capsys.readouterr().err
            assert "the bracket of" in error and "pair this round by hand" in error
            assert not out.exists()
        else:
            assert code == 0
    assert 4 in codes


@pytest.mark.parametrize("main, first", [(cli.main, "arbiter-pair: the engine's command line"),
                                         (tiebreak_cli.main, "arbiter-tiebreak: the standings of a TRF file")])
@pytest.mark.parametrize("args", [["--help"], ["-h"], ["--dutch", "missing.trf", "--help"]])
def test_help_prints_the_documentation_and_does_nothing_else(main: Callable[[list[str]], int], first: str,
                                                             args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(args) == 0
    out, err = capsys.readouterr()
    assert out.startswith(first) and "Exit codes" in out and "``" not in out and "seed 0" not in out and err == ""
    assert main is tiebreak_cli.main or "Systems: --dutch, --dubov" in out
