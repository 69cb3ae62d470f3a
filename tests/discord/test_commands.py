"""The ``/game`` commands, DMs refused by Discord, undo consent, abort permissions, errors."""

from __future__ import annotations

from pathlib import Path

import discord
from discord import app_commands

from cogs import embeds
from cogs.client import command_payload

from .conftest import ALICE, BOB, CAROL, Clock, Table, open_game, open_table, run_command
from .fakes import click, forbidden
from .test_play import buttons, open_prompt, take


async def test_refused_dm_is_remembered_and_told_once(table: Table) -> None:
    t = table
    t.fake.refuse_dms.add(BOB.id)
    _game_id, thread_id = await open_game(t, [ALICE, BOB], options="pile_size=2")
    assert t.fake.dm_attempts[BOB.id] == 1  # tried once at the start, refused (403, 50007)
    assert await t.bot.scheduler.dm_refused(BOB.id)
    assert forbidden().code == 50007

    await take(t, thread_id, ALICE, "pile 1 (2 stones)", "1")
    # Bob's first interaction since: told once, ephemerally, to use /game hand.
    first, _prompt = await open_prompt(t, thread_id, BOB)
    notices = [s for s in t.make.answers(first) if "/game hand" in (s.content or "")]
    assert len(notices) == 1 and notices[0].kwargs["ephemeral"] is True
    second, _prompt = await open_prompt(t, thread_id, BOB)
    assert "/game hand" not in t.make.said(second)

    # No DM is tried again, whatever happens; /game hand shows the secret.
    await take(t, thread_id, BOB, "pile 1 (1 stones)", "1")
    assert t.fake.dm_attempts[BOB.id] == 1
    hand = t.make(BOB, channel_id=thread_id)
    await run_command(t, t.cog.hand, hand)
    answer = t.make.answers(hand)[-1]
    assert "token" in answer.content and answer.kwargs["ephemeral"] is True
    assert answer.file is None  # words only: no second full board


async def test_hand_for_a_spectator_is_refused(table: Table) -> None:
    t = table
    _game_id, thread_id = await open_game(t, [ALICE, BOB])
    spectator = await click(t.make, buttons(t.fake.last(thread_id))["My hand"], CAROL)
    assert "You have no seat in game #1" in t.make.said(spectator)


async def test_undo_needs_the_other_players_consent(table: Table) -> None:
    t = table
    game_id, thread_id = await open_game(t, [ALICE, BOB, CAROL], options="pile_size=3")
    await take(t, thread_id, ALICE, "pile 1 (3 stones)", "2")
    ask = t.make(ALICE, channel_id=thread_id)
    await run_command(t, t.cog.undo, ask)
    assert "Undo requested" in t.make.said(ask)
    question = t.fake.last(thread_id)
    assert question.content == "Waiting for: <@102> <@103>"
    accept, decline = buttons(question)["Accept undo"], buttons(question)["Decline undo"]

    own = await click(t.make, accept, ALICE)
    assert "the other players answer it" in t.make.said(own)
    await click(t.make, accept, BOB)
    _record, state = await t.bot.service.state(game_id)
    assert state.piles == [1, 3, 3]  # not yet: Carol has not answered
    await click(t.make, accept, CAROL)
    _record, state = await t.bot.service.state(game_id)
    assert state.piles == [3, 3, 3]
    assert t.fake.last(thread_id).content == "Your turn: <@101>"

    # A refusal cancels a request.
    await take(t, thread_id, ALICE, "pile 1 (3 stones)", "1")
    await run_command(t, t.cog.undo, t.make(ALICE, channel_id=thread_id))
    await click(t.make, decline, CAROL)
    assert "declined the undo" in t.fake.last(thread_id).text()
    late = await click(t.make, accept, BOB)
    assert "no undo request" in t.make.said(late)
    _record, state = await t.bot.service.state(game_id)
    assert state.piles == [2, 3, 3]


async def test_abort_only_by_host_or_manage_server(table: Table) -> None:
    t = table
    game_id, thread_id = await open_game(t, [ALICE, BOB, CAROL])
    player = t.make(BOB, channel_id=thread_id)
    await run_command(t, t.cog.abort, player)
    assert "Only the host or a server admin" in t.make.said(player)
    assert (await t.bot.service.record(game_id)).status == "running"

    admin = t.make(CAROL, channel_id=thread_id, manage_guild=True)
    await run_command(t, t.cog.abort, admin)
    assert "is aborted" in t.make.said(admin)
    assert (await t.bot.service.record(game_id)).status == "aborted"
    assert "was aborted" in t.fake.last(thread_id).text()
    assert t.fake.lobby_edits[-1]["view"] is None


