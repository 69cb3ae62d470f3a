"""The store side of reliability (issue 33, item 1) and of the archive (item 5) on both
backends, SQLite and PostgreSQL: waits kept and read back as figures, a replacement, the
lobby's and server's minimums, a server's archive days, what is due, archived once, and the
history with its places; the thread's reminders kept to delete and the "you are next"
choice (item 3)."""

from __future__ import annotations

import pytest

from bot import archive, reliability
from bot.errors import Refused
from bot.reliability import EndedWait
from bot.scheduling import Scheduler
from bot.service import GameService, UserRef

HOUR = 3600.0
DAY = 24 * HOUR
ALICE = UserRef(1, "alice")
BOB = UserRef(2, "bob")


async def test_waits_minimums_archive_and_history(service: GameService) -> None:
    store = service.store
    created = await service.create("secret_nim", ALICE, {"pile_size": 1}, guild_id=10)
    game_id = created.game_id
    async with store.transaction() as db:
        await reliability.record_waits(
            db,
            game_id,
            [
                EndedWait(0, ALICE.id, 0.0, 2 * HOUR, "answered"),
                EndedWait(0, ALICE.id, 5 * HOUR, 6 * HOUR, "answered"),
                EndedWait(1, BOB.id, 2 * HOUR, 5 * HOUR, "missed"),
            ],
        )
        await db.execute(
            "INSERT INTO turn_timers (game_id, seat, user_id, waiting_since) VALUES (?, 1, ?, ?)",
            (game_id, BOB.id, 7 * HOUR),
        )
        await reliability.record_replaced(db, game_id, 1, 8 * HOUR)
    alice = await reliability.figures(store, 10, ALICE.id)
    assert (alice.asked, alice.missed, alice.median, alice.p90) == (2, 0, 1.5 * HOUR, 2 * HOUR)
    bob = await reliability.figures(store, 10, BOB.id)
    assert (bob.asked, bob.missed, bob.abandoned, bob.reliability) == (2, 2, 1, 0)
    assert (await reliability.figures(store, 11, ALICE.id)).asked == 0

    await reliability.set_server_minimum(store, 10, 60)
    assert await reliability.server_minimum(store, 10) == 60
    with pytest.raises(Refused):
        await reliability.set_server_minimum(store, 10, 101)
    await reliability.set_lobby_minimum(store, game_id, 50)
    assert await reliability.lobby_minimum(store, game_id) == 50
    with pytest.raises(Refused, match="yours is 0%"):
        await reliability.check_joiner(store, game_id, 10, BOB.id)
    await reliability.check_joiner(store, game_id, 10, 99)  # a newcomer
    await reliability.set_lobby_minimum(store, game_id, None)
    await reliability.check_joiner(store, game_id, 10, BOB.id)

    await archive.set_archive_days(store, 10, 2.0)
    assert await archive.archive_days(store, 10) == 2.0
    assert await archive.archive_days(store, 11) == archive.ARCHIVE_DAYS
    await service.attach_thread(game_id, 555, 444)
    await service.join(game_id, BOB)
    await service.abort(game_id, ALICE.id)
    ended_at = (await service.record(game_id)).updated_at
    assert await archive.due(store, ended_at + 1.9 * DAY) == []
    [due] = await archive.due(store, ended_at + 2.1 * DAY)
    assert (due.game_id, due.thread_id) == (game_id, 555)
    assert await archive.mark_archived(store, game_id, ended_at + 2.1 * DAY)
    assert not await archive.mark_archived(store, game_id, ended_at + 2.2 * DAY)
    assert await archive.due(store, ended_at + 9 * DAY) == []
    [listed] = await archive.history(store, 10)
    assert (listed.game_id, listed.status, listed.places) == (game_id, "aborted", ())
    assert await archive.history(store, 11) == []


async def test_reminder_posts_and_the_next_choice(service: GameService) -> None:
    """Issue 33, item 3, on both backends: the thread's reminders kept by seat and handed
    back once their seat is no longer waited on, each once; the "you are next" choice kept."""
    scheduler = Scheduler(service.store)
    created = await service.create("secret_nim", ALICE, {"pile_size": 1}, guild_id=10)
    game_id = created.game_id
    await scheduler.save_reminder(game_id, 0, ALICE.id, 501)
    await scheduler.save_reminder(game_id, 1, BOB.id, 502)
    await scheduler.save_reminder(game_id, 0, ALICE.id, 503)
    await scheduler.save_reminder(game_id, 0, ALICE.id, 503)  # the same message once
    await scheduler.save_reminder(game_id, 2, BOB.id, 504)
    both = {0: ALICE.id, 1: BOB.id}
    assert await scheduler.stale_reminders(game_id, {**both, 2: BOB.id}) == []
    # Seat 2 changed hands: its reminder to Bob is stale though the seat is still waited on.
    assert await scheduler.stale_reminders(game_id, {**both, 2: 99}) == [504]
    assert await scheduler.stale_reminders(game_id, {1: BOB.id}) == [501, 503]
    assert await scheduler.stale_reminders(game_id, {1: BOB.id}) == []
    assert await scheduler.stale_reminders(game_id, {}) == [502]
    assert not (await scheduler.prefs(BOB.id)).next
    await scheduler.set_prefs(BOB.id, next=True)
    assert (await scheduler.prefs(BOB.id)).next
    await scheduler.set_prefs(BOB.id, dm=True)
    assert (await scheduler.prefs(BOB.id)).next  # kept when another choice changes
