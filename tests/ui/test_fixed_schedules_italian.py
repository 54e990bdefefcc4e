"""The fixed schedules' refusals (engine/schedules' ScheduleError) in the interface's language: a
``Text`` of context "Explain", English for the command line, Italian in an Italian window: through
the domain (the set-up refused, the schedule table's reason) and through the Players tab's dialog."""
from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_gui.engine.schedules.berger import ScheduleError
from arbiter_gui.engine.schedules.catalogue import build
from arbiter_gui.reports.catalogue import DocumentKind, printable
from arbiter_gui.text import EXPLAIN, Text
from arbiter_gui.tournament.model import Player
from arbiter_gui.tournament.operations import OperationError
from arbiter_gui.tournament.schedules import SetUpSchedule, whole_table
from arbiter_gui.ui.domain_text import shown, shown_error
from tests.tournament.test_fixed_schedules import event
from tests.ui.test_fixed_schedules_app import new_event


def test_a_schedule_error_is_an_english_explain_text() -> None:
    with pytest.raises(ScheduleError) as caught:
        build("hilton", {"teams": 2, "boards": 0, "rounds": 3})
    reason = caught.value.args[0]
    assert isinstance(reason, Text) and reason.context == EXPLAIN
    assert str(caught.value) == "a Hilton event of 2 teams has 1 to 1 rounds, not 3"  # the command line's words


@pytest.mark.usefixtures("italian")
def test_an_impossible_hilton_round_count_is_refused_in_italian(tmp_path: Path) -> None:
    players = [(f"{club} {b}", "ITA", club) for club in ("Torre", "Alfiere") for b in (1, 2)]
    s = event(tmp_path / "hilton.arbiter", "hilton", players, grouping="club", schedule_teams=2)
    with pytest.raises(OperationError) as caught:
        s.apply(SetUpSchedule(("Torre", "Alfiere")))
    assert str(caught.value) == "a Hilton event of 2 teams has 1 to 1 rounds, not 3"
    assert shown_error(caught.value) == "un torneo Hilton di 2 squadre ha da 1 a 1 turni, non 3"


@pytest.mark.usefixtures("italian")
def test_a_reduced_round_robin_suppressing_too_many_rounds_is_refused_in_italian(tmp_path: Path) -> None:
    s = event(tmp_path / "rrr.arbiter", "reduced_round_robin", [("P1", "", ""), ("P2", "", "")], suppressed_rounds=1)
    with pytest.raises(OperationError) as caught:
        s.apply(SetUpSchedule())
    assert shown_error(caught.value) == ("un girone all'italiana di 2 giocatori ha troppo pochi turni per "
                                         "sopprimerne 1")


@pytest.mark.usefixtures("italian")
def test_a_scheveningen_of_unequal_teams_says_why_in_italian(tmp_path: Path) -> None:
    """Its schedule table has no rounds, and its reason (``whole_table``) is shown and printed in Italian."""
    players = [("A 1", "ITA", "A"), ("A 2", "ITA", "A"), ("B 1", "ITA", "B")]
    t = event(tmp_path / "schev.arbiter", "scheveningen", players, grouping="club", schedule_teams=2).tournament()
    rounds, reasons = whole_table(t)
    assert rounds == [] and [str(r) for r in reasons] == ["3 players cannot make 2 teams of the same size"]
    italian = "3 giocatori non possono formare 2 squadre della stessa dimensione"
    assert [shown(r) for r in reasons] == [italian]
    assert italian in printable(DocumentKind.SCHEDULE, t, 0).html


@pytest.mark.usefixtures("italian")
def test_the_set_up_dialog_shows_the_refusal_in_italian(qtbot, tmp_path: Path,  # noqa: ANN001
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    players = [Player(0, f"Giocatore {i}", federation="ITA", fide_rating=2400 - 10 * i) for i in (1, 2)]
    window = new_event(qtbot, tmp_path, monkeypatch, "reduced_round_robin", players, suppressed_rounds=1)
    view = window.players_view
    view.set_tournament(window.store.tournament())
    view.berger_numbers()
    dialog = view.dialog
    dialog.method.setCurrentIndex(dialog.methods.index("schedule"))
    dialog.accept()  # refused: the dialog stays open and says why
    assert dialog.error.text() == "un girone all'italiana di 2 giocatori ha troppo pochi turni per sopprimerne 1"
    assert window.store.tournament().settings.berger_draw == ""
