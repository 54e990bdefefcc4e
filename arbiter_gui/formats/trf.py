"""Read and write FIDE Tournament Report Files (TRF-2026, TRF16 and JaVaFo TRF(x)).

Section references ("TRF.md §3") point to /work/shared/reference/TRF.md.

Reading is tolerant where established readers are (CR, LF or CRLF line ends,
lowercase result letters, 092 instead of 192, 162 ``Z`` for ``A``, XX and BB
extension lines), and strict where a silent misreading could change a pairing:
malformed player lines, inconsistent round cells, wrong Points columns and
record codes that look like a mistyped player line are rejected with a
``TrfError`` naming the file, line and field.

Writing produces TRF-2026 text (TRF.md §2, §3, §5.1, §6.2, §6.3) ended by
bare CR.  Data that TRF-2026 cannot hold without losing information is kept
in JaVaFo lines: ``XXC rank``, ``XXS`` (point systems 162 cannot express),
``XXZ``, ``XXA`` and ``XXP`` (forbidden pairs without a round range).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Callable, Iterable, Iterator

from ..text import QT_TRANSLATE_NOOP, import_text, joined
from ..tournament.acceleration import fictitious_points
from ..tournament.model import OPEN_LAST_ROUND, AccelerationRule
from ..tournament.scoring import (ADJOURNED_GAME, BYE_RESULTS, COMPATIBLE_RESULTS, PLAYED_RESULTS, RARE_GAME_RESULTS,
                                  RESULT_CODES, UNKNOWN_ALIASES, UNKNOWN_RESULT, PointSystem, RoundCell)

__all__ = [
    "TrfError",
    "TrfFile",
    "TrfFileAccessError",
    "TrfPlayer",
    "ascii_number",
    "is_double_swiss",
    "parse_decimal",
    "parse_trf",
    "read_trf",
    "write_trf",
]

DOUBLE_SWISS_CODES = ("FIDE_DOUBLESWISS", "CUSTOM_DOUBLESWISS")  # 192: two round cells (games) per round
TEAM_RECORD_CODES = frozenset({"013", "300", "310", "320", "330"})  # TRF.md 6.5, 5.2: kept verbatim
# TRF.md 6.5, 5.2: a team's number has three columns (at most 999 teams) and a blank after them; a
# fourth digit (a team numbered 1000) would leave another team's number (100) in the field
TEAM_NUMBER_FIELDS = {"300": {"team": (9, 11), "scheduled opponent": (13, 15)}, "310": {"team pairing number": (5, 7)},
                      "330": {"White team": (12, 14), "Black team": (16, 18)}}

# 001 static fields: name -> (first column, last column), 1-based (TRF.md §3).
PLAYER_FIELDS: dict[str, tuple[int, int]] = {
    "starting rank": (5, 8),
    "sex": (10, 10),
    "title": (11, 13),
    "name": (15, 47),
    "rating": (49, 52),
    "federation": (54, 56),
    "FIDE ID": (58, 68),
    "birth date": (70, 79),
    "points": (81, 84),
    "rank": (86, 89),
}
NAME_WIDTH = 33  # 001 columns 15-47: a longer name is cut in the file (the tournament keeps it whole)
FIRST_CELL_COLUMN = 92  # opponent of round 1; +10 per round (TRF.md §3)
ROUND_DATES_OFFSET = 87  # 132 round dates: round 1 at column 92, i.e. 87 into the text after column 4 (TRF.md §2)
CELL_STEP = 10

# A 092 text accepted as tournament type when 192 is missing (TRF.md §9.2).
_TYPE_CODE_RE = re.compile(r"^(FIDE|CUSTOM|BERGER|WORLDCUP)_[A-Z0-9_]+$")
_DECIMAL_RE = re.compile(r"^-?(\d+(\.\d*)?|\.\d+)$", re.ASCII)  # "²" or "١" are not digits of a TRF
_LINE_BREAK_RE = re.compile(r"\r\n|\r|\n")
_LINE_BREAK_BYTES_RE = re.compile(rb"\r\n|\r|\n")


# ---------------------------------------------------------------- errors


class TrfError(Exception):
    """Invalid input. str() is a clear one-line message naming file, line number and field,
    e.g. "tournament.trf, line 7, field 'points' (columns 81-84): 3.5 does not match the results (3.0)"."""

    exit_code: int = 3

    def __init__(
        self,
        path: str,
        line: int | None,
        field: str | None,
        message: str,
        columns: tuple[int, int] | None = None,
        exit_code: int | None = None,
    ) -> None:
        self.path = path
        self.line = line
        self.field = field
        self.message = message
        self.columns = columns
        if exit_code is not None:
            self.exit_code = exit_code
        super().__init__(self._render())

    def _render(self) -> str:
        return self.located()

    def located(self, with_path: bool = True) -> str:
        """The message as a ``Text`` (its English is str()), so that the interface can show it in its
        language: the place's words translated, and the message too when it is a ``Text``; without
        the file's name when ``with_path`` is false (another line of the same file)."""
        where: list[object] = [self.path] if with_path else []
        if self.line is not None:
            where.append(import_text(QT_TRANSLATE_NOOP("Import", ", line {0}") if where else
                                     QT_TRANSLATE_NOOP("Import", "line {0}"), self.line))
        if self.field is not None:
            where.append(import_text(QT_TRANSLATE_NOOP("Import", ", field '{0}'") if where else
                                     QT_TRANSLATE_NOOP("Import", "field '{0}'"), self.field))
        if self.columns is not None:
            first, last = self.columns
            where.append(import_text(QT_TRANSLATE_NOOP("Import", " (column {0})"), first) if first == last else
                         import_text(QT_TRANSLATE_NOOP("Import", " (columns {0}-{1})"), first, last))
        return joined("", [*where, ": ", self.message])

    def __str__(self) -> str:
        return self._render()


class TrfFileAccessError(TrfError):
    """The file could not be read at all (missing, permissions, I/O error)."""

    exit_code: int = 5


# ---------------------------------------------------------------- data model


@dataclass
class TrfPlayer:
    line: int = field(compare=False)  # 1-based line number in the file (provenance only)
    id: int  # starting rank / pairing number (cols 5-8)
    sex: str
    title: str
    name: str
    rating: int  # 0 when blank
    federation: str
    fide_id: str
    birth_date: str
    points: Fraction  # cols 81-84 as written
    rank: int | None
    rounds: list[RoundCell]  # one per round cell present on the line


