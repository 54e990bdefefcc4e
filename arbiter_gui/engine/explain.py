"""The decision record of a round as stable JSON (documented in docs/explanation.md) and as plain
words with article numbers, bracket by bracket (the app's panel, ``arbiter-pair --explain X.txt``).

The words are ``Text`` (context "Explain"): English where they are printed as strings (the command
line, the JSON), in the interface's language where the app shows them (``Text.shown``)."""
from __future__ import annotations

import json
import sys
import threading
from dataclasses import asdict, replace
from decimal import Decimal
from fractions import Fraction
from typing import Any

from ..text import QT_TRANSLATE_NOOP, Text, Translate, explain_text, joined
from . import systems
from .acceleration.methods import METHODS
from .club import keizer
from .result import BracketRecord, PlayerFacts, RoundPairing, format_criterion
from .result import format_score as _score
from .snapshot import Snapshot
from .swiss.dutch.explainer import DutchExplainer

FORMAT_VERSION = 2  # 2: the Dubov record no longer counts upfloaters in m1; m0, candidate, floats, ... added


class Explainer:
    """A round's record with its reasons, bracket by bracket on request (the app builds only the
    bracket shown). The Dutch reasons re-solve brackets (``DutchExplainer``); the other systems
    record theirs while pairing (a stored Keizer round is paired again from its snapshot for them)."""

    def __init__(self, snapshot: Snapshot, pairing: RoundPairing) -> None:
        self._dutch = DutchExplainer(snapshot, pairing) if pairing.system == "dutch" else None
        if pairing.system == keizer.SYSTEM and not isinstance(pairing, keizer.KeizerPairing):
            pairing = keizer.pair_round(snapshot)  # a stored round: its record, paired again from the snapshot
        self.pairing = pairing

    def bracket(self, index: int) -> BracketRecord:
        return self._dutch.bracket(index) if self._dutch else self.pairing.brackets[index]

    def round(self) -> RoundPairing:
        return self._dutch.round() if self._dutch else self.pairing


def explained(snapshot: Snapshot, pairing: RoundPairing) -> RoundPairing:
    """The round with every reason filled in: what ``to_json``, ``to_text`` and the printed report
    show; with the acceleration method and each player's virtual points in this round."""
    full = Explainer(snapshot, pairing).round()
    virtual = {p.id: p.score - p.points for p in snapshot.players if p.score != p.points}
    return replace(full, acceleration=snapshot.acceleration, virtual_points=virtual) if virtual else full


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
        **({"keizer": _plain(asdict(pairing.record))} if isinstance(pairing, keizer.KeizerPairing)
           and pairing.record else {}),
    } | ({"acceleration": pairing.acceleration,  # only in an accelerated round (docs/explanation.md)
          "virtual_points": {str(pid): _plain(v) for pid, v in sorted(pairing.virtual_points.items())}}
         if pairing.virtual_points else {})


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
    return ", ".join(map(str, ids)) if ids else explain_text(QT_TRANSLATE_NOOP("Explain", "none"))


def _count(n: object) -> str:
    """A number of candidates; the sequences of large brackets are astronomically long (a round-1
    bracket of 266 players already exceeds a float): ``Decimal`` takes an integer of any size exactly."""
    if isinstance(n, int) and n >= 10**9:
        return explain_text(QT_TRANSLATE_NOOP("Explain", "about {0}"), f"{Decimal(n):.1e}")
    return str(n)


def _indented(depth: int, text: str) -> Text:
    """A line of the record, ``depth`` spaces in (the spaces stay out of the translated words)."""
    return joined("", [" " * depth, text])


# A colour preference (1.7) and a float (1.4) as the record's facts write them, in words
PREFERENCE_WORDS = {
    "none": QT_TRANSLATE_NOOP("Explain", "none"),
    "white absolute": QT_TRANSLATE_NOOP("Explain", "white absolute"),
    "white strong": QT_TRANSLATE_NOOP("Explain", "white strong"),
    "white mild": QT_TRANSLATE_NOOP("Explain", "white mild"),
    "black absolute": QT_TRANSLATE_NOOP("Explain", "black absolute"),
    "black strong": QT_TRANSLATE_NOOP("Explain", "black strong"),
    "black mild": QT_TRANSLATE_NOOP("Explain", "black mild"),
}
FLOAT_WORDS = {"down": QT_TRANSLATE_NOOP("Explain", "down"), "up": QT_TRANSLATE_NOOP("Explain", "up")}


