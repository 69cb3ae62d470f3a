"""Where the store's SQL runs: an SQLite file (the embedded default) or a PostgreSQL server.

The store (:mod:`bot.store`) and the scheduler (:mod:`bot.scheduling`) write one SQL for both
backends: ``?`` placeholders, ``INSERT … ON CONFLICT``, ``RETURNING``. What differs is kept
here, small and named:

* :class:`Dialect` — the column types a migration names (``{id}``, ``{int}``, ``{real}``,
  ``{bytes}``), how the append-only log is enforced (``{append_only_actions}``: two SQLite
  triggers, or one PL/pgSQL trigger), and the one query fragment that needs its own function
  (a game's seats as a JSON array: ``json_group_array`` / ``json_agg``);
* :class:`SqliteDatabase` — one aiosqlite connection, WAL, an :class:`asyncio.Lock` so the
  coroutines sharing it never interleave inside a transaction, ``BEGIN IMMEDIATE`` so several
  processes may share the file;
* :class:`PostgresDatabase` — an asyncpg pool; ``?`` becomes ``$1, $2…``; every transaction on
  its own pooled connection; migrations under an advisory lock so two processes starting at
  once migrate once.

Both give :meth:`Database.game_lock`, the per-game serialisation of the service's
read-apply-write: an :class:`asyncio.Lock` in the process for SQLite (one process serves a
file), a PostgreSQL advisory lock for PostgreSQL, so that two bot processes never interleave
one game's moves; the optimistic version check stays behind both.
"""

from __future__ import annotations

import asyncio
import errno
import re
import sqlite3
from abc import ABC, abstractmethod
from collections.abc import AsyncIterator, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

import aiosqlite


class DatabaseError(Exception):
    """The database cannot be opened or used as asked."""


#: PostgreSQL's SQLSTATE for "disk full" (class 53, insufficient resources: 53100
#: ``disk_full``; https://www.postgresql.org/docs/current/errcodes-appendix.html).
POSTGRES_DISK_FULL = "53100"
#: SQLite's result code for "database or disk is full" (https://sqlite.org/rescode.html#full).
SQLITE_FULL = 13


def is_disk_full(error: BaseException) -> bool:
    """Whether ``error`` (or an error it was raised from) says the database cannot grow: the
    disk is full. SQLite's ``SQLITE_FULL`` ("database or disk is full"), an ``OSError`` with
    ``ENOSPC`` (no space left on device) or ``EDQUOT`` (disk quota exceeded), or
    PostgreSQL's ``disk_full`` (asyncpg's ``DiskFullError``, told by its SQLSTATE so that
    asyncpg need not be installed)."""
    seen: set[int] = set()
    current: BaseException | None = error
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        if isinstance(current, sqlite3.Error) and (
            getattr(current, "sqlite_errorcode", None) == SQLITE_FULL
            or "database or disk is full" in str(current)
        ):
            return True
        if isinstance(current, OSError) and current.errno in (errno.ENOSPC, errno.EDQUOT):
            return True
        if getattr(current, "sqlstate", None) == POSTGRES_DISK_FULL:
            return True
        current = current.__cause__ or current.__context__
    return False


class Row(Protocol):
    """A result row: by column index or name (``aiosqlite.Row`` and ``asyncpg.Record``)."""

    def __getitem__(self, key: int | str) -> Any: ...


class Transaction(Protocol):
    """One open write transaction of :meth:`Database.transaction`."""

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Run one statement; the number of rows it changed."""
        ...

    async def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None: ...

    async def fetch_one(self, sql: str, params: Sequence[Any] = ()) -> Row | None: ...

    async def fetch_all(self, sql: str, params: Sequence[Any] = ()) -> list[Row]: ...


@dataclass(frozen=True)
class Dialect:
    """The named differences between the two backends' SQL."""

    name: str
    #: Substitutions for the migrations' ``{…}`` names.
    types: Mapping[str, str]
    #: A game's seats as a JSON array of ``[seat, user_id, name]`` in seat order, in a query
    #: ``FROM games g`` (read back as text).
    seat_rows: str

    def render(self, migration: str) -> str:
        """A migration's text for this backend."""
        return migration.format_map(self.types)


