"""Tests for arbiter_gui.formats.trf (reader/writer of TRF-2026, TRF16 and TRF(x))."""
from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from arbiter_gui.formats.trf import (
    TrfError,
    TrfFile,
    TrfFileAccessError,
    parse_trf,
    read_trf,
    write_trf,
)
from arbiter_gui.tournament.model import AccelerationRule
from arbiter_gui.tournament.scoring import PointSystem, RoundCell

DATA = Path(__file__).parents[1] / "data" / "trf"
BAD_INPUT = DATA / "py4swiss-bad-input"
DUTCH = DATA / "dutch"
CONFORMANCE_ROOTS = [Path(__file__).parents[1] / "data" / "conformance", Path("/work/shared/conformance")]


def player_line(pid: int, points: str, *cells: str, name: str = "", rank: str = "") -> str:
    """A 001 line with the columns of TRF.md §3; cells like '   2 w 1'."""
    static = f"001 {pid:>4}      {name or f'Player {pid}':<33} {'':4} {'':3} {'':11} {'':10} {points:>4} {rank:>4}"
    return static + "".join(f"  {cell}" for cell in cells)


def trf_text(*lines: str, ending: str = "\r") -> str:
    return ending.join(lines) + ending


def two_players(cell1: str = "   2 w 1", cell2: str = "   1 b 0", p1: str = "1.0", p2: str = "0.0") -> list[str]:
    return [player_line(1, p1, cell1), player_line(2, p2, cell2)]


def conformance_files() -> list[Path]:
    root = next((r for r in CONFORMANCE_ROOTS if r.is_dir()), None)
    if root is None:
        return []
    return sorted(p for p in root.rglob("*.trf") if "bad-input" not in str(p))


# ---------------------------------------------------------------- peer bad-input cases


@pytest.mark.parametrize(
    ("name", "line", "field"),
    [
        ("too_many_results", 2, "round 6"),
        ("missing_starting_number", 7, "starting rank"),
        ("incorrect_points", 2, "points"),
        ("missing_result", 2, "round 5"),
        ("incompatible_result", 2, "round 5 result"),
        ("incompatible_color", 2, "round 5 colour"),
        ("invalid_code", 7, "record code"),
    ],
)
def test_peer_bad_input_is_rejected(name: str, line: int, field: str) -> None:
    path = BAD_INPUT / f"{name}.trf"
    with pytest.raises(TrfError) as caught:
        read_trf(str(path))
    error = caught.value
    assert error.exit_code == 3
    assert (error.line, error.field) == (line, field)
    assert str(error).startswith(f"{path}, line {line}, field '{field}'")


def test_incorrect_points_message_names_both_values() -> None:
    with pytest.raises(TrfError) as caught:
        read_trf(str(BAD_INPUT / "incorrect_points.trf"))
    assert str(caught.value).endswith("field 'points' (columns 81-84): 4.0 does not match the results (3.0)")


@pytest.mark.parametrize("name", ["comments", "javafo_example", "no_legal_pairings", "no_legal_pairings_odd"])
def test_peer_valid_input_parses(name: str) -> None:
    trf = read_trf(str(BAD_INPUT / f"{name}.trf"))
    assert trf.players


def test_comments_file() -> None:
    trf = read_trf(str(BAD_INPUT / "comments.trf"))
    assert list(trf.players) == [1, 2, 3, 4, 5, 6, 7]
    assert trf.total_rounds == 5
    assert trf.initial_colour == "b"
    assert trf.extra_lines == []  # '# ...' comment and blank line dropped
    assert trf.rounds_played() == 0


