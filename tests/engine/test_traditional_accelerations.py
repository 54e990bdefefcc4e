"""The traditional accelerations of seed 003 8.3 (issue 20): Haley, decreasing (French), English and
McMahon as virtual points, worked by hand (who has which points in which rounds), then one small
event with each method paired round by round by the app, its exported TRF paired again by the
command line and checked by the checker (docs/rulings.md, "Traditional accelerations")."""
from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest

from arbiter_gui import cli
from arbiter_gui.checker import check_tournament
from arbiter_gui.engine import record_codec
from arbiter_gui.engine.acceleration.decreasing import decreasing_points
from arbiter_gui.engine.acceleration.english import english_rules
from arbiter_gui.engine.acceleration.haley import haley_rules
from arbiter_gui.engine.acceleration.mcmahon import mcmahon_rules
from arbiter_gui.engine.acceleration.methods import METHODS, plan
from arbiter_gui.engine.acceleration.virtual import AccelerationError, VirtualPoints, equal_split
from arbiter_gui.engine.explain import explained, to_text
from arbiter_gui.engine.snapshot import Colour
from arbiter_gui.engine.swiss.amalfi import pairing as amalfi_pairing
from arbiter_gui.engine.swiss.amalfi.pairing import distance, ranking
from arbiter_gui.formats.trf import read_trf, write_trf
from arbiter_gui.formats.trf_pairing import with_acceleration
from arbiter_gui.formats.trf_tournament import export_trf, tournament_from_trf
from arbiter_gui.store import Store
from arbiter_gui.tournament.engine_input import acceleration, pair_next_round
from arbiter_gui.tournament.engine_input import snapshot as engine_snapshot
from arbiter_gui.tournament.model import Player
from arbiter_gui.tournament.operations import AddPlayer, ChangeSettings, OperationError, SetResult
from tests.store.helpers import new_store

W, H = Fraction(1), Fraction(1, 2)


def points(rules: list[VirtualPoints], player: int, rounds: int) -> list[Fraction]:
    """The virtual points of a player in rounds 1..rounds (the last rule covering him, as TRF 250)."""
    values = []
    for r in range(1, rounds + 1):
        covering = [v.points for v in rules if v.first_round <= r <= v.last_round
                    and v.first_player <= player <= v.last_player]
        values.append(covering[-1] if covering else Fraction(0))
    return values


# ---------------------------------------------------------------- worked by hand


def test_equal_split_puts_the_extra_players_at_the_bottom() -> None:
    assert equal_split(20, 2) == [10, 10] and equal_split(21, 2) == [10, 11]
    assert equal_split(10, 4) == [2, 2, 3, 3] and equal_split(14, 3) == [4, 5, 5]


def test_haley_base_version() -> None:
    """Seed 003 8.3: two groups of the same size, one point for three rounds, half for two more."""
    rules = haley_rules(range(1, 22), 9)  # 21 players: 10 above, 11 below (the bye falls there)
    assert points(rules, 1, 9) == points(rules, 10, 9) == [W, W, W, H, H, 0, 0, 0, 0]
    assert points(rules, 11, 9) == [0] * 9
    late = haley_rules([1, 2, 3, 5, 6, 7, 8, 9], 7)  # 4 is a late entry: inside the top group's range
    assert points(late, 4, 7) == points(late, 5, 7) == [W, W, W, H, H, 0, 0] and points(late, 6, 7) == [0] * 7
    with pytest.raises(AccelerationError, match=r"rounds 1-5 and needs at least 2 more.*has 6 rounds"):
        haley_rules(range(1, 21), 6)


def test_english_crosses_four_groups_in_two_rounds() -> None:
    """A and B (two equal groups, 2 * floor(N / 4) players) have one point in rounds 1-2."""
    rules = english_rules(range(1, 19), 5)  # 18 players: A = 1-4, B = 5-8, C and D 9-18
    assert points(rules, 8, 5) == [W, W, 0, 0, 0] and points(rules, 9, 5) == [0] * 5
    assert english_rules(range(1, 4), 5) == []  # three players: no quarter
    with pytest.raises(AccelerationError, match="needs a round on real points"):
        english_rules(range(1, 19), 2)


def test_mcmahon_start_scores_last_the_whole_tournament() -> None:
    rules = mcmahon_rules(range(1, 11), 5)  # groups 2, 2, 3, 3: 3, 2, 1, 0 wins
    assert [points(rules, p, 5)[0] for p in range(1, 11)] == [3, 3, 2, 2, 1, 1, 1, 0, 0, 0]
    assert points(rules, 1, 5) == [3] * 5
    two = mcmahon_rules(range(1, 11), 5, Fraction(2), Fraction(1), Fraction(0))  # counted in wins
    assert points(two, 5, 5) == [2] * 5


