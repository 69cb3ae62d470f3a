"""A small fake Discord on 127.0.0.1: the REST API the bot calls and a gateway websocket.

It runs in its own thread with its own event loop, like a remote server: the bot's event
loop then holds only the bot's own tasks, so a test can wait until the bot has finished
handling an interaction (see :func:`settle`). Everything the bot sends is recorded:

* ``requests``: every REST call (method, path, query, JSON body, uploaded files);
* ``messages``: every message the bot posted, by id, with later edits applied — channel
  messages, thread messages, DMs, interaction responses and followups alike;
* ``callbacks``: every interaction callback (the first response to an interaction);
* ``identify``: the gateway IDENTIFY payload (intents, properties);
* ``unknown_routes``: every call the fake does not implement, logged as a warning — a test
  asserts this stays empty, so a missing endpoint shows up by name.

The gateway speaks as Discord does to the URL the client opened: with
``compress=zlib-stream`` (what discord.py asks for when no zstd module is installed) every
payload is a binary frame of one shared zlib stream, each ending with a ``Z_SYNC_FLUSH``
(``00 00 ff ff``); without ``compress`` it sends plain JSON text frames. ``zstd-stream`` is
not served (recorded as an error: the standard library of Python 3.11 has no zstd). Errors use Discord's JSON error shape
(``{"code": …, "message": …}``) and codes: 10003 unknown channel, 10008 unknown message,
10015 unknown webhook, 10062 unknown interaction, 40060 already acknowledged, 50007 cannot
send messages to this user, 50035 invalid form body.
"""

from __future__ import annotations

import asyncio
import json
import logging
import threading
import time
import zlib
from collections.abc import Callable, Coroutine
from dataclasses import dataclass, field
from typing import Any, TypeVar

from aiohttp import BodyPartReader, WSMsgType, web

from .limits import command_problems
from .objects import (
    ALL_PERMISSIONS,
    APPLICATION_COMMAND,
    ATTACHMENT_SIZE_LIMIT,
    AUTOCOMPLETE,
    DM,
    JSON,
    MESSAGE_COMPONENT,
    MODAL_SUBMIT,
    PUBLIC_THREAD,
    SUB_COMMAND,
    SUB_COMMAND_GROUP,
    Attachment,
    FakeMessage,
    FakeUser,
    Snowflakes,
    dm_channel_json,
    guild_json,
    member_json,
    text_channel_json,
    thread_json,
    user_json,
)

log = logging.getLogger("fake_discord")
Handler = Callable[["Call"], Coroutine[Any, Any, Any]]
T = TypeVar("T")

#: Interaction callback types (https://discord.com/developers/docs/interactions/receiving-and-responding).
PONG, CHANNEL_MESSAGE, DEFERRED_CHANNEL_MESSAGE, DEFERRED_UPDATE, UPDATE_MESSAGE = 1, 4, 5, 6, 7
AUTOCOMPLETE_RESULT, MODAL = 8, 9
#: Message flags.
EPHEMERAL, LOADING = 64, 128
API_PREFIX = "/api/v10"


@dataclass
class RecordedRequest:
    """One REST call the bot made."""

    method: str
    path: str
    query: dict[str, str]
    body: Any
    files: list[Attachment] = field(default_factory=list)
    status: int = 200


@dataclass
class Callback:
    """The first response the bot gave to an interaction."""

    interaction_id: int
    type: int
    data: JSON
    files: list[Attachment]


@dataclass
class PendingInteraction:
    """An interaction the fake dispatched and what became of it."""

    id: int
    token: str
    type: int
    user: FakeUser
    channel_id: int
    guild_id: int | None
    message_id: int | None = None
    dispatched_at: float = 0.0
    callback: Callback | None = None
    #: Seconds from the dispatch of the interaction to its callback (Discord allows 3).
    answered_after: float | None = None
    original_message_id: int | None = None
    followups: list[int] = field(default_factory=list)


@dataclass
class Call:
    """One REST call as a handler sees it: the request, its body, files and path parameters."""

    request: web.Request
    body: Any
    files: list[Attachment]

    def __getitem__(self, name: str) -> str:
        return self.request.match_info[name]

    def get(self, name: str) -> str | None:
        return self.request.match_info.get(name)


class DiscordError(Exception):
    """An error answered in Discord's JSON error shape."""

    def __init__(self, status: int, code: int, message: str) -> None:
        super().__init__(message)
        self.status, self.code, self.message = status, code, message