def test_javafo_example() -> None:
    trf = read_trf(str(BAD_INPUT / "javafo_example.trf"))
    assert sorted(trf.players) == list(range(1, 53))
    assert list(trf.players)[-3:] == [37, 40, 30]  # file order kept
    assert trf.header["012"] == "XX Open Internacional de Gros"
    assert trf.header["102"] == "IA Mikel Larreategi Arana (22232540)"
    assert trf.total_rounds == 9
    assert trf.initial_colour == "w"
    assert trf.absent_next == {22, 28, 43}
    assert trf.point_system == PointSystem()
    assert trf.tournament_type is None  # 092 is free text here
    assert trf.extra_lines == ["013 Example                            1    2"]
    assert trf.rounds_played() == 4
    mirzoev = trf.players[1]
    assert (mirzoev.sex, mirzoev.name, mirzoev.rating, mirzoev.federation) == ("m", "Mirzoev Azer", 2527, "AZE")
    assert (mirzoev.fide_id, mirzoev.birth_date, mirzoev.points, mirzoev.rank) == (
        "13400304", "1978/00/00", Fraction(4), 1)
    assert mirzoev.rounds[0] == RoundCell(26, "w", "1")
    assert trf.players[13].rounds[0] == RoundCell(39, "w", "+")
    assert trf.players[14].rounds[2] == RoundCell(None, None, "H")
    assert trf.players[6].name == "Gorrochategui Torres, Eugenio"
    assert trf.players[6].line == 63


# ---------------------------------------------------------------- round trip


def assert_round_trip(trf: TrfFile) -> None:
    again = parse_trf(write_trf(trf), trf.path)
    assert again == trf
    assert write_trf(again) == write_trf(trf)


@pytest.mark.parametrize("path", sorted(DUTCH.glob("*.trf")) + sorted(BAD_INPUT.glob("[cjn]*.trf")),
                         ids=lambda p: p.name)
def test_round_trip_test_data(path: Path) -> None:
    assert_round_trip(read_trf(str(path)))


def test_round_trip_every_conformance_file() -> None:
    files = conformance_files()
    if not files:
        pytest.skip("conformance data not available")
    for path in files:
        assert_round_trip(read_trf(str(path)))


def test_write_uses_exact_columns() -> None:
    trf = read_trf(str(BAD_INPUT / "javafo_example.trf"))
    lines = write_trf(trf).split("\r")
    assert lines[-1] == ""
    line = next(x for x in lines if x.startswith("001    3"))
    assert line == ("001    3 m    Hernandez Elvis                   2282 DOM     6400353 1981/00/00"
                    "  3.5    3    29 w 1    14 b 1    10 w 1     6 b =")
    assert line[80:84] == " 3.5" and line[48:52] == "2282" and line[91:99] == "  29 w 1"


def test_write_player_fields_and_byes() -> None:
    trf = parse_trf(trf_text(player_line(1, "1.5", "0000 - U", "0000 - h"), "XXR 3"))
    player = trf.players[1]
    player.title, player.sex, player.rating, player.rank = "GM", "w", 2650, 1
    line = write_trf(trf, "\n").split("\n")[1]
    assert line[:14] == "001    1 w GM "
    assert line[48:52] == "2650"
    assert line[85:] == "   1  0000 - U  0000 - H"


def test_writer_emits_tournament_lines_in_code_order() -> None:
    trf = parse_trf(trf_text("092 FIDE_DUTCH_2025", "012 Test", *two_players(), "XXR 5", "XXC black1"))
    assert write_trf(trf, "\n").split("\n")[:5] == ["012 Test", "092 FIDE_DUTCH_2025", "142 5", "152 B",
                                                   "192 FIDE_DUTCH_2025"]


# ---------------------------------------------------------------- line endings and encoding


@pytest.mark.parametrize("ending", ["\r", "\n", "\r\n"])
def test_line_endings(ending: str) -> None:
    lines = ["012 Line endings", *two_players(), "XXR 3"]
    trf = parse_trf(trf_text(*lines, ending=ending))
    assert trf == parse_trf(trf_text(*lines, ending="\r"))
    assert trf.players[2].line == 3
    bad = trf_text("012 Line endings", *two_players(p2="1.0"), ending=ending)
    with pytest.raises(TrfError) as caught:
        parse_trf(bad)
    assert caught.value.line == 3


