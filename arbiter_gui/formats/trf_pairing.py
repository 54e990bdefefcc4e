"""From a TRF file to the engine's snapshot of a round, and from a paired round back to TRF cells."""
from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from ..engine.acceleration.methods import METHODS, plan
from ..engine.acceleration.virtual import AccelerationError
from ..engine.club.ladder import AfterWin, LadderRules
from ..engine.club.settings import DEFAULT_SETTINGS, KeizerSettings
from ..engine.history import (
    PlayerRecord,
    RoundEntry,
    build_snapshot,
    inferred_initial_colour,
)
from ..engine.knockout.games_file import KnockoutPairing
from ..engine.result import RoundPairing
from ..engine.snapshot import Colour, Snapshot
from ..tournament.acceleration import as_rules
from ..tournament.scoring import PLAYED_RESULTS, RoundCell
from . import trf_double_swiss, trf_teams
from .trf import TrfError, TrfFile, ascii_number, is_double_swiss

NOT_PAIRED = frozenset("HFZ")  # byes and absences decided before the pairing (TRF.md section 5)


def is_paired(cell: RoundCell) -> bool:
    """The player took part in the pairing of that round (an opponent, or the PAB)."""
    return cell.opponent is not None or cell.result == "U"


def paired_rounds(trf: TrfFile) -> int:
    """Number of rounds already paired: the last round in which anybody was paired."""
    count = 0
    for player in trf.players.values():
        for r, cell in enumerate(player.rounds):
            if is_paired(cell):
                count = max(count, r + 1)
    return count


def round_entry(trf: TrfFile, cell: RoundCell) -> RoundEntry:
    played = cell.result in PLAYED_RESULTS and cell.opponent is not None
    colour = Colour(cell.colour) if cell.colour in ("w", "b") else None
    return RoundEntry(cell.opponent, colour, played, trf.point_system.points(cell), pab=cell.result == "U")


def player_records(trf: TrfFile, rounds: int) -> list[PlayerRecord]:
    return [
        PlayerRecord(p.id, p.rating, tuple(round_entry(trf, cell) for cell in p.rounds[:rounds]))
        for p in trf.players.values()
    ]


def players_to_pair(trf: TrfFile, round_number: int) -> list[int]:
    """Players taking part in the pairing of ``round_number`` (C.04.2 3.2, 3.3; TRF 240, XXZ)."""
    if round_number <= paired_rounds(trf):  # a round already paired: those the file paired
        return [p.id for p in trf.players.values()
                if len(p.rounds) >= round_number and is_paired(p.rounds[round_number - 1])]
    absent = set(trf.byes.get(round_number, {}))
    if round_number == paired_rounds(trf) + 1:
        absent |= trf.absent_next
    chosen = []
    for p in trf.players.values():
        cell = p.rounds[round_number - 1] if len(p.rounds) >= round_number else None
        if cell is not None and not is_paired(cell):
            continue  # a bye or absence already written in that round's cell
        if cell is None and p.id in absent:
            continue
        chosen.append(p.id)
    return chosen


def initial_colour(trf: TrfFile) -> Colour:
    """152 / XXC, or else inferred from the games played (``inferred_initial_colour``; in a
    Double-Swiss, from the matches, C.04.5 1.6)."""
    if trf.initial_colour:
        return Colour(trf.initial_colour)
    if is_double_swiss(trf):
        rounds = paired_rounds(trf_double_swiss.match_view(trf))
        records = trf_double_swiss.player_records(trf, rounds)
    else:
        rounds = paired_rounds(trf)
        records = player_records(trf, rounds)
    colour = inferred_initial_colour(records, rounds)
    if colour is None:
        raise TrfError(trf.path, None, "initial colour",
                       "no initial colour: add '152 W' or '152 B' (or XXC white1/black1)")
    return colour


def initial_participants(trf: TrfFile) -> list[int]:
    """The players of round 1 for the acceleration groups (C.04.7 1.2): everybody, once round 1 is paired
    except those without an opponent and without points in it ('Z' or no cell): the TRF does not
    tell a late entry (1.3) from an absence, and a late entry is the likelier."""
    if paired_rounds(trf) == 0:
        return sorted(trf.players)
    return sorted(p.id for p in trf.players.values()
                  if p.rounds and not (p.rounds[0].opponent is None and p.rounds[0].result == "Z"))


