"""Title norms (tournament.norms) on worked cases computed by hand from FIDE's Title Regulations
(B.01, 2024): the 0.5 example (7/9 against 2380 is a GM performance), the performance table
(1.4.8, 1.4.9), the rating floor (1.4.6), the opponents' titles (1.4.5) and federations (1.4.3,
1.4.4), the 8-game norm of 1.4.1c, the games ignored under 1.4.1e/f and the extra games of 1.4.1d."""
from __future__ import annotations

from fractions import Fraction as F

import pytest

from arbiter_gui.tournament.model import Board, Player, Round, Tournament, TournamentSettings
from arbiter_gui.tournament.norms import (NORM_TITLES, NormGame, evaluate, norm_titles_for, player_norms,
                                          swiss_exemption, tournament_norms)

GM = NORM_TITLES["GM"]
FEDS = ("GER", "FRA", "ESP", "NED", "HUN", "POL", "SRB", "CRO", "AUT", "SUI", "CZE", "SVK", "ROU")


def games(ratings, points, titles=("GM",) * 13, feds=FEDS) -> list[NormGame]:
    return [NormGame(r, 100 + r, rating, title, fed, F(p))
            for r, (rating, p, title, fed) in enumerate(zip(ratings, points, titles, feds), start=1)]


def failed(result) -> set[str]:
    return {c.article for c in result.failed}


@pytest.mark.parametrize("average, score, met", [
    (2380, "7", True),  # 0.5: 7/9 = 77.8 % -> 78 %, dp 220: 2600
    (2379, "7", False),  # Ra under 2380 (1.4.8a)
    (2434, "6.5", True), (2433, "6.5", False),  # 72 %, dp 166: 2434 + 166 = 2600
    (2475, "6", True), (2474, "6", False),  # 67 %, dp 125
    (2520, "5.5", True), (2519, "5.5", False),  # 61 %, dp 80
    (2557, "5", True), (2556, "5", False),  # 56 %, dp 43
])
def test_gm_performance_on_nine_games(average, score, met):
    """1.4.8 and the 1.4.9 table, by hand: every opponent rated ``average``, 9 GMs of 9 federations."""
    points = [F(score) / 9] * 9  # the score only counts as a total
    result = evaluate(GM, games([average] * 9, points), "ITA", exempt=False)
    assert result.average == average
    assert result.met is met
    assert not met or result.performance >= 2600


def test_only_the_lowest_opponent_is_raised_to_the_floor():
    """1.4.6b/c: eight 2450s, a 1800 and, in the second case, a 2150 too. By hand: without a floor
    (8 x 2450 + 1800) / 9 = 2377.8 -> 2378, under 2380; the 1800 raised to 2200: 21800 / 9 = 2422.2
    -> 2422, and 7/9 (dp 220) gives 2642. With ten games only the 1800 is raised, not the 2150:
    (8 x 2450 + 2200 + 2150) / 10 = 2395."""
    result = evaluate(GM, games([2450] * 8 + [1800], [1] * 7 + [0] * 2), "ITA", exempt=False)
    assert (result.average, result.performance, result.met) == (2422, 2642, True)
    ten = evaluate(GM, games([2450] * 8 + [1800, 2150], [1] * 8 + [0] * 2), "ITA", exempt=False)
    assert ten.average == 2395


def test_unrated_opponents_count_1400_and_one_may_be_raised():
    """1.4.6d: two unrated opponents: one raised to 2200 (the lowest), the other 1400. By hand:
    (7 x 2500 + 2200 + 1400) / 9 = 2344.4 -> 2344 < 2380."""
    result = evaluate(GM, games([2500] * 7 + [0, 0], [1] * 9), "ITA", exempt=False)
    assert result.average == 2344
    assert "1.4.8a" in failed(result)


def test_titled_opponents():
    """1.4.5a half titled (CM is no title), 1.4.5b a third and at least 3 GMs: 9 games ask 5 and 3."""
    titles = ("GM", "GM", "IM", "IM", "CM", "CM", "CM", "CM", "FM")
    result = evaluate(GM, games([2500] * 9, [1] * 9, titles), "ITA", exempt=False)
    assert failed(result) == {"1.4.5"}  # 2 GMs; 5 titled holders: 1.4.5a met
    titles = ("GM", "GM", "GM", "IM", "CM", "CM", "CM", "CM", "WCM")
    result = evaluate(GM, games([2500] * 9, [1] * 9, titles), "ITA", exempt=False)
    assert failed(result) == {"1.4.5a"}  # 4 titled < 5
    im = evaluate(NORM_TITLES["IM"], games([2300] * 9, [F(7, 9)] * 9, ("IM",) * 3 + ("FM",) * 6), "ITA", False)
    assert im.met  # 3 IMs, 9 titled; 2300 + 220 = 2520


