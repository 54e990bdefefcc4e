"""FIDE rating list downloads, read from a local file, to pick players from.

Two forms of the download are read:

- the TXT file, fixed width, whose header line gives the columns: each field starts where its
  header word does (``ID Number``, ``Name``, ``Fed``, ``Sex``, ``Tit``, the rating column
  ``SRtng`` / ``RRtng`` / ``BRtng`` or a month like ``NOV26``, ``B-day``, ``Flag``);
- the XML file ``<playerslist><player><fideid>…</fideid><name>…</name><country>…`` with
  ``sex``, ``title``, ``rating`` (or ``rapid_rating``, ``blitz_rating``), ``birthday``.

``read_rating_list(path)`` checks every record (a FIDE ID of digits, given once, a name, a rating
from 0 to 3500) and raises ``PlayerImportError`` naming the file, line and field of every bad one.
The text may be UTF-8, UTF-16 or UTF-32, with a byte order mark or not (an XML file without either
as its declaration says); an XML file with a document type declaration (DTD) is refused: a FIDE list has none, and
its entities could expand a few hundred bytes into gigabytes.
The list is kept as compact text (a full download has a million players); ``search`` finds
players by name or FIDE ID and ``by_fide_ids`` picks a list of IDs (``read_fide_ids`` reads one
from a file). Players come back as ``tournament.model.Player`` with pairing number 0.
"""
from __future__ import annotations

import datetime
import re
import unicodedata
from dataclasses import dataclass, replace
from functools import cached_property
from pathlib import Path
from typing import Iterable, Iterator
from xml.parsers import expat

from ..text import QT_TRANSLATE_NOOP, import_text
from ..tournament.model import Player
from ..tournament.player_fields import FieldError, is_digits, player_from_fields
from .players_csv import (PlayerImportError, RowProblems, decode_text, file_day, parse_player_rows, read_bytes,
                          text_encoding)

__all__ = ["EFFECTIVE_COLUMNS", "LISTS", "RATING_COLUMNS", "RatingList", "read_fide_ids", "read_rating_list"]

_NEEDS_ID = import_text(QT_TRANSLATE_NOOP("Import", "a rating list entry needs a FIDE ID"))
# Player field -> TXT header word; the rating column is found by RATING_COLUMNS.
_TXT_HEADERS = {"fide_id": "ID Number", "name": "Name", "federation": "Fed", "sex": "Sex", "title": "Tit",
                "w_title": "WTit", "birth_date": "B-day"}
RATING_COLUMNS = ("SRtng", "RRtng", "BRtng")  # standard, rapid, blitz in the combined download
# FIDE's Effective Rapid / Blitz lists (VCL4THP Q118): the rapid (blitz) rating, else the standard
# one, for a player rated in standard play only. Key -> (its own column, the fallback column).
EFFECTIVE_COLUMNS = {"ERtng": ("RRtng", "SRtng"), "EBtng": ("BRtng", "SRtng")}
LISTS = (*RATING_COLUMNS, *EFFECTIVE_COLUMNS)  # the ``rating`` read_rating_list takes
LIST_NAMES = {"SRtng": "standard", "RRtng": "rapid", "BRtng": "blitz", "ERtng": "effective rapid",
              "EBtng": "effective blitz"}
_MONTH_COLUMN = re.compile(r"[A-Z]{3}\d{2}")  # the single-list downloads name it by month: NOV26
# Player field -> XML element; the rating element is chosen like the TXT column.
_XML_TAGS = {"fide_id": "fideid", "name": "name", "federation": "country", "sex": "sex", "title": "title",
             "w_title": "w_title", "birth_date": "birthday"}
_XML_RATINGS = {"SRtng": "rating", "RRtng": "rapid_rating", "BRtng": "blitz_rating"}
FIELDS = ("fide_id", "name", "federation", "sex", "title", "fide_rating", "birth_date")
_SEPARATOR = "\t"