def _word(words: dict[str, str], value: str) -> str:
    """``value`` translatable when ``words`` know it, else as it is."""
    return explain_text(words[value]) if value in words else value


def player_cells(facts: PlayerFacts) -> tuple[str, str, str, str, str]:
    """A player as the rules saw them: score, colour preference (1.7), colour difference (1.6),
    floats two rounds before / in the previous round (1.4), and remarks (1.8, C2, Dubov 1.7-1.8)."""
    notes: list[object] = [explain_text(QT_TRANSLATE_NOOP("Explain", "topscorer (1.8)"))] if facts.topscorer else []
    if not facts.bye_eligible:
        notes.append(explain_text(QT_TRANSLATE_NOOP("Explain", "no PAB (C2)")))
    if facts.aro is not None:
        notes.append(explain_text(QT_TRANSLATE_NOOP("Explain", "ARO {0}, upfloated {1}x (maximum upfloater, 1.8)"),
                                  facts.aro, facts.upfloats) if facts.maximum_upfloater else
                     explain_text(QT_TRANSLATE_NOOP("Explain", "ARO {0}, upfloated {1}x"), facts.aro, facts.upfloats))
    return (_score(facts.score), _word(PREFERENCE_WORDS, facts.colour_preference), f"{facts.colour_difference:+d}",
            joined(" / ", [_word(FLOAT_WORDS, f) if f else "-" for f in facts.floats]), joined(", ", notes))


def player_line(facts: PlayerFacts | None, pid: int, role: str) -> str:
    if facts is None:
        return _indented(4, explain_text(QT_TRANSLATE_NOOP("Explain", "{0} ({1})"), pid, role))
    score, preference, difference, floats, notes = player_cells(facts)
    line = explain_text(QT_TRANSLATE_NOOP("Explain", "{0} ({1}): {2} points, colour preference {3} (difference {4}), "
                                          "floats two rounds before / previous round: {5}"),
                        pid, role, score, preference, difference, floats)
    return _indented(4, joined(", ", [line, notes]) if notes else line)


# What each colour rule (5.2.x) says, per system: the Dutch text differs from Dubov's and Burstein's.
_DUTCH_COLOURS = {"5.2.1": QT_TRANSLATE_NOOP("Explain", "both preferences granted"),
                  "5.2.2": QT_TRANSLATE_NOOP("Explain", "the stronger preference granted"),
                  "5.2.3": QT_TRANSLATE_NOOP("Explain", "colours alternated from the last round they differed"),
                  "5.2.4": QT_TRANSLATE_NOOP("Explain", "the higher ranked player's preference granted"),
                  "5.2.5": QT_TRANSLATE_NOOP("Explain", "the higher ranked player's TPN and the initial colour")}
_DUBOV_COLOURS = {"5.2.1": QT_TRANSLATE_NOOP("Explain", "neither has played: TPN and the initial colour"),
                  "5.2.2": _DUTCH_COLOURS["5.2.1"], "5.2.3": _DUTCH_COLOURS["5.2.2"],
                  "5.2.4": _DUTCH_COLOURS["5.2.3"], "5.2.5": _DUTCH_COLOURS["5.2.4"]}
COLOUR_RULE_WORDS = {"dutch": _DUTCH_COLOURS, "dubov": _DUBOV_COLOURS, "burstein": _DUBOV_COLOURS}


def colour_rule_words(system: str, rule: str) -> str:
    """The colour rule in words ("" when the system's wording is not known here)."""
    words = COLOUR_RULE_WORDS.get(system, {}).get(rule, "")
    return explain_text(words) if words else ""


def colour_rules(pairing: RoundPairing) -> dict[frozenset[int], str]:
    """The 5.2 rule that gave White on each board, by the pair of players."""
    return {frozenset((b.white, b.black)): b.colour_rule for b in pairing.boards}


ROLES = {"MDP": QT_TRANSLATE_NOOP("Explain", "MDP"), "resident": QT_TRANSLATE_NOOP("Explain", "resident"),
         "upfloater": QT_TRANSLATE_NOOP("Explain", "upfloater")}


def roles(record: BracketRecord) -> list[tuple[str, list[int]]]:
    """The bracket's players by their role (1.2, Dubov 3.2.2), the role in words."""
    return [(explain_text(ROLES[role]), ids) for role, ids in
            (("MDP", record.mdps), ("resident", record.residents), ("upfloater", record.upfloaters))]


