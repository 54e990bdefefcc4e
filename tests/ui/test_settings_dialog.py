"""Tournament > Settings: fields filled from the tournament, mistakes shown beside their field,
pairing settings locked once round 1 is paired, one ChangeSettings applied."""
from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from PySide6.QtCore import Qt

from arbiter_gui.app import create_main_window
from arbiter_gui.tournament.model import DEFAULT_TIEBREAKS, Colour, TournamentSettings
from arbiter_gui.tournament.operations import ChangeSettings, Confirmed, LeaveFideMode, required
from arbiter_gui.ui.settings_dialog import SettingsDialog, _tiebreak_codes

CASE = Path(__file__).parents[1] / "data" / "conformance" / "dutch" / "d700027_n7_r4of5.trf"


def _ok(qtbot, dialog: SettingsDialog) -> None:  # noqa: ANN001
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)


def test_a_new_tournament_from_the_dialog(qtbot) -> None:  # noqa: ANN001
    dialog = SettingsDialog(None)
    qtbot.addWidget(dialog)
    assert dialog.tiebreaks.placeholderText() == ", ".join(DEFAULT_TIEBREAKS)
    dialog.set_text("name", "  Festival   di Natale ")
    dialog.set_text("deputy_arbiters", "Bianchi, Anna;  ; Verdi, Luca ")
    dialog.set_text("start_date", "27/12/2026")
    dialog.rounds.setValue(7)
    dialog.system.setCurrentIndex(dialog.system.findData("dubov"))
    dialog.initial_colour.setCurrentIndex(2)  # Black
    dialog.set_text("draw", "1")
    dialog.set_text("win", "3")
    dialog.set_text("tiebreaks", "bh-c1; sb")
    dialog.open()
    _ok(qtbot, dialog)
    assert dialog.result() == dialog.DialogCode.Accepted
    s = dialog.settings()
    assert (s.name, s.deputy_arbiters, s.start_date, s.rounds) == ("Festival di Natale", ("Bianchi, Anna", "Verdi, Luca"),
                                                                   "2026/12/27", 7)
    assert (s.system, s.tournament_type) == ("dubov", "FIDE_DUBOV") and s.initial_colour is Colour.BLACK
    assert (s.point_system.win, s.point_system.draw, s.point_system.half_bye) == (3, 1, Fraction(1, 2))
    assert s.tiebreaks == ("BH-C1", "SB")


def test_mistakes_are_shown_beside_their_field_and_keep_the_dialog_open(qtbot) -> None:  # noqa: ANN001
    dialog = SettingsDialog(None)
    qtbot.addWidget(dialog)
    dialog.open()
    dialog.set_text("federation", "Italia")
    dialog.set_text("end_date", "2026/13/01")
    dialog.set_text("tiebreaks", "BH, XYZ")
    dialog.set_text("win", "one")
    _ok(qtbot, dialog)
    assert dialog.isVisible()
    assert "not a federation code" in dialog.event_form.error("federation")
    assert "not a date" in dialog.event_form.error("end_date")
    assert "unknown tie-break 'XYZ'" in dialog.pairing_form.error("tiebreaks")
    assert "'one' is not a number of points" in dialog.points_form.error("win")
    assert dialog.pages.currentIndex() == 0  # the first page with a mistake is shown
    for key, text in (("federation", "ita"), ("end_date", "2026/12/01"), ("tiebreaks", "BH"), ("win", "1")):
        dialog.set_text(key, text)
    _ok(qtbot, dialog)
    assert not dialog.isVisible() and dialog.settings().federation == "ITA"


