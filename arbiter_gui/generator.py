"""Random tournament generator: a complete tournament paired round by round by the engine.

Configuration keys follow the established engines (ENGINE-CLI.md section 4.3): PlayersNumber,
RoundsNumber, DrawPercentage, ForfeitRate, RetiredRate, HalfPointByeRate, HighestRating,
LowestRating, PointsForWin, PointsForDraw, PointsForLoss, PointsForZPB, PointsForForfeitLoss,
PointsForPAB. Our own keys (FIDE's checklist, VCL4THP Q24-Q31): FullPointByeRate,
ZeroPointByeRate, DoubleForfeitRate, UnratedResultRate (games of less than one move, W/D/L),
UnratedPlayerRate, LateEntryRate (each "one per N", as the rates above), ForbiddenPairs (how many
260 pairs, drawn so that round 1 can be paired), Baku (0/1, C.04.7 1), Acceleration (another method, seed 003 8.3: haley, french,
english, mcmahon; written as 250 / XXA records), InitialColour (W/B), Tiebreaks (written as 202; the final ranks
are computed by it), Ratings (one per player, comma-separated), RatingGap (ratings falling by that
step from HighestRating) and RatingDifferenceCap (results drawn as if no two ratings differed by
more, 400 as FIDE rates: B.02 8.3.1), OddResultRate (a game ending 1/2-0, 0-1/2 or 0-0 once per N
games; unset: never). Missing keys are drawn at random from the seed (OddResultRate: never).
"""
from __future__ import annotations

import math
import random
import re
from dataclasses import astuple, dataclass, field, replace
from fractions import Fraction
from typing import TYPE_CHECKING, Callable

from .engine import systems
from .engine.result import NoValidPairing, RoundPairing
from .formats.trf import TrfError, TrfFile, TrfPlayer
from .engine.acceleration.methods import METHODS
from .formats.trf_pairing import ranked, snapshot, with_acceleration
from .tournament.scoring import RARE_GAME_RESULTS, PointSystem, RoundCell

if TYPE_CHECKING:
    from .tournament.standings import StandingRow

INT_KEYS = {
    "PlayersNumber": (15, 215), "RoundsNumber": (5, 15), "DrawPercentage": (10, 50), "ForfeitRate": (6, 30),
    "RetiredRate": (15, 3225), "HalfPointByeRate": (15, 3225), "HighestRating": (2400, 2800),
    "LowestRating": (1400, 2300),
}  # the random range of each value the configuration does not give
# A club series (seed 003 6.1): a club's players, under the Keizer top value 50, and many evenings missed
CLUB_KEYS = {"PlayersNumber": (8, 40), "HalfPointByeRate": (2, 8)}
# The values a configuration may give (ENGINE-CLI.md 4.3): at most 9999 players and ratings of four
# digits (TRF 001 columns 5-8 and 49-52); a forfeit per N games (N >= 1), a retired player per N
# players (N >= 2), a half-point bye per N players (N >= 1).
INT_LIMITS = {
    "PlayersNumber": (2, 9999), "RoundsNumber": (1, 999), "DrawPercentage": (0, 100), "ForfeitRate": (1, None),
    "RetiredRate": (2, None), "HalfPointByeRate": (1, None), "HighestRating": (0, 9999), "LowestRating": (0, 9999),
}
POINT_KEYS = ("PointsForWin", "PointsForDraw", "PointsForLoss", "PointsForZPB", "PointsForForfeitLoss",
              "PointsForPAB")
MAX_POINTS = Fraction(999, 10)  # a TRF points field holds 99.9 at most
ALIASES = {"HalfPointByteRate": "HalfPointByeRate"}
# Our keys: each "one per N" rate, with its random range (the events an unset rate allows are rare,
# as in real tournaments) and its least value.
RATE_KEYS = {
    "FullPointByeRate": (40, 4000), "ZeroPointByeRate": (20, 2000), "DoubleForfeitRate": (50, 5000),
    "UnratedResultRate": (50, 5000), "UnratedPlayerRate": (5, 200), "LateEntryRate": (15, 1500),
}
TEXT_KEYS = ("ForbiddenPairs", "Baku", "Acceleration", "InitialColour", "Tiebreaks", "Ratings", "RatingGap", "RatingDifferenceCap",
             "OddResultRate")
