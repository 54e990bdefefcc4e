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

from . import json_parts
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
    return json_parts.dumps({"format": FORMAT, "pairing": _plain(pairing), "snapshot": _plain(snapshot)})


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


Decoder = typing.Callable[[Any], Any]


@functools.lru_cache(maxsize=None)
def _decoder(hint: Any) -> Decoder:
    """The function decoding a value of type ``hint``, its hints worked out once per type: a
    2,000-player round's record holds 300,000 values, which took seconds to read when each one
    asked ``typing`` about its hint again (issue 30)."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if hint is Any or hint is object:
        return _untyped
    if origin in (typing.Union, types.UnionType):
        return _union(hint, type(None) in args, [a for a in args if a is not type(None)])
    if hint is Fraction:
        return _fraction
    if origin in (list, tuple, frozenset, set, collections.abc.Sequence):
        if origin is tuple and not (len(args) == 2 and args[1] is Ellipsis):
            return _fixed_tuple([_decoder(a) for a in args])
        return _sequence(_decoder(args[0] if args else Any),
                         {list: list, tuple: tuple, frozenset: frozenset, set: set}.get(origin, tuple))
    if origin in (dict, collections.abc.Mapping):
        return _mapping(_decoder(args[0]), _decoder(args[1]))
    if dataclasses.is_dataclass(hint):
        return _record(hint)
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        return hint
    return _exact(hint)


def _union(hint: Any, optional: bool, options: list[Any]) -> Decoder:
    decoders: list[Decoder] = []

    def union(value: Any) -> Any:
        if value is None and optional:
            return None
        if not decoders:  # on first use: a type may name itself
            decoders.extend(_decoder(a) for a in options)
        for decode in decoders:
            try:
                return decode(value)
            except (TypeError, ValueError, KeyError):
                continue
        raise ValueError(f"{value!r:.40} is none of {hint}")
    return union


def _fraction(value: Any) -> Fraction:
    if not isinstance(value, dict) or set(value) != {_FRACTION}:
        raise ValueError(f"{value!r:.40} is not a fraction")
    return Fraction(value[_FRACTION])


def _fixed_tuple(items: list[Decoder]) -> Decoder:
    def fixed(value: Any) -> tuple[Any, ...]:
        if not isinstance(value, list):
            raise ValueError(f"{value!r:.40} is not a list")
        return tuple(decode(v) for v, decode in zip(value, items, strict=True))
    return fixed


def _sequence(item: Decoder, make: type) -> Decoder:
    def sequence(value: Any) -> Any:
        if not isinstance(value, list):
            raise ValueError(f"{value!r:.40} is not a list")
        return make([item(v) for v in value])
    return sequence


def _mapping(key: Decoder, item: Decoder) -> Decoder:
    def mapping(value: Any) -> dict[Any, Any]:
        if isinstance(value, dict):  # a mapping with text keys written as an object
            return {key(k): item(v) for k, v in value.items()}
        if not isinstance(value, list):
            raise ValueError(f"{value!r:.40} is not a mapping")
        return {key(k): item(v) for k, v in value}
    return mapping


def _record(cls: type) -> Decoder:
    fields: list[tuple[str, Decoder]] = []

    def record(value: Any) -> Any:
        if not isinstance(value, dict):
            raise ValueError(f"{value!r:.40} is not a {cls.__name__}")
        if not fields:  # on first use: a dataclass may hold itself
            fields.extend((name, _decoder(hint)) for name, hint in _fields(cls))
        return cls(**{name: decode(value[name]) for name, decode in fields if name in value})
    return record


def _exact(hint: Any) -> Decoder:
    def exact(value: Any) -> Any:
        if hint in (int, str, bool) and type(value) is hint:
            return value
        if hint is str and (text := _text(value)) is not None:
            return text
        raise ValueError(f"{value!r:.40} is not {getattr(hint, '__name__', hint)}")
    return exact


@functools.lru_cache(maxsize=None)
def _fields(cls: type) -> tuple[tuple[str, Any], ...]:
    """(name, type hint) of a dataclass's fields, worked out once per class."""
    hints = typing.get_type_hints(cls)
    return tuple((f.name, hints[f.name]) for f in dataclasses.fields(cls))


def loads(text: str) -> tuple[RoundPairing, Snapshot]:
    """The record and snapshot ``dumps`` wrote; ValueError if the text is not such a record."""
    try:
        data = json_parts.loads(text)  # a 2,000-player round's record in parts: the GIL free between them
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError(f"not a decision record of format {FORMAT}")
        return _decoder(RoundPairing)(data["pairing"]), _decoder(Snapshot)(data["snapshot"])
    except (KeyError, TypeError, ValueError, IndexError, ZeroDivisionError) as error:
        raise ValueError(f"the stored decision record cannot be read ({error})") from None
