"""``/computer autopilot`` and ``/computer timeouts`` (the ``/computer`` group), and the
computer seats ``/game new computers:N level:…`` adds (issue 32, item 4).

They are a group of their own because the ``/game`` group is at Discord's limit of 4,000
characters of names, descriptions and choices per command (``tests/test_command_payload.py``).

Which seats the computer plays is :mod:`bot.computer_seats`'s; the moves are
:class:`bot.computers.ComputerRunner`'s (the host's ``computers``), which the flow asks to look
at a game after each change it publishes. The lobby's "Add a computer" button is a
:class:`cogs.components.LobbyButton`.
"""

from __future__ import annotations

from typing import Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot.computer_seats import CHOSEN_LEVELS, DEFAULT_LEVEL, level_name, server_plays_on_timeout
from bot.service import UserRef
from bot.texts import text

from .flow import GameFlow
from .game_choices import GAME_DESCRIBE, game_autocomplete
from .host import Host, Hosted
from .replies import defer, reader, reply

#: The levels a member chooses from (``/game new level``, ``/computer autopilot level``).
LEVEL_CHOICES = [app_commands.Choice(name=level, value=level) for level in CHOSEN_LEVELS]


async def seat_computers(
    flow: GameFlow,
    game_id: int,
    host: UserRef,
    computers: int,
    level: str | None,
    guild_id: int | None = None,
) -> None:
    """What ``/game new computers:N level:…`` asks beyond the lobby: the server's default
    for seats whose clock runs out (``/server settings computer_timeouts``: when on, the game
    is set as ``/computer timeouts computer:on`` would), then ``computers`` computer seats of
    ``level`` (the default: normal), each told in the thread, the lobby message redrawn."""
    if await server_plays_on_timeout(flow.service.store, guild_id):
        outcome = await flow.service.set_computer_on_timeout(game_id, host.id, True)
        await flow.publish(outcome, lobby=True)
    for _ in range(computers):
        outcome = await flow.service.add_computer(game_id, host, level or DEFAULT_LEVEL)
        await flow.publish(outcome, lobby=True)


class ComputerCog(
    Hosted,
    commands.GroupCog,
    group_name="computer",
    group_description="Computer players: your seat on autopilot, seats whose clock runs out.",
):
    """The ``/computer`` command group."""

    def __init__(self, bot: Host) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(
        name="autopilot",
        description="Hand your seat to the computer while you are away, or take it back.",
    )
    @app_commands.describe(
        state="on: the computer plays your seat; off: you play it again",
        level="How well the computer plays (default: normal)",
        game=GAME_DESCRIBE,
    )
    @app_commands.choices(level=LEVEL_CHOICES)
    @app_commands.autocomplete(game=game_autocomplete)
    async def autopilot(
        self,
        interaction: discord.Interaction,
        state: Literal["on", "off"],
        level: str | None = None,
        game: int | None = None,
    ) -> None:
        await defer(interaction)
        record = await self.flow.resolve(interaction, game)
        chosen = (level or DEFAULT_LEVEL) if state == "on" else None
        outcome = await self.flow.service.set_autopilot(record.id, interaction.user.id, chosen)
        await self.flow.publish(outcome, interaction)
        language = reader(interaction)
        name = discord.utils.escape_mentions(interaction.user.display_name)
        if chosen is not None:
            said = text(language, "autopilot_on", name=name, level=level_name(language, chosen))
        else:
            said = text(language, "autopilot_off", name=name)
        await reply(interaction, said)

    @app_commands.command(
        name="timeouts",
        description="Host: whether the computer plays a seat whose clock runs out.",
    )
    @app_commands.describe(
        computer="on: the computer plays the move; off: the host is told (skip, replace)",
        game=GAME_DESCRIBE,
    )
    @app_commands.autocomplete(game=game_autocomplete)
    async def timeouts(
        self,
        interaction: discord.Interaction,
        computer: Literal["on", "off"],
        game: int | None = None,
    ) -> None:
        await defer(interaction)
        record = await self.flow.resolve(interaction, game)
        on = computer == "on"
        outcome = await self.flow.service.set_computer_on_timeout(
            record.id, interaction.user.id, on
        )
        await self.flow.publish(outcome, interaction)
        key = "computer_on_timeout" if on else "computer_not_on_timeout"
        await reply(interaction, text(reader(interaction), key))
