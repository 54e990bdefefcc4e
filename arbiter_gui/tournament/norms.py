"""Title norms (GM, IM, WGM, WIM) of an individual event under FIDE's Title Regulations (Handbook
B.01, the edition applied from 1 January 2024, https://handbook.fide.com/chapter/B012024).

No copy of B.01 is in the project: the articles below were read in two public transcriptions of
that chapter (a verification record quoting 0.5 and 1.4.6-1.4.9 verbatim, with the 1.4.9 table;
a reading note of 1.4.1-1.4.5 keeping FIDE's article numbers and thresholds), listed with what
each rule here does in docs/rulings.md, section "Title norms (B.01)".  What is checked, per player
and title, on the games the player may count:

- 1.4.2b/c: only rated games played over the board count (no forfeit, bye, unrated game); in a
  round robin an unrated opponent who scored zero against the rated opponents is left out.  The one
  exception of 1.4.2c: an opponent's forfeit in the event's last round, when the player needed that
  game to reach the 9 games, counts as a game lost against that opponent (tried when the event's
  last round is complete; the norm is then shown with that game).
- 1.4.1a: at least 9 games; 1.4.1c: in a 9-round event 8 games do, the missing one being a
  forfeit win or the pairing-allocated bye (the proportional limits below then use the 8).
- 1.4.1e/f: later games may be ignored once a title result is reached (not in a round robin,
  whose pairings are predetermined) and games against beaten opponents may be ignored, the rest
  still meeting every requirement; ``player_norms`` tries every such choice and keeps the one
  counting most games.  1.4.1d: each full point above the score needed counts as one more game,
  1.7: at most 13.
- 1.4.3: opponents from at least 2 federations other than the player's; 1.4.4: at most 3/5 from
  the player's federation and 2/3 from any one, rounded down.  FID is no federation for these
  (1.4.2a).  Both are waived in the events of 1.4.3a-c the settings name (``norm_event``: a national
  championship or national team championship for the players of the event's federation, a zonal
  tournament for everyone) and in a Swiss event that meets 1.4.3d in every round (at least 20 FIDE-
  rated players not of the host federation, of at least 3 federations, 10 of them GM, IM, WGM or
  WIM; a player counts if he missed at most one round, a pairing-allocated bye not missing it).
- 1.4.5a: at least half the opponents titled (CM and WCM are not); 1.4.5b-e: a third, at least
  3, of the title named or higher (minimum counts rounded up).
- 1.4.6: ratings of the list at the start (a long event's later ratings, 1.1.4); the lowest
  opponent only is raised to the title's floor; unrated opponents count 1400.  1.4.7: the average
  rounded half up.  1.4.8: Rp = Ra + dp(p), p rounded half up to a percentage, dp the 1.4.9 table
  (identical to B.02 8.1.1, which ``tiebreaks.rating_difference`` holds); minimum Ra and Rp, and
  at least 35 %.

``NOT_CHECKED`` lists what the regulations require and the data of an event cannot show.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations
from math import ceil, floor
from typing import Iterable, Sequence

from ..text import QT_TRANSLATE_NOOP, Text
from .model import ROUND_ROBIN_SYSTEMS, TITLE_ALIASES, Tournament
from .tiebreaks import rating_difference, round_half_up

__all__ = ["NORM_TITLES", "NOT_CHECKED", "Check", "NormGame", "NormResult", "NormTitle", "evaluate",
           "norm_titles_for", "player_norms", "swiss_exemption", "tournament_norms", "NORM_EVENT_ARTICLES",
           "event_exemption", "last_round_forfeit"]


@dataclass(frozen=True)
class NormTitle:
    """What one title's norm asks (B.01 1.4.5b-e, 1.4.6b, 1.4.8)."""

    name: str
    floor: int  # 1.4.6b adjusted rating floor
    average: int  # 1.4.8a minimum Ra
    performance: int  # 1.4.8 minimum Rp after rounding
    titles: frozenset[str]  # 1.4.5b-e: the opponents' titles that count towards the third
    women: bool = False


