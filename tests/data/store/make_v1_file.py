"""How ``v1_open.arbiter`` was made: a tournament file written by Arbiter with file format
(schema) version 1, kept so that every later version is tested on a file an older version wrote
(tests/store/test_store_open.py). Run once, with a program whose schema is version 1:

    PYTHONPATH=. python tests/data/store/make_v1_file.py

Never run it again once the schema has changed: the committed file is the point.
"""
from __future__ import annotations

from pathlib import Path

from arbiter_gui import store
from arbiter_gui.store import schema
from arbiter_gui.tournament.model import Board, Colour, ForbiddenPairing, Player, RequestKind, TournamentSettings
from arbiter_gui.tournament.operations import (AddForbiddenPairing, AddPlayer, SetRequest, SetResult, StorePairing,
                                               Withdraw)

TARGET = Path(__file__).with_name("v1_open.arbiter")
PLAYERS = [("Alpha, Anna", "GM", "w", 2550), ("Beta, Bruno", "IM", "m", 2420), ("Gamma, Carla", "", "w", 2105),
           ("Delta, Dario", "FM", "m", 2300), ("Epsilon, Elio", "", "m", 0)]


def main() -> None:
    assert schema.current_version() == 1, "this script writes a version-1 file: run it with that program only"
    settings = TournamentSettings(name="Old Open", city="Lyon", federation="FRA", rounds=3, tiebreaks=("BH:C1", "BH"),
                                  initial_colour=Colour.WHITE)
    with store.create(TARGET, settings) as s:
        for name, title, sex, rating in PLAYERS:
            s.apply(AddPlayer(Player(0, name, title=title, sex=sex, federation="FRA", fide_rating=rating)))
        s.apply(SetRequest(1, 5, RequestKind.HALF_BYE))
        s.apply(StorePairing(1, (Board(1, 3), Board(4, 2))))
        s.apply(SetResult(1, 1, "1", "0"))
        s.apply(SetResult(1, 2, "=", "="))
        s.apply(AddForbiddenPairing(ForbiddenPairing((1, 2))))
        s.apply(Withdraw(3, 3))
        s.apply(SetResult(1, 2, "0", "1"))
        s.undo()  # the correction stays in the journal as an undone step


if __name__ == "__main__":
    main()
