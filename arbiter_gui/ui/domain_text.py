"""The words of the Qt-free parts (``arbiter_gui.text.Text``: refusals, the Rounds caption, the
engine's reasons) in the interface's language."""
from __future__ import annotations

from ..reports.documents import shown
from ..text import Text

__all__ = ["shown", "shown_error"]


def shown_error(error: BaseException) -> str:
    """What went wrong, in the interface's language when the domain wrote it as a ``Text``."""
    return shown(error.args[0]) if len(error.args) == 1 and isinstance(error.args[0], Text) else str(error)