def test_federations():
    """1.4.3: 2 federations other than the player's; 1.4.4: at most 3/5 own (9 games: 5) and 2/3
    of one (6); FID is no federation. Waived when the event meets 1.4.3d."""
    own = evaluate(GM, games([2500] * 9, [1] * 9, feds=("ITA",) * 6 + ("GER", "FRA", "ESP")), "ITA", False)
    assert failed(own) == {"1.4.4"}
    one = evaluate(GM, games([2500] * 9, [1] * 9, feds=("GER",) * 7 + ("FRA", "ITA")), "ITA", False)
    assert failed(one) == {"1.4.4"}
    fid = evaluate(GM, games([2500] * 9, [1] * 9, feds=("FID",) * 8 + ("GER",)), "ITA", False)
    assert failed(fid) == {"1.4.3"}
    assert evaluate(GM, games([2500] * 9, [1] * 9, feds=("FID",) * 8 + ("GER",)), "ITA", True).met


def test_minimum_score_and_games():
    """1.4.8b: 35 %; 1.4.1a: 9 games."""
    weak = evaluate(GM, games([2900] * 9, [F(3, 9)] * 9), "ITA", False)  # 33 %: 2900 - 125 = 2775
    assert failed(weak) == {"1.4.8b"}
    assert "1.4.1a" in failed(evaluate(GM, games([2500] * 8, [1] * 8), "ITA", False))


def test_extra_games_for_points_above_the_norm():
    """1.4.1d: Ra 2380 over 9 games asks 7 points; 8 points count as 10 games, 9 as 11."""
    assert evaluate(GM, games([2380] * 9, [F(7, 9)] * 9), "ITA", False).counted_games == 9
    assert evaluate(GM, games([2380] * 9, [F(8, 9)] * 9), "ITA", False).counted_games == 10
    assert evaluate(GM, games([2380] * 9, [1] * 9), "ITA", False).counted_games == 11


def test_norm_titles_for_players():
    assert [n.name for n in norm_titles_for("", "m")] == ["GM", "IM"]
    assert [n.name for n in norm_titles_for("WIM", "w")] == ["GM", "IM", "WGM"]
    assert [n.name for n in norm_titles_for("IM", "f")] == ["GM", "WGM"]
    assert norm_titles_for("g", "m") == []


# ---------------------------------------------------------------- on a tournament


def event(opponents: list[tuple[int, str, str]], codes: list[str], rounds: int = 9, system: str = "dutch",
          extra: dict[int, str] | None = None) -> Tournament:
    """Player 1 (ITA, untitled, male) meets opponents 2.. in rounds 1..: (rating, title, federation)
    and scores ``codes`` (his TRF code each round); ``extra``: round -> his unpaired cell instead."""
    players = {1: Player(1, "Candidate", federation="ITA", fide_rating=2450, sex="m")}
    for i, (rating, title, fed) in enumerate(opponents, start=2):
        players[i] = Player(i, f"Opp{i}", title=title, federation=fed, fide_rating=rating)
    other = {"1": "0", "0": "1", "=": "=", "+": "-", "-": "+"}
    rnds, opp = [], iter(range(2, len(opponents) + 2))
    for r, code in enumerate(codes, start=1):
        if extra and r in extra:
            rnds.append(Round(r, paired=True, unpaired={1: extra[r]}))
            continue
        rnds.append(Round(r, paired=True, boards=(Board(1, next(opp), code, other[code]),)))
    settings = TournamentSettings(rounds=rounds, system=system, federation="ITA")
    return Tournament(settings, players, tuple(rnds))


def test_player_norm_on_an_event():
    opponents = [(2380, "GM", fed) for fed in FEDS[:9]]
    t = event(opponents, ["1"] * 7 + ["0"] * 2)
    [gm, im] = player_norms(t, 1)
    assert gm.met and im.met and gm.counted_games == 9
    assert tournament_norms(t) == {1: [gm, im]}


def test_forfeit_games_do_not_count_and_the_8_game_norm():
    """1.4.2c: a forfeit is no game; 1.4.1c: in 9 rounds, 8 games and a forfeit win or PAB do,
    counted as 9 games. By hand: 7/8 = 87.5 % -> 88 %, 2450 + 336 = 2786; 6/8 (75 %, 193) still
    gives 2643, 5.5/8 (69 %, 141) 2591: one full point above the least score, 9 + 1 = 10 games."""
    opponents = [(2450, "GM", fed) for fed in FEDS[:9]]
    t = event(opponents, ["1"] * 6 + ["="] * 2 + ["+"])
    gm = player_norms(t, 1)[0]
    assert len(gm.games) == 8 and gm.met and gm.counted_games == 10
    assert gm.checks[0].article == "1.4.1c"
    t = event(opponents, ["1"] * 6 + ["="] * 2 + ["1"], extra={9: "H"})  # a half-point bye: no
    assert not player_norms(t, 1)[0].met