@dataclass(frozen=True)
class RatingList:
    """Checked records, each the FIELDS texts joined by tabs, with its line in ``path``; ``source``
    names the list and ``date`` (YYYY/MM/DD) is its day: the first of the month a FIDE TXT list
    names in its rating column (NOV26), else the day the file was written. The players it gives
    carry both as the source of their ratings (VCL4THP Q134)."""

    path: str
    records: tuple[str, ...]
    lines: tuple[int, ...]
    source: str = ""
    date: str = ""

    @property
    def month(self) -> str:
        """YYYY/MM of ``date`` ("" if unknown): the list FIDE published that month (VCL4THP Q137)."""
        return self.date[:7]

    def __len__(self) -> int:
        return len(self.records)

    def player(self, index: int) -> Player:
        texts = dict(zip(FIELDS, self.records[index].split(_SEPARATOR)))
        return replace(_player(texts, self.path, self.lines[index]), rating_source=self.source,
                       rating_date=self.date)

    def players(self) -> list[Player]:
        return [self.player(i) for i in range(len(self.records))]

    def search(self, text: str, limit: int = 200) -> list[Player]:
        """Players whose FIDE ID starts with ``text`` (digits) or whose name contains every word
        of it (case and accents ignored), in list order, at most ``limit``."""
        text = text.strip()
        if not text:
            return []
        found: list[Player] = []
        if is_digits(text):
            matches: Iterator[int] = (i for i, r in enumerate(self.records) if r.startswith(text))
        else:
            words = _fold(text).split()
            matches = (i for i, r in enumerate(self.records)
                       if all(w in _fold(r.split(_SEPARATOR, 2)[1]) for w in words))
        for index in matches:
            found.append(self.player(index))
            if len(found) >= limit:
                break
        return found

    @cached_property
    def _index(self) -> dict[str, int]:
        """FIDE ID -> record number, built once."""
        return {r.split(_SEPARATOR, 1)[0]: n for n, r in enumerate(self.records)}

    def get(self, fide_id: str) -> Player | None:
        """The player with that FIDE ID, None if the list does not hold him."""
        index = self._index.get(fide_id.strip())
        return None if index is None else self.player(index)

    def by_fide_ids(self, ids: Iterable[str], source: str = "<FIDE IDs>") -> list[Player]:
        """The players with these IDs, in the order given; PlayerImportError naming the first
        ID the list does not hold (``source`` names where the IDs came from)."""
        wanted = [i.strip() for i in ids]
        index = self._index
        missing = next((i for i in wanted if i not in index), None)
        if missing is not None:
            raise PlayerImportError(source, None, "FIDE ID", import_text(QT_TRANSLATE_NOOP(
                "Import", "{0} is not in the rating list {1}"), missing, self.path))
        return [self.player(index[i]) for i in wanted]


