"""Is a tournament consistent? Every invariant the operations and the readers keep, checked before
anything is written (``validate``). Above the model and the rules it asks (FIDE mode, team events,
prizes, tie-breaks), so that the model imports none of them."""
from __future__ import annotations

from typing import Iterator

from ..text import QT_TRANSLATE_NOOP, Text
from . import fide_mode, ladder
from .acceleration import method_problem
from .knockout import stage_problems
from .model import (ACCELERATIONS, ALLOWED_RESULTS, CLUB_SYSTEMS, LADDER_SYSTEMS, RATING_LISTS, TIE_ORDERS, UNPAIRED_CODES,
                    UNRATED_METHODS, RequestKind, Round, Tournament, TournamentSettings)
from .prizes import PrizeError, parse_prize_list
from .scoring import PLAYED_RESULTS
from .team.event import problems as team_problems
from .team.standings import TEAM_TIEBREAKS
from .tiebreaks import EDITIONS, parse_tiebreaks

__all__ = ["validate"]


def validate(tournament: Tournament) -> list[str]:
    """Every broken invariant, as a sentence; an empty list when the tournament is consistent.
    Operations run this before anything is written."""
    problems: list[str] = []
    problems += _check_players(tournament)
    problems += _check_rounds(tournament)
    problems += _check_requests(tournament)
    problems += _check_forbidden(tournament)
    problems += _check_tiebreaks(tournament.settings)
    problems += _check_keizer(tournament)
    problems += _check_ladder(tournament)
    problems += stage_problems(tournament)
    problems += (f"tie-break EXT: pairing number {tpn} is not a player"
                 for tpn in tournament.settings.external_values if tpn not in tournament.players)
    problems += _check_hand_ranking(tournament)

    problems += _check_prizes(tournament.settings)
    problems += _check_session(tournament)
    problems += fide_mode.problems(tournament)
    problems += team_problems(tournament)
    return problems


def _check_session(t: Tournament) -> Iterator[str]:
    if t.manual_session is not None and not (1 <= t.manual_session <= len(t.rounds)
                                             and t.round(t.manual_session).paired):
        yield f"a manual-pairing session is open on round {t.manual_session}, which is not paired"


def _check_players(t: Tournament) -> Iterator[str]:
    numbers = sorted(t.players)
    if numbers != list(range(1, len(numbers) + 1)):
        yield f"pairing numbers must be 1..{len(numbers)}, found {numbers}"
    for tpn, p in t.players.items():
        if p.tpn != tpn:
            yield f"player {p.name!r} is filed under {tpn} but has pairing number {p.tpn}"
        if not p.name.strip():
            yield f"player {tpn} has no name"
        if p.entry_round < 1:
            yield f"player {tpn}: entry round {p.entry_round} is not a round"
        if p.withdrawn_from is not None and p.withdrawn_from < max(p.entry_round, 1):
            yield f"player {tpn}: withdrawn from round {p.withdrawn_from}, before entering in round {p.entry_round}"
        if p.rating(t.settings.rating_list) < 0:
            yield f"player {tpn}: negative rating"
    for what, tpns in (("not eligible for half-point byes", t.settings.no_half_byes),
                       ("expelled", t.settings.expelled)):
        for tpn in tpns:
            if tpn not in t.players:
                yield f"player {tpn}, {what}, does not exist"
    for tpn in t.settings.expelled:
        if tpn in t.players and t.players[tpn].withdrawn_from is None:
            yield f"player {tpn} is expelled but still paired (no round he leaves from)"
    for tpn, p in t.players.items():
        firsts = [first for first, _ in p.later_ratings]
        if firsts != sorted(set(firsts)) or any(not 2 <= first <= t.settings.rounds for first in firsts):
            yield f"player {tpn}: later ratings need distinct rounds from 2 to {t.settings.rounds}, in order"
        if any(not 0 <= rating <= 4000 for _, rating in p.later_ratings):
            yield f"player {tpn}: a later rating is not a rating"
    if t.settings.tie_order not in TIE_ORDERS:
        yield f"unknown order of equal players {t.settings.tie_order!r} (one of {', '.join(TIE_ORDERS)})"
    if t.settings.rating_list not in RATING_LISTS:
        yield f"unknown rating list {t.settings.rating_list!r} (one of {', '.join(RATING_LISTS)})"
    yield from _check_acceleration(t.settings)


def _check_acceleration(s: TournamentSettings) -> Iterator[str]:
    if s.acceleration not in ACCELERATIONS:
        yield f"unknown acceleration {s.acceleration!r} (one of {', '.join(ACCELERATIONS)})"
    elif not (s.accelerations or s.acceleration_points):
        problem = method_problem(s.acceleration, s.rounds, s.point_system)
        if problem:
            yield problem


def _check_rounds(t: Tournament) -> Iterator[str]:
    if t.settings.rounds < 1:
        yield "a tournament has at least one round"
    if [r.number for r in t.rounds] != list(range(1, t.settings.rounds + 1)):
        yield f"rounds must be 1..{t.settings.rounds}"
    seen_unpaired = False
    for rnd in t.rounds:
        if not rnd.paired:
            seen_unpaired = True
            if rnd.boards or rnd.unpaired:
                yield f"round {rnd.number} is not paired but has boards or byes"
            continue
        if seen_unpaired:
            yield f"round {rnd.number} is paired but an earlier round is not"
        yield from _check_round(t, rnd)


