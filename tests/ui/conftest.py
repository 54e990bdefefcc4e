import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def _private_preferences(tmp_path_factory: pytest.TempPathFactory) -> None:
    """QSettings (recent files, language) go to a temporary folder, not the user's."""
    from PySide6.QtCore import QSettings

    folder = str(tmp_path_factory.mktemp("preferences"))
    for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
        QSettings.setPath(QSettings.Format.NativeFormat, scope, folder)
        QSettings.setPath(QSettings.Format.IniFormat, scope, folder)


@pytest.fixture
def asked(monkeypatch: pytest.MonkeyPatch) -> list:
    """The window's confirmations (``ui.warnings.ask``), each answered "yes" with the reason
    "arbiter's decision"; the list holds every ConfirmationNeeded asked."""
    from arbiter_gui.ui import warnings

    seen: list = []

    def answer(parent: object, needed: object) -> str:
        seen.append(needed)
        return "arbiter's decision"

    monkeypatch.setattr(warnings, "ask", answer)
    return seen


@pytest.fixture
def italian() -> object:
    """The interface in Italian for one test (the translators removed after it)."""
    from PySide6.QtWidgets import QApplication

    from arbiter_gui.ui import i18n

    app = QApplication.instance() or QApplication([])
    translators = i18n.install_translations(app, "it")
    assert translators
    yield
    for translator in translators:
        app.removeTranslator(translator)


@pytest.fixture(autouse=True)
def _no_network(monkeypatch: pytest.MonkeyPatch) -> None:
    """No test downloads anything: the FIDE list's fetch is refused unless a test injects its own."""
    from arbiter_gui.formats import rating_download

    def refused(url: str, progress: object) -> bytes:
        raise rating_download.DownloadError(f"{url}: no network in the tests")

    monkeypatch.setattr(rating_download, "fetch_url", refused)


@pytest.fixture(autouse=True)
def _no_unanswered_modal(monkeypatch: pytest.MonkeyPatch) -> None:
    """A modal dialog nobody answers waits for ever (a CI run timed out on one): every modal call a
    test does not answer itself (by replacing it, as tests do) fails that test at once, naming it."""
    from PySide6.QtPrintSupport import QPrintDialog
    from PySide6.QtWidgets import QDialog, QFileDialog, QInputDialog, QMessageBox

    def unanswered(name: str):  # noqa: ANN202
        def modal(*args: object, **kwargs: object) -> None:
            shown = [a for a in args if isinstance(a, str)] or [type(args[0]).__name__ if args else ""]
            raise AssertionError(f"unanswered modal dialog {name}: {' | '.join(shown)[:300]}")
        return modal

    for cls in (QDialog, QMessageBox, QPrintDialog):
        monkeypatch.setattr(cls, "exec", unanswered(f"{cls.__name__}.exec"))
    for cls, names in ((QMessageBox, ("warning", "critical", "information", "question")),
                       (QFileDialog, ("getOpenFileName", "getSaveFileName", "getExistingDirectory")),
                       (QInputDialog, ("getInt", "getItem", "getText"))):
        for name in names:
            monkeypatch.setattr(cls, name, staticmethod(unanswered(f"{cls.__name__}.{name}")))


@pytest.fixture(autouse=True)
def _own_background_jobs() -> object:
    """A window closed while its engine job runs leaves the job running (the engine cannot be
    interrupted): each test waits for its own jobs, so that none slows the tests after it (a
    leftover job made the 300-player scenario crawl in CI) and each test's time is its own."""
    yield
    from arbiter_gui.ui.worker import wait_for_jobs

    wait_for_jobs()


@pytest.fixture(autouse=True)
def _garbage_on_the_gui_thread() -> object:
    """As in the app (app.main): Python's garbage is collected on the GUI thread only. A collection
    on the engine's worker thread destroying the Qt objects of an earlier test's window deadlocked
    the 300-player scenario (ui/collector.py)."""
    from arbiter_gui.ui.collector import GuiThreadCollector

    collector = GuiThreadCollector()
    yield
    collector.stop()
    collector.deleteLater()
