"""The decision record of a pairing (``RoundPairing``) and the snapshot the engine paired (``Snapshot``)
as JSON text and back, exactly: the tournament file keeps them with the round, so that the
explanation, "Why not?" and the pairing report are the same after the file is opened again.

The JSON follows the dataclasses' fields; a Fraction is ``{"/": "3/2"}`` wherever it appears
(criteria values are typed ``object``), a translatable reason (``text.Text``) is
``{"T": [context, template, [arguments]]}`` wherever a string may be (records stored before
reasons were translatable hold plain English strings, read as such), tuples, sets and mappings are decoded by the field's type
hint. ``loads`` raises ValueError for text it cannot read (a damaged or foreign file).
"""
from __future__ import annotations

import collections.abc
import dataclasses
import enum
import functools
import json
import types
import typing
from fractions import Fraction
from typing import Any

from ..text import Text
from .result import RoundPairing
from .snapshot import Snapshot

__all__ = ["FORMAT", "dumps", "loads"]

FORMAT = 1
_FRACTION = "/"
_TEXT = "T"


def _plain(value: Any) -> Any:
    if isinstance(value, Text):
        return {_TEXT: [value.context, value.template, [_plain(a) for a in value.args]]}
    if isinstance(value, Fraction):
        return {_FRACTION: str(value)}
    if isinstance(value, enum.Enum):
        return value.value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, collections.abc.Mapping):
        return [[_plain(k), _plain(v)] for k, v in value.items()]  # keys stay ints
    if isinstance(value, (frozenset, set)):
        return sorted((_plain(v) for v in value), key=json.dumps)
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


def dumps(pairing: RoundPairing, snapshot: Snapshot) -> str:
    """The record and its snapshot as one JSON text."""
    return json.dumps({"format": FORMAT, "pairing": _plain(pairing), "snapshot": _plain(snapshot)},
                      separators=(",", ":"), sort_keys=True)


def _text(value: Any) -> Text | None:
    """The ``Text`` a value encodes, or None when it encodes none."""
    if not isinstance(value, dict) or set(value) != {_TEXT}:
        return None
    context, template, args = value[_TEXT]
    if not isinstance(context, str) or not isinstance(template, str) or not isinstance(args, list):
        raise ValueError(f"{value!r:.40} is not a text")
    return Text(template, *(_untyped(a) for a in args), context=context)


def _untyped(value: Any) -> Any:
    """A value of a field typed ``object``: Fractions and texts restored, lists kept."""
    if isinstance(value, dict):
        if set(value) == {_FRACTION}:
            return Fraction(value[_FRACTION])
        text = _text(value)
        return text if text is not None else {k: _untyped(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_untyped(v) for v in value]
    return value


def _typed(value: Any, hint: Any) -> Any:
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if hint is Any or hint is object:
        return _untyped(value)
    if origin in (typing.Union, types.UnionType):
        if value is None and type(None) in args:
            return None
        for arg in (a for a in args if a is not type(None)):
            try:
                return _typed(value, arg)
            except (TypeError, ValueError, KeyError):
                continue
        raise ValueError(f"{value!r:.40} is none of {hint}")
    if hint is Fraction:
        if not isinstance(value, dict) or set(value) != {_FRACTION}:
            raise ValueError(f"{value!r:.40} is not a fraction")
        return Fraction(value[_FRACTION])
    if origin in (list, tuple, frozenset, set, collections.abc.Sequence):
        if not isinstance(value, list):
            raise ValueError(f"{value!r:.40} is not a list")
        if origin is tuple and not (len(args) == 2 and args[1] is Ellipsis):
            return tuple(_typed(v, a) for v, a in zip(value, args, strict=True))
        items = [_typed(v, args[0] if args else Any) for v in value]
        return {list: list, tuple: tuple, frozenset: frozenset, set: set}.get(origin, tuple)(items)
    if origin in (dict, collections.abc.Mapping):
        if isinstance(value, dict):  # a mapping with text keys written as an object
            return {_typed(k, args[0]): _typed(v, args[1]) for k, v in value.items()}
        if not isinstance(value, list):
            raise ValueError(f"{value!r:.40} is not a mapping")
        return {_typed(k, args[0]): _typed(v, args[1]) for k, v in value}
    if dataclasses.is_dataclass(hint):
        if not isinstance(value, dict):
            raise ValueError(f"{value!r:.40} is not a {hint.__name__}")
        return hint(**{name: _typed(value[name], field_hint) for name, field_hint in _fields(hint)
                       if name in value})
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        return hint(value)
    if hint in (int, str, bool) and type(value) is hint:
        return value
    if hint is str and (text := _text(value)) is not None:
        return text
    raise ValueError(f"{value!r:.40} is not {getattr(hint, '__name__', hint)}")


@functools.lru_cache(maxsize=None)
def _fields(cls: type) -> tuple[tuple[str, Any], ...]:
    """(name, type hint) of a dataclass's fields, worked out once per class."""
    hints = typing.get_type_hints(cls)
    return tuple((f.name, hints[f.name]) for f in dataclasses.fields(cls))


def loads(text: str) -> tuple[RoundPairing, Snapshot]:
    """The record and snapshot ``dumps`` wrote; ValueError if the text is not such a record."""
    try:
        data = json.loads(text)
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError(f"not a decision record of format {FORMAT}")
        return _typed(data["pairing"], RoundPairing), _typed(data["snapshot"], Snapshot)
    except (KeyError, TypeError, ValueError, IndexError, ZeroDivisionError) as error:
        raise ValueError(f"the stored decision record cannot be read ({error})") from None
