"""Writing an export file whole or not at all: a temporary file beside the target, then a rename."""
from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Callable

__all__ = ["write_atomically"]


def write_atomically(path: str | os.PathLike[str], write: Callable[[str], None]) -> None:
    """``write(temporary_path)`` fills a temporary file in the target's folder, which then replaces
    the target; on any failure the temporary file is removed and the target left as it was."""
    target = Path(path)
    handle, temporary = tempfile.mkstemp(dir=target.absolute().parent, prefix=f".{target.name}.", suffix=".tmp")
    os.close(handle)
    try:
        write(temporary)
        os.replace(temporary, target)
    except BaseException:
        if os.path.exists(temporary):
            os.unlink(temporary)
        raise
