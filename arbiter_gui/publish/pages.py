"""The web pages of a tournament, without Qt: what the published site (``site``) writes to a folder
and the hall screen (``hall``) serves, from one set of Jinja2 templates (``templates``) fed by the
views built here from the same functions as the printed documents (standings, crosstable,
``reports.texts``).

Every value reaches the page through Jinja2's autoescaping (a name like ``<b>Ann & Bob</b>`` is shown
as typed). Texts are English and pass through ``Translate`` (context, text): the app gives
``QCoreApplication.translate`` so that the pages follow the interface's language as the printed
documents do; without it they stay English."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Mapping

import jinja2

from ..reports.texts import (MAIN_LIST, QT_TRANSLATE_NOOP, WITHDRAWN_LABEL, fmt_score, prize_notes, rank_texts,
                             result_label, rules_text, unawarded_text, unpaired_in_order, unpaired_label)
from ..tournament.collation import name_key, text_matches
from ..tournament.crosstable import crosstable, result_mark
from ..tournament.model import Tournament
from ..tournament.prizes import PrizeList, money, prize_lines
from ..tournament.standings import StandingRow, tournament_standings
from ..tournament.team.standings import shown_tiebreaks, team_standings
from ..tournament.tiebreak_explain import breakdown_lines, explain
from .templates import TEMPLATES

__all__ = ["LABELS", "Translate", "labels", "BoardRow", "Page", "english", "renderer", "round_view", "standings_view",
           "crosstable_view", "card_view", "places", "player_list_view", "found_players", "prizes_view"]

Translate = Callable[[str, str], str]  # (context, English text) -> the text in the interface's language
CONTEXT = "Publish"


def english(context: str, text: str) -> str:
    """The default ``Translate``: the English text as it is."""
    return text


# The pages' own texts by key (templates write ``L.key``), in context "Publish".
LABELS: Mapping[str, str] = {
    "home": QT_TRANSLATE_NOOP("Publish", "Home"),
    "pairings": QT_TRANSLATE_NOOP("Publish", "Pairings"),
    "results": QT_TRANSLATE_NOOP("Publish", "Pairings and results"),
    "round_n": QT_TRANSLATE_NOOP("Publish", "Round {0}"),
    "rounds": QT_TRANSLATE_NOOP("Publish", "Rounds"),
    "standings": QT_TRANSLATE_NOOP("Publish", "Standings"),
    "standings_after": QT_TRANSLATE_NOOP("Publish", "Standings after round {0}"),
    "crosstable": QT_TRANSLATE_NOOP("Publish", "Crosstable"),
    "crosstable_after": QT_TRANSLATE_NOOP("Publish", "Crosstable after round {0}"),
    "players": QT_TRANSLATE_NOOP("Publish", "Players"),
    "explanation": QT_TRANSLATE_NOOP("Publish", "Why these pairings"),
    "explanation_note": QT_TRANSLATE_NOOP("Publish", "The pairing engine's record of its decisions, bracket "
                                                     "by bracket, with the articles of FIDE C.04 applied."),
    "board": QT_TRANSLATE_NOOP("Publish", "Bd"),
    "white": QT_TRANSLATE_NOOP("Publish", "White"),
    "black": QT_TRANSLATE_NOOP("Publish", "Black"),
    "rating": QT_TRANSLATE_NOOP("Publish", "Rtg"),
    "points": QT_TRANSLATE_NOOP("Publish", "Pts"),
    "result": QT_TRANSLATE_NOOP("Publish", "Result"),
    "rank": QT_TRANSLATE_NOOP("Publish", "Rk"),
    "number": QT_TRANSLATE_NOOP("Publish", "No"),
    "player": QT_TRANSLATE_NOOP("Publish", "Player"),
    "federation": QT_TRANSLATE_NOOP("Publish", "Fed"),
    "opponent": QT_TRANSLATE_NOOP("Publish", "Opponent"),
    "colour": QT_TRANSLATE_NOOP("Publish", "Colour"),
    "score": QT_TRANSLATE_NOOP("Publish", "Score"),
    "not_paired": QT_TRANSLATE_NOOP("Publish", "Not paired"),
    "no_round": QT_TRANSLATE_NOOP("Publish", "No round is paired yet."),
    "missing": QT_TRANSLATE_NOOP("Publish", "{0} results missing"),
    "club": QT_TRANSLATE_NOOP("Publish", "Club"),
    "fide_id": QT_TRANSLATE_NOOP("Publish", "FIDE ID"),
    "placed": QT_TRANSLATE_NOOP("Publish", "{0} points after round {1}, rank {2}"),
    "tiebreaks": QT_TRANSLATE_NOOP("Publish", "Tie-breaks and their working (C.07)"),
    "find": QT_TRANSLATE_NOOP("Publish", "Find my board"),
    "find_prompt": QT_TRANSLATE_NOOP("Publish", "Your name or pairing number"),
    "search": QT_TRANSLATE_NOOP("Publish", "Search"),
    "nobody": QT_TRANSLATE_NOOP("Publish", "No player matches \u201c{0}\u201d."),
    "your_board": QT_TRANSLATE_NOOP("Publish", "Board {0}, {1}, against {2}"),
    "page_of": QT_TRANSLATE_NOOP("Publish", "page {0} of {1}"),
    "updated": QT_TRANSLATE_NOOP("Publish", "Updated {0}"),
    "hall_note": QT_TRANSLATE_NOOP("Publish", "This page refreshes by itself."),
    "published": QT_TRANSLATE_NOOP("Publish", "Published with Arbiter"),
    "prizes": QT_TRANSLATE_NOOP("Publish", "Prizes"),
    "prizes_after": QT_TRANSLATE_NOOP("Publish", "Prizes after round {0}"),
    "category": QT_TRANSLATE_NOOP("Publish", "Category"),
    "place": QT_TRANSLATE_NOOP("Publish", "Place"),
    "winner": QT_TRANSLATE_NOOP("Publish", "Winner"),
    "amount": QT_TRANSLATE_NOOP("Publish", "Amount"),
    "shared_with": QT_TRANSLATE_NOOP("Publish", "Shared with"),
}


@dataclass(frozen=True)
class Page:
    """What every page template needs besides its own view: where the other pages are."""

    event: str  # the tournament's name
    subtitle: str  # city and dates, FIDE mode
    nav: tuple[tuple[str, str], ...]  # (href, label)
    player_href: str  # format string with {0} = TPN; '' for no links to player cards
    round_href: str = ""  # format string with {0} = round number
    refresh: int = 0  # seconds; 0: no automatic refresh
    next_url: str = ""  # where the refresh goes ('' : the same page)
    css: str = "style.css"
    tv: bool = False  # the hall's television layout (big type, one page of a list)


@dataclass(frozen=True)
class Person:
    tpn: int
    name: str  # with the title
    rating: str
    points: str


@dataclass(frozen=True)
class BoardRow:
    number: int
    white: Person
    black: Person
    result: str


@dataclass(frozen=True)
class ByeRow:
    player: Person
    what: str  # the bye or absence, translated
    scores: str


def labels(translate: Translate = english) -> dict[str, str]:
    """``LABELS`` in the interface's language."""
    return {key: translate(CONTEXT, text) for key, text in LABELS.items()}


