"""The arbiter's changes to a published pairing (C.04.2 4.4) and what they break.

An edit of the last paired round is built here as an ``Operation`` (``EditPairing``, or
``SwapColours`` for the colours of one board) without being applied; ``warnings`` then lists the
absolute criteria the edited round breaks that the round did not break before, judged by the
engine's own rules on ``engine_input.snapshot``:

- C.04.3 C1 / C.04.1 2: two players who have already played each other, or a forbidden pair;
- C.04.3 C2 / C.04.1 4: the pairing-allocated bye to a player who already had one or scored a
  win's points without playing;
- C.04.3 C3: two non-topscorers with the same absolute colour preference (C.04.3 1.7.1, 1.8) meet;
- C.04.1 8: both players of a board get the colour the other preferred (VCL4THP Q67);
- C.04.1 6 and 7: a colour that takes a player beyond a colour difference of 2 or to the same
  colour three times in a row (each system allows exceptions, e.g. Dutch topscorers);
- players to pair left without an opponent and without the bye.

A Keizer series (seed 003 6.1) has rules of its own: players may meet again, only not too soon
after their last meeting, and the colours and the bye are the arbiter's; its edits are checked for
that (and forbidden pairs) only.

The GUI shows the warnings and applies the operation only when the arbiter confirms.

In FIDE mode the edits happen inside a manual-pairing session (VCL4THP Q63-Q69):
``StartManualSession`` opens it on the last paired round, or on an empty next round when the
engine finds no legal pairing ("pair by hand"); while it is open no round is paired;
``end_session`` pairs the round with the engine and builds ``EndManualSession``, whose every
difference from the engine's pairing is a PIBE (``MPA``): confirmed at Level 3, logged, and
written to the TRF as a ``### MPA`` line.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Mapping

from ..engine.club import keizer
from ..engine.colours import colour_difference, player_preference
from ..engine.systems import SYSTEMS, PairRules
from ..engine.snapshot import Colour, PlayerState, Snapshot
from . import double_swiss
from . import round_robin
from ..engine.result import NoValidPairing
from .engine_input import snapshot
from .model import CLUB_SYSTEMS, Board, Round, RoundStatus, Tournament
from .operations import (DeleteLastPairing, EditPairing, IntegrityEvent, Operation, OperationError, StorePairing,
                         SwapColours)
from ..text import QT_TRANSLATE_NOOP, Text
from .scoring import PLAYED_RESULTS

__all__ = ["EndManualSession", "RecordImport", "StartManualSession", "differences", "end_session", "engine_round", "PairingEdit", "PairingWarning", "available_players", "editable_round", "give_pab",
           "left_unpaired", "pair_players", "remove_pab", "round_caption", "round_problems", "swap_colours",
           "swap_players", "unpair_board", "warnings"]


PairingEdit = EditPairing | SwapColours
_LEFT_UNPAIRED = "C.04.3 1.9.1"  # the article of "left without an opponent and without the bye"


@dataclass(frozen=True, order=True)
class PairingWarning:
    article: str  # e.g. "C.04.3 C1"
    text: str

    def __str__(self) -> str:
        return f"{self.text} ({self.article})"


# ---------------------------------------------------------------- which round, which players


def editable_round(t: Tournament) -> Round | None:
    """The round a pairing edit may change: the last paired one (later rounds are not paired,
    earlier ones are the basis of a pairing already made); in a Double-Swiss event the last
    match's game 1, which game 2 follows (C.04.5 4.4)."""
    return t.round(double_swiss.match_rounds(t.settings, t.paired_rounds)[0]) if t.paired_rounds else None


def _last_round(t: Tournament, round_number: int) -> Round:
    rnd = editable_round(t)
    if rnd is None or rnd.number != round_number:
        raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "only the last paired round can be changed, not "
                                                              "round {0}"), round_number))
    return rnd


def left_unpaired(t: Tournament, round_number: int) -> list[int]:
    """Players to pair in the round (C.04.2 2.4, 3.2, 3.3) who have neither a board nor the bye."""
    rnd = t.round(round_number)
    return [tpn for tpn in t.to_pair(round_number)
            if rnd.board_of(tpn) is None and rnd.unpaired.get(tpn, "Z") == "Z"]


def available_players(t: Tournament, round_number: int) -> list[int]:
    """Players a hand-made board may take: those left unpaired and the holder of the bye."""
    rnd = t.round(round_number)
    return sorted(left_unpaired(t, round_number) + ([rnd.pab] if rnd.pab is not None else []))