NORM_TITLES: dict[str, NormTitle] = {n.name: n for n in (
    NormTitle("GM", 2200, 2380, 2600, frozenset({"GM"})),
    NormTitle("IM", 2050, 2230, 2450, frozenset({"GM", "IM"})),
    NormTitle("WGM", 2000, 2180, 2400, frozenset({"GM", "IM", "WGM"}), women=True),
    NormTitle("WIM", 1850, 2030, 2250, frozenset({"GM", "IM", "WGM", "WIM"}), women=True),
)}
TITLE_HOLDERS = frozenset({"GM", "IM", "FM", "WGM", "WIM", "WFM"})  # 1.4.5a: CM and WCM excluded
NORM_HOLDERS = frozenset({"GM", "IM", "WGM", "WIM"})  # 1.4.3d
# A title held makes the norms of these titles pointless (its own and the lower ones).
_COVERED = {"GM": {"GM", "IM", "WGM", "WIM"}, "IM": {"IM", "WIM"}, "WGM": {"WGM", "WIM"}, "WIM": {"WIM"}}
MIN_GAMES = 9  # 1.4.1a
MAX_COUNTED = 13  # 1.7
MIN_SCORE = Fraction(35, 100)  # 1.4.8b
UNRATED = 1400  # 1.4.6d
NO_FEDERATION = "FID"  # 1.4.2a: accepted, but no federation for 1.4.3 / 1.4.4
RATED_POINTS = {"1": Fraction(1), "=": Fraction(1, 2), "0": Fraction(0)}  # 1.4.2c: rated OTB games

NOT_CHECKED = tuple(Text(text) for text in (
    QT_TRANSLATE_NOOP("Domain", "1.1.1-1.1.6: registration, time control, rounds per day, the arbiters' licences"),
    QT_TRANSLATE_NOOP("Domain", "1.4.2a: that every opponent's federation belongs to FIDE"),
    QT_TRANSLATE_NOOP("Domain", "1.4.2d: that the event was not changed to favour a player"),
    QT_TRANSLATE_NOOP("Domain", "1.4.3a-c: that the event is the championship its settings say (the exemption "
                                "is applied as they say)"),
    QT_TRANSLATE_NOOP("Domain", "1.4.3e, 1.5: the title application (one norm under the normal foreign-player "
                                "requirement, 27 games, the rating)"),
    QT_TRANSLATE_NOOP("Domain", "1.4.5: the count of a double round robin; 1.4.1f in a round robin (the complete "
                                "event must allow a norm)"),
    QT_TRANSLATE_NOOP("Domain", "1.1.4: titles gained during an event longer than 30 days (the titles entered "
                                "are used)"),
))


def _title(text: str) -> str:
    t = text.strip().upper()
    return TITLE_ALIASES.get(t, t)


@dataclass(frozen=True)
class NormGame:
    """One game counted for norms: its round, the opponent (TPN, rating 0 = unrated, title,
    federation) and the points scored."""

    round: int
    opponent: int
    rating: int
    title: str
    federation: str
    points: Fraction


@dataclass(frozen=True)
class Check:
    """One requirement: its article, what was found and whether it is met."""

    article: str
    text: Text
    met: bool


@dataclass(frozen=True)
class NormResult:
    """A title's norm for one player: met or not, on which games (``ignored``: rounds left out
    under 1.4.1e/f), the figures, every requirement checked and the games it counts for."""

    title: str
    met: bool
    games: tuple[NormGame, ...]
    ignored: tuple[int, ...]
    score: Fraction
    average: int | None
    performance: int | None
    counted_games: int
    checks: tuple[Check, ...]

    @property
    def failed(self) -> list[Check]:
        return [c for c in self.checks if not c.met]


def norm_titles_for(title: str, sex: str) -> list[NormTitle]:
    """The norms worth checking for a player: not those his title covers; women's titles for women."""
    covered = _COVERED.get(_title(title), set())
    woman = sex.strip().lower() in ("w", "f")
    return [n for n in NORM_TITLES.values() if n.name not in covered and (woman or not n.women)]


