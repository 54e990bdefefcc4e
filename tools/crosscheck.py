"""Generate-and-check campaign against an external Dutch engine (bbpPairings), both directions.

C.04.A A.7 / C.04.1 1.4: an endorsed program's generator feeds the candidate's checker, and the
candidate's generator feeds an endorsed program's checker; different approved programs must arrive
at identical pairings. The external engine is built outside the project (docs/validation.md) and
named by ``--bbp``; nothing of it is part of this tool.

    python tools/crosscheck.py --bbp /path/bbpPairings.exe --out DIR [--direction bbp|ours|both]
        [--count N] [--first-seed S] [--jobs J] [--findings FILE] [--only DIRECTION:SEED]
        [--tbs /path/TieBreakServer] [--players 4-200] [--rounds 5-13] [--fixtures DIR]
    python tools/crosscheck.py --bbp BBP [--tbs TBS] --out DIR --real FILE.trf ...

Direction ``bbp``: the external generator writes a tournament (``-g CONFIG -s SEED``; ``XXR`` is
appended since it writes none), our checker re-pairs every round. Direction ``ours``: our generator
writes it, the external checker (``-c``) re-pairs every round. A tournament's configuration is drawn
from its direction and seed alone, so ``--only ours:17`` regenerates case 17 exactly.

Every flagged round is saved to DIR/cases/ as the tournament cut before that round (``.trf``) with
both engines' pairings of it (``.ours``, ``.bbp``: number of pairs, then ``white black``, PAB as
``id 0``). Our generator varies the axes of issue 27 (full-point and zero-point byes, double
forfeits, unrated games and players, late entries, forbidden pairs, Baku, initial colour W/B, a
tie-break list); bbpPairings' generator takes only its own keys. With ``--tbs`` (FIDE TEC's
TieBreakServer/Gacrux, outside the project) every tournament's standings are checked both ways:
the file carries a 202 list (drawn from the seed for bbpPairings' files) and our ranks, Gacrux's
checker (``-c``, run in the worker's process: ``gacrux``) re-ranks it and its values are compared with ours one by one (DE, a rank inside the tied group that each program numbers
its own way, through the ranks only), and our checker
(``check_standings``) re-checks the file carrying Gacrux's ranks; with ``--fixtures`` a tournament
clean both ways is kept there as the file carrying Gacrux's ranks, its case in ``012`` (the test
fixtures, tests/data/crosscheck/README.md). One JSON line per tournament goes to DIR/results.jsonl (a rerun skips the seeds already
there), the counts to DIR/summary.json and stdout.

``--real``: existing files (real events: tests/data/crosscheck/real/SOURCES.md), both checkers on
each and, with ``--tbs``, its standings both ways by its own list (212, 202) or by each list of
REAL_TIEBREAK_LISTS; a table to stdout, the rows to DIR/real.json.
"""
from __future__ import annotations

import argparse
import copy
import io
import json
import multiprocessing
import os
import random
import re
import subprocess
import sys
import traceback
from collections import Counter
from contextlib import redirect_stderr, redirect_stdout
from dataclasses import asdict, dataclass, field, replace
from fractions import Fraction
from pathlib import Path

from arbiter_gui.checker import check_tournament
from arbiter_gui.cli import EXIT_FINDINGS
from arbiter_gui.engine import systems
from arbiter_gui.engine.result import NoValidPairing
from arbiter_gui.formats.trf import TrfError, TrfFile, read_trf, write_trf
from arbiter_gui.checker import check_standings, standings_list
from arbiter_gui.formats.trf_teams import is_team_event
from arbiter_gui.formats.trf_tournament import tournament_from_trf
from arbiter_gui.formats.trf_pairing import file_pairs, initial_colour, is_paired, ranked, snapshot
from arbiter_gui.generator import TIEBREAK_LISTS, generate, make_config, parse_config, rank_by_list

