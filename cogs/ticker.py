"""The background ticker: reminders and deadlines, read from the database on every tick.

Nothing is kept in memory between ticks, so a restart loses no reminder or deadline: what is
due is computed from the stored timers (:meth:`bot.scheduling.Scheduler.due`).

* A **reminder** mentions the player in the game's thread (with the "Your move" button) and,
  unless Discord refused DMs to them before, sends a DM too.
* A **deadline** (the player's clock ran out) plays the move the rules make themselves at once
  (``Game.automatic_action``: a question's default answer, or the game's default action when
  the rulebook defines it, ``Game.default_is_automatic``); otherwise the thread is told
  and the host may skip the player (``/game skip``, when the game has a default move), replace
  them or abort the game; or, when the game says so (``/computer timeouts computer:on``), the
  computer plays the seat's move (:meth:`bot.computers.ComputerRunner.play_timeouts`).
* A seat the **computer** plays is never reminded: its reminder makes the computer look at
  the game again (after a restart, a move it had not made yet).
* An **answer** deadline (no time control; a seat asked out of turn has not answered for
  ``answer_hours``) plays the rules' default answer, if there is one (:meth:`answer_for`).
* A **standing** answer (``/game standing``) is played a person's delay after the game began
  waiting on its seat, if the game asks that seat that question (:meth:`standing_for`).
* A **daily** deadline (the game's fixed time of day, issue 33 item 4) plays for each seat
  it has waited on long enough: the rules' default answer where they give one, else the
  computer when the game says so (``/computer timeouts``), else the game's default move (a
  skip, made by the bot); a seat with none of them is left to the host, told once
  (:meth:`dailies`).
* A user's **daily digest** is sent at their hour (:func:`cogs.digest.send_digests`).
* An ended game's thread is **archived** once its server's days have passed
  (:func:`cogs.history.archive_due`).
"""

from __future__ import annotations

import logging
import os
import secrets
import socket
from collections.abc import Awaitable, Callable
from typing import Any

import discord
from discord.ext import commands, tasks

from bot.computer_seats import level_of, plays_on_timeout
from bot.scheduling import Due
from bot.service import ServiceError
from bot.skipping import skip_seat
from bot.store import GameRecord
from bot.texts import text

from .digest import send_digests
from .history import archive_due
from .host import Host

log = logging.getLogger("petrocord.ticker")


#: Default moves played at most for one seat at a daily deadline, while the game still waits
#: on it (authored: a safety bound far above any game's steps in one turn).
DAILY_MOVES = 100