def _opponent_rating(t: Tournament, tpn: int, round_number: int) -> int:
    """1.4.6a: the FIDE rating of the list at the start; 1.1.4: a long event's rating of that round."""
    p = t.player(tpn)
    return p.rating_in_round(round_number, "FIDE") if t.settings.long_event else p.fide_rating


def _scored_zero_against_rated(t: Tournament, tpn: int) -> bool:
    """1.4.2b: an unrated player of a round robin who scored nothing against the rated opponents."""
    games = [cell for r in range(1, t.paired_rounds + 1)
             if (cell := t.cell(tpn, r)) is not None and cell.opponent is not None and cell.code in RATED_POINTS
             and t.player(cell.opponent).fide_rating]
    return all(RATED_POINTS[cell.code] == 0 for cell in games)


def norm_games(t: Tournament, tpn: int, rounds: int | None = None) -> tuple[list[NormGame], list[int]]:
    """(the games counted for norms, the rounds of the player's forfeit wins and pairing-allocated
    byes) over rounds 1..rounds (default: the last complete round)."""
    upto = t.complete_rounds if rounds is None else rounds
    round_robin = t.settings.system in ROUND_ROBIN_SYSTEMS
    games, free = [], []
    for r in range(1, upto + 1):
        cell = t.cell(tpn, r)
        if cell is None:
            continue
        if cell.code in ("+", "U"):
            free.append(r)
        if cell.opponent is None or cell.code not in RATED_POINTS:
            continue
        game = _game(t, r, cell.opponent, RATED_POINTS[cell.code])
        if round_robin and not game.rating and _scored_zero_against_rated(t, cell.opponent):
            continue
        games.append(game)
    return games, free


def _game(t: Tournament, round_number: int, opponent: int, points: Fraction) -> NormGame:
    """The game of ``round_number`` against ``opponent`` as the norm rules see it (1.4.6a's rating)."""
    p = t.player(opponent)
    return NormGame(round_number, opponent, _opponent_rating(t, opponent, round_number), _title(p.title),
                    p.federation.strip().upper(), points)


def last_round_forfeit(t: Tournament, tpn: int, rounds: int | None = None) -> NormGame | None:
    """1.4.2c: the player's forfeit win in the event's last round, as a game lost against the
    opponent who forfeited (None before the last round is complete, or without such a win)."""
    last = t.settings.rounds
    if (t.complete_rounds if rounds is None else rounds) < last:
        return None
    cell = t.cell(tpn, last)
    if cell is None or cell.code != "+" or cell.opponent is None:
        return None
    return _game(t, last, cell.opponent, Fraction(0))


def _average(games: Sequence[NormGame], floor_rating: int) -> int:
    """1.4.6b-d, 1.4.7: unrated 1400, the lowest raised to the floor, the mean rounded half up."""
    ratings = sorted(g.rating or UNRATED for g in games)
    ratings[0] = max(ratings[0], floor_rating)
    return round_half_up(Fraction(sum(ratings), len(ratings)))


def _performance(average: int, score: Fraction, n: int) -> int:
    """1.4.8: Rp = Ra + dp, p rounded half up to a whole percentage (1.4.9)."""
    return average + rating_difference(round_half_up(score * 100 / n))