def renderer(translate: Translate = english) -> Callable[..., str]:
    """``render(template_name, page=..., **view)`` with the labels in the interface's language."""
    env = jinja2.Environment(loader=jinja2.DictLoader(TEMPLATES), autoescape=True,
                             undefined=jinja2.StrictUndefined, trim_blocks=True, lstrip_blocks=True)
    env.globals["L"] = labels(translate)

    def render(name: str, **context: object) -> str:
        return env.get_template(name).render(**context)
    return render


def _doc(translate: Translate, text: str) -> str:
    return translate("Documents", text)


def _person(t: Tournament, tpn: int, before_round: int) -> Person:
    p = t.player(tpn)
    return Person(tpn, f"{p.title} {p.name}".strip(), str(t.pairing_rating(tpn) or ""),
                  fmt_score(t.score(tpn, before_round)))


def round_view(t: Tournament, number: int, translate: Translate = english) -> dict[str, object]:
    """A paired round: boards in order with the points before the round and the results entered,
    then the players without an opponent (byes, absences, withdrawals)."""
    rnd = t.round(number)
    boards = [BoardRow(i, _person(t, b.white, number), _person(t, b.black, number), result_label(b))
              for i, b in enumerate(rnd.boards, start=1)]
    byes = [ByeRow(_person(t, tpn, number), _doc(translate, unpaired_label(t, tpn, number)),
                   "" if cell is None else fmt_score(cell.points))
            for tpn, cell in ((tpn, t.cell(tpn, number)) for tpn, _ in unpaired_in_order(rnd))]
    return {"round": number, "date": rnd.date, "boards": boards, "byes": byes,
            "missing": len(rnd.missing_results())}