def bracket_title(record: BracketRecord) -> str:
    size = len(record.residents) + len(record.mdps) + len(record.upfloaters)
    pairs = len(record.pairs)
    return explain_text(QT_TRANSLATE_NOOP("Explain", "Bracket {0}: {1}, {2}, {3}"), _score(record.score),
                        explain_text(QT_TRANSLATE_NOOP("Explain", "1 player") if size == 1 else
                                     QT_TRANSLATE_NOOP("Explain", "{0} players"), size),
                        explain_text(QT_TRANSLATE_NOOP("Explain", "1 pair") if pairs == 1 else
                                     QT_TRANSLATE_NOOP("Explain", "{0} pairs"), pairs),
                        explain_text(QT_TRANSLATE_NOOP("Explain", "perfect") if record.perfect else
                                     QT_TRANSLATE_NOOP("Explain", "not perfect")))


# A bracket's first words, with the articles of the system's text: {0} score and {1} residents; {0} the
# players moved down and {1} M0; {0} the upfloaters. The bracket: C.04.3 1.3, Dubov 1.3, Burstein 1.2,
# Lim 2.2, Double-Swiss and Team 1.3, the 1992 rules A3; upfloaters: Dubov 3.2.2, Double-Swiss and Team 3.5
_BRACKET = QT_TRANSLATE_NOOP("Explain", "Bracket {0} (1.3): residents {1}")
_UPFLOATERS_TOP = QT_TRANSLATE_NOOP("Explain", "upfloaters {0} (3.5)")
_HEADINGS = {
    "dutch": (_BRACKET, QT_TRANSLATE_NOOP("Explain", "moved-down players {0} (M0 = {1}, 3.1.1)"), ""),
    "dubov": (_BRACKET, "", QT_TRANSLATE_NOOP("Explain", "upfloaters {0} (3.2.2)")),
    "burstein": (QT_TRANSLATE_NOOP("Explain", "Bracket {0} (1.2): residents {1}"),
                 QT_TRANSLATE_NOOP("Explain", "incoming floaters {0} (1.2.2)"), ""),
    "lim": (QT_TRANSLATE_NOOP("Explain", "Scoregroup {0} (2.2): residents {1}"),
            QT_TRANSLATE_NOOP("Explain", "floaters {0} (3.1)"), ""),
    # the top-scoregroup systems (C.04.5, C.04.6 with each kind of colour preference)
    **{name: (_BRACKET, "", _UPFLOATERS_TOP) for name in systems.names(systems.Family.MATCH, systems.Family.TEAM)},
    "fide_1992": (QT_TRANSLATE_NOOP("Explain", "Scoregroup {0} (1992 A3): residents {1}"),
                  QT_TRANSLATE_NOOP("Explain", "moved-down players {0} (1992 A3)"), ""),
}


def bracket_lines(pairing: RoundPairing, record: BracketRecord, with_players: bool = True) -> list[str]:
    """One bracket's decisions in plain words with the articles of the system's rules
    (``with_players``: a line per player, for readers without a table of them)."""
    facts = pairing.players
    # C.04.3's vocabulary (MaxPairs, M1, S1/S2, 3.4.1/3.8.1): the Dutch records, which alone name their
    # candidate, also in a Burstein seeding round (C.04.4.2 1.6.1)
    dutch_shaped = pairing.system == "dutch" or bool(record.candidate)
    heading, moved_down, upfloaters = _HEADINGS["dutch" if dutch_shaped else pairing.system]
    first: list[object] = [explain_text(heading, _score(record.score), _ids(record.residents))]
    if record.mdps:
        first.append(explain_text(moved_down, _ids(record.mdps), record.m0))
    if record.upfloaters:
        first.append(explain_text(upfloaters, _ids(record.upfloaters)))
    lines = [joined("; ", first)]
    for role, ids in roles(record):
        lines.extend(player_line(facts.get(pid), pid, role) for pid in ids if with_players)
    if record.groups:
        lines.append(_indented(2, joined("  ", [joined(" ", [name, _ids(ids)]) for name, ids in record.groups.items()]
                                         + ["(3.2.3-3.2.6)"])))
        shifts = [joined(": ", [name, _ids(ids)]) for name, ids in record.exchange.items() if ids]
        if shifts:
            lines.append(_indented(2, explain_text(QT_TRANSLATE_NOOP("Explain", "shifts {0}"), joined("; ", shifts))))
    elif dutch_shaped:
        lines.append(_indented(2, joined("  ", [
            f"MaxPairs {record.max_pairs}, M1 {record.m1} (3.1.2, 3.1.3);", joined(" ", ["S1", _ids(record.s1)]),
            joined(" ", ["S2", _ids(record.s2)]), *([f"Limbo {_ids(record.limbo)}"] if record.limbo else []),
            "(3.2)"])))
    if record.parameters:
        lines.append(_indented(2, joined(", ", [joined(" ", [k, v]) for k, v in record.parameters.items()])))
    lines.extend(candidate_lines(record))
    lines.append(_indented(2, explain_text(QT_TRANSLATE_NOOP("Explain", "pairs: {0}"),
                                           ", ".join(f"{a}-{b}" for a, b in record.pairs) or _ids([]))))
    if record.downfloaters:
        lines.append(_indented(2, explain_text(QT_TRANSLATE_NOOP("Explain", "downfloaters: {0}"),
                                               _ids(record.downfloaters))))
    lines.extend(_indented(4, d.text) for d in record.floats)
    if dutch_shaped:
        lines.append(verdict_line(record))
    lines.extend(_indented(4, d.text) for d in record.shortfalls)
    lines.extend(_indented(2, explain_text(QT_TRANSLATE_NOOP("Explain", "note: {0}"), note)) for note in record.notes)
    return lines


