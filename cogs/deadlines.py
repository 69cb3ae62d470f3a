"""``/pace daily``, ``/pace pauses`` and ``/pace digest`` (the ``/pace`` group, issue 33,
items 2 and 4): a game's fixed daily deadline and its limit on pauses (the host's), and a
user's daily digest (their own).

They are a group of their own because ``/game`` is at Discord's limit of 4,000 characters
of names, descriptions and choices per command (``tests/test_command_payload.py``), as
``/computer`` is. Like ``/game``, the group may be installed to a user as well as to a
server: ``/pace digest`` works anywhere; the others name a game and go through the same
check as every command that does (:meth:`cogs.flow.GameFlow.resolve`: a server's own games,
or from a DM the user's).

What they set is :mod:`bot.scheduling`'s: the game settings ``daily_deadline``, ``timezone``,
``pauses`` and ``max_vacation_days`` (:class:`~bot.scheduling.AsyncSettings`), and the user's
``digest`` hour (:class:`~bot.scheduling.UserPrefs`).
"""

from __future__ import annotations

import re
from typing import Any, Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot.scheduling import AsyncSettings, zone_of
from bot.service import Refused
from bot.texts import text

from .digest import only_anywhere
from .game_choices import GAME_DESCRIBE, game_autocomplete
from .host import Host, Hosted
from .replies import defer, reader, reply

#: A time of day as players type it: ``20:00``, ``8:30``, ``20h``, ``20h30``, ``20``.
TIME_OF_DAY = re.compile(r"^\s*([01]?[0-9]|2[0-3])\s*(?:[:hH.]\s*([0-5][0-9])?)?\s*$")
#: The hour a digest comes at when its user names none (authored: the morning).
DIGEST_HOUR = 9
#: The words that switch a daily deadline off.
OFF = ("off", "0", "none", "-", "aus", "non", "nein", "aucun", "keine")


def time_of_day(typed: str) -> str | None:
    """``HH:MM`` from what a player typed, ``None`` for "off"; :class:`Refused` otherwise."""
    if typed.strip().lower() in OFF:
        return None
    match = TIME_OF_DAY.match(typed)
    if match is None:
        raise Refused(key="daily_format", value=repr(typed[:40]))
    return f"{int(match.group(1)):02d}:{match.group(2) or '00'}"


@app_commands.allowed_installs(guilds=True, users=True)
@app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
class PaceCog(
    Hosted,
    commands.GroupCog,
    group_name="pace",
    group_description="Deadlines to plan around, limited pauses, your daily digest.",
):
    """The ``/pace`` command group."""

    def __init__(self, bot: Host) -> None:
        self.bot = bot
        super().__init__()

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        """Where the bot is not (the app installed to the user only), only the digest."""
        return await only_anywhere(interaction, "pace", frozenset({"digest"}))

    async def _change(
        self, interaction: discord.Interaction, game: int | None, changes: dict[str, Any]
    ) -> None:
        """Host only: change the game's settings (or show them, with no change), tell the
        thread, answer with the settings in the reader's words."""
        record = await self.flow.resolve(interaction, game)
        language = reader(interaction)
        if not changes:
            said = AsyncSettings.parse(record.settings).describe(language)
            await reply(interaction, text(language, "game_settings", game=record.id, said=said))
            return
        outcome = await self.flow.service.set_settings(record.id, interaction.user.id, changes)
        record = await self.flow.service.record(record.id)
        new = AsyncSettings.parse(record.settings)
        said = new.describe(record.language)
        outcome.public = [text(record.language, "host_changed_settings", said=said)]
        await self.flow.publish(outcome, interaction)
        await reply(
            interaction, text(language, "settings_of", game=record.id, said=new.describe(language))
        )

    @app_commands.command(
        name="daily", description="Host: a time each day when the seats waited on are played for."
    )
    @app_commands.describe(
        time="Time of day, like 20:00 ('off': none)",
        timezone="The game's time zone, like Europe/Paris (default UTC)",
        game=GAME_DESCRIBE,
    )
    @app_commands.autocomplete(game=game_autocomplete)
    async def daily(
        self,
        interaction: discord.Interaction,
        time: str | None = None,
        timezone: str | None = None,
        game: int | None = None,
    ) -> None:
        await defer(interaction)
        changes: dict[str, Any] = {}
        if time is not None:
            changes["daily_deadline"] = time_of_day(time)
        if timezone is not None:
            changes["timezone"] = timezone.strip()
            zone_of(changes["timezone"])  # refused in words before it reaches the settings
        await self._change(interaction, game, changes)

    @app_commands.command(
        name="pauses", description="Host: how many pauses each player has, and how long each."
    )
    @app_commands.describe(
        per_player="Pauses (/game vacation) per player in this game (-1: no limit)",
        days="Longest pause, in days",
        game=GAME_DESCRIBE,
    )
    @app_commands.autocomplete(game=game_autocomplete)
    async def pauses(
        self,
        interaction: discord.Interaction,
        per_player: app_commands.Range[int, -1, 100] | None = None,
        days: app_commands.Range[int, 0, 365] | None = None,
        game: int | None = None,
    ) -> None:
        await defer(interaction)
        changes: dict[str, Any] = {}
        if per_player is not None:
            changes["pauses"] = None if per_player < 0 else per_player
        if days is not None:
            changes["max_vacation_days"] = days
        await self._change(interaction, game, changes)

    @app_commands.command(
        name="digest", description="One DM a day with your games instead of reminders."
    )
    @app_commands.describe(
        state="on: a daily digest replaces your reminders; off: reminders again",
        hour="Hour of your day it comes, 0-23 (default 9)",
        timezone="Your time zone, like Europe/Paris (as in /game notify)",
    )
    async def digest(
        self,
        interaction: discord.Interaction,
        state: Literal["on", "off"] | None = None,
        hour: app_commands.Range[int, 0, 23] | None = None,
        timezone: str | None = None,
    ) -> None:
        """Show or change the caller's digest (it holds in every game, on every server)."""
        await defer(interaction)
        language = reader(interaction)
        scheduler = self.flow.scheduler
        prefs = await scheduler.prefs(interaction.user.id)
        changes: dict[str, Any] = {}
        if timezone is not None:
            changes["timezone"] = timezone.strip()
        if state == "off":
            changes["digest"] = None
        elif state == "on" or hour is not None:
            earlier = prefs.digest if prefs.digest is not None else DIGEST_HOUR
            changes["digest"] = hour if hour is not None else earlier
            changes["digest_language"] = language
        if changes:
            prefs = await scheduler.set_prefs(interaction.user.id, **changes)
        said = prefs.describe(language)
        if prefs.digest is not None and not prefs.dms:
            said += " " + text(language, "digest_needs_dms")
        await reply(interaction, text(language, "your_notifications", said=said))
