"""The domain model: pairing-number order (C.04.2 2.2), who is paired (2.4, 3.2, 3.3), result
cells under a point system, renumbering, and the consistency check."""
from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest

from arbiter_gui.tournament.scoring import PointSystem
from arbiter_gui.tournament.model import (Board, ForbiddenPairing, Player, RequestKind, Round, RoundStatus, Tournament,
                                          TournamentSettings, initial_order, renumbered, title_rank)
from arbiter_gui.tournament.validation import validate


def tournament(players: int = 6, rounds: int = 5, **settings: object) -> Tournament:
    t = Tournament.new(TournamentSettings(rounds=rounds, **settings))  # type: ignore[arg-type]
    return replace(t, players={n: Player(n, f"Player {n:02d}", fide_rating=2400 - 10 * n)
                               for n in range(1, players + 1)})


def paired(t: Tournament, number: int, boards: tuple[Board, ...], unpaired: dict[int, str] | None = None) -> Tournament:
    rounds = list(t.rounds)
    rounds[number - 1] = Round(number, paired=True, boards=boards, unpaired=unpaired or {})
    return replace(t, rounds=tuple(rounds))


def test_title_order_of_c042_2_2_2() -> None:
    ordered = ["GM", "IM", "WGM", "FM", "WIM", "CM", "WFM", "WCM", "", "AGM"]
    assert [title_rank(t) for t in ordered] == sorted(title_rank(t) for t in ordered)
    assert title_rank("g") == title_rank("GM") and title_rank("wf") == title_rank("WFM")
    assert title_rank(" im ") == 1 and title_rank("") == title_rank("xyz") == 8


def test_initial_order_rating_then_title_then_name() -> None:
    players = [
        Player(1, "Zeta, Z", fide_rating=2300),
        Player(2, "Alpha, A", fide_rating=2300, title="FM"),
        Player(3, "Beta, B", fide_rating=2300, title="WGM"),
        Player(4, "beta, a", fide_rating=2300, title="WGM"),
        Player(5, "Omega, O", fide_rating=2500),
        Player(6, "Aaron, A", fide_rating=0, title="GM"),  # unrated: strength first (2.2.1)
        Player(7, "Delta, D", fide_rating=2300, title="IM"),
    ]
    assert [p.name for p in initial_order(players)] == [
        "Omega, O", "Delta, D", "beta, a", "Beta, B", "Alpha, A", "Zeta, Z", "Aaron, A"]


def test_rating_lists() -> None:
    p = Player(1, "X", fide_rating=0, national_rating=1800)
    q = Player(2, "Y", fide_rating=2000, national_rating=2100)
    assert (p.rating("FIDE"), p.rating("NRO"), p.rating("FIDON"), p.rating("NIDOF")) == (0, 1800, 1800, 1800)
    assert (q.rating("FIDON"), q.rating("NIDOF"), q.rating("HBFN"), q.rating("LBFN")) == (2000, 2100, 2100, 2000)
    order = initial_order([p, q], "NRO")
    assert [x.tpn for x in order] == [2, 1]


def test_who_is_paired() -> None:
    t = tournament(6)
    players = dict(t.players)
    players[2] = replace(players[2], withdrawn_from=3)  # C.04.2 3.2
    players[6] = replace(players[6], entry_round=2)  # late entry, 2.4
    t = replace(t, players=players, requests={2: {4: RequestKind.HALF_BYE}, 3: {5: RequestKind.ABSENT}})
    assert t.to_pair(1) == [1, 2, 3, 4, 5]
    assert t.to_pair(2) == [1, 2, 3, 5, 6]
    assert t.to_pair(3) == [1, 3, 4, 6]
    assert players[2].status(3) == "withdrawn from round 3" and players[6].status(1) == "enters in round 2"
    assert RequestKind.ABSENT.code == "Z" and RequestKind.HALF_BYE.code == "H"