@dataclass
class TrfFile:
    path: str = field(compare=False)
    # Tournament lines by code (012 ... 362), text after column 4 stripped;
    # repeated codes joined with "\n".  132 keeps its leading blanks (positional).
    header: dict[str, str] = field(default_factory=dict)
    players: dict[int, TrfPlayer] = field(default_factory=dict)  # by id, file order
    total_rounds: int | None = None  # 142 or XXR
    initial_colour: str | None = None  # 152 W/B or XXC white1/black1
    rank_ids: bool = False  # XXC rank
    point_system: PointSystem = field(default_factory=PointSystem)
    tournament_type: str | None = None  # 192, or a FIDE_* code in 092
    tournament_type_line: int | None = field(default=None, compare=False)  # the 192 record's line, for messages
    # a rating report's '### 192' line (OWN_TYPE_RECORD): the program's own code where 192 holds FIDE's table's
    own_type: str | None = None
    own_type_line: int | None = field(default=None, compare=False)
    byes: dict[int, dict[int, str]] = field(default_factory=dict)  # 240: round -> {id: F/H/Z}
    absent_next: set[int] = field(default_factory=set)  # XXZ
    accelerations: list[AccelerationRule] = field(default_factory=list)  # 250
    xxa: dict[int, list[Fraction]] = field(default_factory=dict)  # XXA: id -> points per round
    forbidden: list[tuple[int, int, tuple[int, ...]]] = field(default_factory=list)  # 260 / XXP
    extra_lines: list[str] = field(default_factory=list)  # other records, verbatim
    integrity: list[str] = field(default_factory=list)  # the integrity log's '###' lines (INTEGRITY_RECORD)
    player_notes: list[str] = field(default_factory=list)  # '###' lines of PLAYER_NOTE_RECORD
    warnings: list[str] = field(default_factory=list, compare=False)  # lines skipped or not used, for the user

    def rounds_played(self) -> int:
        """Maximum number of round cells over players (includes cells already
        filled in for the round about to be paired, e.g. ``0000 - H``)."""
        return max((len(p.rounds) for p in self.players.values()), default=0)

    def rounds_in_file(self) -> int:
        """The number of rounds a file without 142 / XXR has (every TRF16 rating report): its
        rounds of round cells (two game cells a round in a Double-Swiss), or its 132 round dates if
        there are more (TRF.md 2). bbpPairings' checker takes the rounds played the same way; only
        pairing a next round needs the number written (142 / XXR)."""
        cells = self.rounds_played()
        rounds = (cells + 1) // 2 if is_double_swiss(self) else cells
        dates = self.header.get("132", "").split("\n")[0][ROUND_DATES_OFFSET:].split()  # round 1 at column 92
        return max(rounds, len(dates))

    def acceleration(self, player_id: int, round_number: int) -> Fraction:
        """Fictitious points of a player in a round: XXA if the player has an XXA
        line, else the last 250 record covering the player and round, else 0."""
        return fictitious_points(self.accelerations, self.xxa, player_id, round_number)


# ---------------------------------------------------------------- small helpers


def ascii_number(text: str) -> bool:
    """A whole number written with the digits 0-9: ``str.isdigit`` also takes "²", "①" or "١",
    which a TRF never holds (they are refused as invalid input, not read)."""
    return text.isascii() and text.isdigit()


def _cols(line: str, first: int, last: int) -> str:
    """Text of 1-based inclusive columns first..last (blank-padded)."""
    return line[first - 1:last].ljust(last - first + 1)


def parse_decimal(text: str) -> Fraction | None:
    """'3.5' -> Fraction(7, 2); None when the text is not a decimal number."""
    text = text.strip()
    if not _DECIMAL_RE.match(text):
        return None
    return Fraction(text)


def _format_decimal(value: Fraction) -> str:
    """Fraction(7, 2) -> '3.5', Fraction(3) -> '3.0', Fraction(9, 4) -> '2.25'."""
    sign = "-" if value < 0 else ""
    value = abs(value)
    for places in range(1, 7):
        scaled = value * 10**places
        if scaled.denominator == 1:
            whole, fraction = divmod(scaled.numerator, 10**places)
            digits = f"{fraction:0{places}d}".rstrip("0") or "0"
            return f"{sign}{whole}.{digits}"
    raise ValueError(f"{value} cannot be written as a decimal number")


def _split_lines(text: str) -> list[str]:
    """Split on CR, LF or CRLF (TRF.md §1: read all three)."""
    return _LINE_BREAK_RE.split(text.removeprefix("\ufeff"))


def _is_header_code(code: str) -> bool:
    """Tournament-section codes 012 ... 362 (TRF.md §2); 142, 152, 162 and 192
    have their own handlers and TrfFile fields, so they never reach the header."""
    return len(code) == 3 and ascii_number(code) and code.endswith("2") and int(code) < 800


def _looks_like_player_line(code: str, line: str) -> bool:
    """An unknown code on a line laid out as a 001 record, e.g. '101' (a typo).

    Alphabetic codes are excluded: NRS records (TRF.md §6.1) use a federation
    code with the 001 layout on purpose."""
    if code.isalpha() or code in TEAM_RECORD_CODES or len(line.rstrip()) < PLAYER_FIELDS["points"][1]:
        return False
    id_text = _cols(line, *PLAYER_FIELDS["starting rank"]).strip()
    points_text = _cols(line, *PLAYER_FIELDS["points"]).strip()
    return ascii_number(id_text) and (not points_text or parse_decimal(points_text) is not None)


# Codes of the records of TRF.md sections 2-8 (the ??2 tournament codes included): a line whose
# start is one of them after a stray character, a blank or a case change is a damaged record.
KNOWN_CODES = frozenset(
    {"001", "240", "250", "260", "299", "801", "802", *TEAM_RECORD_CODES,
     *(f"{n:03d}" for n in range(12, 363, 10)),
     *(f"XX{c}" for c in "RZSCAP"), *(f"BB{c}" for c in "WDLZFU")})
_LEADING_NOISE = 3  # at most this many stray characters before a code are taken for damage


def _char_name(char: str) -> str:
    return f"U+{ord(char):04X} ({unicodedata.name(char, 'unnamed').lower()})"


def _damaged_code(line: str) -> tuple[str, str] | None:
    """(what is wrong, the code meant) when ``line`` is a known record damaged at its start: blanks,
    invisible characters or a stray character before the code, or a code in lower case."""
    body = line.lstrip()
    starts = {len(line) - len(body), *range(1, _LEADING_NOISE + 1)}
    for start in sorted(starts):
        rest = line[start:]
        code = rest[:3]
        if code.upper() in KNOWN_CODES and (len(rest) == 3 or rest[3].isspace()):
            stray = line[:start]
            if stray:
                names = ", ".join(repr(c) if c.isprintable() and not c.isspace() else _char_name(c) for c in stray)
                return f"{names} before the record code", code.upper()
    code = line[:3]
    if code.upper() in KNOWN_CODES and code != code.upper() and (len(line) == 3 or line[3].isspace()):
        return f"record code '{code}' in lower case", code.upper()
    return None


def _is_ruler(line: str) -> bool:
    """A column ruler as Swiss-Manager writes above the records: '1234567890123...', '         1
    2 ...' (counting the columns), the 'DDD SSSS sTTT ...' legend, or a line of dashes or equals signs."""
    text = line.rstrip()
    if set(text) <= set("-=_ ") or text.startswith("DDD SSSS"):  # the legend line of TRF16's own layout
        return True
    tokens = text.split()
    if not all(ascii_number(token) for token in tokens):
        return False
    if len(tokens) == 1:  # '123456789012...': the units of every column
        return text == "".join(str(column % 10) for column in range(1, len(text) + 1))
    numbers = [int(token) for token in tokens]  # '         1         2 ...': the tens
    return numbers == list(range(numbers[0], numbers[0] + len(numbers)))