def test_write_line_ending_parameter() -> None:
    trf = parse_trf(trf_text(*two_players()))
    assert "\r" not in write_trf(trf, "\n")
    assert write_trf(trf, "\r\n").count("\r\n") == 2


def test_bom_is_ignored() -> None:
    assert parse_trf("\ufeff" + trf_text("012 X", *two_players())).header["012"] == "X"


def test_undecodable_utf8_names_the_line(tmp_path: Path) -> None:
    path = tmp_path / "latin1.trf"
    path.write_bytes(trf_text("012 Test", player_line(1, "0.0", name="M\u00fcller"), ending="\r").encode("latin-1"))
    with pytest.raises(TrfError) as caught:
        read_trf(str(path))
    assert (caught.value.exit_code, caught.value.line) == (3, 2)
    assert "UTF-8" in str(caught.value)


def test_missing_file_is_access_error(tmp_path: Path) -> None:
    with pytest.raises(TrfFileAccessError) as caught:
        read_trf(str(tmp_path / "nope.trf"))
    assert caught.value.exit_code == 5
    assert isinstance(caught.value, TrfError)


# ---------------------------------------------------------------- colour, type, rounds


@pytest.mark.parametrize(
    ("line", "colour"),
    [("152 W", "w"), ("152 B", "b"), ("152 b  ", "b"), ("XXC white1", "w"), ("XXC rank black1", "b"), (None, None)],
)
def test_initial_colour(line: str | None, colour: str | None) -> None:
    extra = [line] if line else []
    assert parse_trf(trf_text(*two_players(), *extra)).initial_colour == colour


def test_colour_conflict_and_bad_152() -> None:
    with pytest.raises(TrfError) as caught:
        parse_trf(trf_text("152 W", *two_players(), "XXC black1"))
    assert caught.value.line == 4
    with pytest.raises(TrfError) as caught:
        parse_trf(trf_text("152 X", *two_players()))
    assert caught.value.field == "initial colour"


def test_xxc_rank() -> None:
    trf = parse_trf(trf_text(player_line(5, "0.0"), player_line(9, "0.0"), "XXC rank"))
    assert trf.rank_ids and list(trf.players) == [5, 9]  # gaps allowed with XXC rank
    assert_round_trip(trf)


def test_tournament_type_from_192_or_092() -> None:
    assert parse_trf(trf_text("192 FIDE_DUBOV", *two_players())).tournament_type == "FIDE_DUBOV"
    assert parse_trf(trf_text("092 FIDE_BURSTEIN", *two_players())).tournament_type == "FIDE_BURSTEIN"
    assert parse_trf(trf_text("092 Swiss system", *two_players())).tournament_type is None


def test_142_and_xxr() -> None:
    assert parse_trf(trf_text(*two_players(), "142 7")).total_rounds == 7
    assert parse_trf(trf_text(*two_players(), "142 7", "XXR 7")).total_rounds == 7
    with pytest.raises(TrfError) as caught:
        parse_trf(trf_text(*two_players(), "142 7", "XXR 8"))
    assert caught.value.line == 4


def test_header_repeated_codes() -> None:
    trf = parse_trf(trf_text("102 Chief", "112 Deputy One", "112 Deputy Two", *two_players()))
    assert trf.header == {"102": "Chief", "112": "Deputy One\nDeputy Two"}
    assert_round_trip(trf)


# ---------------------------------------------------------------- point systems


def test_xxs_point_system() -> None:
    text = trf_text(player_line(1, "3.0", "   2 w 1"), player_line(2, "0.0", "   1 b 0"),
                    player_line(3, "3.0", "0000 - U"), "XXR 3", "XXS PAB=3 D=1 W=3")
    trf = parse_trf(text)
    system = trf.point_system
    assert (system.win, system.forfeit_win, system.full_bye, system.pab) == (3, 3, 3, 3)
    assert (system.draw, system.half_bye, system.loss) == (1, 1, 0)
    assert_round_trip(trf)
    assert "162  W 3.0    D 1.0    L 0.0    A 0.0    P 3.0" in write_trf(trf)


