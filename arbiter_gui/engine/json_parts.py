"""JSON text read and written in parts, so that a worker thread reading or writing a long one lets
the GUI thread run.

``json.loads`` holds Python's lock (the GIL) from the first character to the last: a 2,000-player
round's decision record (2.7 MB) or the journal entry of a large import took 30-55 ms in one call,
the window frozen meanwhile whichever thread read it (issue 30). ``loads`` gives the same value:
a long text's outer containers are walked here, each of their members parsed by the json module's
own scanner in one call (a member of a record is at most a few kilobytes), and between two calls
the lock goes to whichever thread waits for it. ``dumps`` is the same for writing: one json.dumps
of that record held the GIL 52-55 ms on the pairing's worker thread; in pieces three levels down
(a bracket, a player) the longest takes 4 ms, the whole 1.4 times as long, still on the worker
(deeper, the pieces' own Python costs far more).
"""
from __future__ import annotations

import json
import re
from typing import Any

PART = 100_000  # characters: a text up to this long is parsed in one call (about 1 ms)
_SCAN = json.JSONDecoder().scan_once  # one value at an index -> (value, the index after it)
_SPACE = re.compile(r"[ \t\n\r]*")


def loads(text: str, depth: int = 3) -> Any:
    """``json.loads(text)``: the same value, or a ValueError (json.JSONDecodeError) for text that
    is not JSON. A text longer than ``PART`` has the containers of its ``depth`` outer levels
    walked here, and each of their members parsed in one call."""
    if not isinstance(text, str) or len(text) <= PART or text.startswith("\ufeff"):
        return json.loads(text)  # (bytes, and a text opening with a BOM, told as json tells it)
    value, end = _value(text, _SPACE.match(text).end(), depth)
    end = _SPACE.match(text, end).end()
    if end != len(text):
        raise json.JSONDecodeError("Extra data", text, end)
    return value


def _value(text: str, index: int, depth: int) -> tuple[Any, int]:
    """The value at ``index`` (no white space before it) and the index after it."""
    opening = text[index:index + 1]
    if not depth or opening not in ("{", "["):
        try:
            return _SCAN(text, index)
        except StopIteration as stop:
            raise json.JSONDecodeError("Expecting value", text, stop.value) from None
    keyed = opening == "{"
    closing = "}" if keyed else "]"
    members: Any = {} if keyed else []
    index = _SPACE.match(text, index + 1).end()
    if text.startswith(closing, index):
        return members, index + 1
    while True:
        if keyed:
            if not text.startswith('"', index):
                raise json.JSONDecodeError("Expecting property name enclosed in double quotes", text, index)
            key, index = _SCAN(text, index)
            index = _SPACE.match(text, index).end()
            if not text.startswith(":", index):
                raise json.JSONDecodeError("Expecting ':' delimiter", text, index)
            members[key], index = _value(text, _SPACE.match(text, index + 1).end(), depth - 1)
        else:
            member, index = _value(text, index, depth - 1)
            members.append(member)
        index = _SPACE.match(text, index).end()
        if text.startswith(closing, index):
            return members, index + 1
        if not text.startswith(",", index):
            raise json.JSONDecodeError(f"Expecting ',' delimiter or '{closing}'", text, index)
        index = _SPACE.match(text, index + 1).end()


def dumps(value: Any, depth: int = 3) -> str:
    """``json.dumps(value, separators=(",", ":"), sort_keys=True)``, text for text, with the
    containers of its ``depth`` outer levels encoded one member at a time (an object whose keys are
    not all text in one call, json's way: ``{1: 2}`` is ``{"1":2}``)."""
    if depth and isinstance(value, dict) and all(isinstance(k, str) for k in value):
        return "{" + ",".join(f"{json.dumps(k)}:{dumps(value[k], depth - 1)}" for k in sorted(value)) + "}"
    if depth and isinstance(value, list):
        return "[" + ",".join(dumps(v, depth - 1) for v in value) + "]"
    return json.dumps(value, separators=(",", ":"), sort_keys=True)