SQLITE = Dialect(
    name="sqlite",
    types={
        "id": "INTEGER PRIMARY KEY AUTOINCREMENT",
        "int": "INTEGER",
        "real": "REAL",
        "bytes": "TEXT",
        "append_only_actions": (
            "CREATE TRIGGER actions_append_only_update BEFORE UPDATE ON actions\n"
            "    BEGIN\n"
            "        SELECT RAISE(ABORT, 'the action log is append-only');\n"
            "    END;\n"
            "    CREATE TRIGGER actions_append_only_delete BEFORE DELETE ON actions\n"
            "    BEGIN\n"
            "        SELECT RAISE(ABORT, 'the action log is append-only');\n"
            "    END;"
        ),
    },
    seat_rows=(
        "(SELECT json_group_array(json_array(seat, user_id, name)) FROM "
        "(SELECT seat, user_id, name FROM seats WHERE game_id = g.id ORDER BY seat))"
    ),
)

POSTGRES = Dialect(
    name="postgresql",
    types={
        "id": "BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY",
        "int": "BIGINT",
        "real": "DOUBLE PRECISION",
        "bytes": "BYTEA",
        "append_only_actions": (
            "CREATE FUNCTION actions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$\n"
            "    BEGIN\n"
            "        RAISE EXCEPTION 'the action log is append-only';\n"
            "    END;\n"
            "    $$;\n"
            "    CREATE TRIGGER actions_append_only BEFORE UPDATE OR DELETE ON actions\n"
            "        FOR EACH ROW EXECUTE FUNCTION actions_append_only();\n"
            "    CREATE TRIGGER actions_append_only_truncate BEFORE TRUNCATE ON actions\n"
            "        FOR EACH STATEMENT EXECUTE FUNCTION actions_append_only();"
        ),
    },
    seat_rows=(
        "(SELECT COALESCE(json_agg(json_build_array(seat, user_id, name) ORDER BY seat), "
        "'[]'::json)::text FROM seats WHERE game_id = g.id)"
    ),
)


def is_postgres_url(target: str | Path) -> bool:
    """Whether ``target`` names a PostgreSQL server (``postgresql://…``) rather than a file."""
    return isinstance(target, str) and target.startswith(("postgresql://", "postgres://"))


def split_statements(script: str) -> list[str]:
    """Split an SQLite migration into complete statements (trigger bodies stay whole)."""
    statements: list[str] = []
    pending = ""
    for line in script.splitlines(keepends=True):
        pending += line
        if sqlite3.complete_statement(pending):
            statements.append(pending.strip())
            pending = ""
    if pending.strip():
        raise DatabaseError(f"incomplete SQL statement in a migration: {pending.strip()[:60]}")
    return statements


