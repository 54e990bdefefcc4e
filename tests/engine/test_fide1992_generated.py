"""Generated tournaments paired by the 1992 rules (seed 004): every round keeps the absolute
criteria (B1, B2, the bye of A5 and B1b), and the checker (``-c``) re-pairs each file identically."""
from __future__ import annotations

import json
import random
from fractions import Fraction
from pathlib import Path

import pytest

from arbiter_gui import cli
from arbiter_gui.checker import check_tournament
from arbiter_gui.engine.colours import colour_difference
from arbiter_gui.engine.snapshot import Colour
from arbiter_gui.engine.swiss.fide1992 import pairing as fide1992
from arbiter_gui.formats.trf import parse_trf, read_trf, write_trf
from arbiter_gui.formats.trf_pairing import snapshot
from arbiter_gui.generator import generate, make_config
from tests.pairing_files import generated


@pytest.mark.parametrize("seed", range(40))
def test_generated_rounds_keep_the_absolute_criteria(seed: int) -> None:
    rng = random.Random(5000 + seed)
    players = rng.randint(5, 60)
    rounds = rng.randint(2, min(11, max(2, players // 2)))
    config = make_config({"PlayersNumber": str(players), "RoundsNumber": str(rounds), "ForfeitRate": "10",
                          "HalfPointByeRate": "6", "RetiredRate": "12"}, random.Random(seed))
    trf, complete = generate("fide_1992", config, seed)
    assert complete
    for number in range(1, trf.total_rounds + 1):
        snap = snapshot(trf, number)
        if not snap.players:
            continue
        pairing = fide1992.pair_round(snap)
        by_id = {p.id: p for p in snap.players}
        half = snap.win_points * (snap.round - 1) / 2
        seen = [pid for b in pairing.boards for pid in (b.white, b.black)]
        assert sorted(seen + ([pairing.bye] if pairing.bye is not None else [])) == sorted(by_id)
        assert (pairing.bye is not None) == (len(by_id) % 2 == 1)
        if pairing.bye is not None:
            assert not by_id[pairing.bye].bye_ineligible, "1992 B1b"
        for board in pairing.boards:
            white, black = by_id[board.white], by_id[board.black]
            assert black.id not in white.opponents, "1992 B1a"
            for p, colour in ((white, Colour.WHITE), (black, Colour.BLACK)):
                if snap.is_last_round and p.points > half:
                    continue  # the note after B6
                history = p.colours + (colour,)
                assert abs(colour_difference(history)) <= 2, f"1992 B2, player {p.id}"
                assert not (len(history) >= 3 and history[-1] is history[-2] is history[-3]), f"1992 B2, {p.id}"


@pytest.mark.parametrize("seed", range(12))
def test_generated_tournament_checks_clean(seed: int) -> None:
    """Deterministic, and the rounds survive a trip through the TRF format (the checker, ``-c``)."""
    rng = random.Random(6000 + seed)
    players = rng.randint(10, 50)
    text = generated("fide_1992", seed, players, rng.randint(3, min(9, players // 2)), ForfeitRate="15",
                     HalfPointByeRate="10", RetiredRate="25")
    trf = parse_trf(text, f"fide1992-{seed}.trf")
    assert [c.round for c in check_tournament(trf, "fide_1992") if not c.ok] == []


def test_the_command_line_pairs_checks_and_generates_with_fide_1992(tmp_path: Path,
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    config = tmp_path / "config.txt"
    config.write_text("PlayersNumber=15\nRoundsNumber=5\nDrawPercentage=30\n", encoding="utf-8")
    events = tmp_path / "fide1992.trf"
    assert cli.main(["--fide-1992", "-g", str(config), "-o", str(events), "-s", "7"]) == 0  # -g
    assert cli.main(["--fide-1992", str(events), "-c"]) == 0  # -c
    assert "Round #5" in capsys.readouterr().out
    trf = read_trf(str(events))
    for p in trf.players.values():  # the event after round 3
        p.rounds = p.rounds[:3]
        p.points = sum((trf.point_system.points(c) for c in p.rounds), Fraction(0))
    cut = tmp_path / "cut.trf"
    cut.write_text(write_trf(trf), encoding="utf-8", newline="")
    out, why = tmp_path / "round4.txt", tmp_path / "why.json"
    assert cli.main(["--fide-1992", str(cut), "-p", str(out), "--explain", str(why)]) == 0  # -p
    lines = out.read_text(encoding="utf-8").split("\n")
    assert lines[0] == "8" and lines[8].endswith(" 0")  # 7 boards and the bye
    record = json.loads(why.read_text(encoding="utf-8"))
    assert record["system"] == "fide_1992" and record["bye_article"] == "1992 A5"
    assert all(board["colour_rule"].startswith("1992 E") for board in record["boards"])
    assert all("(1992 C4, C5)" in " ".join(bracket["notes"]) for bracket in record["brackets"])