def _unresulted(rnd: Round, number: int) -> Board:
    if not 1 <= number <= len(rnd.boards):
        raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "round {0} has no board {1}"), rnd.number, number))
    board = rnd.boards[number - 1]
    if board.white_result is not None or board.black_result is not None:
        raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "board {0} of round {1} already has a result: "
                                                              "clear it first"), number, rnd.number))
    return board


def _edit(rnd: Round, boards: list[Board], unpaired: Mapping[int, str], what: str) -> EditPairing:
    return EditPairing(rnd.number, tuple(boards), dict(unpaired), what)


def _without(unpaired: Mapping[int, str], *tpns: int) -> dict[int, str]:
    return {tpn: code for tpn, code in unpaired.items() if tpn not in tpns}


# ---------------------------------------------------------------- the edits


def swap_players(t: Tournament, round_number: int, a: int, b: int) -> PairingEdit:
    """``a`` and ``b`` exchange places: seats on two boards, or a seat and the bye / no opponent."""
    rnd = _last_round(t, round_number)
    if a == b:
        raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "choose two different players")))
    seat_a, seat_b = rnd.board_of(a), rnd.board_of(b)
    if seat_a is None and seat_b is None:
        raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "neither player {0} nor player {1} is on a board"),
                                  a, b))
    if seat_a is not None and seat_b is not None and seat_a[0] == seat_b[0]:
        return swap_colours(t, round_number, seat_a[0])
    available = available_players(t, round_number)
    for tpn, seat in ((a, seat_a), (b, seat_b)):
        if seat is None and tpn not in available:
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "player {0} is not to be paired in round {1} "
                                                                  "(withdrawn, not entered yet, or a bye or "
                                                                  "absence was requested)"), tpn, round_number))
    for seat in (seat_a, seat_b):
        if seat is not None:
            _unresulted(rnd, seat[0])
    mapping = {a: b, b: a}
    boards = [replace(board, white=mapping.get(board.white, board.white), black=mapping.get(board.black, board.black))
              for board in rnd.boards]
    unpaired = _without(rnd.unpaired, a, b)
    if rnd.pab in (a, b):
        unpaired[b if rnd.pab == a else a] = "U"
    return _edit(rnd, boards, unpaired, f"swap players {a} and {b}")


def swap_colours(t: Tournament, round_number: int, board: int) -> PairingEdit:
    rnd = _last_round(t, round_number)
    _unresulted(rnd, board)
    return SwapColours(round_number, board)


def pair_players(t: Tournament, round_number: int, white: int, black: int) -> PairingEdit:
    """A new last board for two players without an opponent (the bye holder loses the bye)."""
    rnd = _last_round(t, round_number)
    if white == black:
        raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "choose two different players")))
    available = available_players(t, round_number)
    for tpn in (white, black):
        if tpn not in available:
            why = Text(QT_TRANSLATE_NOOP("Domain", "he is on a board")) if rnd.board_of(tpn) is not None else \
                Text(QT_TRANSLATE_NOOP("Domain", "he is not to be paired (withdrawn, not entered, bye or absence)"))
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "player {0} cannot be paired by hand in round "
                                                                  "{1}: {2}"), tpn, round_number, why))
    return _edit(rnd, [*rnd.boards, Board(white, black)], _without(rnd.unpaired, white, black),
                 f"pair {white} against {black}")


def unpair_board(t: Tournament, round_number: int, board: int) -> PairingEdit:
    """Remove a board: its players are left without an opponent (they score nothing until paired)."""
    rnd = _last_round(t, round_number)
    removed = _unresulted(rnd, board)
    boards = [b for n, b in enumerate(rnd.boards, start=1) if n != board]
    return _edit(rnd, boards, rnd.unpaired, f"unpair {removed.white} and {removed.black}")


def give_pab(t: Tournament, round_number: int, tpn: int) -> PairingEdit:
    """The pairing-allocated bye to a player left unpaired; the previous holder, if any, is left
    unpaired (C.04.1 3: one bye per round)."""
    rnd = _last_round(t, round_number)
    if tpn not in left_unpaired(t, round_number):
        why = Text(QT_TRANSLATE_NOOP("Domain", "he already has it")) if rnd.pab == tpn else \
            Text(QT_TRANSLATE_NOOP("Domain", "he is on a board")) if rnd.board_of(tpn) is not None else \
            Text(QT_TRANSLATE_NOOP("Domain", "he is not to be paired in this round"))
        raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "player {0} cannot get the bye: {1}"), tpn, why))
    unpaired = {code_tpn: code for code_tpn, code in rnd.unpaired.items() if code != "U" and code_tpn != tpn}
    unpaired[tpn] = "U"
    return _edit(rnd, list(rnd.boards), unpaired, f"pairing-allocated bye to {tpn}")


