"""``/game …``: lobbies, status, board, log, hand, undo, abort, my games, settings, vacation.

The group is put together from feature parts: the lobby's commands (:mod:`cogs.lobby`), those
that look at games (here), those that change a game (:mod:`cogs.changing`); what they share
is :mod:`cogs.game_choices`.

Commands used inside a game's thread act on that game; elsewhere they take a ``game`` number
(autocompleted from the caller's games). Every command defers first (Discord's 3-second
limit) and answers ephemerally; what concerns everyone goes to the game's thread.
"""

from __future__ import annotations

import asyncio
import io
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.scheduling import AsyncSettings
from bot.service import Refused
from bot.texts import text
from render import render_replay

from . import embeds
from .changing import ChangeCommands
from .components import (
    log_view,
    send_hand,
)
from .digest import mine_embed, my_games, only_anywhere
from .game_choices import (
    GAME_DESCRIBE,
    MAX_CHOICES,
    describe_clocks,
    game_autocomplete,
)
from .host import Host, Hosted
from .lobby import LobbyCommands
from .replies import defer, reader, reply


class LookCommands(Hosted):
    """The ``/game`` group's commands that look at games: status, board, replay, export, log,
    hand, my games, standing answers (a player's results are ``/results``': :mod:`cogs.results`)."""

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
        engine = self.flow.service.game(record.kind)
        embed = embeds.status_embed(record, self.flow.title(record), view, language, engine)
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
        turn="The board at the end of this game turn (rebuilt from the log)",
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

    @app_commands.command(name="mine", description="Your games everywhere: whose turn, deadline.")
    async def mine(self, interaction: discord.Interaction) -> None:
        """The caller's games not over on every server, from a DM or any server (the app
        may be installed to the user: :mod:`cogs.digest`); only they see them."""
        await defer(interaction)
        language = reader(interaction)
        rows = await my_games(self.flow, interaction.user.id)
        await reply(interaction, embed=mine_embed(rows, language, text(language, "mine_title")))

    @app_commands.command(
        name="standing", description="Answer a question in advance, for when it comes."
    )
    @app_commands.describe(
        game=GAME_DESCRIBE,
        question="The kind of question (autocomplete lists the game's)",
        answer="Your answer, played when the question comes ('cancel' removes it)",
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
        language = reader(interaction)
        words = engine.standing_words(language)  # questions and answers in their words
        if question is None or answer is None:
            mine = await self.flow.service.standing(record.id, interaction.user.id)
            lines = [
                f"{words.get(kind, kind)}: **{words.get(said, said)}**"
                for kind, said in mine.items()
            ]
            offered = "; ".join(
                f"{words[kind]} ({', '.join(words[choice] for choice in choices)})"
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
        question = engine.standing_id(question, language)
        answer = engine.standing_id(answer, language)
        mine = await self.flow.service.set_standing(
            record.id, interaction.user.id, question, None if cancel else answer
        )
        said = "; ".join(f"{words.get(k, k)}: **{words.get(v, v)}**" for k, v in mine.items())
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
        words = engine.standing_words(reader(interaction))
        return [
            app_commands.Choice(name=words[kind][:100], value=kind)
            for kind in engine.standing_answers
            if current.lower() in words[kind].lower() or current.lower() in kind
        ][:MAX_CHOICES]

    @standing.autocomplete("answer")
    async def standing_answer_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        engine = await self._engine_of(interaction)
        if engine is None:
            return []
        language = reader(interaction)
        words = engine.standing_words(language)
        asked = engine.standing_id(interaction.namespace.question or "", language)
        choices = engine.standing_answers.get(asked, {})
        return [
            app_commands.Choice(name=words.get(label, label)[:100], value=label)
            for label in [*choices, "cancel"]
            if current.lower() in words.get(label, label).lower() or current.lower() in label
        ][:MAX_CHOICES]

    async def _engine_of(self, interaction: discord.Interaction) -> Any:
        """The game engine of the game the command names (or of this thread), if any."""
        try:
            record = await self.flow.resolve(interaction, interaction.namespace.game)
        except Exception:  # autocomplete answers with nothing rather than an error
            return None
        return self.flow.service.games.get(record.kind)


#: The ``/game`` commands that work where the app is installed to the user only (a server
#: without the bot): they read no server's games (issue 33, item 2).
ANYWHERE = frozenset({"mine", "help", "rules"})


@app_commands.allowed_installs(guilds=True, users=True)
@app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
class GameCog(
    ChangeCommands,
    LookCommands,
    LobbyCommands,
    commands.GroupCog,
    group_name="game",
    group_description="Board games: open a lobby, see boards and logs, undo, abort.",
):
    """The ``/game`` command group, put together from its feature parts (discord.py collects
    the commands of every base, the lobby's first, then the looking, then the changing)."""

    def __init__(self, bot: Host) -> None:
        self.bot = bot
        super().__init__()

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        """In a server where the app is installed to the user only (the bot is not there),
        only :data:`ANYWHERE`'s commands work; the others are refused in words (they would
        reach no game, or post where the bot cannot)."""
        return await only_anywhere(interaction, "game", ANYWHERE)
