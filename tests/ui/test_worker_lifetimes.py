"""Object lifetimes around worker.py's jobs (issue 30; a crash in the hall loses the arbiter's trust).

The window crashed in ``QObject::~QObject`` during a deferred delete (session 14): a finished
``Background``, still a child of its panel (through a ``Latest``), was deleted by its ``deleteLater``;
deleting it released the callbacks connected to its signals, which held the last reference to the
panel, so the panel was deleted in the middle of that deletion and deleted the job a second time, as
its child. These tests meet that order on purpose, then start, cancel and drop jobs, refreshes and
their owners in many orders; each runs hundreds of sequences in a few seconds, and a fault shows as
a crash of the test process (both crashed it every time before the fix), not as a slow test."""
from __future__ import annotations

import gc
import random
import time
import weakref

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtWidgets import QWidget

from arbiter_gui.ui import worker

ROUNDS = 300


def _deliver_answers_only() -> None:
    """The finished jobs' answers (queued calls) are delivered; their deferred deletes stay queued."""
    for thread in list(worker._REAPER.running):  # noqa: SLF001 - the test waits for the threads itself
        thread.wait()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.MetaCall)


def test_a_finished_job_may_hold_the_last_reference_to_its_owner(qtbot) -> None:  # noqa: ANN001
    """The owner (a panel no one else refers to) is kept only by the callbacks of its finished
    jobs until their deferred deletes: deleting them deletes the owner, never the jobs twice."""
    shown: list[object] = []
    jobs: list[weakref.ref[worker.Background]] = []
    for n in range(ROUNDS):
        owner = QWidget() if n % 2 else QObject()  # a panel, or any object owning a refresh
        latest = worker.Latest(owner)
        latest.run(lambda n=n: n, lambda result, owner=owner: shown.append((owner, result)) and None,
                   background=True)
        job = worker.Background(lambda: "direct", owner)
        job.done.connect(lambda result, owner=owner: shown.append((owner, result)) and None)
        job.start()
        jobs.append(weakref.ref(job))
        _deliver_answers_only()
        assert not latest.busy
        del owner, latest, job  # the callbacks hold the owner now
        shown.clear()  # and nothing else does
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    assert not worker._REAPER.running  # noqa: SLF001
    assert not worker._REAPER.findChildren(worker.Background)  # noqa: SLF001 - each deleted, none kept
    assert not any(job() for job in jobs)  # nor their Python objects


def test_jobs_refreshes_and_owners_started_cancelled_and_dropped_in_any_order(qtbot) -> None:  # noqa: ANN001
    """Random sequences (seeded): refreshes replacing each other, jobs cancelled before or after
    they start or while they run, owners deleted (by Qt, or by dropping the last reference) with
    jobs running or finished, events delivered at any point. Nothing crashes, every thread is
    reaped and every answer is a job's own."""
    rng = random.Random(14)
    answered: list[str] = []
    for _ in range(ROUNDS):
        owner: QObject = QWidget() if rng.random() < 0.5 else QObject()
        latest = worker.Latest(owner)
        jobs: list[worker.Background] = []
        for _step in range(rng.randint(1, 6)):
            action = rng.random()
            slow = rng.random() < 0.2
            work = (lambda: time.sleep(0.01) or "slow") if slow else (lambda: "quick")
            if action < 0.4:
                latest.run(work, lambda result, owner=owner: answered.append(f"latest {result}") and None,
                           background=True)
            elif action < 0.8:
                job = worker.Background(work, owner)
                job.done.connect(lambda result, owner=owner: answered.append(f"job {result}") and None)
                jobs.append(job)
                if rng.random() < 0.8:
                    job.start()
                if rng.random() < 0.3:
                    job.cancel()
            elif action < 0.9:
                _deliver_answers_only()
            else:
                QCoreApplication.processEvents()
        end = rng.random()
        if end < 0.3:
            owner.deleteLater()  # closed by Qt, its jobs may still run
        elif end > 0.6:
            QCoreApplication.processEvents()
        del owner, latest, jobs  # otherwise the last reference to the owner may be a callback's
        if rng.random() < 0.5:
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    worker.wait_for_jobs()
    QCoreApplication.processEvents()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    assert not worker._REAPER.running  # noqa: SLF001
    assert not worker._REAPER.findChildren(worker.Background)  # noqa: SLF001
    assert set(answered) <= {"latest quick", "latest slow", "job quick", "job slow"}
