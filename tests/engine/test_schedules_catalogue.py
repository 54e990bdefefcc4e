"""The schedules by name (engine/schedules/catalogue.py) and on the command line:
``arbiter-pair --schedule FORMAT [OPTIONS] -p`` prints one line per board, ``round board white black``."""
from __future__ import annotations

import pytest

from arbiter_gui import cli
from arbiter_gui.engine.schedules.berger import ScheduleError, table
from arbiter_gui.engine.schedules.catalogue import FORMATS, build


@pytest.mark.parametrize("name", sorted(FORMATS))
def test_every_format_builds_with_its_options(name: str) -> None:
    options = {o: 10 if o == "players" else 6 if o == "boards" else 4 if o == "teams" else default
               for o, default in FORMATS[name].options.items() if default is None or o == "teams"}
    s = build(name, options)
    assert s.rounds and s.reasons and len(s.rests) == len(s.rounds)


def test_varma_is_the_berger_table_with_its_groups() -> None:
    s = build("varma", {"players": 14})
    assert s.rounds == table(14) and "A: 4, 5, 6, 11, 12" in s.reasons[-1]


def test_option_errors() -> None:
    with pytest.raises(ScheduleError, match="needs --players"):
        build("rotation", {})
    with pytest.raises(ScheduleError, match="not --teams"):
        build("rotation", {"players": 8, "teams": 2})
    with pytest.raises(ScheduleError, match="unknown schedule"):
        build("keizer", {})


def test_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["--schedule", "rotation", "--players", "10", "-p"]) == cli.EXIT_OK
    lines = capsys.readouterr().out.splitlines()
    assert lines[:2] == ["1 1 1 10", "1 2 9 2"] and len(lines) == 25
    assert cli.main(["--schedule", "scheveningen", "--teams", "2", "--boards", "5", "-p"]) == cli.EXIT_OK
    assert capsys.readouterr().out.splitlines()[0] == "1 1 B1 A1"
    assert cli.main(["--schedule", "hilton", "-p"]) == cli.EXIT_INVALID
    assert "needs --teams" in capsys.readouterr().err
    assert cli.main(["--schedule", "rotation", "--players", "8"]) == cli.EXIT_INVALID  # no -p


def test_pools_by_the_snake_on_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    """Seed 003 3.6: 12 players in 3 pools by the snake (1, 6, 7, 12 / 2, 5, 8, 11 / 3, 4, 9, 10), each
    a Berger table of 4, side by side; ``--pools`` is the option, not the system of the same name."""
    assert cli.main(["--schedule", "pools", "--players", "12", "--pools", "3", "-p"]) == cli.EXIT_OK
    lines = capsys.readouterr().out.splitlines()
    pools = [[1, 6, 7, 12], [2, 5, 8, 11], [3, 4, 9, 10]]
    assert lines == [f"{r} {b} {w} {k}" for r, boards in enumerate(
        [[(pool[w - 1], pool[k - 1]) for pool in pools for w, k in boards] for boards in table(4)], start=1)
        for b, (w, k) in enumerate(boards, start=1)]
