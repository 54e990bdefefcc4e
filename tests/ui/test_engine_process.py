"""The engine in its own process (ui/engine_process.py, issue 30): the pairing, its reasons and "Why
not?" are computed in one child process, reused from call to call; Cancel ends it and starts another
for the next call; a child that dies is said to the arbiter, never a hang; no child is left behind.

The stand-ins of ``systems.pair`` here are top-level functions, so that the child finds them by name
and runs them (a local stand-in runs on the worker thread, as in test_cancel_pairing)."""
from __future__ import annotations

import multiprocessing
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from arbiter_gui.app import create_main_window
from arbiter_gui.engine import systems
from arbiter_gui.engine.cancel import Cancelled, cancellable
from arbiter_gui.engine.result import no_valid_pairing
from arbiter_gui.ui import engine_process
from arbiter_gui.ui.domain_text import shown_error

CASE = Path(__file__).parents[1] / "data" / "conformance" / "dutch" / "d700010_n120_r5of8.trf"


def endless_pair(system: str, basis: object) -> object:
    """An engine that never ends (in the child: only ending the child stops it)."""
    while True:
        time.sleep(0.01)


def dying_pair(system: str, basis: object) -> object:
    """An engine whose process is killed part-way (as by the system when memory runs out)."""
    os.kill(os.getpid(), signal.SIGKILL)


def refusing_pair(system: str, basis: object) -> object:
    raise no_valid_pairing("C1-C3", "C.04.3 1.9.3")


def out_of_memory(size: int) -> object:
    raise MemoryError


def engine_children() -> list[multiprocessing.process.BaseProcess]:
    return [p for p in multiprocessing.active_children() if p.name == "arbiter-engine"]


