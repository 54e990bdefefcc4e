"""Issue 26, results and byes (VCL4THP Q157-Q186, Q197-Q198) at domain level: adjourned games,
the rare results in every event, standings that are not final, half-point byes, full-point byes,
withdrawals and expulsions."""
from __future__ import annotations

import random
import sqlite3
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import pytest

from arbiter_gui.formats.trf import TrfError, read_trf
from arbiter_gui.formats.trf_tournament import export_trf, tournament_from_trf
from arbiter_gui.reports.documents import standings_html, standings_status
from arbiter_gui.store import Store, schema
from arbiter_gui.tournament.engine_input import pair_next_round
from arbiter_gui.tournament.crosstable import crosstable
from arbiter_gui.tournament.model import RequestKind
from arbiter_gui.tournament.operations import (ChangeSettings, ConfirmationNeeded, Confirmed, Expel, Operation,
                                               OperationError, RemovePlayer, SetHalfByeEligibility, SetRequest,
                                               SetResult, Withdraw, required)
from arbiter_gui.tournament.standings import tournament_standings
from arbiter_gui.tournament.warnings import Level
from tests.store.helpers import enter_results, hand_pairing, new_store


def confirm(s: Store, op: Operation) -> None:
    """Apply ``op`` as the window does: refused first, then confirmed with its warnings."""
    with pytest.raises(ConfirmationNeeded) as asked:
        s.apply(op)
    s.apply(Confirmed(op, asked.value.warnings, "arbiter's decision"))


@pytest.fixture
def event(tmp_path: Path) -> Store:
    """10 players, 5 rounds; round 1 paired by the engine."""
    s = new_store(tmp_path / "results.arbiter", rounds=5, players=10, seed=3)
    pair_next_round(s, rng=random.Random(5))
    yield s
    s.close()


def test_an_adjourned_game_is_a_provisional_draw_paired_over_with_a_level_2_notice(event: Store) -> None:
    """Q157: recorded as adjourned ('?'); Q167: it scores a draw until its result is in; Q158/Q168:
    the next round is paired only over it (a missing result still stops the pairing), with a
    Level-2 notice; the adjourned game counts as played for the pairing rules (no rematch)."""
    enter_results(event, 1, random.Random(1))
    event.apply(SetResult(1, 1, "?", "?"))
    t = event.tournament()
    white, black = t.round(1).boards[0].players
    assert t.cell(white, 1).points == t.cell(black, 1).points == Fraction(1, 2) and t.cell(white, 1).played
    pair_next_round(event, rng=random.Random(2))
    t = event.tournament()
    assert {white, black} not in [set(b.players) for b in t.round(2).boards]
    event.apply(SetResult(2, 1, None, None))
    with pytest.raises(OperationError, match="no result on board"):
        pair_next_round(event)


def test_the_pairing_notes_the_adjourned_game(event: Store) -> None:
    enter_results(event, 1, random.Random(1))
    event.apply(SetResult(1, 2, "?", "?"))
    t = event.tournament()
    op = hand_pairing(t, 2)
    [note] = [w for w in op.warnings(t) if w.article == "VCL4THP Q168"]
    assert note.level == Level.INFORM and "round 1, board 2" in note.text and "as a draw" in note.text
    assert event.apply(op).notes == (note.text,)


def test_an_adjourned_result_is_entered_at_any_time_level_3_unless_a_draw(event: Store) -> None:
    """Q162: the result of an adjourned game goes in whenever it is known, even once FIDE mode
    lets the round change no more; Q163: Level 3 when it is not a draw (the pairings used a draw)."""
    rng = random.Random(1)
    enter_results(event, 1, rng)
    event.apply(SetResult(1, 1, "?", "?"))
    event.apply(SetResult(1, 2, "?", "?"))
    for r in (2, 3, 4):
        pair_next_round(event, rng=rng)
        enter_results(event, r, rng)
    with pytest.raises(OperationError, match="can no longer be changed"):
        event.apply(SetResult(1, 3, "-", "-"))  # an ordinary result of round 1: FIDE mode's guard stands
    event.apply(SetResult(1, 2, "=", "="))  # the provisional draw stands: nothing to confirm
    op = SetResult(1, 1, "1", "0")
    with pytest.raises(ConfirmationNeeded) as asked:
        event.apply(op)
    assert [w.article for w in asked.value.warnings] == ["VCL4THP Q163"]
    assert asked.value.warnings[0].text.endswith("changes the scores, which the pairing of round 4 used")
    event.apply(Confirmed(op, asked.value.warnings, "the adjourned game was won by White"))
    assert event.tournament().round(1).boards[0].white_result == "1"
    assert not event.tournament().integrity_log  # not a late correction: the result it stood for


