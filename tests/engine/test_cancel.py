"""Cancelling the engine part-way (engine/cancel.py): the arbiter's Cancel stops a long pairing at
the engine's next checkpoint instead of waiting for it to end."""
from __future__ import annotations

import threading

import pytest

from arbiter_gui.engine import systems
from arbiter_gui.engine.cancel import Cancelled, cancellable, checkpoint
from arbiter_gui.formats.trf import parse_trf
from arbiter_gui.formats.trf_tournament import tournament_from_trf
from arbiter_gui.tournament.engine_input import snapshot
from tests.pairing_files import generated


def _round_5_of_60() -> object:
    """Round 5 of a generated 60-player Dutch event, as the engine is given it to pair."""
    return snapshot(tournament_from_trf(parse_trf(generated("dutch", 4, 60, 5))), 5)


def test_outside_a_cancellable_job_checkpoints_do_nothing() -> None:
    checkpoint()
    with cancellable(threading.Event()):
        checkpoint()
    checkpoint()


def test_a_cancelled_pairing_stops_at_a_checkpoint_and_the_flag_is_the_thread_s_own() -> None:
    basis = _round_5_of_60()
    stop = threading.Event()
    stop.set()
    with cancellable(stop), pytest.raises(Cancelled):
        systems.pair("dutch", basis)
    assert systems.pair("dutch", basis).boards  # outside, the same round pairs
    other: list[object] = []
    worker = threading.Thread(target=lambda: other.append(systems.pair("dutch", basis)))
    with cancellable(stop):
        worker.start()  # another thread's engine is not this one's to cancel
        worker.join()
    assert other and other[0].boards
