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
import io
import logging
import secrets
import traceback
from collections.abc import Awaitable, Sequence
from typing import TYPE_CHECKING, Any

import discord

from bot.scheduling import Scheduler
from bot.service import (
    GameRecord,
    GameService,
    LogEntry,
    NotYourTurn,
    Outcome,
    Refused,
    ServiceError,
)
from render import render_view
from rules.core import LegalActions, View

from . import embeds
from .components import lobby_view, prompt_view, turn_view
from .prompts import (
    PathError,
    Value,
    decode_path,
    describe_path,
    encode_path,
    question,
    start_path,
    walk,
)

if TYPE_CHECKING:
    from .client import PetroBot

log = logging.getLogger("petrocord.discord")

#: Upload limit used when no interaction tells the real one (Discord's default for a server).
DEFAULT_UPLOAD_LIMIT = 10 * 1024 * 1024
#: Discord error codes meaning "this user does not accept DMs from the bot".
DM_REFUSED_CODES = frozenset({50007, 50278})
#: Longest custom id Discord accepts.
CUSTOM_ID_LIMIT = 100
#: Moves shown per page of ``/game log``.
LOG_PAGE = 10

#: Said where a picture should be but is over the upload limit even at its smallest size.
TOO_LARGE_NOTE = "The picture was too large to upload here, so it is left out."
#: Said where a picture should be but could not be drawn (the failure is logged).
NOT_DRAWN_NOTE = "The picture could not be drawn this time."

ONLY_USERS = discord.AllowedMentions(everyone=False, roles=False, users=True, replied_user=False)
NO_MENTIONS = discord.AllowedMentions.none()


class PictureTooLarge(Refused):
    """A picture over the upload limit even at its smallest size."""

    def __init__(self) -> None:
        super().__init__(
            "The picture is too large for this server's upload limit, even at its smallest "
            "size, so I cannot send it."
        )


