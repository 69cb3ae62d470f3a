"""My games from anywhere (issue 33, item 2): the list ``/game mine`` answers with, from a DM
or any server, and the daily digest DM built from the same lines.

Every game the user sits in that is not over, across every server, one line each: the game,
whether it waits on the user (⏳), whom it waits on, its next deadline (the waited-on seats'
earliest: a clock running out or the game's daily deadline, :meth:`Scheduler.deadline_of`)
as a Discord timestamp each reader sees in their own time, and a link to its thread. The
user sees only their own games, so nothing of another server's games reaches anyone who
does not play them.

The digest (:func:`send_digests`) is sent by the ticker at the user's hour of their day
(``/pace digest``; :meth:`bot.scheduling.Scheduler.digests_due`), once a day, and only when
a game waits on them; while it is on, their reminders are left to it.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass

import discord
from discord import app_commands

from bot.scheduling import UserPrefs
from bot.store import GameRecord
from bot.texts import text

from . import embeds
from .flow import DM_REFUSED_CODES, NO_MENTIONS, GameFlow
from .help import named_commands
from .host import Host
from .replies import reader

log = logging.getLogger("petrocord.digest")

#: Games listed at most (an embed's description holds 4,096 characters: about 25 lines).
MOST = 50
#: The games listed: those not over (the ended ones are in ``/results history``).
LISTED = ("running", "lobby")


@dataclass(frozen=True)
class MineRow:
    """One game of the user's list."""

    record: GameRecord
    title: str
    #: The names of the seats the game waits on.
    waiting: tuple[str, ...]
    #: Whether the game waits on the user.
    theirs: bool
    #: When the waited-on seats' next deadline falls (``None``: none).
    deadline: float | None


def link(record: GameRecord, language: str) -> str:
    """A link to the game's thread that works from anywhere (a DM, another server): its
    ``discord.com/channels`` address; a local game (no server) is named by its number."""
    where = record.thread_id or record.channel_id
    if record.guild_id and where:
        return f"https://discord.com/channels/{record.guild_id}/{where}"
    return embeds.thread_link(record, language)


async def my_games(flow: GameFlow, user_id: int) -> list[MineRow]:
    """The user's games not over, on every server: those waiting on them first, then the
    others running, then the lobbies, newest first in each."""
    records = await flow.service.store.games_of(user_id, None, LISTED)
    rows = []
    for record in records[:MOST]:
        waiting: list[int] = []
        if record.status == "running":
            view = await flow.service.public_view(record.id)
            waiting = list(view.to_act)
        deadlines = [
            at
            for at in [await flow.scheduler.deadline_of(record, seat) for seat in waiting]
            if at is not None
        ]
        theirs = any(record.seats[seat].user_id == user_id for seat in waiting)
        rows.append(
            MineRow(
                record,
                flow.title(record),
                tuple(record.seats[seat].name for seat in waiting),
                theirs,
                min(deadlines) if deadlines else None,
            )
        )
    order = {"running": 0, "lobby": 1}
    rows.sort(key=lambda r: (not r.theirs, order.get(r.record.status, 9), -r.record.id))
    return rows


def mine_lines(rows: Sequence[MineRow], language: str) -> list[str]:
    """One line per game (see the module doc)."""
    lines = []
    for row in rows:
        deadline = (
            text(language, "mine_deadline", at=f"<t:{int(row.deadline)}:R>")
            if row.deadline is not None
            else ""
        )
        lines.append(
            text(
                language,
                "mine_row",
                mark="⏳ " if row.theirs else "",
                game=row.record.id,
                title=row.title,
                status=row.record.status,
                turn=", ".join(row.waiting) if row.waiting else "—",
                deadline=deadline,
                link=link(row.record, language),
            )
        )
    return lines


def mine_embed(rows: Sequence[MineRow], language: str, title: str) -> discord.Embed:
    """The list as an embed titled ``title``."""
    embed = discord.Embed(
        title=title,
        description=embeds.clip_lines(mine_lines(rows, language), embeds.DESCRIPTION_LIMIT)
        or text(language, "no_games"),
        colour=embeds.COLOUR,
    )
    return embeds.fit(embed)


def bot_absent(interaction: discord.Interaction) -> bool:
    """Whether the interaction comes from a server where the app is installed to the user
    only: the bot is not a member there (a DM with the bot is not such a place)."""
    return interaction.guild_id is not None and not interaction.is_guild_integration()


async def only_anywhere(
    interaction: discord.Interaction, group: str, anywhere: frozenset[str]
) -> bool:
    """The check of the command group ``group``: in a server without the bot
    (:func:`bot_absent`), only its commands named in ``anywhere`` run; another is refused in
    the reader's words, the commands named as their client shows them (an autocomplete there
    offers nothing)."""
    command = interaction.command
    if not bot_absent(interaction) or (command is not None and command.name in anywhere):
        return True
    if interaction.type == discord.InteractionType.autocomplete:
        return False
    language = reader(interaction)
    names = ", ".join(f"`/{group} {name}`" for name in sorted(anywhere))
    said = named_commands(text(language, "bot_not_here", commands=names), language)
    raise app_commands.CheckFailure(said)


async def send_digest(bot: Host, flow: GameFlow, prefs: UserPrefs) -> bool:
    """The user's digest of today, if a game waits on them; whether it was sent. A DM
    Discord refuses is remembered as any other (their reminders come back)."""
    rows = await my_games(flow, prefs.user_id)
    waiting = sum(row.theirs for row in rows)
    if not waiting:
        return False
    language = prefs.digest_language
    embed = mine_embed(rows, language, text(language, "digest_title", count=waiting))
    try:
        channel = await bot.create_dm(discord.Object(id=prefs.user_id))
        await channel.send(embed=embed, allowed_mentions=NO_MENTIONS)
        return True
    except discord.Forbidden as error:
        if error.code in DM_REFUSED_CODES:
            await flow.scheduler.remember_dm_refused(prefs.user_id)
        log.info("user %d: digest refused (code %d)", prefs.user_id, error.code)
    except discord.HTTPException as error:
        log.warning("user %d: digest failed (%s)", prefs.user_id, error.status)
    return False


async def send_digests(bot: Host, flow: GameFlow) -> list[int]:
    """Every digest due now, each taken once across the bot's processes; the users sent
    one. One user's failure never stops the others."""
    sent = []
    for prefs in await flow.scheduler.digests_due():
        try:
            if await flow.scheduler.take_digest(prefs) and await send_digest(bot, flow, prefs):
                sent.append(prefs.user_id)
        except Exception:
            log.exception("user %d: the digest could not be sent", prefs.user_id)
    return sent