def verdict_line(record: BracketRecord, equals: str = " ") -> str:
    """C.04.3 3.4.1 / 3.8.1: a perfect candidate, or the best one and the criteria it breaks
    (``equals`` between a criterion and its value: "C12 2", "C12 = 2")."""
    examined = record.candidate.get("examined")
    if record.perfect:  # one template per number: "1 candidates" reads wrong in English and Italian
        return _indented(2, explain_text(
            QT_TRANSLATE_NOOP("Explain", "perfect candidate, accepted at once (3.4.1): the first candidate "
                                         "of the sequence")) if examined == 1 else explain_text(
            QT_TRANSLATE_NOOP("Explain", "perfect candidate, accepted at once (3.4.1) after {0} candidates "
                                         "of the sequence"), _count(examined)) if examined else
            explain_text(QT_TRANSLATE_NOOP("Explain", "perfect candidate, accepted at once (3.4.1)")))
    parts: list[object] = [explain_text(
        QT_TRANSLATE_NOOP("Explain", "no perfect candidate: the only candidate of the sequence was chosen "
                                     "(3.8.1)")) if examined == 1 else explain_text(
        QT_TRANSLATE_NOOP("Explain", "no perfect candidate: the best one was chosen (3.8.1) among all {0} "
                                     "candidates of the sequence"), _count(examined)) if examined else
        explain_text(QT_TRANSLATE_NOOP("Explain", "no perfect candidate: the best one was chosen (3.8.1)"))]
    broken = ", ".join(f"{name}{equals}{format_criterion(value)}" for name, value in record.violations().items())
    if broken:
        parts.append(explain_text(QT_TRANSLATE_NOOP("Explain", "it breaks {0}"), broken))
    return _indented(2, joined("; ", parts))


def candidate_lines(record: BracketRecord) -> list[str]:
    c = record.candidate
    if not c:
        return []
    lines = []
    if "mdp_set" in c:
        lines.append(_indented(2, explain_text(
            QT_TRANSLATE_NOOP("Explain", "MDP-pairing: MDP set {0} (4.4.2) with {1} (transposition {2} of S2, 3.7.2)"),
            _ids(c["mdp_set"]), _ids(c["mdp_partners"]), c["mdp_transposition"] + 1)))  # type: ignore[arg-type,operator]
    sequence = record.remainder_exchange if record.mdps else record.exchange
    exchange = c["exchange"]
    if sequence.get("moved_s1_to_s2"):
        moved = (_ids(sequence["moved_s1_to_s2"]), _ids(sequence["moved_s2_to_s1"]))
        lines.append(_indented(2, explain_text(
            QT_TRANSLATE_NOOP("Explain", "exchange (4.3): {0} to S2, {1} to S1, number {2} in the order of 4.3.2"),
            *moved, exchange + 1) if exchange is not None else  # type: ignore[operator]
            explain_text(QT_TRANSLATE_NOOP("Explain", "exchange (4.3): {0} to S2, {1} to S1"), *moved)))
    position = c["position"]
    transposition = c["transposition"] + 1  # type: ignore[operator]
    if record.mdps:
        candidate = explain_text(QT_TRANSLATE_NOOP("Explain", "remainder candidate: transposition {0} of S2 (4.2.2)"),
                                 transposition)
    else:
        candidate = explain_text(QT_TRANSLATE_NOOP("Explain", "bracket candidate: transposition {0} of S2 (4.2.2)"),
                                 transposition)
    detail = explain_text(QT_TRANSLATE_NOOP("Explain", ", candidate {0} of {1} in the sequence (3.6)"),
                          _count(position), _count(c["sequence_length"])) if position is not None else \
        explain_text(QT_TRANSLATE_NOOP("Explain", " of exchange {0}-for-{0}"), c["exchange_size"])
    lines.append(_indented(2, joined("", [candidate, detail])))
    return lines