SYSTEM = "dutch"
DIRECTIONS = ("bbp", "ours")
EXTERNAL_TIMEOUT = 600  # seconds for one external run; a hang is recorded as an error
# --real with --tbs: the lists a file without its own (202) is ranked by, between them every
# tie-break family of generator.TIEBREAK_LISTS (Buchholz and its cut, SB, DE, WIN, ARO, PS, AOB, BPG)
REAL_TIEBREAK_LISTS = ("BH/C1,BH,SB,DE,WIN", "ARO/C1,BH,PS,AOB,BPG")
_ROUND_HEADER = re.compile(r": Round #(\d+)$")
_STANDINGS_HEADER = re.compile(r": Standings$")  # ours: the standings findings follow the rounds
_PAIR = re.compile(r"(\d+) - +(\d+)")
_RIGHT_COLUMN = 20  # the file's pairs start at column 24 (ours) or 29 (bbpPairings): left of it, the checker's


@dataclass
class Case:
    round: int
    kind: str  # r1-absent, pab, colours, other, error
    trf: str
    ours: list[str] = field(default_factory=list)
    bbp: list[str] = field(default_factory=list)


@dataclass
class Outcome:
    direction: str
    seed: int
    players: int
    rounds_planned: int
    rounds_checked: int = 0
    complete: bool = True
    flagged: list[int] = field(default_factory=list)
    cases: list[Case] = field(default_factory=list)
    error: str = ""
    tiebreaks: str = ""  # the 202 list checked against Gacrux ("" when not checked)
    tb_findings: list[str] = field(default_factory=list)  # each: kind, then what differs


def draw_config(direction: str, seed: int, players: tuple[int, int],
                rounds: tuple[int, int]) -> tuple[dict[str, str], str]:
    """The generator configuration of one tournament and its tie-break list, drawn from its
    direction and seed alone: both generators take the established keys (ENGINE-CLI.md 4.3), so
    each of those axes is varied the same way; ours takes its own keys too."""
    rng = random.Random(f"{direction}:{seed}")
    highest = rng.randint(1800, 2800)
    values = {
        "PlayersNumber": str(rng.randint(*players)),
        "RoundsNumber": str(rng.randint(*rounds)),
        "DrawPercentage": str(rng.randint(10, 50)),
        "ForfeitRate": str(rng.randint(4, 40)),  # one forfeit per N games
        "RetiredRate": str(rng.randint(6, 120)),  # one withdrawal per N players
        "HalfPointByeRate": str(rng.randint(4, 80)),  # one half-point bye per N players
        "HighestRating": str(highest),
        "LowestRating": str(rng.randint(1000, highest)),
    }
    tiebreaks = ",".join(rng.choice(TIEBREAK_LISTS))  # drawn for both: bbpPairings' files get it as 202
    if direction == "ours":  # our generator's own axes (issue 27), each in a range that makes it happen
        values.update({
            "FullPointByeRate": str(rng.randint(8, 200)), "ZeroPointByeRate": str(rng.randint(8, 200)),
            "DoubleForfeitRate": str(rng.randint(20, 300)), "UnratedResultRate": str(rng.randint(20, 300)),
            "UnratedPlayerRate": str(rng.randint(4, 100)), "LateEntryRate": str(rng.randint(4, 80)),
            "ForbiddenPairs": str(rng.choice((0, 0, 1, 2, 4))), "Baku": str(int(rng.random() < 0.25)),
            "InitialColour": rng.choice("WB"), "Tiebreaks": tiebreaks,
        })
    return values, tiebreaks


def parse_report(report: str) -> tuple[int, dict[int, tuple[str, ...]]]:
    """(rounds reported, {flagged round: the checker's own pairs there}) from a checker report in the
    established engines' format (ENGINE-CLI.md 3): a ``NAME: Round #n`` header per round, then,
    only where the round differs, a table whose left column holds the checker's pairs ('a - b', a
    PAB 'a - 0') or the line 'No valid pairing exists ...'."""
    current, count, flagged = 0, 0, {}
    for line in report.splitlines():
        header = _ROUND_HEADER.search(line)
        if header:
            current, count = int(header.group(1)), count + 1
        elif _STANDINGS_HEADER.search(line):
            current = 0
        elif line.strip() and current:
            pairs = ["no valid pairing"] if line.startswith("No valid pairing") else [
                f"{m[1]} - {m[2]}" for m in _PAIR.finditer(line) if m.start() < _RIGHT_COLUMN]
            flagged[current] = tuple(sorted((*flagged.get(current, ()), *pairs)))
    return count, flagged


