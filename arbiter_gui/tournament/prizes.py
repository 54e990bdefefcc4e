"""Prizes: categories, the prize list and who wins what, from the final standings.

The tournament's regulations decide (C.07 2.1 leaves to them whether tied participants share a
place); this module applies what they chose:

- a **category** admits players by rating band (the event's rating list), unrated players, year of
  birth, women, federation or club; the main list (category "") admits everyone;
- the **prize list** gives each category's places an amount; within a category an amount never grows
  with the place (checked);
- **one prize per player** (optional): each player receives the best one he can win, the larger
  amount, or with ``prefer_list_order`` the one listed first; the prizes are handed out from the
  largest down (list order breaks equal amounts), each to the best-ranked eligible player who has none
  yet, so a category's prize passes to the next player of the category;
- a **club team** category (``team``: the number of players counted, issue 17: a team of a club
  inside an individual open) ranks the clubs, not the players: each club with at least that many
  players the category admits scores the points of its best ones (their order in the standings);
  more points first, then the lower sum of their places, then the club's name; its prizes go to the
  club (``ClubAward``) and do not count against "one prize per player";
- **sharing**: by tie-break (``TIEBREAK``: the standings' order decides alone) or by the **Hort system**
  (``HORT``): players of a category tied on points pool the prizes their places won; half of the pool
  is shared equally, the other half goes by the tie-break order (each keeps half of the prize of his
  own place). A tied player of the category whose place won nothing (beyond the prize places) shares
  the equal half; a player who holds a prize of another category does not share this one.

Amounts are exact fractions (no cent is lost or created); ``money`` writes them with two decimals."""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from enum import Enum
from fractions import Fraction
from itertools import groupby
from typing import Mapping, Sequence

from ..text import QT_TRANSLATE_NOOP, Text
from .model import Player, Tournament
from .standings import StandingRow, tournament_standings

__all__ = ["EXAMPLE", "MAIN", "Award", "Category", "ClubAward", "club_prizes", "Prize", "PrizeError", "PrizeList", "Sharing", "award_prizes", "money",
           "parse_prize_list", "PrizeLine", "prize_lines", "tournament_prizes"]

MAIN = ""  # the main (general) list's category name
_YEAR = re.compile(r"\s*(\d{4})")


class PrizeError(ValueError):
    """A prize list that cannot be applied; the message names the prize or category."""


class Sharing(str, Enum):
    TIEBREAK = "tie-break"
    HORT = "Hort"


@dataclass(frozen=True)
class Category:
    """Who may win the category's prizes; every condition given must hold."""

    name: str
    rating_min: int | None = None  # pairing rating, inclusive; an unrated player is in no band
    rating_max: int | None = None
    unrated: bool = False  # only players without a rating
    born_from: int | None = None  # year of birth, inclusive (U16 in 2026: born from 2010)
    born_until: int | None = None  # (seniors: born until a year)
    women: bool = False
    federations: frozenset[str] = frozenset()
    clubs: frozenset[str] = frozenset()
    team: int | None = None  # a club team category: the number of players of a club counted

    def admits(self, player: Player, rating: int) -> bool:
        year = _birth_year(player)
        return all((
            self.rating_min is None or rating >= self.rating_min,
            self.rating_max is None or 0 < rating <= self.rating_max,  # a band is for rated players
            not self.unrated or rating == 0,
            self.born_from is None or (year is not None and year >= self.born_from),
            self.born_until is None or (year is not None and year <= self.born_until),
            not self.women or player.sex.strip().lower() in ("w", "f"),
            not self.federations or player.federation in self.federations,
            not self.clubs or player.club in self.clubs))


def _birth_year(player: Player) -> int | None:
    match = _YEAR.match(player.birth_date)
    return int(match.group(1)) if match else None


@dataclass(frozen=True)
class Prize:
    category: str  # a Category's name; MAIN for the main list
    place: int  # 1-based within the category
    amount: Fraction


