"""Players from a CSV file with a header row, as clubs and federations hand them out.

Columns are recognised by their header, in English or Italian, in any order and case (see
``HEADERS``); unknown columns are ignored. A "surname"/"cognome" column with a "first
name"/"nome" column makes the name "Surname, First name" (the TRF form). The separator is
``,``, ``;`` or a tab (whichever the header uses most); the text is UTF-8 (with or without BOM),
UTF-16 (Excel's "Unicode text", with or without BOM) or, failing those, Windows-1252 as Excel
writes it.

``read_players_csv(path)`` returns every player (``tournament.model.Player`` with pairing
number 0: the domain numbers them) or raises ``PlayerImportError`` naming the file, line and
field of every bad row at once (a FIDE ID given twice included): nothing is half-imported.

``read_rosters_csv(path)`` reads the rosters of a team event from the same kind of file: the
"team" / "squadra" (or "club") column names each member's team, the rows of a team are its
roster in board order (C.04.6 1.1), the rating is the FIDE one, else the national one.
"""
from __future__ import annotations

import codecs
import csv
import datetime
import io
import re
import unicodedata
from pathlib import Path
from typing import Callable

from ..text import QT_TRANSLATE_NOOP, import_text, joined
from ..tournament.model import Member, Player
from ..tournament.player_fields import FieldError, player_from_fields
from .trf import TrfError, TrfFileAccessError

__all__ = ["HEADERS", "PlayerImportError", "RowProblems", "decode_text", "header_key", "parse_players_csv",
           "parse_player_rows", "parse_rosters_csv", "read_bytes", "read_players_csv", "read_rosters_csv", "text_encoding"]


class PlayerImportError(TrfError):
    """A player file that cannot be imported; str() names the file, line and field (the same
    form as TrfError: "players.csv, line 7, field 'rating': ...")."""


# Player field -> header names (compared after header_key: lower case, no accents, single spaces).
HEADERS: dict[str, tuple[str, ...]] = {
    "name": ("name", "player", "player name", "full name", "nome e cognome", "cognome e nome", "giocatore",
             "nominativo"),
    "surname": ("surname", "last name", "family name", "cognome"),
    "first_name": ("first name", "given name", "nome"),
    "title": ("title", "titolo", "tit"),
    "sex": ("sex", "gender", "sesso"),
    "federation": ("federation", "fed", "federazione", "country", "nazione"),
    "fide_id": ("fide id", "fideid", "id fide", "fide", "fide code", "codice fide"),
    "fide_rating": ("rating", "elo", "fide rating", "elo fide", "rtg", "standard rating"),
    "national_rating": ("national rating", "elo italia", "elo nazionale", "elo italiano", "nat rating"),
    "birth_date": ("birth", "birth date", "date of birth", "born", "birthday", "birth year", "nascita",
                   "data di nascita", "anno di nascita", "anno"),
    "club": ("club", "societa", "circolo", "team", "squadra"),
}
_FIELD_OF = {header: field for field, names in HEADERS.items() for header in names}
_FIELD_LABELS = {"surname": "surname", "first_name": "first name"}


def header_key(text: str) -> str:
    """'Società ', 'FIDE_ID', 'Data-di-nascita' -> 'societa', 'fide id', 'data di nascita'."""
    plain = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    for mark in "_-.":
        plain = plain.replace(mark, " ")
    return " ".join(plain.casefold().split())


_BOMS = ((codecs.BOM_UTF32_LE, "utf-32"), (codecs.BOM_UTF32_BE, "utf-32"), (codecs.BOM_UTF8, "utf-8-sig"),
         (codecs.BOM_UTF16_LE, "utf-16"), (codecs.BOM_UTF16_BE, "utf-16"))  # UTF-32 LE first: it starts as UTF-16 LE