def bye_line(pairing: RoundPairing, who: object) -> str:
    """The pairing-allocated bye (or the rest of a Berger table), its article and its reason."""
    label = explain_text(QT_TRANSLATE_NOOP("Explain", "Rest (Berger table)") if pairing.system.endswith("round_robin")
                         else QT_TRANSLATE_NOOP("Explain", "Pairing-allocated bye"))
    return joined("", [label, ": ", who, f" ({pairing.bye_article})" if pairing.bye_article else "", ": ",
                       pairing.bye_reason])


def _ranges(players: list[int]) -> str:
    """Pairing numbers as ranges: 1-8, 10, 12-13."""
    parts: list[str] = []
    for player in sorted(players):
        if parts and parts[-1].split("-")[-1] == str(player - 1):
            parts[-1] = f"{parts[-1].split('-')[0]}-{player}"
        else:
            parts.append(str(player))
    return ", ".join(parts)


def acceleration_lines(pairing: RoundPairing) -> list[Text]:
    """Why players have virtual points in this round (C.04.7 1.5; seed 003 8.3): the method and its
    rule, then who has how many; nothing in a round without virtual points."""
    if not pairing.virtual_points:
        return []
    method = METHODS.get(pairing.acceleration)
    lines = [explain_text(QT_TRANSLATE_NOOP("Explain", "Acceleration: {0} ({1}): {2}"), explain_text(method.label),
                          method.source, explain_text(method.rule)) if method is not None else
             explain_text(QT_TRANSLATE_NOOP("Explain", "Acceleration: virtual points given by the tournament "
                                                       "(TRF 250 / XXA records)"))]
    by_value: dict[Fraction, list[int]] = {}
    for player, value in pairing.virtual_points.items():
        by_value.setdefault(value, []).append(player)
    lines.append(explain_text(QT_TRANSLATE_NOOP("Explain", "Virtual points in this round, added to the points "
                                                           "scored for the pairing only (C.04.7 1.5): {0}"),
                              "; ".join(f"{_score(value)} for {_ranges(players)}"
                                        for value, players in sorted(by_value.items(), reverse=True))))
    return lines


def keizer_lines(record: keizer.KeizerRound) -> list[str]:
    """seed 003 6.1: the list the round was paired from (place, value, score), newcomers, and why each pair."""
    lines: list[str] = ["", explain_text(QT_TRANSLATE_NOOP("Explain", "Keizer list (seed 003 6.1): place, player, "
                                                                      "value, Keizer score"))]
    absent = explain_text(QT_TRANSLATE_NOOP("Explain", "absent"))
    for place in record.ranking:
        line = f"  {place.rank}. {place.id}  {place.value}  {_score(place.score)}"
        lines.append(line if place.present else joined("  ", [line, absent]))
    lines.extend(f"  {d.text} ({d.article})" for d in record.entered + record.pairs)
    return lines


def to_text(pairing: RoundPairing, translate: Translate | None = None) -> str:
    """The record in plain words with article numbers, bracket by bracket: English, or in the
    language of ``translate`` (the app's)."""
    lines: list[str] = [explain_text(QT_TRANSLATE_NOOP("Explain", "Round {0}, {1} system"), pairing.round,
                                     systems.label(pairing.system))]
    lines.extend(acceleration_lines(pairing))
    for record in pairing.brackets:
        lines.append("")
        lines.extend(bracket_lines(pairing, record))
    if isinstance(pairing, keizer.KeizerPairing) and pairing.record:
        lines.extend(keizer_lines(pairing.record))
    if pairing.bye is not None:
        lines.append("")
        lines.append(bye_line(pairing, pairing.bye))
    lines.append("")
    lines.append(explain_text(QT_TRANSLATE_NOOP("Explain", "Colours, the rule that gave White on each board: {0}"),
                              joined(", ", [joined(" ", [f"{b.white}-{b.black}", b.colour_rule])
                                            for b in pairing.boards])))
    if translate is not None:
        lines = [line.shown(translate) if isinstance(line, Text) else line for line in lines]
    return "\n".join(lines) + "\n"