@dataclass(frozen=True)
class PrizeList:
    prizes: tuple[Prize, ...]  # in the regulations' order
    categories: tuple[Category, ...] = ()
    sharing: Sharing = Sharing.TIEBREAK
    one_per_player: bool = True
    prefer_list_order: bool = False  # with one per player: the prize listed first, not the larger one
    _by_name: dict[str, Category] = field(init=False, repr=False, compare=False, default_factory=dict)

    def __post_init__(self) -> None:
        by_name = {MAIN: Category(MAIN)}
        for category in self.categories:
            if category.name in by_name:
                raise PrizeError(Text(QT_TRANSLATE_NOOP("Domain", "category {0!r} is defined twice"),
                                      category.name or "(main)"))
            by_name[category.name] = category
        places: dict[str, list[Prize]] = {}
        for prize in self.prizes:  # a category's prizes in the order of their places
            if prize.category not in by_name:
                raise PrizeError(Text(QT_TRANSLATE_NOOP("Domain", "prize {0} of category {1!r}: no such category"),
                                      prize.place, prize.category))
            if prize.amount < 0:
                raise PrizeError(Text(QT_TRANSLATE_NOOP("Domain", "prize {0} of {1}: negative amount {2}"),
                                      prize.place, _label(prize.category), prize.amount))
            places.setdefault(prize.category, []).append(prize)
        for name, ordered in places.items():
            if [p.place for p in ordered] != list(range(1, len(ordered) + 1)):
                raise PrizeError(Text(QT_TRANSLATE_NOOP("Domain", "{0}: places listed {1}, not 1, 2, 3, ..."),
                                      _label(name), [p.place for p in ordered]))
            for better, worse in zip(ordered, ordered[1:]):
                if worse.amount > better.amount:
                    raise PrizeError(Text(QT_TRANSLATE_NOOP(
                        "Domain", "{0}: prize {1} ({2}) is larger than prize {3} ({4})"), _label(name), worse.place,
                        money(worse.amount), better.place, money(better.amount)))
        object.__setattr__(self, "_by_name", by_name)

    def category(self, name: str) -> Category:
        return self._by_name[name]


def _label(category: str) -> str:
    return Text(QT_TRANSLATE_NOOP("Domain", "the main list")) if category == MAIN else \
        Text(QT_TRANSLATE_NOOP("Domain", "category {0!r}"), category)


@dataclass(frozen=True)
class Award:
    tpn: int
    category: str
    place: int  # the prize's place in its category (a share of a Hort pool: the player's place)
    amount: Fraction  # after sharing
    shared_with: tuple[int, ...] = ()  # the other players of the pool (Hort), in standings order


def money(amount: Fraction) -> str:
    """An amount with two decimals, rounded half up to the cent: 2300/3 -> '766.67'."""
    cents = (amount * 100 + Fraction(1, 2)) // 1
    return f"{cents // 100}.{cents % 100:02d}"


def award_prizes(rows: Sequence[StandingRow], players: Mapping[int, Player], ratings: Mapping[int, int],
                 prizes: PrizeList) -> tuple[list[Award], list[Prize]]:
    """(awards, prizes nobody can win) for the standings ``rows`` (in rank order: the tie-break
    order), the players and their pairing ratings. Awards come in prize-list order, then the shares
    of tied players whose place won nothing."""
    listed = tuple(p for p in prizes.prizes if prizes.category(p.category).team is None)  # club teams: club_prizes
    eligible = {name: [row for row in rows if prizes.category(name).admits(players[row.id], ratings[row.id])]
                for name in {prize.category for prize in listed}}
    order = sorted(range(len(listed)), key=lambda i: i if prizes.prefer_list_order or not prizes.one_per_player
                   else (-listed[i].amount, i))
    holder: dict[int, int] = {}  # prize index -> TPN
    awarded = {name: 0 for name in eligible}  # prizes of the category handed out so far
    for index in order:
        prize = listed[index]
        ranked = eligible[prize.category]
        if prizes.one_per_player:
            held = set(holder.values())
            winner = next((row.id for row in ranked if row.id not in held), None)
        else:
            count = awarded[prize.category]
            winner = ranked[count].id if count < len(ranked) else None
        if winner is not None:
            holder[index] = winner
            awarded[prize.category] += 1
    awards = {index: Award(tpn, listed[index].category, listed[index].place, listed[index].amount)
              for index, tpn in holder.items()}
    shares: list[Award] = []
    if prizes.sharing is Sharing.HORT:
        shares = _hort(listed, eligible, holder, awards)
    return ([awards[index] for index in sorted(awards)] + shares,
            [prize for index, prize in enumerate(listed) if index not in holder])


