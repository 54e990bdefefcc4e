"""The decision record of a Dubov round (C.04.4.1), in the shape every system shares.

Dubov has no downfloaters, MDPs or Limbo: a bracket draws upfloaters from lower scores (3.2.1,
3.2.2), splits into G1/G2 by colour preference (3.2.3), shifts players (3.2.4) and pairs S1 against
the first legal transposition T2 (3.2.5, 3.2.6). The record puts those in ``upfloaters``, ``groups``
and ``exchange``; the Dutch-only fields stay empty.
"""
from __future__ import annotations

from fractions import Fraction

from ....text import QT_TRANSLATE_NOOP, explain_text
from ...result import BracketRecord, Decision, PlayerFacts, format_score, player_facts
from .bracket import BracketPlan
from .rules import RoundRules, max_upfloats
from .upfloaters import UpfloaterChoice

# C.04.4.1 2.3, in the rules' words
_CRITERION_WORDS = {
    "C5 upfloaters": QT_TRANSLATE_NOOP("Explain", "the number of upfloaters"),
    "C7": QT_TRANSLATE_NOOP("Explain", "players who do not get their colour preference"),
    "C8": QT_TRANSLATE_NOOP("Explain", "upfloaters who are maximum upfloaters (1.8)"),
    "C9": QT_TRANSLATE_NOOP("Explain", "times a maximum upfloater is upfloated"),
    "C10": QT_TRANSLATE_NOOP("Explain", "upfloaters who upfloated in the previous round"),
}


def bracket_record(rnd: RoundRules, score: Fraction, residents: list[int], choice: UpfloaterChoice,
                   plan: BracketPlan) -> BracketRecord:
    criteria = rnd.evaluate(residents, choice.upfloaters, plan.pairs)
    ideal_colour = abs(len(plan.g1) - len(plan.g2)) // 2 if plan.by_colour else len(plan.pairs)
    need = len(residents) - 2 * rnd.most_pairs(residents)  # 3.2.1
    perfect = (len(choice.upfloaters) == len(residents) % 2 and criteria["C7"] == ideal_colour
               and not any(criteria[k] for k in ("C8", "C9", "C10")))
    # the same whichever search found the pairing (``shortcut``): the rules' facts only
    notes = [explain_text(QT_TRANSLATE_NOOP("Explain", "G1/G2 by colour preference (3.2.3)") if plan.by_colour else
                          QT_TRANSLATE_NOOP("Explain", "G1/G2 by TPN halves (nobody has played yet) (3.2.3)"))]
    return BracketRecord(
        score=score,
        residents=list(residents),
        mdps=[],
        max_pairs=len(plan.pairs),
        m1=0,
        s1=list(plan.s1),
        s2=list(plan.t2),
        limbo=[],
        pairs=plan.pairs,
        downfloaters=[],
        criteria=criteria,
        perfect=perfect,
        exchange={explain_text(QT_TRANSLATE_NOOP("Explain", "first shift (3.2.4.1)")): plan.first_shift,
                  explain_text(QT_TRANSLATE_NOOP("Explain", "second shift (3.2.4.2)")): plan.second_shift},
        notes=notes,
        upfloaters=list(choice.upfloaters),
        parameters={"MaxT": max_upfloats(rnd.snap.total_rounds),
                    explain_text(QT_TRANSLATE_NOOP("Explain", "upfloaters needed")): need},
        groups={"G1": list(plan.g1), "G2": list(plan.g2), "S1": list(plan.s1), "T2": list(plan.t2)},
        floats=[_upfloat(rnd, score, u, need) for u in choice.upfloaters],
        shortfalls=_shortfalls(criteria, need, ideal_colour),
    )


