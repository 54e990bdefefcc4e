"""No system, schedule option or acceleration method is lost through a TRF-2026 file (issues 19/20):
an event of every system of the registry, exported and imported back, is the same event."""
from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest

from arbiter_gui.engine import systems
from arbiter_gui.engine.acceleration.methods import METHODS
from arbiter_gui.formats.trf import TrfError
from arbiter_gui.formats.trf_tournament import export_trf, load_trf, read_tournament
from arbiter_gui.tournament.engine_input import pair_next_round
from arbiter_gui.tournament.model import DEFAULT_TOURNAMENT_TYPES, Player, Tournament, TournamentSettings
from tests.formats.test_trf_team_export import enter_round_match, played_event

# every schedule option away from its default, so that a lost one shows
OPTIONS = {"schedule_teams": 3, "pools": 3, "qualifiers": 2, "suppressed_rounds": 2, "grouping": "club"}
SINGLE_FILE = sorted(s.name for s in systems.REGISTRY if s.family is not systems.Family.TEAM)


def event(system: str, acceleration: str = "none") -> Tournament:
    settings = TournamentSettings(name="Every system", rounds=9, system=system, tournament_type=None,
                                  acceleration=acceleration, **OPTIONS)  # type: ignore[arg-type]
    players = {n: Player(n, f"Player {n}", fide_rating=2400 - 10 * n, club=f"C{n % 3}") for n in range(1, 17)}
    return replace(Tournament.new(settings), players=players)


def round_trip(t: Tournament, tmp_path: Path) -> Tournament:
    path = tmp_path / "event.trf"
    export_trf(t, path)
    return read_tournament(str(path))


@pytest.mark.parametrize("system", SINGLE_FILE)
def test_every_system_keeps_its_system_and_options(system: str, tmp_path: Path) -> None:
    back = round_trip(event(system), tmp_path).settings
    assert back.system == system
    if systems.SYSTEMS[system].family == systems.Family.SCHEDULE:
        assert {name: getattr(back, name) for name in OPTIONS} == OPTIONS


@pytest.mark.parametrize("method", sorted(METHODS))
def test_every_acceleration_method_is_kept(method: str, tmp_path: Path) -> None:
    back = round_trip(event("dutch", method), tmp_path).settings
    assert (back.system, back.acceleration) == ("dutch", method)
    assert not back.accelerations and not back.acceleration_points  # computed again, not file-given


@pytest.mark.parametrize("system", sorted(systems.names(systems.Family.TEAM)))
def test_every_team_system_keeps_its_system(system: str, tmp_path: Path) -> None:
    s = played_event(tmp_path / "t.arbiter", system, "FIDE_DUTCH_2025", teams=6)  # a code left by another system
    pair_next_round(s)
    for m in range(1, len(s.tournament().round(1).boards) + 1):
        enter_round_match(s, 1, m, random.Random(m))
    back = round_trip(s.tournament(), tmp_path)
    assert back.settings.system == system


def test_a_knockout_header_names_no_swiss_system(tmp_path: Path) -> None:
    t = event("knockout")
    export_trf(t, tmp_path / "ko.trf")
    assert "FIDE_DUTCH" not in (tmp_path / "ko.trf").read_text()


def exported_with_code(code: str, tmp_path: Path) -> tuple[Path, int]:
    path = tmp_path / "event.trf"
    t = event("dutch")
    export_trf(replace(t, settings=replace(t.settings, tournament_type="FIDE_DUTCH_2025")), path)
    text = path.read_text()
    line = next(n for n, row in enumerate(text.splitlines(), 1) if row.startswith("192"))
    path.write_text(text.replace("192 FIDE_DUTCH_2025", f"192 {code}"))
    return path, line


def test_an_unknown_192_code_is_never_silently_dutch(tmp_path: Path) -> None:
    path, line = exported_with_code("FIDE_NONSENSE", tmp_path)
    loaded = load_trf(str(path))
    assert loaded.tournament.settings.system == "dutch"
    assert (f"{path}, line {line}, field 'tournament type': 192 FIDE_NONSENSE names no system of the program: "
            "paired with the FIDE (Dutch) system, C.04.3, until the settings choose another") in loaded.review


