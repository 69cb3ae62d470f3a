"""``/server settings`` through the fakes (issue 17): anyone sees them, only Manage Server
changes them, and ``/game new`` applies them: the lobby and thread go to the server's channel,
the game gets the server's reminder interval and time control, and only the opener role (or
Manage Server) may open games; each choice goes back to its default."""

from __future__ import annotations

from unittest.mock import MagicMock

import discord

from .conftest import ALICE, BOB, Table, run_command
from .fakes import make_member

GAMES_CHANNEL = 7777
ROLE = 5555


def role(role_id: int) -> MagicMock:
    found = MagicMock(spec_set=discord.Role)
    found.id = role_id
    return found


async def test_server_settings_apply_to_new_games(table: Table) -> None:
    t = table
    server = t.bot.get_cog("ServerCog")
    assert server is not None
    settings = server.settings  # type: ignore[attr-defined]

    seen = t.make(BOB)
    await run_command(t, settings, seen)
    assert "anyone may open games" in t.make.said(seen)

    refused = t.make(BOB)
    await run_command(t, settings, refused, reminder_hours=12.0)
    assert "Only members with Manage Server" in t.make.said(refused)
    assert (await t.bot.scheduler.server_settings(refused.guild_id)).reminder_hours is None

    games_channel = t.fake.text_channel(GAMES_CHANNEL)
    saved = t.make(ALICE, manage_guild=True)
    await run_command(
        t,
        settings,
        saved,
        channel=games_channel,
        reminder_hours=12.0,
        clock_hours=48.0,
        opener_role=role(ROLE),
        language="de",
    )
    said = t.make.said(saved)
    assert f"<#{GAMES_CHANNEL}>" in said and "every 12 h" in said and f"<@&{ROLE}>" in said
    assert "new games in German" in said

    # Bob has not the role: he may not open a game.
    elsewhere = t.fake.text_channel()
    opening = t.make(BOB, channel=elsewhere)
    await run_command(t, t.cog.new, opening, game="secret_nim", options="pile_size=1")
    assert f"<@&{ROLE}>" in t.make.said(opening)
    assert await t.bot.service.games_of(BOB.id) == []

    # Carol has it: the lobby goes to the games channel, with the server's defaults.
    carol = make_member(103, "carol")
    carol.roles = [role(ROLE)]
    opening = t.make(carol, channel=elsewhere)
    await run_command(t, t.cog.new, opening, game="secret_nim", options="pile_size=1")
    [record] = await t.bot.service.games_of(carol.id)
    assert record.channel_id == GAMES_CHANNEL
    assert "Secret Nim" in t.fake.last(GAMES_CHANNEL).text()
    assert record.settings["reminder_hours"] == 12.0 and record.settings["clock_hours"] == 48.0
    assert record.language == "de"  # the server's language, none given to /game new

    # Back to the defaults.
    reset = t.make(ALICE, manage_guild=True)
    await run_command(
        t, settings, reset, everywhere=True, anyone_opens=True, reminder_hours=0.0, clock_hours=0.0
    )
    assert "anyone may open games" in t.make.said(reset)
    assert "where /game new is used" in t.make.said(reset)
    opening = t.make(BOB, channel=elsewhere)
    await run_command(t, t.cog.new, opening, game="secret_nim", options="pile_size=1")
    [mine] = await t.bot.service.games_of(BOB.id)
    assert mine.channel_id == elsewhere.id and mine.settings.get("clock_hours") is None
