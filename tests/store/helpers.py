"""Builders shared by the store and tournament tests: players, results, pairings, random edits
(``random_edit``: what an arbiter might type, allowed or not), pairing text."""
from __future__ import annotations

import random
from pathlib import Path

from arbiter_gui import store as store_module
from arbiter_gui.engine import systems
from arbiter_gui.engine.result import NoValidPairing
from arbiter_gui.store import Store
from arbiter_gui.tournament.engine_input import pairing_operation, prepare_next_round
from arbiter_gui.tournament.model import RESULT_CHOICES, Board, Player, RequestKind, Tournament, TournamentSettings
from arbiter_gui.tournament.operations import (AddPlayer, Change, DeleteLastPairing, Operation, OperationError,
                                               SetRequest, SetResult, StorePairing, SwapColours, Withdraw)

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


def hand_pairing(t: Tournament, round_number: int) -> StorePairing:
    """Pair TPN 1-2, 3-4, ... (no engine), the last odd player gets the PAB."""
    ids = t.to_pair(round_number)
    boards = tuple(Board(ids[i], ids[i + 1]) for i in range(0, len(ids) - 1, 2))
    unpaired = {ids[-1]: "U"} if len(ids) % 2 else {}
    return StorePairing(round_number, boards, unpaired)


def pair_by_hand(s: Store, round_number: int) -> None:
    s.apply(hand_pairing(s.tournament(), round_number))


# ---------------------------------------------------------------- random edits

Edit = Operation | str  # an operation, "undo" or "redo"
# Every result choice of the GUI, clearing a result, and pairs of codes that make no result.
RESULT_ENTRIES: list[tuple[str | None, str | None]] = (list(RESULT_CHOICES.values()) + [(None, None)] * 2
                                                       + [("1", "1"), ("=", "0"), ("x", "0"), (None, "1")])


def next_pairing(t: Tournament, rng: random.Random) -> StorePairing:
    """The next round paired by the engine (its initial colour drawn with ``rng``), or by hand when
    the engine refuses (OperationError, e.g. results missing) or finds no valid pairing."""
    try:
        prepared = prepare_next_round(t, rng=rng)
        return pairing_operation(systems.pair(prepared.system, prepared.basis), prepared.basis, prepared.drawn_colour)
    except NoValidPairing:
        return hand_pairing(t, prepared.basis.round)
    except OperationError:  # e.g. results missing: the store refuses the hand pairing the same way
        return hand_pairing(t, t.next_round or t.paired_rounds + 1)


def _result_edit(t: Tournament, rng: random.Random) -> SetResult:
    """Mostly a board of the last round without a result; sometimes any board, of any round."""
    last = t.paired_rounds
    missing = t.round(last).missing_results() if last else []
    if missing and rng.random() < 0.8:
        return SetResult(last, rng.choice(missing), *rng.choice(RESULT_ENTRIES))
    round_number = rng.randint(1, last + 1)
    boards = len(t.round(round_number).boards) if round_number <= len(t.rounds) else 0
    return SetResult(round_number, rng.randint(0, boards + 1), *rng.choice(RESULT_ENTRIES))


def random_edit(t: Tournament, rng: random.Random) -> Edit:
    """An edit an arbiter might make now: results (every choice, corrections, clearing), swapped
    colours, withdrawals and reinstatements, bye requests, undo/redo, pairing the next round (by
    the engine or by hand), deleting the last pairing. Some are refused by the operation (a board
    that does not exist, a request for a paired round, codes that make no result, ...)."""
    last, rounds, players = t.paired_rounds, t.settings.rounds, len(t.players)
    boards = len(t.round(last).boards) if last else 0
    missing = t.round(last).missing_results() if last else []
    choices: list[tuple[float, object]] = [
        (12 if missing else 4, lambda: _result_edit(t, rng)),
        (1, lambda: SwapColours(rng.randint(1, max(last, 1)), rng.randint(1, boards + 1))),
        (1, lambda: Withdraw(rng.randint(1, players + 1), rng.choice([None, None, rng.randint(1, rounds + 1)]))),
        (2, lambda: SetRequest(rng.randint(max(last, 1), rounds), rng.randint(1, players + 1),
                               rng.choice([None, *RequestKind]))),
        (2, lambda: "undo"),
        (1.5, lambda: "redo"),
        (0.3, lambda: DeleteLastPairing(force=rng.random() < 0.7)),
        (0.5 if missing else 6, lambda: next_pairing(t, rng)),
    ]
    pick = rng.random() * sum(weight for weight, _ in choices)
    for weight, make in choices:
        pick -= weight
        if pick < 0:
            break
    return make()  # type: ignore[operator]


def apply_edit(s: Store, edit: Edit) -> Change:
    """Apply an operation, or undo / redo (OperationError when refused, nothing written)."""
    if edit == "undo":
        return s.undo()
    if edit == "redo":
        return s.redo()
    return s.apply(edit)  # type: ignore[arg-type]


def pairing_lines(t: Tournament, round_number: int) -> list[str]:
    """A stored round in the engines' output format (pairs, 'white black' lines, PAB as 'N 0')."""
    rnd = t.round(round_number)
    lines = [f"{b.white} {b.black}" for b in rnd.boards]
    if rnd.pab is not None:
        lines.append(f"{rnd.pab} 0")
    return [str(len(lines))] + lines
