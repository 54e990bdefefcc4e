"""The ``arbiter`` command's entry point: the desktop application, imported only once it starts.

The engine computes in a child process (ui/engine_process.py, multiprocessing's spawn), which
imports the program's main script again: for the installed ``arbiter`` command that script imports
this module, so the child does not load Qt and the window (its start-up 0.8 s of CPU and about
80 MB, against 0.2 s without them)."""


def main() -> int:
    from .app import main as run

    return run()