def cut_before(trf: TrfFile, round_number: int) -> TrfFile:
    """The tournament as it stood before ``round_number`` was paired: the earlier rounds, the byes
    and absences already written in that round's cells (not the PAB, which the pairing gives), the
    points recomputed from the kept cells, no ranks. A file without an initial colour keeps none
    (each engine infers it from round 1, as from the whole file), except a cut before round 1."""
    cut = copy.deepcopy(trf)
    if round_number == 1 and cut.initial_colour is None:
        cut.initial_colour = first_board_colour(trf)
    for player in cut.players.values():
        kept = player.rounds[:round_number - 1]
        if len(player.rounds) >= round_number and not is_paired(player.rounds[round_number - 1]):
            kept.append(player.rounds[round_number - 1])
        player.rounds = kept
        player.points = sum((cut.point_system.points(c) for c in kept), Fraction(0))
        player.rank = None
    return cut


def first_board_colour(trf: TrfFile) -> str:
    """The initial colour as the established engines apply it in round 1: the colour of the
    highest-ranked player paired in round 1 (the first board, C.04.3 5.2.5 counted by position
    among the players paired; issue 14 item 2)."""
    for player in trf.players.values():  # file order is pairing-number order
        cell = player.rounds[0] if player.rounds else None
        if cell is not None and cell.opponent is not None and cell.colour in ("w", "b"):
            return cell.colour
    return initial_colour(trf).value


def file_round(trf: TrfFile, round_number: int) -> list[str]:
    """A round of the file in the pairing-file format, boards sorted by white's number (a pair
    written without colours as higher number first, as bbpPairings shows it)."""
    pairs, bye, colourless = file_pairs(trf, round_number)
    pairs = pairs | {(max(pair), min(pair)) for pair in colourless}
    return [str(len(pairs) + (bye is not None))] + [f"{w} {b}" for w, b in sorted(pairs)] + (
        [f"{bye} 0"] if bye is not None else [])


def _normalised(lines: list[str]) -> list[str]:
    """A pairing file as a comparable list: the count, then the boards sorted (board order is not
    part of what the checkers compare)."""
    return lines[:1] + sorted(lines[1:], key=lambda s: tuple(int(x) for x in s.split()))


def ours_pairing(trf: TrfFile) -> list[str]:
    try:
        pairing = systems.pair(SYSTEM, snapshot(trf))
    except NoValidPairing:
        return ["0"]
    return _normalised(pairing.pairing_lines())


def bbp_pairing(bbp: str, trf_path: Path) -> list[str]:
    out = trf_path.with_suffix(".bbp")
    run = subprocess.run([bbp, "--dutch", str(trf_path.resolve()), "-p", str(out.resolve())],
                         capture_output=True, text=True, timeout=EXTERNAL_TIMEOUT)
    if run.returncode == 1:
        out.write_text("0\n")
        return ["0"]
    if run.returncode != 0:
        raise RuntimeError(f"bbp -p {trf_path}: exit {run.returncode}: {run.stderr.strip()}")
    return _normalised([line.strip() for line in out.read_text().splitlines() if line.strip()])


def classify(trf: TrfFile, round_number: int, ours: list[str], bbp: list[str]) -> str:
    """First diagnosis of a flagged round. r1-absent: round 1 with a player not paired in it (the
    known round-1 colour question, issue 14 item 2), or colours alone in a later round of such a
    file without an initial colour; pab: the pairing-allocated bye goes to another
    player (the C9 lone-downfloater hole among others, item 1); colours: the same pairs, other
    colours; other: anything else."""
    absent_in_round_1 = any(not p.rounds or not is_paired(p.rounds[0]) for p in trf.players.values())
    if round_number == 1 and absent_in_round_1:
        return "r1-absent"
    bye_ours = {line for line in ours[1:] if line.endswith(" 0")}
    bye_bbp = {line for line in bbp[1:] if line.endswith(" 0")}
    if bye_ours != bye_bbp:
        return "pab"
    if {frozenset(line.split()) for line in ours[1:]} == {frozenset(line.split()) for line in bbp[1:]}:
        # The same question in a later round: with no initial colour in the file, it is inferred
        # from round 1 (trf_pairing.initial_colour) by pairing-number parity.
        return "r1-absent" if absent_in_round_1 and trf.initial_colour is None else "colours"
    return "other"