# The acceleration method named at the end of a 192 code: TRF.md section 7 has the _BAKU variants;
# the traditional methods of seed 003 8.3 have no code there, so the same form is an Arbiter code
# (docs/rulings.md, "Every system through a TRF file").
ACCELERATION_SUFFIX = {method: "_" + method.upper() for method in METHODS}


def acceleration_of(code: str | None) -> str:
    """The acceleration method a 192 code names at its end ("none" without one)."""
    text = (code or "").upper()
    return next((method for method, suffix in ACCELERATION_SUFFIX.items() if text.endswith(suffix)), "none")


def acceleration_method(trf: TrfFile, method: str = "") -> str:
    """The method whose virtual points pairing the file computes: the one asked for, or the one the
    192 code names at its end (``..._BAKU``, ``..._HALEY``); "" when none is, or the file gives its own
    250 / XXA."""
    if not method and acceleration_of(trf.tournament_type) != "none":
        method = acceleration_of(trf.tournament_type)
    return "" if trf.accelerations or trf.xxa else method


def with_acceleration(trf: TrfFile, method: str = "") -> TrfFile:
    """The file with the virtual points of an acceleration method (engine/acceleration/methods.py)
    when one is asked for (``--baku``, ``--acceleration NAME``) or the 192 code names one
    (``..._BAKU``, ``..._HALEY``), and the file gives no 250 / XXA rules of its own (then those are used, as
    bbpPairings does): 250 records for the methods with fixed groups, XXA lines for the decreasing
    one, whose points follow the results of the rounds played. TrfError if the method cannot be
    applied (the point system, C.04.7 1.1, or too few rounds)."""
    method = acceleration_method(trf, method)
    if not method:
        return trf
    system = trf.point_system
    played = paired_rounds(trf)
    scored = {p.id: [system.points(cell) for cell in p.rounds[:played]] for p in trf.players.values()}
    try:
        virtual = plan(method, initial_participants(trf), trf.total_rounds or 0, scored,
                       system.win, system.draw, system.loss)
    except AccelerationError as error:
        raise TrfError(trf.path, None, "acceleration", str(error)) from None
    return replace(trf, accelerations=list(as_rules(virtual.rules)),
                   xxa={pid: list(points) for pid, points in virtual.per_player.items()})


def ranked(trf: TrfFile) -> tuple[TrfFile, dict[int, int]]:
    """A file with ``XXC rank`` (TRF.md 8) as JaVaFo and bbpPairings pair it: the players numbered in
    the order of their 001 lines, which then serve as pairing numbers for ties and colours; with the
    map from those numbers back to the file's. Any other file as it is (the map is the identity)."""
    if not trf.rank_ids:
        return trf, {pid: pid for pid in trf.players}
    if trf_teams.is_team_event(trf):
        raise TrfError(trf.path, None, "XXC rank", "pairing in the order of the lines (XXC rank) is not "
                       "supported in a team event: number the players in that order instead")
    number = {pid: index for index, pid in enumerate(trf.players, start=1)}  # players are in line order

    def cell(c: RoundCell) -> RoundCell:
        return replace(c, opponent=None if c.opponent is None else number[c.opponent])

    total = max(trf.total_rounds or 0, trf.rounds_in_file())
    accelerated = bool(trf.accelerations or trf.xxa)  # 250 ranges are of the file's numbers: per player
    return replace(
        trf, rank_ids=False,
        players={number[p.id]: replace(p, id=number[p.id], rounds=[cell(c) for c in p.rounds])
                 for p in trf.players.values()},
        byes={r: {number[pid]: kind for pid, kind in byes.items()} for r, byes in trf.byes.items()},
        absent_next={number[pid] for pid in trf.absent_next},
        accelerations=[],
        xxa={number[pid]: [trf.acceleration(pid, r) for r in range(1, total + 1)]
             for pid in trf.players} if accelerated else {},
        forbidden=[(first, last, tuple(number[pid] for pid in ids)) for first, last, ids in trf.forbidden],
    ), {index: pid for pid, index in number.items()}


def in_file_numbers(pairing: RoundPairing, back: dict[int, int]) -> RoundPairing:
    """The pairing with the file's numbers (``ranked``): the established engines' output uses them."""
    numbered = replace(pairing, boards=[replace(b, white=back[b.white], black=back[b.black]) for b in pairing.boards],
                       bye=None if pairing.bye is None else back[pairing.bye])
    if isinstance(numbered, KnockoutPairing):  # a knockout's round 1 has many byes (seed 003 2.2)
        numbered.byes = [back[pid] for pid in numbered.byes]
    return numbered


