"""``arbiter-pair``: the engine's command line, compatible with the established pairing engines.

    arbiter-pair [-r] --SYSTEM INPUT.trf -p [OUTPUT] [--explain EXPLANATION.json|.txt] [--baku | --acceleration NAME]
    arbiter-pair [-r] --SYSTEM INPUT.trf -c [--baku | --acceleration NAME]
    arbiter-pair [-r] --SYSTEM [MODEL.trf] -g [CONFIG] -o OUTPUT.trf [-s SEED]
    arbiter-pair --schedule FORMAT [--players N] [--teams N] [--boards N] [--rounds N] -p [OUTPUT]

--baku (JaVaFo: -b) applies the Baku acceleration (C.04.7 article 1) to a file without 250 / XXA
records, as a 192 code ending in _BAKU does. --acceleration NAME applies another method the same way
(the traditional accelerations): haley, french (decreasing), english, mcmahon (or baku).
The Amalfi rating system, a pairing rule of its own, is the system --amalfi.

-c re-pairs every round and reports the pairs and colours the engine makes otherwise, then
re-ranks the standings by the file's tie-break list (212, else 202) and reports every Points value
(columns 81-84) and rank (86-89) it does not give.

--schedule prints a fixed schedule, one line per board "round board white black", team members as
A1, B3, ...: round_robin (--cycles N), varma, reduced_round_robin (--suppressed), rotation (--dummy 1),
pools (--pools N), scheveningen, triangular, reduced_scheveningen, schiller, hutton, hilton.

Exit codes: 0 success, 1 no valid pairing, 2 unexpected error, 3 invalid input,
4 too large, 5 a file cannot be read or written, 6 the checker found a difference.
"""
from __future__ import annotations

import inspect
import os
import sys
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Callable

from . import __version__
from .engine import systems
from .engine.result import NoValidPairing, TooLarge
from .formats.atomic import write_text_atomically, write_texts_atomically
from .formats.trf import TrfError, TrfFile, write_trf
from .formats.trf_tournament import load_trf
from .engine.schedules.berger import ScheduleError
from .engine.acceleration.methods import METHODS
from .formats.trf_pairing import acceleration_method, in_file_numbers, ranked, snapshot, with_acceleration

EXIT_OK, EXIT_NO_PAIRING, EXIT_UNEXPECTED, EXIT_INVALID, EXIT_TOO_LARGE, EXIT_FILE = 0, 1, 2, 3, 4, 5
EXIT_FINDINGS = 6  # -c: a round paired otherwise, a wrong points value or rank
USAGE = __doc__.split("\n\n")[1]


class UsageError(Exception):
    pass


def help_asked(argv: list[str]) -> bool:
    """-h or --help anywhere: the command prints its documentation (``print_help``) and does
    nothing else (exit 0, as other command lines answer it)."""
    return any(arg in ("-h", "--help") for arg in argv)


def print_help(doc: str) -> int:
    """The command's documentation on standard output (run by ``exit_code``: a closed output is exit 5)."""
    print(inspect.cleandoc(doc).replace("``", ""))  # the docstring's literal marks
    return EXIT_OK


@dataclass
class Request:
    system: str = ""
    mode: str = ""  # "pair", "check", "generate", or "" for -r alone
    input: str | None = None
    output: str | None = None
    config: str | None = None
    seed: int | None = None
    explain: str | None = None
    version: bool = False
    acceleration: str = ""  # --baku, --acceleration NAME: the method computed when the file gives no 250 / XXA
    extra: list[str] = field(default_factory=list)
    schedule: str = ""  # --schedule FORMAT: print a fixed schedule (engine/schedules/catalogue.py)
    options: dict[str, int] = field(default_factory=dict)  # its --players N, --teams N, --boards N, ...


