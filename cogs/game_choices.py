"""What the ``/game`` commands and the per-game groups share: autocomplete of the caller's
game numbers and of the games the bot plays, the clocks in words, Discord's limit on choices."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot.texts import decimal, text

from .flow import GameFlow

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
