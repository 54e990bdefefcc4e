"""``arbiter-tiebreak``: the standings of a TRF file with FIDE tie-breaks (C.07).

    arbiter-tiebreak INPUT.trf [--tiebreaks CODE,CODE...] [--rules 2024|2026] [--round-robin]
                     [--unrated-rating N] [--rounds N] [--format csv|json|text]
                     [--explain WHY.json|WHY.txt]

The file is read as the app imports it and the rows come from the function the app's Standings
tab and printed standings use (``tournament.standings.tournament_standings``; team events
``team_standings``), so the numbers are the same.  Defaults: the file's tie-breaks (202), else the
app's default list; the C.07 edition in force on the file's start date (042); the standings after
the last round whose results are all in; CSV.

CSV: a header ``rank,tpn,name,points,CODE...`` (team events: ``rank,tpn,name,match_points,
game_points,CODE...``), then one row per participant in rank order; numbers with a decimal
point, an empty cell for a value the tie-break does not define, a shared rank repeated.

``--explain`` also writes the working of every value (``tournament.tiebreak_explain``, the record
``tiebreaks.compute`` keeps while it computes; docs/tiebreaks.md "Explained"): JSON or plain words
by the file's extension.

Exit codes as ``arbiter-pair``: 0 success, 2 unexpected error, 3 invalid input (usage, file,
tie-break codes), 5 a file cannot be read.
"""
from __future__ import annotations

import csv
import io
import json
import sys
from dataclasses import dataclass, replace
from typing import Sequence

from .cli import EXIT_INVALID, EXIT_OK, exit_code, help_asked, print_help
from .formats.atomic import write_text_atomically
from .formats.trf import TrfError, read_trf
from .formats.trf_tournament import tournament_from_trf
from .tournament.model import Tournament
from .tournament.validation import validate
from .tournament import tiebreak_explain
from .tournament.standings import rules_note, tiebreak_edition, tournament_standings
from .tournament.team.standings import team_standings, tiebreak_order
from .tournament.tiebreaks import EDITIONS
from .tournament.tiebreaks import plain_number as number

USAGE = __doc__.split("\n\n")[1]
FORMATS = ("csv", "json", "text")


class UsageError(Exception):
    pass


@dataclass
class Request:
    input: str = ""
    tiebreaks: tuple[str, ...] | None = None
    rules: int | None = None
    round_robin: bool = False
    unrated_rating: int | None = None
    rounds: int | None = None
    format: str = "csv"
    explain: str | None = None  # a .json or .txt file for the working of every value


def _whole_number(option: str, text: str) -> int:
    if not (text.isascii() and text.isdigit() and len(text) <= 9):
        raise UsageError(f"{option} needs a whole number, got {text!r}")
    return int(text)


def parse_arguments(argv: Sequence[str]) -> Request:
    req = Request()
    args = list(argv)
    inputs: list[str] = []
    i = 0
    while i < len(args):
        arg = args[i]
        if arg == "--round-robin":
            req.round_robin = True
        elif arg in ("--tiebreaks", "--rules", "--unrated-rating", "--rounds", "--format", "--explain"):
            if i + 1 >= len(args):
                raise UsageError(f"{arg} needs a value")
            i += 1
            value = args[i]
            if arg == "--tiebreaks":
                req.tiebreaks = tuple(code.strip() for code in value.split(",") if code.strip())
                if not req.tiebreaks:
                    raise UsageError("--tiebreaks needs at least one code")
            elif arg == "--rules":
                if value not in tuple(map(str, EDITIONS)):
                    raise UsageError(f"--rules must be one of {', '.join(map(str, EDITIONS))}, got {value!r}")
                req.rules = int(value)
            elif arg == "--unrated-rating":
                req.unrated_rating = _whole_number(arg, value)
            elif arg == "--rounds":
                req.rounds = _whole_number(arg, value)
            elif arg == "--explain":
                if not value.lower().endswith((".json", ".txt")):
                    raise UsageError(f"--explain needs a .json or .txt file, got {value!r}")
                req.explain = value
            elif value not in FORMATS:
                raise UsageError(f"--format must be one of {', '.join(FORMATS)}, got {value!r}")
            else:
                req.format = value
        elif arg.startswith("-"):
            raise UsageError(f"unknown option {arg}")
        else:
            inputs.append(arg)
        i += 1
    if len(inputs) != 1:
        raise UsageError("name one input TRF file" if not inputs else f"unexpected argument {inputs[1]}")
    req.input = inputs[0]
    return req