TIEBREAK_LISTS = (("BH/C1", "BH", "SB", "WIN"), ("BH/C1", "BH", "DE", "WIN"), ("SB", "DE", "BPG"),
                  ("ARO/C1", "BH", "PS"), ("BH", "SB", "DE", "AOB"))  # drawn when Tiebreaks is unset
BAKU_CODES = {"dutch": "FIDE_DUTCH_BAKU", "dubov": "FIDE_DUBOV_BAKU", "burstein": "FIDE_BURSTEIN_BAKU"}
_WHOLE = re.compile(r"[+-]?[0-9]+")  # ASCII digits only: int() would also take "²"-like or Arabic digits
_DECIMAL = re.compile(r"[0-9]+(\.[0-9]+)?")


@dataclass
class GeneratorConfig:
    players: int
    rounds: int
    draw_percentage: int
    forfeit_rate: int
    retired_rate: int
    half_point_bye_rate: int
    highest_rating: int
    lowest_rating: int
    points: PointSystem
    rates: dict[str, int] = field(default_factory=lambda: {key: 0 for key in RATE_KEYS})  # 0: never
    forbidden_pairs: int = 0
    acceleration: str = ""  # a method of engine/acceleration/methods.py; "": none
    initial_colour: str | None = None  # "w" / "b"; None: drawn by ``generate``
    tiebreaks: tuple[str, ...] = ()
    ratings: tuple[int, ...] = ()  # one per player, else drawn
    rating_gap: int = 0
    rating_cap: int = 400
    odd_result_rate: int = 0  # a game ending 1/2-0, 0-1/2 or 0-0 once per N games; 0: never


def parse_config(text: str, path: str = "<config>") -> dict[str, str]:
    """Key=Value lines; '#' starts a comment line. An unknown or repeated key, or a value out of its
    range, is an error naming the line (exit code 3)."""
    values: dict[str, str] = {}
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        key, sep, value = line.partition("=")
        key = ALIASES.get(key.strip(), key.strip())
        if not sep or (key not in INT_KEYS and key not in POINT_KEYS and key not in RATE_KEYS
                       and key not in TEXT_KEYS):
            raise TrfError(path, number, key or "line", f"unexpected parameter {line!r}")
        if key in values:
            raise TrfError(path, number, key, "given twice")
        values[key] = value.strip()
        if key in TEXT_KEYS:
            _text_value(key, values[key], path, number)
        else:
            _checked(key, values[key], path, number)
    return values


def _text_value(key: str, text: str, path: str, line: int | None) -> object:
    """The value of one of our keys (TEXT_KEYS), refused (TrfError) unless well formed."""
    def whole(item: str, low: int, high: int) -> int:
        if not _WHOLE.fullmatch(item) or not low <= int(item) <= high:
            raise TrfError(path, line, key, f"{item!r} is not a whole number from {low} to {high}")
        return int(item)

    if key == "Baku":
        return bool(whole(text, 0, 1))
    if key == "Acceleration":
        if text not in METHODS:
            raise TrfError(path, line, key, f"{text!r}: one of {', '.join(METHODS)}")
        return text
    if key == "InitialColour":
        if text.upper() not in ("W", "B"):
            raise TrfError(path, line, key, f"{text!r}: W or B")
        return text.lower()
    if key == "Tiebreaks":
        from .tournament.tiebreaks import parse_tiebreaks  # the app's reading of a list, its messages

        codes = tuple(code.strip() for code in text.split(",") if code.strip())
        try:
            parse_tiebreaks(codes)
        except ValueError as error:
            raise TrfError(path, line, key, str(error)) from None
        return codes
    if key == "Ratings":
        return tuple(whole(item.strip(), 0, 9999) for item in text.split(","))
    return whole(text, 0, 9999)  # ForbiddenPairs, RatingGap, RatingDifferenceCap, OddResultRate


def _checked(key: str, text: str, path: str, line: int | None) -> int | Fraction:
    """The value of ``key`` written as ``text``, refused (TrfError) unless well formed and in range."""
    if key in INT_LIMITS or key in RATE_KEYS:
        low, high = INT_LIMITS.get(key, (1, None))
        if not _WHOLE.fullmatch(text):
            raise TrfError(path, line, key, f"{text!r} is not a whole number")
        value: int | Fraction = int(text)
        if value < low or (high is not None and value > high):
            raise TrfError(path, line, key, f"{value} is out of range ({low} to {high})" if high is not None
                           else f"{value} is out of range (at least {low})")
        return value
    if not _DECIMAL.fullmatch(text):
        raise TrfError(path, line, key, f"{text!r} is not a number of points such as 1 or 0.5")
    value = Fraction(text)
    if value > MAX_POINTS or value.denominator not in (1, 2, 5, 10):
        raise TrfError(path, line, key, f"{text} points: at most 99.9, with one decimal")
    return value


