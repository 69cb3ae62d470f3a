"""What happens around a game on Discord, shared by the commands, the buttons and the ticker.

:class:`GameFlow` is the one place that

* finds the game an interaction is about (the thread it runs in, or an explicit id);
* posts an :class:`~bot.service.Outcome` to the game's thread: one message with a short embed
  of what happened, a fresh public board picture and the turn prompt mentioning the players
  the game waits on (with a "Your move" button), then a DM to every seat whose private view
  changed (text + private picture), then the lobby message refreshed (seats, started,
  over or aborted; the Join/Leave/Start buttons only while it is a lobby);
* builds a player's step-by-step prompt from their legal actions and plays the action once
  the path through the choice tree is complete.

State always comes from the database through the service; nothing about a game is kept in
memory, so every button still works after a restart.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import json
import logging
import secrets
import traceback
from collections.abc import Awaitable, Sequence
from dataclasses import replace
from typing import Any

import discord

from bot.computer_seats import COMPUTER_ID, has_computer_seat, played_by_computer
from bot.computers import ComputerRunner
from bot.prompts import (
    answers_at,
    defaults_of,
    grouped_at,
    kind_of,
    only_move,
    prompt_at,
    same_moves,
    translator,
)
from bot.publishing import (
    PLAYED,
    EditTurn,
    PrivateMessage,
    Quiet,
    asked_users,
    last_one,
    latest_seq,
    mentionable,
    next_seat,
    plan_thread,
    post_lines,
    private_messages,
    refreshes_lobby,
    stale_seats,
    without_waiting_line,
)
from bot.scheduling import Scheduler, TurnPost
from bot.service import (
    GameRecord,
    GameService,
    LogEntry,
    NotSeated,
    NotYourTurn,
    Outcome,
    Reading,
    Refused,
    ServiceError,
    UnknownGame,
    engine_refusal,
)
from bot.texts import Said, text
from render import render_view
from rules.core import Game, LegalActions, View

from . import embeds
from .components import ChainButton, lobby_view, prompt_view, turn_view
from .help import named_commands, rules_topic
from .pace import add_lobby_pace
from .prompts import (
    MAX_LABEL,
    MAX_SELECT_OPTIONS,
    Cursor,
    Option,
    PathError,
    PromptError,
    Translate,
    Value,
    decode_path,
    describe_path,
    encode_path,
    forced_answers,
    needs_number,
    start_path,
    walk,
)
from .replies import reader, reply

log = logging.getLogger("petrocord.discord")

#: Upload limit used when no interaction tells the real one (Discord's default for a server).
DEFAULT_UPLOAD_LIMIT = 10 * 1024 * 1024
#: Discord error codes meaning "this user does not accept DMs from the bot".
DM_REFUSED_CODES = frozenset({50007, 50278})
#: Longest custom id Discord accepts.
CUSTOM_ID_LIMIT = 100
#: Moves shown per page of ``/game log``.
LOG_PAGE = 10
#: The most menus under a turn message (its last row holds "Your move" and "My hand").
MAX_TURN_MENUS = 4

#: The most times one click repeats a forced move (:meth:`GameFlow.chain_button`): authored,
#: above Fitna's longest run of forced draws (a hand refilled to its limit, 12.1 step 7).
MAX_AGAIN = 10

#: The answer to any game id this interaction may not reach: unknown, or another server's
#: (in English; each user reads it in their language).
NO_SUCH_GAME = text("en", "no_such_game")


def reachable_from(record: GameRecord, guild_id: int | None, user_id: int) -> bool:
    """Whether an interaction in ``guild_id`` (``None``: a direct message) by ``user_id`` may
    reach the game of ``record``: from a server, only that server's own games; from a DM,
    only a game the user holds a seat in."""
    if guild_id is not None:
        return record.guild_id == guild_id
    return bool(record.seat_of(user_id))


NO_MENTIONS = discord.AllowedMentions.none()


class PictureTooLarge(Refused):
    """A picture over the upload limit even at its smallest size."""

    def __init__(self) -> None:
        super().__init__(key="picture_too_large")


class GameFlow:
    """Game orchestration on Discord for one bot (see the module doc)."""

    def __init__(self, bot: discord.Client, service: GameService, scheduler: Scheduler) -> None:
        self.bot = bot
        self.service = service
        self.scheduler = scheduler
        #: Private texts kept for a player until the game next asks them to act:
        #: (game id, user id) -> texts (:meth:`send_private`).
        self.pending: dict[tuple[int, int], tuple[str, ...]] = {}
        #: The computer players, looked at after each change of a running game is published
        #: (the host sets them; ``None``: no computer moves).
        self.computers: ComputerRunner | None = None

    # ------------------------------------------------------------------ finding games

    def title(self, record: GameRecord) -> str:
        return self.service.game(record.kind).title

    async def resolve(
        self, interaction: discord.Interaction, game_id: int | None = None
    ) -> GameRecord:
        """The game this interaction is about: ``game_id`` if given, else the game of the
        thread it was used in, else the caller's only active game in this server."""
        if game_id is None and interaction.channel_id is not None:
            game_id = await self.scheduler.game_for_thread(interaction.channel_id)
        if game_id is None:
            active = [
                r
                for r in await self.service.games_of(interaction.user.id, interaction.guild_id)
                if r.status in ("lobby", "running")
            ]
            if len(active) != 1:
                raise Refused(key="which_game")
            game_id = active[0].id
        interaction.extras["game_id"] = game_id
        return await self.game_here(interaction, game_id)

    async def game_here(self, interaction: discord.Interaction, game_id: int) -> GameRecord:
        """The game ``game_id`` if this interaction may reach it, else :class:`Refused` with
        :data:`NO_SUCH_GAME` (the same words for a game of another server as for no game, so
        nothing is said of it or its players).

        A game belongs to its server: in a server, only that server's games are reached, and
        the rights a command checks there (host, Manage Server) are that server's. In a direct
        message, where a player's private prompt and hand are sent, only a game the user holds
        a seat in is reached, and no admin right comes from a DM.
        """
        try:
            record = await self.service.record(game_id)
        except UnknownGame:
            raise Refused(key="no_such_game") from None
        self.check_reachable(interaction, record)
        return record

    @staticmethod
    def check_reachable(interaction: discord.Interaction, record: GameRecord) -> None:
        """:class:`Refused` (:data:`NO_SUCH_GAME`) unless this interaction may reach the game
        of ``record`` (see :meth:`game_here`)."""
        if not reachable_from(record, interaction.guild_id, interaction.user.id):
            log.info(
                "game %s refused to user %s from server %s (not its server)",
                record.id,
                interaction.user.id,
                interaction.guild_id,
            )
            raise Refused(key="no_such_game")

    # ------------------------------------------------------------------ pictures

    async def picture(
        self,
        view: View,
        limit: int | None = None,
        filename: str = "board.png",
        previous: View | None = None,
    ) -> discord.File:
        """The picture of ``view`` (marking what changed since ``previous``) as an attachment,
        rendered in a worker thread (the gateway heartbeat never waits on Pillow) and kept
        under the upload limit; raises :class:`PictureTooLarge` when even the smallest size
        is over it."""
        limit = limit or DEFAULT_UPLOAD_LIMIT
        if previous is None:
            data = await asyncio.to_thread(render_view, view, max_bytes=limit)
        else:
            data = await asyncio.to_thread(render_view, view, previous=previous, max_bytes=limit)
        if len(data) > limit:
            raise PictureTooLarge()
        return discord.File(io.BytesIO(data), filename=filename)

    async def optional_picture(
        self,
        game_id: int,
        view: View,
        limit: int,
        filename: str = "board.png",
        previous: View | None = None,
        language: str = "en",
    ) -> tuple[discord.File | None, str]:
        """:meth:`picture` and ``""``, or no picture and a note saying why in ``language``
        (too large for the upload limit, or drawing it failed, which is logged): the message
        then goes without its picture rather than not at all."""
        pictures: list[discord.File] = []
        too_large: list[PictureTooLarge] = []

        async def draw() -> None:
            try:
                pictures.append(await self.picture(view, limit, filename, previous))
            except PictureTooLarge as error:
                too_large.append(error)

        await self.safely(game_id, f"picture {filename}", draw())
        if too_large:
            log.info("game %d: picture %s over the upload limit of %d", game_id, filename, limit)
            return None, text(language, "too_large_note")
        return (pictures[0], "") if pictures else (None, text(language, "not_drawn_note"))

    def upload_limit(self, record: GameRecord, interaction: discord.Interaction | None) -> int:
        if interaction is not None:
            return int(interaction.filesize_limit)
        guild = self.bot.get_guild(record.guild_id) if record.guild_id else None
        return guild.filesize_limit if guild is not None else DEFAULT_UPLOAD_LIMIT

    def private_text(self, record: GameRecord, view: View, language: str | None = None) -> str:
        """A seat's private view in words: the game's ``describe_private(view)`` hook, or
        the generic ``key: value`` lines where it leaves that to the default; framed in
        ``language`` (the game's by default)."""
        game = self.service.game(record.kind)
        return embeds.private_text(view, game, language or record.language)

    # ------------------------------------------------------------------ channels

    def thread_of(self, record: GameRecord) -> discord.PartialMessageable | None:
        """Where the game's messages go: its thread, else the channel it was opened in."""
        channel_id = record.thread_id or record.channel_id
        if channel_id is None:
            return None
        return self.bot.get_partial_messageable(channel_id, guild_id=record.guild_id)

    async def refresh_lobby(self, record: GameRecord) -> None:
        """Redraw the lobby message: seats and state; buttons only while it is a lobby."""
        if record.channel_id is None or record.lobby_message_id is None:
            return
        game = self.service.game(record.kind)
        channel = self.bot.get_partial_messageable(record.channel_id, guild_id=record.guild_id)
        message = channel.get_partial_message(record.lobby_message_id)
        embed = embeds.lobby_embed(
            record, game.title, game.min_players, game.max_players, record.language, game
        )
        await add_lobby_pace(embed, self.service.store, record)
        try:
            await message.edit(
                embed=embeds.fit(embed),
                view=lobby_view(record.id, record.language, has_computer_seat(record))
                if record.status == "lobby"
                else None,
            )
        except discord.HTTPException as error:
            log.warning(
                "game %d: could not refresh the lobby message (%s)", record.id, error.status
            )

    # ------------------------------------------------------------------ publishing outcomes

    async def publish(
        self,
        outcome: Outcome,
        interaction: discord.Interaction | None = None,
        *,
        lobby: bool = False,
        components: discord.ui.View | None = None,
        acted: int | None = None,
        reading: Reading | None = None,
        told: int | None = None,
    ) -> None:
        """Refresh the timers, post ``outcome`` to the thread (and mark it published), DM
        the players it starts asking to act what changed for them
        (:func:`bot.publishing.private_messages`; ``told``: the mover, who read their own
        move's private texts in their prompt), and redraw the lobby message when
        :func:`bot.publishing.refreshes_lobby` says so, so the lobby always tells the game's
        state. ``components`` replaces the turn prompt's buttons (the undo question uses
        this). ``acted`` is the seat that just moved (its clock is charged). The game is read
        once (``reading``, taken after the change, else now) for the thread message; a
        caller's ``reading`` serves the DMs too.

        Only reading the game may raise; every later stage (timers, thread message, each
        DM, lobby) goes through :meth:`safely`, so one failure never hides the others."""
        if reading is None:
            reading = await self.service.read(outcome.game_id)
        record = reading.record
        public_view: View | None = None
        if record.status in PLAYED:
            public_view = reading.view(None)
        waiting = public_view.to_act if public_view else []
        # Who the game starts asking to act is measured against the turn message as it was
        # before this outcome's (posting it saves the new one).
        previous = await self.scheduler.turn_post(record.id)
        asked = asked_users(
            record.status, waiting, [seat.user_id for seat in record.seats], previous, acted
        )
        await self.safely(record.id, "timers", self.scheduler.sync(record, waiting, acted))
        await self.safely(
            record.id, "stale reminders", self.delete_stale_reminders(record, waiting, acted)
        )
        await self.safely(
            record.id,
            "thread message",
            self.post_to_thread(
                record, outcome, public_view, interaction, components, acted, reading
            ),
        )
        await self.safely(
            record.id, "published mark", self.scheduler.mark_published(record.id, outcome.version)
        )
        await self.safely(record.id, "DMs", self.send_private(record, outcome, asked, told, acted))
        if refreshes_lobby(outcome, lobby):
            await self.safely(record.id, "lobby message", self.refresh_lobby(record))
        if self.computers is not None and record.status == "running" and played_by_computer(record):
            self.computers.poke(record.id)

    async def catch_up(self) -> list[int]:
        """At start-up: what a process that died after a move's commit left undone. Every
        running game's timers are derived again from who it waits on
        (:meth:`~bot.scheduling.Scheduler.reconcile`), and a game whose last move was never
        published gets its turn message now (the move's events, its picture, the players it
        waits on; the events are in ``/game log`` too), and its DMs. Each game is claimed
        first, so of several processes starting together one publishes it. The games
        published."""
        try:
            await self.scheduler.reconcile()
        except Exception:
            log.exception("the timers could not be derived again at start-up")
        published: list[int] = []
        owner = f"catch-up:{secrets.token_hex(8)}"

        async def republish(game_id: int) -> None:
            outcome, seat = await self.service.last_outcome(game_id)
            log.info("game %d: publishing version %d, lost to a stop", game_id, outcome.version)
            await self.publish(outcome, acted=seat)

        for game_id in await self.scheduler.unpublished():
            job = f"publish:{game_id}"
            if not await self.scheduler.claim(job, owner):
                continue
            if await self.safely(game_id, "lost move", republish(game_id)):
                published.append(game_id)
            await self.safely(game_id, "claim", self.scheduler.release(job, owner))
        return published

    async def play_standing(self, game_id: int) -> None:
        """A player changed their standing answers (``/game standing``): the ticker looks at
        each waiting seat's again and plays it after a person's delay, counted from when
        the game began waiting on the seat (:func:`bot.scheduling.standing_delay`), so
        neither the answer's speed nor its words tell that it was set in advance."""
        await self.scheduler.standing_changed(game_id)

    async def safely(self, game_id: int, stage: str, work: Awaitable[Any]) -> bool:
        """Await one stage of publishing; a failure is logged, never raised.

        Publishing follows a move already saved: a failing stage (a picture, a DM, the
        timers) must not hide the others nor turn the accepted move into an apology. The log
        line carries the game id, the stage, the exception's type, an error reference and where
        it was raised (file, line, function), but not the exception's message nor source lines,
        which might quote private text.
        """
        try:
            await work
            return True
        except Exception as error:
            reference = secrets.token_hex(4)
            frames = " <- ".join(
                f"{frame.filename}:{frame.lineno} {frame.name}"
                for frame in reversed(traceback.extract_tb(error.__traceback__))
            )
            log.error(
                "game %d: publishing the %s failed: %s (error reference %s) at %s",
                game_id,
                stage,
                type(error).__name__,
                reference,
                frames,
            )
            return False

    async def post_to_thread(
        self,
        record: GameRecord,
        outcome: Outcome,
        public_view: View | None,
        interaction: discord.Interaction | None,
        components: discord.ui.View | None = None,
        acted: int | None = None,
        reading: Reading | None = None,
    ) -> None:
        """Tell the thread, quietly: one message per completed piece of play, as
        :func:`bot.publishing.plan_thread` decides (nothing, an edit of the turn message, or
        a new message), carried out here. A new message mentions only the users the plan
        addresses who may be mentioned now (:func:`bot.publishing.mentionable`), and is sent
        silently when it pings nobody."""
        thread = self.thread_of(record)
        if thread is None:
            return
        previous = await self.scheduler.turn_post(record.id)
        plan = plan_thread(
            outcome,
            record.status,
            public_view.to_act if public_view is not None else (),
            [seat.user_id for seat in record.seats],
            previous,
            acted,
            components is not None,
            public_view is not None,
        )
        if isinstance(plan, Quiet):
            return
        if isinstance(plan, EditTurn):
            await self.edit_turn_post(
                record, plan.previous, plan.waiting, public_view, interaction, reading
            )
            alone = last_one(plan.previous, plan.waiting, acted)
            if alone is not None:
                await self.tell_last_one(record, alone, reading)
            return
        entries = await self.service.log(record.id, plan.since, -1)
        latest = latest_seq(entries, previous)
        lines = post_lines(plan, entries, outcome)
        if public_view is not None and plan.says in ("your_turn", "waiting_for"):
            # The words above the embed name whom the game waits on: the service's "Waiting
            # for bob." under the game's own "bob's turn." would say it twice more.
            waiting_users = [record.seats[s].user_id for s in public_view.to_act]
            line = text(
                record.language,
                "waiting",
                names=[record.seats[s].name for s in public_view.to_act],
            )
            lines = without_waiting_line(lines, line, waiting_users, plan.addressed)
        embed = embeds.events_embed(record, self.title(record), lines, record.language)
        if plan.story:
            # The end: the game's story turn by turn under the final ranking.
            embeds.add_story(embed, await self.service.summary(record.id), record.language)
        parts: dict[str, Any] = {"embed": embed}
        if plan.picture and public_view is not None:
            limit = self.upload_limit(record, interaction)
            before = (
                await self.service.view_before(record, plan.before)
                if plan.before is not None
                else None
            )
            file, note = await self.optional_picture(
                record.id, public_view, limit, previous=before, language=record.language
            )
            if file is not None:
                parts["file"] = file
                embed.set_image(url="attachment://board.png")
            else:
                embed.set_footer(text=note)
        content = None
        if plan.says is not None:
            content = text(record.language, plan.says, who=self.who(plan.addressed))
        pinged = await self.mentionable(plan.addressed)
        if plan.says == "your_turn" and public_view is not None:
            after = await self.next_up(record, public_view, plan.addressed)
            if after is not None:
                content = f"{content} {text(record.language, 'next_up', who=f'<@{after}>')}"
                pinged.append(after)
        if plan.buttons == "given":
            parts["view"] = components
        elif plan.buttons == "turn":
            parts["view"] = await self.turn_components(record, outcome.version, reading)
        parts["allowed_mentions"] = discord.AllowedMentions(
            everyone=False,
            roles=False,
            replied_user=False,
            users=[discord.Object(id=user) for user in pinged],
        )
        parts["silent"] = not pinged
        message = await self.send_with_picture(record, thread, content, parts)
        if message is None:
            return
        if plan.keeps_turn and public_view is not None:
            start = latest if plan.turn_from is None else plan.turn_from
            await self.scheduler.save_turn_post(
                TurnPost(record.id, message.id, start, latest, tuple(public_view.to_act))
            )
        else:
            await self.scheduler.forget_turn_post(record.id)

    async def edit_turn_post(
        self,
        record: GameRecord,
        previous: TurnPost,
        waiting: tuple[int, ...],
        public_view: View | None,
        interaction: discord.Interaction | None,
        reading: Reading | None = None,
    ) -> None:
        """The game waits on fewer of the same players: redraw the turn message in place,
        its summary grown by the moves since it was posted, with the board as it is now."""
        thread = self.thread_of(record)
        if thread is None or public_view is None:
            return
        entries = await self.service.log(record.id, previous.from_seq, -1)
        lines = [line for entry in entries for line in entry.events]
        users = [record.seats[s].user_id for s in waiting]
        if set(waiting) != set(previous.waiting) or COMPUTER_ID in users:
            # A shrinking wait says whom it waits on now; a run of the same players' moves
            # does not: the words above the message name them already (issue 29).
            lines.append(
                text(record.language, "waiting", names=[public_view.seats[s] for s in waiting])
            )
        embed = embeds.events_embed(record, self.title(record), lines, record.language)
        parts: dict[str, Any] = {"embed": embed, "allowed_mentions": NO_MENTIONS}
        file, note = await self.optional_picture(
            record.id,
            public_view,
            self.upload_limit(record, interaction),
            previous=await self.service.view_before(record, previous.from_seq),
            language=record.language,
        )
        if file is not None:
            parts["attachments"] = [file]
            embed.set_image(url="attachment://board.png")
        else:
            embed.set_footer(text=note)
        parts["view"] = await self.turn_components(record, record.version, reading)
        try:
            await thread.get_partial_message(previous.message_id).edit(**parts)
        except discord.HTTPException as error:
            log.warning("game %d: could not edit the turn message (%s)", record.id, error.status)
            return
        latest = entries[-1].seq if entries else previous.seq
        await self.scheduler.save_turn_post(replace(previous, seq=latest, waiting=waiting))

    async def tell_last_one(self, record: GameRecord, seat: int, reading: Reading | None) -> None:
        """Tell the player of ``seat`` that the game now waits on them alone
        (:func:`bot.publishing.last_one`): a mention in the thread with the turn's buttons,
        only if they may be mentioned now (their ``/game notify`` choices, quiet hours; never
        a computer) — otherwise nothing, their reminder comes as usual. The ping is kept as a
        reminder, deleted once they moved."""
        thread = self.thread_of(record)
        user = record.seats[seat].user_id
        if thread is None or not await self.mentionable([user]):
            return
        said = text(
            record.language, "last_one", who=f"<@{user}>", title=self.title(record), game=record.id
        )
        try:
            message = await thread.send(
                said,
                view=await self.turn_components(record, record.version, reading),
                allowed_mentions=discord.AllowedMentions(
                    everyone=False, roles=False, replied_user=False, users=[discord.Object(id=user)]
                ),
            )
        except discord.HTTPException as error:
            log.warning("game %d: 'last one' ping not posted (%s)", record.id, error.status)
            return
        await self.scheduler.save_reminder(record.id, seat, user, message.id)

    async def next_up(
        self, record: GameRecord, public_view: View, addressed: Sequence[int]
    ) -> int | None:
        """The user to mention as next after the seat on turn (:func:`bot.publishing.next_seat`),
        once per turn (in the turn message): only if they asked for it (``/game notify
        next:``) and may be mentioned now; never one the message names already, nor a
        computer."""
        seat = next_seat(public_view.public, public_view.to_act)
        if seat is None:
            return None
        user = record.seats[seat].user_id
        if user == COMPUTER_ID or user in addressed or not (await self.scheduler.prefs(user)).next:
            return None
        return user if await self.mentionable([user]) else None

    async def delete_stale_reminders(
        self, record: GameRecord, waiting: Sequence[int], acted: int | None
    ) -> None:
        """Delete the bot's reminders (and "last one" pings) to the seats whose wait ended
        (:func:`bot.publishing.stale_seats`) or to a player replaced since, so the thread
        keeps no stale pings. A reminder
        already gone (deleted by a moderator) is just forgotten."""
        holders = {
            seat: record.seats[seat].user_id for seat in stale_seats(record.status, waiting, acted)
        }
        stale = await self.scheduler.stale_reminders(record.id, holders)
        thread = self.thread_of(record)
        if thread is None:
            return
        for message_id in stale:
            try:
                await thread.get_partial_message(message_id).delete()
            except discord.HTTPException as error:
                log.info("game %d: a stale reminder was not deleted (%s)", record.id, error.status)

    async def mentionable(self, users: Sequence[int]) -> list[int]:
        """Which of ``users`` may be mentioned now (:func:`bot.publishing.mentionable`)."""
        users = [user for user in users if user != COMPUTER_ID]  # a computer is told nothing
        prefs = {user: await self.scheduler.prefs(user) for user in dict.fromkeys(users)}
        return mentionable(users, prefs, self.service.clock())

    @staticmethod
    def who(users: Sequence[int]) -> str:
        """``<@1> <@2>``: the users as mentions; only those in the message's allowed mentions
        are notified, the others just see their name highlighted."""
        return " ".join(f"<@{user}>" for user in dict.fromkeys(users) if user != COMPUTER_ID)

    async def send_with_picture(
        self,
        record: GameRecord,
        thread: discord.PartialMessageable,
        content: str | None,
        parts: dict[str, Any],
    ) -> discord.Message | None:
        """Send; if Discord refuses the picture's size (413), send again without it."""
        try:
            return await thread.send(content, **parts)
        except discord.HTTPException as error:
            if error.status != 413 or "file" not in parts:
                log.warning("game %d: could not post to the thread (%s)", record.id, error.status)
                return None
        # Discord refused the picture's size (a limit we did not know): post without it.
        log.info("game %d: the board picture was refused as too large (413)", record.id)
        del parts["file"]
        embed = parts["embed"]
        embed.set_image(url=None)
        embed.set_footer(text=text(record.language, "too_large_note"))
        try:
            return await thread.send(content, **parts)
        except discord.HTTPException as again:
            log.warning("game %d: could not post to the thread (%s)", record.id, again.status)
            return None

    async def send_private(
        self,
        record: GameRecord,
        outcome: Outcome,
        asked: Sequence[int],
        told: int | None,
        acted: int | None,
    ) -> None:
        """Send the DMs of :func:`bot.publishing.private_messages` (one per player the game
        starts asking to act: what changed for them since their last DM, that it is their
        turn, where their whole hand is) and keep the other private texts for the next.

        What is kept lives in this process (:attr:`pending`): a restart loses it, and the
        player then reads their secrets with ``/game hand`` as always."""
        seat_users = dict.fromkeys(seat.user_id for seat in record.seats)
        prefs = {user: await self.scheduler.prefs(user) for user in seat_users}
        pending = {
            user: self.pending.pop((record.id, user))
            for user in seat_users
            if (record.id, user) in self.pending
        }
        messages, kept = private_messages(
            outcome,
            record.status,
            asked,
            prefs,
            self.service.clock(),
            pending,
            seat_users=[seat.user_id for seat in record.seats],
            acted=acted,
            told=told,
        )
        for user, texts in kept.items():
            self.pending[record.id, user] = texts
        for message in messages:
            await self.safely(record.id, "DM", self.send_private_message(record, message))

    async def send_private_message(self, record: GameRecord, message: PrivateMessage) -> None:
        """One DM of :meth:`send_private`, in the game's language: "since your last turn"
        and the texts kept, this outcome's, "it is your turn", and the whole private view
        (the start, a replacement) or where to read it."""
        lines = []
        if message.earlier:
            lines.append(text(record.language, "dm_since"))
        lines.extend([*message.earlier, *message.texts])
        if message.turn:
            lines.append(text(record.language, "dm_your_turn"))
        view = None
        if message.seat is not None:
            view = await self.service.seat_view(record.id, message.seat)
        elif message.earlier or message.texts:
            lines.append(text(record.language, "dm_hand"))
        await self.dm(record, message.user_id, lines, view)

    async def dm(
        self,
        record: GameRecord,
        user_id: int,
        texts: Sequence[str],
        view: View | None,
    ) -> bool:
        """Send a private message; a refusal by Discord is remembered and never retried, and
        nothing is sent to a user who turned DMs off (``/game notify dms``), nor to a
        computer seat."""
        if user_id == COMPUTER_ID:
            return False
        if await self.scheduler.dm_refused(user_id):
            return False
        if not (await self.scheduler.prefs(user_id)).dms:
            return False
        heading = embeds.game_title(record.language, self.title(record), record)
        lines = [f"**{heading}** {embeds.thread_link(record, record.language)}"]
        lines.extend(texts)
        if view is not None:
            # The seat's secrets in words: a DM never carries a second full board.
            if view.private is not None:
                lines.append(self.private_text(record, view))
            elif not texts:
                return True
        try:
            channel = await self.bot.create_dm(discord.Object(id=user_id))
            await channel.send(
                embeds.clip("\n".join(lines), embeds.CONTENT_LIMIT),
                allowed_mentions=NO_MENTIONS,
            )
            return True
        except discord.Forbidden as error:
            if error.code in DM_REFUSED_CODES:
                await self.scheduler.remember_dm_refused(user_id)
                log.info("user %d does not accept DMs (code %d)", user_id, error.code)
            else:
                log.warning("game %d: DM refused (code %d)", record.id, error.code)
        except discord.HTTPException as error:
            log.warning("game %d: DM failed (%s)", record.id, error.status)
        return False

    async def tell_if_dms_refused(self, interaction: discord.Interaction) -> None:
        """Once after Discord refused a DM to this user: say where the secrets are instead."""
        if await self.scheduler.take_untold_refusal(interaction.user.id):
            await interaction.followup.send(
                text(reader(interaction), "dms_refused"), ephemeral=True
            )

    # ------------------------------------------------------------------ prompts

    async def path_ref(self, game_id: int, path: list[Value], room: int) -> str:
        """The path's text for a custom id with ``room`` characters left; a DB token if long."""
        encoded = encode_path(path)
        if len(encoded) <= room:
            return encoded
        return "~" + await self.scheduler.save_path(game_id, encoded)

    async def load_path(self, ref: str) -> list[Value]:
        if ref.startswith("~"):
            stored = await self.scheduler.load_path(ref[1:])
            if stored is None:
                raise PromptError(key="prompt_expired")
            ref = stored
        return decode_path(ref)

    async def read_here(self, interaction: discord.Interaction, game_id: int) -> Reading:
        """One reading of the game ``game_id`` (:meth:`GameService.read`) if this interaction
        may reach it, else :class:`Refused` as :meth:`game_here` says."""
        try:
            reading = await self.service.read(game_id)
        except UnknownGame:
            raise Refused(key="no_such_game") from None
        self.check_reachable(interaction, reading.record)
        return reading

    async def legal_for(
        self, record: GameRecord, user_id: int, reading: Reading | None = None
    ) -> tuple[int, LegalActions]:
        """The caller's seat the game waits on and its legal actions, or a plain refusal;
        from ``reading`` when given (else the game is read now)."""
        if reading is None:
            reading = await self.service.read(record.id)
        try:
            legal = reading.legal(user_id)
        except NotSeated as error:
            if record.status != "running":
                raise
            # A spectator pressing a player's button learns whom the game waits on.
            view = reading.view(None)
            names = ", ".join(view.seats[s] for s in view.to_act) or Said(key="nobody")
            raise NotSeated(key="spectator", refusal=error, names=names) from None
        seats = set(legal)
        legal = {seat: actions for seat, actions in legal.items() if actions.actions}
        if not legal:
            if record.status != "running":
                raise Refused(key="nothing_to_play", game=record.id, status=record.status)
            view = reading.view(None)
            if seats & set(view.to_act):  # waited on, yet no kind of move can be completed
                raise Refused(key="stuck")
            names = ", ".join(view.seats[s] for s in view.to_act) or Said(key="nobody")
            raise NotYourTurn(key="not_your_turn", names=names)
        seat = min(legal)
        return seat, legal[seat]

    def translate(self, record: GameRecord, language: str | None = None) -> Translate:
        """Says a choice's label in ``language`` (the game's by default):
        :func:`bot.prompts.translator`."""
        return translator(self.service.game(record.kind), language or record.language)

    def answers(
        self,
        record: GameRecord,
        legal: LegalActions,
        cursor: Cursor,
        language: str | None = None,
    ) -> list[Option]:
        """The answers a prompt offers at ``cursor`` (:func:`bot.prompts.answers_at`), their
        labels in ``language`` (the game's by default) where the game names them."""
        game = self.service.game(record.kind)
        return answers_at(game, legal, cursor, language or record.language)

    async def prompt(
        self,
        record: GameRecord,
        user_id: int,
        path: list[Value] | None = None,
        note: str = "",
        page: int = 0,
        language: str | None = None,
        reading: Reading | None = None,
    ) -> tuple[str, discord.ui.View]:
        """The text and components of a player's prompt at ``path`` (the start if ``None``),
        as :func:`bot.prompts.prompt_at` walks it: steps with exactly one possible answer
        are taken for the player, who is told so; "Back" goes to the last step they answered
        themselves. The bot's words are in ``language`` (the player's; the game's by
        default), the moves' in the game's. From ``reading`` when given."""
        language = language or record.language
        _seat, legal = await self.legal_for(record, user_id, reading)
        at = prompt_at(self.service.game(record.kind), legal, path, language)
        view = await prompt_view(self, record, legal, at.path, at.cursor, page, at.back, language)
        head = f"**{embeds.game_title(language, self.title(record), record)}**"
        lines = [line for line in (note, head, at.said) if line]
        if at.taken:
            lines.append(text(language, "taken_for_you", answers="; ".join(at.taken)))
        lines.append(at.question)
        return "\n".join(lines), view

    async def public_menu(
        self, game_id: int, reading: Reading | None = None
    ) -> tuple[int, str, list[Option], list[tuple[str, list[int]]]] | None:
        """The turn message's menu: the game's version, a placeholder, the answers of the
        moves anyone may see offered to the player on turn (each its whole path), and how
        they are grouped: ``[]`` for one menu, else a heading and the answers' indexes per
        menu (by kind, then choice, as a prompt groups them: :func:`bot.prompts.grouped_at`,
        so the usual move is one pick). ``None`` when the game offers none, or too many for
        the menus, or asks a number first. An answer with one possibility is taken first, as
        a prompt takes it (Peak Oil's agents all at HQ: the menu offers the destinations).
        From ``reading`` when given."""
        if reading is None:
            reading = await self.service.read(game_id)
        found = reading.public_moves()
        if found is None:
            return None
        version, moves = found
        record = reading.record
        game = self.service.game(record.kind)
        start = start_path(moves)
        path, _taken = forced_answers(moves, start, defaults_of(game, kind_of(start)))
        cursor = walk(moves, path)
        if cursor.complete or needs_number(cursor):
            return None
        if len(moves.actions) == 1:
            label = self.translate(record)(None, moves.actions[0].label)
        else:
            label = text(record.language, "your_move")

        def whole(option: Option, prefix: Sequence[Value] = ()) -> Option:
            full = [*path, *prefix, *option.answers]
            return Option(option.label, full[0], tuple(full[1:]))

        grouped = grouped_at(game, moves, path, record.language)
        if grouped is not None:
            menus = [(m.label, [whole(o, m.prefix) for o in m.options]) for m in grouped.menus]
            if grouped.buttons:
                menus.append((label, [whole(b) for b in grouped.buttons]))
            if len(menus) <= MAX_TURN_MENUS:
                answers: list[Option] = []
                groups: list[tuple[str, list[int]]] = []
                for heading, options in menus:
                    groups.append(
                        (f"{heading}…", list(range(len(answers), len(answers) + len(options))))
                    )
                    answers.extend(options)
                return version, f"{label}…", answers, groups
        answers = [whole(option) for option in self.answers(record, moves, cursor)]
        if not answers or len(answers) > MAX_SELECT_OPTIONS:
            return None
        return version, f"{label}…", answers, []

    async def turn_components(
        self, record: GameRecord, version: int, reading: Reading | None = None
    ) -> discord.ui.View:
        """The turn message's components for the game at ``version``: the public menu (or its
        menus by kind) if the game offers one at that version, then "Your move" and "My
        hand"."""
        menu = await self.public_menu(record.id, reading)
        if menu is None or menu[0] != version:
            return turn_view(record.id, version, language=record.language)
        _version, placeholder, answers, groups = menu
        labels = [a.label for a in answers]
        return turn_view(record.id, version, (placeholder, labels), record.language, groups)

    async def choose_public(
        self, interaction: discord.Interaction, game_id: int, version: int, index: int
    ) -> None:
        """The player on turn picked a move in the turn message's menu: check it against
        their own choice tree and go on as in their prompt (in a new private message). A pick
        the player cannot make after all (a box they cannot pay for) is answered with the
        reason and their own prompt. The game is read once for all of it."""
        interaction.extras["game_id"] = game_id
        reading = await self.read_here(interaction, game_id)
        record = reading.record
        if record.version != version:  # the game moved on: the current prompt
            await self.choose(interaction, game_id, version, [], reading)
            return
        menu = await self.public_menu(game_id, reading)
        if menu is None or menu[0] != version:  # no menu now: the prompt, as "Your move"
            content, view = await self.prompt(
                record, interaction.user.id, language=reader(interaction), reading=reading
            )
            await interaction.edit_original_response(content=content, view=view)
            return
        answers = menu[2]
        if index >= len(answers):
            raise PromptError(key="move_gone")
        _seat, legal = await self.legal_for(record, interaction.user.id, reading)
        path = answers[index].answers
        try:
            walk(legal, path)
        except PathError as error:
            language = reader(interaction)
            why = self.service.game(record.kind).refusal(error, language)
            content, view = await self.prompt(
                record,
                interaction.user.id,
                note=f"{answers[index].label}: {why}",
                language=language,
                reading=reading,
            )
            await interaction.edit_original_response(content=content, view=view)
            return
        await self.choose(interaction, game_id, version, path, reading)

    async def choose(
        self,
        interaction: discord.Interaction,
        game_id: int,
        version: int,
        path: list[Value],
        reading: Reading | None = None,
    ) -> None:
        """A player answered a step: play the action if the path is complete (after the
        steps with one possible answer), else ask on.

        The interaction was deferred as an update of the (ephemeral) prompt message, which
        is edited in place. A prompt built for an older version of the game is refused with
        the fresh prompt instead. The game is read once (``reading``, else now) for the
        check, the path and the next prompt.
        """
        interaction.extras["game_id"] = game_id
        if reading is None:
            reading = await self.read_here(interaction, game_id)
        record = reading.record
        if record.version != version:
            language = reader(interaction)
            try:
                content, view = await self.prompt(
                    record,
                    interaction.user.id,
                    note=text(language, "moved_on_prompt"),
                    language=language,
                    reading=reading,
                )
            except ServiceError as error:
                raise Refused(key="moved_on", refusal=error) from None
            await interaction.edit_original_response(content=content, view=view)
            return
        seat, legal = await self.legal_for(record, interaction.user.id, reading)
        game = self.service.game(record.kind)
        try:
            walk(legal, path)  # the answers given must follow the tree
        except PathError as error:
            raise engine_refusal(game, error) from None
        forced, _taken = forced_answers(legal, path, defaults_of(game, kind_of(path)))
        cursor = walk(legal, forced)
        if not cursor.complete:
            content, view = await self.prompt(
                record, interaction.user.id, path, language=reader(interaction), reading=reading
            )
            await interaction.edit_original_response(content=content, view=view)
            return
        translate = self.translate(record, reader(interaction))
        said = describe_path(cursor, translate)
        mates = self.stack_mates(game, legal, forced, translate)
        await self.play(interaction, record, cursor.action, seat, version, said, mates)

    @staticmethod
    def stack_mates(
        game: Game[Any, Any], legal: LegalActions, path: list[Value], translate: Translate
    ) -> list[tuple[dict[str, Any], str]]:
        """The same move as the complete ``path`` for the answers of its first choice that
        opened the same moves (:func:`bot.prompts.same_moves`: the rest of a stack), each
        with that answer in words, read from ``legal``, the tree the move was chosen in."""
        mates: list[tuple[dict[str, Any], str]] = []
        first = walk(legal, path[:1])
        for other in same_moves(game, legal, path):
            cursor = walk(legal, other)
            if not cursor.complete or first.step is None or cursor.spec is None:
                continue
            label = cursor.labels.get(first.step.param)
            name = translate(other[1], label) if label is not None else str(other[1])
            mates.append((cursor.action, name))
        return mates

    async def play(
        self,
        interaction: discord.Interaction,
        record: GameRecord,
        action: dict[str, Any],
        seat: int,
        version: int | None,
        description: str,
        mates: Sequence[tuple[dict[str, Any], str]] = (),
    ) -> Outcome:
        """Play ``action`` for ``seat``, publish what happened, and carry the player on:
        their prompt says what was done and asks their next move if the game still waits on
        them ("Done: … Next: …"), else whom it waits on now. The game after the move is read
        once, for the player's next prompt and for publishing. ``mates``: the same move for
        other units (:meth:`stack_mates`), offered in one click after it as far as the
        engine accepts them in a row, or the move again if it is forced again
        (:meth:`chain_button`)."""
        try:
            outcome = await self.service.act(
                record.id, interaction.user.id, action, seat=seat, expected_version=version
            )
        except Refused as error:
            topic = rules_topic(self.service.game(record.kind), str(action.get("kind", "")))
            if topic is None:
                raise
            command = named_commands(topic, reader(interaction))  # as the client names it
            raise Refused(key="see_rules", refusal=error, command=command) from None
        return await self.moved(interaction, record, outcome, seat, description, action, mates)

    async def play_many(
        self,
        interaction: discord.Interaction,
        game_id: int,
        version: int,
        actions: list[dict[str, Any]],
        description: str,
    ) -> None:
        """Play ``actions`` one after another as one click (:class:`cogs.components.ChainButton`):
        all or none, each checked by the engine at its turn
        (:meth:`bot.service.GameService.act_many`); one board and one summary for them all. A
        button made for an older version of the game shows the current prompt instead."""
        interaction.extras["game_id"] = game_id
        reading = await self.read_here(interaction, game_id)
        record = reading.record
        if record.version != version:
            await self.choose(interaction, game_id, version, [], reading)
            return
        seat, _legal = await self.legal_for(record, interaction.user.id, reading)
        outcome = await self.service.act_many(
            game_id, interaction.user.id, actions, seat=seat, expected_version=version
        )
        await self.moved(interaction, record, outcome, seat, description, None, ())

    async def chain_button(
        self,
        record: GameRecord,
        after: Reading,
        user_id: int,
        seat: int,
        action: dict[str, Any] | None,
        mates: Sequence[tuple[dict[str, Any], str]],
        language: str,
    ) -> discord.ui.Item[Any] | None:
        """The button playing several moves in one click after ``action`` (issue 29, item 4),
        or ``None``: the same move for ``mates`` as far as the engine accepts them in a row
        ("Same for 2nd Bde, 3rd Bde"), else ``action`` again while it stays the only move open
        to the seat, all its answers forced ("The same, 3 more times")."""
        if action is None or record.status != "running":
            return None
        moves: list[dict[str, Any]] = []
        label = ""
        if mates:
            count = after.playable(seat, [move for move, _name in mates])
            if count:
                moves = [move for move, _name in mates[:count]]
                names = ", ".join(name for _move, name in mates[:count])
                label = text(language, "same_for", names=names)
                if len(label) > MAX_LABEL:  # said whole or counted, never cut
                    label = text(language, "same_for_more", count=count)
        if not moves:
            game = self.service.game(record.kind)
            try:
                legal = after.legal(user_id).get(seat)
            except ServiceError:
                return None
            # a move with answers (a pile), not a lone "Finish" that would end steps unseen
            if legal is None or len(action) < 2 or only_move(game, legal) != action:
                return None
            count = after.playable(
                seat, [action] * MAX_AGAIN, lambda legal: only_move(game, legal) == action
            )
            if count < 2:  # one more is the prompt's own button
                return None
            moves = [action] * count
            label = text(language, "again", count=count)
        encoded = [json.dumps(move, separators=(",", ":"), sort_keys=True) for move in moves]
        prefix = ChainButton.make_id(record.id, after.record.version, "")
        ref = await self.path_ref(record.id, list(encoded), 100 - len(prefix))
        return ChainButton(record.id, after.record.version, ref, label)

    async def moved(
        self,
        interaction: discord.Interaction,
        record: GameRecord,
        outcome: Outcome,
        seat: int,
        description: str,
        action: dict[str, Any] | None,
        mates: Sequence[tuple[dict[str, Any], str]],
    ) -> Outcome:
        """After a move (or several in one click) was stored: the player's prompt says what was
        done and asks on, with the button of several moves in one click where one fits
        (:meth:`chain_button`), and the thread is told."""
        language = reader(interaction)
        done = text(language, "done", move=description)
        # What the move told the mover alone (a card drawn) is in their prompt, which only
        # they see, rather than in a DM.
        secrets_told = outcome.private.get(interaction.user.id, [])
        if secrets_told:
            done = " ".join([done, *secrets_told])
        after = await self.service.read(record.id)
        try:
            content, view = await self.next_prompt(
                record.id, interaction.user.id, done, language, after
            )
            try:
                chain = await self.chain_button(
                    record, after, interaction.user.id, seat, action, mates, language
                )
            except Exception:  # the move is saved: a failed offer must not hide it
                log.exception("game %d: could not offer several moves in one click", record.id)
                chain = None
            if chain is not None and view is not None and len(view.children) < 25:
                with contextlib.suppress(ValueError):  # no room left in the prompt's rows
                    view.add_item(chain)
            if interaction.message is not None and interaction.message.flags.ephemeral:
                await interaction.edit_original_response(content=content, view=view)
            else:
                await reply(interaction, content, view=view)
        except discord.HTTPException:
            log.info("game %d: could not confirm the move to the player", record.id)
        # The move is saved: from here on nothing may turn it into an apology.
        await self.safely(
            record.id,
            "outcome",
            self.publish(outcome, interaction, acted=seat, reading=after, told=interaction.user.id),
        )
        await self.safely(record.id, "DM refusal notice", self.tell_if_dms_refused(interaction))
        return outcome

    async def next_prompt(
        self,
        game_id: int,
        user_id: int,
        done: str,
        language: str = "en",
        reading: Reading | None = None,
    ) -> tuple[str, discord.ui.View | None]:
        """``done`` and the player's next prompt, or whom the game waits on now (the bot's
        words in ``language``, the player's); from ``reading`` when given."""
        if reading is None:
            reading = await self.service.read(game_id)
        record = reading.record
        try:
            note = text(language, "done_next", done=done)
            return await self.prompt(record, user_id, note=note, language=language, reading=reading)
        except ServiceError as error:
            if record.status != "running":
                return done, None
            if error.key == "not_your_turn":  # no need to say it is not their turn: they played
                told = text(language, "game_waits", names=error.params["names"])
            else:
                told = error.said_in(language)
            return f"{done} {told}", None

    # ------------------------------------------------------------------ log

    async def log_page(
        self, record: GameRecord, page: int, language: str | None = None
    ) -> tuple[discord.Embed, list[LogEntry], bool]:
        """One page of the game's public log (its events in ``language``, else the game's)
        and whether a next page exists."""
        entries = await self.service.log(record.id, page * LOG_PAGE, LOG_PAGE + 1, language)
        more = len(entries) > LOG_PAGE
        entries = entries[:LOG_PAGE]
        embed = embeds.log_embed(
            record, self.title(record), entries, page, language or record.language
        )
        return embed, entries, more
