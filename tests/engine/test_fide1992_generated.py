"""Generated tournaments paired by the 1992 rules (seed 004): every round keeps the absolute
criteria (B1, B2, the bye of A5 and B1b), and the checker (``-c``) re-pairs each file identically."""
from __future__ import annotations

import random
from pathlib import Path

import pytest

from arbiter_gui.engine.colours import colour_difference
from arbiter_gui.engine.snapshot import Colour
from arbiter_gui.engine.swiss.fide1992 import pairing as fide1992
from arbiter_gui.formats.trf_pairing import snapshot
from arbiter_gui.generator import generate, make_config
from tests.pairing_files import generate_check_and_pair_round_4, rounds_failing_the_checker


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
    assert rounds_failing_the_checker("fide_1992", seed, 6000, 50) == []


def test_the_command_line_pairs_checks_and_generates_with_fide_1992(tmp_path: Path,
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    lines, record = generate_check_and_pair_round_4("--fide-1992", tmp_path, capsys)
    assert lines[0] == "8" and lines[8].endswith(" 0")  # 7 boards and the bye
    assert record["system"] == "fide_1992" and record["bye_article"] == "1992 A5"
    assert all(board["colour_rule"].startswith("1992 E") for board in record["boards"])
    assert all("(1992 C4, C5)" in " ".join(bracket["notes"]) for bracket in record["brackets"])
