"""Properties of every Lim round of generated tournaments (C.04.1, C.04.4.3 2.1 and 6): everybody
present paired once or given the bye, the bye only when needed and to an eligible player, no
repeated game, and no third colour in a row or colour difference beyond 2 except between two
players with the same score in the last round (article 6)."""
from __future__ import annotations

import json
import random
from fractions import Fraction
from pathlib import Path

import pytest

from arbiter_gui import cli
from arbiter_gui.checker import check_tournament
from arbiter_gui.engine.swiss.lim import pairing as lim
from arbiter_gui.engine.colours import colour_difference
from arbiter_gui.engine.snapshot import Colour
from arbiter_gui.formats.trf import parse_trf, read_trf, write_trf
from arbiter_gui.formats.trf_pairing import snapshot
from arbiter_gui.generator import generate, make_config
from tests.pairing_files import generated


@pytest.mark.parametrize("seed", range(60))
def test_generated_lim_rounds_respect_the_absolute_rules(seed: int) -> None:
    rng = random.Random(3000 + seed)
    players = rng.randint(5, 70)
    rounds = rng.randint(2, min(11, max(2, players // 2)))
    config = make_config({"PlayersNumber": str(players), "RoundsNumber": str(rounds), "ForfeitRate": "10",
                          "HalfPointByeRate": "6", "RetiredRate": "12"}, random.Random(seed))
    trf, complete = generate("lim", config, seed)
    assert complete
    for number in range(1, trf.total_rounds + 1):
        snap = snapshot(trf, number)
        if not snap.players:
            continue
        pairing = lim.pair_round(snap)
        by_id = {p.id: p for p in snap.players}
        seen = [pid for b in pairing.boards for pid in (b.white, b.black)]
        assert sorted(seen + ([pairing.bye] if pairing.bye is not None else [])) == sorted(by_id)
        assert (pairing.bye is not None) == (len(by_id) % 2 == 1)
        if pairing.bye is not None:
            assert not by_id[pairing.bye].bye_ineligible, "C.04.1 article 4"
        for board in pairing.boards:
            white, black = by_id[board.white], by_id[board.black]
            assert black.id not in white.opponents, "C.04.1 article 2"
            if snap.is_last_round and white.score == black.score:
                continue  # article 6
            for player, colour in ((white, Colour.WHITE), (black, Colour.BLACK)):
                history = player.colours + (colour,)
                assert abs(colour_difference(history)) <= 2, f"2.1, player {player.id}"
                assert not (len(history) >= 3 and history[-1] is history[-2] is history[-3]), \
                    f"2.1, player {player.id}"


@pytest.mark.parametrize("seed", range(15))
def test_generated_lim_tournament_checks_clean(seed: int) -> None:
    """Deterministic, and the rounds survive a trip through the TRF format (the checker, ``-c``)."""
    rng = random.Random(4000 + seed)
    players = rng.randint(10, 60)
    text = generated("lim", seed, players, rng.randint(3, min(9, players // 2)), ForfeitRate="15",
                     HalfPointByeRate="10", RetiredRate="25")
    trf = parse_trf(text, f"lim-{seed}.trf")
    assert [c.round for c in check_tournament(trf, "lim") if not c.ok] == []


def test_the_command_line_pairs_checks_and_generates_with_lim(tmp_path: Path,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    config = tmp_path / "config.txt"
    config.write_text("PlayersNumber=15\nRoundsNumber=5\nDrawPercentage=30\n", encoding="utf-8")
    events = tmp_path / "lim.trf"
    assert cli.main(["--lim", "-g", str(config), "-o", str(events), "-s", "7"]) == 0  # -g
    assert cli.main(["--lim", str(events), "-c"]) == 0  # -c
    assert "Round #5" in capsys.readouterr().out
    trf = read_trf(str(events))
    for p in trf.players.values():  # the event after round 3
        p.rounds = p.rounds[:3]
        p.points = sum((trf.point_system.points(c) for c in p.rounds), Fraction(0))
    cut = tmp_path / "cut.trf"
    cut.write_text(write_trf(trf), encoding="utf-8", newline="")
    out, why = tmp_path / "round4.txt", tmp_path / "why.json"
    assert cli.main(["--lim", str(cut), "-p", str(out), "--explain", str(why)]) == 0  # -p
    lines = out.read_text(encoding="utf-8").split("\n")
    assert lines[0] == "8" and lines[8].endswith(" 0")  # 7 boards and the bye
    record = json.loads(why.read_text(encoding="utf-8"))
    assert record["system"] == "lim" and "median scoregroup" in record["brackets"][-1]["notes"][0]