def text_encoding(data: bytes) -> str | None:
    """The Unicode encoding a byte order mark names, or UTF-16 without one (more than half the
    characters with a zero high byte, as Latin letters, digits and separators have, and hardly any
    with a zero low byte); None otherwise."""
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            return encoding
    sample = data[:4096]
    even, odd = sample[0::2].count(0), sample[1::2].count(0)
    if odd * 2 > len(sample) // 2 and even * 8 < odd:
        return "utf-16-le"
    if even * 2 > len(sample) // 2 and odd * 8 < even:
        return "utf-16-be"
    return None


# A character of two to four bytes as UTF-8 writes it: text holding one is UTF-8, not Windows-1252
# (where such pairs as 'Ã©' only appear in text already garbled).
_UTF8_SEQUENCE = re.compile(rb"[\xc2-\xdf][\x80-\xbf]|[\xe0-\xef][\x80-\xbf]{2}|[\xf0-\xf4][\x80-\xbf]{3}")


def _line_and_byte(data: bytes, offset: int) -> tuple[int, str]:
    return data.count(b"\n", 0, offset) + 1, f"byte 0x{data[offset]:02x} at offset {offset}"


def decode_text(data: bytes, path: str = "<text>", warnings: list[str] | None = None) -> str:
    """UTF-8, UTF-16 or UTF-32 as a byte order mark says (the mark dropped), UTF-16 without a mark,
    UTF-8, else Windows-1252, as Excel saves "CSV" on Windows, with a warning added to ``warnings``
    (names with accents are worth a look). Refused (PlayerImportError naming line and byte): a
    file that claims UTF-16 or UTF-32 but is damaged, UTF-8 with a damaged byte (it holds UTF-8
    characters too: read as Windows-1252 its names would be garbled without a word), and a byte
    Windows-1252 does not define. Nothing is ever replaced."""
    encoding = text_encoding(data)
    if encoding is not None and encoding != "utf-8-sig":
        try:
            return data.decode(encoding)
        except UnicodeDecodeError as error:
            raise PlayerImportError(path, None, "encoding", import_text(QT_TRANSLATE_NOOP(
                "Import", "not readable as {0}, as its first bytes suggest (byte {1})"), encoding.upper(),
                error.start + 1)) from None
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        if _UTF8_SEQUENCE.search(data):
            line, byte = _line_and_byte(data, error.start)
            raise PlayerImportError(path, line, "encoding", import_text(QT_TRANSLATE_NOOP(
                "Import", "not valid UTF-8 ({0}), though the file is UTF-8 elsewhere: save it again as UTF-8"),
                byte)) from None
    try:
        text = data.decode("cp1252")
    except UnicodeDecodeError as error:
        line, byte = _line_and_byte(data, error.start)
        raise PlayerImportError(path, line, "encoding", import_text(QT_TRANSLATE_NOOP(
            "Import", "neither UTF-8 nor Windows-1252 ({0}): save the file as UTF-8"), byte)) from None
    if warnings is not None:
        warnings.append(joined(": ", [path, import_text(QT_TRANSLATE_NOOP(
            "Import", "not UTF-8, read as Windows-1252: check the names with accents"))]))
    return text


def read_bytes(path: str | Path) -> bytes:
    """The file's content; TrfFileAccessError (naming the file) if it cannot be read."""
    try:
        return Path(path).read_bytes()
    except OSError as error:
        raise TrfFileAccessError(str(path), None, None, import_text(QT_TRANSLATE_NOOP(
            "Import", "cannot read the file: {0}"), error.strerror or str(error))) from error


def file_day(path: str | Path) -> str:
    """The day (YYYY/MM/DD) the file was last written, "" if it cannot be told."""
    try:
        return datetime.date.fromtimestamp(Path(path).stat().st_mtime).strftime("%Y/%m/%d")
    except (OSError, ValueError, OverflowError):
        return ""


def read_players_csv(path: str | Path, warnings: list[str] | None = None) -> list[Player]:
    """The players of a CSV file (``warnings``: see decode_text)."""
    return parse_players_csv(decode_text(read_bytes(path), str(path), warnings), str(path))