class FakeDiscord:
    """The fake Discord: one application, one bot user, one guild with one text channel.

    Create it, add members with :meth:`add_member`, ``await start()``, point discord.py at
    :attr:`api_base` and :attr:`gateway_url`, run the bot; ``await close()`` at the end.
    """

    def __init__(self, *, guild_name: str = "Test Guild", channel_name: str = "games") -> None:
        self.ids = Snowflakes()
        self.application_id = int(self.ids.next())
        self.bot_user = FakeUser(int(self.ids.next()), "petrocord", bot=True)
        self.owner = FakeUser(int(self.ids.next()), "owner")
        self.guild_id = int(self.ids.next())
        self.guild_name = guild_name
        self.channel_id = int(self.ids.next())
        self.members: dict[int, FakeUser] = {self.owner.id: self.owner}
        self.channels: dict[int, JSON] = {
            self.channel_id: text_channel_json(self.channel_id, self.guild_id, channel_name)
        }
        self.dm_channels: dict[int, int] = {}
        self.refuse_dms: set[int] = set()
        #: Servers where the application may register commands (invited with the
        #: ``applications.commands`` scope); a sync elsewhere gets 403 Missing Access.
        self.command_guilds: set[int] = {self.guild_id}
        self.thread_members: dict[int, set[int]] = {}

        self.requests: list[RecordedRequest] = []
        self.messages: dict[int, FakeMessage] = {}
        self.callbacks: list[Callback] = []
        self.interactions: dict[int, PendingInteraction] = {}
        self.identify: JSON | None = None
        self.gateway_query: dict[str, str] = {}
        self.heartbeats = 0
        self.global_commands: list[JSON] = []
        self.guild_commands: dict[int, list[JSON]] = {}
        self.unknown_routes: list[str] = []
        self.errors: list[str] = []
        self.ready = threading.Event()
        self.disconnected = threading.Event()

        self._lock = threading.RLock()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._runner: web.AppRunner | None = None
        self._ws: web.WebSocketResponse | None = None
        self._compressor: Any = None
        #: Gateway frames sent zlib-compressed (the client asked for ``zlib-stream``).
        self.compressed_frames = 0
        self._sequence = 0
        self.port = 0

    # ------------------------------------------------------------------ addresses

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def api_base(self) -> str:
        """What ``discord.http.Route.BASE`` must be for the bot to call this fake."""
        return self.base_url + API_PREFIX

    @property
    def gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/gateway"

    # ------------------------------------------------------------------ set-up

    def add_member(self, name: str) -> FakeUser:
        """A new human member of the test guild (before :meth:`start`, to be in GUILD_CREATE)."""
        user = FakeUser(int(self.ids.next()), name)
        self.members[user.id] = user
        return user

    async def start(self) -> None:
        """Serve on a free port of 127.0.0.1 from a thread of its own."""
        started: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        caller = asyncio.get_running_loop()

        def run() -> None:
            loop = asyncio.new_event_loop()
            self._loop = loop
            try:
                loop.run_until_complete(self._serve())
            except BaseException as error:  # report a failed start to the caller
                caller.call_soon_threadsafe(started.set_exception, error)
                return
            caller.call_soon_threadsafe(started.set_result, None)
            loop.run_forever()
            loop.run_until_complete(loop.shutdown_asyncgens())
            loop.close()

        self._thread = threading.Thread(target=run, name="fake-discord", daemon=True)
        self._thread.start()
        await started

    async def _serve(self) -> None:
        app = web.Application(client_max_size=64 * 1024 * 1024)
        app.router.add_get("/gateway", self._gateway)
        for method, path, handler in self._routes():
            app.router.add_route(method, API_PREFIX + path, self._wrap(handler))
        app.router.add_get("/attachments/{channel_id}/{message_id}/{filename}", self._attachment)
        app.router.add_route("*", "/{tail:.*}", self._unknown)
        self._runner = web.AppRunner(app, handle_signals=False, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = int(self._runner.addresses[0][1])

    async def close(self) -> None:
        """Stop serving and end the thread."""
        if self._loop is None or self._thread is None:
            return
        await self._call(self._shutdown())
        self._loop.call_soon_threadsafe(self._loop.stop)
        await asyncio.to_thread(self._thread.join, 10)
        self._loop = None

    async def _shutdown(self) -> None:
        if self._ws is not None and not self._ws.closed:
            await self._ws.close()
        if self._runner is not None:
            await self._runner.cleanup()

    async def _call(self, coro: Coroutine[Any, Any, T]) -> T:
        """Run ``coro`` on the fake's loop and wait for it from the caller's loop."""
        assert self._loop is not None, "the fake is not started"
        return await asyncio.wrap_future(asyncio.run_coroutine_threadsafe(coro, self._loop))

    # ------------------------------------------------------------------ waiting

    async def wait_for(
        self, predicate: Callable[[], T | None], *, timeout: float = 30.0, what: str = "the bot"
    ) -> T:
        """Poll ``predicate`` until it returns something truthy; fail after ``timeout`` s.

        The timeout is a bound against a hung test, not a speed requirement."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            with self._lock:
                result = predicate()
            if result:
                return result
            if loop.time() > deadline:
                raise AssertionError(f"timed out waiting for {what}; {self.describe()}")
            await asyncio.sleep(0.01)

    def describe(self) -> str:
        """A short summary of what the bot did, for failure messages."""
        with self._lock:
            calls = [f"{r.method} {r.path} -> {r.status}" for r in self.requests[-15:]]
            return (
                f"last requests: {calls}; unknown routes: {self.unknown_routes}; "
                f"errors: {self.errors}"
            )

    # ------------------------------------------------------------------ queries

    def channel_messages(
        self, channel_id: int, *, ephemeral: bool | None = False
    ) -> list[FakeMessage]:
        """Messages in a channel, thread or DM, oldest first; ephemeral ones only on request."""
        with self._lock:
            found = [m for m in self.messages.values() if m.channel_id == channel_id]
        if ephemeral is not None:
            found = [m for m in found if m.ephemeral == ephemeral]
        return sorted(found, key=lambda m: m.id)

    def threads(self) -> list[JSON]:
        with self._lock:
            return [c for c in self.channels.values() if c["type"] in (PUBLIC_THREAD, 12)]

    def dms(self, user: FakeUser) -> list[FakeMessage]:
        channel = self.dm_channels.get(user.id)
        return [] if channel is None else self.channel_messages(channel)

    def replies(self, interaction_id: int) -> list[FakeMessage]:
        """The messages answering an interaction: its original response, then followups."""
        with self._lock:
            pending = self.interactions[interaction_id]
            ids = [pending.original_message_id] if pending.original_message_id else []
            return [self.messages[i] for i in ids + pending.followups if i in self.messages]

    def all_files(self) -> list[Attachment]:
        with self._lock:
            return [f for r in self.requests for f in r.files]

    # ------------------------------------------------------------------ gateway

    async def _gateway(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(max_msg_size=0)
        await ws.prepare(request)
        self.gateway_query = dict(request.query)
        compress = request.query.get("compress")
        self._compressor = zlib.compressobj() if compress == "zlib-stream" else None
        if compress not in (None, "zlib-stream"):
            self.errors.append(f"gateway compression {compress!r} is not served")
        self._ws = ws
        self.ready.clear()
        self.disconnected.clear()
        await self._send_op(10, {"heartbeat_interval": 41250})
        async for message in ws:
            if message.type != WSMsgType.TEXT:
                if message.type == WSMsgType.BINARY:
                    self.errors.append("binary frame from the client")
                continue
            payload = json.loads(message.data)
            op = payload.get("op")
            if op == 1:
                self.heartbeats += 1
                await self._send_op(11, None)
            elif op == 2:
                self.identify = payload["d"]
                await self._send_ready()
            elif op == 6:
                await self._send_op(9, False)  # RESUME is not supported: invalid session
            elif op not in (3, 4, 8):
                self.errors.append(f"unexpected gateway op {op}")
        self._ws = None
        self.disconnected.set()
        return ws

    async def _send_op(self, op: int, data: Any) -> None:
        await self._send_frame({"op": op, "d": data, "s": None, "t": None})

    async def _send_frame(self, frame: JSON) -> None:
        assert self._ws is not None
        text = json.dumps(frame)
        if self._compressor is None:
            await self._ws.send_str(text)
            return
        data = self._compressor.compress(text.encode()) + self._compressor.flush(zlib.Z_SYNC_FLUSH)
        self.compressed_frames += 1
        await self._ws.send_bytes(data)

    async def _dispatch(self, event: str, data: JSON) -> None:
        if self._ws is None or self._ws.closed:
            self.errors.append(f"{event} not sent: the gateway is not connected")
            return
        self._sequence += 1
        await self._send_frame({"op": 0, "t": event, "s": self._sequence, "d": data})

    async def _send_ready(self) -> None:
        self._sequence = 0
        # A sharded IDENTIFY is answered with its shard, as Discord does.
        shard = (self.identify or {}).get("shard")
        await self._dispatch(
            "READY",
            ({"shard": shard} if shard is not None else {})
            | {
                "v": 10,
                "user": user_json(self.bot_user) | {"verified": True, "mfa_enabled": False},
                "guilds": [{"id": str(self.guild_id), "unavailable": True}],
                "session_id": "fake-session",
                "resume_gateway_url": self.gateway_url,
                "application": {"id": str(self.application_id), "flags": 0},
                "private_channels": [],
            },
        )
        members = [member_json(u) for u in [self.bot_user, *self.members.values()]]
        guild_channels = [c for c in self.channels.values() if c["type"] == 0]
        await self._dispatch(
            "GUILD_CREATE",
            guild_json(self.guild_id, self.guild_name, self.owner.id, guild_channels, members),
        )
        self.ready.set()

    async def close_gateway(self, code: int) -> None:
        """Close the gateway connection with ``code`` (4004: authentication failed)."""

        async def close() -> None:
            if self._ws is not None:
                await self._ws.close(code=code)

        await self._call(close())

    async def dispatch(self, event: str, data: JSON) -> None:
        """Send a gateway event to the bot (from the test's loop)."""
        await self._call(self._dispatch(event, data))

    # ------------------------------------------------------------------ interactions

    def _interaction_base(
        self,
        kind: int,
        user: FakeUser,
        channel_id: int,
        permissions: str,
        user_install: bool = False,
    ) -> tuple[PendingInteraction, JSON]:
        """An interaction's common fields; ``user_install``: the user installed the app to
        their account, and it is their install that authorizes the interaction too (issue
        33, item 2: Discord's ``authorizing_integration_owners`` then holds ``"1"``, the
        user)."""
        interaction_id = int(self.ids.next())
        token = f"token-{interaction_id}"
        channel = self.channels[channel_id]
        guild_id = self.guild_id if channel["type"] != DM else None
        pending = PendingInteraction(interaction_id, token, kind, user, channel_id, guild_id)
        payload: JSON = {
            "id": str(interaction_id),
            "application_id": str(self.application_id),
            "type": kind,
            "token": token,
            "version": 1,
            "channel_id": str(channel_id),
            "channel": channel,
            "app_permissions": ALL_PERMISSIONS,
            "locale": "en-US",
            "entitlements": [],
            "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
        }
        if guild_id is not None:
            payload |= {
                "guild_id": str(guild_id),
                "guild": {"id": str(guild_id), "locale": "en-US", "features": []},
                "guild_locale": "en-US",
                "member": member_json(user, permissions=permissions),
                "authorizing_integration_owners": {"0": str(guild_id)},
                "context": 0,
            }
        else:
            payload |= {"user": user_json(user), "context": 1}
        if user_install:
            owners = dict(payload.get("authorizing_integration_owners", {}))
            payload["authorizing_integration_owners"] = owners | {"1": str(user.id)}
        return pending, payload

    def dm_channel(self, user: FakeUser) -> int:
        """The id of the DM channel between ``user`` and the bot (opened if need be), where
        the user may type a command."""
        if user.id not in self.dm_channels:
            channel_id = int(self.ids.next())
            self.dm_channels[user.id] = channel_id
            self.channels[channel_id] = dm_channel_json(channel_id, user)
        return self.dm_channels[user.id]

    def find_command(self, name: str) -> JSON:
        """A command the bot synced, guild commands first (as a Discord client lists them)."""
        with self._lock:
            for command in [*self.guild_commands.get(self.guild_id, []), *self.global_commands]:
                if command["name"] == name and command.get("type", 1) == 1:
                    return command
        raise KeyError(f"no synced slash command {name!r}")

    def command_data(self, path: str, options: dict[str, Any], focused: str | None = None) -> JSON:
        """The ``data`` of a slash command interaction for ``/path`` with ``options``.

        Option types come from the synced command, as Discord's client would send them."""
        names = path.split()
        command = self.find_command(names[0])
        leaf = command
        nested: list[JSON] = []
        holder = nested
        for name in names[1:]:
            sub = next((o for o in leaf.get("options", []) if o["name"] == name), None)
            if sub is None or sub["type"] not in (SUB_COMMAND, SUB_COMMAND_GROUP):
                raise KeyError(f"/{path}: no subcommand {name!r}")
            entry: JSON = {"name": name, "type": sub["type"], "options": []}
            holder.append(entry)
            holder = entry["options"]
            leaf = sub
        resolved: JSON = {}
        for name, value in options.items():
            spec = next((o for o in leaf.get("options", []) if o["name"] == name), None)
            if spec is None:
                raise KeyError(f"/{path} has no option {name!r}")
            if isinstance(value, FakeUser):
                resolved.setdefault("users", {})[str(value.id)] = user_json(value)
                resolved.setdefault("members", {})[str(value.id)] = member_json(
                    value, with_user=False, permissions=ALL_PERMISSIONS
                )
                value = str(value.id)
            option: JSON = {"name": name, "type": spec["type"], "value": value}
            if name == focused:
                option["focused"] = True
            holder.append(option)
        data: JSON = {"id": command["id"], "name": names[0], "type": 1, "options": nested}
        if command.get("guild_id"):
            data["guild_id"] = command["guild_id"]
        if resolved:
            data["resolved"] = resolved
        return data

    async def slash(
        self,
        user: FakeUser,
        path: str,
        options: dict[str, Any] | None = None,
        *,
        channel_id: int | None = None,
        permissions: str = "0",
        focused: str | None = None,
        user_install: bool = False,
    ) -> PendingInteraction:
        """Dispatch ``/path options`` typed by ``user`` (an autocomplete when ``focused``;
        authorized by the user's own install of the app too with ``user_install``)."""
        kind = AUTOCOMPLETE if focused else APPLICATION_COMMAND
        channel = self.channel_id if channel_id is None else channel_id
        pending, payload = self._interaction_base(kind, user, channel, permissions, user_install)
        payload["data"] = self.command_data(path, options or {}, focused)
        return await self._send_interaction(pending, payload)

    async def click(
        self,
        user: FakeUser,
        message: FakeMessage,
        custom_id: str,
        values: list[str] | None = None,
        *,
        permissions: str = "0",
    ) -> PendingInteraction:
        """Dispatch a click on a button, or a choice in a select menu when ``values`` is given."""
        component = message.find_component(custom_id)
        pending, payload = self._interaction_base(
            MESSAGE_COMPONENT, user, message.channel_id, permissions
        )
        pending.message_id = message.id
        data: JSON = {"custom_id": custom_id, "component_type": component["type"]}
        if values is not None:
            data["values"] = values
        payload["data"] = data
        payload["message"] = message.to_json(self.base_url)
        return await self._send_interaction(pending, payload)

    async def submit_modal(
        self, user: FakeUser, opened: PendingInteraction, values: dict[str, str]
    ) -> PendingInteraction:
        """Submit the modal the bot answered ``opened`` with, typing ``values`` (by the text
        inputs' custom ids) — a MODAL_SUBMIT built like Discord's, each input in the same
        wrapper (action row or label) the bot sent it in."""
        callback = opened.callback
        if callback is None or callback.type != MODAL:
            raise AssertionError(f"interaction {opened.id} was not answered with a modal")
        modal = callback.data

        def answer(item: JSON) -> JSON:
            if item.get("type") == 1:
                return {"type": 1, "components": [answer(c) for c in item["components"]]}
            if item.get("type") == 18:
                return {"type": 18, "component": answer(item["component"])}
            custom_id = str(item.get("custom_id"))
            return {
                "type": item["type"],
                "custom_id": custom_id,
                "value": values.get(custom_id, ""),
            }

        pending, payload = self._interaction_base(MODAL_SUBMIT, user, opened.channel_id, "0")
        payload["data"] = {
            "custom_id": modal["custom_id"],
            "components": [answer(c) for c in modal.get("components", [])],
        }
        if opened.message_id is not None:
            pending.message_id = opened.message_id
            payload["message"] = self.messages[opened.message_id].to_json(self.base_url)
        return await self._send_interaction(pending, payload)

    async def _send_interaction(
        self, pending: PendingInteraction, payload: JSON
    ) -> PendingInteraction:
        with self._lock:
            self.interactions[pending.id] = pending
        pending.dispatched_at = time.monotonic()
        await self.dispatch("INTERACTION_CREATE", payload)
        return pending

    async def answered(self, pending: PendingInteraction, timeout: float = 30.0) -> Callback:
        """Wait for the bot's callback to an interaction (every interaction must get one)."""
        return await self.wait_for(
            lambda: pending.callback, timeout=timeout, what=f"a callback to {pending.id}"
        )

    # ------------------------------------------------------------------ REST plumbing

    def _routes(self) -> list[tuple[str, str, Handler]]:
        app = "/applications/{application_id}"
        hook = "/webhooks/{application_id}/{token}"
        return [
            ("GET", "/gateway", self._get_gateway),
            ("GET", "/gateway/bot", self._get_gateway_bot),
            ("GET", "/users/@me", self._get_me),
            ("GET", "/oauth2/applications/@me", self._get_application),
            ("GET", "/applications/@me", self._get_application),
            ("GET", app + "/commands", self._get_commands),
            ("PUT", app + "/commands", self._put_commands),
            ("GET", app + "/guilds/{guild_id}/commands", self._get_commands),
            ("PUT", app + "/guilds/{guild_id}/commands", self._put_commands),
            ("POST", "/interactions/{interaction_id}/{token}/callback", self._callback),
            ("POST", hook, self._followup),
            ("GET", hook + "/messages/{message_id}", self._get_webhook_message),
            ("PATCH", hook + "/messages/{message_id}", self._edit_webhook_message),
            ("DELETE", hook + "/messages/{message_id}", self._delete_webhook_message),
            ("POST", "/users/@me/channels", self._open_dm),
            ("GET", "/channels/{channel_id}", self._get_channel),
            ("POST", "/channels/{channel_id}/messages", self._post_message),
            ("GET", "/channels/{channel_id}/messages", self._history),
            ("GET", "/channels/{channel_id}/messages/{message_id}", self._get_message),
            ("PATCH", "/channels/{channel_id}/messages/{message_id}", self._edit_message),
            ("DELETE", "/channels/{channel_id}/messages/{message_id}", self._delete_message),
            ("POST", "/channels/{channel_id}/threads", self._thread_without_message),
            (
                "POST",
                "/channels/{channel_id}/messages/{message_id}/threads",
                self._thread_from_message,
            ),
            ("PUT", "/channels/{channel_id}/thread-members/{user_id}", self._add_thread_member),
            ("POST", "/channels/{channel_id}/typing", self._no_content),
            ("PUT", "/channels/{channel_id}/pins/{message_id}", self._no_content),
            ("PUT", "/channels/{channel_id}/messages/pins/{message_id}", self._no_content),
            ("GET", "/guilds/{guild_id}/members/{user_id}", self._get_member),
            ("GET", "/users/{user_id}", self._get_user),
        ]

    def _wrap(self, handler: Handler) -> Any:
        async def handle(request: web.Request) -> web.StreamResponse:
            body, files = await _read_body(request)
            record = RecordedRequest(
                request.method, request.path[len(API_PREFIX) :], dict(request.query), body, files
            )
            try:
                with self._lock:
                    self.requests.append(record)
                result = await handler(Call(request, body, files))
            except DiscordError as error:
                record.status = error.status
                return _json({"code": error.code, "message": error.message}, error.status)
            except Exception as error:  # a bug in the fake: make it loud
                log.exception("fake Discord failed on %s %s", request.method, request.path)
                self.errors.append(f"{request.method} {request.path}: {error!r}")
                record.status = 500
                return _json({"code": 0, "message": "fake server error"}, 500)
            if result is None:
                record.status = 204
                return web.Response(status=204)
            return _json(result)

        return handle

    async def _unknown(self, request: web.Request) -> web.Response:
        route = f"{request.method} {request.path}"
        log.warning("fake Discord: unknown route %s", route)
        self.unknown_routes.append(route)
        return _json({"code": 0, "message": "404: Not Found"}, 404)

    async def _attachment(self, request: web.Request) -> web.Response:
        message = self.messages.get(int(request.match_info["message_id"]))
        for item in message.files if message else []:
            if item.filename == request.match_info["filename"]:
                return web.Response(body=item.data, content_type=item.content_type)
        return web.Response(status=404)

    async def _no_content(self, call: Call) -> None:
        return None

    # ------------------------------------------------------------------ REST: identity

    async def _get_gateway(self, call: Call) -> JSON:
        return {"url": self.gateway_url}

    async def _get_gateway_bot(self, call: Call) -> JSON:
        limit = {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}
        return {"url": self.gateway_url, "shards": 1, "session_start_limit": limit}

    async def _get_me(self, call: Call) -> JSON:
        if call.request.headers.get("Authorization", "") != "Bot " + FAKE_TOKEN:
            raise DiscordError(401, 0, "401: Unauthorized")
        return user_json(self.bot_user) | {"verified": True, "mfa_enabled": False}

    async def _get_application(self, call: Call) -> JSON:
        return {
            "id": str(self.application_id),
            "name": "petrocord",
            "icon": None,
            "description": "",
            "bot_public": True,
            "bot_require_code_grant": False,
            "owner": user_json(self.owner),
            "verify_key": "0" * 64,
            "flags": 0,
            "team": None,
            "bot": user_json(self.bot_user),
        }

    async def _get_user(self, call: Call) -> JSON:
        return user_json(self._user(int(call["user_id"])))

    async def _get_member(self, call: Call) -> JSON:
        return member_json(self._user(int(call["user_id"])))

    def _user(self, user_id: int) -> FakeUser:
        if user_id == self.bot_user.id:
            return self.bot_user
        if user_id not in self.members:
            raise DiscordError(404, 10013, "Unknown User")
        return self.members[user_id]

    # ------------------------------------------------------------------ REST: commands

    async def _get_commands(self, call: Call) -> list[JSON]:
        guild_id = call.get("guild_id")
        return self.guild_commands.get(int(guild_id), []) if guild_id else self.global_commands

    async def _put_commands(self, call: Call) -> list[JSON]:
        """A bulk overwrite, refused like Discord (50035) when a command breaks a limit."""
        guild_id = call.get("guild_id")
        if int(call["application_id"]) != self.application_id:
            raise DiscordError(403, 50001, "Missing Access")
        if guild_id and int(guild_id) not in self.command_guilds:
            raise DiscordError(403, 50001, "Missing Access")
        problems = command_problems(call.body)
        if problems:
            raise DiscordError(400, 50035, "Invalid Form Body: " + "; ".join(problems))
        stored = []
        for command in call.body:
            entry = dict(command)
            entry |= {
                "id": self.ids.next(),
                "application_id": call["application_id"],
                "version": self.ids.next(),
                "type": command.get("type", 1),
                "default_member_permissions": command.get("default_member_permissions"),
                "nsfw": command.get("nsfw", False),
            }
            if guild_id:
                entry["guild_id"] = guild_id
            stored.append(entry)
        if guild_id:
            self.guild_commands[int(guild_id)] = stored
        else:
            self.global_commands = stored
        return stored

    # ------------------------------------------------------------------ REST: interactions

    def _pending(self, interaction_id: int, token: str) -> PendingInteraction:
        pending = self.interactions.get(interaction_id)
        if pending is None or pending.token != token:
            raise DiscordError(404, 10062, "Unknown interaction")
        return pending

    def _pending_by_token(self, application_id: str, token: str) -> PendingInteraction:
        if int(application_id) != self.application_id:
            raise DiscordError(404, 10015, "Unknown Webhook")
        for pending in self.interactions.values():
            if pending.token == token and pending.callback is not None:
                return pending
        raise DiscordError(404, 10015, "Unknown Webhook")

    async def _callback(self, call: Call) -> JSON | None:
        pending = self._pending(int(call["interaction_id"]), call["token"])
        if pending.callback is not None:
            raise DiscordError(400, 40060, "Interaction has already been acknowledged.")
        kind = int(call.body["type"])
        data = dict(call.body.get("data") or {})
        allowed = {
            APPLICATION_COMMAND: {CHANNEL_MESSAGE, DEFERRED_CHANNEL_MESSAGE, MODAL},
            MESSAGE_COMPONENT: {
                CHANNEL_MESSAGE,
                DEFERRED_CHANNEL_MESSAGE,
                DEFERRED_UPDATE,
                UPDATE_MESSAGE,
                MODAL,
            },
            AUTOCOMPLETE: {AUTOCOMPLETE_RESULT},
            MODAL_SUBMIT: {CHANNEL_MESSAGE, DEFERRED_CHANNEL_MESSAGE}
            | ({DEFERRED_UPDATE, UPDATE_MESSAGE} if pending.message_id else set()),
        }[pending.type]
        if kind not in allowed:
            raise DiscordError(400, 50035, f"callback type {kind} is invalid for this interaction")
        callback = Callback(pending.id, kind, data, call.files)
        pending.callback = callback
        pending.answered_after = time.monotonic() - pending.dispatched_at
        with self._lock:
            self.callbacks.append(callback)
        message: FakeMessage | None = None
        if kind == CHANNEL_MESSAGE:
            message = self._store_message(pending.channel_id, data, call.files, pending)
        elif kind == DEFERRED_CHANNEL_MESSAGE:
            flags = LOADING | (int(data.get("flags") or 0) & EPHEMERAL)
            message = self._store_message(pending.channel_id, {"flags": flags}, [], pending)
        elif kind in (DEFERRED_UPDATE, UPDATE_MESSAGE):
            assert pending.message_id is not None
            pending.original_message_id = pending.message_id
            if kind == UPDATE_MESSAGE:
                self._apply_edit(self.messages[pending.message_id], data, call.files)
        if message is not None:
            pending.original_message_id = message.id
        if "with_response" not in call.request.query:
            return None
        answer: JSON = {
            "interaction": {
                "id": str(pending.id),
                "type": pending.type,
                "response_message_loading": kind == DEFERRED_CHANNEL_MESSAGE,
                "response_message_ephemeral": bool(message and message.ephemeral),
            }
        }
        if pending.original_message_id is not None:
            answer["interaction"]["response_message_id"] = str(pending.original_message_id)
        if kind in (CHANNEL_MESSAGE, DEFERRED_CHANNEL_MESSAGE, UPDATE_MESSAGE):
            shown = self.messages[pending.original_message_id or 0]
            answer["resource"] = {"type": kind, "message": shown.to_json(self.base_url)}
        return answer

    async def _followup(self, call: Call) -> JSON | None:
        """A followup; the first one after a "thinking" defer replaces the loading message
        (keeping the defer's ephemerality), as Discord does."""
        pending = self._pending_by_token(call["application_id"], call["token"])
        original = self.messages.get(pending.original_message_id or 0)
        if original is not None and original.flags & LOADING:
            self._apply_edit(original, call.body, call.files)
            message = original
        else:
            message = self._store_message(pending.channel_id, call.body, call.files, pending)
            pending.followups.append(message.id)
        return (
            message.to_json(self.base_url)
            if call.request.query.get("wait") in ("1", "true")
            else None
        )

    def _webhook_message(self, pending: PendingInteraction, message_id: str) -> FakeMessage:
        wanted = pending.original_message_id if message_id == "@original" else int(message_id)
        if wanted is None or wanted not in self.messages:
            raise DiscordError(404, 10008, "Unknown Message")
        return self.messages[wanted]

    async def _get_webhook_message(self, call: Call) -> JSON:
        pending = self._pending_by_token(call["application_id"], call["token"])
        return self._webhook_message(pending, call["message_id"]).to_json(self.base_url)

    async def _edit_webhook_message(self, call: Call) -> JSON:
        pending = self._pending_by_token(call["application_id"], call["token"])
        message = self._webhook_message(pending, call["message_id"])
        self._apply_edit(message, call.body, call.files)
        return message.to_json(self.base_url)

    async def _delete_webhook_message(self, call: Call) -> None:
        pending = self._pending_by_token(call["application_id"], call["token"])
        message = self._webhook_message(pending, call["message_id"])
        with self._lock:
            del self.messages[message.id]

    # ------------------------------------------------------------------ REST: channels

    def _channel(self, channel_id: str | int) -> JSON:
        channel = self.channels.get(int(channel_id))
        if channel is None:
            raise DiscordError(404, 10003, "Unknown Channel")
        return channel

    async def _get_channel(self, call: Call) -> JSON:
        return self._channel(call["channel_id"])

    async def _open_dm(self, call: Call) -> JSON:
        user = self._user(int(call.body["recipient_id"]))
        return self.channels[self.dm_channel(user)]

    async def _post_message(self, call: Call) -> JSON:
        channel = self._channel(call["channel_id"])
        if channel["type"] == DM:
            recipient = int(channel["recipients"][0]["id"])
            if recipient in self.refuse_dms:
                raise DiscordError(403, 50007, "Cannot send messages to this user")
        message = self._store_message(int(call["channel_id"]), call.body, call.files, None)
        data = message.to_json(self.base_url)
        await self._dispatch("MESSAGE_CREATE", data)
        return data

    async def _history(self, call: Call) -> list[JSON]:
        self._channel(call["channel_id"])
        limit = int(call.request.query.get("limit", "50"))
        found = self.channel_messages(int(call["channel_id"]), ephemeral=False)[::-1][:limit]
        return [m.to_json(self.base_url) for m in found]

    def _message(self, channel_id: str, message_id: str) -> FakeMessage:
        message = self.messages.get(int(message_id))
        if message is None or message.channel_id != int(channel_id):
            raise DiscordError(404, 10008, "Unknown Message")
        return message

    async def _get_message(self, call: Call) -> JSON:
        return self._message(call["channel_id"], call["message_id"]).to_json(self.base_url)

    async def _edit_message(self, call: Call) -> JSON:
        message = self._message(call["channel_id"], call["message_id"])
        self._apply_edit(message, call.body, call.files)
        return message.to_json(self.base_url)

    async def _delete_message(self, call: Call) -> None:
        message = self._message(call["channel_id"], call["message_id"])
        with self._lock:
            del self.messages[message.id]

    async def _thread_from_message(self, call: Call) -> JSON:
        """Discord gives a thread started from a message the message's id."""
        self._message(call["channel_id"], call["message_id"])
        return await self._new_thread(
            int(call["message_id"]), int(call["channel_id"]), call.body, PUBLIC_THREAD
        )

    async def _thread_without_message(self, call: Call) -> JSON:
        kind = int(call.body.get("type", 12))
        return await self._new_thread(
            int(self.ids.next()), int(call["channel_id"]), call.body, kind
        )

    async def _new_thread(self, thread_id: int, parent_id: int, body: JSON, kind: int) -> JSON:
        parent = self._channel(parent_id)
        if parent["type"] != 0:
            raise DiscordError(400, 50024, "Cannot execute action on this channel type")
        if thread_id in self.channels:
            raise DiscordError(400, 160004, "A thread has already been created for this message")
        name = str(body.get("name") or "")
        if not 1 <= len(name) <= 100:
            raise DiscordError(400, 50035, "Invalid Form Body: name must be 1-100 characters")
        thread = thread_json(
            thread_id,
            self.guild_id,
            parent_id,
            self.bot_user.id,
            name,
            kind=kind,
            auto_archive_duration=int(body.get("auto_archive_duration") or 1440),
        )
        self.channels[thread_id] = thread
        self.thread_members[thread_id] = {self.bot_user.id}
        await self._dispatch("THREAD_CREATE", thread | {"newly_created": True})
        return thread

    async def _add_thread_member(self, call: Call) -> None:
        channel = self._channel(call["channel_id"])
        if channel["type"] not in (PUBLIC_THREAD, 12):
            raise DiscordError(400, 50024, "Cannot execute action on this channel type")
        member = (
            self.bot_user.id if call["user_id"] == "@me" else self._user(int(call["user_id"])).id
        )
        self.thread_members.setdefault(int(call["channel_id"]), set()).add(member)

    # ------------------------------------------------------------------ messages

    def _store_message(
        self,
        channel_id: int,
        body: JSON,
        files: list[Attachment],
        pending: PendingInteraction | None,
    ) -> FakeMessage:
        channel = self._channel(channel_id)
        _check_message(body, files)
        guild_id = None if channel["type"] == DM else self.guild_id
        message = FakeMessage(
            id=int(self.ids.next()),
            channel_id=channel_id,
            author=self.bot_user,
            payload=_message_fields(body),
            files=list(files),
            guild_id=guild_id,
            interaction_id=pending.id if pending else None,
        )
        with self._lock:
            self.messages[message.id] = message
        return message

    def _apply_edit(self, message: FakeMessage, body: JSON, files: list[Attachment]) -> None:
        """Replace the fields the edit names; ``attachments`` lists the old files to keep."""
        _check_message(body, files)
        with self._lock:
            fields = _message_fields(body)
            if message.flags & LOADING:  # the response to a defer: ephemeral as deferred
                fields["flags"] = message.flags & EPHEMERAL
            message.payload |= fields
            if "attachments" in body:
                keep = {str(a.get("id")) for a in body["attachments"] or []}
                old = message.to_json(self.base_url)["attachments"]
                message.files = [
                    f for f, a in zip(message.files, old, strict=True) if a["id"] in keep
                ] + list(files)
            else:
                message.files += list(files)
            message.edits += 1


#: The only token the fake accepts; any other gets 401, as a revoked token would.
FAKE_TOKEN = "fake.bot.token"

#: Discord's documented message limits.
MAX_CONTENT, MAX_EMBEDS, MAX_EMBED_TOTAL, MAX_FIELDS, MAX_ROWS = 2000, 10, 6000, 25, 5


def _message_fields(body: JSON) -> JSON:
    keys = ("content", "embeds", "components", "flags", "tts", "allowed_mentions")
    return {k: body[k] for k in keys if k in body and body[k] is not None}


def _check_message(body: JSON, files: list[Attachment]) -> None:
    """Refuse, like Discord (50035 or 40005), a message that breaks a documented limit."""
    problems = []
    if len(str(body.get("content") or "")) > MAX_CONTENT:
        problems.append("content longer than 2000 characters")
    embeds = body.get("embeds") or []
    if len(embeds) > MAX_EMBEDS:
        problems.append("more than 10 embeds")
    total = 0
    for embed in embeds:
        fields = embed.get("fields") or []
        if len(fields) > MAX_FIELDS:
            problems.append("an embed with more than 25 fields")
        total += len(str(embed.get("title") or "")) + len(str(embed.get("description") or ""))
        total += sum(len(str(f.get("name", ""))) + len(str(f.get("value", ""))) for f in fields)
        total += len(str((embed.get("footer") or {}).get("text") or ""))
        total += len(str((embed.get("author") or {}).get("name") or ""))
    if total > MAX_EMBED_TOTAL:
        problems.append("embeds longer than 6000 characters in total")
    rows = body.get("components") or []
    if len(rows) > MAX_ROWS:
        problems.append("more than 5 component rows")
    for row in rows:
        items = row.get("components") or []
        if len(items) > 5:
            problems.append("more than 5 components in a row")
        for item in items:
            options = item.get("options") or []
            if len(options) > 25:
                problems.append("a select menu with more than 25 options")
            if len(str(item.get("custom_id") or "")) > 100:
                problems.append("a custom_id longer than 100 characters")
            if len(str(item.get("label") or "")) > 80:
                problems.append("a button label longer than 80 characters")
            if any(len(str(o.get("label", ""))) > 100 for o in options):
                problems.append("a select option label longer than 100 characters")
            if any(len(str(o.get("value", ""))) > 100 for o in options):
                problems.append("a select option value longer than 100 characters")
    if problems:
        raise DiscordError(400, 50035, "Invalid Form Body: " + "; ".join(problems))
    if sum(len(f.data) for f in files) > ATTACHMENT_SIZE_LIMIT:
        raise DiscordError(413, 40005, "Request entity too large")


async def _read_body(request: web.Request) -> tuple[Any, list[Attachment]]:
    """The JSON body, or ``payload_json`` and ``files[n]`` parts of a multipart body."""
    if request.content_type == "multipart/form-data":
        reader = await request.multipart()
        body: Any = None
        files: list[Attachment] = []
        async for part in reader:
            if not isinstance(part, BodyPartReader):
                continue
            name = part.name or ""
            data = await part.read()
            if name == "payload_json":
                body = json.loads(bytes(data))
            else:
                files.append(
                    Attachment(
                        field=name,
                        filename=part.filename or "",
                        content_type=part.headers.get("Content-Type", "application/octet-stream"),
                        data=bytes(data),
                    )
                )
        return body or {}, files
    raw = await request.read()
    return (json.loads(raw) if raw else None), []


def _json(data: Any, status: int = 200) -> web.Response:
    """Exactly ``Content-Type: application/json``: discord.py compares the header as is."""
    return web.Response(
        body=json.dumps(data).encode(), status=status, headers={"Content-Type": "application/json"}
    )
