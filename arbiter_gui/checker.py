"""Pairing checker: re-pair every round of a tournament from its history and report differences."""
from __future__ import annotations

from dataclasses import dataclass, field, replace

from .engine import systems
from .engine.result import NoValidPairing
from .formats.trf import TrfFile
from .formats.trf_pairing import engine_pairs, file_pairs, paired_rounds, pairing_view, ranked, snapshot, with_baku


@dataclass
class RoundCheck:
    round: int
    engine_only: list[str] = field(default_factory=list)  # pairs the engine makes and the file does not
    file_only: list[str] = field(default_factory=list)  # pairs in the file the engine does not make
    no_valid_pairing: bool = False

    @property
    def ok(self) -> bool:
        return not (self.engine_only or self.file_only or self.no_valid_pairing)


def _lines(pairs: set[tuple[int, int]], bye: int | None, back: dict[int, int]) -> set[str]:
    """The report's lines, in the file's numbers (``back``: see trf_pairing.ranked)."""
    found = {f"{back[w]} - {back[b]}" for w, b in pairs}
    if bye is not None:
        found.add(f"{back[bye]} - 0")
    return found


def check_tournament(trf: TrfFile, system: str, baku: bool = False) -> list[RoundCheck]:
    """One RoundCheck per paired round of the file (``baku``: the --baku option), in the file's numbers."""
    checks = []
    trf, back = ranked(replace(trf, total_rounds=trf.total_rounds or trf.rounds_in_file()))  # TRF16: no XXR/142
    trf = with_baku(trf, baku)
    rounds = pairing_view(trf)  # one cell per round (a Double-Swiss match has two)
    for round_number in range(1, paired_rounds(rounds) + 1):
        check = RoundCheck(round_number)
        pairs, bye, colourless = file_pairs(rounds, round_number)
        expected = _lines(pairs, bye, back)
        try:
            made_pairs, made_bye = engine_pairs(systems.pair(system, snapshot(trf, round_number)))
            made = _lines({(max(pair), min(pair)) if frozenset(pair) in colourless else pair for pair in made_pairs},
                          made_bye, back)
        except NoValidPairing:
            check.no_valid_pairing = True
            made = set()
        if not check.no_valid_pairing:
            check.engine_only = sorted(made - expected, key=_board_key)
            check.file_only = sorted(expected - made, key=_board_key)
        checks.append(check)
    return checks


def _board_key(line: str) -> tuple[int, int]:
    white, black = line.split(" - ")
    return int(white), int(black)


def report(name: str, checks: list[RoundCheck]) -> str:
    """The established engines' checker report: a header per round, then the differing pairs."""
    out = []
    for check in checks:
        out.append(f"{name}: Round #{check.round}")
        if check.no_valid_pairing:
            out.append(f"No valid pairing exists for round {check.round}.")
        elif not check.ok:
            out.append(f"{'Checker pairings':<24}Tournament pairings")
            rows = max(len(check.engine_only), len(check.file_only))
            for i in range(rows):
                left = check.engine_only[i] if i < len(check.engine_only) else ""
                right = check.file_only[i] if i < len(check.file_only) else ""
                out.append(f"{left:<24}{right}".rstrip())
    return "\n".join(out) + "\n"
