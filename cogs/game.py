"""``/game …``: lobbies, status, board, log, hand, undo, abort, my games, settings, vacation.

Commands used inside a game's thread act on that game; elsewhere they take a ``game`` number
(autocompleted from the caller's games). Every command defers first (Discord's 3-second
limit) and answers ephemerally; what concerns everyone goes to the game's thread.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import json
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.arguments import options_text
from bot.opening import check_opener, new_game_settings, settings_from
from bot.ratings import leaderboard as ratings_leaderboard
from bot.scheduling import AsyncSettings
from bot.service import Outcome, Refused, UserRef
from bot.skipping import skip_expired
from bot.texts import decimal, text
from render import render_replay

from . import embeds
from .components import (
    lobby_action,
    lobby_view,
    log_view,
    send_hand,
    undo_view,
    user_ref,
)
from .flow import NO_MENTIONS, GameFlow
from .help import HELP, rules_topics
from .host import Host
from .replies import defer, reader, reply
from .server import LANGUAGE_CHOICES

#: Discord's limit on autocomplete answers.
MAX_CHOICES = 25


def describe_clocks(clocks: list[Any], names: dict[int, str], language: str = "en") -> str:
    """Each seat's clock in words: time left, vacation, whether it is to act."""
    lines = []
    for clock in clocks:
        parts = []
        if clock.left is not None:
            hours = decimal(language, max(0.0, clock.left) / 3600, 1)
            parts.append(text(language, "hours_left", hours=hours))
        if clock.vacation_until is not None:
            until = f"<t:{int(clock.vacation_until)}:f>"
            parts.append(text(language, "on_vacation_until", until=until))
        if clock.waiting:
            parts.append(text(language, "to_act"))
        if parts:
            lines.append(f"{names.get(clock.seat, clock.seat)}: " + ", ".join(parts))
    return "\n".join(lines)


async def game_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[int]]:
    """The caller's games in this server, newest first, filtered by what was typed."""
    flow: GameFlow = interaction.client.flow  # type: ignore[attr-defined]
    records = await flow.service.games_of(interaction.user.id, interaction.guild_id)
    order = {"running": 0, "lobby": 1, "finished": 2, "aborted": 3}
    records.sort(key=lambda r: (order.get(r.status, 9), -r.id))
    choices = []
    for record in records:
        label = f"#{record.id} {flow.title(record)} ({record.status})"
        if current.strip().lstrip("#") in label.lower() or not current.strip():
            choices.append(app_commands.Choice(name=label[:100], value=record.id))
    return choices[:MAX_CHOICES]


def game_name_choices(flow: GameFlow, current: str) -> list[app_commands.Choice[str]]:
    """The games this bot plays whose name or title contains what was typed."""
    choices = []
    for name, engine in sorted(flow.service.games.items()):
        label = f"{engine.title} ({engine.min_players}–{engine.max_players} players)"
        if current.lower() in label.lower() or current.lower() in name:
            choices.append(app_commands.Choice(name=label[:100], value=name))
    return choices[:MAX_CHOICES]


GAME_DESCRIBE = "Game number; not needed in its thread"


