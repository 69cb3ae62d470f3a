"""Spec'd fakes of discord.py objects, in python-discord's style.

Every fake is a ``MagicMock(spec_set=<real discord.py class>)`` (coroutines as ``AsyncMock``),
so reading or setting an attribute the real class does not have fails the test at once.
:class:`FakeDiscord` stands in for the REST side of Discord: channels and DM channels that
record what the bot sent, a switch to make Discord refuse a user's DMs (HTTP 403 with code
50007, built from a fake aiohttp response) and a helper that clicks a component the way
discord.py dispatches it (``DynamicItem.from_custom_id`` then ``callback``).
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Any
from unittest.mock import AsyncMock, MagicMock

import aiohttp
import discord

from cogs.components import DYNAMIC_ITEMS

GUILD_ID = 4242
CHANNEL_ID = 5000
_ids = itertools.count(900_000)


def next_id() -> int:
    return next(_ids)


def forbidden(
    code: int = 50007, message: str = "Cannot send messages to this user"
) -> discord.Forbidden:
    """The exception discord.py raises for an HTTP 403, built from a fake aiohttp response."""
    response = MagicMock(spec_set=aiohttp.ClientResponse)
    response.status = 403
    response.reason = "Forbidden"
    return discord.Forbidden(response, {"code": code, "message": message})


def make_member(user_id: int, name: str) -> MagicMock:
    member = MagicMock(spec_set=discord.Member)
    member.id = user_id
    member.name = name
    member.display_name = name
    member.mention = f"<@{user_id}>"
    member.bot = False
    return member


def make_message(message_id: int | None = None, *, ephemeral: bool = False) -> MagicMock:
    message = MagicMock(spec_set=discord.Message)
    message.id = message_id if message_id is not None else next_id()
    message.flags = discord.MessageFlags(ephemeral=ephemeral)
    return message


class Namespace:
    """Stands in for ``app_commands.Namespace``: options not typed read as ``None``."""

    def __init__(self, **values: Any) -> None:
        self.__dict__.update(values)

    def __getattr__(self, name: str) -> Any:
        return None


@dataclass
class Sent:
    """One message the bot sent somewhere."""

    content: str | None
    kwargs: dict[str, Any]
    #: The id of the message Discord gave back.
    message_id: int = 0

    @property
    def view(self) -> discord.ui.View | None:
        return self.kwargs.get("view")

    @property
    def embed(self) -> discord.Embed | None:
        return self.kwargs.get("embed")

    @property
    def file(self) -> discord.File | None:
        return self.kwargs.get("file")

    def custom_ids(self) -> list[str]:
        view = self.view
        if view is None:
            return []
        return [item.custom_id for item in view.children if hasattr(item, "custom_id")]

    def text(self) -> str:
        parts = [self.content or ""]
        embed = self.embed
        if embed is not None:
            parts += [embed.title or "", embed.description or ""]
            parts += [f"{f.name} {f.value}" for f in embed.fields]
        return "\n".join(parts)


@dataclass
class FakeDiscord:
    """The REST side of Discord for one bot: what it sent, and DMs that may be refused."""

    channels: dict[int, list[Sent]] = field(default_factory=dict)
    dms: dict[int, list[Sent]] = field(default_factory=dict)
    refuse_dms: set[int] = field(default_factory=set)
    #: The Discord error code of a refused DM (50007: cannot send messages to this user).
    refuse_code: int = 50007
    dm_attempts: dict[int, int] = field(default_factory=dict)
    #: Edits of messages the bot does not hold (the lobby): the edit's arguments and, under
    #: ``_message_id``, the message edited.
    lobby_edits: list[dict[str, Any]] = field(default_factory=list)
    threads: list[int] = field(default_factory=list)
    #: Threads the bot archived (``fetch_channel(...).edit(archived=True)``), in order, and
    #: threads Discord no longer has (fetching one raises NotFound).
    archived: list[int] = field(default_factory=list)
    gone: set[int] = field(default_factory=set)
    #: Messages the bot deleted (``get_partial_message(id).delete()``), by id, in order.
    deleted: list[int] = field(default_factory=list)

    def install(self, bot: discord.Client) -> None:
        bot.get_partial_messageable = self.partial_messageable  # type: ignore[method-assign]
        bot.create_dm = self.create_dm  # type: ignore[method-assign]
        bot.fetch_channel = self.fetch_channel  # type: ignore[method-assign]

    async def fetch_channel(self, channel_id: int) -> MagicMock:
        """A thread by id (Discord's GET channel): it records what is sent in it and its
        archiving."""
        if channel_id in self.gone:
            response = MagicMock(spec_set=aiohttp.ClientResponse)
            response.status = 404
            response.reason = "Not Found"
            raise discord.NotFound(response, {"code": 10003, "message": "Unknown Channel"})
        thread = MagicMock(spec_set=discord.Thread)
        thread.id = channel_id
        thread.send = self._recorder(self.channels.setdefault(channel_id, []))

        async def edit(**kwargs: Any) -> None:
            if kwargs.get("archived"):
                self.archived.append(channel_id)

        thread.edit = AsyncMock(side_effect=edit)
        return thread

    def _recorder(self, box: list[Sent]) -> AsyncMock:
        async def send(content: str | None = None, **kwargs: Any) -> MagicMock:
            message = make_message()
            box.append(Sent(content, kwargs, message.id))
            message.create_thread = AsyncMock(side_effect=self._create_thread)
            return message

        return AsyncMock(side_effect=send)

    async def _create_thread(self, **kwargs: Any) -> MagicMock:
        thread = MagicMock(spec_set=discord.Thread)
        thread.id = next_id()
        self.threads.append(thread.id)
        return thread

    def partial_messageable(
        self, channel_id: int, *, guild_id: int | None = None, type: Any = None
    ) -> MagicMock:
        # PartialMessageable sets its attributes in __init__: spec it from a real instance.
        real = discord.PartialMessageable(state=None, id=channel_id, guild_id=guild_id)  # type: ignore[arg-type]
        channel = MagicMock(spec_set=real)
        channel.id = channel_id
        channel.send = self._recorder(self.channels.setdefault(channel_id, []))

        def partial_message(message_id: int) -> MagicMock:
            message = MagicMock(spec_set=discord.PartialMessage)
            message.id = message_id

            async def edit(**kwargs: Any) -> None:
                self.lobby_edits.append({**kwargs, "_message_id": message_id})

            async def delete(**kwargs: Any) -> None:
                self.deleted.append(message_id)

            message.edit = AsyncMock(side_effect=edit)
            message.delete = AsyncMock(side_effect=delete)
            return message

        channel.get_partial_message = MagicMock(side_effect=partial_message)
        return channel

    async def create_dm(self, user: discord.abc.Snowflake) -> MagicMock:
        channel = MagicMock(spec_set=discord.DMChannel)
        channel.id = next_id()
        box = self.dms.setdefault(user.id, [])
        record = self._recorder(box)

        async def send(content: str | None = None, **kwargs: Any) -> Any:
            self.dm_attempts[user.id] = self.dm_attempts.get(user.id, 0) + 1
            if user.id in self.refuse_dms:
                raise forbidden(self.refuse_code)
            return await record(content, **kwargs)

        channel.send = AsyncMock(side_effect=send)
        return channel

    def text_channel(self, channel_id: int = CHANNEL_ID) -> MagicMock:
        """A guild text channel whose ``send`` records into this fake."""
        channel = MagicMock(spec_set=discord.TextChannel)
        channel.id = channel_id
        channel.send = self._recorder(self.channels.setdefault(channel_id, []))
        return channel

    def last(self, channel_id: int) -> Sent:
        return self.channels[channel_id][-1]


class FakeInteraction:
    """Builds spec'd ``discord.Interaction`` mocks and records every answer they got."""

    def __init__(self, bot: discord.Client, fake: FakeDiscord) -> None:
        self.bot = bot
        self.fake = fake
        self._answers: dict[int, list[Sent]] = {}

    def answers(self, interaction: MagicMock) -> list[Sent]:
        """Every response, followup and edit the interaction received, in order."""
        return self._answers[interaction.id]

    def said(self, interaction: MagicMock) -> str:
        """All the text the interaction was answered with."""
        return "\n".join(sent.text() for sent in self.answers(interaction))

    def __call__(
        self,
        user: MagicMock,
        *,
        channel: Any = None,
        channel_id: int | None = None,
        guild_id: int | None = GUILD_ID,
        data: dict[str, Any] | None = None,
        message: MagicMock | None = None,
        namespace: Namespace | None = None,
        manage_guild: bool = False,
        filesize_limit: int = 10 * 1024 * 1024,
        locale: discord.Locale = discord.Locale.american_english,
    ) -> MagicMock:
        interaction = MagicMock(spec_set=discord.Interaction)
        interaction.client = self.bot
        interaction.user = user
        interaction.guild_id = guild_id
        interaction.channel = channel
        interaction.channel_id = (
            channel_id if channel_id is not None else getattr(channel, "id", None)
        )
        interaction.extras = {}
        interaction.filesize_limit = filesize_limit
        interaction.locale = locale
        interaction.data = data or {}
        interaction.message = message
        interaction.namespace = namespace or Namespace()
        interaction.permissions = discord.Permissions(manage_guild=manage_guild)
        interaction.command = None
        interaction.id = next_id()

        state = {"done": False}
        answers: list[Sent] = self._answers.setdefault(interaction.id, [])
        response = MagicMock(spec_set=discord.InteractionResponse)
        response.is_done = MagicMock(side_effect=lambda: state["done"])

        async def first(kind: str, content: Any = None, **kwargs: Any) -> None:
            if state["done"]:
                raise discord.InteractionResponded(interaction)
            state["done"] = True
            if kind != "defer":
                answers.append(Sent(content, {**kwargs, "_via": kind}))

        async def defer(**kwargs: Any) -> None:
            await first("defer", **kwargs)

        async def send_message(content: Any = None, **kwargs: Any) -> None:
            await first("response", content, **kwargs)

        async def send_modal(modal: discord.ui.Modal) -> None:
            await first("modal", None, modal=modal)

        response.defer = AsyncMock(side_effect=defer)
        response.send_message = AsyncMock(side_effect=send_message)
        response.send_modal = AsyncMock(side_effect=send_modal)
        interaction.response = response

        followup = MagicMock(spec_set=discord.Webhook)

        async def followup_send(content: Any = discord.utils.MISSING, **kwargs: Any) -> MagicMock:
            if not state["done"]:
                raise AssertionError("followup before the interaction was acknowledged")
            answers.append(
                Sent(
                    None if content is discord.utils.MISSING else content,
                    {**kwargs, "_via": "followup"},
                )
            )
            return make_message(ephemeral=bool(kwargs.get("ephemeral")))

        followup.send = AsyncMock(side_effect=followup_send)
        interaction.followup = followup

        async def edit_original(**kwargs: Any) -> MagicMock:
            if not state["done"]:
                raise AssertionError("edit before the interaction was acknowledged")
            answers.append(Sent(kwargs.pop("content", None), {**kwargs, "_via": "edit"}))
            return make_message()

        interaction.edit_original_response = AsyncMock(side_effect=edit_original)
        return interaction


async def click(
    make: FakeInteraction,
    custom_id: str,
    user: MagicMock,
    *,
    values: list[str] | None = None,
    ephemeral: bool = False,
    channel_id: int | None = None,
    guild_id: int | None = GUILD_ID,
    manage_guild: bool = False,
    locale: discord.Locale = discord.Locale.american_english,
) -> MagicMock:
    """Click a component exactly as discord.py dispatches a dynamic item; returns the interaction."""
    data: dict[str, Any] = {"custom_id": custom_id, "component_type": 2}
    if values is not None:
        data = {"custom_id": custom_id, "component_type": 3, "values": values}
    interaction = make(
        user,
        data=data,
        message=make_message(ephemeral=ephemeral),
        channel_id=channel_id,
        guild_id=guild_id,
        manage_guild=manage_guild,
        locale=locale,
    )
    for cls in DYNAMIC_ITEMS:
        match = cls.__discord_ui_compiled_template__.fullmatch(custom_id)
        if match is None:
            continue
        if values is not None:
            component: discord.ui.Item[Any] = discord.ui.Select(custom_id=custom_id)
        else:
            component = discord.ui.Button(custom_id=custom_id, label="x")
        item = await cls.from_custom_id(interaction, component, match)
        await item.callback(interaction)
        return interaction
    raise AssertionError(f"no dynamic item matches {custom_id!r}")
