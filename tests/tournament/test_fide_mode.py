"""FIDE mode (issue 25, VCL4THP draft v13): warning levels, each guard and each kind of
pairing-integrity event (PIBE) at domain level, through the store where undo matters."""
from __future__ import annotations

import random
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import pytest

from arbiter_gui import store
from arbiter_gui.store import Store
from arbiter_gui.tournament import fide_mode
from arbiter_gui.tournament import manual_pairing as mp
from arbiter_gui.tournament.engine_input import pair_next_round
from arbiter_gui.tournament.model import (ROUND_ROBIN_TIEBREAKS, Board, ForbiddenPairing, Player, PointSystem,
                                          RequestKind, Tournament, TournamentSettings)
from arbiter_gui.tournament.validation import validate
from arbiter_gui.tournament.operations import (AddForbiddenPairing, AddPlayer, AssignPairingNumbers, ChangeSettings,
                                               ConfirmationNeeded, Confirmed, EditPlayer, LeaveFideMode,
                                               Operation, OperationError, RatingReportCorrection,
                                               RemoveForbiddenPairing, SetRequest, SetResult, StorePairing, SwapColours,
                                               check_confirmed, required)
from arbiter_gui.tournament.warnings import Level
from tests.store.helpers import enter_results, new_store


def confirm(s: Store, op: Operation, reason: str = "arbiter's decision") -> None:
    """Apply ``op`` as the window does: refused first, then confirmed with its warnings."""
    with pytest.raises(ConfirmationNeeded) as asked:
        s.apply(op)
    s.apply(Confirmed(op, asked.value.warnings, reason))


@pytest.fixture
def event(tmp_path: Path) -> Store:
    """10 players, 5 rounds, rounds 1-3 paired by the engine with results in 1 and 2."""
    s = new_store(tmp_path / "fide.arbiter", rounds=5, players=10, seed=3)
    rng = random.Random(5)
    for r in (1, 2, 3):
        pair_next_round(s, rng=rng)
        if r < 3:
            enter_results(s, r, rng)
    yield s
    s.close()


def test_new_and_imported_tournaments_start_in_fide_mode() -> None:
    assert TournamentSettings().fide_mode and Tournament.new(TournamentSettings()).settings.fide_mode
    assert not Tournament.new(TournamentSettings(fide_mode=False)).settings.fide_mode  # a club evening


def test_leaving_fide_mode_is_level_4_logged_undoable_and_final(event: Store) -> None:
    t = event.tournament()
    [warning, pibe] = required(LeaveFideMode(), t)
    assert warning.level == Level.DOUBLE_CONFIRM and pibe.level == Level.CONFIRM
    with pytest.raises(ConfirmationNeeded) as asked:
        event.apply(LeaveFideMode())
    with pytest.raises(OperationError, match="with the arbiter's reason"):
        event.apply(Confirmed(LeaveFideMode(), asked.value.warnings, ""))
    with pytest.raises(ConfirmationNeeded):  # the Level-3 PIBE confirmed, not the Level-4 warning
        event.apply(Confirmed(LeaveFideMode(), (pibe,), "why"))
    event.apply(Confirmed(LeaveFideMode(), asked.value.warnings, "club rules", at="2026-11-27T08:00:00+00:00"))
    t = event.tournament()
    assert not t.settings.fide_mode
    assert [(e.round, e.kind, e.what, e.reason) for e in t.integrity_log] == [
        (3, "FIDE mode", "the tournament left FIDE mode", "club rules")]
    with pytest.raises(OperationError, match="cannot enter it again"):
        event.apply(ChangeSettings({"fide_mode": True}))
    with pytest.raises(OperationError, match="not in FIDE mode"):
        LeaveFideMode().apply(t)
    event.undo()
    assert event.tournament().settings.fide_mode and event.tournament().integrity_log == ()
    event.redo()
    with store.open(event.path, readonly=True) as again:  # stored, not only kept in memory
        assert again.tournament().integrity_log == t.integrity_log and not again.tournament().settings.fide_mode


def test_fide_mode_is_not_switched_by_the_settings() -> None:
    t = Tournament.new(TournamentSettings())
    with pytest.raises(OperationError, match="its own command"):
        ChangeSettings({"fide_mode": False}).apply(t)


