"""The decision record of a round as stable JSON (documented in docs/explanation.md) and as plain
words with article numbers, bracket by bracket (the app's panel, ``arbiter-pair --explain X.txt``)."""
from __future__ import annotations

import json
import sys
import threading
from dataclasses import asdict
from decimal import Decimal
from fractions import Fraction
from typing import Any

from . import systems
from .result import BracketRecord, PlayerFacts, RoundPairing, format_criterion
from .result import format_score as _score
from .snapshot import Snapshot
from .swiss.dutch.explainer import DutchExplainer

FORMAT_VERSION = 2  # 2: the Dubov record no longer counts upfloaters in m1; m0, candidate, floats, ... added


class Explainer:
    """A round's record with its reasons, bracket by bracket on request (the app builds only the
    bracket shown). The Dutch reasons re-solve brackets (``DutchExplainer``); the other systems
    record theirs while pairing."""

    def __init__(self, snapshot: Snapshot, pairing: RoundPairing) -> None:
        self._dutch = DutchExplainer(snapshot, pairing) if pairing.system == "dutch" else None
        self.pairing = pairing

    def bracket(self, index: int) -> BracketRecord:
        return self._dutch.bracket(index) if self._dutch else self.pairing.brackets[index]

    def round(self) -> RoundPairing:
        return self._dutch.round() if self._dutch else self.pairing


def explained(snapshot: Snapshot, pairing: RoundPairing) -> RoundPairing:
    """The round with every reason filled in: what ``to_json``, ``to_text`` and the printed report show."""
    return Explainer(snapshot, pairing).round()


def _plain(value: Any) -> Any:
    if isinstance(value, Fraction):
        return float(value) if value.denominator != 1 else int(value)
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


def to_dict(pairing: RoundPairing) -> dict[str, Any]:
    return {
        "format": FORMAT_VERSION,
        "system": pairing.system,
        "round": pairing.round,
        "boards": [
            {"board": i, "white": b.white, "black": b.black, "colour_rule": b.colour_rule}
            for i, b in enumerate(pairing.boards, start=1)
        ],
        "bye": pairing.bye,
        "bye_reason": pairing.bye_reason,
        "bye_article": pairing.bye_article,
        "brackets": [_plain(asdict(record)) for record in pairing.brackets],
        "players": {str(pid): _plain(asdict(facts)) for pid, facts in sorted(pairing.players.items())},
    }


def to_json(pairing: RoundPairing) -> str:
    """The record as JSON; its integers are exact however long (a bracket of about 2,700 players
    has a sequence of candidates whose length has more digits than Python converts by default)."""
    with _LONG_INTEGERS:
        limit = sys.get_int_max_str_digits()
        sys.set_int_max_str_digits(0)  # 0: no limit; the limit guards against parsing input, not output
        try:
            return json.dumps(to_dict(pairing), indent=2, sort_keys=True) + "\n"
        finally:
            sys.set_int_max_str_digits(limit)


_LONG_INTEGERS = threading.Lock()  # the limit is process-wide: one to_json changes it at a time


def _ids(ids: list[int]) -> str:
    return ", ".join(map(str, ids)) if ids else "none"


def _count(n: object) -> str:
    """A number of candidates; the sequences of large brackets are astronomically long (a round-1
    bracket of 266 players already exceeds a float): ``Decimal`` takes an integer of any size exactly."""
    return f"about {Decimal(n):.1e}" if isinstance(n, int) and n >= 10**9 else str(n)


def player_cells(facts: PlayerFacts) -> tuple[str, str, str, str, str]:
    """A player as the rules saw them: score, colour preference (1.7), colour difference (1.6),
    floats two rounds before / in the previous round (1.4), and remarks (1.8, C2, Dubov 1.7-1.8)."""
    notes = ["topscorer (1.8)"] if facts.topscorer else []
    if not facts.bye_eligible:
        notes.append("no PAB (C2)")
    if facts.aro is not None:
        notes.append(f"ARO {facts.aro}, upfloated {facts.upfloats}x"
                     + (" (maximum upfloater, 1.8)" if facts.maximum_upfloater else ""))
    return (_score(facts.score), facts.colour_preference, f"{facts.colour_difference:+d}",
            " / ".join(f or "-" for f in facts.floats), ", ".join(notes))


