"""The ``/server`` command group: a server's own defaults for its games.

``/server settings`` shows them to anyone and lets a member with Manage Server change them:
the channel every new game's lobby and thread go to, the default reminder interval and time
control of new games, a role needed to open games, and the limits on what one member opens
(:mod:`bot.limits`: open lobbies and games per member, new games per channel and hour), the
reliability new lobbies ask of joiners (:mod:`bot.reliability`) and the days a finished
game's thread stays open (:mod:`bot.archive`), and whether the computer plays a seat whose
clock runs out in new games (``computer_timeouts``, :mod:`bot.computer_seats`; each game's
``/computer timeouts`` changes it afterwards). ``/game new`` applies them.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.archive import archive_days as archive_days_of
from bot.archive import set_archive_days
from bot.computer_seats import server_plays_on_timeout, set_server_plays_on_timeout
from bot.reliability import server_minimum, set_server_minimum
from bot.scheduling import LANGUAGE_NAMES, SettingsError
from bot.service import Refused
from bot.texts import decimal, text

from .host import Host
from .replies import defer, reader, reply

#: The languages a game may speak, as a slash command's choices.
LANGUAGE_CHOICES = [
    app_commands.Choice(name=name, value=code) for code, name in LANGUAGE_NAMES.items()
]


class ServerCog(
    commands.GroupCog,
    group_name="server",
    group_description="This server's defaults for its games (Manage Server changes them).",
):
    """The ``/server`` command group."""

    def __init__(self, bot: Host) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(
        name="settings", description="Where new games go, their defaults, who may open them."
    )
    @app_commands.describe(
        channel="The text channel every new game's lobby and thread go to",
        everywhere="Back to: a game opens where /game new is used",
        reminder_hours="Default hours between reminders of new games (0: the bot's default)",
        clock_hours="Default time control of new games, hours per clock (0: none)",
        opener_role="Only members with this role (or Manage Server) may open games",
        anyone_opens="Back to: anyone may open games",
        language="The language of new games (their thread, messages and pictures)",
        lobbies_per_member="Most lobbies one member may host at once (default 3)",
        games_per_member="Most games one member may be in at once, lobby or running (default 20)",
        new_games_per_hour="Most games opened in one channel per hour (default 30)",
        min_reliability="Reliability (percent) new lobbies ask of joiners (-1: none)",
        archive_days="Days a finished game's thread stays open before it is archived (default 7)",
        computer_timeouts="In new games, the computer plays a seat whose clock runs out",
    )
    @app_commands.choices(language=LANGUAGE_CHOICES)
    @app_commands.guild_only()
    async def settings(
        self,
        interaction: discord.Interaction,
        channel: discord.TextChannel | None = None,
        everywhere: bool | None = None,
        reminder_hours: app_commands.Range[float, 0, 1440] | None = None,
        clock_hours: app_commands.Range[float, 0, 8760] | None = None,
        opener_role: discord.Role | None = None,
        anyone_opens: bool | None = None,
        language: str | None = None,
        lobbies_per_member: app_commands.Range[int, 1, 100] | None = None,
        games_per_member: app_commands.Range[int, 1, 1000] | None = None,
        new_games_per_hour: app_commands.Range[int, 1, 1000] | None = None,
        min_reliability: app_commands.Range[int, -1, 100] | None = None,
        archive_days: app_commands.Range[float, 0, 365] | None = None,
        computer_timeouts: bool | None = None,
    ) -> None:
        """Show the server's settings; with options, change them (Manage Server)."""
        await defer(interaction)
        guild_id = interaction.guild_id
        if guild_id is None:
            raise Refused(key="server_only")
        changes: dict[str, object] = {}
        if channel is not None:
            changes["channel_id"] = channel.id
        elif everywhere:
            changes["channel_id"] = None
        if reminder_hours is not None:
            changes["reminder_hours"] = reminder_hours or None
        if clock_hours is not None:
            changes["clock_hours"] = clock_hours or None
        if opener_role is not None:
            changes["opener_role_id"] = opener_role.id
        elif anyone_opens:
            changes["opener_role_id"] = None
        if language is not None:
            changes["language"] = language
        limits = {
            name: value
            for name, value in (
                ("lobbies_per_member", lobbies_per_member),
                ("games_per_member", games_per_member),
                ("new_games_per_hour", new_games_per_hour),
            )
            if value is not None
        }
        scheduler = self.bot.flow.scheduler
        service = self.bot.flow.service
        campaigns = min_reliability is not None or archive_days is not None
        campaigns = campaigns or computer_timeouts is not None
        if not changes and not limits and not campaigns:
            settings = await scheduler.server_settings(guild_id)
            language = reader(interaction)
            said = f"{settings.describe(language)}; {(await service.limits(guild_id)).describe(language)}"
            said += await self._campaigns(guild_id, language)
            said += await self._computers(guild_id, language)
            await reply(interaction, text(language, "server_settings", said=said))
            return
        if not interaction.permissions.manage_guild:
            raise Refused(key="manage_server")
        try:
            settings = await scheduler.set_server_settings(guild_id, **changes)
        except SettingsError as error:
            raise Refused(str(error)) from None
        saved = await service.set_limits(guild_id, limits)
        if min_reliability is not None:
            minimum = None if min_reliability < 0 else min_reliability
            await set_server_minimum(service.store, guild_id, minimum)
        if archive_days is not None:
            await set_archive_days(service.store, guild_id, archive_days)
        if computer_timeouts is not None:
            await set_server_plays_on_timeout(service.store, guild_id, computer_timeouts)
        language = reader(interaction)
        said = f"{settings.describe(language)}; {saved.describe(language)}"
        said += await self._campaigns(guild_id, language)
        said += await self._computers(guild_id, language)
        await reply(interaction, text(language, "server_settings_saved", said=said))

    async def _computers(self, guild_id: int, language: str) -> str:
        """The server's default for new games' clocks run out (issue 32), after a ``; ``."""
        on = await server_plays_on_timeout(self.bot.flow.service.store, guild_id)
        return "; " + text(language, "server_timeouts_on" if on else "server_timeouts_off")

    async def _campaigns(self, guild_id: int, language: str) -> str:
        """The server's minimum reliability of new lobbies and its archive delay, in words
        (issue 33: :mod:`bot.reliability`, :mod:`bot.archive`), after a ``; ``."""
        store = self.bot.flow.service.store
        minimum = await server_minimum(store, guild_id)
        said = (
            text(language, "no_minimum")
            if minimum is None
            else text(language, "minimum_of", minimum=minimum)
        )
        days = decimal(language, await archive_days_of(store, guild_id), 1).removesuffix(
            ".0" if language == "en" else ",0"
        )
        return f"; {said}; {text(language, 'archive_after', days=days)}"