def _upfloat(rnd: RoundRules, score: Fraction, u: int, need: int) -> Decision:
    facts = rnd.facts[u]
    return Decision(u, "3.2.2", explain_text(QT_TRANSLATE_NOOP(
        "Explain", "{0} ({1}) upfloats into the {2} bracket: its residents need 1 upfloater for a legal pairing "
                   "(3.2.1); the first best set in the order of 4.2 (descending score, then TPN) by [C5]-[C10].")
        if need == 1 else QT_TRANSLATE_NOOP(
        "Explain", "{0} ({1}) upfloats into the {2} bracket: its residents need {3} upfloaters for a legal pairing "
                   "(3.2.1); the first best set in the order of 4.2 (descending score, then TPN) by [C5]-[C10]."),
        u, format_score(facts.score), format_score(score), need))


def _shortfalls(criteria: dict[str, object], need: int, ideal_colour: int) -> list[Decision]:
    found = []
    upfloaters = criteria["C5 upfloaters"]
    if upfloaters > need % 2:  # type: ignore[operator]
        found.append(Decision("C5", "3.2.1", explain_text(QT_TRANSLATE_NOOP(
            "Explain", "C5 = {0}: the residents cannot all be paired among themselves (C1, C3): at least {1} "
                       "upfloater(s) are needed for a legal pairing."), upfloaters, need)))
    if criteria["C7"] != ideal_colour:
        found.append(Decision("C7", "3.2.4", explain_text(QT_TRANSLATE_NOOP(
            "Explain", "C7 = {0} ({1}): the fewest any legal pairing of the bracket allows after the shifts of 3.2.4."),
            criteria["C7"], explain_text(_CRITERION_WORDS["C7"]))))
    for name in ("C8", "C9", "C10"):
        if criteria[name]:
            found.append(Decision(name, "3.2.2", explain_text(QT_TRANSLATE_NOOP(
                "Explain", "{0} = {1} ({2}): no set of upfloaters as good by [C5]-[C7] does better."),
                name, criteria[name], explain_text(_CRITERION_WORDS[name]))))
    return found


def bye_decision(rnd: RoundRules, ids: list[int], bye: int) -> Decision:
    """3.1: which step chose the PAB assignee."""
    facts = rnd.facts
    eligible = [pid for pid in ids if not rnd.by_id[pid].bye_ineligible]  # 3.1.1
    ordered = sorted(eligible, key=lambda pid: (facts[pid].score, -facts[pid].games, -pid))
    skipped = ordered[:ordered.index(bye)]
    if skipped:
        return Decision(bye, "3.1.2", explain_text(QT_TRANSLATE_NOOP(
            "Explain", "{0} receives the pairing-allocated bye: giving it to {1} would leave no complete pairing of "
                       "the others ([C4], 3.1.2)."), bye, ", ".join(map(str, skipped))))
    following = ordered[1:2]
    if not following:
        return Decision(bye, "3.1.1", explain_text(QT_TRANSLATE_NOOP(
            "Explain", "{0} receives the pairing-allocated bye: the only player who has neither had one nor scored "
                       "a win without playing ([C2], 3.1.1)."), bye))
    mine, other = facts[bye], facts[following[0]]
    if mine.score != other.score:
        return Decision(bye, "3.1.3", explain_text(QT_TRANSLATE_NOOP(
            "Explain", "{0} receives the pairing-allocated bye: the lowest score among the eligible players "
                       "({1}, 3.1.3)."), bye, format_score(mine.score)))
    if mine.games != other.games:
        return Decision(bye, "3.1.4", explain_text(QT_TRANSLATE_NOOP(
            "Explain", "{0} receives the pairing-allocated bye: among the lowest scores, the most games played "
                       "({1}, 3.1.4)."), bye, mine.games))
    return Decision(bye, "3.1.5", explain_text(QT_TRANSLATE_NOOP(
        "Explain", "{0} receives the pairing-allocated bye: among the lowest scores with the most games, the "
                   "largest TPN (3.1.5)."), bye))


def players(rnd: RoundRules) -> dict[int, PlayerFacts]:
    return {p.id: player_facts(p, rnd.facts[p.id].pref, aro=rnd.facts[p.id].aro,
                               upfloats=rnd.facts[p.id].upfloats,
                               maximum_upfloater=rnd.facts[p.id].maximum_upfloater)
            for p in rnd.players}
