"""Words for the arbiter written by the Qt-free parts (the domain's refusals, the Rounds caption,
the engine's decision record and its explanation): English, as logs, exports and the command line
show them, and translatable by the interface.

A ``Text`` is the English string itself (``str`` subclass: it formats, compares and prints as
before) that also remembers its context, template and arguments; ``Text.shown`` (``ui/domain_text``,
the printed documents) looks the template up in the interface's language and fills in the arguments
(themselves translated when they are ``Text``). Templates are marked with
``QT_TRANSLATE_NOOP(context, template)``, the call ``pyside6-lupdate`` collects into the .ts file;
here it is a plain function, so no Qt is imported.
"""
from __future__ import annotations

from typing import Callable

DOMAIN = "Domain"  # the translation context of the domain's words
EXPLAIN = "Explain"  # the translation context of the engine's reasons (decision record, "Why not?")
TIEBREAKS = "Tiebreaks"  # the translation context of the working of tie-breaks (issue 29)
IMPORT = "Import"  # the translation context of what a TRF import skipped, converted or took as a default

Translate = Callable[[str, str], str]  # (context, template) -> the template in the interface's language


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

    def __getnewargs_ex__(self) -> tuple[tuple[object, ...], dict[str, object]]:
        """Copies and pickles are made again from the template (``dataclasses.asdict`` copies)."""
        return (self.template, *self.args), {"context": self.context}

    def shown(self, translate: Translate) -> str:
        """The text in the language of ``translate``, its ``Text`` arguments too."""
        return translate(self.context, self.template).format(*(
            a.shown(translate) if isinstance(a, Text) else a for a in self.args))


def explain_text(template: str, *args: object) -> Text:
    """A reason of the engine (context ``EXPLAIN``); ``template`` marked with QT_TRANSLATE_NOOP("Explain", ...)."""
    return Text(template, *args, context=EXPLAIN)


def tiebreak_text(template: str, *args: object) -> Text:
    """Words of a tie-break's working (context ``TIEBREAKS``); ``template`` marked with
    QT_TRANSLATE_NOOP("Tiebreaks", ...)."""
    return Text(template, *args, context=TIEBREAKS)


def import_text(template: str, *args: object) -> Text:
    """A line of a TRF import's review (context ``IMPORT``); ``template`` marked with
    QT_TRANSLATE_NOOP("Import", ...)."""
    return Text(template, *args, context=IMPORT)


def joined(separator: str, parts: list[object]) -> Text:
    """``parts`` joined by ``separator``, each part translated on its own when shown."""
    return Text(separator.join("{}" for _ in parts), *parts, context="")