def make_config(values: dict[str, str], rng: random.Random, path: str = "<config>",
                system: str = "") -> GeneratorConfig:
    """The configuration of an event of ``system``, the values not given drawn from ``rng``; values
    out of range or inconsistent are refused (TrfError, exit code 3)."""
    games = 2 if system == "double_swiss" else 1  # C.04.5: two game cells per round
    ranges = {**INT_KEYS, **(CLUB_KEYS if system in systems.names(systems.Family.CLUB) else {})}
    ints = {key: int(_checked(key, values[key], path, None)) if key in values else rng.randint(low, high)
            for key, (low, high) in ranges.items()}  # drawn in this order: a seed reproduces a tournament
    points = {key: Fraction(_checked(key, values[key], path, None)) for key in POINT_KEYS if key in values}
    win = points.get("PointsForWin", Fraction(1))
    points_system = PointSystem(
        win=win, draw=points.get("PointsForDraw", Fraction(1, 2)), loss=points.get("PointsForLoss", Fraction(0)),
        zero_bye=points.get("PointsForZPB", points.get("PointsForForfeitLoss", Fraction(0))),
        forfeit_loss=points.get("PointsForForfeitLoss", Fraction(0)),
        half_bye=points.get("PointsForDraw", Fraction(1, 2)), full_bye=win, forfeit_win=win,
        pab=points.get("PointsForPAB", win),
    )
    if not points_system.loss <= points_system.draw <= points_system.win or points_system.loss == points_system.win:
        raise TrfError(path, None, "points", f"win {_decimal(points_system.win)}, draw {_decimal(points_system.draw)}, loss "
                       f"{_decimal(points_system.loss)}: a win must be worth more than a loss, a draw between the two")
    most = max(astuple(points_system)) * ints["RoundsNumber"] * games
    if most > MAX_POINTS:  # a player's points, TRF 001 columns 81-84
        raise TrfError(path, None, "RoundsNumber", f"{ints['RoundsNumber']} rounds of up to "
                       f"{_decimal(max(astuple(points_system)) * games)} points: a player could score {_decimal(most)}, "
                       "more than a TRF file's points field holds (99.9)")
    if ints["LowestRating"] > ints["HighestRating"]:
        given = " (drawn at random)" if "LowestRating" not in values or "HighestRating" not in values else ""
        raise TrfError(path, None, "LowestRating", f"{ints['LowestRating']} is above HighestRating "
                       f"{ints['HighestRating']}{given}")
    texts = {key: _text_value(key, values[key], path, None) for key in TEXT_KEYS if key in values}
    rates = {key: int(_checked(key, values[key], path, None)) if key in values else rng.randint(low, high)
             for key, (low, high) in RATE_KEYS.items()}  # drawn after the established keys: old seeds hold
    if texts.get("ForbiddenPairs") and not _forbids(system, ints["PlayersNumber"]):
        raise TrfError(path, None, "ForbiddenPairs", f"{texts['ForbiddenPairs']} forbidden pairs asked for, but "
                       f"{'a round robin or team event' if ints['PlayersNumber'] > 2 else 'an event of 2 players'} "
                       "has none (its pairings are fixed): write ForbiddenPairs=0 or leave it out")
    ratings = texts.get("Ratings", ())
    if ratings and len(ratings) != ints["PlayersNumber"]:  # type: ignore[arg-type]
        raise TrfError(path, None, "Ratings", f"{len(ratings)} ratings for {ints['PlayersNumber']} players")  # type: ignore[arg-type]
    return GeneratorConfig(
        ints["PlayersNumber"], ints["RoundsNumber"], ints["DrawPercentage"], ints["ForfeitRate"],
        ints["RetiredRate"], ints["HalfPointByeRate"], ints["HighestRating"], ints["LowestRating"], points_system,
        rates=rates,
        forbidden_pairs=int(texts.get("ForbiddenPairs", rng.choice((0, 0, 0, 1, 2)))),  # type: ignore[call-overload]
        # an accelerated event is asked for, never drawn
        acceleration="baku" if texts.get("Baku", False) else str(texts.get("Acceleration", "")),
        initial_colour=texts.get("InitialColour"),  # type: ignore[arg-type]
        tiebreaks=texts.get("Tiebreaks", rng.choice(TIEBREAK_LISTS)),  # type: ignore[arg-type]
        ratings=ratings,  # type: ignore[arg-type]
        rating_gap=int(texts.get("RatingGap", 0)),  # type: ignore[call-overload]
        rating_cap=int(texts.get("RatingDifferenceCap", 400)),  # type: ignore[call-overload]
        odd_result_rate=int(texts.get("OddResultRate", 0)),  # type: ignore[call-overload]
    )


