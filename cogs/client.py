"""The Discord client: :class:`PetroBot`, its error handler and the offline command payload.

The bot uses the default intents (no privileged intent: commands and components do not need
message content or the member list), plus Server Members when ``MEMBER_EVENTS`` is set, only
to hear that a member left a server (their lobbies are then left; the member list is never
fetched). ``setup_hook`` adds the cogs, one command group per
game of the service, registers every :class:`~discord.ui.DynamicItem` so old buttons keep
working after a restart, and starts the ticker.
"""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.service import GameService
from bot.settings import Settings

from .components import DYNAMIC_ITEMS
from .computers import ComputerCog
from .deadlines import PaceCog
from .game import GameCog
from .host import Host
from .play import build_groups
from .replies import report_error
from .results import ResultsCog
from .server import ServerCog
from .ticker import Ticker
from .translator import CommandTranslator

log = logging.getLogger("petrocord.discord")


class PetroBot(Host):
    """petrocord's bot over one :class:`GameService` (state always read from its store)."""

    def __init__(
        self,
        service: GameService,
        settings: Settings,
        *,
        intents: discord.Intents | None = None,
        **options: Any,
    ) -> None:
        if intents is None:
            intents = discord.Intents.default()
            # MEMBER_EVENTS: told when a member leaves a server (their lobbies are left), the
            # one privileged intent the bot may ask for; no member list is fetched.
            intents.members = settings.member_events
            options.setdefault("chunk_guilds_at_startup", False)
        super().__init__(
            service,
            settings,
            command_prefix=commands.when_mentioned,
            intents=intents,
            help_command=None,
            # Nothing in a message's text pings unless the send names whom it may ping: text
            # from users (display names, nicknames) never pings anyone.
            allowed_mentions=options.pop("allowed_mentions", discord.AllowedMentions.none()),
            **options,
        )
        self.ticker = Ticker(self, settings.tick_seconds)
        self.tree.error(self.on_tree_error)
        self._installed = False

    async def install(self) -> None:
        """Add the cogs, the per-game command groups and the dynamic items (no network)."""
        if self._installed:
            return
        self._installed = True
        await self.tree.set_translator(CommandTranslator(self.service.games.values()))
        await self.add_cog(GameCog(self))
        await self.add_cog(ResultsCog(self))
        await self.add_cog(ServerCog(self))
        await self.add_cog(ComputerCog(self))
        await self.add_cog(PaceCog(self))
        await self.add_cog(self.ticker)
        for group in build_groups(self):
            self.tree.add_command(group)
        say_where_commands_work(self.tree)
        self.add_dynamic_items(*DYNAMIC_ITEMS)

    async def setup_hook(self) -> None:
        await self.install()
        self.ticker.start()

    async def on_tree_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        """The one error handler of the command tree (see :func:`cogs.replies.report_error`)."""
        await report_error(interaction, error)


def say_where_commands_work(tree: app_commands.CommandTree[Any]) -> None:
    """Give every top-level command that does not choose its own the installs and contexts
    it has always had, said explicitly (``python -m bot commands --json`` shows them all):
    installed to a server only, used in its servers and, unless it is for servers only, in
    a DM with the bot. ``/game`` and ``/pace`` choose their own: installable to a user as
    well, usable in any server, DM or group DM (issue 33, item 2)."""
    for command in tree.get_commands():
        if not isinstance(command, app_commands.Command | app_commands.Group):
            continue
        if command.allowed_installs is None:
            command.allowed_installs = app_commands.AppInstallationType(guild=True, user=False)
        if command.allowed_contexts is None:
            command.allowed_contexts = app_commands.AppCommandContext(
                guild=True, dm_channel=not command.guild_only, private_channel=False
            )


class ShardedPetroBot(PetroBot, commands.AutoShardedBot):
    """:class:`PetroBot` over several gateway shards (Discord requires them past 2,500
    servers): ``SHARD_COUNT`` in all, ``SHARD_IDS`` run by this process, so that several
    processes sharing one PostgreSQL database each run part of them. What one process does
    for everyone (the ticker's reminders and deadlines) is claimed through the database
    (:meth:`bot.scheduling.Scheduler.take`), so it is done once."""


def make_bot(service: GameService, settings: Settings, **options: Any) -> PetroBot:
    """The bot the settings ask for: sharded when ``SHARD_COUNT`` or ``SHARD_IDS`` is set."""
    if settings.shard_count is None and settings.shards is None:
        return PetroBot(service, settings, **options)
    return ShardedPetroBot(
        service, settings, shard_count=settings.shard_count, shard_ids=settings.shards, **options
    )


async def build_command_tree(
    service: GameService, settings: Settings | None = None
) -> app_commands.CommandTree:
    """The bot's command tree, built without logging in (for ``commands --json`` and tests)."""
    bot = PetroBot(service, settings or Settings())
    await bot.install()
    return bot.tree


async def command_payload(
    service: GameService, settings: Settings | None = None
) -> list[dict[str, Any]]:
    """The exact application-command payload ``sync`` sends, computed offline."""
    tree = await build_command_tree(service, settings)
    return [command.to_dict(tree) for command in tree.get_commands()]
