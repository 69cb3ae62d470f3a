"""The background ticker: reminders and deadlines, read from the database on every tick.

Nothing is kept in memory between ticks, so a restart loses no reminder or deadline: what is
due is computed from the stored timers (:meth:`bot.scheduling.Scheduler.due`).

* A **reminder** mentions the player in the game's thread (with the "Your move" button) and,
  unless Discord refused DMs to them before, sends a DM too.
* A **deadline** (the player's clock ran out) plays the game's default action at once when
  the rulebook itself defines it (``Game.default_is_automatic``); otherwise the thread is told
  and the host may skip the player (``/game skip``, when the game has a default move), replace
  them or abort the game.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord
from discord.ext import commands, tasks

from bot.scheduling import Due
from bot.service import ServiceError

from .components import turn_view
from .flow import ONLY_USERS

if TYPE_CHECKING:
    from .client import PetroBot

log = logging.getLogger("petrocord.ticker")


class Ticker(commands.Cog):
    """Runs :meth:`tick` every ``settings.tick_seconds`` seconds once the bot is ready."""

    def __init__(self, bot: PetroBot, seconds: float = 60.0) -> None:
        self.bot = bot
        self.loop = tasks.loop(seconds=seconds)(self.tick)
        self.loop.before_loop(self._wait_until_ready)

    async def _wait_until_ready(self) -> None:
        await self.bot.wait_until_ready()

    def start(self) -> None:
        if not self.loop.is_running():
            self.loop.start()

    async def cog_unload(self) -> None:
        self.loop.cancel()

    async def tick(self) -> list[Due]:
        """Handle everything due now; one failure never stops the others."""
        done: list[Due] = []
        try:
            due_now = await self.bot.scheduler.due()
        except Exception:  # the loop must survive a bad tick (database busy, …)
            log.exception("the ticker could not read what is due")
            return done
        for due in due_now:
            try:
                if due.kind == "reminder":
                    await self.remind(due)
                else:
                    await self.deadline(due)
                done.append(due)
            except Exception:
                log.exception(
                    "game %d: could not handle the %s of seat %d", due.game_id, due.kind, due.seat
                )
        return done

    async def remind(self, due: Due) -> None:
        flow = self.bot.flow
        record = await flow.service.record(due.game_id)
        await flow.scheduler.mark_reminded(due.game_id, due.seat)
        title = flow.title(record)
        thread = flow.thread_of(record)
        text = f"<@{due.user_id}>, reminder: {title} #{record.id} is waiting for your move."
        if thread is not None:
            try:
                await thread.send(
                    text, view=turn_view(record.id, record.version), allowed_mentions=ONLY_USERS
                )
            except discord.HTTPException as error:
                log.warning("game %d: reminder not posted (%s)", record.id, error.status)
        await flow.dm(
            record, due.user_id, [f"Reminder: it is your move in {title} #{record.id}."], None
        )

    async def deadline(self, due: Due) -> None:
        flow = self.bot.flow
        await flow.scheduler.mark_expired(due.game_id, due.seat)
        record, state = await flow.service.state(due.game_id)
        game = flow.service.game(record.kind)
        action: Any = game.default_action(state, due.seat)
        name = record.seats[due.seat].name
        if action is not None and game.default_is_automatic:
            try:
                outcome = await flow.service.act(
                    record.id, due.user_id, action, seat=due.seat, expected_version=record.version
                )
            except ServiceError as error:
                log.warning("game %d: default action refused: %s", record.id, type(error).__name__)
            else:
                outcome.public.insert(
                    0, f"{name}'s clock ran out: the game's default move was made."
                )
                await flow.publish(outcome, acted=due.seat)
                return
        thread = flow.thread_of(record)
        if thread is not None:
            skip = "skip them with `/game skip` (their default move), " if action else ""
            await thread.send(
                f"<@{due.user_id}>'s clock in {flow.title(record)} #{record.id} has run out. "
                f"<@{record.host_id}>, as host you may wait, {skip}replace the player with "
                "`/game replace`, or end the game with `/game abort`.",
                allowed_mentions=ONLY_USERS,
            )
