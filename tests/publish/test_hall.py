"""The hall screen's server (issue 17): started on the loopback address, it serves the current
pairings, standings, find-my-board and the television cycle, shows a result at the next request
after the app hands it over, refuses every write method and every other path, and stops."""
from __future__ import annotations

import http.client
import re
import urllib.request
from dataclasses import replace

import pytest

from arbiter_gui.publish.hall import HallScreen
from arbiter_gui.reports.documents import qr_data_uri
from arbiter_gui.tournament.operations import SetResult
from tests.publish import check_html, small_event


@pytest.fixture(scope="module")
def event(tmp_path_factory):
    return small_event(tmp_path_factory.mktemp("event") / "event.arbiter")


@pytest.fixture
def hall(event):
    screen = HallScreen("127.0.0.1", 0, rows_per_page=4, seconds=7)
    screen.show(event)
    screen.start()
    yield screen
    screen.stop()


def request(hall: HallScreen, method: str, path: str, body: bytes | None = None) -> tuple[int, dict[str, str], str]:
    """The raw request (the path sent as written, not normalised)."""
    connection = http.client.HTTPConnection("127.0.0.1", hall.port, timeout=10)
    try:
        connection.request(method, path, body=body)
        response = connection.getresponse()
        return response.status, dict(response.getheaders()), response.read().decode("utf-8")
    finally:
        connection.close()


def test_pages(hall, event):
    for path in ("/", "/standings", "/find", "/find?q=cern", "/tv"):
        status, headers, text = request(hall, "GET", path)
        assert status == 200 and headers["Content-Type"] == "text/html; charset=utf-8", path
        assert headers["Content-Security-Policy"].startswith("default-src 'none'")
        check_html(text, path)
        assert "<script" not in text and 'http-equiv="refresh"' in text
    status, headers, css = request(hall, "GET", "/style.css")
    assert status == 200 and headers["Content-Type"].startswith("text/css") and "body.tv" in css
    assert request(hall, "HEAD", "/")[0] == 200 and request(hall, "HEAD", "/")[2] == ""
    _, _, pairings = request(hall, "GET", "/")
    assert "Pairings · Round 3" in pairings
    assert len(re.findall(r'<tr id="board-\d+">', pairings)) == len(event.round(3).boards)
    assert "&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt;" in pairings


def test_find_my_board(hall, event):
    tpn, board = next((b.white, n) for n, b in enumerate(event.round(3).boards, start=1)
                      if event.player(b.white).name == "Černý, Jan")
    for query in ("cerny", "%C4%8Cern%C3%BD", str(tpn)):  # accents ignored; the pairing number
        _, _, text = request(hall, "GET", f"/find?q={query}")
        assert f"Board {board}, White, against" in text, query
    _, _, text = request(hall, "GET", "/find?q=nobody+here")
    assert "No player matches" in text
    _, _, text = request(hall, "GET", "/find?q=%3Cscript%3E")  # the query is shown escaped
    assert "<script" not in text and 'value="&lt;script&gt;"' in text


def test_the_television_cycles_through_every_page(hall, event):
    """Pages of ``rows_per_page`` rows, each moving on to the next; the last back to the first."""
    boards, players = len(event.round(3).boards), len(event.players)
    pages = -(-boards // 4) + -(-players // 4)
    seen, path = [], "/tv"
    for _ in range(pages + 1):
        _, _, text = request(hall, "GET", path)
        seen.append(re.search(r"page (\d+) of (\d+)", text).groups())
        path = re.search(r'content="7; url=([^"]+)"', text).group(1)
    assert seen == [(str(n), str(pages)) for n in range(1, pages + 1)] + [("1", str(pages))]
    _, _, last_pairings = request(hall, "GET", f"/tv?page={-(-boards // 4)}")
    assert "pairing-allocated bye" in last_pairings
    assert request(hall, "GET", "/tv?page=999")[2].count("page 1 of") == 1  # out of range: the first


def test_a_result_entered_shows_at_the_next_request(hall, event):
    board = event.round(3).boards[0]
    assert not board.has_result
    hall.show(SetResult(3, 1, "1", "0").apply(event))
    _, _, text = request(hall, "GET", "/")
    assert re.search(r'<tr id="board-1">.*?<td class="res">1-0</td>', text, re.S)


@pytest.mark.parametrize("method", ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"])
def test_nothing_is_writable(hall, event, method):
    status, headers, _ = request(hall, method, "/", body=b"q=x")
    assert status == 405 and headers["Allow"] == "GET, HEAD"
    assert hall._tournament is event  # what it shows is unchanged


@pytest.mark.parametrize("path", ["/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/style.css/../../x",
                                  "/index.html", "/event.arbiter", "//etc/passwd", "/tv/..", "/standings/"])
def test_no_other_path(hall, path):
    assert request(hall, "GET", path)[0] == 404


def test_no_tournament_no_page(event):
    screen = HallScreen("127.0.0.1")
    screen.start()
    try:
        assert request(screen, "GET", "/")[0] == 503
        screen.show(replace(event, rounds=tuple(replace(r, paired=False, boards=(), unpaired={}) for r in event.rounds)))
        status, _, text = request(screen, "GET", "/tv")
        assert status == 200 and "No round is paired yet." in text
    finally:
        screen.stop()
    with pytest.raises(OSError):
        urllib.request.urlopen(screen.url, timeout=5)


def test_qr_code_of_the_address():
    uri = qr_data_uri("http://192.0.2.7:8017/")
    assert uri.startswith("data:image/png;base64,")