def test_later_games_and_wins_may_be_ignored():
    """1.4.1e: 11 rounds, a GM result after 9 and two losses after it: the norm counts the first 9.
    1.4.1f: a win against a weak opponent that pulls Ra under 2380 is left out."""
    opponents = [(2380, "GM", fed) for fed in FEDS[:11]]
    t = event(opponents, ["1"] * 7 + ["0"] * 4, rounds=11)
    gm = player_norms(t, 1)[0]
    assert gm.met and gm.ignored == (10, 11) and len(gm.games) == 9
    opponents = [(2400, "GM", fed) for fed in FEDS[:9]] + [(1900, "", "ENG")]
    t = event(opponents, ["1"] * 6 + ["="] * 2 + ["0", "1"], rounds=10)
    gm = player_norms(t, 1)[0]
    # all 10: (9 x 2400 + 2200) / 10 = 2380, 8/10 = 80 % -> 2620: met on all 10 (the floor helps)
    assert gm.met and gm.ignored == ()
    assert gm.counted_games == 10


def test_round_robin_keeps_every_round_and_drops_zero_scorers():
    """1.4.1e: a round robin's pairings are predetermined: no later round may be ignored."""
    opponents = [(2380, "GM", fed) for fed in FEDS[:11]]
    t = event(opponents, ["1"] * 7 + ["0"] * 4, rounds=11, system="round_robin")
    gm = player_norms(t, 1)[0]
    assert not gm.met and gm.ignored == ()
    # 1.4.2b: an unrated opponent who scored nothing against the rated players is left out
    opponents = [(2380, "GM", fed) for fed in FEDS[:9]] + [(0, "", "ENG")]
    t = event(opponents, ["1"] * 7 + ["0"] * 2 + ["1"], rounds=10, system="round_robin")
    gm = player_norms(t, 1)[0]
    assert len(gm.games) == 9 and gm.met and 10 not in {g.round for g in gm.games}


def test_swiss_exemption_needs_the_host_federation_and_the_foreign_field():
    opponents = [(2380, "GM", fed) for fed in FEDS[:9]]
    t = event(opponents, ["1"] * 9)
    assert swiss_exemption(t) is False  # 9 foreign players, not 20
    from dataclasses import replace
    assert swiss_exemption(replace(t, settings=replace(t.settings, federation=""))) is None


def test_national_and_zonal_events_waive_the_federation_rules():
    """1.4.3a-c: 9 opponents of the player's own federation fail 1.4.3 and 1.4.4; a national
    championship waives both for the players of its federation, a zonal tournament for everyone."""
    from dataclasses import replace
    opponents = [(2380, "GM", "ITA") for _ in range(9)]
    t = event(opponents, ["1"] * 7 + ["0"] * 2)
    assert {c.article for c in player_norms(t, 1)[0].failed} == {"1.4.3", "1.4.4"}
    national = replace(t, settings=replace(t.settings, norm_event="national"))
    assert player_norms(national, 1)[0].met
    foreign = replace(national, players={**national.players, 1: replace(national.players[1], federation="SUI")})
    assert not player_norms(foreign, 1)[0].met  # 1.4.3a: only for the players of the federation
    zonal = replace(foreign, settings=replace(foreign.settings, norm_event="zonal"))
    assert player_norms(zonal, 1)[0].met


def test_a_last_round_forfeit_counts_only_when_the_game_was_needed():
    """1.4.2c: the opponent's forfeit counts as a game lost only in the event's last round and only
    when the player needed it for the 9 games. Ten rounds, 9 games played then a last-round forfeit:
    not needed, the norm stands on the 9 (7/9 against 2380). A forfeit in round 5 of 9: not the last
    round, no game (8 games and a forfeit win: 1.4.1c)."""
    opponents = [(2380, "GM", fed) for fed in FEDS[:10]]
    t = event(opponents, ["1"] * 7 + ["0"] * 2 + ["+"], rounds=10)
    gm = player_norms(t, 1)[0]
    assert gm.met and len(gm.games) == 9 and "1.4.2c" not in {c.article for c in gm.checks}
    t = event(opponents[:9], ["1"] * 4 + ["+"] + ["1"] * 3 + ["0"])
    gm = player_norms(t, 1)[0]
    assert len(gm.games) == 8 and "1.4.2c" not in {c.article for c in gm.checks}
