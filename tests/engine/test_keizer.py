"""The Keizer system (seed 003 6.1): the seed's example and a series worked by hand.

The hand-worked series (six players rated 2000, 1900, ... 1500, numbered 1-6; top value 50):

Round 1, list 1..6, values 50..45: 1-2 (1 wins), 3-4 (draw), 5-6 (6 wins).
  Scores: 1: 50+49 = 99, 2: 49, 3: 48+47/2 = 71.5, 4: 47+48/2 = 71, 5: 46, 6: 45+46 = 91.
Round 2, list 1 6 3 4 2 5, values 50..45: 1-6; 3-4 met in round 1 (gap 1) so 3-2; 4-5.
  6 beats 1, 3-2 draw, 4 beats 5. Scores with the round 2 values:
  1: 50+46 = 96 (down from 99: 2's value fell), 6: 49+45+50 = 144, 3: 48+47/2+46/2 = 94.5,
  4: 47+48/2+45 = 116, 2: 46+48/2 = 70, 5: 45.
Round 3: 7 (1850) arrives, placed after 1 and 2 (rated at least 1850); 5 is absent.
  List 6 4 7 1 3 2 5, values 50..44. 6-4; 7-1 would leave 3-2 (met in round 2): 7-3, then 1-2
  (met in round 1, one round between: allowed). 4 beats 6, 7-3 draw, 2 beats 1.
  Scores: 6: 50+44+47 = 141, 4: 49+46/2+44+50 = 166, 7: 48+46/2 = 71, 1: 47+45 = 92,
  3: 46+49/2+45/2+48/2 = 117, 2: 45+46/2+47 = 115, 5: 44 (absent: no points by default).
Round 4: all seven present: 5, the lowest placed, has the bye (half its value by default).
"""
from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import pytest

from arbiter_gui import cli
from arbiter_gui.engine import systems
from arbiter_gui.engine import record_codec
from arbiter_gui.engine.club.keizer import KEIZER, pair_round, standings, values
from arbiter_gui.engine.club.settings import DEFAULT_SETTINGS, KeizerSettings
from arbiter_gui.engine.history import PlayerRecord, build_snapshot
from arbiter_gui.engine.result import NoValidPairing
from arbiter_gui.engine.snapshot import Colour, RoundEntry, Snapshot
from arbiter_gui.formats.trf import TrfFile, TrfPlayer, write_trf
from arbiter_gui.tournament.scoring import RoundCell

NOT_PAIRED = RoundEntry(None, None, False, Fraction(0))


class Series:
    """A club series played round by round: the engine pairs, the test gives the results."""

    def __init__(self, ratings: dict[int, int], settings: KeizerSettings = DEFAULT_SETTINGS) -> None:
        self.ratings = ratings
        self.rounds: dict[int, list[RoundEntry]] = {pid: [] for pid in ratings}
        self.settings = settings

    def snapshot(self, present: set[int]) -> Snapshot:
        records = [PlayerRecord(pid, self.ratings[pid], tuple(entries)) for pid, entries in self.rounds.items()]
        played = len(next(iter(self.rounds.values())))
        return replace(build_snapshot(records, played + 1, 99, Colour.WHITE, sorted(present)), keizer=self.settings)

    def pair(self, present: set[int]):  # a KeizerPairing
        return pair_round(self.snapshot(present))

    def play(self, present: set[int], results: dict[tuple[int, int], str]):
        """Pair, check the pairs are ``results``' keys (white, black), and record the results."""
        pairing = self.pair(present)
        assert {(b.white, b.black) for b in pairing.boards} == set(results)
        points = {"1-0": (1, 0), "0-1": (0, 1), "=": (Fraction(1, 2), Fraction(1, 2))}
        for (white, black), result in results.items():
            pw, pb = points[result]
            self.rounds[white].append(RoundEntry(black, Colour.WHITE, True, Fraction(pw)))
            self.rounds[black].append(RoundEntry(white, Colour.BLACK, True, Fraction(pb)))
        if pairing.bye is not None:
            self.rounds[pairing.bye].append(RoundEntry(None, None, False, Fraction(1), pab=True))
        for entries in self.rounds.values():
            if len(entries) < len(self.rounds[next(iter(present))]):
                entries.append(NOT_PAIRED)
        return pairing

    def standings(self) -> list[tuple[int, Fraction]]:
        played = len(next(iter(self.rounds.values())))
        return [(p.id, p.score) for p in standings(self.rounds, self.ratings, played, self.settings)]


SIX = {1: 2000, 2: 1900, 3: 1800, 4: 1700, 5: 1600, 6: 1500, 7: 1850}


