"""The published site and the hall screen in a real browser (issue 17): Debian's headless Chromium
(installed by .ci/run) takes a screenshot of the standings and of a board search at a phone's size
and at 1080p, and its parsed page (``--dump-dom``) still has every row. Without Chromium the tests
are skipped on a developer's machine and fail in CI."""
from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from arbiter_gui.publish.hall import HallScreen
from arbiter_gui.publish.site import write_site
from tests.publish import small_event

SIZES = {"phone": (390, 844), "1080p": (1920, 1080)}


def chromium() -> str:
    found = shutil.which("chromium") or shutil.which("chromium-browser")
    if found is None:
        if os.environ.get("CI"):
            pytest.fail("no chromium: .ci/run installs Debian's chromium package")
        pytest.skip("no chromium on this machine (apt-get install chromium)")
    return found


def browse(url: str, profile: Path, *args: str) -> str:
    """Run headless Chromium on ``url`` with its own profile and no network of its own."""
    command = [chromium(), "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
               "--disable-background-networking", "--disable-component-update", "--disable-sync",
               f"--user-data-dir={profile}", *args, url]
    result = subprocess.run(command, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr[-2000:]
    return result.stdout


def screenshot(url: str, size: tuple[int, int], path: Path) -> QImage:
    browse(url, path.parent / "profile", f"--window-size={size[0]},{size[1]}", f"--screenshot={path}")
    image = QImage(str(path))
    assert (image.width(), image.height()) == size
    colours = {image.pixel(x, y) for x in range(0, size[0], 7) for y in range(0, size[1], 7)}
    assert len(colours) > 8, f"{path.name} looks blank"  # text, the header's colour, table stripes
    return image


@pytest.fixture(scope="module")
def event(tmp_path_factory):
    return small_event(tmp_path_factory.mktemp("event") / "event.arbiter")


@pytest.mark.parametrize("size", SIZES)
def test_published_standings(event, tmp_path, size):
    site = tmp_path / "site"
    write_site(event, site)
    url = (site / "standings.html").as_uri()
    screenshot(url, SIZES[size], tmp_path / f"standings-{size}.png")
    dom = browse(url, tmp_path / "profile", "--dump-dom")
    assert len(re.findall(r'<a href="player-\d+\.html">', dom.split("<tbody>")[1])) == len(event.players)


@pytest.mark.parametrize("size", SIZES)
def test_hall_board_search(event, tmp_path, size):
    hall = HallScreen("127.0.0.1")
    hall.show(event)
    url = hall.start()
    try:
        tpn, board = next((b.black, n) for n, b in enumerate(event.round(3).boards, start=1))
        screenshot(f"{url}find?q={tpn}", SIZES[size], tmp_path / f"find-{size}.png")
        dom = browse(f"{url}find?q={tpn}", tmp_path / "profile", "--dump-dom")
        assert f"Board {board}, Black, against" in dom
        screenshot(f"{url}tv", SIZES[size], tmp_path / f"tv-{size}.png")
    finally:
        hall.stop()