class RowProblems:
    """The bad rows of a file, found in line order: every one counted, the first MAX_LISTED kept to
    be named, so that a file can be corrected in one go. A FIDE ID given on an earlier row is one."""

    MAX_LISTED = 20

    def __init__(self, path: str) -> None:
        self.path = path
        self.count = 0
        self.listed: list[PlayerImportError] = []
        self._fide_ids: dict[str, int] = {}  # FIDE ID -> its first line

    def add(self, problem: PlayerImportError) -> None:
        self.count += 1
        if len(self.listed) < self.MAX_LISTED:
            self.listed.append(problem)

    def check_fide_id(self, fide_id: str, line: int, field: str) -> None:
        """One person, one entry: a FIDE ID seen on an earlier row is a problem of this one."""
        if not fide_id:
            return
        first = self._fide_ids.setdefault(fide_id, line)
        if first != line:
            self.add(PlayerImportError(self.path, line, field, import_text(QT_TRANSLATE_NOOP(
                "Import", "FIDE ID {0} is also on line {1}: the same player twice"), fide_id, first)))

    def refuse(self) -> None:
        """Raise nothing if no row is bad, else one PlayerImportError: the first bad row's (file,
        line, field), the others named after it on the same line (the first MAX_LISTED, the rest
        counted)."""
        if not self.count:
            return
        first, others = self.listed[0], [p.located(with_path=False) for p in self.listed[1:]]
        more = self.count - 1 - len(others)
        message = first.message
        if self.count > 1:
            message = joined("", [message, import_text(
                QT_TRANSLATE_NOOP("Import", "; {0} more bad row, nothing was imported: {1}") if self.count == 2 else
                QT_TRANSLATE_NOOP("Import", "; {0} more bad rows, nothing was imported: {1}"),
                self.count - 1, joined("; ", others)),
                import_text(QT_TRANSLATE_NOOP("Import", "; and {0} more"), more) if more else ""])
        raise PlayerImportError(self.path, first.line, first.field, message, first.columns)


def _separator(header_line: str) -> str:
    return max((",", ";", "\t"), key=header_line.count)


def _columns(header: list[str], path: str) -> dict[str, int]:
    """Player field -> column index, from the header row (line 1)."""
    columns: dict[str, int] = {}
    for index, text in enumerate(header):
        field = _FIELD_OF.get(header_key(text))
        if field is None:
            continue
        if field in columns:
            raise PlayerImportError(path, 1, text.strip(), import_text(QT_TRANSLATE_NOOP(
                "Import", "two columns hold the {0} (columns {1} and {2})"), _label(field), columns[field] + 1,
                index + 1))
        columns[field] = index
    if "first_name" in columns and "surname" not in columns and "name" not in columns:
        columns["name"] = columns.pop("first_name")  # a lone "nome" column is the whole name
    if "name" not in columns and "surname" not in columns:
        raise PlayerImportError(path, 1, "header", import_text(QT_TRANSLATE_NOOP(
            "Import", "no column holds the players' names (expected a header such as 'name', 'nome', 'surname' or "
                      "'cognome')")))
    return columns


def _label(field: str) -> str:
    return _FIELD_LABELS.get(field, field.replace("_", " "))


def parse_players_csv(text: str, path: str = "<players>") -> list[Player]:
    """Every player of a CSV text (see the module docstring); ``path`` names it in errors."""
    return [player for _, player, _ in parse_player_rows(text, path)]


def read_rosters_csv(path: str | Path) -> dict[str, tuple[Member, ...]]:
    return parse_rosters_csv(decode_text(read_bytes(path), str(path)), str(path))


