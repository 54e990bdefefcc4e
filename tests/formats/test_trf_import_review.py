"""TRF06 and TRF16 files without a rounds record (VCL4THP Q47-Q52): the number of rounds from the
round cells or the 132 dates, and a review of every default or conversion the import applied."""
from __future__ import annotations

from pathlib import Path

from arbiter_gui.formats.trf import write_trf
from arbiter_gui.formats.trf_tournament import export_trf, load_trf, tournament_to_trf
from arbiter_gui.tournament.model import DEFAULT_TIEBREAKS

CASE = Path(__file__).parents[1] / "data" / "conformance" / "dutch" / "d700027_n7_r4of5.trf"  # 3 rounds of 5


def players() -> list[str]:
    return [line for line in CASE.read_text().replace("\r", "\n").splitlines() if line.startswith("001")]


def dates(count: int) -> str:
    return "132" + " " * 88 + "".join(f"26/03/{day:02d}  " for day in range(1, count + 1)).rstrip()


def test_a_trf06_file_takes_its_rounds_from_the_132_dates(tmp_path: Path) -> None:
    path = tmp_path / "trf06.trf"
    path.write_text("\n".join(["012 Club championship 2006", dates(5), *players()]) + "\n")
    loaded = load_trf(str(path))
    t = loaded.tournament
    assert t.settings.rounds == 5 and t.paired_rounds == 3 and t.settings.system == "dutch"
    assert t.settings.tiebreaks == DEFAULT_TIEBREAKS
    assert loaded.review == (
        "no number of rounds (142 or XXR): 5 rounds, as many as the round cells or the 132 round dates hold",
        "no tournament type (192): paired with the FIDE (Dutch) system, C.04.3",
        "no initial colour (152): taken from the colours of round 1",
        "no tie-breaks (202): BH-C1, BH, SB, WIN, the program's default for this system",
        "scoring: win 1, draw ½, loss 0, byes and forfeits as C.04.2 (the standard, unless the file's 162 or "
        "XXS said the same)")


def test_a_trf16_rating_report_takes_its_rounds_from_the_cells(tmp_path: Path) -> None:
    path = tmp_path / "trf16.trf"
    path.write_text("\n".join(["012 Open 2016", "092 Individual: Swiss-System", *players(), "XXC white1",
                               "212 PTS,BH"]) + "\n")
    loaded = load_trf(str(path))
    assert loaded.tournament.settings.rounds == 3  # a rating report: the rounds it holds
    assert loaded.review[0].startswith("no number of rounds (142 or XXR): 3 rounds")
    assert not any("initial colour" in line for line in loaded.review)  # XXC white1 is the 152
    assert "212 (PTS,BH) is not the tie-breaks of 202 after PTS: the standings follow 202, and the export " \
           "writes 212 PTS,BH-C1,BH,SB,WIN" in loaded.review


def test_the_trf2026_export_is_complete(tmp_path: Path) -> None:
    """Q217: ranks (001 columns 86-89), 202 always, 212, 172, and the ### lines."""
    t = load_trf(str(CASE)).tournament
    out = tmp_path / "out.trf"
    export_trf(t, out)
    lines = out.read_text().splitlines()
    header = {line[:3]: line[4:] for line in lines if not line.startswith("001")}
    assert header["202"] == "BH-C1,BH,SB,WIN" and header["212"] == "PTS,BH-C1,BH,SB,WIN"
    assert header["172"].split() == ["FIDE"] and header["142"] == "5"
    ranks = sorted(int(line[85:89]) for line in lines if line.startswith("001"))
    assert ranks == [1, 2, 3, 4, 5, 6, 7] or len(set(ranks)) < 7  # shared ranks are allowed
    assert all(line[85:89].strip() for line in lines if line.startswith("001"))
    assert write_trf(tournament_to_trf(load_trf(str(out)).tournament)) == write_trf(tournament_to_trf(t))
