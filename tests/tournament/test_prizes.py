"""Prizes on worked cases computed by hand (tournament.prizes): categories, one prize per player
(the larger, or the one listed first), prizes passed down a category, prizes nobody can win, the
Hort system (C.07 2.1 leaves sharing to the regulations), and lists that cannot be applied."""
from __future__ import annotations

from dataclasses import replace
from fractions import Fraction as F

import pytest

from arbiter_gui.tournament.model import Player
from arbiter_gui.tournament.model import Tournament, TournamentSettings
from arbiter_gui.tournament.validation import validate
from arbiter_gui.tournament.prizes import (EXAMPLE, MAIN, Award, Category, ClubAward, Prize, PrizeError, PrizeList,
                                           Sharing, award_prizes, club_prizes, money, parse_prize_list)
from arbiter_gui.tournament.standings import StandingRow


def rows(*points: str) -> list[StandingRow]:
    """Standings in rank order: player i+1 has points[i] (the tie-breaks already applied)."""
    return [StandingRow(i, i, F(p), {}, False) for i, p in enumerate(points, start=1)]


PLAYERS = {1: Player(1, "A", sex="m", birth_date="1980/01/01"), 2: Player(2, "B", sex="w", birth_date="1999"),
           3: Player(3, "C", sex="m", birth_date="2011/05/02"), 4: Player(4, "D", sex="f", birth_date="2012"),
           5: Player(5, "E", sex="m", birth_date="1960", federation="ITA"), 6: Player(6, "F", sex="m")}
RATINGS = {1: 2400, 2: 2100, 3: 1900, 4: 1750, 5: 1600, 6: 0}
CATEGORIES = (Category("Women", women=True), Category("U1800", rating_max=1799),
              Category("U16", born_from=2010), Category("Unrated", unrated=True))


def amounts(awards: list[Award]) -> dict[tuple[str, int], tuple[int, str]]:
    return {(a.category, a.place): (a.tpn, money(a.amount)) for a in awards}


def test_one_prize_per_player_the_larger():
    """By hand: main 500/300/200 go to A, B, C (B, a woman, takes 300 rather than Women 1st 150);
    Women 1st to D, the best woman without a prize; U1800 1st (120) to E, as D holds Women 1st (150,
    larger); Women 2nd: no woman left; U16 1st (80): C and D hold larger ones: nobody else is U16."""
    prizes = PrizeList((Prize(MAIN, 1, F(500)), Prize(MAIN, 2, F(300)), Prize(MAIN, 3, F(200)),
                        Prize("Women", 1, F(150)), Prize("Women", 2, F(100)), Prize("U1800", 1, F(120)),
                        Prize("U16", 1, F(80))), CATEGORIES)
    awards, nobody = award_prizes(rows("7", "6.5", "6.5", "6", "6", "5.5"), PLAYERS, RATINGS, prizes)
    assert amounts(awards) == {(MAIN, 1): (1, "500.00"), (MAIN, 2): (2, "300.00"), (MAIN, 3): (3, "200.00"),
                               ("Women", 1): (4, "150.00"), ("U1800", 1): (5, "120.00")}
    assert nobody == [Prize("Women", 2, F(100)), Prize("U16", 1, F(80))]


def test_one_prize_per_player_the_one_listed_first():
    """Women 1st (150) listed before main 2nd (300). The larger first: A 500, B 300, C 200, and Women
    1st passes to D. The one listed first: A 500, B Women 1st, then main 2nd to C and main 3rd to D."""
    listed = (Prize(MAIN, 1, F(500)), Prize("Women", 1, F(150)), Prize(MAIN, 2, F(300)), Prize(MAIN, 3, F(200)))
    standings = rows("7", "6.5", "6.5", "6", "6", "5.5")
    larger, _ = award_prizes(standings, PLAYERS, RATINGS, PrizeList(listed, CATEGORIES))
    assert amounts(larger) == {(MAIN, 1): (1, "500.00"), ("Women", 1): (4, "150.00"), (MAIN, 2): (2, "300.00"),
                               (MAIN, 3): (3, "200.00")}
    first, _ = award_prizes(standings, PLAYERS, RATINGS, PrizeList(listed, CATEGORIES, prefer_list_order=True))
    assert amounts(first) == {(MAIN, 1): (1, "500.00"), ("Women", 1): (2, "150.00"), (MAIN, 2): (3, "300.00"),
                              (MAIN, 3): (4, "200.00")}


