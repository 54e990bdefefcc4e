"""Players from a CSV file with a header row, as clubs and federations hand them out.

Columns are recognised by their header, in English or Italian, in any order and case (see
``HEADERS``); unknown columns are ignored. A "surname"/"cognome" column with a "first
name"/"nome" column makes the name "Surname, First name" (the TRF form). The separator is
``,``, ``;`` or a tab (whichever the header uses most); the text is UTF-8 (with or without BOM)
or, failing that, Windows-1252 as Excel writes it.

``read_players_csv(path)`` returns every player (``tournament.model.Player`` with pairing
number 0: the domain numbers them) or raises ``PlayerImportError`` for the first bad row,
naming the file, line and field: nothing is half-imported.
"""
from __future__ import annotations

import csv
import io
import unicodedata
from pathlib import Path

from ..tournament.model import Player
from ..tournament.player_fields import FieldError, player_from_fields
from .trf import TrfError, TrfFileAccessError

__all__ = ["HEADERS", "PlayerImportError", "decode_text", "header_key", "parse_players_csv", "read_bytes",
           "read_players_csv"]


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


def decode_text(data: bytes) -> str:
    """UTF-8 (a BOM is dropped), else Windows-1252 (which decodes almost any byte)."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("cp1252", errors="replace")


def read_bytes(path: str | Path) -> bytes:
    """The file's content; TrfFileAccessError (naming the file) if it cannot be read."""
    try:
        return Path(path).read_bytes()
    except OSError as error:
        raise TrfFileAccessError(str(path), None, None, f"cannot read the file: {error.strerror or error}") from error


def read_players_csv(path: str | Path) -> list[Player]:
    return parse_players_csv(decode_text(read_bytes(path)), str(path))


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
            raise PlayerImportError(path, 1, text.strip(), f"two columns hold the {_label(field)} "
                                    f"(columns {columns[field] + 1} and {index + 1})")
        columns[field] = index
    if "first_name" in columns and "surname" not in columns and "name" not in columns:
        columns["name"] = columns.pop("first_name")  # a lone "nome" column is the whole name
    if "name" not in columns and "surname" not in columns:
        raise PlayerImportError(path, 1, "header", "no column holds the players' names (expected a header such "
                                "as 'name', 'nome', 'surname' or 'cognome')")
    return columns


def _label(field: str) -> str:
    return _FIELD_LABELS.get(field, field.replace("_", " "))


def parse_players_csv(text: str, path: str = "<players>") -> list[Player]:
    """Every player of a CSV text (see the module docstring); ``path`` names it in errors."""
    lines = text.splitlines()
    first = next((line for line in lines if line.strip()), None)
    if first is None:
        raise PlayerImportError(path, None, None, "the file is empty: expected a header row and one row per player")
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=_separator(first))
    try:
        return _read_rows(reader, path)
    except csv.Error as error:
        raise PlayerImportError(path, reader.line_num or None, None, f"not a readable CSV row ({error})") from None


def _read_rows(reader: "csv._reader", path: str) -> list[Player]:
    header: list[str] = []
    for header in reader:
        if any(cell.strip() for cell in header):
            break
    columns = _columns(header, path)
    names = {field: header[index].strip() for field, index in columns.items()}
    players: list[Player] = []
    for row in reader:
        if not any(cell.strip() for cell in row):
            continue
        line = reader.line_num
        while len(row) > len(header) and not row[-1].strip():
            row = row[:-1]
        if len(row) > len(header):
            raise PlayerImportError(path, line, None, f"{len(row)} fields, but the header has {len(header)} "
                                    "(a separator inside a name? put the name in double quotes)")
        cells = {field: (row[index] if index < len(row) else "") for field, index in columns.items()}
        players.append(_player(cells, names, path, line))
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
