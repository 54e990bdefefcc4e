"""The ladder (seed 003 6.2), worked by hand on five players rated 2000, 1900, ... 1600 (numbers 1-5)."""
from __future__ import annotations

from fractions import Fraction

import pytest

from arbiter_gui.engine.club.ladder import LADDER, AfterWin, Challenge, Ladder, LadderError, LadderRules

RATINGS = {3: 1800, 1: 2000, 5: 1600, 2: 1900, 4: 1700}
WIN, DRAW, LOSS = Fraction(1), Fraction(1, 2), Fraction(0)


def test_start_by_strength_and_the_simplest_variant_swaps() -> None:
    """seed 003 6.2: steps by presumed strength; a winning challenger changes places with the beaten."""
    ladder = Ladder.start(RATINGS)
    assert ladder.order == (1, 2, 3, 4, 5)
    ladder = ladder.play(Challenge(5, 2, WIN))
    assert ladder.order == (1, 5, 3, 4, 2)
    assert ladder.steps[-1].before == (1, 2, 3, 4, 5) and ladder.steps[-1].decision.article == LADDER
    assert "change places (2 and 5)" in ladder.steps[-1].decision.text


def test_take_place_moves_those_between_down_one() -> None:
    ladder = Ladder.start(RATINGS, LadderRules(after_win=AfterWin.TAKE_PLACE)).play(Challenge(5, 2, WIN))
    assert ladder.order == (1, 5, 2, 3, 4)


def test_a_lost_or_drawn_challenge_moves_nobody() -> None:
    ladder = Ladder.start(RATINGS).play(Challenge(4, 3, LOSS)).play(Challenge(5, 1, DRAW))
    assert ladder.order == (1, 2, 3, 4, 5)
    assert "nobody moves" in ladder.steps[0].decision.text


def test_only_upwards_and_within_the_maximum_distance() -> None:
    ladder = Ladder.start(RATINGS, LadderRules(max_distance=2))
    with pytest.raises(LadderError, match="only challenge a player placed above"):
        ladder.play(Challenge(2, 4, WIN))
    with pytest.raises(LadderError, match="at most 2 place"):
        ladder.play(Challenge(5, 2, WIN))
    assert ladder.play(Challenge(5, 3, WIN)).order == (1, 2, 5, 4, 3)
    with pytest.raises(LadderError, match="not on the ladder"):
        ladder.play(Challenge(9, 1, WIN))


def test_a_beaten_challenger_meets_another_player_before_challenging_again() -> None:
    """seed 003 6.2: players may meet more than once, but a beaten challenger must first meet others."""
    ladder = Ladder.start(RATINGS).play(Challenge(4, 2, LOSS))
    with pytest.raises(LadderError, match="lost a challenge to 2 and has met 0 other"):
        ladder.play(Challenge(4, 2, WIN))
    ladder = ladder.play(Challenge(5, 4, LOSS))  # 4 defends against 5: a meeting with another player
    assert ladder.play(Challenge(4, 2, WIN)).order == (1, 4, 3, 2, 5)
    assert Ladder.start(RATINGS, LadderRules(others_between=0)).play(Challenge(4, 2, LOSS)).refusal(4, 2) == ""


def test_rules_out_of_range_are_refused() -> None:
    with pytest.raises(ValueError, match="maximum distance"):
        LadderRules(max_distance=0)
    with pytest.raises(LadderError, match="1, 1/2 or 0"):
        Ladder.start(RATINGS).play(Challenge(2, 1, Fraction(2)))


def test_a_game_is_a_challenge_by_the_lower_placed() -> None:
    ladder = Ladder.start(RATINGS)
    assert ladder.challenge({2: WIN, 4: LOSS}) == Challenge(4, 2, LOSS)
    assert ladder.challenge({5: DRAW, 3: LOSS}) == Challenge(5, 3, DRAW)  # both punished: 5 did not win


def test_an_evening_checks_every_challenge_on_the_ladder_it_began_with() -> None:
    """With TAKE_PLACE, 5's win over 2 moves 4 down to place 5, yet 4's challenge of 1 (three places up
    when the evening began, the most allowed) stands: the challenges were made on the evening's ladder."""
    rules = LadderRules(after_win=AfterWin.TAKE_PLACE, max_distance=3)
    evening = [Challenge(5, 2, WIN), Challenge(4, 1, WIN)]
    with pytest.raises(LadderError, match="at most 3 place"):
        Ladder.start(RATINGS, rules).play(evening[0]).play(evening[1])  # one by one: 4 was moved down
    assert Ladder.start(RATINGS, rules).evening(evening).order == (4, 1, 5, 2, 3)
    with pytest.raises(LadderError, match="at most 3 place"):
        Ladder.start(RATINGS, rules).evening([Challenge(4, 3, WIN), Challenge(5, 1, WIN)])
    with pytest.raises(LadderError, match="at most 3 place"):  # not played yet, checked all the same
        Ladder.start(RATINGS, rules).evening([Challenge(4, 3, WIN)], pending=[Challenge(5, 1, LOSS)])


def test_late_entrants_join_at_the_foot() -> None:
    ladder = Ladder.start({1: 2000, 2: 1900}).joined([3, 1, 4])
    assert ladder.order == (1, 2, 3, 4)


def test_no_round_for_a_program_to_pair() -> None:
    from arbiter_gui.engine import systems
    from arbiter_gui.engine.result import NoValidPairing
    from arbiter_gui.engine.snapshot import Colour, Snapshot

    assert systems.of_trf_type("ARBITER_LADDER_TAKEPLACE") == "ladder"
    with pytest.raises(NoValidPairing, match="chooses whom to challenge"):
        systems.SYSTEMS["ladder"].pair(Snapshot(round=3, total_rounds=9, initial_colour=Colour.WHITE, players=()))


def test_the_command_line_says_why_a_ladder_has_nothing_to_pair(capsys: pytest.CaptureFixture[str]) -> None:
    from pathlib import Path

    from arbiter_gui.cli import main

    trf = Path(__file__).parents[1] / "data/conformance/peer-tests/py4swiss-dutch/dutch_e2_both_absolute_higher_favored.trf"
    assert main(["--ladder", str(trf), "-p"]) == 1
    assert "chooses whom to challenge" in capsys.readouterr().err