def remove_pab(t: Tournament, round_number: int) -> PairingEdit:
    rnd = _last_round(t, round_number)
    if rnd.pab is None:
        raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "nobody has the pairing-allocated bye in round {0}"),
                                  round_number))
    return _edit(rnd, list(rnd.boards), _without(rnd.unpaired, rnd.pab), f"remove the bye of {rnd.pab}")


# ---------------------------------------------------------------- what an edit breaks


def warnings(t: Tournament, op: PairingEdit) -> list[PairingWarning]:
    """The absolute criteria the round edited by ``op`` breaks and the round as it stands does
    not (the arbiter has accepted those already). OperationError if ``op`` is refused."""
    edited = op.apply(t)
    before = set(round_problems(t, op.round))
    return sorted(w for w in round_problems(edited, op.round) if w not in before)


def round_problems(t: Tournament, round_number: int) -> list[PairingWarning]:
    """Every absolute criterion a paired round breaks, and the players it leaves unpaired."""
    rnd = t.round(round_number)
    # the initial colour decides no absolute criterion: any value gives the same preferences
    snap = snapshot(t, round_number, Colour.WHITE)
    states = {p.id: p for p in snap.players}
    system = SYSTEMS.get(t.settings.system)
    rules = system.pair_rules(snap) if system is not None and system.pair_rules is not None else None
    found: list[PairingWarning] = []
    club = t.settings.system in CLUB_SYSTEMS
    for number, board in enumerate(rnd.boards, start=1):
        if board.white_result is not None and board.white_result not in PLAYED_RESULTS:
            continue  # a forfeit decided: the pair did not meet
        white, black = states[board.white], states[board.black]
        if club:  # players may meet again; the colours are the arbiter's (seed 003 6.1)
            found += _keizer_problems(t, number, white, black, snap)
            continue
        if round_robin.cycles(t) is None:
            found += _pair_problems(t, number, white, black, snap, rules)
        else:  # every pair meets once a cycle, the second time with colours reversed
            found += [PairingWarning("C.05 Annex 1", f"board {number}: {text}")
                      for text in round_robin.pair_problems(t, round_number, board.white, board.black)]
        found += _both_wrong_colours(t, number, white, black)
        found += _colour_problems(t, number, white, Colour.WHITE)
        found += _colour_problems(t, number, black, Colour.BLACK)
    if rnd.pab is not None and states[rnd.pab].bye_ineligible and not club:
        found.append(PairingWarning("C.04.3 C2, C.04.1 4", f"{_who(t, rnd.pab)} gets the pairing-allocated bye but "
                                    "already had one or scored a win's points without playing"))
    for tpn in left_unpaired(t, round_number):
        found.append(PairingWarning(_LEFT_UNPAIRED, f"{_who(t, tpn)} is left without an opponent and without the bye"))
    return found


def _pair_problems(t: Tournament, number: int, white: PlayerState, black: PlayerState, snap: Snapshot,
                   rules: PairRules | None) -> list[PairingWarning]:
    pair = f"board {number}: {_who(t, white.id)} and {_who(t, black.id)}"
    if black.id in white.opponents:
        return [PairingWarning("C.04.3 C1, C.04.1 2", f"{pair} have already played each other")]
    if not snap.may_meet(white, black):
        return [PairingWarning("C.04.3 C1", f"{pair} are a forbidden pairing")]
    if rules is not None and not rules.compatible(white.id, black.id):
        colour = "White" if player_preference(white).colour is Colour.WHITE else "Black"
        return [PairingWarning("C.04.3 C3", f"{pair} both have an absolute preference for {colour}")]
    return []


def _keizer_problems(t: Tournament, number: int, white: PlayerState, black: PlayerState,
                     snap: Snapshot) -> list[PairingWarning]:
    """seed 003 6.1: only a forbidden pair or a meeting too soon after the last one."""
    why = keizer.refusal(snap, white.id, black.id)
    return [PairingWarning(keizer.KEIZER, f"board {number}: {_who(t, white.id)} and {_who(t, black.id)}: {why}")
            ] if why else []


