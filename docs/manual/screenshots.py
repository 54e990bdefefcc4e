"""The manual's screenshots, taken from the real application at 1366x768, in each language:

    python docs/manual/screenshots.py [--out docs/manual/images] [--language it]

A 9-round open is created, thirty players are imported, two rounds are paired and played (the
higher-rated player wins), and the third is paired; then the windows the manual shows are grabbed
offscreen into OUT/<language>/NAME.png (256 colours: the pictures stay small). Run it after a
change to the interface, so that the pictures stay current; tests/docs/test_manual.py checks that
it makes every picture the manual shows.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings, QSize, Qt  # noqa: E402
from PySide6.QtGui import QImage  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from arbiter_gui.engine.snapshot import Colour  # noqa: E402
from arbiter_gui.manual import LANGUAGES  # noqa: E402
from arbiter_gui.tournament.model import TournamentSettings  # noqa: E402
from arbiter_gui.tournament.operations import SetResult  # noqa: E402
from arbiter_gui.ui.i18n import LANGUAGE_KEY, install_translations  # noqa: E402
from arbiter_gui.ui.main_window import MainWindow  # noqa: E402

SIZE = QSize(1366, 768)
PLAYERS = ROOT / "tests" / "data" / "players" / "thirty.csv"
SHOTS = ("settings", "players", "rounds", "round-settings", "standings", "documents", "help")


def _pair(app: QApplication, window: MainWindow) -> None:
    window.pair_next_round()
    while window.pairing_in_progress:
        app.processEvents()
    if window.last_error:
        raise RuntimeError(window.last_error)


def _play(window: MainWindow) -> None:
    """Every game of the last round: the lower pairing number (the higher rating) wins."""
    assert window.store is not None
    t = window.store.tournament()
    for board, game in enumerate(t.round(t.paired_rounds).boards, start=1):
        white_wins = game.white < game.black
        window.apply(SetResult(t.paired_rounds, board, "1" if white_wins else "0", "0" if white_wins else "1"))


def _save(widget: QWidget, path: Path) -> None:
    # threshold: flat colours without the dots of dithering (interfaces have few colours)
    image = widget.grab().toImage().convertToFormat(QImage.Format.Format_Indexed8,
                                                    Qt.ImageConversionFlag.ThresholdDither)
    if not image.save(str(path)):
        raise OSError(f"cannot write {path}")


def take(app: QApplication, language: str, out: Path, folder: Path) -> list[Path]:
    """Every picture of ``SHOTS`` in ``language``; returns the files written."""
    preferences = QSettings(str(folder / f"preferences-{language}.ini"), QSettings.Format.IniFormat)
    preferences.setValue(LANGUAGE_KEY, language)
    translators = install_translations(app, language)
    target = out / language
    target.mkdir(parents=True, exist_ok=True)
    window = MainWindow(preferences)
    try:
        window.resize(SIZE)
        window.show()
        window.new_action.trigger()  # the dialog of File > New tournament, as the arbiter first sees it
        assert window.dialog is not None
        _save(window.dialog, target / "settings.png")
        window.dialog.reject()
        window.new_file(str(folder / f"open-{language}.arbiter"),
                        TournamentSettings(name="Open 2026", city="Torino", federation="ITA", rounds=9,
                                           initial_colour=Colour.WHITE))  # not drawn by lot: the same pictures
        window.import_players(str(PLAYERS))
        for _ in range(2):
            _pair(app, window)
            _play(window)
        _pair(app, window)
        window.boards_view.selectRow(0)
        tabs = {"players": window.players_view, "rounds": window.findChild(QWidget, "RoundsTab"),
                "round-settings": window.round_panel, "standings": window.standings_view}
        for name, tab in tabs.items():
            window.tabs.setCurrentWidget(tab)
            _save(window, target / f"{name}.png")
        window.open_documents()
        assert window.documents is not None
        _save(window.documents, target / "documents.png")
        window.documents.reject()
        help_window = window.show_help("index.md")
        help_window.resize(SIZE)
        app.processEvents()
        help_window.show_page("index.md")
        _save(help_window, target / "help.png")
    finally:
        window.close()
        for translator in translators:
            app.removeTranslator(translator)
    return [target / f"{name}.png" for name in SHOTS]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Take the manual's screenshots from the application.")
    parser.add_argument("--out", type=Path, default=Path(__file__).resolve().parent / "images")
    parser.add_argument("--language", choices=LANGUAGES, action="append")
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory() as folder:
        for language in args.language or LANGUAGES:
            for path in take(app, language, args.out, Path(folder)):
                print(f"{path}: {path.stat().st_size // 1024} KiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