def player_line(facts: PlayerFacts | None, pid: int, role: str) -> str:
    if facts is None:
        return f"    {pid} ({role})"
    score, preference, difference, floats, notes = player_cells(facts)
    return (f"    {pid} ({role}): {score} points, colour preference {preference} (difference {difference}), "
            f"floats two rounds before / previous round: {floats}" + (f", {notes}" if notes else ""))


# What each colour rule (5.2.x) says, per system: the Dutch text differs from Dubov's and Burstein's.
_DUTCH_COLOURS = {"5.2.1": "both preferences granted", "5.2.2": "the stronger preference granted",
                  "5.2.3": "colours alternated from the last round they differed",
                  "5.2.4": "the higher ranked player's preference granted",
                  "5.2.5": "the higher ranked player's TPN and the initial colour"}
_DUBOV_COLOURS = {"5.2.1": "neither has played: TPN and the initial colour", "5.2.2": "both preferences granted",
                  "5.2.3": "the stronger preference granted",
                  "5.2.4": "colours alternated from the last round they differed",
                  "5.2.5": "the higher ranked player's preference granted"}
COLOUR_RULE_WORDS = {"dutch": _DUTCH_COLOURS, "dubov": _DUBOV_COLOURS, "burstein": _DUBOV_COLOURS}


def colour_rule_words(system: str, rule: str) -> str:
    """The colour rule in words ("" when the system's wording is not known here)."""
    return COLOUR_RULE_WORDS.get(system, {}).get(rule, "")


def colour_rules(pairing: RoundPairing) -> dict[frozenset[int], str]:
    """The 5.2 rule that gave White on each board, by the pair of players."""
    return {frozenset((b.white, b.black)): b.colour_rule for b in pairing.boards}


def bracket_title(record: BracketRecord) -> str:
    size = len(record.residents) + len(record.mdps) + len(record.upfloaters)
    pairs = len(record.pairs)
    return (f"Bracket {_score(record.score)}: {size} player{'' if size == 1 else 's'}, "
            f"{pairs} pair{'' if pairs == 1 else 's'}, "
            + ("perfect" if record.perfect else "not perfect"))


def bracket_lines(pairing: RoundPairing, record: BracketRecord, with_players: bool = True) -> list[str]:
    """One bracket's decisions in plain words with the articles of the system's rules
    (``with_players``: a line per player, for readers without a table of them)."""
    facts = pairing.players
    dutch_shaped = pairing.system == "dutch" or bool(record.s1 or record.s2)  # C.04.3 3.1-3.4 vocabulary
    lines = [f"Bracket {_score(record.score)} (1.3): residents {_ids(record.residents)}"
             + (f"; moved-down players {_ids(record.mdps)} (M0 = {record.m0}, 3.1.1)" if record.mdps else "")
             + (f"; upfloaters {_ids(record.upfloaters)} (3.2.2)" if record.upfloaters else "")]
    for role, ids in (("MDP", record.mdps), ("resident", record.residents), ("upfloater", record.upfloaters)):
        lines.extend(player_line(facts.get(pid), pid, role) for pid in ids if with_players)
    if record.groups:
        lines.append("  " + "  ".join(f"{name} {_ids(ids)}" for name, ids in record.groups.items()) + "  (3.2.3-3.2.6)")
        shifts = [f"{name}: {_ids(ids)}" for name, ids in record.exchange.items() if ids]
        if shifts:
            lines.append("  shifts " + "; ".join(shifts))
    elif dutch_shaped:
        lines.append(f"  MaxPairs {record.max_pairs}, M1 {record.m1} (3.1.2, 3.1.3);  S1 {_ids(record.s1)}  "
                     f"S2 {_ids(record.s2)}" + (f"  Limbo {_ids(record.limbo)}" if record.limbo else "") + "  (3.2)")
    if record.parameters:
        lines.append("  " + ", ".join(f"{k} {v}" for k, v in record.parameters.items()))
    lines.extend(candidate_lines(record))
    lines.append(f"  pairs: {', '.join(f'{a}-{b}' for a, b in record.pairs) or 'none'}")
    if record.downfloaters:
        lines.append(f"  downfloaters: {_ids(record.downfloaters)}")
    lines.extend(f"    {d.text}" for d in record.floats)
    if dutch_shaped:
        lines.append(verdict_line(record))
    lines.extend(f"    {d.text}" for d in record.shortfalls)
    lines.extend(f"  note: {note}" for note in record.notes)
    return lines


