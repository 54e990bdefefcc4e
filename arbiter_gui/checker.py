"""Checker: re-pair every round of a tournament from its history and report differences, and
re-rank its standings by its tie-break list and report every points value and rank it gets wrong."""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from fractions import Fraction

from .engine import systems
from .engine.result import NoValidPairing
from .formats.trf import PLAYER_FIELDS, TrfFile, is_double_swiss
from .formats.trf_pairing import engine_pairs, file_pairs, paired_rounds, pairing_view, ranked, snapshot, with_acceleration
from .formats.trf_tournament import tournament_from_trf
from .tournament.standings import tournament_standings


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


def check_tournament(trf: TrfFile, system: str, acceleration: str = "") -> list[RoundCheck]:
    """One RoundCheck per paired round of the file (``acceleration``: the --baku / --acceleration
    option's method, used when the file gives no 250 / XXA), in the file's numbers."""
    checks = []
    trf, back = ranked(replace(trf, total_rounds=trf.total_rounds or trf.rounds_in_file()))  # TRF16: no XXR/142
    trf = with_acceleration(trf, acceleration)
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


@dataclass(frozen=True)
class StandingFinding:
    line: int  # the player's 001 line
    field: str  # "points" or "rank" (PLAYER_FIELDS)
    found: str
    expected: str

    def __str__(self) -> str:
        start, end = PLAYER_FIELDS[self.field]
        return f"line {self.line}, field '{self.field}' (columns {start}-{end}): {self.found}, {self.expected}"


def standings_list(trf: TrfFile) -> tuple[str, ...]:
    """The tie-breaks that define the file's standings: 212 (TRF-2026: the list with PTS first)
    when the file has it, else 202; () when it has neither."""
    text = trf.header.get("212") or trf.header.get("202") or ""
    codes = tuple(code.strip() for code in text.split(",") if code.strip())
    return codes[1:] if codes[:1] == ("PTS",) else codes


def check_standings(trf: TrfFile) -> list[StandingFinding]:
    """Every Points value (columns 81-84) the results under the file's point system do not give,
    and every rank (86-89) its tie-break list does not give after the complete rounds
    (``tournament_standings``, the app's one standings function). Players the list leaves tied
    may carry any rank of their group (C.07 4.2: the lots are drawn by the arbiter); a file with
    no tie-break list is checked on points alone, a blank rank is not checked, and ranks are not
    checked while the file holds cells of a round not complete (docs/rulings.md CK2)."""
    trf = ranked(trf)[0]  # XXC rank: the standings are of the players in line order; findings name lines
    findings = []
    for player in trf.players.values():
        computed = sum((trf.point_system.points(c) for c in player.rounds), Fraction(0))
        if computed != player.points:
            findings.append(StandingFinding(player.line, "points", _decimal(player.points),
                                            f"the results give {_decimal(computed)}"))
    t = tournament_from_trf(trf)
    games = 2 if is_double_swiss(trf) else 1  # C.04.5: two cells per round
    later = max(len(p.rounds) for p in trf.players.values()) > t.complete_rounds * games
    if t.settings.is_team_event or not t.complete_rounds or later:
        return findings  # ranks of a round not complete (byes entered for the next one, say) are not read
    codes = standings_list(trf)
    t = replace(t, settings=replace(t.settings, tiebreaks=codes))
    rows = tournament_standings(t, t.complete_rounds)
    group_of = (lambda row: row.rank) if codes else (lambda row: row.points)
    first: dict[object, int] = {}
    last: dict[object, int] = {}
    for position, row in enumerate(rows, start=1):
        first.setdefault(group_of(row), position)
        last[group_of(row)] = position
    for row in rows:
        player = trf.players[row.id]
        low, high = first[group_of(row)], last[group_of(row)]
        if player.rank is not None and not low <= player.rank <= high:
            given = str(low) if low == high else f"{low}-{high} (tied)"
            by = f"the tie-breaks {','.join(codes)}" if codes else "the points (no tie-break list)"
            findings.append(StandingFinding(player.line, "rank", str(player.rank),
                                            f"{by} give {given} after round {t.complete_rounds}"))
    return sorted(findings, key=lambda f: (f.line, f.field))


def _decimal(value: Fraction) -> str:
    return f"{float(value):.1f}"


def standings_report(name: str, findings: list[StandingFinding]) -> str:
    """One line per finding after a ``NAME: Standings`` header (the pairing report's style)."""
    return "\n".join([f"{name}: Standings", *(str(finding) for finding in findings)]) + "\n"
