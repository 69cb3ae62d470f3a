"""Opening a database the bot cannot use: ``python -m bot`` says so in one line and exits.

Each case runs the real command in a child process (a token is set but Discord is never
reached: the store is opened first) with a bounded wait, so a process kept alive by the
SQLite connection's worker thread fails the test instead of hanging it.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import sqlite3
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

#: Seconds a child process may take to print its line and exit (a start takes ~1 s).
LIMIT = 20


def run_bot(database: Path, *args: str, prelude: str = "") -> tuple[int, str]:
    """Run ``python -m bot [args]`` on ``database`` (after ``prelude``, Python run first in
    the child); its exit status and stderr."""
    env = {
        **os.environ,
        "DISCORD_TOKEN": "not-a-real-token",
        "DATABASE_PATH": str(database),
        "LOG_LEVEL": "ERROR",
        "PYTHONPATH": str(ROOT),
    }
    code = f"import runpy, sys\n{prelude}\nsys.argv[1:] = {list(args)!r}; "
    code += "runpy.run_module('bot', run_name='__main__', alter_sys=True)"
    try:
        done = subprocess.run(
            [sys.executable, "-c", code],
            cwd=database.parent if database.parent.is_dir() else ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=LIMIT,
        )
    except subprocess.TimeoutExpired as expired:
        pytest.fail(f"python -m bot did not exit within {LIMIT} s: {expired.stderr!r}")
    return done.returncode, done.stderr


def one_line(text: str) -> str:
    lines = [line for line in text.splitlines() if line.strip()]
    assert len(lines) == 1, text
    assert "Traceback" not in text
    return lines[0]


def valid_database(path: Path) -> Path:
    """A small valid SQLite file of a few pages (not yet a petrocord database)."""
    with contextlib.closing(sqlite3.connect(path)) as db:
        db.execute("CREATE TABLE filler (x TEXT)")
        db.executemany("INSERT INTO filler VALUES (?)", [("x" * 500,)] * 40)
        db.commit()
    return path


def random_bytes(path: Path) -> Path:
    path.write_bytes(os.urandom(8192))
    return path


def text_file(path: Path) -> Path:
    path.write_text("DISCORD_TOKEN=oops\nthis is a note, not a database\n" * 50)
    return path


def truncated_file(path: Path) -> Path:
    data = valid_database(path).read_bytes()
    path.write_bytes(data[:60])  # the 100-byte header cut short
    return path


def overwritten_header(path: Path) -> Path:
    data = bytearray(valid_database(path).read_bytes())
    data[:100] = os.urandom(100)
    path.write_bytes(bytes(data))
    return path


@contextlib.contextmanager
def read_only(path: Path) -> Iterator[Path]:
    """A valid database the process may read but not write (an immutable file when we run
    as root, whom file modes do not stop; a read-only file in a read-only folder otherwise)."""
    folder = path.parent / "read-only"
    folder.mkdir()
    database = valid_database(folder / path.name)
    if os.geteuid() == 0:
        if shutil.which("chattr") is None:
            pytest.skip("running as root without chattr: no way to make a file read-only")
        flagged = subprocess.run(["chattr", "+i", str(database)], capture_output=True)
        if flagged.returncode != 0:
            pytest.skip("this file system has no immutable flag (chattr +i)")
        try:
            yield database
        finally:
            subprocess.run(["chattr", "-i", str(database)], check=True)
    else:
        database.chmod(0o444)
        folder.chmod(0o555)
        try:
            yield database
        finally:
            folder.chmod(0o755)


BROKEN: dict[str, Callable[[Path], Path]] = {
    "random bytes": random_bytes,
    "a text file": text_file,
    "a truncated file": truncated_file,
    "an overwritten header": overwritten_header,
}


@pytest.mark.parametrize("make", BROKEN.values(), ids=list(BROKEN))
def test_python_m_bot_exits_with_one_line_on_a_file_that_is_no_database(
    make: Callable[[Path], Path], tmp_path: Path
) -> None:
    database = make(tmp_path / "games.sqlite3")
    before = database.read_bytes()
    status, err = run_bot(database)
    assert status == 1, err
    line = one_line(err)
    assert line.startswith(f"Cannot open the database {database}") and "DATABASE_PATH" in line
    assert database.read_bytes() == before  # nothing was written over the user's file


def test_python_m_bot_exits_with_one_line_on_a_read_only_database(tmp_path: Path) -> None:
    with read_only(tmp_path / "games.sqlite3") as database:
        status, err = run_bot(database)
    assert status == 1, err
    line = one_line(err)
    assert line.startswith(f"Cannot open the database {database}") and "readonly" in line


def test_python_m_bot_exits_with_one_line_on_a_full_disk(tmp_path: Path) -> None:
    """No byte may be written (a file size limit of 0 stands in for a full disk)."""
    database = tmp_path / "games.sqlite3"
    prelude = "import resource, signal; signal.signal(signal.SIGXFSZ, signal.SIG_IGN); "
    prelude += "resource.setrlimit(resource.RLIMIT_FSIZE, (0, 0))"
    status, err = run_bot(database, prelude=prelude)
    assert status == 1, err
    assert one_line(err).startswith(f"Cannot open the database {database}")