def evaluate(norm: NormTitle, games: Sequence[NormGame], federation: str, exempt: bool,
             free_game: bool = False, ignored: Iterable[int] = (), forfeit_lost: int | None = None) -> NormResult:
    """Every requirement of ``norm`` on ``games`` for a player of ``federation``; ``exempt``: 1.4.3
    and 1.4.4 are waived (1.4.3a-d); ``free_game``: 1.4.1c applies (9 rounds, the ninth a forfeit win or PAB);
    ``forfeit_lost``: the round whose opponent's forfeit ``games`` count as a game lost (1.4.2c)."""
    n = len(games)
    score = sum((g.points for g in games), Fraction(0))
    federation = federation.strip().upper()
    needed = MIN_GAMES - 1 if free_game else MIN_GAMES
    checks = [Check("1.4.1c" if free_game else "1.4.1a",
                    Text(QT_TRANSLATE_NOOP("Domain", "{0} games (at least {1})"), n, needed), n >= needed)]
    if forfeit_lost is not None:
        checks.append(Check("1.4.2c", Text(QT_TRANSLATE_NOOP(
            "Domain", "round {0}: the opponent's forfeit in the last round counted as a game lost"), forfeit_lost),
            True))
    if n == 0:
        return NormResult(norm.name, False, (), tuple(ignored), score, None, None, 0, tuple(checks))
    feds = [g.federation for g in games if g.federation and g.federation != NO_FEDERATION]
    if exempt:
        checks.append(Check("1.4.3", Text(QT_TRANSLATE_NOOP(
            "Domain", "an event of 1.4.3a-d: 1.4.3 and 1.4.4 waived")), True))
    else:
        foreign = sorted({f for f in feds if f != federation})
        checks.append(Check("1.4.3", Text(QT_TRANSLATE_NOOP("Domain", "{0} other federations (at least 2): {1}"),
                                          len(foreign), ", ".join(foreign)), len(foreign) >= 2))
        own = sum(f == federation for f in feds)
        checks.append(Check("1.4.4", Text(QT_TRANSLATE_NOOP("Domain", "{0} opponents of {1} (at most {2})"),
                                          own, federation or "?", floor(n * 3 / 5)), own <= floor(n * 3 / 5)))
        most = max(feds, key=feds.count, default="")
        count = feds.count(most) if most else 0
        checks.append(Check("1.4.4", Text(QT_TRANSLATE_NOOP("Domain", "{0} opponents of {1} (at most {2} of one "
                                                                      "federation)"), count, most or "-",
                                          floor(n * 2 / 3)), count <= floor(n * 2 / 3)))
    holders = sum(g.title in TITLE_HOLDERS for g in games)
    checks.append(Check("1.4.5a", Text(QT_TRANSLATE_NOOP("Domain", "{0} titled opponents (at least {1})"),
                                       holders, ceil(n / 2)), holders >= ceil(n / 2)))
    named = sum(g.title in norm.titles for g in games)
    need = max(3, ceil(n / 3))
    checks.append(Check("1.4.5", Text(QT_TRANSLATE_NOOP("Domain", "{0} opponents {1} (at least {2})"),
                                      named, "/".join(sorted(norm.titles)), need), named >= need))
    average = _average(games, norm.floor)
    checks.append(Check("1.4.8a", Text(QT_TRANSLATE_NOOP("Domain", "average rating {0} (at least {1})"),
                                       average, norm.average), average >= norm.average))
    checks.append(Check("1.4.8b", Text(QT_TRANSLATE_NOOP("Domain", "score {0} of {1} (at least 35 %)"),
                                       f"{float(score):g}", n), score >= MIN_SCORE * n))
    performance = _performance(average, score, n)
    checks.append(Check("1.4.8", Text(QT_TRANSLATE_NOOP("Domain", "performance {0} (at least {1})"),
                                      performance, norm.performance), performance >= norm.performance))
    met = all(c.met for c in checks)
    counted = 0
    if met:  # 1.4.1d: each full point above the least score still giving the norm counts one game more
        least, half = score, Fraction(1, 2)
        while least - half >= MIN_SCORE * n and _performance(average, least - half, n) >= norm.performance:
            least -= half
        counted = min(MAX_COUNTED, (MIN_GAMES if free_game else n) + floor(score - least))
    return NormResult(norm.name, met, tuple(games), tuple(ignored), score, average, performance, counted, tuple(checks))


def _choices(games: list[NormGame], predetermined: bool) -> Iterable[tuple[list[NormGame], tuple[int, ...]]]:
    """(games kept, rounds ignored) of every choice 1.4.1e/f allow that keeps at least 9 games:
    the games up to some round (not with predetermined pairings), less games won."""
    last_rounds = [games[-1].round] if predetermined or not games else [g.round for g in games[MIN_GAMES - 1:]]
    for last in sorted(last_rounds, reverse=True):
        kept = [g for g in games if g.round <= last]
        later = tuple(g.round for g in games if g.round > last)
        wins = [g for g in kept if g.points == 1]
        for k in range(0, len(kept) - MIN_GAMES + 1):
            for dropped in combinations(wins, k):
                rounds = {g.round for g in dropped}
                yield [g for g in kept if g.round not in rounds], tuple(sorted(rounds)) + later


