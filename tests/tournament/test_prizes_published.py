"""The Hort system (tournament.prizes, Sharing.HORT) against worked examples nobody here wrote:
the German Wikipedia article "Hort-System" (section "Beispiel"), read in two of its revisions
mirrored at https://de.wiki.li/Hort-System and https://de-academic.com/dic.nsf/dewiki/628482
(prizes 100/80/60/40/20/10 euros) and at
https://wikipedia.k8s.renker.it/content/wikipedia_de_all_maxi/Hort-System (1000/500/350/200/150/100),
and another program's test (the last one).

The article's rule: each player in the prize places keeps 50 % of his place's prize; the other 50 %
of the tied players' places goes into a pot shared equally among them; a player tied with nobody
keeps 100 %. Players A and B tie on 8, C alone on 7.5, D, E and F tie on 7 (tie-break order A-F)."""
from __future__ import annotations

from fractions import Fraction as F

from arbiter_gui.tournament.model import Player
from arbiter_gui.tournament.prizes import MAIN, Prize, PrizeList, Sharing, award_prizes, money
from arbiter_gui.tournament.standings import StandingRow

POINTS = ("8", "8", "7.5", "7", "7", "7", "6.5")  # A-F, then a seventh player out of the prizes
ROWS = [StandingRow(i, i, F(p), {}, False) for i, p in enumerate(POINTS, start=1)]
PLAYERS = {i: Player(i, name) for i, name in enumerate("ABCDEFG", start=1)}
RATINGS = {i: 2000 for i in PLAYERS}


def hort(*amounts: int) -> dict[int, F]:
    prizes = PrizeList(tuple(Prize(MAIN, place, F(a)) for place, a in enumerate(amounts, start=1)),
                       sharing=Sharing.HORT)
    awards, nobody = award_prizes(ROWS, PLAYERS, RATINGS, prizes)
    assert nobody == []
    return {a.tpn: a.amount for a in awards}


def test_hort_wikipedia_1000_euro_example():
    """de.wikipedia "Hort-System", revision with 1000/500/350/200/150/100: A 500 kept + 375 from the
    pot of 750 = 875, B 250 + 375 = 625, C 350 (no tie), D 100 + 75 = 175, E 75 + 75 = 150,
    F 50 + 75 = 125 (pot 225, a third each). Every figure is whole: ours must equal it exactly."""
    assert hort(1000, 500, 350, 200, 150, 100) == {1: 875, 2: 625, 3: 350, 4: 175, 5: 150, 6: 125}


def test_hort_wikipedia_100_euro_example():
    """de.wikipedia "Hort-System", revision with 100/80/60/40/20/10: A 50 + 45 = 95, B 40 + 45 = 85,
    C 60; D, E, F keep 20, 10, 5 and share the pot of 35 (a third each). The article pays 12 from
    the pot, so 32, 22 and 17 ("as a rule whole amounts are paid"): its own rounding, which pays 71
    for the 70 of places 4-6. Ours keeps the exact thirds (35/3 each: 31.67, 21.67, 16.67), whose
    sum is the 70 exactly (docs/rulings.md PR2: amounts are exact, printed to the cent)."""
    shares = hort(100, 80, 60, 40, 20, 10)
    assert {tpn: shares[tpn] for tpn in (1, 2, 3)} == {1: 95, 2: 85, 3: 60}
    assert {tpn: shares[tpn] for tpn in (4, 5, 6)} == {4: 20 + F(35, 3), 5: 10 + F(35, 3), 6: 5 + F(35, 3)}
    assert [money(shares[tpn]) for tpn in (4, 5, 6)] == ["31.67", "21.67", "16.67"]
    assert [round(shares[tpn]) for tpn in (4, 5, 6)] == [32, 22, 17]  # the article's whole euros
    assert sum(shares.values()) == 100 + 80 + 60 + 40 + 20 + 10


def test_hort_sharing_of_another_program():
    """Sharly Chess, an open-source tournament manager (https://github.com/Sharly-Chess/sharly-chess,
    tests/unit/test_prizes.py, test_basic_hort_sharing, version 4.2.3): prizes 200/100/60; two
    players on 5, three on 4, one on 3. Its figures: 175 and 125 for the first two; 40 for the
    first on 4 (half his 60 plus a third of the other half) and 10 for each of the other two, whose
    places win nothing. That last case, which the Wikipedia example does not show, is our ruling
    PR1 (docs/rulings.md) too. Its "threshold" (a least share, below which the pool shrinks) is an
    option the app does not have: not compared."""
    rows = [StandingRow(i, i, F(p), {}, False) for i, p in enumerate(("5", "5", "4", "4", "4", "3"), start=1)]
    prizes = PrizeList(tuple(Prize(MAIN, place, F(a)) for place, a in enumerate((200, 100, 60), start=1)),
                       sharing=Sharing.HORT)
    awards, nobody = award_prizes(rows, PLAYERS, RATINGS, prizes)
    assert nobody == []
    assert {a.tpn: a.amount for a in awards} == {1: 175, 2: 125, 3: 40, 4: 10, 5: 10}