# One pairing-integrity event (VCL4THP Q112) as Arbiter writes it in a TRF file (trf_tournament.integrity_lines),
# a '###' comment line (TRF.md section 1) that other programs skip:
# "### MPA @ Round 5: board 2: 7-12 is not the engine's pairing; reason: a family request; 2026-11-27T08:00:00+00:00"
INTEGRITY_RECORD = re.compile(r"### (?P<kind>.+?) @ (?P<where>Round (?P<round>\d+)|before round 1): (?P<what>.*); "
                              r"reason: (?P<reason>.*); (?P<at>\S+)")


# What TRF-2026 has no record for about a player, as Arbiter writes it (trf_tournament.player_note_lines),
# a '###' comment line other programs skip: "### Player 12: tournament rating 1800; expelled".
PLAYER_NOTE_RECORD = re.compile(r"### Player (?P<id>\d+): (?P<notes>.+)")

# A rating report's 192 holds a code of FIDE's table (TRF.md section 7); where the event's own code is not one
# (Lim, a fixed schedule's options, a traditional acceleration), Arbiter keeps it in a '###' comment line that
# other programs skip (trf_tournament.rating_report_type): "### 192 ARBITER_LIM".
OWN_TYPE_RECORD = re.compile(r"### 192 (?P<code>\S+)")


def _skipped_warning(path: str, what: str, lines: list[int]) -> str:
    """Which lines were skipped or not used, and why (``what``, a ``Text`` of context "Import")."""
    numbers = ", ".join(map(str, lines[:10]))
    if len(lines) > 10:
        return import_text(QT_TRANSLATE_NOOP("Import", "{0}, lines {1} and {2} more: {3}"), path, numbers,
                           len(lines) - 10, what)
    return import_text(QT_TRANSLATE_NOOP("Import", "{0}, lines {1}: {2}") if len(lines) > 1 else
                       QT_TRANSLATE_NOOP("Import", "{0}, line {1}: {2}"), path, numbers, what)


def _cell_columns(round_number: int) -> int:
    """First column (opponent) of a round's cell (TRF.md §3)."""
    return FIRST_CELL_COLUMN + CELL_STEP * (round_number - 1)


# ---------------------------------------------------------------- parser