def test_half_zero_results_in_every_event(event: Store) -> None:
    """Q180: ½-0, 0-½ and 0-0 in a Dutch event; Q181: an inconsistent result is refused."""
    event.apply(SetResult(1, 1, "=", "0"))
    event.apply(SetResult(1, 2, "0", "0"))
    t = event.tournament()
    (w1, b1), (w2, b2) = t.round(1).boards[0].players, t.round(1).boards[1].players
    assert [t.cell(p, 1).points for p in (w1, b1, w2, b2)] == [Fraction(1, 2), 0, 0, 0]
    for bad in (("1", "="), ("1", "1"), ("+", "="), ("1", "-")):  # Q181, Q182, Q184
        with pytest.raises(OperationError, match="do not make a result"):
            event.apply(SetResult(1, 3, *bad))


def test_schema_5_keeps_the_boards_and_the_games_that_refer_to_them() -> None:
    """The migration to version 5 (adjourned results) copies the boards out and back: a team
    event's board games still find their boards (deferred foreign keys, checked at the commit)."""
    conn = sqlite3.connect(":memory:", isolation_level=None)
    conn.execute("PRAGMA foreign_keys = ON")
    conn.execute("BEGIN")
    for migration in schema.MIGRATIONS[:4]:
        migration(conn)
    conn.execute("INSERT INTO players VALUES (1, 'A', '', '', '', '', 0, 0, '', '', 1, NULL)")
    conn.execute("INSERT INTO players VALUES (2, 'B', '', '', '', '', 0, 0, '', '', 1, NULL)")
    conn.execute("INSERT INTO rounds VALUES (1, '', '', 1, 0)")
    conn.execute("INSERT INTO boards VALUES (1, 1, 1, 2, '1', '0', 1)")
    conn.execute("INSERT INTO games VALUES (1, 1, 1, 1, 1, '1', '0')")
    conn.execute("COMMIT")
    conn.execute("BEGIN")
    schema.MIGRATIONS[4](conn)
    conn.execute("UPDATE boards SET white_result = '?', black_result = '?'")
    conn.execute("COMMIT")
    assert conn.execute("SELECT * FROM boards").fetchall() == [(1, 1, 1, 2, "?", "?", 1)]
    assert conn.execute("PRAGMA foreign_key_check").fetchall() == []


def _played_out(s: Store, adjourned: tuple[int, int] | None = None) -> None:
    """Every round of ``s`` paired and its results in; ``adjourned`` (round, board) left open."""
    rng = random.Random(7)
    for r in range(s.tournament().paired_rounds or 1, s.tournament().settings.rounds + 1):
        if r > s.tournament().paired_rounds:
            pair_next_round(s, rng=rng)
        enter_results(s, r, rng)
        if adjourned is not None and adjourned[0] == r:
            s.apply(SetResult(r, adjourned[1], "?", "?"))


def test_standings_are_not_final_while_a_result_is_open(event: Store) -> None:
    """Q161, Q169: the standings say "not final" while a result is missing or adjourned (screen,
    print and workbook use ``standings_status``), "final" only after the last round with every
    result in."""
    t = event.tournament()
    assert standings_status(t, 1) == "(not final: 5 results missing)"
    _played_out(event, adjourned=(2, 3))
    t = event.tournament()
    assert not t.final(5) and [(r, n) for r, n, _ in t.open_results()] == [(2, 3)]
    assert standings_status(t, 5) == "(not final: 1 games adjourned)"
    assert standings_status(t, 1) == ""
    assert "Standings after round 5 (not final: 1 games adjourned)</h1>" in standings_html(t, 5)
    confirm(event, SetResult(2, 3, "0", "1"))  # Q163 (and Q162: round 2 is long closed)
    t = event.tournament()
    assert t.final(5) and "Standings after round 5 (final)</h1>" in standings_html(t, 5)


def test_the_trf_marks_adjourned_games_and_the_rating_report_waits_for_them(event: Store, tmp_path: Path) -> None:
    """Q164-Q165: a TRF written during the event marks the adjourned game '?' and reads back the
    same; Q169: the rating report (every round) is refused while a game is adjourned."""
    enter_results(event, 1, random.Random(1))
    event.apply(SetResult(1, 1, "?", "?"))
    t = event.tournament()
    path = tmp_path / "during.trf"
    export_trf(t, path)
    white, black = t.round(1).boards[0].players
    line = next(x for x in path.read_text().splitlines() if x.startswith(f"001 {white:>4}"))
    assert line[91:99] == f"{black:>4} w ?"
    back = tournament_from_trf(read_trf(str(path)))
    assert back.round(1).boards == t.round(1).boards
    confirm(event, SetResult(1, 1, "1", "0"))
    _played_out(event, adjourned=(4, 2))
    with pytest.raises(TrfError, match="board 2 is adjourned: FIDE's rating report"):
        export_trf(event.tournament(), tmp_path / "report.trf")
    confirm(event, SetResult(4, 2, "-", "-"))  # declared not played
    export_trf(event.tournament(), tmp_path / "report.trf")


