"""The engine's heavy calls (a round's pairing, its reasons, "Why not?") in a child process, so that a
computing engine never makes the window wait (issue 30). On a worker thread of the window's own
process the engine held the GIL, and every call from Qt into Python on the GUI thread waited for it:
the window stalled 100-200 ms at 2,000 players while a round was paired.

``run(function, *args)`` is called on a worker thread (``worker.Background``): it sends the call to
ONE persistent child process, started at the first call (a fresh interpreter, multiprocessing's spawn
context: a Qt process is never forked) and kept for the next calls, then waits for the answer on the
pipe (waiting releases the GIL), looking at the job's cancel flag every ``POLL_S``
(``engine.cancel.checkpoint``). A cancelled call ends the child (terminate, then kill) and starts
another at once, for the next call: its start-up (0.17-0.19 s at load 2.5, 0.42-0.49 s at load 7)
overlaps the arbiter's next step instead of delaying the next pairing, for 4-9 ms more of the
cancelled job's end, which the window waits for; a call cancelled while the child starts keeps it.
The child's exception is raised again here, with its type and message; a child that dies (a
signal, out of memory, an exit) raises ``EngineStopped`` naming what happened, never a hang.
Calls are answered one at a time (one child); a call waits for the one under way. Where no child
can be started at all (the system refuses the process, or it dies before it is ready), the calls run on
the calling thread, as they all did before: the window then waits for the GIL, but the round is paired.

Only a top-level function can be sent (pickled by name); a stand-in that is not one (a test's
replacement of ``systems.pair``) runs on the calling thread, as every call did before. No Qt here:
the child imports this module, the engine (``PRELOAD``), and, as spawn does, the program's main
script, whose ``if __name__ == "__main__"`` part it does not run (installer/launch.py).
"""
from __future__ import annotations

import atexit
import gc
import importlib
import multiprocessing
import pickle
import signal
import sys
import threading
import traceback
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import Any, Callable, TypeVar

from ..engine.cancel import Cancelled, checkpoint
from ..text import QT_TRANSLATE_NOOP, Text

R = TypeVar("R")

POLL_S = 0.02  # how often a waiting call looks at its cancel flag: the window waits that long after Cancel
STOP_S = 1.0  # how long an ended child has to go after terminate, before it is killed

PRELOAD = ("arbiter_gui.engine.systems", "arbiter_gui.engine.explain", "arbiter_gui.engine.why")  # before the first call
_DONE, _FAILED, _OUT_OF_MEMORY = "done", "failed", "out of memory"


class _CannotStart(Exception):
    """No child process could be started, or it died before it was ready."""


class EngineStopped(Exception):
    """The child process died before answering (a signal, out of memory, an exit): the call's work is lost."""


def _stopped(what: Text) -> EngineStopped:
    return EngineStopped(Text(QT_TRANSLATE_NOOP("Domain", "The pairing engine stopped: {0}."), what))


def _serve(conn: Connection) -> None:
    """The child's loop: the engine imported, a word that it is ready, then one call at a time, until
    the window's end of the pipe closes."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C in a terminal is the program's: it ends this child
    for module in PRELOAD:
        importlib.import_module(module)
    conn.send_bytes(b"")
    while True:
        try:
            request = conn.recv_bytes()
        except EOFError:  # the window's process ended, or shut this child down
            return
        try:
            # the request's objects (a 2,000-player snapshot: 1.3 MB) outlive the call: read without the
            # collector, then left out of its full collections (a "Why not?" at 2,000 players: 0.16 -> 0.13 s)
            gc.disable()
            try:
                function, args = pickle.loads(request)
            finally:
                gc.enable()
            gc.freeze()
            reply: tuple[str, Any, str] = (_DONE, function(*args), "")
        except MemoryError:  # the engine's state may be damaged: said, and this child ends
            conn.send_bytes(pickle.dumps((_OUT_OF_MEMORY, None, "")))
            return
        except Exception as error:  # noqa: BLE001 - every failure goes back to the caller (an exit ends the child)
            reply = (_FAILED, error, traceback.format_exc())
        try:
            data = pickle.dumps(reply, protocol=pickle.HIGHEST_PROTOCOL)
        except Exception:  # noqa: BLE001 - an exception that does not pickle: its type and words
            error = reply[1] if reply[0] == _FAILED else None
            data = pickle.dumps((_FAILED, RuntimeError(f"{type(error).__name__}: {error}") if error is not None
                                 else RuntimeError("the engine's answer could not be sent"), traceback.format_exc()))
        conn.send_bytes(data)
        gc.unfreeze()


class _Child:
    """One child process and the window's end of its pipe."""

    def __init__(self) -> None:
        self.ended = False
        self.ready = False  # the child said it is ready: a request is read at once (a 1 MB one blocked
        # the sending thread, deaf to Cancel, for the child's whole start-up)
        context = multiprocessing.get_context("spawn")
        self.conn, child_end = context.Pipe()
        self.process: BaseProcess = context.Process(target=_serve, args=(child_end,), name="arbiter-engine",
                                                    daemon=True)  # daemon: ended by multiprocessing at exit too
        self.process.start()
        child_end.close()  # the child's end is the child's alone: its death closes the pipe here

    def end(self) -> None:
        """End the child (terminate, then kill) and wait for it: no process is left behind."""
        if self.ended:  # by the call it failed and by ``shutdown``
            return
        self.ended = True
        self.conn.close()
        if self.process.exitcode is None:  # at once: a cancelled computation is worth nothing
            self.process.terminate()
            self.process.join(STOP_S)
        if self.process.exitcode is None:
            self.process.kill()
            self.process.join()
        self.process.close()

    def death(self) -> EngineStopped:
        """What ended the child, for the arbiter (it closed the pipe without answering)."""
        if self.ended:  # by ``shutdown`` while a call waited for it
            return _stopped(Text(QT_TRANSLATE_NOOP("Domain", "the program is ending")))
        self.process.join(STOP_S)
        code = self.process.exitcode
        if code is not None and code < 0:
            try:
                name = signal.Signals(-code).name
            except ValueError:
                name = str(-code)
            return _stopped(Text(QT_TRANSLATE_NOOP("Domain", "ended by the signal {0}"), name))
        return _stopped(Text(QT_TRANSLATE_NOOP("Domain", "it exited with code {0}"), code))