@pytest.mark.parametrize("code", ["ARBITER_POOLS_POOLCOUNTX", "ARBITER_VARMA_GROUPINGTOWN", "ARBITER_HUTTON_TEAMS0"])
def test_a_damaged_192_option_is_refused_naming_file_line_and_field(code: str, tmp_path: Path) -> None:
    path, line = exported_with_code(code, tmp_path)
    with pytest.raises(TrfError) as error:
        load_trf(str(path))
    assert str(path) in str(error.value) and f"line {line}" in str(error.value)
    assert "tournament type" in str(error.value)


def rating_report(t: Tournament, tmp_path: Path) -> tuple[str, Tournament]:
    """The report's 192 and the event read back, its type of tournament filled in (the report asks for it)."""
    path = tmp_path / "report.trf"
    typed = replace(t.settings, tournament_type=DEFAULT_TOURNAMENT_TYPES.get(t.settings.system))
    export_trf(replace(t, settings=typed), path, rating_report=True)
    text = path.read_text()
    return next(row[4:].strip() for row in text.splitlines() if row.startswith("192")), read_tournament(str(path))


# TRF.md section 7: FIDE's Tournament-Type Code Table (the individual events' codes)
FIDE_TABLE = {"FIDE_DUTCH_2025", "FIDE_DUTCH_2025_BAKU", "FIDE_DUBOV", "FIDE_BURSTEIN", "CUSTOM_SWISS",
              "FIDE_DOUBLESWISS", "FIDE_ROUNDROBIN", "FIDE_DOUBLEROUNDROBIN", "CUSTOM_ROUNDROBIN", "FIDE_SCHILLER",
              "FIDE_SCHEVENINGEN", "CUSTOM_SCHEVENINGEN", "CUSTOM_KNOCKOUT"}


@pytest.mark.parametrize("system", SINGLE_FILE)
def test_the_rating_report_names_a_code_of_fides_table_and_keeps_the_system(system: str, tmp_path: Path) -> None:
    code, back = rating_report(event(system), tmp_path)
    assert code in FIDE_TABLE  # what FIDE's rating server reads
    assert back.settings.system == system  # and the program's own code, in its '### 192' line
    if systems.SYSTEMS[system].family == systems.Family.SCHEDULE:
        assert {name: getattr(back.settings, name) for name in OPTIONS} == OPTIONS


@pytest.mark.parametrize("method", sorted(METHODS))
def test_the_rating_report_of_an_accelerated_event(method: str, tmp_path: Path) -> None:
    code, back = rating_report(event("dutch", method), tmp_path)
    assert code == ("FIDE_DUTCH_2025_BAKU" if method == "baku" else "FIDE_DUTCH_2025")
    assert (back.settings.system, back.settings.acceleration) == ("dutch", method)


def test_a_192_comment_that_does_not_match_the_192_is_not_read(tmp_path: Path) -> None:
    path = tmp_path / "report.trf"
    export_trf(event("lim"), path, rating_report=True)
    path.write_text(path.read_text().replace("192 CUSTOM_SWISS", "192 FIDE_DUBOV"))  # the 192 edited by hand
    loaded = load_trf(str(path))
    assert loaded.tournament.settings.system == "dubov"
    assert any("### 192 ARBITER_LIM" in line and "FIDE_DUBOV" in line for line in loaded.review)


def lim_report(tmp_path: Path) -> tuple[Path, str]:
    """A Lim event's rating report ('192 CUSTOM_SWISS', '### 192 ARBITER_LIM') and its text."""
    path = tmp_path / "report.trf"
    export_trf(event("lim"), path, rating_report=True)
    return path, path.read_text()


def line_of(text: str, start: str) -> int:
    return next(n for n, row in enumerate(text.splitlines(), start=1) if row.startswith(start))


