"""Double-Swiss events (C.04.5) in the tournament model: a match is two consecutive rounds of
the model, its games, exactly as in the TRF layout (docs/double-swiss-and-team.md).

Match m is model rounds 2m-1 (game 1) and 2m (game 2): the same opponents with the colours
reversed (4.4). ``settings.rounds`` counts model rounds (games), twice the matches the arbiter
sets. The pairing of a match stores both games at once; its pairing-allocated bye is 'U' in
game 1 and 'H' in game 2 (1.4: a game won and a game drawn); a bye request or an absence holds
for both games. Results are entered per game (the rare results of the Preface are allowed in every
event, ``model.RESULT_CHOICES``); standings count game points.
"""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Mapping

from ..engine.swiss.double_swiss.matches import GAMES_PER_MATCH
from ..text import QT_TRANSLATE_NOOP, Text

if TYPE_CHECKING:  # the model imports this module
    from .model import Board, Round, Tournament, TournamentSettings

SYSTEM = "double_swiss"
_SECOND_GAME_CODE = {"U": "H"}  # 1.4: the PAB's second game is drawn


def is_double_swiss(settings: TournamentSettings) -> bool:
    return settings.system == SYSTEM


def games_per_round(settings: TournamentSettings) -> int:
    """Model rounds per round the arbiter counts (a match in a Double-Swiss event)."""
    return GAMES_PER_MATCH if is_double_swiss(settings) else 1


def match_of(round_number: int) -> int:
    return (round_number + 1) // GAMES_PER_MATCH


def game_of(round_number: int) -> int:
    return GAMES_PER_MATCH - round_number % GAMES_PER_MATCH


def match_rounds(settings: TournamentSettings, round_number: int) -> tuple[int, ...]:
    """The model rounds paired together with ``round_number`` (its match's games; itself alone
    in any other event)."""
    if not is_double_swiss(settings):
        return (round_number,)
    first = GAMES_PER_MATCH * match_of(round_number) - 1
    return tuple(range(first, first + GAMES_PER_MATCH))


def caption(settings: TournamentSettings, round_number: int) -> str:
    """How the arbiter names a model round: "Round 3", or "Match 2 · game 1"."""
    if is_double_swiss(settings):
        return Text(QT_TRANSLATE_NOOP("Domain", "Match {0} · game {1}"), match_of(round_number), game_of(round_number))
    return Text(QT_TRANSLATE_NOOP("Domain", "Round {0}"), round_number)


def pairing_caption(settings: TournamentSettings, round_number: int) -> Text:
    """The unit a pairing is made for: "round 3", or "match 2" (both its games)."""
    if is_double_swiss(settings):
        return Text(QT_TRANSLATE_NOOP("Domain", "match {0}"), match_of(round_number))
    return Text(QT_TRANSLATE_NOOP("Domain", "round {0}"), round_number)


def missing_before(t: Tournament, round_number: int) -> list[tuple[Round, list[int]]]:
    """The rounds that must be complete before ``round_number`` is paired (the previous round, or
    both games of the previous match), each with its boards that have no result."""
    if round_number <= 1:
        return []
    rounds = (t.round(r) for r in match_rounds(t.settings, round_number - 1))
    return [(rnd, rnd.missing_results()) for rnd in rounds if rnd.missing_results()]


def second_game(boards: tuple[Board, ...], unpaired: Mapping[int, str]) -> tuple[tuple[Board, ...], dict[int, str]]:
    """Game 2 of a match from game 1's pairing: colours reversed (4.4), no results, the PAB's
    game drawn (1.4), byes and absences unchanged."""
    reversed_boards = tuple(replace(b, white=b.black, black=b.white, white_result=None, black_result=None)
                            for b in boards)
    return reversed_boards, {tpn: _SECOND_GAME_CODE.get(code, code) for tpn, code in unpaired.items()}