def standings_view(t: Tournament, translate: Translate = english) -> dict[str, object]:
    """The standings after ``standings_round`` with the event's tie-breaks (the rows of the app's
    tab and of the printed standings); a team event's teams by match points, then game points and
    the team tie-breaks (C.04.6 1.2, ``team_standings``)."""
    played = t.standings_round
    rules = rules_text(t.settings, lambda text: _doc(translate, text))
    missing = len(t.round(played).missing_results()) if played else 0
    if t.settings.is_team_event:
        shown = shown_tiebreaks(t)
        teams = team_standings(t, played) if played else []
        lines = [{"rank": rank, "player": Person(row.team, t.player(row.team).name, "", fmt_score(row.match_points)),
                  "federation": t.player(row.team).federation, "withdrawn": "",
                  "tiebreaks": [fmt_score(row.game_points), *(fmt_score(row.values[i]) for i, _ in shown)]}
                 for row, rank in zip(teams, rank_texts(teams))]
        return {"played": played, "codes": ["GP", *(code for _, code in shown)], "rows": lines, "rules": rules,
                "missing": missing, "points_label": "MP", "linked": False}
    rows = tournament_standings(t, played) if played else []
    codes = list(t.settings.tiebreak_order)
    withdrawn = _doc(translate, WITHDRAWN_LABEL)
    lines = [{"rank": rank, "player": _person(t, row.id, played + 1), "federation": t.player(row.id).federation,
              "withdrawn": withdrawn if t.withdrawn_after(row.id, played) else "",
              "tiebreaks": [fmt_score(row.tiebreaks.get(code)) for code in codes]}
             for row, rank in zip(rows, rank_texts(rows))]
    return {"played": played, "codes": codes, "rows": lines, "rules": rules, "missing": missing,
            "points_label": translate(CONTEXT, LABELS["points"]), "linked": True}  # values -> their working


def crosstable_view(t: Tournament, translate: Translate = english) -> dict[str, object]:
    """The wall chart after ``standings_round`` (``tournament.crosstable``)."""
    played = t.standings_round
    rows = crosstable(t, played) if played else []
    lines = [{"line": row.line, "rank": rank, "tpn": row.tpn, "name": f"{row.title} {row.name}".strip(),
              "federation": row.federation, "rating": row.rating or "", "cells": row.cells,
              "points": fmt_score(row.points), "tiebreaks": [fmt_score(v) for v in row.tiebreaks]}
             for row, rank in zip(rows, rank_texts(rows))]
    return {"played": played, "rounds": list(range(1, played + 1)), "codes": list(t.settings.tiebreak_order),
            "rows": lines, "rules": rules_text(t.settings, lambda text: _doc(translate, text))}


def prizes_view(t: Tournament, prizes: PrizeList, translate: Translate = english) -> dict[str, object]:
    """The prizes won after ``standings_round`` (``tournament.prizes.prize_lines``, the printed list's
    lines): category, place, winner (a club team: the club and its players counted), points,
    amount, the Hort pool's others; then the prizes nobody won."""
    lines, unawarded = prize_lines(t, prizes)

    def doc(text: str) -> str:
        return _doc(translate, text)

    return {"played": t.standings_round, "notes": prize_notes(prizes, doc),
            "lines": [{"category": line.category or doc(MAIN_LIST), "place": line.place, "team": line.team,
                       "winner": line.winner, "tpns": line.tpns, "points": fmt_score(line.points),
                       "amount": money(line.amount), "shared_with": ", ".join(map(str, line.shared_with))}
                      for line in lines],
            "unawarded": unawarded_text(unawarded, doc)}