def _save_case(bbp: str, out: Path, name: str, trf: TrfFile, round_number: int,
               file_side: str) -> Case:
    """Cut the tournament before the flagged round, pair the cut with both engines, and check that
    the cut reproduces the generating engine's pairing of that round (else kind 'error')."""
    cut = cut_before(trf, round_number)
    path = out / "cases" / f"{name}_r{round_number}.trf"
    path.write_text(write_trf(cut), encoding="utf-8")
    ours = ours_pairing(cut)
    (path.with_suffix(".ours")).write_text("\n".join(ours) + "\n")
    theirs = bbp_pairing(bbp, path)
    generated = file_round(trf, round_number)
    kind = classify(trf, round_number, ours, theirs)
    if _normalised(generated) != (theirs if file_side == "bbp" else ours):
        kind = "error"  # the cut does not reproduce the file's round: a reading or cutting fault
    return Case(round_number, kind, str(path), ours, theirs)


def run_one(task: tuple[str, int, str, str, tuple[int, int], tuple[int, int]]) -> Outcome:
    direction, seed, bbp, out_dir, players, rounds, tbs, fixtures = task
    out = Path(out_dir)
    values, tiebreaks = draw_config(direction, seed, players, rounds)
    outcome = Outcome(direction, seed, int(values["PlayersNumber"]), int(values["RoundsNumber"]))
    name = f"{direction}_{seed}_n{outcome.players}"
    work = out / "work" / f"{name}.trf"
    try:
        if direction == "bbp":
            config = work.with_suffix(".cfg")
            config.write_text("".join(f"{k}={v}\n" for k, v in values.items()))  # its keys only
            run = subprocess.run([bbp, "--dutch", "-g", str(config.resolve()), "-o", str(work.resolve()),
                                  "-s", str(seed)], capture_output=True, text=True, timeout=EXTERNAL_TIMEOUT)
            if run.returncode not in (0, 1):
                raise RuntimeError(f"bbp -g: exit {run.returncode}: {run.stderr.strip()}")
            outcome.complete = run.returncode == 0
            with work.open("a", newline="") as f:
                f.write(f"XXR {values['RoundsNumber']}\r")  # bbpPairings' generator writes no XXR
            trf = read_trf(str(work))
            checks = check_tournament(trf, SYSTEM)
            outcome.rounds_checked = len(checks)
            outcome.flagged = [c.round for c in checks if not c.ok]
        else:
            config_values = parse_config("".join(f"{k}={v}\n" for k, v in values.items()))
            trf, outcome.complete = generate(SYSTEM, make_config(config_values, random.Random(seed)), seed)
            work.write_text(write_trf(trf), encoding="utf-8")
            trf = read_trf(str(work))
            run = subprocess.run([bbp, "--dutch", str(work.resolve()), "-c"], capture_output=True, text=True,
                                 timeout=EXTERNAL_TIMEOUT)
            if run.returncode != 0:
                raise RuntimeError(f"bbp -c: exit {run.returncode}: {run.stderr.strip()}")
            outcome.rounds_checked, flagged = parse_report(run.stdout)
            outcome.flagged = sorted(flagged)
        for round_number in outcome.flagged:
            outcome.cases.append(_save_case(bbp, out, name, trf, round_number, direction))
        if tbs:
            outcome.tiebreaks = tiebreaks
            keep = (Path(fixtures) / f"{direction}_{seed}.trf", f"{direction}:{seed}") if fixtures else None
            outcome.tb_findings = tiebreak_check(tbs, trf, tiebreaks, work.with_suffix(".tb.trf"),
                                                 None if outcome.flagged else keep)
        if not outcome.flagged and not outcome.tb_findings:
            work.with_suffix(".tb.trf").unlink(missing_ok=True)
            work.unlink()
            work.with_suffix(".cfg").unlink(missing_ok=True)
    except Exception as error:  # noqa: BLE001 - recorded as a discrepancy of kind 'error', the run goes on
        outcome.error = f"{type(error).__name__}: {error}"
    return outcome


