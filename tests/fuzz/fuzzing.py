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

from arbiter_gui.formats import trf
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


# Damage that must never silently change a pairing (issue 16): the start of a known record
# damaged, a digit replaced by a non-ASCII one, a player line cut short.
DAMAGE_KINDS = ("damaged prefix", "non-ASCII digit", "truncate line")
KINDS = ("edit line", "truncate", "garbage", "shift columns", "non-UTF-8", "delete line", "duplicate line",
         "swap lines", "digit", *DAMAGE_KINDS)
Mutation = tuple[str, int, bytes]
mutations = st.lists(st.tuples(st.sampled_from(KINDS), st.integers(0, 2**31), st.binary(max_size=12)),
                     min_size=1, max_size=4)


def _lines(data: bytes) -> list[bytes]:
    return data.replace(b"\r\n", b"\n").replace(b"\r", b"\n").split(b"\n")


KNOWN_CODES = {code.encode() for code in trf.KNOWN_CODES}
PREFIX_DAMAGES = (b"x", b"\xef\xbb\xbf", b"\xe2\x80\x8b", b"\xc2\xa0", b" ", b"#", b"lower")  # BOM, ZWSP, NBSP
OTHER_DIGITS = ("\u2070\u00b9\u00b2\u00b3\u2074\u2075\u2076\u2077\u2078\u2079",  # superscripts
                "\u24ea\u2460\u2461\u2462\u2463\u2464\u2465\u2466\u2467\u2468",  # circled
                "\u0660\u0661\u0662\u0663\u0664\u0665\u0666\u0667\u0668\u0669",  # Arabic-Indic
                "\uff10\uff11\uff12\uff13\uff14\uff15\uff16\uff17\uff18\uff19")  # fullwidth


def _damaged_prefix(lines: list[bytes], where: int) -> None:
    known = [i for i, line in enumerate(lines) if line[:3] in KNOWN_CODES]
    if known:
        n = known[where % len(known)]
        damage = PREFIX_DAMAGES[(where // 7) % len(PREFIX_DAMAGES)]
        lines[n] = lines[n][:3].lower() + lines[n][3:] if damage == b"lower" else damage + lines[n]


def truncated_line(data: bytes, where: int) -> tuple[int, bytes, bytes] | None:
    """(index, line, cut line) of the "truncate line" mutation: a 001 line cut at a column."""
    lines = _lines(data)
    players = [i for i, line in enumerate(lines) if line.startswith(b"001") and len(line) > 4]
    if not players:
        return None
    n = players[where % len(players)]
    return n, lines[n], lines[n][:4 + (where // 7) % (len(lines[n]) - 4)]


def cut_at_field_end(line: bytes, cut: bytes) -> bool:
    """The cut left a shorter valid record (whole round cells removed, TRF.md 3): the same text as a
    line written with fewer rounds, which no reader can tell from it."""
    end = len(cut.rstrip())
    return bool(line[end:].strip()) and (end in (84, 89) or (end >= 99 and (end - 99) % 10 == 0))


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
        elif kind == "damaged prefix":
            lines = _lines(data)
            _damaged_prefix(lines, where)
            data = b"\n".join(lines)
        elif kind == "truncate line":
            found = truncated_line(data, where)
            if found is not None:
                lines = _lines(data)
                lines[found[0]] = found[2]
                data = b"\n".join(lines)
        elif kind == "non-ASCII digit":
            digits = [i for i, b in enumerate(data) if 48 <= b <= 57]
            if digits:
                at = digits[where % len(digits)]
                other = OTHER_DIGITS[(where // 3) % len(OTHER_DIGITS)][data[at] - 48].encode()
                data = data[:at] + other + data[at + 1:]
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