def parse_arguments(argv: list[str]) -> Request:
    req = Request()
    args = list(argv)
    i = 0

    def optional_value() -> str | None:
        nonlocal i
        if i + 1 < len(args) and not args[i + 1].startswith("-"):
            i += 1
            return args[i]
        return None

    while i < len(args):
        arg = args[i]
        if arg == "-r":
            req.version = True
        elif req.schedule and arg.startswith("--") and i + 1 < len(args) and _is_seed(args[i + 1]):
            req.options[arg[2:]] = int(args[i + 1])  # a schedule's option: the catalogue checks its name
            i += 1
        elif arg.startswith("--") and arg[2:].replace("-", "_") in systems.SYSTEMS:
            req.system = arg[2:].replace("-", "_")
        elif arg == "-p":
            req.mode = "pair"
            req.output = optional_value()
        elif arg == "-c":
            req.mode = "check"
            optional_value()  # JaVaFo's round number: every round is checked
        elif arg == "-g":
            req.mode = "generate"
            req.config = optional_value()
        elif arg == "-o":
            if i + 1 >= len(args):
                raise UsageError("-o needs a file name")
            i += 1
            req.output = args[i]
        elif arg == "-s":
            if i + 1 >= len(args) or not _is_seed(args[i + 1]):
                raise UsageError("-s needs a whole number of at most 19 digits 0-9")
            i += 1
            req.seed = int(args[i])
        elif arg == "--schedule":
            if i + 1 >= len(args):
                raise UsageError("--schedule needs a format, e.g. --schedule rotation")
            i += 1
            req.schedule = args[i]
        elif arg in ("--baku", "-b"):
            req.acceleration = "baku"
        elif arg == "--acceleration":
            if i + 1 < len(args) and args[i + 1] == "amalfi":
                raise UsageError("the Amalfi rating system is a pairing rule of its own, not virtual points "
                                 "(seed 003 8.3): pair with --amalfi")
            if i + 1 >= len(args) or args[i + 1] not in METHODS:
                raise UsageError(f"--acceleration needs a method: {', '.join(METHODS)}")
            i += 1
            req.acceleration = args[i]
        elif arg == "--explain":
            if i + 1 >= len(args):
                raise UsageError("--explain needs a file name")
            i += 1
            req.explain = args[i]
        elif arg.startswith("-"):
            raise UsageError(f"unknown option {arg}")
        elif req.input is None and req.mode == "":
            req.input = arg
        else:
            raise UsageError(f"unexpected argument {arg}")
        i += 1
    if req.schedule:
        if req.mode != "pair" or req.system or req.input:
            raise UsageError("--schedule FORMAT [OPTIONS] -p prints a schedule, without a system or a file")
        req.mode = "schedule"
        return req
    if req.mode and not req.system:
        raise UsageError("name the pairing system, e.g. --dutch")
    if req.mode in ("pair", "check") and req.input is None:
        raise UsageError("name the input TRF file")
    if req.mode == "generate" and req.output is None:
        raise UsageError("-g needs -o OUTPUT.trf")
    if not req.mode and not req.version:
        raise UsageError("nothing to do")
    if req.acceleration and req.mode not in ("pair", "check"):
        raise UsageError("--baku and --acceleration apply to -p and -c")
    return req


def _is_seed(text: str) -> bool:
    """ASCII digits only (``int`` would take "²"-like or Arabic digits), of a size a 64-bit engine takes."""
    return text.isascii() and text.isdigit() and len(text) <= 19


def _beside_input(output: str, input_path: str) -> str:
    """A bare output name goes in the input file's folder, as the established engines do."""
    if os.path.dirname(output):
        return output
    return os.path.join(os.path.dirname(input_path), output)


def read_input(req: Request, points_checked: bool = True) -> TrfFile:
    """The input file as the app's File > Import reads it (``load_trf``), its warnings on stderr."""
    loaded = load_trf(req.input or "", points_checked)
    for warning in loaded.warnings:
        print(f"arbiter-pair: warning: {warning}", file=sys.stderr)
    return loaded.trf


def run_pair(req: Request) -> int:
    """The pairing, and its explanation if asked for: both are built before anything is written,
    and nothing is written (or printed) if either fails."""
    trf, back = ranked(read_input(req))  # XXC rank: paired in line order, written in the file's numbers
    renumbered = any(index != pid for index, pid in back.items())
    if req.explain and renumbered:
        raise TrfError(trf.path, None, "XXC rank", "--explain names the players by pairing number, and this file "
                       "pairs them in the order of its lines (XXC rank): number them in that order to explain")
    method = acceleration_method(trf, req.acceleration)  # named in the decision record
    snap = replace(snapshot(with_acceleration(trf, req.acceleration)), acceleration=method)
    pairing = in_file_numbers(systems.pair(req.system, snap), back)
    text = "\n".join(pairing.pairing_lines()) + "\n"
    outputs: list[tuple[str, str]] = []
    if req.explain:
        from .engine.explain import explained, to_json, to_text  # imported only when asked for

        pairing = explained(snap, pairing)  # the reasons of every bracket (docs/explanation.md)
        why = to_text(pairing) if req.explain.lower().endswith(".txt") else to_json(pairing)
        outputs.append((_beside_input(req.explain, req.input), why))
    if req.output:
        outputs.insert(0, (_beside_input(req.output, req.input), text))
    write_texts_atomically(outputs)
    if not req.output:
        sys.stdout.write(text)
    return EXIT_OK


