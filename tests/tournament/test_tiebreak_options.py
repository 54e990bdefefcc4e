"""Issue 26's tie-break options (VCL4THP Q204-Q209): complete ties broken by a recorded, repeatable
drawing of lots; the rating of unrated players fixed, the lowest or the average of the rated
participants, written in TRF 202 with TBS's /U and read back."""
from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from pathlib import Path

from arbiter_gui.formats.trf import read_trf
from arbiter_gui.formats.trf_tournament import export_trf, tournament_from_trf
from arbiter_gui.tournament.validation import validate
from arbiter_gui.tournament.standings import rules_note, tournament_standings, unrated_rating
from arbiter_gui.tournament.tiebreak_explain import compare, explain

CASE = Path(__file__).parents[1] / "data" / "tiebreaks" / "held_swiss_5.trf"


def _held(**settings: object):  # noqa: ANN202
    t = tournament_from_trf(read_trf(str(CASE)))
    return replace(t, settings=replace(t.settings, **settings))


def test_lots_break_complete_ties_the_same_way_every_time() -> None:
    shared = tournament_standings(_held(tiebreaks=("WIN",)), 5)
    tied = [row.id for row in shared if row.shared]
    assert tied
    first = tournament_standings(_held(tiebreaks=("WIN",), lots_seed=7), 5)
    again = tournament_standings(_held(tiebreaks=("WIN",), lots_seed=7), 5)
    assert [row.id for row in first] == [row.id for row in again]  # Q206: repeating gives the same order
    assert not any(row.shared for row in first) and {row.id for row in first if row.lots} == set(tied)
    assert sorted(row.rank for row in first) == list(range(1, len(first) + 1))
    others = [tuple(row.id for row in tournament_standings(_held(tiebreaks=("WIN",), lots_seed=seed), 5))
              for seed in range(1, 6)]
    assert len(set(others)) > 1  # the seed draws
    t = _held(tiebreaks=("WIN",), lots_seed=7)
    assert "complete ties broken by lots (seed 7)" in rules_note(t.settings)
    ex = explain(t, 5)
    a, b = next((x.id, y.id) for x, y in zip(ex.rows, ex.rows[1:]) if x.lots and y.lots and x.points == y.points)
    comparison = compare(ex, b, a)
    assert comparison.criterion == "lots" and "seed 7" in comparison.lines[1] and comparison.above == a


def test_unrated_players_fixed_lowest_or_average() -> None:
    t = _held()
    unrated = min(t.players)
    t = replace(t, players={**t.players, unrated: replace(t.players[unrated], fide_rating=0)})
    rated = [t.pairing_rating(tpn) for tpn in t.players if t.pairing_rating(tpn)]
    assert unrated_rating(t) is None
    assert unrated_rating(replace(t, settings=replace(t.settings, unrated_rating=1400))) == 1400
    assert unrated_rating(replace(t, settings=replace(t.settings, unrated_method="lowest"))) == min(rated)
    average = unrated_rating(replace(t, settings=replace(t.settings, unrated_method="average")))
    assert average == int(Fraction(sum(rated), len(rated)) + Fraction(1, 2))
    assert validate(replace(t, settings=replace(t.settings, unrated_method="median")))


def test_the_unrated_rating_is_written_in_202_with_u_and_read_back(tmp_path: Path) -> None:
    t = _held(tiebreaks=("BH/C1", "ARO", "TPR"), unrated_method="lowest")
    lowest = unrated_rating(t)
    path = tmp_path / "out.trf"
    export_trf(t, str(path))
    line = next(line for line in path.read_text(encoding="utf-8").splitlines() if line.startswith("202"))
    assert line.endswith(f"BH/C1,ARO/U{lowest},TPR/U{lowest}")
    back = tournament_from_trf(read_trf(str(path)))
    assert back.settings.tiebreaks == ("BH/C1", "ARO", "TPR") and back.settings.unrated_rating == lowest


def test_values_entered_from_outside_break_a_tie() -> None:
    """Q207: EXT holds values entered by the arbiter (a play-off); the working says so."""
    tied = [row.id for row in tournament_standings(_held(tiebreaks=("WIN",)), 5) if row.shared][:2]
    t = _held(tiebreaks=("WIN", "EXT"), external_values={tied[1]: Fraction(1), tied[0]: Fraction(0)})
    rows = tournament_standings(t, 5)
    order = [row.id for row in rows]
    assert order.index(tied[1]) < order.index(tied[0])
    ex = explain(t, 5)
    assert compare(ex, *tied).criterion == "EXT"
    assert "entered by the arbiter" in ex.record[tied[1], "EXT"].items[0].what
    assert validate(replace(t, settings=replace(t.settings, external_values={999: Fraction(1)})))


def test_the_options_are_kept_by_the_store() -> None:
    import json

    from arbiter_gui.store.rows import _settings_from, _settings_values
    s = replace(_held().settings, unrated_method="average", lots_seed=42, external_values={3: Fraction(1, 2)})
    assert _settings_from(json.loads(json.dumps(_settings_values(s)))) == s
