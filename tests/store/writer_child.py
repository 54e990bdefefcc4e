"""Child process of test_writers: opens a tournament file for writing, prints "open", then obeys
one command per line on stdin until it is told to quit or is killed:

    add NAME   add a player (prints "added")
    quit       close the file and exit

    python -m tests.store.writer_child FILE
"""
from __future__ import annotations

import sys

from arbiter_gui import store
from arbiter_gui.tournament.model import Player
from arbiter_gui.tournament.operations import AddPlayer


def main(path: str) -> None:
    with store.open(path) as s:
        print("open", flush=True)
        for line in sys.stdin:
            command, _, argument = line.strip().partition(" ")
            if command == "add":
                s.apply(AddPlayer(Player(0, argument, fide_rating=1500)))
                print("added", flush=True)
            elif command == "quit":
                break


if __name__ == "__main__":
    main(sys.argv[1])