class _Parser:
    """Builds a TrfFile line by line, then checks the whole file."""

    def __init__(self, path: str, points_checked: bool = True) -> None:
        self.path = path
        self.points_checked = points_checked  # False: the checker (-c) reports wrong points instead
        self.trf = TrfFile(path=path)
        self.rounds_line: int | None = None  # line of 142 / XXR
        self.colour_line: int | None = None  # line of 152 / XXC colour
        self.pab_explicit = False  # P / PAB / BBU seen (TRF.md §2.1: P defaults to W)
        self.xxs_colour_values: dict[str, Fraction] = {}
        self.xxs_line: int | None = None
        self.id_references: list[tuple[int, str, int]] = []  # (line, field, player id)
        self.skipped: dict[str, list[int]] = {}  # warning -> lines (comments, rulers, unknown records)
        self.unknown_results: list[str] = []  # round cells read as UNKNOWN_RESULT (VCL4THP Q166)
        self.handlers: dict[str, Callable[[int, str], None]] = {
            "001": self._player,
            "142": self._total_rounds,
            "XXR": self._total_rounds,
            "152": self._colour_152,
            "162": self._points_162,
            "192": self._tournament_type,
            "240": self._byes_240,
            "250": self._acceleration_250,
            "260": self._forbidden_260,
            "XXC": self._configuration_xxc,
            "XXS": self._points_xxs,
            "XXZ": self._absent_xxz,
            "XXA": self._acceleration_xxa,
            "XXP": self._forbidden_xxp,
            **{f"BB{symbol}": self._points_bbx for symbol in "WDLZFU"},
        }

    def error(self, line: int | None, field_name: str | None, message: str,
              columns: tuple[int, int] | None = None) -> TrfError:
        return TrfError(self.path, line, field_name, message, columns)

    # -- driver

    def parse(self, text: str) -> TrfFile:
        for number, line in enumerate(_split_lines(text), start=1):
            self._line(number, line)
        self._finish()
        self.trf.warnings = [_skipped_warning(self.path, what, lines) for what, lines in self.skipped.items()]
        self.trf.warnings += self.unknown_results
        return self.trf

    def _line(self, number: int, line: str) -> None:
        if not line.strip():
            return
        if INTEGRITY_RECORD.fullmatch(line.rstrip()):  # a comment every other reader skips; ours, read
            self.trf.integrity.append(line.rstrip())
            return
        if PLAYER_NOTE_RECORD.fullmatch(line.rstrip()):
            self.trf.player_notes.append(line.rstrip())
            return
        own_type = OWN_TYPE_RECORD.fullmatch(line.rstrip())
        if own_type:
            self.trf.own_type = self._one_type(number, own_type["code"], self.trf.own_type, self.trf.own_type_line)
            self.trf.own_type_line = number
            return
        if line.startswith("#") and (line.startswith(("###", "# ")) or _damaged_code(line) is None):
            # a comment ('###', TRF.md §1; '# text' as in py4swiss files); '#001 ...' is a damaged record
            self.skipped.setdefault(import_text(QT_TRANSLATE_NOOP("Import", "comment lines skipped")), []).append(number)
            return
        code = line[:3]
        handler = self.handlers.get(code)
        if handler is not None:
            self._check_invisible(number, line)
            handler(number, line)
        elif _is_header_code(code):
            self._header(number, code, line)
        elif code in TEAM_RECORD_CODES:
            self._team_numbers_fit(number, code, line)
            self.trf.extra_lines.append(line)  # read by trf_teams
        else:
            self._other_line(number, code, line)

    def _team_numbers_fit(self, number: int, code: str, line: str) -> None:
        """Every team number of a team record in its three columns (TEAM_NUMBER_FIELDS; 320: a PAB
        team per round from column 15, every 4 columns), never a team 1000 read as team 100."""
        fields = dict(TEAM_NUMBER_FIELDS.get(code, {}))
        if code == "320":
            fields.update({f"PAB team of round {r}": (start, start + 2)
                           for r, start in enumerate(range(15, len(line.rstrip()) + 1, 4), start=1)})
        for name, (first, last) in fields.items():
            if line[last:last + 1].strip():
                raise self.error(number, f"{code} {name}", f"{line[first - 1:].split()[0]!r}: a team's number "
                                 f"has three digits, in columns {first}-{last} (at most 999 teams), and column "
                                 f"{last + 1} is blank", (first, last))

    def _other_line(self, number: int, code: str, line: str) -> None:
        """A line that is not a known record: a damaged known record is refused (skipping it would
        drop a player, a bye or a forbidden pair without a word); a ruler line is skipped; any other
        record is kept as it is (written back on export) and not used, with a warning."""
        meant = _damaged_code(line)
        if meant is not None:
            damage, code_meant = meant
            raise self.error(number, "record code", f"the line starts with {line[:5]!r}: {damage}, a damaged "
                             f"'{code_meant}' record; write '{code_meant}' in columns 1-3", (1, 3))
        if _is_ruler(line):
            self.skipped.setdefault(import_text(QT_TRANSLATE_NOOP("Import", "ruler lines skipped")), []).append(number)
            return
        if _looks_like_player_line(code, line):
            raise self.error(number, "record code", f"unknown record code '{code}' on a line laid out "
                             "as a player record (did you mean '001'?)", (1, 3))
        self.skipped.setdefault(import_text(QT_TRANSLATE_NOOP("Import", "record '{0}' not used"),
                                            code.strip() or line.strip()[:3]), []).append(number)
        self.trf.extra_lines.append(line)

    def _check_invisible(self, number: int, line: str) -> None:
        """An invisible character (zero-width space, byte order mark...) in a record moves every later
        column by one without showing it: refused, naming the column."""
        for column, char in enumerate(line, start=1):
            if unicodedata.category(char) == "Cf":
                raise self.error(number, None, f"invisible character {_char_name(char)} at column {column} "
                                 "moves the later columns: delete it", (column, column))

    # -- tournament section (TRF.md §2)

    def _header(self, number: int, code: str, line: str) -> None:
        # 132 and 172 are positional (round dates from column 92; the method at 9-13 after the federation):
        # keep their leading blanks.
        text = line[4:].rstrip() if code in ("132", "172") else line[4:].strip()
        previous = self.trf.header.get(code)
        self.trf.header[code] = text if previous is None else f"{previous}\n{text}"

    def _single_token(self, number: int, line: str, field_name: str) -> str:
        tokens = line[3:].split()
        if len(tokens) != 1:
            raise self.error(number, field_name, f"expected one value, found {line[3:].strip()!r}")
        return tokens[0]

    def _total_rounds(self, number: int, line: str) -> None:
        # 142 and XXR are the same thing (TRF.md §2, §8).
        token = self._single_token(number, line, "number of rounds")
        if not ascii_number(token) or int(token) < 1:
            raise self.error(number, "number of rounds", f"{token!r} is not a positive whole number")
        value = int(token)
        if self.trf.total_rounds is not None and self.trf.total_rounds != value:
            raise self.error(number, "number of rounds", f"{value} contradicts "
                             f"{self.trf.total_rounds} given on line {self.rounds_line}")
        self.trf.total_rounds = value
        self.rounds_line = number

    def _set_colour(self, number: int, colour: str) -> None:
        current = self.trf.initial_colour
        if current is not None and current != colour:
            raise self.error(number, "initial colour", f"'{colour}' contradicts '{current}' "
                             f"given on line {self.colour_line}")
        self.trf.initial_colour = colour
        self.colour_line = number

    def _colour_152(self, number: int, line: str) -> None:
        # 152 W / 152 B, trimmed when reading (TRF.md §9.5).
        token = self._single_token(number, line, "initial colour").upper()
        if token not in ("W", "B"):
            raise self.error(number, "initial colour", f"{token!r} is not W or B", (5, 5))
        self._set_colour(number, token.lower())

    def _tournament_type(self, number: int, line: str) -> None:
        text = line[4:].strip()
        if not text:
            raise self.error(number, "tournament type", "192 record without a type")
        self.trf.tournament_type = self._one_type(number, text, self.trf.tournament_type,
                                                  self.trf.tournament_type_line)
        self.trf.tournament_type_line = number

    def _one_type(self, number: int, code: str, given: str | None, given_line: int | None) -> str:
        """``code``, refused if an earlier line of the same record (192, '### 192') gave another: which one
        holds is not for the reader to guess."""
        if given is not None and given != code:
            raise self.error(number, "tournament type", f"{code} contradicts {given} given on line {given_line}")
        return code

    # -- point systems (TRF.md §2.1, §8)

    def _points_value(self, number: int, field_name: str, text: str) -> Fraction:
        value = parse_decimal(text)
        if value is None:
            raise self.error(number, field_name, f"{text.strip()!r} is not a number")
        return value

    def _points_162(self, number: int, line: str) -> None:
        # Symbol at 6, points at 7-10, then every 9 columns; tokens are read
        # whatever the spacing.  'A' and 'Z' both mean absence (TRF.md §9.1).
        body = line[4:]
        pairs = re.findall(r"([A-Za-z])\s*(-?[\d.]+)", body)
        if not pairs or re.sub(r"([A-Za-z])\s*(-?[\d.]+)", "", body).strip():
            raise self.error(number, "scoring system", f"cannot read {body.strip()!r} "
                             "(expected symbol/points pairs such as 'W 3.0')")
        values = {symbol.upper(): self._points_value(number, f"points for {symbol}", text)
                  for symbol, text in pairs}
        unknown = set(values) - set("WDLAZPX")
        if unknown:
            raise self.error(number, "scoring system", f"unknown symbol {sorted(unknown)[0]!r}")
        self._apply_162(values)

    def _apply_162(self, values: dict[str, Fraction]) -> None:
        system = self.trf.point_system
        if "W" in values:
            system.win = system.forfeit_win = system.full_bye = values["W"]
            if not self.pab_explicit and "P" not in values:
                system.pab = values["W"]
        if "D" in values:
            system.draw = system.half_bye = values["D"]
        if "L" in values:
            system.loss = values["L"]
        for absence in ("A", "Z"):
            if absence in values:
                system.zero_bye = system.forfeit_loss = values[absence]
        if "P" in values:
            system.pab = values["P"]
            self.pab_explicit = True
        # 'X' (unknown result) has no round-cell code here; it is accepted and ignored.

    _XXS_TARGETS: dict[str, tuple[str, ...]] = {
        "WW": ("win",), "BW": ("win",), "WD": ("draw",), "BD": ("draw",),
        "WL": ("loss",), "BL": ("loss",), "ZPB": ("zero_bye",), "HPB": ("half_bye",),
        "FPB": ("full_bye",), "PAB": ("pab",), "FW": ("forfeit_win",), "FL": ("forfeit_loss",),
        # Shortcuts: W and D are JaVaFo's, L is py4swiss' (TRF.md §8).
        "W": ("win", "forfeit_win", "full_bye"), "D": ("draw", "half_bye"),
        "L": ("loss", "zero_bye", "forfeit_loss"),
    }
    _XXS_COLOUR_CODES: dict[str, tuple[str, ...]] = {
        "W": ("WW", "BW"), "D": ("WD", "BD"), "L": ("WL", "BL"),
    }

    def _points_xxs(self, number: int, line: str) -> None:
        # XXS CODE=VALUE ...; later entries override (TRF.md §8).
        for token in line[3:].split():
            code, sep, text = token.partition("=")
            code = code.upper()
            if not sep or code not in self._XXS_TARGETS:
                raise self.error(number, "scoring system", f"cannot read {token!r} (expected CODE=VALUE "
                                 "with a JaVaFo code such as WW, BD, PAB)")
            value = self._points_value(number, f"points for {code}", text)
            for attribute in self._XXS_TARGETS[code]:
                setattr(self.trf.point_system, attribute, value)
            for colour_code in self._XXS_COLOUR_CODES.get(code, (code,)):
                self.xxs_colour_values[colour_code] = value
            self.pab_explicit |= code == "PAB"
        self.xxs_line = number

    def _check_xxs_colours(self) -> None:
        """PointSystem has one value per result, not one per colour."""
        half = Fraction(1, 2)
        defaults = {"WW": Fraction(1), "BW": Fraction(1), "WD": half, "BD": half, "WL": Fraction(0), "BL": Fraction(0)}
        for white, black in (("WW", "BW"), ("WD", "BD"), ("WL", "BL")):
            white_value = self.xxs_colour_values.get(white, defaults[white])
            black_value = self.xxs_colour_values.get(black, defaults[black])
            if white_value != black_value:
                raise self.error(self.xxs_line, "scoring system", f"{white}={_format_decimal(white_value)} "
                                 f"and {black}={_format_decimal(black_value)} differ; different points "
                                 "for White and Black are not supported")

    def _points_bbx(self, number: int, line: str) -> None:
        # bbpPairings TRF(bx) lines BBW BBD BBL BBZ BBF BBU (TRF.md §8).
        value = self._points_value(number, line[:3], self._single_token(number, line, line[:3]))
        system = self.trf.point_system
        symbol = line[2]
        if symbol == "W":
            system.win = system.forfeit_win = system.full_bye = value
            if not self.pab_explicit:
                system.pab = value
        elif symbol == "D":
            system.draw = system.half_bye = value
        elif symbol == "L":
            system.loss = value
        elif symbol == "Z":
            system.zero_bye = value
        elif symbol == "F":
            system.forfeit_loss = value
        else:  # "U"
            system.pab = value
            self.pab_explicit = True

    # -- JaVaFo configuration and absences (TRF.md §8)

    def _configuration_xxc(self, number: int, line: str) -> None:
        for option in line[3:].split():
            option = option.lower()
            if option == "rank":
                self.trf.rank_ids = True
            elif option in ("white1", "black1"):
                self._set_colour(number, option[0])
            # other options are not used by the pairing engine: ignored

    def _player_ids(self, number: int, tokens: Iterable[str], field_name: str) -> list[int]:
        ids = []
        for token in tokens:
            if not ascii_number(token) or int(token) < 1:
                raise self.error(number, field_name, f"{token!r} is not a player number")
            ids.append(int(token))
            self.id_references.append((number, field_name, int(token)))
        return ids

    def _absent_xxz(self, number: int, line: str) -> None:
        self.trf.absent_next.update(self._player_ids(number, line[3:].split(), "player id"))

    def _forbidden_xxp(self, number: int, line: str) -> None:
        self.trf.forbidden.append((1, OPEN_LAST_ROUND, self._forbidden_ids(number, line[3:].split())))

    def _acceleration_xxa(self, number: int, line: str) -> None:
        # XXA: id at 5-8, round r's points at 10 + 5(r-1), 4 columns; blank = 0.
        id_text = _cols(line, 5, 8).strip()
        if not ascii_number(id_text) or int(id_text) < 1:
            raise self.error(number, "player id", f"{id_text!r} is not a player number", (5, 8))
        player_id = int(id_text)
        if player_id in self.trf.xxa:
            raise self.error(number, "player id", f"second XXA line for player {player_id}", (5, 8))
        self.id_references.append((number, "player id", player_id))
        body = line.rstrip()
        values = []
        for start in range(10, len(body) + 1, 5):
            text = _cols(body, start, start + 3)
            if _cols(body, start - 1, start - 1).strip():
                raise self.error(number, f"round {len(values) + 1} points",
                                 "expected a blank before the value", (start - 1, start - 1))
            value = Fraction(0) if not text.strip() else parse_decimal(text)
            if value is None:
                raise self.error(number, f"round {len(values) + 1} points",
                                 f"{text.strip()!r} is not a number", (start, start + 3))
            values.append(value)
        self.trf.xxa[player_id] = values

    # -- TRF-2026 records 240, 250, 260 (TRF.md §5.1, §6.2, §6.3)

    def _positive_int(self, number: int, token: str, field_name: str, what: str = "round number") -> int:
        if not ascii_number(token) or int(token) < 1:
            raise self.error(number, field_name, f"{token!r} is not a {what}")
        return int(token)

    def _byes_240(self, number: int, line: str) -> None:
        tokens = line[4:].split()
        if len(tokens) < 2 or tokens[0].upper() not in ("F", "H", "Z"):
            raise self.error(number, "bye type", "expected 'F', 'H' or 'Z', a round and player ids", (5, 5))
        kind = tokens[0].upper()
        round_number = self._positive_int(number, tokens[1], "round")
        round_byes = self.trf.byes.setdefault(round_number, {})
        for player_id in self._player_ids(number, tokens[2:], "player id"):
            if round_byes.get(player_id, kind) != kind:
                raise self.error(number, "player id", f"player {player_id} already has a "
                                 f"'{round_byes[player_id]}' bye in round {round_number}")
            round_byes[player_id] = kind

    def _acceleration_250(self, number: int, line: str) -> None:
        # 5-8 match points (empty for individuals), 10-13 game points, 15-17 / 19-21
        # rounds, 23-26 / 28-31 first and last ids.
        tokens = line[4:].split()
        if len(tokens) == 5:
            tokens = [""] + tokens
        if len(tokens) != 6:
            raise self.error(number, "acceleration", "expected match points (optional), game points, "
                             "first and last round, first and last player id")
        match_points = None if not tokens[0] else self._acceleration_points(number, "match points", tokens[0])
        game_points = self._acceleration_points(number, "game points", tokens[1])
        first_round = self._positive_int(number, tokens[2], "first round")
        last_round = self._positive_int(number, tokens[3], "last round")
        first_id, last_id = (self._positive_int(number, t, "player id", "player number") for t in tokens[4:])
        if first_round > last_round or first_id > last_id:
            raise self.error(number, "acceleration", "a range ends before it starts")
        if last_round > 999 or last_id > 9999:  # 3 and 4 columns (TRF.md 6.2)
            raise self.error(number, "acceleration", f"round {last_round} or player {last_id} does not fit "
                             "its columns (rounds up to 999, players up to 9999)")
        self.trf.accelerations.append(
            AccelerationRule(game_points, first_round, last_round, first_id, last_id, match_points))

    def _acceleration_points(self, number: int, field_name: str, text: str) -> Fraction:
        """Fictitious points: not negative, and written back in the record's 4 columns ('11.5')."""
        value = self._points_value(number, field_name, text)
        fits = value >= 0
        if fits:
            try:
                _decimal_zero_padded(value)
            except ValueError:
                fits = False
        if not fits:
            raise self.error(number, field_name, f"{text!r} is not acceleration points (0 to 99.9, "
                             "written in 4 columns)")
        return value

    def _forbidden_260(self, number: int, line: str) -> None:
        tokens = line[4:].split()
        if len(tokens) < 3:
            raise self.error(number, "prohibited pairings", "expected first round, last round and player ids")
        first_round = self._positive_int(number, tokens[0], "first round")
        last_round = self._positive_int(number, tokens[1], "last round")
        if first_round > last_round:
            raise self.error(number, "last round", f"{last_round} is before the first round {first_round}")
        self.trf.forbidden.append((first_round, last_round, self._forbidden_ids(number, tokens[2:])))

    def _forbidden_ids(self, number: int, tokens: list[str]) -> tuple[int, ...]:
        """The players of a 260 / XXP record: at least two, each named once."""
        ids = self._player_ids(number, tokens, "player id")
        for index, player_id in enumerate(ids):
            if player_id in ids[:index]:
                raise self.error(number, "player id", f"player {player_id} is named twice: a player cannot be "
                                 "forbidden to meet himself")
        if len(ids) < 2:
            raise self.error(number, "player id", "a prohibited pairing names at least two players")
        return tuple(ids)

    # -- player records (TRF.md §3, §4)

    def _field_text(self, line: str, name: str) -> str:
        return _cols(line, *PLAYER_FIELDS[name]).strip()

    def _optional_int(self, number: int, line: str, name: str) -> int | None:
        text = self._field_text(line, name)
        if not text:
            return None
        if not ascii_number(text):
            raise self.error(number, name, f"{text!r} is not a whole number", PLAYER_FIELDS[name])
        return int(text)

    def _starting_rank(self, number: int, line: str) -> int:
        value = self._optional_int(number, line, "starting rank")
        if value is None or not 1 <= value <= 9999:
            text = self._field_text(line, "starting rank")
            raise self.error(number, "starting rank", f"missing or invalid starting rank {text!r} "
                             "(a number 1-9999 in columns 5-8)", PLAYER_FIELDS["starting rank"])
        return value

    def _points_column(self, number: int, line: str) -> Fraction:
        text = self._field_text(line, "points")
        if not text:  # a line cut short would read as "no points, no rounds" (BBP: at least 84 columns)
            ends = len(line.rstrip())
            found = f"the line ends at column {ends}" if ends < PLAYER_FIELDS["points"][0] else "it is blank"
            raise self.error(number, "points", f"no points: {found}; a player record holds its points in "
                             "columns 81-84, then its round cells", PLAYER_FIELDS["points"])
        value = parse_decimal(text)
        if value is None:
            raise self.error(number, "points", f"{text!r} is not a number", PLAYER_FIELDS["points"])
        return value

    def _player(self, number: int, line: str) -> None:
        player_id = self._starting_rank(number, line)
        if player_id in self.trf.players:
            first = self.trf.players[player_id].line
            raise self.error(number, "starting rank", f"starting rank {player_id} is already used "
                             f"on line {first}", PLAYER_FIELDS["starting rank"])
        self.trf.players[player_id] = TrfPlayer(
            line=number,
            id=player_id,
            sex=self._field_text(line, "sex"),
            title=self._field_text(line, "title"),
            name=self._field_text(line, "name"),
            rating=self._optional_int(number, line, "rating") or 0,
            federation=self._field_text(line, "federation"),
            fide_id=self._field_text(line, "FIDE ID"),
            birth_date=self._field_text(line, "birth date"),
            points=self._points_column(number, line),
            rank=self._optional_int(number, line, "rank"),
            rounds=self._cells(number, line, player_id),
        )

    def _cells(self, number: int, line: str, player_id: int) -> list[RoundCell]:
        body = line.rstrip()
        if _cols(body, 90, 91).strip():
            raise self.error(number, "round 1", "expected blanks before the first round cell "
                             "(round cells start at column 92)", (90, 91))
        cells: list[RoundCell] = []
        start = FIRST_CELL_COLUMN
        while start <= len(body):
            round_number = len(cells) + 1
            cells.append(self._cell(number, round_number, _cols(body, start, start + 7), player_id))
            if _cols(body, start + 8, start + 9).strip():
                raise self.error(number, f"round {round_number}", "unexpected text after the round "
                                 "cell (cells are 10 columns apart)", (start + 8, start + 9))
            start += CELL_STEP
        return cells

    def _cell(self, number: int, round_number: int, text: str, player_id: int) -> RoundCell:
        """One round cell: opponent +0..3, colour +5, result +7 (TRF.md §3, §4)."""
        start = _cell_columns(round_number)
        name = f"round {round_number}"
        if text[4] != " " or text[6] != " ":
            raise self.error(number, name, f"malformed round cell {text!r} (expected "
                             "'OOOO C R': opponent, colour, result)", (start, start + 7))
        opponent = self._cell_opponent(number, name, text[:4], start, player_id)
        colour = self._cell_colour(number, name, text[5], start + 5)
        if opponent is not None and text[7] == " ":  # a round paired but not played yet: bbpPairings refuses too
            raise self.error(number, f"{name} result", f"no result for the game against {opponent}: enter it "
                             "(1 = 0 + - W D L), or take the unplayed round out of the file", (start + 7, start + 7))
        result = self._cell_result(number, name, text[7], start + 7)
        return self._checked_cell(number, name, start, RoundCell(opponent, colour, result))

    def _cell_opponent(self, number: int, name: str, text: str, start: int, player_id: int) -> int | None:
        stripped = text.strip()
        if not stripped:
            return None
        if not ascii_number(stripped):
            raise self.error(number, f"{name} opponent", f"{stripped!r} is not a starting rank",
                             (start, start + 3))
        opponent = int(stripped)
        if opponent == player_id:
            raise self.error(number, f"{name} opponent", f"player {player_id} cannot be his own opponent",
                             (start, start + 3))
        return opponent or None  # 0000 = no opponent

    def _cell_colour(self, number: int, name: str, char: str, column: int) -> str | None:
        if char in "- ":
            return None
        if char.lower() not in ("w", "b"):
            raise self.error(number, f"{name} colour", f"{char!r} is not w, b or -", (column, column))
        return char.lower()

    def _cell_result(self, number: int, name: str, char: str, column: int) -> str:
        result = "Z" if char == " " else char.upper()  # blank = Z (TRF.md §4)
        if result in RESULT_CODES and result != UNKNOWN_RESULT:
            return result
        # VCL4THP Q166: an unknown symbol is read as an unknown result, and the arbiter is told (of '?' too)
        self.unknown_results.append(import_text(QT_TRANSLATE_NOOP(
            "Import", "{0}, line {1}, field '{2} result' (column {3}): {4} is an adjourned or unknown result: read as "
                      "'{5}' (result not known, a provisional draw) until the arbiter enters the result")
            if result in UNKNOWN_ALIASES else QT_TRANSLATE_NOOP(
            "Import", "{0}, line {1}, field '{2} result' (column {3}): {4} is not a result code: read as '{5}' (result "
                      "not known, a provisional draw) until the arbiter enters the result"),
            self.path, number, name, column, repr(char), UNKNOWN_RESULT))
        return UNKNOWN_RESULT

    def _checked_cell(self, number: int, name: str, start: int, cell: RoundCell) -> RoundCell:
        """Consistency of one cell (TRF.md §4, BBP readPlayer)."""
        columns = (start, start + 7)
        if cell.result in BYE_RESULTS and cell.opponent is not None:
            raise self.error(number, name, f"result '{cell.result}' is a bye and takes no opponent "
                             f"(found {cell.opponent})", columns)
        if cell.opponent is None and cell.colour is not None:
            raise self.error(number, name, f"colour '{cell.colour}' without an opponent", columns)
        if cell.result in PLAYED_RESULTS:
            if cell.opponent is None and cell.result == "=":
                return RoundCell(None, None, "H")  # legacy "0000 - =" half-point bye (TRF.md §9.7)
            if cell.opponent is None:
                raise self.error(number, name, f"played result '{cell.result}' needs an opponent", columns)
            if cell.colour is None:
                raise self.error(number, name, f"played result '{cell.result}' needs colour w or b", columns)
        return cell

    # -- whole-file checks

    def _finish(self) -> None:
        trf = self.trf
        if not trf.players:
            raise self.error(None, None, "no player records (001 lines)")
        if self.xxs_line is not None:
            self._check_xxs_colours()
        if trf.tournament_type is None:
            trf.tournament_type = self._type_from_092()
        if not trf.rank_ids:
            self._check_contiguous_ids()
        self._check_round_counts()
        self._check_id_references()
        for player in trf.players.values():
            self._check_opponents(player)
        for player in trf.players.values():
            if self.points_checked:
                self._check_points(player)

    def _type_from_092(self) -> str | None:
        # BBP writes its system in 092 (TRF.md §9.2).
        text = self.trf.header.get("092", "").split("\n")[0].strip()
        return text if _TYPE_CODE_RE.match(text.upper()) else None

    def _check_contiguous_ids(self) -> None:
        """Without XXC rank, pairing numbers are 1..N (BBP: 'A pairing number is missing')."""
        count = len(self.trf.players)
        missing = sorted(set(range(1, count + 1)) - set(self.trf.players))
        for player in self.trf.players.values():
            if player.id > count:
                raise self.error(player.line, "starting rank", f"starting rank {player.id} is larger than "
                                 f"the number of players ({count}); starting rank {missing[0]} is missing",
                                 PLAYER_FIELDS["starting rank"])

    def _check_round_counts(self) -> None:
        total = self.trf.total_rounds
        if total is None:
            return
        if is_double_swiss(self.trf):
            total *= 2  # 142 / XXR count matches, two game cells each
        for player in self.trf.players.values():
            if len(player.rounds) > total:
                start = _cell_columns(total + 1)
                raise self.error(player.line, f"round {total + 1}", f"player {player.id} has "
                                 f"{len(player.rounds)} round cells but the tournament has {total} rounds "
                                 f"(line {self.rounds_line})", (start, start + 7))

    def _check_id_references(self) -> None:
        for line, field_name, player_id in self.id_references:
            if player_id not in self.trf.players:
                raise self.error(line, field_name, f"player {player_id} does not exist")

    def _check_opponents(self, player: TrfPlayer) -> None:
        for index, cell in enumerate(player.rounds):
            if cell.opponent is not None:
                self._check_pair(player, index + 1, cell)

    def _check_pair(self, player: TrfPlayer, round_number: int, cell: RoundCell) -> None:
        """Both cells of a game must agree (TRF.md §4, BBP validatePairConsistency)."""
        start = _cell_columns(round_number)
        name = f"round {round_number}"
        opponent = self.trf.players.get(cell.opponent or 0)
        if opponent is None:
            raise self.error(player.line, f"{name} opponent", f"opponent {cell.opponent} does not exist",
                             (start, start + 3))
        where = f"player {opponent.id} (line {opponent.line})"
        if len(opponent.rounds) < round_number:
            raise self.error(player.line, name, f"player {player.id} plays {opponent.id}, but {where} "
                             f"has no entry for round {round_number}", (start, start + 7))
        other = opponent.rounds[round_number - 1]
        if other.opponent != player.id:
            found = "no opponent" if other.opponent is None else f"opponent {other.opponent}"
            raise self.error(player.line, name, f"player {player.id} plays {opponent.id}, but {where} "
                             f"has {found} in round {round_number}", (start, start + 7))
        if cell.colour is not None and cell.colour == other.colour:
            raise self.error(player.line, f"{name} colour", f"player {player.id} and {where} both "
                             f"have colour '{cell.colour}'", (start + 5, start + 5))
        if (cell.result, other.result) not in COMPATIBLE_RESULTS | RARE_GAME_RESULTS | {ADJOURNED_GAME}:
            raise self.error(player.line, f"{name} result", f"result '{cell.result}' is incompatible "
                             f"with '{other.result}' of {where}", (start + 7, start + 7))

    def _check_points(self, player: TrfPlayer) -> None:
        """Points (81-84) must equal the results under the point system (TRF.md §9.10)."""
        computed = sum((self.trf.point_system.points(c) for c in player.rounds), Fraction(0))
        if computed != player.points and any(c.result == UNKNOWN_RESULT for c in player.rounds):
            self.unknown_results.append(import_text(QT_TRANSLATE_NOOP(  # the file scored its unknown results otherwise
                "Import", "{0}, line {1}, field 'points' (columns 81-84): {2} in the file, {3} with the unknown results "
                          "as draws"), self.path, player.line, _format_decimal(player.points),
                _format_decimal(computed)))
        elif computed != player.points:
            raise self.error(player.line, "points", f"{_format_decimal(player.points)} does not match "
                             f"the results ({_format_decimal(computed)})", PLAYER_FIELDS["points"])


