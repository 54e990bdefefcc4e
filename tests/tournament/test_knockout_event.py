"""A knockout event in the domain (issue 18): 24 players with two-game matches and rapid, blitz and
Armageddon tie-breaks played to the final, with a withdrawal, undo, and the event stored and read
back as its log."""
from __future__ import annotations

import random
from pathlib import Path

import pytest

from arbiter_gui import store
from arbiter_gui.store import Store

from arbiter_gui.engine.knockout.match import Kind, MatchFormat, Phase
from arbiter_gui.engine.knockout.pairing import Format, Stage
from arbiter_gui.engine.knockout.plan import Entrant, KnockoutError
from arbiter_gui.tournament.knockout import Action, KnockoutEntry, KnockoutEvent, StartKnockout, shown_event
from arbiter_gui.tournament.model import Player
from arbiter_gui.tournament.operations import (AddPlayer, AssignPairingNumbers, Confirmed, EditPlayer, LateEntry,
                                               OperationError, RemovePlayer)
from tests.store.helpers import new_store

CUP = MatchFormat((Phase(Kind.STANDARD, 2, "90'+30\""), Phase(Kind.RAPID, 2, "25'+10\""),
                   Phase(Kind.ARMAGEDDON, 1, "5' against 4'")))


def play_round(event: KnockoutEvent, rng: random.Random) -> None:
    """Every match of the current round to its end, with random results (the event's state is
    replayed after each action: its matches are read again each time)."""
    number = len(event.rounds)
    for index in range(len(event.rounds[-1].matches)):
        while len(event.rounds) == number and (game := (m := event.rounds[-1].matches[index]).next_game()):
            white = rng.choice((m.white, m.black)) if game.kind is Kind.ARMAGEDDON else None
            event.enter(number, index, rng.choice(("1-0", "0-1", "1/2-1/2", "1/2-1/2")), white)


def test_twenty_four_players_to_the_final_with_a_withdrawal_and_undo() -> None:
    event = KnockoutEvent([Entrant(i) for i in range(1, 25)], Format(), CUP)
    first = event.current
    assert first is not None and len(first.matches) == 8 and [d.subject for d in first.pairing.through] == \
        list(range(1, 9))  # 32 places: byes for the top 8 (seed 003 2.2)
    rng = random.Random(18)
    play_round(event, rng)
    assert len(event.rounds) == 2 and len(event.rounds[1].matches) == 8
    before = event.to_json()
    event.withdraw(3)  # 3 withdraws before his round-2 match: his opponent goes through
    m3 = next(m for m in event.rounds[1].matches if 3 in (m.white, m.black))
    assert m3.winner not in (None, 3)
    event.undo()
    assert event.to_json() == before and 3 not in event.withdrawn
    event.withdraw(3)
    while not event.over:
        play_round(event, rng)
    assert [len(r.matches) for r in event.rounds] == [8, 8, 4, 2, 2]
    assert event.rounds[-1].pairing.matches[1].stage is Stage.THIRD_PLACE
    assert [place for place, _ in event.placings()] == [1, 2, 3, 4]
    assert any(g.kind is not Kind.STANDARD for r in event.rounds for m in r.matches for g in m.games)
    again = KnockoutEvent.from_json(event.to_json())
    assert again.placings() == event.placings() and again.to_json() == event.to_json()


def test_entering_a_game_of_a_round_already_over_is_refused() -> None:
    event = KnockoutEvent([Entrant(i) for i in range(1, 5)])
    event.enter(1, 0, "1-0")
    event.enter(1, 1, "0-1")
    with pytest.raises(KnockoutError, match="round 1 is over"):
        event.enter(1, 0, "1-0")
    with pytest.raises(KnockoutError, match="has no match 3"):
        event.enter(2, 2, "1-0")
    assert len(event.log) == 2


def test_a_stored_event_that_cannot_be_read() -> None:
    with pytest.raises(KnockoutError, match="cannot be read"):
        KnockoutEvent.from_json('{"version": 1}')
    with pytest.raises(KnockoutError, match="format 7"):
        KnockoutEvent.from_json('{"version": 7}')


def test_a_partial_repechage_stored_and_undone() -> None:
    """Seed 003 2.4 in the domain: 24 players all play round 1; when its last match is decided
    round 2 is paired with the 12 winners and the 4 strongest losers; undoing that entry unpairs it;
    the format is stored, and a file written before the repechage existed reads as without it."""
    event = KnockoutEvent([Entrant(i) for i in range(1, 25)], Format(partial_repechage=True), CUP)
    assert len(event.rounds[0].matches) == 12 and not event.rounds[0].pairing.through
    play_round(event, random.Random(24))
    first, second = event.rounds
    recovered = sorted(m.black if m.winner == m.white else m.white for m in first.matches)[:4]
    assert len(second.matches) == 8
    assert sorted(x for m in second.matches for x in (m.white, m.black)) == \
        sorted([m.winner for m in first.matches] + recovered)
    again = KnockoutEvent.from_json(event.to_json())
    assert again.format.partial_repechage and len(again.rounds) == 2
    event.undo()
    assert len(event.rounds) == 1
    old = KnockoutEvent([Entrant(i) for i in range(1, 9)]).to_json()
    assert ',"partial_repechage":false' in old
    assert not KnockoutEvent.from_json(old.replace(',"partial_repechage":false', "")).format.partial_repechage


def drawn_cup(tmp_path: Path) -> Store:
    """A knockout of 8 players (pairing numbers by rating) drawn, one game played."""
    s = new_store(tmp_path / "cup.arbiter", rounds=3, system="knockout", tournament_type="CUSTOM_KNOCKOUT")
    for n in range(1, 9):
        s.apply(AddPlayer(Player(0, f"Player {n}", fide_rating=2500 - 10 * n)))
    s.apply(StartKnockout(tuple(Entrant(i) for i in range(1, 9))))
    s.apply(KnockoutEntry(Action("game", 1, 0, "1-0")))
    return s


def bracket(s: Store) -> list[tuple[str, str]]:
    t = s.tournament()
    event = shown_event(t)
    assert event is not None
    return [(t.players[m.white].name, t.players[m.black].name) for r in event.rounds for m in r.matches]


@pytest.mark.parametrize("edit", ["late entry", "added", "new numbers"])
def test_new_pairing_numbers_keep_the_drawn_players_in_the_bracket(edit: str, tmp_path: Path) -> None:
    # hostile9: the bracket kept the old numbers: a late entrant rated 2800 took player 1's place in it
    s = drawn_cup(tmp_path)
    before = bracket(s)
    if edit == "late entry":
        s.apply(LateEntry(Player(0, "Strong", fide_rating=2800)))
    elif edit == "added":
        s.apply(AddPlayer(Player(0, "Strong", fide_rating=2800)))
    else:
        s.apply(EditPlayer(8, {"fide_rating": 2900}))
        s.apply(Confirmed(AssignPairingNumbers(), tuple(AssignPairingNumbers().warnings(s.tournament()))))
    assert s.tournament().players[1].name in ("Strong", "Player 8")  # the numbers did change
    assert bracket(s) == before
    s.close()
    again = store.open(tmp_path / "cup.arbiter")
    assert bracket(again) == before
    again.close()


def test_a_drawn_player_is_withdrawn_in_the_knockout_not_removed(tmp_path: Path) -> None:
    # hostile9: removing player 8 left the bracket with a number that is nobody's
    s = drawn_cup(tmp_path)
    with pytest.raises(OperationError, match="player 8 is in the knockout's draw"):
        s.apply(RemovePlayer(8))
    assert len(s.tournament().players) == 8
