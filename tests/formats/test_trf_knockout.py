"""A knockout event exported to TRF for rating (issue 18): every game of the kinds asked for is a
game in its own round column; byes and the other kinds stay blank; the file reads back."""
from __future__ import annotations

from fractions import Fraction

from arbiter_gui.engine.knockout.match import RESULTS, Kind, MatchFormat, Phase
from arbiter_gui.engine.knockout.plan import Entrant
from arbiter_gui.formats.trf import TrfPlayer, parse_trf, write_trf
from arbiter_gui.formats.trf_knockout import BLANK, CODES, export, game_columns
from arbiter_gui.tournament.knockout import KnockoutEvent
from arbiter_gui.tournament.scoring import RoundCell


def _player(pid: int) -> TrfPlayer:
    return TrfPlayer(line=0, id=pid, sex="", title="", name=f"Player {pid}", rating=2400 - pid, federation="",
                     fide_id="", birth_date="", points=Fraction(0), rank=None, rounds=[])


def test_three_players_two_games_and_a_rapid_tie_break() -> None:
    """3 players: 4 places, a bye for 1; 2-3 over two games, level, then rapid; the final 1 against
    the winner, won in the standard games."""
    event = KnockoutEvent([Entrant(i) for i in range(1, 4)], match_format=MatchFormat(
        (Phase(Kind.STANDARD, 2), Phase(Kind.RAPID, 2))))
    for result in ("1/2-1/2", "1/2-1/2", "1-0", "1/2-1/2"):  # 3 has White in the rapid's first game
        event.enter(1, 0, result)
    assert event.rounds[0].matches[0].winner == 3
    event.enter(2, 0, "1-0")
    event.enter(2, 0, "1/2-1/2")
    cells = game_columns(event)
    assert cells[1] == [BLANK, BLANK, RoundCell(3, "w", "1"), RoundCell(3, "b", "=")]
    assert cells[2] == [RoundCell(3, "b", "="), RoundCell(3, "w", "="), BLANK, BLANK]
    assert len(game_columns(event, (Kind.STANDARD, Kind.RAPID))[3]) == 6
    trf = export(event, {p: _player(p) for p in range(1, 4)})
    assert trf.total_rounds == 4 and trf.players[3].points == Fraction(3, 2)
    again = parse_trf(write_trf(trf), "ko.trf")  # points checked against the games
    assert [c.result for c in again.players[3].rounds] == ["=", "=", "0", "="]


def test_every_result_has_its_codes() -> None:
    assert set(CODES) == set(RESULTS)