_lock = threading.Lock()  # one call in the child at a time
_child: _Child | None = None
_unavailable = False  # no child could be started: every call runs on its calling thread


def sendable(function: Callable[..., Any]) -> bool:
    """Whether ``function`` can run in the child: a top-level function the child finds by its name."""
    module = sys.modules.get(getattr(function, "__module__", None) or "")
    return module is not None and getattr(module, getattr(function, "__qualname__", ""), None) is function


def run(function: Callable[..., R], *args: Any) -> R:
    """``function(*args)`` in the child process (on the calling thread if ``function`` is not
    ``sendable``); raises ``engine.cancel.Cancelled`` once the caller's job is cancelled,
    ``EngineStopped`` if the child dies, and the child's exception as it was raised."""
    global _unavailable
    if _unavailable or not sendable(function):
        return function(*args)
    request = pickle.dumps((function, args), protocol=pickle.HIGHEST_PROTOCOL)
    while not _lock.acquire(timeout=POLL_S):  # a call under way (another job's): waited for, cancellably
        checkpoint()
    try:
        return _call(request)
    except _CannotStart:  # the engine must still pair: here, as before there was a child
        _unavailable = True
        return function(*args)
    finally:
        _lock.release()


def _call(request: bytes) -> Any:
    global _child
    if _child is not None and not _child.process.is_alive():  # died while idle (e.g. killed by the system)
        _child.end()
        _child = None
    if _child is None:
        _child = _started()
        if _child is None:  # whatever the system says, the call runs here
            raise _CannotStart()
    child = _child
    if not child.ready:
        try:
            _answer(child)
        except (EOFError, OSError):  # it died while starting, or ``shutdown`` closed it
            _child = None
            if child.ended:
                raise child.death() from None
            child.end()
            raise _CannotStart() from None
        except Cancelled:  # cancelled while it started: it computes nothing yet, kept for the next call
            raise
        except BaseException:  # interrupted while it started
            _child = None
            child.end()
            raise
        child.ready = True
    try:
        child.conn.send_bytes(request)
        kind, value, trace = pickle.loads(_answer(child))
    except (EOFError, OSError):  # it died before answering (a broken pipe; a pipe closed by ``shutdown``)
        _child = None
        stopped = child.death()
        child.end()
        raise stopped from None
    except BaseException as error:  # cancelled (or interrupted): the computation is dropped with its child
        child.end()
        _child = _started() if isinstance(error, Cancelled) else None  # for the next call, from now
        raise
    if kind == _OUT_OF_MEMORY:
        _child = None
        child.end()
        raise _stopped(Text(QT_TRANSLATE_NOOP("Domain", "out of memory")))
    if kind == _FAILED:
        if trace:
            value.add_note(f"in the engine's process:\n{trace}")
        raise value
    return value


def _started() -> _Child | None:
    """A new child, starting; None where the system refuses it (the next call meets that again)."""
    try:
        return _Child()
    except Exception:  # noqa: BLE001 - whatever the system says
        return None


def _answer(child: _Child) -> bytes:
    """The child's next message, waited for (the GIL free) with a look at the caller's cancel flag
    every ``POLL_S``."""
    while not child.conn.poll(POLL_S):
        checkpoint()
    return child.conn.recv_bytes()


def shutdown() -> None:
    """End the child, if any (at exit; after a test). A call still under way after ``STOP_S`` (its
    job not cancelled) loses its child and raises ``EngineStopped``: the exit never waits for the engine."""
    global _child
    locked = _lock.acquire(timeout=STOP_S)
    try:
        child, _child = _child, None
        if child is not None:
            child.end()
    finally:
        if locked:
            _lock.release()


atexit.register(shutdown)
