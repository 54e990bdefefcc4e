"""Stopping the engine part-way, when whoever asked for the work no longer wants it (the arbiter
pressed Cancel, or closed the window): the engine is pure computation, so stopping it changes
nothing (a job that stores its result does so after its last checkpoint). The work runs inside ``cancellable(flag)`` on its own thread; the engine's long loops call
``checkpoint()``, which raises ``Cancelled`` once the flag is set. Outside ``cancellable``
(the command line, the tests) ``checkpoint`` does nothing."""
from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager


class Cancelled(Exception):
    """The work was cancelled before it ended; nothing it would have produced exists."""


_CURRENT = threading.local()  # each thread's flag: one engine job per thread


@contextmanager
def cancellable(flag: threading.Event) -> Iterator[None]:
    """Run the body with ``flag`` as this thread's cancel flag."""
    previous = getattr(_CURRENT, "flag", None)
    _CURRENT.flag = flag
    try:
        yield
    finally:
        _CURRENT.flag = previous


def checkpoint() -> None:
    """Raise ``Cancelled`` if this thread's work has been cancelled."""
    flag = getattr(_CURRENT, "flag", None)
    if flag is not None and flag.is_set():
        raise Cancelled