def is_double_swiss(trf: TrfFile) -> bool:
    """The 192 code names the Double-Swiss system (C.04.5): each round is a match of two game cells."""
    return (trf.tournament_type or "").upper().startswith(DOUBLE_SWISS_CODES)


def parse_trf(text: str, path: str = "<string>", points_checked: bool = True) -> TrfFile:
    """Parse TRF text; raise TrfError (exit_code 3) on invalid input (``points_checked`` False:
    Points columns that do not match the results are left for the checker to report)."""
    return _Parser(path, points_checked).parse(text)


def _line_of_offset(data: bytes, offset: int) -> int:
    return len(_LINE_BREAK_BYTES_RE.findall(data[:offset])) + 1


def read_trf(path: str, points_checked: bool = True) -> TrfFile:
    """Read a TRF file (UTF-8, TRF.md §1); ``points_checked`` as for ``parse_trf``."""
    name = str(path)
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise TrfFileAccessError(name, None, None, f"cannot read the file: {exc.strerror or exc}") from exc
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise TrfError(name, _line_of_offset(data, exc.start), None,
                       f"not valid UTF-8 (byte 0x{data[exc.start]:02x}); save the file as UTF-8") from exc
    return parse_trf(text, name, points_checked)


# ---------------------------------------------------------------- writer


