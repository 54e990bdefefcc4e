"""Entry script of the stand-alone build: ``arbiter_gui.app.main`` (the ``arbiter`` command)."""
import sys

from arbiter_gui.app import main

sys.exit(main())
