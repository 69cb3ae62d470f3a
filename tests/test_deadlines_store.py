"""The store side of issue 33's items 2 and 4 on both backends, SQLite and PostgreSQL
(migration 17): a user's digest hour and language kept, due at their hour and taken once a
day however many processes ask, its users' reminders left to it; pauses counted per player
and game against the game's limit, the last one taken by one of two at once only."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime

import pytest

from bot.scheduling import Scheduler, SettingsError
from bot.service import GameService, UserRef

ALICE = UserRef(1, "alice")
BOB = UserRef(2, "bob")
#: 14 November 2023, 22:13:20 UTC.
START = 1_700_000_000.0


class Clock:
    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> float:
        return self.now


async def test_digest_due_at_the_hour_and_taken_once_a_day(service: GameService) -> None:
    clock = Clock()
    scheduler = Scheduler(service.store, clock)
    await scheduler.set_prefs(ALICE.id, digest=9, digest_language="de", timezone="Europe/Paris")
    prefs = await scheduler.prefs(ALICE.id)
    assert (prefs.digest, prefs.digest_language, prefs.timezone) == (9, "de", "Europe/Paris")
    assert await scheduler.digest_users() == {ALICE.id}
    with pytest.raises(SettingsError):
        await scheduler.set_prefs(ALICE.id, digest=24)
    day = datetime.fromtimestamp(START, UTC)
    clock.now = day.replace(hour=7, minute=59).timestamp() + 86400  # 08:59 in Paris
    assert await scheduler.digests_due() == []
    clock.now += 60
    [due] = await scheduler.digests_due()
    # Two processes take it at once: one only sends it.
    taken = await asyncio.gather(scheduler.take_digest(due), scheduler.take_digest(due))
    assert sorted(taken) == [False, True]
    assert await scheduler.digests_due() == []
    clock.now += 86400  # the next day
    assert [p.user_id for p in await scheduler.digests_due()] == [ALICE.id]
    await scheduler.take_digest(due)
    # An hour inside her quiet hours waits for their end, that day.
    await scheduler.set_prefs(BOB.id, digest=9, quiet_from=9, quiet_to=10)
    clock.now = day.replace(hour=9, minute=30).timestamp() + 2 * 86400  # 09:30 UTC
    assert BOB.id not in [p.user_id for p in await scheduler.digests_due()]
    clock.now += 30 * 60
    assert BOB.id in [p.user_id for p in await scheduler.digests_due()]
    # DMs off: the digest cannot reach her, her reminders come back.
    await scheduler.set_prefs(ALICE.id, dms=False)
    assert await scheduler.digest_users() == {BOB.id}
    await scheduler.set_prefs(ALICE.id, dms=True, digest=None)
    assert [p.user_id for p in await scheduler.digests_due()] == [BOB.id]


async def test_pauses_counted_against_the_games_limit(service: GameService) -> None:
    clock = Clock()
    scheduler = Scheduler(service.store, clock)
    created = await service.create(
        "secret_nim", ALICE, {"pile_size": 1}, settings={"pauses": 1}, guild_id=10
    )
    game_id = created.game_id
    await service.join(game_id, BOB)
    await service.start(game_id, ALICE)
    record = await service.record(game_id)
    results = await asyncio.gather(
        scheduler.vacation(record, BOB.id, 1),
        scheduler.vacation(record, BOB.id, 2),
        return_exceptions=True,
    )
    refused = [r for r in results if isinstance(r, SettingsError)]
    assert len(refused) == 1 and refused[0].key == "no_pauses_left"
    assert await scheduler.pauses_taken(game_id, BOB.id) == 1
    assert await scheduler.vacation(record, BOB.id, 0) is None  # back: not a pause
    until = await scheduler.vacation(record, ALICE.id, 1)
    assert until == START + 86400
    assert await scheduler.pauses_taken(game_id, ALICE.id) == 1