def _check_round(t: Tournament, rnd: Round) -> list[str]:
    """The round's problems, kept with the round for the very players it was checked against
    (they depend on nothing else): a result entered at 2,000 players checked the 1,000 boards of
    every round again, 30 ms of the window's 50 (issue 30)."""
    kept = rnd.problems_kept
    entry = kept[0] if kept else None  # read once: another thread may replace it meanwhile
    if entry is not None and entry[0] is t.players:
        return entry[1]
    problems = list(_round_problems(t, rnd))
    kept[:] = [(t.players, problems)]  # one item, replaced whole
    return problems


def _round_problems(t: Tournament, rnd: Round) -> Iterator[str]:
    where = f"round {rnd.number}"
    seen: set[int] = set()
    for number, board in enumerate(rnd.boards, start=1):
        for tpn in board.players:
            if tpn not in t.players:
                yield f"{where}, board {number}: no player {tpn}"
            if tpn in seen:
                yield f"{where}: player {tpn} appears twice"
            seen.add(tpn)
        if board.white == board.black:
            yield f"{where}, board {number}: player {board.white} cannot play himself"
        results = (board.white_result, board.black_result)
        if results != (None, None) and results not in ALLOWED_RESULTS:
            yield f"{where}, board {number}: results {results[0]!r} and {results[1]!r} do not match"
        if not board.colours and board.white_result in PLAYED_RESULTS:
            yield f"{where}, board {number}: a played game needs colours"
    for tpn, code in rnd.unpaired.items():
        if tpn not in t.players:
            yield f"{where}: no player {tpn}"
        if tpn in seen:
            yield f"{where}: player {tpn} appears twice"
        seen.add(tpn)
        if code not in UNPAIRED_CODES:
            yield f"{where}: {code!r} is not a code for a player without an opponent"
    if sum(1 for c in rnd.unpaired.values() if c == "U") > 1:
        yield f"{where}: more than one pairing-allocated bye (C.04.1 3)"


def _check_requests(t: Tournament) -> Iterator[str]:
    for rn, reqs in t.requests.items():
        if not 1 <= rn <= t.settings.rounds:
            yield f"request for round {rn}, which does not exist"
        for tpn, kind in reqs.items():
            if tpn not in t.players:
                yield f"request for round {rn}: no player {tpn}"
            if not isinstance(kind, RequestKind):
                yield f"request for round {rn}, player {tpn}: {kind!r} is not a request"


def _check_prizes(s: TournamentSettings) -> Iterator[str]:
    """The prize list must be one the prize list can be computed from (named line and field)."""
    try:
        parse_prize_list(s.prizes)
    except PrizeError as error:
        yield f"prizes: {error}"


def _check_hand_ranking(t: Tournament) -> Iterator[str]:
    """The arbiter's order of complete ties (VCL4THP Q205) names players, each once."""
    order = t.settings.hand_ranking
    yield from (f"ties ranked by hand: pairing number {tpn} is not a player" for tpn in order if tpn not in t.players)
    if len(set(order)) != len(order):
        yield f"ties ranked by hand: {', '.join(map(str, order))} names a player twice"


def _check_keizer(t: Tournament) -> Iterator[str]:
    """seed 003 6.1: a Keizer series' top value is greater than the number of players on its list
    (those who came to a round), or their values could not all be positive."""
    if t.settings.system not in CLUB_SYSTEMS:
        return
    came = {tpn for rnd in t.rounds if rnd.paired for board in rnd.boards for tpn in (board.white, board.black)}
    came |= {tpn for rnd in t.rounds if rnd.paired for tpn, code in rnd.unpaired.items() if code == "U"}
    if t.settings.keizer.top_value <= len(came):
        yield (f"Keizer top value {t.settings.keizer.top_value}: it must be greater than the {len(came)} players "
               "who came to a round (seed 003 6.1)")


def _check_ladder(t: Tournament) -> Iterator[str]:
    """seed 003 6.2: a ladder's games are challenges its rules allow, evening by evening (a result
    changed, a player's entry moved or a file read must not make a later challenge a refused one)."""
    if t.settings.system in LADDER_SYSTEMS:
        try:
            ladder.ladder(t)
        except ladder.LadderError as error:
            yield Text(QT_TRANSLATE_NOOP("Domain", "the ladder cannot be played: {0}"), error.args[0])


def _check_tiebreaks(s: TournamentSettings) -> Iterator[str]:
    """Every tie-break code must be one the standings compute (an unknown one would stop them)."""
    own = [code for code in s.tiebreaks if not (s.is_team_event and code in TEAM_TIEBREAKS)]
    try:
        parse_tiebreaks(own)
    except ValueError as error:
        yield f"tie-breaks: {error}"
    if s.tiebreak_rules is not None and s.tiebreak_rules not in EDITIONS:
        yield f"tie-break rules: {s.tiebreak_rules} is not a C.07 edition (one of {', '.join(map(str, EDITIONS))})"
    if s.unrated_rating is not None and not 0 < s.unrated_rating < 4000:
        yield f"rating of unrated players: {s.unrated_rating} is not a rating (1 to 3999)"
    if s.unrated_method not in UNRATED_METHODS:
        yield f"rating of unrated players: method {s.unrated_method!r} is not one of {', '.join(UNRATED_METHODS)}"
    if s.lots_seed is not None and s.lots_seed < 0:
        yield f"drawing of lots: seed {s.lots_seed} is negative"


def _check_forbidden(t: Tournament) -> Iterator[str]:
    for n, f in enumerate(t.forbidden, start=1):
        if len(set(f.players)) < 2 or len(set(f.players)) != len(f.players):
            yield f"forbidden pairing {n}: needs at least two different players"
        if any(tpn not in t.players for tpn in f.players):
            yield f"forbidden pairing {n}: names a player who does not exist"
        if not 1 <= f.first_round <= f.last_round:
            yield f"forbidden pairing {n}: rounds {f.first_round}-{f.last_round} are not a range"