def test_several_prizes_per_player():
    prizes = PrizeList((Prize(MAIN, 1, F(500)), Prize("Women", 1, F(150)), Prize("Women", 2, F(100))),
                       CATEGORIES, one_per_player=False)
    awards, _ = award_prizes(rows("7", "6.5", "6.5", "6", "6", "5.5"), PLAYERS, RATINGS, prizes)
    assert amounts(awards) == {(MAIN, 1): (1, "500.00"), ("Women", 1): (2, "150.00"), ("Women", 2): (4, "100.00")}


def test_categories():
    p = PLAYERS
    assert [tpn for tpn in p if Category("U1800", rating_max=1799).admits(p[tpn], RATINGS[tpn])] == [4, 5]
    assert [tpn for tpn in p if Category("Unrated", unrated=True).admits(p[tpn], RATINGS[tpn])] == [6]
    assert [tpn for tpn in p if Category("U16", born_from=2010).admits(p[tpn], RATINGS[tpn])] == [3, 4]
    assert [tpn for tpn in p if Category("S65", born_until=1961).admits(p[tpn], RATINGS[tpn])] == [5]
    assert [tpn for tpn in p if Category("ITA", federations=frozenset({"ITA"})).admits(p[tpn], RATINGS[tpn])] == [5]
    assert [tpn for tpn in p if Category("2000+", rating_min=2000).admits(p[tpn], RATINGS[tpn])] == [1, 2]


def test_hort_three_tied_within_the_prizes():
    """Prizes 1000/600/400/200; A 7, then B, C, D tied on 6.5 (in that tie-break order), E 6.
    The pool of B, C, D is 600+400+200 = 1200: half, 600, shared equally (200 each), half by the
    tie-break order (300, 200, 100): B 500, C 400, D 300. A keeps 1000, E nothing."""
    prizes = PrizeList(tuple(Prize(MAIN, n, F(a)) for n, a in enumerate((1000, 600, 400, 200), start=1)),
                       sharing=Sharing.HORT)
    awards, nobody = award_prizes(rows("7", "6.5", "6.5", "6.5", "6"), PLAYERS, RATINGS, prizes)
    assert amounts(awards) == {(MAIN, 1): (1, "1000.00"), (MAIN, 2): (2, "500.00"), (MAIN, 3): (3, "400.00"),
                               (MAIN, 4): (4, "300.00")}
    assert awards[1].shared_with == (3, 4) and nobody == []
    assert sum(a.amount for a in awards) == 2200


def test_hort_a_tie_beyond_the_prize_places():
    """Prizes 1000/600; A, B, C tied on 6.5. Pool 1600: 800 shared equally (266.67 each), 800 by the
    order (500, 300, 0): A 766.67, B 566.67, C 266.67 (exactly 2300/3, 1700/3, 800/3: 1600 in all)."""
    prizes = PrizeList((Prize(MAIN, 1, F(1000)), Prize(MAIN, 2, F(600))), sharing=Sharing.HORT)
    awards, _ = award_prizes(rows("6.5", "6.5", "6.5", "6"), PLAYERS, RATINGS, prizes)
    assert [(a.tpn, a.amount) for a in awards] == [(1, F(2300, 3)), (2, F(1700, 3)), (3, F(800, 3))]
    assert [money(a.amount) for a in awards] == ["766.67", "566.67", "266.67"]
    assert awards[2] == Award(3, MAIN, 3, F(800, 3), (1, 2))


def test_hort_a_player_with_another_prize_does_not_share():
    """Main 1000/600; Women 300. A 7; B (woman) and C tied on 6: B takes main 2nd (600), C has none.
    Women 1st goes to D. Hort in the main list: B and C pool 600: 150 each + 300/0: B 450, C 150."""
    prizes = PrizeList((Prize(MAIN, 1, F(1000)), Prize(MAIN, 2, F(600)), Prize("Women", 1, F(300))),
                       CATEGORIES, sharing=Sharing.HORT)
    awards, _ = award_prizes(rows("7", "6", "6", "5.5"), PLAYERS, RATINGS, prizes)
    assert amounts(awards) == {(MAIN, 1): (1, "1000.00"), (MAIN, 2): (2, "450.00"), ("Women", 1): (4, "300.00"),
                               (MAIN, 3): (3, "150.00")}


def test_tiebreak_sharing_leaves_ties_alone():
    prizes = PrizeList((Prize(MAIN, 1, F(1000)), Prize(MAIN, 2, F(600))))
    awards, _ = award_prizes(rows("6.5", "6.5", "6.5"), PLAYERS, RATINGS, prizes)
    assert [(a.tpn, a.amount) for a in awards] == [(1, 1000), (2, 600)]