def test_cells_scores_and_status() -> None:
    system = PointSystem(win=Fraction(3), draw=Fraction(1), loss=Fraction(0), half_bye=Fraction(1),
                         full_bye=Fraction(3), forfeit_win=Fraction(3), pab=Fraction(3))
    t = tournament(5, point_system=system)
    t = paired(t, 1, (Board(1, 2, "=", "="), Board(3, 4, "+", "-")), {5: "U"})
    assert t.round(1).status is RoundStatus.COMPLETE and t.round(2).status is RoundStatus.NOT_PAIRED
    t = paired(t, 2, (Board(2, 1), Board(5, 3, "0", "1")), {4: "H"})
    assert t.round(2).status is RoundStatus.PAIRED and t.round(2).missing_results() == [1]
    assert t.cell(1, 1) is not None and t.cell(1, 1).points == 1 and t.cell(1, 1).colour == "w"
    assert t.cell(4, 1).code == "-" and not t.cell(4, 1).played
    assert t.cell(5, 1).code == "U" and t.cell(5, 1).points == 3 and t.round(1).pab == 5
    assert t.cell(1, 2) is None  # no result yet
    assert t.cell(3, 2).opponent == 5 and t.cell(3, 2).colour == "b" and t.cell(3, 2).points == 3
    assert t.cell(1, 3) is None  # not paired
    assert t.score(3, 3) == 6 and t.score(4, 3) == 1 and t.score(5, 2) == 3
    results = {r.id: r for r in t.results()}
    assert results[3].points == 6 and len(results[3].results) == 2
    assert t.has_cells(4) and t.paired_rounds == 2 and t.next_round == 3


def test_renumbered_rewrites_every_reference() -> None:
    t = tournament(4, acceleration_points={1: (Fraction(1),)})
    t = paired(t, 1, (Board(1, 2, "1", "0"),), {3: "U", 4: "Z"})
    t = replace(t, requests={2: {4: RequestKind.HALF_BYE}}, forbidden=(ForbiddenPairing((1, 4), 1, 5),))
    swapped = renumbered(t, {1: 4, 4: 1})
    assert swapped.players[4].name == "Player 01" and swapped.players[1].name == "Player 04"
    assert swapped.round(1).boards[0] == Board(4, 2, "1", "0")
    assert swapped.round(1).unpaired == {3: "U", 1: "Z"}
    assert swapped.requests == {2: {1: RequestKind.HALF_BYE}}
    assert swapped.forbidden[0].players == (4, 1)
    assert dict(swapped.settings.acceleration_points) == {4: (Fraction(1),)}
    assert validate(swapped) == [] and renumbered(swapped, {1: 4, 4: 1}) == t


def test_a_rounds_problems_are_kept_for_the_players_it_was_checked_against() -> None:
    """Issue 30: a round shared by the tournaments an operation leaves it in is checked once for
    the same players; among other players (one removed) it is checked again."""
    t = paired(tournament(4), 1, (Board(1, 2), Board(3, 4)))
    assert validate(t) == [] and t.round(1).problems_kept[0][0] is t.players
    t.round(1).problems_kept[0][1].append("kept")  # what validate would now read back
    assert validate(replace(t, requests={})) == ["kept"]
    fewer = replace(t, players={n: p for n, p in t.players.items() if n != 4})
    assert fewer.round(1) is t.round(1)
    assert any("no player 4" in p for p in validate(fewer))


@pytest.mark.parametrize(("edit", "problem"), [
    (lambda t: replace(t, players={**t.players, 9: Player(9, "Nine")}), "pairing numbers must be 1..5"),
    (lambda t: paired(t, 1, (Board(1, 2), Board(2, 3))), "player 2 appears twice"),
    (lambda t: paired(t, 1, (Board(1, 2, "1", "1"),)), "do not match"),
    (lambda t: paired(t, 1, (), {1: "U", 2: "U"}), "more than one pairing-allocated bye"),
    (lambda t: paired(t, 1, (), {1: "1"}), "not a code"),
    (lambda t: paired(t, 2, (Board(1, 2),)), "earlier round is not"),
    (lambda t: replace(t, requests={3: {8: RequestKind.ABSENT}}), "no player 8"),
    (lambda t: replace(t, requests={7: {1: RequestKind.ABSENT}}), "round 7, which does not exist"),
    (lambda t: replace(t, forbidden=(ForbiddenPairing((1,)),)), "at least two"),
    (lambda t: paired(t, 1, (Board(1, 7),)), "no player 7"),
    # An unknown tie-break code would stop the standings: refused before it is stored.
    (lambda t: replace(t, settings=replace(t.settings, tiebreaks=("XX",))), "tie-breaks: unknown tie-break 'XX'"),
    (lambda t: replace(t, settings=replace(t.settings, tiebreaks=("BH", "bh"))), "listed twice"),
    (lambda t: replace(t, settings=replace(t.settings, tiebreak_rules=2023)), "2023 is not a C.07 edition"),
    (lambda t: replace(t, settings=replace(t.settings, unrated_rating=0)), "0 is not a rating"),
])
def test_validate_finds(edit, problem: str) -> None:  # type: ignore[no-untyped-def]
    t = tournament(4)
    assert validate(t) == []
    problems = validate(edit(t))
    assert any(problem in p for p in problems), problems