def _fixed(value: str, width: int, what: str, align: str = "<") -> str:
    if len(value) > width:
        raise ValueError(f"{what} {value!r} does not fit in {width} columns")
    return f"{value:{align}{width}}"


def _points_text(value: Fraction, what: str) -> str:
    return _fixed(_format_decimal(value), 4, what, ">")


def _player_line(player: TrfPlayer) -> str:
    """001 record with the exact columns of TRF.md §3."""
    rating = str(player.rating) if player.rating else ""
    rank = "" if player.rank is None else str(player.rank)
    static = (
        f"001 {_fixed(str(player.id), 4, 'starting rank', '>')} "
        f"{_fixed(player.sex, 1, 'sex')}{_fixed(player.title, 3, 'title', '>')} "
        f"{player.name[:NAME_WIDTH]:<{NAME_WIDTH}} "
        f"{_fixed(rating, 4, 'rating', '>')} {_fixed(player.federation, 3, 'federation')} "
        f"{_fixed(player.fide_id, 11, 'FIDE ID', '>')} {_fixed(player.birth_date, 10, 'birth date')} "
        f"{_points_text(player.points, 'points')} {_fixed(rank, 4, 'rank', '>')}"
    )
    return (static + "".join(f"  {_cell_text(c)}" for c in player.rounds)).rstrip()


