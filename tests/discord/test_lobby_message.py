"""The lobby message in the channel always tells the game's state: redrawn on every join and
leave, when the game starts, when it ends and when it is aborted; its Join/Leave/Start buttons
go once the game is no longer a lobby."""

from __future__ import annotations

from typing import Any

from .conftest import ALICE, BOB, Table, open_game, run_command
from .fakes import click, forbidden
from .test_play import take


async def last_lobby_edit(t: Table, game_id: int) -> dict[str, Any]:
    record = await t.bot.service.record(game_id)
    edit = t.fake.lobby_edits[-1]
    assert edit["_message_id"] == record.lobby_message_id
    return edit


async def test_the_lobby_tells_the_start_and_the_end(table: Table) -> None:
    t = table
    game_id, thread_id = await open_game(t, [ALICE, BOB], options="pile_size=1")
    started = await last_lobby_edit(t, game_id)
    assert started["embed"].description.startswith("The game has started")
    assert started["view"] is None
    edits = len(t.fake.lobby_edits)

    await take(t, thread_id, ALICE, "pile 1 (1 stones)", "1")
    assert len(t.fake.lobby_edits) == edits  # a move that does not end the game: untouched
    await take(t, thread_id, BOB, "pile 2 (1 stones)", "1")
    await take(t, thread_id, ALICE, "pile 3 (1 stones)", "1")
    for user, answer in ((ALICE, "reveal"), (BOB, "hide")):
        turn = t.fake.last(thread_id)
        go = next(cid for cid in turn.custom_ids() if cid.startswith("pc:go:"))
        opened = await click(t.make, go, user, channel_id=thread_id)
        prompt = t.make.answers(opened)[-1]
        button = next(item.custom_id for item in prompt.view.children if item.item.label == answer)
        await click(t.make, button, user, ephemeral=True)
    assert (await t.bot.service.record(game_id)).status == "finished"
    ended = await last_lobby_edit(t, game_id)
    assert ended["embed"].description == "The game is over."
    assert ended["view"] is None


async def test_the_lobby_tells_an_abort_in_the_lobby_and_during_play(table: Table) -> None:
    t = table
    channel = t.fake.text_channel()
    opening = t.make(ALICE, channel=channel)
    await t.cog.new.callback(t.cog, opening, game="secret_nim", options="pile_size=2")
    [record] = await t.bot.service.games_of(ALICE.id)
    await run_command(t, t.cog.abort, t.make(ALICE, channel_id=record.thread_id))
    aborted = await last_lobby_edit(t, record.id)
    assert aborted["embed"].description == "The game was aborted."
    assert aborted["view"] is None

    game_id, thread_id = await open_game(t, [ALICE, BOB], options="pile_size=2")
    await run_command(t, t.cog.abort, t.make(BOB, channel_id=thread_id, manage_guild=True))
    aborted = await last_lobby_edit(t, game_id)
    assert aborted["embed"].description == "The game was aborted."
    assert aborted["view"] is None


async def test_without_threads_a_channel_holds_one_unfinished_game(table: Table) -> None:
    t = table

    async def no_threads(**_kwargs: Any) -> Any:
        raise forbidden(50013, "Missing Permissions")

    t.fake._create_thread = no_threads  # type: ignore[method-assign]
    channel = t.fake.text_channel()
    first = t.make(ALICE, channel=channel)
    await run_command(t, t.cog.new, first, game="secret_nim", options="pile_size=1")
    assert "so the game runs here" in t.make.said(first)
    assert await t.bot.scheduler.game_for_thread(channel.id) == 1

    second = t.make(BOB, channel=channel)
    await run_command(t, t.cog.new, second, game="secret_nim", options="pile_size=1")
    said = t.make.said(second)
    assert "game #1 already runs in this channel without one" in said and "Sorry" not in said
    assert (await t.bot.service.record(2)).status == "aborted"
    assert await t.bot.scheduler.game_for_thread(channel.id) == 1  # not the refused one

    # Once the first game is over, the channel can hold a new one.
    await t.bot.service.abort(1, ALICE.id)
    third = t.make(BOB, channel=channel)
    await run_command(t, t.cog.new, third, game="secret_nim", options="pile_size=1")
    assert "Game #3 is open" in t.make.said(third)
    assert await t.bot.scheduler.game_for_thread(channel.id) == 3
