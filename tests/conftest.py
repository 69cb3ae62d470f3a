"""Shared fixtures: a store on each backend (a temporary SQLite file, a fresh database of a
throw-away PostgreSQL server), and a GameService over the toy game."""

from __future__ import annotations

import asyncio
import itertools
import os
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from bot.service import GameService, UserRef
from bot.store import Store
from tests import collector, in_memory, mock_specs, postgres
from tests.toygame import GAME as TOY_GAME

# Spec'd mocks of a library class share what unittest.mock works out of the class (tests/mock_specs.py).
mock_specs.install()
# Temporary files (tmp_path) in memory when the machine has room there (tests/in_memory.py).
in_memory.use_for_temporary_files()

#: The games the service tests play: only the test-only Secret Nim.
TOY_GAMES = {TOY_GAME.name: TOY_GAME}


def pytest_collection_finish(session: pytest.Session) -> None:
    """Once the tests are collected: the collector's scans see only what a test makes (tests/collector.py)."""
    collector.settle()


@pytest.hookimpl(trylast=True)
def pytest_runtest_teardown(item: pytest.Item, nextitem: pytest.Item | None) -> None:
    """After each test (its fixtures torn down): the same (tests/collector.py)."""
    collector.settle()


ALICE = UserRef(1, "alice")
BOB = UserRef(2, "bob")
CAROL = UserRef(3, "carol")


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    """A fresh SQLite file path in the test's temporary directory."""
    return tmp_path / "petrocord.sqlite3"


#: The backends every store and service test runs on.
BACKENDS = ("sqlite", "postgresql")
_databases = itertools.count(1)


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[postgres.Server]:
    """One throw-away PostgreSQL server for the whole test run (see :mod:`tests.postgres`);
    the PostgreSQL tests are skipped, with the reason, only where no server can be had."""
    reason = postgres.unavailable()
    if reason is not None:
        pytest.skip(f"PostgreSQL tests skipped: {reason}")
    server = postgres.start()
    try:
        yield server
    finally:
        server.stop()


async def _create_database(server: postgres.Server, name: str) -> None:
    import asyncpg

    for attempt in range(100):  # the socket appears a moment before connections are taken
        try:
            connection = await asyncpg.connect(server.url())
            break
        except (OSError, asyncpg.CannotConnectNowError):
            if attempt == 99:
                raise
            await asyncio.sleep(0.1)
    try:
        await connection.execute(f'CREATE DATABASE "{name}"')
    finally:
        await connection.close()


@pytest.fixture
def pg_url(postgres_server: postgres.Server) -> str:
    """The URL of a fresh, empty database on the test run's PostgreSQL server."""
    name = f"test_{os.getpid()}_{next(_databases)}"
    asyncio.run(_create_database(postgres_server, name))
    return postgres_server.url(name)


@pytest.fixture(params=BACKENDS)
def database(request: pytest.FixtureRequest, db_path: Path) -> str | Path:
    """Where a store keeps its games: an SQLite file, then a PostgreSQL database."""
    if request.param == "sqlite":
        return db_path
    url: str = request.getfixturevalue("pg_url")
    return url


@pytest.fixture
async def store(database: str | Path) -> AsyncIterator[Store]:
    """An open store on each backend, closed after the test."""
    opened = await Store(database).open()
    try:
        yield opened
    finally:
        await opened.close()


@pytest.fixture
def service(store: Store) -> GameService:
    """A service over ``store`` that knows only the toy game, with a fixed clock."""
    return GameService(store, games=TOY_GAMES, clock=lambda: 1_000_000.0)
