"""Acceptance for the match systems: 200 generated Double-Swiss (C.04.5) and Team (C.04.6) events
check clean through the TRF layout of docs/double-swiss-and-team.md; the checker finds a tampered
round; the command line pairs both kinds of file."""
from __future__ import annotations

import random
from pathlib import Path

import pytest

from arbiter_gui import cli
from arbiter_gui.checker import check_tournament
from arbiter_gui.formats.trf import parse_trf, read_trf, write_trf
from arbiter_gui.tournament.scoring import RoundCell
from arbiter_gui.formats.trf_pairing import pairing_view, snapshot
from tests.pairing_files import generated

EVENTS = {"double_swiss": (200, 4000), "team": (200, 5000), "team_b": (50, 6000), "team_no_colours": (50, 7000)}
CASES = [(system, seed) for system, (count, _) in EVENTS.items() for seed in range(count)]
DATA = Path(__file__).parents[1] / "data" / "trf"


@pytest.mark.parametrize("system, seed", CASES)
def test_generated_event_checks_clean(system: str, seed: int) -> None:
    rng = random.Random(EVENTS[system][1] + seed)
    size = rng.randint(6, 40 if system == "double_swiss" else 24)
    text = generated(system, seed, size, rng.randint(3, min(7, size // 2)), ForfeitRate=str(rng.randint(4, 20)))
    trf = parse_trf(text, f"generated-{seed}.trf")
    assert [c.round for c in check_tournament(trf, system) if not c.ok] == []


def test_double_swiss_file_holds_two_games_per_round() -> None:
    trf = parse_trf(generated("double_swiss", 3, 12, 4, ForfeitRate="4"), "ds.trf")
    assert trf.tournament_type == "FIDE_DOUBLESWISS"
    assert all(len(p.rounds) == 8 for p in trf.players.values())
    for p in trf.players.values():
        for game1, game2 in zip(p.rounds[::2], p.rounds[1::2]):
            assert game1.opponent == game2.opponent  # one match, two games
            if game1.opponent is not None:
                assert {game1.colour, game2.colour} == {"w", "b"}  # 4.4
            elif game1.result == "U":
                assert game2.result == "H"  # 1.4: a game won and a game drawn


def test_double_forfeit_then_the_same_pairing_again(tmp_path: Path) -> None:
    """Preface: after a double forfeit the two players may be paired again."""
    text = (DATA / "double_swiss_double_forfeit.trf").read_text(encoding="utf-8")
    trf = parse_trf(text, "double_swiss_double_forfeit.trf")
    assert not any(1 in p.opponents for p in snapshot(trf).players if p.id == 2)
    assert all(c.ok for c in check_tournament(trf, "double_swiss"))
    out = tmp_path / "next.txt"
    assert cli.main(["--double-swiss", str(DATA / "double_swiss_double_forfeit.trf"), "-p", str(out)]) == 0
    assert out.read_text().splitlines() == ["1", "1 2"]  # 4.3.1: no match played yet, 152 W


def test_team_file_with_forfeited_match_and_pab(capsys: pytest.CaptureFixture[str]) -> None:
    trf = read_trf(str(DATA / "team_forfeit_pab.trf"))
    teams = pairing_view(trf)
    assert [c.result for c in teams.players[5].rounds] == ["U"]  # 320
    assert [(c.opponent, c.result) for c in teams.players[1].rounds] == [(2, "+")]  # 330
    assert [(c.opponent, c.colour, c.result) for c in teams.players[3].rounds] == [(4, "w", "W")]
    snap = snapshot(trf)
    by_id = {p.id: p for p in snap.players}
    assert by_id[3].score == 2 and by_id[3].secondary_score == 3  # match points, game points
    assert by_id[1].colours == () and 2 not in by_id[1].opponents  # a forfeited match is not played
    assert by_id[5].bye_ineligible and by_id[1].bye_ineligible  # C2: PAB, win by forfeit
    assert cli.main(["--team", str(DATA / "team_forfeit_pab.trf"), "-p"]) == 0
    # 3.4.3: of the 0-point teams 4 has played a match, 2 has not (its match was forfeited): 4 gets
    # the PAB; 1-3: 1 is the first-team by game points (4.2.2) with the lower CD (4.3.5); 5-2: no
    # match played by either (4.3.1, 152 W, first-team 5 odd)
    assert capsys.readouterr().out.splitlines() == ["3", "1 3", "5 2", "4 0"]


def test_checker_finds_a_tampered_double_swiss_round(tmp_path: Path) -> None:
    trf = parse_trf(generated("double_swiss", 11, 16, 4), "t.trf")
    # swap the colours of one match of round 2 (its two game cells 3 and 4)
    a = next(p for p in trf.players.values() if p.rounds[2].opponent is not None)
    b = trf.players[a.rounds[2].opponent]
    for p in (a, b):
        for index in (2, 3):
            cell = p.rounds[index]
            p.rounds[index] = RoundCell(cell.opponent, "b" if cell.colour == "w" else "w", cell.result)
    path = tmp_path / "tampered.trf"
    path.write_text(write_trf(trf), encoding="utf-8", newline="")
    bad = [c for c in check_tournament(read_trf(str(path)), "double_swiss") if not c.ok]
    assert bad and bad[0].round == 2


def test_generate_command_for_both_systems(tmp_path: Path) -> None:
    for flag in ("--double-swiss", "--team", "--team-b"):
        out = tmp_path / f"{flag[2:]}.trf"
        assert cli.main([flag, "-g", "-o", str(out), "-s", "5"]) in (0, 1)
        assert cli.main([flag, str(out), "-c"]) == 0


def test_explanation_names_the_upfloater_set_and_identifier(tmp_path: Path) -> None:
    why = tmp_path / "why.txt"
    assert cli.main(["--team", str(DATA / "team_forfeit_pab.trf"), "-p", str(tmp_path / "out"),
                     "--explain", str(why)]) == 0
    text = why.read_text(encoding="utf-8")
    assert "identifier (3.6.2) 1 3" in text and "4.3.5" in text