def test_settings_of_a_started_tournament(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    window = create_main_window()
    qtbot.addWidget(window)
    assert window.import_trf(str(CASE), str(tmp_path / "small.arbiter")), window.last_error
    window.settings_action.trigger()
    dialog = window.dialog
    # round 1 is paired: what decides pairings is locked, with the reason beside it
    for key in ("system", "initial_colour", "rating_list"):
        assert not dialog.pairing_form.widgets[key].isEnabled()
        assert dialog.pairing_form.message(key).startswith("Locked: round 1 is paired")
    assert not dialog.points_form.widgets["win"].isEnabled()
    for key in ("rounds", "tiebreaks"):  # FIDE mode: fixed once round 1 is paired (VCL4THP Q57, Q200)
        assert not dialog.pairing_form.widgets[key].isEnabled()
        assert dialog.pairing_form.message(key) == "Locked in FIDE mode once round 1 is paired."
    assert not dialog.event_form.widgets["fide_mode"].isEnabled()
    dialog.reject()
    t = window.store.tournament()
    window.store.apply(Confirmed(LeaveFideMode(), required(LeaveFideMode(), t), "a club event"))
    window.settings_action.trigger()
    dialog = window.dialog
    assert dialog.rounds.isEnabled()
    dialog.rounds.setValue(2)  # three rounds are paired
    _ok(qtbot, dialog)
    assert dialog.isVisible() and dialog.pairing_form.error("rounds") == "3 rounds are already paired."
    assert dialog.pairing_form.message("system").startswith("Locked")  # the reasons stay
    dialog.rounds.setValue(6)
    dialog.set_text("chief_arbiter", "Rossi, Maria")
    dialog.set_text("tiebreaks", "BH, SB")
    _ok(qtbot, dialog)
    assert dialog.operation() == ChangeSettings({"rounds": 6, "chief_arbiter": "Rossi, Maria",
                                                 "tiebreaks": ("BH", "SB")})
    s = window.store.tournament().settings
    assert (s.rounds, s.chief_arbiter, s.tiebreaks) == (6, "Rossi, Maria", ("BH", "SB"))
    window.tabs.setCurrentWidget(window.standings_page)
    assert window.standings_model.headerData(5, Qt.Orientation.Horizontal) == "BH"
    assert window.undo_action.text().startswith("&Undo change chief_arbiter, rounds, tiebreaks")
    # nothing changed: no operation, no undo step
    window.settings_action.trigger()
    _ok(qtbot, window.dialog)
    assert window.dialog.operation() is None


def test_the_default_tiebreaks_belong_to_the_domain() -> None:
    assert TournamentSettings().tiebreak_order == DEFAULT_TIEBREAKS
    assert TournamentSettings(tiebreaks=("SB",)).tiebreak_order == ("SB",)


def test_a_team_event_takes_team_tie_breaks() -> None:
    assert _tiebreak_codes("GP, EMGSB, BH", team=True) == ("GP", "EMGSB", "BH")
    with pytest.raises(ValueError):
        _tiebreak_codes("GP, BH")  # not a code of an individual event
    with pytest.raises(ValueError, match="twice"):
        _tiebreak_codes("GP, GP", team=True)


def test_a_new_event_chooses_fide_mode(qtbot) -> None:  # noqa: ANN001
    """VCL4THP Q40: on by default; an event FIDE does not rate is created outside FIDE mode."""
    dialog = SettingsDialog(None)
    qtbot.addWidget(dialog)
    assert dialog.fide_mode.isChecked() and dialog.fide_mode.isEnabled()
    _ok(qtbot, dialog)
    assert dialog.settings().fide_mode
    club = SettingsDialog(None)
    qtbot.addWidget(club)
    club.fide_mode.setChecked(False)
    _ok(qtbot, club)
    assert not club.settings().fide_mode


def test_tiebreak_rules_and_rating_of_unrated_players(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    window = create_main_window()
    qtbot.addWidget(window)
    assert window.import_trf(str(CASE), str(tmp_path / "small.arbiter")), window.last_error
    window.tabs.setCurrentWidget(window.standings_page)
    assert "(no start date)" in window.standings_rules.text()
    window.settings_action.trigger()
    dialog = window.dialog
    assert dialog.tiebreak_rules.currentData() is None and dialog.unrated_rating.value() == 0
    dialog.tiebreak_rules.setCurrentIndex(dialog.tiebreak_rules.findData(2024))
    dialog.unrated_rating.setValue(1400)  # editable after round 1: no pairing depends on it
    _ok(qtbot, dialog)
    assert dialog.operation() == ChangeSettings({"tiebreak_rules": 2024, "unrated_rating": 1400})
    s = window.store.tournament().settings
    assert (s.tiebreak_rules, s.unrated_rating) == (2024, 1400)
    assert window.standings_rules.text() == \
        "Tie-breaks: FIDE C.07, 2024 rules (chosen in the settings); unrated players rated 1400"


def test_the_prize_list_page(qtbot, tmp_path) -> None:  # noqa: ANN001
    """A wrong prize list is named beside it and keeps the dialog open; a right one is stored with the
    settings and read back from the file."""
    from arbiter_gui import store

    dialog = SettingsDialog(None)
    qtbot.addWidget(dialog)
    dialog.open()
    dialog.prizes.setPlainText("Main: 500, 300\nGirls [woman]: 50")
    _ok(qtbot, dialog)
    assert dialog.isVisible() and dialog.pages.currentIndex() == dialog.forms.index(dialog.prizes_form)
    assert dialog.prizes_form.error("prizes").startswith("line 2: Girls: condition 'woman'")
    dialog.prizes.setPlainText("sharing: Hort\nMain: 500, 300\nGirls [women; born 2010-]: 50\n")
    _ok(qtbot, dialog)
    assert dialog.result() == dialog.DialogCode.Accepted
    settings = dialog.settings()
    assert settings.prizes == "sharing: Hort\nMain: 500, 300\nGirls [women; born 2010-]: 50"
    with store.create(tmp_path / "event.arbiter", settings):
        pass
    with store.open(tmp_path / "event.arbiter") as s:
        assert s.tournament().settings.prizes == settings.prizes


def test_the_traditional_accelerations_are_offered_and_checked(qtbot) -> None:  # noqa: ANN001
    """Issue 20: every method of seed 003 8.3 in the list; one the rounds do not allow is refused
    beside its field with the method's reason."""
    dialog = SettingsDialog(None)
    qtbot.addWidget(dialog)
    assert [dialog.acceleration.itemData(i) for i in range(dialog.acceleration.count())] == [
        "none", "baku", "haley", "french", "english", "mcmahon"]
    dialog.rounds.setValue(5)
    dialog.acceleration.setCurrentIndex(dialog.acceleration.findData("haley"))
    dialog.open()
    _ok(qtbot, dialog)
    assert dialog.isVisible() and "needs at least 2 more on real points" in dialog.pairing_form.error("acceleration")
    dialog.rounds.setValue(9)
    _ok(qtbot, dialog)
    assert not dialog.isVisible() and dialog.settings().acceleration == "haley"


@pytest.mark.parametrize("italian_ui", [False, True])
def test_the_dialog_fits_a_1366x768_screen(qtbot, request: pytest.FixtureRequest, italian_ui: bool) -> None:  # noqa: ANN001
    """The Pairing page (883 pixels of options) scrolls: the dialog once needed 963 pixels, its OK
    button below a 1366x768 screen (look9)."""
    if italian_ui:
        request.getfixturevalue("italian")
    dialog = SettingsDialog(None)
    qtbot.addWidget(dialog)
    assert dialog.minimumSizeHint().height() <= 700 and dialog.minimumSizeHint().width() <= 1300
    screen = dialog.screen().availableGeometry()
    assert dialog.width() <= screen.width() and dialog.height() <= screen.height() - 40
    pairing = dialog.pages.widget(1)
    assert pairing.widget().sizeHint().height() > 700  # what the page would need unscrolled
    assert dialog.width() >= min(dialog.pages.widget(0).widget().sizeHint().width(), screen.width() - 40)