def test_xxs_later_entries_override() -> None:
    trf = parse_trf(trf_text(*two_players(p1="2.0"), "XXS W=3", "XXS WW=2 BW=2"))
    assert (trf.point_system.win, trf.point_system.forfeit_win) == (2, 3)


def test_xxs_not_expressible_in_162_is_written_as_xxs() -> None:
    trf = parse_trf(trf_text(player_line(1, "0.5", "0000 - U"), player_line(2, "0.0"), "XXS PAB=0.5 FPB=0.5"))
    assert trf.point_system.pab == Fraction(1, 2)
    written = write_trf(trf)
    assert "XXS " in written and "162" not in written
    assert_round_trip(trf)


def test_xxs_errors() -> None:
    with pytest.raises(TrfError):
        parse_trf(trf_text(*two_players(), "XXS WW=1 BW=0.5"))
    with pytest.raises(TrfError) as caught:
        parse_trf(trf_text(*two_players(), "XXS QQ=1"))
    assert caught.value.line == 3


@pytest.mark.parametrize("line", ["162  W 3.0    D 1.0    L 0.0    A 0.0", "162  W 3.0    D 1.0    Z 0.0",
                                  "162 W3 D1"])
def test_162_point_system(line: str) -> None:
    trf = parse_trf(trf_text(line, *two_players(p1="3.0"), player_line(3, "3.0", "0000 - U")))
    system = trf.point_system
    assert (system.win, system.draw, system.pab, system.full_bye) == (3, 1, 3, 3)
    assert_round_trip(trf)


def test_162_pab_symbol() -> None:
    trf = parse_trf(trf_text("162  W 3.0    P 1.0", *two_players(p1="3.0"), player_line(3, "1.0", "0000 - U")))
    assert (trf.point_system.win, trf.point_system.pab) == (3, 1)
    assert_round_trip(trf)


def test_bbx_point_system() -> None:
    lines = ["BBW 3.0", "BBD 1.0", "BBL 0.0", "BBZ 0.0", "BBF -1.0", *two_players("   2 w +", "   1 b -", "3.0", "-1.0")]
    trf = parse_trf(trf_text(*lines))
    system = trf.point_system
    assert (system.win, system.draw, system.forfeit_loss, system.pab) == (3, 1, -1, 3)
    assert_round_trip(trf)


def test_point_system_points() -> None:
    system = PointSystem(win=Fraction(3), draw=Fraction(1), half_bye=Fraction(1), forfeit_win=Fraction(3),
                         full_bye=Fraction(3), pab=Fraction(2))
    assert system.points(RoundCell(2, "w", "1")) == 3
    assert system.points(RoundCell(2, "w", "D")) == 1
    assert system.points(RoundCell(None, None, "U")) == 2
    assert system.points(RoundCell(None, None, "Z")) == 0
    assert system.points(RoundCell(None, None, "=")) == 1  # legacy bye form


# ---------------------------------------------------------------- 240 / XXZ / 260 / XXP / 250 / XXA


def test_byes_240_and_xxz() -> None:
    trf = parse_trf(trf_text(*two_players(), player_line(3, "0.0"), "240 H 002    1    3", "240 Z 002    2",
                             "240 F 003 0001", "XXZ 2 3", "XXZ 1"))
    assert trf.byes == {2: {1: "H", 3: "H", 2: "Z"}, 3: {1: "F"}}
    assert trf.absent_next == {1, 2, 3}
    assert_round_trip(trf)


def test_forbidden_260_and_xxp() -> None:
    trf = parse_trf(trf_text(*two_players(), player_line(3, "0.0"), "260 001 002    1    2    3", "XXP 1 3"))
    assert trf.forbidden == [(1, 2, (1, 2, 3)), (1, 9999, (1, 3))]
    assert_round_trip(trf)
    assert "260 001 002    1    2    3" in write_trf(trf)