def swiss_exemption(t: Tournament) -> bool | None:
    """1.4.3d: a Swiss event whose every round had 20 FIDE-rated players not of the host federation,
    of at least 3 federations, 10 of them GM, IM, WGM or WIM, counting the players who missed at
    most one round (a pairing-allocated bye is no round missed).  None: no host federation entered."""
    s = t.settings
    if s.system in ROUND_ROBIN_SYSTEMS or s.is_team_event:
        return False
    host = s.federation.strip().upper()
    if not host:
        return None
    rounds = range(1, t.complete_rounds + 1)
    if not rounds:
        return False

    def present(tpn: int, r: int) -> bool:
        cell = t.cell(tpn, r)
        return cell is not None and cell.code not in "HFZ-"

    counted = [p for p in t.players.values()
               if p.fide_rating and p.federation.strip().upper() not in (host, NO_FEDERATION, "")
               and sum(not present(p.tpn, r) for r in rounds) <= 1]
    for r in rounds:
        here = [p for p in counted if present(p.tpn, r)]
        if (len(here) < 20 or len({p.federation.strip().upper() for p in here}) < 3
                or sum(_title(p.title) in NORM_HOLDERS for p in here) < 10):
            return False
    return True


# TournamentSettings.norm_event -> the article exempting it
NORM_EVENT_ARTICLES = {"national": "1.4.3a", "national_team": "1.4.3b", "zonal": "1.4.3c"}


def event_exemption(t: Tournament, federation: str) -> bool:
    """1.4.3a-c: a national (team) championship exempts the players of its federation, a zonal
    tournament every player (``TournamentSettings.norm_event``)."""
    kind = t.settings.norm_event
    if kind == "zonal":
        return True
    return kind in ("national", "national_team") and federation.strip().upper() == t.settings.federation.strip().upper()


def player_norms(t: Tournament, tpn: int, rounds: int | None = None,
                 exempt: bool | None = None) -> list[NormResult]:
    """Each norm worth checking for the player (``norm_titles_for``) after ``rounds`` (default: the
    last complete round): met on the choice of games counting most games, else on all his games.
    ``exempt``: whether 1.4.3d holds (default: ``swiss_exemption``)."""
    p = t.player(tpn)
    if exempt is None:
        exempt = bool(swiss_exemption(t))
    upto = t.complete_rounds if rounds is None else rounds
    games, free = norm_games(t, tpn, upto)
    free_game = t.settings.rounds == MIN_GAMES and len(games) == MIN_GAMES - 1 and len(free) == 1
    # 1.4.2c: a last-round forfeit counts as a game lost only when the player needed it for the 9 games
    lost = last_round_forfeit(t, tpn, upto) if len(games) < MIN_GAMES else None
    predetermined = t.settings.system in ROUND_ROBIN_SYSTEMS
    exempt_here = exempt or event_exemption(t, p.federation)
    out = []
    for norm in norm_titles_for(p.title, p.sex):
        full = evaluate(norm, games, p.federation, exempt_here, free_game)
        best = full
        if lost is not None:
            with_loss = evaluate(norm, games + [lost], p.federation, exempt_here, forfeit_lost=lost.round)
            if with_loss.met and (not best.met or with_loss.counted_games > best.counted_games):
                best = with_loss
        if len(games) > MIN_GAMES:
            for kept, ignored in _choices(games, predetermined):
                result = evaluate(norm, kept, p.federation, exempt_here, ignored=ignored)
                if result.met and result.counted_games > best.counted_games:
                    best = result
        out.append(best)
    return out


def tournament_norms(t: Tournament, rounds: int | None = None) -> dict[int, list[NormResult]]:
    """TPN -> the norms met (``player_norms``), for every player who met at least one."""
    exempt = bool(swiss_exemption(t))
    found = {}
    for tpn in sorted(t.players):
        met = [r for r in player_norms(t, tpn, rounds, exempt) if r.met]
        if met:
            found[tpn] = met
    return found
