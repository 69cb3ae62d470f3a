"""The tests' files are kept in memory where the machine has room (tests/in_memory.py)."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from tests import in_memory


def test_tmp_path_is_in_memory_where_there_is_room(tmp_path: Path) -> None:
    if "TMPDIR" in os.environ or in_memory.folder(in_memory.TEMPORARY_ROOM) is None:
        assert not str(tmp_path).startswith(in_memory.MEMORY + "/")
        return
    assert tempfile.gettempdir() == in_memory.MEMORY
    assert str(tmp_path.resolve()).startswith(in_memory.MEMORY + "/")


def test_no_memory_folder_without_room() -> None:
    assert in_memory.folder(2**62) is None