def worked_series(settings: KeizerSettings = DEFAULT_SETTINGS) -> Series:
    series = Series(SIX, settings)
    series.play({1, 2, 3, 4, 5, 6}, {(1, 2): "1-0", (3, 4): "=", (5, 6): "0-1"})
    series.play({1, 2, 3, 4, 5, 6}, {(6, 1): "1-0", (2, 3): "=", (4, 5): "1-0"})
    return series


def test_seed_example_values_and_first_round() -> None:
    """seed 003 6.1: up to 30 players, the first has 50, then 49, 48, ...; 1 plays 2, 3 plays 4, ..."""
    ratings = {pid: 2400 - 10 * pid for pid in range(1, 31)}
    assert values(sorted(ratings), KeizerSettings()) == {pid: 51 - pid for pid in ratings}
    pairing = Series(ratings).pair(set(ratings))
    assert [(b.white, b.black) for b in pairing.boards] == [(n, n + 1) for n in range(1, 31, 2)]
    assert pairing.bye is None and all(d.article == KEIZER for d in pairing.record.pairs)


def test_seed_example_winner_adds_the_opponents_value() -> None:
    """seed 003 6.1: the winner adds the loser's value, a draw adds half, the loser keeps their own."""
    series = Series(SIX)
    series.play({1, 2, 3, 4, 5, 6}, {(1, 2): "1-0", (3, 4): "=", (5, 6): "0-1"})
    assert series.standings() == [(1, 99), (6, 91), (3, Fraction(143, 2)), (4, 71), (2, 49), (5, 46)]


def test_worked_series_scores_are_recomputed_with_the_new_values() -> None:
    series = worked_series()
    # 1 beat 2 in round 1; 2 fell to place 5 (value 46): 1's score goes down from 99 to 96
    assert series.standings() == [(6, 144), (4, 116), (1, 96), (3, Fraction(189, 2)), (2, 70), (5, 45)]


def test_repeat_meeting_too_soon_is_passed_over() -> None:
    series = Series(SIX)
    series.play({1, 2, 3, 4, 5, 6}, {(1, 2): "1-0", (3, 4): "=", (5, 6): "0-1"})
    pairing = series.pair({1, 2, 3, 4, 5, 6})
    assert [(b.white, b.black) for b in pairing.boards] == [(6, 1), (2, 3), (4, 5)]
    assert "they met in round 1" in pairing.record.pairs[1].text
    assert [b.colour_rule for b in pairing.boards] == [f"{KEIZER} colour difference"] * 3


def test_repeat_meeting_allowed_with_no_gap() -> None:
    """repeat_gap 0: the seed's "even if they met before", at once."""
    series = Series(SIX, KeizerSettings(repeat_gap=0))
    series.play({1, 2, 3, 4, 5, 6}, {(1, 2): "1-0", (3, 4): "=", (5, 6): "0-1"})
    pairing = series.pair({1, 2, 3, 4, 5, 6})
    assert {frozenset((b.white, b.black)) for b in pairing.boards} == {frozenset(p) for p in ((1, 6), (3, 4), (2, 5))}


def test_newcomer_absentee_and_backtracking() -> None:
    series = worked_series()
    pairing = series.play({1, 2, 3, 4, 6, 7}, {(6, 4): "0-1", (7, 3): "=", (1, 2): "0-1"})
    assert [(p.id, p.value, p.present) for p in pairing.record.ranking] == [
        (6, 50, True), (4, 49, True), (7, 48, True), (1, 47, True), (3, 46, True), (2, 45, True), (5, 44, False)]
    assert pairing.record.entered[0].subject == 7 and "place 3" in pairing.record.entered[0].text
    assert "could not all be paired otherwise" in pairing.record.pairs[1].text
    assert [b.colour_rule for b in pairing.boards] == [f"{KEIZER} initial colour"] * 2 + [f"{KEIZER} alternation"]
    assert series.standings() == [(4, 166), (6, 141), (3, 117), (2, 115), (1, 92), (7, 71), (5, 44)]


def test_absence_points_are_a_setting() -> None:
    series = worked_series(KeizerSettings(absence_fraction=Fraction(1, 3)))
    series.play({1, 2, 3, 4, 6, 7}, {(6, 4): "0-1", (7, 3): "=", (1, 2): "0-1"})
    assert dict(series.standings())[5] == 44 + Fraction(44, 3)


def test_bye_to_the_lowest_placed_with_its_points() -> None:
    series = worked_series()
    series.play({1, 2, 3, 4, 6, 7}, {(6, 4): "0-1", (7, 3): "=", (1, 2): "0-1"})
    pairing = series.pair({1, 2, 3, 4, 5, 6, 7})
    assert pairing.bye == 5 and pairing.bye_article == KEIZER
    # list 4 6 3 2 1 7 5: 4-6 met in round 3, so 4-3; 6-2, 1-7
    assert {frozenset((b.white, b.black)) for b in pairing.boards} == {frozenset(p) for p in ((4, 3), (6, 2), (1, 7))}