def test_acceleration_250_and_xxa() -> None:
    trf = parse_trf(trf_text(*two_players(), "250 00.0 02.0 001 003 0001 0090", "250      01.0 004 004 0001 0002",
                             "XXA    1  1.0  0.5", "XXA    2       1.0"))
    assert trf.accelerations == [
        AccelerationRule(Fraction(2), 1, 3, 1, 90, Fraction(0)),
        AccelerationRule(Fraction(1), 4, 4, 1, 2),
    ]
    assert trf.xxa == {1: [Fraction(1), Fraction(1, 2)], 2: [Fraction(0), Fraction(1)]}
    assert trf.acceleration(1, 2) == Fraction(1, 2)
    assert trf.acceleration(2, 3) == 0
    assert_round_trip(trf)


def test_acceleration_from_250_only() -> None:
    trf = parse_trf(trf_text(*two_players(), "250      02.0 001 003 0001 0001", "250      01.0 003 004 0001 0002"))
    assert [trf.acceleration(1, r) for r in (1, 3, 5)] == [2, 1, 0]


@pytest.mark.parametrize("line", ["240 H 002    7", "XXZ 7", "260 001 002    1    7", "XXP 1 7", "XXA    7  1.0"])
def test_unknown_player_in_records(line: str) -> None:
    with pytest.raises(TrfError) as caught:
        parse_trf(trf_text(*two_players(), line))
    assert caught.value.line == 3
    assert "player 7 does not exist" in str(caught.value)


# ---------------------------------------------------------------- round to be paired


def test_zero_bye_in_round_to_pair_is_counted() -> None:
    # bbpPairings dutch_2025_C5 input: player 4 is not paired in round 3 (TRF.md §3).
    lines = [
        player_line(1, "2.0", "   4 w 1", "   2 b 1"),
        player_line(2, "1.0", "   5 b 1", "   1 w 0"),
        player_line(3, "2.0", "   6 w 1", "   4 b 1"),
        player_line(4, "0.0", "   1 b 0", "   3 w 0", "0000 - Z"),
        player_line(5, "1.0", "   2 w 0", "   6 b 1"),
        player_line(6, "0.0", "   3 b 0", "   5 w 0"),
        "XXR 3",
    ]
    trf = parse_trf(trf_text(*lines))
    assert trf.players[4].rounds[2] == RoundCell(None, None, "Z")
    assert trf.rounds_played() == 3


def test_half_bye_in_round_to_pair_is_counted() -> None:
    trf = read_trf(str(DUTCH / "d1700002_n41_r3of6a.trf"))
    player = trf.players[3]
    assert len(player.rounds) == 3 and player.rounds[2] == RoundCell(None, None, "H")
    assert player.points == sum(trf.point_system.points(c) for c in player.rounds)
    player.points -= Fraction(1, 2)  # the H cell not counted: rejected
    with pytest.raises(TrfError, match="does not match the results"):
        parse_trf(write_trf(trf))


def test_zero_bye_as_last_round_of_tournament() -> None:
    trf = read_trf(str(DUTCH / "d1700024_n41_r5of5a.trf"))
    assert trf.total_rounds == 5 and trf.rounds_played() == 5
    assert trf.players[12].rounds[-1].result == "Z"


# ---------------------------------------------------------------- cell and line validation


def error_of(*lines: str) -> TrfError:
    with pytest.raises(TrfError) as caught:
        parse_trf(trf_text(*lines), "t.trf")
    return caught.value


def test_error_message_format() -> None:
    error = error_of(*two_players(p1="3.5"))
    assert str(error) == "t.trf, line 1, field 'points' (columns 81-84): 3.5 does not match the results (1.0)"
    assert (error.path, error.line, error.field, error.exit_code) == ("t.trf", 1, "points", 3)


def test_no_players() -> None:
    error = error_of("012 Empty", "XXR 5")
    assert error.line is None and "no player" in str(error)