def test_rounds_and_tiebreaks_fixed_after_round_1(event: Store) -> None:
    """VCL4THP Q57, Q200."""
    for changes in ({"rounds": 6}, {"tiebreaks": ("SB",)}):
        with pytest.raises(OperationError, match="round 1 is already paired"):
            event.apply(ChangeSettings(changes))
    outside = replace(event.tournament(), settings=replace(event.tournament().settings, fide_mode=False))
    assert ChangeSettings({"rounds": 6}).apply(outside).settings.rounds == 6
    assert ChangeSettings({"name": "Renamed"}).apply(event.tournament()).settings.name == "Renamed"


@pytest.mark.parametrize("points, message", [
    (PointSystem(win=Fraction(2), draw=Fraction(3, 2)), "two draws"),  # Q74
    (PointSystem(pab=Fraction(3, 2)), "more than a win"),  # Q81
    (PointSystem(pab=Fraction(1, 4)), "scores 1, ½ or 0"),  # Q83
])
def test_scoring_refused_in_fide_mode(points: PointSystem, message: str) -> None:
    t = Tournament.new(TournamentSettings())
    changed = ChangeSettings({"point_system": points}).apply(t)
    assert any(message in problem for problem in validate(changed))
    outside = Tournament.new(TournamentSettings(fide_mode=False))
    assert validate(ChangeSettings({"point_system": points}).apply(outside)) == []


def test_allowed_scoring() -> None:
    assert list(fide_mode.scoring_problems(PointSystem())) == []
    assert list(fide_mode.scoring_problems(PointSystem(win=Fraction(3), draw=Fraction(1), pab=Fraction(1)))) == []
    assert list(fide_mode.scoring_problems(PointSystem(pab=Fraction(1, 2)))) == []


def test_no_buchholz_in_round_robins() -> None:
    """VCL4THP Q105; the default list of a round robin has none either."""
    t = Tournament.new(TournamentSettings(system="round_robin", rounds=3, tournament_type="FIDE_ROUNDROBIN"))
    assert t.settings.tiebreak_order == ROUND_ROBIN_TIEBREAKS
    with_bh = ChangeSettings({"tiebreaks": ("SB", "BH-C1")}).apply(t)
    assert validate(with_bh) == ["FIDE mode: tie-break BH-C1 is of the Buchholz family, which a round robin does "
                                 "not use (C.07 8)"]
    assert validate(ChangeSettings({"tiebreaks": ("SB", "FB")}).apply(t))
    assert validate(ChangeSettings({"tiebreaks": ("DE", "SB")}).apply(t)) == []


def test_only_the_last_round_and_the_one_before_change(event: Store) -> None:
    """VCL4THP Q189-Q191: round 3 is the last paired, 2 the one before; round 1 is fixed."""
    t = event.tournament()
    assert fide_mode.changeable_rounds(t) == range(2, 4)
    board = t.round(1).boards[0]
    with pytest.raises(OperationError, match="round 1 can no longer be changed"):
        event.apply(SetResult(1, 1, board.black_result, board.white_result))
    with pytest.raises(OperationError, match="round 1 can no longer be changed"):
        event.apply(SwapColours(1, 1))
    event.apply(SetResult(3, 1, "1", "0"))  # the last round: as usual


def test_a_late_correction_is_a_pibe(event: Store) -> None:
    """A result of round 2 changed once round 3 is paired (C.04.2 4.3): Level 3, logged, undone."""
    board = event.tournament().round(2).boards[0]
    op = SetResult(2, 1, "=", "=") if board.white_result != "=" else SetResult(2, 1, "1", "0")
    confirm(event, op, "scoresheet misread")
    [entry] = event.tournament().integrity_log
    assert entry.kind == "Correction" and entry.round == 2 and entry.reason == "scoresheet misread"
    assert "round 3 was already paired" in entry.what
    event.undo()
    assert event.tournament().integrity_log == ()
    event.apply(SetResult(3, 1, "1", "0"))  # entering a result first is no correction
    assert event.tournament().integrity_log == ()