def _hort(listed: Sequence[Prize], eligible: Mapping[str, list[StandingRow]], holder: Mapping[int, int],
          awards: dict[int, Award]) -> list[Award]:
    """The Hort system within each category, ``awards`` updated in place: the pool of a group tied
    on points, half shared equally, half by the tie-break order (each winner keeps half of his own
    prize). Players without any prize who tie with the category's winners join the pool, once; their
    shares are returned (place: theirs in the category's ranking)."""
    shares: list[Award] = []
    prize_holders = set(holder.values())
    joined: set[int] = set()
    for name, ranked in eligible.items():
        won = {tpn: index for index, tpn in holder.items() if listed[index].category == name}
        position = {row.id: place for place, row in enumerate(ranked, start=1)}
        for _, group in groupby(ranked, key=lambda row: row.points):
            members = [row.id for row in group if row.id in won or (row.id not in prize_holders and row.id not in joined)]
            if len(members) < 2 or not any(tpn in won for tpn in members):
                continue
            equal = sum((listed[won[tpn]].amount for tpn in members if tpn in won), Fraction(0)) / 2 / len(members)
            for tpn in members:
                others = tuple(m for m in members if m != tpn)
                if tpn in won:
                    prize = listed[won[tpn]]
                    awards[won[tpn]] = Award(tpn, name, prize.place, equal + prize.amount / 2, others)
                else:
                    joined.add(tpn)
                    shares.append(Award(tpn, name, position[tpn], equal, others))
    return shares


@dataclass(frozen=True)
class ClubAward:
    """A club team's prize: the category, the place, the club, its points and the players counted
    (in standings order)."""

    category: str
    place: int
    club: str
    points: Fraction
    members: tuple[int, ...]
    amount: Fraction


def club_prizes(rows: Sequence[StandingRow], players: Mapping[int, Player], ratings: Mapping[int, int],
                prizes: PrizeList) -> tuple[list[ClubAward], list[Prize]]:
    """(the club teams' prizes, those no club can win) of every team category (module docstring):
    the clubs ranked by the points of their best ``team`` players, then the lower sum of their
    places in the standings, then the club's name."""
    awards: list[ClubAward] = []
    unawarded: list[Prize] = []
    for category in (c for c in prizes.categories if c.team is not None):
        size = category.team
        teams: dict[str, list[tuple[int, StandingRow]]] = {}
        for place, row in enumerate(rows, start=1):
            player = players[row.id]
            if player.club.strip() and category.admits(player, ratings[row.id]):
                teams.setdefault(player.club.strip(), []).append((place, row))
        ranked = sorted(((sum((r.points for _, r in members[:size]), Fraction(0)), sum(p for p, _ in members[:size]),
                          club, members[:size]) for club, members in teams.items() if len(members) >= size),
                        key=lambda team: (-team[0], team[1], team[2]))
        for prize in (p for p in prizes.prizes if p.category == category.name):
            if prize.place > len(ranked):
                unawarded.append(prize)
                continue
            points, _, club, members = ranked[prize.place - 1]
            awards.append(ClubAward(category.name, prize.place, club, points, tuple(r.id for _, r in members),
                                    prize.amount))
    return awards, unawarded


def tournament_prizes(t: Tournament, prizes: PrizeList) -> tuple[list[Award], list[Prize]]:
    """``award_prizes`` on the event's standings after its last complete round."""
    return award_prizes(tournament_standings(t, t.standings_round), t.players, _ratings(t), prizes)


def _ratings(t: Tournament) -> dict[int, int]:
    return {tpn: t.pairing_rating(tpn) for tpn in t.players}


@dataclass(frozen=True)
class PrizeLine:
    """One prize won, as the printed list, the workbook and the web site show it: the category
    (MAIN: the main list), the place, the players (the winner, or a club team's players counted),
    the winner's or club's name, the points, the amount and, for a Hort share, the pool's others."""

    category: str
    place: int
    tpns: tuple[int, ...]
    winner: str
    points: Fraction
    amount: Fraction
    shared_with: tuple[int, ...] = ()
    team: bool = False  # a club team's prize: ``winner`` is the club


def prize_lines(t: Tournament, prizes: PrizeList) -> tuple[list[PrizeLine], list[Prize]]:
    """(every prize won after the last complete round: the players' in prize-list order, then the
    club teams', the prizes nobody could win), from one computation of the standings."""
    rows = tournament_standings(t, t.standings_round)
    points = {row.id: row.points for row in rows}
    awards, unawarded = award_prizes(rows, t.players, _ratings(t), prizes)
    clubs, no_club = club_prizes(rows, t.players, _ratings(t), prizes)

    def name(tpn: int) -> str:
        p = t.player(tpn)
        return f"{p.title} {p.name}".strip()

    lines = [PrizeLine(a.category, a.place, (a.tpn,), name(a.tpn), points[a.tpn], a.amount, a.shared_with)
             for a in awards]
    lines += [PrizeLine(c.category, c.place, c.members, c.club, c.points, c.amount, team=True) for c in clubs]
    return lines, unawarded + no_club


# ---------------------------------------------------------------- the prize list as the arbiter writes it

