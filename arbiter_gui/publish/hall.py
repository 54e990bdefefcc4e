"""The hall screen: a read-only web server the app starts on the address the arbiter chooses, for the
playing hall's television and the players' phones.

Pages (rendered at each request from the tournament the app last handed over with ``show``, so a
result entered appears at the next refresh):

- ``/``: the last paired round's pairings and results, ``/standings``: the standings, both for phones;
- ``/find?q=NAME``: "find my board" by name (any part, case and accents ignored) or pairing number;
- ``/tv``: the television: one screenful of the pairings, then of the standings, each page moving on
  to the next after ``seconds`` (a plain ``<meta http-equiv="refresh">``: no script);
- ``/style.css``.

Nothing is read from the disk and nothing can be written: GET and HEAD only (any other method is
405), any other path is 404, no login. The standard library's ``ThreadingHTTPServer`` runs in a
daemon thread; ``stop`` ends it."""
from __future__ import annotations

import socket
import threading
from datetime import datetime
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Callable
from urllib.parse import parse_qs, urlsplit


from ..tournament.model import Tournament
from .pages import (Page, Translate, english, found_players, labels, renderer, round_view,
                    standings_view)
from .site import subtitle
from .templates import STYLE

__all__ = ["HallScreen", "lan_addresses"]

ALLOWED = "GET, HEAD"
# the pages ask for nothing from elsewhere and run no script; forms go back to the server only
SECURITY_HEADERS = {"Content-Security-Policy": "default-src 'none'; style-src 'self'; form-action 'self'",
                    "X-Content-Type-Options": "nosniff", "Cache-Control": "no-store",
                    "Referrer-Policy": "no-referrer"}
PHONE_REFRESH = 30  # seconds between two refreshes of the phones' pages


def lan_addresses() -> list[str]:
    """The computer's IPv4 addresses by its name, the loopback (this computer only) last: the hall
    screen listens on the one the arbiter picks, so only that network reads it."""
    try:
        found = {info[4][0] for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)}
    except OSError:  # a name the resolver does not know
        found = set()
    return sorted(found | {"127.0.0.1"}, key=lambda address: (address.startswith("127."), address))