def gacrux(tbs: str, path: Path, rounds: int) -> tuple[int, str, str]:
    """Gacrux's tie-break checker on one file after ``rounds`` rounds, ``python -m
    gacrux.tiebreakchecker -i FILE -b utf-8 -c -s -n ROUNDS`` as its command line runs it, in this process:
    (exit status, stdout, stderr). Its package (outside
    the project) is imported from ``tbs`` once per process; a new interpreter per file cost more
    than Gacrux's own work on it. Each call builds its checker anew from the file alone (its
    modules hold no state between files: the same results as one process per file, docs/validation.md)."""
    if tbs not in sys.path:
        sys.path.insert(0, tbs)
    from gacrux.tiebreakchecker import tiebreakchecker  # found only through --tbs

    # -s: a Swiss (C.07 15 is for round robins); without it Gacrux takes an event of N players and
    # N-1 or N rounds for a round robin whatever its 192 code (docs/findings/gacrux.md, G1)
    # -n: without it Gacrux ranks after the last round any cell names, a round to be paired included
    # (docs/findings/gacrux.md, G2; docs/rulings.md, "Standings of a file with the next round's byes")
    # -b utf-8: the file is written in UTF-8 (TRF.md 1); Gacrux reads a TRF file as Latin-1 unless told,
    # and a name of other letters then shifts the columns after it (docs/findings/gacrux.md, G3)
    argv, sys.argv = sys.argv, ["gacrux.tiebreakchecker", "-i", str(path.resolve()), "-b", "utf-8", "-c", "-s",
                                "-n", str(rounds)]
    out, err = io.StringIO(), io.StringIO()
    try:
        with redirect_stdout(out), redirect_stderr(err):
            status = tiebreakchecker().common_main()  # its __main__ exits with it
    except SystemExit as stop:  # its command line refused (argparse)
        status = stop.code if isinstance(stop.code, int) else int(stop.code is not None)
    except Exception:  # noqa: BLE001 - as an uncaught exception ends the process: status 1, the traceback
        status = 1
        err.write(traceback.format_exc())
    finally:
        sys.argv = argv
    return status % 256, out.getvalue(), err.getvalue()  # the process's exit status (Gacrux's 4xx codes wrap)


def _with_ranks(trf: TrfFile, ranks: dict[int, int | None], **changes: object) -> TrfFile:
    """A copy of ``trf`` whose players carry ``ranks`` (the rest shared: nothing else is changed)."""
    players = {pid: replace(player, rank=ranks.get(pid, player.rank)) for pid, player in trf.players.items()}
    return replace(trf, players=players, **changes)  # type: ignore[arg-type]


def tiebreak_check(tbs: str, trf: TrfFile, tiebreaks: str, path: Path,
                   keep: tuple[Path, str] | None = None, record: dict[str, object] | None = None) -> list[str]:
    """The standings of ``trf`` with the list ``tiebreaks`` (202), both ways: Gacrux's checker
    re-ranks the file carrying our ranks (``tbs-rank``: the players it ranks otherwise), its values
    are compared with ours (``tb-value``: player, code, both values), and our checker re-checks the
    file carrying Gacrux's ranks (``ours-rank``: our finding). ``tbs-error``: Gacrux refused it.
    ``record``: filled with the rounds Gacrux was asked for and its ranks and values (the real files'
    ``.gacrux.json``)."""
    # XXC rank (a real file's lines out of the order of their numbers): both programs rank the players
    # numbered in line order, as they are paired; Gacrux would read the file's numbers
    trf = ranked(trf)[0]
    header = {code: text for code, text in trf.header.items() if code != "212"} | {"202": tiebreaks}
    # a generation stopped early: the event as it ended
    listed = _with_ranks(trf, {}, total_rounds=trf.rounds_in_file(), header=header)
    rows = rank_by_list(listed)  # our ranks, as our generator writes them, and our values
    path.write_text(write_trf(listed), encoding="utf-8")
    rounds = tournament_from_trf(listed).complete_rounds
    status, stdout, stderr = gacrux(tbs, path, rounds)
    try:
        result = json.loads(stdout)["tiebreakResult"]
    except (ValueError, KeyError):
        return [f"tbs-error: exit {status}: {(stderr.strip().splitlines() or [stdout[:200]])[-1]}"]
    if record is not None:
        record.update(rounds=rounds, competitors=[{key: competitor[key] for key in ("cid", "rank", "tiebreakScore")}
                                                  for competitor in result["competitors"]])
    codes = tiebreaks.split(",")
    ours = {row.id: (row.points, *(row.tiebreaks[code] for code in codes)) for row in rows}
    findings = []
    for competitor in result["competitors"]:
        pid = competitor["cid"]
        if competitor["rank"] != listed.players[pid].rank:
            findings.append(f"tbs-rank: player {pid}: ours {listed.players[pid].rank} / Gacrux {competitor['rank']}")
        for code, mine, other in zip(("PTS", *codes), ours.get(pid, ()), competitor["tiebreakScore"]):
            if code == "DE":
                continue  # a rank inside the tied group, numbered by each program its own way: compared by the ranks
            if (mine is None) != (other in (None, "None")) or (
                    mine is not None and abs(float(mine) - float(other)) > 0.005):
                findings.append(f"tb-value: player {pid} {code}: ours {mine} / Gacrux {other}")
    theirs = _with_ranks(listed, {competitor["cid"]: competitor["rank"] for competitor in result["competitors"]})
    findings += [f"ours-rank: {finding}" for finding in check_standings(theirs) if finding.field == "rank"]
    if keep is not None and not findings:  # a fixture: (file, case) the file as Gacrux ranks it, its case in 012
        fixture, case = keep
        header = {**theirs.header, "012": f"{case} {theirs.header.get('012', '')}".rstrip()}
        fixture.write_text(write_trf(replace(theirs, header=header)), encoding="utf-8")
    return findings