def forbidden_pairs(trf: TrfFile, round_number: int) -> set[frozenset[int]]:
    pairs: set[frozenset[int]] = set()
    for first, last, ids in trf.forbidden:
        if first <= round_number <= last:
            pairs |= {frozenset((a, b)) for i, a in enumerate(ids) for b in ids[i + 1:]}
    return pairs


def pairing_view(trf: TrfFile) -> TrfFile:
    """One cell per participant and round: a Double-Swiss match's first game (C.04.5), a team's
    match (C.04.6); any other file as it is."""
    if is_double_swiss(trf):
        return trf_double_swiss.match_view(trf)
    if trf_teams.is_team_event(trf):
        return trf_teams.team_view(trf)
    return trf


KEIZER_CODE = "KEIZER"  # the 192 code of the Keizer system (engine.systems), its parameters appended
_KEIZER_PARTS = {"TOP": "top_value", "BYE": "bye_fraction", "ABSENCE": "absence_fraction", "GAP": "repeat_gap"}


def keizer_code(settings: KeizerSettings) -> str:
    """The 192 code of a Keizer series: KEIZER, then each parameter that is not the default
    (seed 003 6.1), e.g. KEIZER_TOP40_ABSENCE1/3."""
    parts = [f"{name}{getattr(settings, field)}" for name, field in _KEIZER_PARTS.items()
             if getattr(settings, field) != getattr(DEFAULT_SETTINGS, field)]
    return "_".join([KEIZER_CODE, *parts])


def _check_rule_part(values: dict[str, object], field: str, digits: str) -> None:
    """ValueError for a rule of a club event's 192 code given twice (which one holds is not for the
    reader to guess) or not written with the digits 0-9."""
    if field in values:
        raise ValueError("given twice")
    if not ascii_number(digits):
        raise ValueError("not a whole number written with the digits 0-9")


def keizer_settings(trf: TrfFile) -> KeizerSettings:
    """The Keizer parameters the file's 192 code gives (``keizer_code``), the defaults for those it
    does not name; TrfError for a part it cannot read."""
    code = (trf.tournament_type or "").upper()
    if not code.startswith(KEIZER_CODE):
        return DEFAULT_SETTINGS
    values: dict[str, object] = {}
    for part in code[len(KEIZER_CODE):].split("_")[1:]:
        name = next((n for n in _KEIZER_PARTS if part.startswith(n)), None)
        try:
            if name is None:
                raise ValueError("not TOP, BYE, ABSENCE or GAP")
            text = part[len(name):]
            _check_rule_part(values, _KEIZER_PARTS[name], text.replace("/", ""))
            values[_KEIZER_PARTS[name]] = int(text) if name in ("TOP", "GAP") else Fraction(text)
            KeizerSettings(**values)  # type: ignore[arg-type]  # checked part by part: the message names it
        except (ValueError, ZeroDivisionError) as error:
            raise TrfError(trf.path, trf.tournament_type_line, "tournament type", f"192 {trf.tournament_type}: the "
                           f"Keizer parameter "
                           f"{part!r} cannot be read ({error}); write e.g. KEIZER_TOP40_BYE1/2_ABSENCE1/3_GAP1"
                           ) from None
    return KeizerSettings(**values)  # type: ignore[arg-type]


LADDER_CODE = "ARBITER_LADDER"  # the 192 code of a ladder (engine.systems), its rules appended
_TAKE_PLACE = "TAKEPLACE"  # AfterWin.TAKE_PLACE; a win swaps by default
_LADDER_NUMBERS = {"DISTANCE": "max_distance", "BETWEEN": "others_between"}


def ladder_code(rules: LadderRules) -> str:
    """The 192 code of a ladder: ARBITER_LADDER, then each rule that is not the default (seed 003
    6.2), e.g. ARBITER_LADDER_TAKEPLACE_DISTANCE3_BETWEEN2."""
    parts = [_TAKE_PLACE] if rules.after_win is AfterWin.TAKE_PLACE else []
    parts += [f"{name}{getattr(rules, field)}" for name, field in _LADDER_NUMBERS.items()
              if getattr(rules, field) != getattr(LadderRules(), field)]
    return "_".join([LADDER_CODE, *parts])


