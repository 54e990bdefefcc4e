"""The words of the Qt-free parts (``arbiter_gui.text.Text``: refusals, the Rounds caption, the
engine's reasons) in the interface's language."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..text import Text


def shown(text: object) -> str:
    """``text`` in the interface's language: a ``Text`` from its translated template (its
    arguments shown the same way); anything else as str() gives it (English)."""
    return text.shown(QCoreApplication.translate) if isinstance(text, Text) else str(text)


def shown_error(error: BaseException) -> str:
    """What went wrong, in the interface's language when the domain wrote it as a ``Text``."""
    return shown(error.args[0]) if len(error.args) == 1 and isinstance(error.args[0], Text) else str(error)
