"""FIDE mode: what a tournament FIDE rates may hold, and which rounds an arbiter may still change.

The rules are FIDE's acceptance checklist for tournament programs (VCL4THP draft v13) where it
turns the Handbook into guards; each lives here once and the operations and ``validation.validate``
ask. Outside FIDE mode (``TournamentSettings.fide_mode`` False) none of them applies.
"""
from __future__ import annotations

from fractions import Fraction
from typing import Iterator

from . import double_swiss
from ..engine.systems import Family, names
from .model import BUCHHOLZ_FAMILY, ROUND_ROBIN_SYSTEMS, Tournament, TournamentSettings
from .scoring import PointSystem
from ..text import QT_TRANSLATE_NOOP, Text

__all__ = ["LOCKED_AFTER_ROUND_1", "changeable_rounds", "endless", "problems", "scoring_problems"]

NOT_SWISS = names(Family.KNOCKOUT, Family.CLUB, Family.LADDER)  # no round count to warn about (``endless``)

# Settings fixed once round 1 is paired, in FIDE mode, besides model.PAIRING_SETTINGS: the number of
# rounds (VCL4THP Q57) and the tie-break list (Q200).
LOCKED_AFTER_ROUND_1 = frozenset({"rounds", "tiebreaks"})
_STANDARD = (Fraction(1), Fraction(1, 2), Fraction(0))


def scoring_problems(points: PointSystem) -> Iterator[str]:
    """Point systems FIDE mode refuses."""
    if 2 * points.draw > points.win + points.loss:  # VCL4THP Q74
        yield (f"two draws ({points.draw} each) would be worth more than a win and a loss ({points.win} + "
               f"{points.loss}): FIDE mode refuses such a point system")
    if points.pab > points.win:  # VCL4THP Q81 (C.04.1 4: the PAB scores at most a win)
        yield f"a pairing-allocated bye of {points.pab} would be worth more than a win ({points.win})"
    if (points.win, points.draw, points.loss) == _STANDARD and points.pab not in _STANDARD:  # VCL4THP Q83
        yield f"with 1-½-0 scoring the pairing-allocated bye scores 1, ½ or 0, not {points.pab}"


def _tiebreak_problems(s: TournamentSettings) -> Iterator[str]:
    """VCL4THP Q105: Buchholz-family tie-breaks (C.07 8) are not used in round robins."""
    if s.system in ROUND_ROBIN_SYSTEMS:
        for code in s.tiebreaks:
            name = code.strip().upper().replace("/", "-").split("-")[0]
            if name in BUCHHOLZ_FAMILY:
                yield f"tie-break {code} is of the Buchholz family, which a round robin does not use (C.07 8)"


def problems(t: Tournament) -> Iterator[str]:
    """What a tournament in FIDE mode may not hold (nothing outside FIDE mode)."""
    s = t.settings
    if not s.fide_mode:
        return
    for problem in scoring_problems(s.point_system):
        yield f"FIDE mode: {problem}"
    for problem in _tiebreak_problems(s):
        yield f"FIDE mode: {problem}"


def changeable_rounds(t: Tournament) -> range:
    """Rounds whose results, pairings and colours may still change in FIDE mode: the last paired
    round and the one before (VCL4THP Q189-Q191; in a round robin, paired ahead, the round in play
    and the one before, with the rounds after them); every paired round outside FIDE mode."""
    last = t.paired_rounds
    if not t.settings.fide_mode:
        return range(1, last + 1)
    current = last
    if t.settings.system in ROUND_ROBIN_SYSTEMS:  # paired ahead: the round in play has results missing
        current = next((r.number for r in t.rounds if r.paired and r.missing_results()), last)
    before = double_swiss.match_rounds(t.settings, current)[0] - 1  # a Double-Swiss match counts as one round
    first = double_swiss.match_rounds(t.settings, before)[0] if before >= 1 else 1
    return range(first, last + 1)


def endless(t: Tournament) -> str | None:
    """Why the set-up cannot be paired to the end without breaking C.04.1 2 (no two players meet
    twice), or None (VCL4THP Q62): a Swiss of n players has at most n - 1 rounds (n with an odd n,
    each player having one bye); a round robin has exactly the rounds of its Berger tables; a
    knockout's rounds are its bracket's (seed 003 2.2) and a club series or a ladder lets players
    meet again (seed 003 6), so neither is warned ("6 players cannot play 9 rounds" on a cup)."""
    players = sum(1 for p in t.players.values() if p.withdrawn_from is None)
    if t.settings.system in ROUND_ROBIN_SYSTEMS | NOT_SWISS or t.settings.is_team_event or players < 2:
        return None  # the Berger tables and the team rules say it themselves
    most = players if players % 2 else players - 1
    if t.settings.rounds > most:
        return Text(QT_TRANSLATE_NOOP("Domain", "{0} players cannot play {1} rounds without two of them meeting "
                                                "twice (at most {2}): the last rounds will have to be paired by hand"),
                    players, t.settings.rounds, most)
    return None
