"""A ladder event in the domain (seed 003 6.2): challenges recorded evening by evening, refused when
the rules refuse them, the standings in ladder order, kept in the store, the TRF and the xlsx."""
from __future__ import annotations

from pathlib import Path

import openpyxl
import pytest

from arbiter_gui import store
from arbiter_gui.engine.club.ladder import AfterWin, LadderRules
from arbiter_gui.formats.trf import TrfError, parse_trf, write_trf
from arbiter_gui.formats.trf_tournament import tournament_from_trf, tournament_to_trf
from arbiter_gui.formats.xlsx import export_xlsx
from arbiter_gui.tournament import ladder
from arbiter_gui.tournament.model import Player
from arbiter_gui.tournament.operations import (AddPlayer, AssignPairingNumbers, ChangeSettings, EditPlayer,
                                               ExchangePairingNumbers, ConfirmationNeeded, Confirmed, LateEntry,
                                               OperationError, RecordChallenge,
                                               SetResult)
from arbiter_gui.tournament.standings import tournament_standings
from tests.store.helpers import new_store

RULES = LadderRules(after_win=AfterWin.TAKE_PLACE, max_distance=3)


def ladder_store(tmp_path: Path) -> store.Store:
    s = new_store(tmp_path / "ladder.arbiter", rounds=4, system="ladder", tournament_type="ARBITER_LADDER",
                  ladder=RULES, fide_mode=False)
    for n in range(1, 7):
        s.apply(AddPlayer(Player(0, f"Player {n}", fide_rating=2100 - 50 * n)))
    return s


def test_a_ladder_played_over_two_evenings(tmp_path: Path) -> None:
    s = ladder_store(tmp_path)
    with pytest.raises(OperationError, match="at most 3 place"):
        s.apply(RecordChallenge(1, 6, 1))
    s.apply(RecordChallenge(1, 5, 2))  # 5 challenges 2 (three places up, the most allowed)
    s.apply(RecordChallenge(1, 4, 1, challenger_white=False))  # on the ladder the evening began with
    with pytest.raises(OperationError, match="one game per player"):
        s.apply(RecordChallenge(1, 3, 2))
    assert [(b.white, b.black) for b in s.tournament().round(1).boards] == [(5, 2), (1, 4)]
    s.apply(SetResult(1, 1, "1", "0"))  # 5 takes 2's place: 1 5 2 3 4 6
    s.apply(SetResult(1, 2, "0", "1"))  # 4 (now fifth) takes 1's place: 4 1 5 2 3 6
    assert ladder.ladder(s.tournament()).order == (4, 1, 5, 2, 3, 6)
    with pytest.raises(OperationError, match="placed above"):
        s.apply(RecordChallenge(2, 1, 6))
    s.apply(RecordChallenge(2, 6, 3))
    s.apply(SetResult(2, 1, "=", "="))  # a draw: nobody moves
    assert [row.id for row in tournament_standings(s.tournament(), 2)] == [4, 1, 5, 2, 3, 6]
    assert [row.rank for row in tournament_standings(s.tournament(), 2)] == [1, 2, 3, 4, 5, 6]
    with pytest.raises(OperationError, match="ladder"):  # the rules are locked once the ladder has begun
        s.apply(ChangeSettings({"ladder": LadderRules()}))

    s.undo()
    assert ladder.ladder(s.tournament()).order == (4, 1, 5, 2, 3, 6)  # the draw undone: no result, no move
    assert not s.tournament().round(2).boards[0].has_result
    s.close()
    again = store.open(tmp_path / "ladder.arbiter")  # saved at once
    assert again.tournament().settings.ladder == RULES and len(again.tournament().round(2).boards) == 1
    assert ladder.ladder(again.tournament()).order == (4, 1, 5, 2, 3, 6)
    again.close()


def test_a_beaten_challenger_waits_and_a_late_entrant_starts_at_the_foot(tmp_path: Path) -> None:
    s = ladder_store(tmp_path)
    s.apply(RecordChallenge(1, 3, 2))
    s.apply(SetResult(1, 1, "0", "1"))  # 3 loses
    s.apply(LateEntry(Player(0, "Late", fide_rating=2400), renumber=False))
    with pytest.raises(OperationError, match="lost a challenge to 2"):
        s.apply(RecordChallenge(2, 3, 2))
    s.apply(RecordChallenge(2, 7, 4))
    assert ladder.evening_start(s.tournament(), 2).order == (1, 2, 3, 4, 5, 6, 7)


