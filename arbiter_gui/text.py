"""Words for the arbiter written by the Qt-free parts (the domain's refusals, the Rounds caption):
English, as logs, exports and the command line show them, and translatable by the interface.

A ``Text`` is the English string itself (``str`` subclass: it formats, compares and prints as
before) that also remembers its context, template and arguments; ``ui/domain_text.shown`` looks the
template up in the interface's language and fills in the arguments (themselves translated when
they are ``Text``). Templates are marked with ``QT_TRANSLATE_NOOP(context, template)``, the call
``pyside6-lupdate`` collects into the .ts file; here it is a plain function, so no Qt is imported.
"""
from __future__ import annotations

DOMAIN = "Domain"  # the translation context of the domain's words


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name pyside6-lupdate looks for
    """``text`` unchanged; marks it for translation in ``context``."""
    return text


class Text(str):
    """``template.format(*args)`` in English, with what a translation needs to redo it."""

    context: str
    template: str
    args: tuple[object, ...]

    def __new__(cls, template: str, *args: object, context: str = DOMAIN) -> Text:
        text = super().__new__(cls, template.format(*args))
        text.context, text.template, text.args = context, template, args
        return text