def _cell_text(cell: RoundCell) -> str:
    if cell.blank:
        return " " * 8
    opponent = "0000" if cell.opponent is None else _fixed(str(cell.opponent), 4, "opponent", ">")
    return f"{opponent} {cell.colour or '-'} {cell.result}"


def _line_162(system: PointSystem) -> str | None:
    """162 line, or None when 162 cannot express the system (TRF.md §2.1)."""
    if not (system.win == system.forfeit_win == system.full_bye
            and system.draw == system.half_bye and system.zero_bye == system.forfeit_loss):
        return None
    pairs = [("W", system.win), ("D", system.draw), ("L", system.loss),
             ("A", system.zero_bye), ("P", system.pab)]
    try:
        texts = [f"{symbol}{_points_text(value, 'points')}" for symbol, value in pairs]
    except ValueError:
        return None
    return "162  " + "    ".join(texts)


def _line_xxs(system: PointSystem) -> str:
    """Full XXS line (TRF.md §8) for systems 162 cannot hold."""
    codes = [("WW", system.win), ("BW", system.win), ("WD", system.draw), ("BD", system.draw),
             ("WL", system.loss), ("BL", system.loss), ("ZPB", system.zero_bye),
             ("HPB", system.half_bye), ("FPB", system.full_bye), ("PAB", system.pab),
             ("FW", system.forfeit_win), ("FL", system.forfeit_loss)]
    return "XXS " + " ".join(f"{code}={_format_decimal(value)}" for code, value in codes)


