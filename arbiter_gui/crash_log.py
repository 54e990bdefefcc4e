"""Crash logs, so that a crash of the app can be found and fixed (issue 16).

While the app runs, a session log ``session-PID.log`` in the crash folder (beside the user's
settings) receives: a header naming the versions; every uncaught exception (``sys.excepthook``,
which PySide also calls for an exception in a slot or in a Python override such as
``paintEvent``; ``threading.excepthook``; ``sys.unraisablehook``); Qt's warnings and errors; the
Python traceback of every thread if the process dies of a fatal signal (``faulthandler``: a
segmentation fault, or an abort such as Qt's "QThread destroyed while still running" or Python's
"Fatal Python error"); and, when the app has no console, everything written to the standard error.

At a clean exit the session log is deleted, unless an error was recorded: it then becomes a
report ``crash-TIME.log``. At the next start, a session log left by a process that is no longer
running (a crash, an abort, a kill) becomes a report too; ``pending_reports`` lists the reports not
yet shown and ``mark_shown`` files one away once the arbiter has seen it (the last MAX_KEPT are
kept). Pure Python: the Qt message handler is installed by ``install_qt_handler``.
"""
from __future__ import annotations

import faulthandler
import os
import platform
import sys
import threading
import time
import traceback
from pathlib import Path
from types import TracebackType
from typing import IO, Any

__all__ = ["CrashLog", "mark_shown", "pending_reports"]

MAX_KEPT = 10  # reports already shown that are kept, newest first
_SESSION = "session-{pid}.log"
_REPORT = "crash-{time}.log"
_SHOWN = "shown"  # the folder of reports already shown
_UNCLEAN = ("The app ended without closing normally (a crash, an abort or a kill); the lines above are what "
            "it recorded before.")


