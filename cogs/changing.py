"""``/game undo``, ``abort``, ``settings``, ``vacation``, ``help``, ``rules``, ``notify``,
``skip`` and ``replace``: the commands that change a game or how it is played, part of the
``/game`` group (:class:`cogs.game.GameCog`). The rules behind them are :mod:`bot`'s (the
service, :mod:`bot.opening`, :mod:`bot.skipping`); these translate between Discord and them."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot.opening import settings_from
from bot.scheduling import AsyncSettings
from bot.service import Outcome, Refused, UserRef
from bot.skipping import skip_expired
from bot.texts import text

from . import embeds
from .components import (
    undo_view,
)
from .flow import NO_MENTIONS
from .game_choices import (
    GAME_DESCRIBE,
    MAX_CHOICES,
    game_autocomplete,
    game_name_choices,
)
from .help import HELP, named_commands, rules_topics, topic_titles
from .host import Hosted
from .play import group_name
from .replies import defer, reader, reply


class ChangeCommands(Hosted):
    """The changing part of the ``/game`` group."""

    @app_commands.command(
        name="undo", description="Ask the other players to take back the last move."
    )
    @app_commands.describe(game=GAME_DESCRIBE)
    @app_commands.autocomplete(game=game_autocomplete)
    async def undo(self, interaction: discord.Interaction, game: int | None = None) -> None:
        await defer(interaction)
        record = await self.flow.resolve(interaction, game)
        outcome = await self.flow.service.request_undo(record.id, interaction.user.id)
        if None in outcome.boards:
            await self.flow.publish(outcome, interaction)
            await reply(interaction, text(reader(interaction), "taken_back"))
        else:
            await self.flow.publish(
                outcome, interaction, components=undo_view(record.id, record.language)
            )
            await reply(interaction, text(reader(interaction), "undo_requested"))

    @app_commands.command(
        name="abort", description="Stop the game for good (host or Manage Server)."
    )
    @app_commands.describe(game=GAME_DESCRIBE)
    @app_commands.autocomplete(game=game_autocomplete)
    async def abort(self, interaction: discord.Interaction, game: int | None = None) -> None:
        await defer(interaction)
        record = await self.flow.resolve(interaction, game)
        is_admin = bool(interaction.guild_id) and interaction.permissions.manage_guild
        outcome = await self.flow.service.abort(record.id, interaction.user.id, is_admin=is_admin)
        await self.flow.publish(outcome, interaction, lobby=True)
        await reply(interaction, text(reader(interaction), "is_aborted", game=record.id))

    @app_commands.command(name="settings", description="Reminders and time control (host changes).")
    @app_commands.describe(
        game=GAME_DESCRIBE,
        reminder_hours="Hours between reminders to the player to act",
        clock_hours="Hours on each player's clock (0: no time control)",
        increment_hours="Hours added to a clock after each move",
        max_vacation_days="Longest vacation a player may take, in days",
        answer_hours="Without a clock: hours to answer out of turn before the default (0: none)",
    )
    @app_commands.autocomplete(game=game_autocomplete)
    async def settings(
        self,
        interaction: discord.Interaction,
        game: int | None = None,
        reminder_hours: float | None = None,
        clock_hours: float | None = None,
        increment_hours: float | None = None,
        max_vacation_days: int | None = None,
        answer_hours: float | None = None,
    ) -> None:
        await defer(interaction)
        record = await self.flow.resolve(interaction, game)
        old = AsyncSettings.parse(record.settings)
        changes = settings_from(
            reminder_hours, clock_hours, increment_hours, max_vacation_days, answer_hours
        )
        language = reader(interaction)
        if not changes:
            await reply(
                interaction,
                text(language, "game_settings", game=record.id, said=old.describe(language)),
            )
            return
        new = AsyncSettings.parse(record.settings | changes)
        outcome = await self.flow.service.set_settings(record.id, interaction.user.id, changes)
        record = await self.flow.service.record(record.id)
        await self.flow.scheduler.apply_settings(record, old)
        said = new.describe(record.language)
        outcome.public = [text(record.language, "host_changed_settings", said=said)]
        await self.flow.publish(outcome, interaction)
        await reply(
            interaction,
            text(language, "settings_of", game=record.id, said=new.describe(language)),
        )

    @app_commands.command(
        name="vacation", description="Pause your clock for some days (0 ends it)."
    )
    @app_commands.describe(game=GAME_DESCRIBE, days="Days away (0 to come back now)")
    @app_commands.autocomplete(game=game_autocomplete)
    async def vacation(
        self,
        interaction: discord.Interaction,
        days: app_commands.Range[float, 0, 365],
        game: int | None = None,
    ) -> None:
        await defer(interaction)
        record = await self.flow.resolve(interaction, game)
        until = await self.flow.scheduler.vacation(record, interaction.user.id, days)
        name = discord.utils.escape_mentions(interaction.user.display_name)

        def away(language: str) -> str:
            if until is not None:
                return text(language, "on_vacation", name=name, until=f"<t:{int(until)}:f>")
            return text(language, "back_from_vacation", name=name)

        thread = self.flow.thread_of(record)
        if thread is not None:
            await thread.send(away(record.language), allowed_mentions=NO_MENTIONS)
        language = reader(interaction)
        # the autopilot is offered with a vacation (issue 32)
        offer = " " + text(language, "vacation_autopilot") if until is not None else ""
        await reply(interaction, away(language) + offer)

    @app_commands.command(
        name="help", description="How to play with this bot: joining, prompts, hand, time."
    )
    async def help(self, interaction: discord.Interaction) -> None:
        """How to play with the bot, privately."""
        await defer(interaction)
        language = reader(interaction)
        group, title = await self._thread_group(interaction) or (None, None)
        embed = discord.Embed(title=text(language, "help_title"), colour=embeds.COLOUR)
        for heading, body in HELP:
            said = named_commands(text(language, body), language, group, title)
            embed.add_field(name=text(language, heading), value=said, inline=False)
        await reply(interaction, embed=embeds.fit(embed))

    async def _thread_group(self, interaction: discord.Interaction) -> tuple[str, str] | None:
        """The moves' command group and the title of the game whose thread this is
        (``peak``, ``Peak Oil``), if any."""
        if interaction.channel_id is None:
            return None
        game_id = await self.flow.scheduler.game_for_thread(interaction.channel_id)
        if game_id is None:
            return None
        record = await self.flow.service.record(game_id)
        engine = self.flow.service.game(record.kind)
        return group_name(engine), engine.title

    @app_commands.command(name="rules", description="A game's rules in short, by topic.")
    @app_commands.describe(
        game="The game (as in /game new)", topic="A topic (autocomplete lists them; none: all)"
    )
    async def rules(
        self, interaction: discord.Interaction, game: str, topic: str | None = None
    ) -> None:
        """One topic of a game's rules, or the list of its topics with the overview."""
        await defer(interaction)
        engine = self.flow.service.game(game)
        language = reader(interaction)
        topics = rules_topics(engine, language)
        if not topics:
            raise Refused(key="no_rules", title=engine.title)
        name = (topic or next(iter(topics))).strip().lower()
        by_title = {title.lower(): key for key, (title, _body) in topics.items()}
        name = by_title.get(name, name)  # a topic typed by its title in the reader's language
        if name not in topics:
            raise Refused(
                key="no_topic", title=engine.title, topic=repr(name), topics=topic_titles(topics)
            )
        title, body = topics[name]
        embed = discord.Embed(
            title=f"{engine.title} — {title}", description=body, colour=embeds.COLOUR
        )
        embed.set_footer(text=text(language, "topics", topics=topic_titles(topics)))
        await reply(interaction, embed=embeds.fit(embed))

    @rules.autocomplete("game")
    async def rules_game_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return game_name_choices(self.flow, current)

    @rules.autocomplete("topic")
    async def rules_topic_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        engine = self.flow.service.games.get(interaction.namespace.game or "")
        if engine is None:
            return []
        return [
            app_commands.Choice(name=title[:100], value=name)
            for name, (title, _text) in rules_topics(engine, reader(interaction)).items()
            if current.lower() in f"{name} {title}".lower()
        ][:MAX_CHOICES]

    @app_commands.command(
        name="notify", description="How you are told it is your turn: mention, DM, quiet hours."
    )
    @app_commands.describe(
        mention="Mention me on my turn (default on)",
        dm="Also a DM on my turn (default off)",
        quiet_from="Quiet hours from this hour, 0-23 (no mention, DM, reminder)",
        quiet_to="Quiet hours end at this hour, 0-23 (equal to the start: none)",
        timezone="My time zone for quiet hours, like Europe/Paris (default UTC)",
        dms="Any DM from the bot (off: your secrets in /game hand only)",
        next="Mention me when I am next (default off)",
    )
    async def notify(
        self,
        interaction: discord.Interaction,
        mention: bool | None = None,
        dm: bool | None = None,
        quiet_from: app_commands.Range[int, 0, 23] | None = None,
        quiet_to: app_commands.Range[int, 0, 23] | None = None,
        timezone: str | None = None,
        dms: bool | None = None,
        next: bool | None = None,
    ) -> None:
        """Show or change the caller's notification choices (they hold in every game)."""
        await defer(interaction)
        changes: dict[str, Any] = {}
        if mention is not None:
            changes["ping"] = mention
        if dm is not None:
            changes["dm"] = dm
        if quiet_from is not None:
            changes["quiet_from"] = quiet_from
        if quiet_to is not None:
            changes["quiet_to"] = quiet_to
        if timezone is not None:
            changes["timezone"] = timezone.strip()
        if dms is not None:
            changes["dms"] = dms
        if next is not None:
            changes["next"] = next
        scheduler = self.flow.scheduler
        prefs = (
            await scheduler.set_prefs(interaction.user.id, **changes)
            if changes
            else await scheduler.prefs(interaction.user.id)
        )
        language = reader(interaction)
        await reply(
            interaction, text(language, "your_notifications", said=prefs.describe(language))
        )

    @app_commands.command(
        name="skip",
        description="Play the default move of each player out of time (host or admin).",
    )
    @app_commands.describe(game=GAME_DESCRIBE)
    @app_commands.autocomplete(game=game_autocomplete)
    async def skip(self, interaction: discord.Interaction, game: int | None = None) -> None:
        """Play the game's default move for a seat the game waits on whose clock has run out.

        The rules of it are :mod:`bot.skipping`'s; this command publishes each move played
        and answers with the names."""
        await defer(interaction)
        record = await self.flow.resolve(interaction, game)
        is_admin = bool(interaction.guild_id) and interaction.permissions.manage_guild

        async def publish(outcome: Outcome, seat: int) -> None:
            await self.flow.publish(outcome, interaction, acted=seat)

        played = await skip_expired(
            self.flow.service, self.flow.scheduler, record, interaction.user.id, is_admin, publish
        )
        language = reader(interaction)
        if len(played) == 1:
            await reply(interaction, text(language, "skipped_one", name=played[0], game=record.id))
        else:
            names = ", ".join(played) or text(language, "nobody")
            await reply(interaction, text(language, "skipped_many", names=names, game=record.id))

    @app_commands.command(
        name="replace", description="Give a player's seat to someone else (host or Manage Server)."
    )
    @app_commands.describe(
        seat="Seat number (1 is the first player)",
        player="Who plays the seat from now on",
        game=GAME_DESCRIBE,
    )
    @app_commands.autocomplete(game=game_autocomplete)
    async def replace(
        self,
        interaction: discord.Interaction,
        seat: app_commands.Range[int, 1, 64],
        player: discord.Member,
        game: int | None = None,
    ) -> None:
        """Hand a seat to another member: for a player whose clock ran out, or who left.

        The seat keeps its name in the game; the new player gets its secrets by DM."""
        await defer(interaction)
        record = await self.flow.resolve(interaction, game)
        if player.bot:
            raise Refused(key="bot_seat")
        is_admin = bool(interaction.guild_id) and interaction.permissions.manage_guild
        outcome = await self.flow.service.replace_seat(
            record.id,
            interaction.user.id,
            seat - 1,
            UserRef(id=player.id, name=player.display_name),
            is_admin=is_admin,
        )
        record = await self.flow.service.record(record.id)
        await self.flow.scheduler.seat_replaced(record, seat - 1)
        await self.flow.publish(
            outcome,
            interaction,
            components=await self.flow.turn_components(record, outcome.version),
        )
        await reply(interaction, " ".join(outcome.public))