def _tournament_lines(trf: TrfFile) -> list[str]:
    """??2 lines in code order: header plus 142, 152, 162, 192 (TRF.md §2)."""
    entries = [(code, part) for code, text in trf.header.items() for part in text.split("\n")]
    if trf.total_rounds is not None:
        entries.append(("142", str(trf.total_rounds)))
    if trf.initial_colour is not None:
        entries.append(("152", trf.initial_colour.upper()))
    if trf.point_system != PointSystem():
        line_162 = _line_162(trf.point_system)
        if line_162 is not None:
            entries.append(("162", line_162[4:]))
    if trf.tournament_type:
        entries.append(("192", trf.tournament_type))
    entries.sort(key=lambda entry: entry[0])
    return [f"{code} {text}" if text else code for code, text in entries]


def _bye_lines(trf: TrfFile) -> Iterator[str]:
    """240 records, one per round and bye type (TRF.md §5.1)."""
    for round_number in sorted(trf.byes):
        for kind in "FHZ":
            ids = [pid for pid, k in trf.byes[round_number].items() if k == kind]
            if ids:
                yield f"240 {kind} {round_number:03d}" + "".join(f" {pid:>4}" for pid in ids)


def _acceleration_lines(trf: TrfFile) -> Iterator[str]:
    """250 records (TRF.md §6.2), e.g. '250      02.0 001 003 0001 0090'."""
    for acc in trf.accelerations:
        match_points = "    " if acc.match_points is None else _decimal_zero_padded(acc.match_points)
        yield (f"250 {match_points} {_decimal_zero_padded(acc.game_points)} {acc.first_round:03d} "
               f"{acc.last_round:03d} {acc.first_player:04d} {acc.last_player:04d}")


def _decimal_zero_padded(value: Fraction) -> str:
    text = _format_decimal(value)
    return _fixed(text.zfill(4), 4, "acceleration points")


def _forbidden_lines(trf: TrfFile) -> Iterator[str]:
    """260 records (TRF.md §6.3); open-ended XXP entries stay XXP."""
    for first, last, ids in trf.forbidden:
        if first == 1 and last == OPEN_LAST_ROUND:
            yield "XXP " + " ".join(str(pid) for pid in ids)
        else:
            yield f"260 {first:03d} {last:03d}" + "".join(f" {pid:>4}" for pid in ids)


def _extension_lines(trf: TrfFile) -> Iterator[str]:
    """JaVaFo lines for data TRF-2026 cannot hold as such (TRF.md §8)."""
    if trf.rank_ids:
        yield "XXC rank"
    if trf.point_system != PointSystem() and _line_162(trf.point_system) is None:
        yield _line_xxs(trf.point_system)
    if trf.absent_next:
        yield "XXZ " + " ".join(str(pid) for pid in sorted(trf.absent_next))
    for player_id, values in trf.xxa.items():
        yield f"XXA {player_id:>4}" + "".join(f" {_points_text(v, 'acceleration points')}" for v in values)


def write_trf(trf: TrfFile, line_ending: str = "\r") -> str:
    """TRF-2026 text: tournament lines, 001 lines, 240/250/260, JaVaFo lines, extra lines."""
    lines = [
        *_tournament_lines(trf),
        *(_player_line(player) for player in trf.players.values()),
        *_bye_lines(trf),
        *_acceleration_lines(trf),
        *_forbidden_lines(trf),
        *_extension_lines(trf),
        *trf.extra_lines,
        *([f"### 192 {trf.own_type}"] if trf.own_type else []),
        *trf.player_notes,
        *trf.integrity,
    ]
    return line_ending.join(lines) + line_ending
