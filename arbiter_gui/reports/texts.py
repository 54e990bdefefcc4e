"""How scores, results and cells without an opponent are written, without Qt: the printed documents
(``documents``), the player card and the published web site (``arbiter_gui.publish``) share them.

Texts are English; a caller translates them in context "Documents" (``documents.tr`` in the app).
``QT_TRANSLATE_NOOP`` below only marks them for pyside6-lupdate, which finds the call by its name."""
from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from typing import Callable, Protocol, Sequence

from ..text import QT_TRANSLATE_NOOP
from ..tournament import standings
from ..tournament.model import RESULT_CHOICES, Board, Round, Tournament, TournamentSettings
from ..tournament.prizes import Prize, PrizeList, Sharing, money

__all__ = ["MAIN_LIST", "REST_LABEL", "UNCHALLENGED_LABEL", "UNPAIRED_LABELS", "WITHDRAWN_LABEL", "fmt_score", "prize_notes", "unawarded_text", "rank_texts", "result_label", "rules_text",
           "unpaired_in_order", "unpaired_label"]


# Cells of players without an opponent (model.UNPAIRED_CODES), as printed.
# English, as exports write them; tr() gives them in the interface's language for print.
UNPAIRED_LABELS = {"U": QT_TRANSLATE_NOOP("Documents", "pairing-allocated bye"),
                   "H": QT_TRANSLATE_NOOP("Documents", "half-point bye"),
                   "F": QT_TRANSLATE_NOOP("Documents", "full-point bye"),
                   "Z": QT_TRANSLATE_NOOP("Documents", "zero-point bye"),
                   "+": QT_TRANSLATE_NOOP("Documents", "forfeit win (no opponent)"),
                   "-": QT_TRANSLATE_NOOP("Documents", "forfeit loss (absent)")}
# a round after the player withdrew (C.04.2 3.2): not a zero-point bye
WITHDRAWN_LABEL = QT_TRANSLATE_NOOP("Documents", "withdrawn")
REST_LABEL = QT_TRANSLATE_NOOP("Documents", "rests")  # a fixed schedule's rest (Tournament.rests_in)
UNCHALLENGED_LABEL = QT_TRANSLATE_NOOP("Documents", "no challenge")  # a ladder's evening (Tournament.unchallenged_in)


def unpaired_in_order(rnd: Round) -> list[tuple[int, str]]:
    """(TPN, code) of the round's players without an opponent as printed: the PAB first, then by number."""
    return sorted(rnd.unpaired.items(), key=lambda item: (item[1] != "U", item[0]))


def unpaired_label(t: Tournament, tpn: int, round_number: int) -> str:
    """How the cell of a player without an opponent is written (English; ``tr`` for print): the
    bye, "withdrawn", "rests" or "no challenge"."""
    if t.withdrawn_in(tpn, round_number):
        return WITHDRAWN_LABEL
    if t.rests_in(tpn, round_number):
        return REST_LABEL
    if t.unchallenged_in(tpn, round_number):
        return UNCHALLENGED_LABEL
    code = t.round(round_number).unpaired[tpn]
    return UNPAIRED_LABELS.get(code, code)


class _Ranked(Protocol):
    rank: int | None
    shared: bool


_RESULT_LABELS = {codes: label for label, codes in RESULT_CHOICES.items()}

SCORE_FRACTIONS = {Fraction(1, 4): "¼", Fraction(1, 2): "½", Fraction(3, 4): "¾"}


@lru_cache(maxsize=4096)  # a few hundred distinct values fill a 2,000-player table (issue 30)
def fmt_score(value: Fraction | int | float | None) -> str:
    """A score or tie-break as the screen and the printed documents show it (exports write decimals):
    2 -> '2', 5/2 -> '2½', 1/2 -> '½', 59/4 -> '14¾'; other fractions as decimals; None -> ''."""
    if value is None:
        return ""
    value = Fraction(value)
    whole, rest = divmod(value, 1)
    if rest == 0:
        return str(int(whole))
    if rest in SCORE_FRACTIONS and value > 0:
        return f"{int(whole) or ''}{SCORE_FRACTIONS[rest]}"
    return f"{float(value):.2f}".rstrip("0")


