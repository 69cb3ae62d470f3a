"""What one member may open, through the fakes (issue 26, item 2): ``/game new`` past the
server's limit is refused with the limit and the ``/server settings`` option that changes it
(in the member's language), ``/server settings`` shows and changes the limits (Manage
Server), and a member leaving the server leaves their lobbies."""

from __future__ import annotations

from unittest.mock import MagicMock

import discord

from .conftest import ALICE, BOB, Table, run_command
from .fakes import click


async def open_lobby(t: Table, user: object, **kwargs: object) -> str:
    opening = t.make(user, channel=t.fake.text_channel(), **kwargs)
    await run_command(t, t.cog.new, opening, game="secret_nim", options="pile_size=1")
    return t.make.said(opening)


async def test_new_past_the_limit_is_refused_and_the_limit_changed(table: Table) -> None:
    t = table
    for _ in range(3):
        assert "is open" in await open_lobby(t, ALICE)
    said = await open_lobby(t, ALICE)
    assert "You already host 3 open lobbies" in said
    assert "`/server settings lobbies_per_member`" in said
    french = await open_lobby(t, ALICE, locale=discord.Locale.french)
    assert "3 salons ouverts" in french and "`/serveur réglages salons_par_membre`" in french
    assert len(await t.bot.service.games_of(ALICE.id)) == 3

    settings = t.bot.get_cog("ServerCog").settings  # type: ignore[union-attr]
    shown = t.make(BOB)
    await run_command(t, settings, shown)
    assert "at most 3 open lobbies and 20 games in play per member" in t.make.said(shown)
    refused = t.make(BOB)
    await run_command(t, settings, refused, lobbies_per_member=5)
    assert "Only members with Manage Server" in t.make.said(refused)
    saved = t.make(ALICE, manage_guild=True)
    await run_command(t, settings, saved, lobbies_per_member=4, new_games_per_hour=50)
    assert "at most 4 open lobbies" in t.make.said(saved)
    assert "50 new games per channel and hour" in t.make.said(saved)
    assert "is open" in await open_lobby(t, ALICE)
    assert "You already host 4 open lobbies" in await open_lobby(t, ALICE)


async def test_a_member_leaving_the_server_leaves_their_lobbies(table: Table) -> None:
    t = table
    opening = t.make(ALICE, channel=t.fake.text_channel())
    await run_command(t, t.cog.new, opening, game="secret_nim", options="pile_size=1")
    [record] = await t.bot.service.games_of(ALICE.id)
    lobby = t.fake.channels[opening.channel_id][-1]
    await click(t.make, lobby.custom_ids()[0], BOB)

    gone = MagicMock(spec_set=discord.RawMemberRemoveEvent)
    gone.guild_id, gone.user = opening.guild_id, ALICE
    await t.cog.on_raw_member_remove(gone)

    record = await t.bot.service.record(record.id)
    assert record.status == "lobby" and [s.user_id for s in record.seats] == [BOB.id]
    assert record.host_id == BOB.id
    told = t.fake.last(record.thread_id).text()
    assert "alice left game" in told and "bob is now the host" in told
    edit = t.fake.lobby_edits[-1]  # the lobby message redrawn without her
    assert edit["_message_id"] == record.lobby_message_id
    players = [f.value for f in edit["embed"].fields if f.name.startswith("Players")]
    assert "bob" in players[0] and "alice" not in players[0]


async def test_member_events_ask_for_the_members_intent_alone(table: Table) -> None:
    from bot.settings import Settings
    from cogs.client import PetroBot

    assert not table.bot.intents.members  # the default: no privileged intent
    settings = Settings(_env_file=None, discord_token=None, member_events=True)
    bot = PetroBot(table.bot.service, settings)
    assert bot.intents.members and not bot.intents.message_content and not bot.intents.presences
    assert bot.intents.value == (discord.Intents.default() | discord.Intents(members=True)).value