def _forbids(system: str, players: int) -> bool:
    """Forbidden pairs (TRF 260) are generated for a Swiss or club event of more than 2 players: a
    round robin's pairings are fixed by its table, a team event's pairs are teams."""
    return system not in ("round_robin", "double_round_robin", *TEAM_TYPE_CODES) and players > 2


def _decimal(value: Fraction) -> str:
    return str(value.numerator) if value.denominator == 1 else f"{float(value):g}"


def expected_score(rating: int, opponent: int, cap: int = 400) -> float:
    """Expected score with a normal model of sigma 2000/7 rating points (FIDE's rating table,
    B.02 8.1.2), a difference of more than ``cap`` points counted as ``cap`` (8.3.1)."""
    difference = max(-cap, min(cap, rating - opponent))
    return math.erfc(-difference * 7 / (math.sqrt(2) * 2000)) / 2


def _game(rng: random.Random, white: TrfPlayer, black: TrfPlayer, config: GeneratorConfig) -> tuple[str, str]:
    if rng.random() < 1 / config.forfeit_rate:
        return ("+", "-") if rng.random() < 0.5 else ("-", "+")
    e = expected_score(white.rating, black.rating, config.rating_cap)
    draw = min(config.draw_percentage / 100, 2 - 2 * max(e, 1 - e))
    roll = rng.random()
    if roll < draw:
        return "=", "="
    return ("1", "0") if roll < draw + (e - draw / 2) else ("0", "1")


UNRATED_RESULT = {"1": "W", "0": "L", "=": "D"}  # a game of less than one move (TRF.md 4)


def _rare(axes: random.Random, rate: float) -> bool:
    """One event per ``rate`` chances (0: never), drawn from the stream of our own axes."""
    return bool(rate) and axes.random() < 1 / rate


def _individual_game(rng: random.Random, axes: random.Random, odd: random.Random, white: TrfPlayer,
                     black: TrfPlayer, config: GeneratorConfig) -> tuple[str, str]:
    """A game of an individual event: now and then a double forfeit, a game of less than one move,
    or (OddResultRate, drawn from a stream of its own so that other seeds' events stay as they
    were) a game ending 1/2-0, 0-1/2 or 0-0 (VCL4THP Q24, Q180)."""
    result = _game(rng, white, black, config)
    if _rare(axes, config.rates["DoubleForfeitRate"]):
        return "-", "-"
    if result[0] in UNRATED_RESULT and _rare(axes, config.rates["UnratedResultRate"]):
        return UNRATED_RESULT[result[0]], UNRATED_RESULT[result[1]]
    if result[0] in UNRATED_RESULT and _rare(odd, config.odd_result_rate):
        return odd.choice(sorted(RARE_GAME_RESULTS))
    return result


def _match(rng: random.Random, white: TrfPlayer, black: TrfPlayer, config: GeneratorConfig) -> list[tuple[str, str]]:
    """A Double-Swiss match (C.04.5 Preface): two games with alternating colours, now and then a
    game ending 1/2-0, 0-1/2 or 0-0, or a double forfeit (both games forfeited by both)."""
    if rng.random() < 1 / (4 * config.forfeit_rate):
        return [("-", "-"), ("-", "-")]
    games = [_game(rng, white, black, config), _game(rng, black, white, config)[::-1]]
    if rng.random() < 0.05:
        games[rng.randrange(2)] = rng.choice(sorted(RARE_GAME_RESULTS))
    return games