def test_older_results_corrected_for_the_rating_report(event: Store) -> None:
    """VCL4THP Q192-Q193: round 1 is corrected for the standings and the rating report, logged."""
    board = event.tournament().round(1).boards[0]
    confirm(event, RatingReportCorrection(1, 1, "-", "+"), "wrong result reported")
    t = event.tournament()
    assert t.round(1).boards[0].white_result == "-"
    [entry] = t.integrity_log
    assert entry.kind == "Correction" and f"result {board.white_result}/{board.black_result} corrected to -/+" \
        in entry.what
    with pytest.raises(OperationError, match="last paired round"):
        RatingReportCorrection(3, 1, "1", "0").apply(t)


def test_prohibited_pairings_only_before_round_1(event: Store, tmp_path: Path) -> None:
    """VCL4THP Q195-Q196."""
    with pytest.raises(OperationError, match="only before the first round is paired"):
        event.apply(AddForbiddenPairing(ForbiddenPairing((1, 2))))
    with new_store(tmp_path / "before.arbiter", players=4) as before:
        before.apply(AddForbiddenPairing(ForbiddenPairing((1, 2))))
        before.apply(RemoveForbiddenPairing(0))


def test_warning_before_round_1_when_the_event_cannot_be_paired_to_the_end() -> None:
    """VCL4THP Q62: 4 players cannot play 5 rounds without a rematch."""
    t = Tournament.new(TournamentSettings(rounds=5))
    for rating in (2000, 1900, 1800, 1700):
        t = AddPlayer(Player(0, f"P{rating}", fide_rating=rating)).apply(t)
    op = StorePairing(1, (Board(1, 3), Board(4, 2)))
    [warning] = op.warnings(t)
    assert warning.level == Level.INFORM and "4 players cannot play 5 rounds" in warning.text
    assert op.notes(t) == (warning.text,) and required(op, t) == ()
    assert StorePairing(1, ()).warnings(replace(t, settings=replace(t.settings, rounds=3))) == ()


@pytest.mark.parametrize("system", ["knockout", "keizer", "ladder"])
def test_no_round_count_warning_where_rounds_are_not_a_swiss(system: str) -> None:
    """A knockout's rounds are its bracket's, a club series and a ladder let players meet again:
    "6 players cannot play 9 rounds" was shown on a cup (look9)."""
    t = Tournament.new(TournamentSettings(rounds=9, system=system))
    for rating in range(2000, 1400, -100):
        t = AddPlayer(Player(0, f"P{rating}", fide_rating=rating)).apply(t)
    assert fide_mode.endless(t) is None
    assert "6 players cannot play 9 rounds" in str(fide_mode.endless(replace(t, settings=replace(t.settings,
                                                                                                 system="dutch"))))


def test_a_tpn_change_after_round_1_is_a_pibe(event: Store) -> None:
    t = event.tournament()
    event.apply(EditPlayer(10, {"fide_rating": 2900}))  # a rating correction (C.04.2 4.3.3)
    confirm(event, AssignPairingNumbers(), "rating corrected")
    [entry] = event.tournament().integrity_log
    assert entry.kind == "TPN" and entry.what.startswith("pairing numbers changed: ") and "10->1" in entry.what
    assert event.tournament().player(1).name == t.player(10).name


def test_hand_edits_only_in_a_session(event: Store) -> None:
    """VCL4THP Q65: outside a session the edit is refused; while one is open no round is paired."""
    t = event.tournament()
    with pytest.raises(OperationError, match="start a manual-pairing session on round 3 first"):
        event.apply(mp.unpair_board(t, 3, 1))
    with pytest.raises(OperationError, match="start a manual-pairing session"):
        event.apply(SwapColours(3, 2))
    with pytest.raises(OperationError, match="only the last paired round"):
        event.apply(mp.StartManualSession(2))
    event.apply(SetResult(3, 1, "1", "0"))
    event.apply(mp.StartManualSession(3))
    with pytest.raises(OperationError, match="already open"):
        event.apply(mp.StartManualSession(3))
    for number in range(2, len(t.round(3).boards) + 1):
        event.apply(SetResult(3, number, "1", "0"))
    with pytest.raises(OperationError, match="end it before the next round is paired"):
        pair_next_round(event, rng=random.Random(1))


