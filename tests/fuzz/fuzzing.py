"""What the fuzz tests share: the hypothesis profiles that bound their time, byte mutations of
valid input files, the crash counter, and the check that a rejection names the file, line and
field.

Profiles (environment variable ARBITER_FUZZ): "ci" (default, the whole fuzz suite in about two
minutes on a 2-core machine) and "long" (a night's run: ``ARBITER_FUZZ=long pytest tests/fuzz``).
"""
from __future__ import annotations

import contextlib
import os
import random
from pathlib import Path
from typing import Iterator

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from arbiter_gui.formats.trf import TrfError
from tests import robustness_counts as counts

settings.register_profile("ci", max_examples=300, deadline=None, derandomize=True, database=None,
                          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
settings.register_profile("long", max_examples=20000, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
PROFILE = settings.get_profile(os.environ.get("ARBITER_FUZZ", "ci"))


def budget(share: float) -> settings:
    """The profile with ``share`` of its examples (the slower targets get fewer)."""
    return settings(PROFILE, max_examples=max(10, int(PROFILE.max_examples * share)))


KINDS = ("edit line", "truncate", "garbage", "shift columns", "non-UTF-8", "delete line", "duplicate line",
         "swap lines", "digit")
Mutation = tuple[str, int, bytes]
mutations = st.lists(st.tuples(st.sampled_from(KINDS), st.integers(0, 2**31), st.binary(max_size=12)),
                     min_size=1, max_size=4)


def _lines(data: bytes) -> list[bytes]:
    return data.replace(b"\r\n", b"\n").replace(b"\r", b"\n").split(b"\n")


def mutate(data: bytes, steps: list[Mutation]) -> bytes:
    """``data`` after the mutation steps (positions are taken modulo the length)."""
    for kind, where, extra in steps:
        if kind in ("delete line", "duplicate line", "swap lines", "edit line", "shift columns"):
            lines = _lines(data)
            n = where % len(lines)
            line = lines[n]
            col = (where // 7) % (len(line) + 1)
            if kind == "delete line":
                del lines[n]
            elif kind == "duplicate line":
                lines.insert(n, line)
            elif kind == "swap lines":
                m = (where // 13) % len(lines)
                lines[n], lines[m] = lines[m], lines[n]
            elif kind == "edit line":  # printable text over some columns
                text = bytes(32 + b % 95 for b in extra)
                lines[n] = line[:col] + text + line[col + len(text):]
            else:  # a column inserted or removed: every later field is misplaced
                lines[n] = line[:col] + b" " + line[col:] if where % 2 else line[:col] + line[col + 1:]
            data = b"\n".join(lines)
        elif kind == "truncate":
            data = data[:where % (len(data) + 1)]
        elif kind == "garbage":
            at = where % (len(data) + 1)
            data = data[:at] + extra + data[at:]
        elif kind == "non-UTF-8":
            at = where % (len(data) + 1)
            data = data[:at] + random.Random(where).choice([b"\xff", b"\xe9", b"\xc3", b"\x80\x80", b"\xed\xa0\x80"]) \
                + data[at:]
        else:  # a digit changed: numbers out of range, wrong sums, unknown opponents
            digits = [i for i, b in enumerate(data) if 48 <= b <= 57]
            if digits:
                at = digits[where % len(digits)]
                data = data[:at] + bytes([48 + (where // 3) % 10]) + data[at + 1:]
    return data


@contextlib.contextmanager
def guarded(target: str) -> Iterator[None]:
    """Count one input tried on ``target``, and anything escaping but a TrfError (the expected
    rejection) or an AssertionError (a failed check) as a crash."""
    counts.add("fuzz inputs tried", target)
    counts.add("crashes", target, 0)
    try:
        yield
    except (TrfError, AssertionError):
        raise
    except Exception:
        counts.add("crashes", target)
        raise


def check_rejection(error: TrfError, path: Path | str, target: str) -> None:
    """A rejection is one line naming the file first, then the line and the field when it is
    about a place in the file; a few are about the whole file (empty, no player records): those
    are counted apart."""
    message = str(error)
    assert message.startswith(str(path)), message
    assert "\n" not in message and "Traceback" not in message, message
    if error.line is not None:
        assert f"line {error.line}" in message, message
    if error.field is not None:
        assert f"field '{error.field}'" in message, message
    if error.line is None and error.field is None:
        counts.add("rejections of the whole file (no line to name)", target)
    else:
        counts.add("rejections naming line or field", target)
