"""Reliability and pace in Discord's words (issue 33, item 1): the ``/results stats`` field, the
lobby's field with each joiner's figures and the lobby's minimum. The figures are
:mod:`bot.reliability`'s; this module only says them."""

from __future__ import annotations

import discord

from bot.reliability import Figures, figures, lobby_minimum
from bot.store import GameRecord, Store
from bot.texts import decimal, text

#: Lobby lines shown at most (a lobby has at most a handful of seats; the embed's field
#: holds 1,024 characters).
LOBBY_LINES = 12


def duration(language: str, seconds: float | None) -> str:
    """A duration in minutes under an hour, hours under two days, else days (one decimal
    past the minutes; ``—`` for none)."""
    if seconds is None:
        return "—"
    if seconds < 3600:
        return text(language, "duration_minutes", count=round(seconds / 60))
    if seconds < 48 * 3600:
        return text(language, "duration_hours", count=decimal(language, seconds / 3600, 1))
    return text(language, "duration_days", count=decimal(language, seconds / 86400, 1))


def pace_text(language: str, mine: Figures) -> str:
    """All of a player's figures, for ``/results stats``."""
    if mine.reliability is None or mine.missed_share is None:
        return text(language, "pace_none")
    share = decimal(language, 100 * mine.missed_share, 0)
    return text(
        language,
        "pace_line",
        reliability=mine.reliability,
        missed=mine.missed,
        asked=mine.asked,
        share=share,
        median=duration(language, mine.median),
        p90=duration(language, mine.p90),
        abandoned=mine.abandoned,
    )


def pace_short(language: str, mine: Figures) -> str:
    """A joiner's figures in a few words, for the lobby."""
    if mine.reliability is None:
        return text(language, "pace_new")
    return text(
        language, "pace_short", reliability=mine.reliability, median=duration(language, mine.median)
    )


async def add_lobby_pace(embed: discord.Embed, store: Store, record: GameRecord) -> None:
    """While the game is a lobby: a field with each seated player's figures on the server
    and the lobby's minimum, if it has one."""
    if record.status != "lobby" or record.guild_id is None:
        return
    language = record.language
    lines = []
    for seat in record.seats[:LOBBY_LINES]:
        mine = await figures(store, record.guild_id, seat.user_id)
        lines.append(f"{seat.name}: {pace_short(language, mine)}")
    minimum = await lobby_minimum(store, record.id)
    if minimum is not None:
        lines.append(text(language, "lobby_minimum", minimum=minimum))
    if lines:
        embed.add_field(
            name=text(language, "lobby_pace"), value="\n".join(lines)[:1024], inline=False
        )
