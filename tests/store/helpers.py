"""Builders shared by the store and tournament tests: players, results, pairing text."""
from __future__ import annotations

import random
from pathlib import Path

from arbiter_gui import store as store_module
from arbiter_gui.store import Store
from arbiter_gui.tournament.model import Board, Player, Tournament, TournamentSettings
from arbiter_gui.tournament.operations import AddPlayer, SetResult, StorePairing

TITLES = ["GM", "IM", "WGM", "FM", "WIM", "CM", "WFM", "WCM", "", "", "", ""]
# White's and Black's codes, weighted like real events (forfeits included).
RESULTS = [("1", "0")] * 8 + [("0", "1")] * 6 + [("=", "=")] * 5 + [("+", "-"), ("-", "+"), ("-", "-")]


def random_players(count: int, rng: random.Random) -> list[Player]:
    """Players with ties in rating and title so that every C.04.2 2.2 criterion is exercised."""
    players = []
    for i in range(count):
        rating = rng.choice([0, 1500, 1800, 2000, 2000, 2200, 2350]) + rng.randrange(0, 3) * 10
        players.append(Player(0, f"{rng.choice('ABCDEFGH')}{rng.choice('aeiou')}{i:02d}, P",
                              title=rng.choice(TITLES), sex=rng.choice("mw"), federation="FRA",
                              fide_id=str(100000 + i), fide_rating=rating, birth_date="2000/01/01"))
    return players


def new_store(path: Path, rounds: int = 5, players: int = 0, seed: int = 1, **settings: object) -> Store:
    s = store_module.create(path, TournamentSettings(name="Test Open", rounds=rounds, **settings))  # type: ignore[arg-type]
    for player in random_players(players, random.Random(seed)):
        s.apply(AddPlayer(player))
    return s


def enter_results(s: Store, round_number: int, rng: random.Random) -> None:
    rnd = s.tournament().round(round_number)
    for number in range(1, len(rnd.boards) + 1):
        s.apply(SetResult(round_number, number, *rng.choice(RESULTS)))


def pair_by_hand(s: Store, round_number: int) -> None:
    """Pair TPN 1-2, 3-4, ... (no engine), the last odd player gets the PAB."""
    t: Tournament = s.tournament()
    ids = t.to_pair(round_number)
    boards = tuple(Board(ids[i], ids[i + 1]) for i in range(0, len(ids) - 1, 2))
    unpaired = {ids[-1]: "U"} if len(ids) % 2 else {}
    s.apply(StorePairing(round_number, boards, unpaired))


def pairing_lines(t: Tournament, round_number: int) -> list[str]:
    """A stored round in the engines' output format (pairs, 'white black' lines, PAB as 'N 0')."""
    rnd = t.round(round_number)
    lines = [f"{b.white} {b.black}" for b in rnd.boards]
    if rnd.pab is not None:
        lines.append(f"{rnd.pab} 0")
    return [str(len(lines))] + lines