def result_label(board: Board) -> str:
    """'1-0', '½-½', '+/-', ... or '' when not entered."""
    if not board.has_result:
        return ""
    return _RESULT_LABELS.get((board.white_result, board.black_result),
                              f"{board.white_result}-{board.black_result}")


def rank_texts(rows: Sequence[_Ranked]) -> list[str]:
    """The rank column: a shared rank is written on the first of its rows only; a player whose
    results C.05 leaves out of a round robin's standings has none."""
    texts, previous = [], None
    for row in rows:
        if isinstance(row, standings.StandingRow) and row.excluded:
            texts.append("–")
            continue
        texts.append("" if row.rank is None or (row.shared and row.rank == previous) else str(row.rank))
        previous = row.rank
    return texts


def rules_text(s: TournamentSettings, tr: Callable[[str], str] = str) -> str:
    """The C.07 edition the standings apply and why, through ``tr`` (context "Documents"): the
    header of the printed and published standings and crosstable and of the Standings tabs
    (``standings.rules_note`` is the same in English, for the command line)."""
    source, detail = standings.rules_source(s)
    why = {"setting": QT_TRANSLATE_NOOP("Documents", "chosen in the settings"),
           "start date": QT_TRANSLATE_NOOP("Documents", "tournament started {0}"),
           "not a date": QT_TRANSLATE_NOOP("Documents", "start date '{0}' is not a date"),
           "no start date": QT_TRANSLATE_NOOP("Documents", "no start date")}[source]
    text = tr(QT_TRANSLATE_NOOP("Documents", "Tie-breaks: FIDE C.07, {0} rules ({1})")).format(
        standings.tiebreak_edition(s), tr(why).format(detail))
    if s.unrated_method == "lowest":
        text += tr(QT_TRANSLATE_NOOP("Documents", "; unrated players rated as the lowest rated participant"))
    elif s.unrated_method == "average":
        text += tr(QT_TRANSLATE_NOOP("Documents", "; unrated players rated at the average of the rated participants"))
    elif s.unrated_rating is not None:
        text += tr(QT_TRANSLATE_NOOP("Documents", "; unrated players rated {0}")).format(s.unrated_rating)
    if s.hand_ranking:
        text += tr(QT_TRANSLATE_NOOP("Documents", "; complete ties ranked by the arbiter: {0}")).format(
            ", ".join(map(str, s.hand_ranking)))
    if s.lots_seed is not None:
        text += tr(QT_TRANSLATE_NOOP("Documents", "; complete ties broken by lots (seed {0})")).format(s.lots_seed)
    return text


# The prize list's words (the printed list and the published page)
MAIN_LIST = QT_TRANSLATE_NOOP("Documents", "Main list")
_SHARING = {Sharing.TIEBREAK: QT_TRANSLATE_NOOP("Documents", "Tied players are separated by the tie-breaks."),
            Sharing.HORT: QT_TRANSLATE_NOOP("Documents", "Tied players share by the Hort system: half of "
                                                         "their prizes equally, half by the tie-breaks.")}


def prize_notes(prizes: PrizeList, tr: Callable[[str], str]) -> str:
    """How ties share and whether a player wins one prize only, in ``tr``'s language."""
    notes = [tr(_SHARING[prizes.sharing])]
    if prizes.one_per_player:
        notes.append(tr(QT_TRANSLATE_NOOP("Documents", "One prize per player.")))
    return " ".join(notes)


def unawarded_text(unawarded: Sequence[Prize], tr: Callable[[str], str]) -> str:
    """'Not awarded (no eligible player): U16 1 (80.00), ...'; '' when every prize was won."""
    if not unawarded:
        return ""
    return tr(QT_TRANSLATE_NOOP("Documents", "Not awarded (no eligible player): {0}")).format(
        ", ".join(f"{p.category or tr(MAIN_LIST)} {p.place} ({money(p.amount)})" for p in unawarded))