def verdict_line(record: BracketRecord) -> str:
    """C.04.3 3.4.1 / 3.8.1: a perfect candidate, or the best one and the criteria it breaks."""
    examined = record.candidate.get("examined")
    if record.perfect:
        return ("  perfect candidate, accepted at once (3.4.1)"
                + (f" after {_count(examined)} candidate(s) of the sequence" if examined else ""))
    faults = [f"{name} {format_criterion(value)}" for name, value in record.violations().items()]
    return ("  no perfect candidate: the best one was chosen (3.8.1)"
            + (f" among all {_count(examined)} candidates of the sequence" if examined else "")
            + (f"; it breaks {', '.join(faults)}" if faults else ""))


def candidate_lines(record: BracketRecord) -> list[str]:
    c = record.candidate
    if not c:
        return []
    lines = []
    if "mdp_set" in c:
        lines.append(f"  MDP-pairing: MDP set {_ids(c['mdp_set'])} (4.4.2) with {_ids(c['mdp_partners'])} "  # type: ignore[arg-type]
                     f"(transposition {c['mdp_transposition'] + 1} of S2, 3.7.2)")  # type: ignore[operator]
    sequence = record.remainder_exchange if record.mdps else record.exchange
    where = "remainder" if record.mdps else "bracket"
    exchange = c["exchange"]
    if sequence.get("moved_s1_to_s2"):
        lines.append(f"  exchange (4.3): {_ids(sequence['moved_s1_to_s2'])} to S2, {_ids(sequence['moved_s2_to_s1'])} "
                     f"to S1" + (f", number {exchange + 1} in the order of 4.3.2" if exchange is not None else ""))  # type: ignore[operator]
    position = c["position"]
    lines.append(f"  {where} candidate: transposition {c['transposition'] + 1} of S2 (4.2.2)"  # type: ignore[operator]
                 + (f", candidate {_count(position)} of {_count(c['sequence_length'])} in the sequence (3.6)"
                    if position is not None else f" of exchange {c['exchange_size']}-for-{c['exchange_size']}"))
    return lines


def to_text(pairing: RoundPairing) -> str:
    """The record in plain words with article numbers, bracket by bracket."""
    lines = [f"Round {pairing.round}, {systems.label(pairing.system)} system"]
    for record in pairing.brackets:
        lines.append("")
        lines.extend(bracket_lines(pairing, record))
    if pairing.bye is not None:
        lines.append("")
        label = "Rest (Berger table)" if pairing.system.endswith("round_robin") else "Pairing-allocated bye"
        lines.append(f"{label}: {pairing.bye}"
                     + (f" ({pairing.bye_article})" if pairing.bye_article else "") + f": {pairing.bye_reason}")
    lines.append("")
    lines.append("Colours, the rule that gave White on each board: " + ", ".join(
        f"{b.white}-{b.black} {b.colour_rule}" for b in pairing.boards))
    return "\n".join(lines) + "\n"