def summary(outcomes: list[Outcome]) -> dict[str, object]:
    kinds: Counter[str] = Counter()
    by_round: Counter[int] = Counter()
    for o in outcomes:
        kinds.update(c.kind for c in o.cases)
        by_round.update(o.flagged)
        if o.error:
            kinds["error"] += 1
    differing = [o for o in outcomes if o.flagged or o.error]
    tb_kinds: Counter[str] = Counter(f.split(":")[0] for o in outcomes for f in o.tb_findings)
    return {
        "tournaments": len(outcomes),
        "by_direction": dict(Counter(o.direction for o in outcomes)),
        "rounds": sum(o.rounds_checked for o in outcomes),
        "players": [min((o.players for o in outcomes), default=0), max((o.players for o in outcomes), default=0)],
        "stopped_early": sum(not o.complete for o in outcomes),
        "tournaments_differing": len(differing),
        "differing_by_direction": dict(Counter(o.direction for o in differing)),
        "discrepancies_by_kind": dict(sorted(kinds.items())),
        "pairing_rounds": sum(n for k, n in kinds.items() if k not in ("colours", "error")),
        "colour_only_rounds": kinds["colours"],  # the same pairs, other colours: counted apart
        "tiebreaks_checked": sum(bool(o.tiebreaks) for o in outcomes),
        "tiebreaks_differing": sum(bool(o.tb_findings) for o in outcomes),
        "tiebreak_findings_by_kind": dict(sorted(tb_kinds.items())),
        "flagged_rounds_by_round_number": dict(sorted(by_round.items())),
        "known": kinds["r1-absent"],
        "unexplained": sum(n for k, n in kinds.items() if k != "r1-absent"),
    }


def findings_lines(o: Outcome, known_too: bool = True) -> list[str]:
    """FINDINGS.md entries of one tournament: the cut file, both pairings, the first diagnosis;
    without ``known_too``, the known round-1 colour cases are left to the counts."""
    if o.error:
        return [f"- `{o.direction}:{o.seed}` ({o.players} players): ERROR {o.error}"]
    lines = [f"- [tie-breaks {o.tiebreaks}] `{o.direction}:{o.seed}` ({o.players} players): {finding}"
             for finding in o.tb_findings]
    for c in o.cases:
        if c.kind == "r1-absent" and not known_too:
            continue
        ours_only = sorted(set(c.ours[1:]) - set(c.bbp[1:]))
        bbp_only = sorted(set(c.bbp[1:]) - set(c.ours[1:]))
        where = f"- [{c.kind}] `{c.trf}` (`{o.direction}:{o.seed}`, {o.players} players, round {c.round}): "
        if c.kind == "r1-absent":  # known (issue 14 item 2): every board after an absent player differs
            lines.append(where + f"{len(bbp_only)} boards differ")
        else:
            lines.append(where + f"ours {', '.join(ours_only) or '-'} / bbp {', '.join(bbp_only) or '-'}")
    return lines


