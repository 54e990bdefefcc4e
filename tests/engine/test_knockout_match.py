"""Mini-matches of a knockout entered game by game (seed 003 2.1 and note 14; issue 18): colours
alternate, a phase level sends the match to the next (rapid, blitz, Armageddon), a forfeit or a
withdrawal puts the opponent through, every decision is said in words."""
from __future__ import annotations

import pytest

from arbiter_gui.engine.knockout.match import Kind, Match, MatchFormat, Phase
from arbiter_gui.engine.knockout.plan import KnockoutError

CUP = MatchFormat((Phase(Kind.STANDARD, 2), Phase(Kind.RAPID, 2, "25'+10\""), Phase(Kind.BLITZ, 2, "5'+3\""),
                   Phase(Kind.ARMAGEDDON, 1, "5' against 4'")))


def test_single_game_is_decided_by_its_result() -> None:
    m = Match(1, 16)
    assert m.next_game() is not None and m.winner is None
    m.add("0-1")
    assert m.winner == 16 and m.next_game() is None
    with pytest.raises(KnockoutError, match="needs no more games"):
        m.add("1-0")


def test_two_games_colours_alternate_and_a_win_and_a_draw_decide() -> None:
    m = Match(8, 1, CUP)
    first = m.add("1-0")
    second_game = m.next_game()
    assert second_game is not None and (second_game.white, second_game.black) == (1, 8)
    m.add("1/2-1/2")
    assert m.winner == 8
    decision = m.decision()
    assert decision is not None and decision.text == "8 wins the standard phase 1.5-0.5"
    assert first.kind is Kind.STANDARD


def test_level_after_two_games_goes_to_rapid_then_blitz_then_armageddon() -> None:
    m = Match(3, 14, CUP)
    for result in ("1/2-1/2", "1/2-1/2", "1-0", "1-0", "1/2-1/2", "1/2-1/2"):  # rapid: 1-1
        m.add(result)
    nxt = m.next_game()
    assert nxt is not None and nxt.kind is Kind.ARMAGEDDON
    with pytest.raises(KnockoutError, match="name White of the Armageddon game"):
        m.add("1/2-1/2")
    m.add("1/2-1/2", white=3)  # 3 chose White (or the lot gave it); a draw qualifies Black
    assert m.winner == 14
    assert [g.white for g in m.games] == [3, 14, 3, 14, 3, 14, 3]
    m.undo()
    m.add("1-0", white=14)
    assert m.winner == 14


def test_a_won_phase_ends_early_when_the_other_cannot_catch_up() -> None:
    m = Match(1, 2, MatchFormat((Phase(Kind.STANDARD, 4),)))
    for result in ("1-0", "0-1", "1-0"):  # 1 has White in games 1 and 3: 3-0
        m.add(result)
    assert m.winner == 1 and len(m.games) == 3


def test_colours_cannot_be_changed_outside_armageddon() -> None:
    m = Match(1, 2, CUP)
    with pytest.raises(KnockoutError, match="colours alternate"):
        m.add("1-0", white=2)
    with pytest.raises(KnockoutError, match="is not a result"):
        m.add("2-0")


def test_forfeit_and_withdrawal_put_the_opponent_through() -> None:
    m = Match(5, 12, CUP)
    m.add("1/2-1/2")
    m.add("+-")  # game 2: 12 has White, 5 did not come
    assert m.winner == 12
    decision = m.decision()
    assert decision is not None and decision.text == "5 forfeited game 2: 12 goes through"
    w = Match(6, 11, CUP)
    w.withdraw(6)
    assert w.winner == 11 and w.next_game() is None
    with pytest.raises(KnockoutError, match="does not play"):
        w.withdraw(7)


def test_every_phase_level_goes_to_lots() -> None:
    m = Match(1, 2, MatchFormat((Phase(Kind.STANDARD, 2),)))
    with pytest.raises(KnockoutError, match="not level"):
        m.lots(1)
    m.add("1/2-1/2")
    m.add("1/2-1/2")
    assert m.next_game() is None and m.winner is None
    m.lots(2)
    assert m.winner == 2


def test_formats_refused() -> None:
    with pytest.raises(KnockoutError, match="Armageddon is a single game"):
        MatchFormat((Phase(Kind.ARMAGEDDON, 1), Phase(Kind.BLITZ, 2)))
    with pytest.raises(KnockoutError, match="at least one phase"):
        MatchFormat(())
