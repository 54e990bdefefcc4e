"""The manual in the application: every menu item of the main window is described in each
language, every tab and dialog has its page, F1 opens it (in the main window and in a dialog),
and the Help window searches and saves the PDF."""
from __future__ import annotations

import importlib
import inspect
import pkgutil
import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QDialog, QInputDialog, QMessageBox

import arbiter_gui.ui
from arbiter_gui import manual
from arbiter_gui.app import create_main_window
from arbiter_gui.ui import i18n
from arbiter_gui.ui.help_window import PAGES, page_for
from arbiter_gui.ui.main_window import MainWindow
from arbiter_gui.ui.player_dialog import PlayerDialog


def _menu_actions(window: MainWindow) -> list[QAction]:
    """Every item of the menu bar's menus and submenus (not the recent files, which are paths)."""
    actions: list[QAction] = []
    menus = [action.menu() for action in window.menuBar().actions()]
    while menus:
        menu = menus.pop()
        for action in menu.actions():
            if action.menu() is not None:
                if action.menu() is not window.recent_menu:
                    menus.append(action.menu())
            elif not action.isSeparator():
                actions.append(action)
    return actions


def _label(action: QAction) -> str:
    """'Save &as…' -> 'Save as'."""
    return action.text().replace("&", "").removesuffix("…").strip()


@pytest.mark.parametrize("language", manual.LANGUAGES)
def test_every_menu_item_is_described_in_the_manual(language: str, qtbot) -> None:  # noqa: ANN001
    translators = i18n.install_translations(QApplication.instance(), language)
    try:
        window = create_main_window()
        qtbot.addWidget(window)
        text = " ".join(" ".join(manual.plain_text((manual.folder(language) / page).read_text(encoding="utf-8"))
                                 for page in manual.chapters(language)).split())
        labels = [_label(action) for action in _menu_actions(window)]
        assert len(labels) > 20
        assert [label for label in labels if label not in text] == []
    finally:
        for translator in translators:
            QApplication.instance().removeTranslator(translator)


@pytest.mark.parametrize("language", manual.LANGUAGES)
def test_every_menu_shortcut_is_on_the_shortcuts_page(language: str, qtbot) -> None:  # noqa: ANN001
    """The key of each menu item (its first, as Qt writes it on this platform: Ctrl+Shift+S; the
    desktop may add others, such as a keyboard's Save key) is in shortcuts.md, and File > Save as has
    one whatever the desktop defines (Windows defines none)."""
    window = create_main_window()
    qtbot.addWidget(window)
    page = (manual.folder(language) / "shortcuts.md").read_text(encoding="utf-8")
    keys = {action.shortcut().toString() for action in _menu_actions(window)} - {""}
    assert "Ctrl+Shift+S" in keys and "Ctrl+B" in keys
    written = set(re.findall(r"(?<![\w+])((?:Ctrl\+|Shift\+|Alt\+)*[^\s,|+]+)(?![\w+])", page))  # whole keys
    assert sorted(keys - written) == []


@pytest.mark.parametrize("language", manual.LANGUAGES)
def test_every_menu_path_the_manual_writes_exists(language: str, qtbot) -> None:  # noqa: ANN001
    """'File > Import TRF…', 'Modifica > Annulla': the item after 'Menu >' is one of that menu's
    items or submenus, so the manual names no menu item the program does not have."""
    translators = i18n.install_translations(QApplication.instance(), language)
    try:
        window = create_main_window()
        qtbot.addWidget(window)
        menus = {_label(action): [_label(item) for item in action.menu().actions() if not item.isSeparator()]
                 for action in window.menuBar().actions()}
        wrong, found = [], 0
        for page in manual.chapters(language):
            text = " ".join(manual.plain_text((manual.folder(language) / page).read_text(encoding="utf-8")).split())
            for menu, items in menus.items():
                for match in re.finditer(rf"\b{re.escape(menu)} > ", text):
                    found += 1
                    after = text[match.end():]
                    if not any(after.startswith(item) for item in items):
                        wrong.append(f"{page}: {menu} > {after[:40]}")
        assert found > 40
        assert wrong == []
    finally:
        for translator in translators:
            QApplication.instance().removeTranslator(translator)


