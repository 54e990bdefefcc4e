"""The interface's languages: English in the source, others from Qt translation files.

``resources/i18n/arbiter_<code>.ts`` holds the translations (edit with Qt Linguist or by hand) and
``arbiter_<code>.qm`` is its compiled form, loaded at start-up. After changing a translated
string: ``pyside6-lupdate -no-obsolete <SOURCES> -ts resources/i18n/arbiter_it.ts``, translate,
then ``pyside6-lrelease resources/i18n/arbiter_it.ts`` (tests check both are up to date). The language
is the system locale's unless the arbiter picked one in View > Language (QSettings
``LANGUAGE_KEY``), which applies at the next start.
"""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

TRANSLATIONS = Path(__file__).resolve().parents[2] / "resources" / "i18n"
LANGUAGES: dict[str, str] = {"en": "English", "it": "Italiano"}  # code -> the language's own name
LANGUAGE_KEY = "language"  # QSettings key: "" follows the system
# The modules whose self.tr() strings the .ts files hold (pyside6-lupdate's input), under ui/, and the
# printed documents (reports/, context "Documents"), which follow the interface's language.
# The domain's words (context "Domain", arbiter_gui.text) are collected from tournament/ too, and the
# engine's reasons (context "Explain": the decision record, "Why not?") from engine/, and the working of
# tie-breaks (context "Tiebreaks").
SOURCES = ("main_window.py", "players_view.py", "player_dialog.py", "settings_dialog.py", "boards_view.py",
           "rating_list_dialog.py", "round_panel.py", "pairing_edit.py", "player_card.py", "crosstable_view.py",
           "explanation_panel.py", "player_chooser.py", "documents_dialog.py", "charts.py", "teams_view.py",
           "team_dialog.py", "match_panel.py", "team_standings_view.py", "operation_labels.py",
           "../reports/documents.py", "../reports/texts.py", "../reports/catalogue.py", "../reports/paged.py",
           "../reports/board_cards.py", "../reports/match_cards.py", "warnings.py", "integrity_log_view.py",
           "manual_session.py", "fide_mode.py", "help_window.py", "checkin_dialog.py", "tiebreak_view.py",
           "publishing.py", "../publish/pages.py", "../publish/site.py", "../tournament/operations.py",
           "../tournament/manual_pairing.py", "../tournament/double_swiss.py", "../tournament/engine_input.py",
           "../tournament/team/operations.py", "rating_lists.py", "rating_check_dialog.py",
           "../tournament/rating_check.py", "../tournament/knockout.py", "../reports/pairing_report.py",
           "../engine/explain.py", "../engine/acceleration/methods.py", "../engine/why.py",
           "../engine/swiss/dutch/record.py", "../engine/swiss/dubov/record.py", "../tournament/tiebreaks.py",
           "../engine/result.py",
           "../tournament/tiebreak_explain.py", "../tournament/standings.py", "../tournament/team/standings.py",
           "../formats/trf.py", "../formats/trf_tournament.py", "../tournament/round_robin.py",
           "../tournament/chess960.py", "../store/lock.py", "../store/database.py", "../engine/systems.py",
           "../tournament/validation.py",
           "../tournament/fide_mode.py", "../tournament/team/event.py", "../tournament/norms.py",
           "../reports/norm_report.py", "rating_report_dialog.py", "../formats/trf_report.py",
           "../tournament/schedules.py", "../reports/schedule_table.py", "bracket_view.py", "../reports/knockout.py",
           "../engine/swiss/burstein/pairing.py", "../engine/swiss/burstein/bracket.py",
           "../engine/swiss/lim/pairing.py", "../engine/swiss/lim/group.py", "../engine/swiss/lim/floaters.py",
           "../engine/swiss/top_group.py", "../engine/schedules/berger.py", "../engine/schedules/play.py",
           "../engine/schedules/catalogue.py", "../engine/schedules/reduced.py", "../engine/schedules/pools.py",
           "../engine/schedules/rotation.py", "../engine/schedules/scheveningen.py", "../engine/schedules/schiller.py",
           "../engine/schedules/hutton.py", "../engine/schedules/hilton.py",
           "../engine/schedules/common.py", "../engine/schedules/varma.py",
           "../tournament/prizes.py", "../tournament/player_fields.py", "../formats/players_csv.py",
           "../formats/rating_list.py", "../store/backups.py", "../store/journal.py",
           "../engine/knockout/pairing.py", "../engine/knockout/match.py",
           "../engine/knockout/plan.py", "challenge_dialog.py", "../tournament/ladder.py", "../engine/club/ladder.py",
           "engine_process.py")


def chosen_language(preferences: QSettings) -> str:
    """The language code to use: the arbiter's choice, else the system locale's if translated."""
    code = str(preferences.value(LANGUAGE_KEY, "") or "")
    if code in LANGUAGES:
        return code
    system = QLocale.system().name().split("_")[0]
    return system if system in LANGUAGES else "en"


def install_translations(app: QCoreApplication, language: str) -> list[QTranslator]:
    """Load Arbiter's and Qt's own (button texts) translations for ``language``; the translators
    are returned so that the caller keeps them alive."""
    installed: list[QTranslator] = []
    if language == "en":
        return installed
    for name, folder in ((f"arbiter_{language}", str(TRANSLATIONS)),
                         (f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))):
        translator = QTranslator(app)
        if translator.load(name, folder):
            app.installTranslator(translator)
            installed.append(translator)
    return installed