def check_real(bbp: str, path: Path, tbs: str = "", work: Path | None = None) -> dict[str, object]:
    """Both checkers on one existing file: the rounds each flags and the pairs each proposes there
    must be the same; an exit code other than 0 is recorded with the first line of its message.
    With ``tbs`` (and a ``work`` folder) the standings too (``real_tiebreaks``)."""
    row: dict[str, object] = {"file": path.name}
    if tbs and work is not None:
        row["tiebreaks"] = real_tiebreaks(tbs, path, work / f"{path.stem}.tb.trf")
    project = str(Path(__file__).resolve().parents[1])
    commands = {"bbp": [bbp, "--dutch", str(path.resolve()), "-c"],
                "ours": [sys.executable, "-m", "arbiter_gui.cli", "--dutch", str(path.resolve()), "-c"]}
    for side, command in commands.items():
        run = subprocess.run(command, capture_output=True, text=True, timeout=EXTERNAL_TIMEOUT,
                             env={**os.environ, "PYTHONPATH": project})
        if run.returncode not in (0, EXIT_FINDINGS):
            row[side] = f"exit {run.returncode}: {(run.stderr.strip().splitlines() or [''])[0]}"
            continue
        row[f"{side}_rounds"], flagged = parse_report(run.stdout)
        row[side] = {str(r): list(pairs) for r, pairs in flagged.items()}
    refused = [str(row[side]).split(":")[0] for side in commands if isinstance(row[side], str)]
    counts = row.get("bbp_rounds"), row.get("ours_rounds")
    row["agree"] = ("yes" if row["bbp"] == row["ours"] and counts[0] == counts[1]
                    # a last round of byes and absences only (the round to be paired): bbp lists it, we do not
                    else f"same pairs ({counts[0]} / {counts[1]} rounds listed)" if row["bbp"] == row["ours"]
                    else f"both refuse ({refused[0]})" if len(refused) == 2 and refused[0] == refused[1] else "NO")
    return row


def real_tiebreaks(tbs: str, path: Path, work: Path) -> dict[str, list[str]] | str:
    """The standings of an existing file both ways (``tiebreak_check``): by its own list (212 or 202), else
    by each of REAL_TIEBREAK_LISTS; {list: findings}, or why they were not compared. Gacrux's ranks
    and values go to ``work``'s folder as FILE.gacrux.json (the real test files' expected values)."""
    try:
        trf = read_trf(str(path))
    except TrfError as error:
        return f"refused: {error}"
    if is_team_event(trf):
        return "team event: not compared"  # C.07 team lists and scores: outside tiebreak_check
    own = ",".join(standings_list(trf))  # the list its standings are ranked by (212, else 202)
    lists = [own] if own else REAL_TIEBREAK_LISTS
    records: dict[str, dict[str, object]] = {codes: {} for codes in lists}
    findings = {codes: tiebreak_check(tbs, trf, codes, work, record=records[codes]) for codes in lists}
    work.with_name(f"{path.stem}.gacrux.json").write_text(gacrux_json(records), encoding="utf-8")
    return findings


def gacrux_json(records: dict[str, dict[str, object]]) -> str:
    """Gacrux's ranks and values by list as the real files keep them: one competitor a line."""
    parts = []
    for codes, record in records.items():
        competitors = ",\n".join("  " + json.dumps(c) for c in record.get("competitors", []))
        parts.append(f' "{codes}": {{"rounds": {json.dumps(record.get("rounds"))}, "competitors": [\n{competitors}\n ]}}')
    return "{\n" + ",\n".join(parts) + "\n}\n"


def _tiebreak_text(value: object) -> str:
    if not isinstance(value, dict):
        return str(value)
    return "; ".join(f"{codes}: {len(findings) or 'same'}" for codes, findings in value.items())


def _flagged_text(value: object) -> str:
    return ", ".join(value) if isinstance(value, dict) and value else ("none" if isinstance(value, dict) else str(value))


