"""The reasons of the decision record are translatable ``Text`` (issue 23): stored with the round
and read back with their templates, while records stored before (plain English strings) still read."""
from __future__ import annotations

import copy
import json
import pickle
from dataclasses import asdict, dataclass

from arbiter_gui.engine import record_codec
from arbiter_gui.engine.explain import explained, to_text
from arbiter_gui.engine.swiss.dubov import pairing as dubov
from arbiter_gui.engine.swiss.dutch.pairing import pair_round
from arbiter_gui.text import EXPLAIN, Text
from tests.engine.test_explanations import conformance_round


@dataclass
class _Holder:
    text: str


def _reasons(pairing) -> list[object]:
    return [pairing.bye_reason] + [d.text for b in pairing.brackets for d in b.floats + b.shortfalls] \
        + [n for b in pairing.brackets for n in b.notes]


def _english(value):
    """The record as an older version stored it: every text a plain English string."""
    if isinstance(value, dict):
        if set(value) == {"T"}:
            context, template, args = value["T"]
            return str(Text(template, *(_english(a) for a in args), context=context))
        return {k: _english(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_english(v) for v in value]
    return value


def test_reasons_are_texts_and_survive_the_tournament_file() -> None:
    snap, _ = conformance_round("d700027_n7_r4of5")
    for pairing in (dubov.pair_round(snap), explained(snap, pair_round(snap))):
        reasons = [r for r in _reasons(pairing) if r]
        assert reasons and all(isinstance(r, Text) and r.context == EXPLAIN for r in reasons)
        again, basis = record_codec.loads(record_codec.dumps(pairing, snap))
        assert again == pairing and basis == snap
        for before, after in zip(reasons, [r for r in _reasons(again) if r], strict=True):
            assert isinstance(after, Text) and (after.template, after.args) == (before.template, before.args)
        assert to_text(again) == to_text(pairing)


def test_a_record_stored_with_english_strings_still_reads() -> None:
    snap, _ = conformance_round("d700027_n7_r4of5")
    pairing = dubov.pair_round(snap)
    data = json.loads(record_codec.dumps(pairing, snap))
    old = json.dumps(_english(data))
    assert '"T"' not in old
    again, _ = record_codec.loads(old)
    assert _reasons(again) == _reasons(pairing)  # the same English words
    assert not any(isinstance(r, Text) for r in _reasons(again))
    assert to_text(again) == to_text(pairing)


def test_a_text_copies_and_pickles_with_its_template() -> None:
    text = Text("{0} and {1}", 3, Text("{0} pairs", 2, context=EXPLAIN), context=EXPLAIN)
    for other in (copy.deepcopy(text), pickle.loads(pickle.dumps(text)), asdict(_Holder(text)).popitem()[1]):
        assert other == text == "3 and 2 pairs" and (other.template, other.context) == (text.template, EXPLAIN)
        assert other.shown(lambda context, template: template.replace("pairs", "coppie")) == "3 and 2 coppie"


def test_a_damaged_text_is_refused_with_a_clear_message() -> None:
    snap, _ = conformance_round("d700027_n7_r4of5")
    stored = record_codec.dumps(dubov.pair_round(snap), snap).replace('"T":["Explain",', '"T":[7,', 1)
    try:
        record_codec.loads(stored)
    except ValueError as error:
        assert "decision record cannot be read" in str(error)
    else:
        raise AssertionError("a damaged text was read")


def test_one_candidate_is_said_in_the_singular() -> None:
    """"among all 1 candidates" (Italian "fra tutti i 1 candidati"): one template per number."""
    from fractions import Fraction

    from arbiter_gui.engine.explain import verdict_line
    from arbiter_gui.engine.result import BracketRecord

    def line(perfect: bool, examined: int) -> str:
        return verdict_line(BracketRecord(Fraction(1), [1, 2], [], 1, 0, [1], [2], [], [(1, 2)], [], {}, perfect,
                                          candidate={"examined": examined}))

    assert line(False, 1).strip() == "no perfect candidate: the only candidate of the sequence was chosen (3.8.1)"
    assert "among all 2 candidates" in line(False, 2)
    assert line(True, 1).strip().endswith("(3.4.1): the first candidate of the sequence")
    assert line(True, 3).strip().endswith("after 3 candidates of the sequence")


def test_the_record_is_encoded_in_pieces_as_one_json_text() -> None:
    """Issue 30: ``dumps`` encodes a large record piece by piece (one json.dumps held the GIL 55 ms at
    2,000 players); the text is the one json.dumps would give."""
    snap, _ = conformance_round("d700027_n7_r4of5")
    pairing = explained(snap, pair_round(snap))
    whole = json.dumps({"format": record_codec.FORMAT, "pairing": record_codec._plain(pairing),
                        "snapshot": record_codec._plain(snap)}, separators=(",", ":"), sort_keys=True)
    assert record_codec.dumps(pairing, snap) == whole
