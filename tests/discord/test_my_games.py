"""My games from anywhere (issue 33, item 2), through the Discord fakes: the app installed
to a user, ``/game mine`` in a DM listing the games of two servers (whose turn, deadline, a
link to each thread), only where the bot is not, and the daily digest at the user's hour."""

from __future__ import annotations

from datetime import UTC, datetime
from unittest.mock import MagicMock

import discord
import pytest
from discord import app_commands

from .conftest import ALICE, BOB, CAROL, Clock, Table, open_game, run_command
from .fakes import click

OTHER_GUILD = 777
OTHER_CHANNEL = 6000


def user_installed(interaction: MagicMock, guild: bool = False) -> MagicMock:
    """The interaction as Discord sends it where the app is installed to the user (and, if
    ``guild``, to the server as well)."""
    interaction.is_guild_integration = MagicMock(return_value=guild)
    interaction.is_user_integration = MagicMock(return_value=True)
    interaction.type = discord.InteractionType.application_command
    return interaction


async def open_game_in(t: Table, players: list, guild_id: int) -> tuple[int, int]:
    """``/game new`` and Join and Start, in the server ``guild_id``."""
    host = players[0]
    interaction = t.make(host, channel=t.fake.text_channel(OTHER_CHANNEL), guild_id=guild_id)
    await t.cog.new.callback(t.cog, interaction, game="secret_nim", options="pile_size=2")
    lobby = t.fake.channels[OTHER_CHANNEL][-1]
    join, _leave, start, _computer = lobby.custom_ids()
    for player in players[1:]:
        await click(t.make, join, player, guild_id=guild_id)
    await click(t.make, start, host, guild_id=guild_id)
    game_id = int(join.rsplit(":", 1)[1])
    record = await t.bot.service.record(game_id)
    assert record.thread_id is not None and record.guild_id == guild_id
    return game_id, record.thread_id


def test_game_and_pace_are_installable_to_users_and_usable_anywhere(table: Table) -> None:
    """What ``python -m bot commands --json`` shows (``tests/test_command_payload.py``):
    ``/game`` and ``/pace`` installed to a server or a user, used in servers, DMs and group
    DMs; the others as before, for servers (and DMs with the bot, but the games' groups)."""
    tree = table.bot.tree
    shown = {command.name: command.to_dict(tree) for command in tree.get_commands()}
    for name in ("game", "pace"):
        assert shown[name]["integration_types"] == [0, 1]
        assert shown[name]["contexts"] == [0, 1, 2]
    for name in ("server", "computer"):
        assert shown[name]["integration_types"] == [0] and shown[name]["contexts"] == [0, 1]
    assert shown["secret_nim"]["integration_types"] == [0]
    assert shown["secret_nim"]["contexts"] == [0]


async def test_user_installed_mine_in_a_dm_lists_the_games_of_two_servers(
    table: Table, clock: Clock
) -> None:
    t = table
    here, here_thread = await open_game(t, [ALICE, BOB], "pile_size=2", clock_hours=48)
    there, there_thread = await open_game_in(t, [CAROL, ALICE], OTHER_GUILD)
    clock.advance(1)
    dm = user_installed(t.make(ALICE, guild_id=None, channel_id=None))
    assert await t.cog.interaction_check(dm)
    await run_command(t, t.cog.mine, dm)
    said = t.make.said(dm)
    lines = said.splitlines()
    assert lines[1] == "Your games, on every server"
    # The game waiting on Alice first (⏳), with her clock's end; then the other server's,
    # which waits on Carol, with no deadline.
    runs_out = int(clock.now + 47 * 3600)
    assert lines[2] == (
        f"⏳ **{here}** Secret Nim · running · waiting for: alice · deadline <t:{runs_out}:R>"
        f" · https://discord.com/channels/4242/{here_thread}"
    )
    assert lines[3] == (
        f"**{there}** Secret Nim · running · waiting for: carol"
        f" · https://discord.com/channels/{OTHER_GUILD}/{there_thread}"
    )
    # Bob sees only his own game, from his DM as from any server.
    bobs = user_installed(t.make(BOB, guild_id=None, channel_id=None))
    await run_command(t, t.cog.mine, bobs)
    assert f"**{here}**" in t.make.said(bobs) and f"**{there}**" not in t.make.said(bobs)
    elsewhere = user_installed(t.make(BOB, guild_id=OTHER_GUILD))
    await run_command(t, t.cog.mine, elsewhere)
    assert t.make.said(elsewhere) == t.make.said(bobs)