class GameFlow:
    """Game orchestration on Discord for one bot (see the module doc)."""

    def __init__(self, bot: PetroBot, service: GameService, scheduler: Scheduler) -> None:
        self.bot = bot
        self.service = service
        self.scheduler = scheduler

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
                raise Refused(
                    "Use this in the game's thread, or give the game's number "
                    "(`/game mine` lists your games)."
                )
            game_id = active[0].id
        interaction.extras["game_id"] = game_id
        return await self.service.record(game_id)

    # ------------------------------------------------------------------ pictures

    async def picture(
        self, view: View, limit: int | None = None, filename: str = "board.png"
    ) -> discord.File:
        """The picture of ``view`` as an attachment, rendered in a worker thread (the gateway
        heartbeat never waits on Pillow) and kept under the upload limit; raises
        :class:`PictureTooLarge` when even the smallest size is over it."""
        limit = limit or DEFAULT_UPLOAD_LIMIT
        data = await asyncio.to_thread(render_view, view, max_bytes=limit)
        if len(data) > limit:
            raise PictureTooLarge()
        return discord.File(io.BytesIO(data), filename=filename)

    async def optional_picture(
        self, game_id: int, view: View, limit: int, filename: str = "board.png"
    ) -> tuple[discord.File | None, str]:
        """:meth:`picture` and ``""``, or no picture and a note saying why (too large for the
        upload limit, or drawing it failed, which is logged): the message then goes without
        its picture rather than not at all."""
        pictures: list[discord.File] = []
        too_large: list[PictureTooLarge] = []

        async def draw() -> None:
            try:
                pictures.append(await self.picture(view, limit, filename))
            except PictureTooLarge as error:
                too_large.append(error)

        await self.safely(game_id, f"picture {filename}", draw())
        if too_large:
            log.info("game %d: picture %s over the upload limit of %d", game_id, filename, limit)
            return None, TOO_LARGE_NOTE
        return (pictures[0], "") if pictures else (None, NOT_DRAWN_NOTE)

    def upload_limit(self, record: GameRecord, interaction: discord.Interaction | None) -> int:
        if interaction is not None:
            return int(interaction.filesize_limit)
        guild = self.bot.get_guild(record.guild_id) if record.guild_id else None
        return guild.filesize_limit if guild is not None else DEFAULT_UPLOAD_LIMIT

    def private_text(self, record: GameRecord, view: View) -> str:
        """A seat's private view in words: the game's optional ``describe_private(view)``
        hook if it has one, else the generic ``key: value`` lines."""
        hook = getattr(self.service.game(record.kind), "describe_private", None)
        return embeds.private_text(view, hook if callable(hook) else None)

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
        try:
            await message.edit(
                embed=embeds.lobby_embed(record, game.title, game.min_players, game.max_players),
                view=lobby_view(record.id) if record.status == "lobby" else None,
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
    ) -> None:
        """Post ``outcome`` to the thread, DM changed private views, refresh timers, and
        redraw the lobby message when ``lobby`` (joins, leaves, the start) or when the game
        just ended or was aborted, so the lobby always tells the game's state. ``components``
        replaces the turn prompt's buttons (the undo question uses this). ``acted`` is the seat
        that just moved (its clock is charged).

        Only reading the game may raise; every later stage (timers, thread message, each
        DM, lobby) goes through :meth:`safely`, so one failure never hides the others."""
        record = await self.service.record(outcome.game_id)
        public_view: View | None = None
        if record.status in ("running", "finished"):
            public_view = await self.service.public_view(record.id)
        waiting = public_view.to_act if public_view else []
        await self.safely(record.id, "timers", self.scheduler.sync(record, waiting, acted))
        await self.safely(
            record.id,
            "thread message",
            self.post_to_thread(record, outcome, public_view, interaction, components),
        )
        await self.send_private(record, outcome)
        if lobby or outcome.result is not None or outcome.status == "aborted":
            await self.safely(record.id, "lobby message", self.refresh_lobby(record))

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
    ) -> None:
        """One message: what happened, the board if it changed, and whom the game waits on.

        After a change of the board (start, move, undo) the users the game waits on are
        mentioned with a "Your move" button; otherwise (an undo question, a lobby change)
        the users to notify are mentioned with ``components``, if any.
        """
        thread = self.thread_of(record)
        if thread is None:
            return
        embed = embeds.events_embed(record, self.title(record), outcome.public)
        parts: dict[str, Any] = {"embed": embed, "allowed_mentions": ONLY_USERS}
        board_changed = public_view is not None and None in outcome.boards
        if board_changed and public_view is not None:
            limit = self.upload_limit(record, interaction)
            file, note = await self.optional_picture(record.id, public_view, limit)
            if file is not None:
                parts["file"] = file
                embed.set_image(url="attachment://board.png")
            else:
                embed.set_footer(text=note)
        content = None
        if record.status == "running" and outcome.notify:
            mentions = " ".join(f"<@{user}>" for user in outcome.notify)
            if components is not None:
                content = f"Waiting for: {mentions}"
                parts["view"] = components
            elif board_changed:
                content = f"Your turn: {mentions}"
                parts["view"] = turn_view(record.id, outcome.version)
            else:
                content = f"Waiting for: {mentions}"
        try:
            await thread.send(content, **parts)
        except discord.HTTPException as error:
            if error.status != 413 or "file" not in parts:
                log.warning("game %d: could not post to the thread (%s)", record.id, error.status)
                return
            # Discord refused the picture's size (a limit we did not know): post without it.
            log.info("game %d: the board picture was refused as too large (413)", record.id)
            del parts["file"]
            embed.set_image(url=None)
            embed.set_footer(text=TOO_LARGE_NOTE)
            try:
                await thread.send(content, **parts)
            except discord.HTTPException as again:
                log.warning("game %d: could not post to the thread (%s)", record.id, again.status)

    async def send_private(self, record: GameRecord, outcome: Outcome) -> None:
        """DM every seat whose private view changed: their private events and picture."""
        if record.status not in ("running", "finished"):
            return
        seats = [s for s in outcome.boards if s is not None]
        users_done: set[int] = set()
        for seat in seats:
            user_id = record.seats[seat].user_id
            texts = outcome.private.get(user_id, []) if user_id not in users_done else []
            users_done.add(user_id)
            await self.safely(record.id, f"DM to seat {seat}", self.dm_seat(record, seat, texts))
        for user_id, texts in outcome.private.items():
            if user_id not in users_done:
                await self.safely(record.id, "DM", self.dm(record, user_id, texts, None))

    async def dm_seat(self, record: GameRecord, seat: int, texts: Sequence[str]) -> None:
        """DM a seat's player their private view (and ``texts``)."""
        view = await self.service.seat_view(record.id, seat)
        await self.dm(record, record.seats[seat].user_id, texts, view)

    async def dm(
        self,
        record: GameRecord,
        user_id: int,
        texts: Sequence[str],
        view: View | None,
    ) -> bool:
        """Send a private message; a refusal by Discord is remembered and never retried."""
        if await self.scheduler.dm_refused(user_id):
            return False
        lines = [f"**{self.title(record)} — game {record.id}** {embeds.thread_link(record)}"]
        lines.extend(texts)
        parts: dict[str, Any] = {}
        if view is not None:
            if view.private is not None:
                lines.append(self.private_text(record, view))
                file, note = await self.optional_picture(
                    record.id, view, self.upload_limit(record, None), filename="hand.png"
                )
                if file is not None:
                    parts["file"] = file
                else:
                    lines.append(note)
            elif not texts:
                return True
        try:
            channel = await self.bot.create_dm(discord.Object(id=user_id))
            await channel.send(
                embeds.clip("\n".join(lines), embeds.CONTENT_LIMIT),
                allowed_mentions=NO_MENTIONS,
                **parts,
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
                "I cannot send you direct messages (your privacy settings or a block refuse "
                "them), so I will not try again. Use `/game hand` to see your secret "
                "information at any time.",
                ephemeral=True,
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
                raise PathError("That prompt has expired; use the latest one.")
            ref = stored
        return decode_path(ref)

    async def legal_for(self, record: GameRecord, user_id: int) -> tuple[int, LegalActions]:
        """The caller's seat the game waits on and its legal actions, or a plain refusal."""
        legal = await self.service.legal(record.id, user_id)
        legal = {seat: actions for seat, actions in legal.items() if actions.actions}
        if not legal:
            if record.status != "running":
                raise Refused(f"Game #{record.id} is {record.status}; there is nothing to play.")
            view = await self.service.public_view(record.id)
            names = ", ".join(view.seats[s] for s in view.to_act) or "nobody"
            raise NotYourTurn(f"It is not your turn. The game is waiting for {names}.")
        seat = min(legal)
        return seat, legal[seat]

    async def prompt(
        self,
        record: GameRecord,
        user_id: int,
        path: list[Value] | None = None,
        note: str = "",
        page: int = 0,
    ) -> tuple[str, discord.ui.View]:
        """The text and components of a player's prompt at ``path`` (the start if ``None``)."""
        _seat, legal = await self.legal_for(record, user_id)
        if path is None:
            path = start_path(legal)
        cursor = walk(legal, path)
        view = await prompt_view(self, record, legal, path, cursor, page)
        head = f"**{self.title(record)} — game {record.id}**"
        lines = [line for line in (note, head, describe_path(cursor)) if line]
        lines.append(question(cursor))
        return "\n".join(lines), view

    async def choose(
        self,
        interaction: discord.Interaction,
        game_id: int,
        version: int,
        path: list[Value],
    ) -> None:
        """A player answered a step: play the action if the path is complete, else ask on.

        The interaction was deferred as an update of the (ephemeral) prompt message, which
        is edited in place. A prompt built for an older version of the game is refused with
        the fresh prompt instead.
        """
        interaction.extras["game_id"] = game_id
        record = await self.service.record(game_id)
        if record.version != version:
            moved_on = "The game moved on since that prompt"
            try:
                content, view = await self.prompt(
                    record, interaction.user.id, note=f"{moved_on}; here is the current one."
                )
            except ServiceError as error:
                raise Refused(f"{moved_on}. {error}") from None
            await interaction.edit_original_response(content=content, view=view)
            return
        seat, legal = await self.legal_for(record, interaction.user.id)
        cursor = walk(legal, path)
        if not cursor.complete:
            content, view = await self.prompt(record, interaction.user.id, path)
            await interaction.edit_original_response(content=content, view=view)
            return
        await self.play(interaction, record, cursor.action, seat, version, describe_path(cursor))

    async def play(
        self,
        interaction: discord.Interaction,
        record: GameRecord,
        action: dict[str, Any],
        seat: int,
        version: int | None,
        description: str,
    ) -> Outcome:
        """Play ``action`` for ``seat`` and publish what happened; confirm to the player."""
        outcome = await self.service.act(
            record.id, interaction.user.id, action, seat=seat, expected_version=version
        )
        done = f"Done: {description}."
        try:
            if interaction.message is not None and interaction.message.flags.ephemeral:
                await interaction.edit_original_response(content=done, view=None)
            else:
                await interaction.followup.send(done, ephemeral=True)
        except discord.HTTPException:
            log.info("game %d: could not confirm the move to the player", record.id)
        # The move is saved: from here on nothing may turn it into an apology.
        await self.safely(record.id, "outcome", self.publish(outcome, interaction, acted=seat))
        await self.safely(record.id, "DM refusal notice", self.tell_if_dms_refused(interaction))
        return outcome

    # ------------------------------------------------------------------ log

    async def log_page(
        self, record: GameRecord, page: int
    ) -> tuple[discord.Embed, list[LogEntry], bool]:
        """One page of the game's public log and whether a next page exists."""
        entries = await self.service.log(record.id, page * LOG_PAGE, LOG_PAGE + 1)
        more = len(entries) > LOG_PAGE
        entries = entries[:LOG_PAGE]
        return embeds.log_embed(record, self.title(record), entries, page), entries, more