class CrashLog:
    """The session log of this process; ``install`` starts it, ``close`` ends it at a clean exit."""

    def __init__(self, folder: str | os.PathLike[str]) -> None:
        self.folder = Path(folder)
        self.path = self.folder / _SESSION.format(pid=os.getpid())
        self.errors = 0  # exceptions and Qt errors recorded this session
        self._file: IO[str] | None = None
        self._previous: dict[str, Any] = {}
        self._lock = threading.Lock()
        self.captures_stderr = False
        self._stderr_fd: int | None = None  # the standard error's own file while it is captured

    def install(self, versions: str = "", capture_stderr: bool | None = None) -> None:
        """Open the session log and install the hooks (OSError if the folder cannot be written).
        ``capture_stderr`` (by default: when the standard error is not a terminal, as in an app
        started from the desktop) sends the standard error, file descriptor 2, to the log as well:
        Python's "Fatal Python error" and Qt's own messages would be lost otherwise."""
        self.folder.mkdir(parents=True, exist_ok=True)
        self._file = open(self.path, "a", encoding="utf-8", errors="backslashreplace")
        self.write(f"Arbiter session {time.strftime('%Y-%m-%d %H:%M:%S')}, pid {os.getpid()}, "
                   f"Python {platform.python_version()}, {platform.platform()}" + (f", {versions}" if versions else "")
                   + f"\nargv: {sys.argv!r}\n")
        faulthandler.enable(self._file, all_threads=True)
        self._previous = {"excepthook": sys.excepthook, "threading": threading.excepthook,
                          "unraisable": sys.unraisablehook}
        sys.excepthook = self._excepthook
        threading.excepthook = self._thread_excepthook
        sys.unraisablehook = self._unraisablehook
        self.captures_stderr = not _has_console() if capture_stderr is None else capture_stderr
        if self.captures_stderr:
            if sys.stderr is not None:
                sys.stderr.flush()
            try:
                self._stderr_fd = os.dup(2)
            except OSError:
                self._stderr_fd = None  # no standard error at all (a windowed app on Windows)
            os.dup2(self._file.fileno(), 2)
            sys.stderr = self._file

    def write(self, text: str) -> None:
        """Append ``text`` to the session log at once (a crash may follow)."""
        with self._lock:
            if self._file is not None:
                self._file.write(text)
                self._file.flush()

    def record_error(self, title: str, text: str) -> None:
        """An error of this session, with the time: the log is kept as a report at exit."""
        self.errors += 1
        self.write(f"\n{time.strftime('%H:%M:%S')} {title}\n{text.rstrip()}\n")

    def close(self) -> Path | None:
        """A clean exit: the hooks removed and the session log deleted, or kept as a report (its
        path returned) if an error was recorded."""
        if self._file is None:
            return None
        faulthandler.disable()
        sys.excepthook = self._previous["excepthook"]
        threading.excepthook = self._previous["threading"]
        sys.unraisablehook = self._previous["unraisable"]
        if self.captures_stderr:
            sys.stderr = sys.__stderr__
            if self._stderr_fd is not None:
                os.dup2(self._stderr_fd, 2)
                os.close(self._stderr_fd)
        with self._lock:
            self._file.close()
            self._file = None
        if not self.errors:
            self.path.unlink(missing_ok=True)
            return None
        return _as_report(self.path)

    # -- the hooks ---------------------------------------------------------------------------------
    def _excepthook(self, kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        self.record_error("Uncaught exception", "".join(traceback.format_exception(kind, value, tb)))
        previous = self._previous["excepthook"]
        if not (self.captures_stderr and previous is sys.__excepthook__):  # else printed twice in the log
            previous(kind, value, tb)

    def _thread_excepthook(self, args: threading.ExceptHookArgs) -> None:
        name = args.thread.name if args.thread is not None else "?"
        self.record_error(f"Uncaught exception in thread {name}",
                          "".join(traceback.format_exception(args.exc_type, args.exc_value, args.exc_traceback)))

    def _unraisablehook(self, unraisable: Any) -> None:
        text = "".join(traceback.format_exception(unraisable.exc_type, unraisable.exc_value,
                                                  unraisable.exc_traceback))
        self.record_error(f"Exception ignored in {unraisable.object!r}", f"{unraisable.err_msg or ''}\n{text}")


def install_qt_handler(log: CrashLog) -> None:
    """Qt's messages into the session log: warnings as context, critical and fatal ones as errors
    (a fatal message aborts the process right after: faulthandler then adds the traceback)."""
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    errors = {QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg}
    previous = None

    def handler(kind: QtMsgType, context: object, message: str) -> None:
        if kind in errors:
            log.record_error(f"Qt {kind.name.removeprefix('Qt').removesuffix('Msg').lower()}", message)
        elif kind != QtMsgType.QtDebugMsg:
            log.write(f"{time.strftime('%H:%M:%S')} Qt {kind.name.removeprefix('Qt').removesuffix('Msg').lower()}: "
                      f"{message}\n")
        if previous is not None:
            previous(kind, context, message)
        elif not log.captures_stderr and sys.__stderr__ is not None:
            print(message, file=sys.__stderr__)

    previous = qInstallMessageHandler(handler)


def pending_reports(folder: str | os.PathLike[str]) -> list[Path]:
    """The reports not yet shown, oldest first; a session log whose process is gone becomes one."""
    path = Path(folder)
    if not path.is_dir():
        return []
    for session in path.glob(_SESSION.format(pid="*")):
        pid = session.stem.removeprefix("session-")
        if pid.isdigit() and int(pid) != os.getpid() and not _running(int(pid)):
            try:
                report = _as_report(session)
            except OSError:
                continue  # still open (Windows: its process runs) or not ours to move
            with open(report, "a", encoding="utf-8") as out:
                out.write(f"\n{_UNCLEAN}\n")
    return sorted(path.glob(_REPORT.format(time="*")))


def mark_shown(report: Path) -> None:
    """File a report away once shown (the last MAX_KEPT are kept)."""
    shown = report.parent / _SHOWN
    shown.mkdir(exist_ok=True)
    os.replace(report, shown / report.name)
    for old in sorted(shown.glob(_REPORT.format(time="*")))[:-MAX_KEPT]:
        old.unlink(missing_ok=True)


def _as_report(session: Path) -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(session.stat().st_mtime))
    report = session.with_name(_REPORT.format(time=f"{stamp}-{session.stem.removeprefix('session-')}"))
    os.replace(session, report)
    return report


def _running(pid: int) -> bool:
    """Whether process ``pid`` still runs (POSIX; on Windows the open file is the test)."""
    if os.name != "posix":
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def _has_console() -> bool:
    stream = sys.__stderr__
    try:
        return stream is not None and stream.isatty()
    except (OSError, ValueError):
        return False
