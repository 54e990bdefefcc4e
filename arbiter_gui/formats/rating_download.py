"""The local copy of FIDE's rating list: downloaded from an address the arbiter can change, kept
no more than a day old while the program runs (VCL4THP Q135-Q136, Q141).

``download(url, folder, fetch, progress)`` fetches the file (FIDE publishes it as a ZIP holding
one XML or TXT file; a plain XML or TXT answer is taken as it is), checks that it reads as a rating
list, and only then replaces the local copy in one rename: a failed download leaves the previous
copy. ``fetch`` is injected (tests never touch the network); ``fetch_url`` is the
real one. Every failure is a ``DownloadError`` naming the address and what went wrong.
"""
from __future__ import annotations

import datetime
import io
import os
import urllib.error
import urllib.request
import zipfile
from dataclasses import replace
from pathlib import Path
from typing import Callable

from .players_csv import PlayerImportError
from .rating_list import RatingList, read_rating_list

__all__ = ["DEFAULT_URL", "MAX_AGE", "DownloadError", "Progress", "download", "fetch_url", "is_current", "local_list"]

# FIDE's combined list (standard, rapid and blitz ratings), the XML form.
DEFAULT_URL = "https://ratings.fide.com/download/players_list_xml.zip"
MAX_AGE = datetime.timedelta(days=1)  # VCL4THP Q135: never older than a day while the program runs
LOCAL_NAMES = ("players_list.xml", "players_list.txt")  # the local copy, as the download held it
MAX_BYTES = 2_000_000_000  # a full XML list is under a gigabyte unpacked: anything larger is refused
TIMEOUT = 60  # seconds without an answer before a download fails

Progress = Callable[[int, int], None]  # (bytes so far, total bytes or 0 if unknown)
Fetch = Callable[[str, Progress], bytes]


class DownloadError(Exception):
    """A download that failed; str() names the address and the reason."""


def fetch_url(url: str, progress: Progress) -> bytes:
    """The bytes at ``url`` (http, https or file), read in pieces with ``progress`` after each."""
    if not url.lower().startswith(("https://", "http://", "file:")):
        raise DownloadError(f"{url}: not a web address (https://...)")
    try:
        with urllib.request.urlopen(url, timeout=TIMEOUT) as answer:  # noqa: S310 - the scheme is checked above
            total = int(answer.headers.get("Content-Length") or 0)
            pieces: list[bytes] = []
            size = 0
            while piece := answer.read(1 << 20):
                pieces.append(piece)
                size += len(piece)
                if size > MAX_BYTES:
                    raise DownloadError(f"{url}: more than {MAX_BYTES // 1_000_000} MB, not a rating list")
                progress(size, total)
            return b"".join(pieces)
    except urllib.error.HTTPError as error:
        raise DownloadError(f"{url}: the server answered {error.code} ({error.reason})") from error
    except (urllib.error.URLError, OSError, ValueError) as error:
        reason = getattr(error, "reason", None) or error
        raise DownloadError(f"{url}: cannot download ({reason})") from error


def _unpacked(url: str, data: bytes) -> tuple[str, bytes]:
    """(local name, content): the one XML or TXT file of a ZIP, else the answer itself."""
    if not data.startswith(b"PK"):
        head = data[:512].lstrip(b"\xef\xbb\xbf \t\r\n")
        return (LOCAL_NAMES[0] if head.startswith(b"<") else LOCAL_NAMES[1]), data
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            members = [m for m in archive.infolist() if m.filename.lower().endswith((".xml", ".txt"))]
            if len(members) != 1:
                raise DownloadError(f"{url}: the ZIP holds {len(members)} XML or TXT files, not one rating list")
            if members[0].file_size > MAX_BYTES:
                raise DownloadError(f"{url}: {members[0].filename} is too large for a rating list")
            name = LOCAL_NAMES[0] if members[0].filename.lower().endswith(".xml") else LOCAL_NAMES[1]
            return name, archive.read(members[0])
    except (zipfile.BadZipFile, OSError) as error:
        raise DownloadError(f"{url}: not a readable ZIP file ({error})") from error


def download(url: str, folder: str | Path, fetch: Fetch = fetch_url, progress: Progress = lambda done, total: None,
             ) -> RatingList:
    """Fetch the list, check it, and make it the local copy in ``folder``; the list read."""
    name, content = _unpacked(url, fetch(url, progress))
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / name
    staged = folder / f"{name}.download"  # checked before it replaces the local copy, in one rename
    try:
        staged.write_bytes(content)
        checked = read_rating_list(staged)
        if not len(checked):
            raise DownloadError(f"{url}: no player in it, not a rating list")
        os.replace(staged, target)
    except PlayerImportError as error:
        raise DownloadError(f"{url}: not a rating list ({error})") from error
    except OSError as error:
        raise DownloadError(f"{url}: cannot write {target} ({error.strerror or error})") from error
    finally:
        staged.unlink(missing_ok=True)
    for other in LOCAL_NAMES:  # one local copy: a TXT list replaces an XML one and back
        if other != name:
            (folder / other).unlink(missing_ok=True)
    return replace(checked, path=str(target))


def local_list(folder: str | Path) -> Path | None:
    """The local copy in ``folder``, None if there is none."""
    return next((Path(folder) / n for n in LOCAL_NAMES if (Path(folder) / n).is_file()), None)


def is_current(folder: str | Path, now: datetime.datetime) -> bool:
    """The local copy exists and was downloaded less than a day ago (VCL4THP Q135, Q141)."""
    path = local_list(folder)
    if path is None:
        return False
    written = datetime.datetime.fromtimestamp(path.stat().st_mtime)
    return datetime.timedelta(0) <= now - written < MAX_AGE
