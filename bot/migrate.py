"""Moving a store to another database: ``python -m bot migrate-db --to postgresql://…``.

Every table is copied row by row, in the order of their references, from the source store
(the SQLite file of ``DATABASE_PATH``, or ``--database``) to an EMPTY target (a new PostgreSQL
database; an SQLite file works too), ids and sequence numbers kept, in one transaction on the
target: it holds everything or nothing. Snapshots written uncompressed by older versions are
compressed on the way (the target keeps them as bytes); state deltas are copied as they are. The identity counter of ``games``
then continues after the largest id copied.

Then the move is checked: every table has as many rows in the target as in the source, and
every started game replays from its log to every stored state in the target, and its current
state there must be exactly the source's. The source is only read.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from rules.core import Game

from .database import PostgresDatabase, Row
from .store import Store, StoreError, pack, unpack

#: Every table, each after the tables it references.
TABLES: tuple[str, ...] = (
    "games",
    "seats",
    "actions",
    "snapshots",
    "state_deltas",
    "undo_requests",
    "undo_consents",
    "turn_timers",
    "dm_refused",
    "prompt_paths",
    "turn_posts",
    "user_prefs",
    "claims",
    "results",
    "server_settings",
    "standing_answers",
    "game_marks",
)


@dataclass
class MigrationReport:
    """What was copied and what the check found."""

    rows: dict[str, int] = field(default_factory=dict)
    games_replayed: int = 0
    problems: list[str] = field(default_factory=list)


def _values(table: str, columns: Sequence[str], row: Row) -> tuple[Any, ...]:
    values = [row[column] for column in columns]
    if table == "snapshots":
        state = columns.index("state")
        values[state] = pack(unpack(values[state]))
    return tuple(values)


async def migrate(
    source: Store, target: Store, games: Mapping[str, Game[Any, Any]]
) -> MigrationReport:
    """Copy ``source`` into the empty ``target`` and check the copy (see the module doc)."""
    if (await target.row_counts())["games"]:
        raise StoreError("the target database already holds games: migrate into an empty one")
    report = MigrationReport()
    async with target.transaction() as tx:
        for table in TABLES:
            rows = await source.fetch_all(f"SELECT * FROM {table}")
            report.rows[table] = len(rows)
            if not rows:
                continue
            columns = list(rows[0].keys())  # type: ignore[attr-defined]
            marks = ", ".join("?" for _ in columns)
            await tx.executemany(
                f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({marks})",
                [_values(table, columns, row) for row in rows],
            )
        if isinstance(target.database, PostgresDatabase):
            # The identity goes on after the ids copied (a new game must not reuse one).
            await tx.fetch_one(
                "SELECT setval(pg_get_serial_sequence('games', 'id'), "
                "(SELECT COALESCE(MAX(id), 0) + 1 FROM games), false)"
            )
    for table in TABLES:
        copied = len(await target.fetch_all(f"SELECT * FROM {table}"))
        if copied != report.rows[table]:
            report.problems.append(f"{table}: {report.rows[table]} rows, {copied} copied")
    replayed, problems = await target.check_games(games)
    report.games_replayed = replayed
    report.problems += problems
    for game_id in await target.game_ids():
        before, after = await source.latest_snapshot(game_id), await target.latest_snapshot(game_id)
        if before != after:
            report.problems.append(f"game #{game_id}: its newest snapshot differs after the move")
    return report
