"""The generator's seed and configuration: anything malformed or absurd is refused with exit code 3
and a message naming the key (issue 16), never a traceback or a silent correction."""
from __future__ import annotations

import random
from pathlib import Path

import pytest

from arbiter_gui import cli
from arbiter_gui.engine import systems
from arbiter_gui.engine.result import NoValidPairing
from arbiter_gui.formats.trf import TrfError
from arbiter_gui.formats.trf import read_trf
from arbiter_gui.generator import expected_score, make_config


@pytest.mark.parametrize("seed", ["²", "٣", "1_000", "-1", "12345678901234567890", ""])
def test_bad_seed_exit_3(seed: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "gen.trf"
    assert cli.main(["--dutch", "-g", "-o", str(out), "-s", seed]) == 3
    assert "-s needs a whole number" in capsys.readouterr().err
    assert not out.exists()


def test_bare_non_ascii_number_after_g_is_a_file_name(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "gen.trf"
    assert cli.main(["--dutch", "-g", "²", "-o", str(out)]) == 5
    assert "²" in capsys.readouterr().err and not out.exists()


REFUSED = {
    "DrawPercentage=200": "DrawPercentage", "DrawPercentage=-1": "DrawPercentage",
    "ForfeitRate=-5": "ForfeitRate", "ForfeitRate=0": "ForfeitRate", "RetiredRate=1": "RetiredRate",
    "HalfPointByeRate=-3": "HalfPointByeRate", "PlayersNumber=1": "PlayersNumber",
    "PlayersNumber=10000": "PlayersNumber", "RoundsNumber=0": "RoundsNumber", "HighestRating=12000": "HighestRating",
    "LowestRating=-100": "LowestRating", "PlayersNumber=²": "PlayersNumber", "PlayersNumber=1_0": "PlayersNumber",
    "PlayersNumber=١٠": "PlayersNumber", "PointsForWin=-1": "PointsForWin", "PointsForDraw=1/2": "PointsForDraw",
    "PointsForWin=1e3": "PointsForWin", "PointsForWin=100": "PointsForWin", "PointsForDraw=0.25": "PointsForDraw",
    "PointsForDraw=0,5": "PointsForDraw", "Baku=2": "Baku", "InitialColour=X": "InitialColour",
    "Tiebreaks=BH,XYZ": "Tiebreaks", "Tiebreaks=BH,BH": "Tiebreaks", "LateEntryRate=0": "LateEntryRate",
    "FullPointByeRate=x": "FullPointByeRate", "Ratings=2400,abc": "Ratings", "RatingGap=-5": "RatingGap",
    "ForbiddenPairs=10000": "ForbiddenPairs",
}


@pytest.mark.parametrize("line,key", sorted(REFUSED.items()))
def test_absurd_value_exit_3_names_line_and_key(line: str, key: str, tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    config, out = tmp_path / "config.txt", tmp_path / "gen.trf"
    config.write_text(f"PlayersNumber=12\n{line}\n" if not line.startswith("PlayersNumber") else f"{line}\n",
                      encoding="utf-8")
    assert cli.main(["--dutch", "-g", str(config), "-o", str(out), "-s", "1"]) == 3
    err = capsys.readouterr().err
    assert f"field '{key}'" in err and "line " in err and "Traceback" not in err
    assert not out.exists()


@pytest.mark.parametrize("text,key", [
    ("LowestRating=2500\nHighestRating=2000\n", "LowestRating"),
    ("PointsForWin=1\nPointsForDraw=2\n", "points"),
    ("PointsForWin=0\nPointsForLoss=0\nPointsForDraw=0\n", "points"),
    ("PlayersNumber=10\nPlayersNumber=20\n", "PlayersNumber"),
    ("PlayersNumber=3\nRatings=2400,2300\n", "Ratings"),
])
def test_inconsistent_configuration_exit_3(text: str, key: str, tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    config, out = tmp_path / "config.txt", tmp_path / "gen.trf"
    config.write_text(text, encoding="utf-8")
    assert cli.main(["--dutch", "-g", str(config), "-o", str(out), "-s", "1"]) == 3
    assert f"field '{key}'" in capsys.readouterr().err
    assert not out.exists()


def test_too_many_teams_exit_3(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    config, out = tmp_path / "config.txt", tmp_path / "gen.trf"
    config.write_text("PlayersNumber=2600\nRoundsNumber=1\n", encoding="utf-8")
    assert cli.main(["--team", "-g", str(config), "-o", str(out), "-s", "1"]) == 3
    assert "more than 9999 players" in capsys.readouterr().err


@pytest.mark.parametrize("system, text, most", [
    ("--dutch", "RoundsNumber=34\nPointsForWin=3\nPointsForDraw=1\n", "102"),
    ("--dutch", "RoundsNumber=100\n", "100"),
    ("--double-swiss", "RoundsNumber=50\n", "100"),
])
def test_more_points_than_trf_holds_exit_3(system: str, text: str, most: str, tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    """TRF 001 columns 81-84 hold 99.9 points: a configuration whose rounds and points could give a
    player more is refused naming RoundsNumber (before, when a player did: exit 2, an unexpected
    error on writing the file); the most that fits is accepted."""
    config, out = tmp_path / "config.txt", tmp_path / "gen.trf"
    config.write_text(f"PlayersNumber=4\n{text}", encoding="utf-8")
    assert cli.main([system, "-g", str(config), "-o", str(out), "-s", "1"]) == 3
    err = capsys.readouterr().err
    assert "field 'RoundsNumber'" in err and f"could score {most}, more than" in err, err
    assert not out.exists()
    assert make_config({"RoundsNumber": "33", "PointsForWin": "3", "PointsForDraw": "1"}, random.Random(1)).rounds == 33


def test_a_rating_range_drawn_at_random_that_is_inverted_is_explained() -> None:
    with pytest.raises(TrfError, match="drawn at random"):
        make_config({"LowestRating": "2900"}, random.Random(1))


def test_limits_are_accepted(tmp_path: Path) -> None:
    config, out = tmp_path / "config.txt", tmp_path / "gen.trf"
    config.write_text("PlayersNumber=4\nRoundsNumber=1\nDrawPercentage=100\nForfeitRate=1\nRetiredRate=2\n"
                      "HalfPointByeRate=1\nLowestRating=0\nHighestRating=0\nPointsForWin=3\nPointsForDraw=1\n"
                      "PointsForLoss=0.5\n", encoding="utf-8")
    assert cli.main(["--dutch", "-g", str(config), "-o", str(out), "-s", "9223372036854775807"]) in (0, 1)
    assert out.exists()


def test_our_keys_shape_the_tournament(tmp_path: Path) -> None:
    """Issue 27: given ratings, the initial colour, a tie-break list written as 202 with the ranks
    computed by it, forbidden pairs as 260 and Baku as 250 groups; the checker passes the file."""
    config, out = tmp_path / "config.txt", tmp_path / "gen.trf"
    config.write_text("PlayersNumber=10\nRoundsNumber=5\nRatings=2000,2100,1900,0,2200,1800,1700,1600,1500,1400\nInitialColour=B\n"
                      "Tiebreaks=BH/C1,SB\nForbiddenPairs=1\nBaku=1\n", encoding="utf-8")
    assert cli.main(["--dutch", "-g", str(config), "-o", str(out), "-s", "5"]) == cli.EXIT_OK
    text = out.read_text(encoding="utf-8").replace("\r", "\n")
    trf = read_trf(str(out))
    assert [p.rating for p in trf.players.values()] == [2200, 2100, 2000, 1900, 1800, 1700, 1600, 1500, 1400, 0]
    assert trf.initial_colour == "b" and trf.header["202"] == "BH/C1,SB" and len(trf.forbidden) == 1
    assert "192 FIDE_DUTCH_BAKU" in text and trf.accelerations
    assert all(p.rank is not None for p in trf.players.values())
    assert cli.main(["--dutch", str(out), "-c"]) == cli.EXIT_OK


def test_results_follow_the_rating_table_capped_at_400() -> None:
    """FIDE's table (B.02 8.1.2) and its 400-point cap (8.3.1)."""
    assert round(expected_score(2400, 2000), 2) == 0.92 and expected_score(2800, 2000) == expected_score(2400, 2000)
    assert round(expected_score(2000, 2100), 2) == 0.36


def test_forbidden_pairs_no_draw_of_which_pairs_round_1_exit_3(tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 27: 60 forbidden pairs among 4 players (drawn again 200 times) leave round 1 no
    pairing: the configuration is refused naming the key, and no file without a round is written."""
    config, out = tmp_path / "config.txt", tmp_path / "gen.trf"
    config.write_text("PlayersNumber=4\nRoundsNumber=5\nForbiddenPairs=60\n", encoding="utf-8")
    assert cli.main(["--dutch", "-g", str(config), "-o", str(out), "-s", "1"]) == 3
    err = capsys.readouterr().err
    assert "field 'ForbiddenPairs'" in err and "lets round 1 be paired" in err, err
    assert not out.exists()


def test_a_round_1_without_a_pairing_writes_no_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    """A round 1 the engine cannot pair without forbidden pairs (none does today) stops the
    generator with the engine's reason (exit 1), never a file without a round."""
    def no_pairing(*_: object) -> None:
        raise NoValidPairing("no pairing")

    monkeypatch.setattr(systems, "pair", no_pairing)
    config, out = tmp_path / "config.txt", tmp_path / "gen.trf"
    config.write_text("PlayersNumber=6\nRoundsNumber=5\nForbiddenPairs=0\n", encoding="utf-8")
    assert cli.main(["--dutch", "-g", str(config), "-o", str(out), "-s", "1"]) == cli.EXIT_NO_PAIRING
    assert "no pairing" in capsys.readouterr().err and not out.exists()


def test_more_teams_than_trf_numbers_exit_3(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """TRF 310 numbers a team in three columns: 1,000 teams (4,000 players, within 9999) are refused
    naming the key, and no file is written."""
    config, out = tmp_path / "config.txt", tmp_path / "gen.trf"
    config.write_text("PlayersNumber=1000\nRoundsNumber=1\n", encoding="utf-8")
    assert cli.main(["--team", "-g", str(config), "-o", str(out), "-s", "1"]) == 3
    err = capsys.readouterr().err
    assert "field 'PlayersNumber'" in err and "1000 teams: a TRF file numbers at most 999" in err, err
    assert not out.exists()


@pytest.mark.parametrize(("option", "players"), [("--round-robin", 6), ("--team", 6), ("--dutch", 2)])
def test_forbidden_pairs_where_there_are_none_exit_3(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                     option: str, players: int) -> None:
    """Forbidden pairs asked for in a round robin, a team event or an event of 2 players were
    ignored without a word: the configuration is now refused naming the key, and no file is written."""
    config, out = tmp_path / "config.txt", tmp_path / "gen.trf"
    config.write_text(f"PlayersNumber={players}\nRoundsNumber=5\nForbiddenPairs=1\n", encoding="utf-8")
    assert cli.main([option, "-g", str(config), "-o", str(out), "-s", "1"]) == 3
    err = capsys.readouterr().err
    assert "field 'ForbiddenPairs'" in err and "has none" in err, err
    assert not out.exists()