@pytest.mark.parametrize("added", ["### 192 ARBITER_KEIZER", "192 FIDE_DUBOV"])
def test_a_type_given_twice_with_two_codes_is_refused_naming_both_lines(added: str, tmp_path: Path) -> None:
    # hostile9: the last of two '### 192' lines (or two 192 records) won silently: the Lim event read as Keizer
    path, text = lim_report(tmp_path)
    first = line_of(text, "### 192" if added.startswith("#") else "192 ")
    path.write_text(text.replace("### 192 ARBITER_LIM", f"### 192 ARBITER_LIM\n{added}"))
    with pytest.raises(TrfError) as error:
        load_trf(str(path))
    message = str(error.value)
    assert str(path) in message and "tournament type" in message and f"given on line {first}" in message


def test_the_same_type_given_twice_is_read(tmp_path: Path) -> None:
    path, text = lim_report(tmp_path)
    path.write_text(text.replace("### 192 ARBITER_LIM", "### 192 ARBITER_LIM\n### 192 ARBITER_LIM"))
    assert load_trf(str(path)).tournament.settings.system == "lim"


def test_a_damaged_option_in_the_192_comment_is_refused_naming_the_comments_line(tmp_path: Path) -> None:
    # hostile9: the refusal named the 192 record's line, where the text it quoted is not
    path, text = lim_report(tmp_path)
    text = text.replace("### 192 ARBITER_LIM", "### 192 ARBITER_POOLS_POOLCOUNTX").replace(
        "192 CUSTOM_SWISS", "192 CUSTOM_ROUNDROBIN")
    path.write_text(text)
    with pytest.raises(TrfError) as error:
        load_trf(str(path))
    assert f"line {line_of(text, '### 192')}," in str(error.value) and "POOLCOUNTX" in str(error.value)


def test_a_192_comment_without_a_192_says_so(tmp_path: Path) -> None:
    # hostile9: the review said "the 192 code None is not its FIDE equivalent"
    path, text = lim_report(tmp_path)
    path.write_text("\n".join(row for row in text.splitlines() if not row.startswith("192 ")) + "\n")
    review = load_trf(str(path)).review
    assert not any("None" in line for line in review)
    assert any("'### 192 ARBITER_LIM' is not read" in line and "no 192" in line for line in review)


@pytest.mark.parametrize("code", ["ARBITER_POOLS_POOLCOUNT\u0663_QUALIFIERS2", "ARBITER_POOLS_POOLCOUNT3_POOLCOUNT4"])
def test_a_192_option_in_other_digits_or_given_twice_is_refused(code: str, tmp_path: Path) -> None:
    # hostile9: an Arabic-Indic 3 was read as 3; POOLCOUNT3_POOLCOUNT4 silently made 4 pools
    path, line = exported_with_code(code, tmp_path)
    with pytest.raises(TrfError) as error:
        load_trf(str(path))
    assert f"line {line}" in str(error.value) and "tournament type" in str(error.value)


@pytest.mark.parametrize("system, damaged", [
    ("ladder", "ARBITER_LADDER_DISTANCE3X"), ("ladder", "ARBITER_LADDER_DISTANCE\u0663"),
    ("ladder", "ARBITER_LADDER_DISTANCE3_DISTANCE4"), ("keizer", "KEIZER_TOPX"), ("keizer", "KEIZER_TOP40_TOP50")])
def test_a_damaged_club_rule_in_a_rating_report_names_its_line(system: str, damaged: str, tmp_path: Path) -> None:
    # hostile9: the refusal named no line; other digits were read, a rule given twice took the last
    path = tmp_path / "club.trf"
    export_trf(event(system), path, rating_report=True)
    text = path.read_text()
    line = line_of(text, "### 192")
    path.write_text("\n".join(f"### 192 {damaged}" if row.startswith("### 192") else row
                              for row in text.splitlines()) + "\n")
    with pytest.raises(TrfError) as error:
        load_trf(str(path))
    assert f"line {line}," in str(error.value) and "tournament type" in str(error.value)