def parse_rosters_csv(text: str, path: str = "<rosters>") -> dict[str, tuple[Member, ...]]:
    """Team name -> its members in board order (file order), teams in the order they first
    appear; PlayerImportError naming every bad row (a member without a team among them)."""
    def team_named(line: int, player: Player, names: dict[str, str]) -> PlayerImportError | None:
        if "club" not in names:
            raise PlayerImportError(path, 1, "header", import_text(QT_TRANSLATE_NOOP(
                "Import", "no column names the members' teams (expected a header such as 'team', 'squadra' or "
                          "'club')")))
        return None if player.club.strip() else PlayerImportError(path, line, names["club"],
                                                                  import_text(QT_TRANSLATE_NOOP(
                                                                      "Import", "{0} has no team"), player.name))

    rosters: dict[str, list[Member]] = {}
    for _, player, _ in parse_player_rows(text, path, team_named):
        team = " ".join(player.club.split())
        member = Member(player.name, player.title, player.sex, player.federation, player.fide_id,
                        player.fide_rating or player.national_rating, player.birth_date)
        rosters.setdefault(next((known for known in rosters if known.casefold() == team.casefold()), team),
                           []).append(member)
    return {team: tuple(members) for team, members in rosters.items()}


RowCheck = Callable[[int, Player, dict[str, str]], "PlayerImportError | None"]


def parse_player_rows(text: str, path: str, check: RowCheck | None = None) -> list[tuple[int, Player, dict[str, str]]]:
    """(line, player, the header of each field's column) of every row; ``check`` finds a
    problem of a row that reads as a player (counted with the others)."""
    lines = text.splitlines()
    first = next((line for line in lines if line.strip()), None)
    if first is None:
        raise PlayerImportError(path, None, None, import_text(QT_TRANSLATE_NOOP(
            "Import", "the file is empty: expected a header row and one row per player")))
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=_separator(first))
    try:
        return _read_rows(reader, path, check)
    except csv.Error as error:
        raise PlayerImportError(path, reader.line_num or None, None, import_text(QT_TRANSLATE_NOOP(
            "Import", "not a readable CSV row ({0})"), str(error))) from None


def _read_rows(reader: "csv._reader", path: str, check: RowCheck | None) -> list[tuple[int, Player, dict[str, str]]]:
    header: list[str] = []
    for header in reader:
        if any(cell.strip() for cell in header):
            break
    columns = _columns(header, path)
    names = {field: header[index].strip() for field, index in columns.items()}
    players: list[tuple[int, Player, dict[str, str]]] = []
    problems = RowProblems(path)
    for row in reader:
        if not any(cell.strip() for cell in row):
            continue
        line = reader.line_num
        while len(row) > len(header) and not row[-1].strip():
            row = row[:-1]
        if len(row) > len(header):
            problems.add(PlayerImportError(path, line, None, import_text(QT_TRANSLATE_NOOP(
                "Import", "{0} fields, but the header has {1} (a separator inside a name? put the name in double "
                          "quotes)"), len(row), len(header))))
            continue
        cells = {field: (row[index] if index < len(row) else "") for field, index in columns.items()}
        try:
            player = _player(cells, names, path, line)
        except PlayerImportError as problem:
            problems.add(problem)
            continue
        problems.check_fide_id(player.fide_id, line, names.get("fide_id", "fide id"))
        problem = None if check is None else check(line, player, names)
        if problem is not None:
            problems.add(problem)
            continue
        players.append((line, player, names))
    problems.refuse()
    if not players:
        raise PlayerImportError(path, None, None, "no players: the file has a header row but no player rows")
    return players


def _player(cells: dict[str, str], names: dict[str, str], path: str, line: int) -> Player:
    surname, first = cells.pop("surname", "").strip(), cells.pop("first_name", "").strip()
    if not cells.get("name", "").strip() and (surname or first):
        cells["name"] = f"{surname}, {first}" if surname and first else surname or first
        names.setdefault("name", names.get("surname", names.get("first_name", "name")))
    try:
        return player_from_fields(cells)
    except FieldError as error:
        raise PlayerImportError(path, line, names.get(error.field, error.field), error.message) from None