class GameCog(
    commands.GroupCog,
    group_name="game",
    group_description="Board games: open a lobby, see boards and logs, undo, abort.",
):
    """The ``/game`` command group."""

    def __init__(self, bot: Host) -> None:
        self.bot = bot
        super().__init__()

    @property
    def flow(self) -> GameFlow:
        return self.bot.flow

    # ------------------------------------------------------------------ lobby

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
    )
    @app_commands.choices(language=LANGUAGE_CHOICES)
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
    ) -> None:
        """Open a lobby: a message with Join/Leave/Start in this channel and a public thread."""
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
        record = await self.flow.service.record(outcome.game_id)
        try:
            message = await channel.send(
                embed=embeds.lobby_embed(
                    record, engine.title, engine.min_players, engine.max_players, record.language
                ),
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
        choices = [app_commands.Choice(name=current[:100], value=current[:100])] if current else []
        typed = current.rstrip(", ")
        for name, field in engine.options_model.model_fields.items():
            default = field.get_default(call_default_factory=True)
            if f"{name}=" in current:
                continue
            entry = f"{name}={json.dumps(default)}"
            value = f"{typed}, {entry}" if typed else entry
            if len(value) <= 100:
                choices.append(app_commands.Choice(name=value, value=value))
        return choices[:MAX_CHOICES]

    @app_commands.command(name="start", description="Start the game (host only).")
    @app_commands.describe(game=GAME_DESCRIBE)
    @app_commands.autocomplete(game=game_autocomplete)
    async def start(self, interaction: discord.Interaction, game: int | None = None) -> None:
        await defer(interaction)
        record = await self.flow.resolve(interaction, game)
        await lobby_action(interaction, "start", record.id)

    # ------------------------------------------------------------------ looking

    @app_commands.command(name="status", description="Players, whose turn it is, options, clocks.")
    @app_commands.describe(game=GAME_DESCRIBE)
    @app_commands.autocomplete(game=game_autocomplete)
    async def status(self, interaction: discord.Interaction, game: int | None = None) -> None:
        await defer(interaction)
        record = await self.flow.resolve(interaction, game)
        view = None
        if record.status in ("running", "finished"):
            view = await self.flow.service.public_view(record.id)
        language = reader(interaction)
        embed = embeds.status_embed(record, self.flow.title(record), view, language)
        settings = AsyncSettings.parse(record.settings)
        embed.add_field(
            name=text(language, "async_play"), value=settings.describe(language), inline=False
        )
        clocks = describe_clocks(
            await self.flow.scheduler.clocks(record.id),
            {s.seat: s.name for s in record.seats},
            language,
        )
        if clocks:
            embed.add_field(name=text(language, "clocks"), value=clocks, inline=False)
        await reply(interaction, embed=embeds.fit(embed))

    @app_commands.command(
        name="board", description="The board picture now, or at the end of an earlier turn."
    )
    @app_commands.describe(
        game=GAME_DESCRIBE,
        turn="Show the board as it stood at the end of this game turn (rebuilt from the log)",
    )
    @app_commands.autocomplete(game=game_autocomplete)
    async def board(
        self,
        interaction: discord.Interaction,
        game: int | None = None,
        turn: app_commands.Range[int, 1, 1000] | None = None,
    ) -> None:
        await defer(interaction)
        record = await self.flow.resolve(interaction, game)
        if record.status not in ("running", "finished"):
            raise Refused(key="no_board", game=record.id, status=record.status)
        language = reader(interaction)
        title = embeds.game_title(language, self.flow.title(record), record)
        if turn is None:
            view = await self.flow.service.public_view(record.id)
        else:
            view = await self.flow.service.board_after_turn(record, turn)
            title += text(language, "end_of_turn", turn=turn)
        file = await self.flow.picture(view, int(interaction.filesize_limit))
        embed = discord.Embed(title=title)
        embed.set_image(url="attachment://board.png")
        await reply(interaction, embed=embed, file=file)

    @app_commands.command(
        name="replay", description="An animated picture of the board, turn by turn."
    )
    @app_commands.describe(game=GAME_DESCRIBE)
    @app_commands.autocomplete(game=game_autocomplete)
    async def replay(self, interaction: discord.Interaction, game: int | None = None) -> None:
        """The public board at the end of each game turn so far, as one animated picture under
        the upload limit (public boards only: anyone may ask, while the game runs too)."""
        await defer(interaction)
        record = await self.flow.resolve(interaction, game)
        views = await self.flow.service.replay_boards(record.id)
        limit = int(interaction.filesize_limit)
        try:
            data = await asyncio.to_thread(render_replay, views, max_bytes=limit)
        except ValueError:
            raise Refused(key="replay_too_big") from None
        language = reader(interaction)
        embed = discord.Embed(
            title=text(language, "replay_title", title=self.flow.title(record), game=record.id),
            description=text(language, "replay_boards", count=len(views)),
            colour=embeds.COLOUR,
        )
        embed.set_image(url="attachment://replay.gif")
        file = discord.File(io.BytesIO(data), filename="replay.gif")
        await reply(interaction, embed=embed, file=file)

    @app_commands.command(
        name="export", description="The game's record as a file: seats, seed, moves, result."
    )
    @app_commands.describe(game=GAME_DESCRIBE)
    @app_commands.autocomplete(game=game_autocomplete)
    async def export(self, interaction: discord.Interaction, game: int | None = None) -> None:
        """The record of a game that is over, as JSON (``python -m bot replay FILE`` rebuilds
        and checks it)."""
        await defer(interaction)
        record = await self.flow.resolve(interaction, game)
        exported = await self.flow.service.export(record.id)
        data = exported.model_dump_json(indent=1).encode("utf-8")
        name = f"{record.kind}-{record.id}.json"
        await reply(
            interaction,
            text(reader(interaction), "exported", game=record.id, name=name),
            file=discord.File(io.BytesIO(data), filename=name),
        )

    @app_commands.command(name="log", description="What happened so far, page by page.")
    @app_commands.describe(game=GAME_DESCRIBE, page="Page number, 1 is the first moves")
    @app_commands.autocomplete(game=game_autocomplete)
    async def log(
        self,
        interaction: discord.Interaction,
        game: int | None = None,
        page: app_commands.Range[int, 1, 10_000] = 1,
    ) -> None:
        await defer(interaction)
        record = await self.flow.resolve(interaction, game)
        language = reader(interaction)
        embed, _entries, more = await self.flow.log_page(record, page - 1, language)
        await reply(interaction, embed=embed, view=log_view(record.id, page - 1, more, language))

    @app_commands.command(name="hand", description="Your secret information (only you see it).")
    @app_commands.describe(game=GAME_DESCRIBE)
    @app_commands.autocomplete(game=game_autocomplete)
    async def hand(self, interaction: discord.Interaction, game: int | None = None) -> None:
        await defer(interaction)
        record = await self.flow.resolve(interaction, game)
        await send_hand(interaction, record.id)

    @app_commands.command(
        name="mine", description="Your games in this server and whose turn it is."
    )
    async def mine(self, interaction: discord.Interaction) -> None:
        await defer(interaction)
        records = await self.flow.service.games_of(interaction.user.id, interaction.guild_id)
        order = {"running": 0, "lobby": 1, "finished": 2, "aborted": 3}
        records.sort(key=lambda r: (order.get(r.status, 9), -r.id))
        rows = []
        for record in records[:50]:
            waiting: list[str] = []
            if record.status == "running":
                view = await self.flow.service.public_view(record.id)
                waiting = [view.seats[s] for s in view.to_act]
            rows.append((record, self.flow.title(record), waiting))
        await reply(interaction, embed=embeds.mine_embed(rows, reader(interaction)))

    @app_commands.command(
        name="standing", description="Answer a question in advance, for when it comes."
    )
    @app_commands.describe(
        game=GAME_DESCRIBE,
        question="The kind of question (autocomplete lists the game's)",
        answer="Your answer, played for you when the question comes ('cancel' removes it)",
    )
    @app_commands.autocomplete(game=game_autocomplete)
    async def standing(
        self,
        interaction: discord.Interaction,
        game: int | None = None,
        question: str | None = None,
        answer: str | None = None,
    ) -> None:
        """Show, set or cancel the caller's standing answers in a game (only they see them)."""
        await defer(interaction)
        record = await self.flow.resolve(interaction, game)
        engine = self.flow.service.game(record.kind)
        if question is None or answer is None:
            mine = await self.flow.service.standing(record.id, interaction.user.id)
            language = reader(interaction)
            lines = [f"{kind.replace('_', ' ')}: **{said}**" for kind, said in mine.items()]
            offered = "; ".join(
                f"{kind.replace('_', ' ')} ({', '.join(choices)})"
                for kind, choices in engine.standing_answers.items()
            )
            await reply(
                interaction,
                text(
                    language,
                    "standing_list",
                    game=record.id,
                    answers="; ".join(lines) or text(language, "none"),
                    offered=offered or text(language, "none_in_game"),
                ),
            )
            return
        cancel = answer.strip().lower() in ("cancel", "none")
        mine = await self.flow.service.set_standing(
            record.id, interaction.user.id, question, None if cancel else answer
        )
        language = reader(interaction)
        said = "; ".join(f"{k.replace('_', ' ')}: **{v}**" for k, v in mine.items())
        said = said or text(language, "none")
        await reply(interaction, text(language, "standing_saved", game=record.id, answers=said))
        await self.flow.play_standing(record.id)

    @standing.autocomplete("question")
    async def standing_question_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        engine = await self._engine_of(interaction)
        if engine is None:
            return []
        return [
            app_commands.Choice(name=kind.replace("_", " ")[:100], value=kind)
            for kind in engine.standing_answers
            if current.lower() in kind.replace("_", " ")
        ][:MAX_CHOICES]

    @standing.autocomplete("answer")
    async def standing_answer_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        engine = await self._engine_of(interaction)
        if engine is None:
            return []
        choices = engine.standing_answers.get(interaction.namespace.question or "", {})
        return [
            app_commands.Choice(name=label[:100], value=label)
            for label in [*choices, "cancel"]
            if current.lower() in label
        ][:MAX_CHOICES]

    async def _engine_of(self, interaction: discord.Interaction) -> Any:
        """The game engine of the game the command names (or of this thread), if any."""
        try:
            record = await self.flow.resolve(interaction, interaction.namespace.game)
        except Exception:  # autocomplete answers with nothing rather than an error
            return None
        return self.flow.service.games.get(record.kind)

    @app_commands.command(
        name="stats", description="A player's games, wins, places and rating in this server."
    )
    @app_commands.describe(user="Whose figures (you if empty)")
    async def stats(
        self, interaction: discord.Interaction, user: discord.User | None = None
    ) -> None:
        """Per game of this server: played, won, average place, rating and its history."""
        await defer(interaction)
        who = user or interaction.user
        ratings = await self.flow.service.ratings(interaction.guild_id)
        rows = [
            (self.flow.service.game(kind).title, records[who.id])
            for kind, records in sorted(ratings.items())
            if who.id in records and kind in self.flow.service.games
        ]
        await reply(
            interaction, embed=embeds.stats_embed(who.display_name, rows, reader(interaction))
        )

    @app_commands.command(
        name="leaderboard", description="The best-rated players of a game in this server."
    )
    @app_commands.describe(game="The game (as in /game new)")
    async def leaderboard(self, interaction: discord.Interaction, game: str) -> None:
        """The top ten ratings of one game here, from its finished games."""
        await defer(interaction)
        engine = self.flow.service.game(game)
        ratings = await self.flow.service.ratings(interaction.guild_id)
        top = ratings_leaderboard(ratings.get(engine.name, {}))
        await reply(
            interaction, embed=embeds.leaderboard_embed(engine.title, top, reader(interaction))
        )

    @leaderboard.autocomplete("game")
    async def leaderboard_game_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return game_name_choices(self.flow, current)

    # ------------------------------------------------------------------ changing

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
        await reply(interaction, away(reader(interaction)))

    @app_commands.command(
        name="help", description="How to play with this bot: joining, prompts, hand, time."
    )
    async def help(self, interaction: discord.Interaction) -> None:
        """How to play with the bot, privately."""
        await defer(interaction)
        language = reader(interaction)
        embed = discord.Embed(title=text(language, "help_title"), colour=embeds.COLOUR)
        for heading, body in HELP:
            embed.add_field(name=text(language, heading), value=text(language, body), inline=False)
        await reply(interaction, embed=embeds.fit(embed))

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
        if name not in topics:
            raise Refused(
                key="no_topic", title=engine.title, topic=repr(name), topics=", ".join(topics)
            )
        title, body = topics[name]
        embed = discord.Embed(
            title=f"{engine.title} — {title}", description=body, colour=embeds.COLOUR
        )
        embed.set_footer(text=text(language, "topics", topics=", ".join(topics)))
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
            app_commands.Choice(name=f"{name}: {title}"[:100], value=name)
            for name, (title, _text) in rules_topics(engine, reader(interaction)).items()
            if current.lower() in f"{name} {title}".lower()
        ][:MAX_CHOICES]

    @app_commands.command(
        name="notify", description="How you are told it is your turn: mention, DM, quiet hours."
    )
    @app_commands.describe(
        mention="Mention me in the thread when a game starts waiting on me (default on)",
        dm="Also send me a direct message on my turn (default off)",
        quiet_from="Quiet hours start at this hour of my day, 0-23 (no mention, DM or reminder)",
        quiet_to="Quiet hours end at this hour of my day, 0-23 (equal to the start: none)",
        timezone="My time zone for quiet hours, like Europe/Paris (default UTC)",
        dms="Any DM from the bot (off: read your secrets with /game hand only)",
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
        description="Play the default move of every player whose clock ran out (host or admin).",
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
