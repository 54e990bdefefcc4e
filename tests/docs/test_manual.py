"""The arbiter's manual builds: Sphinx (MyST) makes the web pages of each language and fails on a
broken link or a missing image; the PDF is made without LaTeX in well under a minute; both languages
have the same chapters and pictures; the screenshot script makes every picture the pages show."""
from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
import time
import unicodedata
from pathlib import Path

import pytest
from pypdf import PdfReader

from arbiter_gui import manual
from arbiter_gui.reports.manual_pdf import write_manual_pdf

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
IMAGE = re.compile(r"!\[[^\]]*\]\(([^)\s]+)\)")
CONF = manual.MANUAL


def _images(language: str) -> set[str]:
    """The pictures the pages of ``language`` show, by file name."""
    return {Path(target).name for page in manual.chapters(language)
            for target in IMAGE.findall((manual.folder(language) / page).read_text(encoding="utf-8"))}


@pytest.mark.parametrize("language", manual.LANGUAGES)
def test_sphinx_builds_without_a_warning(language: str, tmp_path: Path) -> None:
    """-W: a broken link between pages or a missing image (a warning) fails the build."""
    started = time.monotonic()
    run = subprocess.run([sys.executable, "-m", "sphinx", "-q", "-W", "-n", "--keep-going", "-b", "html",
                          "-c", str(CONF), "-D", f"language={language}", str(manual.folder(language)),
                          str(tmp_path / language)], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert time.monotonic() - started < 60
    built = {path.stem for path in (tmp_path / language).glob("*.html")}
    assert {page.removesuffix(".md") for page in manual.chapters(language)} <= built
    assert {path.name for path in (tmp_path / language / "_images").iterdir()} == _images(language)


def test_the_build_fails_on_a_broken_link_and_a_missing_image(tmp_path: Path) -> None:
    source = tmp_path / "en"
    source.mkdir()
    (source / "index.md").write_text("# Manual\n\n[Gone](gone.md)\n\n![Gone](../images/en/gone.png)\n")
    run = subprocess.run([sys.executable, "-m", "sphinx", "-q", "-W", "-n", "--keep-going", "-c", str(CONF),
                          str(source), str(tmp_path / "out")], capture_output=True, text=True)
    assert run.returncode != 0
    assert "gone.md" in run.stderr and "gone.png" in run.stderr


def test_both_languages_have_the_same_chapters_and_pictures() -> None:
    assert manual.chapters("it") == manual.chapters("en")
    assert sorted(path.name for path in manual.folder("it").glob("*.md")) == \
        sorted(path.name for path in manual.folder("en").glob("*.md"))
    assert _images("it") == _images("en")
    assert len(manual.chapters("en")) > 15


@pytest.mark.parametrize("language", manual.LANGUAGES)
def test_the_pdf(language: str, qapp, tmp_path: Path) -> None:  # noqa: ANN001 - pytest-qt's fixture
    started = time.monotonic()
    pages = write_manual_pdf(language, str(tmp_path / "manual.pdf"))
    assert time.monotonic() - started < 30
    reader = PdfReader(tmp_path / "manual.pdf")
    assert len(reader.pages) == pages >= len(manual.chapters(language))
    text = " ".join(unicodedata.normalize("NFKC", " ".join(page.extract_text() for page in reader.pages)).split())
    for page in manual.chapters(language):
        assert manual.title(language, page) in text


def test_search_finds_the_pages_holding_every_word() -> None:
    hits = manual.search("en", "withdraw")
    assert hits and hits[0].page == "rounds.md"
    assert all("withdraw" in hit.excerpt.casefold() for hit in hits)
    assert manual.search("en", "") == []
    assert manual.search("en", "withdraw zzyzx") == []
    assert manual.search("it", "ritiro")
    assert manual.search("it", "perche no") == manual.search("it", "Perché NO")  # accents and case ignored
    assert manual.search("it", "perche no")


def test_the_screenshot_script_makes_every_picture_the_manual_shows(qapp, tmp_path: Path) -> None:  # noqa: ANN001
    spec = importlib.util.spec_from_file_location("screenshots", manual.MANUAL / "screenshots.py")
    screenshots = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(screenshots)
    made = screenshots.take(qapp, "en", tmp_path / "images", tmp_path)
    assert {path.name for path in made} == _images("en")
    assert all(path.stat().st_size < 300_000 for path in made)


def test_the_pdf_command(tmp_path: Path) -> None:
    """What the stand-alone build runs (installer/build.py): the PDF, or exit 5 naming the file."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(manual.MANUAL.parents[1]))
    command = [sys.executable, "-m", "arbiter_gui.reports.manual_pdf"]
    run = subprocess.run(command + [str(tmp_path / "manual.pdf"), "--language", "it"], env=env, capture_output=True,
                         text=True)
    assert run.returncode == 0, run.stderr
    assert re.fullmatch(r".*manual\.pdf: \d+ pages\n", run.stdout)
    missing = tmp_path / "no such folder" / "manual.pdf"
    run = subprocess.run(command + [str(missing)], env=env, capture_output=True, text=True)
    assert run.returncode == 5 and str(missing) in run.stderr
    assert not missing.exists()
