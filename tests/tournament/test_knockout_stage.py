"""Seed 003 2.5.2 in the domain: a knockout stage drawn in the same tournament file after its group
stage: 12 players in 3 seeded pools (3.6) whose first two qualify, seeded from the pools' standings
with their tie-breaks; a Swiss whose first 8 qualify; refused while a game has no result."""
from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_gui.store import Store
from arbiter_gui.text import Text
from arbiter_gui.tournament.engine_input import pair_next_round
from arbiter_gui.tournament.knockout import (
    DrawKnockoutStage,
    KnockoutEvent,
    shown_event,
)
from arbiter_gui.tournament.operations import Confirmed, DeleteLastPairing, Expel, OperationError, SetResult, Withdraw
from arbiter_gui.tournament.schedules import SetUpSchedule, pools_of
from arbiter_gui.tournament.standings import tournament_standings
from tests.tournament.test_fixed_schedules import complete, event


def swiss_played(path: Path, players: int, rounds: int) -> Store:
    """A Dutch Swiss of ``players`` players whose first ``rounds`` rounds are paired and played."""
    s = event(path, "dutch", [(f"P{i:02d}", "", "") for i in range(1, players + 1)])
    for r in range(1, rounds + 1):
        pair_next_round(s)
        complete(s, r)
    return s


def test_pools_then_a_knockout_of_the_first_two(tmp_path: Path) -> None:
    s = event(tmp_path / "mixed.arbiter", "pools", [(f"P{i:02d}", "", "") for i in range(1, 13)], pools=3,
              qualifiers=2)
    s.apply(SetUpSchedule())
    for r in range(1, 4):
        pair_next_round(s)
        with pytest.raises(OperationError, match="group stage is not over"):
            s.apply(DrawKnockoutStage(2))
        complete(s, r)
    t = s.tournament()
    order = [row.id for row in tournament_standings(t, 3)]  # points, then the tie-breaks
    ranked = [sorted(pool, key=order.index) for pool in pools_of(t)]
    s.apply(DrawKnockoutStage(2))
    knockout = shown_event(s.tournament())
    assert knockout is not None
    assert [e.id for e in knockout.entrants] == [pool[0] for pool in ranked] + [pool[1] for pool in ranked]
    assert [(e.place, e.group) for e in knockout.entrants] == [(1, 1), (1, 2), (1, 3), (2, 1), (2, 2), (2, 3)]
    first = knockout.rounds[0].pairing
    assert [int(d.subject) for d in first.through] == [ranked[0][0], ranked[1][0]]  # 8 places, 2 byes
    for m in first.matches:  # nobody meets a player of his own pool
        assert not any({m.white, m.black} <= set(pool) for pool in pools_of(t))
    assert s.tournament().paired_rounds == 3  # the group stage stays as it was
    again = KnockoutEvent.from_json(knockout.to_json())
    assert again.met_before == knockout.met_before and len(knockout.met_before) == 3  # the 3 pools' pairs
    assert again.entrants == knockout.entrants


def test_a_swiss_then_a_knockout_of_its_first_eight(tmp_path: Path) -> None:
    s = swiss_played(tmp_path / "swiss.arbiter", 16, 3)
    leader = tournament_standings(s.tournament(), 3)[0].id
    s.apply(Withdraw(leader, 4))  # he does not go on: the ninth takes his place
    s.apply(DrawKnockoutStage(8))
    knockout = shown_event(s.tournament())
    assert knockout is not None
    ranked = [row.id for row in tournament_standings(s.tournament(), 3)]
    assert [e.id for e in knockout.entrants] == [pid for pid in ranked if pid != leader][:8]
    assert len(knockout.rounds[0].matches) == 4 and not knockout.rounds[0].pairing.through
    with pytest.raises(OperationError, match="20 of each group cannot qualify: a group has 15 players"):
        s.apply(DrawKnockoutStage(20))


def test_a_group_stage_result_that_would_change_the_qualifiers_is_refused_once_drawn(tmp_path: Path) -> None:
    # hostile9: a corrected round-3 result left four players in the knockout who no longer qualified
    s = swiss_played(tmp_path / "stale.arbiter", 16, 3)
    s.apply(DrawKnockoutStage(8))
    drawn = shown_event(s.tournament())
    assert drawn is not None
    boards = s.tournament().round(3).boards
    top = next(n for n, b in enumerate(boards, start=1) if (b.white_result, b.black_result) == ("1", "0"))
    with pytest.raises(OperationError, match="the knockout stage was drawn from the group stage's standings"):
        s.apply(Confirmed(SetResult(3, top, "0", "1"), (), reason="scoresheet misread"))
    with pytest.raises(OperationError, match="the knockout stage was drawn"):
        s.apply(DeleteLastPairing(force=True))
    assert [e.id for e in shown_event(s.tournament()).entrants] == [e.id for e in drawn.entrants]


def test_a_refusal_for_an_inconsistent_tournament_is_translated_whole(tmp_path: Path) -> None:
    # hostile9: the store's "refused, it would leave the tournament inconsistent" and the reasons behind it
    # were plain English strings, shown in English in an Italian window
    s = swiss_played(tmp_path / "words.arbiter", 8, 2)
    s.apply(DrawKnockoutStage(4))
    with pytest.raises(OperationError) as refused:
        s.apply(DeleteLastPairing(force=True))
    words = refused.value.args[0]
    assert isinstance(words, Text)
    shown = words.shown(lambda context, template: f"<{template}>" if context else template)
    assert shown.startswith("<refused, it would leave") and "<the knockout stage was drawn" in shown


@pytest.mark.parametrize("leaves", [Withdraw, Expel])
def test_a_qualifier_who_leaves_after_the_draw_does_not_redraw_it(leaves: type, tmp_path: Path) -> None:
    # the bracket's own withdrawal takes him out of the knockout; leaving the event is not a group-stage change
    s = event(tmp_path / "leaves.arbiter", "dutch", [(f"P{i:02d}", "", "") for i in range(1, 9)])
    for r in range(1, 3):
        pair_next_round(s)
        complete(s, r)
    s.apply(DrawKnockoutStage(4))
    drawn = shown_event(s.tournament())
    assert drawn is not None
    s.apply(leaves(drawn.entrants[0].id, 3))
    assert shown_event(s.tournament()).entrants == drawn.entrants