def ladder_rules(trf: TrfFile) -> LadderRules:
    """The ladder's rules the file's 192 code gives (``ladder_code``), the defaults for those it
    does not name; TrfError for a part it cannot read."""
    code = (trf.tournament_type or "").upper()
    if not code.startswith(LADDER_CODE):
        return LadderRules()
    values: dict[str, object] = {}
    for part in code[len(LADDER_CODE):].split("_")[1:]:
        name = next((n for n in _LADDER_NUMBERS if part.startswith(n)), None)
        try:
            if part == _TAKE_PLACE:
                values["after_win"] = AfterWin.TAKE_PLACE
            elif name is None:
                raise ValueError(f"not {_TAKE_PLACE}, DISTANCE or BETWEEN with a whole number")
            else:
                _check_rule_part(values, _LADDER_NUMBERS[name], part[len(name):])
                values[_LADDER_NUMBERS[name]] = int(part[len(name):])
            LadderRules(**values)  # type: ignore[arg-type]  # checked part by part: the message names it
        except ValueError as error:
            raise TrfError(trf.path, trf.tournament_type_line, "tournament type", f"192 {trf.tournament_type}: the "
                           f"ladder rule "
                           f"{part!r} cannot be read ({error}); write e.g. {LADDER_CODE}_{_TAKE_PLACE}_DISTANCE3_"
                           "BETWEEN2") from None
    return LadderRules(**values)  # type: ignore[arg-type]


def snapshot(trf: TrfFile, round_number: int | None = None) -> Snapshot:
    """The engine's view of the tournament before ``round_number`` (default: the next round)."""
    if round_number is None:
        round_number = paired_rounds(pairing_view(trf)) + 1
    if trf.total_rounds is None:  # bbpPairings too: only pairing a next round needs it
        raise TrfError(trf.path, None, "number of rounds", f"cannot pair round {round_number}: the file does not "
                       "say how many rounds the tournament has (add XXR or 142)")
    total = trf.total_rounds
    if total < round_number:
        raise TrfError(trf.path, None, "number of rounds",
                       f"cannot pair round {round_number}: the tournament has {total} rounds (XXR / 142)")
    if is_double_swiss(trf):
        return trf_double_swiss.snapshot(trf, round_number)  # two game cells per round (C.04.5)
    if trf_teams.is_team_event(trf):  # C.04.6: the teams' rounds from the board games
        return trf_teams.with_secondary_scores(trf, snapshot(trf_teams.team_view(trf), round_number))
    snap = build_snapshot(
        player_records(trf, round_number - 1),
        round_to_pair=round_number,
        total_rounds=total,
        initial_colour=initial_colour(trf),
        to_pair=players_to_pair(trf, round_number),
        win_points=trf.point_system.win,
        loss_points=trf.point_system.loss,
        forbidden=forbidden_pairs(trf, round_number),
        acceleration=trf.acceleration,  # TRF 250 / XXA
    )
    return replace(snap, keizer=keizer_settings(trf))  # seed 003 6.1's parameters, from the 192 code


def file_pairs(trf: TrfFile, round_number: int) -> tuple[set[tuple[int, int]], int | None, set[frozenset[int]]]:
    """The pairs (white, black) and the PAB written in the file for a round, and the pairs written
    without colours (a forfeit as '251 - -' in TRF16): those are (higher, lower) and match the
    engine's pair whatever its colours, as bbpPairings' checker takes them (and shows them: higher
    number first)."""
    pairs: set[tuple[int, int]] = set()
    colourless: set[frozenset[int]] = set()
    bye = None
    for p in trf.players.values():
        if len(p.rounds) < round_number:
            continue
        cell = p.rounds[round_number - 1]
        if cell.result == "U":
            bye = p.id
        elif cell.opponent is not None and cell.colour is None:
            colourless.add(frozenset((p.id, cell.opponent)))
            pairs.add((max(p.id, cell.opponent), min(p.id, cell.opponent)))
        elif cell.opponent is not None:
            white, black = (p.id, cell.opponent) if cell.colour == "w" else (cell.opponent, p.id)
            pairs.add((white, black))
    return pairs, bye, colourless


def engine_pairs(pairing: RoundPairing) -> tuple[set[tuple[int, int]], int | None]:
    return {(b.white, b.black) for b in pairing.boards}, pairing.bye
