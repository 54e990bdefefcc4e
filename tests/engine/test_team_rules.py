"""C.04.6 Team system: colour preferences Type A / Type B (1.7), the first-team (4.2) and each
colour rule of 4.3 where it decides; the pair criteria [C8]-[C9] choose between pairings."""
from __future__ import annotations

from fractions import Fraction

import pytest

from arbiter_gui.engine import systems
from arbiter_gui.engine.swiss.team import pairing as team
from arbiter_gui.engine.colours import Strength
from arbiter_gui.engine.snapshot import Colour, PlayerState, Snapshot

W, B = Colour.WHITE, Colour.BLACK


def side(pid: int, colours: tuple[Colour, ...] = (), score: Fraction = Fraction(0),
         secondary: Fraction | None = None) -> PlayerState:
    return PlayerState(pid, score, 2000, colours, frozenset(), (None,) * len(colours), False, 0,
                       secondary_score=secondary)


def snapshot(*teams: PlayerState, round_number: int = 4, total: int = 9) -> Snapshot:
    return Snapshot(round_number, total, W, tuple(teams), win_points=Fraction(2))


@pytest.mark.parametrize("colours, kind, last, expected", [
    ((B, B), team.TYPE_A, False, (W, Strength.MILD)),  # 1.7.1.1: CD below -1
    ((W, B, B), team.TYPE_A, False, (W, Strength.MILD)),  # 1.7.1.1: CD -1, Black in the last two
    ((B, W, W), team.TYPE_A, False, (B, Strength.MILD)),  # 1.7.1.2
    ((W, B), team.TYPE_A, False, (None, Strength.NONE)),  # 1.7.1.3
    ((W, W), team.TYPE_B, False, (B, Strength.STRONG)),  # 1.7.2.2
    ((W,), team.TYPE_B, False, (B, Strength.MILD)),  # 1.7.2.4: CD +1
    ((W, B, B), team.TYPE_B, False, (W, Strength.STRONG)),  # 1.7.2.1
    ((B,), team.TYPE_B, False, (W, Strength.MILD)),  # 1.7.2.3: CD -1 (ruling T1)
    ((W, B), team.TYPE_B, False, (W, Strength.MILD)),  # 1.7.2.3: CD 0, Black last
    ((W, B), team.TYPE_B, True, (None, Strength.NONE)),  # 1.7.2.5: CD 0 in the last round
    ((), team.TYPE_B, False, (None, Strength.NONE)),  # 1.7.2.5: no match yet
    ((W, W), team.NO_COLOURS, False, (None, Strength.NONE)),
])
def test_preferences(colours: tuple[Colour, ...], kind: str, last: bool, expected: tuple) -> None:
    pref = team.preference(side(1, colours), kind, last)
    assert (pref.colour, pref.strength) == expected


@pytest.mark.parametrize("name, first, second, board, rule", [
    ("team", side(1), side(2), (1, 2), "4.3.1"),
    ("team", side(1, (W, W)), side(2, (W, B)), (2, 1), "4.3.2"),  # only 1 has a preference (Black)
    ("team", side(1, (W, W)), side(2, (B, B)), (2, 1), "4.3.3"),  # opposite preferences
    ("team_b", side(1, (W, W)), side(2, (W, B, W)), (2, 1), "4.3.4"),  # strong Black beats mild Black
    ("team_b", side(1, (W, B, W)), side(2, (W, W)), (1, 2), "4.3.4"),  # the other's strong preference
    ("team", side(1, (W, W, W)), side(2, (W, W)), (2, 1), "4.3.5"),  # White to the lower CD
    ("team", side(1, (W, B)), side(2, (B, W)), (1, 2), "4.3.6"),  # alternate from the latest difference
    ("team", side(1, (B, W, W)), side(2, (B, W, W)), (2, 1), "4.3.7"),  # the first-team's preference
    ("team", side(1, (W, B)), side(2, (W, B)), (1, 2), "4.3.8"),  # the first-team alternates
    ("team", side(1), side(2, (W, B)), (2, 1), "4.3.9"),  # the other team alternates
    ("team_no_colours", side(1, (W, W)), side(2, (W, B, W)), (2, 1), "4.3.5"),  # no preferences: CD
])
def test_colour_rules(name: str, first: PlayerState, second: PlayerState, board: tuple[int, int], rule: str) -> None:
    (only,) = systems.pair(name, snapshot(first, second)).boards
    assert ((only.white, only.black), only.colour_rule) == (board, rule)


def test_first_team_by_secondary_score() -> None:
    # 4.2.2: equal match points, team 2 has more game points: its preference is granted (4.3.7)
    first, second = side(1, (B, W, W), secondary=Fraction(5)), side(2, (B, W, W), secondary=Fraction(7))
    (only,) = team.pair_round(snapshot(first, second)).boards
    assert ((only.white, only.black), only.colour_rule) == ((1, 2), "4.3.7")


def test_c8_prefers_fulfilled_preferences_over_the_first_identifier() -> None:
    # 1-2 3-4 would leave two teams wanting Black together; 1-3 2-4 fulfils every preference
    teams = [side(1, (W, W)), side(2, (W, W)), side(3, (B, B)), side(4, (B, B))]
    pairing = team.pair_round(snapshot(*teams))
    assert {frozenset((b.white, b.black)) for b in pairing.boards} == {frozenset((1, 3)), frozenset((2, 4))}
    assert pairing.brackets[0].criteria["C8"] == 0


def test_c9_type_b_strong_preferences_first() -> None:
    # Type B: 1 and 3 strongly want Black, 2 mildly, 4 wants White. 1-3 2-4 is first by identifier
    # (3.6.2) but leaves a strong preference unfulfilled; 1-4 2-3 leaves only a mild one ([C9])
    teams = [side(1, (W, W)), side(2, (W, B, W)), side(3, (W, W)), side(4, (B, B))]
    pairing = systems.pair("team_b", snapshot(*teams))
    assert {frozenset((b.white, b.black)) for b in pairing.boards} == {frozenset((1, 4)), frozenset((2, 3))}
    assert (pairing.brackets[0].criteria["C8"], pairing.brackets[0].criteria["C9"]) == (1, 0)
