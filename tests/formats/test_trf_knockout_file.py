"""The TRF export of a tournament holding a knockout event (issue 18: "exported to TRF for rating,
every game a game"): the standard games of every match, written as the export of the tournament
file does, read back by the TRF reader."""
from __future__ import annotations

import random
from pathlib import Path

from arbiter_gui import store
from arbiter_gui.engine.knockout.match import Kind, MatchFormat, Phase
from arbiter_gui.engine.knockout.plan import Entrant
from arbiter_gui.formats.trf_tournament import export_trf, load_trf
from arbiter_gui.tournament.engine_input import pair_next_round
from arbiter_gui.tournament.knockout import DrawKnockoutStage, KnockoutEntry, StartKnockout, shown_event
from arbiter_gui.tournament.model import Player, TournamentSettings
from arbiter_gui.tournament.operations import AddPlayers
from tests.tournament.test_fixed_schedules import complete
from tests.tournament.test_fixed_schedules import event as new_event
from tests.tournament.test_knockout_event import play_round

CUP = MatchFormat((Phase(Kind.STANDARD, 2), Phase(Kind.RAPID, 2), Phase(Kind.ARMAGEDDON, 1)))


def test_every_standard_game_of_a_knockout_goes_to_the_trf(tmp_path: Path) -> None:
    s = store.create(tmp_path / "cup.arbiter", TournamentSettings(name="Cup", rounds=4, system="knockout"))
    try:
        s.apply(AddPlayers(tuple(Player(0, f"Player {i:02d}", fide_rating=2600 - 10 * i) for i in range(1, 13))))
        s.apply(StartKnockout(tuple(Entrant(i) for i in range(1, 13)), match_format=CUP))
        event = shown_event(s.tournament())
        assert event is not None
        rng = random.Random(5)
        while not event.over:  # played on a copy, each entry then applied as the app does
            play_round(event, rng)
        for action in event.log:
            s.apply(KnockoutEntry(action))
        export_trf(s.tournament(), tmp_path / "cup.trf")
    finally:
        s.close()
    loaded = load_trf(str(tmp_path / "cup.trf")).tournament
    standard = [(g.white, g.black, g.result) for r in event.rounds for m in r.matches for g in m.games
                if g.kind is Kind.STANDARD]
    written = {(b.white, b.black, f"{b.white_result}-{b.black_result}") for r in loaded.rounds for b in r.boards}
    codes = {"1-0": "1-0", "0-1": "0-1", "1/2-1/2": "=-="}
    assert {(w, b, codes[res]) for w, b, res in standard} == written and len(written) == len(standard)


def test_a_group_stage_and_its_knockout_stage_in_one_trf(tmp_path: Path) -> None:
    """Seed 003 2.5.2: a Swiss of 16 then a knockout of its first 8: the TRF holds the Swiss's 3
    rounds as they were, then the knockout's games; the 8 players who did not qualify keep theirs."""
    s = new_event(tmp_path / "mixed.arbiter", "dutch", [(f"P{i:02d}", "", "") for i in range(1, 17)])
    try:
        for r in range(1, 4):
            pair_next_round(s)
            complete(s, r)
        swiss = {(b.white, b.black) for r in range(1, 4) for b in s.tournament().round(r).boards}
        s.apply(DrawKnockoutStage(8, match_format=MatchFormat((Phase(Kind.STANDARD, 1), Phase(Kind.ARMAGEDDON, 1)))))
        knockout = shown_event(s.tournament())
        assert knockout is not None
        while not knockout.over:
            play_round(knockout, random.Random(len(knockout.rounds)))
        for action in knockout.log:
            s.apply(KnockoutEntry(action))
        export_trf(s.tournament(), tmp_path / "mixed.trf")
    finally:
        s.close()
    loaded = load_trf(str(tmp_path / "mixed.trf")).tournament
    assert len(loaded.players) == 16 and loaded.paired_rounds == 3 + len(knockout.rounds)
    assert {(b.white, b.black) for r in loaded.rounds[:3] for b in r.boards} == swiss
    standard = {(g.white, g.black) for r in knockout.rounds for m in r.matches for g in m.games
                if g.kind is Kind.STANDARD}
    assert {(b.white, b.black) for r in loaded.rounds[3:] for b in r.boards} == standard
