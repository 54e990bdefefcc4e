"""The round-settings panel: requests, withdrawals, forbidden pairings and the schedule are emitted
as operations, applied through a real store, and the summary follows; refused choices are
explained next to the field and nothing is emitted."""
from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from arbiter_gui import store
from arbiter_gui.formats.trf import read_trf
from arbiter_gui.formats.trf_tournament import tournament_from_trf
from arbiter_gui.store import Store
from arbiter_gui.tournament.model import OPEN_LAST_ROUND, ForbiddenPairing, RequestKind
from arbiter_gui.tournament.operations import (AddForbiddenPairing, Confirmed, LeaveFideMode, RemoveForbiddenPairing,
                                               SetRequest, required,
                                               SetRoundSchedule, Withdraw)
from arbiter_gui.ui.round_panel import RoundPanel

CASE = Path(__file__).parents[1] / "data" / "conformance" / "dutch" / "d700010_n120_r5of8.trf"  # round 5 of 8 next


@pytest.fixture
def event(tmp_path: Path) -> Store:
    s = store.create(tmp_path / "event.arbiter", tournament=tournament_from_trf(read_trf(str(CASE))))
    yield s
    s.close()


@pytest.fixture
def panel(qtbot, event: Store) -> RoundPanel:
    widget = RoundPanel()
    qtbot.addWidget(widget)
    widget.set_tournament(event.tournament())
    return widget


def emitted(qtbot, panel: RoundPanel, action, event: Store):
    """Run ``action``, catch the operation it emits, apply it and show the result."""
    with qtbot.waitSignal(panel.operation_requested, timeout=1000) as signal:
        action()
    op = signal.args[0]
    event.apply(op)
    panel.set_tournament(event.tournament())
    return op


def test_opens_on_the_next_round_with_its_summary(panel: RoundPanel) -> None:
    assert panel.round_number == 5
    assert panel.round_choice.currentText() == "5 (not paired)"
    assert panel.summary.text() == "to pair: 120 players"
    panel.show_round(4)
    assert panel.summary.text() == "round 4 is paired: 59 boards, 2 not paired (byes, absences)"


def test_requests_added_and_removed(qtbot, panel: RoundPanel, event: Store) -> None:
    panel.request_player.setEditText("0003")  # a pairing number typed with zeros
    op = emitted(qtbot, panel, panel.add_request, event)
    assert op == SetRequest(5, 3, RequestKind.HALF_BYE)
    panel.request_player.setEditText("player0017")  # part of a name, any case
    panel.request_kind.setCurrentIndex(panel.request_kind.findData(RequestKind.ABSENT))
    assert emitted(qtbot, panel, panel.add_request, event) == SetRequest(5, 17, RequestKind.ABSENT)
    assert panel.summary.text() == "to pair: 118 players, 1 half-point bye, 1 absent"
    assert [panel.requests_model.row(r) for r in range(2)] == [("3", "Test0003 Player0003", "half-point bye"),
                                                              ("17", "Test0017 Player0017", "absent")]
    panel.requests_view.selectRow(1)
    assert emitted(qtbot, panel, panel.remove_request, event) == SetRequest(5, 17, None)
    assert panel.summary.text() == "to pair: 119 players, 1 half-point bye"


def test_a_request_for_a_paired_round_is_refused_next_to_the_field(qtbot, panel: RoundPanel) -> None:
    panel.show_round(4)
    panel.request_player.setEditText("12")
    with qtbot.assertNotEmitted(panel.operation_requested):
        assert not panel.add_request()
    assert panel.request_error.text() == ("round 4 is already paired: a request can only be changed before its "
                                          "round is paired")
    panel.show_round(5)
    assert panel.request_error.text() == ""
    panel.request_player.setEditText("Player00")  # matches many players
    with qtbot.assertNotEmitted(panel.operation_requested):
        assert not panel.add_request()
    assert panel.request_error.text() == "no player matches 'Player00': type a name or a pairing number"


def test_withdrawal_from_this_round_on(qtbot, panel: RoundPanel, event: Store) -> None:
    panel.withdraw_player.choose(99)
    assert panel.withdraw_button.text() == "Withdraw from round 5 on"
    assert emitted(qtbot, panel, panel.withdraw_button.click, event) == Withdraw(99, 5)
    assert panel.summary.text() == "to pair: 119 players, 1 withdrawn"
    assert panel.withdrawn_label.text() == "Withdrawn: 99 Test0099 Player0099 (1284) from round 5"
    panel.show_round(3)
    panel.withdraw_player.choose(98)
    with qtbot.assertNotEmitted(panel.operation_requested):
        assert not panel.withdraw()
    assert panel.withdraw_error.text().startswith("round 3 is already paired: enter the forfeit for player 98")
    panel.show_round(5)
    panel.withdraw_player.choose(99)
    assert emitted(qtbot, panel, panel.reinstate, event) == Withdraw(99, None)


