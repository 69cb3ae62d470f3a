"""The archive of finished games (issue 33, item 5), without Discord.

When a game ends (finished or aborted) its thread stays open for the server's
``archive_days`` (``/server settings archive_days``; default :data:`ARCHIVE_DAYS`, as the
issue asks), counted from the game's last change (its end); then the ticker archives it
(:mod:`cogs.history`), keeping its messages, so the final board and the story stay readable
there. What was archived is kept in table ``game_archives`` (migration 14 of
:mod:`bot.store`), so the ticker finds what is due from the database on every tick and a
restart loses nothing; a game is archived once. ``/results history`` lists the server's ended
games with their places (:func:`history`).
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import Refused
from .store import Store

#: Days a finished game's thread stays open by default (issue 33, item 5: "default 7 days").
ARCHIVE_DAYS = 7.0
#: The longest a server may keep them open (authored: a year).
MAX_ARCHIVE_DAYS = 365.0
DAY = 24 * 3600.0
#: Games archived at most per tick (authored: a tick stays short; the rest wait for the next).
PER_TICK = 20


@dataclass(frozen=True)
class Due:
    """An ended game whose thread is due to be archived."""

    game_id: int
    guild_id: int | None
    thread_id: int
    ended_at: float


@dataclass(frozen=True)
class Ended:
    """An ended game of a server, for ``/results history``: its places (user id and place,
    best first; none for an aborted game)."""

    game_id: int
    kind: str
    status: str
    guild_id: int | None
    thread_id: int | None
    ended_at: float
    places: tuple[tuple[str, int], ...]


async def archive_days(store: Store, guild_id: int | None) -> float:
    """The days a finished game's thread stays open on the server."""
    if guild_id is None:
        return ARCHIVE_DAYS
    row = await store.fetch_one(
        "SELECT archive_days FROM server_settings WHERE guild_id = ?", (guild_id,)
    )
    return ARCHIVE_DAYS if row is None or row[0] is None else float(row[0])


async def set_archive_days(store: Store, guild_id: int, days: float | None) -> None:
    """Set the server's days (``None``: back to the default)."""
    if days is not None and not 0 <= days <= MAX_ARCHIVE_DAYS:
        raise Refused(key="archive_range")
    async with store.transaction() as db:
        await db.execute(
            "INSERT INTO server_settings (guild_id, archive_days) VALUES (?, ?) "
            "ON CONFLICT (guild_id) DO UPDATE SET archive_days = excluded.archive_days",
            (guild_id, days),
        )


async def due(store: Store, now: float) -> list[Due]:
    """The ended games with a thread of their own (not a game played in its channel, when
    Discord refused the thread), not archived yet, whose server's days have passed since
    they ended (oldest first, at most :data:`PER_TICK`)."""
    rows = await store.fetch_all(
        "SELECT g.id, g.guild_id, g.thread_id, g.updated_at, s.archive_days FROM games g "
        "LEFT JOIN server_settings s ON s.guild_id = g.guild_id "
        "LEFT JOIN game_archives a ON a.game_id = g.id "
        "WHERE g.status IN ('finished', 'aborted') AND g.thread_id IS NOT NULL "
        "AND (g.channel_id IS NULL OR g.thread_id != g.channel_id) "
        "AND a.game_id IS NULL ORDER BY g.updated_at, g.id",
    )
    found = []
    for row in rows:
        wait = (ARCHIVE_DAYS if row[4] is None else float(row[4])) * DAY
        if float(row[3]) + wait <= now:
            found.append(Due(int(row[0]), row[1], int(row[2]), float(row[3])))
        if len(found) >= PER_TICK:
            break
    return found


async def mark_archived(store: Store, game_id: int, now: float) -> bool:
    """Record that the game's thread was archived; whether this call did (once per game,
    whatever processes share the database)."""
    async with store.transaction() as db:
        changed = await db.execute(
            "INSERT INTO game_archives (game_id, archived_at) VALUES (?, ?) "
            "ON CONFLICT (game_id) DO NOTHING",
            (game_id, now),
        )
    return changed == 1


async def history(store: Store, guild_id: int, limit: int = 20) -> list[Ended]:
    """The server's ended games, newest first (at most ``limit``), with their places."""
    games = await store.fetch_all(
        "SELECT id, kind, status, guild_id, thread_id, updated_at FROM games "
        "WHERE guild_id = ? AND status IN ('finished', 'aborted') "
        "ORDER BY updated_at DESC, id DESC LIMIT ?",
        (guild_id, limit),
    )
    ended = []
    for game in games:
        places = await store.fetch_all(
            "SELECT s.name, r.place FROM results r JOIN seats s "
            "ON s.game_id = r.game_id AND s.seat = r.seat WHERE r.game_id = ? "
            "ORDER BY r.place, r.seat",
            (game[0],),
        )
        ended.append(
            Ended(
                int(game[0]),
                str(game[1]),
                str(game[2]),
                game[3],
                game[4],
                float(game[5]),
                tuple((str(row[0]), int(row[1])) for row in places),
            )
        )
    return ended
