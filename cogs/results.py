"""``/results``: a player's figures (``stats``), a game's best ratings (``leaderboard``) and
the server's ended games (``history``, :mod:`cogs.history`).

They were ``/game`` subcommands until ``/game`` reached Discord's limit of 4,000 characters
of names, descriptions and choices per command (``tests/test_command_payload.py``: 3,994):
they are moved here, not others, because they are the rarest in play — none concerns a game
being played, all three read finished games only — and they belong together (issue 29,
item 8: the rare commands grouped). Like ``/server``, the group is installed to servers (it
reads a server's games) and works in its servers and in a DM with the bot.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.ratings import leaderboard as ratings_leaderboard
from bot.reliability import figures
from bot.texts import text

from . import embeds
from .game_choices import game_name_choices
from .history import HistoryCommands
from .host import Host, Hosted
from .pace import pace_text
from .replies import defer, reader, reply


class ResultCommands(Hosted):
    """A player's figures and a game's leaderboard in this server."""

    @app_commands.command(
        name="stats", description="A player's games, wins, places and rating in this server."
    )
    @app_commands.describe(user="Whose figures (you if empty)")
    async def stats(
        self, interaction: discord.Interaction, user: discord.User | None = None
    ) -> None:
        """Per game of this server: played, won, average place, rating and its history;
        last, the player's reliability and pace here (:mod:`bot.reliability`)."""
        await defer(interaction)
        who = user or interaction.user
        ratings = await self.flow.service.ratings(interaction.guild_id)
        rows = [
            (self.flow.service.game(kind).title, records[who.id])
            for kind, records in sorted(ratings.items())
            if who.id in records and kind in self.flow.service.games
        ]
        language = reader(interaction)
        embed = embeds.stats_embed(who.display_name, rows, language)
        mine = await figures(self.flow.service.store, interaction.guild_id, who.id)
        embed.add_field(
            name=text(language, "pace_title"), value=pace_text(language, mine), inline=False
        )
        await reply(interaction, embed=embeds.fit(embed))

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


class ResultsCog(
    ResultCommands,
    HistoryCommands,
    commands.GroupCog,
    group_name="results",
    group_description="Finished games: a player's figures, the best players, the history.",
):
    """The ``/results`` command group."""

    def __init__(self, bot: Host) -> None:
        self.bot = bot
        super().__init__()
