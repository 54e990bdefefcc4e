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
from .formats.trf import PointSystem, RoundCell, TrfError, TrfFile, TrfPlayer
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


def generate(system: str, config: GeneratorConfig, seed: int) -> tuple[TrfFile, bool]:
    """A tournament paired by ``system``; the flag is False if a round could not be paired."""
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
                  point_system=config.points, tournament_type=None, byes={}, absent_next=set(),
                  accelerations=[], xxa={}, forbidden=[], extra_lines=[])
    retired: set[int] = set()
    per_round = 1 / config.rounds
    for round_number in range(1, config.rounds + 1):
        for p in players.values():
            if p.id in retired:
                p.rounds.append(RoundCell(None, None, "Z"))
            elif round_number > 1 and rng.random() < per_round / config.retired_rate:
                retired.add(p.id)
                p.rounds.append(RoundCell(None, None, "Z"))
            elif rng.random() < per_round / config.half_point_bye_rate:
                p.rounds.append(RoundCell(None, None, "H"))
        try:
            pairing = systems.pair(system, snapshot(trf, round_number))
        except NoValidPairing:
            for p in players.values():
                del p.rounds[round_number - 1:]
            _update_points(trf)
            return trf, False
        for board in pairing.boards:
            white, black = players[board.white], players[board.black]
            rw, rb = _game(rng, white, black, config)
            white.rounds.append(RoundCell(black.id, "w", rw))
            black.rounds.append(RoundCell(white.id, "b", rb))
        if pairing.bye is not None:
            players[pairing.bye].rounds.append(RoundCell(None, None, "U"))
        for p in players.values():
            if len(p.rounds) < round_number:  # present but unpaired cannot happen; keep cells aligned
                p.rounds.append(RoundCell(None, None, "Z"))
        _update_points(trf)
    return trf, True


def _update_points(trf: TrfFile) -> None:
    for p in trf.players.values():
        p.points = sum((trf.point_system.points(c) for c in p.rounds), Fraction(0))
    ranked = sorted(trf.players.values(), key=lambda p: (-p.points, p.id))
    for rank, p in enumerate(ranked, start=1):
        p.rank = rank