def test_a_session_without_changes_logs_nothing(event: Store) -> None:
    event.apply(mp.StartManualSession(3))
    t = event.tournament()
    engine = t.round(3)
    event.apply(mp.swap_colours(t, 3, 1))
    event.apply(mp.swap_colours(event.tournament(), 3, 1))  # and back: the engine's pairing again
    end = mp.end_session(event.tournament())
    assert end.engine is not None and {b.players for b in end.engine.boards} == {b.players for b in engine.boards}
    assert required(end, event.tournament()) == ()
    event.apply(end)
    t = event.tournament()
    assert t.manual_session is None and t.integrity_log == () and not t.round(3).hand_edited


def test_each_difference_from_the_engine_is_an_mpa(event: Store) -> None:
    """VCL4THP Q68-Q69: at the end of the session every difference is confirmed and logged."""
    event.apply(mp.StartManualSession(3))
    t = event.tournament()
    a, b = t.round(3).boards[0].white, t.round(3).boards[1].white
    edit = mp.swap_players(t, 3, a, b)
    mp.warnings(t, edit)  # the rule warnings stay, confirmed by the window as before
    event.apply(edit)
    event.apply(mp.swap_colours(event.tournament(), 3, 3))
    end = mp.end_session(event.tournament())
    asked = required(end, event.tournament())
    assert len(asked) == 3 and all(w.level == Level.CONFIRM for w in asked)
    event.apply(Confirmed(end, asked, "players of one family"))
    t = event.tournament()
    assert t.manual_session is None and t.round(3).hand_edited
    assert [e.kind for e in t.integrity_log] == ["MPA"] * 3
    assert mp.round_caption(t, 3) == "Round 3 — edited by hand · 3 pairing-integrity event(s), see the Log"
    texts = [e.what for e in t.integrity_log]
    assert texts[0].startswith("board 1: ") and "is not the engine's pairing" in texts[0]
    assert "colours reversed" in texts[2]
    event.undo()  # the end of the session, its log entries with it
    assert event.tournament().manual_session == 3 and event.tournament().integrity_log == ()


def test_pair_by_hand_when_the_engine_finds_no_pairing(tmp_path: Path) -> None:
    """VCL4THP Q63: 3 players, round 3 has no legal pairing; the arbiter pairs it by hand."""
    with new_store(tmp_path / "three.arbiter", rounds=4, players=3) as s:
        rng = random.Random(2)
        for r in (1, 2, 3):
            pair_next_round(s, rng=rng)
            enter_results(s, r, rng)
        with pytest.raises(OperationError, match="cannot be paired"):
            pair_next_round(s, rng=rng)
        s.apply(mp.StartManualSession(4, by_hand=True))
        t = s.tournament()
        assert t.round(4).paired and t.round(4).boards == () and mp.left_unpaired(t, 4) == [1, 2, 3]
        s.apply(mp.pair_players(t, 4, 1, 2))
        s.apply(mp.give_pab(s.tournament(), 4, 3))
        end = mp.end_session(s.tournament())
        assert end.engine is None
        confirm(s, end, "no legal pairing")
        assert [e.kind for e in s.tournament().integrity_log] == ["MPA", "MPA"]
        assert "the engine finds no legal pairing" in s.tournament().integrity_log[0].what


def test_a_session_ends_only_with_everybody_paired(event: Store) -> None:
    event.apply(mp.StartManualSession(3))
    event.apply(mp.unpair_board(event.tournament(), 3, 1))
    with pytest.raises(OperationError, match="left without an opponent"):
        event.apply(mp.end_session(event.tournament()))


