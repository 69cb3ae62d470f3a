"""Answering interactions safely: defer, reply once or follow up, and report errors.

Discord gives an interaction 3 seconds for its first response and accepts only one; later
messages go through the followup webhook. :func:`reply` picks the right one, so a second
reply never raises. :func:`report_error` is the single place where failures become
messages: a :class:`~bot.service.ServiceError` (or another user-facing refusal) is shown in
the language of the user's Discord client (a :class:`bot.texts.Said` sentence; an engine's text
as it is); a full disk (:func:`bot.database.is_disk_full`: the database could not save) is
said as such, in that language: nothing was played or changed; anything else is logged with the game id and a short reference, and the user gets an
apology carrying that reference.
"""

from __future__ import annotations

import logging
import secrets
from typing import Any

import discord
from discord import app_commands

from bot.database import is_disk_full
from bot.scheduling import SettingsError
from bot.service import ServiceError
from bot.texts import Said, text
from rules.core.text import language_of

from .prompts import PathError

log = logging.getLogger("petrocord.discord")

#: Refusals whose message is meant for the user as it is.
USER_ERRORS: tuple[type[Exception], ...] = (ServiceError, SettingsError, PathError)


async def defer(
    interaction: discord.Interaction, *, ephemeral: bool = True, update: bool = False
) -> None:
    """Acknowledge ``interaction`` now (before any database work or rendering).

    ``update`` acknowledges a component click without a new message, so the clicked message
    can be edited afterwards; otherwise Discord shows "thinking…" until the first followup.
    """
    if interaction.response.is_done():
        return
    try:
        if update:
            await interaction.response.defer()
        else:
            await interaction.response.defer(ephemeral=ephemeral, thinking=True)
    except discord.InteractionResponded:
        pass


async def reply(
    interaction: discord.Interaction,
    content: str | None = None,
    *,
    ephemeral: bool = True,
    **kwargs: Any,
) -> None:
    """Send a message answering ``interaction``: the response if none was sent, else a followup.

    ``kwargs`` are the usual message parts (``embed``, ``file``, ``view``); ``None`` values are
    dropped, because the followup webhook does not accept ``view=None``.
    """
    parts = {key: value for key, value in kwargs.items() if value is not None}
    if not interaction.response.is_done():
        try:
            await interaction.response.send_message(content, ephemeral=ephemeral, **parts)
            return
        except discord.InteractionResponded:
            pass
    await interaction.followup.send(content or discord.utils.MISSING, ephemeral=ephemeral, **parts)


def reader(interaction: discord.Interaction) -> str:
    """The language to answer ``interaction`` in: its user's Discord client's (English unless
    it is French or German)."""
    return language_of(str(interaction.locale))


def game_id_of(interaction: discord.Interaction) -> int | None:
    value = interaction.extras.get("game_id")
    return value if isinstance(value, int) else None


async def report_error(interaction: discord.Interaction, error: BaseException) -> None:
    """Turn ``error`` into a message for the user (see the module doc); never raises."""
    if isinstance(error, app_commands.CommandInvokeError):
        error = error.original
    try:
        language = language_of(str(interaction.locale))
        if isinstance(error, USER_ERRORS):
            said = error.said_in(language) if isinstance(error, Said) else str(error)
            await reply(interaction, said)
            return
        if isinstance(error, app_commands.CheckFailure):
            await reply(interaction, str(error) or text(language, "command_here"))
            return
        if is_disk_full(error):
            # Nothing was saved: the write's transaction was rolled back.
            log.error(
                "game %s: the database cannot grow (disk full); %s refused to user %s",
                game_id_of(interaction),
                interaction.command.qualified_name if interaction.command else "component",
                interaction.user.id,
            )
            await reply(interaction, text(language, "disk_full"))
            return
        reference = secrets.token_hex(4)
        command = interaction.command.qualified_name if interaction.command else "component"
        log.error(
            "game %s: unexpected error %s in %s (user %s)",
            game_id_of(interaction),
            reference,
            command,
            interaction.user.id,
            exc_info=error,
        )
        await reply(interaction, text(language, "sorry", reference=reference))
    except discord.HTTPException:
        log.warning("game %s: could not answer an interaction", game_id_of(interaction))
