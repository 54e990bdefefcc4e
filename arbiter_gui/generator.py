"""Random tournament generator: a complete tournament paired round by round by the engine.

Configuration keys follow the established engines (ENGINE-CLI.md section 4.3): PlayersNumber,
RoundsNumber, DrawPercentage, ForfeitRate, RetiredRate, HalfPointByeRate, HighestRating,
LowestRating, PointsForWin, PointsForDraw, PointsForLoss, PointsForZPB, PointsForForfeitLoss,
PointsForPAB. Missing keys are drawn at random from the seed.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass
from fractions import Fraction

from .engine import systems
from .engine.result import NoValidPairing
from .formats.trf import RARE_GAME_RESULTS, PointSystem, RoundCell, TrfError, TrfFile, TrfPlayer
from .formats.trf_pairing import snapshot

INT_KEYS = {
    "PlayersNumber": (15, 215), "RoundsNumber": (5, 15), "DrawPercentage": (10, 50), "ForfeitRate": (6, 30),
    "RetiredRate": (15, 3225), "HalfPointByeRate": (15, 3225), "HighestRating": (2400, 2800),
    "LowestRating": (1400, 2300),
}
POINT_KEYS = ("PointsForWin", "PointsForDraw", "PointsForLoss", "PointsForZPB", "PointsForForfeitLoss",
              "PointsForPAB")
ALIASES = {"HalfPointByteRate": "HalfPointByeRate"}


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


def parse_config(text: str, path: str = "<config>") -> dict[str, str]:
    """Key=Value lines; '#' starts a comment line. Unknown keys are an error (exit code 3)."""
    values: dict[str, str] = {}
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        key, sep, value = line.partition("=")
        key = ALIASES.get(key.strip(), key.strip())
        if not sep or (key not in INT_KEYS and key not in POINT_KEYS):
            raise TrfError(path, number, key or "line", f"unexpected parameter {line!r}")
        values[key] = value.strip()
    return values


def make_config(values: dict[str, str], rng: random.Random, path: str = "<config>") -> GeneratorConfig:
    ints: dict[str, int] = {}
    for key, (low, high) in INT_KEYS.items():
        if key in values:
            try:
                ints[key] = int(values[key])
            except ValueError:
                raise TrfError(path, None, key, f"{values[key]!r} is not a whole number") from None
        else:
            ints[key] = rng.randint(low, high)
    try:
        points = {key: Fraction(values[key]) for key in POINT_KEYS if key in values}
    except ValueError as error:
        raise TrfError(path, None, "points", str(error)) from None
    win = points.get("PointsForWin", Fraction(1))
    system = PointSystem(
        win=win, draw=points.get("PointsForDraw", Fraction(1, 2)), loss=points.get("PointsForLoss", Fraction(0)),
        zero_bye=points.get("PointsForZPB", points.get("PointsForForfeitLoss", Fraction(0))),
        forfeit_loss=points.get("PointsForForfeitLoss", Fraction(0)),
        half_bye=points.get("PointsForDraw", Fraction(1, 2)), full_bye=win, forfeit_win=win,
        pab=points.get("PointsForPAB", win),
    )
    config = GeneratorConfig(
        ints["PlayersNumber"], ints["RoundsNumber"], ints["DrawPercentage"], max(1, ints["ForfeitRate"]),
        max(2, ints["RetiredRate"]), max(1, ints["HalfPointByeRate"]), ints["HighestRating"],
        ints["LowestRating"], system,
    )
    if config.players < 2 or config.rounds < 1 or config.lowest_rating > config.highest_rating:
        raise TrfError(path, None, "PlayersNumber", "need at least 2 players, 1 round and a rating range")
    return config


def expected_score(rating: int, opponent: int) -> float:
    """Expected score with a normal model of sigma 2000/7 rating points."""
    return math.erfc(-(rating - opponent) * 7 / (math.sqrt(2) * 2000)) / 2


def _game(rng: random.Random, white: TrfPlayer, black: TrfPlayer, config: GeneratorConfig) -> tuple[str, str]:
    if rng.random() < 1 / config.forfeit_rate:
        return ("+", "-") if rng.random() < 0.5 else ("-", "+")
    e = expected_score(white.rating, black.rating)
    draw = min(config.draw_percentage / 100, 2 - 2 * max(e, 1 - e))
    roll = rng.random()
    if roll < draw:
        return "=", "="
    return ("1", "0") if roll < draw + (e - draw / 2) else ("0", "1")


def _match(rng: random.Random, white: TrfPlayer, black: TrfPlayer, config: GeneratorConfig) -> list[tuple[str, str]]:
    """A Double-Swiss match (C.04.5 Preface): two games with alternating colours, now and then a
    game ending 1/2-0, 0-1/2 or 0-0, or a double forfeit (both games forfeited by both)."""
    if rng.random() < 1 / (4 * config.forfeit_rate):
        return [("-", "-"), ("-", "-")]
    games = [_game(rng, white, black, config), _game(rng, black, white, config)[::-1]]
    if rng.random() < 0.05:
        games[rng.randrange(2)] = rng.choice(sorted(RARE_GAME_RESULTS))
    return games


def generate(system: str, config: GeneratorConfig, seed: int) -> tuple[TrfFile, bool]:
    """A tournament paired by ``system``; the flag is False if a round could not be paired.
    A Double-Swiss event (C.04.5) writes two cells (games) per round (docs/double-swiss-and-team.md)."""
    if system in TEAM_TYPE_CODES:
        return generate_teams(system, config, seed)
    games = 2 if system == "double_swiss" else 1
    rng = random.Random(seed)
    ratings = sorted((rng.randint(config.lowest_rating, config.highest_rating) for _ in range(config.players)),
                     reverse=True)
    players = {
        i: TrfPlayer(line=0, id=i, sex="", title="", name=f"Player {i:04d}", rating=rating, federation="",
                     fide_id="", birth_date="", points=Fraction(0), rank=None, rounds=[])
        for i, rating in enumerate(ratings, start=1)
    }
    trf = TrfFile(path="<generated>", header={"012": f"AutoTest Tournament {seed}"}, players=players,
                  total_rounds=config.rounds, initial_colour=rng.choice("wb"), rank_ids=False,
                  point_system=config.points, tournament_type="FIDE_DOUBLESWISS" if games == 2 else None,
                  byes={}, absent_next=set(),
                  accelerations=[], xxa={}, forbidden=[], extra_lines=[])
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
        try:
            pairing = systems.pair(system, snapshot(trf, round_number))
        except NoValidPairing:
            for p in players.values():
                del p.rounds[(round_number - 1) * games:]
            _update_points(trf)
            return trf, False
        for board in pairing.boards:
            white, black = players[board.white], players[board.black]
            results = _match(rng, white, black, config) if games == 2 else [_game(rng, white, black, config)]
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
    return trf, True


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