# ---------------------------------------------------------------- byes, withdrawals, expulsions


def test_a_second_half_point_bye_is_confirmed_at_level_3(tmp_path: Path) -> None:
    """Q174: the first half-point bye is a request like any other, the second and later ones
    need the arbiter's confirmation (a bye already had, or one asked for a later round)."""
    s = new_store(tmp_path / "byes.arbiter", rounds=5, players=10, seed=3)
    s.apply(SetRequest(1, 4, RequestKind.HALF_BYE))
    assert s.tournament().half_byes(4) == [1]
    op = SetRequest(3, 4, RequestKind.HALF_BYE)
    [warning] = required(op, s.tournament())
    assert (warning.level, warning.article) == (Level.CONFIRM, "VCL4THP Q174") and "number 2" in warning.text
    confirm(s, op)
    pair_next_round(s, rng=random.Random(1))
    assert s.tournament().half_byes(4) == [1, 3]
    assert required(SetRequest(2, 5, RequestKind.HALF_BYE), s.tournament()) == ()  # player 5's first
    s.close()


def test_a_player_not_eligible_for_half_point_byes_gets_none(tmp_path: Path) -> None:
    """Q175-Q176: the flag is kept per player (renumbering follows it) and refuses the request."""
    s = new_store(tmp_path / "byes.arbiter", rounds=5, players=10, seed=3)
    s.apply(SetRequest(2, 4, RequestKind.HALF_BYE))
    with pytest.raises(OperationError, match="asked for a half-point bye in round 2: remove the request first"):
        s.apply(SetHalfByeEligibility(4, False))
    s.apply(SetRequest(2, 4, None))
    s.apply(SetHalfByeEligibility(4, False))
    assert s.tournament().settings.no_half_byes == (4,)
    with pytest.raises(OperationError, match="player 4 is not eligible for half-point byes"):
        s.apply(SetRequest(2, 4, RequestKind.HALF_BYE))
    s.apply(SetRequest(2, 4, RequestKind.ZERO_BYE))  # other requests stay possible
    paired = hand_pairing(s.tournament(), 1)
    with pytest.raises(OperationError, match="player 4 is not eligible for half-point byes"):  # nor by hand
        s.apply(replace(paired, boards=tuple(b for b in paired.boards if 4 not in b.players),
                        unpaired={**{p: "H" for b in paired.boards if 4 in b.players for p in b.players}}))
    name = s.tournament().player(4).name
    s.apply(RemovePlayer(2))  # the flag follows the player to his new number
    t = s.tournament()
    assert t.player(3).name == name and t.settings.no_half_byes == (3,)
    s.apply(SetHalfByeEligibility(3, True))
    assert s.tournament().settings.no_half_byes == ()
    s.close()


def test_an_expelled_player_is_not_paired_nor_ranked_and_his_games_count_for_his_opponents(event: Store) -> None:
    """Q197-Q198: expelled from round 3 on: not paired, left out of the standings (ranks close
    up), his games still in his opponents' tie-breaks and in the crosstable (unranked, last)."""
    rng = random.Random(4)
    enter_results(event, 1, rng)
    pair_next_round(event, rng=rng)
    enter_results(event, 2, rng)
    before = event.tournament()
    expelled = before.round(1).boards[0].white
    ranked = tournament_standings(before, 2)
    event.apply(Expel(expelled, 3))
    t = event.tournament()
    assert t.settings.expelled == (expelled,) and expelled not in t.to_pair(3)
    rows = tournament_standings(t, 2)
    assert [row.id for row in rows] == [row.id for row in ranked if row.id != expelled]
    assert {row.id: row.tiebreaks for row in rows} == {row.id: row.tiebreaks for row in ranked if row.id != expelled}
    assert rows[-1].rank <= len(rows) and rows[0].rank == 1
    chart = crosstable(t, 2)
    assert chart[-1].tpn == expelled and chart[-1].rank is None
    pair_next_round(event, rng=rng)
    assert event.tournament().round(3).unpaired[expelled] == "Z"
    assert t.player(expelled).name not in standings_html(event.tournament(), 2)


def test_reinstating_an_expelled_player_ends_the_expulsion(event: Store) -> None:
    event.apply(Expel(3, 2))
    event.apply(Withdraw(3, None))
    t = event.tournament()
    assert t.settings.expelled == () and t.player(3).withdrawn_from is None
    with pytest.raises(OperationError, match="refused, it would leave the tournament inconsistent"):
        event.apply(ChangeSettings({"expelled": (3,)}))  # expelled means withdrawn


def test_withdrawn_players_are_marked_in_the_standings(event: Store) -> None:
    """Q170: "(withdrawn)" after the name in the printed standings (and on screen: the window test)."""
    enter_results(event, 1, random.Random(1))
    event.apply(Withdraw(2, 2))
    assert f"{event.tournament().player(2).name} (withdrawn)" in standings_html(event.tournament(), 1)
