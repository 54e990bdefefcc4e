"""The arbiter's manual as one PDF, from the same Markdown pages as the Help window
(``arbiter_gui.manual``): Qt turns each chapter into rich text, each chapter starts a page, and
the paginator of every printed document (``paged``) lays it out, without LaTeX or a browser.

    python -m arbiter_gui.reports.manual_pdf OUT.pdf [--language it]

Needs a QGuiApplication (the command makes one, offscreen when no display is set).
"""
from __future__ import annotations

import argparse
import os
import re
import sys
from pathlib import Path

from PySide6.QtGui import QGuiApplication, QImage, QTextCursor, QTextDocument

from .. import manual
from .paged import PageHeader, write_pdf

_BODY = re.compile(r"<body[^>]*>(.*)</body>", re.S)
PDF_TEXT_WIDTH = 700  # document pixels the screenshots are scaled to in the PDF (the text width of A4)


def fit_images(document: QTextDocument, folder: Path, width: float) -> None:
    """Images wider than ``width`` shown at that width, their height in proportion; ``folder`` is
    where the page is (image names are relative to it)."""
    block = document.begin()
    while block.isValid():
        fragments = block.begin()
        while not fragments.atEnd():
            fragment = fragments.fragment()
            fragments += 1
            if not fragment.charFormat().isImageFormat():
                continue
            image_format = fragment.charFormat().toImageFormat()
            size = QImage(str(folder / image_format.name())).size()
            if size.isEmpty() or size.width() <= width:
                continue
            image_format.setWidth(width)
            image_format.setHeight(size.height() * width / size.width())
            cursor = QTextCursor(document)
            cursor.setPosition(fragment.position())
            cursor.setPosition(fragment.position() + fragment.length(), QTextCursor.MoveMode.KeepAnchor)
            cursor.setCharFormat(image_format)
        block = block.next()


def chapter_html(language: str, page: str) -> str:
    """One chapter as the body of a rich-text document, its images by absolute path."""
    folder = manual.folder(language)
    document = QTextDocument()
    document.setMarkdown((folder / page).read_text(encoding="utf-8"))
    fit_images(document, folder, PDF_TEXT_WIDTH)
    body = _BODY.search(document.toHtml())
    html = body.group(1) if body else ""
    return re.sub(r'src="([^"]+)"', lambda m: f'src="{(folder / m.group(1)).resolve().as_posix()}"', html)


def manual_html(language: str) -> str:
    """Every chapter in the order of the contents, each from a new page."""
    chapters = [f'<div style="page-break-before: always">{chapter_html(language, page)}</div>' if index else
                chapter_html(language, page) for index, page in enumerate(manual.chapters(language))]
    title = manual.title(language, manual.INDEX)
    return f"<html><head><title>{title}</title></head><body>{''.join(chapters)}</body></html>"


def write_manual_pdf(language: str, path: str) -> int:
    """The manual as an A4 PDF; returns the number of pages. OSError if it cannot be written."""
    return write_pdf(manual_html(language), path, header=PageHeader(tournament="Arbiter"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m arbiter_gui.reports.manual_pdf",
                                     description="Write the arbiter's manual as a PDF.")
    parser.add_argument("output")
    parser.add_argument("--language", choices=manual.LANGUAGES, default="en")
    args = parser.parse_args(argv)
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841 - painting needs it
    try:
        pages = write_manual_pdf(args.language, args.output)
    except OSError as error:
        print(f"manual_pdf: cannot write {args.output}: {error}", file=sys.stderr)
        return 5
    print(f"{args.output}: {pages} pages")
    return 0


if __name__ == "__main__":
    sys.exit(main())