def _both_wrong_colours(t: Tournament, number: int, white: PlayerState, black: PlayerState) -> list[PairingWarning]:
    """Each player gets the colour the other preferred (VCL4THP Q67; C.04.1 8: in general a player
    gets the colour he played fewer times, or the one alternating, which reversing the board gives)."""
    if player_preference(white).colour is Colour.BLACK and player_preference(black).colour is Colour.WHITE:
        return [PairingWarning("C.04.1 8", f"board {number}: {_who(t, white.id)} and {_who(t, black.id)} both get "
                               "the colour they did not prefer")]
    return []


def _colour_problems(t: Tournament, number: int, player: PlayerState, colour: Colour) -> list[PairingWarning]:
    history = player.colours + (colour,)
    name = "White" if colour is Colour.WHITE else "Black"
    found = []
    if abs(colour_difference(history)) > 2:
        found.append(PairingWarning("C.04.1 6", f"board {number}: {_who(t, player.id)} with {name} gets a colour "
                                    f"difference of {colour_difference(history):+d}"))
    if len(history) >= 3 and history[-1] is history[-2] is history[-3]:
        found.append(PairingWarning("C.04.1 7", f"board {number}: {_who(t, player.id)} gets {name} three times "
                                    "in a row"))
    return found


def _who(t: Tournament, tpn: int) -> str:
    return f"{t.player(tpn).name} ({tpn})"


ROUND_STATUS = {RoundStatus.NOT_PAIRED: QT_TRANSLATE_NOOP("Domain", "not paired"),
                RoundStatus.PAIRED: QT_TRANSLATE_NOOP("Domain", "paired"),
                RoundStatus.COMPLETE: QT_TRANSLATE_NOOP("Domain", "results complete")}


def round_caption(t: Tournament, round_number: int) -> str:
    """'Round 3 — edited by hand' for a stored pairing that is not the engine's; the round's status
    otherwise ('Round 3 — paired'); then the number of the round's PIBEs, if any."""
    rnd = t.round(round_number)
    status = Text(QT_TRANSLATE_NOOP("Domain", "edited by hand")) if rnd.paired and rnd.hand_edited else \
        Text(ROUND_STATUS[rnd.status])
    caption = Text(QT_TRANSLATE_NOOP("Domain", "{0} — {1}"), double_swiss.caption(t.settings, round_number), status)
    events = sum(1 for e in t.integrity_log if e.round == round_number)
    if events:
        return Text(QT_TRANSLATE_NOOP("Domain", "{0} · {1} pairing-integrity event(s), see the Log"), caption, events)
    return caption


# ---------------------------------------------------------------- the manual-pairing session (VCL4THP Q63-Q69)


@dataclass(frozen=True)
class StartManualSession(Operation):
    """Open the session in which the pairing of ``round`` is changed by hand: the last paired round,
    or with ``by_hand`` the next round, stored empty for the arbiter to pair (when the engine finds
    no legal pairing, VCL4THP Q63)."""

    round: int
    by_hand: bool = False

    @property
    def label(self) -> str:
        return f"{'pair by hand' if self.by_hand else 'start the manual-pairing session'}: round {self.round}"

    def apply(self, t: Tournament) -> Tournament:
        if t.manual_session is not None:
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "the manual-pairing session on round {0} is "
                                                                  "already open"), t.manual_session))
        if self.by_hand:
            t = StorePairing(self.round, (), {}, hand_edited=True).apply(t)
        else:
            _last_round(t, self.round)
        return replace(t, manual_session=self.round)


@dataclass(frozen=True)
class EndManualSession(Operation):
    """Close the session on ``round``. ``engine`` is the engine's pairing of that round from the
    same facts (None: no legal pairing), made by ``end_session``; each difference is a PIBE."""

    round: int
    engine: Round | None

    @property
    def label(self) -> str:
        return f"end the manual-pairing session: round {self.round}"

    def integrity_events(self, before: Tournament) -> tuple[IntegrityEvent, ...]:
        if before.manual_session != self.round:
            return ()
        return tuple(IntegrityEvent(self.round, "MPA", what) for what in differences(before.round(self.round),
                                                                                   self.engine))

    def apply(self, t: Tournament) -> Tournament:
        if t.manual_session != self.round:
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "no manual-pairing session is open on round {0}"),
                                      self.round))
        left = left_unpaired(t, self.round)
        if left:
            raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "{0}: left without an opponent and without the "
                                                                  "bye; pair them before the session ends"),
                                      ', '.join(_who(t, tpn) for tpn in left)))
        edited = t.round(self.round)
        differs = bool(differences(edited, self.engine))
        t = replace(t, manual_session=None)
        return t if edited.hand_edited == differs else _replaced_round(t, replace(edited, hand_edited=differs))