async def test_status_board_log_and_mine(table: Table) -> None:
    t = table
    game_id, thread_id = await open_game(t, [ALICE, BOB], options="pile_size=3")
    for _ in range(6):
        record = await t.bot.service.record(game_id)
        _rec, state = await t.bot.service.state(game_id)
        user = ALICE if state.current == 0 else BOB
        pile = next(i for i, n in enumerate(state.piles) if n)
        await t.bot.service.act(game_id, user.id, {"kind": "take", "pile": pile, "amount": 1})
    status = t.make(CAROL, channel_id=thread_id)  # spectators may look
    await run_command(t, t.cog.status, status)
    assert "Waiting for" in t.make.said(status) and "reminders every 24 h" in t.make.said(status)

    board = t.make(CAROL, channel_id=thread_id, filesize_limit=8_000_000)
    await run_command(t, t.cog.board, board)
    assert t.make.answers(board)[-1].file.filename == "board.png"

    log = t.make(CAROL, channel_id=thread_id)
    await run_command(t, t.cog.log, log, page=1)
    first_page = t.make.answers(log)[-1]
    assert "log page 1" in first_page.embed.title
    assert first_page.embed.description.count("\n") == 5  # moves 1-6
    assert first_page.view is None  # 6 moves fit one page

    mine = t.make(ALICE, channel_id=None)
    await run_command(t, t.cog.mine, mine)
    assert f"**{game_id}** Secret Nim · running" in t.make.said(mine)
    # a link that works from anywhere: a DM, another server (issue 33, item 2)
    assert f"https://discord.com/channels/4242/{thread_id}" in t.make.said(mine)
    assert record.version > 0


async def test_log_pages_with_buttons(table: Table) -> None:
    t = table
    game_id, thread_id = await open_game(t, [ALICE, BOB], options="pile_size=8")
    for n in range(12):
        user = ALICE if n % 2 == 0 else BOB
        await t.bot.service.act(game_id, user.id, {"kind": "take", "pile": n % 3, "amount": 1})
    log = t.make(BOB, channel_id=thread_id)
    await run_command(t, t.cog.log, log)
    first = t.make.answers(log)[-1]
    later = buttons(first)["Later"]
    turned = await click(t.make, later, BOB, ephemeral=True)
    page = t.make.answers(turned)[-1]
    assert "log page 2" in page.embed.title
    assert set(buttons(page)) == {"Earlier"}


async def test_commands_outside_a_thread_need_a_game(table: Table) -> None:
    t = table
    await open_game(t, [ALICE, BOB])
    await open_game(t, [ALICE, CAROL])
    where = t.make(ALICE, channel_id=12345)
    await run_command(t, t.cog.status, where)
    assert "give the game's number" in t.make.said(where)
    chosen = t.make(ALICE, channel_id=12345)
    await run_command(t, t.cog.status, chosen, game=2)
    assert "game 2" in t.make.said(chosen)


async def test_new_refuses_bad_options_and_threads(table: Table) -> None:
    t = table
    bad = t.make(ALICE, channel=t.fake.text_channel())
    await run_command(t, t.cog.new, bad, game="secret_nim", options="pile_size=99")
    assert "Bad option for Secret Nim" in t.make.said(bad)
    in_thread = t.make(ALICE, channel=_thread())
    await run_command(t, t.cog.new, in_thread, game="secret_nim")
    assert "not in a thread" in t.make.said(in_thread)
    unknown = t.make(ALICE, channel=t.fake.text_channel())
    await run_command(t, t.cog.new, unknown, game="chess")
    assert "Unknown game 'chess'" in t.make.said(unknown)
    assert await t.bot.service.games_of(ALICE.id) == []


def _thread() -> object:
    from unittest.mock import MagicMock

    thread = MagicMock(spec_set=discord.Thread)
    thread.id = 777
    return thread


async def test_unexpected_error_gets_an_apology_with_a_reference(table: Table, caplog) -> None:
    t = table
    interaction = t.make(ALICE, channel_id=1)
    await interaction.response.defer()
    command = t.cog.status
    error = app_commands.CommandInvokeError(command, RuntimeError("boom"))
    await t.bot.tree.on_error(interaction, error)
    said = t.make.said(interaction)
    assert "Sorry, something went wrong" in said and "error reference" in said
    reference = said.split("`")[1]
    assert reference in caplog.text
    # Answering again after a response never raises: it becomes a followup.
    await t.bot.tree.on_error(interaction, error)
    assert t.make.answers(interaction)[-1].kwargs["_via"] == "followup"


async def test_command_payload_is_built_offline(table: Table) -> None:
    payload = await command_payload(table.bot.service)
    names = {command["name"] for command in payload}
    assert names == {"game", "results", "server", "computer", "pace", "secret_nim"}
    nim = next(c for c in payload if c["name"] == "secret_nim")
    take = next(o for o in nim["options"] if o["name"] == "take")
    options = {o["name"]: o for o in take["options"]}
    assert options["pile"]["required"] and options["pile"]["autocomplete"]
    assert options["pile"]["type"] == 4 and options["game"]["required"] is False
    reveal = next(o for o in nim["options"] if o["name"] == "reveal")
    assert reveal["options"][0]["type"] == 5  # bool, no autocomplete