def player_list_view(t: Tournament) -> dict[str, object]:
    """Every player by name, for the list of player cards."""
    players = sorted(t.players.values(), key=lambda p: (name_key(p.name), p.tpn))
    return {"players": [_person(t, p.tpn, t.paired_rounds + 1) for p in players],
            "federations": {p.tpn: p.federation for p in players}}


def places(t: Tournament) -> dict[int, StandingRow]:
    """Each player's row in the standings after ``standings_round`` (what the cards say); none in a
    team event, whose standings are the teams' (``standings_view``)."""
    if not t.standings_round or t.settings.is_team_event:
        return {}
    return {row.id: row for row in tournament_standings(t, t.standings_round)}


def workings(t: Tournament) -> dict[int, list[dict[str, object]]]:
    """Each player's tie-break values after ``standings_round`` with their working (issue 29,
    ``tiebreak_explain``: recorded while the values are computed), for the cards the standings'
    values link to; none in a team event, whose standings are the teams'."""
    if not t.standings_round or t.settings.is_team_event:
        return {}
    ex = explain(t, t.standings_round)
    return {row.id: [{"code": code, "value": fmt_score(row.values[code]),
                      "lines": breakdown_lines(ex.record[row.id, code], ex.name)[1:] if (row.id, code) in ex.record
                      else []}
                     for code in ex.codes]
            for row in ex.rows}


def card_view(t: Tournament, tpn: int, placed_in: Mapping[int, StandingRow],
              translate: Translate = english, working: Mapping[int, list[dict[str, object]]] | None = None
              ) -> dict[str, object]:
    """One player's card: details, place in the standings (``places``), every paired round
    (colour, opponent, result, score after the round) and, given ``working`` (``workings``), his
    tie-break values with their working."""
    p = t.player(tpn)
    white, black = translate(CONTEXT, LABELS["white"]), translate(CONTEXT, LABELS["black"])
    rounds = []
    for n in range(1, t.paired_rounds + 1):
        rnd = t.round(n)
        found = rnd.board_of(tpn)
        cell = t.cell(tpn, n)
        opponent, colour, result = None, "", ""
        if found is not None:
            board = found[1]
            opponent = board.black if tpn == board.white else board.white
            colour = (white if tpn == board.white else black) if board.colours else ""
            code = board.result_of(tpn)
            result = result_mark(code) if code is not None else ""
        elif tpn in rnd.unpaired:
            result = _doc(translate, unpaired_label(t, tpn, n))
        rounds.append({"round": n, "colour": colour, "result": result,
                       "opponent": None if opponent is None else _person(t, opponent, n),
                       "score": fmt_score(t.score(tpn, n + 1)) if cell is not None else ""})
    row = placed_in.get(tpn)
    placed = "" if row is None else translate(CONTEXT, LABELS["placed"]).format(
        fmt_score(row.points), t.standings_round, f"{row.rank}{'=' if row.shared else ''}")
    return {"player": _person(t, tpn, t.paired_rounds + 1), "federation": p.federation, "fide_id": p.fide_id,
            "club": p.club, "placed": placed, "rounds": rounds, "tiebreaks": (working or {}).get(tpn, [])}


def found_players(t: Tournament, query: str, translate: Translate = english) -> list[dict[str, object]]:
    """"Find my board": the players of the last paired round whose pairing number is ``query`` or whose
    name contains it (ignoring case and accents), each with his board, colour and opponent."""
    text = query.strip()
    number = t.paired_rounds
    if not text or not number:
        return []
    rnd = t.round(number)
    found = []
    for tpn, p in sorted(t.players.items(), key=lambda item: (name_key(item[1].name), item[0])):
        if not (text == str(tpn) or text_matches(text, p.name)):
            continue
        seat = rnd.board_of(tpn)
        entry: dict[str, object] = {"player": _person(t, tpn, number), "board": None, "colour": "",
                                    "opponent": None, "what": ""}
        if seat is not None:
            board_number, board = seat
            colour = LABELS["white"] if tpn == board.white else LABELS["black"]
            entry.update(board=board_number, colour=translate(CONTEXT, colour) if board.colours else "",
                         opponent=_person(t, board.black if tpn == board.white else board.white, number))
        elif tpn in rnd.unpaired:
            entry["what"] = _doc(translate, unpaired_label(t, tpn, number))
        found.append(entry)
    return found