def test_duplicate_id() -> None:
    error = error_of(player_line(1, "0.0"), player_line(1, "0.0"))
    assert (error.line, error.field) == (2, "starting rank")
    assert "line 1" in error.message


@pytest.mark.parametrize("text", ["001", "001     ", "001  x1  Player"])
def test_missing_or_invalid_id(text: str) -> None:
    error = error_of(player_line(1, "0.0"), text)
    assert (error.line, error.field) == (2, "starting rank")


def test_player_line_cut_before_the_points_is_refused() -> None:
    """Read as "no points, no rounds" it would change the pairing (issue 16); BBP wants 84 columns."""
    error = error_of("001    1      Short", "001    2")
    assert (error.line, error.field, error.columns) == (1, "points", (81, 84)) and "column 19" in str(error)


def test_own_opponent() -> None:
    error = error_of(*two_players("   1 w 1"))
    assert (error.line, error.field, error.columns) == (1, "round 1 opponent", (92, 95))


def test_opponent_does_not_exist() -> None:
    error = error_of(*two_players("   3 w 1"))
    assert (error.line, error.field) == (1, "round 1 opponent")
    assert "opponent 3 does not exist" in error.message


def test_opponents_must_name_each_other() -> None:
    error = error_of(player_line(1, "1.0", "   2 w 1"), player_line(2, "0.0", "0000 - Z"), player_line(3, "0.0"))
    assert (error.line, error.field) == (1, "round 1")


@pytest.mark.parametrize(("cell", "field"), [
    ("   2 w H", "round 1"),  # bye with an opponent
    ("   2 - 1", "round 1"),  # played without colour
    ("0000 - 1", "round 1"),  # played without opponent
    ("0000 w U", "round 1"),  # colour without opponent
    ("   2 x 1", "round 1 colour"),
    ("   2 w X", "round 1 result"),
    ("  ab w 1", "round 1 opponent"),
    ("   2w  1", "round 1"),
])
def test_bad_cells(cell: str, field: str) -> None:
    error = error_of(*two_players(cell))
    assert (error.line, error.field) == (1, field)


def test_garbage_after_last_cell() -> None:
    error = error_of(player_line(1, "1.0", "   2 w 1") + " x", player_line(2, "0.0", "   1 b 0"))
    assert (error.line, error.field, error.columns) == (1, "round 1", (100, 101))
    error = error_of(player_line(1, "1.0", "   2 w 1") + "  xyz", player_line(2, "0.0", "   1 b 0"))
    assert (error.line, error.field) == (1, "round 2 opponent")


def test_text_between_rank_and_first_cell() -> None:
    error = error_of(player_line(1, "0.0", rank="1") + " x", player_line(2, "0.0"))
    assert error.columns == (90, 91)


def test_compatible_forfeits_and_letters() -> None:
    lines = [player_line(1, "1.5", "   2 w +", "   2 b d"), player_line(2, "0.5", "   1 b -", "   1 W D")]
    trf = parse_trf(trf_text(*lines))
    assert trf.players[2].rounds == [RoundCell(1, "b", "-"), RoundCell(1, "w", "D")]
    assert_round_trip(trf)


def test_double_forfeit_and_forfeit_without_opponent() -> None:
    trf = parse_trf(trf_text(*two_players("   2 - -", "   1 - -", "0.0", "0.0"), player_line(3, "1.0", "0000 - +")))
    assert trf.players[3].rounds == [RoundCell(None, None, "+")]


def test_incompatible_played_results() -> None:
    error = error_of(*two_players("   2 w 1", "   1 b =", "1.0", "0.5"))  # VCL4THP Q181
    assert (error.line, error.field) == (1, "round 1 result")


def test_half_zero_and_zero_zero_in_any_event() -> None:
    """VCL4THP Q180: ½-0, 0-½ and 0-0 are results of any event, not only a Double-Swiss one."""
    trf = parse_trf(trf_text(*two_players("   2 w =", "   1 b 0", "0.5", "0.0"), "XXR 1"))
    assert [p.rounds[0].result for p in trf.players.values()] == ["=", "0"]


