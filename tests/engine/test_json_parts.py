"""engine.json_parts: a long JSON text read in parts gives what json.loads gives, and refuses what
it refuses; written in parts, the text json.dumps writes (issue 30: the GIL free between the parts
of a 2,000-player round's decision record)."""
from __future__ import annotations

import json
import random

import pytest

from arbiter_gui.engine import json_parts


def _value(rng: random.Random, depth: int) -> object:
    kind = rng.randrange(8 if depth else 5)
    if kind == 0:
        return rng.randint(-10**12, 10**12)
    if kind == 1:
        return rng.choice([0.5, -1e-7, 3.25e20])
    if kind == 2:
        return rng.choice(["", "a", "é ∑ \"quoted\" \\ \n", "x" * rng.randrange(50)])
    if kind == 3:
        return rng.choice([True, False, None])
    if kind == 4:
        return {}
    if kind == 5:
        return [_value(rng, depth - 1) for _ in range(rng.randrange(12))]
    return {f"k{rng.randrange(20)}": _value(rng, depth - 1) for _ in range(rng.randrange(12))}


@pytest.mark.parametrize("seed", range(30))
def test_a_long_text_reads_as_json_loads_reads_it(seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(json_parts, "PART", 0)  # every text is read in parts
    rng = random.Random(seed)
    value = [_value(rng, 5) for _ in range(5)]
    for text in (json.dumps(value), json.dumps(value, indent=rng.choice([1, "\t"])), json.dumps({"v": value}),
                 f" \n{json.dumps(value, separators=(',', ':'))}\t ", '{"a": 1, "a": 2}'):
        for depth in range(6):
            assert json_parts.loads(text, depth) == json.loads(text)


@pytest.mark.parametrize("seed", range(10))
def test_a_value_written_in_parts_is_the_text_json_dumps_writes(seed: int) -> None:
    rng = random.Random(seed)
    value = {"v": [_value(rng, 5) for _ in range(5)], "a": _value(rng, 3)}
    whole = json.dumps(value, separators=(",", ":"), sort_keys=True)
    assert all(json_parts.dumps(value, depth) == whole for depth in range(8))


def test_bytes_a_bom_and_keys_that_are_not_text_are_as_json_has_them(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(json_parts, "PART", 0)
    assert json_parts.loads(b'{"a": [1, 2]}') == {"a": [1, 2]}
    with pytest.raises(ValueError, match="BOM"):
        json_parts.loads('\ufeff{"a": 1}')
    value = {"b": {2: "x", 1: [True]}, "a": [{2.5: 0}]}
    assert json_parts.dumps(value) == json.dumps(value, separators=(",", ":"), sort_keys=True) \
        == '{"a":[{"2.5":0}],"b":{"1":[true],"2":"x"}}'


@pytest.mark.parametrize("text", ["", "[1, 2", "[1 2]", "[1,]", '{"a" 1}', '{"a": 1,}', "{1: 2}", "[1] x",
                                  '{"a": [1, {"b": }]}', "[nul]", '["a", "b"]]'])
def test_what_is_not_json_is_refused(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(json_parts, "PART", 0)
    with pytest.raises(ValueError):
        json.loads(text)
    for depth in range(4):
        with pytest.raises(ValueError):
            json_parts.loads(text, depth)