def _fold(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", text.casefold()) if not unicodedata.combining(c))


def _player(texts: dict[str, str], path: str, line: int, names: dict[str, str] | None = None) -> Player:
    try:
        return player_from_fields({k: v for k, v in texts.items() if k in FIELDS})
    except FieldError as error:
        raise PlayerImportError(path, line, (names or {}).get(error.field, error.field), error.message) from None


def _record(texts: dict[str, str], path: str, line: int, names: dict[str, str]) -> str:
    """The checked record of one player (PlayerImportError naming its line and, as the file
    names it, its field)."""
    if not texts.get("fide_id", "").strip():
        raise PlayerImportError(path, line, names["fide_id"], _NEEDS_ID)
    if not texts.get("title", "").strip():  # a woman's title (WGM...) ranks too, C.04.2 2.2.2
        texts["title"] = texts.get("w_title", "")
    if not texts.get("fide_rating", "").strip():  # an effective list: the standard rating (Q118)
        texts["fide_rating"] = texts.get("standard_rating", "")
    _player(texts, path, line, names)
    return _SEPARATOR.join(" ".join(texts.get(f, "").replace(_SEPARATOR, " ").split()) for f in FIELDS)


def read_rating_list(path: str | Path, rating: str = "SRtng") -> RatingList:
    """A FIDE download (TXT or XML, told apart by content) or a custom list (CSV: a header row
    whose columns players_csv.HEADERS names, a FIDE ID on every row, VCL4THP Q117); ``rating``
    picks the list in FIDE's combined files (one of LISTS)."""
    name = str(path)
    data = read_bytes(path)
    own, fallback = EFFECTIVE_COLUMNS.get(rating, (rating, None))
    if _is_markup(data):
        found = _read_xml(data, name, _XML_RATINGS.get(own, "rating"), fallback and _XML_RATINGS[fallback])
        kind = f"FIDE {LIST_NAMES[rating]} list"
    else:
        text = decode_text(data, name)
        if any(separator in text.split("\n", 1)[0] for separator in ",;\t"):  # a FIDE TXT header has none
            found, kind = _read_csv(text, name), f"custom list {Path(path).name}"
        else:
            found, kind = _read_txt(text, name, own, fallback), f"FIDE {LIST_NAMES[rating]} list"
            month = _list_month(text.split("\n", 1)[0])
            if month:
                found = replace(found, date=month)
    date = found.date or file_day(path)
    return replace(found, source=f"{kind} {date[:7]}".rstrip(), date=date)


def _list_month(header: str) -> str:
    """The first day of the month a TXT list's rating column names (NOV26 -> 2026/11/01), else ""."""
    match = re.search(rf"(?<!\S){_MONTH_COLUMN.pattern}(?!\S)", header)
    if match is None:
        return ""
    try:
        return datetime.datetime.strptime(match.group(0).title(), "%b%y").strftime("%Y/%m/01")
    except ValueError:
        return ""


def _is_markup(data: bytes) -> bool:
    """XML: the first character after a byte order mark and blanks is ``<``, in any encoding."""
    head = data[:256].decode(text_encoding(data) or "utf-8", errors="ignore")
    return head.lstrip("\ufeff \t\r\n").startswith("<")


class _Checked:
    """The records of a list, each checked as it is read; all the bad ones refused at once."""

    def __init__(self, path: str, names: dict[str, str]) -> None:
        self.path, self.names = path, names
        self.records: list[str] = []
        self.lines: list[int] = []
        self.problems = RowProblems(path)

    def add(self, texts: dict[str, str], line: int) -> None:
        try:
            record = _record(texts, self.path, line, self.names)
        except PlayerImportError as problem:
            self.problems.add(problem)
            return
        self.problems.check_fide_id(record.split(_SEPARATOR, 1)[0], line, self.names["fide_id"])
        self.records.append(record)
        self.lines.append(line)

    def rating_list(self) -> RatingList:
        self.problems.refuse()
        return RatingList(self.path, tuple(self.records), tuple(self.lines))


# ---------------------------------------------------------------- TXT


def _txt_columns(header: str, path: str, rating: str,
                 fallback: str | None = None) -> dict[str, tuple[int, int | None]]:
    """Field -> (start, end) slice, each field running to the next header word."""
    starts: dict[str, int] = {}
    for field, word in {**_TXT_HEADERS, **({"standard_rating": fallback} if fallback else {})}.items():
        match = re.search(rf"(?<!\S){re.escape(word)}(?!\S)", header)
        if match is not None:
            starts[field] = match.start()
    rating_match = re.search(rf"(?<!\S){re.escape(rating)}(?!\S)", header) or re.search(
        rf"(?<!\S){_MONTH_COLUMN.pattern}(?!\S)", header)
    if rating_match is not None:
        starts["fide_rating"] = rating_match.start()
    for field in ("fide_id", "name"):
        if field not in starts:
            raise PlayerImportError(path, 1, "header", import_text(QT_TRANSLATE_NOOP(
                "Import", "no '{0}' column: not a FIDE rating list (its first line names the columns: ID Number, "
                          "Name, Fed, ...)"), _TXT_HEADERS[field]))
    words = sorted({m.start() for m in re.finditer(r"(?<!\S)\S", header)} | set(starts.values()))
    columns: dict[str, tuple[int, int | None]] = {}
    for field, start in starts.items():
        later = [w for w in words if w > start and not (field == "fide_id" and header[start:w].strip() == "ID")]
        columns[field] = (start, later[0] if later else None)
    return columns


def _read_txt(text: str, path: str, rating: str, fallback: str | None = None) -> RatingList:
    lines = text.splitlines()
    if not lines or not lines[0].strip():
        raise PlayerImportError(path, 1, "header", import_text(QT_TRANSLATE_NOOP(
            "Import", "the file is empty or does not start with the header line")))
    columns = _txt_columns(lines[0], path, rating, fallback)
    names = {field: lines[0][start:end].strip() for field, (start, end) in columns.items()}
    checked = _Checked(path, names)
    for number, line in enumerate(lines[1:], start=2):
        if line.strip():
            checked.add({field: line[start:end].strip() for field, (start, end) in columns.items()}, number)
    return checked.rating_list()


# ---------------------------------------------------------------- XML


class _DocumentType(Exception):
    """An XML document type declaration, refused (its entities could expand without end)."""


def _read_xml(data: bytes, path: str, rating_tag: str, fallback_tag: str | None = None) -> RatingList:
    tags = {tag: field for field, tag in _XML_TAGS.items()}
    tags[rating_tag] = "fide_rating"
    if fallback_tag:
        tags[fallback_tag] = "standard_rating"
    names = {field: tag for tag, field in tags.items()}
    checked = _Checked(path, names)
    parser = expat.ParserCreate()
    parser.buffer_text = True
    current: dict[str, list[str]] | None = None  # a player's text pieces by field, joined at its end
    field: str | None = None
    start_line = 0

    def doctype(*_: object) -> None:
        raise _DocumentType

    def start(tag: str, attributes: dict[str, str]) -> None:
        nonlocal current, field, start_line
        if tag == "player":
            current, start_line = {}, parser.CurrentLineNumber
        elif current is not None:
            field = tags.get(tag)

    def end(tag: str) -> None:
        nonlocal current, field
        if tag == "player" and current is not None:
            checked.add({f: "".join(pieces) for f, pieces in current.items()}, start_line)
            current = None
        field = None

    def text(chunk: str) -> None:
        if current is not None and field is not None:
            current.setdefault(field, []).append(chunk)  # joined once: adding strings is quadratic

    parser.StartDoctypeDeclHandler = doctype
    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.CharacterDataHandler = text
    # A byte order mark (or UTF-16 without one) says the encoding: the text is decoded here, and
    # expat then ignores the declaration, which Notepad's "Unicode" leaves saying UTF-8
    document = decode_text(data, path) if text_encoding(data) else data
    try:
        parser.Parse(document, True)
    except _DocumentType:
        raise PlayerImportError(path, parser.CurrentLineNumber, "XML", import_text(QT_TRANSLATE_NOOP(
            "Import", "a document type declaration (<!DOCTYPE>) is not read: a FIDE rating list has none, and its "
                      "entities could expand without end"))) from None
    except expat.ExpatError as error:
        raise PlayerImportError(path, error.lineno, "XML", import_text(QT_TRANSLATE_NOOP(
            "Import", "not well-formed XML ({0})"), expat.ErrorString(error.code))) \
            from None
    except (LookupError, ValueError) as error:  # an encoding the XML declaration names but Python lacks
        raise PlayerImportError(path, 1, "XML", import_text(QT_TRANSLATE_NOOP("Import", "cannot be read ({0})"),
                                                           str(error))) from None
    return checked.rating_list()


# ---------------------------------------------------------------- a custom list (CSV)


def _read_csv(text: str, path: str) -> RatingList:
    """A rating list of the event's own (VCL4THP Q117): a players CSV whose every row has a FIDE ID."""
    def with_id(line: int, player: Player, names: dict[str, str]) -> PlayerImportError | None:
        return None if player.fide_id else PlayerImportError(path, line, names.get("fide_id", "FIDE ID"), _NEEDS_ID)

    rows = parse_player_rows(text, path, with_id)
    records = tuple(_SEPARATOR.join(str(getattr(p, f) or "") for f in FIELDS) for _, p, _ in rows)
    return RatingList(path, records, tuple(line for line, _, _ in rows))


# ---------------------------------------------------------------- a list of IDs


def read_fide_ids(path: str | Path) -> list[str]:
    """FIDE IDs from a text file: separated by lines, commas, semicolons or spaces; PlayerImportError
    naming the line of anything that is not an ID."""
    name = str(path)
    text = decode_text(read_bytes(path), name)
    ids: list[str] = []
    for number, line in enumerate(text.splitlines(), start=1):
        for token in re.split(r"[\s,;]+", line.strip()):
            if not token:
                continue
            if not is_digits(token):
                raise PlayerImportError(name, number, "FIDE ID", import_text(QT_TRANSLATE_NOOP(
                    "Import", "{0!r} is not a FIDE ID (digits only)"), token))
            ids.append(token)
    return ids