EXAMPLE = """\
# one line per category: its name, [conditions], then the amounts of its places in order
sharing: Hort
one prize per player: yes
prefer: amount
Main: 1000, 700, 500
Women [women]: 150, 100
U1800 [rating -1799]: 120
Unrated [unrated]: 50
U16 [born 2010-]: 80
Seniors [born -1961]: 80
Nordic [federation NOR SWE DEN]: 60
Clubs [team 4]: 200, 100
"""
_OPTIONS = {"sharing": {"hort": Sharing.HORT, "tie-break": Sharing.TIEBREAK, "tiebreak": Sharing.TIEBREAK},
            "one prize per player": {"yes": True, "no": False},
            "prefer": {"amount": False, "list": True}}
_LINE = re.compile(r"(?P<name>[^\[:]+?)\s*(?:\[(?P<conditions>[^\]]*)\])?\s*:\s*(?P<amounts>.*)")
_RANGE = re.compile(r"(\d*)\s*-\s*(\d*)|(\d+)")


def parse_prize_list(text: str) -> PrizeList | None:
    """The prize list written as in ``EXAMPLE`` (None for no prize list): options, then one line per
    category ("Main" is the main list) with its conditions in brackets (``women``, ``unrated``,
    ``rating MIN-MAX``, ``born FROM-UNTIL``, ``federation A B``, ``club NAME``, ``team N`` for the
    clubs' teams of N players; separated by ``;``)
    and its amounts. PrizeError naming the line and what is wrong; nothing is guessed."""
    options: dict[str, object] = {}
    prizes: list[Prize] = []
    categories: list[Category] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        match = _LINE.fullmatch(line)
        if match is None:
            raise PrizeError(Text(QT_TRANSLATE_NOOP(
                "Domain", "line {0}: '{1}' is not 'name [conditions]: amounts' nor an option"), number, line))
        name, conditions, value = match.group("name"), match.group("conditions"), match.group("amounts").strip()
        key = name.lower()
        if key in _OPTIONS and conditions is None:
            choices = _OPTIONS[key]
            if value.lower() not in choices:
                raise PrizeError(Text(QT_TRANSLATE_NOOP("Domain", "line {0}: {1}: '{2}' is not one of {3}"),
                                      number, name, value, ", ".join(choices)))
            options[key] = choices[value.lower()]
            continue
        category = MAIN if key == "main" and conditions is None else name
        if category != MAIN:
            categories.append(_category(name, conditions or "", number))
        for place, amount in enumerate(value.split(","), start=1):
            try:
                prizes.append(Prize(category, place, Fraction(amount.strip())))
            except (ValueError, ZeroDivisionError):
                raise PrizeError(Text(QT_TRANSLATE_NOOP("Domain", "line {0}: prize {1} of {2}: '{3}' is not an amount"),
                                      number, place, name, amount.strip())) from None
    if not prizes:
        return None
    try:
        return PrizeList(tuple(prizes), tuple(categories), options.get("sharing", Sharing.TIEBREAK),  # type: ignore[arg-type]
                         options.get("one prize per player", True), options.get("prefer", False))  # type: ignore[arg-type]
    except PrizeError as error:
        raise PrizeError(Text(QT_TRANSLATE_NOOP("Domain", "prize list: {0}"), error.args[0])) from None


def _category(name: str, conditions: str, number: int) -> Category:
    fields: dict[str, object] = {}
    for condition in filter(None, (c.strip() for c in conditions.split(";"))):
        word, _, rest = condition.partition(" ")
        word, rest = word.lower(), rest.strip()
        if word in ("women", "unrated") and not rest:
            fields[word] = True
        elif word in ("rating", "born") and _RANGE.fullmatch(rest):
            low, high, single = _RANGE.fullmatch(rest).groups()  # type: ignore[union-attr]
            low, high = (single, single) if single else (low, high)
            keys = ("rating_min", "rating_max") if word == "rating" else ("born_from", "born_until")
            fields.update({k: int(v) for k, v in zip(keys, (low, high)) if v})
        elif word == "team" and rest.isdigit() and int(rest) >= 1:
            fields["team"] = int(rest)
        elif word in ("federation", "club") and rest:
            fields["federations" if word == "federation" else "clubs"] = (
                frozenset(rest.upper().split()) if word == "federation" else frozenset({rest}))
        else:
            raise PrizeError(Text(QT_TRANSLATE_NOOP(
                "Domain", "line {0}: {1}: condition '{2}' is not women, unrated, rating MIN-MAX, born FROM-UNTIL, "
                          "federation CODES, club NAME or team N"), number, name, condition))
    return Category(name, **fields)  # type: ignore[arg-type]