@pytest.mark.parametrize("prizes, message", [
    ((Prize(MAIN, 1, F(100)), Prize(MAIN, 2, F(200))), "the main list: prize 2 (200.00) is larger than prize 1"),
    ((Prize(MAIN, 1, F(100)), Prize(MAIN, 3, F(50))), "the main list: places listed [1, 3], not 1, 2, 3"),
    ((Prize("Juniors", 1, F(100)),), "prize 1 of category 'Juniors': no such category"),
    ((Prize(MAIN, 1, F(-5)),), "prize 1 of the main list: negative amount -5"),
])
def test_lists_that_cannot_be_applied(prizes, message):
    with pytest.raises(PrizeError, match=message.replace("(", r"\(").replace(")", r"\)").replace("[", r"\[")
                       .replace("]", r"\]")):
        PrizeList(prizes)


def test_money_rounds_half_up_to_the_cent():
    assert [money(v) for v in (F(2300, 3), F(1, 200), F(0), F(12345, 100))] == ["766.67", "0.01", "0.00", "123.45"]


def test_the_prize_list_as_written():
    prizes = parse_prize_list(EXAMPLE)
    assert prizes is not None and prizes.sharing is Sharing.HORT and prizes.one_per_player
    assert [(p.category, p.place, p.amount) for p in prizes.prizes[:4]] == [
        (MAIN, 1, 1000), (MAIN, 2, 700), (MAIN, 3, 500), ("Women", 1, 150)]
    assert prizes.category("U1800") == Category("U1800", rating_max=1799)
    assert prizes.category("U16") == Category("U16", born_from=2010)
    assert prizes.category("Nordic").federations == frozenset({"NOR", "SWE", "DEN"})
    assert parse_prize_list("  # nothing yet\n") is None
    assert parse_prize_list("prefer: list\none prize per player: no\nMain: 10").prefer_list_order is True


@pytest.mark.parametrize("text, message", [
    ("Main: 100\nMain 50", "line 2: 'Main 50' is not 'name [conditions]: amounts' nor an option"),
    ("sharing: equally\nMain: 1", "line 1: sharing: 'equally' is not one of hort, tie-break, tiebreak"),
    ("Main: 100, 5O", "line 1: prize 2 of Main: '5O' is not an amount"),
    ("Girls [woman]: 5", "line 1: Girls: condition 'woman' is not women, unrated"),
    ("Main: 100\nU10 [born 2016-]: 5, 10", "prize list: category 'U10': prize 2 (10.00) is larger than prize 1"),
])
def test_a_wrong_prize_list_is_named(text, message):
    with pytest.raises(PrizeError) as error:
        parse_prize_list(text)
    assert str(error.value).startswith(message)


def test_a_tournament_with_a_wrong_prize_list_is_refused():
    t = Tournament.new(TournamentSettings(prizes="Main: 100, 200"))
    assert validate(t) == ["prizes: prize list: the main list: prize 2 (200.00) is larger than prize 1 (100.00)"]


def test_club_teams_inside_the_individual_open():
    """Issue 17: 'Clubs [team 2]: 100, 50'. By hand, standings A 7 (1st), B 6.5, C 6.5, D 6, E 6, F 5.5:
    club X = A + D = 13 (places 1 + 4 = 5), club Y = B + C = 13 (2 + 3 = 5), club Z = E alone (too
    few players). X and Y tie on points and places: the club's name decides, X first. The individual
    prizes ignore the team category, and a player may win both."""
    clubs = {1: "X", 4: "X", 2: "Y", 3: "Y", 5: "Z"}
    players = {tpn: replace(p, club=clubs.get(tpn, "")) for tpn, p in PLAYERS.items()}
    prizes = parse_prize_list("Main: 500\nClubs [team 2]: 100, 50, 25\n")
    assert prizes.category("Clubs") == Category("Clubs", team=2)
    standings = rows("7", "6.5", "6.5", "6", "6", "5.5")
    awards, nobody = club_prizes(standings, players, RATINGS, prizes)
    assert awards == [ClubAward("Clubs", 1, "X", F(13), (1, 4), F(100)), ClubAward("Clubs", 2, "Y", F(13), (2, 3), F(50))]
    assert nobody == [Prize("Clubs", 3, F(25))]
    individual, not_won = award_prizes(standings, players, RATINGS, prizes)
    assert amounts(individual) == {(MAIN, 1): (1, "500.00")} and not_won == []
    women_teams = parse_prize_list("Main: 500\nWomen clubs [team 1; women]: 70\n")  # conditions choose the members
    assert club_prizes(standings, players, RATINGS, women_teams)[0] == [
        ClubAward("Women clubs", 1, "Y", F("6.5"), (2,), F(70))]
    with pytest.raises(PrizeError, match="team N"):
        parse_prize_list("Clubs [team none]: 100")
