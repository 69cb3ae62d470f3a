"""The lobby message in the channel always tells the game's state: redrawn on every join and
leave, when the game starts, when it ends and when it is aborted; its Join/Leave/Start buttons
go once the game is no longer a lobby."""

from __future__ import annotations

from typing import Any

from .conftest import ALICE, BOB, Table, open_game, run_command
from .fakes import click
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