def test_a_ladder_kept_in_the_trf_and_the_xlsx(tmp_path: Path) -> None:
    s = ladder_store(tmp_path)
    s.apply(RecordChallenge(1, 5, 2))
    s.apply(SetResult(1, 1, "1", "0"))
    t = s.tournament()
    exported = tournament_to_trf(t)
    assert exported.tournament_type == "ARBITER_LADDER_TAKEPLACE_DISTANCE3"
    text = write_trf(exported)
    back = tournament_from_trf(parse_trf(text, "ladder.trf"))
    assert back.settings.system == "ladder" and back.settings.ladder == RULES
    assert ladder.ladder(back).order == ladder.ladder(t).order == (1, 5, 2, 3, 4, 6)
    with pytest.raises(TrfError, match="ladder rule 'DISTANCEX'"):
        tournament_from_trf(parse_trf(text.replace("DISTANCE3", "DISTANCEX"), "bad.trf"))
    export_xlsx(t, tmp_path / "ladder.xlsx")
    sheet = openpyxl.load_workbook(tmp_path / "ladder.xlsx")["Standings"]
    numbers = [row[1] for row in sheet.iter_rows(min_row=2, values_only=True) if row[1]]
    assert numbers[:3] == [1, 5, 2]  # in ladder order


def test_a_result_changed_later_may_not_make_a_later_challenge_a_refused_one(tmp_path: Path) -> None:
    s = new_store(tmp_path / "swap.arbiter", rounds=3, system="ladder", tournament_type="ARBITER_LADDER",
                  fide_mode=False)
    for n in range(1, 6):
        s.apply(AddPlayer(Player(0, f"Player {n}", fide_rating=2100 - 50 * n)))
    s.apply(RecordChallenge(1, 3, 2))
    s.apply(SetResult(1, 1, "1", "0"))  # 3 and 2 change places
    s.apply(RecordChallenge(2, 2, 3))  # 2, now below 3, challenges back
    correction = SetResult(1, 1, "0", "1")  # had 3 lost, 2-3 would be 3's second challenge of 2 at once
    with pytest.raises(ConfirmationNeeded) as asked:
        s.apply(correction)
    with pytest.raises(OperationError, match="the ladder cannot be played: round 2: .*3 lost a challenge to 2"):
        s.apply(Confirmed(correction, asked.value.warnings, "scoresheet misread"))
    assert ladder.ladder(s.tournament()).order == (1, 3, 2, 4, 5)


def test_the_ladder_order_is_not_changed_by_new_pairing_numbers_once_it_has_begun(tmp_path: Path) -> None:
    # hostile9: exchanging numbers or re-sorting them after a rating correction put player 3, then 6, at the top
    # of the ladder without a game (its start is the pairing-number order, fixed once round 1 is paired)
    s = new_store(tmp_path / "numbers.arbiter", rounds=4, system="ladder", tournament_type="ARBITER_LADDER",
                  ladder=RULES, fide_mode=False)
    for n in range(1, 7):
        s.apply(AddPlayer(Player(0, f"Player {n}", fide_rating=2000)))
    s.apply(RecordChallenge(1, 5, 2))
    s.apply(SetResult(1, 1, "1", "0"))
    s.apply(EditPlayer(6, {"fide_rating": 2500}))
    for op in (ExchangePairingNumbers(1, 3), AssignPairingNumbers()):
        with pytest.raises(OperationError, match="ladder's starting order"):
            s.apply(op)
    assert ladder.ladder(s.tournament()).order == (1, 5, 2, 3, 4, 6)
    assert [p.name for p in s.tournament().players.values()] == [f"Player {n}" for n in range(1, 7)]


def test_a_challenge_after_the_last_evening_says_the_event_has_no_more_rounds(tmp_path: Path) -> None:
    # hostile9: it said "challenges are recorded for the last paired round or the next one", and 3 was the next
    s = new_store(tmp_path / "short.arbiter", rounds=2, system="ladder", tournament_type="ARBITER_LADDER",
                  fide_mode=False)
    for n in (1, 2):
        s.apply(AddPlayer(Player(0, f"Player {n}")))
    for evening, challenger, defender in ((1, 2, 1), (2, 1, 2)):  # each challenger wins: back to 1 2
        s.apply(RecordChallenge(evening, challenger, defender))
        s.apply(SetResult(evening, 1, "1", "0"))
    with pytest.raises(OperationError, match=r"round 3 does not exist \(the tournament has 2 rounds\)"):
        s.apply(RecordChallenge(3, 2, 1))
