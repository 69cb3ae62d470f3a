"""A throw-away PostgreSQL server for the tests: ``initdb`` in a temporary folder, ``postgres``
listening on a Unix socket there only (no TCP port), trust authentication, durability off
(the data dies with the test run), stopped at the end. The folder is in memory
(``/dev/shm``) where the machine has it: each test's ``CREATE DATABASE`` copies the template
(~7.5 MB), 0.23-0.6 s on this machine's disk even with fsync off, 0.02 s in memory.

The server binaries are Debian's ``postgresql`` package (``/usr/lib/postgresql/<n>/bin``, or
on ``PATH``). PostgreSQL refuses to run as root: as root the server runs as the ``postgres``
system user (or ``nobody``), which owns the folder. :func:`unavailable` says why a server
cannot be had, for the one skip the tests allow.
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import signal
import subprocess
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from tests import in_memory

#: The database user the tests connect as (the cluster's superuser).
USER = "petrocord"


def binaries() -> Path | None:
    """The folder holding ``initdb`` and ``postgres``, or ``None``."""
    found = shutil.which("initdb")
    if found:
        return Path(os.path.realpath(found)).parent
    for folder in sorted(glob.glob("/usr/lib/postgresql/*/bin"), reverse=True):
        if Path(folder, "initdb").exists():
            return Path(folder)
    return None


def _run_as() -> tuple[list[str], int | None, int | None]:
    """The command prefix and uid/gid the server runs as (another user when we are root)."""
    if os.geteuid() != 0:
        return [], None, None
    for name in ("postgres", "nobody"):
        try:
            entry = pwd.getpwnam(name)
        except KeyError:
            continue
        return ["runuser", "-u", name, "--"], entry.pw_uid, entry.pw_gid
    raise RuntimeError("running as root with no postgres or nobody user to run the server")


def unavailable() -> str | None:
    """Why no server can be started here, or ``None`` when one can."""
    if binaries() is None:
        return "PostgreSQL's server binaries (initdb, postgres) are not installed"
    if os.geteuid() == 0 and shutil.which("runuser") is None:
        return "running as root without runuser to start PostgreSQL as another user"
    return None


@dataclass
class Server:
    """A running throw-away server."""

    folder: Path
    process: subprocess.Popen[bytes]

    @property
    def socket_dir(self) -> Path:
        return self.folder / "socket"

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://{USER}@/{database}?host={self.socket_dir}&port=5432"

    def stop(self) -> None:
        """Stop the server at once and delete its folder. The postmaster itself is sent
        SIGQUIT, PostgreSQL's "immediate" shutdown: no shutdown checkpoint, no wait for
        clients (the data is deleted next). Not SIGTERM to our child: as root that child is
        ``runuser``, which on a signal waits 2 s and then SIGKILLs the server (util-linux
        su-common.c), and a "smart" shutdown waits for every client still connected: the
        last test of each run waited 2 to 37 s in its teardown for that."""
        if self.process.poll() is None:
            postmaster = self._postmaster_pid()
            if postmaster is None:
                self.process.terminate()
            else:
                os.kill(postmaster, signal.SIGQUIT)
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        shutil.rmtree(self.folder, ignore_errors=True)

    def _postmaster_pid(self) -> int | None:
        """The server's own process id (the first line of ``postmaster.pid``), if it wrote it."""
        try:
            first = (self.folder / "data" / "postmaster.pid").read_text().split("\n", 1)[0]
            return int(first)
        except (OSError, ValueError):
            return None


#: Room a run's cluster may take in memory: ~7.5 MB a database, one per PostgreSQL test.
MEMORY_NEEDED = 2 * 1024**3


def start() -> Server:
    """Create a cluster in a new temporary folder and start a server on it."""
    folder_bin = binaries()
    if folder_bin is None:
        raise RuntimeError(unavailable() or "no PostgreSQL")
    prefix, uid, gid = _run_as()
    folder = Path(tempfile.mkdtemp(prefix="petrocord-pg-", dir=in_memory.folder(MEMORY_NEEDED)))
    data, socket_dir = folder / "data", folder / "socket"
    data.mkdir()
    socket_dir.mkdir()
    if uid is not None and gid is not None:
        for path in (folder, data, socket_dir):
            os.chown(path, uid, gid)
    subprocess.run(
        [
            *prefix,
            str(folder_bin / "initdb"),
            "-D",
            str(data),
            "-U",
            USER,
            "--auth=trust",
            "-E",
            "UTF8",
            "--no-locale",
            "--no-sync",
        ],
        check=True,
        capture_output=True,
    )
    process = subprocess.Popen(
        [
            *prefix,
            str(folder_bin / "postgres"),
            "-D",
            str(data),
            "-k",
            str(socket_dir),
            "-c",
            "listen_addresses=",
            "-c",
            "fsync=off",
            "-c",
            "synchronous_commit=off",
            "-c",
            "full_page_writes=off",
            "-c",
            "max_connections=200",
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    server = Server(folder, process)
    deadline = time.monotonic() + 30
    while not (socket_dir / ".s.PGSQL.5432").exists():
        if process.poll() is not None or time.monotonic() > deadline:
            server.stop()
            raise RuntimeError("the PostgreSQL server did not start")
        time.sleep(0.05)
    return server
