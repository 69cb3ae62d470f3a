"""A full disk seen through a game's command (issue 26, item 6): the player is told, in their
language, that the bot cannot save right now and nothing was played, not the generic
"something went wrong" apology; and the game is as it was.

The SQLite case is real: the database is capped at its present size (``PRAGMA
max_page_count``) and its free pages filled, so that within a few moves SQLite itself answers
``SQLITE_FULL`` ("database or disk is full"). The other causes are told by :func:`bot.database.is_disk_full` the same way."""

from __future__ import annotations

import errno
import sqlite3

import discord
import pytest

from bot.database import is_disk_full
from bot.texts import text

from .conftest import ALICE, BOB, Table, open_game, run_command


async def _cap(t: Table) -> None:
    """The database may not grow by one page more, and its free pages are used up: the next
    write that needs a page gets SQLite's ``SQLITE_FULL``."""
    async with t.store.transaction() as tx:
        await tx.execute("CREATE TABLE IF NOT EXISTS filler (data BLOB)")
    row = await t.store.fetch_one("PRAGMA page_count")
    assert row is not None
    await t.store.db.execute(f"PRAGMA max_page_count = {int(row[0])}")
    size = 4096
    while size >= 1:
        try:
            async with t.store.transaction() as tx:
                await tx.execute("INSERT INTO filler (data) VALUES (zeroblob(?))", (size,))
        except sqlite3.OperationalError as error:
            assert is_disk_full(error)
            size //= 2


async def test_a_full_disk_says_nothing_was_played_in_the_readers_language(
    table: Table,
) -> None:
    t = table
    game_id, thread_id = await open_game(t, [ALICE, BOB], options="pile_size=20")
    take = t.bot.tree.get_command("secret_nim").get_command("take")  # type: ignore[union-attr]
    await _cap(t)
    # Moves are played until one needs a page the database may not take (a leaf of the log
    # or the snapshots fills up within a few moves).
    for turn in range(60):
        player = (ALICE, BOB)[turn % 2]
        before = await t.bot.service.record(game_id)
        moves = len(await t.bot.service.log(game_id, 0, -1))
        asked = t.make(player, channel_id=thread_id, locale=discord.Locale.french)
        await run_command(t, take, asked, pile=turn % 3, amount=1)
        said = t.make.said(asked)
        assert "Désolé" not in said and "référence" not in said, said
        if text("fr", "disk_full") in said:
            break
        assert said.startswith("Fait"), said
    else:
        raise AssertionError("the database never filled up")
    assert turn > 0 or moves == 0
    after = await t.bot.service.record(game_id)
    assert after.version == before.version  # nothing was played
    assert len(await t.bot.service.log(game_id, 0, -1)) == moves


@pytest.mark.parametrize(
    ("error", "full"),
    [
        (sqlite3.OperationalError("database or disk is full"), True),
        (OSError(errno.ENOSPC, "No space left on device"), True),
        (OSError(errno.EDQUOT, "Disk quota exceeded"), True),
        (OSError(errno.EACCES, "Permission denied"), False),
        (sqlite3.OperationalError("database is locked"), False),
        (ValueError("disk is full"), False),
    ],
)
def test_what_counts_as_a_full_disk(error: BaseException, full: bool) -> None:
    assert is_disk_full(error) is full


def test_a_full_disk_behind_another_error_and_postgresql_s_class() -> None:
    asyncpg = pytest.importorskip("asyncpg")
    assert is_disk_full(asyncpg.exceptions.DiskFullError("could not extend file"))
    assert not is_disk_full(asyncpg.exceptions.OutOfMemoryError("out of memory"))
    # SQLite may roll a full transaction back itself: the store's ROLLBACK then fails, the
    # full disk being the error it was handling.
    try:
        try:
            raise sqlite3.OperationalError("database or disk is full")
        except sqlite3.OperationalError:
            raise sqlite3.OperationalError("cannot rollback - no transaction is active")  # noqa: B904
    except sqlite3.OperationalError as second:
        assert is_disk_full(second)
    try:
        try:
            raise OSError(errno.ENOSPC, "No space left on device")
        except OSError as cause:
            raise RuntimeError("write failed") from cause
    except RuntimeError as wrapped:
        assert is_disk_full(wrapped)
