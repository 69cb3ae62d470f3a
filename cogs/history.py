"""``/results history`` and the archiving of ended games' threads (issue 33, item 5): a
feature part of the ``/results`` group (:class:`cogs.results.ResultsCog`) and the job the ticker runs on each
tick (:func:`archive_due`). What is due and what was done are :mod:`bot.archive`'s, read
from the database, so a restart loses nothing."""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands

from bot import archive
from bot.texts import text

from . import embeds
from .host import Host, Hosted
from .replies import defer, reader, reply

log = logging.getLogger("petrocord.archive")

#: Finished games ``/results history`` lists (authored: the newest twenty fit one embed).
HISTORY_GAMES = 20


def thread_url(guild_id: int | None, thread_id: int | None) -> str | None:
    """The link to a thread (Discord's channel URL), if the game has one in a server."""
    if guild_id is None or thread_id is None:
        return None
    return f"https://discord.com/channels/{guild_id}/{thread_id}"


async def archive_due(bot: Host, owner: str) -> list[int]:
    """Archive the threads of the ended games whose server's days have passed: a closing
    note (with the final board of a finished game) is posted, then the thread is archived,
    its messages kept. Each game is claimed by one process and archived once; one failure
    never stops the others (a thread Discord no longer has is counted as archived; any other
    failure is tried again on the next tick). The games archived."""
    scheduler = bot.scheduler
    done = []
    for due in await archive.due(bot.service.store, bot.service.clock()):
        job = f"archive:{due.game_id}"
        if not await scheduler.claim(job, owner):
            continue
        try:
            await _archive_one(bot, due)
        except discord.NotFound:
            log.info("game %d: its thread is gone; nothing to archive", due.game_id)
        except Exception:
            log.exception("game %d: could not archive its thread", due.game_id)
            continue
        finally:
            await scheduler.release(job, owner)
        if await archive.mark_archived(bot.service.store, due.game_id, bot.service.clock()):
            done.append(due.game_id)
    return done


async def _archive_one(bot: Host, due: archive.Due) -> None:
    """Post the closing note (and the final board) in the thread, then archive it."""
    flow = bot.flow
    record = await flow.service.record(due.game_id)
    kwargs: dict[str, Any] = {}
    if record.status == "finished":
        try:
            view = await flow.service.public_view(record.id)
            kwargs["file"] = await flow.picture(view)
        except Exception:  # the note and the archive go on without the picture
            log.exception("game %d: no final board for the archive", record.id)
    thread: Any = await bot.fetch_channel(due.thread_id)
    if not isinstance(thread, discord.Thread):
        return  # not a thread (any more): nothing to archive
    await thread.send(text(record.language, "archived_note"), **kwargs)
    await thread.edit(archived=True)


class HistoryCommands(Hosted):
    """The ``/results`` group's part that lists the server's ended games."""

    @app_commands.command(name="history", description="This server's ended games and results.")
    @app_commands.guild_only()
    async def history(self, interaction: discord.Interaction) -> None:
        """The newest ended games of this server: places, thread link, how to see the replay."""
        await defer(interaction)
        language = reader(interaction)
        ended = await archive.history(
            self.flow.service.store, interaction.guild_id or 0, HISTORY_GAMES
        )
        lines = []
        for game in ended:
            engine = self.flow.service.games.get(game.kind)
            title = engine.title if engine is not None else game.kind
            link = thread_url(game.guild_id, game.thread_id) or text(language, "history_no_thread")
            places = ", ".join(f"{place}. {name}" for name, place in game.places)
            key = "history_line" if game.status == "finished" else "history_aborted"
            lines.append(
                text(
                    language,
                    key,
                    game=game.game_id,
                    title=title,
                    ended=f"<t:{int(game.ended_at)}:d>",
                    places=places,
                    link=link,
                )
            )
        embed = discord.Embed(
            title=text(language, "history_title"),
            description="\n".join(lines) or text(language, "history_none"),
            colour=embeds.COLOUR,
        )
        await reply(interaction, embed=embeds.fit(embed))