def test_adjourned_and_unknown_symbols_are_read_as_unknown_and_listed() -> None:
    """VCL4THP Q164-Q166: '?' (and TBS's 'X') is an adjourned game, any other symbol an unknown
    result: read as '?' (a provisional draw), each listed for the arbiter with line and column."""
    trf = parse_trf(trf_text(*two_players("   2 w ?", "   1 b X", "0.5", "0.5"), "XXR 1"), "t.trf")
    assert [p.rounds[0].result for p in trf.players.values()] == ["?", "?"]
    assert trf.warnings == [
        "t.trf, line 1, field 'round 1 result' (column 99): '?' is an adjourned or unknown result: read as '?' "
        "(result not known, a provisional draw) until the arbiter enters the result",
        "t.trf, line 2, field 'round 1 result' (column 99): 'X' is an adjourned or unknown result: read as '?' "
        "(result not known, a provisional draw) until the arbiter enters the result"]
    odd = parse_trf(trf_text(*two_players("   2 w Q", "   1 b Q", "1.0", "0.0"), "XXR 1"), "t.trf")
    assert [p.rounds[0].result for p in odd.players.values()] == ["?", "?"]
    assert "'Q' is not a result code" in odd.warnings[0]
    assert odd.warnings[-2:] == [  # the file's points differ from the provisional draws: said, never changed silently
        "t.trf, line 1, field 'points' (columns 81-84): 1.0 in the file, 0.5 with the unknown results as draws",
        "t.trf, line 2, field 'points' (columns 81-84): 0.0 in the file, 0.5 with the unknown results as draws"]
    error = error_of(*two_players("   2 w 1", "   1 b Q", "1.0", "0.5"))  # one side known: the cells disagree
    assert (error.line, error.field) == (1, "round 1 result")


def test_legacy_draw_bye_and_blank_cells() -> None:
    trf = parse_trf(trf_text(player_line(1, "0.5", "0000 - =", "        ", "0000 - Z"), player_line(2, "0.0")))
    assert trf.players[1].rounds == [RoundCell(None, None, "H"), RoundCell(None, None, "Z"),
                                     RoundCell(None, None, "Z")]


def test_more_cells_than_rounds() -> None:
    error = error_of(*two_players(), "XXR 1", player_line(3, "0.0", "0000 - Z", "0000 - Z"))
    assert (error.line, error.field, error.columns) == (4, "round 2", (102, 109))


def test_unknown_records_are_kept_and_comments_dropped() -> None:
    lines = ["### a comment", "DAT 0001 EMAIL a@b.c", *two_players(), "801 something", "GER    1      x",
             "310 001 Team"]
    trf = parse_trf(trf_text(*lines))
    assert trf.extra_lines == ["DAT 0001 EMAIL a@b.c", "801 something", "GER    1      x", "310 001 Team"]
    assert_round_trip(trf)


def test_nrs_record_with_player_layout_is_not_a_typo() -> None:
    nrs = "GER" + player_line(1, "0.0")[3:]
    assert parse_trf(trf_text(*two_players(p1="1.0"), nrs)).extra_lines == [nrs]


def test_round_dates_132_keep_their_columns() -> None:
    dates = "132" + " " * 88 + "25/09/01  25/09/02"
    trf = parse_trf(trf_text("012 Dates", dates, *two_players()))
    assert trf.header["132"].strip() == "25/09/01  25/09/02"
    assert dates in write_trf(trf).split("\r")
    assert_round_trip(trf)


def test_trf_error_attributes() -> None:
    error = TrfError("a.trf", None, "name", "too long", exit_code=5)
    assert (error.exit_code, TrfError("a.trf", 1, None, "x").exit_code) == (5, 3)
    assert str(error) == "a.trf, field 'name': too long"
    assert str(TrfError("a.trf", 4, "rank", "bad", (86, 89))) == "a.trf, line 4, field 'rank' (columns 86-89): bad"
