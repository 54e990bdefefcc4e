"""Entry script of the stand-alone build: ``arbiter_gui.app.main`` (the ``arbiter`` command).

The engine computes in a child process (arbiter_gui/ui/engine_process.py, multiprocessing's spawn):
in the build that child is this executable started again, which ``freeze_support`` turns into the
engine's process and nothing else, before the application (and Qt) is imported."""
import multiprocessing
import sys

if __name__ == "__main__":  # spawn runs this file again in the child (as __mp_main__): never the app there
    multiprocessing.freeze_support()
    from arbiter_gui.app import main

    sys.exit(main())