async def test_where_the_bot_is_not_only_the_commands_for_anywhere_run(table: Table) -> None:
    t = table
    absent = user_installed(t.make(ALICE, guild_id=999))
    absent.command = t.cog.mine
    assert await t.cog.interaction_check(absent)
    absent.command = t.cog.new
    with pytest.raises(app_commands.CheckFailure, match="The bot is not in this server"):
        await t.cog.interaction_check(absent)
    pace = t.bot.get_cog("PaceCog")
    absent.command = pace.daily  # type: ignore[union-attr]
    with pytest.raises(app_commands.CheckFailure, match="`/pace digest`"):
        await pace.interaction_check(absent)  # type: ignore[union-attr]
    # Where the bot is (installed to the server as well), everything runs.
    present = user_installed(t.make(ALICE), guild=True)
    present.command = t.cog.new
    assert await t.cog.interaction_check(present)
    # And the refusal reaches the user in words, in their language.
    german = user_installed(t.make(ALICE, guild_id=999, locale=discord.Locale.german))
    german.command = t.cog.new
    try:
        await t.cog.interaction_check(german)
    except app_commands.CheckFailure as error:
        await t.bot.tree.on_error(german, error)
    said = t.make.said(german)
    assert "Der Bot ist nicht auf diesem Server" in said and "`/spiel meine`" in said


def digests(t: Table, user_id: int) -> list[str]:
    return [sent.text() for sent in t.fake.dms.get(user_id, []) if "daily digest" in sent.text()]


async def test_the_digest_comes_at_the_users_hour_instead_of_reminders(
    table: Table, clock: Clock
) -> None:
    t = table
    pace = t.bot.get_cog("PaceCog")
    asked = user_installed(t.make(ALICE, guild_id=None))
    await run_command(  # type: ignore[union-attr]
        t, pace.digest, asked, state="on", hour=9, timezone="Europe/Paris"
    )
    assert "daily digest at 09:00 (Europe/Paris), instead of reminders" in t.make.said(asked)
    game_id, thread_id = await open_game(t, [ALICE, BOB], "pile_size=2", reminder_hours=1)
    # The clock starts on 14 November at 22:13 UTC (23:13 in Paris, UTC+1).
    start = datetime.fromtimestamp(clock.now, UTC)
    posts = len(t.fake.channels[thread_id])
    clock.now = start.replace(hour=7, minute=30).timestamp() + 86400  # 08:30 in Paris
    done = await t.bot.ticker.tick()
    assert done == [] and digests(t, ALICE.id) == []
    # Nine hours of reminders were due: none was posted, the digest replaces them.
    assert len(t.fake.channels[thread_id]) == posts
    clock.now = start.replace(hour=8, minute=0).timestamp() + 86400  # 09:00 in Paris
    await t.bot.ticker.tick()
    [digest] = digests(t, ALICE.id)
    assert digest.startswith("\nYour daily digest: 1 game waits on you\n⏳ **1** Secret Nim")
    assert f"https://discord.com/channels/4242/{thread_id}" in digest
    clock.advance(3)
    await t.bot.ticker.tick()
    assert len(digests(t, ALICE.id)) == 1  # once a day
    clock.now = start.replace(hour=8, minute=5).timestamp() + 2 * 86400  # the next day
    await t.bot.ticker.tick()
    assert len(digests(t, ALICE.id)) == 2
    # Off: her reminders come back at the next tick.
    off = t.make(ALICE, guild_id=None)
    await run_command(t, pace.digest, off, state="off")  # type: ignore[union-attr]
    assert "daily digest: off" in t.make.said(off)
    await t.bot.ticker.tick()
    assert t.fake.last(thread_id).content.startswith("<@101>, reminder")
    assert (await t.bot.service.record(game_id)).status == "running"


async def test_no_digest_without_a_game_waiting_and_one_in_the_readers_language(
    table: Table, clock: Clock
) -> None:
    t = table
    pace = t.bot.get_cog("PaceCog")
    await run_command(t, pace.digest, t.make(BOB), state="on", hour=9)  # type: ignore[union-attr]
    await open_game(t, [ALICE, BOB], "pile_size=2")  # waits on Alice, not Bob
    start = datetime.fromtimestamp(clock.now, UTC)
    clock.now = start.replace(hour=10, minute=30).timestamp() + 86400
    await t.bot.ticker.tick()
    assert digests(t, BOB.id) == []  # nothing waits on him: no DM
    # French reader: the digest speaks the language it was turned on in.
    await run_command(
        t, pace.digest, t.make(ALICE, locale=discord.Locale.french), state="on", hour=9
    )  # type: ignore[union-attr]
    await t.bot.ticker.tick()
    [french] = [s.text() for s in t.fake.dms[ALICE.id] if "résumé du jour" in s.text()]
    assert "Votre résumé du jour : 1 partie vous attend" in french