class Database(ABC):
    """The connection(s) the store runs its SQL on."""

    dialect: Dialect

    @abstractmethod
    async def open(self) -> None: ...

    @abstractmethod
    async def close(self) -> None: ...

    @abstractmethod
    async def fetch_one(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        """The first row of a read-only query, or ``None``."""

    @abstractmethod
    async def fetch_all(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        """Every row of a read-only query."""

    @abstractmethod
    def transaction(self) -> Any:
        """``async with database.transaction() as tx:`` — one write transaction (a
        :class:`Transaction`), committed at the end, rolled back on any error."""

    @abstractmethod
    def read_snapshot(self) -> Any:
        """``async with database.read_snapshot() as tx:`` — a read-only transaction whose
        every statement sees the same moment of the database (SQLite: one WAL read
        transaction; PostgreSQL: ``REPEATABLE READ``), whatever other writers commit
        meanwhile. Only ``tx.fetch_one`` / ``tx.fetch_all``."""

    @abstractmethod
    def game_lock(self, game_id: int) -> Any:
        """``async with database.game_lock(game_id):`` — only one holder per game at a time,
        across every process this backend lets share the data."""

    @abstractmethod
    async def migrate(self, migrations: Sequence[str]) -> None:
        """Apply the migrations this database has not applied yet, in one transaction."""

    @abstractmethod
    async def schema_version(self) -> int:
        """How many migrations this database has applied."""


# ---------------------------------------------------------------------------- SQLite


class _SqliteTransaction:
    def __init__(self, db: aiosqlite.Connection) -> None:
        self.db = db

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        cursor = await self.db.execute(sql, params)
        if cursor.description is not None:  # RETURNING: every row read before COMMIT
            await cursor.fetchall()
        return cursor.rowcount

    async def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        await self.db.executemany(sql, rows)

    async def fetch_one(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        async with self.db.execute(sql, params) as cursor:
            row: Row | None = await cursor.fetchone()
            return row

    async def fetch_all(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        async with self.db.execute(sql, params) as cursor:
            return list(await cursor.fetchall())


class SqliteDatabase(Database):
    """One SQLite file through one aiosqlite connection (see the module doc)."""

    dialect = SQLITE

    def __init__(
        self, path: str | Path, *, busy_timeout_ms: int = 10_000, synchronous: str = "NORMAL"
    ) -> None:
        self.path = Path(path)
        self.busy_timeout_ms = busy_timeout_ms
        self.synchronous = synchronous
        self._db: aiosqlite.Connection | None = None
        self._lock = asyncio.Lock()
        self._game_locks: dict[int, asyncio.Lock] = {}

    async def open(self) -> None:
        if self._db is not None:
            return
        db = await aiosqlite.connect(self.path, isolation_level=None)
        # From here on the connection's worker thread runs (and is not a daemon): any failure
        # must close it, or it keeps the process alive after the error was reported.
        self._db = db
        try:
            db.row_factory = aiosqlite.Row
            await db.execute(f"PRAGMA busy_timeout = {int(self.busy_timeout_ms)}")
            await db.execute("PRAGMA journal_mode = WAL")
            await db.execute("PRAGMA foreign_keys = ON")
            await db.execute(f"PRAGMA synchronous = {self.synchronous}")
        except BaseException:
            await self.close()
            raise

    async def close(self) -> None:
        if self._db is not None:
            await self._db.close()
            self._db = None

    @property
    def db(self) -> aiosqlite.Connection:
        if self._db is None:
            raise DatabaseError("the store is not open; call await store.open() first")
        return self._db

    async def fetch_one(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        async with self._lock:
            return await _SqliteTransaction(self.db).fetch_one(sql, params)

    async def fetch_all(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        async with self._lock:
            return await _SqliteTransaction(self.db).fetch_all(sql, params)

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Transaction]:
        async with self._lock:
            await self.db.execute("BEGIN IMMEDIATE")
            try:
                yield _SqliteTransaction(self.db)
            except BaseException:
                # SQLite rolls some failures back itself (a full disk, SQLITE_FULL): a second
                # ROLLBACK would fail and hide the error that said why.
                if self.db.in_transaction:
                    await self.db.execute("ROLLBACK")
                raise
            await self.db.execute("COMMIT")

    @asynccontextmanager
    async def read_snapshot(self) -> AsyncIterator[Transaction]:
        # A deferred transaction in WAL mode: its first read fixes the snapshot every later
        # read of it sees; writers of other connections go on meanwhile.
        async with self._lock:
            await self.db.execute("BEGIN DEFERRED")
            try:
                yield _SqliteTransaction(self.db)
            finally:
                await self.db.execute("COMMIT")

    @asynccontextmanager
    async def game_lock(self, game_id: int) -> AsyncIterator[None]:
        async with self._game_locks.setdefault(game_id, asyncio.Lock()):
            yield

    async def migrate(self, migrations: Sequence[str]) -> None:
        async with self.transaction() as tx:
            applied = await self._version(tx)
            _check_not_newer(applied, len(migrations))
            for number in range(applied, len(migrations)):
                for statement in split_statements(self.dialect.render(migrations[number])):
                    await tx.execute(statement)
                await tx.execute(f"PRAGMA user_version = {number + 1}")

    async def schema_version(self) -> int:
        async with self._lock:
            return await self._version(_SqliteTransaction(self.db))

    @staticmethod
    async def _version(tx: Transaction) -> int:
        row = await tx.fetch_one("PRAGMA user_version")
        return int(row[0]) if row else 0

    async def pragma_lines(self, pragma: str) -> list[str]:
        """The lines of one SQLite check pragma (``quick_check``, ``integrity_check``)."""
        rows = await self.fetch_all(f"PRAGMA {pragma}")
        return [line for row in rows for line in str(row[0]).splitlines() if line.strip()]


def _check_not_newer(applied: int, known: int) -> None:
    if applied > known:
        raise DatabaseError(
            f"the database has schema version {applied}, newer than this petrocord's "
            f"{known}: run a petrocord at least as new as the one that wrote it"
        )


# ---------------------------------------------------------------------------- PostgreSQL

_PLACEHOLDER = re.compile(r"\?")
_ROWCOUNT = re.compile(r"(\d+)$")


def numbered(sql: str) -> str:
    """``?`` placeholders as PostgreSQL's ``$1, $2…`` (the store's SQL has no ``?`` inside a
    string literal)."""
    counter = iter(range(1, 10_000))
    return _PLACEHOLDER.sub(lambda _match: f"${next(counter)}", sql)


def _changed(status: str) -> int:
    """Rows changed, from asyncpg's command status (``UPDATE 1``, ``INSERT 0 1``)."""
    found = _ROWCOUNT.search(status or "")
    return int(found.group(1)) if found else 0


class _PostgresTransaction:
    def __init__(self, connection: Any) -> None:
        self.connection = connection

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        if " RETURNING " in sql:
            return len(await self.connection.fetch(numbered(sql), *params))
        return _changed(await self.connection.execute(numbered(sql), *params))

    async def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        if rows:
            await self.connection.executemany(numbered(sql), [tuple(r) for r in rows])

    async def fetch_one(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        row: Row | None = await self.connection.fetchrow(numbered(sql), *params)
        return row

    async def fetch_all(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return list(await self.connection.fetch(numbered(sql), *params))


#: The advisory lock key of migrations (games lock their own id, always >= 1).
MIGRATION_LOCK = 0


class PostgresDatabase(Database):
    """A PostgreSQL database through an asyncpg pool (see the module doc)."""

    dialect = POSTGRES

    def __init__(self, url: str, *, min_size: int = 1, max_size: int = 10) -> None:
        self.url = url
        self.min_size = min_size
        self.max_size = max_size
        self._pool: Any = None
        #: Connections that hold games' advisory locks, apart from the query pool: a lock
        #: holder needs a query connection for its reads and its transaction, which waiting
        #: lock holders must never take.
        self._lock_pool: Any = None
        self._game_locks: dict[int, asyncio.Lock] = {}

    async def open(self) -> None:
        if self._pool is not None:
            return
        try:
            import asyncpg
        except ImportError:  # pragma: no cover - the extra is part of dev and postgresql
            raise DatabaseError(
                "DATABASE_URL names PostgreSQL but asyncpg is not installed: "
                'pip install -e ".[postgresql]"'
            ) from None
        self._pool = await asyncpg.create_pool(
            self.url, min_size=self.min_size, max_size=self.max_size
        )
        self._lock_pool = await asyncpg.create_pool(self.url, min_size=0, max_size=self.max_size)

    async def close(self) -> None:
        for pool in (self._pool, self._lock_pool):
            if pool is not None:
                await pool.close()
        self._pool = self._lock_pool = None

    @property
    def pool(self) -> Any:
        if self._pool is None:
            raise DatabaseError("the store is not open; call await store.open() first")
        return self._pool

    async def fetch_one(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        row: Row | None = await self.pool.fetchrow(numbered(sql), *params)
        return row

    async def fetch_all(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return list(await self.pool.fetch(numbered(sql), *params))

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Transaction]:
        async with self.pool.acquire() as connection, connection.transaction():
            yield _PostgresTransaction(connection)

    @asynccontextmanager
    async def read_snapshot(self) -> AsyncIterator[Transaction]:
        async with (
            self.pool.acquire() as connection,
            connection.transaction(isolation="repeatable_read", readonly=True),
        ):
            yield _PostgresTransaction(connection)

    @asynccontextmanager
    async def game_lock(self, game_id: int) -> AsyncIterator[None]:
        # In this process first (one waiting connection per game at most), then across
        # processes: a session-level advisory lock on a connection held for the whole
        # read-apply-write, released explicitly, and by the server if this process dies.
        in_process = self._game_locks.setdefault(game_id, asyncio.Lock())
        async with in_process, self._lock_pool.acquire() as connection:
            await connection.execute("SELECT pg_advisory_lock($1)", game_id)
            try:
                yield
            finally:
                await connection.execute("SELECT pg_advisory_unlock($1)", game_id)

    async def migrate(self, migrations: Sequence[str]) -> None:
        async with self.pool.acquire() as connection, connection.transaction():
            await connection.execute("SELECT pg_advisory_xact_lock($1)", MIGRATION_LOCK)
            await connection.execute(
                "CREATE TABLE IF NOT EXISTS schema_version (version BIGINT NOT NULL)"
            )
            applied = await connection.fetchval("SELECT MAX(version) FROM schema_version") or 0
            _check_not_newer(applied, len(migrations))
            for number in range(applied, len(migrations)):
                # A script without parameters runs whole (the function body keeps its ;).
                await connection.execute(self.dialect.render(migrations[number]))
                await connection.execute("INSERT INTO schema_version VALUES ($1)", number + 1)

    async def schema_version(self) -> int:
        value = await self.pool.fetchval("SELECT MAX(version) FROM schema_version")
        return int(value or 0)


def open_database(
    target: str | Path, *, busy_timeout_ms: int = 10_000, synchronous: str = "NORMAL"
) -> Database:
    """The backend for ``target``: a PostgreSQL URL, else an SQLite file path."""
    if is_postgres_url(target):
        return PostgresDatabase(str(target))
    return SqliteDatabase(target, busy_timeout_ms=busy_timeout_ms, synchronous=synchronous)
