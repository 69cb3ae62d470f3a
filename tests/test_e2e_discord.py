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
import logging
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import aiohttp
import discord
import pytest
from discord import app_commands
from discord.ext import commands
from PIL import Image
from pydantic import Field

from bot.service import GameService
from bot.settings import Settings
from bot.store import Store
from cogs.client import PetroBot, make_bot
from cogs.run import configure_logging
from rules.core import ActionSpec, IntRange, Rng
from tests.fake_discord import FAKE_TOKEN, FakeDiscord, FakeMessage, FakeUser, PendingInteraction
from tests.fake_discord.fixtures import fake_discord, restore_logging  # noqa: F401
from tests.toygame import GAME as TOY
from tests.toygame import NimOptions, NimState, SecretNim

#: Generous bound on any single wait; it only stops a hung test.
LIMIT = 60.0

#: discord.py's ``guild_ready_timeout`` for the bots of these tests: the client dispatches READY
#: once no GUILD_CREATE came for this long (2 s by default, a wait each start of a bot cost
#: here); :func:`running` then also waits for the fake's guild, so a GUILD_CREATE arriving
#: after READY on a loaded machine cannot make a test start without its guild.
READY_AFTER = 0.1


@contextlib.asynccontextmanager
async def running(bot: commands.Bot, fake: FakeDiscord) -> AsyncIterator[set[asyncio.Task[object]]]:
    """Run ``bot`` until the block ends, then close it; yields the tasks present once ready."""
    runner = asyncio.create_task(bot.start(FAKE_TOKEN), name="bot-runner")
    try:
        await asyncio.wait_for(_ready_or_crash(bot, runner), LIMIT)
        await fake.wait_for(lambda: bot.get_guild(fake.guild_id), timeout=LIMIT, what="the guild")
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
    test's: once none but the long-lived ones remain, the bot is idle. Long-lived are those
    present at READY and the timeout timers of views with a timeout (a non-persistent
    ``discord.ui.View`` keeps one until it expires)."""
    current = asyncio.current_task()

    def busy() -> list[asyncio.Task[object]]:
        return [
            t
            for t in asyncio.all_tasks()
            if t not in baseline and t is not current and not _is_view_timer(t)
        ]

    for _ in range(10_000):
        tasks = busy()
        if not tasks:
            for _ in range(5):  # let callbacks scheduled by the last task run
                await asyncio.sleep(0)
            if not busy():
                return
            continue
        done, pending = await asyncio.wait(tasks, timeout=LIMIT)
        if pending:
            raise AssertionError(f"the bot is still busy with {pending}")
    raise AssertionError("the bot never became idle")


def _is_view_timer(task: asyncio.Task[object]) -> bool:
    return "timeout_task_impl" in getattr(task.get_coro(), "__qualname__", "")


# ---------------------------------------------------------------------- the fake itself


class PingBot(commands.Bot):
    """A minimal discord.py bot: one slash command that defers, then sends a file in a thread."""

    def __init__(self, **options: Any) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned, intents=discord.Intents.default(), **options
        )

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

        @self.tree.command(name="ask", description="Ask a number in a modal")
        async def ask(interaction: discord.Interaction) -> None:
            await interaction.response.send_modal(NumberQuestion())


class NumberQuestion(discord.ui.Modal, title="A number"):
    number: discord.ui.TextInput[NumberQuestion] = discord.ui.TextInput(
        label="Number", custom_id="number"
    )

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"got {self.number.value}", ephemeral=True)


def _png() -> io.BytesIO:
    buffer = io.BytesIO()
    Image.new("RGB", (4, 4), "white").save(buffer, format="PNG")
    buffer.seek(0)
    return buffer


async def test_fake_discord_serves_the_real_client(fake: FakeDiscord) -> None:
    """A stock discord.py bot logs in, identifies, syncs, answers a slash command, posts a
    file in a thread and a DM, and closes cleanly — the fake is faithful enough."""
    alice = fake.add_member("alice")
    bot = PingBot(guild_ready_timeout=READY_AFTER)
    async with running(bot, fake) as baseline:
        assert fake.identify is not None
        assert fake.identify["intents"] == discord.Intents.default().value
        assert fake.gateway_query.get("encoding") == "json"
        assert fake.gateway_query.get("compress") == "zlib-stream"
        assert fake.compressed_frames >= 2, "HELLO, READY, GUILD_CREATE went compressed"
        guild = bot.get_guild(fake.guild_id)
        assert guild is not None and guild.get_channel(fake.channel_id) is not None

        synced = await bot.tree.sync()
        assert [c.name for c in synced] == ["ping", "ask"]
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


async def test_fake_discord_carries_a_modal(fake: FakeDiscord) -> None:
    """A modal as the first response, then its submission (MODAL_SUBMIT) and the answer."""
    erin = fake.add_member("erin")
    bot = PingBot(guild_ready_timeout=READY_AFTER)
    async with running(bot, fake) as baseline:
        await bot.tree.sync()
        opened = await fake.slash(erin, "ask")
        callback = await fake.answered(opened)
        assert callback.type == 9 and callback.data["title"] == "A number"
        submitted = await fake.submit_modal(erin, opened, {"number": "42"})
        await fake.answered(submitted)
        await settle(baseline)
        [answer] = fake.replies(submitted.id)
        assert answer.content == "got 42" and answer.ephemeral


async def test_fake_discord_refuses_a_bad_token(fake: FakeDiscord) -> None:
    bot = PingBot(guild_ready_timeout=READY_AFTER)
    with pytest.raises(discord.LoginFailure):
        await asyncio.wait_for(bot.login("wrong.token"), LIMIT)
    await bot.close()


async def test_fake_discord_refuses_like_discord(fake: FakeDiscord) -> None:
    """What Discord refuses, the fake refuses with Discord's error codes, so a bot bug that
    real Discord would reject fails the tests too."""
    user = fake.add_member("erin")
    pending = PendingInteraction(42, "tok", 2, user, fake.channel_id, fake.guild_id)
    fake.interactions[42] = pending
    api = fake.api_base
    headers = {"Authorization": "Bot " + FAKE_TOKEN}
    async with aiohttp.ClientSession(headers=headers) as http:

        async def code(method: str, path: str, body: object) -> object:
            async with http.request(method, api + path, json=body) as response:
                return (await response.json())["code"] if response.status >= 400 else 0

        followup = f"/webhooks/{fake.application_id}/tok"
        assert await code("POST", followup, {"content": "too early"}) == 10015
        assert await code("POST", "/interactions/42/tok/callback", {"type": 5}) == 0
        assert await code("POST", "/interactions/42/tok/callback", {"type": 4}) == 40060
        assert await code("POST", "/interactions/43/tok/callback", {"type": 4}) == 10062
        channel = f"/channels/{fake.channel_id}/messages"
        assert await code("POST", channel, {"content": "x" * 2001}) == 50035
        too_many = {"embeds": [{"fields": [{"name": "n", "value": "v"}] * 26}]}
        assert await code("POST", channel, too_many) == 50035
        bad = [{"name": "Game", "description": "d", "type": 1}]
        assert await code("PUT", f"/applications/{fake.application_id}/commands", bad) == 50035
        await code("GET", "/nothing/here", None)
    assert fake.unknown_routes == ["GET /api/v10/nothing/here"]
    fake.unknown_routes.clear()


# ---------------------------------------------------------------------- petrocord itself


def public_texts(fake: FakeDiscord) -> list[str]:
    """Everything anyone in the server can read: non-ephemeral channel and thread messages."""
    channels = [fake.channel_id, *(int(t["id"]) for t in fake.threads())]
    return [m.text() for c in channels for m in fake.channel_messages(c)]


def turn_message(fake: FakeDiscord, thread_id: int) -> FakeMessage:
    """The latest thread message with a "Your move" button."""
    found = [
        m
        for m in fake.channel_messages(thread_id)
        if any(c.startswith("pc:go:") for c in m.custom_ids())
    ]
    assert found, "no turn prompt in the thread"
    return found[-1]


class Table:
    """Drives the real bot through the fake: one interaction at a time, waiting until the
    bot has finished with it (its callback arrived and every task it started ended)."""

    def __init__(self, fake: FakeDiscord, baseline: set[asyncio.Task[object]]) -> None:
        self.fake = fake
        self.baseline = baseline

    async def done(self, pending: PendingInteraction) -> PendingInteraction:
        await self.fake.answered(pending, timeout=LIMIT)
        await settle(self.baseline)
        return pending

    async def slash(self, user: FakeUser, path: str, **options: object) -> PendingInteraction:
        channel = options.pop("channel_id", None)
        user_install = bool(options.pop("user_install", False))
        return await self.done(
            await self.fake.slash(
                user,
                path,
                options,
                channel_id=channel,  # type: ignore[arg-type]
                user_install=user_install,
            )
        )

    async def click(
        self, user: FakeUser, message: FakeMessage, custom_id: str, values: list[str] | None = None
    ) -> PendingInteraction:
        return await self.done(await self.fake.click(user, message, custom_id, values))

    def said(self, pending: PendingInteraction) -> str:
        """What the bot answered to an interaction (ephemeral replies included)."""
        return "\n".join(m.text() for m in self.fake.replies(pending.id))

    async def play_prompt(self, user: FakeUser, thread_id: int) -> str:
        """Click "Your move", then the first answer at each step until the move is played."""
        turn = turn_message(self.fake, thread_id)
        go = next(c for c in turn.custom_ids() if c.startswith("pc:go:"))
        opened = await self.click(user, turn, go)
        [prompt] = self.fake.replies(opened.id)
        assert prompt.ephemeral
        for _ in range(10):
            if prompt.content.startswith("Done:"):
                return prompt.content
            answers = [c for c in prompt.custom_ids() if c.startswith(("pc:c:", "pc:s:"))]
            assert answers, f"a prompt without answers: {prompt.text()}"
            choice = answers[0]
            if choice.startswith("pc:s:"):
                menu = prompt.find_component(choice)
                await self.click(user, prompt, choice, [menu["options"][0]["value"]])
            else:
                button = prompt.find_component(choice)
                assert button.get("label") != "Back"
                await self.click(user, prompt, choice)
            prompt = self.fake.messages[prompt.id]  # edited in place
        raise AssertionError("the prompt never completed a move")


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    opened = await Store(tmp_path / "games.sqlite3").open()
    try:
        yield opened
    finally:
        await opened.close()


@pytest.mark.usefixtures("logging_restored")
async def test_a_whole_game_through_the_real_client(
    fake: FakeDiscord, store: Store, caplog: pytest.LogCaptureFixture
) -> None:
    """Secret Nim from ``/game new`` to the final ranking, as Discord would carry it.

    alice hosts and refuses DMs; bob and carol join; dave only watches. Checked on the way:
    the lobby message and its thread, Join/Start buttons, a refusal for a non-host Start and
    for a wrong-turn click, the board PNG after every move, the turn mentions, the DMs with
    each player's secret token (and none of it in public or in a DEBUG log line), the DM
    refusal told once, a move by buttons, a restart (a new bot object on the same database)
    after which the old buttons still work, a move by the game's own slash command (with
    autocomplete and an illegal try), the spectator's board, the simultaneous reveal and the
    end of the game."""
    configure_logging(logging.DEBUG)  # as `LOG_LEVEL=DEBUG python -m bot` does
    caplog.set_level(logging.DEBUG)
    alice, bob, carol, dave = (fake.add_member(n) for n in ("alice", "bob", "carol", "dave"))
    fake.refuse_dms.add(alice.id)
    service = GameService(store, {TOY.name: TOY})
    settings = Settings(_env_file=None, discord_token=FAKE_TOKEN, tick_seconds=3600)
    bot = PetroBot(service, settings, guild_ready_timeout=READY_AFTER)
    async with running(bot, fake) as baseline:
        table = Table(fake, baseline)
        await bot.tree.sync()

        # /game new: lobby message in the channel, a public thread from it, an ephemeral reply
        opened = await table.slash(alice, "game new", game="secret_nim", options="pile_size=1")
        assert opened.callback is not None and opened.callback.type == 5
        assert opened.callback.data.get("flags") == 64
        [lobby] = fake.channel_messages(fake.channel_id)
        assert "Secret Nim" in lobby.text() and "alice" in lobby.text()
        [thread] = fake.threads()
        thread_id = int(thread["id"])
        assert thread_id == lobby.id and thread["type"] == 11 and "Secret Nim" in thread["name"]
        [record] = await service.games_of(alice.id)
        assert (record.thread_id, record.lobby_message_id) == (thread_id, lobby.id)
        assert f"<#{thread_id}>" in table.said(opened)
        joins = [c for c in lobby.custom_ids() if c.startswith("pc:lobby:join:")]
        assert joins == [f"pc:lobby:join:{record.id}"]

        # Join by button; the lobby message is redrawn
        for user in (bob, carol):
            joined = await table.click(user, lobby, joins[0])
            assert "You joined" in table.said(joined)
        lobby = fake.messages[lobby.id]
        assert lobby.edits >= 2 and "carol" in lobby.text()

        # Start: only the host
        before = len(fake.channel_messages(thread_id))
        refused = await table.click(dave, lobby, f"pc:lobby:start:{record.id}")
        assert "host" in table.said(refused).lower()
        assert len(fake.channel_messages(thread_id)) == before
        started = await table.click(alice, lobby, f"pc:lobby:start:{record.id}")
        assert "has started" in table.said(started)
        assert "/game hand" in table.said(started), "alice is told once that DMs are refused"

        # The thread: board picture, mention of the player to act, the turn buttons
        turn = turn_message(fake, thread_id)
        assert f"<@{alice.id}>" in turn.content
        assert [f.filename for f in turn.files] == ["board.png"] and turn.files[0].is_png
        assert f"pc:hand:{record.id}" in turn.custom_ids()

        # DMs: each player's secret token, by DM only; alice's DM was refused (403)
        _, state = await service.state(record.id)
        assert isinstance(state, NimState)
        for seat, user in ((1, bob), (2, carol)):
            [dm] = fake.dms(user)
            assert f"token: {state.tokens[seat]}" in dm.text()
            assert dm.files == []  # secrets in words: no second full board by DM
        assert fake.dms(alice) == []
        dm_posts = [r for r in fake.requests if r.path.endswith("/messages") and r.status == 403]
        assert len(dm_posts) == 1
        for text in public_texts(fake):
            assert "token:" not in text

        # Not your turn: an ephemeral reason, nothing else
        go = f"pc:go:{record.id}:{(await service.record(record.id)).version}"
        wrong = await table.click(bob, turn, go)
        assert "not your turn" in table.said(wrong).lower()
        assert fake.replies(wrong.id)[0].ephemeral

        # alice moves with the buttons of her private prompt
        done = await table.play_prompt(alice, thread_id)
        assert done.startswith("Done:")
        turn = turn_message(fake, thread_id)
        assert f"<@{bob.id}>" in turn.content and turn.files and turn.files[0].is_png
        assert "alice takes 1" in "\n".join(public_texts(fake))

    # A restart: a new bot object on the same database; the thread's buttons still work
    bot = PetroBot(service, settings, guild_ready_timeout=READY_AFTER)
    async with running(bot, fake) as baseline:
        table = Table(fake, baseline)
        old_hand = turn_message(fake, thread_id)
        hand = await table.click(bob, old_hand, f"pc:hand:{record.id}")
        [shown] = fake.replies(hand.id)
        assert shown.ephemeral and f"token: {state.tokens[1]}" in shown.text()

        # bob moves with /secret_nim take: autocomplete, an illegal try, then a legal move
        hint = await table.done(
            await fake.slash(
                bob,
                "secret_nim take",
                {"pile": "", "amount": 1},
                channel_id=thread_id,
                focused="pile",
            )
        )
        assert hint.callback is not None and hint.callback.type == 8
        offered = [c["value"] for c in hint.callback.data["choices"]]
        assert offered and 0 not in offered, "pile 1 is empty: not offered"
        version = (await service.record(record.id)).version
        illegal = await table.slash(bob, "secret_nim take", pile=0, amount=1, channel_id=thread_id)
        assert table.said(illegal) and fake.replies(illegal.id)[0].ephemeral
        assert (await service.record(record.id)).version == version
        legal = await table.slash(
            bob, "secret_nim take", pile=offered[0], amount=1, channel_id=thread_id
        )
        assert table.said(legal).startswith("Done:")
        assert f"<@{carol.id}>" in turn_message(fake, thread_id).content

        # bob asks to take his move back; alice and carol accept with the thread's buttons
        version = (await service.record(record.id)).version
        asked = await table.slash(bob, "game undo", channel_id=thread_id)
        assert "undo" in table.said(asked).lower()
        question = fake.channel_messages(thread_id)[-1]
        assert f"pc:undo:{record.id}:yes" in question.custom_ids()
        assert f"<@{alice.id}>" in question.content and f"<@{carol.id}>" in question.content
        for user in (alice, carol):
            await table.click(user, question, f"pc:undo:{record.id}:yes")
        assert (await service.record(record.id)).version > version
        _, undone = await service.state(record.id)
        assert isinstance(undone, NimState) and undone.current == 1, "bob is to move again"
        turn = turn_message(fake, thread_id)
        assert f"<@{bob.id}>" in turn.content and turn.files[0].is_png
        again = await table.slash(
            bob, "secret_nim take", pile=offered[0], amount=1, channel_id=thread_id
        )
        assert table.said(again).startswith("Done:")

        # the spectator looks: board (ephemeral, a PNG), status, log; alice lists her games
        board = await table.slash(dave, "game board", channel_id=thread_id)
        [shown] = fake.replies(board.id)
        assert shown.ephemeral and shown.files and shown.files[0].is_png
        status = await table.slash(dave, "game status", channel_id=thread_id)
        assert "carol" in table.said(status)
        log = await table.slash(dave, "game log", channel_id=thread_id)
        assert "take" in table.said(log).lower()
        mine = await table.slash(alice, "game mine")
        assert f"/{thread_id}" in table.said(mine)  # a discord.com/channels link to it
        # the app installed to alice's account: /game mine in her DM with the bot (issue 33)
        in_dm = await table.slash(
            alice, "game mine", channel_id=fake.dm_channel(alice), user_install=True
        )
        link = f"https://discord.com/channels/{fake.guild_id}/{thread_id}"
        assert table.said(in_dm) == table.said(mine) and link in table.said(in_dm)
        # a command that names a game reaches only her own from there
        hand = await table.slash(alice, "game hand", channel_id=fake.dm_channel(alice))
        assert "No such game here" not in table.said(hand)

        # carol takes the last stone; then everyone reveals or hides at once
        await table.play_prompt(carol, thread_id)
        turn = turn_message(fake, thread_id)
        for user in (alice, bob):
            assert f"<@{user.id}>" in turn.content
        assert f"<@{carol.id}>" not in turn.content, "never the mover for her own move"
        for user in (alice, bob, carol):
            await table.play_prompt(user, thread_id)
        final = await service.record(record.id)
        assert final.status == "finished"
        last = fake.channel_messages(thread_id)[-1]
        assert "game is over" in last.text().lower()
        for user in (alice, bob, carol):
            assert user.name in last.text()
        assert not fake.messages[lobby.id].custom_ids(), "no lobby buttons once started"

        assert all(c.type in (4, 5, 6, 7, 8) for c in fake.callbacks)
        assert len(fake.callbacks) == len(fake.interactions), "every interaction was answered"
    assert await service.verify_replay(record.id)
    logged = "\n".join(r.getMessage() for r in caplog.records)
    assert any(r.levelno == logging.DEBUG for r in caplog.records), "DEBUG was really on"
    for token in state.tokens:
        assert f'"token": {token}' not in logged, "a secret reached a log line"
        assert f"'token': {token}" not in logged, "a secret reached a log line"
        assert f"token: {token}" not in logged, "a secret reached a log line"


# ---------------------------------------------------------------------- a number in a modal


class GreedyOptions(NimOptions):
    pile_size: int = Field(default=30, ge=1, le=60)


class GreedyState(NimState):
    options: GreedyOptions


class GreedyNim(SecretNim):
    """Test-only variant of Secret Nim: take *any* number of stones from one pile, so the
    amount is a range longer than a select menu holds and the prompt asks it in a modal."""

    name = "greedy_nim"
    title = "Greedy Nim"
    options_model = GreedyOptions
    state_model = GreedyState

    def _setup(self, seats: list[str], rng: Rng, options: NimOptions) -> NimState:
        state = super()._setup(seats, rng, options)
        return GreedyState.model_validate(state.model_dump())

    def _legal(self, state: NimState, seat: int) -> list[ActionSpec]:
        specs = super()._legal(state, seat)
        for spec in specs:
            for step in spec.steps:
                for choice in step.choices or []:
                    stones = state.piles[int(choice.value)]
                    for then in choice.then:
                        then.range = IntRange(min=1, max=stones)
        return specs


async def test_a_number_asked_in_a_modal(fake: FakeDiscord, store: Store) -> None:
    """A range of 30 stones: the prompt's "Enter a number" button opens the bot's modal as
    the first response; a number out of range is refused, a good one plays the move."""
    greedy = GreedyNim()
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    service = GameService(store, {greedy.name: greedy})
    bot = PetroBot(
        service,
        Settings(_env_file=None, discord_token=FAKE_TOKEN, tick_seconds=3600),
        guild_ready_timeout=READY_AFTER,
    )
    async with running(bot, fake) as baseline:
        table = Table(fake, baseline)
        await bot.tree.sync()
        await table.slash(alice, "game new", game="greedy_nim")
        [lobby] = fake.channel_messages(fake.channel_id)
        [record] = await service.games_of(alice.id)
        await table.click(bob, lobby, f"pc:lobby:join:{record.id}")
        await table.click(alice, lobby, f"pc:lobby:start:{record.id}")
        thread_id = int(fake.threads()[0]["id"])

        turn = turn_message(fake, thread_id)
        go = next(c for c in turn.custom_ids() if c.startswith("pc:go:"))
        [prompt] = fake.replies((await table.click(alice, turn, go)).id)
        pile = next(c for c in prompt.custom_ids() if c.startswith("pc:c:"))
        await table.click(alice, prompt, pile)
        prompt = fake.messages[prompt.id]
        [number] = [c for c in prompt.custom_ids() if c.startswith("pc:n:")]
        # the common amounts are buttons beside it (issue 29), the most said as such
        assert prompt.find_component(number).get("label") == "Another number…"
        labels = [str(prompt.find_component(c).get("label")) for c in prompt.custom_ids()]
        assert "30 (max.)" in labels, labels

        for typed, expected in (("99", "not between 1 and 30"), ("27", "Done:")):
            opened = await table.click(alice, prompt, number)
            assert opened.callback is not None and opened.callback.type == 9
            submitted = await table.done(
                await fake.submit_modal(alice, opened, modal_values(opened, typed))
            )
            assert expected in table.said(submitted)
        _, state = await service.state(record.id)
        assert isinstance(state, NimState) and sorted(state.piles) == [3, 30, 30]
        assert f"<@{bob.id}>" in turn_message(fake, thread_id).content


def modal_values(opened: PendingInteraction, typed: str) -> dict[str, str]:
    """``typed`` into every text input of the modal the bot opened."""
    assert opened.callback is not None
    found: dict[str, str] = {}

    def walk(items: list[dict[str, object]]) -> None:
        for item in items:
            if item.get("type") == 4:
                found[str(item["custom_id"])] = typed
            walk(list(item.get("components") or []))  # type: ignore[call-overload]
            if isinstance(item.get("component"), dict):
                walk([item["component"]])  # type: ignore[list-item]

    walk(opened.callback.data["components"])
    return found


@pytest.mark.usefixtures("logging_restored")
async def test_a_sharded_bot_runs_its_shards_and_plays(fake: FakeDiscord, store: Store) -> None:
    """SHARD_COUNT=2, SHARD_IDS=0: the settings give the AutoShardedBot, which connects its
    one shard of two through the real client and serves the commands like the plain bot."""
    alice = fake.add_member("alice")
    service = GameService(store, {TOY.name: TOY})
    settings = Settings(
        _env_file=None, discord_token=FAKE_TOKEN, tick_seconds=3600, shard_count=2, shard_ids="0"
    )
    bot = make_bot(service, settings, guild_ready_timeout=READY_AFTER)
    assert isinstance(bot, commands.AutoShardedBot)
    async with running(bot, fake) as baseline:
        assert (bot.shard_count, bot.shard_ids, sorted(bot.shards)) == (2, [0], [0])
        table = Table(fake, baseline)
        await bot.tree.sync()
        opened = await table.slash(alice, "game new", game="secret_nim", options="pile_size=1")
        assert "is open" in table.said(opened)
        [record] = await service.games_of(alice.id)
        assert record.status == "lobby"