def _dialog_classes() -> list[type]:
    classes = []
    for module in pkgutil.iter_modules(arbiter_gui.ui.__path__):
        loaded = importlib.import_module(f"arbiter_gui.ui.{module.name}")
        classes += [c for _, c in inspect.getmembers(loaded, inspect.isclass)
                    if issubclass(c, QDialog) and c.__module__ == loaded.__name__]
    return classes


def test_every_tab_and_dialog_has_a_page(qtbot) -> None:  # noqa: ANN001
    window = create_main_window()
    qtbot.addWidget(window)
    tabs = [window.tabs.widget(i) for i in range(window.tabs.count())]
    dialogs = _dialog_classes()
    assert len(dialogs) >= 8
    assert [tab for tab in tabs if page_for(tab) == manual.INDEX] == []
    assert [c.__name__ for c in dialogs if c.__name__ not in PAGES] == []
    for language in manual.LANGUAGES:
        assert {page for page in PAGES.values() if not (manual.folder(language) / page).is_file()} == set()


def test_f1_opens_the_page_of_the_tab_on_show(qtbot) -> None:  # noqa: ANN001
    window = create_main_window()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(window.isActiveWindow)  # F1 is a shortcut of the active window
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        qtbot.keyClick(window, Qt.Key.Key_F1)
        assert window.help_window is not None
        assert window.help_window.page == page_for(window.tabs.widget(index))
        current = window.help_window.pages.currentItem()  # the contents show the page on show
        assert current.data(Qt.ItemDataRole.UserRole) == window.help_window.page
    assert window.help_window.browser.toPlainText().startswith(manual.title("en", window.help_window.page))
    window.close()


def test_f1_in_a_dialog_opens_its_page(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    other = create_main_window()  # another window's F1 filter leaves this window's dialogs alone
    qtbot.addWidget(other)
    window = create_main_window()
    qtbot.addWidget(window)
    window.show()
    window.new_action.trigger()  # a dialog opened with open(): the main window is blocked
    assert window.dialog is not None
    qtbot.waitUntil(window.dialog.isActiveWindow)
    qtbot.keyClick(window.dialog, Qt.Key.Key_F1)
    assert window.help_window is not None and window.help_window.page == "tournament.md"
    assert other.help_window is None
    assert window.dialog.isVisible()  # F1 does not close the dialog
    window.dialog.reject()
    assert window.new_file(str(tmp_path / "open.arbiter"))
    window.open_documents()
    qtbot.waitUntil(window.documents.isActiveWindow)
    qtbot.keyClick(window.documents, Qt.Key.Key_F1)
    assert window.help_window.page == "documents.md"
    window.documents.reject()
    window.close()


# the real modal calls: conftest's _no_unanswered_modal replaces them, and these tests answer them
_EXEC, _GET_TEXT, _QUESTION = QDialog.exec, QInputDialog.getText, QMessageBox.question


def _f1_in_the_next_modal(qtbot, window: MainWindow) -> list[tuple[str | None, bool]]:  # noqa: ANN001
    """Once the modal dialog about to run (exec) is the active window, F1 in its focus widget, as
    the arbiter presses it, then the dialog rejected (even if that failed, so that exec returns):
    the Help window's page and whether the dialog stayed open are noted in the list returned."""
    noted: list[tuple[str | None, bool]] = []

    def press() -> None:
        try:
            qtbot.waitUntil(lambda: QApplication.activeModalWidget() is not None
                            and QApplication.activeModalWidget().isActiveWindow())
            dialog = QApplication.activeModalWidget()
            qtbot.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_F1)
            noted.append((window.help_window.page if window.help_window is not None else None, dialog.isVisible()))
        finally:
            if QApplication.activeModalWidget() is not None:
                QApplication.activeModalWidget().reject()

    QTimer.singleShot(0, press)
    return noted


