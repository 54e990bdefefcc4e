"""The arbiter's manual: Markdown pages in ``docs/manual/<language>/``, one folder per language
of the interface, chapters in the order ``index.md`` links them.

The pages are plain CommonMark (with tables), so that the same sources are shown by the Help
window (Qt renders Markdown itself, offline, without a browser: ``ui/help_window.py``), printed
to one PDF (``reports/manual_pdf.py``) and built into web pages by Sphinx with MyST
(``docs/manual/conf.py``; ``tests/docs/test_manual.py`` builds both languages and fails on a broken
link or a missing image). Pages link to each other by file name and show the screenshots of
``docs/manual/images/<language>/`` (made by ``docs/manual/screenshots.py``).
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path

MANUAL = Path(__file__).resolve().parents[1] / "docs" / "manual"
INDEX = "index.md"
LANGUAGES = ("en", "it")
_LINK = re.compile(r"!?\[([^\]]*)\]\(([^)\s]+)\)")
_MARKUP = re.compile(r"[*_`#|]+")


def folder(language: str) -> Path:
    """The pages of ``language``; English for a language the manual is not written in."""
    return MANUAL / (language if language in LANGUAGES else "en")


def chapters(language: str) -> list[str]:
    """``index.md``, then every page it links to, in the order of the links."""
    text = (folder(language) / INDEX).read_text(encoding="utf-8")
    pages = [INDEX]
    for match in _LINK.finditer(text):
        target = match.group(2)
        if target.endswith(".md") and "/" not in target and target not in pages:
            pages.append(target)
    return pages


def title(language: str, page: str) -> str:
    """The page's first heading."""
    for line in (folder(language) / page).read_text(encoding="utf-8").splitlines():
        if line.startswith("# "):
            return line[2:].strip()
    return page


def plain_text(markdown: str) -> str:
    """The words a reader sees: links and images by their text, without the markup."""
    return _MARKUP.sub("", _LINK.sub(lambda m: m.group(1), markdown))


@dataclass(frozen=True)
class Hit:
    page: str
    title: str
    count: int  # how many times the words occur on the page
    excerpt: str  # the first line holding the first word


def _folded(text: str) -> str:
    """Lower case without accents: 'Perché' and 'perche' match."""
    return "".join(c for c in unicodedata.normalize("NFKD", text.casefold()) if not unicodedata.combining(c))


def search(language: str, query: str) -> list[Hit]:
    """The pages holding every word of ``query`` (in any case, with or without accents), most
    occurrences first, then in chapter order."""
    words = _folded(query).split()
    if not words:
        return []
    hits: list[tuple[int, Hit]] = []
    for order, page in enumerate(chapters(language)):
        text = plain_text((folder(language) / page).read_text(encoding="utf-8"))
        folded = _folded(text)
        if all(word in folded for word in words):
            line = next(line for line in text.splitlines() if words[0] in _folded(line))
            count = sum(folded.count(word) for word in words)
            hits.append((order, Hit(page, title(language, page), count, line.strip())))
    return [hit for _, hit in sorted(hits, key=lambda h: (-h[1].count, h[0]))]