class Ticker(commands.Cog):
    """Runs :meth:`tick` every ``settings.tick_seconds`` seconds once the bot is ready."""

    def __init__(self, bot: Host, seconds: float = 60.0) -> None:
        self.bot = bot
        #: This process among the bot processes sharing the database: what is due is done
        #: by the one that claims it (:meth:`bot.scheduling.Scheduler.take`).
        self.owner = f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(4)}"
        self.loop = tasks.loop(seconds=seconds)(self.tick)
        self.loop.before_loop(self._wait_until_ready)

    async def _wait_until_ready(self) -> None:
        """Before the first tick: the bot is connected, and what a stopped process left
        undone is caught up (:meth:`cogs.flow.GameFlow.catch_up`)."""
        await self.bot.wait_until_ready()
        try:
            await self.bot.flow.catch_up()
        except Exception:  # the ticker must start anyway
            log.exception("could not catch up on the games at start-up")
        try:
            await self.bot.computers.resume()
        except Exception:  # the ticker must start anyway
            log.exception("could not look at the computers' games at start-up")

    def start(self) -> None:
        if not self.loop.is_running():
            self.loop.start()

    async def cog_unload(self) -> None:
        self.loop.cancel()

    async def tick(self) -> list[Due]:
        """Handle everything due now; one failure never stops the others. The deadlines of
        one game due together make one notice."""
        done: list[Due] = []
        try:
            due_now = await self.bot.scheduler.due()
        except Exception:  # the loop must survive a bad tick (database busy, …)
            log.exception("the ticker could not read what is due")
            return done
        deadlines: dict[int, list[Due]] = {}
        dailies: dict[int, list[Due]] = {}
        answered: set[tuple[int, int]] = set()
        for due in due_now:
            if due.kind != "standing":
                continue
            if await self.handle([due], lambda taken: self.standing_for(taken[0])):
                answered.add((due.game_id, due.seat))
                done.append(due)
        for due in due_now:
            if due.kind != "answer":
                continue
            if await self.handle(
                [due], lambda taken: self.answer_for(taken[0])
            ):  # one that played nothing is not done
                answered.add((due.game_id, due.seat))
                done.append(due)
        for due in due_now:
            if due.kind in ("answer", "standing") or (due.game_id, due.seat) in answered:
                continue
            if due.kind == "deadline":
                deadlines.setdefault(due.game_id, []).append(due)
                continue
            if due.kind == "daily":
                dailies.setdefault(due.game_id, []).append(due)
                continue
            if await self.handle([due], lambda taken: self.remind(taken[0])):
                done.append(due)
        for dues in deadlines.values():
            handled = await self.handle(dues, self.deadlines)
            done.extend(due for due in dues if due in handled)
        for dues in dailies.values():
            handled = await self.handle(dues, self.dailies)
            done.extend(due for due in dues if due in handled)
        try:
            await send_digests(self.bot, self.bot.flow)
        except Exception:  # the loop must survive a bad tick
            log.exception("the ticker could not send the daily digests")
        try:
            await archive_due(self.bot, self.owner)
        except Exception:  # the loop must survive a bad tick
            log.exception("the ticker could not archive the ended games")
        return done

    async def handle(
        self, dues: list[Due], work: Callable[[list[Due]], Awaitable[Any]]
    ) -> list[Due]:
        """Do ``work`` for ``dues`` (one seat's, or one game's deadlines) if this process
        claims them and they are still due, once, whatever other processes share the
        database; what was done (nothing when ``work`` says it did nothing). A failure is
        logged and never stops the other jobs."""
        first = dues[0]
        try:
            taken = await self.bot.scheduler.take(dues, self.owner)
        except Exception:
            log.exception("game %d: could not claim the %s", first.game_id, first.kind)
            return []
        if not taken:
            return []
        try:
            result = await work(taken)
        except Exception:
            log.exception(
                "game %d: could not handle the %s of seat %d", first.game_id, first.kind, first.seat
            )
            return []
        finally:
            try:
                await self.bot.scheduler.done(dues, self.owner)
            except Exception:  # the claim lapses with its lease
                log.exception("game %d: could not release a claim", first.game_id)
        return [] if result is False else taken

    async def remind(self, due: Due) -> None:
        """Mention the player with the time they have: the clock's time left and when it
        runs out as a Discord timestamp (or how long the game has waited on them); a
        warning when the clock is nearly out. A DM too, unless refused. The thread's reminder
        is kept, to be deleted once the seat's wait ends."""
        flow = self.bot.flow
        record = await flow.service.record(due.game_id)
        await flow.scheduler.mark_reminded(due.game_id, due.seat)
        if level_of(record, due.seat) is not None:
            self.bot.computers.poke(record.id)  # the computer plays it: no reminder
            return
        title = flow.title(record)
        language = record.language  # the thread and the DMs speak the game's language
        clock = {c.seat: c for c in await flow.scheduler.clocks(record.id)}.get(due.seat)
        now = flow.service.clock()
        if clock is not None and clock.left is not None:
            ends = int(now + max(0.0, clock.left))
            time = text(
                language,
                "clock_left",
                left=hours(clock.left),
                relative=f"<t:{ends}:R>",
                at=f"<t:{ends}:f>",
            )
        elif clock is not None and clock.waiting_since is not None:
            time = text(language, "waited_since", since=f"<t:{int(clock.waiting_since)}:R>")
        else:
            time = ""
        mention = f"<@{due.user_id}>"
        kind = "nearly_out" if due.kind == "warning" else "reminder"
        head = text(language, kind, who=mention, title=title, game=record.id)
        said = f"{head} {time}".strip()
        thread = flow.thread_of(record)
        if thread is not None:
            try:
                posted = await thread.send(
                    said,
                    view=await flow.turn_components(record, record.version),
                    allowed_mentions=discord.AllowedMentions(
                        everyone=False, roles=False, users=[discord.Object(id=due.user_id)]
                    ),
                )
            except discord.HTTPException as error:
                log.warning("game %d: reminder not posted (%s)", record.id, error.status)
            else:
                # Deleted once the seat's wait ends (cogs.flow: delete_stale_reminders).
                await flow.scheduler.save_reminder(record.id, due.seat, due.user_id, posted.id)
        await flow.dm(
            record,
            due.user_id,
            [f"{text(language, 'reminder_dm', title=title, game=record.id)} {time}".strip()],
            None,
        )

    async def answer_for(self, due: Due) -> bool:
        """A seat has let its answer deadline pass (no time control): the rules' default
        answer to what it is asked, if they give one (``Game.automatic_action``); whether it
        was played. Otherwise nothing happens and the seat is reminded as usual."""
        flow = self.bot.flow
        await flow.scheduler.mark_answer_due(due.game_id, due.seat)
        record, state = await flow.service.state(due.game_id)
        action: Any = flow.service.game(record.kind).automatic_action(state, due.seat)
        if action is None:
            return False
        try:
            outcome = await flow.service.act(
                record.id, due.user_id, action, seat=due.seat, expected_version=record.version
            )
        except ServiceError as error:
            log.warning("game %d: default answer refused: %s", record.id, type(error).__name__)
            return False
        name = record.seats[due.seat].name
        outcome.public.insert(0, text(record.language, "default_answer", name=name))
        await flow.publish(outcome, acted=due.seat)
        return True

    async def standing_for(self, due: Due) -> bool:
        """A seat with a standing answer has been waited on for its delay: the answer is
        played if the game asks it that question now (:meth:`GameService.answer_standing`),
        published exactly as the same answer given by hand; whether it was. Looked at once
        per version of the game."""
        flow = self.bot.flow
        await flow.scheduler.mark_standing_tried(due.game_id, due.seat)
        outcome = await flow.service.answer_standing(due.game_id, due.seat)
        if outcome is None:
            return False
        await flow.publish(outcome, acted=due.seat)
        return True

    async def deadline(self, due: Due) -> None:
        """One clock ran out (see :meth:`deadlines`)."""
        await self.deadlines([due])

    async def _expire(self, dues: list[Due]) -> tuple[GameRecord, Any, Any]:
        """Mark the deadlines of ``dues`` (one game's) handled for their waits, once; the
        game's record, state and engine as they stand then."""
        flow = self.bot.flow
        for due in dues:
            await flow.scheduler.mark_expired(due.game_id, due.seat)
        record, state = await flow.service.state(dues[0].game_id)
        return record, state, flow.service.game(record.kind)

    async def deadlines(self, dues: list[Due]) -> None:
        """Clocks of one game that ran out: the rules' own move at once where they define one
        (``Game.automatic_action``); else one notice for all of them, telling
        the host what they may do (not addressing the host as host about their own clock)."""
        flow = self.bot.flow
        game_id = dues[0].game_id
        record, state, game = await self._expire(dues)
        waiting: list[Due] = []
        for due in dues:
            action: Any = game.automatic_action(state, due.seat)
            if action is not None:
                try:
                    outcome = await flow.service.act(
                        record.id,
                        due.user_id,
                        action,
                        seat=due.seat,
                        expected_version=record.version,
                    )
                except ServiceError as error:
                    log.warning(
                        "game %d: default action refused: %s", record.id, type(error).__name__
                    )
                else:
                    name = record.seats[due.seat].name
                    outcome.public.insert(0, text(record.language, "default_move", name=name))
                    await flow.publish(outcome, acted=due.seat)
                    record, state = await flow.service.state(game_id)
                    continue
            waiting.append(due)
        if waiting and plays_on_timeout(record):
            played = await self.bot.computers.play_timeouts(game_id, [due.seat for due in waiting])
            waiting = [due for due in waiting if due.seat not in played]
            record, state = await flow.service.state(game_id)
        thread = flow.thread_of(record)
        if not waiting or thread is None:
            return
        users = list(dict.fromkeys(due.user_id for due in waiting))
        language = record.language
        who = ", ".join(f"<@{user}>" for user in users)
        has_default = any(game.default_action(state, due.seat) is not None for due in waiting)
        if record.host_id in users:
            address, mentioned = text(language, "host_or_admin_may"), users
        else:
            address = text(language, "host_may", host=f"<@{record.host_id}>")
            mentioned = [*users, record.host_id]
        ran_out = text(
            language,
            "clock_ran_out" if len(users) == 1 else "clocks_ran_out",
            who=who,
            title=flow.title(record),
            game=record.id,
        )
        choices = text(language, "out_choices_skip" if has_default else "out_choices")
        await thread.send(
            f"{ran_out} {address} {choices}",
            allowed_mentions=discord.AllowedMentions(
                everyone=False, roles=False, users=[discord.Object(id=u) for u in mentioned]
            ),
        )

    async def dailies(self, dues: list[Due]) -> None:
        """The game's daily deadline passed for these seats: each still waited on is played
        for, in this order of what the game allows: the rules' default answer
        (``Game.automatic_action``), the computer (``/computer timeouts on``), the game's
        default move (``Game.default_action``, as ``/game skip`` plays it, made by the bot).
        A seat with none of them is named once to the host, who may replace the player or
        abort. Each seat's wait counts as missed (:mod:`bot.reliability`)."""
        flow = self.bot.flow
        game_id = dues[0].game_id
        record, state, game = await self._expire(dues)
        language = record.language
        left: list[Due] = []
        for due in dues:
            if record.status != "running" or due.seat not in game.to_act(state):
                continue
            name = record.seats[due.seat].name
            action: Any = game.automatic_action(state, due.seat)
            note = "daily_default_answer"
            if action is None and plays_on_timeout(record):
                played = await self.bot.computers.play_timeouts(
                    game_id, [due.seat], note="computer_played_daily"
                )
                if played:
                    record, state = await flow.service.state(game_id)
                    continue
            if action is None:
                action, note = game.default_action(state, due.seat), "daily_skipped"
            if action is None:
                left.append(due)
                continue
            # A default answer is one move; default moves go on while the game still waits
            # on the seat (a turn of several steps is played out, not one step a day).
            for _ in range(1 if note == "daily_default_answer" else DAILY_MOVES):
                try:
                    outcome = await skip_seat(
                        flow.service,
                        record,
                        state,
                        due.seat,
                        action,
                        audit=text(language, note, name=name),
                        note=lambda played: text(language, "daily_skipped_you", played=played),
                    )
                except ServiceError as error:
                    log.warning("game %d: daily move refused: %s", game_id, type(error).__name__)
                    left.append(due)
                    break
                await flow.publish(outcome, acted=due.seat)
                record, state = await flow.service.state(game_id)
                if record.status != "running" or due.seat not in game.to_act(state):
                    break
                action = game.default_action(state, due.seat)
                if action is None:
                    break
            record, state = await flow.service.state(game_id)
        thread = flow.thread_of(record)
        if not left or thread is None:
            return
        users = list(dict.fromkeys(due.user_id for due in left))
        mentioned = list(dict.fromkeys([*users, record.host_id]))
        await thread.send(
            text(
                language,
                "daily_passed",
                who=", ".join(f"<@{user}>" for user in users),
                title=flow.title(record),
                game=record.id,
                host=f"<@{record.host_id}>",
            ),
            allowed_mentions=discord.AllowedMentions(
                everyone=False, roles=False, users=[discord.Object(id=u) for u in mentioned]
            ),
        )


def hours(seconds: float) -> str:
    """``5 h 20 min`` / ``40 min``: a duration (the same in our three languages)."""
    minutes = max(0, round(seconds / 60))
    whole, rest = divmod(minutes, 60)
    if not whole:
        return f"{rest} min"
    return f"{whole} h {rest} min" if rest else f"{whole} h"