def test_pibes_are_hash_lines_of_the_trf_the_readers_still_read(event: Store, tmp_path: Path) -> None:
    """VCL4THP Q44, Q69, Q113: one '###' line per PIBE; other programs skip them as comments, our
    reader takes them back into the integrity log without a warning."""
    from arbiter_gui.formats.trf import read_trf
    from arbiter_gui.formats.trf_tournament import export_trf, tournament_from_trf

    for number in range(1, len(event.tournament().round(3).boards) + 1):
        event.apply(SetResult(3, number, "1", "0"))
    confirm(event, SetResult(2, 1, "-", "-"), "double forfeit\nfound late")
    confirm(event, LeaveFideMode(), "club rules")
    path = tmp_path / "event.trf"
    export_trf(event.tournament(), path)
    lines = path.read_bytes().decode("utf-8").split("\r")
    hashes = [line for line in lines if line.startswith("###") and not line.startswith("### Player ")]
    assert len(hashes) == 2  # beside the players' notes (rating sources: trf_player_notes)
    assert hashes[0].startswith("### Correction @ Round 2: board 1 (") and "; reason: double forfeit found late; " \
        in hashes[0]
    assert hashes[1].startswith("### FIDE mode @ Round 3: the tournament left FIDE mode; reason: club rules; ")
    again = tournament_from_trf(read_trf(str(path)))
    def games(t: Tournament) -> set[tuple[object, ...]]:
        return {(b.white, b.black, b.white_result, b.black_result) for r in t.rounds for b in r.boards}

    assert games(again) == games(event.tournament())
    assert again.integrity_log == tuple(replace(e, reason=" ".join(e.reason.split()))
                                        for e in event.tournament().integrity_log)  # one line each
    assert read_trf(str(path)).warnings == []  # no "comment lines skipped" for our own lines
    export_trf(again, tmp_path / "again.trf")
    assert (tmp_path / "again.trf").read_bytes() == path.read_bytes()  # the round trip
    export_trf(event.tournament(), path, rounds=1)
    assert not [line for line in path.read_bytes().decode("utf-8").split("\r")
                if line.startswith("###") and not line.startswith("### Player ")]


def test_imported_rounds_that_break_the_rules_are_pibes() -> None:
    """VCL4THP Q54-Q55: a rematch in an imported round is confirmed and logged before it is kept."""
    t = Tournament.new(TournamentSettings(rounds=3))
    for rating in (2000, 1900, 1800, 1700):
        t = AddPlayer(Player(0, f"P{rating}", fide_rating=rating)).apply(t)
    t = StorePairing(1, (Board(1, 3), Board(4, 2))).apply(t)
    t = SetResult(1, 2, "0", "1").apply(SetResult(1, 1, "1", "0").apply(t))
    assert mp.RecordImport().integrity_events(t) == ()
    t = StorePairing(2, (Board(3, 1), Board(2, 4))).apply(t)  # the same pairs again
    [first, second] = mp.RecordImport().integrity_events(t)
    assert first.kind == "Import" and first.round == 2 and "have already played each other" in first.what
    with pytest.raises(ConfirmationNeeded) as asked:
        check_confirmed(mp.RecordImport(), t)
    kept = Confirmed(mp.RecordImport(), asked.value.warnings, "as played").apply(t)
    assert [e.kind for e in kept.integrity_log] == ["Import", "Import"] and kept.rounds == t.rounds


def test_the_printed_log_and_headers(event: Store) -> None:
    from arbiter_gui.reports.documents import integrity_log_html, page_header

    assert "No pairing-integrity event" in integrity_log_html(event.tournament())
    assert page_header(event.tournament()).mode == "FIDE mode"
    confirm(event, LeaveFideMode(), "club <rules>")
    html = integrity_log_html(event.tournament())
    assert "Pairing-integrity log (1 events)" in html and "club &lt;rules&gt;" in html and "FIDE mode" in html
    assert page_header(event.tournament()).mode == "NOT in FIDE mode"


def test_a_full_point_bye_is_a_pibe(event: Store) -> None:
    """VCL4THP Q178-Q179: a Level-2 notice, and logged (### line) once confirmed."""
    op = SetRequest(4, 1, RequestKind.FULL_BYE)
    t = event.tournament()
    assert [w.level for w in op.warnings(t)] == [Level.INFORM]
    confirm(event, op, "long-standing club custom")
    [entry] = event.tournament().integrity_log
    assert (entry.round, entry.kind, entry.what) == (4, "Full-point bye", "player 1 gets a full-point bye")
    event.apply(SetRequest(4, 2, RequestKind.HALF_BYE))  # no PIBE
    assert len(event.tournament().integrity_log) == 1
