"""Properties of every Lim round of generated tournaments (C.04.1, C.04.4.3 2.1 and 6): everybody
present paired once or given the bye, the bye only when needed and to an eligible player, no
repeated game, and no third colour in a row or colour difference beyond 2 except between two
players with the same score in the last round (article 6)."""
from __future__ import annotations

import random
from pathlib import Path

import pytest

from arbiter_gui.engine.swiss.lim import pairing as lim
from arbiter_gui.engine.colours import colour_difference
from arbiter_gui.engine.snapshot import Colour
from arbiter_gui.formats.trf_pairing import snapshot
from arbiter_gui.generator import generate, make_config
from tests.pairing_files import generate_check_and_pair_round_4, rounds_failing_the_checker


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
    assert rounds_failing_the_checker("lim", seed, 4000, 60) == []


def test_the_command_line_pairs_checks_and_generates_with_lim(tmp_path: Path,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    lines, record = generate_check_and_pair_round_4("--lim", tmp_path, capsys)
    assert lines[0] == "8" and lines[8].endswith(" 0")  # 7 boards and the bye
    assert record["system"] == "lim" and "median scoregroup" in record["brackets"][-1]["notes"][0]
