"""The fixed-schedule formats by name, for the command line (``arbiter-pair --schedule FORMAT``),
the domain and the app: each takes whole-number options (players, teams, boards, ...) and gives the
whole ``Schedule`` with its reasons."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ...text import QT_TRANSLATE_NOOP, explain_text
from .berger import ScheduleError, schedule, table_reason
from .common import Schedule, split_rests
from .hilton import hilton
from .hutton import hutton
from .pools import pools as pools_of
from .reduced import reduced_round_robin
from .rotation import rotation
from .scheveningen import multi_team, reduced, triangular
from .schiller import schiller
from .varma import groups

__all__ = ["FORMATS", "Format", "build"]


def _berger(players: int, cycles: int = 1) -> Schedule:
    games, rests = split_rests(schedule(players, cycles), lambda p: p <= players)
    return Schedule("round_robin", games, rests, [table_reason(players, cycles)])


def _varma(players: int) -> Schedule:
    table = _berger(players)
    drawn = "; ".join(f"{g}: {', '.join(map(str, numbers))}" for g, numbers in groups(players).items())
    return Schedule("varma", table.rounds, table.rests, [
        *table.reasons,
        explain_text(QT_TRANSLATE_NOOP("Explain", "Varma table (C.05 Annex 2) for the restricted draw of the numbers: {0}"),
                     drawn)])


@dataclass(frozen=True)
class Format:
    build: Callable[..., Schedule]
    options: dict[str, int | None]  # option -> default (None: required)
    section: str  # where seed 003 describes it


FORMATS: dict[str, Format] = {
    "round_robin": Format(_berger, {"players": None, "cycles": 1}, "3.2"),
    "varma": Format(_varma, {"players": None}, "3.4"),
    "reduced_round_robin": Format(lambda players, suppressed: reduced_round_robin(players, suppressed),
                                  {"players": None, "suppressed": 1}, "3.5"),
    "pools": Format(lambda players, pools: pools_of(players, pools), {"players": None, "pools": 2}, "3.6"),
    "rotation": Format(lambda players, dummy: rotation(players, bool(dummy)), {"players": None, "dummy": 0}, "3.8"),
    "scheveningen": Format(lambda teams, boards: multi_team(teams, boards), {"teams": 2, "boards": None}, "4.1-4.3"),
    "triangular": Format(lambda boards: triangular(boards), {"boards": None}, "4.2"),
    "reduced_scheveningen": Format(lambda teams, boards: reduced(teams, boards), {"teams": 2, "boards": None}, "4.4"),
    "schiller": Format(lambda teams, boards: schiller(teams, boards), {"teams": 4, "boards": 3}, "4.5"),
    "hutton": Format(lambda teams, boards: hutton(teams, boards), {"teams": None, "boards": 0}, "5.1"),
    "hilton": Format(lambda teams, boards, rounds: hilton(teams, rounds, boards),
                     {"teams": None, "boards": 0, "rounds": 3}, "5.2"),
}


def build(name: str, options: dict[str, int]) -> Schedule:
    """The schedule of format ``name``; a missing, unknown or extra option is a ScheduleError
    naming it."""
    if name not in FORMATS:
        raise ScheduleError(explain_text(QT_TRANSLATE_NOOP("Explain", "unknown schedule {0!r}: one of {1}"), name,
                                         ', '.join(FORMATS)))
    wanted = FORMATS[name].options
    extra = sorted(set(options) - set(wanted))
    if extra:
        raise ScheduleError(explain_text(QT_TRANSLATE_NOOP("Explain", "--schedule {0} takes {1}, not --{2}"), name,
                                         ', '.join('--' + o for o in wanted), extra[0]))
    values = {o: options.get(o, default) for o, default in wanted.items()}
    missing = [o for o, v in values.items() if v is None]
    if missing:
        raise ScheduleError(explain_text(QT_TRANSLATE_NOOP("Explain", "--schedule {0} needs --{1}"), name, missing[0]))
    return FORMATS[name].build(**values)