def test_forbidden_pairings_fixed_in_fide_mode(qtbot, panel: RoundPanel) -> None:
    """VCL4THP Q195: round 1 is paired, the panel says why nothing is emitted."""
    for tpn in ("5", "6"):
        panel.forbidden_player.setEditText(tpn)
        assert panel.add_to_set()
    with qtbot.assertNotEmitted(panel.operation_requested):
        assert not panel.add_forbidden()
    assert "only before the first round is paired" in panel.forbidden_error.text()


def test_forbidden_pairings(qtbot, panel: RoundPanel, event: Store) -> None:
    t = event.tournament()  # a club event: FIDE mode sets them only before round 1
    event.apply(Confirmed(LeaveFideMode(), required(LeaveFideMode(), t), "club event"))
    panel.set_tournament(event.tournament())
    with qtbot.assertNotEmitted(panel.operation_requested):
        assert not panel.add_forbidden()
    assert panel.forbidden_error.text().startswith("a forbidden pairing needs at least two players")
    for tpn in ("5", "6", "7"):
        panel.forbidden_player.setEditText(tpn)
        assert panel.add_to_set()
    assert panel.set_label.text() == ("Set: 5 Test0005 Player0005 (2206), 6 Test0006 Player0006 (2205), "
                                      "7 Test0007 Player0007 (2163)")
    panel.last_round.setValue(6)
    op = emitted(qtbot, panel, panel.add_forbidden, event)
    assert op == AddForbiddenPairing(ForbiddenPairing((5, 6, 7), 5, 6))
    assert panel.summary.text() == "to pair: 120 players, 3 forbidden pairs"
    assert panel.forbidden_model.row(0) == ("5 Test0005 Player0005, 6 Test0006 Player0006, 7 Test0007 Player0007",
                                            "5-6", "yes")
    panel.forbidden_player.setEditText("1")
    panel.add_to_set()
    panel.forbidden_player.setEditText("2")
    panel.add_to_set()
    assert emitted(qtbot, panel, panel.add_forbidden, event) == AddForbiddenPairing(ForbiddenPairing((1, 2), 5,
                                                                                                    OPEN_LAST_ROUND))
    panel.show_round(7)
    assert panel.summary.text() == "to pair: 120 players, 1 forbidden pair"
    assert [panel.forbidden_model.row(r)[1:] for r in range(2)] == [("5-6", "no"), ("from 5", "yes")]
    panel.forbidden_view.selectRow(0)
    assert emitted(qtbot, panel, panel.remove_forbidden, event) == RemoveForbiddenPairing(0)
    assert len(event.tournament().forbidden) == 1


def test_schedule(qtbot, panel: RoundPanel, event: Store) -> None:
    panel.date_edit.setText("14/03/2026")
    with qtbot.assertNotEmitted(panel.operation_requested):
        assert not panel.save_schedule()
    assert panel.schedule_error.text() == "date '14/03/2026': write it as YYYY/MM/DD, e.g. 2026/03/14"
    panel.date_edit.setText("2026/03/14")
    panel.time_edit.setText("25:00")
    assert not panel.save_schedule()
    assert panel.schedule_error.text() == "time '25:00': write it as HH:MM, e.g. 15:00"
    panel.time_edit.setText("15:00")
    assert emitted(qtbot, panel, panel.save_schedule, event) == SetRoundSchedule(5, "2026/03/14", "15:00")
    assert event.tournament().round(5).date == "2026/03/14"
    assert panel.date_edit.text() == "2026/03/14" and panel.round_number == 5


def test_typing_in_the_chooser_and_clicking(qtbot, panel: RoundPanel) -> None:
    panel.request_player.lineEdit().clear()
    qtbot.keyClicks(panel.request_player.lineEdit(), "Test0042")
    with qtbot.waitSignal(panel.operation_requested, timeout=1000) as signal:
        qtbot.mouseClick(next(b for b in panel.findChildren(type(panel.withdraw_button)) if b.text() == "Add"),
                         Qt.MouseButton.LeftButton)
    assert signal.args[0] == SetRequest(5, 42, RequestKind.HALF_BYE)


def test_no_tournament(qtbot) -> None:
    widget = RoundPanel()
    qtbot.addWidget(widget)
    assert widget.summary.text() == "No tournament" and not widget.isEnabled()
