"""Match cards of a team event: one card per match, six per page, drawn on a PDF; the picture of
a page is checked by eye with pdftoppm when the cards change (see the module's docstring)."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from arbiter_gui.engine import systems
from arbiter_gui.reports.match_cards import write_match_cards
from arbiter_gui.tournament.engine_input import prepare_next_round
from arbiter_gui.store import create
from arbiter_gui.tournament.model import Member, Player, Tournament, TournamentSettings
from arbiter_gui.tournament.team.event import TEAM_POINTS
from arbiter_gui.tournament.team.operations import AddTeam, SetGameResult

TEAMS = 14


def team_event(folder: Path) -> Tournament:
    """14 teams of 4 boards (a roster of 5), round 1 paired and the first match's games played."""
    settings = TournamentSettings(name="Campionato a squadre", system="team", rounds=5, point_system=TEAM_POINTS,
                                  tournament_type="FIDE_TEAM_TYPEA_MP_GP")
    store = create(str(folder / "team.arbiter"), settings)
    try:
        for team in range(1, TEAMS + 1):
            members = tuple(Member(f"Player {team}.{k}", title="FM" if k == 1 else "", rating=2500 - 10 * team - 7 * k)
                            for k in range(1, 6))
            store.apply(AddTeam(Player(0, f"Team {team}", federation="ITA"), members))
        prepared = prepare_next_round(store.tournament())
        store.apply(prepared.operation(systems.pair(prepared.system, prepared.basis)))
        for game, codes in enumerate((("1", "0"), ("=", "="), ("0", "1"), ("1", "0")), start=1):
            store.apply(SetGameResult(1, 1, game, *codes))
        return store.tournament()
    finally:
        store.close()


def test_match_cards_six_per_page(qapp, tmp_path: Path) -> None:  # noqa: ANN001 - pytest-qt's fixture
    t = team_event(tmp_path)
    assert len(t.round(1).boards) == TEAMS // 2 and t.round(1).boards[0].has_result
    path = tmp_path / "cards.pdf"
    assert write_match_cards(t, 1, str(path)) == 2  # 7 matches
    assert path.read_bytes().startswith(b"%PDF") and path.stat().st_size > 5000


def test_a_short_roster_prints_dashes(qapp, tmp_path: Path) -> None:  # noqa: ANN001
    t = team_event(tmp_path)
    t = replace(t, rosters={**t.rosters, 1: t.rosters[1][:2]})
    assert write_match_cards(t, 1, str(tmp_path / "short.pdf")) == 2


def test_long_member_names_wrap_instead_of_shrinking(qapp, tmp_path: Path) -> None:  # noqa: ANN001
    """Issue 23: a long name takes two lines at a readable size (never under MIN_NAME_PT), whole; one
    that cannot fit even so ends in "…" instead of running into the rating."""
    from pypdf import PdfReader

    t = team_event(tmp_path)
    names = ("Vachier-Lagrave, Maxime Alexandre", "Wolfeschlegelsteinhausen-Bergdorff, Hubert")
    members = tuple(replace(m, name=n) for m, n in zip(t.rosters[1], names))
    t = replace(t, rosters={**t.rosters, 1: members + t.rosters[1][2:]})
    path = tmp_path / "long.pdf"
    assert write_match_cards(t, 1, str(path)) == 2
    text = PdfReader(str(path)).pages[0].extract_text()
    assert all(word in text.split() for word in ("Vachier-Lagrave,", "Maxime", "Alexandre")), text
    assert "Wolfeschlegel" in text and "…" in text
