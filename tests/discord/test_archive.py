"""The archive of ended games (issue 33, item 5) through the fakes: a finished game's thread
is archived by the ticker after the server's days (7 by default, or the server's own), once,
with a closing note and its final board, also after a restart; a thread Discord lost is
passed over; ``/game history`` lists the server's ended games with places and links."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot import archive
from bot.store import MIGRATIONS, Store
from rules.core import Rng
from tests.toygame import GAME as TOY_GAME

from .conftest import ALICE, BOB, CAROL, Clock, Table, open_game, open_table, run_command
from .fakes import GUILD_ID


async def finish(t: Table, game_id: int) -> None:
    """Play the game to its end through the service (random legal moves), published."""
    service = t.bot.service
    rng = Rng.from_seed(game_id)
    record = await service.record(game_id)
    while record.status == "running":
        _record, state = await service.state(game_id)
        seat = TOY_GAME.to_act(state)[0]
        user_id = record.seats[seat].user_id
        legal = await service.legal(game_id, user_id)
        action = legal[seat].random_action(rng)
        outcome = await service.act(game_id, user_id, action, seat=seat)
        await t.bot.flow.publish(outcome, acted=seat)
        record = await service.record(game_id)


async def test_thread_archived_after_seven_days_once_and_after_a_restart(
    table: Table, db_path: Path, clock: Clock
) -> None:
    t = table
    game_id, thread_id = await open_game(t, [ALICE, BOB])
    await finish(t, game_id)
    clock.advance(7 * 24 - 0.1)
    await t.bot.ticker.tick()
    assert t.fake.archived == []
    clock.advance(0.2)
    await t.store.close()
    t2 = await open_table(db_path, clock, t.fake)  # a restart: what is due is in the database
    try:
        await t2.bot.ticker.tick()
        assert t.fake.archived == [thread_id]
        note = t.fake.last(thread_id)
        assert "this thread is archived, with its final board and story kept" in note.text()
        assert note.file is not None and note.file.filename == "board.png"
        await t2.bot.ticker.tick()
        assert t.fake.archived == [thread_id]  # once
    finally:
        await t2.store.close()


async def test_server_days_a_lost_thread_and_the_history(table: Table, clock: Clock) -> None:
    t = table
    server = t.bot.get_cog("ServerCog")
    settings = server.settings  # type: ignore[attr-defined]
    changed = t.make(ALICE, manage_guild=True)
    await run_command(t, settings, changed, archive_days=1.0)
    assert "archived after 1 days" in t.make.said(changed)
    won, won_thread = await open_game(t, [ALICE, BOB, CAROL])
    await finish(t, won)
    lost, lost_thread = await open_game(t, [BOB, CAROL])
    await finish(t, lost)
    t.fake.gone.add(lost_thread)
    aborted, _thread = await open_game(t, [CAROL, ALICE])
    await t.bot.service.abort(aborted, CAROL.id)
    clock.advance(24.1)
    await t.bot.ticker.tick()
    assert sorted(t.fake.archived) == sorted([won_thread, _thread])
    await t.bot.ticker.tick()  # the lost thread is not tried again
    assert len(t.fake.archived) == 2

    asked = t.make(BOB)
    await run_command(t, t.results.history, asked)
    embed = t.make.answers(asked)[0].kwargs["embed"]
    lines = embed.description.splitlines()
    assert len(lines) == 3 and lines[0].startswith(f"**#{aborted} Secret Nim**")
    assert "aborted" in lines[0]
    record = await t.bot.service.record(won)
    link = f"https://discord.com/channels/{GUILD_ID}/{record.thread_id}"
    [won_line] = [line for line in lines if line.startswith(f"**#{won} ")]
    assert link in won_line and f"/game replay game:{won}" in won_line
    assert "1. " in won_line and all(p in won_line for p in ("alice", "bob", "carol"))

    elsewhere = t.make(BOB, guild_id=GUILD_ID + 1)
    await run_command(t, t.results.history, elsewhere)
    assert "No finished game" in t.make.answers(elsewhere)[0].kwargs["embed"].description


async def test_games_ended_before_the_archive_came_are_not_archived_again(
    db_path: Path, clock: Clock, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A database from before migration 14: its finished games count as archived (Discord's
    auto-archive closed their threads), so no closing note goes into old threads."""
    ours = next(i for i, sql in enumerate(MIGRATIONS) if "game_archives" in sql)
    monkeypatch.setattr("bot.store.MIGRATIONS", MIGRATIONS[:ours])
    store = await Store(db_path).open()
    try:
        async with store.transaction() as db:
            await db.execute(
                "INSERT INTO games (kind, guild_id, channel_id, thread_id, host_id, status, "
                "created_at, updated_at) VALUES ('secret_nim', ?, 1, 4242, ?, 'finished', ?, ?)",
                (GUILD_ID, ALICE.id, clock(), clock()),
            )
    finally:
        await store.close()
    monkeypatch.setattr("bot.store.MIGRATIONS", MIGRATIONS)
    clock.advance(30 * 24)
    t = await open_table(db_path, clock)
    try:
        assert await archive.due(t.store, clock()) == []
        await t.bot.ticker.tick()
        assert t.fake.archived == []
    finally:
        await t.store.close()


async def test_a_game_played_in_its_channel_is_not_archived(table: Table, clock: Clock) -> None:
    """Discord refused the thread, so the game was played in the lobby's channel: the
    channel is not a thread to archive, and no closing note goes there."""
    t = table
    game_id, _thread = await open_game(t, [ALICE, BOB])
    await finish(t, game_id)
    record = await t.bot.service.record(game_id)
    async with t.store.transaction() as db:
        await db.execute("UPDATE games SET thread_id = channel_id WHERE id = ?", (record.id,))
    clock.advance(8 * 24)
    sent = len(t.fake.channels.get(record.channel_id or 0, []))
    await t.bot.ticker.tick()
    assert t.fake.archived == []
    assert len(t.fake.channels.get(record.channel_id or 0, [])) == sent