def gone(pid: int) -> bool:
    """No such process, or one that has ended and waits to be reaped by whoever adopted it."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] == "Z"
    except OSError:
        return True


@pytest.fixture
def window(qtbot, tmp_path: Path):  # noqa: ANN001, ANN201
    window = create_main_window()
    qtbot.addWidget(window)
    assert window.import_trf(str(CASE), str(tmp_path / "event.arbiter")), window.last_error
    return window


def test_the_engine_pairs_in_one_child_reused(qtbot, window) -> None:  # noqa: ANN001
    window.pair_next_round()
    qtbot.waitUntil(lambda: not window.pairing_in_progress, timeout=60000)
    assert window.last_error == "" and window.store.tournament().paired_rounds == 5
    [child] = engine_children()
    qtbot.waitUntil(lambda: window._explain_job is None, timeout=60000)  # noqa: SLF001 - its reasons, there too
    assert window.last_explained is not None and engine_children() == [child]
    assert engine_process.run(os.getpid) == child.pid != os.getpid()


def test_cancel_ends_the_child_and_the_next_pairing_works(qtbot, window,  # noqa: ANN001
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(systems, "pair", endless_pair)
    window.pair_next_round()
    qtbot.waitUntil(lambda: bool(engine_children()), timeout=60000)
    [pid] = [c.pid for c in engine_children()]
    time.sleep(0.5)  # well into the endless pairing
    window._progress.canceled.emit()  # noqa: SLF001 - the arbiter's Cancel
    assert not window.pairing_in_progress and window.status.text() == "Pairing cancelled: nothing was changed."
    [started] = engine_children()  # ended, waited for, and another started at once for the next pairing
    assert gone(pid) and started.pid != pid
    monkeypatch.undo()
    window.pair_next_round()
    qtbot.waitUntil(lambda: not window.pairing_in_progress, timeout=60000)
    assert window.last_error == "" and window.store.tournament().paired_rounds == 5


def test_a_child_that_dies_is_said_and_the_next_pairing_works(qtbot, window,  # noqa: ANN001
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(systems, "pair", dying_pair)
    window.pair_next_round()
    qtbot.waitUntil(lambda: not window.pairing_in_progress, timeout=60000)
    assert window.last_error == "The pairing engine stopped: ended by the signal SIGKILL."
    assert window.store.tournament().paired_rounds == 4 and engine_children() == []
    monkeypatch.undo()
    window.pair_next_round()
    qtbot.waitUntil(lambda: not window.pairing_in_progress, timeout=60000)
    assert window.status.text().startswith("Round 5 paired: ") and window.store.tournament().paired_rounds == 5


def test_the_engines_refusal_is_reported_as_before(qtbot, window,  # noqa: ANN001
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """Raised in the child, raised again here with its type and its translatable words."""
    monkeypatch.setattr(systems, "pair", refusing_pair)
    window.pair_next_round()
    qtbot.waitUntil(lambda: not window.pairing_in_progress, timeout=60000)
    assert window.last_error == shown_error(no_valid_pairing("C1-C3", "C.04.3 1.9.3"))
    assert window.last_error.startswith("No pairing of this round complies with the absolute criteria C1-C3")
    assert window.store.tournament().paired_rounds == 4


def test_errors_come_back_with_their_type_and_words() -> None:
    with pytest.raises(ValueError, match="invalid literal for int"):
        engine_process.run(int, "abc")
    with pytest.raises(engine_process.EngineStopped, match=r"^The pairing engine stopped: out of memory\.$"):
        engine_process.run(out_of_memory, 1)
    with pytest.raises(engine_process.EngineStopped, match=r"^The pairing engine stopped: it exited with code 3\.$"):
        engine_process.run(os._exit, 3)
    assert engine_process.run(int, "12") == 12  # a new child after each


def test_without_a_child_the_engine_still_answers_here(monkeypatch) -> None:  # noqa: ANN001
    """A system that refuses the child process (or one that dies while starting): the calls run on
    the calling thread, as before the child existed, and the round is still paired."""
    engine_process.shutdown()

    def refused() -> None:
        raise OSError(12, "Cannot allocate memory")

    monkeypatch.setattr(engine_process, "_Child", refused)
    monkeypatch.setattr(engine_process, "_unavailable", False)
    assert engine_process.run(os.getpid) == os.getpid()  # here, not in a child
    assert engine_process._unavailable  # and not tried again at every call
    assert engine_process.run(int, "12") == 12
    with pytest.raises(ValueError, match="invalid literal for int"):
        engine_process.run(int, "abc")


def test_a_cancel_answers_at_once() -> None:
    pid = engine_process.run(os.getpid)
    stop = threading.Event()
    threading.Timer(0.3, stop.set).start()
    started = time.perf_counter()
    with cancellable(stop), pytest.raises(Cancelled):
        engine_process.run(time.sleep, 30)
    assert time.perf_counter() - started < 5 and gone(pid)
    [child] = engine_children()  # started at the Cancel, before the next call
    assert engine_process.run(os.getpid) == child.pid != pid


def test_a_call_cancelled_while_the_child_starts_keeps_it() -> None:
    """It computes nothing yet: the next call uses it rather than start another."""
    engine_process.shutdown()
    stop = threading.Event()
    stop.set()  # cancelled before the child is ready
    with cancellable(stop), pytest.raises(Cancelled):
        engine_process.run(os.getpid)
    [child] = engine_children()
    assert engine_process.run(os.getpid) == child.pid


def test_no_child_is_left_after_the_window_closes(qtbot, window) -> None:  # noqa: ANN001
    window.pair_next_round()
    qtbot.waitUntil(lambda: not window.pairing_in_progress, timeout=60000)
    [pid] = [c.pid for c in engine_children()]
    window.close()
    engine_process.shutdown()
    assert engine_children() == [] and gone(pid)


def test_no_child_is_left_at_exit() -> None:
    """A program that ends without a word (no shutdown called): the child ends with it (atexit)."""
    code = ("from arbiter_gui.ui import engine_process; import os\n"
            "print(engine_process.run(os.getpid), flush=True)\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                          cwd=Path(__file__).parents[2])
    assert done.returncode == 0, done.stderr
    pid = int(done.stdout)
    deadline = time.monotonic() + 5
    while not gone(pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert gone(pid)


def test_the_exit_does_not_wait_for_a_call_under_way() -> None:
    """``shutdown`` (at exit) ends the child even while a call runs: the call is told, at once."""
    engine_process.run(os.getpid)  # a child ready
    said: list[BaseException] = []

    def call() -> None:
        try:
            engine_process.run(time.sleep, 30)
        except engine_process.EngineStopped as error:
            said.append(error)

    caller = threading.Thread(target=call)
    caller.start()
    time.sleep(0.3)
    started = time.perf_counter()
    engine_process.shutdown()
    caller.join(10)
    assert time.perf_counter() - started < 5 and not caller.is_alive()
    assert [str(e) for e in said] == ["The pairing engine stopped: the program is ending."]
    assert engine_children() == []