def test_decreasing_points_follow_the_results() -> None:
    """12 players, 7 rounds: 1-4 have 2 points, 5-8 one, 9-12 none; every two wins' worth of points
    scored gives one more, up to 2; nothing from round 6 (the penultimate) on."""
    scored = {p: [Fraction(0)] * 4 for p in range(1, 13)}
    scored[9] = [W, W, W, W]  # the bottom group's winner: 1 point before round 3, 2 before round 5
    scored[5] = [W, H, H, 0]  # the middle group: 2 points scored before round 4 -> 2
    scored[12] = [W, 0, H, 0]  # 1.5 scored: stays at 0
    result = decreasing_points(range(1, 13), 7, scored)
    assert result[1] == (2, 2, 2, 2, 2)
    assert result[9] == (0, 0, 1, 1, 2)
    assert result[5] == (1, 1, 1, 2, 2)
    assert 12 not in result  # never any: no XXA line
    assert result[8] == (1,) * 5
    one_round = decreasing_points(range(1, 13), 7, {p: [W] for p in range(1, 13)})  # rounds 1-2 known
    assert one_round[5] == (1, 1) and 9 not in one_round
    with pytest.raises(AccelerationError, match="at least 3 rounds"):
        decreasing_points(range(1, 13), 2, {})


@pytest.mark.parametrize("method", sorted(METHODS))
def test_every_method_needs_wins_worth_two_draws(method: str) -> None:
    with pytest.raises(AccelerationError, match=r"C\.04\.7 1\.1.*win 3, draw 1, loss 0"):
        plan(method, range(1, 21), 9, {}, Fraction(3), Fraction(1), Fraction(0))


def test_unknown_method() -> None:
    with pytest.raises(AccelerationError, match="unknown acceleration 'fast'"):
        plan("fast", range(1, 21), 9, {}, W, H, Fraction(0))


# ---------------------------------------------------------------- one event with each method


RATINGS = [2400 - 40 * i for i in range(16)]


def _round_one_groups(method: str) -> list[set[int]]:
    """The players who must meet among themselves in round 1 (their virtual points are equal)."""
    return {"haley": [set(range(1, 9)), set(range(9, 17))],
            "english": [set(range(1, 9)), set(range(9, 17))],
            "mcmahon": [set(range(1, 5)), set(range(5, 9)), set(range(9, 13)), set(range(13, 17))],
            "french": [set(range(1, 6)), set(range(6, 11)), set(range(11, 17))]}[method]  # 5, 5, 6: floats


@pytest.mark.parametrize("method", ["haley", "french", "english", "mcmahon"])
def test_an_event_paired_with_each_method(tmp_path: Path, method: str) -> None:
    """16 players, 7 rounds, the higher rating always wins: the app pairs each round with the
    method's points, the exported TRF (250 / XXA) gives the same pairing on the command line, and
    the checker finds nothing in the finished event."""
    s = new_store(tmp_path / f"{method}.arbiter", rounds=7, acceleration=method, initial_colour=Colour.WHITE)
    for index, rating in enumerate(RATINGS):
        s.apply(AddPlayer(Player(0, f"Player {index + 1:02d}, A", fide_rating=rating)))
    for number in range(1, 8):
        exported = tmp_path / f"{method}{number}.trf"
        export_trf(s.tournament(), exported)
        _, pairing = pair_next_round(s)
        out = tmp_path / f"{method}{number}.txt"
        assert cli.main(["--dutch", str(exported), "-p", str(out)]) == 0  # the file's own 250 / XXA
        assert out.read_text().split("\n")[:-1] == pairing.pairing_lines()
        if number == 1:
            groups = _round_one_groups(method)
            across = [b for b in pairing.boards if not any({b.white, b.black} <= group for group in groups)]
            assert len(across) == (1 if method == "french" else 0)  # the odd top group floats one down
        for board_number, board in enumerate(s.tournament().round(number).boards, start=1):
            s.apply(SetResult(number, board_number, *(("1", "0") if board.white < board.black else ("0", "1"))))
    final = tmp_path / f"{method}.trf"
    export_trf(s.tournament(), final)
    assert all(check.ok for check in check_tournament(read_trf(str(final)), "dutch"))
    points_of = acceleration(s.tournament())
    if method == "french":
        # player 13 (bottom group) beat 16 and 14: one point from round 3, where he met 5 (middle group)
        assert [points_of(13, r) for r in range(1, 8)] == [0, 0, 1, 1, 1, 0, 0]
        assert any({b.white, b.black} == {5, 13} for b in s.tournament().round(3).boards)
    s.close()