def test_embeds_are_trimmed_to_discord_limits() -> None:
    embed = discord.Embed(title="t" * 300, description="d" * 5000)
    for _ in range(30):
        embed.add_field(name="n" * 300, value="v" * 2000)
    embeds.fit(embed)
    assert len(embed.title) == 256 and len(embed.description) <= 4096
    assert len(embed.fields) <= 25 and len(embed) <= 6000
    assert all(len(f.value) <= 1024 and len(f.name) <= 256 for f in embed.fields)


async def test_only_dm_refusal_codes_are_remembered(table: Table) -> None:
    t = table
    game_id, _thread = await open_game(t, [ALICE, BOB])
    record = await t.bot.service.record(game_id)
    t.fake.refuse_dms.add(CAROL.id)
    t.fake.refuse_code = 50001  # missing access: not a user's refusal, try again later
    assert not await t.bot.flow.dm(record, CAROL.id, ["hello"], None)
    assert not await t.bot.scheduler.dm_refused(CAROL.id)
    t.fake.refuse_code = 50278  # the user blocks DMs from this server's members
    assert not await t.bot.flow.dm(record, CAROL.id, ["hello"], None)
    assert await t.bot.scheduler.dm_refused(CAROL.id)
    assert not await t.bot.flow.dm(record, CAROL.id, ["hello"], None)
    assert t.fake.dm_attempts[CAROL.id] == 2


async def test_new_without_permission_to_post_leaves_no_open_game(table: Table) -> None:
    from unittest.mock import AsyncMock

    t = table
    channel = t.fake.text_channel()
    channel.send = AsyncMock(side_effect=forbidden(50013, "Missing Permissions"))
    interaction = t.make(ALICE, channel=channel)
    await run_command(t, t.cog.new, interaction, game="secret_nim")
    assert "I cannot post in this channel" in t.make.said(interaction)
    [record] = await t.bot.service.games_of(ALICE.id)
    assert record.status == "aborted"


async def test_new_reads_options_as_typed_and_refuses_deep_json_in_words(table: Table) -> None:
    """Issue 26, item 3: options nested a thousand deep were a RecursionError ("Sorry,
    something went wrong"); now a refusal in words, and nothing is opened."""
    t = table
    deep = t.make(ALICE, channel=t.fake.text_channel())
    nested = '{"pile_size": ' + "[" * 1000 + "]" * 1000 + "}"
    await run_command(t, t.cog.new, deep, game="secret_nim", options=nested)
    assert "nested too deeply" in t.make.said(deep) and "Sorry" not in t.make.said(deep)
    deep_pair = t.make(ALICE, channel=t.fake.text_channel())
    await run_command(t, t.cog.new, deep_pair, game="secret_nim", options="a=" + "[" * 999)
    assert "nested too deeply" in t.make.said(deep_pair)
    assert await t.bot.service.games_of(ALICE.id) == []
    typed = t.make(ALICE, channel=t.fake.text_channel())
    await run_command(t, t.cog.new, typed, game="secret_nim", options=" pile_size=2 , ")
    [record] = await t.bot.service.games_of(ALICE.id)
    assert record.options == {"pile_size": 2}


async def test_new_takes_a_list_value_in_key_value_form(db_path: Path, clock: Clock) -> None:
    """Issue 26, item 3: ``handicaps=[1,2]`` was split on its comma and refused."""
    from rules.supremacy import GAME as SUPREMACY

    t = await open_table(db_path, clock, games={SUPREMACY.name: SUPREMACY})
    try:
        opening = t.make(ALICE, channel=t.fake.text_channel())
        await run_command(
            t, t.cog.new, opening, game="supremacy", options="handicaps=[1,2], rounds=3"
        )
        [record] = await t.bot.service.games_of(ALICE.id)
        assert record.options == {"handicaps": [1, 2], "rounds": 3}
    finally:
        await t.store.close()


async def test_new_says_a_bad_option_in_the_members_language(table: Table) -> None:
    """Issue 26, item 3: the options model's refusal ("Input should be less than or equal
    to 20") reached players in pydantic's English; now in theirs, naming the option's range."""
    t = table
    said = {}
    for locale in (discord.Locale.french, discord.Locale.german):
        bad = t.make(ALICE, channel=t.fake.text_channel(), locale=locale)
        await run_command(t, t.cog.new, bad, game="secret_nim", options="pile_size=99 colour=red")
        said[locale] = t.make.said(bad)
    assert said[discord.Locale.french] == (
        "Option invalide pour Secret Nim : pile_size est un nombre entier de 1 à 20, pas 99 ; "
        "il n'y a pas d'option colour (les options : pile_size)."
    )
    assert said[discord.Locale.german] == (
        "Ungültige Option für Secret Nim: pile_size ist eine ganze Zahl von 1 bis 20, nicht "
        "99; es gibt keine Option colour (die Optionen: pile_size)."
    )
    assert await t.bot.service.games_of(ALICE.id) == []
