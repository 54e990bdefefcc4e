"""A whole tournament <-> TRF: import a TRF file as a new tournament, export a tournament as
TRF-2026 (for FIDE rating reports and for external pairing programs and checkers).

Import keeps every record: what the domain has no field for stays verbatim in the settings
(``extra_header``, ``extra_trf_lines``), so ``tournament_to_trf(tournament_from_trf(f)) == f``
for the files this program and the established engines write (tested on the conformance files).

How the domain is written (TRF.md sections 4-5):
- paired rounds: a board gives both players' cells; players without a board get their ``unpaired``
  cell ('0000 - U' for the PAB, H/F/Z for byes and absences, blanks for the rounds after a
  withdrawal: TRF-26 reads a blank cell as "not paired", scoring as Z); a player with no cell in
  a round before his last cell gets '0000 - Z';
- the round after the last exported one ("next round"): requested byes and absences, and players
  withdrawn or not yet entered, get a '0000 - H/F/Z' cell in that round (counted in the points),
  which every engine reads as "do not pair" (bbpPairings ignores XXZ);
- requests of every other round are 240 records;
- ranks (columns 86-89) come from the standings and are passed in (``ranks``).

XXZ and 240 records for the next round are read as requests and written back as cells: the same
pairing, a different text.
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Callable, Mapping

from ..engine import systems
from ..text import QT_TRANSLATE_NOOP, import_text
from ..engine.acceleration.virtual import AccelerationError
from ..engine.knockout.plan import KnockoutError
from ..engine.snapshot import Colour
from ..engine.swiss.double_swiss.matches import GAMES_PER_MATCH
from ..tournament import double_swiss
from ..tournament.acceleration import acceleration_points, acceleration_rules, as_rules, computed_plan
from ..tournament.schedules import GROUPINGS
from ..tournament.standings import unrated_rating
from ..tournament.model import (CLUB_SYSTEMS, LADDER_SYSTEMS, TEAM_SYSTEMS, DEFAULT_TOURNAMENT_TYPES, OPEN_LAST_ROUND, RATING_LISTS, Board,
                                ForbiddenPairing, IntegrityEntry, Player, RequestKind, Round, Tournament,
                                TournamentSettings)
from ..tournament.knockout import shown_event
from ..tournament.validation import validate
from ..tournament import chess960
from ..tournament.standings import tournament_standings
from . import trf_pairing, trf_team_event, trf_teams
from .trf_pairing import ACCELERATION_SUFFIX, acceleration_of
from .atomic import write_atomically
from .trf_knockout import export as export_knockout
from .trf_player_notes import is_nrs_record, nrs_lines, player_note_lines, with_player_notes
from ..tournament.scoring import PointSystem, RoundCell
from .trf import (INTEGRITY_RECORD, NAME_WIDTH, ROUND_DATES_OFFSET, TrfError, TrfFile, TrfPlayer, ascii_number,
                  is_double_swiss, read_trf, write_trf)
from .trf import _line_xxs as xxs_line  # the writer's own XXS line, for TRF16

__all__ = ["SCHEDULE_PARTS", "TRF_FORMATS", "TrfInput", "as_trf16", "cut_names", "export_trf", "integrity_entries",
           "integrity_lines", "load_trf", "rating_report_type", "read_tournament", "tournament_from_trf",
           "tournament_to_trf", "tournament_type_code"]

# ??2 codes with a settings field: code -> (field, text -> value, value -> text).
_SIMPLE_HEADER: dict[str, str] = {"012": "name", "022": "city", "032": "federation", "042": "start_date",
                                  "052": "end_date", "102": "chief_arbiter", "122": "time_control"}
_ROUND_DATES = "132"
_STANDINGS_ORDER = "212"
_RATING_METHOD = "172"
_METHOD_AT = 4  # the method's offset in the text after "172 " (columns 9-13)
# Methods whose ratings the 001 records do not hold (national ones in NRS records, OTHER's tournament
# ratings in our '###' notes, trf_player_notes): a file without any of them (another program's) is
# paired by its FIDE ratings, its 172 line written back as it was.
_RATINGS_NOT_IN_001 = {"NRO": "national_rating", "OTHER": "tournament_rating"}
_REQUEST_OF_CODE = {"H": RequestKind.HALF_BYE, "F": RequestKind.FULL_BYE, "Z": RequestKind.ZERO_BYE}
_XXC_RANK = "XXC rank"
# The fixed schedules' options (seed 003 chapters 3-5) appended to the 192 code when not the
# default, as the Keizer parameters are (trf_pairing.keizer_code); no name holds a system's marker.
SCHEDULE_PARTS = {"TEAMS": "schedule_teams", "POOLCOUNT": "pools", "QUALIFIERS": "qualifiers",
                   "SUPPRESSED": "suppressed_rounds", "GROUPING": "grouping"}
_DEFAULT_SETTINGS = TournamentSettings()


def _code_parts(code: str) -> tuple[str, list[str]]:
    """A 192 code without its acceleration suffix, split into the system's code and the option
    parts after it (those starting with an option's name and followed by its value)."""
    method = acceleration_of(code)
    if method != "none":
        code = code[:-len(ACCELERATION_SUFFIX[method])]
    parts = code.split("_")
    first = next((i for i, part in enumerate(parts) if _option_name(part)), len(parts))
    return "_".join(parts[:first]), parts[first:]


def _option_name(part: str) -> str | None:
    name = next((n for n in SCHEDULE_PARTS if part.upper().startswith(n)), None)
    return name if name is not None and len(part) > len(name) else None


def tournament_type_code(s: TournamentSettings) -> str | None:
    """The 192 code written: the settings' code if it names the system (else the system's own),
    a fixed schedule's options that are not the default, and the acceleration method; a Keizer
    series' code with its parameters."""
    if s.system in CLUB_SYSTEMS:
        return trf_pairing.keizer_code(s.keizer)
    if s.system in LADDER_SYSTEMS:
        return trf_pairing.ladder_code(s.ladder)
    if not s.tournament_type and s.system == systems.of_trf_type(None) and s.acceleration == "none":
        return None  # a file without 192 stays without it: read back as Dutch
    if s.system in TEAM_SYSTEMS:  # their codes are read with the team layout (C.04.6, trf_team_event)
        named = ((s.tournament_type or "").upper().startswith(trf_teams.TEAM_TYPE_CODES)
                 and trf_team_event.team_system_of_type(s.tournament_type) == s.system)
        own: str | None = trf_team_event.TEAM_CODES[s.system]
    else:
        named = bool(s.tournament_type) and systems.of_trf_type(s.tournament_type) == s.system
        own = DEFAULT_TOURNAMENT_TYPES.get(s.system)
    code = s.tournament_type if named else own
    if code is None:
        return None
    base, _ = _code_parts(code)
    options = [f"{name}{str(getattr(s, field)).upper()}" for name, field in SCHEDULE_PARTS.items()
               if systems.SYSTEMS[s.system].family is systems.Family.SCHEDULE
               and getattr(s, field) != getattr(_DEFAULT_SETTINGS, field)]
    return "_".join([base, *options]) + ACCELERATION_SUFFIX.get(s.acceleration, "")


def _schedule_options(trf: TrfFile) -> dict[str, object]:
    """The fixed schedule's options the 192 code gives (``tournament_type_code``); TrfError
    naming the line for a part that cannot be read."""
    values: dict[str, object] = {}
    for part in _code_parts(trf.tournament_type or "")[1]:
        name = _option_name(part)
        text = part[len(name):] if name else ""
        field = SCHEDULE_PARTS[name] if name else ""
        if field in values:  # which of the two holds is not for the reader to guess
            raise TrfError(trf.path, trf.tournament_type_line, "tournament type", f"192 {trf.tournament_type}: "
                           f"the option {name} is given twice")
        if name == "GROUPING" and text.lower() in GROUPINGS:
            values[field] = text.lower()
        elif name not in (None, "GROUPING") and ascii_number(text) and int(text) > 0:
            values[field] = int(text)
        else:
            raise TrfError(trf.path, trf.tournament_type_line, "tournament type", f"192 {trf.tournament_type}: "
                           f"the option {part!r} cannot be read; write e.g. ARBITER_POOLS_POOLCOUNT3_QUALIFIERS2 "
                           f"(TEAMS, POOLCOUNT, QUALIFIERS, SUPPRESSED: a whole number; GROUPING: "
                           f"{' or '.join(g.upper() for g in GROUPINGS)})")
    return values


# ---------------------------------------------------------------- header


def _split_list(text: str, separator: str) -> tuple[str, ...]:
    return tuple(part.strip() for part in text.split(separator))


# TBS's /U modifier (TIEBREAKS.md, "/U1400"): the rating of unrated players, on the rating codes.
_UNRATED_MODIFIER = re.compile(r"[/:-]U([0-9]{1,4})$", re.IGNORECASE)
_RATING_CODES = ("ARO", "TPR", "PTP", "APRO", "APPO", "RTNG")


def _unrated_from_codes(codes: tuple[str, ...]) -> tuple[tuple[str, ...], int | None]:
    """202's codes without /U, and the rating it gives unrated players (VCL4THP Q208).  Codes with
    different /U ratings are kept as they are: the settings' check then refuses them, naming them."""
    ratings = {int(match.group(1)) for match in map(_UNRATED_MODIFIER.search, codes) if match}
    if len(ratings) != 1:
        return codes, None
    return tuple(_UNRATED_MODIFIER.sub("", code) for code in codes), ratings.pop()


def _codes_202(t: Tournament) -> tuple[str, ...]:
    """The tie-breaks as 202 writes them: the rating codes with /U and the rating the standings
    give unrated players (``standings.unrated_rating``: fixed, lowest or average), if any."""
    s = t.settings
    codes = s.tiebreaks if s.is_team_event else s.tiebreak_order  # the defaults written too: read back the same
    rating = unrated_rating(t)
    if rating is None:
        return codes
    return tuple(f"{code}/U{rating}" if re.split(r"[/:-]", code.upper())[0] in _RATING_CODES else code
                 for code in codes)


def _header_fields(header: Mapping[str, str], rounds: int) -> tuple[dict[str, object], dict[str, str], list[str]]:
    """(settings fields, verbatim header, round dates); a line is mapped only if writing the field
    back gives the same text."""
    values: dict[str, object] = {}
    extra: dict[str, str] = {}
    dates: list[str] = [""] * rounds

    def mapped(code: str, text: str, parse: Callable[[str], object], render: Callable[[object], str]) -> object:
        value = parse(text)
        if render(value) == text:
            return value
        extra[code] = text
        return None

    for code, text in header.items():
        if not text.strip():
            extra[code] = text  # an empty line: nothing to map, kept as it is
        elif code in _SIMPLE_HEADER:
            value = mapped(code, text, str, str)
            if value is not None:
                values[_SIMPLE_HEADER[code]] = value
        elif code == "112":
            value = mapped(code, text, lambda s: tuple(s.split("\n")), lambda v: "\n".join(v))  # type: ignore[arg-type]
            if value is not None:
                values["deputy_arbiters"] = value
        elif code == "202":
            # The codes are mapped whatever the spaces around the commas ("BH/C1, BH"); a text
            # that is not written back as it is stays verbatim too, for the export (``_header``).
            codes, unrated = _unrated_from_codes(_split_list(text, ","))
            values["tiebreaks"] = codes
            if unrated is not None:
                values["unrated_rating"] = unrated
            if ",".join(_split_list(text, ",")) != text:
                extra[code] = text
        elif code == _STANDINGS_ORDER:
            continue  # derived from 202 by the export (``import_review`` says when it differed)
        elif code == _RATING_METHOD:  # a method the 001 records hold is read (and written again from
            method = text[_METHOD_AT:].strip()  # the settings); another one's text is kept as it is
            if method in RATING_LISTS:
                values["rating_list"] = method
            else:
                extra[code] = text
        elif code == _ROUND_DATES:
            parsed = [text[ROUND_DATES_OFFSET + 10 * r:ROUND_DATES_OFFSET + 10 * r + 8].strip() for r in range(rounds)]
            if _round_dates_text(parsed) == text:
                dates = parsed
            else:
                extra[code] = text
        else:
            extra[code] = text
    return values, extra, dates


def _rating_method_text(federation: str, method: str) -> str:
    """TRF 172: the federation at columns 5-7, the starting-rank method at 9-13 (TRF.md section 2)."""
    return f"{federation.strip()[:3]:<3} {method}"


def _short_date(date: str) -> str:
    """YYYY/MM/DD -> YY/MM/DD (132 has 8 columns per round)."""
    return date[2:] if len(date) == 10 and date[4] in "/-." else date


def _round_dates_text(dates: list[str]) -> str:
    text = ""
    for r, date in enumerate(dates):
        if date:
            text = text.ljust(ROUND_DATES_OFFSET + 10 * r) + _short_date(date)[:8]
    return text


def _header(t: Tournament) -> dict[str, str]:
    s = t.settings
    header = dict(s.extra_header)
    for code, name in _SIMPLE_HEADER.items():
        value = getattr(s, name)
        if value:
            header[code] = value
    if s.deputy_arbiters:
        header["112"] = "\n".join(s.deputy_arbiters)
    kept = header.get(_RATING_METHOD, "")
    if s.rating_list != "FIDE" and kept[_METHOD_AT:].strip() != s.rating_list:
        header[_RATING_METHOD] = _rating_method_text(s.federation, s.rating_list)  # VCL4THP Q145, Q217
    codes = _codes_202(t)
    if codes and _split_list(header.get("202", ""), ",") != codes:
        header["202"] = ",".join(codes)  # else the file's own text, spaces and all
    if codes:  # TRF-2026 212: the order of the standings, points first (derived, not read back)
        header[_STANDINGS_ORDER] = ",".join(("PTS", *codes))
    # TRF-2026 172: the starting-rank method, columns 9-13 (5-7: the federation)
    header.setdefault(_RATING_METHOD, _rating_method_text(s.federation, s.rating_list))
    dates = _round_dates_text([r.date for r in t.rounds])
    if dates:
        header[_ROUND_DATES] = dates
    return header


# ---------------------------------------------------------------- TRF -> tournament


def tournament_from_trf(trf: TrfFile) -> Tournament:
    """The tournament a TRF file describes; TrfError if it holds something a tournament cannot
    (no number of rounds, gaps in the pairing numbers, cells beyond the next round)."""
    if trf_teams.is_team_event(trf):  # C.04.6: the teams' rounds, then each match's board games
        return trf_team_event.team_event_from_trf(trf, tournament_from_trf)
    trf = _with_own_type(trf_pairing.ranked(trf)[0])  # XXC rank: numbered in the order of the lines, as paired
    if trf.total_rounds is None:
        if not trf.rounds_in_file():
            raise TrfError(trf.path, None, "number of rounds", "the file does not say how many rounds the "
                           "tournament has (142 or XXR) and has no round yet")
        trf = replace(trf, total_rounds=trf.rounds_in_file())  # a TRF16 rating report: the rounds it holds
    games = GAMES_PER_MATCH if is_double_swiss(trf) else 1  # Double-Swiss: 142 counts matches
    total = trf.total_rounds * games
    ids = sorted(trf.players)
    if ids != list(range(1, len(ids) + 1)):
        raise TrfError(trf.path, None, "starting rank", "pairing numbers must be 1 to the number of players "
                       f"(found {ids[:3]}...{ids[-1]})")
    paired = trf_pairing.paired_rounds(trf)
    values, extra_header, dates = _header_fields(trf.header, total)
    nrs = [line for line in trf.extra_lines if is_nrs_record(line)]  # read, and written from the players again
    extra_lines = ((_XXC_RANK,) if trf.rank_ids else ()) + tuple(l for l in trf.extra_lines if l not in nrs)
    settings = TournamentSettings(
        rounds=total,
        system=systems.of_trf_type(trf.tournament_type) or "dutch",  # a code naming none: import_review says so
        tournament_type=trf.tournament_type,
        point_system=replace(trf.point_system),
        initial_colour=None if trf.initial_colour is None else Colour(trf.initial_colour),
        accelerations=tuple(trf.accelerations),
        acceleration_points={pid: tuple(points) for pid, points in trf.xxa.items()},
        acceleration=acceleration_of(trf.tournament_type),
        keizer=trf_pairing.keizer_settings(trf),
        ladder=trf_pairing.ladder_rules(trf),
        **_schedule_options(trf),  # type: ignore[arg-type]
        extra_header=extra_header,
        extra_trf_lines=extra_lines,
        **values,  # type: ignore[arg-type]
    )
    players = {p.id: Player(tpn=p.id, name=p.name, title=p.title, sex=p.sex, federation=p.federation,
                            fide_id=p.fide_id, fide_rating=p.rating, birth_date=p.birth_date)
               for p in sorted(trf.players.values(), key=lambda p: p.id)}
    rounds = tuple(_round_from_trf(trf, r, dates[r - 1]) if r <= paired else Round(r, date=dates[r - 1])
                   for r in range(1, total + 1))
    tournament = Tournament(
        settings=settings,
        players=players,
        rounds=rounds,
        requests=_requests_from_trf(trf, paired, games),
        forbidden=_forbidden_pairings(trf, games),
        integrity_log=integrity_entries(trf),
    )
    tournament = _rated_by_its_method(with_player_notes(tournament, trf, nrs), trf.header.get(_RATING_METHOD, ""))
    settings = tournament.settings
    if not settings.tiebreaks and not settings.is_team_event:  # the default the export writes in 202
        tournament = replace(tournament, settings=replace(settings, tiebreaks=settings.tiebreak_order))
    problems = validate(tournament)
    if problems:
        raise TrfError(trf.path, None, None, "not a consistent tournament: " + "; ".join(problems[:3]))
    return _without_computed_rules(tournament)


def _rated_by_its_method(t: Tournament, text_172: str) -> Tournament:
    """A file whose 172 method is NRO or OTHER but which gives nobody such a rating is paired by its
    FIDE ratings, its 172 line kept as it was."""
    held = _RATINGS_NOT_IN_001.get(t.settings.rating_list)
    if held is None or any(getattr(p, held) for p in t.players.values()):
        return t
    header = {**t.settings.extra_header, _RATING_METHOD: text_172}
    return replace(t, settings=replace(t.settings, rating_list="FIDE", extra_header=header))


def _without_computed_rules(t: Tournament) -> Tournament:
    """250 / XXA records that are exactly what the 192 code's acceleration method computes (as this
    program exports them) are dropped, so that the method goes on computing them (C.04.7 1.3; the
    decreasing method from the results) and the export is the same."""
    s = t.settings
    if s.acceleration == "none" or not (s.accelerations or s.acceleration_points):
        return t
    try:
        plan = computed_plan(t)
    except AccelerationError:  # a point system the method does not allow: the file's own rules stay
        return t
    if (s.accelerations != as_rules(plan.rules)
            or dict(s.acceleration_points) != {tpn: tuple(points) for tpn, points in plan.per_player.items()}):
        return t
    return replace(t, settings=replace(s, accelerations=(), acceleration_points={}))


def _round_from_trf(trf: TrfFile, r: int, date: str) -> Round:
    boards: list[Board] = []
    unpaired: dict[int, str] = {}
    for p in sorted(trf.players.values(), key=lambda p: p.id):
        if len(p.rounds) < r:
            continue
        cell = p.rounds[r - 1]
        if cell.opponent is None:
            unpaired[p.id] = cell.result
        elif p.id < cell.opponent:
            other = trf.players[cell.opponent].rounds[r - 1]
            if cell.colour == "b":
                boards.append(Board(cell.opponent, p.id, other.result, cell.result))
            else:
                boards.append(Board(p.id, cell.opponent, cell.result, other.result, colours=cell.colour == "w"))
    return Round(r, date=date, paired=True, boards=tuple(boards), unpaired=unpaired)


def _model_rounds(first: int, last: int, games: int) -> tuple[int, int]:
    """Rounds first..last of the file as the tournament's rounds (a match is ``games`` of them)."""
    return games * (first - 1) + 1, last if last == OPEN_LAST_ROUND else games * last


def _forbidden_pairings(trf: TrfFile, games: int) -> tuple[ForbiddenPairing, ...]:
    """The 260 / XXP records as forbidden pairings; a 260 from round 1 to the last (as the export
    writes a pair forbidden for the whole event) is one for the whole event."""
    pairings = []
    for first, last, ids in trf.forbidden:
        if (first, last) == (1, trf.total_rounds):
            last = OPEN_LAST_ROUND
        pairings.append(ForbiddenPairing(tuple(ids), *_model_rounds(first, last, games)))
    return tuple(pairings)


def _forbidden_records(t: Tournament, games: int) -> list[tuple[int, int, tuple[int, ...]]]:
    """TRF-2026 260 records (TRF.md 6.3) of the forbidden pairings: one for the whole event from
    round 1 to the last, not the XXP line of TRF16 (issue 17; ``as_trf16`` turns it back into XXP)."""
    records = []
    for f in t.forbidden:
        first, last = _file_rounds(f.first_round, f.last_round, games)
        records.append((first, t.settings.rounds // games if last == OPEN_LAST_ROUND else last, tuple(f.players)))
    return records


def _file_rounds(first: int, last: int, games: int) -> tuple[int, int]:
    """The tournament's rounds first..last as rounds of the file (matches of ``games`` rounds)."""
    return (first - 1) // games + 1, last if last == OPEN_LAST_ROUND else (last - 1) // games + 1


def _requests_from_trf(trf: TrfFile, paired: int, games: int) -> dict[int, dict[int, RequestKind]]:
    """The requests of the cells of the next round (of both games of the next match) and of 240
    and XXZ records, by the tournament's rounds."""
    requests: dict[int, dict[int, RequestKind]] = {}
    nxt = paired + 1
    upcoming = range(nxt, nxt + games)
    total = trf.total_rounds or 0
    for p in trf.players.values():
        if len(p.rounds) > upcoming[-1]:
            raise TrfError(trf.path, p.line, f"round {upcoming[-1] + 1}", f"player {p.id} has a cell for round "
                           f"{upcoming[-1] + 1}, but only rounds up to {paired} are paired")
        for r in upcoming[:len(p.rounds) - nxt + 1]:
            code = p.rounds[r - 1].result
            if code not in _REQUEST_OF_CODE:
                raise TrfError(trf.path, p.line, f"round {r}", f"'{code}' without an opponent in round {r}, "
                               "which is not paired yet: only H, F and Z can be given before a round is paired")
            requests.setdefault(r, {})[p.id] = _REQUEST_OF_CODE[code]
    for r, byes in sorted(trf.byes.items()):
        if r > total:
            raise TrfError(trf.path, None, "240", f"a bye in round {r}, but the tournament has {total} rounds")
        for pid, code in byes.items():
            for model_round in range(games * (r - 1) + 1, games * r + 1):
                known = requests.get(model_round, {}).get(pid)
                if known is not None and known.code != code:
                    raise TrfError(trf.path, None, "240", f"player {pid} has '{code}' in a 240 record for round "
                                   f"{r} and '{known.code}' in his round {model_round} cell")
                requests.setdefault(model_round, {})[pid] = _REQUEST_OF_CODE[code]
    if trf.absent_next and nxt <= total * games:
        for pid in sorted(trf.absent_next):
            for r in upcoming:  # a 'Z' cell of the next round and XXZ: a known absence, as exported
                if requests.setdefault(r, {}).get(pid) in (None, RequestKind.ZERO_BYE):
                    requests[r][pid] = RequestKind.ABSENT
    return {r: dict(sorted(reqs.items())) for r, reqs in sorted(requests.items())}


def read_tournament(path: str) -> Tournament:
    """Read a TRF file as a tournament (TrfError with file, line and field if it cannot be)."""
    return load_trf(path).tournament


@dataclass(frozen=True)
class TrfInput:
    trf: TrfFile
    tournament: Tournament
    # English, translatable (``text.Text``, context "Import") where the app shows them:
    warnings: tuple[str, ...]  # lines skipped or not used (comments, rulers, unknown records), for the user
    review: tuple[str, ...] = ()  # every default or conversion the import applied (``import_review``)


def import_review(trf: TrfFile, t: Tournament) -> list[str]:
    """What the import took as a default or converted, for the arbiter to review (VCL4THP Q48, Q50,
    Q52): a TRF06 or TRF16 file lacks the records TRF-2026 has for them."""
    s = t.settings
    review = []
    if trf.own_type and trf.tournament_type is None:
        review.append(import_text(QT_TRANSLATE_NOOP("Import", "{0}: the line '### 192 {1}' is not read: the file "
                                                              "has no 192 line, whose code it stands for"),
                                  trf.path, trf.own_type))
    elif trf.own_type and _with_own_type(trf) is trf:
        review.append(import_text(QT_TRANSLATE_NOOP("Import", "{0}: the line '### 192 {1}' is not read: the 192 code "
                                                              "{2} is not its FIDE equivalent"),
                                  trf.path, trf.own_type, trf.tournament_type))
    trf = _with_own_type(trf)
    if trf.total_rounds is None:
        review.append(import_text(QT_TRANSLATE_NOOP("Import", "no number of rounds (142 or XXR): {0} rounds, as many "
                                                              "as the round cells or the 132 round dates hold"),
                                  s.rounds))
    if trf.tournament_type is None:
        review.append(import_text(QT_TRANSLATE_NOOP("Import", "no tournament type (192): paired with the FIDE (Dutch) "
                                                              "system, C.04.3")))
    elif systems.of_trf_type(trf.tournament_type) is None:
        review.append(import_text(QT_TRANSLATE_NOOP("Import", "{0}, line {1}, field 'tournament type': 192 {2} names "
                                                              "no system of the program: paired with the FIDE (Dutch) "
                                                              "system, C.04.3, until the settings choose another"),
                                  trf.path, trf.tournament_type_line, trf.tournament_type))
    elif "192" not in trf.header and "092" in trf.header:
        review.append(import_text(QT_TRANSLATE_NOOP("Import", "tournament type read from 092 ({0}) as 192 {1}"),
                                  trf.header["092"].strip(), trf.tournament_type))
    if trf.initial_colour is None:
        review.append(import_text(QT_TRANSLATE_NOOP("Import", "no initial colour (152): taken from the colours of "
                                                              "round 1") if t.paired_rounds else
                                  QT_TRANSLATE_NOOP("Import", "no initial colour (152): drawn by lot when round 1 is "
                                                              "paired")))
    if "202" not in trf.header:
        review.append(import_text(QT_TRANSLATE_NOOP("Import", "no tie-breaks (202): {0}, the program's default for "
                                                              "this system"), ", ".join(s.tiebreaks)))
    standings_order = ",".join(("PTS", *s.tiebreaks))
    if "212" in trf.header and trf.header["212"].replace(" ", "") != standings_order:
        review.append(import_text(QT_TRANSLATE_NOOP("Import", "212 ({0}) is not the tie-breaks of 202 after PTS: the "
                                                              "standings follow 202, and the export writes 212 {1}"),
                                  trf.header["212"].strip(), standings_order))
    if trf.point_system == PointSystem():
        review.append(import_text(QT_TRANSLATE_NOOP("Import", "scoring: win 1, draw ½, loss 0, byes and forfeits as "
                                                              "C.04.2 (the standard, unless the file's 162 or XXS said "
                                                              "the same)")))
    if trf.absent_next:
        review.append(import_text(QT_TRANSLATE_NOOP("Import", "XXZ: players {0} absent from the next round"),
                                  ", ".join(map(str, sorted(trf.absent_next)))))
    return review


def load_trf(path: str, points_checked: bool = True) -> TrfInput:
    """The one reading of a TRF file, for the command line (``-p``, ``-c``) and the app's File >
    Import: both accept and refuse the same files with the same TrfError (file, line, field); the
    checker (``-c``) reads wrong Points columns (``points_checked`` False) to report them."""
    trf = read_trf(path, points_checked)
    renumbered = [f"{pid} → {index}" for index, pid in trf_pairing.ranked(trf)[1].items() if index != pid]
    moved = [import_text(QT_TRANSLATE_NOOP("Import", "{0}: XXC rank: the players are paired in the order of their "
                                                     "lines, which an imported tournament uses as pairing numbers "
                                                     "(file {1})"),
                         path, ", ".join(renumbered[:5]) + (", ..." if len(renumbered) > 5 else ""))] if renumbered else []
    tournament = tournament_from_trf(trf)
    return TrfInput(trf, tournament, tuple(trf.warnings + moved), tuple(import_review(trf, tournament)))


# ---------------------------------------------------------------- tournament -> TRF


def _cell(t: Tournament, tpn: int, r: int) -> RoundCell | None:
    rnd = t.round(r)
    found = rnd.board_of(tpn)
    if found is not None:
        _, board = found
        opponent = board.black if tpn == board.white else board.white
        colour = None if not board.colours else ("w" if tpn == board.white else "b")
        code = board.result_of(tpn)
        assert code is not None  # rounds are checked complete before
        return RoundCell(opponent, colour, code)
    code = rnd.unpaired.get(tpn)
    if code is None:
        return None
    # a withdrawn player is no longer paired (C.04.2 3.2): blanks, not a zero-point bye
    return RoundCell(None, None, code, blank=t.withdrawn_in(tpn, r))


def _next_round_cell(t: Tournament, tpn: int, r: int) -> RoundCell | None:
    """The cell saying "not paired in round r" (the round after the last one exported)."""
    rnd = t.round(r)
    if rnd.paired:  # exporting an earlier state: who that round left out, and with which cell
        code = rnd.unpaired.get(tpn)
        if code == "U" or rnd.board_of(tpn) is not None:
            return None
        return RoundCell(None, None, code if code in ("H", "F", "Z") else "Z")
    request = t.request(r, tpn)
    if request is not None:
        return RoundCell(None, None, request.code)
    return None if t.player(tpn).takes_part_in(r) else RoundCell(None, None, "Z")


def tournament_to_trf(t: Tournament, ranks: Mapping[int, int] | None = None, rounds: int | None = None,
                      path: str = "") -> TrfFile:
    """The tournament as a TrfFile, with rounds 1..``rounds`` (default: every paired round) and the
    next round's byes and absences. TrfError if an exported round lacks results."""
    upto = t.paired_rounds if rounds is None else rounds
    if not 0 <= upto <= t.paired_rounds:
        raise TrfError(path, None, None, f"cannot export {upto} rounds: {t.paired_rounds} are paired")
    for r in range(1, upto + 1):
        missing = t.round(r).missing_results()
        if missing:
            raise TrfError(path, None, f"round {r}", f"no result on board(s) {', '.join(map(str, missing))}: "
                           "enter them, or export the rounds before")
    if upto == t.settings.rounds and t.settings.fide_mode:  # the rating report: never with a game open (VCL4THP Q169)
        for r, n, _ in t.open_results(upto):
            raise TrfError(path, None, f"round {r}", f"board {n} is adjourned: FIDE's rating report is made once "
                           "its result is entered, or the game is declared not played (-/-)")
    nxt = upto + 1 if upto < t.settings.rounds else None
    upcoming = () if nxt is None else double_swiss.match_rounds(t.settings, nxt)  # a match: both games
    games = double_swiss.games_per_round(t.settings)
    system = t.settings.point_system
    players: dict[int, TrfPlayer] = {}
    for tpn, p in sorted(t.players.items()):
        cells: list[RoundCell | None] = [_cell(t, tpn, r) for r in range(1, upto + 1)]
        cells += [_next_round_cell(t, tpn, r) for r in upcoming]
        while cells and cells[-1] is None:
            cells.pop()
        filled = [c if c is not None else RoundCell(None, None, "Z") for c in cells]
        players[tpn] = TrfPlayer(
            line=0, id=tpn, sex=p.sex, title=p.title, name=p.name, rating=p.fide_rating, federation=p.federation,
            fide_id=p.fide_id, birth_date=p.birth_date,
            points=sum((system.points(c) for c in filled), Fraction(0)),
            rank=None if ranks is None else ranks.get(tpn), rounds=filled)
    byes: dict[int, dict[int, str]] = {}
    for r, reqs in sorted(t.requests.items()):
        if r not in upcoming and (r - 1) % games == 0:  # 240 names rounds of the file (matches)
            for tpn, kind in sorted(reqs.items()):
                byes.setdefault((r - 1) // games + 1, {})[tpn] = kind.code
    s = t.settings
    extra_lines = [line for line in s.extra_trf_lines if line != _XXC_RANK] + nrs_lines(t) + event_lines(t)
    trf = TrfFile(
        path=path,
        header=_header(t),
        players=players,
        total_rounds=s.rounds // games,
        initial_colour=None if s.initial_colour is None else Colour(s.initial_colour).value,
        rank_ids=_XXC_RANK in s.extra_trf_lines,
        point_system=replace(s.point_system),
        tournament_type=tournament_type_code(s),
        byes=byes,
        # XXZ: the next round's known absences, told apart from its zero-point byes
        absent_next={tpn for tpn, kind in t.requests.get(nxt, {}).items() if kind is RequestKind.ABSENT},
        accelerations=list(acceleration_rules(t)),
        xxa={tpn: list(points) for tpn, points in acceleration_points(t).items()},
        forbidden=_forbidden_records(t, games),
        extra_lines=extra_lines,
        integrity=integrity_lines(t, upto),
        player_notes=[] if s.is_team_event else player_note_lines(t),
    )
    return trf_team_event.team_event_to_trf(t, trf, upto) if s.is_team_event else trf


def integrity_lines(t: Tournament, upto: int) -> list[str]:
    """The integrity log of rounds 0..``upto`` as TRF comment lines (TRF.md section 1: a line
    starting with '###', which every reader skips), one per PIBE (VCL4THP Q44, Q69, Q113, Q193):
    ``### MPA @ Round 5: board 2: 7-12 is not the engine's pairing (...); reason: ...; 2026-11-27T08:00:00+00:00``."""
    lines = []
    for entry in t.integrity_log:
        if entry.round > upto:
            continue
        where = f"Round {entry.round}" if entry.round else "before round 1"
        text = f"### {entry.kind} @ {where}: {entry.what}; reason: {entry.reason}; {entry.at}"
        lines.append(" ".join(text.split()))  # one line whatever the arbiter typed
    return lines


def integrity_entries(trf: TrfFile) -> tuple[IntegrityEntry, ...]:
    """The integrity log read back from the '###' lines ``integrity_lines`` wrote (trf.INTEGRITY_RECORD;
    the arbiter's words with their spaces as written: one line each)."""
    found = (INTEGRITY_RECORD.fullmatch(line) for line in trf.integrity)
    return tuple(IntegrityEntry(m["at"], int(m["round"] or 0), m["kind"], m["what"], m["reason"]) for m in found if m)


# TRF.md section 7: the codes of FIDE's Tournament-Type Code Table (the team codes are trf_team_event's), the only
# ones a rating report's 192 may hold
_FIDE_TABLE = re.compile(r"(FIDE_DUTCH(_2017|_2025)?|FIDE_DUBOV|FIDE_BURSTEIN|FIDE_DOUBLESWISS)(_BAKU)?|CUSTOM_SWISS"
                         r"|CUSTOM_DOUBLESWISS|BERGER_ROUNDROBIN(_G\d+)?|BERGER_DOUBLEROUNDROBIN|FIDE_(DOUBLE)?ROUNDROBIN"
                         r"|CUSTOM_ROUNDROBIN|FIDE_SCHILLER(_\d+X\d+)?|CUSTOM_SCHILLER|FIDE_SCHEVENINGEN(_G\d+)?"
                         r"|FIDE_DOUBLESCHEVENINGEN|CUSTOM_SCHEVENINGEN|WORLDCUP_KNOCKOUT|CUSTOM_KNOCKOUT")


def _in_fide_table(code: str) -> bool:
    return bool(_FIDE_TABLE.fullmatch(code.upper()))


def _fide_code(code: str) -> str | None:
    """The code of FIDE's table a rating report writes for the event's own ``code``: the code itself if the
    table has it, else the system's code if the table has that (the acceleration or options dropped), else the
    system's ``fide_type``; None for a code naming no system."""
    if _in_fide_table(code):
        return code
    name = systems.of_trf_type(code)
    if name is None:
        return None
    system = systems.SYSTEMS[name]
    return system.trf_type if system.trf_type and _in_fide_table(system.trf_type) else system.fide_type


def rating_report_type(t: Tournament) -> tuple[str | None, str | None]:
    """The 192 code of the FIDE rating report and the event's own code kept in the '### 192' line (None
    where the 192 is the event's own): a Lim event writes 'CUSTOM_SWISS' and keeps 'ARBITER_LIM'
    (docs/rulings.md, "The rating report's 192")."""
    own = tournament_type_code(t.settings)
    if own is None or t.settings.system in TEAM_SYSTEMS or _in_fide_table(own):
        return own, None
    return _fide_code(own), own


def _with_own_type(trf: TrfFile) -> TrfFile:
    """A rating report read as the event it reports: the '### 192' line's code in place of the 192 when the
    192 is that code's FIDE equivalent (``rating_report_type``); otherwise the file as it is."""
    own = trf.own_type
    if own and trf.tournament_type and _fide_code(own) == trf.tournament_type:
        return replace(trf, tournament_type=own, tournament_type_line=trf.own_type_line, own_type=None)
    return trf


def event_lines(t: Tournament) -> list[str]:
    """What TRF-2026 has no record for, as comment lines (skipped by every reader): how a round
    robin's Berger numbers were set (C.05 Annex 1) and a Chess960 event's starting positions."""
    s = t.settings
    lines = [f"### Berger numbers: {s.berger_draw}"] if s.berger_draw else []
    if s.chess960:
        lines += [f"### Chess960 @ Round {r}: position {n} {chess960.back_rank(n)}"
                  for r, n in enumerate(s.chess960_positions, start=1) if n is not None]
    return lines


def as_trf16(trf: TrfFile) -> TrfFile:
    """The same file in TRF16 terms, with JaVaFo's TRF(x) lines for what TRF16 has no record for
    (TRF.md section 8): 142 -> XXR, 152 -> XXC white1/black1, 162 -> XXS, the 192 code -> 092,
    250 -> XXA (the fictitious points of every player and round), 260 -> XXP.  Lost: the round
    range of a forbidden pairing (XXP holds for the whole event) and the 240 byes of rounds after
    the next one (the next round's are in the round cells)."""
    lines = [f"XXR {trf.total_rounds}"] if trf.total_rounds is not None else []
    options = (["rank"] if trf.rank_ids else []) + (
        [] if trf.initial_colour is None else ["white1" if trf.initial_colour.upper() == "W" else "black1"])
    if options:
        lines.append("XXC " + " ".join(options))
    if trf.point_system != PointSystem():
        lines.append(xxs_line(trf.point_system))
    header = dict(trf.header)
    if trf.tournament_type:
        header["092"] = trf.tournament_type  # read back as the system (TRF.md section 9, quirk 2)
    total = trf.total_rounds or trf.rounds_played()
    xxa = {pid: [trf.acceleration(pid, r) for r in range(1, total + 1)] for pid in trf.players}
    return replace(trf, header=header, total_rounds=None, initial_colour=None, rank_ids=False,
                   point_system=PointSystem(), tournament_type=None, byes={}, accelerations=[],
                   xxa={pid: points for pid, points in xxa.items() if any(points)},
                   forbidden=[(1, OPEN_LAST_ROUND, ids) for _, _, ids in trf.forbidden],
                   extra_lines=lines + list(trf.extra_lines))


TRF_FORMATS = ("TRF-2026", "TRF16")


def cut_names(t: Tournament) -> list[str]:
    """The players' names longer than a TRF file has room for (001 columns 15-47), which an
    export cuts: the exporter tells the arbiter which."""
    return [f"{tpn} {p.name}" for tpn, p in t.players.items() if len(p.name) > NAME_WIDTH]


def export_trf(t: Tournament, path: str | os.PathLike[str], ranks: Mapping[int, int] | None = None,
               rounds: int | None = None, trf_format: str = "TRF-2026", rating_report: bool = False) -> None:
    """Write the tournament as a TRF-2026 (or TRF16, ``as_trf16``) file: all of it or nothing;
    ``rating_report``: for FIDE, its 192 a code of FIDE's table (``rating_report_type``)."""
    if trf_format not in TRF_FORMATS:
        raise ValueError(f"unknown TRF format {trf_format!r}: one of {', '.join(TRF_FORMATS)}")
    if ranks is None and not t.settings.is_team_event:  # TRF-2026: 001 columns 86-89, the standings' ranks
        ranks = {row.id: row.rank for row in tournament_standings(t, t.paired_rounds if rounds is None else rounds)}
    trf = tournament_to_trf(t, ranks, rounds, str(path))
    if rating_report:
        code, own = rating_report_type(t)
        trf = replace(trf, tournament_type=code, own_type=own)
    if t.knockout:  # a knockout event (issue 18): its standard games, every game a game
        try:
            event = shown_event(t)
        except KnockoutError as error:
            raise ValueError(f"the tournament's knockout event cannot be read: {error}") from None
        if event is not None:
            trf = export_knockout(event, trf.players, base=trf,
                                  group_rounds=t.paired_rounds if rounds is None else rounds)
    text = write_trf(as_trf16(trf) if trf_format == "TRF16" else trf)

    def write(temporary: str) -> None:
        with open(temporary, "w", encoding="utf-8", newline="") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())

    write_atomically(path, write)
