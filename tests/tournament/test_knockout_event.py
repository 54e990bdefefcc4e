"""A knockout event in the domain (issue 18): 24 players with two-game matches and rapid, blitz and
Armageddon tie-breaks played to the final, with a withdrawal, undo, and the event stored and read
back as its log."""
from __future__ import annotations

import random

import pytest

from arbiter_gui.engine.knockout.match import Kind, MatchFormat, Phase
from arbiter_gui.engine.knockout.pairing import Format, Stage
from arbiter_gui.engine.knockout.plan import Entrant, KnockoutError
from arbiter_gui.tournament.knockout import KnockoutEvent

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