def test_too_many_players_for_the_top_value() -> None:
    ratings = {pid: 2000 for pid in range(1, 51)}
    with pytest.raises(NoValidPairing, match="top value 50 must be greater"):
        Series(ratings).pair(set(ratings))
    assert len(Series(ratings, KeizerSettings(top_value=60)).pair(set(ratings)).boards) == 25


def test_no_pairing_when_every_pair_is_too_soon() -> None:
    series = Series({1: 2000, 2: 1900}, KeizerSettings(repeat_gap=1))
    series.play({1, 2}, {(1, 2): "="})
    with pytest.raises(NoValidPairing, match="cannot all be paired"):
        series.pair({1, 2})


@pytest.mark.parametrize("bad", [{"top_value": 1}, {"bye_fraction": Fraction(3, 2)}, {"repeat_gap": -1}])
def test_settings_out_of_range_are_refused(bad: dict) -> None:
    with pytest.raises(ValueError, match="Keizer"):
        KeizerSettings(**bad)


def test_command_line_pairs_the_players_present(tmp_path: Path) -> None:
    """``arbiter-pair --keizer FILE -p OUT``: the worked series' round 3 from its TRF, 5 absent (XXZ), 7 new."""
    series = worked_series()
    cells = {"1": "1", "0": "0"}
    players = {}
    for pid, rating in SIX.items():
        rounds = [RoundCell(e.opponent, e.colour.value, "=" if e.points == Fraction(1, 2) else cells[str(e.points)])
                  for e in series.rounds[pid]] if pid != 7 else []
        points = sum((e.points for e in series.rounds[pid]), Fraction(0))
        players[pid] = TrfPlayer(line=0, id=pid, sex="", title="", name=f"Player {pid}", rating=rating, federation="",
                                 fide_id="", birth_date="", points=points, rank=None, rounds=rounds)
    source, out = tmp_path / "club.trf", tmp_path / "pairs.txt"
    trf = TrfFile(path="", players=players, total_rounds=10, initial_colour="w", absent_next={5})
    source.write_text(write_trf(trf), encoding="utf-8", newline="")
    assert cli.main(["--keizer", str(source), "-p", str(out)]) == cli.EXIT_OK
    assert out.read_text() == "3\n6 4\n7 3\n1 2\n"
    assert systems.of_trf_type("KEIZER") == "keizer" and systems.SYSTEMS["keizer"].family is systems.Family.CLUB


def test_settings_travel_with_the_snapshot_in_the_stored_record() -> None:
    series = worked_series(KeizerSettings(top_value=60, absence_fraction=Fraction(1, 3), repeat_gap=2))
    snap = series.snapshot({1, 2, 3, 4, 6, 7})
    pairing = pair_round(snap)
    stored, basis = record_codec.loads(record_codec.dumps(pairing, snap))
    assert basis == snap and basis.keizer.absence_fraction == Fraction(1, 3)
    assert stored.boards == pairing.boards and stored.bye_reason == pairing.bye_reason


def test_explanation_shows_the_list_and_why_each_pair() -> None:
    """The app's panel and ``--explain``: the Keizer list and the reasons, also for a round read back
    from the file (its record paired again from the stored snapshot)."""
    from arbiter_gui.engine.explain import explained, to_dict, to_text

    series = worked_series()
    snap = series.snapshot({1, 2, 3, 4, 6, 7})
    stored, basis = record_codec.loads(record_codec.dumps(pair_round(snap), snap))
    text = to_text(explained(basis, stored))
    assert "Keizer list (seed 003 6.1)" in text and "  7. 5  44  45  absent" in text
    assert "7 joins the list in place 3" in text and "could not all be paired otherwise" in text
    assert to_dict(explained(basis, stored))["keizer"]["ranking"][0] == {"id": 6, "rank": 1, "value": 50,
                                                                         "score": 144, "present": True}


@pytest.mark.parametrize("seed", range(1, 9))
def test_generated_club_series_pass_their_own_checker(seed: int) -> None:
    """``arbiter-pair --keizer -g``: a club's number of players (under the top value) with evenings
    missed; ``-c`` pairs every round of it again the same way."""
    import random

    from arbiter_gui.checker import check_tournament
    from arbiter_gui.generator import generate, make_config

    config = make_config({}, random.Random(seed), system="keizer")
    assert 8 <= config.players <= 40
    trf, complete = generate("keizer", config, seed)
    assert complete
    checks = check_tournament(trf, "keizer", False)
    assert checks and all(check.ok for check in checks)
