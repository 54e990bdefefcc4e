"""A ladder (seed 003 6.2) of 10 players run through the real window over three evenings: the
settings dialog offers the system and its rules, the arbiter records the challenges (one the rules
refuse is refused, in the dialog and by the domain), types the results, undoes one, and the
standings tab and the printed ladder show the places the rules give."""
from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader

from arbiter_gui.engine.club.ladder import AfterWin, LadderRules
from arbiter_gui.reports.catalogue import DocumentKind
from arbiter_gui.tournament import ladder
from arbiter_gui.tournament.model import Player
from arbiter_gui.tournament.operations import RecordChallenge
from arbiter_gui.ui.main_window import MainWindow
from tests.ui.test_end_to_end import _click_ok, new_tournament_dialog, type_keys

# each evening's challenges (challenger, defender) and the result keys typed for them (White first:
# the challenger has White, 1 a challenger's win), then the ladder after the evening
EVENINGS = (
    ([(10, 7), (9, 6), (5, 3)], "10=", (1, 2, 3, 4, 5, 6, 10, 7, 8, 9)),  # 10 takes 7's place
    ([(9, 10), (8, 6), (4, 1)], "011", (4, 1, 2, 3, 5, 8, 6, 10, 7, 9)),  # 8 takes 6's place, then 4 takes 1's
    ([(10, 5), (9, 7)], "11", (4, 1, 2, 3, 10, 5, 8, 6, 9, 7)),
)


def record(qtbot, window: MainWindow, challenger: int, defender: int) -> None:  # noqa: ANN001
    window.challenge_action.trigger()
    window.challenge.choose(challenger, defender)
    assert window.challenge.ok_button.isEnabled(), window.challenge.verdict.text()
    _click_ok(qtbot, window.challenge)
    assert window.last_error == ""


def test_a_ladder_through_the_window(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window, dialog = new_tournament_dialog(qtbot, tmp_path, monkeypatch, "Scala del circolo", "ladder.arbiter")
    assert not dialog.ladder_after_win.isEnabled()
    dialog.system.setCurrentIndex(dialog.system.findData("ladder"))
    assert dialog.ladder_after_win.isEnabled() and not dialog.keizer_top_value.isEnabled()
    dialog.ladder_after_win.setCurrentIndex(dialog.ladder_after_win.findData(AfterWin.TAKE_PLACE.value))
    dialog.ladder_distance.setValue(3)
    dialog.rounds.setValue(5)
    dialog.fide_mode.setChecked(False)  # a club ladder is not rated
    _click_ok(qtbot, dialog)
    t = window.store.tournament()
    assert t.settings.system == "ladder" and t.settings.ladder == LadderRules(AfterWin.TAKE_PLACE, 3)
    assert window.add_players([Player(0, f"Giocatore {n:02}", fide_rating=2000 - 20 * n) for n in range(1, 11)])
    assert not window.pair_action.isEnabled() and window.challenge_action.isVisible()

    for number, (challenges, keys, after) in enumerate(EVENINGS, start=1):
        for challenger, defender in challenges:
            record(qtbot, window, challenger, defender)
        if number == 1:  # too far up: the dialog says so and will not record it, nor will the domain
            window.challenge_action.trigger()
            window.challenge.choose(8, 2)
            assert not window.challenge.ok_button.isEnabled()
            assert "at most 3 place" in window.challenge.verdict.text()
            window.challenge.reject()
            assert not window.apply(RecordChallenge(1, 8, 2)) and "at most 3 place" in window.last_error
            window.last_error = ""
        if number == 3:  # 9 lost to 10 last time and has met nobody else since (one other needed)
            window.challenge_action.trigger()
            window.challenge.choose(9, 10)
            assert "lost a challenge to 10" in window.challenge.verdict.text()
            window.challenge.reject()
        assert [(b.white, b.black) for b in window.store.tournament().round(number).boards] == challenges
        type_keys(qtbot, window, keys)
        if number == 2:  # a result typed wrong: undone and typed again
            window.undo_action.trigger()
            assert not window.store.tournament().round(2).boards[-1].has_result
            type_keys(qtbot, window, keys)
        assert window.store.tournament().round(number).missing_results() == [], (number, window.last_error)
        assert ladder.ladder(window.store.tournament()).order == after, number
        idle = [window.boards.row(r)[5] for r in range(len(challenges), window.boards.rowCount())]
        assert idle == ["no challenge"] * (10 - 2 * len(challenges))  # not "absent" (look9)

    window.tabs.setCurrentWidget(window.standings_page)
    model = window.standings_model
    shown = [int(model.row(r)[1].split()[0]) for r in range(model.rowCount())]
    assert shown == list(EVENINGS[-1][2])  # the standings are the ladder

    window.open_documents()
    documents = window.documents
    documents.kind.setCurrentIndex(documents.kind.findData(DocumentKind.LADDER.name))
    assert documents.kind.model().item(documents.kind.currentIndex()).isEnabled()
    documents.round.setValue(3)
    assert documents.save_pdf(str(tmp_path / "ladder.pdf")), documents.messages
    text = " ".join(" ".join(page.extract_text().split()) for page in PdfReader(str(tmp_path / "ladder.pdf")).pages)
    assert "Ladder after round 3" in text and "10 beat 5: 10 takes place 5, places 5-7 go down one" in text
    assert "9 beat 7: 9 takes place 9, 7 goes down one" in text
    documents.close()
