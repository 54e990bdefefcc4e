"""Players equal on every tie-break ranked by the arbiter (VCL4THP Q205): his order recorded in the
settings, applied before any drawing of lots, named in the rules line."""
from __future__ import annotations

from dataclasses import replace

from arbiter_gui.tournament.model import Tournament
from arbiter_gui.tournament.operations import ChangeSettings
from arbiter_gui.tournament.standings import rules_note, tournament_standings
from arbiter_gui.tournament.validation import validate

from .test_operations import pair_all, run, start


def _all_tied() -> Tournament:
    return pair_all(start([2000, 1900, 1800, 1700], rounds=5), ("=", "="))  # everyone ½, equal on everything


def _ranks(t: Tournament) -> list[tuple[int, int, bool]]:
    return [(row.rank, row.id, row.shared) for row in tournament_standings(t, 1)]


def test_the_arbiters_order_ranks_complete_ties() -> None:
    t = _all_tied()
    assert {rank for rank, _, _ in _ranks(t)} == {1}
    ranked = run(t, ChangeSettings({"hand_ranking": (3, 1)}))
    assert _ranks(ranked)[:2] == [(1, 3, False), (2, 1, False)]
    assert [(rank, shared) for rank, _, shared in _ranks(ranked)[2:]] == [(3, True), (3, True)]
    assert all(row.by_hand for row in tournament_standings(ranked, 1)[:2])
    assert "complete ties ranked by the arbiter: 3, 1" in rules_note(ranked.settings)
    drawn = run(ranked, ChangeSettings({"lots_seed": 7}))  # the rest by lots
    assert [row.rank for row in tournament_standings(drawn, 1)] == [1, 2, 3, 4]
    assert [row.id for row in tournament_standings(drawn, 1)][:2] == [3, 1]


def test_the_order_names_each_player_once() -> None:
    t = _all_tied()
    assert validate(replace(t, settings=replace(t.settings, hand_ranking=(3, 9))))
    assert validate(replace(t, settings=replace(t.settings, hand_ranking=(3, 3))))