def run_schedule(req: Request) -> int:
    """The whole schedule, one line per board: ``round board white black`` (issue 19)."""
    from .engine.schedules.catalogue import build

    text = "\n".join(build(req.schedule, req.options).lines()) + "\n"
    if req.output:
        write_texts_atomically([(req.output, text)])
    else:
        sys.stdout.write(text)
    return EXIT_OK


def run_check(req: Request) -> int:
    from .checker import check_standings, check_tournament, report, standings_report  # loaded when used

    trf = read_input(req, points_checked=False)
    name = Path(req.input).stem
    checks = check_tournament(trf, req.system, req.acceleration)
    findings = check_standings(trf)
    sys.stdout.write(report(name, checks) + standings_report(name, findings))
    return EXIT_FINDINGS if findings or not all(check.ok for check in checks) else EXIT_OK


def run_generate(req: Request) -> int:
    import random

    from .generator import generate, make_config, parse_config

    seed = req.seed if req.seed is not None else random.SystemRandom().randrange(2**63)
    values: dict[str, str] = {}
    if req.config is not None:
        if _is_seed(req.config) and not os.path.exists(req.config):
            seed = int(req.config)  # JaVaFo: a bare number after -g is the seed
        else:
            try:
                text = Path(req.config).read_text(encoding="utf-8")
            except OSError as error:
                raise TrfError(req.config, None, None, f"cannot read: {error.strerror}", exit_code=EXIT_FILE) from None
            values = parse_config(text, req.config)
    config = make_config(values, random.Random(seed), req.config or "<config>", req.system)
    trf, complete = generate(req.system, config, seed)
    write_text_atomically(req.output, write_trf(trf))
    if not complete:
        print(f"arbiter-pair: no valid pairing exists for a round; the rounds before it are in {req.output}",
              file=sys.stderr)
        return EXIT_NO_PAIRING
    return EXIT_OK


def _system_options() -> str:
    """The --SYSTEM options, one per system of the registry (``--lim-maxi`` for ``lim_maxi``)."""
    return ", ".join(f"--{key.replace('_', '-')}" for key in systems.SYSTEMS)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if help_asked(argv):
        return exit_code("arbiter-pair", lambda: print_help(f"{__doc__}\nSystems: {_system_options()}."))
    try:
        req = parse_arguments(argv)
    except UsageError as error:
        print(f"arbiter-pair: {error}\nusage:\n{USAGE}", file=sys.stderr)
        return EXIT_INVALID
    if req.version:
        print(f"arbiter-pair {__version__} (FIDE C.04, rules applied from 1 February 2026)")
        if not req.mode:
            return EXIT_OK
    return exit_code("arbiter-pair", lambda: {"pair": run_pair, "check": run_check, "generate": run_generate,
                                              "schedule": run_schedule}[req.mode](req), req.input)


def exit_code(program: str, action: Callable[[], int], input_name: str = "") -> int:
    """What ``action`` returns, or the documented exit code of what it raised, its message on
    standard error after ``program``'s name (the command lines share this mapping)."""
    try:
        return action()
    except TrfError as error:
        print(f"{program}: {error}", file=sys.stderr)
        return error.exit_code
    except NoValidPairing as error:
        print(f"{program}: {error}", file=sys.stderr)
        return EXIT_NO_PAIRING
    except ScheduleError as error:  # a round robin with the wrong number of rounds or players
        print(f"{program}: {input_name + ': ' if input_name else ''}{error}", file=sys.stderr)
        return EXIT_INVALID
    except TooLarge as error:
        print(f"{program}: {error}", file=sys.stderr)
        return EXIT_TOO_LARGE
    except MemoryError:
        print(f"{program}: out of memory", file=sys.stderr)
        return EXIT_TOO_LARGE
    except OSError as error:  # the file named as asked for (formats.atomic), or the standard output
        print(f"{program}: {f'{error.filename}: ' if error.filename else ''}{error.strerror or error}",
              file=sys.stderr)
        return EXIT_FILE
    except Exception as error:  # noqa: BLE001 - the documented exit code for anything unexpected
        print(f"{program}: unexpected error: {error!r}", file=sys.stderr)
        return EXIT_UNEXPECTED


if __name__ == "__main__":
    sys.exit(main())