class HallScreen:
    """The server; ``show(t)`` hands over the tournament to show (from any thread)."""

    def __init__(self, host: str, port: int = 0, translate: Translate = english, lang: str = "en",
                 rows_per_page: int = 18, seconds: int = 15) -> None:
        if rows_per_page < 1 or seconds < 1:
            raise ValueError("rows per page and seconds per page must be at least 1")
        self.host, self.port = host, port
        self.rows_per_page, self.seconds = rows_per_page, seconds
        self._translate, self._lang = translate, lang
        self._render = renderer(translate)
        self._label = labels(translate)
        self._tournament: Tournament | None = None
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    # -- the app's side
    def show(self, t: Tournament | None) -> None:
        self._tournament = t  # one reference, replaced whole: the pages read a consistent tournament

    def start(self) -> str:
        """Listen and serve; returns the address to open (OSError if the address cannot be bound)."""
        if self._server is not None:
            return self.url
        self._server = ThreadingHTTPServer((self.host, self.port), self._handler())
        self._server.daemon_threads = True
        self.port = self._server.server_address[1]
        self._thread = threading.Thread(target=self._server.serve_forever, name="hall-screen", daemon=True)
        self._thread.start()
        return self.url

    def stop(self) -> None:
        if self._server is None:
            return
        self._server.shutdown()
        self._server.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)
        self._server = self._thread = None

    @property
    def url(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}/"

    # -- pages
    def page(self, path: str) -> tuple[HTTPStatus, str, str]:
        """(status, content type, body) of a request for ``path`` (with its query)."""
        parts = urlsplit(path)
        query = parse_qs(parts.query)
        if parts.path == "/style.css":
            return HTTPStatus.OK, "text/css; charset=utf-8", STYLE
        t = self._tournament
        pages: dict[str, Callable[[Tournament, dict[str, list[str]]], str]] = {
            "/": self._pairings, "/standings": self._standings, "/find": self._find, "/tv": self._tv}
        if parts.path not in pages:
            return HTTPStatus.NOT_FOUND, "text/plain; charset=utf-8", "not found\n"
        if t is None:
            return HTTPStatus.SERVICE_UNAVAILABLE, "text/plain; charset=utf-8", "no tournament is open\n"
        return HTTPStatus.OK, "text/html; charset=utf-8", pages[parts.path](t, query)

    def _page(self, t: Tournament, refresh: int, next_url: str = "", tv: bool = False) -> Page:
        label = self._label
        return Page(event=t.settings.name or self._translate("Documents", "Tournament"),
                    subtitle=subtitle(t, self._translate),
                    nav=(("/", label["pairings"]), ("/standings", label["standings"]), ("/find", label["find"])),
                    player_href="", round_href="", refresh=refresh, next_url=next_url, css="/style.css", tv=tv)

    def _common(self, t: Tournament, refresh: int = PHONE_REFRESH, next_url: str = "", tv: bool = False,
                pager: str = "") -> dict[str, object]:
        return {"page": self._page(t, refresh, next_url, tv), "lang": self._lang, "pager": pager,
                "stamp": self._label["updated"].format(datetime.now().strftime("%H:%M:%S"))}

    def _round(self, t: Tournament) -> dict[str, object]:
        if not t.paired_rounds:
            return {"round": 0, "date": "", "boards": [], "byes": [], "missing": 0}
        return round_view(t, t.paired_rounds, self._translate)

    def _round_title(self, t: Tournament) -> str:
        if not t.paired_rounds:
            return self._label["no_round"]
        return f"{self._label['pairings']} · {self._label['round_n'].format(t.paired_rounds)}"

    def _pairings(self, t: Tournament, query: dict[str, list[str]]) -> str:
        return self._render("round.html", title=self._round_title(t), explanation="", **self._round(t),
                            **self._common(t))

    def _standings_title(self, view: dict[str, object]) -> str:
        return self._label["standings_after"].format(view["played"])

    def _standings(self, t: Tournament, query: dict[str, list[str]]) -> str:
        view = standings_view(t, self._translate)
        return self._render("standings.html", title=self._standings_title(view), **view, **self._common(t))

    def _find(self, t: Tournament, query: dict[str, list[str]]) -> str:
        text = query.get("q", [""])[0][:100]
        return self._render("find.html", title=self._label["find"], action="/find", query=text.strip(),
                            found=found_players(t, text, self._translate), **self._common(t))

    def _tv(self, t: Tournament, query: dict[str, list[str]]) -> str:
        """One page of the television's cycle: the pairings' pages, then the standings'."""
        per = self.rows_per_page
        view = self._round(t)
        boards = list(view["boards"])  # type: ignore[call-overload]
        standing = standings_view(t, self._translate)
        rows = list(standing["rows"])  # type: ignore[call-overload]
        board_pages = max(1, -(-len(boards) // per))
        total = board_pages + -(-len(rows) // per)
        text = query.get("page", ["1"])[0]
        number = int(text) if text.isdigit() and 1 <= int(text) <= total else 1
        common = self._common(t, self.seconds, f"/tv?page={number % total + 1}", True,
                              self._label["page_of"].format(number, total))
        if number <= board_pages:  # the byes under the last boards
            shown = {"boards": boards[(number - 1) * per:number * per],
                     "byes": view["byes"] if number == board_pages else []}
            return self._render("round.html", title=self._round_title(t), explanation="", **{**view, **shown},
                                **common)
        first = (number - board_pages - 1) * per
        return self._render("standings.html", title=self._standings_title(standing),
                            **{**standing, "rows": rows[first:first + per]}, **common)

    # -- HTTP
    def _handler(self) -> type[BaseHTTPRequestHandler]:
        hall = self

        class Handler(BaseHTTPRequestHandler):
            server_version = "ArbiterHall"
            sys_version = ""

            def _answer(self, with_body: bool) -> None:
                status, kind, text = hall.page(self.path)
                body = text.encode("utf-8")
                self.send_response(status)
                self.send_header("Content-Type", kind)
                self.send_header("Content-Length", str(len(body)))
                for name, value in SECURITY_HEADERS.items():
                    self.send_header(name, value)
                self.end_headers()
                if with_body:
                    self.wfile.write(body)

            def do_GET(self) -> None:  # noqa: N802 (the name http.server calls)
                self._answer(True)

            def do_HEAD(self) -> None:  # noqa: N802
                self._answer(False)

            def _refuse(self) -> None:
                """Nothing is writable: every other method is 405 (RFC 9110 15.5.6), saying which are allowed."""
                body = b"read-only: only GET and HEAD\n"
                self.send_response(HTTPStatus.METHOD_NOT_ALLOWED)
                self.send_header("Allow", ALLOWED)
                self.send_header("Content-Type", "text/plain; charset=utf-8")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            do_POST = do_PUT = do_DELETE = do_PATCH = do_OPTIONS = do_TRACE = do_CONNECT = _refuse  # noqa: N815

            def log_message(self, format: str, *args: object) -> None:  # noqa: A002
                """Quiet: the app has no console to log to."""

        return Handler