def test_f1_in_a_modal_dialog_run_by_exec(qtbot) -> None:  # noqa: ANN001
    """A dialog of the project and Qt's own dialogs (QInputDialog, QMessageBox) run modally: F1
    opens the dialog's page (the contents for Qt's, which have none) and leaves the dialog open."""
    window = create_main_window()
    qtbot.addWidget(window)
    window.show()
    noted = _f1_in_the_next_modal(qtbot, window)
    _EXEC(PlayerDialog("Add player", None, parent=window.players_view))  # a tab's dialog: the window's too
    assert noted == [("players.md", True)]
    noted = _f1_in_the_next_modal(qtbot, window)
    _GET_TEXT(window, "A name", "Name:")
    assert noted == [(manual.INDEX, True)]
    noted = _f1_in_the_next_modal(qtbot, window)
    _QUESTION(window, "Sure?", "Are you sure?")
    assert noted == [(manual.INDEX, True)]
    window.help_window.show_page("rounds.md")  # F1 in the Help window itself: no other page
    qtbot.waitUntil(window.help_window.isActiveWindow)
    qtbot.keyClick(window.help_window.browser, Qt.Key.Key_F1)
    assert window.help_window.page == "rounds.md"
    window.close()


def test_the_manual_follows_the_interface_language(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    from PySide6.QtCore import QSettings

    preferences = QSettings(str(tmp_path / "prefs.ini"), QSettings.Format.IniFormat)
    preferences.setValue(i18n.LANGUAGE_KEY, "it")
    window = MainWindow(preferences)
    qtbot.addWidget(window)
    help_window = window.show_help("index.md")
    assert help_window.browser.toPlainText().startswith(manual.title("it", "index.md"))
    window.close()


def test_search_lists_the_pages_and_opens_them_at_the_word(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    window = create_main_window()
    qtbot.addWidget(window)
    help_window = window.show_help()
    chapters = help_window.pages.count()
    help_window.search_field.setText("withdraw")
    assert 0 < help_window.pages.count() < chapters
    first = help_window.pages.item(0)
    help_window.pages.itemClicked.emit(first)
    assert help_window.page == "rounds.md"
    assert help_window.browser.textCursor().selectedText().casefold() == "withdraw"
    help_window.search_field.clear()
    assert help_window.pages.count() == chapters
    assert help_window.save_pdf(str(tmp_path / "manual.pdf")) and (tmp_path / "manual.pdf").stat().st_size > 10_000
    assert re.search(r"\d+", help_window.status.text())
    window.close()


def test_save_as_has_a_key_where_the_desktop_defines_none(qtbot, monkeypatch) -> None:  # noqa: ANN001
    """Windows binds no key to the standard Save as: the window then gives it Ctrl+Shift+S (the
    desktop's binding is replaced by none here, as Windows has it)."""
    from PySide6.QtGui import QKeySequence

    monkeypatch.setattr(QKeySequence, "keyBindings", staticmethod(lambda key: []))
    window = create_main_window()
    qtbot.addWidget(window)
    assert window.save_as_action.shortcut().toString() == "Ctrl+Shift+S"


@pytest.mark.parametrize("option", ["--help", "-h"])
def test_the_arbiter_command_answers_help_without_a_window(option: str, capsys: pytest.CaptureFixture[str]) -> None:
    """`arbiter --help` prints how to start it; it had opened the window saying "--help: no such file"."""
    from arbiter_gui import app

    assert app.main(["arbiter", option]) == 0
    out = capsys.readouterr().out
    assert out.startswith("The arbiter desktop application.") and "--read-only" in out
    assert not QApplication.topLevelWidgets() or all(not w.isVisible() for w in QApplication.topLevelWidgets())
