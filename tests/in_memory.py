"""Where the tests keep their files: in memory (``/dev/shm``) when the machine has room
there. On this machine's disk a file's creation and writes cost far more than in memory even
without any sync: a PostgreSQL ``CREATE DATABASE`` (0.23-0.6 s against 0.02 s) and the
SQLite tests (Peak Oil's whole game through the fakes, the service tests and the fuzzing of
Peak Oil, one process: 40.7 s wall on disk, 21.2 s in memory). The files are the same and
die with the run either way; nothing a test checks depends on the medium (a full disk is
SQLite's ``max_page_count`` or a file-size limit, not the folder's filesystem).
"""

from __future__ import annotations

import os
import tempfile

#: The folder used when it is there, writable and has the room asked.
MEMORY = "/dev/shm"


def folder(room: int) -> str | None:
    """:data:`MEMORY` when it is a writable folder with ``room`` bytes free, else ``None``
    (the system's temporary folder)."""
    try:
        found = os.statvfs(MEMORY)
    except OSError:
        return None
    if not os.access(MEMORY, os.W_OK) or found.f_bavail * found.f_frsize < room:
        return None
    return MEMORY


#: Room for a run's temporary folders (pytest keeps the last three runs': ~20 MB each).
TEMPORARY_ROOM = 1024**3


def use_for_temporary_files() -> None:
    """Make :data:`MEMORY` the temporary folder of this process (``tempfile``, and so
    pytest's ``tmp_path``: its base folder is made under ``tempfile.gettempdir()``) unless
    ``TMPDIR`` chooses another or there is no room."""
    if "TMPDIR" in os.environ:
        return
    chosen = folder(TEMPORARY_ROOM)
    if chosen is not None:
        tempfile.tempdir = chosen
