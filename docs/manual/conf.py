"""Sphinx configuration of the arbiter's manual, shared by its languages (MyST Markdown sources).

    sphinx-build -W -n --keep-going -c docs/manual -D language=en docs/manual/en OUT/en
    sphinx-build -W -n --keep-going -c docs/manual -D language=it docs/manual/it OUT/it

The pages are plain CommonMark so that the application shows them as they are (arbiter_gui/manual.py);
index.md lists the chapters as links, and the table of contents Sphinx needs is made from those links
here rather than written as a MyST directive that the Help window would show as text.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from arbiter_gui.manual import INDEX, chapters  # noqa: E402

project = "Arbiter"
author = "Arbiter"
extensions = ["myst_parser"]
source_suffix = {".md": "markdown"}
root_doc = "index"
myst_enable_extensions: list[str] = []
html_theme = "alabaster"
html_static_path: list[str] = []
html_copy_source = False
html_show_sourcelink = False


def _toctree(app, docname: str, source: list[str]) -> None:  # noqa: ANN001 - Sphinx's callback
    """index.md gets a hidden toctree of the chapters it links to."""
    if docname == "index":
        language = Path(app.srcdir).name
        pages = "\n".join(page.removesuffix(".md") for page in chapters(language) if page != INDEX)
        source[0] += f"\n\n```{{toctree}}\n:hidden:\n\n{pages}\n```\n"


def setup(app) -> dict[str, bool]:  # noqa: ANN001
    app.connect("source-read", _toctree)
    return {"parallel_read_safe": True}