def _range(text: str) -> tuple[int, int]:
    low, _, high = text.partition("-")
    return int(low), int(high or low)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bbp", required=True, help="bbpPairings executable (built outside the project)")
    parser.add_argument("--out", required=True, type=Path, help="folder for results, cases and work files")
    parser.add_argument("--direction", choices=(*DIRECTIONS, "both"), default="both")
    parser.add_argument("--count", type=int, default=100, help="tournaments per direction")
    parser.add_argument("--first-seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--players", type=_range, default=(4, 200), help="range, e.g. 4-200")
    parser.add_argument("--rounds", type=_range, default=(5, 13), help="range, e.g. 5-13")
    parser.add_argument("--findings", type=Path, help="append every discrepancy but the known round-1 colour ones to this Markdown file "
                        "(all of them go to OUT/discrepancies.md)")
    parser.add_argument("--tbs", help="TieBreakServer/Gacrux folder (outside the project): check tie-breaks too")
    parser.add_argument("--fixtures", type=Path, help="keep each tournament clean both ways (with --tbs) in this "
                        "folder, as DIRECTION_SEED.trf carrying Gacrux's ranks: the tests' fixtures")
    parser.add_argument("--only", help="one tournament, DIRECTION:SEED (rerun, results not recorded)")
    parser.add_argument("--real", type=Path, nargs="+", help="existing TRF files: compare both checkers on each")
    args = parser.parse_args(argv)
    for sub in ("cases", "work"):
        (args.out / sub).mkdir(parents=True, exist_ok=True)
    if args.fixtures:
        args.fixtures.mkdir(parents=True, exist_ok=True)
    bbp = str(Path(args.bbp).resolve())
    tbs = str(Path(args.tbs).resolve()) if args.tbs else ""
    if args.real:
        rows = [check_real(bbp, path, tbs, args.out / "work") for path in args.real]
        (args.out / "real.json").write_text(json.dumps(rows, indent=1) + "\n")
        print("| file | rounds (bbp / ours) | rounds flagged by bbp | by ours | same "
              "| tie-breaks: differences with Gacrux |\n|---|---|---|---|---|---|")
        for row in rows:
            print(f"| {row['file']} | {row.get('bbp_rounds', '-')} / {row.get('ours_rounds', '-')} | "
                  f"{_flagged_text(row['bbp'])} | {_flagged_text(row['ours'])} | {row['agree']} | "
                  f"{_tiebreak_text(row.get('tiebreaks', '-'))} |")
        return 0
    if args.only:
        direction, _, seed = args.only.partition(":")
        print(json.dumps(asdict(run_one((direction, int(seed), bbp, str(args.out), args.players, args.rounds, tbs,
                                                  str(args.fixtures or "")))),
                         indent=1))
        return 0
    results = args.out / "results.jsonl"
    done = {(r["direction"], r["seed"]) for r in map(json.loads, results.read_text().splitlines())} \
        if results.exists() else set()
    directions = DIRECTIONS if args.direction == "both" else (args.direction,)
    tasks = [(d, s, bbp, str(args.out), args.players, args.rounds, tbs, str(args.fixtures or ""))
             for s in range(args.first_seed, args.first_seed + args.count) for d in directions if (d, s) not in done]
    with multiprocessing.Pool(args.jobs) as pool, results.open("a") as log:
        for outcome in pool.imap_unordered(run_one, tasks):
            log.write(json.dumps(asdict(outcome)) + "\n")
            log.flush()
            if outcome.flagged or outcome.error or outcome.tb_findings:
                with (args.out / "discrepancies.md").open("a") as every:
                    every.write("\n".join(findings_lines(outcome)) + "\n")
                lines = findings_lines(outcome, known_too=False)
                if args.findings and lines:
                    with args.findings.open("a") as findings:
                        findings.write("\n".join(lines) + "\n")
    outcomes = [Outcome(**{**r, "cases": [Case(**c) for c in r["cases"]]})
                for r in map(json.loads, results.read_text().splitlines())]
    counts = summary(outcomes)
    (args.out / "summary.json").write_text(json.dumps(counts, indent=1) + "\n")
    print(json.dumps(counts, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