def test_decreasing_points_written_as_xxa_and_read_back(tmp_path: Path) -> None:
    s = new_store(tmp_path / "french.arbiter", rounds=7, players=12, acceleration="french",
                  initial_colour=Colour.WHITE)
    _, pairing = pair_next_round(s)
    for board_number in range(1, len(pairing.boards) + 1):
        s.apply(SetResult(1, board_number, "1", "0"))
    exported = tmp_path / "french.trf"
    export_trf(s.tournament(), exported)
    text = exported.read_text(encoding="utf-8")
    assert "XXA    1  2.0  2.0" in text and "250 " not in text
    again = read_trf(str(exported))
    points_of = acceleration(s.tournament())
    assert again.xxa and all(again.acceleration(p, r) == points_of(p, r) for p in range(1, 13) for r in range(1, 8))
    assert with_acceleration(again, "haley").xxa == again.xxa  # the file's own points win, as for Baku


def test_command_line_acceleration_option(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    s = new_store(tmp_path / "plain.arbiter", rounds=7, players=16, initial_colour=Colour.WHITE)
    source = tmp_path / "plain.trf"
    export_trf(s.tournament(), source)
    s.close()
    paired = {}
    for method in ("", "haley", "mcmahon"):
        out = tmp_path / f"pairs{method}.txt"
        assert cli.main(["--dutch", str(source), "-p", str(out)] + (["--acceleration", method] if method else [])) == 0
        paired[method] = out.read_text()
    assert paired[""] != paired["haley"] != paired["mcmahon"]
    assert cli.main(["--dutch", str(source), "-p", "--acceleration", "fast"]) == 3
    assert "--acceleration needs a method: baku, haley, french, english, mcmahon" in capsys.readouterr().err
    three = tmp_path / "three.trf"
    three.write_text(source.read_text(encoding="utf-8").replace("142 7", "142 2"), encoding="utf-8")
    assert cli.main(["--dutch", str(three), "-p", "--acceleration", "haley"]) == 3
    assert "Haley acceleration (seed 003 8.3)" in capsys.readouterr().err
    assert write_trf(read_trf(str(source)))  # the source is untouched


def test_the_command_line_computes_the_method_its_192_code_names(tmp_path: Path) -> None:
    # a file without 250 / XXA whose 192 names a method (FIDE_DUTCH_2025_HALEY) is paired as --acceleration
    # asks, as a _BAKU code always was (trf_pairing.acceleration_method)
    s = new_store(tmp_path / "plain.arbiter", rounds=7, players=16, initial_colour=Colour.WHITE)
    source = tmp_path / "plain.trf"
    export_trf(s.tournament(), source)
    s.close()
    text = source.read_text(encoding="utf-8")
    assert "192 FIDE_DUTCH_2025\n" in text and "250 " not in text
    for method in ("haley", "english", "mcmahon"):
        named = tmp_path / f"{method}.trf"
        named.write_text(text.replace("192 FIDE_DUTCH_2025\n", f"192 FIDE_DUTCH_2025_{method.upper()}\n"),
                         encoding="utf-8")
        by_code, by_option = tmp_path / f"{method}.code", tmp_path / f"{method}.option"
        assert cli.main(["--dutch", str(named), "-p", str(by_code)]) == 0
        assert cli.main(["--dutch", str(source), "-p", str(by_option), "--acceleration", method]) == 0
        assert by_code.read_text() == by_option.read_text()


def test_app_refuses_a_method_its_rounds_do_not_allow(tmp_path: Path) -> None:
    s = new_store(tmp_path / "short.arbiter", rounds=5, players=6)
    with pytest.raises(OperationError, match=r"Haley acceleration.*has 5 rounds"):
        s.apply(ChangeSettings({"acceleration": "haley"}))
    s.apply(ChangeSettings({"acceleration": "english"}))
    assert s.tournament().settings.acceleration == "english"


def test_the_decision_record_names_the_method_and_the_virtual_points(tmp_path: Path) -> None:
    """Why a player has virtual points: the method, its rule, who has how many (docs/explanation.md)."""
    s = new_store(tmp_path / "record.arbiter", rounds=7, players=16, initial_colour=Colour.WHITE)
    source = tmp_path / "record.trf"
    export_trf(s.tournament(), source)
    s.close()
    text, data = tmp_path / "why.txt", tmp_path / "why.json"
    assert cli.main(["--dutch", str(source), "-p", "--acceleration", "haley", "--explain", str(text)]) == 0
    lines = text.read_text(encoding="utf-8").split("\n")
    assert lines[1].startswith("Acceleration: Haley acceleration (seed 003 8.3): the first half of the participants")
    assert lines[2].endswith("(C.04.7 1.5): 1 for 1-8")
    assert cli.main(["--dutch", str(source), "-p", "--acceleration", "mcmahon", "--explain", str(data)]) == 0
    record = json.loads(data.read_text(encoding="utf-8"))
    assert record["acceleration"] == "mcmahon"
    assert record["virtual_points"] == {**{str(p): 3 for p in range(1, 5)}, **{str(p): 2 for p in range(5, 9)},
                                        **{str(p): 1 for p in range(9, 13)}}
    assert cli.main(["--dutch", str(source), "-p", "--explain", str(data)]) == 0
    assert "virtual_points" not in json.loads(data.read_text(encoding="utf-8"))  # an unaccelerated round


def test_the_app_records_the_method_with_the_round(tmp_path: Path) -> None:
    s = new_store(tmp_path / "app.arbiter", rounds=7, players=12, acceleration="english", initial_colour=Colour.WHITE)
    pair_next_round(s)
    stored, snap = record_codec.loads(s.tournament().round(1).record)
    assert snap.acceleration == "english"
    assert to_text(explained(snap, stored)).split("\n")[1].startswith("Acceleration: English accelerated system")
    s.close()


# ---------------------------------------------------------------- Amalfi: a pairing rule of its own


def _amalfi_store(tmp_path: Path, players: int, rounds: int) -> Store:
    s = new_store(tmp_path / "amalfi.arbiter", rounds=rounds, system="amalfi", tournament_type="AMALFI_RATING",
                  initial_colour=Colour.WHITE)
    for index in range(players):
        s.apply(AddPlayer(Player(0, f"Player {index + 1:02d}, A", fide_rating=2400 - 10 * index)))
    return s


def _higher_wins(s: Store, number: int) -> None:
    for board_number, board in enumerate(s.tournament().round(number).boards, start=1):
        s.apply(SetResult(number, board_number, *(("1", "0") if board.white < board.black else ("0", "1"))))


def test_amalfi_pairs_as_many_places_apart_as_rounds_left(tmp_path: Path) -> None:
    """8 players, 7 rounds: 4 places apart while at least 4 rounds are left (half the players at
    most), then 3, 2 and 1; the higher rating always wins."""
    s = _amalfi_store(tmp_path, 8, 7)
    _, first = pair_next_round(s)
    assert [(b.white, b.black) for b in first.boards] == [(1, 5), (6, 2), (3, 7), (8, 4)]  # 5.2.5 by number
    assert distance(engine_snapshot(s.tournament()), 8) == 4
    _higher_wins(s, 1)
    # ranked 1 2 3 4 (1 point) 5 6 7 8: four places below 1 is 5, met, so the nearer 4; below 2 is 6,
    # met, so 5; below 3 is 7, met, so 6; 7 and 8 are left
    _, second = pair_next_round(s)
    assert sorted(tuple(sorted((b.white, b.black))) for b in second.boards) == [(1, 4), (2, 5), (3, 6), (7, 8)]
    for number in range(2, 7):
        _higher_wins(s, number)
        if number < 6:
            pair_next_round(s)
    t = s.tournament()
    assert distance(engine_snapshot(t), 8) == 1  # the last round: neighbours in the ranking
    _, last = pair_next_round(s)
    top, *others = ranking(engine_snapshot(t))  # the leader meets the best placed player he has not met
    opponent = next(p.id for p in others if p.id not in top.opponents)
    assert any({b.white, b.black} == {top.id, opponent} for b in last.boards)
    s.close()


def test_amalfi_bye_and_checked_event(tmp_path: Path) -> None:
    """The lowest ranked player who may have it gets the bye (C.04.1 4); a 9-player event paired by
    the app, exported (192 AMALFI_RATING), read back as Amalfi and passed by the checker."""
    s = _amalfi_store(tmp_path, 9, 5)
    for number in range(1, 6):
        _, pairing = pair_next_round(s)
        if number == 1:
            assert pairing.bye == 9 and "lowest ranked" in pairing.bye_reason
        _higher_wins(s, number)
    byes = [s.tournament().round(r).unpaired for r in range(1, 6)]
    assert len({tpn for unpaired in byes for tpn, code in unpaired.items() if code == "U"}) == 5  # never twice
    final = tmp_path / "amalfi.trf"
    export_trf(s.tournament(), final)
    assert "192 AMALFI_RATING" in final.read_text(encoding="utf-8")
    assert tournament_from_trf(read_trf(str(final))).settings.system == "amalfi"
    assert all(check.ok for check in check_tournament(read_trf(str(final)), "amalfi"))
    s.close()


def test_amalfi_is_not_an_acceleration_option(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["--dutch", "x.trf", "-p", "--acceleration", "amalfi"]) == 3
    assert "pair with --amalfi" in capsys.readouterr().err


def test_amalfi_gives_up_a_hopeless_search(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Backtracking is exponential at worst: the search stops after TRIES opponents, with a message."""
    s = _amalfi_store(tmp_path, 8, 7)
    monkeypatch.setattr(amalfi_pairing, "TRIES", 2)
    with pytest.raises(OperationError, match="no Amalfi pairing found in 2 tries"):
        pair_next_round(s)
    s.close()