def _ratings(rng: random.Random, axes: random.Random, config: GeneratorConfig) -> list[int]:
    """Given per player, or falling by RatingGap from HighestRating, or drawn in the range, then
    now and then an unrated player (rating 0); highest first (pairing numbers follow ratings)."""
    drawn = [rng.randint(config.lowest_rating, config.highest_rating) for _ in range(config.players)]
    if config.ratings:  # as given, 0 for an unrated player
        return sorted(config.ratings, reverse=True)
    if config.rating_gap:
        drawn = [max(config.lowest_rating, config.highest_rating - i * config.rating_gap) for i in range(config.players)]
    return sorted((0 if _rare(axes, config.rates["UnratedPlayerRate"]) else r for r in drawn), reverse=True)


def generate(system: str, config: GeneratorConfig, seed: int,
             before_round: Callable[[TrfFile, int], None] | None = None) -> tuple[TrfFile, bool]:
    """A tournament paired by ``system``; the flag is False if a round could not be paired.
    ``before_round(trf, n)`` sees the file as it stands before round n is paired (benchmarks).
    A Double-Swiss event (C.04.5) writes two cells (games) per round (docs/double-swiss-and-team.md).
    The draws of the established keys come from ``random.Random(seed)`` in the order they always
    had; our axes (late entries, full-point and zero-point byes, ...) from a stream of their own."""
    if system in TEAM_TYPE_CODES:
        return generate_teams(system, config, seed)
    games = 2 if system == "double_swiss" else 1
    swiss = system not in ("round_robin", "double_round_robin")
    rng, axes, odd = random.Random(seed), random.Random(f"{seed}:axes"), random.Random(f"{seed}:odd")
    ratings = _ratings(rng, axes, config)
    players = {
        i: TrfPlayer(line=0, id=i, sex="", title="", name=f"Player {i:04d}", rating=rating, federation="",
                     fide_id="", birth_date="", points=Fraction(0), rank=None, rounds=[])
        for i, rating in enumerate(ratings, start=1)
    }
    colour = rng.choice("wb")
    trf = TrfFile(path="<generated>", header={"012": f"AutoTest Tournament {seed}"}, players=players,
                  total_rounds=config.rounds, initial_colour=config.initial_colour or colour, rank_ids=False,
                  point_system=config.points, tournament_type="FIDE_DOUBLESWISS" if games == 2 else None,
                  byes={}, absent_next=set(),
                  accelerations=[], xxa={}, forbidden=[], extra_lines=[])
    if config.tiebreaks:
        trf.header["202"] = ",".join(config.tiebreaks)
    if config.acceleration == "baku" and system in BAKU_CODES:
        trf.tournament_type = BAKU_CODES[system]  # C.04.7 1: the engine computes the 250 rules
    ids = sorted(players)
    if _forbids(system, len(ids)):
        trf.forbidden = [(1, config.rounds, tuple(sorted(axes.sample(ids, 2)))) for _ in range(config.forbidden_pairs)]
    late = {pid: axes.randint(2, max(2, config.rounds // 2)) for pid in ids
            if swiss and config.rounds > 1 and _rare(axes, config.rates["LateEntryRate"])}  # C.04.2 2.4
    retired: set[int] = set()
    per_round = 1 / config.rounds
    for round_number in range(1, config.rounds + 1):
        for p in players.values():
            if p.id in retired:
                p.rounds.extend([RoundCell(None, None, "Z")] * games)
            elif round_number > 1 and rng.random() < per_round / config.retired_rate:
                retired.add(p.id)
                p.rounds.extend([RoundCell(None, None, "Z")] * games)
            elif rng.random() < per_round / config.half_point_bye_rate:
                p.rounds.extend([RoundCell(None, None, "H")] * games)
            elif round_number < late.get(p.id, 0):
                p.rounds.extend([RoundCell(None, None, "Z")] * games)  # not yet entered
            elif swiss and _rare(axes, config.rates["FullPointByeRate"] / per_round):
                p.rounds.extend([RoundCell(None, None, "F")] * games)
            elif swiss and _rare(axes, config.rates["ZeroPointByeRate"] / per_round):
                p.rounds.extend([RoundCell(None, None, "Z")] * games)
        if config.acceleration and system in BAKU_CODES:  # the Swiss systems an acceleration applies to
            # C.04.7 1.2-1.3: the groups of the players of round 1, a late entry placed by its pairing
            # number only; written as 250 (XXA) records, so that every reader pairs the same points;
            # the decreasing method's follow the results, so they are computed again every round
            present = {p.id: p for p in players.values() if p.rounds[:1] != [RoundCell(None, None, "Z")]}
            bare = replace(trf, accelerations=[], xxa={}, players=present if round_number == 1 else players)
            accelerated = with_acceleration(bare, config.acceleration)
            trf.accelerations, trf.xxa = accelerated.accelerations, accelerated.xxa
        if before_round is not None:
            before_round(trf, round_number)
        if round_number == 1:
            pairing = _first_round(system, trf, seed)  # never a file without a round
        else:
            try:
                pairing = systems.pair(system, snapshot(trf, round_number))
            except NoValidPairing:
                for p in players.values():
                    del p.rounds[(round_number - 1) * games:]
                _update_points(trf)
                rank_by_list(trf)
                return trf, False
        for board in pairing.boards:
            white, black = players[board.white], players[board.black]
            results = (_match(rng, white, black, config) if games == 2
                       else [_individual_game(rng, axes, odd, white, black, config)])
            for number, (rw, rb) in enumerate(results):
                first = number % 2 == 0  # the match's White has White in game 1 and Black in game 2 (4.4)
                white.rounds.append(RoundCell(black.id, "w" if first else "b", rw))
                black.rounds.append(RoundCell(white.id, "b" if first else "w", rb))
        if pairing.bye is not None:  # Double-Swiss 1.4: a game won and a game drawn
            players[pairing.bye].rounds.extend([RoundCell(None, None, "U"), RoundCell(None, None, "H")][:games])
        for p in players.values():
            if len(p.rounds) < round_number * games:  # present but unpaired cannot happen; keep cells aligned
                p.rounds.extend([RoundCell(None, None, "Z")] * games)
        _update_points(trf)
    rank_by_list(trf)
    return trf, True


FORBIDDEN_DRAWS = 200  # draws of the forbidden pairs tried before a configuration is refused


def _first_round(system: str, trf: TrfFile, seed: int) -> RoundPairing:
    """Round 1's pairing. A file with no round is no tournament (every reader's ``XXR`` counts
    rounds to come, the checker has nothing to check), and round 1 can only fail by the forbidden
    pairs (260: with 4 players, 3 pairs can leave no pairing): while they leave none, they are
    drawn again, as many, from a stream of their own (the seed still gives the event; the events
    of the other seeds are unchanged). A configuration no draw of which pairs round 1 is refused
    naming ForbiddenPairs, as a round 1 that cannot be paired without them is (never a file)."""
    redraw = random.Random(f"{seed}:forbidden")
    for _ in range(FORBIDDEN_DRAWS):
        try:
            return systems.pair(system, snapshot(trf, 1))
        except NoValidPairing:
            if not trf.forbidden:
                raise
        ids = sorted(trf.players)
        trf.forbidden = [(first, last, tuple(sorted(redraw.sample(ids, 2)))) for first, last, _ in trf.forbidden]
    raise TrfError("<config>", None, "ForbiddenPairs", f"{len(trf.forbidden)} forbidden pairs among "
                   f"{len(trf.players)} players: none of {FORBIDDEN_DRAWS} draws of them lets round 1 be paired")


def rank_by_list(trf: TrfFile) -> list[StandingRow]:
    """The final ranks by the file's tie-break list (202), as the checker (-c) re-ranks them:
    ``tournament_standings``, the app's one standings function; players it leaves tied share a rank.
    Returns the standings it ranked by (their values too; none before a complete round), in the
    file's numbers: an ``XXC rank`` file is ranked with its players numbered in line order
    (``tournament_from_trf``, as ``check_standings``), each rank written to that line's player."""
    from .formats.trf_tournament import tournament_from_trf  # the standings need the whole domain
    from .tournament.standings import tournament_standings

    t = tournament_from_trf(trf)
    if not t.complete_rounds:
        return []
    back = ranked(trf)[1]  # line order -> the file's numbers (the identity without XXC rank)
    rows = [replace(row, id=back[row.id]) for row in tournament_standings(t, t.complete_rounds)]
    for row in rows:
        trf.players[row.id].rank = row.rank
    return rows


def _update_points(trf: TrfFile) -> None:
    for p in trf.players.values():
        p.points = sum((trf.point_system.points(c) for c in p.rounds), Fraction(0))
    ranked = sorted(trf.players.values(), key=lambda p: (-p.points, p.id))
    for rank, p in enumerate(ranked, start=1):
        p.rank = rank


BOARDS = 4  # a generated team event: teams of four boards, colours WBWB (TRF 352)
TEAM_TYPE_CODES = {"team": "FIDE_TEAM_TYPEA_MP_GP", "team_b": "FIDE_TEAM_TYPEB_MP_GP", "team_no_colours": "CUSTOM_TEAM_SWISS"}


def team_records(trf: TrfFile, teams: int, pabs: list[int], forfeits: list[str]) -> list[str]:
    """310 teams (TRF.md 6.5), the 320 PAB record (1.4: a drawn match, two game points of four) and
    the 330 forfeited matches (5.2)."""
    lines = [f"310 {t:>3} {'Team ' + str(t):<32} {'':<5} {'':>6} {'':>6} {'':>6} {'':>3}  "
             + " ".join(f"{(t - 1) * BOARDS + b:>4}" for b in range(1, BOARDS + 1)) for t in range(1, teams + 1)]
    if any(pabs):
        draw = trf.point_system.draw * BOARDS
        lines.append(f"320 {'1':>4} {_points_text(draw):>4}" + "".join(f" {t:03d}" for t in pabs))
    return lines + forfeits


def _points_text(value: Fraction) -> str:
    return str(int(value)) if value.denominator == 1 else f"{float(value):.1f}"


def generate_teams(system: str, config: GeneratorConfig, seed: int) -> tuple[TrfFile, bool]:
    """A team event (C.04.6) of ``config.players`` teams paired by ``system``: board results,
    match points 2/1/0 (TRF 362 defaults), now and then a forfeited match (330)."""
    rng = random.Random(seed)
    teams = config.players
    if teams * BOARDS > INT_LIMITS["PlayersNumber"][1]:
        raise TrfError("<config>", None, "PlayersNumber", f"{teams} teams of {BOARDS} boards: more than 9999 players")
    if teams > 999:  # TRF 310: three digits for a team's number
        raise TrfError("<config>", None, "PlayersNumber", f"{teams} teams: a TRF file numbers at most 999")
    ratings = sorted((rng.randint(config.lowest_rating, config.highest_rating) for _ in range(teams * BOARDS)),
                     reverse=True)
    players = {i: TrfPlayer(line=0, id=i, sex="", title="", name=f"Player {i:04d}", rating=rating, federation="",
                            fide_id="", birth_date="", points=Fraction(0), rank=None, rounds=[])
               for i, rating in enumerate(ratings, start=1)}
    trf = TrfFile(path="<generated>", header={"012": f"AutoTest Team Tournament {seed}", "352": "WBWB"},
                  players=players, total_rounds=config.rounds, initial_colour=rng.choice("wb"),
                  point_system=config.points, tournament_type=TEAM_TYPE_CODES[system])
    pabs: list[int] = []
    forfeits: list[str] = []
    trf.extra_lines = team_records(trf, teams, pabs, forfeits)
    for round_number in range(1, config.rounds + 1):
        try:
            pairing = systems.pair(system, snapshot(trf, round_number))
        except NoValidPairing:
            return trf, False
        for board in pairing.boards:
            forfeit = rng.random() < 1 / (4 * config.forfeit_rate)
            result = rng.choice(["+-", "-+", "--"]) if forfeit else ""
            if forfeit:
                forfeits.append(f"330 {result} {round_number:03d} {board.white:03d} {board.black:03d}")
            for b in range(BOARDS):
                first, second = ((board.white, board.black) if b % 2 == 0 else (board.black, board.white))
                white, black = players[(first - 1) * BOARDS + b + 1], players[(second - 1) * BOARDS + b + 1]
                if forfeit:
                    rw, rb = (result[0], result[1]) if first == board.white else (result[1], result[0])
                else:
                    rw, rb = _game(rng, white, black, config)
                white.rounds.append(RoundCell(black.id, "w", rw))
                black.rounds.append(RoundCell(white.id, "b", rb))
        pabs.append(pairing.bye or 0)
        for p in players.values():
            if len(p.rounds) < round_number:  # the PAB team's players play no game
                p.rounds.append(RoundCell(None, None, "Z"))
        trf.extra_lines = team_records(trf, teams, pabs, forfeits)
        _update_points(trf)
    return trf, True