def _replaced_round(t: Tournament, rnd: Round) -> Tournament:
    rounds = list(t.rounds)
    rounds[rnd.number - 1] = rnd
    return replace(t, rounds=tuple(rounds))


def engine_round(t: Tournament, round_number: int) -> Round | None:
    """The engine's pairing of ``round_number`` (the last paired round) from the facts recorded
    before it, or None when the engine finds no legal pairing (VCL4THP Q68)."""
    from ..engine import systems
    from .engine_input import prepare_next_round

    _last_round(t, round_number)
    base = DeleteLastPairing(force=True).apply(t)
    try:
        prepared = prepare_next_round(base)
        pairing = systems.pair(prepared.system, prepared.basis)
    except NoValidPairing:
        return None
    return StorePairing(round_number, prepared.operation(pairing).boards,
                        prepared.operation(pairing).unpaired).apply(base).round(round_number)


def end_session(t: Tournament) -> EndManualSession:
    """The operation ending the open session, with the engine's pairing to compare."""
    if t.manual_session is None:
        raise OperationError(Text(QT_TRANSLATE_NOOP("Domain", "no manual-pairing session is open")))
    return EndManualSession(t.manual_session, engine_round(t, t.manual_session))


def differences(edited: Round, engine: Round | None) -> list[str]:
    """How the hand-made pairing differs from the engine's, one sentence per board or bye; the
    order of the boards does not count."""
    if engine is None:
        return [Text(QT_TRANSLATE_NOOP("Domain", "board {0}: {1}-{2} paired by hand (the engine finds no legal "
                                                 "pairing)"), n, b.white, b.black)
                for n, b in enumerate(edited.boards, start=1)] + (
            [Text(QT_TRANSLATE_NOOP("Domain", "pairing-allocated bye to {0} by hand"), edited.pab)]
            if edited.pab is not None else [])
    pairs = {(b.white, b.black) for b in engine.boards}
    found = []
    for n, b in enumerate(edited.boards, start=1):
        if (b.white, b.black) in pairs:
            continue
        if (b.black, b.white) in pairs:
            found.append(Text(QT_TRANSLATE_NOOP("Domain", "board {0}: {1}-{2}, colours reversed (the engine gives {2} "
                                                          "White)"), n, b.white, b.black))
        else:
            theirs = ", ".join(f"{e.white}-{e.black}" for e in engine.boards if {e.white, e.black} & {b.white, b.black})
            found.append(Text(QT_TRANSLATE_NOOP("Domain", "board {0}: {1}-{2} is not the engine's pairing (the engine: "
                                                          "{3})"), n, b.white, b.black, theirs) if theirs else
                         Text(QT_TRANSLATE_NOOP("Domain", "board {0}: {1}-{2} is not the engine's pairing (the engine: "
                                                          "neither on a board)"), n, b.white, b.black))
    if edited.pab != engine.pab:
        nobody = Text(QT_TRANSLATE_NOOP("Domain", "nobody"))
        found.append(Text(QT_TRANSLATE_NOOP("Domain", "pairing-allocated bye to {0} (the engine: {1})"),
                          edited.pab if edited.pab is not None else nobody,
                          engine.pab if engine.pab is not None else nobody))
    return found


# ---------------------------------------------------------------- imported rounds (VCL4THP Q54-Q55)


@dataclass(frozen=True)
class RecordImport(Operation):
    """The rounds of an imported file checked against the absolute criteria (C1-C3, C.04.1 2, 4,
    6, 7): each breach is a PIBE (``Import``), confirmed and logged before the tournament is kept
    (applied as ``Confirmed(RecordImport(), ...)`` to the imported tournament). Players without a
    cell are not counted: an imported round does not say who was to be paired."""

    @property
    def label(self) -> str:
        return "import the rounds of a TRF file"

    def integrity_events(self, before: Tournament) -> tuple[IntegrityEvent, ...]:
        events = []
        for rnd in before.rounds:
            if rnd.paired:
                events += [IntegrityEvent(rnd.number, "Import", str(w)) for w in round_problems(before, rnd.number)
                           if w.article != _LEFT_UNPAIRED]
        return tuple(events)

    def apply(self, t: Tournament) -> Tournament:
        return t
