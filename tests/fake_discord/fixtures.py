"""Pytest fixtures around the fake Discord; import them by name into a test module.

``fake_discord`` (used as ``fake``) starts a :class:`FakeDiscord` and points discord.py at it:
``discord.http.Route.BASE`` (REST, interaction callbacks, webhooks) and
``DiscordWebSocket.DEFAULT_GATEWAY`` (the unsharded client connects there without asking
``/gateway/bot``). At the end it checks that the bot called no route the fake lacks and that
the fake itself hit no error. ``logging_restored`` puts the root logger back after a test that
configures logging the way ``python -m bot`` does.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Iterator

import discord
import pytest
import yarl
from discord.gateway import DiscordWebSocket

from .server import FakeDiscord

#: discord.py loggers whose level a test may change.
LOGGERS = ("discord", "discord.http", "discord.gateway")


@pytest.fixture(name="fake")
async def fake_discord(monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[FakeDiscord]:
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


@pytest.fixture(name="logging_restored")
def restore_logging() -> Iterator[None]:
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    levels = {name: logging.getLogger(name).level for name in LOGGERS}
    yield
    root.handlers[:] = handlers
    root.setLevel(level)
    for name, old in levels.items():
        logging.getLogger(name).setLevel(old)
