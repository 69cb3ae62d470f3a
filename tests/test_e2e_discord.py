"""End to end: the real discord.py client against the local fake Discord (tests/fake_discord).

The client is unmodified except for where it connects: ``discord.http.Route.BASE`` (the REST
API base URL, also used for interaction callbacks and webhooks) points at the fake. The
plain (unsharded) client does not ask ``/gateway/bot`` for the gateway address: it connects
to the class constant ``DiscordWebSocket.DEFAULT_GATEWAY`` (``wss://gateway.discord.gg/``;
discord/gateway.py ``from_client`` and discord/client.py ``connect``), so that constant is
pointed at the fake as well — the only other change, and not one to the client's code.

Every wait is bounded (a hung bot fails the test) and nothing asserts on speed.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
from collections.abc import AsyncIterator

import discord
import pytest
import yarl
from discord import app_commands
from discord.ext import commands
from discord.gateway import DiscordWebSocket
from PIL import Image

from tests.fake_discord import FAKE_TOKEN, FakeDiscord

#: Generous bound on any single wait; it only stops a hung test.
LIMIT = 60.0


@pytest.fixture
async def fake(monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[FakeDiscord]:
    """A running fake Discord, with discord.py's two addresses pointed at it."""
    server = FakeDiscord()
    await server.start()
    monkeypatch.setattr(discord.http.Route, "BASE", server.api_base)
    monkeypatch.setattr(DiscordWebSocket, "DEFAULT_GATEWAY", yarl.URL(server.gateway_url))
    try:
        yield server
    finally:
        await server.close()
    assert server.unknown_routes == [], server.unknown_routes
    assert server.errors == [], server.errors


@contextlib.asynccontextmanager
async def running(bot: commands.Bot, fake: FakeDiscord) -> AsyncIterator[set[asyncio.Task[object]]]:
    """Run ``bot`` until the block ends, then close it; yields the tasks present once ready."""
    runner = asyncio.create_task(bot.start(FAKE_TOKEN), name="bot-runner")
    try:
        await asyncio.wait_for(_ready_or_crash(bot, runner), LIMIT)
        yield set(asyncio.all_tasks())
    finally:
        await asyncio.wait_for(bot.close(), LIMIT)
        await asyncio.wait_for(runner, LIMIT)
    await fake.wait_for(fake.disconnected.is_set, timeout=LIMIT, what="the gateway to close")


async def _ready_or_crash(bot: commands.Bot, runner: asyncio.Task[None]) -> None:
    ready = asyncio.create_task(bot.wait_until_ready())
    done, _ = await asyncio.wait({ready, runner}, return_when=asyncio.FIRST_COMPLETED)
    if runner in done:
        ready.cancel()
        runner.result()  # raises the bot's start-up error
        raise AssertionError("the bot stopped before it was ready")


async def settle(baseline: set[asyncio.Task[object]]) -> None:
    """Wait until every task the bot started after READY (handlers and what they spawned) ends.

    The fake runs in a thread of its own, so the tasks of this loop are the bot's and the
    test's: once none but the long-lived ones present at READY remain, the bot is idle."""
    current = asyncio.current_task()
    for _ in range(10_000):
        busy = [t for t in asyncio.all_tasks() if t not in baseline and t is not current]
        if not busy:
            for _ in range(5):  # let callbacks scheduled by the last task run
                await asyncio.sleep(0)
            if not [t for t in asyncio.all_tasks() if t not in baseline and t is not current]:
                return
            continue
        await asyncio.wait_for(asyncio.wait(busy), LIMIT)
    raise AssertionError("the bot never became idle")


# ---------------------------------------------------------------------- the fake itself


class PingBot(commands.Bot):
    """A minimal discord.py bot: one slash command that defers, then sends a file in a thread."""

    def __init__(self) -> None:
        super().__init__(command_prefix=commands.when_mentioned, intents=discord.Intents.default())

        @self.tree.command(name="ping", description="Answer, then post a file in a new thread")
        @app_commands.describe(word="a word to echo")
        async def ping(interaction: discord.Interaction, word: str) -> None:
            await interaction.response.defer(thinking=True)
            assert isinstance(interaction.channel, discord.TextChannel)
            thread = await interaction.channel.create_thread(
                name=f"ping {word}", type=discord.ChannelType.public_thread
            )
            await thread.send("in the thread", file=discord.File(_png(), filename="board.png"))
            dm = await interaction.user.create_dm()
            await dm.send(f"secret {word}")
            await interaction.followup.send(f"pong {word}")


def _png() -> io.BytesIO:
    buffer = io.BytesIO()
    Image.new("RGB", (4, 4), "white").save(buffer, format="PNG")
    buffer.seek(0)
    return buffer


async def test_fake_discord_serves_the_real_client(fake: FakeDiscord) -> None:
    """A stock discord.py bot logs in, identifies, syncs, answers a slash command, posts a
    file in a thread and a DM, and closes cleanly — the fake is faithful enough."""
    alice = fake.add_member("alice")
    bot = PingBot()
    async with running(bot, fake) as baseline:
        assert fake.identify is not None
        assert fake.identify["intents"] == discord.Intents.default().value
        assert fake.gateway_query.get("encoding") == "json"
        guild = bot.get_guild(fake.guild_id)
        assert guild is not None and guild.get_channel(fake.channel_id) is not None

        synced = await bot.tree.sync()
        assert [c.name for c in synced] == ["ping"]
        ping = await fake.slash(alice, "ping", {"word": "hello"})
        callback = await fake.answered(ping)
        assert callback.type == 5  # deferred, "thinking"
        await settle(baseline)

        [reply] = fake.replies(ping.id)
        assert reply.content == "pong hello"
        [thread] = fake.threads()
        [posted] = fake.channel_messages(int(thread["id"]))
        assert posted.content == "in the thread"
        assert [f.filename for f in posted.files] == ["board.png"] and posted.files[0].is_png
        assert [m.content for m in fake.dms(alice)] == ["secret hello"]


async def test_fake_discord_refuses_a_bad_token(fake: FakeDiscord) -> None:
    bot = PingBot()
    with pytest.raises(discord.LoginFailure):
        await asyncio.wait_for(bot.login("wrong.token"), LIMIT)
    await bot.close()
