"""``/game new`` and ``/game start``, and a member leaving a server: the lobby's commands,
part of the ``/game`` group (:class:`cogs.game.GameCog`). The server's rules for opening a
game are :mod:`bot.opening`'s; these translate between Discord and them."""

from __future__ import annotations

import contextlib
import re
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.arguments import options_text
from bot.computer_seats import MAX_COMPUTERS
from bot.opening import check_opener, new_game_settings
from bot.option_words import (
    offered_values,
    option_description,
    option_name,
    typed_value,
    value_words,
)
from bot.reliability import server_minimum, set_lobby_minimum
from bot.service import Refused, UserRef
from bot.texts import text

from . import embeds
from .components import (
    lobby_action,
    lobby_view,
    user_ref,
)
from .computers import LEVEL_CHOICES, seat_computers
from .game_choices import GAME_DESCRIBE, MAX_CHOICES, game_autocomplete, game_name_choices
from .host import Hosted
from .pace import add_lobby_pace
from .replies import defer, reader, reply
from .server import LANGUAGE_CHOICES


class LobbyCommands(Hosted):
    """The lobby's part of the ``/game`` group."""

    @app_commands.command(name="new", description="Open a game lobby here, with its own thread.")
    @app_commands.describe(
        game="Which game to play",
        options="Options: key=value pairs (a number, true/false, a word, [1,2]) or a JSON object",
        reminder_hours="Hours between reminders to the player to act (default: the bot's setting)",
        clock_hours="Time control: hours on each player's clock (0 or empty: none)",
        increment_hours="Time control: hours added to a clock after each move",
        max_vacation_days="Longest vacation a player may take (default 14 days)",
        answer_hours="Without a clock: hours to answer out of turn before the default (0: none)",
        language="The game's language: its thread, messages and pictures (default: the server's)",
        min_reliability="Least reliability (%) to join (default: the server's)",
        computers="Computer players to seat",
        level="Their level",
    )
    @app_commands.choices(language=LANGUAGE_CHOICES, level=LEVEL_CHOICES)
    @app_commands.guild_only()
    async def new(
        self,
        interaction: discord.Interaction,
        game: str,
        options: str | None = None,
        reminder_hours: float | None = None,
        clock_hours: float | None = None,
        increment_hours: float | None = None,
        max_vacation_days: int | None = None,
        answer_hours: float | None = None,
        language: str | None = None,
        min_reliability: app_commands.Range[int, 0, 100] | None = None,
        computers: app_commands.Range[int, 0, MAX_COMPUTERS] = 0,
        level: str | None = None,
    ) -> None:
        """Open a lobby: a message with Join/Leave/Start in this channel and a public thread;
        the computer seats asked for (:func:`cogs.computers.seat_computers`)."""
        await defer(interaction)
        channel: Any = interaction.channel
        if interaction.guild_id is None or channel is None:
            raise Refused(key="open_in_server")
        server = await self.flow.scheduler.server_settings(interaction.guild_id)
        roles = {role.id for role in getattr(interaction.user, "roles", [])}
        check_opener(server, interaction.permissions.manage_guild, roles)
        if server.channel_id is not None:
            # The server's channel for games: the lobby and its thread go there.
            channel = self.bot.get_partial_messageable(
                server.channel_id, guild_id=interaction.guild_id, type=discord.ChannelType.text
            )
        elif isinstance(channel, discord.Thread) or not isinstance(channel, discord.TextChannel):
            raise Refused(key="open_in_channel")
        engine = self.flow.service.game(game)
        settings = new_game_settings(
            server,
            self.bot.settings.reminder_hours,
            engine.answer_hours,
            reminder_hours=reminder_hours,
            clock_hours=clock_hours,
            increment_hours=increment_hours,
            max_vacation_days=max_vacation_days,
            answer_hours=answer_hours,
            language=language,
        )
        outcome = await self.flow.service.create(
            game,
            user_ref(interaction),
            options_text(options),
            guild_id=interaction.guild_id,
            channel_id=channel.id,
            settings=settings,
        )
        interaction.extras["game_id"] = outcome.game_id
        store = self.flow.service.store
        if min_reliability is None:
            min_reliability = await server_minimum(store, interaction.guild_id)
        await set_lobby_minimum(store, outcome.game_id, min_reliability)
        record = await self.flow.service.record(outcome.game_id)
        embed = embeds.lobby_embed(
            record, engine.title, engine.min_players, engine.max_players, record.language, engine
        )
        await add_lobby_pace(embed, store, record)
        try:
            message = await channel.send(
                embed=embeds.fit(embed),
                view=lobby_view(record.id, record.language),
            )
        except discord.HTTPException:
            # No lobby message, no game: nothing is left half made.
            await self.flow.service.abort(record.id, interaction.user.id)
            raise Refused(key="cannot_post") from None
        note = ""
        try:
            thread = await message.create_thread(
                name=f"{engine.title} #{record.id}"[:100], auto_archive_duration=10080
            )
            await self.flow.service.attach_thread(record.id, thread.id, message.id)
        except discord.HTTPException:
            other = await self.flow.scheduler.unfinished_game_in(channel.id, but=record.id)
            if other is not None:
                # Two games without threads in one channel could not be told apart.
                await self.flow.service.abort(record.id, interaction.user.id)
                # If the delete fails the lobby stays, its buttons refusing the aborted game.
                with contextlib.suppress(discord.HTTPException):
                    await message.delete()
                raise Refused(key="no_thread", other=other) from None
            await self.flow.service.attach_thread(record.id, channel.id, message.id)
            note = "no_thread_here"
        await self.flow.publish(outcome, interaction)
        await seat_computers(
            self.flow, record.id, user_ref(interaction), computers, level, interaction.guild_id
        )
        record = await self.flow.service.record(record.id)
        language = reader(interaction)
        said = text(
            language, "is_open", game=record.id, thread=embeds.thread_link(record, language)
        )
        await reply(interaction, said + (" " + text(language, note) if note else ""))

    @commands.Cog.listener()
    async def on_raw_member_remove(self, payload: discord.RawMemberRemoveEvent) -> None:
        """A member left the server (or was removed): they leave their lobbies there, as
        with the Leave button, and each lobby's thread and message say so. Discord sends
        this only with the Server Members intent (``MEMBER_EVENTS``); the raw event comes
        whether the member was cached or not."""
        user = payload.user
        if user.bot:
            return
        name = getattr(user, "display_name", None) or user.name
        for outcome in await self.flow.service.left_server(
            payload.guild_id, UserRef(user.id, name)
        ):
            await self.flow.publish(outcome, lobby=True)

    @new.autocomplete("game")
    async def new_game_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return game_name_choices(self.flow, current)

    @new.autocomplete("options")
    async def new_options_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        engine = self.flow.service.games.get(interaction.namespace.game or "")
        if engine is None:
            return []
        language = reader(interaction)
        choices = [app_commands.Choice(name=current[:100], value=current[:100])] if current else []
        # The part being typed (after the last separator) filters the offers; the options
        # already given are not offered again (issue 29: named values, never bare ids).
        parts = [part for part in re.split(r"[,\s]+", current.strip()) if part]
        fragment = parts[-1] if parts and not re.fullmatch(r"\w+=\S+", parts[-1]) else ""
        given = {part.split("=", 1)[0] for part in parts if "=" in part and part != fragment}
        typed = current.strip()[: len(current.strip()) - len(fragment)].rstrip(", ")
        for name, value in offered_values(engine):
            if name in given:
                continue
            entry = f"{name}={typed_value(value)}"
            shown = text(
                language,
                "words_option",
                name=option_name(engine.name, name, language),
                value=value_words(engine.name, name, value, language),
            )
            described = f"{shown} — {option_description(engine.name, name, language)}"
            shown = described if len(described) <= 100 else shown  # its short description
            if fragment and fragment.lower() not in f"{entry} {shown}".lower():
                continue
            value_typed = f"{typed}, {entry}" if typed else entry
            if len(value_typed) <= 100:
                choices.append(app_commands.Choice(name=shown[:100], value=value_typed))
        return choices[:MAX_CHOICES]

    @app_commands.command(name="start", description="Start the game (host only).")
    @app_commands.describe(game=GAME_DESCRIBE)
    @app_commands.autocomplete(game=game_autocomplete)
    async def start(self, interaction: discord.Interaction, game: int | None = None) -> None:
        await defer(interaction)
        record = await self.flow.resolve(interaction, game)
        await lobby_action(interaction, "start", record.id)