def _tournament(req: Request) -> Tournament:
    """The file as the app imports it, with the command line's choices in its settings (checked
    as the app checks settings: an unknown code is refused naming it)."""
    trf = read_trf(req.input)
    t = tournament_from_trf(trf)
    changes: dict[str, object] = {}
    if req.tiebreaks is not None:
        changes["tiebreaks"] = req.tiebreaks
    elif req.round_robin and "202" not in trf.header:  # the import's default list is a Swiss event's
        changes["tiebreaks"] = replace(t.settings, system="round_robin", tiebreaks=()).tiebreak_order
    if req.rules is not None:
        changes["tiebreak_rules"] = req.rules
    if req.unrated_rating is not None:
        changes["unrated_rating"] = req.unrated_rating
    if req.round_robin:
        changes["system"] = "round_robin"
    if changes:
        t = replace(t, settings=replace(t.settings, **changes))  # type: ignore[arg-type]
        problems = validate(t)
        if problems:
            raise TrfError(req.input, None, None, "; ".join(problems))
    return t


def _rounds(req: Request, t: Tournament) -> int:
    complete = t.complete_rounds
    if req.rounds is None:
        return complete
    if not 1 <= req.rounds <= complete:
        raise TrfError(req.input, None, "rounds", f"--rounds {req.rounds}: the file has complete results for "
                       f"rounds 1 to {complete} only" if complete else "the file has no complete round")
    return req.rounds


@dataclass(frozen=True)
class Table:
    header: tuple[str, ...]
    rows: list[tuple[object, ...]]  # rank, tpn, name, then numbers
    codes: tuple[str, ...]
    rounds: int
    note: str


def standings_table(t: Tournament, rounds: int) -> Table:
    """The rows the output writes: the app's standings (individual or team) after ``rounds``."""
    note = rules_note(t.settings)
    if t.settings.is_team_event:
        codes = tiebreak_order(t)
        team_rows = team_standings(t, rounds)
        return Table(("rank", "tpn", "name", "match_points", "game_points", *codes),
                     [(row.rank, row.team, t.player(row.team).name, row.match_points, row.game_points, *row.values)
                      for row in team_rows], codes, rounds, note)
    codes = t.settings.tiebreak_order
    rows = tournament_standings(t, rounds) if rounds else []
    return Table(("rank", "tpn", "name", "points", *codes),
                 [(row.rank, row.id, t.player(row.id).name, row.points, *(row.tiebreaks[c] for c in codes))
                  for row in rows], codes, rounds, note)


def _cells(row: tuple[object, ...]) -> list[str]:
    rank, tpn, name, *values = row
    return [str(rank), str(tpn), str(name), *(number(v) for v in values)]  # type: ignore[arg-type]


def to_csv(table: Table) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(table.header)
    writer.writerows(_cells(row) for row in table.rows)
    return out.getvalue()


def to_json(table: Table, t: Tournament) -> str:
    def value(v: object) -> object:
        if v is None or isinstance(v, (int, str)):
            return v
        text = number(v)  # type: ignore[arg-type]
        return int(text) if "." not in text else float(text)

    document = {
        "tournament": t.settings.name,
        "rules": tiebreak_edition(t.settings),
        "note": table.note,
        "rounds": table.rounds,
        "tiebreaks": list(table.codes),
        "standings": [dict(zip(table.header, (value(v) for v in row))) for row in table.rows],
    }
    return json.dumps(document, ensure_ascii=False, indent=1) + "\n"


def to_text(table: Table, t: Tournament) -> str:
    lines = [_cells(row) for row in table.rows]
    widths = [max([len(h), *(len(line[k]) for line in lines)]) for k, h in enumerate(table.header)]
    rendered = ["  ".join(cell.ljust(w) if k == 2 else cell.rjust(w) for k, (cell, w) in enumerate(zip(line, widths)))
                for line in [list(table.header), *lines]]
    title = f"{t.settings.name or t.settings.tournament_type or 'Tournament'}: standings after round {table.rounds}"
    return "\n".join([title, table.note, "", *(line.rstrip() for line in rendered)]) + "\n"


def run(req: Request) -> str:
    t = _tournament(req)
    rounds = _rounds(req, t)
    table = standings_table(t, rounds)
    if req.explain is not None:
        explained = tiebreak_explain.explain(t, rounds)
        write_text_atomically(req.explain, tiebreak_explain.to_json(explained) if req.explain.lower().endswith(".json")
                              else tiebreak_explain.to_text(explained))
    if req.format == "json":
        return to_json(table, t)
    if req.format == "text":
        return to_text(table, t)
    return to_csv(table)


def main(argv: Sequence[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    if help_asked(argv):
        return exit_code("arbiter-tiebreak", lambda: print_help(__doc__))
    try:
        req = parse_arguments(argv)
    except UsageError as error:
        print(f"arbiter-tiebreak: {error}\nusage:\n{USAGE}", file=sys.stderr)
        return EXIT_INVALID

    def write() -> int:
        sys.stdout.write(run(req))
        return EXIT_OK

    return exit_code("arbiter-tiebreak", write)


if __name__ == "__main__":
    sys.exit(main())
